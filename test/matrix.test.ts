import { describe, expect, it } from 'vitest';
import { AXES, type Axis, sampledValues, sampleOf, USES, type Use } from './matrix.ts';

const uses = Object.keys(USES) as Use[];
const axesOf = (use: Use) => USES[use].axes as readonly Axis[];

describe('the sampled matrices of npm test (test/matrix.ts)', () => {
  it.each(uses)('%s: every value of every axis is met in its sample', (use) => {
    const rows = sampleOf(use) as Record<string, unknown>[];
    for (const axis of axesOf(use)) expect(new Set(rows.map((row) => row[axis])), `${use}: ${axis}`).toEqual(new Set(sampledValues(use, axis)));
  });

  it('every kind is in the sample of some use that spans the kinds', () => {
    const met = new Set(uses.filter((use) => axesOf(use).includes('kind')).flatMap((use) => (sampleOf(use) as Record<string, unknown>[]).map((row) => row.kind)));
    expect(new Set(AXES.kind.filter((kind) => !met.has(kind)))).toEqual(new Set());
  });

  // Every kind meets every language, trim and print in npm test (issue 106's kinds × languages ×
  // trims). A device is a page's layout, not its words: each kind's page is opened on one device in
  // npm test (largest-page, and its way of playing's on both), on both in CI.
  it('across the suite, every kind meets every language, trim and print a use spans it with, in some sample', () => {
    const missed: string[] = [];
    const axes = (Object.keys(AXES) as Axis[]).filter((axis) => axis !== 'device');
    for (const a of ['kind'] as const) {
      for (const b of axes.filter((axis) => axis !== a)) {
        const spanning = uses.filter((use) => axesOf(use).includes(a) && axesOf(use).includes(b));
        if (spanning.length === 0) continue;
        const met = new Set(spanning.flatMap((use) => (sampleOf(use) as Record<string, unknown>[]).map((row) => `${row[a]} × ${row[b]}`)));
        for (const x of AXES[a]) for (const y of AXES[b]) if (!met.has(`${x} × ${y}`)) missed.push(`${a} ${x} × ${b} ${y}`);
      }
    }
    expect(missed).toEqual([]);
  });
});
