import { answerRow } from '../../../play/answer-row.ts';
import { hintButton } from '../../../play/hint.ts';
import { icon } from '../../../play/icons.ts';
import type { Player } from '../../../play/player.ts';
import { arrayOf, MAX_COUNT, marks, record, whole } from '../../../play/saved.ts';
import { breaking, type SecretNumberState, secretNumberHint, startSecretNumber, takeHint, verdicts } from './play.ts';
import { playWords } from './play-words.ts';
import type { SecretNumberPuzzle, SecretNumberSolution } from './schema.ts';
import { sentence } from './sentence.ts';
import { stepper } from './steps.ts';
import './play.css';

const unfinished = (puzzle: SecretNumberPuzzle) => playWords.unfinished({ digits: puzzle.digits });

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
 * Secret Number: the guess goes in the drawing's answer boxes; each printed rule is a control
 * that crosses it out when tapped, and carries its verdict on a full guess (a tick after its
 * words when kept, a cross when broken). Nothing of the drawing is written again below it.
 */
export const player: Player<SecretNumberPuzzle, SecretNumberSolution, SecretNumberState> = {
  start: startSecretNumber,

  restore(puzzle, stored) {
    if (!record(stored)) return null;
    const { guess, crossed, notes, mistakes } = stored;
    // The guess's digits by place, a space for an empty box, no longer than the answer.
    if (typeof guess !== 'string' || guess.length > puzzle.digits || !/^[0-9 ]*$/.test(guess) || !whole(mistakes, 0, MAX_COUNT)) return null;
    // Rules crossed out: each printed rule at most once.
    const rules = puzzle.rules.length;
    if (!Array.isArray(crossed) || crossed.length > rules || !crossed.every((i) => whole(i, 0, rules - 1)) || new Set(crossed).size !== crossed.length) return null;
    if (notes !== undefined && !(arrayOf(notes, puzzle.digits) && notes.every((m) => marks(m, 0, 9)))) return null;
    return { guess, crossed: [...(crossed as number[])], ...(notes === undefined ? {} : { notes: (notes as number[][]).map((m) => [...m]) }), mistakes };
  },

  mount(game, view, puzzle, answer) {
    const help = document.createElement('p');
    help.className = 'play-help';
    help.textContent = playWords.help({ digits: puzzle.digits });
    view.body.replaceChildren(help);
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

    const row = answerRow(
      game,
      view,
      puzzle.digits,
      (d) => playWords.digit({ d: d + 1 }),
      (s) => s.guess,
      // A guess is a try the page invites, never a mistake; empty boxes in the middle leave it short, unjudged.
      (guess) => game.move({ ...game.state, guess }),
      { read: (s) => s.notes, write: (notes) => game.move({ ...game.state, notes }) },
    );

    view.tools.append(
      hintButton(game, view, {
        next: (s) => secretNumberHint(puzzle, s.guess, answer.number),
        apply: (s, hint) => ({ ...s, guess: takeHint(puzzle, s.guess, hint) }),
        key: (cell) => stepper.cellKey!(puzzle, cell),
      }),
    );

    return {
      render(s) {
        row.render(s);
        const v = verdicts(puzzle, s.guess);
        rules.forEach(({ rule, control, verdict }, i) => {
          const crossed = s.crossed.includes(i);
          control.setAttribute('aria-pressed', String(crossed));
          control.classList.toggle('play-crossed', crossed);
          const kept = v?.[i];
          verdict.dataset.kept = kept === undefined ? '' : String(kept);
          verdict.replaceChildren(...(kept === undefined ? [] : [icon(kept ? 'tick' : 'cross')]));
          const guess = kept === undefined ? '' : s.guess;
          control.setAttribute('aria-label', playWords.rule({ n: i + 1, text: sentence(rule, puzzle.digits), guess, kept: kept ?? false }));
          control.title = crossed ? playWords.crossedTip : playWords.crossTip;
        });
      },
      check() {
        const { guess } = game.state;
        const told = breaking(puzzle, guess);
        if (told) {
          // Said and ringed where the rules are; a guess is never counted as a mistake.
          game.say(told.say, 'bad');
          return game.flag(told.at);
        }
        game.say(unfinished(puzzle));
        // The boxes still to write in (or a first box holding 0).
        game.flag(
          Array.from({ length: puzzle.digits }, (_, i) => i)
            .filter((i) => !/[0-9]/.test(guess[i] ?? '') || (i === 0 && guess[0] === '0'))
            .map((i) => `answer-${i}`),
        );
      },
    };
  },

  verdict(puzzle, _answer, state) {
    const told = breaking(puzzle, state.guess);
    if (told === undefined) return { solved: false, message: unfinished(puzzle) };
    // A number that keeps every rule is the answer: the puzzle has one.
    if (told === null) return { solved: true };
    return { solved: false, message: told.say, tone: 'bad', always: true, at: told.at };
  },
};
