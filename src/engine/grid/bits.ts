/**
 * Digit sets as bitmasks: bit d set when digit d is in the set (digits 0 to 30), so a cell's
 * candidates, a group's digits and their unions and intersections are one integer each.
 */
import { popcount } from '../bits.ts';

export { popcount };

/** Whether the set holds exactly one digit. */
export const isSingle = (m: number): boolean => m !== 0 && (m & (m - 1)) === 0;

/** The highest digit of the set (its only one, for a single). */
export const valueOf = (m: number): number => 31 - Math.clz32(m);

/** The lowest digit of the set. */
export const lowest = (m: number): number => 31 - Math.clz32(m & -m);

/** The digits of the set, smallest first. */
export function digitsOf(m: number): number[] {
  const out: number[] = [];
  for (; m; m &= m - 1) out.push(31 - Math.clz32(m & -m));
  return out;
}

/** The set of these digits. */
export const maskOf = (digits: Iterable<number>): number => {
  let m = 0;
  for (const d of digits) m |= 1 << d;
  return m;
};

/** The digits lo..hi, both included. */
export const rangeMask = (lo: number, hi: number): number => ((2 ** (hi + 1) - 1) & ~(2 ** lo - 1)) >>> 0;

/**
 * Each way of choosing k of `masks` (in order) whose union has exactly k digits, the pattern
 * of every subset and fish: `visit` is told the indices chosen and their union, and stops the
 * search by returning true. Choices whose union already passes k digits are not followed.
 */
export function unionsOfSize(masks: readonly number[], k: number, visit: (picked: readonly number[], union: number) => boolean): boolean {
  // Fewer masks than k choose nothing: no list made (techniques ask this of every house of every board a generator tries).
  return masks.length >= k && unionsFrom(masks, k, visit, [], 0, 0);
}

/** `unionsOfSize`'s search from mask `from` on, `picked` chosen so far: a function of its own, not a closure made each call. */
function unionsFrom(masks: readonly number[], k: number, visit: (picked: readonly number[], union: number) => boolean, picked: number[], from: number, union: number): boolean {
  if (picked.length === k) return popcount(union) === k && visit(picked, union);
  for (let i = from; i <= masks.length - (k - picked.length); i++) {
    const next = union | masks[i]!;
    if (popcount(next) > k) continue;
    picked.push(i);
    if (unionsFrom(masks, k, visit, picked, i + 1, next)) return true;
    picked.pop();
  }
  return false;
}
