import { z } from 'zod';
import { countBits } from '../../bits.ts';
import type { Difficulty } from '../../kind.ts';
import { count, share } from '../../schema-helpers.ts';
import { type Candidates, candidatesFor, intersect } from './candidates.ts';
import type { Rule } from './schema.ts';

/** A rule removing less than this share of all candidates on its own is weak alone. */
export const WEAK_ALONE = 0.25;

/** What a Secret Number record's grade holds: the figures `measure` finds. */
export const gradeSchema = z.object({
  score: z.number(),
  rules: count,
  /** Rules beyond a minimal core (found by dropping, in printed order, each rule the rest make redundant). */
  decoys: count,
  /** Fewest core rules that together leave "few" candidates (fewer than ten of 900; the same share at other lengths). */
  combine: count,
  /** Core rules that remove less than a quarter of the candidates alone: they only bite after others. */
  lateBiters: count,
  /** Share of all candidates the strongest and weakest core rule remove on its own, and the mean. */
  strongest: share,
  weakest: share,
  meanShare: share,
});

export type SecretNumberGrade = z.output<typeof gradeSchema>;

const round2 = (x: number) => Math.round(x * 100) / 100;

/** "Few" candidates: fewer than ten of 900, and the same share of longer numbers (at least four). */
export const fewFor = (count: number) => Math.max(4, Math.round(count / 90));

/** Fewest masks whose intersection holds fewer than `few` candidates (by increasing subset size). */
function fewestToFew(masks: Uint32Array[], table: Candidates): number {
  const r = masks.length;
  const scratch = Array.from({ length: r + 1 }, () => new Uint32Array(table.words));
  const few = fewFor(table.count);
  const search = (start: number, depth: number, k: number, set: Uint32Array): boolean => {
    if (depth === k) return countBits(set) < few;
    for (let i = start; i <= r - (k - depth); i++) {
      const next = scratch[depth + 1]!;
      intersect(set, masks[i]!, next);
      if (search(i + 1, depth + 1, k, next)) return true;
    }
    return false;
  };
  table.all(scratch[0]!);
  for (let k = 1; k <= r; k++) if (search(0, 0, k, scratch[0]!)) return k;
  return r + 1;
}

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

/**
 * Measures a puzzle known to be unique. Its core is what is left after dropping, in printed
 * order, each rule the others make redundant; the difficulty figures describe the core, and
 * the rest are counted as decoys (which make a puzzle longer, not harder to pin down).
 */
export function measure(digits: number, rules: readonly Pick<Rule, 'subject' | 'comparison' | 'value'>[]): SecretNumberGrade {
  const table = candidatesFor(digits);
  const cuts = rules.map((rule) => table.cutOf(rule));
  const masks = cuts.map((c) => c.mask);
  const core = coreOf(
    masks,
    rules.map((_, i) => i),
    table,
  );
  const shares = core.map((i) => 1 - cuts[i]!.count / table.count);
  const lateBiters = shares.filter((share) => share < WEAK_ALONE).length;
  const combine = fewestToFew(core.map((i) => masks[i]!), table);
  const meanShare = shares.reduce((a, b) => a + b, 0) / shares.length;
  const decoys = rules.length - core.length;
  const score = core.length + 1.5 * (combine - 1) + 2 * lateBiters + 1.5 * decoys + 3 * (1 - meanShare);
  return {
    score: Math.round(score * 10) / 10,
    rules: rules.length,
    decoys,
    combine,
    lateBiters,
    strongest: round2(Math.max(...shares)),
    weakest: round2(Math.min(...shares)),
    meanShare: round2(meanShare),
  };
}

/** The band a measured grade falls in. */
export function bandOf(g: SecretNumberGrade): Difficulty {
  const core = g.rules - g.decoys;
  if (core <= 4 && g.combine <= 2 && g.lateBiters === 0) return 'easy';
  if (core <= 5 && g.combine <= 3 && g.lateBiters <= 1) return 'medium';
  if (g.combine >= 5 || g.lateBiters >= 3 || core >= 8) return 'expert';
  return 'hard';
}
