import { describe, expect, it } from 'vitest';
import type { BoxItem, TextItem } from '../../../src/engine/figure.ts';
import { DIFFICULTIES, type Difficulty, type Made } from '../../../src/engine/kind.ts';
import { candidatesFor } from '../../../src/kinds/secret-number/candidates.ts';
import { namesValue, RULES, sayOne } from '../../../src/kinds/secret-number/generate.ts';
import { grading, bounds, measure, type SecretNumberGrade, shrink } from '../../../src/kinds/secret-number/grade.ts';
import { kind as secretNumber } from '../../../src/kinds/secret-number/index.ts';
import {
  type Comparison,
  DEFAULT_DIGITS,
  digitsOf,
  type Of,
  type Rule,
  type SecretNumberOptions,
  type SecretNumberPuzzle,
  type SecretNumberSolution,
} from '../../../src/kinds/secret-number/schema.ts';
import { sentence, sentencesOf } from '../../../src/kinds/secret-number/sentence.ts';
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
  const digits = digitsOf(options, difficulty);
  const table = candidatesFor(digits);

  expect(secretNumber.puzzle.safeParse(puzzle).success).toBe(true);
  expect(secretNumber.solution.safeParse(solution).success).toBe(true);
  expect(secretNumber.puzzle.parse(puzzle)).toEqual(puzzle);
  expect(puzzle.digits).toBe(digits);

  // Proved unique by a fresh solve; the stored answer is that one number.
  expect(answersOf(puzzle)).toEqual([solution.number]);
  expect(secretNumber.check(puzzle, solution)).toBeNull();

  // The stored grade is what measuring afresh gives, and it falls in the asked band.
  expect(grade).toEqual(measure(puzzle));
  expect(grading.band(grade, puzzle)).toBe(difficulty);
  expect(made.difficulty).toBe(difficulty);
  expect(grade.rules).toBe(puzzle.rules.length);
  expect(grade.decoys).toBe(decoysOf(puzzle));

  // No two rules on one subject say between them what one would ("more than 1" and "less than
  // 3": it is 2), and no rule names its subject's value in other words ("less than 1").
  const said = sentencesOf(puzzle);
  puzzle.rules.forEach((a, i) => {
    const subject = table.subjectOf(a);
    expect(namesValue(table, { subject, rule: a }), said[i]).toBe(false);
    puzzle.rules.forEach((b, j) => {
      if (j > i && table.subjectOf(b) === subject) expect(sayOne(table, subject, a, b), `${said[i]} ${said[j]}`).toBe(false);
    });
  });

  const seen = new Set<string>();
  for (const [i, rule] of puzzle.rules.entries()) {
    const { mask, count } = table.cutOf(rule);
    // Alone, no rule gives the answer away, and none is true of every number.
    expect(count, said[i]).toBeGreaterThan(1);
    expect(count, said[i]).toBeLessThan(table.count);
    // The number itself is only ever compared, never named.
    if (rule.subject.of === 'number') expect(['equals', 'not-equals']).not.toContain(rule.comparison);
    // No rule is another in other words.
    const key = Array.from(mask).join(',');
    expect(seen.has(key), `${said[i]} repeats another rule`).toBe(false);
    seen.add(key);
    // A rule is its terms: no sentence is stored with it, to disagree with them later.
    expect(Object.keys(rule).sort()).toEqual(['comparison', 'subject', ...('value' in rule ? ['value'] : [])].sort());
  }

  const counts = shrink(digits, puzzle.rules);
  expect(counts[0]).toBe(9 * 10 ** (digits - 1));
  expect(counts.at(-1)).toBe(1);
  counts.slice(1).forEach((c, i) => expect(c).toBeLessThanOrEqual(counts[i]!));
}

/** Without decoys, every rule is needed: dropping any one leaves more than one number. */
function expectMinimal(puzzle: SecretNumberPuzzle): void {
  sentencesOf(puzzle).forEach((text, i) => expect(answersOf(without(puzzle, i)).length, `${text} is not needed`).toBe(2));
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
        // No decoys by default, in any band: every rule is needed.
        expectMinimal(m.puzzle);
      }
      made.set(`${digits}/${difficulty}`, got);
    });
  });

  it('no band has more rules than easy, which has exactly as many as its length gives: harder is deeper, not longer', () => {
    for (const digits of [2, 3, 4, 5]) {
      for (const m of made.get(`${digits}/easy`) ?? []) expect(m.puzzle.rules.length).toBe(RULES[digits]);
      for (const difficulty of DIFFICULTIES) for (const m of made.get(`${digits}/${difficulty}`) ?? []) expect(m.puzzle.rules.length).toBeLessThanOrEqual(RULES[digits]!);
    }
  });

  it.each(['hard', 'expert'] as const)('%s with one decoy asked for: one rule more, counted', (difficulty) => {
    const options = secretNumber.options.parse({ digits: 3, decoys: 1 });
    for (const m of firstMade(`secret-number-test/one-decoy/${difficulty}`, options, difficulty, 4)) {
      expectSound(m, options, difficulty);
      expect(m.grade.decoys).toBe(1);
      expect(m.puzzle.rules.length).toBeLessThanOrEqual(RULES[3]! + 1);
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

  // Issue 65: expert at the default size asks for more than hard, so it takes a larger default.
  it('with no digits asked for, expert makes 4-digit numbers and the other bands 3; digits asked for are kept in every band', () => {
    expect(DEFAULT_DIGITS).toEqual({ easy: 3, medium: 3, hard: 3, expert: 4 });
    for (const difficulty of DIFFICULTIES) {
      const asked = secretNumber.options.parse({});
      expect(asked.digits).toBeUndefined();
      const [m] = firstMade(`secret-number-test/default/${difficulty}`, asked, difficulty, 1);
      expect(m, difficulty).toBeDefined();
      expect(m!.puzzle.digits, difficulty).toBe(difficulty === 'expert' ? 4 : 3);
      expectSound(m!, asked, difficulty);
      // The record agrees with its options at its band, and not at a band of another default.
      expect(secretNumber.unlike(asked, m!.puzzle, m!.solution, difficulty)).toEqual([]);
      expect(secretNumber.unlike(asked, m!.puzzle, m!.solution, difficulty === 'expert' ? 'hard' : 'expert')).toHaveLength(1);
      for (const digits of [3, 4]) {
        const options = secretNumber.options.parse({ digits });
        const [n] = firstMade(`secret-number-test/default/${difficulty}/${digits}`, options, difficulty, 1);
        expect(n!.puzzle.digits, `${difficulty} --digits ${digits}`).toBe(digits);
        expect(secretNumber.unlike(options, n!.puzzle, n!.solution, difficulty)).toEqual([]);
      }
    }
    // The work a band may take is that of the digits it makes.
    expect(secretNumber.makingWork!({}, 'expert')).toBe(secretNumber.makingWork!({ digits: 4 }, 'expert'));
    expect(secretNumber.makingWork!({}, 'hard')).toBe(secretNumber.makingWork!({ digits: 3 }, 'hard'));
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

const printed = (r: ReturnType<typeof rule>, _digits: number): Rule => r;

describe('secret-number rules that say one thing', () => {
  const table = candidatesFor(3);
  const on = (r: ReturnType<typeof rule>) => ({ subject: table.subjectOf(r), rule: r });
  const says = (a: ReturnType<typeof rule>, b: ReturnType<typeof rule>) => sayOne(table, table.subjectOf(a), a, b);

  it('two rules that pin one value between them, or leave two between two bounds, say one thing', () => {
    // "The difference between my first two digits is more than 1 … less than 3": it is 2.
    expect(says(rule('difference', [1, 2], 'greater-than', 1), rule('difference', [1, 2], 'less-than', 3))).toBe(true);
    // More than 8 and less than 11: 9 or 10.
    expect(says(rule('sum', [1, 2], 'greater-than', 8), rule('sum', [1, 2], 'less-than', 11))).toBe(true);
    // Odd and less than 2: it is 1.
    expect(says(rule('digit', [2], 'odd'), rule('digit', [2], 'less-than', 2))).toBe(true);
    // The same comparison twice, of digits or of the number.
    expect(says(rule('sum', [1, 3], 'less-than', 9), rule('sum', [1, 3], 'less-than', 12))).toBe(true);
    expect(says(rule('number', [], 'greater-than', 798), rule('number', [], 'greater-than', 812))).toBe(true);
  });

  it('two rules that say two things do not', () => {
    // Odd, and more than 5: 7 or 9, a riddle's two clues.
    expect(says(rule('digit', [1], 'odd'), rule('digit', [1], 'greater-than', 5))).toBe(false);
    expect(says(rule('sum', [1, 2], 'greater-than', 5), rule('sum', [1, 2], 'less-than', 12))).toBe(false);
    // A range of the number is checked by its width, not here; "is 7" beside another makes that one a decoy.
    expect(says(rule('number', [], 'greater-than', 500), rule('number', [], 'less-than', 700))).toBe(false);
    expect(says(rule('digit', [1], 'equals', 7), rule('digit', [1], 'odd'))).toBe(false);
  });

  it('a rule other than "is" that leaves one value names it', () => {
    expect(namesValue(table, on(rule('product', [1, 3], 'less-than', 1)))).toBe(true);
    expect(namesValue(table, on(rule('sum', [2, 3], 'greater-than', 17)))).toBe(true);
    expect(namesValue(table, on(rule('product', [1, 3], 'less-than', 2)))).toBe(false);
    expect(namesValue(table, on(rule('digit', [1], 'equals', 4)))).toBe(false);
  });
});

describe('secret-number sentences', () => {
  it.each([
    [3, rule('product', [1, 2], 'less-than', 25), 'The product of my first two digits is less than 25.'],
    [3, rule('difference', [2, 3], 'equals', 9), 'The difference between my last two digits is 9.'],
    [3, rule('difference', [3, 2], 'equals', 9), 'The difference between my last two digits is 9.'],
    [3, rule('digit', [3], 'even'), 'My last digit is even.'],
    [3, rule('digit', [1], 'odd'), 'My first digit is odd.'],
    [4, rule('digit', [2], 'not-equals', 0), 'My second digit is not 0.'],
    [5, rule('digit', [5], 'greater-than', 4), 'My last digit is more than 4.'],
    [3, rule('sum', [1, 3], 'equals', 12), 'The sum of my first and last digits is 12.'],
    // One name a digit: the last is "last" in a list as alone; a multiple where 0 can be names 0; a cut-off leaving one or two values names them.
    [5, rule('difference', [2, 5], 'multiple-of', 3), 'The difference between my second and last digits is 0 or a multiple of 3.'],
    [3, rule('digit', [2], 'multiple-of', 3), 'My second digit is 0 or a multiple of 3.'],
    [3, rule('digit', [1], 'multiple-of', 3), 'My first digit is a multiple of 3.'],
    [3, rule('product', [1, 2], 'multiple-of', 4), 'The product of my first two digits is 0 or a multiple of 4.'],
    [3, rule('digit', [2], 'less-than', 1), 'My second digit is 0.'],
    [3, rule('product', [2, 3], 'less-than', 2), 'The product of my last two digits is 0 or 1.'],
    [3, rule('sum', [1, 2], 'less-than', 3), 'The sum of my first two digits is 1 or 2.'],
    [3, rule('sum', [1, 2], 'greater-than', 16), 'The sum of my first two digits is 17 or 18.'],
    [3, rule('product', [1, 2], 'greater-than', 79), 'The product of my first two digits is more than 79.'],
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

  it('a rule is read as its terms: a sentence stored beside them (books of 0.2.0 and before) is dropped, and the rule worded afresh', () => {
    const parsed = secretNumber.puzzle.parse({ digits: 3, rules: [rule('sum', [3, 1], 'odd'), { ...rule('digit', [2], 'even'), text: 'Mine.' }] });
    expect(parsed.rules.map((r) => Object.keys(r).sort())).toEqual([['comparison', 'subject'], ['comparison', 'subject']]);
    expect(sentencesOf(parsed)).toEqual(['The sum of my first and last digits is odd.', 'My second digit is even.']);
  });
});

describe('secret-number measure', () => {
  it('909: a table with one pair is a forced move, scored as a digit read off; its level is still medium', () => {
    const rules = [printed(rule('difference', [1, 2], 'equals', 9), 3), printed(rule('difference', [2, 3], 'equals', 9), 3)];
    // |a − b| = 9 with a first digit (never 0) leaves only 9 and 0; then |0 − c| = 9 gives c = 9.
    const grade = measure({ digits: 3, rules })!;
    expect(grade).toEqual({
      // Two steps of one point each: the table's one pair is seen at once, and writes nothing out.
      score: 2,
      level: 2,
      hardest: 'pair-table',
      uses: { 'one-left': 1, 'pair-table': 1 },
      steps: 2,
      paper: 0,
      rules: 2,
      decoys: 0,
      // Each rule: two places, a comparison and a value.
      terms: 8,
      listed: 0,
    });
    // It needs a table, but not a table's work: in no band.
    expect(grading.band(grade, { digits: 3 })).toBeNull();
    expect(shrink(3, rules)).toEqual([900, 10, 1]);
  });

  it('385: tables of four and two pairs, then one with a single pair: two points a table, one a pair written out', () => {
    const rules = [
      printed(rule('product', [1, 2], 'equals', 24), 3),
      printed(rule('sum', [1, 2], 'equals', 11), 3),
      printed(rule('sum', [2, 3], 'equals', 13), 3),
    ];
    const grade = measure({ digits: 3, rules })!;
    // 3 × 8, 4 × 6, 6 × 4, 8 × 3: a table of four (2 + 4); of those, 3 + 8 and 8 + 3 make 11 (2 + 2);
    // then 8 + 5 is the one pair making 13 with a last digit (a forced move: 1); then the first
    // digit is 3, one digit left (1). 6 + 4 + 1 + 1.
    expect(grade).toEqual({
      score: 12,
      level: 2,
      hardest: 'pair-table',
      uses: { 'one-left': 1, 'pair-table': 3 },
      steps: 4,
      paper: 6,
      rules: 3,
      decoys: 0,
      terms: 12,
      listed: 0,
    });
    expect(grading.band(grade, { digits: 3 })).toBe('medium');
  });

  it('909 with a decoy: counted, read off first', () => {
    const rules = [
      printed(rule('difference', [1, 2], 'equals', 9), 3),
      printed(rule('digit', [1], 'odd'), 3),
      printed(rule('difference', [2, 3], 'equals', 9), 3),
    ];
    const grade = measure({ digits: 3, rules })!;
    expect(grade).toMatchObject({ level: 2, rules: 3, decoys: 1, steps: 3, uses: { 'read-off': 1, 'one-left': 1, 'pair-table': 1 } });
  });

  it('39: a short list of four settled by "a multiple of 13": expert, four listed', () => {
    const rules = [
      printed(rule('digit', [1], 'odd'), 2),
      printed(rule('digit', [1], 'less-than', 4), 2),
      printed(rule('digit', [2], 'greater-than', 6), 2),
      printed(rule('digit', [2], 'odd'), 2),
      printed(rule('number', [], 'multiple-of', 13), 2),
    ];
    // 1 or 3, then 7 or 9: 17, 19, 37, 39; only 39 = 3 × 13.
    expect(answersOf({ digits: 2, rules })).toEqual([39]);
    const grade = measure({ digits: 2, rules })!;
    // Logically, "a multiple of 13" and the last digit's two rules already leave only 39 (13 and
    // 91 have a last digit under 7): the first digit's rules are decoys, but the list needs them.
    expect(grade).toMatchObject({ level: 4, hardest: 'short-list', listed: 4, paper: 4, decoys: 2 });
    expect(grade.uses['short-list']).toBe(1);
    // Four read-offs and a list of four: 4 × 1 + 8 + 4.
    expect(grade.score).toBe(16);
  });

  it('null when no level pins the number down, or it is not unique', () => {
    // 10 or 12, and nothing says which.
    const open = [printed(rule('digit', [1], 'equals', 1), 2), printed(rule('digit', [2], 'less-than', 3), 2), printed(rule('digit', [2], 'not-equals', 1), 2)];
    expect(answersOf({ digits: 2, rules: open })).toEqual([10, 12]);
    expect(measure({ digits: 2, rules: open })).toBeNull();
    // No number at all.
    expect(measure({ digits: 2, rules: [printed(rule('digit', [1], 'equals', 1), 2), printed(rule('digit', [1], 'equals', 2), 2)] })).toBeNull();
  });

  it('the score is the effort of the solve, and each band starts where the one below ends', () => {
    for (const digits of [2, 3, 4, 5]) {
      const [medium, hard, expert] = bounds({ digits });
      expect(medium).toBeLessThan(hard);
      expect(hard).toBeLessThan(expert);
    }
    // Easy scores its rules (each read off or one digit left, once): just under medium.
    for (const digits of [3, 4, 5]) expect(bounds({ digits })[0]).toBe(RULES[digits]! + 1);
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
      for (const text of sentencesOf(puzzle)) expect(body).toContain(text);
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
    expect(lines.slice(0, -1)).toEqual(sentencesOf(puzzle).map((text, i) => `${i + 1}. ${text}`));
    expect(lines.at(-1)).toBe('My number: ____');
    expect(secretNumber.text(puzzle, solution).split('\n').at(-1)).toBe(`My number: ${solution.number}`);
  });
});
