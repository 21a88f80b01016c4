import { digitsOf } from '../../engine/grid/bits.ts';
import type { Constraint } from '../../engine/grid/shape.ts';

/** Whether two digits keep a dot: a white one, consecutive; a black one, one double the other. */
export const related = (black: boolean, x: number, y: number): boolean => (black ? x === 2 * y || y === 2 * x : Math.abs(x - y) === 1);

/** The digits (a mask) that keep a dot with some digit of `other` (a mask). */
export function partners(black: boolean, other: number): number {
  if (!black) return (other << 1) | (other >> 1);
  let out = 0;
  for (const d of digitsOf(other)) out |= (1 << (2 * d)) | (d % 2 === 0 ? 1 << (d / 2) : 0);
  return out;
}

/**
 * Kropki's rule of its own, a constraint of the kit's: a dot between two neighbouring cells.
 * Its narrowing keeps in each cell the digits with a partner left in the other, which is all a
 * pair can say; the counter holds every grid it finds to `holds` besides.
 */
export class Dot implements Constraint {
  readonly cells: readonly [number, number];
  readonly a: number;
  readonly b: number;
  readonly black: boolean;
  constructor(a: number, b: number, black: boolean) {
    this.cells = [a, b];
    this.a = a;
    this.b = b;
    this.black = black;
  }

  /** What each of its cells keeps of candidates `ca` and `cb`. */
  keeps(ca: number, cb: number): [number, number] {
    return [ca & partners(this.black, cb), cb & partners(this.black, ca)];
  }

  narrow(cand: ArrayLike<number>, cut: (cell: number, keep: number) => boolean): boolean {
    const [ka, kb] = this.keeps(cand[this.a]!, cand[this.b]!);
    return cut(this.a, ka) && cut(this.b, kb);
  }

  holds(value: ArrayLike<number>, filled: ArrayLike<number>): boolean {
    return !filled[this.a] || !filled[this.b] || related(this.black, value[this.a]!, value[this.b]!);
  }
}
