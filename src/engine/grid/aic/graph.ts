import { popcount } from '../bits.ts';
import type { Board } from '../board.ts';
import type { Shape } from '../shape.ts';

/**
 * The links of alternating inference chains, read off a board as it stands, as a graph a search
 * walks without allocating. A node is a candidate: a digit in one cell, or a grouped node, the
 * digit's places (two or three) where a box crosses a row or a column, true when the digit is in
 * one of them. A strong link joins two nodes of which one must be true: the only two places left
 * for a digit in a house (either may be a grouped node), the only two digits left in a cell. A
 * weak link joins two that cannot both be true: one digit in nodes whose every cell sees every
 * cell of the other, two digits of one cell. Only nodes with a strong link are kept: a chain
 * alternates, so a node with none can neither carry a chain on nor end one.
 */

/** What a shape gives every graph of it, worked out once: cells as bitsets and where boxes cross lines. */
interface ShapeFacts {
  /** Words of a bitset of the shape's cells. */
  words: number;
  /** Each cell's peers as a bitset (`words` words a cell). */
  peers: Uint32Array;
  /** The cell sets two houses share (a box and a line), once each: where a grouped node may stand. */
  segments: (readonly number[])[];
  /** Each house's segments, by group index (none for a group that is not a house or crosses none). */
  segmentsOf: (number[] | undefined)[];
  /** Whether a cell is in a segment: `inSegment[s * size + c]`. */
  inSegment: Uint8Array;
  /** The houses, lines first (a person names a row before a box), then the others. */
  houses: number[];
  /** Each group as a bitset, for finding the group two nodes share. */
  groupBits: Uint32Array;
}

const facts = new WeakMap<Shape, ShapeFacts>();

export function factsOf(shape: Shape): ShapeFacts {
  let f = facts.get(shape);
  if (f) return f;
  const words = (shape.size + 31) >>> 5;
  const peers = new Uint32Array(shape.size * words);
  for (let c = 0; c < shape.size; c++) for (const p of shape.peers[c]!) peers[c * words + (p >>> 5)]! |= 1 << (p & 31);
  const segments: number[][] = [];
  const keys = new Map<string, number>();
  const segmentsOf: (number[] | undefined)[] = [];
  for (const { house, other, shared } of shape.crossings) {
    if (!shape.groups[other]!.house) continue;
    const key = [...shared].sort((a, b) => a - b).join(',');
    let s = keys.get(key);
    if (s === undefined) keys.set(key, (s = segments.push([...shared]) - 1));
    for (const h of [house, other]) {
      const list = (segmentsOf[h] ??= []);
      if (!list.includes(s)) list.push(s);
    }
  }
  const rank = (g: number) => (shape.groups[g]!.kind === 'row' || shape.groups[g]!.kind === 'column' ? 0 : 1);
  const houses = [...shape.houses].sort((a, b) => rank(a) - rank(b) || a - b);
  const groupBits = new Uint32Array(shape.groups.length * words);
  shape.groups.forEach((g, i) => {
    for (const c of g.cells) groupBits[i * words + (c >>> 5)]! |= 1 << (c & 31);
  });
  const inSegment = new Uint8Array(segments.length * shape.size);
  segments.forEach((cells, s) => cells.forEach((c) => (inSegment[s * shape.size + c] = 1)));
  facts.set(shape, (f = { words, peers, segments, segmentsOf, inSegment, houses, groupBits }));
  return f;
}

/** A strong link's reason: the house it is the digit's only two places in, or `CELL` (the cell's only two digits). */
export const CELL = -1;

/**
 * The graph of one board: its nodes (each a digit and its cells), strong and weak links as
 * adjacency lists (`head`/`next` per kind), the bitsets a chain's conclusions are read from.
 * Made afresh by `build`, in buffers kept with the graph and grown only when a board needs more.
 */
export class ChainGraph {
  readonly shape: Shape;
  readonly words: number;
  nodes = 0;
  /** Each node's digit. */
  digit = new Int32Array(256);
  /** Each node's cells: `cellStart[n]` … `cellStart[n + 1]` in `cells`. */
  cellStart = new Int32Array(257);
  cells = new Int32Array(512);
  /** Each node's cells as a bitset, and the cells that see every one of them (the node's cells never among them). */
  mask: Uint32Array;
  sees: Uint32Array;
  /** The cells holding each digit as a candidate, as bitsets (digit × words). */
  holding: Uint32Array;
  /** Strong links: from each node's `strongHead`, edges by `strongNext`, to `strongTo`, for the reason `strongWhy` (a house, or CELL). */
  strongHead = new Int32Array(256);
  strongNext = new Int32Array(1024);
  strongTo = new Int32Array(1024);
  strongWhy = new Int32Array(1024);
  strongEdges = 0;
  /** Weak links, the same way (no reason kept: the sentence finds the group the two share). */
  weakHead = new Int32Array(256);
  weakNext = new Int32Array(4096);
  weakTo = new Int32Array(4096);
  weakEdges = 0;
  /** The node of a digit in a cell (`cell * 32 + digit`), or of a digit in a segment, or -1: stamped by `stamp`, read only where stamped. */
  private singleAt: Int32Array;
  private singleStamp: Int32Array;
  private groupAt: Int32Array;
  private groupStamp: Int32Array;
  private stamp = 0;
  private readonly facts: ShapeFacts;
  private board: Board | undefined;
  /** A house's places of each digit, as `build` counts them. */
  private readonly places: Int32Array;
  private readonly count = new Int32Array(32);
  /** Scratch: a single node's one cell, a house's places of a digit split in two, the nodes by digit. */
  private readonly one = new Int32Array(1);
  private readonly at: Int32Array;
  private readonly mine: Int32Array;
  private readonly rest: Int32Array;
  private byDigit = new Int32Array(256);
  private readonly digitStart = new Int32Array(33);
  private readonly digitAt = new Int32Array(32);

  /** Whether every candidate is a node, linked strongly or not (a forcing chain starts from any, and ends on any). */
  readonly every: boolean;

  constructor(shape: Shape, { every = false }: { every?: boolean } = {}) {
    this.shape = shape;
    this.every = every;
    this.facts = factsOf(shape);
    this.words = this.facts.words;
    // A bitset a node, as many words as the grid's cells take (a 12×12 takes five).
    this.mask = new Uint32Array(this.digit.length * this.words);
    this.sees = new Uint32Array(this.digit.length * this.words);
    this.holding = new Uint32Array(32 * this.words);
    this.singleAt = new Int32Array(shape.size * 32);
    this.singleStamp = new Int32Array(shape.size * 32);
    this.groupAt = new Int32Array(Math.max(1, this.facts.segments.length) * 32);
    this.groupStamp = new Int32Array(Math.max(1, this.facts.segments.length) * 32);
    let largest = 0;
    for (const g of shape.groups) largest = Math.max(largest, g.cells.length);
    this.places = new Int32Array(32 * largest);
    this.at = new Int32Array(largest);
    this.mine = new Int32Array(largest);
    this.rest = new Int32Array(largest);
  }

  /** The graph of `board` as it stands. */
  build(board: Board): this {
    this.board = board;
    const { shape, facts, words, places, count } = this;
    const { filled, cand } = board;
    this.nodes = 0;
    this.strongEdges = 0;
    this.weakEdges = 0;
    this.stamp++;
    this.holding.fill(0);
    for (let c = 0; c < shape.size; c++) {
      if (filled[c]) continue;
      for (let m = cand[c]!; m; m &= m - 1) {
        const v = 31 - Math.clz32(m & -m);
        this.holding[v * words + (c >>> 5)]! |= 1 << (c & 31);
      }
    }
    // Strong links in houses: a digit with two places (cells or grouped nodes) left.
    const stride = places.length >>> 5;
    for (const h of facts.houses) {
      const cellsOf = shape.groups[h]!.cells;
      count.fill(0);
      let written = 0;
      for (const c of cellsOf) {
        if (filled[c]) {
          written |= 1 << board.value[c]!;
          continue;
        }
        for (let m = cand[c]!; m; m &= m - 1) {
          const v = 31 - Math.clz32(m & -m);
          places[v * stride + count[v]!++] = c;
        }
      }
      for (let v = 0; v < 32; v++) {
        const n = count[v]!;
        if (n < 2 || written & (1 << v)) continue;
        if (n === 2) {
          this.strong(this.single(places[v * stride]!, v), this.single(places[v * stride + 1]!, v), h);
          continue;
        }
        const segs = facts.segmentsOf[h];
        if (segs) {
          this.at.set(places.subarray(v * stride, v * stride + n));
          this.groupedLinks(h, v, this.at, n, segs);
        }
      }
    }
    // Strong links in cells: the only two digits of a cell.
    for (let c = 0; c < shape.size; c++) {
      const m = cand[c]!;
      if (filled[c] || popcount(m) !== 2) continue;
      const a = 31 - Math.clz32(m & -m);
      const b = 31 - Math.clz32(m);
      this.strong(this.single(c, a), this.single(c, b), CELL);
    }
    if (this.every) {
      for (let c = 0; c < shape.size; c++) {
        if (filled[c]) continue;
        for (let m = cand[c]!; m; m &= m - 1) this.single(c, 31 - Math.clz32(m & -m));
      }
    }
    this.weakLinks();
    return this;
  }

  /** The node of digit `v` in cell `c`, made on first need. */
  private single(c: number, v: number): number {
    const key = c * 32 + v;
    if (this.singleStamp[key] === this.stamp) return this.singleAt[key]!;
    this.singleStamp[key] = this.stamp;
    this.one[0] = c;
    return (this.singleAt[key] = this.node(v, this.one, 1));
  }

  /** The grouped node of digit `v` in segment `s`: its places there, the first `length` of `at` (two or more), made on first need. */
  private grouped(s: number, v: number, at: Int32Array, length: number): number {
    const key = s * 32 + v;
    if (this.groupStamp[key] === this.stamp) return this.groupAt[key]!;
    this.groupStamp[key] = this.stamp;
    return (this.groupAt[key] = this.node(v, at, length));
  }

  private node(v: number, at: Int32Array, length: number): number {
    const n = this.nodes++;
    const { words } = this;
    if (n + 1 >= this.digit.length) this.grow();
    this.digit[n] = v;
    const start = this.cellStart[n]!;
    if (start + length > this.cells.length) {
      const more = new Int32Array(this.cells.length * 2);
      more.set(this.cells);
      this.cells = more;
    }
    for (let i = 0; i < length; i++) this.cells[start + i] = at[i]!;
    this.cellStart[n + 1] = start + length;
    const { peers } = this.facts;
    for (let w = 0; w < words; w++) {
      let mask = 0;
      let sees = ~0;
      for (let i = 0; i < length; i++) {
        const c = at[i]!;
        if (c >>> 5 === w) mask |= 1 << (c & 31);
        sees &= peers[c * words + w]!;
      }
      this.mask[n * words + w] = mask;
      this.sees[n * words + w] = sees;
    }
    this.strongHead[n] = -1;
    this.weakHead[n] = -1;
    return n;
  }

  private grow(): void {
    const size = this.digit.length * 2;
    const grown = <T extends Int32Array | Uint32Array>(a: T, length: number): T => {
      const b = new (a.constructor as new (n: number) => T)(length);
      b.set(a);
      return b;
    };
    this.digit = grown(this.digit, size);
    this.cellStart = grown(this.cellStart, size + 1);
    this.mask = grown(this.mask, size * this.words);
    this.sees = grown(this.sees, size * this.words);
    this.strongHead = grown(this.strongHead, size);
    this.weakHead = grown(this.weakHead, size);
    this.byDigit = grown(this.byDigit, size);
  }

  /** A strong link both ways, once (a pair may be a house's two places twice: a row's and a box's). */
  private strong(a: number, b: number, why: number): void {
    for (let e = this.strongHead[a]!; e >= 0; e = this.strongNext[e]!) if (this.strongTo[e] === b) return;
    if (this.strongEdges + 2 > this.strongTo.length) {
      for (const key of ['strongNext', 'strongTo', 'strongWhy'] as const) {
        const more = new Int32Array(this[key].length * 2);
        more.set(this[key]);
        this[key] = more;
      }
    }
    for (const [x, y] of [
      [a, b],
      [b, a],
    ] as const) {
      const e = this.strongEdges++;
      this.strongTo[e] = y;
      this.strongWhy[e] = why;
      this.strongNext[e] = this.strongHead[x]!;
      this.strongHead[x] = e;
    }
  }

  private weak(a: number, b: number): void {
    if (this.weakEdges + 2 > this.weakTo.length) {
      for (const key of ['weakNext', 'weakTo'] as const) {
        const more = new Int32Array(this[key].length * 2);
        more.set(this[key]);
        this[key] = more;
      }
    }
    let e = this.weakEdges++;
    this.weakTo[e] = b;
    this.weakNext[e] = this.weakHead[a]!;
    this.weakHead[a] = e;
    e = this.weakEdges++;
    this.weakTo[e] = a;
    this.weakNext[e] = this.weakHead[b]!;
    this.weakHead[b] = e;
  }

  /**
   * A house's places of digit `v` (three or more) split into two nodes, at least one of them
   * grouped: the places in one of the house's segments, and the rest, when the rest is one
   * cell or lies in one segment too.
   */
  private groupedLinks(h: number, v: number, at: Int32Array, n: number, segs: readonly number[]): void {
    const { inSegment } = this.facts;
    const { size } = this.shape;
    const { mine, rest } = this;
    for (const s of segs) {
      let m = 0;
      let r = 0;
      for (let i = 0; i < n; i++) {
        const c = at[i]!;
        if (inSegment[s * size + c]) mine[m++] = c;
        else rest[r++] = c;
      }
      if (m < 2 || r === 0) continue;
      const a = this.grouped(s, v, mine, m);
      if (r === 1) this.strong(a, this.single(rest[0]!, v), h);
      else {
        for (const t of segs) {
          if (t === s) continue;
          // The rest is a grouped node only if it is all the places in that segment: two segments of a box share a cell.
          let inside = 0;
          for (let i = 0; i < n; i++) inside += inSegment[t * size + at[i]!]!;
          let all = inside === r;
          for (let i = 0; i < r && all; i++) all = inSegment[t * size + rest[i]!] === 1;
          if (all) {
            this.strong(a, this.grouped(t, v, rest, r), h);
            break;
          }
        }
      }
    }
  }

  /**
   * Weak links between the nodes kept: one digit where every cell of one sees every cell of the
   * other (nodes taken digit by digit), two digits of one cell.
   */
  private weakLinks(): void {
    const { words, nodes, digit, mask, sees, byDigit, digitStart } = this;
    digitStart.fill(0);
    for (let n = 0; n < nodes; n++) digitStart[digit[n]! + 1]!++;
    for (let v = 0; v < 32; v++) digitStart[v + 1]! += digitStart[v]!;
    const at = this.digitAt;
    at.set(digitStart.subarray(0, 32));
    for (let n = 0; n < nodes; n++) byDigit[at[digit[n]!]!++] = n;
    for (let v = 0; v < 32; v++) {
      const end = digitStart[v + 1]!;
      for (let i = digitStart[v]!; i < end; i++) {
        const a = byDigit[i]!;
        for (let j = i + 1; j < end; j++) {
          const b = byDigit[j]!;
          let all = true;
          for (let w = 0; w < words && all; w++) all = (mask[b * words + w]! & ~sees[a * words + w]!) === 0;
          if (all) this.weak(a, b);
        }
      }
    }
    // Two digits of one cell: the cell's nodes, found where they were stamped.
    const { size } = this.shape;
    const { cand, filled } = this.board!;
    for (let c = 0; c < size; c++) {
      if (filled[c]) continue;
      const base = c * 32;
      for (let m = cand[c]!; m; m &= m - 1) {
        const v = 31 - Math.clz32(m & -m);
        if (this.singleStamp[base + v] !== this.stamp) continue;
        for (let r = m & (m - 1); r; r &= r - 1) {
          const w = 31 - Math.clz32(r & -r);
          if (this.singleStamp[base + w] === this.stamp) this.weak(this.singleAt[base + v]!, this.singleAt[base + w]!);
        }
      }
    }
  }

  /** The cells of node `n`. */
  cellsOf(n: number): number[] {
    return Array.from(this.cells.subarray(this.cellStart[n]!, this.cellStart[n + 1]!));
  }

  /** The node of digit `v` in cell `c`, or -1 where the graph has none. */
  nodeAt(c: number, v: number): number {
    const key = c * 32 + v;
    return this.singleStamp[key] === this.stamp ? this.singleAt[key]! : -1;
  }

  /** Whether node `n` is one cell's digit. */
  isSingle(n: number): boolean {
    return this.cellStart[n + 1]! - this.cellStart[n]! === 1;
  }

  /** Whether nodes `a` and `b` are joined by a weak link. */
  weaklyLinked(a: number, b: number): boolean {
    for (let e = this.weakHead[a]!; e >= 0; e = this.weakNext[e]!) if (this.weakTo[e] === b) return true;
    return false;
  }

  /** A distinct group holding every cell of nodes `a` and `b` (the one a weak link between them is in), or -1. */
  sharedGroup(a: number, b: number): number {
    const { words, mask } = this;
    const { groupBits } = this.facts;
    for (const g of this.shape.groupsOf[this.cells[this.cellStart[a]!]!]!) {
      if (!this.shape.groups[g]!.distinct) continue;
      let all = true;
      for (let w = 0; w < words && all; w++) all = ((mask[a * words + w]! | mask[b * words + w]!) & ~groupBits[g * words + w]!) === 0;
      if (all) return g;
    }
    return -1;
  }
}

/**
 * The states of a breadth-first walk over a chain graph (node n supposed false is state 2n,
 * supposed true 2n + 1): which the current walk has seen (its `stamp`, one a walk, so nothing
 * is cleared between walks), each state's parent and depth, and the queue. AIC's search and
 * the forcing chains' both walk with it.
 */
export class Walk {
  protected seen = new Int32Array(0);
  protected parent = new Int32Array(0);
  protected depth = new Int32Array(0);
  protected queue = new Int32Array(0);
  protected stamp = 0;

  /** Room for a graph of `nodes`, grown (doubling) where there is not: whether it grew, and so the stamps began again. */
  protected grow(nodes: number): boolean {
    if (this.seen.length >= 2 * nodes) return false;
    const n = Math.max(2 * nodes, this.seen.length * 2, 512);
    this.seen = new Int32Array(n);
    this.parent = new Int32Array(n);
    this.depth = new Int32Array(n);
    this.queue = new Int32Array(n);
    this.stamp = 0;
    return true;
  }

  /** The nodes from the walk's start to `state`, in order. */
  protected path(state: number): number[] {
    const out: number[] = [];
    for (let d = this.depth[state]!; ; d--) {
      out.push(state >>> 1);
      if (d === 0) break;
      state = this.parent[state]!;
    }
    return out.reverse();
  }
}
