import { describe, expect, it } from 'vitest';
import { PROOF_BUDGET } from '../../../src/kinds/number-mind/grade.ts';
import { kind as numberMind } from '../../../src/kinds/number-mind/index.ts';
import { score } from '../../../src/kinds/number-mind/score.ts';
import { Rng } from '../../../src/engine/random.ts';

/**
 * Issue 23, finding 5: the proof's budget counted nodes, and a node of the largest puzzle the
 * schema takes (40 digits, 100 guesses) costs a hundred times one of Project Euler 185. The
 * budget now counts place and guess visits; these tests bound that count, never seconds.
 */

/** `guesses` random guesses scored against a random 40-digit secret, the first score one too high: no secret fits. */
function hostile(guesses: number): { length: number; guesses: { guess: string; correct: number }[] } {
  const rng = new Rng(`nm-budget/${guesses}`);
  const digits = () => Array.from({ length: 40 }, () => String(rng.int(10))).join('');
  const secret = digits();
  const list = Array.from({ length: guesses }, () => {
    const guess = digits();
    return { guess, correct: score(guess, secret) };
  });
  list[0]!.correct += 1;
  return { length: 40, guesses: list };
}

describe('number-mind proof budget', () => {
  it('the largest puzzle the schema takes ends unknown within the kind budget', () => {
    const puzzle = numberMind.puzzle.parse(hostile(100));
    const solved = numberMind.solve(puzzle, 2);
    expect(solved.complete).toBe(false);
    expect(solved.solutions).toEqual([]);
    expect(solved.work).toBeGreaterThan(PROOF_BUDGET);
    // A branch costs a few thousand at most here: the budget is checked before each.
    expect(solved.work).toBeLessThan(PROOF_BUDGET + 1_000_000);
  });

  it('one guess listed twice with two scores: millions of cheap ways, each charged', () => {
    const { guess } = hostile(1).guesses[0]!;
    const puzzle = numberMind.puzzle.parse({ length: 40, guesses: [{ guess, correct: 20 }, { guess, correct: 21 }] });
    const solved = numberMind.solve(puzzle, 2, 50_000_000);
    expect(solved.complete).toBe(false);
    expect(solved.work).toBeLessThan(50_000_000 + 1_000_000);
  });
});
