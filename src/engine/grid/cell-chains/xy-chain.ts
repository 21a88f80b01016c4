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

/** The work lists of the search, made once a shape: the generator asks thousands of boards of one shape. */
interface Scratch {
  /** The bivalue cells, and each cell's index among them (-1: none). */
  cells: Int32Array;
  index: Int32Array;
  /** Per node (a bivalue cell's index × 2, + 1 when its higher digit is the one it passes on): the node before it, and its chain's length in cells. */
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
    s = { cells: new Int32Array(n), index: new Int32Array(n), parent: new Int32Array(2 * n), length: new Int32Array(2 * n), seen: new Int32Array(2 * n), queue: new Int32Array(2 * n) };
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
    const { cells, index, parent, length, seen, queue } = scratchOf(shape);
    let n = 0;
    index.fill(-1);
    for (let c = 0; c < shape.size; c++) if (!filled[c] && popcount(cand[c]!) === 2) (index[c] = n), (cells[n++] = c);
    if (n < XY_CHAIN_MIN) return null;
    // The digit a node passes on, and whether bivalue cell `at` lies on the chain up to `node`.
    const onOf = (node: number) => {
      const m = cand[cells[node >> 1]!]!;
      return node & 1 ? 31 - Math.clz32(m) : 31 - Math.clz32(m & -m);
    };
    const behind = (node: number, at: number) => {
      for (let p = node; p >= 0; p = parent[p]!) if (p >> 1 === at) return true;
      return false;
    };
    // The shortest chain yet, and its digit.
    let best: number[] | null = null;
    let bestZ = -1;
    for (let i = 0; i < n; i++) {
      const start = cells[i]!;
      const pair = cand[start]!;
      const low = pair & -pair;
      for (let t = 0; t < 2; t++) {
        const zBit = t === 0 ? low : pair & ~low;
        // Start: the first cell is not z, so it is its other digit, which it passes on.
        const first = 2 * i + (t === 0 ? 1 : 0);
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
          const on = onOf(node);
          const bit = 1 << on;
          const peers = shape.peers[cells[node >> 1]!]!;
          for (let k = 0; k < peers.length; k++) {
            const c = peers[k]!;
            const j = index[c]!;
            if (j < 0 || !(cand[c]! & bit)) continue;
            // The next cell is not `on`, so it passes on its other digit.
            const next = 2 * j + (31 - Math.clz32(cand[c]!) === on ? 0 : 1);
            if (seen[next] === stamp || behind(node, j)) continue;
            seen[next] = stamp;
            parent[next] = node;
            length[next] = len;
            queue[tail++] = next;
            if (len >= XY_CHAIN_MIN && onOf(next) === 31 - Math.clz32(zBit) && anySeesBoth(board, start, c, zBit)) {
              best = chainOf(next, parent, cells);
              bestZ = 31 - Math.clz32(zBit);
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

