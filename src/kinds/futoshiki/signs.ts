import type { Constraint, Shape } from '../../engine/grid/shape.ts';

/** For a < b: the digits each may still hold (a below b's largest, b above a's smallest). */
export function lessKeeps(a: number, b: number): [number, number] {
  if (!a || !b) return [0, 0];
  return [a & ((1 << (31 - Math.clz32(b))) - 1), b & ~((2 << (31 - Math.clz32(a & -a))) - 1)];
}

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
    const [ks, kb] = lessKeeps(cand[this.small]!, cand[this.big]!);
    return cut(this.small, ks) && cut(this.big, kb);
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

const made = new WeakMap<Shape, { at: number; found: Signs }>();

export function signsOf(shape: Shape): Signs {
  const was = made.get(shape);
  if (was?.at === switched) return was.found;
  const signs = shape.constraints.filter((c): c is Sign => c instanceof Sign && c.on);
  const cells = Array.from({ length: shape.size }, (_, c) => c);
  const next = { up: cells.map(() => [] as number[]), down: cells.map(() => [] as number[]) };
  for (const { small, big } of signs) [next.up[small]!.push(big), next.down[big]!.push(small)];
  const chainOf = (way: Way) => {
    const memo: number[][] = [];
    const longest = (cell: number, depth: number): number[] =>
      (memo[cell] ??= depth > shape.size ? [] : next[way][cell]!.map((n) => [n, ...longest(n, depth + 1)]).reduce((a, b) => (b.length > a.length ? b : a), []));
    return cells.map((c) => longest(c, 0));
  };
  const linesOf = (way: Way) =>
    cells.map((cell) => {
      const passed = new Set<number>();
      for (const stack = [cell]; stack.length; ) for (const n of next[way][stack.pop()!]!) if (!passed.has(n) && n !== cell) stack.push(n), passed.add(n);
      return (['row', 'column'] as const).flatMap((line) => {
        const at = (c: number) => (line === 'row' ? Math.floor(c / shape.width) : c % shape.width);
        const by = new Map<number, number[]>();
        for (const c of passed) by.set(at(c), [...(by.get(at(c)) ?? []), c]);
        return [...by].filter(([, cs]) => cs.length > 1).map(([n, cs]) => ({ line, n: n + 1, cells: cs }));
      });
    });
  // Each found when first read: the generator's easy solves, a new set of signs for each it tries, read no lines.
  let chain: Signs['chain'] | undefined, lines: Signs['lines'] | undefined;
  const found: Signs = { signs, get chain() { return (chain ??= { up: chainOf('up'), down: chainOf('down') }); }, get lines() { return (lines ??= { up: linesOf('up'), down: linesOf('down') }); } };
  made.set(shape, { at: switched, found });
  return found;
}
