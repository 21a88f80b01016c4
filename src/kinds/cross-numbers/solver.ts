import { digitsOf, isSingle, maskOf, popcount, rangeMask, valueOf } from '../../engine/grid/bits.ts';
import { type Group, linesOf as gridLines, type Shape as GridShape, shapeOf as gridShapeOf } from '../../engine/grid/shape.ts';
import { type Line, lineSupport, lineWork } from './lines.ts';
import type { CrossNumbersPuzzle, Distinct, Order } from './schema.ts';

/**
 * The proof solver: Cross Numbers as constraint propagation over digit domains (a 10-bit
 * mask per cell). Every line's domains are narrowed by generalised arc consistency
 * (lineSupport), so a row's narrowing reaches the columns crossing it, then it searches,
 * branching on the smallest domain. It counts solutions; how a person solves a puzzle,
 * and so its band, is the step solver's business (steps.ts).
 */

export interface Work {
  guesses: number;
  nodes: number;
  /**
   * Work in cell visits and value pairs tried by the line supports, the budget's unit: a
   * node of 9×9 lines of products costs thousands of times one of a 3×3 of sums.
   */
  cost: number;
}

export interface CountResult {
  solutions: Uint8Array[];
  complete: boolean;
  work: Work;
}

export interface Shape {
  rows: number;
  cols: number;
  /** The rows, then the columns. */
  lines: Line[];
  order: Order;
  distinct: Distinct;
  digits: [number, number];
  /**
   * The grid as the kit sees it (engine/grid): its digits, and its rows then its columns as
   * groups numbered as `lines`, those the distinct rule binds without repeats; under `grid`,
   * one group of every box besides. Its peers are the boxes a box's digit may not repeat in.
   */
  grid: GridShape;
  /** Each box's row and column (indices into `lines`). */
  linesOf: readonly (readonly [number, number])[];
}

/** The kit's shapes made so far, by size, distinct rule and digits: a generator asks for the same one thousands of times. */
const grids = new Map<string, { grid: GridShape; linesOf: readonly (readonly [number, number])[] }>();

/**
 * The kit's shape of a grid of `rows` × `cols` boxes under a distinct rule (`Shape.grid`), and
 * each box's row and column. No group is a house: a line need not hold every digit. Shapes are
 * only ever read, so one is made once and shared.
 */
function gridOf(rows: number, cols: number, distinct: Distinct, digits: readonly [number, number]) {
  const key = `${rows} ${cols} ${distinct} ${digits[0]} ${digits[1]}`;
  let found = grids.get(key);
  if (!found) {
    const lines = gridLines(cols, rows, false).map((g) => ({ ...g, distinct: distinct === 'grid' || distinct === 'lines' || (distinct === 'rows' && g.kind === 'row') }));
    const whole: Group[] = distinct === 'grid' ? [{ kind: 'box', n: 1, cells: Array.from({ length: rows * cols }, (_, i) => i), house: false, distinct: true }] : [];
    const grid = gridShapeOf(cols, rows, rangeMask(digits[0], digits[1]), [...lines, ...whole]);
    // A box's first two groups are its row and its column (the whole grid, where it is one, comes after).
    const linesOf = grid.groupsOf.map(([row, col]) => [row!, col!] as const);
    if (grids.size >= 64) grids.clear();
    found = { grid, linesOf };
    grids.set(key, found);
  }
  return found;
}

export function shapeOf(p: Omit<CrossNumbersPuzzle, 'cells' | 'base'>): Shape {
  const { grid, linesOf } = gridOf(p.rows, p.cols, p.distinct, p.digits);
  const lines: Line[] = Array.from({ length: p.rows + p.cols }, (_, l) => {
    const cells = [...grid.groups[l]!.cells];
    return l < p.rows ? { cells, ops: p.rowOps[l]!, total: p.rowTotals[l]! } : { cells, ops: p.colOps[l - p.rows]!, total: p.colTotals[l - p.rows]! };
  });
  return { rows: p.rows, cols: p.cols, lines, order: p.order, distinct: p.distinct, digits: p.digits, grid, linesOf };
}

export class CrossSolver {
  private readonly shape: Shape;
  private readonly n: number;
  private readonly full: number;
  /** The two lines through each cell: its row, then its column. */
  private readonly linesOf: readonly (readonly number[])[];
  /** Cells that must differ from each cell, under the distinct rule (the kit's peers). */
  private readonly peers: readonly Int32Array[];
  /** Line supports by line and cell domains: a generator re-checks the same lines many times. */
  private readonly memo = new Map<string, number[] | null>();
  nodes = 0;
  guesses = 0;
  cost = 0;
  /** The cost at which the search stops, and whether it did: then the count is unknown. */
  private budget = Infinity;
  private exhausted = false;

  constructor(shape: Shape) {
    this.shape = shape;
    this.n = shape.grid.size;
    this.full = shape.grid.digits;
    this.linesOf = shape.linesOf;
    this.peers = shape.grid.peers;
  }

  /** Domains from givens (null = blank); null if the givens already break the distinct rule. */
  private root(cells: readonly (number | null)[]): Uint16Array | null {
    const dom = new Uint16Array(this.n).fill(this.full);
    for (let i = 0; i < this.n; i++) {
      const v = cells[i];
      if (v !== null && v !== undefined) dom[i] = 1 << v;
    }
    for (let i = 0; i < this.n; i++) if (isSingle(dom[i]!) && !this.settle(dom, i, null)) return null;
    return dom;
  }

  /** Strikes a fixed cell's digit from its peers, cascading. False on a contradiction. */
  private settle(dom: Uint16Array, cell: number, queue: Set<number> | null): boolean {
    const bit = dom[cell]!;
    this.cost += this.peers[cell]!.length + 1;
    for (const p of this.peers[cell]!) {
      if (!(dom[p]! & bit)) continue;
      if (dom[p] === bit) return false;
      dom[p] = dom[p]! & ~bit;
      if (queue) for (const l of this.linesOf[p]!) queue.add(l);
      if (isSingle(dom[p]!) && !this.settle(dom, p, queue)) return false;
    }
    return true;
  }

  /** The digits each cell of line `l` can take given these domains (as masks); null if none fit. */
  private support(l: number, masks: number[]): number[] | null {
    const key = `${l}:${masks.join(',')}`;
    // A look-up builds its key and arrays: about as slow as 20 cell visits a cell.
    this.cost += 20 * masks.length + 50;
    const hit = this.memo.get(key);
    if (hit !== undefined) return hit;
    const line = this.shape.lines[l]!;
    const before = lineWork.pairs;
    const support = lineSupport(masks.map(digitsOf), line.ops, line.total, this.shape.order);
    this.cost += 8 * (lineWork.pairs - before); // a pair is tried and put in a hash set
    const out = support && support.map(maskOf);
    if (this.memo.size > 200_000) this.memo.clear();
    this.memo.set(key, out);
    return out;
  }

  /** Every line narrowed to supported digits, until nothing changes. False on a contradiction, or when the budget ran out (`exhausted`). */
  private propagate(dom: Uint16Array): boolean {
    this.nodes++;
    const { lines } = this.shape;
    const queue = new Set<number>(lines.keys());
    while (queue.size) {
      // Checked per line: one line of long products can cost millions.
      if (this.cost > this.budget) {
        this.exhausted = true;
        return false;
      }
      const l = queue.values().next().value!;
      queue.delete(l);
      const line = lines[l]!;
      const support = this.support(l, line.cells.map((c) => dom[c]!));
      if (!support) return false;
      for (let i = 0; i < line.cells.length; i++) {
        const cell = line.cells[i]!;
        const mask = support[i]!;
        if (mask === dom[cell]) continue;
        if (mask === 0) return false;
        dom[cell] = mask;
        for (const other of this.linesOf[cell]!) if (other !== l) queue.add(other);
        if (isSingle(mask) && !this.settle(dom, cell, queue)) return false;
      }
    }
    return true;
  }

  private solved(dom: Uint16Array): boolean {
    return dom.every(isSingle);
  }

  private search(dom: Uint16Array, limit: number, out: Uint8Array[]): boolean {
    this.cost += 4 * this.n;
    if (this.solved(dom)) {
      out.push(Uint8Array.from(dom, valueOf));
      return true;
    }
    let best = -1;
    let bestSize = 99;
    for (let i = 0; i < this.n; i++) {
      if (isSingle(dom[i]!)) continue;
      const size = popcount(dom[i]!);
      if (size < bestSize) [best, bestSize] = [i, size];
    }
    for (const v of digitsOf(dom[best]!)) {
      if (this.cost > this.budget) return false;
      this.guesses++;
      const child = dom.slice();
      child[best] = 1 << v;
      if (this.settle(child, best, null) && this.propagate(child)) {
        if (!this.search(child, limit, out)) return false;
        if (out.length >= limit) return true;
      } else if (this.exhausted) return false;
    }
    return true;
  }

  /** Solutions up to `limit` (cell digits, row by row); incomplete when `budget` (of cost) ran out. */
  count(cells: readonly (number | null)[], limit: number, budget: number): CountResult {
    this.nodes = 0;
    this.guesses = 0;
    this.cost = 0;
    this.budget = budget;
    this.exhausted = false;
    const work = () => ({ guesses: this.guesses, nodes: this.nodes, cost: this.cost });
    const solutions: Uint8Array[] = [];
    const dom = this.root(cells);
    if (!dom || !this.propagate(dom)) return { solutions, complete: !this.exhausted, work: work() };
    const complete = this.search(dom, limit, solutions);
    return { solutions, complete, work: work() };
  }
}
