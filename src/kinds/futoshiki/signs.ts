import type { Constraint, Shape } from '../../engine/grid/shape.ts';

/** For a < b: the digits a may still hold, below b's largest (none when either has none). */
export const smallKeeps = (a: number, b: number): number => (a && b ? a & ((1 << (31 - Math.clz32(b))) - 1) : 0);
/** For a < b: the digits b may still hold, above a's smallest (none when either has none). */
export const bigKeeps = (a: number, b: number): number => (a && b ? b & ~((2 << (31 - Math.clz32(a & -a))) - 1) : 0);

/** Signs switched on or off, ever: a shape's signs read again once it moves (the generator's one shape serves every set of signs it tries). */
let switched = 0;

/** Futoshiki's rule of its own, a constraint of the kit's: a sign between two cells, its point at the smaller digit; one switched off binds nothing and costs the counter no work. */
export class Sign implements Constraint {
  readonly cells: readonly [number, number];
  readonly small: number;
  readonly big: number;
  #on = true;
  constructor(small: number, big: number) {
    [this.small, this.big, this.cells] = [small, big, [small, big]];
  }

  get on(): boolean { return this.#on; }
  set on(on: boolean) { if (on !== this.#on) [this.#on, switched] = [on, switched + 1]; }
  get work(): number { return this.#on ? 2 : 0; }
  narrow(cand: ArrayLike<number>, cut: (cell: number, keep: number) => boolean): boolean {
    if (!this.#on) return true;
    const [a, b] = [cand[this.small]!, cand[this.big]!];
    return cut(this.small, smallKeeps(a, b)) && cut(this.big, bigKeeps(a, b));
  }

  holds = (value: ArrayLike<number>, filled: ArrayLike<number>): boolean => !this.#on || !filled[this.small] || !filled[this.big] || value[this.small]! < value[this.big]!;
}

/** Which way along the signs: to the larger cells (`up`) or the smaller (`down`). */
export type Way = 'up' | 'down';
type Line = { line: 'row' | 'column'; n: number; cells: readonly number[] };

/**
 * A shape's signs switched on, as a person follows them, found once each set: each cell's longest
 * chain each way (in order from it), and the cells of each line (two or more) a run of signs puts
 * above or below it. Signs of one answer never close a loop; a record's that do are cut where they would.
 */
export interface Signs {
  readonly signs: readonly Sign[];
  readonly chain: Record<Way, readonly (readonly number[])[]>;
  readonly lines: Record<Way, readonly (readonly Line[])[]>;
}

function neighbours(signs: readonly Sign[], next: Record<Way, number[][]>): Record<Way, number[][]> {
  for (const { small, big } of signs) [next.up[small]!.push(big), next.down[big]!.push(small)];
  return next;
}

const made = new WeakMap<Shape, { at: number; found: Signs }>();

export function signsOf(shape: Shape): Signs {
  const was = made.get(shape);
  if (was?.at === switched) return was.found;
  const signs = shape.constraints.filter((c): c is Sign => c instanceof Sign && c.on);
  const cells = Array.from({ length: shape.size }, (_, c) => c);
  // Each cell's neighbours along its signs, made once the chains or lines are first read.
  let each: Record<Way, number[][]> | undefined;
  const next = () => each ?? neighbours(signs, (each = { up: cells.map(() => []), down: cells.map(() => []) }));
  const chainOf = (way: Way) => {
    const memo: number[][] = [];
    const longest = (cell: number, depth: number): number[] =>
      (memo[cell] ??= depth > shape.size ? [] : next()[way][cell]!.map((n) => [n, ...longest(n, depth + 1)]).reduce((a, b) => (b.length > a.length ? b : a), []));
    return cells.map((c) => longest(c, 0));
  };
  // The cells a run of signs reaches from each cell, in the order a search along them finds them, by row and by column.
  const { width } = shape;
  const linesOf = (way: Way) => {
    const seen = new Int32Array(shape.size).fill(-1);
    return cells.map((cell) => {
      const passed: number[] = [];
      seen[cell] = cell;
      for (const stack = [cell]; stack.length; ) for (const n of next()[way][stack.pop()!]!) if (seen[n] !== cell) stack.push(n), passed.push(n), (seen[n] = cell);
      return (['row', 'column'] as const).flatMap((line) => {
        const by = new Map<number, number[]>();
        for (const c of passed) ((at) => by.get(at)?.push(c) ?? by.set(at, [c]))(line === 'row' ? Math.floor(c / width) : c % width);
        return [...by].filter(([, cs]) => cs.length > 1).map(([n, cs]) => ({ line, n: n + 1, cells: cs }));
      });
    });
  };
  // Each found when first read: the generator's easy solves, a new set of signs for each it tries, read no lines.
  let chain: Signs['chain'] | undefined, lines: Signs['lines'] | undefined;
  const found: Signs = { signs, get chain() { return (chain ??= { up: chainOf('up'), down: chainOf('down') }); }, get lines() { return (lines ??= { up: linesOf('up'), down: linesOf('down') }); } };
  made.set(shape, { at: switched, found });
  return found;
}
