import { describe, expect, it } from 'vitest';
import { kind as secretNumber } from '../../../src/kinds/secret-number/index.ts';
import { WORK_PER_SECOND } from '../../../src/engine/work.ts';

/**
 * Issue 23, finding 5: Secret Number's solver has no budget, as its costliest input is small
 * (90,000 numbers × 40 rules). This holds it to that, in counted work, never seconds.
 */
describe('secret-number needs no budget', () => {
  it('Secret Number: five digits, forty rules, every number tested against each', () => {
    const rules = Array.from({ length: 40 }, (_, i) => ({ subject: { of: 'sum', positions: [1, 2, 3, 4, 5] }, comparison: 'not-equals', value: i + 1 }));
    const solved = secretNumber.solve(secretNumber.puzzle.parse({ digits: 5, rules }), 2);
    expect(solved.complete).toBe(true);
    expect(solved.work).toBeLessThan(WORK_PER_SECOND / 5);
  });
});
