import { countBits } from '../../bits.ts';
import type { Difficulty, Grade } from '../../kind.ts';
import { type Candidates, candidatesFor, intersect } from './candidates.ts';
import type { Rule } from './schema.ts';

/** A rule removing less than this share of all candidates on its own is weak alone. */
export const WEAK_ALONE = 0.25;

export interface SecretNumberGrade extends Grade {
  rules: number;
  /** Rules the puzzle stays unique without (decoys). */
  redundant: number;
  /** Fewest rules that together leave fewer than ten candidates. */
  combine: number;
  /** Needed rules that remove less than a quarter of the candidates alone: they only bite after others. */
  lateBiters: number;
  /** Share of all candidates the strongest and weakest rule remove on its own, and the mean. */
  strongest: number;
  weakest: number;
  meanShare: number;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** Fewest rules whose candidates, together, are fewer than ten (by increasing subset size). */
function fewestToTen(masks: Uint32Array[], table: Candidates): number {
  const r = masks.length;
  const scratch = Array.from({ length: r + 1 }, () => new Uint32Array(table.words));
  const below = Math.min(10, table.count);
  const search = (start: number, depth: number, k: number, set: Uint32Array): boolean => {
    if (depth === k) return countBits(set) < below;
    for (let i = start; i <= r - (k - depth); i++) {
      const next = scratch[depth + 1]!;
      intersect(set, masks[i]!, next);
      if (search(i + 1, depth + 1, k, next)) return true;
    }
    return false;
  };
  scratch[0]!.set(table.all());
  for (let k = 1; k <= r; k++) if (search(0, 0, k, scratch[0]!)) return k;
  return r + 1;
}

/** Candidates left by every rule but `skip`. */
function leftWithout(masks: Uint32Array[], skip: number, table: Candidates, out: Uint32Array): number {
  table.all(out);
  masks.forEach((m, i) => {
    if (i !== skip) for (let w = 0; w < out.length; w++) out[w]! &= m[w]!;
  });
  return countBits(out);
}

/** Candidate counts after each rule in printed order: 900 → 90 → 9 → 1. */
export function shrink(digits: number, rules: readonly Pick<Rule, 'subject' | 'comparison' | 'value'>[]): number[] {
  const table = candidatesFor(digits);
  const set = table.all();
  const chain = [table.count];
  for (const rule of rules) chain.push(intersect(set, table.cutOf(rule).mask, set));
  return chain;
}

/** Measures a puzzle known to be unique. */
export function measure(digits: number, rules: readonly Pick<Rule, 'subject' | 'comparison' | 'value'>[]): SecretNumberGrade {
  const table = candidatesFor(digits);
  const cuts = rules.map((rule) => table.cutOf(rule));
  const masks = cuts.map((c) => c.mask);
  const scratch = new Uint32Array(table.words);
  const shares = cuts.map((c) => 1 - c.count / table.count);
  let redundant = 0;
  let lateBiters = 0;
  masks.forEach((_, i) => {
    if (leftWithout(masks, i, table, scratch) === 1) redundant++;
    else if (shares[i]! < WEAK_ALONE) lateBiters++;
  });
  const combine = fewestToTen(masks, table);
  const meanShare = shares.reduce((a, b) => a + b, 0) / shares.length;
  const needed = rules.length - redundant;
  const score = needed + 1.5 * (combine - 1) + 2 * lateBiters + 1.5 * redundant + 3 * (1 - meanShare);
  return {
    score: Math.round(score * 10) / 10,
    rules: rules.length,
    redundant,
    combine,
    lateBiters,
    strongest: round2(Math.max(...shares)),
    weakest: round2(Math.min(...shares)),
    meanShare: round2(meanShare),
  };
}

/** The band a measured grade falls in. */
export function bandOf(g: SecretNumberGrade): Difficulty {
  if (g.rules <= 4 && g.combine <= 2 && g.lateBiters === 0 && g.redundant === 0) return 'easy';
  if (g.rules <= 5 && g.combine <= 3 && g.lateBiters <= 1 && g.redundant === 0) return 'medium';
  if (g.combine >= 5 || g.lateBiters >= 3 || g.rules >= 8) return 'expert';
  return 'hard';
}
