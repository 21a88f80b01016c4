import { advance, digitBox } from '../../../site/play/digits.ts';
import { hintButton } from '../../../site/play/hint.ts';
import { arrowKeys } from '../../../site/play/overlay.ts';
import type { Player } from '../../../site/play/player.ts';
import { crossNumbersHint, crossNumbersSolved, type Entries, lineStates, startCrossNumbers, takeHint } from './play.ts';
import type { CrossNumbersPuzzle, CrossNumbersSolution } from './schema.ts';
import { stepper } from './steps.ts';
import './play.css';

interface State {
  entries: Entries;
  mistakes: number;
}

/** The blank cells, row by row. */
const blanksOf = (puzzle: CrossNumbersPuzzle) =>
  puzzle.cells.flatMap((row, r) => row.flatMap((given, c): [number, number][] => (given === null ? [[r, c]] : [])));

/** Cross Numbers: a digit box over every blank; each full line says whether it makes its total. */
export const player: Player<CrossNumbersPuzzle, CrossNumbersSolution, State> = {
  start: (puzzle) => ({ entries: startCrossNumbers(puzzle), mistakes: 0 }),

  mount(game, view, puzzle, answer) {
    const layer = view.layer();
    view.tools.append(
      hintButton(game, view, {
        next: (s) => crossNumbersHint(puzzle, s.entries, answer.cells),
        apply: (s, hint) => ({ ...s, entries: takeHint(puzzle, s.entries, hint) }),
        key: (cell) => stepper.cellKey!(puzzle, cell),
      }),
    );
    view.body.innerHTML = '<p class="play-help">Type a digit in each empty box; arrow keys move between boxes. A full row or column is marked ✓ when it makes its total, ✗ when it does not.</p>';
    const [, high] = puzzle.digits;

    const boxes: HTMLInputElement[] = [];
    const grid = puzzle.cells.map((row, r) =>
      row.map((given, c) => {
        if (given !== null) return null;
        const box = digitBox(
          `Row ${r + 1}, column ${c + 1}`,
          (value) => {
            if (game.solved) return;
            const { state } = game;
            const before = lineStates(puzzle, state.entries);
            const entries = state.entries.map((line) => [...line]);
            entries[r]![c] = value;
            const after = lineStates(puzzle, entries);
            // A line that has just become full and does not make its total is a mistake.
            const wrong = after.filter((l, i) => l.holds === false && !before[i]!.complete).length;
            const said = wrong ? `That ${wrong === 1 ? 'line does' : `makes ${wrong} lines that do`} not make ${wrong === 1 ? 'its total' : 'their totals'}.` : '';
            game.move({ entries, mistakes: state.mistakes + wrong }, said, wrong ? 'bad' : undefined);
            if (value !== null) advance(boxes, box);
          },
          high,
        );
        boxes.push(box);
        layer.place(`cell-${r}-${c}`, box);
        return box;
      }),
    );
    arrowKeys(grid);

    const marks = lineStates(puzzle, startCrossNumbers(puzzle)).map(({ line }) => {
      const mark = document.createElement('span');
      mark.className = 'play-mark';
      layer.place(`total-${line}`, mark);
      return mark;
    });

    return {
      render(s) {
        grid.forEach((row, r) =>
          row.forEach((box, c) => {
            if (box) box.value = s.entries[r]![c] === null ? '' : String(s.entries[r]![c]);
          }),
        );
        lineStates(puzzle, s.entries).forEach((l, i) => {
          const mark = marks[i]!;
          mark.dataset.holds = l.holds === null ? '' : String(l.holds);
          mark.textContent = l.holds === null ? '' : l.holds ? '✓' : '✗';
          const [kind, n] = l.line.split('-');
          mark.setAttribute('aria-label', l.holds === null ? '' : `${kind === 'row' ? 'Row' : 'Column'} ${Number(n) + 1} ${l.holds ? 'makes' : 'does not make'} its total`);
          mark.setAttribute('role', l.holds === null ? 'none' : 'img');
        });
      },
    };
  },

  verdict(puzzle, answer, state) {
    const empty = blanksOf(puzzle).filter(([r, c]) => state.entries[r]![c] === null).length;
    if (empty > 0) return { solved: false, message: `${empty} box${empty === 1 ? ' is' : 'es are'} still empty.` };
    if (crossNumbersSolved(puzzle, state.entries, answer.cells)) return { solved: true };
    return { solved: false, message: 'Every box is filled, but not every line works yet.', tone: 'bad', always: true };
  },
};
