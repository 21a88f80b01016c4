import { describe, expect, it } from 'vitest';
import { makeRecord } from '../../../src/book/make.ts';
import { DIFFICULTIES } from '../../../src/engine/kind.ts';
import { kind as secretNumber } from '../../../src/kinds/secret-number/index.ts';
import { secretNumberHint } from '../../../src/kinds/secret-number/play.ts';
import { withHint } from '../../../src/play/code.ts';
import type { SecretNumberPuzzle, SecretNumberSolution } from '../../../src/kinds/secret-number/schema.ts';

const made = DIFFICULTIES.flatMap((difficulty) =>
  [3, 4].flatMap((digits) =>
    [1, 2].map((n) => {
      const record = makeRecord('secret-number', `hint-${n}`, `hint/${digits}/${difficulty}/${n}`, secretNumber.options.parse({ digits }), difficulty)!;
      return { label: `${digits} digits ${difficulty} #${n}`, puzzle: record.puzzle as SecretNumberPuzzle, solution: record.solution as SecretNumberSolution };
    }),
  ),
);

describe('secret-number hints', () => {
  it.each(made.map((m) => [m.label, m] as const))('%s: hints alone write the number, each a named step resting on a rule', (_, { puzzle, solution }) => {
    let guess = '';
    for (let n = 0; n <= puzzle.digits; n++) {
      const hint = secretNumberHint(puzzle, guess, solution.number);
      if (hint.type === 'done') break;
      expect(hint.type).toBe('step');
      if (hint.type !== 'step') return;
      expect(secretNumber.stepper.ladder[hint.technique]).toBeDefined();
      expect(hint.cells.length).toBeGreaterThan(0);
      // It names the rule it rests on (the short list names the rules that break each number).
      expect(hint.say).toMatch(/[Rr]ule \d+/);
      for (const { cell, value } of hint.place) expect(String(solution.number)[cell]).toBe(String(value));
      guess = withHint(guess, puzzle.digits, hint);
    }
    expect(guess).toBe(String(solution.number));
  });

  it('a wrong digit is named by its place, and two together, before any step; an empty box between keeps places', () => {
    const { puzzle, solution } = made.find((m) => m.label.startsWith('4 digits medium'))!;
    const right = String(solution.number);
    const other = (i: number) => String((Number(right[i]) + 1) % 10 || 1);
    // The second digit wrong, the first box empty.
    const one = secretNumberHint(puzzle, ` ${other(1)}`, solution.number);
    expect(one).toEqual({ type: 'mistake', cells: [1], say: `The ${other(1)} you wrote as my second digit is not right: rub it out first, then ask again.` });
    const two = secretNumberHint(puzzle, ` ${other(1)} ${other(3)}`, solution.number);
    expect(two.type === 'mistake' && two.cells).toEqual([1, 3]);
    expect(two.type === 'mistake' && two.say).toBe(`The ${other(1)} you wrote as my second digit and the ${other(3)} you wrote as my last digit are not right: rub them out first, then ask again.`);
    // A right digit in the third box alone is built on, not taken for the first.
    const after = secretNumberHint(puzzle, `  ${right[2]}`, solution.number);
    expect(after.type).toBe('step');
    expect(after.type === 'step' && after.place.every((p) => p.cell !== 2)).toBe(true);
  });

  it('the step solver goes on from known digits and never writes one of them again', () => {
    for (const { puzzle, solution } of made.filter((m) => m.label.includes('expert'))) {
      const known = [{ cell: 1, value: Number(String(solution.number)[1]) }];
      const log = secretNumber.stepper.steps(puzzle, 4, known);
      expect(log.solved).toBe(true);
      for (const step of log.steps) for (const p of step.place) expect(p.cell).not.toBe(1);
    }
  });
});
