import { describe, expect, it } from 'vitest';
import type { Difficulty } from '../../../src/engine/kind.ts';
import { kind as numberMind } from '../../../src/kinds/number-mind/index.ts';
import type { NumberMindPuzzle } from '../../../src/kinds/number-mind/schema.ts';
import { Rng } from '../../../src/engine/random.ts';
import { guessChecks } from '../../../src/kinds/number-mind/play.ts';

interface Game {
  puzzle: NumberMindPuzzle;
  secret: string;
}

/** Generated puzzles, each proved unique here by the engine's solver before it is used. */
function games(length: number, difficulty: Difficulty, want: number, label: string): Game[] {
  const out: Game[] = [];
  for (let i = 0; out.length < want && i < want * 6; i++) {
    const made = numberMind.generate(new Rng(`${label}/${i}`), numberMind.options.parse({ length }), difficulty);
    if (!made) continue;
    const solved = numberMind.solve(made.puzzle, 2);
    expect(solved.complete).toBe(true);
    expect(solved.solutions).toEqual([made.solution]);
    out.push({ puzzle: made.puzzle, secret: made.solution.secret });
  }
  expect(out).toHaveLength(want);
  return out;
}

const FOUR: Game[] = [...games(4, 'easy', 2, 'play/mind/4e'), ...games(4, 'hard', 2, 'play/mind/4h')];
const LONGER: Game[] = [...games(5, 'medium', 2, 'play/mind/5'), ...games(6, 'easy', 2, 'play/mind/6')];

/** The reference: places where two strings of digits agree, counted character by character. */
function agreements(a: string, b: string): number {
  let n = 0;
  for (let i = 0; i < a.length; i++) if (a.charAt(i) === b.charAt(i)) n++;
  return n;
}

/** Whether `candidate` fits every guess, by guessChecks, after checking each count against the reference. */
function fits(puzzle: NumberMindPuzzle, candidate: string): boolean {
  const checks = guessChecks(puzzle, candidate);
  if (checks === null) throw new Error(`no checks for ${candidate}`);
  if (checks.length !== puzzle.guesses.length) throw new Error(`${checks.length} checks for ${puzzle.guesses.length} guesses`);
  checks.forEach((ch, i) => {
    const g = puzzle.guesses[i]!;
    if (ch.needed !== g.correct || ch.matches !== agreements(g.guess, candidate)) {
      throw new Error(`guess ${i + 1} (${g.guess}) against ${candidate}: got ${JSON.stringify(ch)}`);
    }
  });
  return checks.every((ch) => ch.matches === ch.needed);
}

const randomDigits = (rng: Rng, length: number) => Array.from({ length }, () => rng.int(10)).join('');

describe('number-mind guessChecks', () => {
  it('for the secret, every guess has matches equal to its printed score', () => {
    for (const g of [...FOUR, ...LONGER]) {
      const checks = guessChecks(g.puzzle, g.secret)!;
      expect(checks).toEqual(g.puzzle.guesses.map((guess) => ({ matches: guess.correct, needed: guess.correct })));
      expect(fits(g.puzzle, g.secret)).toBe(true);
    }
  });

  it('over every 4-digit string, only the secret fits all guesses', () => {
    for (const g of FOUR) {
      const fitting: string[] = [];
      for (let n = 0; n < 10_000; n++) {
        const candidate = String(n).padStart(4, '0');
        if (fits(g.puzzle, candidate)) fitting.push(candidate);
      }
      expect(fitting).toEqual([g.secret]);
    }
  });

  it('for random other candidates and the secret changed in one place, some guess misses', () => {
    const rng = new Rng('test/play/mind/others');
    for (const g of LONGER) {
      const { puzzle, secret } = g;
      for (let trial = 0; trial < 300; trial++) {
        const candidate = randomDigits(rng, puzzle.length);
        if (candidate !== secret) expect(fits(puzzle, candidate)).toBe(false);
      }
      for (let i = 0; i < secret.length; i++) {
        for (let d = 0; d < 10; d++) {
          const candidate = secret.slice(0, i) + d + secret.slice(i + 1);
          expect(fits(puzzle, candidate)).toBe(candidate === secret);
        }
      }
    }
  });

  it('is null for a candidate of the wrong length or with anything but digits', () => {
    for (const g of [...FOUR, ...LONGER]) {
      const { puzzle, secret } = g;
      expect(guessChecks(puzzle, '')).toBeNull();
      for (let k = 1; k < secret.length; k++) expect(guessChecks(puzzle, secret.slice(0, k))).toBeNull();
      expect(guessChecks(puzzle, `${secret}0`)).toBeNull();
      expect(guessChecks(puzzle, `${secret.slice(0, -1)}a`)).toBeNull();
      expect(guessChecks(puzzle, ` ${secret.slice(1)}`)).toBeNull();
      // A leading 0 is a digit like any other here.
      expect(guessChecks(puzzle, `0${secret.slice(1)}`)).not.toBeNull();
    }
  });
});
