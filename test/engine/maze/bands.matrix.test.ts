/**
 * Issues 34, 65 and 87, for mazes: on fresh seeds (`test/bands/<i>`, not the bench's), at every
 * size the bench surveys (8×8 to 40×40), every band is made from every seed, each maze in its
 * band by its measured grade, and from easy to expert the medians of what the walker spends
 * rise: the score, the squares walked and the deepest wrong turn strictly, paper work never
 * falling; and, as every kind's bands must (test/bands.ts), the steps strictly, expert two or
 * more past hard, with the squares the easiest technique leaves not falling.
 */
import { describe, expect, it } from 'vitest';
import { survey } from '../../../src/kinds/maze/bench.ts';
import { median, surveyBands } from '../../../bench/survey.ts';
import { DIFFICULTIES, type Difficulty } from '../../../src/engine/kind.ts';
import { rangeOf } from '../../../src/engine/steps.ts';
import { kind } from '../../../src/kinds/maze/index.ts';
import { bandMade, expectBandsRise } from '../../bands.ts';
import { rowsOf } from '../../cases.ts';

const SEEDS = 30;
/** Every size the bench surveys; npm test takes those to 20×20, CI's release run 30×30 and 40×40 (test/cases.ts `rowsOf`). */
const ALL_SIZES = survey.cases.map((c) => [c.label, c.options.size!] as const);
const SIZES = rowsOf(ALL_SIZES, ([, size]) => size <= 20);
const made = (size: number, difficulty: Difficulty) => bandMade('maze', { size }, difficulty, SEEDS);
/** The bands made at a size: expert is refused under 64 squares (generate.ts's refusal). */
const offered = (size: number) => DIFFICULTIES.filter((d) => !kind.refuses!(kind.options.parse({ size }), d));
const bandsAt = (label: string, size: number) => surveyBands({ kind: 'maze', label, options: { size }, seeds: SEEDS }, survey.clues, 'test/bands', SEEDS, (d) => made(size, d));

describe('maze bands rise (30 fresh seeds a band)', () => {
  it('are measured at the sizes a book asks for, 8×8 to 40×40, every band at each; expert refused under 64 squares', () => {
    expect(ALL_SIZES.map(([, size]) => size)).toEqual([8, 12, 20, 30, 40]);
    for (const [, size] of ALL_SIZES) expect(offered(size), `${size}×${size}`).toEqual(DIFFICULTIES);
    expect(kind.refuses!(kind.options.parse({ size: 7 }), 'expert')).toMatch(/64 squares or more/);
    expect(kind.refuses!(kind.options.parse({ size: 7 }), 'hard')).toBeNull();
    expect(kind.refuses!(kind.options.parse({ rows: 5, cols: 13 }), 'expert')).toBeNull();
  });

  it.each(SIZES)('%s: every band made from every seed, each maze in its band by its grade', (_label, size) => {
    for (const d of offered(size)) {
      const band = made(size, d);
      expect(band.filter((m) => m !== null), d).toHaveLength(SEEDS);
      for (const m of band) {
        const [lo, hi] = rangeOf(d, kind.bounds(m!.puzzle));
        expect(m!.grade.score).toBeGreaterThanOrEqual(lo);
        expect(m!.grade.score).toBeLessThan(hi);
        expect(kind.band(m!.grade, m!.puzzle)).toBe(d);
      }
    }
  });

  it.each(SIZES)('%s: the score, the squares walked and the deepest wrong turn rise strictly; paper work never falls', (label, size) => {
    const bands = bandsAt(label, size).filter((b) => !b.refused);
    const of = (d: Difficulty, key: 'walked' | 'deepest') => median(made(size, d).map((m) => m!.grade[key]));
    const bandsOffered = offered(size);
    for (let i = 1; i < bandsOffered.length; i++) {
      const [lower, upper] = [bandsOffered[i - 1]!, bandsOffered[i]!];
      const at = `${lower} → ${upper}`;
      expect(bands[i]!.score, `${at} score`).toBeGreaterThan(bands[i - 1]!.score);
      expect(bands[i]!.paper, `${at} paper`).toBeGreaterThanOrEqual(bands[i - 1]!.paper);
      expect(of(upper, 'walked'), `${at} walked`).toBeGreaterThan(of(lower, 'walked'));
      expect(of(upper, 'deepest'), `${at} deepest`).toBeGreaterThan(of(lower, 'deepest'));
    }
  });
});

describe("maze bands rise as every kind's must (test/bands.ts)", () => {
  // The squares the easiest technique leaves are where the walker first meets a wrong turn it must
  // walk, wherever that lies in a maze past easy: work it spends is the squares walked and the
  // deepest wrong turn, held to rise strictly above. They are held from easy to medium only.
  it.each(SIZES)('%s: steps rise strictly, expert two or more past hard; the squares left past the easiest technique rise from easy', (label, size) => {
    const bands = bandsAt(label, size);
    expectBandsRise(bands, { left: false });
    expect(bands[1]!.left!, 'easy → medium squares left').toBeGreaterThan(bands[0]!.left!);
  });
});
