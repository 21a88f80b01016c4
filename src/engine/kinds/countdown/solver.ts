import { popcount } from '../../bits.ts';
import { add, div, type Expr, mul, num, show, type Step, sub, working } from './expr.ts';

/**
 * Exhaustive Countdown: first the value table of every subset of the cards (what each
 * subset can make using all its cards), then, for a target, every distinct expression
 * rebuilt top-down through the tables — only along values that lead to the target.
 * Pointless steps (×1, ÷1) are never taken; every intermediate is a positive whole number.
 */
export class Countdown {
  readonly numbers: readonly number[];
  /** values[mask]: what the cards in `mask` make, each card used exactly once. */
  readonly values: Set<number>[];
  private readonly splits: [number, number][][];
  private readonly memo = new Map<string, Expr[]>();
  /**
   * Work done so far, in pairs of values combined and values looked at (a few hash-set steps
   * each): six cards near 1000 cost about a second, a classic game a few milliseconds. Never
   * cut short, as no game costs more; `solve` reports it against a request's budget.
   */
  work = 0;

  constructor(numbers: readonly number[]) {
    this.numbers = numbers;
    const n = numbers.length;
    const full = (1 << n) - 1;
    this.values = new Array(full + 1);
    this.splits = new Array(full + 1);
    // Cards of equal value make equal tables: compute each multiset of values once.
    const byValues = new Map<string, Set<number>>();
    const masks = Array.from({ length: full }, (_, i) => i + 1).sort((a, b) => popcount(a) - popcount(b) || a - b);
    for (const mask of masks) {
      const splits: [number, number][] = [];
      for (let a = (mask - 1) & mask; a > 0; a = (a - 1) & mask) if (a < (mask ^ a)) splits.push([a, mask ^ a]);
      this.splits[mask] = splits;
      const signature = cardsOf(mask, n).map((i) => numbers[i]).sort((x, y) => x! - y!).join(',');
      let set = byValues.get(signature);
      if (!set) {
        set = new Set<number>();
        if (splits.length === 0) set.add(numbers[cardsOf(mask, n)[0]!]!);
        for (const [a, b] of splits) {
          combine(this.values[a]!, this.values[b]!, set);
          this.work += 8 * this.values[a]!.size * this.values[b]!.size;
        }
        byValues.set(signature, set);
      }
      this.values[mask] = set;
    }
  }

  /** Every distinct expression for `target`, simplest first. */
  solutions(target: number): Expr[] {
    const found = new Map<string, Expr>();
    for (let mask = 1; mask < this.values.length; mask++) {
      this.work += 4;
      if (!this.values[mask]!.has(target)) continue;
      for (const e of this.expand(mask, target)) found.set(e.key, e);
    }
    return [...found.values()].map((e) => ({ e, cost: cost(e) })).sort(simplest).map((x) => x.e);
  }

  /** The reachable value nearest the target (the smaller on a tie). */
  closest(target: number): number {
    let best = -Infinity;
    for (let mask = 1; mask < this.values.length; mask++) {
      this.work += 4 * this.values[mask]!.size;
      for (const v of this.values[mask]!) {
        const d = Math.abs(v - target);
        const bd = Math.abs(best - target);
        if (d < bd || (d === bd && v < best)) best = v;
      }
    }
    return best;
  }

  /** Every distinct expression that makes `v` from exactly the cards in `mask`. */
  private expand(mask: number, v: number): Expr[] {
    const memoKey = `${mask}:${v}`;
    const hit = this.memo.get(memoKey);
    if (hit) return hit;
    const out = new Map<string, Expr>();
    if (this.splits[mask]!.length === 0) {
      out.set(String(v), num(v));
    } else {
      for (const [a, b] of this.splits[mask]!) {
        const right = this.values[b]!;
        this.work += 64 * this.values[a]!.size;
        for (const x of this.values[a]!) {
          // Each operation, solved for the other operand y: then both sides are expanded.
          const tries: [number, (p: Expr, q: Expr) => Expr][] = [
            [v - x, add],
            [x - v, sub],
            [v + x, (p, q) => sub(q, p)],
          ];
          if (v % x === 0) tries.push([v / x, mul]);
          if (x % v === 0) tries.push([x / v, div]);
          tries.push([v * x, (p, q) => div(q, p)]);
          for (const [y, make] of tries) {
            if (y <= 0 || !right.has(y)) continue;
            for (const p of this.expand(a, x)) for (const q of this.expand(b, y)) {
              this.work += 1000; // an expression built, keyed and costed
              const e = make(p, q);
              if (!pointless(e)) out.set(e.key, e);
            }
          }
        }
      }
    }
    const list = [...out.values()];
    this.memo.set(memoKey, list);
    return list;
  }
}

function cardsOf(mask: number, n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) if (mask & (1 << i)) out.push(i);
  return out;
}

/** Adds to `out` every result of one step between a value of `xs` and a value of `ys`. */
function combine(xs: Set<number>, ys: Set<number>, out: Set<number>): void {
  for (const x of xs) {
    for (const y of ys) {
      out.add(x + y);
      if (x !== y) out.add(x > y ? x - y : y - x);
      if (x !== 1 && y !== 1) {
        out.add(x * y);
        if (x % y === 0) out.add(x / y);
        else if (y % x === 0) out.add(y / x);
      }
    }
  }
}

/** A product with a factor or divisor worth 1: a step that changes nothing (×1, ÷1, never taken). */
function pointless(e: Expr): boolean {
  return e.type === 'prod' && [...e.times, ...e.over].some((f) => f.value === 1);
}

interface Costed {
  e: Expr;
  cost: [number, number, number];
}

/** Fewest cards, then the smallest largest intermediate, then the smallest sum of them. */
function cost(e: Expr): [number, number, number] {
  const steps: Step[] = [];
  working(e, steps);
  const results = steps.map((s) => s.result);
  return [e.size, Math.max(0, ...results), results.reduce((a, b) => a + b, 0)];
}

function simplest(a: Costed, b: Costed): number {
  for (let i = 0; i < 3; i++) if (a.cost[i] !== b.cost[i]) return a.cost[i]! - b.cost[i]!;
  return a.e.key < b.e.key ? -1 : a.e.key > b.e.key ? 1 : 0;
}

export { show };
