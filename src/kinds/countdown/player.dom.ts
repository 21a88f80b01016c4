import { hintButton } from '../../play/hint.ts';
import type { Player } from '../../play/player.ts';
import { arrayOf, MAX_COUNT, record, whole } from '../../play/saved.ts';
import { PRINTED_SIGN } from '../../engine/signs.ts';
import type { Step } from './expr.ts';
import { closest, combine, type CountdownOp, type CountdownState, countdownHint, countdownSolved, countdownStep, startCountdown, takeHint } from './play.ts';
import { playWords } from './play-words.ts';
import type { CountdownPuzzle, CountdownSolution } from './schema.ts';
import { workingSteps } from './steps.ts';

const OPS: CountdownOp[] = ['+', '-', '*', '/'];
/** Each sign's name, read in the page's language when the sign is made. */
const nameOf = (op: CountdownOp) => ({ '+': playWords.plus, '-': playWords.minus, '*': playWords.times, '/': playWords.dividedBy })[op];
/** The keys that choose a sign: the signs themselves (the number pad's too), x for times, and the printed × and ÷. */
const SIGN_KEYS: Record<string, CountdownOp> = { '+': '+', '-': '-', '−': '-', '*': '*', x: '*', X: '*', '×': '*', '/': '/', '÷': '/' };

/** One line of working, `50 × 4 = 200`, as the answer key prints it. */
const lineText = (step: Step) => `${step.a} ${PRINTED_SIGN[step.op]} ${step.b} = ${step.result}`;

function stepItem(step: Step): HTMLLIElement {
  const li = document.createElement('li');
  li.textContent = lineText(step);
  return li;
}

function control(className: string, onClick: () => void): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = className;
  b.addEventListener('click', onClick);
  return b;
}

function group(className: string, label: string): HTMLDivElement {
  const g = document.createElement('div');
  g.className = className;
  g.setAttribute('role', 'group');
  g.setAttribute('aria-label', label);
  return g;
}

/**
 * Countdown: tap a number, a sign and another number; the result becomes a new number to use.
 * The cards are tapped on the drawing itself; each step is written on the drawing's ruled
 * lines, as on paper, and its result waits under the signs as a tile of its own, large enough
 * for a thumb (the ruled lines are too close together to hold one).
 */
export const player: Player<CountdownPuzzle, CountdownSolution, CountdownState> = {
  start: startCountdown,

  restore(puzzle, stored) {
    if (!record(stored) || !whole(stored.mistakes, 0, MAX_COUNT)) return null;
    const { tiles, steps } = stored;
    const cards = puzzle.numbers.length;
    if (!Array.isArray(steps) || steps.length > cards - 1 || !arrayOf(tiles, cards + steps.length)) return null;
    // The working is made again from the cards, step by step, as the player made it: each step
    // must be one the rules allow, with the numbers stored, and leave the tiles stored.
    let state = startCountdown(puzzle);
    for (const step of steps as unknown[]) {
      if (!record(step) || !arrayOf(step.tiles, 2) || !OPS.includes(step.op as CountdownOp)) return null;
      const [i, j] = step.tiles;
      if (!whole(i, 0, state.tiles.length - 1) || !whole(j, 0, state.tiles.length - 1)) return null;
      const next = combine(state, i, step.op as CountdownOp, j);
      if (typeof next === 'string') return null;
      const made = next.steps.at(-1)!;
      if (made.a !== step.a || made.b !== step.b || made.result !== step.result) return null;
      state = next;
    }
    const same = (tiles as unknown[]).every((t, k) => record(t) && t.value === state.tiles[k]!.value && t.used === state.tiles[k]!.used);
    const { counted } = stored;
    if (counted !== undefined && !(Array.isArray(counted) && counted.length <= MAX_COUNT && counted.every((c) => typeof c === 'string' && /^[0-9+*\/=;-]{1,400}$/.test(c)))) return null;
    return same ? { ...state, mistakes: stored.mistakes, ...(counted === undefined ? {} : { counted: [...(counted as string[])] }) } : null;
  },

  mount(game, view, puzzle, answer) {
    const cards = puzzle.numbers.length;
    const layer = view.layer();
    // The move being made: its first number (a tile's index) and its sign. Forgotten on undo,
    // redo and Start again; never stored.
    let first: number | null = null;
    let op: CountdownOp | null = null;
    // The two tiles of a step just refused, ringed until the next choice.
    let refused: number[] = [];

    // The cards: a button over each card of the drawing (its printed number shows through).
    const cardButtons = puzzle.numbers.map((_, i) => {
      const b = control('play-card', () => choose(i));
      b.dataset.tile = String(i);
      layer.place(`card-${i}`, b);
      return b;
    });
    // A ring over each card for the Hint button, under the card's taps.
    const cardRings = puzzle.numbers.map((_, i) => {
      const ring = document.createElement('span');
      ring.className = 'play-card-ring';
      ring.setAttribute('aria-hidden', 'true');
      layer.place(`card-${i}`, ring);
      return ring;
    });
    // The working, one step on each ruled line (a second column for the fourth and fifth).
    const lines = Array.from({ length: cards - 1 }, (_, k) => {
      const line = document.createElement('span');
      line.className = 'play-line';
      layer.place(`step-${k}`, line);
      return line;
    });

    // Under the toolbar: the four signs, and a place for each number the player makes.
    const signs = group('play-signs', playWords.signs);
    const signButtons = OPS.map((o) => {
      const b = control('play-key play-sign', () => chooseOp(o));
      b.textContent = PRINTED_SIGN[o];
      b.setAttribute('aria-label', nameOf(o));
      b.setAttribute('aria-keyshortcuts', o === '*' ? '* x' : o);
      b.dataset.op = o;
      signs.append(b);
      return b;
    });
    const made = group('play-made-row', playWords.made);
    const madeButtons = Array.from({ length: cards - 1 }, (_, k) => {
      const slot = document.createElement('span');
      slot.className = 'play-slot';
      const b = control('play-key play-made', () => choose(cards + k));
      b.dataset.tile = String(cards + k);
      b.hidden = true;
      slot.append(b);
      made.append(slot);
      return b;
    });
    view.keys.append(signs, made);
    const numbers = [...cardButtons, ...madeButtons];

    view.tools.append(
      hintButton(game, view, {
        next: (s) => countdownHint(puzzle, s),
        apply: (s) => takeHint(puzzle, s),
        taken: forget,
        // Every cell by its tile, in order: a card's ring over the drawing, or a made number's tile.
        controls: (cells) => cells.map((c) => (c < cards ? cardRings[c] : madeButtons[c - cards])).filter((el) => el !== undefined),
      }),
    );

    const help = document.createElement('p');
    help.className = 'play-help';
    const keysHelp = document.createElement('span');
    keysHelp.className = 'play-keys-help';
    keysHelp.textContent = playWords.keysHelp;
    help.append(playWords.help({ target: puzzle.target }), ' ', keysHelp);
    // One simplest way, away from the buttons pressed all game; opening it is opening the answer.
    const solution = document.createElement('details');
    solution.className = 'play-solution';
    const summary = document.createElement('summary');
    summary.textContent = playWords.showSolution;
    const list = document.createElement('ol');
    solution.append(summary, list);
    // Worked toward the target, as the key prints it; listed as it is first opened (a click, or
    // Enter on the summary), since finding that order lists the puzzle's every way.
    const fill = () => {
      if (!list.firstChild) list.append(...workingSteps(puzzle, answer.expression).map(stepItem));
    };
    summary.addEventListener('click', fill);
    solution.addEventListener('toggle', () => {
      if (solution.open) fill();
      // The page's own answer opens with it, and the shell marks the game as answer shown.
      const page = document.querySelector<HTMLDetailsElement>('details.answer');
      if (solution.open && page && !page.open) page.open = true;
    });
    view.body.append(help, solution);

    const value = (i: number) => game.state.tiles[i]!.value;
    function forget() {
      first = op = null;
      refused = [];
    }

    function choose(i: number) {
      if (game.solved) return;
      const { state } = game;
      const tile = state.tiles[i];
      if (!tile || tile.used) return;
      refused = [];
      if (first === i) {
        // The chosen number again lets it go.
        forget();
        render(state);
        return game.say(playWords.letGo({ v: tile.value }));
      }
      if (first === null || op === null) {
        first = i;
        op = null;
        render(state);
        return game.say(playWords.thenSign({ v: tile.value }));
      }
      const made = countdownStep(puzzle, state, first, op, i);
      if ('refused' in made) {
        // Refused, not counted: it breaks no line the player wrote. The half-made move is let go,
        // so the natural retry (the first number again) starts a fresh step rather than letting
        // that number go; the two stay ringed until the next choice.
        const tried = [first, i];
        forget();
        refused = tried;
        render(state);
        return game.say(made.refused, 'bad');
      }
      const hadFocus = numbers.includes(document.activeElement as HTMLButtonElement);
      forget();
      // The step made; the last (every number used) that misses the target counted once (play.ts).
      game.move(made.state, made.say);
      if (hadFocus && !game.solved) madeButtons[made.state.steps.length - 1]?.focus();
    }

    function chooseOp(o: CountdownOp) {
      if (game.solved) return;
      if (first === null) return game.say(playWords.chooseFirst);
      op = o;
      refused = [];
      render(game.state);
      game.say(playWords.thenSecond({ v: value(first), sign: PRINTED_SIGN[o] }));
    }

    // Arrow keys walk the numbers still to use, cards then made ones, round and round.
    for (const b of numbers) {
      b.addEventListener('keydown', (event) => {
        const by = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
        if (!by) return;
        event.preventDefault();
        const open = numbers.filter((n) => !n.hidden && !n.disabled);
        const at = open.indexOf(b);
        open[(at + by + open.length) % open.length]?.focus();
      });
    }
    // The signs from the keyboard, anywhere on the page but a text field.
    document.addEventListener('keydown', (event) => {
      if (event.ctrlKey || event.metaKey || event.altKey || game.solved) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable]')) return;
      const o = SIGN_KEYS[event.key];
      if (o) {
        event.preventDefault();
        chooseOp(o);
      } else if (event.key === 'Escape' && first !== null) {
        forget();
        render(game.state);
        game.say(playWords.choiceLetGo);
      }
    });

    function render(s: CountdownState) {
      const focused = document.activeElement as HTMLButtonElement;
      const ours = numbers.includes(focused);
      s.tiles.forEach((t, i) => {
        const b = numbers[i];
        if (!b) return;
        b.hidden = false;
        b.disabled = t.used;
        b.dataset.value = String(t.value);
        b.setAttribute('aria-pressed', String(first === i));
        b.dataset.refused = String(refused.includes(i));
        b.dataset.target = String(!t.used && t.value === puzzle.target);
        const step = i >= cards ? s.steps[i - cards] : undefined;
        if (step) {
          b.textContent = String(t.value);
          b.setAttribute('aria-description', playWords.madeBy({ line: lineText(step) }));
          b.setAttribute('aria-label', playWords.tile({ context: t.used ? 'made-used' : 'made', v: t.value }));
        } else b.setAttribute('aria-label', playWords.tile({ context: t.used ? 'card-used' : 'card', v: t.value }));
      });
      for (let k = s.tiles.length; k < numbers.length; k++) {
        const b = numbers[k]!;
        b.hidden = true;
        b.textContent = '';
        b.setAttribute('aria-pressed', 'false');
        b.dataset.refused = 'false';
      }
      madeButtons.forEach((b) => b.parentElement!.toggleAttribute('data-empty', b.hidden === true));
      lines.forEach((line, k) => {
        const step = s.steps[k];
        line.textContent = step ? lineText(step) : '';
        line.dataset.target = String(step?.result === puzzle.target);
      });
      signButtons.forEach((b) => b.setAttribute('aria-pressed', String(op === b.dataset.op)));
      // A number taken away by undo (or used up) hands the focus on, so the keyboard never loses its place.
      if (ours && (focused.hidden || focused.disabled)) numbers.find((n) => !n.hidden && !n.disabled)?.focus();
    }

    return {
      render,
      restart: forget,
    };
  },

  verdict(puzzle, _answer, state) {
    if (countdownSolved(puzzle, state)) return { solved: true };
    const near = closest(puzzle, state);
    return { solved: false, message: playWords.notThere({ closest: near.value, off: near.off, target: puzzle.target }), tone: 'bad' };
  },
};
