import { describe, expect, it } from 'vitest';
import { kind as countdown } from '../../../src/kinds/countdown/index.ts';
import { WORK_PER_SECOND } from '../../../src/engine/work.ts';

/**
 * Issue 23, finding 5: Countdown has no proof budget, as its costliest inputs are small
 * (measured: a fiftieth of a second). These tests hold it to that, in counted work (which
 * `solve` charges against a request's budget), never seconds.
 */
describe('countdown needs no budget: the costliest inputs the schema takes stay small', () => {
  it.each([
    ['six cards near 1000, a target none reaches', { numbers: [997, 991, 983, 977, 971, 967], target: 9999 }],
    ['six small cards, a target with hundreds of ways', { numbers: [1, 2, 3, 4, 5, 6], target: 24 }],
  ])('Countdown: %s', (_, raw) => {
    const solved = countdown.solve(countdown.puzzle.parse(raw), 1000);
    expect(solved.complete).toBe(true);
    expect(solved.work).toBeGreaterThan(0);
    expect(solved.work).toBeLessThan(WORK_PER_SECOND / 10);
  });
});
