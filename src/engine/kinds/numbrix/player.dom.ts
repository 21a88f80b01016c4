import { hintButton } from '../../../site/play/hint.ts';
import { arrowKeys } from '../../../site/play/overlay.ts';
import type { Player } from '../../../site/play/player.ts';
import { button } from '../../../site/play/shell.ts';
import { clickCell, type NumbrixState, numbrixHint, numbrixSolved, startNumbrix, takeHint, turn } from './play.ts';
import type { NumbrixPuzzle, NumbrixSolution } from './schema.ts';
import { stepper } from './steps.ts';
import './play.css';

/** Numbrix: a button over every square; click a printed number, then the squares for the next ones. */
export const player: Player<NumbrixPuzzle, NumbrixSolution, NumbrixState> = {
  start: startNumbrix,

  mount(game, view, puzzle, answer) {
    const layer = view.layer();
    const direction = button('', () => game.update(turn(game.state)));
    direction.setAttribute('aria-keyshortcuts', '+ -');
    view.tools.append(direction);
    view.tools.append(
      hintButton(game, view, {
        next: (s) => numbrixHint(puzzle, s, answer.grid),
        apply: (s, hint) => takeHint(puzzle, s, hint),
        key: (cell) => stepper.cellKey!(puzzle, cell),
      }),
    );
    view.body.innerHTML =
      '<p class="play-help">Click a printed number, then the squares where the next numbers go. Click a number you placed to take it away. Arrow keys move, Enter places, + and − count up or down.</p>';

    const cells = puzzle.givens.map((row, r) =>
      row.map((given, c) => {
        const b = document.createElement('button');
        b.type = 'button';
        b.dataset.cell = `${r}-${c}`;
        if (given) b.classList.add('play-given');
        b.addEventListener('click', () => {
          if (game.solved) return;
          const move = clickCell(puzzle, game.state, r, c);
          game.move(move.state, move.message, move.mistake ? 'bad' : undefined);
        });
        b.addEventListener('keydown', (event) => {
          if (event.key === '+' || event.key === '-') {
            event.preventDefault();
            if ((event.key === '+') !== (game.state.dir === 1)) direction.click();
          }
        });
        layer.place(`cell-${r}-${c}`, b);
        return b;
      }),
    );
    arrowKeys(cells);

    return {
      render(s) {
        direction.textContent = s.dir === 1 ? 'Counting up ↑' : 'Counting down ↓';
        cells.forEach((row, r) =>
          row.forEach((b, c) => {
            const v = s.values[r]![c]!;
            const given = puzzle.givens[r]![c]! > 0;
            // Printed numbers show through from the drawing; placed ones are written on the button.
            b.textContent = v && !given ? String(v) : '';
            b.classList.toggle('play-current', v > 0 && v === s.cursor);
            b.setAttribute('aria-label', `Row ${r + 1}, column ${c + 1}: ${v ? `${v}${given ? ', printed' : ''}` : 'empty'}${v > 0 && v === s.cursor ? ', counting from here' : ''}`);
          }),
        );
      },
    };
  },

  verdict(_puzzle, answer, state) {
    const empty = state.values.flat().filter((v) => v === 0).length;
    if (empty > 0) return { solved: false, message: `${empty} square${empty === 1 ? ' is' : 's are'} still empty.` };
    if (numbrixSolved(state, answer.grid)) return { solved: true };
    return { solved: false, message: 'Every square is filled, but the path is not right yet.', tone: 'bad', always: true };
  },
};
