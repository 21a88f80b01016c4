import type { Rng } from '../../engine/random.ts';
import { comparer } from './rules.ts';
import type { Comparison, Rule } from './schema.ts';

type RuleCore = Pick<Rule, 'subject' | 'comparison' | 'value'>;

/**
 * Easy puzzles built digit by digit, as a young solver finds them: a first digit read off
 * (given outright, or narrowed by three rules about it: two would say "is 7" in two rules),
 * then each other digit from those already found (a sum or difference with one of them: one
 * digit left), with a rule about it alone, or a second with another digit found, where one
 * leaves a few; or read off in its turn. Built to have exactly the rules asked for, each
 * needed; `generate` checks all of it again with the step solver and the candidates.
 */

/** The least share of a digit's values a rule about it alone rules out (the band's `minShare`). */
const MIN_SHARE = 0.3;

/** Rules about one digit alone that are true of `d` (`first`: the first digit, never 0). */
function readOffs(d: number, first: boolean): RuleCore[] {
  const at = (comparison: Comparison, value?: number): RuleCore => ({ subject: { of: 'digit', positions: [] }, comparison, ...(value === undefined ? {} : { value }) });
  const out: RuleCore[] = [at(d % 2 === 0 ? 'even' : 'odd')];
  for (let v = d + 1; v <= 9; v++) out.push(at('less-than', v));
  for (let v = first ? 1 : 0; v < d; v++) out.push(at('greater-than', v));
  // As strong as the band's rules: each rules out at least MIN_SHARE of the digits.
  const all = first ? 9 : 10;
  // Not one naming the digit in other words ("less than 1"): that is what `equals` is for.
  return out.filter((r) => {
    const n = keeping([r], first).length;
    return n >= 2 && n <= (1 - MIN_SHARE) * all;
  });
}

/** The digits (of 0..9, or 1..9 first) that keep every rule about one digit. */
function keeping(rules: readonly RuleCore[], first: boolean): number[] {
  const out: number[] = [];
  for (let x = first ? 1 : 0; x <= 9; x++) if (rules.every((r) => holds(r, x))) out.push(x);
  return out;
}

const holds = (r: RuleCore, x: number) => comparer(r.comparison, r.value ?? 0)(x);

/**
 * `k` rules about digit `p` alone that leave exactly `d` (each needed), in at most `tries`
 * draws; with `from` the digits another rule already leaves, only among those.
 */
function narrowTo(rng: Rng, p: number, d: number, k: number, from: readonly number[] | null, tries = 24): RuleCore[] | null {
  const first = p === 0;
  const pool = readOffs(d, first);
  for (let t = 0; t < tries; t++) {
    const picked = rng.shuffle(pool).slice(0, k);
    // Two bounds of one digit leaving it one of two values are "is 7 or 8" in two rules; one leaving one value, "is 7".
    const below = picked.filter((r) => r.comparison === 'less-than');
    const above = picked.filter((r) => r.comparison === 'greater-than');
    if (below.length > 1 || above.length > 1) continue;
    if (below.length && above.length && below[0]!.value! - above[0]!.value! - 1 <= 2) continue;
    // No two of them say "is d" between them ("odd" and "less than 2"): that is one rule in two.
    if (picked.some((a, i) => picked.some((b, j) => j > i && keeping([a, b], first).length <= 1))) continue;
    const left = keeping(picked, first).filter((x) => !from || from.includes(x));
    if (left.length !== 1) continue;
    // The rule that left `from` is needed too: these alone leave more than d.
    if (from && keeping(picked, first).length === 1) continue;
    // Each needed: without any one, more than d is left.
    if (picked.some((_, i) => keeping(picked.filter((__, j) => j !== i), first).filter((x) => !from || from.includes(x)).length === 1)) continue;
    return picked.map((r) => ({ ...r, subject: { of: 'digit', positions: [p + 1] } }));
  }
  return null;
}

/**
 * Exactly `rules` rules true of the number with these digits, pinning it down digit by digit
 * by reading off and one digit left, at least once combining digits; at most `gives` digits
 * named outright; `strong` says which rules are as strong as the band's. Null when this draw
 * does not come out (the caller draws again).
 */
export function buildEasy(rng: Rng, ds: readonly number[], rules: number, gives: number, strong: (rule: RuleCore) => boolean): RuleCore[] | null {
  const n = ds.length;
  const order = rng.shuffle(ds.map((_, p) => p));
  const out: RuleCore[] = [];
  const known: number[] = [];
  let given = 0;
  let combined = false;
  let budget = rules;
  for (let i = 0; i < n; i++) {
    const p = order[i]!;
    const later = n - 1 - i;
    // This digit's share of the rules: 1 to 3, leaving the others 1 to 3 each.
    const ks = rng.shuffle([1, 2, 3].filter((k) => budget - k >= later && budget - k <= 3 * later));
    // Another digit found already: one digit left, most often (always, at the last chance to combine).
    const combine = known.length > 0 && (rng.chance(0.7) || (i === n - 1 && !combined));
    let found: RuleCore[] | null = null;
    for (const k of ks) {
      const fromOther = () => (known.length ? oneLeft(rng, ds, p, known, k, strong) : null);
      const alone = () => readOff(rng, p, ds[p]!, k, given < gives);
      found = combine ? fromOther() || alone() : alone() || fromOther();
      if (found) break;
    }
    if (!found) return null;
    if (found.some((r) => r.subject.of !== 'digit')) combined = true;
    else if (found.length === 1) given++;
    out.push(...found);
    budget -= found.length;
    known.push(p);
  }
  return combined ? out : null;
}

/** Digit p read off: named outright (k = 1, when `give`), or narrowed to it by k rules about it alone. */
function readOff(rng: Rng, p: number, d: number, k: number, give: boolean): RuleCore[] | null {
  if (k === 1) return give ? [{ subject: { of: 'digit', positions: [p + 1] }, comparison: 'equals', value: d }] : null;
  return narrowTo(rng, p, d, k, null);
}

/** Rules combining digit p with digit q (found already) that leave p one of a few digits, each with the digits it leaves p. */
function partials(rng: Rng, ds: readonly number[], p: number, q: number): [RuleCore, number[]][] {
  const d = ds[p]!;
  const e = ds[q]!;
  const positions = [Math.min(p, q) + 1, Math.max(p, q) + 1];
  const lo = p === 0 ? 1 : 0;
  const leaves = (rule: RuleCore, of: (x: number) => number): [RuleCore, number[]] => {
    const left: number[] = [];
    for (let x = lo; x <= 9; x++) if (holds(rule, of(x))) left.push(x);
    return [rule, left];
  };
  const sum = (comparison: Comparison, value?: number): RuleCore => ({ subject: { of: 'sum', positions }, comparison, ...(value === undefined ? {} : { value }) });
  const diff = (comparison: Comparison, value: number): RuleCore => ({ subject: { of: 'difference', positions }, comparison, value });
  const sumOf = (x: number) => x + e;
  const diffOf = (x: number) => Math.abs(x - e);
  const gap = Math.abs(d - e);
  const out: [RuleCore, number[]][] = [leaves(diff('equals', gap), diffOf), leaves(sum((d + e) % 2 === 0 ? 'even' : 'odd'), sumOf)];
  out.push(leaves(sum('less-than', d + e + 1 + rng.int(3)), sumOf));
  if (d + e > 0) out.push(leaves(sum('greater-than', d + e - 1 - rng.int(Math.min(3, d + e))), sumOf));
  out.push(leaves(diff('less-than', gap + 1 + rng.int(2)), diffOf));
  if (gap > 0) out.push(leaves(diff('greater-than', gap - 1 - rng.int(Math.min(2, gap))), diffOf));
  return out.filter(([, left]) => left.length >= 2 && left.length <= 8);
}

/**
 * Digit p from digits found already: a sum or difference with one of them (k = 1); or one that
 * leaves a few digits, finished by k − 1 rules about p alone or by one more with another
 * digit found (each of them needed).
 */
function oneLeft(rng: Rng, ds: readonly number[], p: number, known: readonly number[], k: number, strong: (rule: RuleCore) => boolean): RuleCore[] | null {
  const d = ds[p]!;
  const q = rng.pick(known);
  const e = ds[q]!;
  const positions = [Math.min(p, q) + 1, Math.max(p, q) + 1];
  if (k === 1) {
    // A difference names one digit only where the other side falls outside the box.
    const twin = e + (e - d);
    const options: RuleCore[] = [{ subject: { of: 'sum', positions }, comparison: 'equals', value: d + e }];
    if (d === e || twin < (p === 0 ? 1 : 0) || twin > 9) options.push({ subject: { of: 'difference', positions }, comparison: 'equals', value: Math.abs(d - e) });
    const fit = options.filter(strong);
    return fit.length ? [rng.pick(fit)] : null;
  }
  const mine = rng.shuffle(partials(rng, ds, p, q).filter(([rule]) => strong(rule)));
  // Two digits found: sometimes a second combining rule finishes what the first leaves.
  const r = known.find((x) => x !== q);
  if (r !== undefined && rng.chance(0.5)) {
    for (const [a, leftA] of mine) {
      for (const [b, leftB] of rng.shuffle(partials(rng, ds, p, r).filter(([rule]) => strong(rule)))) {
        // Each leaves two digits or more, so with two, each is needed.
        const both = leftA.filter((x) => leftB.includes(x));
        if (k === 2 && both.length === 1) return [a, b];
        if (k === 3 && both.length > 1) {
          // A rule about p alone finishes them; with either of them alone it must not.
          const rest = narrowTo(rng, p, d, 1, both);
          const alsoWith = (left: number[]) => rest!.some((x) => keeping([x], p === 0).filter((y) => left.includes(y)).length === 1);
          if (rest && !alsoWith(leftA) && !alsoWith(leftB)) return [a, b, ...rest];
        }
      }
    }
  }
  for (const [rule, left] of mine) {
    const rest = narrowTo(rng, p, d, k - 1, left);
    if (rest) return [rule, ...rest];
  }
  return null;
}
