import { describe, expect, it } from 'vitest';
import { type Finish, noStats, type Stats, summarise } from '../../src/site/lib/stats.ts';

// /stats/ with a reader's tens of thousands of finishes (issue 83: 40,000 took 7.9 s to load, each
// kind and band's list copied for every finish added to it). The work is counted, not timed: every
// step through a list (a spread, a for-of) is a step of the built-in array iterator, counted here
// while the summary is made. This file swaps that built-in, which V8 then no longer optimises in
// the process: it runs in a process of its own (OWN_MODULES, vitest.config.ts).

const march = { year: 2026, month: 3, day: 15 };

/** `count` finishes, every one a solve of the same kind and band: the one group grows with each. */
function finished(count: number): Stats {
  const stats = noStats();
  for (let i = 0; i < count; i++) {
    stats.puzzles[`p${i}`] = { kind: 'numbrix', band: 'easy', solved: true, ms: 1000 * (i + 1), hints: i % 3, mistakes: 0, on: '2026-03-15' } satisfies Finish;
  }
  return stats;
}

/** Steps the array iterator takes while `work` runs. */
function stepsOf(work: () => void): number {
  const proto = Array.prototype as unknown as { [Symbol.iterator]: (this: unknown[]) => Iterator<unknown> };
  const original = proto[Symbol.iterator];
  let steps = 0;
  proto[Symbol.iterator] = function (this: unknown[]) {
    const inner = original.call(this);
    const counted: IterableIterator<unknown> = {
      next: () => {
        steps++;
        return inner.next();
      },
      [Symbol.iterator]: () => counted,
    };
    return counted;
  };
  try {
    work();
  } finally {
    proto[Symbol.iterator] = original;
  }
  return steps;
}

describe('statistics at scale', () => {
  it('sums finishes in steps that grow as their count does, not as its square', () => {
    for (const count of [1000, 4000]) {
      const stats = finished(count);
      const steps = stepsOf(() => summarise(stats, march));
      // A handful of passes over the finishes; a list copied for each finish is count²/2 steps.
      expect(steps, `${count} finishes`).toBeLessThanOrEqual(4 * count);
    }
  });

  it('sums 40,000 finishes of one kind and band: their count, best and median times, hints', () => {
    const count = 40_000;
    const { lines, solved, hints } = summarise(finished(count), march);
    expect(solved).toBe(count);
    expect(lines).toEqual([{ kind: 'numbrix', band: 'easy', solved: count, bestMs: 1000, medianMs: 1000 * (count + 1) / 2, hints: 39_999 }]);
    expect(hints).toBe(39_999);
  });
});
