import { popcount } from '../../engine/bits.ts';
import { add, div, type Expr, mul, num, show, type Step, sub, working } from './expr.ts';

/**
 * Exhaustive Countdown: first the value table of every subset of the cards (what each
 * subset can make using all its cards), then, for a target, every distinct expression
 * rebuilt top-down through the tables — only along values that lead to the target.
 * Pointless steps (×1, ÷1) are never taken; every intermediate is a positive whole number.
 */
export class Countdown {
  readonly numbers: readonly number[];
  private readonly tables: Set<number>[];
  private readonly splits: [number, number][][];
  /** Expansions already made, by value × masks + mask where that is exact, else by text. */
  private readonly memo = new Map<number | string, Expr[]>();
  /** The mask of all the cards, whose table (the largest by far) is made only when asked for. */
  private readonly full: number;
  private whole = false;
  /**
   * Work done so far, in pairs of values combined and values looked at (a few hash-set steps
   * each): six cards near 1000 cost about a second, a classic game a few milliseconds. Never
   * cut short, as no game costs more; `solve` reports it against a request's budget.
   */
  work = 0;

  /** Masks in the order their tables are made (fewest cards first), each multiset of values made once, by its signature. */
  private readonly order: number[];
  private readonly byValues = new Map<string, Set<number>>();
  /** Where in `order` the tables not yet made begin: those of all the cards but one, until asked for. */
  private made = 0;
  /** The tables not yet made are counted in `work` already. */
  private paid = false;
  /** Membership already worked out in a table not made, by value × masks + mask. */
  private readonly held = new Map<number, boolean>();

  /**
   * The tables of all the cards but one (the largest but the whole one's) are made only when
   * asked for (`values`, `reaches`): a solve for one target looks a value up in them through
   * their splits instead (`holds`), at a fraction of the cost. Their work is counted as if they
   * were made, so `work` is the same either way. Only where every value stays exact (cards up
   * to 100, as every game deals); otherwise every table is made at once.
   */
  constructor(numbers: readonly number[]) {
    this.numbers = numbers;
    const n = numbers.length;
    const full = (1 << n) - 1;
    this.full = full;
    this.tables = new Array(full + 1);
    this.splits = new Array(full + 1);
    this.order = Array.from({ length: full }, (_, i) => i + 1).sort((a, b) => popcount(a) - popcount(b) || a - b);
    for (const mask of this.order) {
      const splits: [number, number][] = [];
      for (let a = (mask - 1) & mask; a > 0; a = (a - 1) & mask) if (a < (mask ^ a)) splits.push([a, mask ^ a]);
      this.splits[mask] = splits;
    }
    const lazy = n >= 4 && numbers.every((v) => v <= 100);
    this.makeTables(lazy ? n - 2 : n);
    if (!lazy) return;
    // Their splits' tables are all made: the work of combining them is known without doing it.
    for (let k = this.made; k < this.order.length; k++) {
      const mask = this.order[k]!;
      if (mask === full) continue;
      const signature = this.signature(mask);
      if (this.byValues.has(signature)) continue;
      this.byValues.set(signature, PENDING);
      for (const [a, b] of this.splits[mask]!) this.work += 8 * this.tables[a]!.size * this.tables[b]!.size;
    }
    this.paid = true;
  }

  /** The values of the cards in `mask`, sorted: cards of equal value make equal tables. */
  private signature(mask: number): string {
    return cardsOf(mask, this.numbers.length)
      .map((i) => this.numbers[i])
      .sort((x, y) => x! - y!)
      .join(',');
  }

  /** Makes the tables, in order, of every mask of up to `most` cards (a target is expanded through all the cards: no table needed). */
  private makeTables(most: number): void {
    for (; this.made < this.order.length; this.made++) {
      const mask = this.order[this.made]!;
      if (popcount(mask) > most) return;
      const splits = this.splits[mask]!;
      if (mask === this.full && splits.length > 0) continue;
      // Each multiset of values computed once.
      const signature = this.signature(mask);
      let set = this.byValues.get(signature);
      if (!set || set === PENDING) {
        set = new Set<number>();
        if (splits.length === 0) set.add(this.numbers[cardsOf(mask, this.numbers.length)[0]!]!);
        for (const [a, b] of splits) {
          combine(this.tables[a]!, this.tables[b]!, set);
          if (!this.paid) this.work += 8 * this.tables[a]!.size * this.tables[b]!.size;
        }
        this.byValues.set(signature, set);
      }
      this.tables[mask] = set;
    }
    this.whole = this.tables[this.full] !== undefined;
  }

  /** Whether the cards in `mask` make `v`: from its table, or, where that is not made, from its splits' as `combine` would. */
  private holds(mask: number, v: number): boolean {
    const table = this.tables[mask];
    if (table) return table.has(v);
    const key = v * this.tables.length + mask;
    const known = this.held.get(key);
    if (known !== undefined) return known;
    let found = false;
    for (const [left, right] of this.splits[mask]!) {
      const [a, b] = this.tables[left]!.size <= this.tables[right]!.size ? [left, right] : [right, left];
      const ys = this.tables[b]!;
      for (const x of this.listOf(a)) {
        // x + y, |x − y|, and where neither is 1: x × y, x ÷ y, y ÷ x.
        if (ys.has(v - x) || ys.has(x - v) || ys.has(x + v)) found = true;
        else if (x !== 1 && ((v % x === 0 && v !== x && ys.has(v / x)) || (x % v === 0 && x !== v && ys.has(x / v)) || ys.has(v * x))) found = true;
        if (found) break;
      }
      if (found) break;
    }
    this.held.set(key, found);
    return found;
  }

  /** values[mask]: what the cards in `mask` make, each card used exactly once (all the cards' table made now if not yet). */
  get values(): Set<number>[] {
    this.makeTables(this.numbers.length);
    if (!this.whole) {
      const set = new Set<number>();
      for (const [a, b] of this.splits[this.full]!) {
        combine(this.tables[a]!, this.tables[b]!, set);
        this.work += 8 * this.tables[a]!.size * this.tables[b]!.size;
      }
      this.tables[this.full] = set;
      this.whole = true;
    }
    return this.tables;
  }

  /**
   * reached[v] is 1 for each v from `lowest` to `highest` some of the cards make: the tables,
   * and for all the cards their pairs' results in range only, without the whole table.
   */
  reaches(lowest: number, highest: number): Uint8Array {
    this.makeTables(this.numbers.length);
    const reached = new Uint8Array(highest + 1);
    const mark = (v: number) => {
      if (v >= lowest && v <= highest) reached[v] = 1;
    };
    for (let mask = 1; mask < this.tables.length; mask++) if (mask !== this.full || this.whole) for (const v of this.tables[mask]!) mark(v);
    if (this.whole) return reached;
    for (const [a, b] of this.splits[this.full]!) {
      const ys = [...this.tables[b]!];
      this.work += 2 * this.tables[a]!.size * ys.length;
      for (const x of this.tables[a]!) {
        for (const y of ys) {
          mark(x + y);
          mark(x > y ? x - y : y - x);
          if (x !== 1 && y !== 1) {
            mark(x * y);
            if (x % y === 0) mark(x / y);
            else if (y % x === 0) mark(y / x);
          }
        }
      }
    }
    return reached;
  }

  /**
   * Every distinct expression for `target`, simplest first; with `most` (and `fewest`), only
   * those of that many cards (solutions of fewer cards come first, so they are its first part).
   */
  solutions(target: number, most = this.numbers.length, fewest = 1): Expr[] {
    const found = new Map<string, Expr>();
    for (let mask = 1; mask < this.tables.length; mask++) {
      const cards = popcount(mask);
      if (cards > most || cards < fewest) continue;
      this.work += 4;
      if (mask === this.full && !this.whole) {
        for (const e of this.expand(mask, target)) found.set(e.key, e);
        continue;
      }
      if (!this.holds(mask, target)) continue;
      for (const e of this.expand(mask, target)) found.set(e.key, e);
    }
    return [...found.values()].map((e) => ({ e, cost: cost(e) })).sort(simplest).map((x) => x.e);
  }

  /** The first of `solutions(target)` that `ok` takes, found by as few cards as it needs. */
  first(target: number, ok: (e: Expr) => boolean): Expr | undefined {
    for (let cards = 1; cards <= this.numbers.length; cards++) {
      const hit = this.solutions(target, cards, cards).find(ok);
      if (hit) return hit;
    }
    return undefined;
  }

  /** The reachable value nearest the target (the smaller on a tie). */
  closest(target: number): number {
    let best = -Infinity;
    const values = this.values;
    for (let mask = 1; mask < values.length; mask++) {
      this.work += 4 * values[mask]!.size;
      for (const v of values[mask]!) {
        const d = Math.abs(v - target);
        const bd = Math.abs(best - target);
        if (d < bd || (d === bd && v < best)) best = v;
      }
    }
    return best;
  }

  private readonly lists: number[][] = [];
  /** A table as a list, to walk (faster than the set). */
  private listOf(mask: number): number[] {
    let list = this.lists[mask];
    if (!list) {
      list = [...this.tables[mask]!];
      this.lists[mask] = list;
    }
    return list;
  }

  /** Every distinct expression that makes `v` from exactly the cards in `mask`. */
  private expand(mask: number, v: number): Expr[] {
    const memoKey = v < 2 ** 40 && this.tables.length <= 2 ** 12 ? v * this.tables.length + mask : `${mask}:${v}`;
    const hit = this.memo.get(memoKey);
    if (hit) return hit;
    const out = new Map<string, Expr>();
    if (this.splits[mask]!.length === 0) {
      out.set(String(v), num(v));
    } else {
      for (const [left, right] of this.splits[mask]!) {
        // Each value of the smaller side, with each operation solved for the other side's
        // value: the operations come in both orders, so either side may be walked.
        // A table not made yet is the larger side: the other side of its split is one card.
        const [l, r] = [this.tables[left], this.tables[right]];
        const [a, b] = !l ? [right, left] : !r || l.size <= r.size ? [left, right] : [right, left];
        const xs = this.listOf(a);
        this.work += 64 * xs.length;
        for (const x of xs) {
          // Each operation, solved for the other operand y (v = x + y, x − y, y − x, x × y,
          // x ÷ y, y ÷ x): then both sides are expanded.
          for (let op = 0; op < 6; op++) {
            const y = op === 0 ? v - x : op === 1 ? x - v : op === 2 ? v + x : op === 3 ? (v % x === 0 ? v / x : 0) : op === 4 ? (x % v === 0 ? x / v : 0) : v * x;
            if (y <= 0 || !this.holds(b, y)) continue;
            for (const p of this.expand(a, x)) {
              for (const q of this.expand(b, y)) {
                this.work += 1000; // an expression built, keyed and costed
                const e = op === 0 ? add(p, q) : op === 1 ? sub(p, q) : op === 2 ? sub(q, p) : op === 3 ? mul(p, q) : op === 4 ? div(p, q) : div(q, p);
                if (!pointless(e)) out.set(e.key, e);
              }
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

/** A table counted but not yet made. */
const PENDING: Set<number> = new Set();

function cardsOf(mask: number, n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) if (mask & (1 << i)) out.push(i);
  return out;
}

/** Adds to `out` every result of one step between a value of `xs` and a value of `ys`. */
function combine(xs: Set<number>, ys: Set<number>, out: Set<number>): void {
  const bs = [...ys];
  for (const x of xs) {
    for (let k = 0; k < bs.length; k++) {
      const y = bs[k]!;
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
