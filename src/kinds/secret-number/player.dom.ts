import { type CodeGame, codePlayer } from '../../play/code-player.ts';
import { icon } from '../../play/icons.ts';
import { whole } from '../../play/saved.ts';
import { mistakeOf } from './check.ts';
import { type SecretNumberState, secretNumberHint, verdicts } from './play.ts';
import { playWords } from './play-words.ts';
import type { SecretNumberPuzzle, SecretNumberSolution } from './schema.ts';
import { sentence } from './sentence.ts';
import { words } from './words.ts';

/** A keyed box of the drawing, in its own units. */
interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}
const boxOf = (rect: Element): Box => {
  const at = (name: string) => Number(rect.getAttribute(name));
  return { x: at('x'), y: at('y'), w: at('width'), h: at('height') };
};

/**
 * The printed lines of a rule (its number and words, as the drawing set them in the SVG):
 * each line's middle and where its ink starts and ends, in the drawing's units.
 */
function linesIn(svg: SVGSVGElement, spot: Box): { y: number; left: number; right: number }[] {
  const lines = new Map<number, { y: number; left: number; right: number }>();
  for (const text of svg.querySelectorAll('text')) {
    const y = Number(text.getAttribute('y'));
    if (y < spot.y || y > spot.y + spot.h) continue;
    let left = Number(text.getAttribute('x'));
    let right = left;
    try {
      const b = text.getBBox();
      if (b.width > 0) [left, right] = [b.x, b.x + b.width];
    } catch {
      // Not laid out (a hidden figure): the line's start stands for it.
    }
    const line = lines.get(y);
    lines.set(y, line ? { y, left: Math.min(line.left, left), right: Math.max(line.right, right) } : { y, left, right });
  }
  return [...lines.values()].sort((a, b) => a.y - b.y);
}

/**
 * Secret Number: the guess goes in a row of boxes under the rules (the play kit's code player,
 * the page's drawing leaving its answer boxes out);
 * each printed rule is a control that crosses it out when tapped, and carries its verdict on a
 * full guess (a tick after its words when kept, a cross when broken). Nothing of the drawing
 * is written again below it.
 */
export const code: CodeGame<SecretNumberPuzzle, SecretNumberSolution, SecretNumberState> = {
  key: 'guess',
  length: (puzzle) => puzzle.digits,
  firstNotZero: true,
  mistake: (puzzle, code) => mistakeOf(puzzle, { number: Number(code) }),
  get checkWords() {
    return words.check;
  },
  hint: (puzzle, code, answer) => secretNumberHint(puzzle, code, answer.number),
  words: {
    help: (puzzle) => playWords.help({ digits: puzzle.digits }),
    unfinished: (puzzle) => playWords.unfinished({ digits: puzzle.digits }),
    digit: (d) => playWords.digit({ d: d + 1 }),
    caption: () => words.answerLabel,
  },
  fresh: () => ({ crossed: [] }),

  restore(puzzle, stored) {
    // Rules crossed out: each printed rule at most once.
    const { crossed } = stored;
    const rules = puzzle.rules.length;
    if (!Array.isArray(crossed) || crossed.length > rules || !crossed.every((i) => whole(i, 0, rules - 1)) || new Set(crossed).size !== crossed.length) return null;
    return { crossed: [...(crossed as number[])] };
  },

  mount(game, view, puzzle, codeOf) {
    const layer = view.layer();
    const svg = layer.element.parentElement!.querySelector('svg')!;

    // The rules first, as the drawing reads: a control over each rule's row.
    const rules = puzzle.rules.map((rule, i) => {
      const key = `rule-${i}`;
      // The row's wrapper takes the place; the button fills it. A row is as wide as the drawing
      // and as tall as its lines: zooming the board for its height would push its words off screen.
      const wrapper = document.createElement('span');
      wrapper.className = 'play-rule-row';
      const control = document.createElement('button');
      control.type = 'button';
      control.className = 'play-rule';
      control.dataset.rule = String(i);
      control.setAttribute('aria-pressed', 'false');
      const veil = document.createElement('span');
      veil.className = 'play-veil';
      veil.setAttribute('aria-hidden', 'true');
      const verdict = document.createElement('span');
      verdict.className = 'play-verdict';
      verdict.setAttribute('aria-hidden', 'true');
      control.append(veil, verdict);
      control.addEventListener('click', () => {
        if (game.solved) return;
        const { crossed } = game.state;
        const on = !crossed.includes(i);
        game.move({ ...game.state, crossed: on ? [...crossed, i].sort((a, b) => a - b) : crossed.filter((x) => x !== i) }, (on ? playWords.crossedOut : playWords.backInPlay)({ n: i + 1 }));
      });
      wrapper.append(control);
      layer.place(key, wrapper);
      return { rule, key, control, veil, verdict };
    });

    // Where each rule's words end, and each line's middle, known once the page's font has set
    // them: the verdict goes just after the last line's words, the strike through every line.
    const settle = () => {
      for (const r of rules) {
        const rect = svg.querySelector(`rect[data-key="${r.key}"]`);
        if (!rect) continue;
        const spot = boxOf(rect);
        const lines = linesIn(svg, spot);
        const pct = (v: number, from: number, size: number) => `${((v - from) / size) * 100}%`;
        r.veil.replaceChildren(
          ...lines.map((line) => {
            const strike = document.createElement('span');
            strike.className = 'play-strike';
            strike.style.top = pct(line.y, spot.y, spot.h);
            strike.style.left = pct(line.left - 0.1, spot.x, spot.w);
            strike.style.width = `${((line.right - line.left + 0.2) / spot.w) * 100}%`;
            return strike;
          }),
        );
        const last = lines.at(-1);
        if (!last) continue;
        // Just after the words, and never past the drawing's edge.
        const x = Math.min(last.right + 0.25, spot.x + spot.w - 0.85);
        r.verdict.style.left = pct(x, spot.x, spot.w);
        r.verdict.style.top = pct(last.y, spot.y, spot.h);
      }
    };
    settle();
    void document.fonts?.ready.then(settle);

    return {
      render(s) {
        const guess = codeOf(s);
        const v = verdicts(puzzle, guess);
        rules.forEach(({ rule, control, verdict }, i) => {
          const crossed = s.crossed.includes(i);
          control.setAttribute('aria-pressed', String(crossed));
          control.classList.toggle('play-crossed', crossed);
          const kept = v?.[i];
          verdict.dataset.kept = kept === undefined ? '' : String(kept);
          verdict.replaceChildren(...(kept === undefined ? [] : [icon(kept ? 'tick' : 'cross')]));
          control.setAttribute('aria-label', playWords.rule({ context: kept === undefined ? 'open' : kept ? 'kept' : 'broken', n: i + 1, text: sentence(rule, puzzle.digits), guess }));
          control.title = crossed ? playWords.crossedTip : playWords.crossTip;
        });
      },
    };
  },
};

/** The kind's game, as the play kit's code player plays it. */
export const player = codePlayer(code);
