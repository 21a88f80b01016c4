import { popcount } from '../../engine/bits.ts';
import { type Board, boardFor } from './board.ts';

/**
 * Numbrix as constraint propagation over "where can number k go?" bitsets, with search.
 *
 * cand[k] is the set of cells that may hold k+1 (numbers are 0-based inside). Deductions:
 *  - route: k sits next to a cell of k-1 and a cell of k+1; sweeping this up and down the
 *    numbers gives exact walking distances around filled cells, so a gap between two
 *    givens whose only route is forced fills itself;
 *  - a number with one possible cell is placed, and that cell is struck from all others;
 *  - a cell only one number can reach takes that number; a cell no number can reach is a
 *    contradiction;
 *  - a cell with one way in can only hold 1 or the last number.
 * Then search: branch on the number with the fewest cells. This is the proof solver; how a
 * person solves a puzzle, and so its band, is the step solver's business (`steps.ts`).
 */

export interface Work {
  /** Cells tried by the search (the original generator's "choice count"). */
  guesses: number;
  /** Propagation runs. */
  nodes: number;
  /**
   * Work in cell and word visits, the budget's unit: a propagation run on a 30×30 grid costs
   * hundreds of times one on a 5×5, so counting runs alone let a budget run for minutes.
   */
  cost: number;
}

export interface CountResult {
  /** Each solution as the cell of every number, 0-based. */
  solutions: Int32Array[];
  /** False when the work budget ran out first: the count is unknown. */
  complete: boolean;
  work: Work;
}

/** One search state: candidate cells of every number, and the placed cell (or -1). */
interface State {
  cand: Uint32Array;
  cellOf: Int32Array;
}

export class NumbrixSolver {
  private readonly board: Board;
  private readonly n: number;
  private readonly words: number;
  private readonly a: Uint32Array;
  private readonly b: Uint32Array;
  private readonly once: Uint32Array;
  private readonly twice: Uint32Array;
  private readonly ownerOf: Int32Array;
  private readonly open: Uint8Array;
  private readonly stack: State[] = [];
  nodes = 0;
  guesses = 0;
  cost = 0;
  /** The cost at which the search stops, and whether it did: then the count is unknown. */
  private budget = Infinity;
  private exhausted = false;

  constructor(width: number, height: number) {
    this.board = boardFor(width, height);
    this.n = this.board.cells;
    this.words = this.board.words;
    this.a = new Uint32Array(this.words);
    this.b = new Uint32Array(this.words);
    this.once = new Uint32Array(this.words);
    this.twice = new Uint32Array(this.words);
    this.ownerOf = new Int32Array(this.n);
    this.open = new Uint8Array(this.n);
  }

  /** The state at search depth d, allocated once and reused. */
  private state(depth: number): State {
    let s = this.stack[depth];
    if (!s) {
      s = { cand: new Uint32Array(this.n * this.words), cellOf: new Int32Array(this.n) };
      this.stack[depth] = s;
    }
    return s;
  }

  /** The root state for a grid of givens (cell → number, 0 = empty); null if the givens clash. */
  private root(givens: ArrayLike<number>): State | null {
    const s = this.state(0);
    const { n, words } = this;
    for (let v = 0; v < n; v++) s.cand.set(this.board.full, v * words);
    s.cellOf.fill(-1);
    for (let cell = 0; cell < n; cell++) {
      const g = givens[cell]!;
      if (g > 0 && !this.place(s, g - 1, cell)) return null;
    }
    return s;
  }

  /** Puts number v on cell and strikes the cell from every other number. False on a clash. */
  private place(s: State, v: number, cell: number): boolean {
    const { n, words } = this;
    const w = cell >>> 5;
    const bit = 1 << (cell & 31);
    const at = v * words;
    if ((s.cand[at + w]! & bit) === 0) return false;
    // Placed neighbours in the sequence must touch: route only narrows unplaced numbers, so a
    // clash between two placed ones (givens, or two hidden singles in one pass) is caught here.
    if (v > 0 && s.cellOf[v - 1]! >= 0 && !this.touch(cell, s.cellOf[v - 1]!)) return false;
    if (v < n - 1 && s.cellOf[v + 1]! >= 0 && !this.touch(cell, s.cellOf[v + 1]!)) return false;
    s.cand.fill(0, at, at + words);
    s.cand[at + w] = bit;
    s.cellOf[v] = cell;
    this.cost += n;
    for (let u = 0; u < n; u++) {
      if (u === v) continue;
      const i = u * words + w;
      const x = s.cand[i]!;
      if (x & bit) {
        s.cand[i] = x & ~bit;
        if (s.cellOf[u]! >= 0) return false;
        let any = 0;
        for (let j = u * words, e = j + words; j < e; j++) any |= s.cand[j]!;
        if (any === 0) return false;
      }
    }
    return true;
  }

  private touch(a: number, b: number): boolean {
    const nb = this.board.neighbours;
    return nb[a * 4] === b || nb[a * 4 + 1] === b || nb[a * 4 + 2] === b || nb[a * 4 + 3] === b;
  }

  /** Narrows number v to cells beside its neighbours' cells. -1 contradiction, 1 changed, 0 not. */
  private route(s: State, v: number): number {
    const { words, n, a, b } = this;
    if (v > 0) this.board.around(s.cand, (v - 1) * words, a);
    else a.set(this.board.full);
    if (v < n - 1) {
      this.board.around(s.cand, (v + 1) * words, b);
      for (let i = 0; i < words; i++) a[i]! &= b[i]!;
    }
    const at = v * words;
    this.cost += 3 * words + 12; // a call's own overhead counts on small grids
    let changed = 0;
    let count = 0;
    let last = -1;
    for (let i = 0; i < words; i++) {
      const old = s.cand[at + i]!;
      const now = (old & a[i]!) >>> 0;
      if (now !== old) {
        s.cand[at + i] = now;
        changed = 1;
      }
      if (now !== 0) {
        count += popcount(now);
        last = i;
      }
    }
    if (count === 0) return -1;
    if (count === 1) {
      const cell = last * 32 + (31 - Math.clz32(s.cand[at + last]!));
      if (!this.place(s, v, cell)) return -1;
      return 1;
    }
    return changed;
  }

  /** Cells that only one number can reach take it. False on a contradiction. */
  private hiddenSingles(s: State): -1 | 0 | 1 {
    const { n, words, once, twice } = this;
    this.cost += 2 * n * (words + 2);
    once.fill(0);
    twice.fill(0);
    for (let v = 0; v < n; v++) {
      const at = v * words;
      for (let i = 0; i < words; i++) {
        const c = s.cand[at + i]!;
        twice[i]! |= once[i]! & c;
        once[i]! |= c;
      }
    }
    let anySingle = 0;
    for (let i = 0; i < words; i++) {
      if (once[i] !== this.board.full[i]) return -1; // a cell no number can reach
      once[i] = once[i]! & ~twice[i]!;
      anySingle |= once[i]!;
    }
    if (anySingle === 0) return 0;
    let changed: 0 | 1 = 0;
    for (let v = 0; v < n; v++) {
      if (s.cellOf[v]! >= 0) continue;
      const at = v * words;
      let cell = -1;
      for (let i = 0; i < words; i++) {
        let x = s.cand[at + i]! & once[i]!;
        while (x !== 0) {
          if (cell >= 0) return -1; // two cells that only v can fill
          cell = i * 32 + (31 - Math.clz32(x & -x));
          x &= x - 1;
        }
      }
      if (cell >= 0) {
        if (!this.place(s, v, cell)) return -1;
        changed = 1;
      }
    }
    return changed;
  }

  /** A cell with at most one way in must be the path's start or end. */
  private deadEnds(s: State): -1 | 0 | 1 {
    const { n, words, ownerOf, open } = this;
    const nb = this.board.neighbours;
    this.cost += 6 * n;
    ownerOf.fill(-1);
    for (let v = 0; v < n; v++) if (s.cellOf[v]! >= 0) ownerOf[s.cellOf[v]!] = v;
    for (let cell = 0; cell < n; cell++) {
      const u = ownerOf[cell]!;
      open[cell] = u < 0 || (u > 0 && s.cellOf[u - 1]! < 0) || (u < n - 1 && s.cellOf[u + 1]! < 0) ? 1 : 0;
    }
    let ends = 0;
    let changed: 0 | 1 = 0;
    for (let cell = 0; cell < n; cell++) {
      if (ownerOf[cell]! >= 0) continue;
      let ways = 0;
      for (let k = cell * 4; k < cell * 4 + 4; k++) {
        const m = nb[k]!;
        if (m >= 0 && open[m]) ways++;
      }
      if (ways >= 2) continue;
      if (ways === 0 || ++ends > 2) return -1;
      const w = cell >>> 5;
      const bit = 1 << (cell & 31);
      for (let v = 1; v < n - 1; v++) {
        const i = v * words + w;
        if (s.cand[i]! & bit) {
          s.cand[i] = s.cand[i]! & ~bit;
          changed = 1;
        }
      }
    }
    return changed;
  }

  /** Runs every deduction to a fixed point. False on a contradiction, or when the budget ran out (`exhausted`). */
  private propagate(s: State): boolean {
    const n = this.n;
    this.nodes++;
    // A run's fixed cost (calls, the search's copies and picks around it), which on a small
    // grid outweighs its cell visits: without it a 6×6 spent the budget at half the speed.
    this.cost += 1000;
    for (;;) {
      // One pass costs up to 2n routes; checked per pass, so a run stops within one pass of the budget.
      if (this.cost > this.budget) {
        this.exhausted = true;
        return false;
      }
      let changed = 0;
      for (let k = 0; k < 2 * n; k++) {
        const v = k < n ? k : 2 * n - 1 - k; // up the numbers, then back down
        if (s.cellOf[v]! >= 0) continue;
        const r = this.route(s, v);
        if (r < 0) return false;
        changed |= r;
      }
      const h = this.hiddenSingles(s);
      if (h < 0) return false;
      const d = this.deadEnds(s);
      if (d < 0) return false;
      if (!changed && !h && !d) return true;
    }
  }

  private solved(s: State): boolean {
    for (let v = 0; v < this.n; v++) if (s.cellOf[v]! < 0) return false;
    return true;
  }

  private copy(from: State, depth: number): State {
    const to = this.state(depth);
    this.cost += this.n * (this.words + 1);
    to.cand.set(from.cand);
    to.cellOf.set(from.cellOf);
    return to;
  }

  /** The unplaced number with fewest cells, or -1 if all are placed. */
  private pick(s: State): number {
    const { n, words } = this;
    this.cost += n * (words + 1);
    let best = -1;
    let bestCount = Infinity;
    for (let v = 0; v < n; v++) {
      if (s.cellOf[v]! >= 0) continue;
      let count = 0;
      for (let i = v * words, e = i + words; i < e; i++) count += popcount(s.cand[i]!);
      if (count < bestCount) {
        bestCount = count;
        best = v;
        if (count === 2) break;
      }
    }
    return best;
  }

  private cellsOf(s: State, v: number): number[] {
    const out: number[] = [];
    const at = v * this.words;
    for (let i = 0; i < this.words; i++) {
      let x = s.cand[at + i]!;
      while (x !== 0) {
        out.push(i * 32 + (31 - Math.clz32(x & -x)));
        x &= x - 1;
      }
    }
    return out;
  }

  private search(s: State, depth: number, limit: number, out: Int32Array[]): boolean {
    if (this.solved(s)) {
      out.push(Int32Array.from(s.cellOf));
      return true;
    }
    const v = this.pick(s);
    for (const cell of this.cellsOf(s, v)) {
      if (this.cost > this.budget) return false;
      this.guesses++;
      const child = this.copy(s, depth + 1);
      if (this.place(child, v, cell) && this.propagate(child)) {
        if (!this.search(child, depth + 1, limit, out)) return false;
        if (out.length >= limit) return true;
      } else if (this.exhausted) return false;
    }
    return true;
  }

  /** Finds solutions up to `limit` for a grid of givens (cell → number, 0 = empty), within `budget` of cost. */
  count(givens: ArrayLike<number>, limit: number, budget: number): CountResult {
    this.nodes = 0;
    this.guesses = 0;
    this.cost = 0;
    this.budget = budget;
    this.exhausted = false;
    const solutions: Int32Array[] = [];
    const work = () => ({ guesses: this.guesses, nodes: this.nodes, cost: this.cost });
    const root = this.root(givens);
    if (!root || !this.propagate(root)) return { solutions, complete: !this.exhausted, work: work() };
    const complete = this.search(root, 0, limit, solutions);
    return { solutions, complete, work: work() };
  }
}

const solvers = new Map<number, NumbrixSolver>();

/** Solvers hold scratch space for one size; reuse it (the engine is single-threaded per worker). */
export function solverFor(width: number, height: number): NumbrixSolver {
  const key = width * 1000 + height;
  let solver = solvers.get(key);
  if (!solver) solvers.set(key, (solver = new NumbrixSolver(width, height)));
  return solver;
}
