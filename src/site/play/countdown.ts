import { stepsOf } from '../../engine/kinds/countdown/check.ts';
import type { Step } from '../../engine/kinds/countdown/expr.ts';
import type { CountdownPuzzle, CountdownSolution } from '../../engine/kinds/countdown/schema.ts';
import { PRINTED_SIGN } from '../../engine/signs.ts';
import { closest, combine, type CountdownOp, type CountdownState, countdownSolved, startCountdown, undo } from '../../play/countdown.ts';
import { button, createShell } from './shell.ts';

const OPS: CountdownOp[] = ['+', '-', '*', '/'];
const NAMES: Record<CountdownOp, string> = { '+': 'plus', '-': 'minus', '*': 'times', '/': 'divided by' };

/** One line of working, `50 × 4 = 200`, as the answer key prints it (`countdown/step`). */
function stepItem(step: Step): HTMLLIElement {
  const li = document.createElement('li');
  li.textContent = `${step.a} ${PRINTED_SIGN[step.op]} ${step.b} = ${step.result}`;
  return li;
}

/** Countdown: tap a number, an operation and another number; the result becomes a new number to use. */
export function playCountdown(root: HTMLElement, id: string, puzzle: CountdownPuzzle, answer: CountdownSolution): void {
  let state = startCountdown(puzzle);
  let first: number | null = null;
  let op: CountdownOp | null = null;
  const shell = createShell<CountdownState>(root, {
    id,
    check: () => check(true),
    reset: () => {
      first = op = null;
      render((state = startCountdown(puzzle)));
    },
  });
  shell.tools.append(
    button('Undo', () => {
      if (shell.solved) return;
      first = op = null;
      state = undo(state);
      render(state);
      shell.update(state, state.mistakes);
    }),
    button('Show a solution', () => showSolution()),
  );
  shell.body.innerHTML = `<p class="play-help">Reach ${puzzle.target}. Choose a number, then + − × or ÷, then another number: the result becomes a new number to use. Undo takes back the last step.</p>`;

  const tiles = document.createElement('div');
  tiles.className = 'play-tiles';
  tiles.setAttribute('role', 'group');
  tiles.setAttribute('aria-label', 'Numbers');
  const ops = document.createElement('div');
  ops.className = 'play-ops';
  ops.setAttribute('role', 'group');
  ops.setAttribute('aria-label', 'Operations');
  const opButtons = OPS.map((o) => {
    const b = button(PRINTED_SIGN[o], () => chooseOp(o));
    b.setAttribute('aria-label', NAMES[o]);
    b.dataset.op = o;
    ops.append(b);
    return b;
  });
  const working = document.createElement('ol');
  working.className = 'play-working';
  working.setAttribute('aria-label', 'Your working');
  const solution = document.createElement('div');
  solution.className = 'play-solution';
  solution.hidden = true;
  shell.body.append(tiles, ops, working, solution);

  function chooseTile(i: number) {
    if (shell.solved) return;
    if (first === null || op === null) {
      first = i;
      op = null;
      render(state);
      shell.say(`${state.tiles[i]!.value}: now choose + − × or ÷`);
      return;
    }
    const next = combine(state, first, op, i);
    first = op = null;
    if (typeof next === 'string') {
      state = { ...state, mistakes: state.mistakes + 1 };
      render(state);
      shell.say(next, 'bad');
      shell.update(state, state.mistakes);
      return;
    }
    state = next;
    render(state);
    if (!check(false)) {
      const near = closest(puzzle, state);
      shell.say(`Made ${state.tiles.at(-1)!.value}. Closest so far: ${near.value}, ${near.off} away.`);
      shell.update(state, state.mistakes);
    }
  }

  function chooseOp(o: CountdownOp) {
    if (shell.solved) return;
    if (first === null) return shell.say('Choose a number first');
    op = o;
    render(state);
    shell.say(`${state.tiles[first]!.value} ${PRINTED_SIGN[o]} … choose the second number`);
  }

  function render(s: CountdownState) {
    tiles.replaceChildren(
      ...s.tiles.map((t, i) => {
        const b = button(String(t.value), () => chooseTile(i));
        b.className = 'play-tile';
        b.disabled = t.used;
        b.setAttribute('aria-pressed', String(first === i));
        if (i >= puzzle.numbers.length) b.classList.add('play-made');
        return b;
      }),
    );
    opButtons.forEach((b) => b.setAttribute('aria-pressed', String(op === b.dataset.op)));
    working.replaceChildren(...s.steps.map(stepItem));
  }

  function showSolution() {
    solution.innerHTML = '<h3>One simplest way</h3>';
    const list = document.createElement('ol');
    list.append(...stepsOf(puzzle, answer.expression).map(stepItem));
    solution.append(list);
    solution.hidden = false;
  }

  function check(asked: boolean): boolean {
    if (countdownSolved(puzzle, state)) {
      shell.solve(state, state.mistakes);
      return true;
    }
    if (asked) {
      const near = closest(puzzle, state);
      shell.say(`Not there yet: your closest is ${near.value}, ${near.off} away from ${puzzle.target}.`, 'bad');
    }
    return false;
  }

  if (shell.saved) state = shell.saved.state;
  render(state);
}
