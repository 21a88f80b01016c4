import type { Difficulty, Made } from '../../kind.ts';
import type { Rng } from '../../random.ts';
import { WORK_PER_SECOND } from '../../work.ts';
import { bandOf, measure, type NumberMindGrade } from './grade.ts';
import type { NumberMindOptions, NumberMindPuzzle, NumberMindSolution } from './schema.ts';
import { score } from './score.ts';
import { MindSteps } from './steps.ts';

/**
 * Fresh secrets tried before the generator gives up on a band for this seed. A 3-digit
 * expert comes out for about one secret in twenty (16 seeds in 30 with 12 tries, 27 with
 * 30), and a secret that fails at 3 digits costs well under a millisecond.
 */
const ATTEMPTS = 30;
/** Guesses offered per turn; the one leaving fewest digits on the pencil marks is kept. */
const OFFERS = 4;

/** The step solver's level of each band. */
const LEVEL: Record<Difficulty, 1 | 2 | 3 | 4> = { easy: 1, medium: 2, hard: 3, expert: 4 };

/**
 * A guess with exactly `k` right places: k places copy the secret, the rest differ from it.
 * Low scores (including 0) carry the most news, so k is drawn from 0 to a few (see `most`).
 */
function guessFor(rng: Rng, secret: string, k: number): string {
  const right = new Set(rng.shuffle(Array.from(secret, (_, i) => i)).slice(0, k));
  return Array.from(secret, (c, i) => {
    if (right.has(i)) return c;
    return String((Number(c) + 1 + rng.int(9)) % 10);
  }).join('');
}

/**
 * The most work one puzzle may take to make (`PuzzleKind.makingWork`), growing with the
 * square of the length. Measured on one core (2026-11): 20 digits expert 31 ms (p90 66 ms),
 * 12 digits 12 ms; easy and medium a few milliseconds.
 */
export function makingWork(o: NumberMindOptions, difficulty: Difficulty): number {
  const share = o.length / 20;
  const seconds = LEVEL[difficulty] <= 2 ? 0.03 : 0.1;
  return (seconds * share ** 2 + 0.02) * WORK_PER_SECOND;
}

/** Digits left on the pencil marks after the steps of `level`: fewer is more news. */
function left(length: number, guesses: NumberMindPuzzle['guesses'], level: number): { left: number; solved: boolean } {
  const s = new MindSteps({ length, guesses });
  const { solved } = s.solve(level, false);
  let n = 0;
  for (const m of s.candidates()) for (let d = m; d; d &= d - 1) n++;
  return { left: n, solved };
}

/**
 * Picks a secret, then adds guesses — each the best of a few offers with a spread of low
 * scores, zeros included — until the step solver with the band's techniques finds the
 * secret; then drops, in random order and round again until none can go, each guess the
 * puzzle can do without while those techniques still find it. Kept only if the band's
 * techniques are needed (those of the band below do not find the secret) and the proof
 * solver proves it unique (the step solver, never guessing, already has).
 */
export function generate(rng: Rng, o: NumberMindOptions, difficulty: Difficulty): Made<NumberMindPuzzle, NumberMindSolution, NumberMindGrade> | null {
  const { length } = o;
  const level = LEVEL[difficulty];
  // Up to ⌈length/5⌉ right, and 2 from 5 digits on (measured: with 1, a 5-digit expert came
  // out for 4 seeds in 30; with 2, for 18 in 20). At 3 and 4 digits a 2 gives too much away.
  const most = length <= 4 ? 1 : Math.max(2, Math.ceil(length / 5));
  const solvedWith = (guesses: NumberMindPuzzle['guesses']) => new MindSteps({ length, guesses }).solve(level, false).solved;

  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const secret = Array.from({ length }, () => String(rng.int(10))).join('');
    const guesses: NumberMindPuzzle['guesses'] = [];
    let solved = false;
    for (let turn = 0; turn < 6 * length + 10 && !solved; turn++) {
      let best: { guess: string; correct: number } | null = null;
      let bestLeft = Infinity;
      for (let k = 0; k < OFFERS; k++) {
        const g = guessFor(rng, secret, rng.int(most + 1));
        if (g === secret || guesses.some((x) => x.guess === g)) continue;
        const offer = { guess: g, correct: score(g, secret) };
        const r = left(length, [...guesses, offer], level);
        if (r.left < bestLeft) [best, bestLeft, solved] = [offer, r.left, r.solved];
      }
      if (best) guesses.push(best);
    }
    if (!solved) continue;
    // Whether a puzzle is solved is not monotone in the guesses for every technique, so go
    // round (in the same order) until no guess can go.
    const order = rng.shuffle([...guesses]);
    for (let dropped = true; dropped; ) {
      dropped = false;
      for (const g of order) {
        if (!guesses.includes(g)) continue;
        const rest = guesses.filter((x) => x !== g);
        if (!solvedWith(rest)) continue;
        guesses.splice(guesses.indexOf(g), 1);
        dropped = true;
      }
    }
    const puzzle = { length, guesses };
    const grade = measure(puzzle);
    if (!grade || bandOf(grade) !== difficulty) continue;
    return { puzzle, solution: { secret }, grade, difficulty };
  }
  return null;
}
