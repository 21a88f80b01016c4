import type { Rng } from '../random.ts';
import { digitsOf, popcount, rangeMask, valueOf } from './bits.ts';
import { combinationsOf, MOST_STEPS, totalKeeps } from './rules.ts';
import type { Shape, Total } from './shape.ts';
import { distinctSumKeeps } from './sums.ts';

/** Digits 1 to 9 as a mask: what `distinctSumKeeps` knows. */
const DIGITS_1_TO_9 = rangeMask(1, 9);

/** What a count found: the solutions up to its limit, whether it finished (false: out of budget, "unknown"), and the work it spent. */
export interface Counted {
  solutions: Uint8Array[];
  complete: boolean;
  /** Counted work (`engine/work.ts`): a cell or peer visited is one. */
  work: number;
}

/**
 * The proof: every solution of a grid, up to a limit, by search. Candidates are bitmasks;
 * each digit written is crossed off its peers, a cell left one digit takes it, and a digit
 * left one place in a house goes there (naked and hidden singles, to a fixed point); then the
 * cell with fewest candidates is tried digit by digit. Exhaustive, so a count of one is a
 * proof of uniqueness; out of budget it says so (`complete: false`), which is never unique.
 * Held to a plain backtracking counter on thousands of random grids (test/engine/grid).
 */
export class GridCounter {
  private readonly shape: Shape;
  /** Whether the shape has totals or constraints of its kind's own, narrowed after the singles. */
  private readonly rules: boolean;
  private readonly size: number;
  private readonly digits: number;
  private readonly peerStart: Int32Array;
  private readonly peerList: Int32Array;
  private readonly houseStart: Int32Array;
  private readonly houseCells: Int32Array;
  private readonly cands: Uint32Array[] = [];
  private readonly values: Uint8Array[] = [];
  private readonly queue: Int32Array;
  private queued = 0;
  private work = 0;
  private budget = Infinity;
  private limit = 2;
  private rng: Rng | undefined;
  private found: Uint8Array[] = [];

  constructor(shape: Shape) {
    this.shape = shape;
    this.rules = shape.totals.length > 0 || shape.constraints.length > 0;
    this.size = shape.size;
    this.digits = shape.digits;
    ({ peerStart: this.peerStart, peerList: this.peerList } = peerListsOf(shape));
    this.houseStart = shape.houseStart;
    this.houseCells = shape.houseCells;
    this.queue = new Int32Array(this.size * 2);
  }

  /**
   * Solutions from `givens` (0 for an empty cell), at most `limit`, within `budget` of work;
   * with `rng`, digits are tried in a random order (a random filled grid is the first
   * solution of an empty one).
   */
  count(givens: ArrayLike<number>, limit: number, budget = Infinity, rng?: Rng): Counted {
    this.start(limit, budget, rng);
    const cand = this.candsAt(0);
    const value = this.values[0]!;
    cand.fill(this.digits);
    value.fill(0);
    // A cell out of play has no digits, and the search passes it by.
    for (let c = 0; c < this.size; c++) if (!this.shape.open[c]) cand[c] = 0;
    let ok = true;
    for (let c = 0; c < this.size && ok; c++) if (givens[c]) ok = this.assign(cand, value, c, givens[c]!);
    if (ok && this.settle(cand, value)) this.search(0);
    return this.counted();
  }

  /**
   * Solutions from a board's state (its candidates, each written digit crossed off its peers:
   * `Board` keeps them so), with `without`'s digit crossed off its cell: whether any answer
   * puts another digit there. The board is not changed.
   */
  countFrom(board: { readonly cand: Uint32Array; readonly value: Uint8Array }, limit: number, budget = Infinity, without?: { cell: number; digit: number }): Counted {
    this.start(limit, budget, undefined);
    const cand = this.candsAt(0);
    const value = this.values[0]!;
    cand.set(board.cand);
    value.set(board.value);
    let ok = true;
    if (without && value[without.cell]) ok = value[without.cell] !== without.digit;
    else if (without) {
      const left = cand[without.cell]! & ~(1 << without.digit);
      cand[without.cell] = left;
      if (!left) ok = false;
      else if ((left & (left - 1)) === 0) this.queue[this.queued++] = without.cell;
    }
    if (ok && this.settle(cand, value)) this.search(0);
    return this.counted();
  }

  private start(limit: number, budget: number, rng: Rng | undefined): void {
    this.work = this.size;
    this.budget = budget;
    this.limit = limit;
    this.rng = rng;
    this.found = [];
    this.queued = 0;
  }

  private counted(): Counted {
    return { solutions: this.found, complete: this.work <= this.budget || this.found.length >= this.limit, work: this.work };
  }

  /** The candidates of a depth of the search (its values are `values[depth]`), made the first time it is reached: no pair made a call, as the search runs thousands a second. */
  private candsAt(depth: number): Uint32Array {
    while (this.cands.length <= depth) {
      this.cands.push(new Uint32Array(this.size));
      this.values.push(new Uint8Array(this.size));
    }
    return this.cands[depth]!;
  }

  /** Writes v in cell c and crosses it off the peers, queueing any left one digit; false on a contradiction. */
  private assign(cand: Uint32Array, value: Uint8Array, c: number, v: number): boolean {
    const bit = 1 << v;
    if (!(cand[c]! & bit) || (value[c] && value[c] !== v)) return false;
    if (value[c]) return true;
    value[c] = v;
    cand[c] = bit;
    const end = this.peerStart[c + 1]!;
    this.work += end - this.peerStart[c]!;
    for (let i = this.peerStart[c]!; i < end; i++) {
      const p = this.peerList[i]!;
      const m = cand[p]!;
      if (!(m & bit)) continue;
      if (value[p]) return false;
      const left = m & ~bit;
      if (!left) return false;
      cand[p] = left;
      if ((left & (left - 1)) === 0) this.queue[this.queued++] = p;
    }
    return true;
  }

  /** Naked and hidden singles to a fixed point; false on a contradiction. */
  private settle(cand: Uint32Array, value: Uint8Array): boolean {
    const { houseStart, houseCells, digits } = this;
    const houses = houseStart.length - 1;
    for (;;) {
      while (this.queued > 0) {
        const p = this.queue[--this.queued]!;
        if (!value[p] && !this.assign(cand, value, p, valueOf(cand[p]!))) return false;
      }
      let moved = false;
      this.work += houseCells.length;
      for (let h = 0; h < houses; h++) {
        let once = 0;
        let twice = 0;
        let written = 0;
        const end = houseStart[h + 1]!;
        for (let i = houseStart[h]!; i < end; i++) {
          const c = houseCells[i]!;
          if (value[c]) written |= 1 << value[c]!;
          else {
            twice |= once & cand[c]!;
            once |= cand[c]!;
          }
        }
        if (((once | written) & digits) !== digits) return false;
        let hidden = once & ~twice & ~written;
        while (hidden) {
          const bit = hidden & -hidden;
          hidden ^= bit;
          for (let i = houseStart[h]!; i < end; i++) {
            const c = houseCells[i]!;
            if (!value[c] && cand[c]! & bit) {
              if (!this.assign(cand, value, c, valueOf(bit))) return false;
              moved = true;
              break;
            }
          }
        }
      }
      if (moved || this.queued > 0) continue;
      if (!this.rules) return true;
      const narrowed = this.narrow(cand, value);
      if (narrowed === null) return false;
      if (!narrowed) return true;
    }
  }

  /**
   * Each total's cells narrowed to the digits some filling reaching it uses, and each
   * constraint's cells as it narrows them; a cell left one digit is queued. Null on a
   * contradiction; whether anything changed.
   */
  private narrow(cand: Uint32Array, value: Uint8Array): boolean | null {
    const { shape } = this;
    let changed = false;
    const cut = (c: number, keep: number): boolean => {
      const m = cand[c]!;
      if ((m & keep) === m) return true;
      const left = m & keep;
      if (!left) return false;
      cand[c] = left;
      changed = true;
      if (!value[c] && (left & (left - 1)) === 0) this.queue[this.queued++] = c;
      return true;
    };
    for (const g of shape.totals) {
      const { cells, total, distinct } = shape.groups[g]!;
      this.work += cells.length * 4;
      // A sum without repeats by its sets of digits; else the combinations a generator's many boards share are found once (a group past what is listed is enumerated afresh).
      const keep =
        total!.op === '+' && distinct && (this.digits & ~DIGITS_1_TO_9) === 0
          ? distinctSumKeeps(cand, cells, total!.target)
          : (combinationsOf(shape, cells, cand, total!) ?? this.listed(cells, cand, total!)).keep;
      for (let i = 0; i < cells.length; i++) if (!cut(cells[i]!, keep[i]!)) return null;
    }
    for (const rule of shape.constraints) {
      this.work += rule.work ?? rule.cells.length;
      if (!rule.narrow(cand, cut)) return null;
    }
    return changed;
  }

  /** A group's fillings listed afresh (past what `combinationsOf` keeps); a listing stopped unfinished is counted as work in full, so that a group no generator makes runs the budget out, not the clock. */
  private listed(cells: readonly number[], cand: Uint32Array, total: Total): { keep: number[] } {
    const found = totalKeeps(this.shape, cells, cells.map((c) => cand[c]!), total);
    if (!found.finished) this.work += MOST_STEPS;
    return found;
  }

  private search(depth: number): void {
    const cand = this.candsAt(depth);
    const value = this.values[depth]!;
    let best = -1;
    let fewest = 33;
    const { open } = this.shape;
    for (let c = 0; c < this.size; c++) {
      if (value[c] || !open[c]) continue;
      const n = popcount(cand[c]!);
      if (n < fewest) {
        best = c;
        fewest = n;
        if (n === 2) break;
      }
    }
    this.work += this.size;
    if (best < 0) {
      // A constraint's narrowing need not be complete: a filled grid is held to each.
      if (this.shape.constraints.every((rule) => rule.holds(value, open))) this.found.push(value.slice());
      return;
    }
    const next = this.candsAt(depth + 1);
    const nextValue = this.values[depth + 1]!;
    // The digits lowest first, or in a random order with `rng`; no list made without one (the proofs ask this of thousands of nodes).
    let rest = cand[best]!;
    const order = this.rng ? digitsOf(rest) : null;
    if (order) this.rng!.shuffle(order);
    for (let t = 0; order ? t < order.length : rest !== 0; t++) {
      let v: number;
      if (order) v = order[t]!;
      else {
        v = 31 - Math.clz32(rest & -rest);
        rest &= rest - 1;
      }
      if (this.found.length >= this.limit || this.work > this.budget) return;
      next.set(cand);
      nextValue.set(value);
      this.queued = 0;
      if (this.assign(next, nextValue, best, v) && this.settle(next, nextValue)) this.search(depth + 1);
    }
  }
}

/**
 * Each cell's peers end to end, found once for each shape's peers: a cage puzzle's shapes share
 * their rows' and columns' (`shapeWith`), and a generator proves a puzzle of a new shape each time.
 */
const peerLists = new WeakMap<readonly Int32Array[], { peerStart: Int32Array; peerList: Int32Array }>();

function peerListsOf(shape: Shape): { peerStart: Int32Array; peerList: Int32Array } {
  let lists = peerLists.get(shape.peers);
  if (!lists) {
    const { peers, size } = shape;
    const peerStart = new Int32Array(size + 1);
    for (let c = 0; c < size; c++) peerStart[c + 1] = peerStart[c]! + peers[c]!.length;
    const peerList = new Int32Array(peerStart[size]!);
    for (let c = 0; c < size; c++) peerList.set(peers[c]!, peerStart[c]!);
    peerLists.set(shape.peers, (lists = { peerStart, peerList }));
  }
  return lists;
}

/**
 * Whether a board (givens taken from a unique puzzle whose answer is `full`, settled by its
 * singles) still has only that answer with the cells of `removed` emptied: any other answer
 * differs from it in one of those cells (else it would answer the puzzle before), so for each
 * it is enough that no answer puts another digit there, which a contradiction usually settles
 * at once. False too when the count runs out of budget: unknown is not unique.
 */
export function stillUnique(counter: GridCounter, board: { readonly cand: Uint32Array; readonly value: Uint8Array }, full: ArrayLike<number>, removed: readonly number[], budget = Infinity): { unique: boolean; work: number } {
  let work = 0;
  for (let i = 0; i < removed.length; i++) {
    const cell = removed[i]!;
    const other = counter.countFrom(board, 1, budget - work, { cell, digit: full[cell]! });
    work += other.work;
    if (other.solutions.length > 0 || !other.complete) return { unique: false, work };
  }
  return { unique: true, work };
}

/** A random filled grid of the shape: the first solution of the empty grid, digits tried in a random order. */
export function filledGrid(shape: Shape, rng: Rng, counter = new GridCounter(shape)): Uint8Array | null {
  return counter.count(new Uint8Array(shape.size), 1, 50_000_000, rng).solutions[0] ?? null;
}
