import { describe, expect, it } from 'vitest';
import { survey } from '../../../src/kinds/numbrix/bench.ts';
import { type BandFigures, surveyBands } from '../../../bench/survey.ts';
import { mostSharing } from '../../../src/book/variety.ts';
import { DIFFICULTIES, type Difficulty } from '../../../src/engine/kind.ts';
import { BRIDGE_LED, grading, bounds, likeness } from '../../../src/kinds/numbrix/grade.ts';
import { kind as numbrix } from '../../../src/kinds/numbrix/index.ts';
import { words } from '../../../src/kinds/numbrix/words.ts';
import { ROUTE_LIMIT } from '../../../src/kinds/numbrix/steps.ts';
import { bandWithin } from '../../../src/engine/steps.ts';
import { bandMade, expectBandsRise } from '../../bands.ts';

/**
 * Issue 34: the bands feel harder band by band. On fresh seeds (`test/bands/<i>`, not the
 * bench's), at two sizes, the medians of score and steps rise strictly from easy to expert,
 * the clues do not rise, the paper work does not fall, and expert takes at least two steps
 * more than hard.
 *
 * Issue 65: expert is the next step up, not a cliff: a person's technique at a depth a person
 * writes out (no listing of more than `ROUTE_LIMIT` routes, each route closed by one look),
 * and fewer clues than hard by no more than hard has fewer than medium. The clues fall
 * strictly band to band, medium's clearly above hard's.
 */

const SEEDS = 30;
/** The most routes a person lists in one step (issue 65): the step solver's limit is no more. */
const HANDFUL = 6;
const SIZES = [7, 9];
const CASES = SIZES.map((size) => [`${size}×${size}`, size] as const);

const figures = new Map<number, BandFigures[]>();
const bandsAt = (size: number) => {
  let bands = figures.get(size);
  if (!bands) figures.set(size, (bands = surveyBands({ kind: 'numbrix', label: `${size}×${size}`, options: { size }, seeds: SEEDS }, survey.clues, 'test/bands', SEEDS, (d) => made(size, d))));
  return bands;
};

/** The puzzles of a band on the tests' first \`seeds\` seeds, made once: \`surveyBands\` measures these. */
const made = (size: number, difficulty: Difficulty, seeds = SEEDS) => bandMade('numbrix', { size }, difficulty, seeds).filter((m) => m !== null);

describe('numbrix bands rise (30 fresh seeds a band)', () => {
  it.each(CASES)('%s: every band made from every seed; score and steps rise strictly, clues do not', (_, size) => {
    const bands = bandsAt(size);
    for (const b of bands) expect(b.made, b.difficulty).toBe(SEEDS);
    expectBandsRise(bands);
  });

  it.each(CASES)('%s: the clues fall strictly band to band, medium clearly above hard, and expert is no cliff below hard', (_, size) => {
    const bands = bandsAt(size);
    const [easy, medium, hard, expert] = DIFFICULTIES.map((d) => bands.find((b) => b.difficulty === d)!);
    for (const [lower, upper] of [[easy, medium], [medium, hard], [hard, expert]] as const) {
      expect(upper!.clues!, `${lower!.difficulty} → ${upper!.difficulty} clues`).toBeLessThan(lower!.clues!);
    }
    // Medium and hard apart by a twentieth of the squares at least (7×7: 3 clues; 9×9: 5).
    expect(medium!.clues! - hard!.clues!).toBeGreaterThanOrEqual(0.05 * size * size);
    // Every medium puzzle keeps more numbers than the median hard one, every expert fewer.
    for (const m of made(size, 'medium')) expect(m.grade.clues).toBeGreaterThan(hard!.clues!);
    for (const m of made(size, 'expert')) expect(m.grade.clues).toBeLessThan(hard!.clues!);
    // No cliff: expert gives up no more numbers below hard than hard below medium, and its
    // longest listing is a handful; yet expert is the largest step up in score.
    expect(hard!.clues! - expert!.clues!).toBeLessThanOrEqual(medium!.clues! - hard!.clues!);
    expect(expert!.longest).toBeLessThanOrEqual(HANDFUL);
    expect(expert!.score - hard!.score).toBeGreaterThan(hard!.score - medium!.score);
  });

  it.each(CASES)('%s: every puzzle is in its band: its level, its score in the range, expert listing routes twice or more', (_, size) => {
    const range = numbrix.bounds({ width: size, height: size, givens: [] });
    for (const [i, d] of DIFFICULTIES.entries()) {
      for (const m of made(size, d)) {
        expect(m.grade.level).toBe(i + 1);
        if (i > 0) expect(m.grade.score).toBeGreaterThanOrEqual(range[i - 1]!);
        if (i < 3) expect(m.grade.score).toBeLessThan(range[i]!);
        if (d === 'expert') expect(m.grade.uses.routes).toBeGreaterThanOrEqual(2);
      }
    }
  });
});

describe('numbrix paper work', () => {
  it.each(CASES)('%s: no forced move is the top technique: its hardest technique lists two or more alternatives, or is a fence', (_, size) => {
    let twoSteps = 0;
    for (const d of ['medium', 'hard', 'expert'] as const) {
      for (const m of made(size, d)) {
        const log = numbrix.stepper.steps(m.puzzle, m.grade.level).steps;
        const hardest = m.grade.hardest;
        // A gap with one route of its length is the only route, level 2, whatever its length:
        // never the hardest of a printed puzzle.
        expect(hardest, d).not.toBe('corridor');
        expect(words.ladder[hardest as keyof typeof words.ladder].level, d).toBe(m.grade.level);
        // A listing named hardest lists two alternatives or more at least once (fence, only
        // number, dead end and parity list nothing: no forced-move listing to mistake them for).
        if (hardest === 'two-step' || hardest === 'routes') expect(log.some((s) => s.technique === hardest && s.paper! >= 2), d).toBe(true);
        for (const step of log) {
          if (step.technique === 'two-step') {
            twoSteps++;
            expect(step.paper, step.say).toBeGreaterThanOrEqual(2);
          }
        }
      }
    }
    expect(twoSteps).toBeGreaterThan(5);
  });

  it.each(CASES)('%s: a listing with one route is an only route, never route listing; no listing writes out more than a handful', (_, size) => {
    let listings = 0;
    let onlyRoutes = 0;
    for (const d of ['hard', 'expert'] as const) {
      for (const m of made(size, d, 15)) {
        const log = numbrix.stepper.steps(m.puzzle, m.grade.level);
        let paper = 0;
        for (const step of log.steps) {
          paper += step.paper ?? 0;
          if (step.technique === 'routes') {
            listings++;
            expect(step.paper, step.say).toBeGreaterThanOrEqual(2);
            expect(step.paper, step.say).toBeLessThanOrEqual(HANDFUL);
            // One level of cases: each route it writes out is closed by one verdict, a pocket
            // sealed or none, and no route opens a listing of its own.
            expect(step.say.match(/\((no pocket|seals off [^)]*)\)/g)!.length, step.say).toBe(step.paper);
          }
          if (step.technique === 'corridor') {
            onlyRoutes++;
            expect(step.paper).toBe(1);
          }
          if (step.technique === 'fence' || step.technique === 'only-number') expect(step.paper!).toBeLessThanOrEqual(12);
          // Each step writes in one number: a harder band, with fewer clues, takes more steps.
          expect(step.place).toHaveLength(1);
        }
        expect(m.grade.paper).toBe(paper);
      }
    }
    expect(listings).toBeGreaterThan(20);
    expect(ROUTE_LIMIT).toBeLessThanOrEqual(HANDFUL);
    expect(onlyRoutes).toBeGreaterThan(5);
  });

  it('a puzzle of forced moves only is in no band, as the generator and verify both measure it', () => {
    // 4×4: single exits and bridges stall; one only route (3 to 9 round the left edge) opens it.
    const puzzle = { width: 4, height: 4, givens: [[1, 0, 9, 10], [0, 3, 0, 0], [0, 0, 0, 12], [0, 0, 14, 0]] };
    const grade = numbrix.regrade(puzzle)!;
    expect(grade.level).toBe(2);
    expect(grade.uses.corridor).toBeGreaterThanOrEqual(1);
    expect(grade.hardest).toBe('corridor');
    expect(numbrix.stepper.ladder[grade.hardest]!.forced).toBe(true);
    // Its score alone would be medium's: the forced move is what keeps it out.
    const [medium, hard] = bounds(puzzle);
    expect(grade.score).toBeGreaterThanOrEqual(medium);
    expect(grade.score).toBeLessThan(hard);
    expect(grading.band(grade, puzzle)).toBeNull();
    // verify bands a record as the generator does (the kind's band): none too.
    expect(numbrix.band(grade, puzzle)).toBeNull();
    expect(bandWithin(grade.level, grade.score, numbrix.bounds(puzzle))).toBe('medium');
    // The same grade with a real medium step (a dead end, named hardest after the only route) is medium.
    const real = { ...grade, uses: { ...grade.uses, 'dead-end': 1 }, hardest: 'dead-end' };
    expect(grading.band(real, puzzle)).toBe('medium');
    // A generated puzzle's bounds are its size's.
    const [m] = made(7, 'medium', 1);
    expect(numbrix.bounds(m!.puzzle)).toEqual(bounds(m!.puzzle));
  });
});

describe('numbrix variety', () => {
  it.each(CASES)('%s: a section of 20 easy puzzles mixes bridge puzzles and single-exit walks, within the shares likeness allows', (_, size) => {
    const section = made(size, 'easy', 20);
    expect(section).toHaveLength(20);
    const bridgeShares = section.map((m) => (m.grade.uses.bridge ?? 0) / m.grade.steps);
    const mostlyBridges = bridgeShares.filter((s) => s >= BRIDGE_LED).length;
    expect(mostlyBridges).toBeGreaterThanOrEqual(5);
    expect(20 - mostlyBridges).toBeGreaterThanOrEqual(5);
    // Likeness names the same two kinds of puzzle, and the generator keeps each within its share.
    const keys = new Map<string, number>();
    for (const m of section) for (const { key, share } of likeness(m.puzzle, m.grade)) {
      keys.set(key, (keys.get(key) ?? 0) + 1);
      expect(keys.get(key)!).toBeLessThanOrEqual(mostSharing(share, 20));
    }
    expect(keys.size).toBe(2);
    // Harder bands need no guarantee: their hardest techniques vary by themselves.
    for (const d of ['medium', 'hard'] as const) {
      const hardest = new Set(made(size, d, 20).map((m) => m.grade.hardest));
      expect(hardest.size, d).toBeGreaterThanOrEqual(2);
    }
  });

  it('likeness keys easy puzzles only', () => {
    const [expert] = made(7, 'expert', 1);
    expect(likeness(expert!.puzzle, expert!.grade)).toEqual([]);
  });
});
