import { digitsOf } from '../bits.ts';
import type { Board } from '../board.ts';
import { type Finding, type GridTechnique, squareIn, struckSaid } from '../technique.ts';
import { common, paperOf, setSaid, strikesOf } from './found.ts';
import { alsOf, type AlsSets } from './sets.ts';

/**
 * ALS-XY-Wing: three almost locked sets A, B and C, no two with a cell in common; C shares a
 * restricted common digit x with A and another, y, with B. If A lacks a digit z it shares with B
 * (z neither x nor y), A holds all its other digits, x among them; then C has no x and holds y;
 * then B has no y and holds z. So z is in A or in B, and is crossed off every cell that sees all
 * its places in both. The three with the fewest cells in all are taken.
 */
export const alsXyWing: GridTechnique = {
  key: 'als-xy-wing',
  says: 'als-xy-wing',
  find(board: Board): Finding | null {
    const sets = alsOf(board);
    const links = linksOf(sets);
    const { order, size, mask, reach, count } = sets;
    let best = Infinity;
    let pick = { a: -1, b: -1, c: -1, x: 0, y: 0, z: 0 };
    for (let i = 0; i < count; i++) {
      const c = order[i]!;
      const sc = size[c]!;
      if (sc + 2 >= best) break;
      const end = links.start[c + 1]!;
      // C's linked sets come smallest first.
      for (let e = links.start[c]!; e < end; e++) {
        const a = links.to[e]!;
        const sa = size[a]!;
        if (sc + sa + 1 >= best) break;
        const za = mask[a]! & reach[a]!;
        for (let f = e + 1; f < end; f++) {
          const b = links.to[f]!;
          if (sc + sa + size[b]! >= best) break;
          const zs = za & mask[b]! & reach[b]!;
          if (zs === 0 || !sets.apart(a, b)) continue;
          const got = wingOf(sets, a, b, links.rcc[e]!, links.rcc[f]!, zs);
          if (got === null) continue;
          best = sc + sa + size[b]!;
          pick = { a, b, c, ...got };
          break;
        }
      }
    }
    return best === Infinity ? null : found(board, sets, pick);
  },
};

/** Digits x (restricted common to A and C) and y (to C and B), x ≠ y, and the digits z ≠ x, y of A and B that cross something off; null where none does. */
function wingOf(sets: AlsSets, a: number, b: number, rca: number, rcb: number, zs: number): { x: number; y: number; z: number } | null {
  for (let mx = rca; mx; mx &= mx - 1) {
    const x = mx & -mx;
    for (let my = rcb & ~x; my; my &= my - 1) {
      const y = my & -my;
      let z = 0;
      for (let m = zs & ~x & ~y; m; m &= m - 1) if (sets.sharedTarget(a, b, 31 - Math.clz32(m & -m))) z |= m & -m;
      if (z) return { x: 31 - Math.clz32(x), y: 31 - Math.clz32(y), z };
    }
  }
  return null;
}

function found(board: Board, sets: AlsSets, { a, b, c, x, y, z }: { a: number; b: number; c: number; x: number; y: number; z: number }): Finding {
  const into = new Uint32Array(board.shape.size);
  for (const d of digitsOf(z)) sets.collect(into, d, sets.targets, sets.targetsAt(a, d), sets.targetsAt(b, d));
  const strike = strikesOf(into);
  const [ac, cb] = [common(board, sets, a, c, x), common(board, sets, c, b, y)];
  const cells = [...sets.cellsOf(a), ...sets.cellsOf(b), ...sets.cellsOf(c)];
  return {
    from: cells,
    place: [],
    strike,
    paper: paperOf(board, cells),
    // A's x cannot be with C's x, nor C's y with B's: the chain from A to B.
    links: [ac.link, cb.link],
    data: {
      a: setSaid(board, sets, a),
      b: setSaid(board, sets, b),
      c: setSaid(board, sets, c),
      x: ac.said,
      y: cb.said,
      z: digitsOf(z),
      struck: struckSaid(board.shape, strike),
      cells: strike.map((s) => squareIn(board.shape, s.cell)),
    },
  };
}

/**
 * Every pair of sets without a cell in common that share a restricted common digit, as lists by
 * set (`start[s]` to `start[s + 1]` in `to` and `rcc`, smallest sets first): made once a listing.
 */
interface Linked {
  generation: number;
  start: Int32Array;
  to: Int32Array;
  rcc: Uint32Array;
}

const linked = new WeakMap<AlsSets, Linked>();

function linksOf(sets: AlsSets): Linked {
  let links = linked.get(sets);
  if (links && links.generation === sets.generation) return links;
  const { order, mask, reach, count } = sets;
  // Pairs found smallest first; each set's list is then in order too (the pairs where it is second come before those where it is first).
  const pairs: number[] = [];
  const degree = new Int32Array(count + 1);
  const bits = sets.found.bits;
  for (let i = 0; i < count; i++) {
    const a = order[i]!;
    const ma = mask[a]! & reach[a]!;
    if (ma === 0) continue;
    sets.partners(i, ma, 1);
    for (let w = (i + 1) >>> 5; w < sets.rankWords; w++) {
      for (let m = bits[w]!; m; m &= m - 1) {
        const b = order[w * 32 + 31 - Math.clz32(m & -m)]!;
        if (!sets.linkable(a, b)) continue;
        const rcc = sets.restrictedOf(a, b, ma & mask[b]! & reach[b]!);
        if (rcc === 0) continue;
        pairs.push(a, b, rcc);
        degree[a]!++;
        degree[b]!++;
      }
    }
  }
  const start = new Int32Array(count + 1);
  for (let s = 0; s < count; s++) start[s + 1] = start[s]! + degree[s]!;
  const to = new Int32Array(start[count]!);
  const rcc = new Uint32Array(start[count]!);
  const next = start.slice(0, count);
  for (let p = 0; p < pairs.length; p += 3) {
    const a = pairs[p]!;
    const b = pairs[p + 1]!;
    const r = pairs[p + 2]!;
    to[next[a]!] = b;
    rcc[next[a]!++] = r;
    to[next[b]!] = a;
    rcc[next[b]!++] = r;
  }
  links = { generation: sets.generation, start, to, rcc };
  linked.set(sets, links);
  return links;
}
