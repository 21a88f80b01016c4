import type { Square } from '../../grid-labels.ts';
import type { ChainNode, Link } from '../../steps.ts';
import { digitsOf } from '../bits.ts';
import type { Board } from '../board.ts';
import type { GroupKind, GroupName, Shape } from '../shape.ts';
import { type Finding, type GridTechnique, nameOf, squareIn } from '../technique.ts';
import { CELL, ChainGraph, Walk } from './graph.ts';

/**
 * Alternating inference chains (AIC), with grouped nodes. From a candidate supposed false, a
 * strong link makes the next true, a weak link the next false, in turn; a chain that ends on a
 * strong link ends on a candidate that is true if the first is false: one of its two ends is
 * true. So:
 *  - `one`: both ends one digit: it is crossed off every cell that sees both ends (all the cells
 *    of a grouped end);
 *  - `two`: ends of two digits in cells that see each other: each digit is crossed off the other
 *    end's cell (were it there, the other end would be false too);
 *  - `loop`: the last candidate sees the first (a weak link closes the chain): then of each two
 *    linked candidates exactly one is true, all along the loop, and every candidate that sees
 *    both of a pair is crossed off (the other digits of a cell whose two digits are a pair).
 * Breadth first from every candidate, so the shortest chain on the board is the one found, and
 * only chains that never use a candidate twice (no two nodes of a digit sharing a cell).
 * X-chains (one digit) and XY-chains (two-digit cells) are AICs too, found here as well.
 */

/** The longest chain looked for, in candidates: a person follows sixteen at most, and it bounds the search (the generator asks every board it tries). */
export const MAX_NODES = 16;

/**
 * What a chain concludes. (A chain back to its own start, true, would place it; but a shorter
 * chain always strikes its way there first: the chain less its last two links ends on a
 * candidate that sees the start's partner, so it is never the one found, and not looked for.)
 */
export type AicKind = 'one' | 'two' | 'loop';

/** A node as a sentence is told it: its digit and its cells (a grouped node's in one row or column). */
export interface NodeSaid {
  value: number;
  cells: Square[];
}
/**
 * A link as a sentence is told it: strong or weak, and where: the group it stands in (for a
 * strong link, the house holding the digit's only two places), `cell` (a cell's two digits), or
 * `sees` (one digit in cells that see each other through no one group).
 */
export interface LinkSaid {
  strong: boolean;
  why: Omit<GroupName, 'kind'> & { kind: GroupKind | 'cell' | 'sees' };
}
export interface AicData {
  kind: AicKind;
  /** The chain's candidates in order, the first supposed false. */
  nodes: NodeSaid[];
  /** The links between them in order; a loop's last joins its last candidate to its first. */
  links: LinkSaid[];
  struck: { cell: Square; digits: number[] }[];
}

/** A search's buffers, kept with the shape: one find allocates only what it returns. */
class Search extends Walk {
  readonly graph: ChainGraph;
  /** The nodes a weak link joins to the walk's start (its stamp where so): a chain back to one closes a loop. */
  private near = new Int32Array(0);

  constructor(shape: Shape) {
    super();
    this.graph = new ChainGraph(shape);
  }

  private room(nodes: number): void {
    // Stamped as `seen` is: made afresh whenever the stamps begin again.
    if (this.grow(nodes)) this.near = new Int32Array(this.seen.length / 2);
  }

  /** The shortest clean chain that strikes something, as node ids with its kind, or null. */
  find(board: Board): { nodes: number[]; kind: AicKind } | null {
    const g = this.graph.build(board);
    const { nodes, words, digit, sees, holding, strongHead, strongNext, strongTo, weakHead, weakNext, weakTo } = g;
    this.room(nodes);
    const { seen, parent, depth, queue, near } = this;
    let best: { nodes: number[]; kind: AicKind } | null = null;
    let bestNodes = MAX_NODES + 1;
    for (let s = 0; s < nodes; s++) {
      const stamp = ++this.stamp;
      for (let e = weakHead[s]!; e >= 0; e = weakNext[e]!) near[weakTo[e]!] = stamp;
      const v = digit[s]!;
      const single = g.isSingle(s);
      let head = 0;
      let tail = 0;
      queue[tail++] = 2 * s;
      seen[2 * s] = stamp;
      depth[2 * s] = 0;
      search: while (head < tail) {
        const state = queue[head++]!;
        const n = state >>> 1;
        const d = depth[state]!;
        if ((state & 1) === 0) {
          // Supposed false: a strong link makes the next true; each true one reached may end a chain.
          if (d + 2 >= bestNodes) break;
          for (let e = strongHead[n]!; e >= 0; e = strongNext[e]!) {
            const y = strongTo[e]!;
            const on = 2 * y + 1;
            if (seen[on] === stamp) continue;
            seen[on] = stamp;
            parent[on] = state;
            depth[on] = d + 1;
            queue[tail++] = on;
            if (y === s) continue;
            let kind: AicKind | null = null;
            const w = digit[y]!;
            // A weak link back to the start closes a loop (of four candidates at least: two are one strong link).
            if (near[y] === stamp && d + 2 >= 4) kind = 'loop';
            else if (w === v) {
              for (let i = 0; i < words; i++) if (sees[s * words + i]! & sees[y * words + i]! & holding[v * words + i]!) kind = 'one';
            } else if (single && g.isSingle(y) && board.sees(g.cells[g.cellStart[s]!]!, g.cells[g.cellStart[y]!]!)) {
              const a = g.cells[g.cellStart[s]!]!;
              const b = g.cells[g.cellStart[y]!]!;
              if (board.cand[a]! & (1 << w) || board.cand[b]! & (1 << v)) kind = 'two';
            }
            if (!kind) continue;
            const chain = this.path(on);
            if (!clean(g, chain)) continue;
            if (kind === 'loop' && loopStrikes(g, board, chain).length === 0) continue;
            best = { nodes: chain, kind };
            bestNodes = chain.length;
            break search;
          }
        } else {
          // True: a weak link makes the next false; room is left for a strong link after it.
          if (d + 3 > MAX_NODES || d + 3 >= bestNodes) continue;
          for (let e = weakHead[n]!; e >= 0; e = weakNext[e]!) {
            const off = 2 * weakTo[e]!;
            if (seen[off] === stamp) continue;
            seen[off] = stamp;
            parent[off] = state;
            depth[off] = d + 1;
            queue[tail++] = off;
          }
        }
      }
    }
    return best;
  }
}

/** Whether a chain uses no candidate twice: no two of its nodes of one digit share a cell. */
function clean(g: ChainGraph, chain: readonly number[]): boolean {
  const { words, mask, digit } = g;
  for (let i = 0; i < chain.length; i++) {
    for (let j = i + 1; j < chain.length; j++) {
      const a = chain[i]!;
      const b = chain[j]!;
      if (digit[a] !== digit[b]) continue;
      for (let w = 0; w < words; w++) if (mask[a * words + w]! & mask[b * words + w]!) return false;
    }
  }
  return true;
}

/** Each link of a loop, its closing one too, as the pair of nodes it joins. */
const loopPairs = (chain: readonly number[]) => chain.map((a, i) => [a, chain[(i + 1) % chain.length]!] as const);

/** What a loop crosses off: of each linked pair exactly one is true, so what sees both (one digit) or shares their cell (two digits) goes. */
function loopStrikes(g: ChainGraph, board: Board, chain: readonly number[]): { cell: number; values: number }[] {
  const struck = new Map<number, number>();
  for (const [a, b] of loopPairs(chain)) {
    const v = g.digit[a]!;
    const w = g.digit[b]!;
    if (v === w) {
      for (const c of cellsIn(g, (i) => g.sees[a * g.words + i]! & g.sees[b * g.words + i]! & g.holding[v * g.words + i]!)) struck.set(c, (struck.get(c) ?? 0) | (1 << v));
    } else {
      const c = g.cells[g.cellStart[a]!]!;
      const rest = board.cand[c]! & ~(1 << v) & ~(1 << w);
      if (rest) struck.set(c, (struck.get(c) ?? 0) | rest);
    }
  }
  return [...struck].sort((x, y) => x[0] - y[0]).map(([cell, values]) => ({ cell, values }));
}

/** The cells of a bitset given word by word. */
function cellsIn(g: ChainGraph, word: (i: number) => number): number[] {
  const out: number[] = [];
  for (let i = 0; i < g.words; i++) for (let m = word(i) >>> 0; m; m &= m - 1) out.push(i * 32 + (31 - Math.clz32(m & -m)));
  return out;
}

const searches = new WeakMap<Shape, Search>();

/** The finding a chain makes: what it strikes or places, its links in order, what its sentence is told. */
function findingOf(g: ChainGraph, board: Board, chain: readonly number[], kind: AicKind): Finding {
  const { shape } = board;
  const first = chain[0]!;
  const last = chain[chain.length - 1]!;
  const v = g.digit[first]!;
  const w = g.digit[last]!;
  let strike: { cell: number; values: number }[] = [];
  if (kind === 'one') strike = cellsIn(g, (i) => g.sees[first * g.words + i]! & g.sees[last * g.words + i]! & g.holding[v * g.words + i]!).map((cell) => ({ cell, values: 1 << v }));
  else if (kind === 'two') {
    const a = g.cells[g.cellStart[first]!]!;
    const b = g.cells[g.cellStart[last]!]!;
    if (board.cand[a]! & (1 << w)) strike.push({ cell: a, values: 1 << w });
    if (board.cand[b]! & (1 << v)) strike.push({ cell: b, values: 1 << v });
  } else if (kind === 'loop') strike = loopStrikes(g, board, chain);
  const pairs = kind === 'loop' ? loopPairs(chain) : loopPairs(chain).slice(0, -1);
  const nodeOf = (n: number): ChainNode => ({ cells: g.cellsOf(n), value: g.digit[n]! });
  // The chain alternates from a strong link; a loop closes on a weak one.
  const links: Link[] = pairs.map(([a, b], i) => ({ a: nodeOf(a), b: nodeOf(b), strong: i % 2 === 0 }));
  const said: LinkSaid[] = pairs.map(([a, b], i) => {
    const strong = i % 2 === 0;
    const sameCell = !strong && g.digit[a] !== g.digit[b];
    const group = strong ? strongReason(g, a, b) : sameCell ? CELL : g.sharedGroup(a, b);
    // Cells that see each other through no one group (a cage on one side, a line on the other) are said to see each other.
    const why = group >= 0 ? nameOf(shape, group) : { kind: sameCell || strong ? ('cell' as const) : ('sees' as const), n: 0 };
    return { strong, why };
  });
  const from: number[] = [];
  for (const n of chain) for (const c of g.cellsOf(n)) if (!from.includes(c)) from.push(c);
  const data: AicData = {
    kind,
    nodes: chain.map((n) => ({ value: g.digit[n]!, cells: g.cellsOf(n).map((c) => squareIn(shape, c)) })),
    links: said,
    struck: strike.map((s) => ({ cell: squareIn(shape, s.cell), digits: digitsOf(s.values) })),
  };
  return { from, place: [], strike, data, paper: chain.length, links };
}

/** The reason of the strong link from `a` to `b`: the house that has them as a digit's only two places, or CELL. */
function strongReason(g: ChainGraph, a: number, b: number): number {
  for (let e = g.strongHead[a]!; e >= 0; e = g.strongNext[e]!) if (g.strongTo[e] === b) return g.strongWhy[e]!;
  throw new Error('aic: a chain took a strong link the graph does not have');
}

export const aic: GridTechnique = {
  key: 'aic',
  says: 'aic',
  find(board: Board) {
    let search = searches.get(board.shape);
    if (!search) searches.set(board.shape, (search = new Search(board.shape)));
    const found = search.find(board);
    return found && findingOf(search.graph, board, found.nodes, found.kind);
  },
};
