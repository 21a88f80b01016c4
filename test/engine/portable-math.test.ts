import { describe, expect, it } from 'vitest';
import { exp, ln, log2 } from '../../src/engine/portable-math.ts';

/** How many doubles lie between a and b: 0 when equal. */
function ulps(a: number, b: number): number {
  const bits = new BigInt64Array(new Float64Array([a, b]).buffer);
  return Math.abs(Number(bits[0]! - bits[1]!));
}

/** A seeded stream, so the inputs are the same every run. */
function* inputs(count: number, spread: (u: number, v: number) => number): Generator<number> {
  let s = 12345;
  const next = () => (s = (s * 16807) % 2147483647) / 2147483647;
  for (let i = 0; i < count; i++) yield spread(next(), next());
}

describe('portable-math: the same bits in every engine, within a few units of the engine’s own', () => {
  it('ln and log2 over small integers and ten decades, within 6 ulps of Math.log and Math.log2', () => {
    const xs = [...Array.from({ length: 3000 }, (_, i) => i + 1), ...inputs(20000, (u, v) => u * 10 ** (v * 10 - 4))];
    for (const x of xs) {
      expect(ulps(ln(x), Math.log(x)), `ln ${x}`).toBeLessThanOrEqual(6);
      expect(ulps(log2(x), Math.log2(x)), `log2 ${x}`).toBeLessThanOrEqual(6);
    }
  });

  it('log2 is exact at powers of two, and both keep the edges Math has', () => {
    for (let e = -60; e <= 60; e++) expect(log2(2 ** e)).toBe(e);
    expect(ln(1)).toBe(0);
    expect(ln(0)).toBe(-Infinity);
    expect(log2(0)).toBe(-Infinity);
    expect(ln(-1)).toBeNaN();
    expect(log2(Number.NaN)).toBeNaN();
    expect(ln(Infinity)).toBe(Infinity);
  });

  it('exp from −40 to 40 within 6 ulps of Math.exp, with its edges', () => {
    for (const x of inputs(20000, (u) => (u - 0.5) * 80)) expect(ulps(exp(x), Math.exp(x)), `exp ${x}`).toBeLessThanOrEqual(6);
    expect(exp(0)).toBe(1);
    expect(exp(1000)).toBe(Infinity);
    expect(exp(-1000)).toBe(0);
    expect(exp(Number.NaN)).toBeNaN();
  });
});
