import { isSingle, valueOf } from './bits.ts';
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
  /** The digit written in each cell, 0 where it is empty. */
  readonly value: Uint8Array;
  /** Cells still empty. */
  left = 0;
  /** A cell lost its last candidate: the givens (or a wrong entry) contradict the rules. */
  broken = false;

  constructor(shape: Shape) {
    this.shape = shape;
    this.cand = new Uint32Array(shape.size);
    this.value = new Uint8Array(shape.size);
  }

  /** Starts again from `givens` (0 for an empty cell): every candidate open, then each given written in. */
  reset(givens: ArrayLike<number>): this {
    const { size, digits } = this.shape;
    this.cand.fill(digits);
    this.value.fill(0);
    this.left = size;
    this.broken = false;
    for (let c = 0; c < size; c++) {
      const v = givens[c]!;
      if (v) this.place(c, v);
    }
    return this;
  }

  /** Writes digit `v` in `cell` and crosses it off the cell's peers. */
  place(cell: number, v: number): void {
    if (this.value[cell]) return;
    const bit = 1 << v;
    if (!(this.cand[cell]! & bit)) this.broken = true;
    this.value[cell] = v;
    this.cand[cell] = bit;
    this.left--;
    const peers = this.shape.peers[cell]!;
    for (let i = 0; i < peers.length; i++) {
      const p = peers[i]!;
      if (this.value[p] === v) this.broken = true;
      else if (this.cand[p]! & bit && !(this.cand[p] = this.cand[p]! & ~bit)) this.broken = true;
    }
  }

  /** Crosses the digits of `mask` off an empty cell; the digits it took away. */
  strike(cell: number, mask: number): number {
    if (this.value[cell]) return 0;
    const gone = this.cand[cell]! & mask;
    if (gone && !(this.cand[cell] = this.cand[cell]! & ~mask)) this.broken = true;
    return gone;
  }

  /**
   * Naked and hidden singles to a fixed point, unlogged: what the singles of a ladder reach,
   * in whatever order they are taken (each only ever writes more as candidates shrink). The
   * generator's fast way to ask whether a board is solved, before any harder technique.
   */
  settle(): void {
    const { cand, value } = this;
    const { size, houseCells, houseStart } = this.shape;
    const houses = houseStart.length - 1;
    let moved = true;
    while (moved && this.left > 0 && !this.broken) {
      moved = false;
      for (let c = 0; c < size; c++) {
        const m = cand[c]!;
        if (!value[c] && m && (m & (m - 1)) === 0) {
          this.place(c, 31 - Math.clz32(m));
          moved = true;
        }
      }
      for (let h = 0; h < houses; h++) {
        const end = houseStart[h + 1]!;
        let once = 0;
        let twice = 0;
        for (let i = houseStart[h]!; i < end; i++) {
          const c = houseCells[i]!;
          if (value[c]) continue;
          twice |= once & cand[c]!;
          once |= cand[c]!;
        }
        let hidden = once & ~twice;
        while (hidden) {
          const bit = hidden & -hidden;
          hidden ^= bit;
          for (let i = houseStart[h]!; i < end; i++) {
            const c = houseCells[i]!;
            if (!value[c] && cand[c]! & bit) {
              this.place(c, 31 - Math.clz32(bit));
              moved = true;
              break;
            }
          }
        }
      }
    }
  }

  /** The one digit an empty cell has left, or 0. */
  single(cell: number): number {
    const m = this.cand[cell]!;
    return !this.value[cell] && isSingle(m) ? valueOf(m) : 0;
  }

  /** Where digit `v` may still go in a group's cells, as a list (its written cell, if any, included). */
  places(cells: readonly number[], v: number): number[] {
    const bit = 1 << v;
    const out: number[] = [];
    for (const c of cells) if (this.cand[c]! & bit) out.push(c);
    return out;
  }

  /** The digits written in a group's cells. */
  written(cells: readonly number[]): number {
    let m = 0;
    for (const c of cells) if (this.value[c]) m |= 1 << this.value[c]!;
    return m;
  }

  /** Whether two cells may not share a digit. */
  sees(a: number, b: number): boolean {
    return this.shape.sees[a * this.shape.size + b] === 1;
  }
}
