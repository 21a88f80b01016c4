import { cropLabels } from '../../play/crop.ts';
import { digitCells, toggled } from '../../play/digits.ts';
import { hintButton } from '../../play/hint.ts';
import { icon } from '../../play/icons.ts';
import { perform, type Player } from '../../play/player.ts';
import { arrayOf, countedList, MAX_COUNT, marks, record, whole } from '../../play/saved.ts';
import {
  blanksOf,
  crossNumbersCheck,
  crossNumbersCheckCell,
  crossNumbersEntry,
  crossNumbersHint,
  crossNumbersSolved,
  type CrossNumbersState as State,
  lineNamed as lineOf,
  lineStates,
  startCrossNumbers,
  takeHint,
} from './play.ts';
import { sayMistake } from '../../engine/mistake.ts';
import { mistakeOf } from './check.ts';
import { playWords } from './play-words.ts';
import { words } from './words.ts';
import type { CrossNumbersPuzzle, CrossNumbersSolution } from './schema.ts';
import { stepper } from './steps.ts';

/** Cross Numbers: a digit box over every blank; each full line is ringed when it makes its total. */
export const player: Player<CrossNumbersPuzzle, CrossNumbersSolution, State> = {
  // Clues a zoomed board keeps in view: the rows' totals at the right, the columns' at the bottom.
  pins: { right: ['total-row-'], bottom: ['total-col-'] },

  start: (puzzle) => ({ entries: startCrossNumbers(puzzle), notes: {}, mistakes: 0, counted: [] }),

  restore(puzzle, stored) {
    if (!record(stored)) return null;
    const { entries, notes, mistakes, counted } = stored;
    const [low, high] = puzzle.digits;
    // The grid's size, and in each cell nothing or a digit the puzzle uses.
    const grid = arrayOf(entries, puzzle.rows) && entries.every((row) => arrayOf(row, puzzle.cols) && row.every((v) => v === null || whole(v, low, high)));
    if (!grid || !whole(mistakes, 0, MAX_COUNT)) return null;
    if (counted !== undefined && !countedList(counted, puzzle.rows, puzzle.cols)) return null;
    // Pencil marks only in blank cells (`r-c`), each a set of the puzzle's digits.
    const blanks = new Set(blanksOf(puzzle).map(([r, c]) => `${r}-${c}`));
    if (notes !== undefined && !(record(notes) && Object.entries(notes).every(([key, m]) => blanks.has(key) && marks(m, low, high)))) return null;
    return {
      entries: (entries as (number | null)[][]).map((row) => [...row]),
      ...(notes === undefined ? {} : { notes: Object.fromEntries(Object.entries(notes as Record<string, number[]>).map(([key, m]) => [key, [...m]])) }),
      mistakes,
      ...(counted === undefined ? {} : { counted: [...counted] }),
    };
  },

  mount(game, view, puzzle, answer) {
    const layer = view.layer();
    // On a phone its row and column numbers go off the board, as the grid kinds' do: the 9×9's boxes a little larger (issue 89).
    cropLabels(layer.element.parentElement!);
    const blanks = blanksOf(puzzle);
    const [low, high] = puzzle.digits;
    const digits = Array.from({ length: high - low + 1 }, (_, i) => low + i);
    const help = document.createElement('p');
    help.className = 'play-help';
    help.textContent = playWords.help;
    view.body.replaceChildren(help);

    const cells = digitCells(
      game,
      view,
      blanks.map(([r, c]) => ({ key: `cell-${r}-${c}`, label: playWords.box({ row: r + 1, column: c + 1 }), at: [r, c] })),
      {
        digits,
        enter(i, value) {
          const [r, c] = blanks[i]!;
          perform(game, crossNumbersEntry(puzzle, answer.cells, game.state, r, c, value));
        },
        note(i, digit) {
          const key = blanks[i]!.join('-');
          const notes = { ...(game.state.notes ?? {}), [key]: toggled(game.state.notes?.[key], digit) };
          game.move({ ...game.state, notes });
        },
        checkCell(i) {
          const [r, c] = blanks[i]!;
          perform(game, crossNumbersCheckCell(answer.cells, game.state, r, c));
        },
      },
    );
    view.tools.append(
      hintButton(game, view, {
        next: (s) => crossNumbersHint(puzzle, s.entries, answer.cells),
        apply: (s, hint) => ({ ...s, entries: takeHint(puzzle, s.entries, hint) }),
        key: (cell) => stepper.cellKey!(puzzle, cell),
      }),
    );

    // A ring round each total, and a small tick or cross at its corner: the total stays readable.
    const marks = lineStates(puzzle, startCrossNumbers(puzzle)).map(({ line }) => {
      const mark = document.createElement('span');
      mark.className = 'play-mark';
      mark.dataset.line = line;
      layer.place(`total-${line}`, mark);
      return mark;
    });

    return {
      render(s) {
        cells.render(
          blanks.map(([r, c]) => s.entries[r]![c] ?? null),
          blanks.map(([r, c]) => s.notes?.[`${r}-${c}`]),
        );
        lineStates(puzzle, s.entries).forEach((l, i) => {
          const mark = marks[i]!;
          mark.dataset.holds = l.holds === null ? '' : String(l.holds);
          mark.replaceChildren(...(l.holds === null ? [] : [icon(l.holds ? 'tick' : 'cross')]));
          const { row, n } = lineOf(l.line);
          mark.setAttribute('aria-label', l.holds === null ? '' : playWords.mark({ context: l.holds ? 'makes' : 'misses', line: playWords.line({ context: row ? 'row' : 'column', n }) }));
          mark.setAttribute('role', l.holds === null ? 'none' : 'img');
        });
      },
      check() {
        perform(game, crossNumbersCheck(puzzle, answer.cells, game.state));
      },
    };
  },

  verdict(puzzle, answer, state) {
    const empty = blanksOf(puzzle).filter(([r, c]) => state.entries[r]![c] === null).length;
    if (empty > 0) return { solved: false, message: playWords.stillEmpty({ count: empty }) };
    if (crossNumbersSolved(puzzle, state.entries, answer.cells)) return { solved: true };
    // A full grid that is not the answer breaks a rule (the puzzle has one answer): the answer check says which, and where.
    const mistake = mistakeOf(puzzle, { cells: puzzle.cells.map((row, r) => row.map((given, c) => given ?? state.entries[r]![c]!)) });
    if (!mistake) return { solved: true };
    return { solved: false, message: sayMistake(words.check, mistake), tone: 'bad', always: true, at: mistake.at };
  },
};
