/**
 * Property 2 (Number Mind), solver count equals a brute-force count, with LIMIT 30:
 * - weakened generated puzzles, 50 cases (750 in test:long): length 3–5, any band; a random subset of the
 *   guesses dropped (at least one kept), and sometimes one guess's score changed;
 * - random puzzles, 100 cases (1,500): length 1–5, 1–6 random guesses with random scores (many
 *   made consistent with a random secret).
 * Each compares `solve(puzzle, 30)` with every secret of the length scored by the kind's oracle;
 * the sets must match (the solver's order is its own).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeRecord } from '../../src/book/make.ts';
import { oracle } from '../../src/kinds/number-mind/oracle.ts';
import { getKind } from '../../src/kinds/registry.ts';
import { BANDS, seedArb } from './arbitraries.ts';
import { cases } from '../cases.ts';

/** Cases each property tries (test/cases.ts). */
const WEAKENED = cases(50, 750);
const RANDOM = cases(100, 1500);

const LIMIT = 30;
const kind = getKind('number-mind');
const counts: number[] = [];

function compare(raw: unknown): number {
  const puzzle = kind.puzzle.parse(raw);
  const brute = oracle(puzzle).map((s) => s.secret);
  const solved = kind.solve(puzzle, LIMIT);
  expect(solved.complete).toBe(true);
  expect(solved.solutions.length).toBe(Math.min(brute.length, LIMIT));
  const found = solved.solutions.map((s) => s.secret);
  expect(new Set(found).size).toBe(found.length);
  const all = new Set(brute);
  for (const secret of found) expect(all.has(secret), `${secret} is not a solution`).toBe(true);
  for (const s of solved.solutions) expect(kind.check(puzzle, s)).toBeNull();
  counts.push(brute.length);
  return brute.length;
}

const digitString = (length: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((ds) => ds.join(''));
const score = (a: string, b: string) => [...a].filter((ch, i) => ch === b[i]).length;

describe('property: number-mind solver count equals a brute-force count', () => {
  it(`weakened generated puzzles (${WEAKENED} cases)`, () => {
    fc.assert(
      fc.property(
        fc.record({
          seed: seedArb,
          length: fc.integer({ min: 3, max: 5 }),
          difficulty: fc.constantFrom(...BANDS),
          keep: fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }),
          nudge: fc.option(fc.record({ guess: fc.nat(), correct: fc.nat() }), { freq: 3 }),
        }),
        ({ seed, length, difficulty, keep, nudge }) => {
          const record = makeRecord('number-mind', 'count', seed, kind.options.parse({ length }), difficulty);
          if (!record) return;
          const puzzle = record.puzzle;
          expect(compare(puzzle)).toBe(1);
          let guesses = puzzle.guesses.filter((_, i) => keep[i % keep.length]).map((g) => ({ ...g }));
          if (guesses.length === 0) guesses = [{ ...puzzle.guesses[0]! }];
          if (nudge) guesses[nudge.guess % guesses.length]!.correct = nudge.correct % (length + 1);
          compare({ length, guesses });
        },
      ),
      { numRuns: WEAKENED, seed: 0x5eed08 },
    );
  });

  it(`random puzzles (${RANDOM} cases)`, () => {
    const puzzleArb = fc.integer({ min: 1, max: 5 }).chain((length) =>
      fc.record({
        length: fc.constant(length),
        secret: digitString(length),
        guesses: fc.array(fc.record({ guess: digitString(length), correct: fc.integer({ min: 0, max: length }), honest: fc.boolean() }), {
          minLength: 1,
          maxLength: 6,
        }),
      }),
    );
    fc.assert(
      fc.property(puzzleArb, ({ length, secret, guesses }) => {
        // An honest guess is scored against the secret; the others say anything.
        const scored = guesses.map(({ guess, correct, honest }) => ({ guess, correct: honest ? score(guess, secret) : correct }));
        compare({ length, guesses: scored });
      }),
      { numRuns: RANDOM, seed: 0x5eed09 },
    );
  });

  it('the cases above cover no solution, one, several, and more than the limit', () => {
    expect(counts.some((n) => n === 0)).toBe(true);
    expect(counts.some((n) => n === 1)).toBe(true);
    expect(counts.some((n) => n > 1 && n <= LIMIT)).toBe(true);
    expect(counts.some((n) => n > LIMIT)).toBe(true);
  });
});
