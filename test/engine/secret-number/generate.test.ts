import { describe, expect, it } from 'vitest';
import type { BoxItem, TextItem } from '../../../src/engine/figure.ts';
import { DIFFICULTIES, type Difficulty, type Made } from '../../../src/engine/kind.ts';
import { candidatesFor } from '../../../src/engine/kinds/secret-number/candidates.ts';
import { bandOf, measure, type SecretNumberGrade, shrink, WEAK_ALONE } from '../../../src/engine/kinds/secret-number/grade.ts';
import { kind as secretNumber } from '../../../src/engine/kinds/secret-number/index.ts';
import type {
  Comparison,
  Of,
  Rule,
  SecretNumberOptions,
  SecretNumberPuzzle,
  SecretNumberSolution,
} from '../../../src/engine/kinds/secret-number/schema.ts';
import { sentence } from '../../../src/engine/kinds/secret-number/sentence.ts';
import { Rng } from '../../../src/engine/random.ts';

type MadeSecret = Made<SecretNumberPuzzle, SecretNumberSolution, SecretNumberGrade>;

/** The first `want` puzzles the generator makes from seeds `<label>/0`, `<label>/1`, … */
function firstMade(label: string, options: SecretNumberOptions, difficulty: Difficulty, want: number, tries = 12): MadeSecret[] {
  const out: MadeSecret[] = [];
  for (let i = 0; i < tries && out.length < want; i++) {
    const made = secretNumber.generate(new Rng(`${label}/${i}`), options, difficulty);
    if (made) out.push(made);
  }
  return out;
}

const answersOf = (puzzle: SecretNumberPuzzle, limit = 2) => {
  const solved = secretNumber.solve(puzzle, limit);
  expect(solved.complete).toBe(true);
  return solved.solutions.map((s) => s.number);
};

const without = (puzzle: SecretNumberPuzzle, i: number): SecretNumberPuzzle => ({
  digits: puzzle.digits,
  rules: puzzle.rules.filter((_, j) => j !== i),
});

/**
 * Decoys as the grade defines them, counted with the solver (not the grade's bitsets): drop,
 * in printed order, each rule the remaining ones make redundant; count what was dropped.
 */
function decoysOf(puzzle: SecretNumberPuzzle): number {
  let rules = [...puzzle.rules];
  for (const rule of puzzle.rules) {
    const rest = rules.filter((r) => r !== rule);
    if (answersOf({ ...puzzle, rules: rest }).length === 1) rules = rest;
  }
  return puzzle.rules.length - rules.length;
}

/** Everything a generated puzzle must satisfy before it may be printed. */
function expectSound(made: MadeSecret, options: SecretNumberOptions, difficulty: Difficulty): void {
  const { puzzle, solution } = made;
  const grade = made.grade;
  const { digits } = options;
  const table = candidatesFor(digits);

  expect(secretNumber.puzzle.safeParse(puzzle).success).toBe(true);
  expect(secretNumber.solution.safeParse(solution).success).toBe(true);
  expect(secretNumber.puzzle.parse(puzzle)).toEqual(puzzle);
  expect(puzzle.digits).toBe(digits);

  // Proved unique by a fresh solve; the stored answer is that one number.
  expect(answersOf(puzzle)).toEqual([solution.number]);
  expect(secretNumber.check(puzzle, solution)).toBeNull();

  // The stored grade is what measuring afresh gives, and it falls in the asked band.
  expect(grade).toEqual(measure(digits, puzzle.rules));
  expect(bandOf(grade)).toBe(difficulty);
  expect(made.difficulty).toBe(difficulty);
  expect(grade.rules).toBe(puzzle.rules.length);
  expect(grade.decoys).toBe(decoysOf(puzzle));

  const seen = new Set<string>();
  for (const rule of puzzle.rules) {
    const { mask, count } = table.cutOf(rule);
    // Alone, no rule gives the answer away, and none is true of every number.
    expect(count, rule.text).toBeGreaterThan(1);
    expect(count, rule.text).toBeLessThan(table.count);
    // The number itself is only ever compared, never named.
    if (rule.subject.of === 'number') expect(['equals', 'not-equals']).not.toContain(rule.comparison);
    // No rule is another in other words.
    const key = Array.from(mask).join(',');
    expect(seen.has(key), `${rule.text} repeats another rule`).toBe(false);
    seen.add(key);
    // The printed words are the templates' words.
    const { text, ...core } = rule;
    expect(text).toBe(sentence(core, digits));
  }

  const counts = shrink(digits, puzzle.rules);
  expect(counts[0]).toBe(9 * 10 ** (digits - 1));
  expect(counts.at(-1)).toBe(1);
  counts.slice(1).forEach((c, i) => expect(c).toBeLessThanOrEqual(counts[i]!));
}

/** Without decoys, every rule is needed: dropping any one leaves more than one number. */
function expectMinimal(puzzle: SecretNumberPuzzle): void {
  puzzle.rules.forEach((rule, i) => expect(answersOf(without(puzzle, i)).length, `${rule.text} is not needed`).toBe(2));
}

const SEEDS: Record<number, number> = { 2: 6, 3: 6, 4: 4, 5: 1 };

describe('secret-number generator', () => {
  const made = new Map<string, MadeSecret[]>();

  describe.each([2, 3, 4, 5])('%i digits', (digits) => {
    const options = secretNumber.options.parse({ digits });
    it.each(DIFFICULTIES)('%s: sound puzzles in the band', (difficulty) => {
      const want = SEEDS[digits]!;
      const got = firstMade(`secret-number-test/${digits}/${difficulty}`, options, difficulty, want);
      // Every band is reachable at every length (two digits included: 90 candidates are enough).
      expect(got.length).toBe(want);
      for (const m of got) {
        expectSound(m, options, difficulty);
        if (difficulty === 'easy' || difficulty === 'medium') expectMinimal(m.puzzle);
      }
      made.set(`${digits}/${difficulty}`, got);
    });
  });

  it('easy puzzles have fewer rules than expert ones, on average', () => {
    const mean = (key: string) => {
      const list = made.get(key) ?? [];
      return list.reduce((a, m) => a + m.puzzle.rules.length, 0) / list.length;
    };
    for (const digits of [2, 3, 4]) expect(mean(`${digits}/easy`)).toBeLessThan(mean(`${digits}/expert`));
  });

  it.each(['hard', 'expert'] as const)('%s without decoys is minimal', (difficulty) => {
    const options = secretNumber.options.parse({ digits: 3, decoys: 0 });
    for (const m of firstMade(`secret-number-test/no-decoys/${difficulty}`, options, difficulty, 4)) {
      expectSound(m, options, difficulty);
      expect(m.grade.decoys).toBe(0);
      expectMinimal(m.puzzle);
    }
  });

  it.each(DIFFICULTIES)('%s with two decoys: not minimal, decoys counted, band judged on the core', (difficulty) => {
    const options = secretNumber.options.parse({ digits: 3, decoys: 2 });
    const got = firstMade(`secret-number-test/decoys/${difficulty}`, options, difficulty, 4);
    expect(got.length).toBe(4);
    for (const m of got) {
      expectSound(m, options, difficulty);
      expect(m.puzzle.rules.length).toBe(decoysOf(m.puzzle) + (m.puzzle.rules.length - (m.grade.decoys as number)));
      // At least one rule can always go; the greedy core may keep a decoy and drop an original instead.
      expect(m.grade.decoys).toBeGreaterThanOrEqual(1);
    }
  });

  it('is deterministic: the same seed and options make the same puzzle, other seeds others', () => {
    for (const [digits, difficulty] of [
      [2, 'easy'],
      [3, 'medium'],
      [3, 'expert'],
      [4, 'hard'],
    ] as const) {
      const options = secretNumber.options.parse({ digits });
      const a = secretNumber.generate(new Rng('secret-number-test/same'), options, difficulty);
      const b = secretNumber.generate(new Rng('secret-number-test/same'), options, difficulty);
      expect(a).not.toBeNull();
      expect(b).toEqual(a);
      const others = [1, 2, 3].map((i) => secretNumber.generate(new Rng(`secret-number-test/other/${i}`), options, difficulty));
      for (const other of others) if (other) expect(other.puzzle).not.toEqual(a!.puzzle);
    }
  });
});

const rule = (of: Of, positions: number[], comparison: Comparison, value?: number) => ({
  subject: { of, positions },
  comparison,
  ...(value === undefined ? {} : { value }),
});

const printed = (r: ReturnType<typeof rule>, digits: number): Rule => ({ ...r, text: sentence(r, digits) });

describe('secret-number sentences', () => {
  it.each([
    [3, rule('product', [1, 2], 'less-than', 25), 'The product of my first two digits is less than 25.'],
    [3, rule('difference', [2, 3], 'equals', 9), 'The difference between my last two digits is 9.'],
    [3, rule('difference', [3, 2], 'equals', 9), 'The difference between my last two digits is 9.'],
    [3, rule('digit', [3], 'even'), 'My last digit is even.'],
    [3, rule('digit', [1], 'odd'), 'My first digit is odd.'],
    [4, rule('digit', [2], 'not-equals', 0), 'My second digit is not 0.'],
    [5, rule('digit', [5], 'greater-than', 4), 'My last digit is more than 4.'],
    [3, rule('sum', [1, 3], 'equals', 12), 'The sum of my first and third digits is 12.'],
    [4, rule('sum', [3, 1], 'multiple-of', 4), 'The sum of my first and third digits is a multiple of 4.'],
    [5, rule('sum', [1, 3, 4], 'odd'), 'The sum of my first, third and fourth digits is odd.'],
    [5, rule('sum', [2, 3, 4], 'less-than', 10), 'The sum of my second, third and fourth digits is less than 10.'],
    [5, rule('product', [1, 2, 3], 'greater-than', 0), 'The product of my first three digits is more than 0.'],
    [5, rule('sum', [3, 4, 5], 'equals', 20), 'The sum of my last three digits is 20.'],
    [3, rule('sum', [1, 2, 3], 'equals', 15), 'The sum of my digits is 15.'],
    [5, rule('product', [5, 4, 3, 2, 1], 'even'), 'The product of my digits is even.'],
    [2, rule('difference', [1, 2], 'less-than', 3), 'The difference between my digits is less than 3.'],
    [2, rule('number', [], 'multiple-of', 7), 'My number is a multiple of 7.'],
    [4, rule('number', [], 'greater-than', 4999), 'My number is more than 4999.'],
  ] as const)('%i digits: %j', (digits, r, expected) => {
    expect(sentence(r, digits)).toBe(expected);
  });

  it('hand-written puzzles may leave the text out: the templates write it', () => {
    const parsed = secretNumber.puzzle.parse({ digits: 3, rules: [rule('sum', [3, 1], 'odd'), { ...rule('digit', [2], 'even'), text: 'Mine.' }] });
    expect(parsed.rules.map((r) => r.text)).toEqual(['The sum of my first and third digits is odd.', 'Mine.']);
  });
});

describe('secret-number measure', () => {
  /** How many 3-digit (or `digits`-digit) numbers a rule keeps, by brute force. */
  const kept = (digits: number, keeps: (n: number, d: number[]) => boolean) => {
    let k = 0;
    for (let n = 10 ** (digits - 1); n < 10 ** digits; n++) if (keeps(n, String(n).split('').map(Number))) k++;
    return k;
  };
  const share = (k: number, total: number) => 1 - k / total;
  const r2 = (x: number) => Math.round(x * 100) / 100;

  it('909: two strong rules, needed together', () => {
    const rules = [printed(rule('difference', [1, 2], 'equals', 9), 3), printed(rule('difference', [2, 3], 'equals', 9), 3)];
    const first = kept(3, (_, d) => Math.abs(d[0]! - d[1]!) === 9); // 900..909
    const last = kept(3, (_, d) => Math.abs(d[1]! - d[2]!) === 9); // x09 and x90
    expect([first, last]).toEqual([10, 18]);
    const shares = [share(first, 900), share(last, 900)];
    const mean = (shares[0]! + shares[1]!) / 2;
    const grade = measure(3, rules);
    expect(grade).toEqual({
      // needed 2, combine 2, no late biters, no decoys: 2 + 1.5 + 3 × (1 − mean)
      score: Math.round((2 + 1.5 + 3 * (1 - mean)) * 10) / 10,
      rules: 2,
      decoys: 0,
      combine: 2, // each alone keeps 10 or more
      lateBiters: 0,
      strongest: 0.99,
      weakest: 0.98,
      meanShare: r2(mean),
    });
    expect(grade.score).toBe(3.5);
    expect(bandOf(grade)).toBe('easy');
    expect(shrink(3, rules)).toEqual([900, 10, 1]);
  });

  it('909 with a decoy: one decoy, and still easy (the band is judged on the core)', () => {
    const rules = [
      printed(rule('difference', [1, 2], 'equals', 9), 3),
      printed(rule('digit', [1], 'odd'), 3),
      printed(rule('difference', [2, 3], 'equals', 9), 3),
    ];
    const grade = measure(3, rules);
    expect(kept(3, (_, d) => d[0]! % 2 === 1)).toBe(500);
    // The core is the two differences: "my first digit is odd" goes first, in printed order.
    expect(grade).toMatchObject({ rules: 3, decoys: 1, combine: 2, lateBiters: 0, weakest: 0.98 });
    expect(bandOf(grade)).toBe('easy');
    expect(shrink(3, rules)).toEqual([900, 10, 10, 1]);
  });

  it('555: three rules needed together to get below ten', () => {
    const rules = [
      printed(rule('number', [], 'greater-than', 549), 3),
      printed(rule('number', [], 'less-than', 560), 3),
      printed(rule('digit', [3], 'equals', 5), 3),
    ];
    const alone = [kept(3, (n) => n > 549), kept(3, (n) => n < 560), kept(3, (_, d) => d[2] === 5)];
    expect(alone).toEqual([450, 460, 90]);
    // Any two keep ten or more (550..559; 555, 565 … 995; 105 … 555): not fewer than ten.
    expect([kept(3, (n) => n > 549 && n < 560), kept(3, (n, d) => n > 549 && d[2] === 5), kept(3, (n, d) => n < 560 && d[2] === 5)]).toEqual([
      10, 45, 46,
    ]);
    const shares = alone.map((k) => share(k, 900));
    const mean = shares.reduce((a, b) => a + b, 0) / 3;
    const grade = measure(3, rules);
    expect(grade).toEqual({
      // needed 3, combine 3: 3 + 1.5 × 2 + 3 × (1 − mean)
      score: Math.round((3 + 3 + 3 * (1 - mean)) * 10) / 10,
      rules: 3,
      decoys: 0,
      combine: 3,
      lateBiters: 0,
      strongest: 0.9,
      weakest: r2(shares[1]!),
      meanShare: r2(mean),
    });
    expect(grade.score).toBe(7.1);
    expect(bandOf(grade)).toBe('medium');
    expect(answersOf({ digits: 3, rules })).toEqual([555]);
  });

  it('a needed rule that is weak alone bites late', () => {
    // 10 or 11; then "my last digit is not 0" (it keeps 81 of 90) decides.
    const rules = [printed(rule('number', [], 'less-than', 12), 2), printed(rule('digit', [2], 'not-equals', 0), 2)];
    const weak = share(kept(2, (_, d) => d[1] !== 0), 90);
    expect(weak).toBeLessThan(WEAK_ALONE);
    const strong = share(kept(2, (n) => n < 12), 90);
    const mean = (weak + strong) / 2;
    const grade = measure(2, rules);
    expect(grade).toEqual({
      // needed 2, combine 1, one late biter: 2 + 0 + 2 + 3 × (1 − mean)
      score: Math.round((2 + 2 + 3 * (1 - mean)) * 10) / 10,
      rules: 2,
      decoys: 0,
      combine: 1, // "less than 12" alone keeps two: fewer than four, "few" for 90 numbers
      lateBiters: 1,
      strongest: r2(strong),
      weakest: r2(weak),
      meanShare: r2(mean),
    });
    expect(grade.score).toBe(5.4);
    expect(bandOf(grade)).toBe('medium');
  });
});

describe('secret-number draw and text', () => {
  const options = secretNumber.options.parse({ digits: 4 });
  const [m] = firstMade('secret-number-test/draw', options, 'expert', 1);

  const textsOf = (items: TextItem[], role: TextItem['role']) => items.filter((i) => i.role === role).map((i) => i.text);

  it('draws every rule (wrapped lines joined), and in the key each digit and the shrinking count', () => {
    expect(m).toBeDefined();
    const { puzzle, solution } = m!;
    for (const withSolution of [false, true]) {
      const figure = secretNumber.draw(puzzle, withSolution ? solution : undefined);
      const items = figure.items.filter((i): i is TextItem => i.type === 'text');
      const body = textsOf(items, 'body').join(' ');
      for (const r of puzzle.rules) expect(body).toContain(r.text);
      // Long rules wrap: more lines than rules, so the join above is what finds them.
      expect(textsOf(items, 'body').length).toBeGreaterThan(puzzle.rules.length);
      puzzle.rules.forEach((_, i) => expect(textsOf(items, 'label')).toContain(`${i + 1}.`));
      expect(figure.items.filter((i) => i.type === 'box' && i.role === 'cell')).toHaveLength(puzzle.digits);

      const answer = textsOf(items, 'answer');
      const frame = figure.items.find((i): i is BoxItem => i.type === 'box' && i.role === 'frame')!;
      const below = items.filter((i) => i.role === 'label' && i.y > frame.y + frame.h);
      const numbersBelow = below.map((i) => i.text).join(' ').match(/\d+/g) ?? [];
      if (withSolution) {
        expect(answer.join('')).toBe(String(solution.number));
        expect(numbersBelow).toEqual(shrink(puzzle.digits, puzzle.rules).map(String));
        expect(figure.alt).toContain(String(solution.number));
      } else {
        expect(answer).toEqual([]);
        expect(numbersBelow).toEqual([]);
        expect(figure.alt).not.toContain(String(solution.number));
      }
    }
  });

  it('text() lists the rules numbered, then the answer line', () => {
    const { puzzle, solution } = m!;
    const lines = secretNumber.text(puzzle).split('\n');
    expect(lines.slice(0, -1)).toEqual(puzzle.rules.map((r, i) => `${i + 1}. ${r.text}`));
    expect(lines.at(-1)).toBe('My number: ____');
    expect(secretNumber.text(puzzle, solution).split('\n').at(-1)).toBe(`My number: ${solution.number}`);
  });
});
