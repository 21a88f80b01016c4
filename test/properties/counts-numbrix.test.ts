/**
 * Property 2 (Numbrix), solver count equals a brute-force count: 100 cases (1,500 in test:long). Each takes a
 * generated 4×4, 4×5 or 5×4 puzzle, removes a random share of its givens (0–100 %) and
 * sometimes writes one extra given anywhere (often contradicting), then compares
 * `numbrix.solve(puzzle, 40)` with the kind's oracle, a naive Hamiltonian-path count.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeRecord } from '../../src/book/make.ts';
import { oracle } from '../../src/kinds/numbrix/oracle.ts';
import { getKind } from '../../src/kinds/registry.ts';
import { BANDS, seedArb } from './arbitraries.ts';
import { cases } from '../cases.ts';

const RUNS = cases(100, 1500);
const LIMIT = 40;
const kind = getKind('numbrix');

const caseArb = fc.record({
  seed: seedArb,
  shape: fc.constantFrom([4, 4], [4, 5], [5, 4]),
  difficulty: fc.constantFrom(...BANDS),
  dropPercent: fc.oneof(fc.constant(0), fc.constant(100), fc.integer({ min: 0, max: 100 })),
  rolls: fc.array(fc.integer({ min: 0, max: 99 }), { minLength: 20, maxLength: 20 }),
  extra: fc.option(fc.record({ cell: fc.nat(19), value: fc.integer({ min: 1, max: 20 }) }), { freq: 2 }),
});

describe('property: numbrix solver count equals a brute-force count', () => {
  it(`solve(puzzle, ${LIMIT}) agrees with every Hamiltonian path through the givens (${RUNS} cases)`, () => {
    const counts: number[] = [];
    fc.assert(
      fc.property(caseArb, ({ seed, shape: [width, height], difficulty, dropPercent, rolls, extra }) => {
        const record = makeRecord('numbrix', 'count', seed, kind.options.parse({ width, height }), difficulty);
        if (!record) return;
        const original = record.puzzle;
        const givens = original.givens.map((row, r) => row.map((v, c) => (rolls[r * width + c]! < dropPercent ? 0 : v)));
        if (extra) {
          const cell = extra.cell % (width * height);
          const value = 1 + ((extra.value - 1) % (width * height));
          // A given may appear once only: clear it wherever it was, then write it here.
          for (const row of givens) for (let i = 0; i < row.length; i++) if (row[i] === value) row[i] = 0;
          givens[Math.floor(cell / width)]![cell % width] = value;
        }
        const puzzle = kind.puzzle.parse({ width, height, givens });
        const brute = oracle(puzzle);
        const solved = kind.solve(puzzle, LIMIT);
        counts.push(brute.length);
        expect(solved.complete).toBe(true);
        expect(solved.solutions.length).toBe(Math.min(brute.length, LIMIT));
        const all = new Set(brute.map((s) => JSON.stringify(s.grid)));
        const found = solved.solutions.map((s) => JSON.stringify(s.grid));
        expect(new Set(found).size).toBe(found.length);
        for (const [i, s] of solved.solutions.entries()) {
          expect(kind.check(puzzle, s)).toBeNull();
          expect(all.has(found[i]!)).toBe(true);
        }
      }),
      { numRuns: RUNS, seed: 0x5eed02 },
    );
    // The cases must cover no solution, exactly one, several, and more than the limit.
    expect(counts.some((n) => n === 0)).toBe(true);
    expect(counts.some((n) => n === 1)).toBe(true);
    expect(counts.some((n) => n > 1 && n <= LIMIT)).toBe(true);
    expect(counts.some((n) => n > LIMIT)).toBe(true);
  });
});
