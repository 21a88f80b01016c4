import { describe, expect, it } from 'vitest';
import { specSchema } from '../../src/book/spec.ts';
import { UserError } from '../../src/engine/errors.ts';
import { planSpec } from '../../src/pdf/preplan.ts';

/*
 * A refusal carries its problems whole (place, code, figures) as well as in its message, so a
 * caller can say them in words of its own: the /make/ page says them in its language beside
 * the field concerned (issue 69). The figures given must be the ones the message says, and true.
 */

const spec = (perPage: number, title = 'Problems') => specSchema.parse({ title, seed: 1, sections: [{ kind: 'numbrix', count: 12, difficulty: 'easy', options: { size: 10 }, perPage }] });

function refusal(work: () => unknown): UserError {
  try {
    work();
  } catch (error) {
    if (error instanceof UserError) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('refusals a caller can word', () => {
  it('a grid printing under the readable size: its place, how many were asked and how many fit, which is true', () => {
    const error = refusal(() => planSpec(spec(12)));
    expect(error.problems).toHaveLength(1);
    const [problem] = error.problems;
    expect(problem!.path).toEqual(['sections', 0, 'perPage']);
    expect(problem!.code).toBe('too-small');
    const { asked, fits, least } = problem!.values as Record<string, number>;
    expect(asked).toBe(12);
    expect(least).toBe(7);
    expect(fits).toBeGreaterThanOrEqual(1);
    expect(error.message).toContain(`sections[0].perPage: ${problem!.message}`);
    expect(problem!.message).toContain(`at most ${fits} fit`);
    // As many as it says fit do, and one more does not.
    expect(() => planSpec(spec(fits))).not.toThrow();
    expect(() => planSpec(spec(fits + 1))).toThrow(UserError);
  });

  it('a title the fonts cannot print: its place and the character', () => {
    const error = refusal(() => planSpec(spec(1, 'Snow ☃ day')));
    expect(error.problems.map(({ path, code, values }) => ({ path, code, values }))).toEqual([{ path: ['title'], code: 'unprintable', values: { character: '☃' } }]);
    expect(error.message).toBe(`spec: title: ${error.problems[0]!.message}`);
  });
});
