import { digitsOf, popcount } from '../bits.ts';
import type { Board } from '../board.ts';
import { type Finding, type GridTechnique, squareIn, struckSaid } from '../technique.ts';
import { common, paperOf, setSaid, strikesOf } from './found.ts';
import { alsOf, type AlsSets } from './sets.ts';

/**
 * ALS-XZ: two almost locked sets A and B, no cell in common, and a digit x restricted common to
 * them (every x of A sees every x of B, so they cannot both hold it). The one without x holds all
 * its other digits; so a digit z both have is in A or in B, and is crossed off every cell that
 * sees all its places in both. Doubly linked (two restricted common digits x and y): neither set
 * can lack both, so each holds exactly one of them and every other digit it has; each of its
 * other digits is crossed off every cell that sees all its places in the set, and x and y off
 * every cell that sees all their places in both (HoDoKu's rules).
 *
 * The pair with the fewest cells in all is taken, as a person finds the small ones first; the
 * sets are those of ./sets.ts (at most MOST_CELLS cells each).
 */
export const alsXz: GridTechnique = {
  key: 'als-xz',
  says: 'als-xz',
  find(board: Board): Finding | null {
    const sets = alsOf(board);
    const { order, size, mask, reach, count } = sets;
    let best = Infinity;
    let [bestA, bestB, bestRcc, bestBoth] = [-1, -1, 0, 0];
    const bits = sets.found.bits;
    search: for (let i = 0; i < count; i++) {
      const a = order[i]!;
      const sa = size[a]!;
      // The sets after it are no smaller.
      if (2 * sa >= best) break;
      // A digit in both that some cell outside sees in all its places: the restricted x and the z crossed off are each one.
      const ma = mask[a]! & reach[a]!;
      if ((ma & (ma - 1)) === 0) continue;
      sets.partners(i, ma, 2);
      for (let w = (i + 1) >>> 5; w < sets.rankWords; w++) {
        for (let m = bits[w]!; m; m &= m - 1) {
          const b = order[w * 32 + 31 - Math.clz32(m & -m)]!;
          if (sa + size[b]! >= best) continue search;
          if (!sets.linkable(a, b)) continue;
          const both = ma & mask[b]! & reach[b]!;
          const rcc = sets.restrictedOf(a, b, both);
          if (rcc === 0 || !strikes(sets, a, b, both, rcc)) continue;
          [best, bestA, bestB, bestRcc, bestBoth] = [sa + size[b]!, a, b, rcc, both];
          continue search;
        }
      }
    }
    return best === Infinity ? null : found(board, sets, bestA, bestB, bestRcc, bestBoth);
  },
};

/** The two restricted common digits of a doubly linked pair (a third is a contradiction: any two serve). */
const twoOf = (rcc: number): number => {
  const x = rcc & -rcc;
  const rest = rcc & ~x;
  return x | (rest & -rest);
};

/** Whether the pair crosses anything off. */
function strikes(sets: AlsSets, a: number, b: number, both: number, rcc: number): boolean {
  const { mask, reach } = sets;
  if (popcount(rcc) >= 2) {
    const pair = twoOf(rcc);
    // Each set's other digits are all in it; the two restricted ones each in one set or the other.
    if ((mask[a]! & reach[a]! & ~pair) !== 0 || (mask[b]! & reach[b]! & ~pair) !== 0) return true;
    for (let m = pair; m; m &= m - 1) if (sets.sharedTarget(a, b, 31 - Math.clz32(m & -m))) return true;
    return false;
  }
  for (let m = both & ~rcc; m; m &= m - 1) if (sets.sharedTarget(a, b, 31 - Math.clz32(m & -m))) return true;
  return false;
}

function found(board: Board, sets: AlsSets, a: number, b: number, rcc: number, both: number): Finding {
  const into = new Uint32Array(board.shape.size);
  const double = popcount(rcc) >= 2;
  const commons = double ? twoOf(rcc) : rcc;
  const { mask, targets } = sets;
  const at = sets.targetsAt.bind(sets);
  if (double) {
    for (const x of digitsOf(commons)) sets.collect(into, x, targets, at(a, x), at(b, x));
    for (const s of [a, b]) for (const d of digitsOf(mask[s]! & ~commons)) sets.collect(into, d, targets, at(s, d));
  } else {
    for (const z of digitsOf(both & ~rcc)) sets.collect(into, z, targets, at(a, z), at(b, z));
  }
  const strike = strikesOf(into);
  const joined = digitsOf(commons).map((x) => common(board, sets, a, b, x));
  let struckDigits = 0;
  for (const s of strike) struckDigits |= s.values;
  const cells = [...sets.cellsOf(a), ...sets.cellsOf(b)];
  return {
    from: cells,
    place: [],
    strike,
    paper: paperOf(board, cells),
    links: joined.map((j) => j.link),
    data: {
      double,
      a: setSaid(board, sets, a),
      b: setSaid(board, sets, b),
      commons: joined.map((j) => j.said),
      z: digitsOf(struckDigits),
      struck: struckSaid(board.shape, strike),
      cells: strike.map((s) => squareIn(board.shape, s.cell)),
    },
  };
}
