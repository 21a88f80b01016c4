import { popcount } from '../bits.ts';
import type { Board } from '../board.ts';
import type { Shape } from '../shape.ts';
import { type GridTechnique, squareIn } from '../technique.ts';
import { anySeesBoth, bivalueLinks, seesBoth } from './bivalue.ts';

/**
 * The longest chain looked for, in cells: a person follows a dozen links at most, and the
 * search stays bounded (at most twice the bivalue cells' count of breadth-first walks, each
 * visiting a cell with each of its two digits once).
 */
export const XY_CHAIN_MAX = 12;
/**
 * The shortest: three cells are an XY-Wing (the ladder has it, easier), two a naked pair. A chain
 * whose shortest way between its ends is three cells is left to the XY-Wing, which crosses off
 * the same digit from the same cells.
 */
export const XY_CHAIN_MIN = 4;

/**
 * The work lists of the search, made once a shape: the generator asks thousands of boards of one
 * shape. A node is a bivalue cell with the digit it passes on: the cell's index among them × 2,
 * + 1 when that digit is its higher one.
 */
interface Scratch {
  /** The bivalue cells, and each cell's index among them (-1: none). */
  cells: Int32Array;
  index: Int32Array;
  /** Each node's digit passed on. */
  on: Int32Array;
  /** Each node's next nodes (a peer holding the digit it passes on, which passes on its other), from `next[nextStart[node]]`. */
  nextStart: Int32Array;
  next: Int32Array;
  /** Per node: the node before it, and its chain's length in cells. */
  parent: Int32Array;
  length: Int32Array;
  /** The search a node was last reached in. */
  seen: Int32Array;
  queue: Int32Array;
}

const scratches = new WeakMap<Shape, Scratch>();

function scratchOf(shape: Shape): Scratch {
  let s = scratches.get(shape);
  if (!s) {
    const n = shape.size;
    let links = 0;
    for (const p of shape.peers) links += 2 * p.length;
    const nodes = () => new Int32Array(2 * n);
    s = { cells: new Int32Array(n), index: new Int32Array(n), on: nodes(), nextStart: new Int32Array(2 * n + 1), next: new Int32Array(links), parent: nodes(), length: nodes(), seen: nodes(), queue: nodes() };
    scratches.set(shape, s);
  }
  return s;
}

/** A search's number, so the `seen` marks of the last never need clearing. */
let stamp = 0;

/**
 * XY-chain: cells left two digits each, each seeing the next and sharing with it the digit the
 * chain passes on. If the first cell is not z it is its other digit, which the next cell (seeing
 * it) then is not, so it is its own other digit, and so on to the last, which is then z. When both
 * ends can be z, one of them is: z is crossed off every cell that sees both. The shortest chain
 * is found first (breadth first from each end and digit), of 4 to 12 cells.
 */
export const xyChain: GridTechnique = {
  key: 'xy-chain',
  says: 'xy-chain',
  find(board: Board) {
    const { shape, filled, cand } = board;
    const { cells, index, on, nextStart, next, parent, length, seen, queue } = scratchOf(shape);
    let n = 0;
    index.fill(-1);
    for (let c = 0; c < shape.size; c++) if (!filled[c] && popcount(cand[c]!) === 2) (index[c] = n), (cells[n++] = c);
    if (n < XY_CHAIN_MIN) return null;
    // The links between nodes, read off the board once: every search walks them.
    let e = 0;
    for (let u = 0; u < 2 * n; u++) {
      const m = cand[cells[u >> 1]!]!;
      const d = u & 1 ? 31 - Math.clz32(m) : 31 - Math.clz32(m & -m);
      on[u] = d;
      nextStart[u] = e;
      const peers = shape.peers[cells[u >> 1]!]!;
      for (let k = 0; k < peers.length; k++) {
        const c = peers[k]!;
        const j = index[c]!;
        // The next cell is not `d`, so it passes on its other digit.
        if (j >= 0 && cand[c]! & (1 << d)) next[e++] = 2 * j + (31 - Math.clz32(cand[c]!) === d ? 0 : 1);
      }
    }
    nextStart[2 * n] = e;
    // Whether bivalue cell `at` lies on the chain up to `node`: a chain visits a cell once.
    const behind = (node: number, at: number) => {
      for (let p = node; p >= 0; p = parent[p]!) if (p >> 1 === at) return true;
      return false;
    };
    // The shortest chain yet, and its digit.
    let best: number[] | null = null;
    let bestZ = -1;
    for (let i = 0; i < n; i++) {
      const start = cells[i]!;
      for (let t = 0; t < 2; t++) {
        // Start: the first cell is not z, so it is its other digit, which it passes on.
        const first = 2 * i + (1 - t);
        const z = on[2 * i + t]!;
        stamp++;
        let head = 0;
        let tail = 0;
        queue[tail++] = first;
        seen[first] = stamp;
        parent[first] = -1;
        length[first] = 1;
        search: while (head < tail) {
          const node = queue[head++]!;
          const len = length[node]! + 1;
          // Breadth first: lengths only grow from here.
          if (len > XY_CHAIN_MAX || (best && len >= best.length)) break;
          for (let k = nextStart[node]!; k < nextStart[node + 1]!; k++) {
            const v = next[k]!;
            if (seen[v] === stamp || behind(node, v >> 1)) continue;
            seen[v] = stamp;
            parent[v] = node;
            length[v] = len;
            queue[tail++] = v;
            if (len >= XY_CHAIN_MIN && on[v] === z && anySeesBoth(board, start, cells[v >> 1]!, 1 << z)) {
              best = chainOf(v, parent, cells);
              bestZ = z;
              break search;
            }
          }
        }
        if (best?.length === XY_CHAIN_MIN) return finding(board, best, bestZ);
      }
    }
    return best ? finding(board, best, bestZ) : null;
  },
};

/** The chain's cells, first to last, from its last node back. */
function chainOf(node: number, parent: Int32Array, cells: Int32Array): number[] {
  const out: number[] = [];
  for (let p = node; p >= 0; p = parent[p]!) out.push(cells[p >> 1]!);
  return out.reverse();
}

function finding(board: Board, chain: number[], z: number) {
  const { shape, cand } = board;
  const strike = seesBoth(board, chain[0]!, chain.at(-1)!, 1 << z);
  const masks = chain.map((c) => cand[c]!);
  const links = bivalueLinks(chain, masks, z);
  return {
    from: chain,
    place: [],
    strike,
    paper: 2 * chain.length,
    data: {
      value: z,
      // Each cell with its two digits and the digit it is, if the first is not z.
      chain: chain.map((c, i) => ({ cell: squareIn(shape, c), digits: [31 - Math.clz32(masks[i]! & -masks[i]!), 31 - Math.clz32(masks[i]!)], on: links[2 * i]!.b.value })),
      cells: strike.map((s) => squareIn(shape, s.cell)),
    },
    links,
  };
}

