import { isSingle, valueOf } from './bits.ts';
import { reaches } from './rules.ts';
import type { Shape } from './shape.ts';

/**
 * A grid being solved by a person with a pencil: each cell's candidates (a digit mask), the
 * digits written in, and whether a contradiction has shown. Writing a digit in crosses it off
 * the cell's peers, as a person's pencil marks are kept up to date; techniques cross off the
 * rest. Pure and allocation-free in its hot paths: the generator solves thousands of boards.
 */
export class Board {
  readonly shape: Shape;
  readonly cand: Uint32Array;
  /** Whether each cell has its digit written in. */
  readonly filled: Uint8Array;
  /** The digit written in each filled cell (a digit may be 0, as in Cross Numbers). */
  readonly value: Uint8Array;
  /** Cells still empty. */
  left = 0;
  /** A cell lost its last candidate: the givens (or a wrong entry) contradict the rules. */
  broken = false;
  /** Empty cells left one candidate since `settle` last looked (each joins once: a mask only shrinks). */
  private readonly singles: Int32Array;
  private queued = 0;

  constructor(shape: Shape) {
    this.shape = shape;
    this.cand = new Uint32Array(shape.size);
    this.filled = new Uint8Array(shape.size);
    this.value = new Uint8Array(shape.size);
    this.singles = new Int32Array(shape.size);
  }

  /** Starts again from `givens` (0 for an empty cell: the kinds whose digits start at 1): every candidate open, then each given written in. */
  reset(givens: ArrayLike<number>): this {
    this.clear();
    for (let c = 0; c < this.shape.size; c++) {
      const v = givens[c]!;
      if (v) this.place(c, v);
    }
    return this;
  }

  /** Every cell in play empty, every candidate open; a cell out of play (`Shape.open`) counts as filled, with no digit. */
  clear(): this {
    const { open, digits, size } = this.shape;
    this.cand.fill(digits);
    this.filled.fill(0);
    this.value.fill(0);
    this.left = size;
    for (let c = 0; c < size; c++) {
      if (open[c]) continue;
      this.cand[c] = 0;
      this.filled[c] = 1;
      this.left--;
    }
    this.broken = false;
    this.queued = 0;
    return this;
  }

  /**
   * Writes digit `v` in `cell` and crosses it off the cell's peers; with `cross` false, leaves
   * the peers as they are (a kind that makes crossing off a step of its own, as Cross Numbers does).
   */
  place(cell: number, v: number, cross = true): void {
    if (this.filled[cell]) return;
    const bit = 1 << v;
    if (!(this.cand[cell]! & bit)) this.broken = true;
    this.filled[cell] = 1;
    this.value[cell] = v;
    this.cand[cell] = bit;
    this.left--;
    if (!cross) return;
    const peers = this.shape.peers[cell]!;
    for (let i = 0; i < peers.length; i++) {
      const p = peers[i]!;
      const m = this.cand[p]!;
      if (this.filled[p]) {
        if (this.value[p] === v) this.broken = true;
      } else if (m & bit) this.narrowed(p, m & ~bit);
    }
  }

  /** Crosses the digits of `mask` off an empty cell; the digits it took away. */
  strike(cell: number, mask: number): number {
    if (this.filled[cell]) return 0;
    const gone = this.cand[cell]! & mask;
    if (gone) this.narrowed(cell, this.cand[cell]! & ~mask);
    return gone;
  }

  /** An empty cell's candidates, narrowed: a contradiction when none is left, a single for `settle` when one is. */
  private narrowed(cell: number, left: number): void {
    this.cand[cell] = left;
    if (!left) this.broken = true;
    else if ((left & (left - 1)) === 0) this.singles[this.queued++] = cell;
  }

  /**
   * Naked and hidden singles to a fixed point, unlogged: what the singles of a ladder reach,
   * in whatever order they are taken (each only ever writes more as candidates shrink). The
   * generator's fast way to ask whether a board is solved, before any harder technique.
   */
  settle(): void {
    const { cand, filled, singles } = this;
    const { houseCells, houseStart } = this.shape;
    const houses = houseStart.length - 1;
    // The cells left one candidate before this board last settled (a technique's strikes) are queued too.
    for (;;) {
      while (this.queued > 0 && !this.broken) {
        const c = singles[--this.queued]!;
        if (!filled[c]) this.place(c, 31 - Math.clz32(cand[c]!));
      }
      if (this.left === 0 || this.broken) return;
      let moved = false;
      for (let h = 0; h < houses; h++) {
        const end = houseStart[h + 1]!;
        let once = 0;
        let twice = 0;
        for (let i = houseStart[h]!; i < end; i++) {
          const c = houseCells[i]!;
          if (filled[c]) continue;
          twice |= once & cand[c]!;
          once |= cand[c]!;
        }
        let hidden = once & ~twice;
        while (hidden) {
          const bit = hidden & -hidden;
          hidden ^= bit;
          for (let i = houseStart[h]!; i < end; i++) {
            const c = houseCells[i]!;
            if (!filled[c] && cand[c]! & bit) {
              this.place(c, 31 - Math.clz32(bit));
              moved = true;
              break;
            }
          }
        }
      }
      if (!moved && this.queued === 0) return;
    }
  }

  /** The one digit an empty cell has left, or -1. */
  single(cell: number): number {
    const m = this.cand[cell]!;
    return !this.filled[cell] && isSingle(m) ? valueOf(m) : -1;
  }

  /** Where digit `v` may still go in a group's cells, as a list (its written cell, if any, included). */
  places(cells: readonly number[], v: number): number[] {
    const bit = 1 << v;
    const out: number[] = [];
    for (let i = 0; i < cells.length; i++) if (this.cand[cells[i]!]! & bit) out.push(cells[i]!);
    return out;
  }

  /** The digits written in a group's cells. */
  written(cells: readonly number[]): number {
    let m = 0;
    for (let i = 0; i < cells.length; i++) if (this.filled[cells[i]!]) m |= 1 << this.value[cells[i]!]!;
    return m;
  }

  /**
   * Whether the digits written keep every total and constraint of the shape (a full board's
   * last check): writing a digit checks only that it is a candidate and no peer's, so naked
   * singles can fill a run or a cage whose sum no technique looked at since, and givens that
   * contradict each other would otherwise pass for an answer. An empty cell's group is not judged.
   */
  holds(): boolean {
    const { groups, totals, constraints } = this.shape;
    for (const g of totals) {
      const { cells, total } = groups[g]!;
      const values: number[] = [];
      for (const c of cells) if (this.filled[c]) values.push(this.value[c]!);
      if (values.length === cells.length && !reaches(total!, values)) return false;
    }
    for (const rule of constraints) if (!rule.holds(this.value, this.filled)) return false;
    return true;
  }

  /** Whether two cells may not share a digit. */
  sees(a: number, b: number): boolean {
    return this.shape.sees[a * this.shape.size + b] === 1;
  }
}
