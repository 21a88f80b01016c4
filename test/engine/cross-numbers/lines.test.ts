import { describe, expect, it } from 'vitest';
import { apply, chainSupport, evaluate, lineSupport, terms } from '../../../src/kinds/cross-numbers/lines.ts';
import { NumSet, SetPool } from '../../../src/kinds/cross-numbers/numset.ts';
import { evaluateLine } from '../../../src/kinds/cross-numbers/oracle.ts';
import { OPS, type Op, ORDERS, type Order } from '../../../src/kinds/cross-numbers/schema.ts';
import { Rng } from '../../../src/engine/random.ts';

/** The reference value of a line: the kind's oracle's, sharing no code with lines.ts. */
const reference = evaluateLine;

/** Every filling tried: the values of each cell that take part in one making `total`, or null. */
function naiveSupport(domains: readonly number[][], ops: readonly Op[], total: number, order: Order): number[][] | null {
  const kept = domains.map(() => new Set<number>());
  const values: number[] = [];
  let any = false;
  const fill = (i: number) => {
    if (i === domains.length) {
      if (reference(values, ops, order) === total) {
        any = true;
        values.forEach((v, k) => kept[k]!.add(v));
      }
      return;
    }
    for (const v of domains[i]!) {
      values[i] = v;
      fill(i + 1);
    }
  };
  fill(0);
  return any ? domains.map((d, i) => d.filter((v) => kept[i]!.has(v))) : null;
}

const product = (domains: readonly number[][]) => domains.reduce((p, d) => p * d.length, 1);

/** A random non-empty subset of 0..9 of `lo`..`hi` values, ascending; 0 in it half the time. */
function randomDomain(rng: Rng, lo: number, hi: number): number[] {
  const size = rng.range(lo, hi);
  const picked = rng.shuffle([...Array(10).keys()]).slice(0, size);
  if (rng.chance(0.5) && !picked.includes(0)) picked[0] = 0;
  return picked.sort((a, b) => a - b);
}

/** Operators with × and ÷ as likely as + and −. */
const randomOps = (rng: Rng, length: number): Op[] => Array.from({ length: length - 1 }, () => rng.pick(OPS));

/** A total some filling makes (most of the time), else a number near the usual range. */
function randomTotal(rng: Rng, domains: readonly number[][], ops: readonly Op[], order: Order): number {
  if (rng.chance(0.7)) {
    for (let t = 0; t < 10; t++) {
      const v = reference(
        domains.map((d) => rng.pick(d)),
        ops,
        order,
      );
      if (v !== null) return v;
    }
  }
  return rng.range(-30, 120);
}

describe('evaluate', () => {
  const cases: [number[], Op[], number | null, number | null][] = [
    // values, ops, precedence, left to right
    [[2, 3, 4], ['+', '*'], 14, 20],
    [[2, 3, 4], ['*', '+'], 10, 10],
    [[8, 2, 2], ['/', '/'], 2, 2],
    [[8, 2, 2], ['-', '/'], 7, 3],
    [[8, 2, 2], ['-', '-'], 4, 4],
    [[9, 3, 2], ['/', '*'], 6, 6],
    [[2, 9, 3], ['*', '/'], 6, 6],
    [[2, 3, 9], ['-', '*'], -25, -9],
    [[1, 5, 2], ['-', '-'], -6, -6],
    [[1, 8, 2, 3], ['-', '/', '*'], -11, null],
    [[1, 9, 2, 3], ['-', '/', '*'], null, -12],
    [[7, 2], ['/'], null, null],
    [[6, 4, 2], ['/', '*'], null, null],
    [[6, 4, 2], ['+', '/'], 8, 5],
    [[3, 4, 2], ['+', '/'], 5, null],
    [[5, 0], ['/'], null, null],
    [[0, 5], ['/'], 0, 0],
    [[5, 5, 0], ['-', '/'], null, null],
    [[5, 5, 3], ['-', '/'], null, 0],
    [[4, 0, 3], ['*', '+'], 3, 3],
    [[1, 2, 3, 4, 5], ['+', '*', '-', '*'], -13, 25],
    [[9, 9, 9, 9], ['*', '*', '*'], 6561, 6561],
    [[7], [], 7, 7],
  ];
  it.each(cases)('%j %j: %s under precedence, %s left to right', (values, ops, precedence, ltr) => {
    expect(evaluate(values, ops, 'precedence')).toBe(precedence);
    expect(evaluate(values, ops, 'left-to-right')).toBe(ltr);
    expect(reference(values, ops, 'precedence')).toBe(precedence);
    expect(reference(values, ops, 'left-to-right')).toBe(ltr);
  });

  it('apply: exact division only, never by zero', () => {
    expect(apply(8, '/', 4)).toBe(2);
    expect(apply(-8, '/', 4)).toBe(-2);
    expect(apply(9, '/', 4)).toBeNull();
    expect(apply(-9, '/', 4)).toBeNull();
    expect(apply(0, '/', 0)).toBeNull();
    expect(apply(3, '/', 0)).toBeNull();
    expect(apply(3, '-', 5)).toBe(-2);
    expect(apply(-3, '*', 5)).toBe(-15);
  });

  it('terms: split at + and − under precedence, one run left to right', () => {
    expect(terms(5, ['+', '*', '-', '/'], 'precedence')).toEqual([
      { start: 0, end: 1 },
      { start: 1, end: 3 },
      { start: 3, end: 5 },
    ]);
    expect(terms(3, ['*', '/'], 'precedence')).toEqual([{ start: 0, end: 3 }]);
    expect(terms(5, ['+', '*', '-', '/'], 'left-to-right')).toEqual([{ start: 0, end: 5 }]);
  });

  it('agrees with the reference on random lines, both orders', () => {
    const rng = new Rng('evaluate/random');
    for (let t = 0; t < 5000; t++) {
      const length = rng.range(1, 9);
      const values = Array.from({ length }, () => rng.range(0, 9));
      const ops = randomOps(rng, length);
      for (const order of ORDERS) expect(evaluate(values, ops, order), `${values} ${ops} ${order}`).toBe(reference(values, ops, order));
    }
  });
});

describe('lineSupport', () => {
  /** Checks random lines against the naive enumeration; returns how many had some filling. */
  function checkRandom(label: string, count: number, shape: (rng: Rng) => number[][], expectPath?: 'dp' | 'enumerate'): number {
    const rng = new Rng(label);
    let solvable = 0;
    for (let t = 0; t < count; t++) {
      const domains = shape(rng);
      if (expectPath === 'dp') expect(product(domains)).toBeGreaterThanOrEqual(512);
      if (expectPath === 'enumerate') expect(product(domains)).toBeLessThan(512);
      const ops = randomOps(rng, domains.length);
      const order = rng.pick(ORDERS);
      const total = randomTotal(rng, domains, ops, order);
      const expected = naiveSupport(domains, ops, total, order);
      const got = lineSupport(domains, ops, total, order);
      expect(got, `${JSON.stringify(domains)} ${ops.join('')} = ${total} (${order})`).toEqual(expected);
      if (expected) solvable++;
    }
    return solvable;
  }

  it('equals the naive enumeration on random lines of 2 to 6 cells', () => {
    const solvable = checkRandom('support/any', 3000, (rng) => Array.from({ length: rng.range(2, 6) }, () => randomDomain(rng, 1, 10)));
    // Both answers occur often: lines with fillings and lines with none.
    expect(solvable).toBeGreaterThan(1000);
    expect(solvable).toBeLessThan(2900);
  });

  it('the set-based path (fillings ≥ 512) equals the naive enumeration', () => {
    const solvable = checkRandom(
      'support/dp',
      800,
      (rng) => {
        for (;;) {
          const domains = Array.from({ length: rng.range(3, 6) }, () => randomDomain(rng, 3, 10));
          if (product(domains) >= 512) return domains;
        }
      },
      'dp',
    );
    expect(solvable).toBeGreaterThan(300);
  });

  it('the enumerating path (fillings < 512) equals the naive enumeration', () => {
    const solvable = checkRandom(
      'support/enumerate',
      1500,
      (rng) => {
        for (;;) {
          const domains = Array.from({ length: rng.range(2, 6) }, () => randomDomain(rng, 1, 5));
          if (product(domains) < 512) return domains;
        }
      },
      'enumerate',
    );
    expect(solvable).toBeGreaterThan(500);
  });

  it('either side of the threshold: 10·10·5 enumerates, 8·8·8 goes through the sets; both exact', () => {
    const rng = new Rng('support/threshold');
    const digits = (k: number) => [...Array(k).keys()].map((v) => v + 10 - k);
    for (let t = 0; t < 300; t++) {
      for (const domains of [[digits(10), digits(10), [0, 1, 2, 3, 4]], [digits(8), digits(8), digits(8)]]) {
        const ops = randomOps(rng, 3);
        for (const order of ORDERS) {
          const total = randomTotal(rng, domains, ops, order);
          expect(lineSupport(domains, ops, total, order)).toEqual(naiveSupport(domains, ops, total, order));
        }
      }
    }
  });

  it('division by zero never supports a value: 0 as divisor is struck', () => {
    const all = [...Array(10).keys()];
    // 6 ÷ b = 6 has only b = 1; 0 ÷ b = 0 has every b but 0.
    expect(lineSupport([[6], all], ['/'], 6, 'precedence')).toEqual([[6], [1]]);
    expect(lineSupport([[0], all], ['/'], 0, 'precedence')).toEqual([[0], all.slice(1)]);
    // Long enough to take the set-based path.
    expect(lineSupport([all, all, all], ['/', '+'], 0, 'precedence')).toEqual([[0], all.slice(1), [0]]);
    expect(lineSupport([all, all, all], ['-', '/'], 0, 'left-to-right')).toEqual(naiveSupport([all, all, all], ['-', '/'], 0, 'left-to-right'));
    expect(lineSupport([[5], [0]], ['/'], 0, 'precedence')).toBeNull();
    expect(lineSupport([all, [0], all], ['/', '*'], 0, 'left-to-right')).toBeNull();
  });

  it('subtraction may go below zero on the way, and the total may be negative', () => {
    const all = [...Array(10).keys()];
    // Left to right, 1 − 9 + b = 2 needs b = 10: none; 1 − a + b = 2 is a + 1 = b.
    expect(lineSupport([[1], [9], all], ['-', '+'], 2, 'left-to-right')).toBeNull();
    expect(lineSupport([[1], all, all], ['-', '+'], 2, 'left-to-right')).toEqual([[1], all.slice(0, 9), all.slice(1)]);
    expect(lineSupport([all, all, all], ['-', '*'], -81, 'precedence')).toEqual([[0], [9], [9]]);
    expect(lineSupport([all, all, all], ['-', '*'], -81, 'left-to-right')).toEqual([[0], [9], [9]]);
  });

  it('null when no domain has a value (an empty domain), rather than looping', () => {
    expect(lineSupport([[1], []], ['+'], 1, 'precedence')).toBeNull();
    expect(lineSupport([[], [1, 2]], ['*'], 2, 'left-to-right')).toBeNull();
  });

  it('chainSupport: values reaching any of the allowed results, left to right', () => {
    const rng = new Rng('support/chain');
    for (let t = 0; t < 1000; t++) {
      const domains = Array.from({ length: rng.range(1, 5) }, () => randomDomain(rng, 1, 10));
      const ops = randomOps(rng, domains.length);
      const allowed = Array.from({ length: rng.range(1, 4) }, () => randomTotal(rng, domains, ops, 'left-to-right'));
      // The naive answer: the union, over the allowed totals, of each total's support.
      const kept = domains.map(() => new Set<number>());
      for (const total of allowed) naiveSupport(domains, ops, total, 'left-to-right')?.forEach((vs, i) => vs.forEach((v) => kept[i]!.add(v)));
      const any = kept.every((s) => s.size > 0);
      expect(chainSupport(domains, ops, allowed)).toEqual(any ? domains.map((d, i) => d.filter((v) => kept[i]!.has(v))) : null);
    }
  });
});

describe('NumSet', () => {
  const randomInt = (rng: Rng): number => {
    switch (rng.int(5)) {
      case 0:
        return rng.range(-20, 20);
      case 1:
        return rng.range(-100_000, 100_000);
      case 2:
        return rng.range(2 ** 31 - 50, 2 ** 31 + 50) * (rng.chance(0.5) ? 1 : -1);
      case 3:
        // Multiples of 2^32 differ only in the high word.
        return rng.range(-40, 40) * 2 ** 32 + rng.range(0, 3);
      default:
        return Math.floor((rng.float() - 0.5) * 2 ** 50);
    }
  };

  it('add, has, size and values match a JavaScript Set, through growth and clearing', () => {
    const rng = new Rng('numset');
    const set = new NumSet(2);
    for (let round = 0; round < 60; round++) {
      const js = new Set<number>();
      const n = rng.range(0, round < 50 ? 300 : 5000);
      for (let i = 0; i < n; i++) {
        const v = randomInt(rng);
        set.add(v);
        js.add(v);
        if (i % 7 === 0) set.add(v); // adding again changes nothing
        // A value just added, and one likely not there.
        expect(set.has(v)).toBe(true);
        const probe = randomInt(rng);
        expect(set.has(probe)).toBe(js.has(probe));
      }
      expect(set.size).toBe(js.size);
      expect(set.values).toEqual([...js]);
      for (const v of js) expect(set.has(v)).toBe(true);
      for (let i = 0; i < 200; i++) {
        const probe = randomInt(rng);
        expect(set.has(probe)).toBe(js.has(probe));
      }
      set.clear();
      expect(set.size).toBe(0);
      for (const v of js) expect(set.has(v)).toBe(false);
    }
  });

  it('0 and −0 are one member', () => {
    const set = new NumSet();
    set.add(0);
    set.add(-0);
    expect(set.size).toBe(1);
    expect(set.has(-0)).toBe(true);
  });

  it('many clears: a member of an earlier round never shows through', () => {
    const set = new NumSet(4);
    for (let round = 0; round < 20_000; round++) {
      set.clear();
      expect(set.has(round - 1)).toBe(false);
      set.add(round);
      expect(set.has(round)).toBe(true);
    }
  });

  it('SetPool hands out empty sets, distinct until released', () => {
    const pool = new SetPool();
    const a = pool.take();
    a.add(1);
    const b = pool.take();
    expect(b).not.toBe(a);
    expect(b.size).toBe(0);
    pool.release();
    const again = pool.take();
    expect(again).toBe(a);
    expect(again.has(1)).toBe(false);
  });
});
