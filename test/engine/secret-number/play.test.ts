import { describe, expect, it } from 'vitest';
import type { Difficulty } from '../../../src/engine/kind.ts';
import { kind as secretNumber } from '../../../src/kinds/secret-number/index.ts';
import type { Rule, SecretNumberPuzzle } from '../../../src/kinds/secret-number/schema.ts';
import { Rng } from '../../../src/engine/random.ts';
import { verdicts } from '../../../src/kinds/secret-number/play.ts';

interface Game {
  puzzle: SecretNumberPuzzle;
  answer: number;
}

function games(digits: number, difficulty: Difficulty, want: number, label: string): Game[] {
  const out: Game[] = [];
  for (let i = 0; out.length < want && i < want * 6; i++) {
    const made = secretNumber.generate(new Rng(`${label}/${i}`), secretNumber.options.parse({ digits }), difficulty);
    if (made) out.push({ puzzle: made.puzzle, answer: made.solution.number });
  }
  expect(out).toHaveLength(want);
  return out;
}

const THREE: Game[] = [
  ...games(3, 'easy', 3, 'play/secret/3e'),
  ...games(3, 'medium', 2, 'play/secret/3m'),
  ...games(3, 'hard', 3, 'play/secret/3h'),
];
const OTHERS: Game[] = [...games(2, 'easy', 2, 'play/secret/2'), ...games(4, 'medium', 2, 'play/secret/4')];

/**
 * The reference: a rule judged from the number's decimal string, written here from the rule's
 * meaning (positions count from 1 at the left), sharing no code with the engine's rules module.
 */
function ruleHolds(rule: Rule, number: number): boolean {
  const written = String(number);
  const at = rule.subject.positions.map((p) => Number(written.charAt(p - 1)));
  let x: number;
  switch (rule.subject.of) {
    case 'digit':
      x = at[0]!;
      break;
    case 'sum':
      x = at.reduce((a, b) => a + b, 0);
      break;
    case 'product':
      x = at.reduce((a, b) => a * b, 1);
      break;
    case 'difference':
      x = at[0]! > at[1]! ? at[0]! - at[1]! : at[1]! - at[0]!;
      break;
    case 'number':
      x = number;
      break;
  }
  const v = rule.value!;
  switch (rule.comparison) {
    case 'equals':
      return x === v;
    case 'not-equals':
      return x !== v;
    case 'less-than':
      return x < v;
    case 'greater-than':
      return x > v;
    case 'multiple-of':
      return x % v === 0;
    case 'even':
      return x % 2 === 0;
    case 'odd':
      return x % 2 === 1;
  }
}

/** Every number of the puzzle's length: each verdict as the reference says; all kept only by the answer. */
function expectExhaustive(g: Game): void {
  const { puzzle, answer } = g;
  const solved = secretNumber.solve(puzzle, 2);
  expect(solved.complete).toBe(true);
  expect(solved.solutions).toEqual([{ number: answer }]);
  // Plain comparisons in the loop (an expect per number is slow); the mismatches are shown at the end.
  const wrong: { n: number; got: boolean[] | null; want: boolean[] }[] = [];
  const kept: number[] = [];
  for (let n = 10 ** (puzzle.digits - 1); n < 10 ** puzzle.digits; n++) {
    const got = verdicts(puzzle, String(n));
    const want = puzzle.rules.map((rule) => ruleHolds(rule, n));
    if (got === null || got.length !== want.length || got.some((v, i) => v !== want[i])) {
      if (wrong.length < 5) wrong.push({ n, got, want });
      continue;
    }
    if (got.every(Boolean)) kept.push(n);
  }
  expect(wrong).toEqual([]);
  expect(kept).toEqual([answer]);
  // The engine's own answer check agrees at the answer and its neighbours.
  for (const n of [answer - 1, answer, answer + 1]) {
    if (String(n).length === puzzle.digits) expect(secretNumber.check(puzzle, { number: n }) === null).toBe(n === answer);
  }
}

describe('secret-number verdicts', () => {
  it('for every 3-digit number, matches the reference rule by rule; all kept only by the answer', () => {
    for (const g of THREE) expectExhaustive(g);
  });

  it('does the same for 2- and 4-digit puzzles', () => {
    for (const g of OTHERS) expectExhaustive(g);
  });

  it('is null while the guess is short, too long, starts with 0 or is not all digits', () => {
    for (const g of [...THREE, ...OTHERS]) {
      const { puzzle, answer } = g;
      const written = String(answer);
      expect(written).toHaveLength(puzzle.digits);
      expect(verdicts(puzzle, written)!.every(Boolean)).toBe(true);
      expect(verdicts(puzzle, '')).toBeNull();
      for (let k = 1; k < written.length; k++) expect(verdicts(puzzle, written.slice(0, k))).toBeNull();
      expect(verdicts(puzzle, `${written}1`)).toBeNull();
      expect(verdicts(puzzle, `0${written.slice(1)}`)).toBeNull();
      expect(verdicts(puzzle, '0'.repeat(puzzle.digits))).toBeNull();
      expect(verdicts(puzzle, `${written.slice(0, -1)}x`)).toBeNull();
      expect(verdicts(puzzle, ` ${written.slice(1)}`)).toBeNull();
      expect(verdicts(puzzle, `-${written.slice(1)}`)).toBeNull();
    }
  });
});

describe('secret-number drawing for touch', () => {
  it('with rowMin every rule’s row is at least that tall and the words are the same; without, rows are as printed', () => {
    let shortest = Infinity;
    for (const { puzzle } of [...THREE, ...OTHERS]) {
      const rows = (rowMin?: number) =>
        secretNumber
          .draw(puzzle, undefined, rowMin === undefined ? undefined : { rowMin })
          .items.flatMap((item) => (item.type === 'box' && item.key?.startsWith('rule-') ? [item] : []));
      const words = (rowMin?: number) =>
        secretNumber
          .draw(puzzle, undefined, rowMin === undefined ? undefined : { rowMin })
          .items.flatMap((item) => (item.type === 'text' ? [item.text] : []));
      const printed = rows();
      const touch = rows(1.55);
      expect(touch).toHaveLength(puzzle.rules.length);
      for (const row of touch) expect(row.h).toBeGreaterThanOrEqual(1.55 - 1e-9);
      shortest = Math.min(shortest, ...printed.map((r) => r.h));
      // Rows meet and never overlap, in both.
      for (const list of [printed, touch]) for (let i = 1; i < list.length; i++) expect(list[i]!.y).toBeCloseTo(list[i - 1]!.y + list[i - 1]!.h, 9);
      expect(words(1.55)).toEqual(words());
    }
    // A one-line rule is shorter than that in print: the option is what makes it tall.
    expect(shortest).toBeLessThan(1.55);
  });
});
