import type { Constraint, Shape } from '../../engine/grid/shape.ts';

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
  readonly small: number;
  readonly big: number;
  constructor(small: number, big: number) {
    this.small = small;
    this.big = big;
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

/** Which way along the signs: to the larger cells (`up`) or the smaller (`down`). */
export type Way = 'up' | 'down';

/**
 * A shape's signs as a person follows them: each cell's larger and smaller neighbours, and
 * its longest chain each way (the cells in order from it), found once a shape. Signs taken from
 * one answer never close a loop, so a chain always ends.
 */
export interface Signs {
  readonly signs: readonly Sign[];
  readonly next: Record<Way, readonly (readonly number[])[]>;
  readonly chain: Record<Way, readonly (readonly number[])[]>;
  /** The cells of each row and column (two or more) that a run of signs puts above each cell, or below it. */
  readonly lines: Record<Way, readonly (readonly { line: 'row' | 'column'; n: number; cells: readonly number[] }[])[]>;
}

const made = new WeakMap<Shape, Signs>();

export function signsOf(shape: Shape): Signs {
  let found = made.get(shape);
  if (found) return found;
  const signs = shape.constraints.filter((c): c is Sign => c instanceof Sign);
  const next: Record<Way, number[][]> = { up: Array.from({ length: shape.size }, () => []), down: Array.from({ length: shape.size }, () => []) };
  for (const { small, big } of signs) {
    next.up[small]!.push(big);
    next.down[big]!.push(small);
  }
  const chainOf = (way: Way) => {
    const memo: (number[] | undefined)[] = [];
    const longest = (cell: number, depth: number): number[] => {
      if (memo[cell]) return memo[cell]!;
      // A loop (only in a record no answer keeps) is cut where it would close.
      if (depth > shape.size) return [];
      let best: number[] = [];
      for (const n of next[way][cell]!) {
        const rest = longest(n, depth + 1);
        if (rest.length + 1 > best.length) best = [n, ...rest];
      }
      return (memo[cell] = best);
    };
    return Array.from({ length: shape.size }, (_, c) => longest(c, 0));
  };
  const linesOf = (way: Way) =>
    Array.from({ length: shape.size }, (_, cell) => {
      const passed = beyond(next, cell, way);
      return (['row', 'column'] as const).flatMap((line) => {
        const at = (c: number) => (line === 'row' ? Math.floor(c / shape.width) : c % shape.width);
        const by = new Map<number, number[]>();
        for (const c of passed) by.set(at(c), [...(by.get(at(c)) ?? []), c]);
        return [...by].filter(([, cells]) => cells.length > 1).map(([n, cells]) => ({ line, n: n + 1, cells }));
      });
    });
  found = { signs, next, chain: { up: chainOf('up'), down: chainOf('down') }, lines: { down: linesOf('down'), up: linesOf('up') } };
  made.set(shape, found);
  return found;
}

/** Every cell a sign or a run of them puts above `cell` (`up`) or below it (`down`). */
function beyond(next: Signs['next'], cell: number, way: Way): number[] {
  const seen = new Set<number>([cell]);
  const out: number[] = [];
  const stack = [cell];
  while (stack.length) {
    for (const n of next[way][stack.pop()!]!) {
      if (seen.has(n)) continue;
      seen.add(n);
      out.push(n);
      stack.push(n);
    }
  }
  return out;
}
