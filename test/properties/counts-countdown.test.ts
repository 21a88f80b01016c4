/**
 * Property 2 (Countdown), the solver's "solvable" equals a brute-force search (the kind's oracle:
 * every pair, every operation, positive whole intermediates, exact division):
 * - generated puzzles with the target moved, 20 cases (300 in test:long): any band and large-card count, the
 *   target shifted by −300…300 or replaced by any 1–9999;
 * - random deals, 40 cases (600): four to six cards from the game's cards or from 1–100, targets
 *   1–9999 weighted towards the hard-to-reach;
 * - the closest value, 10 cases (125): on unsolvable random deals, `details.closest` is the
 *   reachable value nearest the target (the smaller on a tie) by a full brute-force walk.
 * Where solvable, `solve(puzzle, 1)` gives one solution that `check` accepts; where not, none.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeRecord } from '../../src/book/make.ts';
import { reachable, solvable } from '../../src/kinds/countdown/oracle.ts';
import { getKind } from '../../src/kinds/registry.ts';
import { BANDS, optionsArb, seedArb } from './arbitraries.ts';
import { cases } from '../cases.ts';

/** Cases each property tries (test/cases.ts). */
const MOVED = cases(20, 300);
const DEALS = cases(40, 600);
const CLOSEST = cases(10, 125);

const kind = getKind('countdown');
const verdicts: boolean[] = [];

function compare(raw: unknown): boolean {
  const puzzle = kind.puzzle.parse(raw);
  const found = solvable(puzzle);
  const solved = kind.solve(puzzle, 1);
  expect(solved.complete).toBe(true);
  expect(solved.solutions.length).toBe(found ? 1 : 0);
  for (const s of solved.solutions) expect(kind.check(puzzle, s)).toBeNull();
  verdicts.push(found);
  return found;
}

const CARDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 25, 50, 75, 100];
const dealArb = fc.oneof(
  fc.array(fc.constantFrom(...CARDS), { minLength: 4, maxLength: 6 }),
  fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 4, maxLength: 6 }),
  fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 4, maxLength: 6 }),
);
const targetArb = fc.oneof(fc.integer({ min: 1, max: 120 }), fc.integer({ min: 100, max: 999 }), fc.integer({ min: 1000, max: 9999 }));

describe('property: countdown solver agrees with a brute-force search', () => {
  it(`generated puzzles with the target moved (${MOVED} cases)`, () => {
    fc.assert(
      fc.property(
        fc.record({
          seed: seedArb,
          options: optionsArb('countdown'),
          difficulty: fc.constantFrom(...BANDS),
          move: fc.oneof(fc.integer({ min: -300, max: 300 }).map((shift) => ({ shift })), fc.integer({ min: 1, max: 9999 }).map((to) => ({ to }))),
        }),
        ({ seed, options, difficulty, move }) => {
          const record = makeRecord('countdown', 'count', seed, kind.options.parse(options), difficulty);
          if (!record) return;
          const puzzle = record.puzzle;
          expect(compare(puzzle)).toBe(true);
          const target = 'to' in move ? move.to : Math.min(9999, Math.max(1, puzzle.target + move.shift));
          compare({ numbers: puzzle.numbers, target });
        },
      ),
      { numRuns: MOVED, seed: 0x5eed0a },
    );
  });

  it(`random deals (${DEALS} cases)`, () => {
    fc.assert(
      fc.property(dealArb, targetArb, (numbers, target) => {
        compare({ numbers, target });
      }),
      { numRuns: DEALS, seed: 0x5eed0b },
    );
  });

  it('the cases above include solvable and unsolvable puzzles', () => {
    expect(verdicts.filter((v) => v).length).toBeGreaterThan(20);
    expect(verdicts.filter((v) => !v).length).toBeGreaterThan(20);
  });

  it(`unsolvable deals report the closest reachable value (${CLOSEST} cases)`, () => {
    let checked = 0;
    fc.assert(
      fc.property(dealArb, fc.integer({ min: 1000, max: 9999 }), (numbers, target) => {
        const puzzle = kind.puzzle.parse({ numbers, target });
        const solved = kind.solve(puzzle, 1);
        if (solved.solutions.length > 0) return;
        checked++;
        let best = -Infinity;
        for (const v of reachable(numbers)) {
          const d = Math.abs(v - target);
          const bd = Math.abs(best - target);
          if (d < bd || (d === bd && v < best)) best = v;
        }
        expect(solved.details?.closest).toBe(best);
        expect(solved.details?.total).toBe(0);
      }),
      { numRuns: CLOSEST, seed: 0x5eed0c },
    );
    expect(checked).toBeGreaterThan(5);
  });
});
