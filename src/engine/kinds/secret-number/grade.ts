import { z } from 'zod';
import { countBits, popcount } from '../../bits.ts';
import { DIFFICULTIES, type Difficulty } from '../../kind.ts';
import { count } from '../../schema-helpers.ts';
import { ladderFigures, ladderGrade, levelOf, type Step } from '../../steps.ts';
import { type Candidates, candidatesFor, intersect } from './candidates.ts';
import type { Rule, SecretNumberPuzzle } from './schema.ts';
import { solve } from './solve.ts';
import { quietStepper, stepper } from './steps.ts';

/** What a Secret Number record's grade holds: the figures `measure` finds. */
export const gradeSchema = z.object({
  score: z.number(),
  ...ladderGrade,
  rules: count,
  /** Rules beyond a minimal core (found by dropping, in printed order, each rule the rest make redundant). */
  decoys: count,
  /** Words in the rules as printed: what there is to read. */
  words: count,
  /** Numbers written out and tested in the short list (0 when the puzzle needs none). */
  listed: count,
});

export type SecretNumberGrade = z.output<typeof gradeSchema>;

/**
 * The rules (indices into `masks`) left after dropping, in the given order, each that the
 * others still kept make redundant: a minimal set that still pins down one number.
 */
export function coreOf(masks: readonly Uint32Array[], order: readonly number[], table: Candidates): number[] {
  const core = masks.map((_, i) => i);
  const left = new Uint32Array(table.words);
  for (const skip of order) {
    table.all(left);
    for (const i of core) if (i !== skip) for (let w = 0; w < left.length; w++) left[w]! &= masks[i]![w]!;
    if (countBits(left) === 1) core.splice(core.indexOf(skip), 1);
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

/** Numbers the log's short lists write out: the product of the boxes' sizes before each. */
function listedIn(digits: number, steps: readonly Step[]): number {
  const dom = Array.from({ length: digits }, (_, p) => (p === 0 ? 0x3fe : 0x3ff));
  let listed = 0;
  for (const step of steps) {
    if (step.technique === 'short-list') listed += dom.reduce((n, m) => n * popcount(m), 1);
    for (const { cell, values } of step.strike) for (const d of values) dom[cell]! &= ~(1 << d);
  }
  return listed;
}

/**
 * Measures a puzzle by the step solver: the lowest level whose techniques pin the number
 * down, the hardest technique and how often each was used at that level, the steps; beside
 * them the rules, the decoys, the words to read and the numbers listed by hand. Null when no
 * level pins it down (it needs trial and error) or the proof solver finds it not unique.
 *
 * Score: 10 per level above easy, then up to 5 for the words (5 × words / (words + 60)) and
 * up to 4 for the steps (4 × steps / (steps + 8)): under 10 together, so the score orders
 * puzzles by level first, then by how much there is to read and to do.
 */
export function measure(puzzle: SecretNumberPuzzle): SecretNumberGrade | null {
  const found = levelOf(quietStepper, puzzle);
  if (!found) return null;
  if (solve(puzzle, 2).solutions.length !== 1) return null;
  const { level, log } = found;
  const table = candidatesFor(puzzle.digits);
  const masks = puzzle.rules.map((rule) => table.cutOf(rule).mask);
  const core = coreOf(
    masks,
    masks.map((_, i) => i),
    table,
  );
  const words = puzzle.rules.reduce((n, rule) => n + rule.text.split(' ').filter(Boolean).length, 0);
  const figures = ladderFigures(stepper.ladder, level, log.steps);
  const { steps } = figures;
  const score = (level - 1) * 10 + (5 * words) / (words + 60) + (4 * steps) / (steps + 8);
  return {
    score: Math.round(score * 10) / 10,
    ...figures,
    rules: puzzle.rules.length,
    decoys: puzzle.rules.length - core.length,
    words,
    listed: listedIn(puzzle.digits, log.steps),
  };
}

/** The band a measured grade falls in: its level, 1 easy … 4 expert. */
export function bandOf(g: Pick<SecretNumberGrade, 'level'>): Difficulty {
  return DIFFICULTIES[g.level - 1]!;
}
