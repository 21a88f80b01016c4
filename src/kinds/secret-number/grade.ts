import * as z from 'zod/mini';
import '../../engine/zod-config.ts';
import { gradingOf } from '../../engine/define.ts';
import { count } from '../../engine/schema-helpers.ts';
import { type Bounds, effortOf, ladderFigures, ladderGrade, round1, type Step, type StepLog } from '../../engine/steps.ts';
import { type Candidates, candidatesFor, intersect, oneLeft } from './candidates.ts';
import type { Rule, SecretNumberPuzzle } from './schema.ts';
import { solve } from './solve.ts';
import { ladderNow, SecretSteps, stepper } from './steps.ts';

/** What a Secret Number record's grade holds: the figures `measure` finds. */
export const gradeSchema = z.object({
  score: z.number(),
  ...ladderGrade,
  rules: count,
  /** Rules beyond a minimal core (found by dropping, in printed order, each rule the rest make redundant). */
  decoys: count,
  /**
   * What there is to read in the rules, counted in their terms, whatever their wording: each
   * rule's places (one for the whole number), its comparison and its value. Absent from grades
   * made by puzzlebook 0.2.0 and before, which counted the words of one wording instead.
   */
  terms: z.optional(count),
  /** Numbers written out and tested in the short list (0 when the puzzle needs none). */
  listed: count,
});

export type SecretNumberGrade = z.output<typeof gradeSchema>;

/**
 * The rules (indices into `masks`) left after dropping, in printed order, each that the others
 * still kept make redundant: a minimal set that still pins down one number.
 */
export function coreOf(masks: readonly Uint32Array[], table: Candidates): number[] {
  const n = masks.length;
  const w = table.words;
  // after[k]: the candidates rules k, k + 1, … keep; `before`: those the rules before k that
  // stay keep. The others without a rule are then one AND away.
  const after = new Uint32Array((n + 1) * w);
  table.all(after.subarray(n * w));
  for (let k = n - 1; k >= 0; k--) for (let x = 0, at = k * w, mask = masks[k]!; x < w; x++) after[at + x] = after[at + w + x]! & mask[x]!;
  const before = table.all();
  const core: number[] = [];
  for (let k = 0; k < n; k++) {
    if (oneLeft(before, after, (k + 1) * w)) continue;
    core.push(k);
    for (let x = 0, mask = masks[k]!; x < w; x++) before[x]! &= mask[x]!;
  }
  return core;
}

/** Candidate counts after each rule in printed order: 900 → 90 → 9 → 1. */
export function shrink(digits: number, rules: readonly Pick<Rule, 'subject' | 'comparison' | 'value'>[]): number[] {
  const table = candidatesFor(digits);
  const set = table.all();
  const chain = [table.count];
  for (const rule of rules) chain.push(intersect(set, table.cutOf(rule).mask, set));
  return chain;
}

/** Numbers the log's short lists write out (each short list's paper). */
function listedIn(steps: readonly Step[]): number {
  return steps.reduce((n, step) => n + (step.technique === 'short-list' ? (step.paper ?? 0) : 0), 0);
}

/**
 * Measures a puzzle by the step solver: the lowest level whose techniques pin the number
 * down, the hardest technique and how often each was used at that level, the steps; beside
 * them the rules, the decoys, the words to read and the numbers listed by hand. Null when no
 * level pins it down (it needs trial and error) or the proof solver finds it not unique.
 *
 * Score: the effort of the solve (`scoreOf`), in points of about ten seconds. Reading is not
 * counted apart: each step reads the rule it uses, and its point is that; the half minute the
 * archive adds reads the puzzle through. Counting the words would rate a long rule above a
 * hard one, and easy, with as many rules as any band, close to the others.
 */
export function measure(puzzle: SecretNumberPuzzle, known?: Found): SecretNumberGrade | null {
  // A generator that has just found the level and its log of these rules in this order passes them on.
  const found = known ?? logOf(puzzle);
  if (!found) return null;
  if (solve(puzzle, 2).solutions.length !== 1) return null;
  const { level, log, light } = found;
  const table = candidatesFor(puzzle.digits);
  const masks = found.masks ?? puzzle.rules.map((rule) => table.cutOf(rule).mask);
  const core = coreOf(masks, table);
  const terms = puzzle.rules.reduce((n, rule) => n + Math.max(1, rule.subject.positions.length) + 1 + (rule.value === undefined ? 0 : 1), 0);
  const figures = ladderFigures(ladderNow(), level, log.steps);
  return {
    score: scoreOf(log.steps, light),
    ...figures,
    rules: puzzle.rules.length,
    decoys: puzzle.rules.length - core.length,
    terms,
    listed: listedIn(log.steps),
  };
}

/** A puzzle's level, the log at that level, and which of its steps are easier ones in other words. */
export interface Found {
  level: 1 | 2 | 3 | 4;
  log: StepLog;
  light: boolean[];
  /** The rules' candidates (`Candidates.cutOf`), where a generator has them. */
  masks?: readonly Uint32Array[];
}

/**
 * The lowest level whose techniques pin the number down (as `levelOf`), its log, and which of
 * its steps are easier ones in other words (`SecretSteps.isLight`); null when none does.
 */
export function logOf(puzzle: Pick<SecretNumberPuzzle, 'digits' | 'rules'>): Found | null {
  const solver = new SecretSteps(puzzle.digits).load(puzzle.rules);
  for (const level of [1, 2, 3, 4] as const) {
    const light: boolean[] = [];
    const log = solver.run(level, false, [], light);
    if (log.solved) return { level, log, light };
  }
  return null;
}

/**
 * The score of a log: its effort (`effortOf`), each step by its technique's level and the
 * alternatives it writes out, but a step that is an easier one in other words (a range read off
 * the first digit, a test read off the last, a table where one pair fits) counted as a digit read off.
 */
export function scoreOf(steps: readonly Step[], light: readonly boolean[]): number {
  return round1(effortOf(ladderNow(), steps.map((s, i) => (light[i] ? { ...s, technique: 'read-off' } : s))));
}

/**
 * Scores where medium, hard and expert begin, by the digits (`PuzzleKind.bounds`), set from
 * the measured scores of each band (docs/kinds/secret-number.md): easy uses each of its rules
 * once by reading off, so it scores its rules; medium ends where its tables grow past what
 * most medium puzzles write out, hard where the short list's work begins. Two digits, too few
 * numbers for a ramp, take what comes.
 */
export const BOUNDS: Readonly<Record<number, Bounds>> = {
  2: [5, 15, 26],
  3: [6, 26, 44],
  4: [8, 30, 50],
  5: [9, 30, 54],
};

export function bounds(puzzle: Pick<SecretNumberPuzzle, 'digits'>): Bounds {
  return BOUNDS[puzzle.digits] ?? BOUNDS[5]!;
}

/** Secret Number's grading: the schema, `measure` and `bounds` above; the band follows from them and the ladder. */
export const grading = gradingOf<SecretNumberPuzzle, SecretNumberGrade, Pick<SecretNumberPuzzle, 'digits'>>(stepper, { schema: gradeSchema, measure, bounds });
