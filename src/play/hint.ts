import { chainItems, ON_MARKS } from '../engine/chain.ts';
import type { Item } from '../engine/figure.ts';
import type { Hint } from '../engine/hint.ts';
import type { Link } from '../engine/steps.ts';
import type { Game, View } from './player.ts';
import { button, relabel, steady } from './shell.ts';
import { playWords } from './words.ts';
import { bringIntoView } from './zoom.ts';

/** What a kind's player gives the Hint button: the hint for a state, how to take it, where its cells are. */
export interface HintSource<State> {
  /** The hint for the player's position (`nextHint` for the kinds that fill cells). */
  next(state: State): Hint;
  /** The state with the hint's values written in (pure: it is also asked whether the hint is the answer). */
  apply(state: State, hint: Hint): State;
  /** Called as a hint is written in: clears what the kind's controls hold outside the state (Countdown's half-made step). */
  taken?(): void;
  /** The drawing's keyed box of a cell the hint names (`cell-2-3`), or null where it has none. */
  key?(cell: number): string | null;
  /**
   * Controls of the kind's own standing for the cells (Countdown's number tiles, Word Search's
   * list beside the board), ringed in place of keyed boxes: in the cells' order, null for a cell with none.
   */
  controls?(cells: number[]): (HTMLElement | null)[];
  /** The values a cell may hold, in the order they are pencilled (the kind's `Stepper.candidates`): where a hint's chain is drawn in each cell, over the player's own marks. */
  candidates?: readonly number[];
}

/**
 * The Hint button every kind shares. The first press shows the next step from where the
 * player is: its sentence in the status line, its cells ringed on the drawing, the chain it
 * follows drawn over the board (its own, or that of a crossing-off it rests on: each candidate
 * circled where it is pencilled, strong links solid, weak ones dashed, as the worked key prints
 * them), and the crossings-off it builds on listed under the toolbar; it is counted with the time. A second
 * press, with nothing changed in between, writes it in. A wrong entry is named and ringed in
 * red instead, and nothing is written.
 *
 * A hint never completes a puzzle nor states its answer: where the step would write in the
 * answer's last value, it rings the step's cells and says one step is left, without the step's
 * sentence (which names the value), and the button becomes "Show the answer", which
 * writes it in only as the answer shown (the finish says so, not "solved").
 */
export function hintButton<State>(game: Game<State>, view: View, source: HintSource<State>): HTMLButtonElement {
  let pending: { state: State; hint: Hint; last: boolean } | null = null;
  let rings: HTMLElement[] = [];
  let marked: HTMLElement[] = [];
  let sketch: SVGSVGElement | null = null;
  const panel = document.createElement('div');
  panel.className = 'play-hint';
  panel.hidden = true;
  view.body.append(panel);

  const clear = () => {
    for (const ring of rings) ring.remove();
    rings = [];
    sketch?.remove();
    sketch = null;
    for (const el of marked) {
      el.classList.remove('play-hinted');
      delete el.dataset.tone;
      delete el.dataset.cell;
    }
    marked = [];
    panel.hidden = true;
    panel.replaceChildren();
    pending = null;
    relabel(press, playWords.hint.hint);
    delete press.dataset.pending;
  };
  /** Rings the cells, then brings them into view: a hint about a square off the screen is no hint. */
  const ring = (cells: number[], tone: 'hint' | 'bad') => {
    ringAll(cells, tone);
    bringIntoView([...rings, ...marked]);
  };
  const ringAll = (cells: number[], tone: 'hint' | 'bad') => {
    (source.controls?.(cells) ?? []).forEach((el, i) => {
      if (!el) return;
      el.classList.add('play-hinted');
      el.dataset.tone = tone;
      el.dataset.cell = String(cells[i]);
      marked.push(el);
    });
    if (!source.key) return;
    const layer = view.layer();
    for (const cell of cells) {
      const key = source.key(cell);
      if (key === null) continue;
      const spot = document.createElement('span');
      spot.className = 'play-hinted';
      spot.dataset.tone = tone;
      spot.dataset.cell = String(cell);
      spot.setAttribute('aria-hidden', 'true');
      if (layer.place(key, spot)) rings.push(spot);
    }
  };

  /** Draws a chain over the board, on the drawing's own boxes. */
  const drawChain = (links: readonly Link[]) => {
    if (!source.key || !source.candidates) return;
    const layer = view.layer();
    const items = chainItems(links, (cell) => {
      const key = source.key!(cell);
      return (key !== null && layer.boxOf(key)) || undefined;
    }, source.candidates, ON_MARKS);
    if (items.length === 0) return;
    sketch = layer.sketch();
    sketch.classList.add('play-chain');
    sketch.append(...items.flatMap(drawnItem));
  };

  const onPress = () => {
    if (game.solved) return;
    if (pending && pending.state === game.state) {
      const { hint, last } = pending;
      clear();
      source.taken?.();
      const next = source.apply(game.state, hint);
      if (last) return game.reveal(next);
      // Said, so the line no longer asks to press a button that has done its work.
      game.move(next, playWords.hint.written);
      return;
    }
    clear();
    const hint = source.next(game.state);
    if (hint.type === 'done') return game.say(playWords.hint.done);
    if (hint.type === 'mistake') {
      game.say(hint.say, 'bad');
      return ring(hint.cells, 'bad');
    }
    ringAll(hint.cells, 'hint');
    if (hint.type === 'step' && hint.links) drawChain(hint.links);
    game.hinted();
    // The step's own sentence is said; the earlier steps it rests on wait, folded, behind one
    // "Why?" (they are the same crossings-off hint after hint, and a reader opens them once).
    if (hint.type === 'step' && hint.before.length > 0) {
      const why = document.createElement('details');
      why.className = 'play-why';
      const summary = document.createElement('summary');
      summary.textContent = playWords.hint.why;
      const intro = document.createElement('p');
      intro.textContent = playWords.hint.before({ count: hint.before.length });
      const list = document.createElement('ol');
      for (const step of hint.before) {
        const item = document.createElement('li');
        item.textContent = step.say;
        list.append(item);
      }
      why.append(summary, intro, list);
      panel.append(why);
      panel.hidden = false;
    }
    // The step that would finish the puzzle is the answer: shown only when asked for by that name.
    const last = game.solves(source.apply(game.state, hint));
    pending = { state: game.state, hint, last };
    relabel(press, last ? playWords.hint.showAnswer : playWords.hint.writeIn);
    // On a phone the button is its bulb alone until it means "write it in" (or "show the answer"), which it then says.
    press.dataset.pending = last ? 'last' : 'true';
    // The last step's own sentence would state the answer: the hint points at its squares instead.
    game.say(last ? playWords.hint.last : playWords.hint.take({ say: hint.say }));
    // Once the sentence is in place (it may lengthen the page): its cells in view.
    bringIntoView([...rings, ...marked]);
  };
  const press = button(playWords.hint.hint, onPress, { icon: 'bulb' });
  press.classList.add('play-hint-button');
  // Room kept for its labels but the last ("Show the answer", shown once a game): kept for it, the
  // button pushed the toolbar's other words out of their buttons all game long.
  steady(press, [playWords.hint.hint, playWords.hint.writeIn]);
  // A move made by hand after a hint was shown makes it stale: rings and list go.
  // Looked at once the event is done with, after the control's own handler has made its move.
  const stale = () =>
    setTimeout(() => {
      if (pending && pending.state !== game.state) clear();
    });
  // Any control anywhere (the drawing, the keypad, a kind's pad, Undo, a key press, a drag) may move.
  for (const type of ['input', 'click', 'keydown', 'pointerup']) document.addEventListener(type, stale, true);
  return press;
}

const SVG = 'http://www.w3.org/2000/svg';

/**
 * A chain's line or circle as an SVG element in the drawing's units, its role its class: the
 * page's stylesheet inks it (game.css `.play-chain`: solid, dashed, in pixels whatever the
 * board's size), as the print backend inks the same roles on paper.
 */
function drawnItem(item: Item): SVGElement[] {
  if (item.type !== 'line' && item.type !== 'circle') return [];
  const el = document.createElementNS(SVG, item.type);
  const at: Record<string, number> = item.type === 'line' ? { x1: item.x1, y1: item.y1, x2: item.x2, y2: item.y2 } : { cx: item.cx, cy: item.cy, r: item.r };
  for (const [name, value] of Object.entries(at)) el.setAttribute(name, String(value));
  el.setAttribute('class', item.role);
  return [el];
}
