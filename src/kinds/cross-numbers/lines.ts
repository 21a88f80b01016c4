import { type NumSet, SetPool } from './numset.ts';
import type { Op, Order } from './schema.ts';

/** One row or column: its cells (indices into the grid), the operators between them, its total. */
export interface Line {
  cells: number[];
  ops: Op[];
  total: number;
}

/** a op v, or null where the step is not allowed (division by zero, or not exact). */
export function apply(a: number, op: Op, v: number): number | null {
  switch (op) {
    case '+':
      return a + v;
    case '-':
      return a - v;
    case '*':
      return a * v;
    case '/':
      return v !== 0 && a % v === 0 ? a / v : null;
  }
}

const isAdditive = (op: Op) => op === '+' || op === '-';

/** Splits a line at + and − into runs of × and ÷ (the terms, under the usual precedence). */
export function terms(length: number, ops: readonly Op[], order: Order): { start: number; end: number }[] {
  if (order === 'left-to-right') return [{ start: 0, end: length }];
  const out: { start: number; end: number }[] = [];
  let start = 0;
  for (let i = 0; i < ops.length; i++) {
    if (isAdditive(ops[i]!)) {
      out.push({ start, end: i + 1 });
      start = i + 1;
    }
  }
  out.push({ start, end: length });
  return out;
}

/**
 * The value of a line of numbers, or null if a division is not exact. `visit` is told each
 * value met on the way: strictly left to right, after every step; under precedence, after
 * every term is added or taken away (a term, digits multiplied and divided, is never negative).
 */
export function evaluate(values: readonly number[], ops: readonly Op[], order: Order, visit?: (value: number) => void): number | null {
  if (order === 'left-to-right') {
    let acc: number | null = values[0]!;
    for (let i = 1; i < values.length && acc !== null; i++) {
      acc = apply(acc, ops[i - 1]!, values[i]!);
      if (acc !== null) visit?.(acc);
    }
    return acc;
  }
  let sum = 0;
  let sign: Op = '+';
  for (const t of terms(values.length, ops, order)) {
    let term: number | null = values[t.start]!;
    for (let i = t.start + 1; i < t.end && term !== null; i++) term = apply(term, ops[i - 1]!, values[i]!);
    if (term === null) return null;
    sum = sign === '+' ? sum + term : sum - term;
    visit?.(sum);
    if (t.end - 1 < ops.length) sign = ops[t.end - 1]!;
  }
  return sum;
}

const pool = new SetPool();

/**
 * Pairs of values tried by the line supports since the program started: the proof solver
 * takes differences of it as its work, which a line of big products makes far more than
 * a line of sums.
 */
export const lineWork = { pairs: 0 };

/**
 * Generalised arc consistency for a chain evaluated left to right: which values of each
 * position take part in some choice whose result is in `allowed`. Forward, the set of
 * reachable results after each position; backward, the results that can still reach an
 * allowed end, marking the values that get there. Null when nothing reaches `allowed`.
 */
export function chainSupport(domains: readonly number[][], ops: readonly Op[], allowed: readonly number[]): number[][] | null {
  const k = domains.length;
  try {
    const forward: NumSet[] = [pool.take()];
    for (const v of domains[0]!) forward[0]!.add(v);
    for (let i = 1; i < k; i++) {
      const next = pool.take();
      stepForward(forward[i - 1]!.values, ops[i - 1]!, domains[i]!, next);
      if (next.size === 0) return null;
      forward.push(next);
    }
    let good = pool.take();
    for (const r of allowed) if (forward[k - 1]!.has(r)) good.add(r);
    if (good.size === 0) return null;
    const support: number[][] = Array.from({ length: k }, () => []);
    for (let i = k - 1; i >= 1; i--) {
      const before = pool.take();
      const domain = domains[i]!;
      const kept = new Uint8Array(domain.length);
      stepBack(forward[i - 1]!.values, ops[i - 1]!, domain, good, kept, before);
      support[i] = domain.filter((_, j) => kept[j]);
      good = before;
    }
    support[0] = domains[0]!.filter((v) => good.has(v));
    return support;
  } finally {
    pool.release();
  }
}

/*
 * The two steps of chainSupport, with the operator chosen once per step rather than once per
 * pair: these loops are most of the generator's time (measured with --cpu-prof), and a
 * per-pair switch cost about a third of it.
 */

/** Adds to `out` every `a op v` for `a` in `from` and `v` in `domain` that is allowed. */
function stepForward(from: readonly number[], op: Op, domain: readonly number[], out: NumSet): void {
  lineWork.pairs += from.length * domain.length;
  switch (op) {
    case '+':
      for (const a of from) for (const v of domain) out.add(a + v);
      return;
    case '-':
      for (const a of from) for (const v of domain) out.add(a - v);
      return;
    case '*':
      for (const a of from) for (const v of domain) out.add(a * v);
      return;
    case '/':
      for (const a of from) for (const v of domain) if (v !== 0 && a % v === 0) out.add(a / v);
      return;
  }
}

/**
 * For each `a` in `from` with some `a op domain[j]` in `good`: marks those `j` in `kept`
 * and adds `a` to `before`.
 */
function stepBack(from: readonly number[], op: Op, domain: readonly number[], good: NumSet, kept: Uint8Array, before: NumSet): void {
  lineWork.pairs += from.length * domain.length;
  for (const a of from) {
    let reaches = false;
    for (let j = 0; j < domain.length; j++) {
      const v = domain[j]!;
      let r: number;
      if (op === '+') r = a + v;
      else if (op === '-') r = a - v;
      else if (op === '*') r = a * v;
      else if (v !== 0 && a % v === 0) r = a / v;
      else continue;
      if (good.has(r)) {
        reaches = true;
        kept[j] = 1;
      }
    }
    if (reaches) before.add(a);
  }
}

/** All values a chain can produce. */
export function chainResults(domains: readonly number[][], ops: readonly Op[]): number[] {
  let acc = [...new Set(domains[0])];
  for (let i = 1; i < domains.length; i++) {
    const next = new Set<number>();
    lineWork.pairs += acc.length * domains[i]!.length;
    for (const a of acc) {
      for (const v of domains[i]!) {
        const r = apply(a, ops[i - 1]!, v);
        if (r !== null) next.add(r);
      }
    }
    acc = [...next];
  }
  return acc;
}

/** Fillings tried one by one, below which enumerating beats the set-based chains. */
const ENUMERATE_BELOW = 512;

/** Support by trying every filling: fastest when most cells are already fixed. */
function enumerateSupport(domains: readonly number[][], ops: readonly Op[], total: number, order: Order): number[][] | null {
  const k = domains.length;
  const kept: Set<number>[] = domains.map(() => new Set());
  const values = domains.map((d) => d[0]!);
  const index = new Array<number>(k).fill(0);
  let any = false;
  for (;;) {
    lineWork.pairs += k;
    if (evaluate(values, ops, order) === total) {
      any = true;
      for (let i = 0; i < k; i++) kept[i]!.add(values[i]!);
    }
    let i = k - 1;
    while (i >= 0 && index[i] === domains[i]!.length - 1) {
      index[i] = 0;
      values[i] = domains[i]![0]!;
      i--;
    }
    if (i < 0) break;
    index[i]!++;
    values[i] = domains[i]![index[i]!]!;
  }
  return any ? domains.map((d, i) => d.filter((v) => kept[i]!.has(v))) : null;
}

/**
 * Which values of each cell of a line take part in some filling that makes the total.
 * Under precedence, each term's possible values feed a +/− chain that must make the
 * total; each term's chain is then narrowed to the term values that survive.
 */
export function lineSupport(domains: readonly number[][], ops: readonly Op[], total: number, order: Order): number[][] | null {
  let fillings = 1;
  for (const d of domains) fillings *= d.length;
  // An empty domain has no filling (and would never end the enumeration's odometer).
  if (fillings === 0) return null;
  if (fillings < ENUMERATE_BELOW) return enumerateSupport(domains, ops, total, order);
  const parts = terms(domains.length, ops, order);
  if (parts.length === 1) return chainSupport(domains, ops, [total]);
  const termValues = parts.map((t) => chainResults(domains.slice(t.start, t.end), ops.slice(t.start, t.end - 1)));
  const joins = parts.slice(0, -1).map((t) => ops[t.end - 1]!);
  const kept = chainSupport(termValues, joins, [total]);
  if (!kept) return null;
  const out: number[][] = [];
  for (let j = 0; j < parts.length; j++) {
    const t = parts[j]!;
    const inner = chainSupport(domains.slice(t.start, t.end), ops.slice(t.start, t.end - 1), kept[j]!);
    if (!inner) return null;
    out.push(...inner);
  }
  return out;
}
