/**
 * Issues 34 and 65, for Word Search: on fresh seeds (`test/bands/<i>`, not the bench's), at a
 * child's 8×8, the bands' own 10×10 and the published 15×15, every band is made from every
 * seed, and from easy to expert the medians of score and steps (words found) rise strictly,
 * expert finds at least two words more than hard, and the near-misses passed over, the words
 * the easiest reading leaves and the longest search for one word do not fall. Each puzzle is in
 * its band by its measured grade, and needs its band's hardest direction more than once.
 */
import { describe, expect, it } from 'vitest';
import { survey } from '../../../src/kinds/word-search/bench.ts';
import { surveyBands } from '../../../bench/survey.ts';
import { DIFFICULTIES, type Difficulty } from '../../../src/engine/kind.ts';
import { rangeOf } from '../../../src/engine/steps.ts';
import { kind } from '../../../src/kinds/word-search/index.ts';
import { bandMade, expectBandsRise } from '../../bands.ts';

const SEEDS = 30;
const SIZES = [8, 10, 15].map((size) => [`${size}×${size}`, size] as const);
const made = (size: number, difficulty: Difficulty) => bandMade('word-search', { size }, difficulty, SEEDS);

describe('word-search bands rise (30 fresh seeds a band)', () => {
  it.each(SIZES)('%s: every band made from every seed; score and steps rise strictly, the work a person feels does not fall', (label, size) => {
    const bands = surveyBands({ kind: 'word-search', label, options: { size }, seeds: SEEDS }, survey.clues, 'test/bands', SEEDS, (d) => made(size, d));
    for (const b of bands) expect(b.made, b.difficulty).toBe(SEEDS);
    expectBandsRise(bands);
  });

  it.each(SIZES)('%s: every puzzle in its band by its grade, its hardest direction taken by two words or more', (_label, size) => {
    for (const [i, d] of DIFFICULTIES.entries()) {
      for (const m of made(size, d)) {
        const [lo, hi] = rangeOf(d, kind.bounds(m!.puzzle));
        expect(m!.grade.score).toBeGreaterThanOrEqual(lo);
        expect(m!.grade.score).toBeLessThan(hi);
        expect(kind.band(m!.grade, m!.puzzle)).toBe(d);
        if (i > 0) expect(m!.grade.uses[m!.grade.hardest], `${d} ${m!.grade.hardest}`).toBeGreaterThanOrEqual(2);
      }
    }
  });
});
