import type { Board } from '../board.ts';
import type { Shape } from '../shape.ts';
import type { Finding, GridTechnique } from '../technique.ts';
import { chainFinding, seeingBoth } from './chain.ts';
import { type Scratch, scratchOf, strongLinks } from './strong.ts';

/**
 * X-chain: a chain of one digit through single cells, strong and weak links in turn, beginning
 * and ending with a strong one (an odd number of links). If the first cell lacks the digit, each
 * strong link puts it in the next cell and each weak link takes it from the one after: the last
 * cell has it. So one end or the other holds it, and a cell that sees both loses it.
 *
 * Found breadth-first from each cell of a strong link, so the shortest chain comes first, as a
 * person finds them. Three links are the four-cell patterns' (./patterns.ts), so a chain here
 * has five at least; eleven at most (twelve cells), past which a person does not follow one and
 * the search on a stalled board would cost the generator more than it is worth.
 */
const MAX_LINKS = 11;
const MIN_LINKS = 5;

interface Walk {
  /**
   * Each cell's distance from the start by a walk ending with a strong link (odd) or a weak one
   * (even), where its stamp is the walk's (`stamp`, one a walk: nothing is cleared between walks).
   */
  odd: Int8Array;
  even: Int8Array;
  oddAt: Int32Array;
  evenAt: Int32Array;
  stamp: number;
  frontier: Int32Array;
  next: Int32Array;
  /** Each cell's strong partners for the digit being walked: `mates[cell * most + k]`, `mateCount[cell]` of them. */
  most: number;
  mates: Int32Array;
  mateCount: Uint8Array;
  /** Bitsets over the cells: the digit's places, the cells the start sees holding it, the weak step's union, those reached by a weak link. */
  places: Uint32Array;
  seen: Uint32Array;
  union: Uint32Array;
  weak: Uint32Array;
}

const walks = new WeakMap<object, Walk>();

function walkOf(shape: Shape): Walk {
  let w = walks.get(shape.peers);
  if (w) return w;
  const { row, col, box, words } = scratchOf(shape);
  let most = 1;
  for (let c = 0; c < shape.size; c++) most = Math.max(most, Number(row[c]! >= 0) + Number(col[c]! >= 0) + Number(box[c]! >= 0));
  w = {
    odd: new Int8Array(shape.size),
    even: new Int8Array(shape.size),
    oddAt: new Int32Array(shape.size),
    evenAt: new Int32Array(shape.size),
    stamp: 0,
    frontier: new Int32Array(shape.size),
    next: new Int32Array(shape.size),
    most,
    mates: new Int32Array(shape.size * most),
    mateCount: new Uint8Array(shape.size),
    places: new Uint32Array(words),
    seen: new Uint32Array(words),
    union: new Uint32Array(words),
    weak: new Uint32Array(words),
  };
  walks.set(shape.peers, w);
  return w;
}

export const xChain: GridTechnique = {
  key: 'x-chain',
  says: 'x-chain',
  find(board: Board): Finding | null {
    const { shape, cand, filled } = board;
    const s = strongLinks(board);
    const w = walkOf(shape);
    const { words, peerBits, per, count, a, b } = s;
    const { mates, mateCount, most, places, seen } = w;
    let best: { v: number; path: number[] } | null = null;
    let longest = MAX_LINKS;
    for (let v = 0; v < 32 && longest >= MIN_LINKS; v++) {
      const bit = 1 << v;
      // Five links take three strong ones.
      if (!(shape.digits & bit) || count[v]! < 3) continue;
      places.fill(0);
      for (let c = 0; c < shape.size; c++) if (!filled[c] && cand[c]! & bit) places[c >>> 5]! |= 1 << (c & 31);
      const base = v * per;
      mateCount.fill(0);
      for (let k = 0; k < count[v]!; k++) {
        const x = a[base + k]!;
        const y = b[base + k]!;
        mates[x * most + mateCount[x]!++] = y;
        mates[y * most + mateCount[y]!++] = x;
      }
      for (let start = 0; start < shape.size && longest >= MIN_LINKS; start++) {
        if (mateCount[start] === 0) continue;
        // The cells that could lose the digit: those the start sees holding it.
        let any = 0;
        for (let i = 0; i < words; i++) any |= seen[i] = peerBits[start * words + i]! & places[i]!;
        if (!any) continue;
        const path = walk(board, s, w, v, start, longest);
        if (!path) continue;
        best = { v, path };
        // Only a shorter chain is looked for from here on.
        longest = path.length - 3;
      }
    }
    if (!best) return null;
    const { v, path } = best;
    const end = path[path.length - 1]!;
    // Each strong link's house: the first the pair is a pair in.
    const houses: number[] = [];
    for (let i = 0; i + 1 < path.length; i += 2) {
      const x = Math.min(path[i]!, path[i + 1]!);
      const y = Math.max(path[i]!, path[i + 1]!);
      for (let k = 0; k < count[v]!; k++) if (a[v * per + k] === x && b[v * per + k] === y) houses.push(s.house[v * per + k]!);
    }
    return chainFinding(board, v, path, houses, seeingBoth(board, v, path[0]!, end, path, path.length), { length: path.length - 1 });
  },
};

/**
 * The shortest chain of digit v (at most `limit` links) from `start` to an end that sees a cell
 * holding v which the start sees too (`w.seen`) and is not on the chain, passing no cell twice;
 * null if there is none. Breadth-first, a level a link: the strong step follows each cell's
 * partners, the weak step takes every cell holding v that the level's cells see, a set at a time.
 */
function walk(board: Board, s: Scratch, w: Walk, v: number, start: number, limit: number): number[] | null {
  const { words, peerBits } = s;
  const { odd, even, oddAt, evenAt, mates, mateCount, most, places, seen, union, weak } = w;
  const stamp = ++w.stamp;
  for (let k = 0; k < words; k++) weak[k] = 0;
  even[start] = 0;
  evenAt[start] = stamp;
  weak[start >>> 5]! |= 1 << (start & 31);
  let frontier = w.frontier;
  let next = w.next;
  frontier[0] = start;
  let n = 1;
  for (let d = 1; d <= limit && n > 0; d++) {
    let m = 0;
    if (d & 1) {
      // A strong link from each cell reached by a weak one.
      for (let i = 0; i < n; i++) {
        const x = frontier[i]!;
        for (let k = 0; k < mateCount[x]!; k++) {
          const y = mates[x * most + k]!;
          if (oddAt[y] === stamp) continue;
          oddAt[y] = stamp;
          odd[y] = d;
          next[m++] = y;
        }
      }
      if (d >= MIN_LINKS) {
        for (let i = 0; i < m; i++) {
          const y = next[i]!;
          if (y === start) continue;
          let meets = 0;
          for (let k = 0; k < words; k++) meets |= peerBits[y * words + k]! & seen[k]!;
          if (!meets) continue;
          const path = traced(board, w, y, d);
          if (path && seeingBoth(board, v, start, y, path, path.length).length) return path;
        }
      }
    } else {
      // A weak link from each cell reached by a strong one: to any cell holding the digit that it sees.
      for (let k = 0; k < words; k++) union[k] = 0;
      for (let i = 0; i < n; i++) {
        const at = frontier[i]! * words;
        for (let k = 0; k < words; k++) union[k]! |= peerBits[at + k]!;
      }
      for (let k = 0; k < words; k++) {
        let fresh = union[k]! & places[k]! & ~weak[k]!;
        weak[k]! |= fresh;
        while (fresh) {
          const low = fresh & -fresh;
          fresh ^= low;
          const y = (k << 5) + 31 - Math.clz32(low);
          evenAt[y] = stamp;
          even[y] = d;
          next[m++] = y;
        }
      }
    }
    const swap = frontier;
    frontier = next;
    next = swap;
    n = m;
  }
  return null;
}

/** The walk back from `end` (reached at distance d by a strong link) to the start, start first; null if it passes a cell twice. */
function traced(board: Board, w: Walk, end: number, d: number): number[] | null {
  const { odd, even, oddAt, evenAt, stamp, mates, mateCount, most } = w;
  const path = [end];
  let at = end;
  for (; d > 0; d--) {
    let from = -1;
    if (d & 1) {
      for (let k = 0; k < mateCount[at]! && from < 0; k++) {
        const m = mates[at * most + k]!;
        if (evenAt[m] === stamp && even[m] === d - 1) from = m;
      }
    } else {
      const peers = board.shape.peers[at]!;
      for (let k = 0; k < peers.length && from < 0; k++) if (oddAt[peers[k]!] === stamp && odd[peers[k]!] === d - 1) from = peers[k]!;
    }
    if (from < 0 || path.includes(from)) return null;
    path.push(from);
    at = from;
  }
  return path.reverse();
}
