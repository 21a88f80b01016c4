import { describe, expect, it } from 'vitest';
import { makeRecord } from '../../../src/book/make.ts';
import { DIFFICULTIES } from '../../../src/engine/kind.ts';
import { kind as numberMind } from '../../../src/kinds/number-mind/index.ts';
import { numberMindHint } from '../../../src/kinds/number-mind/play.ts';
import { withHint } from '../../../src/play/code.ts';
import type { NumberMindPuzzle, NumberMindSolution } from '../../../src/kinds/number-mind/schema.ts';

const made = DIFFICULTIES.flatMap((difficulty) =>
  [5, 8].flatMap((length) =>
    [1, 2].map((n) => {
      const record = makeRecord('number-mind', `hint-${n}`, `hint/${length}/${difficulty}/${n}`, numberMind.options.parse({ length }), difficulty)!;
      return { label: `${length} digits ${difficulty} #${n}`, puzzle: record.puzzle as NumberMindPuzzle, solution: record.solution as NumberMindSolution };
    }),
  ),
);

describe('number-mind hints', () => {
  it.each(made.map((m) => [m.label, m] as const))('%s: hints alone write the secret, each a named step resting on a guess', (_, { puzzle, solution }) => {
    let code = '';
    for (let n = 0; n <= puzzle.length; n++) {
      const hint = numberMindHint(puzzle, code, solution.secret);
      if (hint.type === 'done') break;
      expect(hint.type).toBe('step');
      if (hint.type !== 'step') return;
      expect(numberMind.stepper.ladder[hint.technique]).toBeDefined();
      expect(hint.cells.length).toBeGreaterThan(0);
      expect(hint.say).toMatch(/[Gg]uess \d+|place \d+/);
      for (const { cell, value } of hint.place) expect(solution.secret[cell]).toBe(String(value));
      code = withHint(code, puzzle.length, hint);
    }
    expect(code).toBe(solution.secret);
  });

  it('a wrong digit is named by its place, and two together, before any step', () => {
    const { puzzle, solution } = made.find((m) => m.label.startsWith('5 digits hard'))!;
    const s = solution.secret;
    const other = (i: number) => String((Number(s[i]) + 1) % 10);
    expect(numberMindHint(puzzle, `${other(0)}`, s)).toEqual({ type: 'mistake', cells: [0], say: `The ${other(0)} in place 1 of your code is not right: rub it out first, then ask again.` });
    const two = numberMindHint(puzzle, `${other(0)}  ${other(3)}`, s);
    expect(two.type === 'mistake' && two.cells).toEqual([0, 3]);
    expect(two.type === 'mistake' && two.say).toBe(`The ${other(0)} in place 1 and the ${other(3)} in place 4 of your code are not right: rub them out first, then ask again.`);
  });

  it('the step solver goes on from known digits and never writes one of them again', () => {
    for (const { puzzle, solution } of made.filter((m) => m.label.includes('expert'))) {
      const known = [0, 2].map((cell) => ({ cell, value: Number(solution.secret[cell]) }));
      const log = numberMind.stepper.steps(puzzle, 4, known);
      expect(log.solved).toBe(true);
      for (const step of log.steps) for (const p of step.place) expect([0, 2]).not.toContain(p.cell);
    }
  });
});
