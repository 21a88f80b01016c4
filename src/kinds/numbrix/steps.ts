import { rowsOf, type Step, type StepLog, type Stepper, written } from '../../engine/steps.ts';
import type { NumbrixPuzzle, NumbrixSolution } from './schema.ts';
import { type Board, boardFor } from './board.ts';
import { fenceSaid, type NumbrixTechnique, onlyNumberSaid, routesSaid, words } from './words.ts';
import { type Square, squareOf } from '../../engine/grid-labels.ts';

/**
 * Numbrix as a person solves it: one named technique at a time, each step writing numbers
 * in and saying why. Nothing here guesses; every step follows from what is on the grid, so
 * a puzzle these steps fill has exactly one answer.
 *
 * The ladder (levels are bands: 1 easy … 4 expert):
 *  1 bridge, single exit: the two things anyone sees first;
 *  2 only route, two-step gap, dead end, checkerboard parity: a little counting. A gap
 *    with a single route of its length (a corridor, a pocket just big enough) is a forced
 *    move, whatever its length: no listing, so never the band's technique alone (grade.ts);
 *  3 distance fence, only number that reaches a cell: walking distances around the numbers;
 *  4 route listing: every route of a short gap (two to `ROUTE_LIMIT`), dropping those that
 *    seal off a pocket. It is the ladder's only case split, and one level deep: each route
 *    is a case closed by one look at the board with it drawn in (`noPocket`), never by a
 *    listing of its own.
 *
 * Each step writes in one number, as a hint gives one: where a listing shows more than one
 * square certain, the first is written and the rest are found again as easy steps from it
 * (a person writes a traced route in a number at a time, each a look at its squares). So a
 * solve has one step for every empty square, and a harder band, with fewer clues, has more.
 * Steps keep no pencil marks between them, so each one reads on its own from the grid as it
 * stands (which is what a hint must show).
 */

/** Longest gap (numbers missing between two placed ones) a person would list the routes of. */
export const ROUTE_GAP = 6;
/**
 * Most routes a person writes out for one gap, counting those then dropped for sealing a
 * pocket: a gap with more is not listed (that is no longer a person's step). Issue 65: at a
 * dozen, one listing in six wrote out 7–12 routes (7×7 and 9×9 experts), and a person solving
 * by hand met a wall; six is a handful, and 84% of the listings were within it already.
 */
export const ROUTE_LIMIT = 6;
/**
 * Most squares or runs a distance fence or an only-number step may have a person test: more
 * is not a step anyone takes (they would not count the distances of a whole region).
 */
export const FENCE_LIMIT = 12;

const UNREACHED = 1 << 20;

/**
 * Work one `solve` may spend, in cell visits (`work`): about 2 s on a 30×30 grid, where a
 * grid built to be slow could otherwise take minutes (a distance fence looks at every square
 * for every missing number, at every step). Out of it, the solver stops as if stuck. The
 * generator's calls need less: the most measured was 163 million (30×30 expert), 15
 * million at 20×20, 3.2 million at 15×15 (with only routes looked for first at level 2,
 * issue 34).
 */
export const STEP_BUDGET = 300_000_000;

interface Gap {
  lo: number;
  hi: number;
}

/** A short gap with two or more routes of its length, as written out. */
interface Listed extends Gap {
  routes: number[][];
}

/** A step found by one technique: numbers to place, the cells it looks at, its sentence, what it tests on paper. */
interface Found {
  technique: NumbrixTechnique;
  from: number[];
  place: { cell: number; value: number }[];
  say: string;
  paper: number;
}

export class NumbrixSteps {
  private readonly board: Board;
  private readonly width: number;
  private readonly n: number;
  /** Value in each cell, 0 for empty. */
  private readonly val: Int32Array;
  /** Cell of each value 1..n, -1 when not placed; 0 and n+1 are sentinels. */
  private readonly pos: Int32Array;
  private readonly queue: Int32Array;
  /** Walking distances to a gap's upper number, for the only-route look (made once: it looks at most steps). */
  private readonly target: Int32Array;
  /** Bit v set when number v is on the grid (`mark`, kept with `pos`): see `placedWord`. */
  private readonly placedBits: Uint32Array;
  /** Cell visits spent by the current `solve`, and the most it may spend. */
  work = 0;
  private budget = STEP_BUDGET;
  /** The short gaps' routes as the only-route look listed them on this grid, for a listing to go on from. */
  private listed: Listed[] | null = null;
  /** The squares of the pocket the last failed pocket test found sealed, in reading order. */
  private sealed: number[] = [];

  constructor(width: number, height: number) {
    this.board = boardFor(width, height);
    this.width = width;
    this.n = width * height;
    this.val = new Int32Array(this.n);
    this.pos = new Int32Array(this.n + 2);
    this.queue = new Int32Array(this.n);
    this.target = new Int32Array(this.n);
    this.placedBits = new Uint32Array(((this.n + 1) >>> 5) + 1);
  }

  /**
   * Solves with the techniques of levels 1..level, logging each step; stops when stuck, or out
   * of `budget`. Level 0 is bridges alone: the generator's way to an easy puzzle of bridges.
   */
  solve(givens: ArrayLike<number>, level: number, log = true, budget = STEP_BUDGET): StepLog {
    let empty = this.load(givens);
    this.work = 0;
    this.budget = budget;
    const steps: Step[] = [];
    while (empty > 0 && !this.spent()) {
      const found = this.next(level, log);
      if (!found) break;
      for (const { cell, value } of found.place) {
        this.val[cell] = value;
        this.mark(value, cell);
        empty--;
      }
      const step: Step = { technique: found.technique, from: found.from, place: found.place, strike: [], say: found.say };
      if (found.paper > 0) step.paper = found.paper;
      steps.push(step);
    }
    return { steps, solved: empty === 0 };
  }

  /**
   * The first step one technique finds on this grid, or null: for tests and hints. The
   * distance fence and the only number that reaches a square are found together, as
   * `fence` (the step says which); `corridor` finds only routes, `routes` a listing or,
   * first, an only route (the step says which), as the solver looks for them.
   */
  find(technique: 'bridge' | 'single-exit' | 'two-step' | 'dead-end' | 'fence' | 'corridor' | 'routes', givens: ArrayLike<number>): Step | null {
    this.load(givens);
    this.work = 0;
    this.budget = STEP_BUDGET;
    const found = {
      bridge: () => this.bridge(true),
      'single-exit': () => this.singleExit(true),
      'two-step': () => this.twoStep(true),
      'dead-end': () => this.deadEnd(true),
      fence: () => this.fence(true),
      corridor: () => this.onlyRoute(true),
      routes: () => this.onlyRoute(true) ?? this.listing(true),
    }[technique]();
    if (!found) return null;
    const { paper, ...rest } = found;
    return paper > 0 ? { ...rest, strike: [], paper } : { ...rest, strike: [] };
  }

  /** Puts the givens on the grid; returns how many cells are empty. */
  private load(givens: ArrayLike<number>): number {
    const { n, val, pos } = this;
    pos.fill(-1);
    this.placedBits.fill(0);
    this.listed = null;
    let empty = 0;
    for (let cell = 0; cell < n; cell++) {
      val[cell] = givens[cell]!;
      if (val[cell]! > 0) this.mark(val[cell]!, cell);
      else empty++;
    }
    return empty;
  }

  /** Number `value` is on the grid at `cell`: in `pos` and in `placedBits`. */
  private mark(value: number, cell: number): void {
    this.pos[value] = cell;
    this.placedBits[value >>> 5]! |= 1 << (value & 31);
  }

  /** Whether the budget is spent: the solver then stops as if stuck. */
  private spent(): boolean {
    return this.work > this.budget;
  }

  /** The easiest step available at this level, or null when stuck. */
  private next(level: number, log: boolean): Found | null {
    // The four quick techniques each look at every square once, or every number.
    this.work += 4 * this.n;
    this.listed = null;
    return (
      this.bridge(log) ??
      (level >= 1 ? this.singleExit(log) : null) ??
      (level >= 2 ? (this.onlyRoute(log) ?? this.twoStep(log) ?? this.deadEnd(log)) : null) ??
      (level >= 3 ? this.fence(log) : null) ??
      (level >= 4 ? this.listing(log) : null)
    );
  }

  // ---- geometry -------------------------------------------------------------------------

  private nb(cell: number, k: number): number {
    return this.board.neighbours[cell * 4 + k]!;
  }

  private touch(a: number, b: number): boolean {
    const w = this.width;
    const d = Math.abs(a - b);
    return d === w || (d === 1 && Math.floor(a / w) === Math.floor(b / w));
  }

  /** Empty neighbours of a cell. */
  private free(cell: number): number[] {
    const out: number[] = [];
    for (let k = 0; k < 4; k++) {
      const m = this.nb(cell, k);
      if (m >= 0 && this.val[m] === 0) out.push(m);
    }
    return out;
  }

  /** The checkerboard colour (0 or 1) a value must sit on, from any placed number; -1 if none is. */
  private colourOf(v: number): number {
    for (let u = 1; u <= this.n; u++) {
      this.work++;
      const cell = this.pos[u]!;
      if (cell >= 0) return (this.square(cell) + v - u) & 1;
    }
    return -1;
  }

  private square(cell: number): number {
    return (Math.floor(cell / this.width) + (cell % this.width)) & 1;
  }

  private name(cell: number): Square {
    return squareOf(cell, this.width);
  }

  private found(technique: NumbrixTechnique, from: number[], place: { cell: number; value: number }[], say: () => string, log: boolean, paper = 0): Found {
    // What a sentence measures (walks to show, pockets to name) spends none of the budget: a
    // solve's steps are the same logged or not.
    const work = this.work;
    const text = log ? say() : '';
    this.work = work;
    return { technique, from, place, say: text, paper };
  }

  // ---- level 1 --------------------------------------------------------------------------

  /** Whether number v (1..n) is on the grid, from `placedBits`. */
  private isPlaced(v: number): boolean {
    return ((this.placedBits[v >>> 5]! >>> (v & 31)) & 1) === 1;
  }

  /**
   * Numbers 32i..32i+31 on the grid, as bits (`placedBits`); with `ends`, the sentinels 0 and
   * n + 1 count as placed. A solve asks at every step for the first bridge and single exit: a
   * few word operations on these find the numbers worth looking at, where a scan looked at all.
   */
  private placedWord(i: number, ends: boolean): number {
    const bits = this.placedBits;
    if (i < 0 || i >= bits.length) return 0;
    if (!ends) return bits[i]!;
    const end = this.n + 1;
    return bits[i]! | (i === 0 ? 1 : 0) | (i === end >>> 5 ? 1 << (end & 31) : 0);
  }

  /** A missing number whose two neighbours in the sequence share one free square: the lowest such number. */
  private bridge(log: boolean): Found | null {
    const { pos, val } = this;
    for (let i = 0; i < this.placedBits.length; i++) {
      const word = this.placedWord(i, false);
      // Missing numbers whose number below and number above are both placed, lowest first.
      let maybe = ~word & ((word << 1) | (this.placedWord(i - 1, false) >>> 31)) & ((word >>> 1) | (this.placedWord(i + 1, false) << 31));
      while (maybe !== 0) {
        const low = maybe & -maybe;
        maybe ^= low;
        const v = i * 32 + 31 - Math.clz32(low);
        const a = pos[v - 1]!;
        const b = pos[v + 1]!;
        let cell = -1;
        let common = 0;
        for (let k = 0; k < 4; k++) {
          const m = this.nb(a, k);
          if (m >= 0 && val[m] === 0 && this.touch(m, b)) (common++, (cell = m));
        }
        if (common !== 1) continue;
        return this.found('bridge', [a, b], [{ cell, value: v }], () => words.steps.bridge({ v, prev: v - 1, next: v + 1, cell: this.name(cell) }), log);
      }
    }
    return null;
  }

  /** A number that still needs one neighbour in the sequence and has one free square beside it: the first in reading order. */
  private singleExit(log: boolean): Found | null {
    const { pos, val } = this;
    let first = -1;
    let to = -1;
    for (let i = 0; i < this.placedBits.length; i++) {
      const word = this.placedWord(i, true);
      // Placed numbers with exactly one neighbour in the sequence missing (1 and n have one each).
      let maybe = word & (((word << 1) | (this.placedWord(i - 1, true) >>> 31)) ^ ((word >>> 1) | (this.placedWord(i + 1, true) << 31)));
      while (maybe !== 0) {
        const low = maybe & -maybe;
        maybe ^= low;
        const cell = pos[i * 32 + 31 - Math.clz32(low)]!;
        if (first >= 0 && cell > first) continue;
        let free = 0;
        let exit = -1;
        for (let k = 0; k < 4; k++) {
          const m = this.nb(cell, k);
          if (m >= 0 && val[m] === 0) (free++, (exit = m));
        }
        if (free === 1) (first = cell), (to = exit);
      }
    }
    if (first < 0) return null;
    const u = val[first]!;
    const v = u > 1 && !this.isPlaced(u - 1) ? u - 1 : u + 1;
    return this.found('single-exit', [first], [{ cell: to, value: v }], () => words.steps['single-exit']({ u, v, cell: this.name(to) }), log);
  }

  // ---- level 2 --------------------------------------------------------------------------

  /**
   * Two missing numbers between placed ones: if every two-square route shares a square, fill
   * it. Two routes or more: a single route is an only route, a forced move found before.
   */
  private twoStep(log: boolean): Found | null {
    const { n, pos } = this;
    for (let v = 1; v + 3 <= n; v++) {
      if (pos[v]! < 0 || pos[v + 3]! < 0 || pos[v + 1]! >= 0 || pos[v + 2]! >= 0) continue;
      const a = pos[v]!;
      const b = pos[v + 3]!;
      const firsts = new Set<number>();
      const seconds = new Set<number>();
      // The routes listed: each two-square route is written out once.
      let listed = 0;
      for (const p of this.free(a)) {
        for (const q of this.free(p)) {
          if (q === a || !this.touch(q, b)) continue;
          firsts.add(p);
          seconds.add(q);
          listed++;
        }
      }
      if (listed < 2) continue;
      const place =
        firsts.size === 1 ? { cell: [...firsts][0]!, value: v + 1 } : seconds.size === 1 ? { cell: [...seconds][0]!, value: v + 2 } : null;
      if (!place) continue;
      return this.found(
        'two-step',
        [a, b],
        [place],
        () => words.steps['two-step']({ a: v, b: v + 3, v: place.value, cell: this.name(place.cell) }),
        log,
        listed,
      );
    }
    return null;
  }

  /**
   * An empty square with one way in is an end of the path, 1 or the last number. When both
   * ends are still missing and either could go there, the checkerboard colour decides.
   */
  private deadEnd(log: boolean): Found | null {
    const { n, pos, val } = this;
    for (let cell = 0; cell < n; cell++) {
      if (val[cell] !== 0) continue;
      let ways = 0;
      let via = -1;
      for (let k = 0; k < 4; k++) {
        const m = this.nb(cell, k);
        if (m < 0) continue;
        const u = val[m]!;
        const open = u === 0 || (u > 1 && pos[u - 1]! < 0) || (u < n && pos[u + 1]! < 0);
        if (open) {
          ways++;
          via = m;
        }
      }
      if (ways !== 1) continue;
      const u = val[via]!;
      let ends = [1, n].filter((e) => pos[e]! < 0 && (u === 0 || Math.abs(u - e) === 1));
      if (ends.length === 0) continue;
      let technique: NumbrixTechnique = 'dead-end';
      if (ends.length === 2) {
        const colour = this.colourOf(1);
        // 1 and the last number sit on different colours only when the grid has an even count.
        if (colour < 0 || (n & 1) === 1) continue;
        ends = ends.filter((e) => this.colourOf(e) === this.square(cell));
        technique = 'parity';
      }
      const v = ends[0]!;
      return this.found(technique, [cell], [{ cell, value: v }], () => words.steps[technique]({ v, cell: this.name(cell), last: n }), log);
    }
    return null;
  }

  // ---- level 3 --------------------------------------------------------------------------

  /** Walking distance from a placed cell to every cell, through empty cells only. */
  private distances(from: number, out: Int32Array): void {
    const { queue, val } = this;
    out.fill(UNREACHED);
    this.work += 2 * this.n;
    out[from] = 0;
    let head = 0;
    let tail = 0;
    queue[tail++] = from;
    while (head < tail) {
      const c = queue[head++]!;
      for (let k = 0; k < 4; k++) {
        const m = this.nb(c, k);
        if (m < 0 || val[m] !== 0 || out[m] !== UNREACHED) continue;
        out[m] = out[c]! + 1;
        queue[tail++] = m;
      }
    }
  }

  /** The runs of missing numbers, each with the placed numbers around it (0 or n+1 at the ends). */
  private gaps(): Gap[] {
    const { n, pos } = this;
    const out: Gap[] = [];
    let v = 1;
    while (v <= n) {
      if (pos[v]! >= 0) {
        v++;
        continue;
      }
      const lo = v - 1;
      while (v <= n && pos[v]! < 0) v++;
      out.push({ lo, hi: v });
    }
    return out;
  }

  /**
   * The squares each missing number can reach: within walking distance of the placed number
   * below it and the one above it, on its checkerboard colour. Then a number with one such
   * square goes there (distance fence), and a square only one number reaches takes it.
   *
   * What a person tests (`paper`): for a fence, the squares on the number's colour within
   * reach of the nearer of its two placed numbers (14 is one step from 13: the free squares
   * beside 13), each then checked for its walking distance to the other; for the only number,
   * the runs of missing numbers with an end near enough to reach the square, each checked by
   * counting from both its ends. Either over `FENCE_LIMIT` is no one's step.
   */
  private fence(log: boolean): Found | null {
    const { n, pos, val } = this;
    const reach = new Map<number, number[]>();
    const below = new Int32Array(n);
    const above = new Int32Array(n);
    /** For each square, the runs with an end within reach of it (an only-number step's tests). */
    const near = new Int32Array(n);
    for (const { lo, hi } of this.gaps()) {
      if (this.spent()) return null;
      if (lo >= 1) this.distances(pos[lo]!, below);
      if (hi <= n) this.distances(pos[hi]!, above);
      const span = hi - lo - 1;
      this.work += n;
      for (let cell = 0; cell < n; cell++) {
        if (val[cell] === 0 && ((lo >= 1 && below[cell]! <= span) || (hi <= n && above[cell]! <= span))) near[cell]!++;
      }
      for (let v = lo + 1; v < hi; v++) {
        const colour = this.colourOf(v);
        this.work += n;
        const cells: number[] = [];
        let fromBelow = 0;
        let fromAbove = 0;
        for (let cell = 0; cell < n; cell++) {
          if (val[cell] !== 0) continue;
          if (colour >= 0 && this.square(cell) !== colour) continue;
          const inBelow = lo < 1 || below[cell]! <= v - lo;
          const inAbove = hi > n || above[cell]! <= hi - v;
          if (inBelow) fromBelow++;
          if (inAbove) fromAbove++;
          if (inBelow && inAbove) cells.push(cell);
        }
        const tested = lo < 1 ? fromAbove : hi > n ? fromBelow : Math.min(fromBelow, fromAbove);
        if (cells.length === 1 && tested <= FENCE_LIMIT) {
          const cell = cells[0]!;
          const from = [lo, hi].filter((w) => w >= 1 && w <= n).map((w) => pos[w]!);
          return this.found(
            'fence',
            from,
            [{ cell, value: v }],
            () => fenceSaid({ v, cell: this.name(cell), lo, hi, last: n, up: v - lo, down: hi - v, wide: this.wideSquares(v, lo, hi, cell) }),
            log,
            tested,
          );
        }
        reach.set(v, cells);
      }
    }
    // Appended in place: copying each list as it grew cost n³ on an open grid.
    const reachers = new Map<number, number[]>();
    for (const [v, cells] of reach) {
      this.work += cells.length;
      for (const cell of cells) {
        const vs = reachers.get(cell);
        if (vs) vs.push(v);
        else reachers.set(cell, [v]);
      }
    }
    for (let cell = 0; cell < n; cell++) {
      if (val[cell] !== 0) continue;
      const vs = reachers.get(cell) ?? [];
      if (vs.length !== 1 || near[cell]! > FENCE_LIMIT) continue;
      const v = vs[0]!;
      return this.found('only-number', [cell], [{ cell, value: v }], () => onlyNumberSaid({ v, cell: this.name(cell), ...this.whyOnly(v, cell) }), log, near[cell]!);
    }
    return null;
  }

  // ---- what a distance step says: walks a reader can check ---------------------------------

  /** The straight count (rows plus columns) between two squares: what a reader counts first. */
  private straight(a: number, b: number): number {
    const w = this.width;
    return Math.abs(Math.floor(a / w) - Math.floor(b / w)) + Math.abs((a % w) - (b % w));
  }

  /** Walking distances from a placed cell, for a sentence: spends none of the solve's budget. */
  private walks(from: number): Int32Array {
    const out = new Int32Array(this.n);
    const work = this.work;
    this.distances(from, out);
    this.work = work;
    return out;
  }

  /**
   * A fence's squares that a straight count lets v reach (on its colour, near enough to lo and
   * to hi counted square by square) but a walk does not: for each, the placed number it is too
   * far from and its walk there, around the numbers already placed (or none: walled off).
   */
  private wideSquares(v: number, lo: number, hi: number, chosen: number): { cell: Square; from: number; steps: number; cut: boolean }[] {
    const { n, pos, val } = this;
    const ends = [lo, hi]
      .filter((w) => w >= 1 && w <= n)
      .map((w) => ({ w, at: pos[w]!, limit: Math.abs(v - w), walk: this.walks(pos[w]!) }));
    const colour = this.colourOf(v);
    const out: { cell: Square; from: number; steps: number; cut: boolean }[] = [];
    for (let cell = 0; cell < n; cell++) {
      if (cell === chosen || val[cell] !== 0 || (colour >= 0 && this.square(cell) !== colour)) continue;
      if (!ends.every((e) => this.straight(e.at, cell) <= e.limit)) continue;
      const far = ends.find((e) => e.walk[cell]! > e.limit);
      if (!far) continue;
      const steps = far.walk[cell]!;
      out.push({ cell: this.name(cell), from: far.w, steps: steps >= UNREACHED ? 0 : steps, cut: steps >= UNREACHED });
    }
    return out;
  }

  /**
   * Why only v reaches a square: its walks to the placed numbers around v's run (`up` from lo,
   * `down` to hi, 0 where the run goes on to 1 or the last number), whether each goes around
   * the numbers already placed, and the other runs a straight count would let in but a walk
   * does not (each by its first and last missing number and the walks from its placed ends).
   */
  private whyOnly(v: number, cell: number) {
    const { n, pos } = this;
    const runs = this.gaps();
    const own = runs.find((g) => g.lo < v && v < g.hi)!;
    const walkTo = (w: number) => {
      const steps = this.walks(pos[w]!)[cell]!;
      return { steps: steps >= UNREACHED ? 0 : steps, around: steps > this.straight(pos[w]!, cell), cut: steps >= UNREACHED };
    };
    const lo = own.lo >= 1 ? walkTo(own.lo) : null;
    const hi = own.hi <= n ? walkTo(own.hi) : null;
    const others: { first: number; last: number; ends: { from: number; steps: number; cut: boolean }[] }[] = [];
    for (const g of runs) {
      if (g === own) continue;
      const placed = [g.lo, g.hi].filter((w) => w >= 1 && w <= n);
      if (this.reaches(g, placed.map((w) => this.straight(pos[w]!, cell)))) {
        const walked = placed.map((w) => walkTo(w));
        others.push({ first: g.lo + 1, last: g.hi - 1, ends: placed.map((w, i) => ({ from: w, steps: walked[i]!.steps, cut: walked[i]!.cut })) });
      }
    }
    return {
      lo: own.lo,
      hi: own.hi,
      last: n,
      up: lo?.steps ?? 0,
      down: hi?.steps ?? 0,
      around: Boolean(lo?.around || hi?.around),
      others,
    };
  }

  /** Whether some missing number of a run could sit at these counts from its placed ends (lo's first, when placed). */
  private reaches(g: Gap, counts: number[]): boolean {
    const { n } = this;
    if (g.lo >= 1 && g.hi <= n) return counts[0]! + counts[1]! <= g.hi - g.lo;
    if (g.lo >= 1) return g.lo + counts[0]! <= n;
    return g.hi - counts[0]! >= 1;
  }

  // ---- levels 2 and 4: the routes of a short gap ------------------------------------------

  /**
   * For each short gap between two placed numbers (up to `ROUTE_GAP` missing), every route
   * through empty squares of the right length, as a person writes them out. A gap with a
   * single such route is filled (only route, level 2: a forced move, nothing to compare); the
   * gaps with more are kept for a listing to go on from on the same grid.
   */
  private onlyRoute(log: boolean): Found | null {
    const { n, pos } = this;
    const gaps = this.gaps()
      .filter(({ lo, hi }) => lo >= 1 && hi <= n && hi - lo - 1 <= ROUTE_GAP)
      .sort((x, y) => x.hi - x.lo - (y.hi - y.lo));
    const target = this.target;
    const listed: Listed[] = [];
    for (const { lo, hi } of gaps) {
      if (this.spent()) return null;
      this.distances(pos[hi]!, target);
      const routes = this.listRoutes(lo, hi, target);
      if (routes === null || routes.length === 0) continue;
      // One square missing with one route is a bridge, found before.
      if (routes.length === 1 && hi - lo === 2) continue;
      if (routes.length === 1) {
        const cell = routes[0]![0]!;
        return this.found(
          'corridor',
          [pos[lo]!, pos[hi]!],
          [{ cell, value: lo + 1 }],
          () => words.steps.corridor({ lo, hi, v: lo + 1, cell: this.name(cell) }),
          log,
          1,
        );
      }
      listed.push({ lo, hi, routes });
    }
    this.listed = listed;
    return null;
  }

  /**
   * Route listing (level 4): of a short gap's two or more routes, each that seals off a
   * pocket no remaining number can fill is dropped; where all those left agree on a square,
   * its number is certain. Goes on from the only-route look's lists on the same grid.
   */
  private listing(log: boolean): Found | null {
    const { pos } = this;
    if (this.listed === null && this.onlyRoute(false) !== null) return null;
    for (const { lo, hi, routes } of this.listed ?? []) {
      if (this.spent()) return null;
      const kept: number[][] = [];
      /** Each route as written out, with the pocket it seals (none for a route kept). */
      const written: { route: number[]; sealed: number[] | null }[] = [];
      /** The squares of every pocket a dropped route seals: the step looks at them, and a hint rings them. */
      const pockets = new Set<number>();
      for (const route of routes) {
        const ok = this.leavesNoPocket(lo, route);
        if (ok) kept.push(route);
        else for (const c of this.sealed) pockets.add(c);
        if (log) written.push({ route, sealed: ok ? null : this.sealed });
      }
      if (kept.length === 0) continue;
      const i = kept[0]!.findIndex((cell, i) => kept.every((r) => r[i] === cell));
      if (i < 0) continue;
      const cell = kept[0]![i]!;
      const v = lo + 1 + i;
      return this.found(
        'routes',
        [pos[lo]!, pos[hi]!, ...[...pockets].sort((a, b) => a - b)],
        [{ cell, value: v }],
        () =>
          routesSaid({
            lo,
            hi,
            count: routes.length,
            kept: kept.length,
            v,
            cell: this.name(cell),
            routes: written.map(({ route, sealed }) => ({
              moves: this.moves(pos[lo]!, route),
              pocket: sealed ? { cells: sealed.slice(0, 2).map((c) => this.name(c)), size: sealed.length } : null,
            })),
          }),
        log,
        routes.length,
      );
    }
    return null;
  }

  /**
   * Every route of the right length from lo's square to one beside hi's, through empty
   * squares, as written out before any is dropped; null if there are more than `ROUTE_LIMIT`.
   */
  private listRoutes(lo: number, hi: number, target: Int32Array): number[][] | null {
    const { pos, val } = this;
    const need = hi - lo - 1;
    const end = pos[hi]!;
    const route: number[] = [];
    const out: number[][] = [];
    let tooMany = false;
    const walk = (at: number): void => {
      if (tooMany) return;
      this.work += 4;
      const k = route.length;
      if (k === need) {
        if (this.touch(at, end)) {
          out.push([...route]);
          if (out.length > ROUTE_LIMIT) tooMany = true;
        }
        return;
      }
      for (let d = 0; d < 4; d++) {
        const m = this.nb(at, d);
        if (m < 0 || val[m] !== 0 || target[m]! > hi - (lo + k + 1)) continue;
        val[m] = lo + k + 1;
        route.push(m);
        walk(m);
        route.pop();
        val[m] = 0;
      }
    };
    walk(pos[lo]!);
    return tooMany ? null : out;
  }

  /** A route as a person draws it from its first number: runs of moves, "right, down 2, left". */
  private moves(from: number, route: readonly number[]): string {
    const w = this.width;
    const runs: { dir: keyof typeof words.route.moves; n: number }[] = [];
    let at = from;
    for (const next of route) {
      const dir = next === at - w ? 'up' : next === at + w ? 'down' : next === at - 1 ? 'left' : 'right';
      const last = runs.at(-1);
      if (last?.dir === dir) last.n++;
      else runs.push({ dir, n: 1 });
      at = next;
    }
    return runs.map(({ dir, n }) => words.route.run({ context: n === 1 ? 'one' : 'more', dir: words.route.moves[dir], n })).join(', ');
  }

  /** Whether writing in this route of the gap after lo leaves no sealed pocket. */
  private leavesNoPocket(lo: number, route: readonly number[]): boolean {
    const { pos, val } = this;
    // The route's numbers are written into val, and marked in pos, so the pocket test sees them.
    route.forEach((cell, i) => {
      val[cell] = lo + 1 + i;
      pos[lo + 1 + i] = -2;
    });
    const ok = this.noPocket();
    route.forEach((cell, i) => {
      val[cell] = 0;
      pos[lo + 1 + i] = -1;
    });
    return ok;
  }

  /**
   * No empty region is sealed: each region of empty squares has placed numbers beside it with
   * a missing neighbour in the sequence, enough of them that the numbers inside can come in
   * and go out again (or run to 1 or the last number).
   */
  private noPocket(): boolean {
    const { n, val, pos, queue } = this;
    this.work += 6 * n;
    const seen = new Uint8Array(n);
    for (let start = 0; start < n; start++) {
      if (val[start] !== 0 || seen[start]) continue;
      let head = 0;
      let tail = 0;
      queue[tail++] = start;
      seen[start] = 1;
      /** Ways in: a placed number (or one on the route) and its missing neighbour in the sequence. */
      const links: [number, number][] = [];
      const edge = new Set<number>();
      while (head < tail) {
        const c = queue[head++]!;
        for (let k = 0; k < 4; k++) {
          const m = this.nb(c, k);
          if (m < 0) continue;
          if (val[m] === 0) {
            if (!seen[m]) {
              seen[m] = 1;
              queue[tail++] = m;
            }
          } else if (!edge.has(m)) {
            edge.add(m);
            const u = val[m]!;
            // pos −1 is a missing number; −2 marks one on the route being tested, as placed.
            if (u > 1 && pos[u - 1] === -1) links.push([u, u - 1]);
            if (u < n && pos[u + 1] === -1) links.push([u, u + 1]);
          }
        }
      }
      if (links.length === 0 || (links.length === 1 && !this.endRun(links[0]![0], links[0]![1], tail))) {
        this.sealed = Array.from(queue.subarray(0, tail)).sort((a, b) => a - b);
        return false;
      }
    }
    return true;
  }

  /**
   * A region with one way in, from u to its missing neighbour w, holds one run that never
   * comes out: w and on to 1 or to the last number, every one of them missing, exactly filling it.
   */
  private endRun(u: number, w: number, size: number): boolean {
    const { n, pos } = this;
    const [from, to] = w > u ? [w, n] : [1, w];
    if (to - from + 1 !== size) return false;
    for (let v = from; v <= to; v++) if (pos[v] !== -1) return false;
    return true;
  }
}

const solvers = new Map<number, NumbrixSteps>();

/** Step solvers hold scratch space for one size; one per size is shared. */
export function stepsFor(width: number, height: number): NumbrixSteps {
  const key = width * 1000 + height;
  let s = solvers.get(key);
  if (!s) solvers.set(key, (s = new NumbrixSteps(width, height)));
  return s;
}

/** The kind's step solver; a player's right numbers (`known`) count as printed ones. */
export const stepper: Stepper<NumbrixPuzzle, NumbrixSolution> = {
  ladder: words.ladder,
  steps(puzzle, level, known = []) {
    const givens = puzzle.givens.flat();
    for (const { cell, value } of known) givens[cell] = value;
    return stepsFor(puzzle.width, puzzle.height).solve(givens, level);
  },
  reach(puzzle, steps) {
    const cells = written(puzzle.givens.flat(), 0, steps);
    return cells && { grid: rowsOf(cells, puzzle.width) };
  },
  cellKey: (puzzle, cell) => `cell-${Math.floor(cell / puzzle.width)}-${cell % puzzle.width}`,
};
