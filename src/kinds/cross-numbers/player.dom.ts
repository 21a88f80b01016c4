import { cropLabels } from '../../play/crop.ts';
import { digitCells, toggled } from '../../play/digits.ts';
import { hintButton } from '../../play/hint.ts';
import { icon } from '../../play/icons.ts';
import { countOnce, type Player } from '../../play/player.ts';
import { arrayOf, countedList, MAX_COUNT, marks, record, whole } from '../../play/saved.ts';
import { clashes, crossNumbersHint, crossNumbersSolved, type Entries, lineStates, startCrossNumbers, takeHint } from './play.ts';
import { sayMistake } from '../../engine/mistake.ts';
import { mistakeOf } from './check.ts';
import { playWords } from './play-words.ts';
import { totalSaid, words } from './words.ts';
import type { CrossNumbersPuzzle, CrossNumbersSolution } from './schema.ts';
import { stepper } from './steps.ts';

interface State {
  entries: Entries;
  /** Pencil marks by cell (`r-c`); absent in progress stored before notes. */
  notes?: Record<string, number[]>;
  mistakes: number;
  /** Wrong entries already counted (`r-c:digit`), so one wrong digit is one mistake however often it is checked. */
  counted?: string[];
}

/** The blank cells, row by row. */
const blanksOf = (puzzle: CrossNumbersPuzzle) =>
  puzzle.cells.flatMap((row, r) => row.flatMap((given, c): [number, number][] => (given === null ? [[r, c]] : [])));

/** `row-2` or `col-0` (play.ts's line keys) as the words name it. */
const lineOf = (line: string) => {
  const [kind, n] = line.split('-');
  return { row: kind === 'row', n: Number(n) + 1 };
};

/** The cells of a line by its key (`row-2`, `col-0`), row and column from 0. */
const cellsOf = (puzzle: CrossNumbersPuzzle, line: string): [number, number][] => {
  const { row, n } = lineOf(line);
  return row ? Array.from({ length: puzzle.cols }, (_, c): [number, number] => [n - 1, c]) : Array.from({ length: puzzle.rows }, (_, r): [number, number] => [r, n - 1]);
};

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
          const { state } = game;
          if (state.entries[r]![c] === value) return;
          const entries = state.entries.map((line) => [...line]);
          entries[r]![c] = value;
          let next: State = { ...state, entries };
          if (value === null) return game.move(next);
          // Only what the rules forbid is a mistake here: a repeated digit, a full line off its total.
          const clash = clashes(puzzle, entries).filter((pair) => pair.some(([a, b]) => a === r && b === c));
          // Lines through this box that are full and miss their total: this digit made them so.
          const off = lineStates(puzzle, entries).filter((l) => l.holds === false && (l.line === `row-${r}` || l.line === `col-${c}`));
          if (clash.length === 0 && off.length === 0) return game.move(next);
          // The mistake is the digit the rules forbid: this one where it repeats a digit, else the
          // wrong digits of the lines it completed (a right digit that completes a line another
          // digit spoiled is none), each counted once.
          const wrong = clash.length
            ? [`${r}-${c}:${value}`]
            : off.flatMap(({ line }) => cellsOf(puzzle, line)).flatMap(([a, b]) => {
                const v = entries[a]![b];
                return puzzle.cells[a]![b] === null && v !== null && v !== undefined && v !== answer.cells[a]![b] ? [`${a}-${b}:${v}`] : [];
              });
          next = countOnce(next, wrong);
          const said = clash.length
            ? playWords.already({ context: puzzle.distinct === 'grid' ? 'grid' : clash.some((pair) => pair.every(([a]) => a === r)) ? 'row' : 'column', v: value })
            : words.check.total(totalSaid(off.map((l) => lineOf(l.line))));
          game.move(next, said, 'bad');
          game.flag([...clash.flat().map(([a, b]) => `cell-${a}-${b}`), ...off.map((l) => `total-${l.line}`)]);
        },
        note(i, digit) {
          const key = blanks[i]!.join('-');
          const notes = { ...(game.state.notes ?? {}), [key]: toggled(game.state.notes?.[key], digit) };
          game.move({ ...game.state, notes });
        },
        checkCell(i) {
          const [r, c] = blanks[i]!;
          const v = game.state.entries[r]![c];
          if (v === null || v === undefined) return game.say(playWords.boxEmpty({ row: r + 1, column: c + 1 }));
          if (v === answer.cells[r]![c]) return game.say(playWords.boxRight({ v, row: r + 1, column: c + 1 }), 'good');
          game.update(countOnce(game.state, [`${r}-${c}:${v}`]), playWords.boxWrong({ v, row: r + 1, column: c + 1 }), 'bad');
          game.flag([`cell-${r}-${c}`]);
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
        const { state } = game;
        const wrong = blanks.filter(([r, c]) => state.entries[r]![c] !== null && state.entries[r]![c] !== answer.cells[r]![c]);
        const empty = blanks.filter(([r, c]) => state.entries[r]![c] === null).length;
        if (wrong.length === 0) {
          return game.say(playWords.allRightSoFar({ count: empty }));
        }
        game.update(
          countOnce(state, wrong.map(([r, c]) => `${r}-${c}:${state.entries[r]![c]}`)),
          playWords.wrongDigits({
            count: wrong.length,
            wrong: wrong.map(([r, c]) => playWords.wrongBox({ row: r + 1, column: c + 1 })).reduce((before, item) => playWords.wrongThen({ before, item })),
          }),
          'bad',
        );
        game.flag(wrong.map(([r, c]) => `cell-${r}-${c}`));
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
