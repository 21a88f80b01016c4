import type { Square } from '../../grid-labels.ts';
import type { ChainNode, Link } from '../../steps.ts';
import { popcount } from '../bits.ts';
import type { Board } from '../board.ts';
import type { GroupName, Shape } from '../shape.ts';
import { type Finding, type GridTechnique, nameOf, squareIn } from '../technique.ts';
import { type LinkSaid, MAX_NODES, type NodeSaid } from './aic.ts';
import { CELL, ChainGraph, Walk } from './graph.ts';

/**
 * Forcing chains, told as chains: a cell holds one of its few digits, a house holds a digit in
 * one of its few places; suppose each in turn true and follow the links from it, as an AIC does
 * (a weak link makes the next false, a strong link the next true). Where every one of them
 * leads to one candidate being false, it is false: crossed off. Each way is a chain a reader
 * follows link by link, the same words as an AIC's; never "try a digit and see" (no digit is
 * written in, nothing is deduced but along a named link). The last rung: it asks for three or
 * four chains held in mind at once, where an AIC asks for one.
 */

/** The most ways a forcing chain follows: a cell of up to four digits, a digit with up to four places in a house. */
export const MAX_BRANCHES = 4;

/** One way of a forcing chain: its candidates from the one supposed true to the one ruled out, and the links between them. */
export interface BranchSaid {
  nodes: NodeSaid[];
  links: LinkSaid[];
}
export interface ForcingData {
  /** `cell`: the ways are a cell's digits; `house`: a digit's places in a house. */
  kind: 'cell' | 'house';
  /** The cell whose digits are tried, or the house (its kind and number) whose places of `value` are. */
  cell: Square;
  house: GroupName;
  value: number;
  /** The digits tried (a cell), or the places (a house). */
  digits: number[];
  places: Square[];
  branches: BranchSaid[];
  /** The candidate every way rules out. */
  struck: { cell: Square; digits: number[] };
}

class ForcingSearch extends Walk {
  readonly graph: ChainGraph;
  /** What one way rules out, and what every way so far does: a bitset of cells per digit. */
  private branch = new Uint32Array(0);
  private common = new Uint32Array(0);
  private readonly starts = new Int32Array(MAX_BRANCHES);

  constructor(shape: Shape) {
    super();
    this.graph = new ChainGraph(shape, { every: true });
    this.branch = new Uint32Array(32 * this.graph.words);
    this.common = new Uint32Array(32 * this.graph.words);
  }

  /**
   * Follows the links from node `start` supposed true, breadth first, to the bound: `branch`
   * holds every candidate a true node reached rules out (one digit where it sees it, the other
   * digits of its cell), unless `target` (digit × size + cell) is given: then it stops at the
   * first true node that rules that one out, and gives its state (-1 if none does).
   */
  private spread(board: Board, start: number, target = -1): number {
    const g = this.graph;
    const { words, digit, sees, holding, strongHead, strongNext, strongTo, weakHead, weakNext, weakTo, cells, cellStart } = g;
    const { seen, parent, depth, queue, branch } = this;
    const size = board.shape.size;
    const stamp = ++this.stamp;
    const tv = target >= 0 ? Math.floor(target / size) : -1;
    const tc = target >= 0 ? target % size : -1;
    if (target < 0) branch.fill(0);
    let head = 0;
    let tail = 0;
    const first = 2 * start + 1;
    seen[first] = stamp;
    depth[first] = 0;
    queue[tail++] = first;
    while (head < tail) {
      const state = queue[head++]!;
      const n = state >>> 1;
      const d = depth[state]!;
      if (state & 1) {
        const v = digit[n]!;
        const single = cellStart[n + 1]! - cellStart[n]! === 1;
        const c = cells[cellStart[n]!]!;
        if (target >= 0) {
          if (tv === v ? (sees[n * words + (tc >>> 5)]! >>> (tc & 31)) & 1 : single && c === tc) return state;
        } else {
          for (let w = 0; w < words; w++) branch[v * words + w]! |= sees[n * words + w]! & holding[v * words + w]!;
          if (single) for (let m = board.cand[c]! & ~(1 << v); m; m &= m - 1) branch[(31 - Math.clz32(m & -m)) * words + (c >>> 5)]! |= 1 << (c & 31);
        }
        // A true node rules out its neighbours (one more node); room is left for the strong link after and what that rules out.
        if (d + 4 > MAX_NODES) continue;
        for (let e = weakHead[n]!; e >= 0; e = weakNext[e]!) {
          const off = 2 * weakTo[e]!;
          if (seen[off] === stamp) continue;
          seen[off] = stamp;
          parent[off] = state;
          depth[off] = d + 1;
          queue[tail++] = off;
        }
      } else {
        for (let e = strongHead[n]!; e >= 0; e = strongNext[e]!) {
          const on = 2 * strongTo[e]! + 1;
          if (seen[on] === stamp) continue;
          seen[on] = stamp;
          parent[on] = state;
          depth[on] = d + 1;
          queue[tail++] = on;
        }
      }
    }
    return -1;
  }

  /** Whether every way from the `k` starts rules something out: left in `common`. */
  private forced(board: Board, k: number): boolean {
    const { common, branch, starts } = this;
    const { holding } = this.graph;
    common.set(holding);
    for (let i = 0; i < k; i++) {
      this.spread(board, starts[i]!);
      let any = 0;
      for (let w = 0; w < common.length; w++) any |= common[w]! &= branch[w]!;
      if (!any) return false;
    }
    return true;
  }

  find(board: Board): Finding | null {
    const g = this.graph.build(board);
    this.grow(g.nodes);
    const { shape, filled, cand } = board;
    const { starts } = this;
    for (let k = 3; k <= MAX_BRANCHES; k++) {
      // A cell's k digits.
      for (let c = 0; c < shape.size; c++) {
        if (filled[c] || popcount(cand[c]!) !== k) continue;
        let i = 0;
        for (let m = cand[c]!; m; m &= m - 1) starts[i++] = g.nodeAt(c, 31 - Math.clz32(m & -m));
        if (this.forced(board, k)) return this.said(board, k, { kind: 'cell', cell: c, house: -1, value: 0 });
      }
      // A digit's k places in a house.
      for (const h of shape.houses) {
        const at = shape.groups[h]!.cells;
        for (let v = 0; v < 32; v++) {
          if (!(shape.digits & (1 << v))) continue;
          let i = 0;
          let written = false;
          for (const c of at) {
            if (filled[c]) written ||= board.value[c] === v;
            else if (cand[c]! & (1 << v)) {
              if (i < k) starts[i] = g.nodeAt(c, v);
              i++;
            }
          }
          if (written || i !== k) continue;
          if (this.forced(board, k)) return this.said(board, k, { kind: 'house', cell: -1, house: h, value: v });
        }
      }
    }
    return null;
  }

  /** The finding: of what every way rules out, the candidate their chains reach soonest, each way's chain to it. */
  private said(board: Board, k: number, source: { kind: 'cell' | 'house'; cell: number; house: number; value: number }): Finding {
    const g = this.graph;
    const { shape } = board;
    const { words } = g;
    const starts = Array.from(this.starts.subarray(0, k));
    const candidates: number[] = [];
    for (let v = 0; v < 32; v++) for (let w = 0; w < words; w++) for (let m = this.common[v * words + w]!; m; m &= m - 1) candidates.push(v * shape.size + w * 32 + (31 - Math.clz32(m & -m)));
    let best: number[][] | null = null;
    let bestTarget = -1;
    let bestLength = Infinity;
    for (const target of candidates) {
      const ways = starts.map((s) => this.path(this.spread(board, s, target)));
      const length = ways.reduce((sum, way) => sum + way.length, 0);
      if (length < bestLength) (best = ways), (bestTarget = target), (bestLength = length);
    }
    const zv = Math.floor(bestTarget / shape.size);
    const zc = bestTarget % shape.size;
    const z = g.nodeAt(zc, zv);
    const nodeOf = (n: number): ChainNode => ({ cells: g.cellsOf(n), value: g.digit[n]! });
    const saidNode = (n: number): NodeSaid => ({ value: g.digit[n]!, cells: g.cellsOf(n).map((c) => squareIn(shape, c)) });
    const links: Link[] = [];
    const branches: BranchSaid[] = best!.map((way) => {
      const chain = [...way, z];
      const pairs = chain.slice(0, -1).map((a, i) => [a, chain[i + 1]!] as const);
      // From a node supposed true: weak first, then strong, in turn, the last weak (to the one ruled out).
      pairs.forEach(([a, b], i) => links.push({ a: nodeOf(a), b: nodeOf(b), strong: i % 2 === 1 }));
      return {
        nodes: chain.map(saidNode),
        links: pairs.map(([a, b], i) => {
          const strong = i % 2 === 1;
          const sameCell = !strong && g.digit[a] !== g.digit[b];
          const group = strong ? strongReason(g, a, b) : sameCell ? CELL : g.sharedGroup(a, b);
          const why = group >= 0 ? nameOf(shape, group) : { kind: sameCell || strong ? ('cell' as const) : ('sees' as const), n: 0 };
          return { strong, why };
        }),
      };
    });
    const from: number[] = [];
    for (const way of best!) for (const n of way) for (const c of g.cellsOf(n)) if (!from.includes(c)) from.push(c);
    if (!from.includes(zc)) from.push(zc);
    const startCells = starts.map((s) => g.cells[g.cellStart[s]!]!);
    const group = source.house >= 0 ? shape.groups[source.house]! : null;
    const data: ForcingData = {
      kind: source.kind,
      cell: squareIn(shape, source.kind === 'cell' ? source.cell : startCells[0]!),
      house: group ? nameOf(shape, source.house) : { kind: 'row', n: 0 },
      value: source.value,
      digits: starts.map((s) => g.digit[s]!),
      places: startCells.map((c) => squareIn(shape, c)),
      branches,
      struck: { cell: squareIn(shape, zc), digits: [zv] },
    };
    return { from, place: [], strike: [{ cell: zc, values: 1 << zv }], data, paper: best!.reduce((sum, way) => sum + way.length + 1, 0), links };
  }
}

/** The reason of the strong link from `a` to `b`: the house that has them as a digit's only two places, or CELL. */
function strongReason(g: ChainGraph, a: number, b: number): number {
  for (let e = g.strongHead[a]!; e >= 0; e = g.strongNext[e]!) if (g.strongTo[e] === b) return g.strongWhy[e]!;
  throw new Error('forcing-chain: a chain took a strong link the graph does not have');
}

const searches = new WeakMap<Shape, ForcingSearch>();

export const forcingChain: GridTechnique = {
  key: 'forcing-chain',
  says: 'forcing-chain',
  find(board: Board) {
    let search = searches.get(board.shape);
    if (!search) searches.set(board.shape, (search = new ForcingSearch(board.shape)));
    return search.find(board);
  },
};
