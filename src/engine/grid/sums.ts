import { popcount } from './bits.ts';

/**
 * The digits each cell of a sum without repeats of digits 1–9 (a Kakuro run, a Killer cage) may
 * still hold, found by sets of digits rather than by orderings: a run of seven with every digit
 * open has 181,440 orderings to try but at most a dozen sets of seven digits with its sum, and
 * a set fits the cells when its digits can be matched to them one each.
 */

/** The sets of n different digits 1–9 adding up to each sum, as candidate masks (bit v for digit v): `SETS[n][sum]`. */
const SETS: number[][][] = Array.from({ length: 10 }, () => Array.from({ length: 46 }, () => []));
for (let set = 1; set < 1 << 9; set++) {
  let n = 0;
  let sum = 0;
  for (let d = 1; d <= 9; d++) if (set & (1 << (d - 1))) [n, sum] = [n + 1, sum + d];
  SETS[n]![sum]!.push(set << 1);
}

/** How many sets of `n` different digits 1–9 add up to `sum` (16 in two: one, 7 + 9). */
export const setsOf = (n: number, sum: number): number => SETS[n]?.[sum]?.length ?? 0;

const forward = new Uint8Array(1 << 9);
const backward = new Uint8Array(1 << 9);
const fits = new Int32Array(9);
const bits = new Int32Array(9);

/**
 * For cells that all differ, with candidates `cand[cells[i]]` (bit v for digit v, digits 1–9),
 * adding up to `target`: each cell's digits that some filling uses (all zero when none does),
 * in the cells' order, as `totalKeeps` finds them by listing every filling. Not to be changed:
 * answers are kept and given again.
 */
export function distinctSumKeeps(cand: ArrayLike<number>, cells: readonly number[], target: number): readonly number[] {
  const n = cells.length;
  // Every cell down to one digit (most of a proof's asks): the digits add up or they do not.
  let sum = 0;
  let seen = 0;
  let hash = Math.imul(target, 0x9e3779b1);
  for (let i = 0; i < n; i++) {
    const m = cand[cells[i]!]!;
    hash = Math.imul(hash ^ m, 0x01000193);
    if (sum >= 0 && m && !(m & (m - 1))) {
      sum += 31 - Math.clz32(m);
      seen |= m;
    } else sum = -1;
  }
  if (sum >= 0) return sum === target && popcount(seen) === n ? cells.map((c) => cand[c]!) : new Array<number>(n).fill(0);
  const last = known.get(hash);
  if (last && last.target === target && last.masks.length === n && last.masks.every((m, i) => m === cand[cells[i]!])) return last.keep;
  if (known.size >= MOST_KNOWN) known.clear();
  const masks = cells.map((c) => cand[c]!);
  const keep = keepsOf(masks, target);
  known.set(hash, { target, masks, keep });
  return keep;
}

/**
 * Answers already found, by a hash of the ask (one answer a hash: a clash only costs finding it
 * again): a proof meets the same run with the same candidates again and again, one branch of
 * its search after another. Cleared when full (a few megabytes).
 */
const known = new Map<number, { target: number; masks: number[]; keep: readonly number[] }>();
const MOST_KNOWN = 100_000;

function keepsOf(masks: readonly number[], target: number): number[] {
  const n = masks.length;
  const keep = new Array<number>(n).fill(0);
  if (n === 0 || n > 9 || target < 0 || target > 45) return keep;
  let open = 0;
  for (const m of masks) open |= m;
  const full = (1 << n) - 1;
  for (const set of SETS[n]![target]!) {
    if ((set & open) !== set) continue;
    // The set's digits numbered 0..n-1; each cell's as a mask of those numbers.
    for (let j = 0, rest = set; j < n; j++, rest &= rest - 1) bits[j] = rest & -rest;
    for (let i = 0; i < n; i++) {
      fits[i] = 0;
      for (let j = 0; j < n; j++) if (masks[i]! & bits[j]!) fits[i]! |= 1 << j;
    }
    // forward[m]: the first popcount(m) cells can take the digits m; backward[m]: the last popcount(m) can.
    forward.fill(0, 0, full + 1);
    backward.fill(0, 0, full + 1);
    forward[0] = 1;
    backward[0] = 1;
    for (let m = 0; m <= full; m++) {
      const k = popcount(m);
      if (forward[m] && k < n) for (let f = fits[k]! & ~m; f; f &= f - 1) forward[m | (f & -f)] = 1;
      if (m && !backward[m]) {
        for (let f = fits[n - k]! & m; f; f &= f - 1) {
          if (backward[m ^ (f & -f)]) {
            backward[m] = 1;
            break;
          }
        }
      }
    }
    if (!forward[full]) continue;
    for (let m = 0; m < full; m++) {
      if (!forward[m]) continue;
      const k = popcount(m);
      const rest = full ^ m;
      for (let f = fits[k]! & rest; f; f &= f - 1) {
        const j = f & -f;
        if (backward[rest ^ j]) keep[k]! |= bits[31 - Math.clz32(j)]!;
      }
    }
  }
  return keep;
}
