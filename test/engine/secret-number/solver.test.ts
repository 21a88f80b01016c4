import { describe, expect, it } from 'vitest';
import { shrink } from '../../../src/kinds/secret-number/grade.ts';
import { kind as secretNumber } from '../../../src/kinds/secret-number/index.ts';
import {
  COMPARISONS,
  type Comparison,
  MAX_DIGITS,
  type Of,
  type Rule,
  type SecretNumberPuzzle,
  SUBJECTS,
} from '../../../src/kinds/secret-number/schema.ts';
import { keepsRule, oracle, subjectOf } from '../../../src/kinds/secret-number/oracle.ts';
import { Rng } from '../../../src/engine/random.ts';

/** The oracle's answers, and for every other number the first rule (0-based) it breaks by the oracle's own evaluation. */
function bruteForce(puzzle: SecretNumberPuzzle): { answers: number[]; firstBroken: Map<number, number> } {
  const answers = oracle(puzzle).map((s) => s.number);
  const firstBroken = new Map<number, number>();
  for (let n = 10 ** (puzzle.digits - 1); n < 10 ** puzzle.digits; n++) {
    const broken = puzzle.rules.findIndex((rule) => !keepsRule(rule, n));
    if (broken >= 0) firstBroken.set(n, broken);
  }
  return { answers, firstBroken };
}

const rule = (of: Of, positions: number[], comparison: Comparison, value?: number): Rule => ({
  subject: { of, positions },
  comparison,
  ...(value === undefined ? {} : { value }),
});

/** The largest value a subject can take over `size` positions of a `digits`-digit number. */
function largest(of: Of, size: number, digits: number): number {
  if (of === 'sum') return 9 * size;
  if (of === 'product') return 9 ** size;
  if (of === 'number') return 10 ** digits - 1;
  return 9;
}

/**
 * A random rule over any subject and comparison, positions in any order. With `secret`, the
 * rule is true of it (so a list of them has that answer, and many of them often only that);
 * without, values are anywhere around the subject's range, edges and beyond included.
 */
function randomRule(rng: Rng, digits: number, secret?: number): Rule {
  const of = rng.pick(SUBJECTS);
  const [fewest, most] = of === 'digit' ? [1, 1] : of === 'difference' ? [2, 2] : of === 'number' ? [0, 0] : [2, digits];
  const size = rng.range(fewest, most);
  const positions = rng.shuffle(Array.from({ length: digits }, (_, i) => i + 1)).slice(0, size);
  const top = largest(of, size, digits);
  const some = rng.range(10 ** (digits - 1), 10 ** digits - 1);
  for (;;) {
    const comparison = rng.pick(COMPARISONS);
    const probe = rule(of, positions, comparison, 0);
    const at = subjectOf(probe, secret ?? some);
    let value: number | undefined;
    switch (comparison) {
      case 'even':
      case 'odd':
        value = undefined;
        break;
      case 'multiple-of':
        value = rng.chance(0.8) ? rng.range(1, 12) : rng.range(1, top + 1);
        break;
      case 'equals':
      case 'not-equals':
        value = rng.chance(0.7) ? at : rng.range(-2, top + 2);
        break;
      case 'less-than':
        value = rng.chance(0.7) ? at + rng.range(0, 4) : rng.range(-1, top + 2);
        break;
      case 'greater-than':
        value = rng.chance(0.7) ? at - rng.range(0, 4) : rng.range(-1, top + 2);
        break;
    }
    const made = rule(of, positions, comparison, value);
    if (secret === undefined || keepsRule(made, secret)) return made;
  }
}

function randomPuzzle(rng: Rng, digits: number): SecretNumberPuzzle {
  const secret = rng.chance(0.6) ? rng.range(10 ** (digits - 1), 10 ** digits - 1) : undefined;
  const count = rng.pick([1, 2, 3, 4, 6, 8, 10, 14]);
  return { digits, rules: Array.from({ length: count }, () => randomRule(rng, digits, secret)) };
}

const numbers = (puzzle: SecretNumberPuzzle, limit: number) => {
  const solved = secretNumber.solve(puzzle, limit);
  expect(solved.complete).toBe(true);
  return solved.solutions.map((s) => s.number);
};

describe('secret-number solver against a brute force', () => {
  const LARGE = 100_000;

  it.each([2, 3, 4, 5])('random rule lists over %i digits: the same answers, ascending', (digits) => {
    const rng = new Rng(`secret-number/solver-test/${digits}`);
    const lists = digits === 5 ? 12 : digits === 4 ? 60 : 150;
    const outcomes = { none: 0, one: 0, many: 0 };
    for (let i = 0; i < lists; i++) {
      const puzzle = randomPuzzle(rng, digits);
      expect(secretNumber.puzzle.safeParse(puzzle).success).toBe(true);
      const { answers, firstBroken } = bruteForce(puzzle);
      const got = numbers(puzzle, LARGE);
      expect(got, JSON.stringify(puzzle.rules)).toEqual(answers);
      outcomes[answers.length === 0 ? 'none' : answers.length === 1 ? 'one' : 'many']++;

      // The bitset table agrees too: rule by rule, the chain ends at the count of answers.
      expect(shrink(digits, puzzle.rules).at(-1)).toBe(answers.length);

      // `check` accepts every answer and, for a number that is not one, names the rules it breaks, the first among them.
      for (const n of got) expect(secretNumber.check(puzzle, { number: n })).toBeNull();
      const wrong = [...firstBroken.keys()];
      if (wrong.length > 0) {
        const n = wrong[rng.int(wrong.length)]!;
        const k = firstBroken.get(n)!;
        const mistake = secretNumber.mistake(puzzle, { number: n });
        expect(mistake?.says).toBe('breaks');
        expect((mistake?.data as { rules: number[] }).rules[0]).toBe(k + 1);
        expect(secretNumber.check(puzzle, { number: n })).toMatch(new RegExp(`^${n} breaks rules? ${k + 1}[ ,.]`));
      }
    }
    // The lists really cover the three cases the solver must tell apart.
    expect(outcomes.none).toBeGreaterThan(0);
    expect(outcomes.one).toBeGreaterThan(0);
    expect(outcomes.many).toBeGreaterThan(0);
  });

  it('the published case: first two digits differ by 9, last two by 9; only 909', () => {
    const puzzle: SecretNumberPuzzle = {
      digits: 3,
      rules: [rule('difference', [1, 2], 'equals', 9), rule('difference', [2, 3], 'equals', 9)],
    };
    expect(bruteForce(puzzle).answers).toEqual([909]);
    expect(secretNumber.solve(puzzle, 2)).toMatchObject({ solutions: [{ number: 909 }], complete: true });
    // Positions in any order, rules in any order: the same puzzle.
    const turned: SecretNumberPuzzle = {
      digits: 3,
      rules: [rule('difference', [3, 2], 'equals', 9), rule('difference', [2, 1], 'equals', 9)],
    };
    expect(secretNumber.solve(turned, 2)).toMatchObject({ solutions: [{ number: 909 }], complete: true });
    expect(secretNumber.check(puzzle, { number: 909 })).toBeNull();
    expect(secretNumber.check(puzzle, { number: 900 })).toBe('900 breaks rule 2.');
    expect(secretNumber.check(puzzle, { number: 809 })).toBe('809 breaks rule 1.');
  });

  it('positions in any order name the same subject: [3,1] is [1,3]', () => {
    for (const [of, comparison, value] of [
      ['sum', 'equals', 12],
      ['product', 'less-than', 10],
      ['difference', 'greater-than', 4],
      ['sum', 'multiple-of', 4],
    ] as const) {
      const ascending = numbers({ digits: 4, rules: [rule(of, [1, 3], comparison, value)] }, LARGE);
      const turned = { digits: 4, rules: [rule(of, [3, 1], comparison, value)] };
      expect(numbers(turned, LARGE)).toEqual(ascending);
      expect(bruteForce(turned).answers).toEqual(ascending);
    }
    const three = { digits: 5, rules: [rule('sum', [5, 1, 3], 'equals', 20), rule('product', [4, 2, 5], 'equals', 8)] };
    expect(numbers(three, LARGE)).toEqual(bruteForce(three).answers);
  });

  it('respects the limit: the first answers, ascending, and complete', () => {
    const puzzle: SecretNumberPuzzle = { digits: 3, rules: [rule('sum', [1, 2, 3], 'equals', 10)] };
    const all = bruteForce(puzzle).answers;
    expect(all.length).toBe(54);
    expect(numbers(puzzle, LARGE)).toEqual(all);
    for (const limit of [1, 2, 5, 53, 54, 55]) {
      const got = numbers(puzzle, limit);
      expect(got).toEqual(all.slice(0, limit));
      expect(got).toEqual([...got].sort((a, b) => a - b));
    }
    // No rule narrows anything: every number, in order.
    const everything = numbers({ digits: 2, rules: [rule('digit', [1], 'greater-than', 0)] }, LARGE);
    expect(everything).toEqual(Array.from({ length: 90 }, (_, i) => 10 + i));
    // Contradictions: none, still complete.
    const none: SecretNumberPuzzle = { digits: 3, rules: [rule('digit', [2], 'even'), rule('digit', [2], 'odd')] };
    expect(secretNumber.solve(none, 10)).toMatchObject({ solutions: [], complete: true });
  });

  it('`check` refuses numbers of the wrong length', () => {
    const puzzle: SecretNumberPuzzle = { digits: 3, rules: [rule('number', [], 'greater-than', 0)] };
    for (const n of [0, 7, 99, 1000, 12345]) expect(secretNumber.check(puzzle, { number: n })).toBe(`${n} does not have 3 digits.`);
    expect(secretNumber.check(puzzle, { number: 100 })).toBeNull();
    expect(secretNumber.check(puzzle, { number: 999 })).toBeNull();
  });
});

describe('secret-number input checks', () => {
  const good = (over: Partial<Rule> = {}) => ({ ...rule('sum', [1, 2], 'less-than', 9), ...over });

  /** The single issue a bad puzzle gets: its path, dotted, and its message. */
  function issue(input: unknown): [string, string][] {
    const parsed = secretNumber.puzzle.safeParse(input);
    expect(parsed.success).toBe(false);
    return parsed.error!.issues.map((i) => [i.path.join('.'), i.message]);
  }

  it('accepts a good puzzle, positions defaulting to none', () => {
    expect(secretNumber.puzzle.safeParse({ digits: 3, rules: [good()] }).success).toBe(true);
    const parsed = secretNumber.puzzle.parse({ digits: 3, rules: [{ subject: { of: 'number' }, comparison: 'odd', text: 'x' }] });
    expect(parsed.rules[0]!.subject.positions).toEqual([]);
  });

  it('an unknown subject', () => {
    const [[path, message]] = issue({ digits: 3, rules: [good({ subject: { of: 'square' as Of, positions: [1] } })] }) as [
      [string, string],
    ];
    expect(path).toBe('rules.0.subject.of');
    expect(message).toMatch(/digit.*sum.*product.*difference.*number/);
  });

  it('a position outside the number, or named twice', () => {
    expect(issue({ digits: 3, rules: [good({ subject: { of: 'digit', positions: [4] } })] })).toEqual([
      ['rules.0.subject.positions.0', "must be between 1 and 3, the number's digits"],
    ]);
    expect(issue({ digits: 3, rules: [good({ subject: { of: 'digit', positions: [0] } })] })).toEqual([
      ['rules.0.subject.positions.0', "must be between 1 and 3, the number's digits"],
    ]);
    expect(issue({ digits: 4, rules: [good(), good({ subject: { of: 'sum', positions: [2, 5] } })] })).toEqual([
      ['rules.1.subject.positions.1', "must be between 1 and 4, the number's digits"],
    ]);
    expect(issue({ digits: 3, rules: [good({ subject: { of: 'sum', positions: [2, 2] } })] })).toEqual([
      ['rules.0.subject.positions.1', 'position 2 is named twice'],
    ]);
  });

  it('a missing value, and a value where none is due', () => {
    const { value: _, ...valueless } = good();
    expect(issue({ digits: 3, rules: [good(), valueless] })).toEqual([['rules.1.value', 'less-than needs a value']]);
    expect(issue({ digits: 3, rules: [good({ comparison: 'even', value: 4 })] })).toEqual([['rules.0.value', 'even takes no value']]);
    expect(issue({ digits: 3, rules: [good({ comparison: 'odd', value: 1 })] })).toEqual([['rules.0.value', 'odd takes no value']]);
    expect(issue({ digits: 3, rules: [good({ comparison: 'multiple-of', value: 0 })] })).toEqual([
      ['rules.0.value', 'multiple-of needs a value of 1 or more'],
    ]);
    expect(issue({ digits: 3, rules: [good({ value: 2.5 })] })).toEqual([['rules.0.value', 'must be a whole number']]);
  });

  it('a number of digits the kind does not make', () => {
    for (const digits of [1, 6, 12]) {
      expect(issue({ digits, rules: [good()] })).toEqual([['digits', `must be between 2 and ${MAX_DIGITS}`]]);
    }
    expect(secretNumber.options.safeParse({ digits: 12 }).error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['digits', 'must be between 2 and 5'],
    ]);
    // No digits asked for: the band's default, given when the band is known (`digitsOf`: 3, expert 4).
    expect(secretNumber.options.parse({})).toEqual({});
    expect(secretNumber.options.parse({ digits: 3 })).toEqual({ digits: 3 });
  });

  it('the wrong count of positions for the subject', () => {
    expect(issue({ digits: 3, rules: [good({ subject: { of: 'difference', positions: [1, 2, 3] } })] })).toEqual([
      ['rules.0.subject.positions', 'difference takes exactly 2 positions, not 3'],
    ]);
    const [[path, message]] = issue({ digits: 3, rules: [good({ subject: { of: 'number', positions: [1] } })] }) as [
      [string, string],
    ];
    expect(path).toBe('rules.0.subject.positions');
    expect(message).toMatch(/^number takes no positions, not 1$/);
    expect(issue({ digits: 3, rules: [good({ subject: { of: 'digit', positions: [] } })] })).toEqual([
      ['rules.0.subject.positions', 'digit takes exactly 1 position, not 0'],
    ]);
    expect(issue({ digits: 3, rules: [good({ subject: { of: 'sum', positions: [1] } })] })).toEqual([
      ['rules.0.subject.positions', 'sum takes 2 to 3 positions, not 1'],
    ]);
  });

  it('no rules at all', () => {
    expect(issue({ digits: 3, rules: [] })).toEqual([['rules', 'needs at least one rule']]);
  });
});
