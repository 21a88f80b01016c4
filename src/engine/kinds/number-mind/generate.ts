import type { Difficulty, Made } from '../../kind.ts';
import type { Rng } from '../../random.ts';
import { bandOf, measure, type NumberMindGrade } from './grade.ts';
import type { NumberMindOptions, NumberMindPuzzle, NumberMindSolution } from './schema.ts';
import { score } from './score.ts';
import { NumberMindSolver } from './solver.ts';

const ATTEMPTS = 20;
/** Guesses offered per turn; the one leaving fewest candidates (by a quick count) is kept. */
const OFFERS = 4;
/** Work for each check while building: a check that runs out counts as "not unique yet". */
const BUILD_BUDGET = 20_000;
/** Candidates counted to compare offers; more than this counts as "many". */
const SAMPLE = 64;

/**
 * A guess with exactly `k` right places: k places copy the secret, the rest differ from it.
 * Low scores (including 0) carry the most news, so k is drawn from 0..⌈length/5⌉.
 */
function guessFor(rng: Rng, secret: string, k: number): string {
  const right = new Set(rng.shuffle(Array.from(secret, (_, i) => i)).slice(0, k));
  return Array.from(secret, (c, i) => {
    if (right.has(i)) return c;
    const d = (Number(c) + 1 + rng.int(9)) % 10;
    return String(d);
  }).join('');
}

function candidates(length: number, guesses: NumberMindPuzzle['guesses'], limit: number, budget: number): number {
  const r = new NumberMindSolver(length, guesses).count(limit, budget);
  return r.complete ? r.secrets.length : limit;
}

const RANK: Record<Difficulty, number> = { easy: 0, medium: 1, hard: 2, expert: 3 };

/**
 * Picks a secret, then adds guesses — each the best of a few offers with a spread of scores,
 * zeros included — until one secret is left and the solver's work is no more than the band
 * allows (more guesses only make it easier); then drops, in random order, each guess the
 * puzzle can do without while staying unique and within the band. Kept only if the
 * measured band is the one asked for.
 */
export function generate(rng: Rng, o: NumberMindOptions, difficulty: Difficulty): Made<NumberMindPuzzle, NumberMindSolution, NumberMindGrade> | null {
  const { length } = o;
  const most = Math.max(1, Math.ceil(length / 5));
  /** The band of a guess list, or null if it is not (yet) proved unique. */
  const bandWith = (guesses: NumberMindPuzzle['guesses']): Difficulty | null => {
    const r = new NumberMindSolver(length, guesses).count(2, BUILD_BUDGET);
    if (!r.complete || r.secrets.length !== 1) return null;
    return bandOf({ score: 0, length, guesses: guesses.length, branches: r.work.branches, depth: r.work.depth });
  };
  const within = (band: Difficulty | null) => band !== null && RANK[band] <= RANK[difficulty];

  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const secret = Array.from({ length }, () => String(rng.int(10))).join('');
    const guesses: NumberMindPuzzle['guesses'] = [];
    let left = Infinity;
    // The band of the guesses so far, proved once per guess list (the list only grows here).
    let band: Difficulty | null = null;
    let bandOfLength = -1;
    const bandNow = () => {
      if (bandOfLength !== guesses.length) [band, bandOfLength] = [bandWith(guesses), guesses.length];
      return band;
    };
    for (let turn = 0; turn < 6 * length && (left > 1 || !within(bandNow())); turn++) {
      let best: { guess: string; correct: number } | null = null;
      let bestLeft = Infinity;
      for (let k = 0; k < OFFERS; k++) {
        const g = guessFor(rng, secret, rng.int(most + 1));
        const offer = { guess: g, correct: score(g, secret) };
        const n = candidates(length, [...guesses, offer], SAMPLE, BUILD_BUDGET);
        if (n < bestLeft) [best, bestLeft] = [offer, n];
      }
      guesses.push(best!);
      left = bestLeft;
    }
    if (left !== 1 || !within(bandNow())) continue;
    // The solver's work is not monotone in the guesses: one kept because the puzzle got harder
    // without it may go once others have gone. So go round (in the same order) until none can.
    const order = rng.shuffle([...guesses]);
    for (let dropped = true; dropped; ) {
      dropped = false;
      for (const g of order) {
        if (!guesses.includes(g)) continue;
        const rest = guesses.filter((x) => x !== g);
        if (!within(bandWith(rest))) continue;
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
