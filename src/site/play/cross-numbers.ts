import type { CrossNumbersPuzzle, CrossNumbersSolution } from '../../engine/kinds/cross-numbers/schema.ts';
import { crossNumbersSolved, type Entries, hint, lineStates, startCrossNumbers } from '../../play/cross-numbers.ts';
import { advance, digitBox } from './digits.ts';
import { arrowKeys, overlay } from './overlay.ts';
import { button, createShell } from './shell.ts';

interface State {
  entries: Entries;
  mistakes: number;
}

/** Cross Numbers: a digit box over every blank; each full line says whether it makes its total. */
export function playCrossNumbers(root: HTMLElement, figure: HTMLElement, id: string, puzzle: CrossNumbersPuzzle, answer: CrossNumbersSolution): void {
  const fresh = (): State => ({ entries: startCrossNumbers(puzzle), mistakes: 0 });
  let state = fresh();
  const shell = createShell<State>(root, { id, check: () => check(true), reset: () => render((state = fresh())) });
  const layer = overlay(figure);
  shell.tools.append(button('Hint', () => giveHint()));
  shell.body.innerHTML = '<p class="play-help">Type a digit in each empty box; arrow keys move between boxes. A full row or column is marked ✓ when it makes its total, ✗ when it does not.</p>';
  const [, high] = puzzle.digits;
  const blanks = puzzle.cells.flatMap((row, r) => row.flatMap((given, c): [number, number][] => (given === null ? [[r, c]] : [])));

  const boxes: HTMLInputElement[] = [];
  const grid = puzzle.cells.map((row, r) =>
    row.map((given, c) => {
      if (given !== null) return null;
      const box = digitBox(`Row ${r + 1}, column ${c + 1}`, (value) => {
        if (shell.solved) return;
        const before = lineStates(puzzle, state.entries);
        const entries = state.entries.map((line) => [...line]);
        entries[r]![c] = value;
        const after = lineStates(puzzle, entries);
        // A line that has just become full and does not make its total is a mistake.
        const wrong = after.filter((l, i) => l.holds === false && !before[i]!.complete).length;
        state = { entries, mistakes: state.mistakes + wrong };
        render(state);
        if (wrong) shell.say(`That ${wrong === 1 ? 'line does' : `makes ${wrong} lines that do`} not make ${wrong === 1 ? 'its total' : 'their totals'}.`, 'bad');
        else shell.say('');
        if (value !== null) advance(boxes, box);
        if (!check(false)) shell.update(state, state.mistakes);
      }, high);
      boxes.push(box);
      layer.place(`cell-${r}-${c}`, box);
      return box;
    }),
  );
  arrowKeys(grid);

  const marks = lineStates(puzzle, state.entries).map(({ line }) => {
    const mark = document.createElement('span');
    mark.className = 'play-mark';
    layer.place(`total-${line}`, mark);
    return mark;
  });

  function render(s: State) {
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
  }

  function giveHint() {
    if (shell.solved) return;
    const h = hint(puzzle, state.entries, answer.cells);
    if (!h) return shell.say('Nothing left to hint: check the lines marked ✗.');
    const entries = state.entries.map((line) => [...line]);
    entries[h.r]![h.c] = h.value;
    state = { ...state, entries };
    render(state);
    grid[h.r]![h.c]!.focus();
    shell.say(
      h.forced
        ? `Row ${h.r + 1}, column ${h.c + 1} can only be ${h.value}: its row and column allow nothing else.`
        : `Row ${h.r + 1}, column ${h.c + 1} is ${h.value}. No square is forced by its lines alone here; this one has the fewest digits left to try.`,
    );
    if (!check(false)) shell.update(state, state.mistakes);
  }

  function check(asked: boolean): boolean {
    const empty = blanks.filter(([r, c]) => state.entries[r]![c] === null).length;
    if (empty > 0) {
      if (asked) shell.say(`${empty} box${empty === 1 ? ' is' : 'es are'} still empty.`);
      return false;
    }
    if (crossNumbersSolved(puzzle, state.entries, answer.cells)) {
      shell.solve(state, state.mistakes);
      return true;
    }
    shell.say('Every box is filled, but not every line works yet.', 'bad');
    return false;
  }

  if (shell.saved) state = shell.saved.state;
  render(state);
}
