import type { Constraint } from '../../engine/grid/shape.ts';

/** For a < b: the digits each may still hold (a below b's largest, b above a's smallest). */
export function lessKeeps(a: number, b: number): [number, number] {
  if (!a || !b) return [0, 0];
  const bTop = 31 - Math.clz32(b);
  const aLow = 31 - Math.clz32(a & -a);
  return [a & ((1 << bTop) - 1), b & ~((2 << aLow) - 1)];
}

/** Futoshiki's rule of its own, a constraint of the kit's: a sign between two cells, its point at the smaller digit. */
export class Sign implements Constraint {
  readonly cells: readonly [number, number];
  constructor(
    readonly small: number,
    readonly big: number,
  ) {
    this.cells = [small, big];
  }

  narrow(cand: ArrayLike<number>, cut: (cell: number, keep: number) => boolean): boolean {
    const [ks, kb] = lessKeeps(cand[this.small]!, cand[this.big]!);
    return cut(this.small, ks) && cut(this.big, kb);
  }

  holds(value: ArrayLike<number>, filled: ArrayLike<number>): boolean {
    return !filled[this.small] || !filled[this.big] || value[this.small]! < value[this.big]!;
  }
}
