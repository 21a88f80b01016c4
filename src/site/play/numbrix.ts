import type { NumbrixPuzzle, NumbrixSolution } from '../../engine/kinds/numbrix/schema.ts';
import { clickCell, type NumbrixState, numbrixSolved, startNumbrix, turn } from '../../play/numbrix.ts';
import { arrowKeys, overlay } from './overlay.ts';
import { button, createShell } from './shell.ts';

/** Numbrix: a button over every square; click a printed number, then the squares for the next ones. */
export function playNumbrix(root: HTMLElement, figure: HTMLElement, id: string, puzzle: NumbrixPuzzle, answer: NumbrixSolution): void {
  let state = startNumbrix(puzzle);
  const shell = createShell<NumbrixState>(root, { id, check: () => check(true), reset: () => render((state = startNumbrix(puzzle))) });
  const layer = overlay(figure);
  const direction = button('', () => {
    state = turn(state);
    render(state);
    shell.update(state, state.mistakes);
  });
  direction.setAttribute('aria-keyshortcuts', '+ -');
  shell.tools.append(direction);
  shell.body.innerHTML =
    '<p class="play-help">Click a printed number, then the squares where the next numbers go. Click a number you placed to take it away. Arrow keys move, Enter places, + and − count up or down.</p>';

  const cells = puzzle.givens.map((row, r) =>
    row.map((given, c) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.dataset.cell = `${r}-${c}`;
      if (given) b.classList.add('play-given');
      b.addEventListener('click', () => {
        if (shell.solved) return;
        const move = clickCell(puzzle, state, r, c);
        state = move.state;
        render(state);
        shell.say(move.message, move.mistake ? 'bad' : undefined);
        if (!check(false)) shell.update(state, state.mistakes);
      });
      b.addEventListener('keydown', (event) => {
        if (event.key === '+' || event.key === '-') {
          event.preventDefault();
          if ((event.key === '+') !== (state.dir === 1)) direction.click();
        }
      });
      layer.place(`cell-${r}-${c}`, b);
      return b;
    }),
  );
  arrowKeys(cells);

  function render(s: NumbrixState) {
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
  }

  /** Confirms a full board against the stored answer; `asked` when the player pressed Check. */
  function check(asked: boolean): boolean {
    const empty = state.values.flat().filter((v) => v === 0).length;
    if (empty > 0) {
      if (asked) shell.say(`${empty} square${empty === 1 ? ' is' : 's are'} still empty.`);
      return false;
    }
    if (numbrixSolved(state, answer.grid)) {
      shell.solve(state, state.mistakes);
      return true;
    }
    shell.say('Every square is filled, but the path is not right yet.', 'bad');
    return false;
  }

  if (shell.saved) state = shell.saved.state;
  render(state);
}
