import { hintButton } from '../../../site/play/hint.ts';
import type { Player } from '../../../site/play/player.ts';
import { button } from '../../../site/play/shell.ts';
import { PRINTED_SIGN } from '../../signs.ts';
import { stepsOf } from './check.ts';
import type { Step } from './expr.ts';
import { closest, combine, type CountdownOp, type CountdownState, countdownHint, countdownSolved, startCountdown, takeHint, undo } from './play.ts';
import type { CountdownPuzzle, CountdownSolution } from './schema.ts';
import './play.css';

const OPS: CountdownOp[] = ['+', '-', '*', '/'];
const NAMES: Record<CountdownOp, string> = { '+': 'plus', '-': 'minus', '*': 'times', '/': 'divided by' };

/** One line of working, `50 × 4 = 200`, as the answer key prints it. */
function stepItem(step: Step): HTMLLIElement {
  const li = document.createElement('li');
  li.textContent = `${step.a} ${PRINTED_SIGN[step.op]} ${step.b} = ${step.result}`;
  return li;
}

/** Countdown: tap a number, an operation and another number; the result becomes a new number to use. */
export const player: Player<CountdownPuzzle, CountdownSolution, CountdownState> = {
  start: startCountdown,

  mount(game, view, puzzle, answer) {
    // The move being made: its first number (a tile's index) and its operation.
    let first: number | null = null;
    let op: CountdownOp | null = null;
    view.tools.append(
      button('Undo', () => {
        if (game.solved) return;
        first = op = null;
        game.update(undo(game.state));
      }),
      button('Show a solution', () => showSolution()),
      hintButton(game, view, {
        next: (s) => countdownHint(puzzle, s),
        apply: (s) => {
          first = op = null;
          return takeHint(puzzle, s);
        },
        controls: (cells) => cells.map((i) => tiles.children[i] as HTMLElement).filter(Boolean),
      }),
    );
    view.body.innerHTML = `<p class="play-help">Reach ${puzzle.target}. Choose a number, then + − × or ÷, then another number: the result becomes a new number to use. Undo takes back the last step.</p>`;

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
    view.body.append(tiles, ops, working, solution);

    function chooseTile(i: number) {
      if (game.solved) return;
      const { state } = game;
      if (first === null || op === null) {
        first = i;
        op = null;
        render(state);
        game.say(`${state.tiles[i]!.value}: now choose + − × or ÷`);
        return;
      }
      const next = combine(state, first, op, i);
      first = op = null;
      if (typeof next === 'string') return game.update({ ...state, mistakes: state.mistakes + 1 }, next, 'bad');
      const near = closest(puzzle, next);
      game.move(next, `Made ${next.tiles.at(-1)!.value}. Closest so far: ${near.value}, ${near.off} away.`);
    }

    function chooseOp(o: CountdownOp) {
      if (game.solved) return;
      if (first === null) return game.say('Choose a number first');
      op = o;
      render(game.state);
      game.say(`${game.state.tiles[first]!.value} ${PRINTED_SIGN[o]} … choose the second number`);
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

    return {
      render,
      restart: () => {
        first = op = null;
      },
    };
  },

  verdict(puzzle, _answer, state) {
    if (countdownSolved(puzzle, state)) return { solved: true };
    const near = closest(puzzle, state);
    return { solved: false, message: `Not there yet: your closest is ${near.value}, ${near.off} away from ${puzzle.target}.`, tone: 'bad' };
  },
};
