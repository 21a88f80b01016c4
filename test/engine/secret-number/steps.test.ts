import { describe, expect, it } from 'vitest';
import { DIFFICULTIES } from '../../../src/engine/kind.ts';
import { MIN_LIST, RULES } from '../../../src/kinds/secret-number/generate.ts';
import { kind as secretNumber } from '../../../src/kinds/secret-number/index.ts';
import { oracle, subjectOf } from '../../../src/kinds/secret-number/oracle.ts';
import {
  COMPARISONS,
  type Comparison,
  type Of,
  type Rule,
  type SecretNumberPuzzle,
  SUBJECTS,
} from '../../../src/kinds/secret-number/schema.ts';
import { sentencesOf } from '../../../src/kinds/secret-number/sentence.ts';
import { scoreOf } from '../../../src/kinds/secret-number/grade.ts';
import { LIST_LIMIT, PAPER_LIMIT, SecretSteps, stepper } from '../../../src/kinds/secret-number/steps.ts';
import { type SecretTechnique, wordsSet } from '../../../src/kinds/secret-number/words.ts';

const en = wordsSet.in('en');
import { Rng } from '../../../src/engine/random.ts';
import { LEVEL_POINTS, levelOf, type Step } from '../../../src/engine/steps.ts';

/** The ladder as the English words hold it (the stepper's is a view in the current language). */
const { ladder } = en;

// ——— Building rules and boxes by hand ———

/** A rule by its terms (`_digits`: the number's length, which a rule's terms do not need). */
const rule = (of: Of, positions: number[], comparison: Comparison, value?: number, _digits = 3): Rule => ({ subject: { of, positions }, comparison, ...(value === undefined ? {} : { value }) });
/** A box holding these digits. */
const box = (...digits: number[]) => digits.reduce((m, d) => m | (1 << d), 0);
const ANY = box(0, 1, 2, 3, 4, 5, 6, 7, 8, 9);
/** A first box: never 0. */
const FIRST = box(1, 2, 3, 4, 5, 6, 7, 8, 9);
const range = (lo: number, hi: number) => Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);

/** The first step `technique` finds for these rules, from clear boxes or the given ones. */
function find(technique: SecretTechnique, rules: Rule[], boxes?: number[], digits = 3): Step | null {
  return new SecretSteps(digits).load(rules).find(technique, boxes);
}

// ——— Each technique, where it fires and where it must not ———

describe('read off a digit', () => {
  it('a rule on one digit crosses off, in that box, the digits that break it', () => {
    expect(find('read-off', [rule('digit', [2], 'odd')])).toEqual({
      technique: 'read-off',
      from: [1],
      place: [],
      strike: [{ cell: 1, values: [0, 2, 4, 6, 8] }],
      say: 'Rule 1 says my second digit is odd: cross off 0, 2, 4, 6 and 8 there, so my second digit can only be 1, 3, 5, 7 or 9.',
    });
  });

  it('a digit given outright is written in', () => {
    expect(find('read-off', [rule('digit', [3], 'equals', 7)])).toMatchObject({
      place: [{ cell: 2, value: 7 }],
      strike: [{ cell: 2, values: [0, 1, 2, 3, 4, 5, 6, 8, 9] }],
      say: 'Rule 1 says my last digit is 7: write 7 in the box for my last digit.',
    });
  });

  it('the first digit is never 0: it is not crossed off again', () => {
    expect(find('read-off', [rule('digit', [1], 'less-than', 3)])!.strike).toEqual([{ cell: 0, values: range(3, 9) }]);
  });

  it('does not fire on a rule every digit keeps, or on a rule about two digits', () => {
    expect(find('read-off', [rule('digit', [1], 'less-than', 10)])).toBeNull();
    expect(find('read-off', [rule('sum', [1, 2], 'equals', 9)])).toBeNull();
  });
});

describe('one digit left', () => {
  it('a sum with one digit known: the other is worked out', () => {
    const step = find('one-left', [rule('sum', [1, 2], 'equals', 9)], [box(4), ANY, ANY])!;
    expect(step).toEqual({
      technique: 'one-left',
      from: [0, 1],
      place: [{ cell: 1, value: 5 }],
      strike: [{ cell: 1, values: [0, 1, 2, 3, 4, 6, 7, 8, 9] }],
      say: 'Rule 1 says the sum of my first two digits is 9. My first digit is 4, so my second digit is 5.',
    });
  });

  it('a difference is the larger take away the smaller: two digits can be left', () => {
    const step = find('one-left', [rule('difference', [1, 3], 'equals', 3)], [box(5), ANY, ANY])!;
    expect(step.strike).toEqual([{ cell: 2, values: [0, 1, 3, 4, 5, 6, 7, 9] }]);
    expect(step.say).toBe('Rule 1 says the difference between my first and last digits is 3. My first digit is 5, so my last digit can only be 2 or 8.');
  });

  it('a sum of three digits with two known', () => {
    const step = find('one-left', [rule('sum', [1, 2, 3], 'equals', 15)], [box(4), box(6), ANY])!;
    expect(step.place).toEqual([{ cell: 2, value: 5 }]);
    expect(step.say).toBe('Rule 1 says the sum of my digits is 15. My first digit is 4 and my second digit is 6, so my last digit is 5.');
  });

  it('does not fire while both digits are open (that is a table), or when the known digit leaves every digit', () => {
    expect(find('one-left', [rule('sum', [1, 2], 'equals', 9)])).toBeNull();
    expect(find('one-left', [rule('product', [1, 2], 'less-than', 25)], [FIRST, box(0), ANY])).toBeNull();
  });
});

describe('two-digit table', () => {
  it('both digits open: only the pairs that fit are kept', () => {
    const step = find('pair-table', [rule('product', [1, 2], 'equals', 24)])!;
    expect(step.strike).toEqual([
      { cell: 0, values: [1, 2, 5, 7, 9] },
      { cell: 1, values: [0, 1, 2, 5, 7, 9] },
    ]);
    expect(step.say).toBe(
      'Rule 1 says the product of my first two digits is 24. Trying each digit still possible for my first digit with each for my second digit, ' +
        'the only pairs that fit are 3 with 8, 4 with 6, 6 with 4 and 8 with 3: so my first digit can only be 3, 4, 6 or 8, and my second digit can only be 3, 4, 6 or 8.',
    );
  });

  it('many pairs fit: the step names the digits that fit none', () => {
    // 15 pairs make more than 13: too many to name.
    const step = find('pair-table', [rule('sum', [1, 3], 'greater-than', 13)])!;
    expect(step.say).toBe(
      'Rule 1 says the sum of my first and last digits is more than 13. Trying each digit still possible for my first digit with each for my last digit, ' +
        'nothing fits with 1, 2, 3 or 4 as my first digit, or with 0, 1, 2, 3 or 4 as my last digit: so my first digit can only be 5, 6, 7, 8 or 9, and my last digit can only be 5, 6, 7, 8 or 9.',
    );
  });

  it('does not fire when every pair fits', () => {
    expect(find('pair-table', [rule('product', [1, 2], 'less-than', 82)])).toBeNull();
  });
});

describe('number range', () => {
  it('less than 560 narrows the first digit, then the second', () => {
    const step = find('range', [rule('number', [], 'less-than', 560)])!;
    expect(step).toEqual({
      technique: 'range',
      from: [0, 1, 2],
      place: [],
      strike: [{ cell: 0, values: [6, 7, 8, 9] }],
      say: 'Rule 1 says my number is less than 560. Even at its smallest, my number would be too large with 6, 7, 8 or 9 as my first digit (at least 600): so my first digit can only be 1, 2, 3, 4 or 5.',
    });
    expect(find('range', [rule('number', [], 'less-than', 560)], [box(5), ANY, ANY])!.strike).toEqual([{ cell: 1, values: [6, 7, 8, 9] }]);
  });

  it('more than 5325 with 5 first: the second digit is at least 3', () => {
    const step = find('range', [rule('number', [], 'greater-than', 5325, 4)], [box(5), ANY, ANY, ANY], 4)!;
    expect(step.strike).toEqual([{ cell: 1, values: [0, 1, 2] }]);
    expect(step.say).toContain('Even at its largest, my number would be too small with 0, 1 or 2 as my second digit (my first digit is 5, making it at most 5299)');
  });

  it('more than 791 with a second digit of 0 or 1: the bound says why 7 is crossed off (at most 719, not 799)', () => {
    const step = find('range', [rule('number', [], 'greater-than', 791)], [FIRST, box(0, 1), ANY])!;
    expect(step.strike).toEqual([{ cell: 0, values: [1, 2, 3, 4, 5, 6, 7] }]);
    expect(step.say).toBe(
      'Rule 1 says my number is more than 791. Even at its largest, my number would be too small with 1, 2, 3, 4, 5, 6 or 7 as my first digit ' +
        '(my second digit is at most 1, making it at most 719): so my first digit can only be 8 or 9.',
    );
  });

  it('does not fire on a range every number of the length keeps', () => {
    expect(find('range', [rule('number', [], 'greater-than', 99)])).toBeNull();
    expect(find('range', [rule('number', [], 'multiple-of', 5)])).toBeNull();
  });
});

describe('divisibility test', () => {
  it('a multiple of 5 through the last digit', () => {
    expect(find('divisibility', [rule('number', [], 'multiple-of', 5)])).toEqual({
      technique: 'divisibility',
      from: [2],
      place: [],
      strike: [{ cell: 2, values: [1, 2, 3, 4, 6, 7, 8, 9] }],
      say: 'Rule 1 says my number is a multiple of 5, and a multiple of 5 ends in 0 or 5. So my last digit can only be 0 or 5.',
    });
  });

  it('a multiple of 3 through the sum of the digits', () => {
    const step = find('divisibility', [rule('number', [], 'multiple-of', 3)], [box(1), box(2), ANY])!;
    expect(step.strike).toEqual([{ cell: 2, values: [1, 2, 4, 5, 7, 8] }]);
    expect(step.say).toBe(
      'Rule 1 says my number is a multiple of 3, and a number is a multiple of 3 when the sum of its digits is. ' +
        'That cannot be with 1, 2, 4, 5, 7 or 8 as my last digit, whatever the other digits still possible are. So my last digit can only be 0, 3, 6 or 9.',
    );
  });

  it('4 through the last two digits; 6 as even and a multiple of 3; odd through the last digit', () => {
    expect(find('divisibility', [rule('number', [], 'multiple-of', 4, 2)], [box(1), ANY], 2)!.strike).toEqual([{ cell: 1, values: [0, 1, 3, 4, 5, 7, 8, 9] }]);
    expect(find('divisibility', [rule('number', [], 'multiple-of', 6)], [box(1), box(2), ANY])!.strike).toEqual([{ cell: 2, values: range(1, 9).filter((d) => d !== 6) }]);
    expect(find('divisibility', [rule('number', [], 'odd')])!.strike).toEqual([{ cell: 2, values: [0, 2, 4, 6, 8] }]);
  });

  it('has no test for 7 (that is for the short list), and none for a range', () => {
    expect(find('divisibility', [rule('number', [], 'multiple-of', 7)])).toBeNull();
    expect(find('divisibility', [rule('number', [], 'less-than', 500)])).toBeNull();
  });
});

describe('many digits at once', () => {
  it('a sum of three open digits: each must be large enough', () => {
    const step = find('many-digits', [rule('sum', [1, 2, 3], 'equals', 26)])!;
    expect(step.strike).toEqual([
      { cell: 0, values: range(1, 7) },
      { cell: 1, values: range(0, 7) },
      { cell: 2, values: range(0, 7) },
    ]);
    expect(step.say).toMatch(/^Rule 1 says the sum of my digits is 26\. No choice of the other digits, from those still possible, makes that true with 1, 2, 3, 4, 5, 6 or 7 as my first digit, or with 0, 1, .* as my last digit: so my first digit can only be 8 or 9, my second digit can only be 8 or 9, and my last digit can only be 8 or 9\.$/);
  });

  it('a product of three digits', () => {
    const step = find('many-digits', [rule('product', [1, 2, 3], 'equals', 729)])!;
    expect(step.place).toEqual([0, 1, 2].map((cell) => ({ cell, value: 9 })));
  });

  it('does not fire when every digit can still be completed, or with two digits open (a table)', () => {
    expect(find('many-digits', [rule('sum', [1, 2, 3], 'less-than', 28)])).toBeNull();
    expect(find('many-digits', [rule('sum', [1, 2, 3], 'equals', 26)], [box(9), ANY, ANY])).toBeNull();
    expect(find('pair-table', [rule('sum', [1, 2, 3], 'equals', 26)], [box(9), ANY, ANY])).not.toBeNull();
  });
});

describe('short list', () => {
  it(`at most ${LIST_LIMIT} numbers: each tested, the rule that rules it out named`, () => {
    const rules = [rule('number', [], 'multiple-of', 13, 2)];
    const step = find('short-list', rules, [box(1, 3), box(7, 9)], 2)!;
    expect(step).toEqual({
      technique: 'short-list',
      from: [0, 1],
      place: [
        { cell: 0, value: 3 },
        { cell: 1, value: 9 },
      ],
      strike: [
        { cell: 0, values: [1] },
        { cell: 1, values: [7] },
      ],
      say: 'Only 4 numbers can be made from the digits still possible: 17, 19, 37 and 39. Testing against the rules, 17 breaks rule 1, 19 breaks rule 1 and 37 breaks rule 1, which leaves only 39: my number.',
      // The four numbers written out and tested.
      paper: 4,
    });
  });

  it(`does not list more than ${LIST_LIMIT} numbers, nor a list every number of which keeps the rules`, () => {
    const rules = [rule('number', [], 'multiple-of', 13, 2)];
    expect(find('short-list', rules, [box(1, 2, 3), box(1, 2, 3)], 2)).toBeNull();
    expect(find('short-list', rules, undefined, 2)).toBeNull();
    expect(find('short-list', [rule('number', [], 'odd', undefined, 2)], [box(1, 3), box(7, 9)], 2)).toBeNull();
  });
});

describe('what a step writes out, and steps that are easier ones in other words', () => {
  /** The step a technique finds here, whether it is light, and its paper. */
  function weigh(technique: SecretTechnique, rules: Rule[], boxes?: number[], digits = 3) {
    const solver = new SecretSteps(digits).load(rules);
    const step = solver.find(technique, boxes);
    return step && { light: solver.isLight(), paper: step.paper ?? 0, strike: step.strike };
  }

  it('a table writes out the pairs that fit; past PAPER_LIMIT, it tries each digit it crosses off', () => {
    expect(weigh('pair-table', [rule('product', [1, 2], 'equals', 24)])).toMatchObject({ light: false, paper: 4 });
    // 15 pairs make more than 13: no one writes them out; 1–4 and 0–4 are tried and fail.
    expect(weigh('pair-table', [rule('sum', [1, 3], 'greater-than', 13)])).toMatchObject({ light: false, paper: 4 + 5 });
    expect(PAPER_LIMIT).toBe(12);
  });

  it('a table where one pair fits is a forced move: light, nothing written', () => {
    expect(weigh('pair-table', [rule('sum', [1, 2], 'equals', 18)])).toMatchObject({ light: true, paper: 0 });
  });

  it('a range read off the first digit by the cut-off alone is light; one that needs another box is not', () => {
    expect(weigh('range', [rule('number', [], 'less-than', 560)])).toMatchObject({ light: true, paper: 0 });
    // With 5 first, the second digit is bounded: four digits tried and crossed off.
    expect(weigh('range', [rule('number', [], 'less-than', 560)], [box(5), ANY, ANY])).toMatchObject({ light: false, paper: 4 });
    // 6 is crossed off the first box only because the second can be no less than 4.
    const step = weigh('range', [rule('number', [], 'less-than', 635)], [box(5, 6), box(4, 5), ANY])!;
    expect(step.strike).toEqual([{ cell: 0, values: [6] }]);
    expect(step).toMatchObject({ light: false, paper: 1 });
  });

  it('a test read off the last digit is light; one through the digit sum is not', () => {
    expect(weigh('divisibility', [rule('number', [], 'odd')])).toMatchObject({ light: true, paper: 0 });
    expect(weigh('divisibility', [rule('number', [], 'multiple-of', 10)])).toMatchObject({ light: true, paper: 0 });
    // 1 + 2 + x a multiple of 3: x is 0, 3, 6 or 9; six digits tried and crossed off.
    expect(weigh('divisibility', [rule('number', [], 'multiple-of', 3)], [box(1), box(2), ANY])).toMatchObject({ light: false, paper: 6 });
  });

  it('a light step scores as a digit read off: one point, not the points of its technique', () => {
    const step: Step = { technique: 'range', from: [], place: [], strike: [], say: '' };
    expect(scoreOf([step], [true])).toBe(LEVEL_POINTS[1]);
    expect(scoreOf([step], [false])).toBe(LEVEL_POINTS[3]);
    expect(scoreOf([{ ...step, technique: 'short-list', paper: 6 }], [false])).toBe(LEVEL_POINTS[4] + 6);
  });
});

describe('the order of steps and the levels', () => {
  const puzzle = (digits: number, rules: Rule[]): SecretNumberPuzzle => ({ digits, rules });

  it('the easiest step first, whatever the printed order', () => {
    // Rule 1 needs a digit rule 2 reads off.
    const log = stepper.steps(puzzle(2, [rule('sum', [1, 2], 'equals', 9, 2), rule('digit', [1], 'equals', 4, 2)]), 1);
    expect(log.steps.map((s) => s.technique)).toEqual(['read-off', 'one-left']);
    expect(log.solved).toBe(true);
    // A table could narrow rule 1 at once (8 or 9 and 8 or 9), but reading off comes first, and then one digit is left.
    const table = stepper.steps(puzzle(2, [rule('sum', [1, 2], 'equals', 17, 2), rule('digit', [1], 'equals', 8, 2)]), 2);
    expect(table.steps.map((s) => s.technique)).toEqual(['read-off', 'one-left']);
  });

  it('a level uses no technique above it, and stops when stuck', () => {
    // 909: a table first.
    const p = puzzle(3, [rule('difference', [1, 2], 'equals', 9), rule('difference', [2, 3], 'equals', 9)]);
    expect(stepper.steps(p, 1)).toEqual({ steps: [], solved: false });
    expect(stepper.steps(p, 2).solved).toBe(true);
    expect(levelOf(stepper, p)!.level).toBe(2);
  });

  it('solved only when the number is pinned down and keeps every rule', () => {
    // Every digit given, but rule 3 breaks the number they make.
    const p = puzzle(2, [rule('digit', [1], 'equals', 4, 2), rule('digit', [2], 'equals', 5, 2), rule('number', [], 'multiple-of', 7, 2)]);
    expect(stepper.steps(p, 3).solved).toBe(false);
    // The short list tests the one number and rules it out.
    const log = stepper.steps(p, 4);
    expect(log.solved).toBe(false);
    expect(log.steps.at(-1)!.say).toBe('Only one number can be made from the digits still possible: 45. Testing against the rules, 45 breaks rule 3, so no number is left.');
  });

  it('every technique is on the ladder, at the level the steps say', () => {
    expect(Object.keys(ladder)).toEqual(['read-off', 'one-left', 'pair-table', 'range', 'divisibility', 'many-digits', 'short-list']);
    expect(Object.values(ladder).map((t) => t.level)).toEqual([1, 1, 2, 3, 3, 3, 4]);
    expect(secretNumber.stepper).toBe(stepper);
  });
});

// ——— The step solver against brute force ———

/** A random rule of any subject and comparison, true of `secret` most of the time. */
function randomRule(rng: Rng, digits: number, secret: number): Rule {
  const of = rng.pick(SUBJECTS);
  const [fewest, most] = of === 'digit' ? [1, 1] : of === 'difference' ? [2, 2] : of === 'number' ? [0, 0] : [2, digits];
  const positions = rng.shuffle(range(1, digits)).slice(0, rng.range(fewest, most));
  const comparison = rng.pick(COMPARISONS);
  const probe = { subject: { of, positions }, comparison, text: '' };
  const at = subjectOf(probe, rng.chance(0.95) ? secret : rng.range(10 ** (digits - 1), 10 ** digits - 1));
  const value =
    comparison === 'even' || comparison === 'odd'
      ? undefined
      : comparison === 'multiple-of'
        ? rng.range(1, 13)
        : comparison === 'less-than'
          ? at + rng.range(0, 3)
          : comparison === 'greater-than'
            ? at - rng.range(0, 3)
            : comparison === 'not-equals'
              ? at + rng.range(-1, 1)
              : at;
  return rule(of, positions, comparison, value, digits);
}

describe('the step solver against brute force', () => {
  it('on random rule lists, every digit it crosses off or writes in agrees with every answer, and it solves only unique ones', () => {
    let solved = 0;
    let stuck = 0;
    const used = new Set<string>();
    for (let s = 0; s < 400; s++) {
      const rng = new Rng(`steps-brute/${s}`);
      const digits = rng.pick([2, 3, 3, 4]);
      const secret = rng.range(10 ** (digits - 1), 10 ** digits - 1);
      // Rules drawn until at most one number keeps them (or twelve), then, half the time, one dropped.
      const rules: Rule[] = [];
      let left = range(10 ** (digits - 1), 10 ** digits - 1);
      while (left.length > 1 && rules.length < 12) {
        const r = randomRule(rng, digits, secret);
        rules.push(r);
        left = left.filter((n) => keepsRule(r, n, true));
      }
      if (rng.chance(0.5)) rules.splice(rng.int(rules.length), 1);
      const puzzle = { digits, rules };
      const answers = oracle(puzzle).map((a) => String(a.number).split('').map(Number));
      const log = stepper.steps(puzzle, 4);
      const boxes = [FIRST, ...Array<number>(digits - 1).fill(ANY)];
      for (const step of log.steps) {
        used.add(step.technique);
        expect(step.strike.length, step.say).toBeGreaterThan(0);
        for (const { cell, values } of step.strike) {
          for (const v of values) {
            expect(boxes[cell]! & (1 << v), `seed ${s}: ${step.say}`).not.toBe(0);
            boxes[cell]! &= ~(1 << v);
            for (const a of answers) expect(a[cell], `seed ${s}: ${step.say}`).not.toBe(v);
          }
        }
        for (const { cell, value } of step.place) {
          expect(boxes[cell]).toBe(1 << value);
          for (const a of answers) expect(a[cell], `seed ${s}: ${step.say}`).toBe(value);
        }
      }
      if (log.solved) {
        expect(answers, `seed ${s}`).toHaveLength(1);
        expect(boxes).toEqual(answers[0]!.map((d) => 1 << d));
        solved++;
      } else stuck++;
    }
    // Both outcomes, and every technique, are covered.
    // Random rules often leave one number that only trial and error finds: fewer are solved.
    expect(solved).toBeGreaterThan(30);
    expect(stuck).toBeGreaterThan(100);
    expect([...used].sort()).toEqual(Object.keys(ladder).sort());
  });

  it('levelOf and the one-pass climb agree, and a higher level never undoes a lower one', () => {
    for (let s = 0; s < 200; s++) {
      const rng = new Rng(`steps-climb/${s}`);
      const digits = rng.pick([2, 3, 4]);
      const secret = rng.range(10 ** (digits - 1), 10 ** digits - 1);
      const puzzle = { digits, rules: Array.from({ length: rng.range(2, 6) }, () => randomRule(rng, digits, secret)) };
      const found = levelOf(stepper, puzzle);
      const reach = new SecretSteps(digits).load(puzzle.rules).reach();
      expect(found?.level ?? null, `seed ${s}`).toBe(reach === null ? null : Math.max(1, reach));
      if (found) for (let l = found.level; l <= 4; l++) expect(stepper.steps(puzzle, l).solved).toBe(true);
    }
  });
});

// ——— Generated puzzles and their logs ———

/** Is a sentence whole: no gap, no missing word, no empty list, one full stop at the end? */
function expectWellFormed(say: string): void {
  expect(say).toMatch(/^[A-Z].*\.$/);
  expect(say).not.toMatch(/undefined|null|NaN|\[object|  | ,|,,|: so \.|only be \.|with as|\.\./);
}

/** Whether `n` keeps a rule, straight from its fields; with `zeroIsMultiple` false, 0 is a multiple of nothing. */
function keepsRule(r: Rule, n: number, zeroIsMultiple: boolean): boolean {
  const x = subjectOf(r, n);
  const v = r.value!;
  switch (r.comparison) {
    case 'equals':
      return x === v;
    case 'not-equals':
      return x !== v;
    case 'less-than':
      return x < v;
    case 'greater-than':
      return x > v;
    case 'multiple-of':
      return x % v === 0 && (zeroIsMultiple || x !== 0);
    case 'even':
      return x % 2 === 0;
    case 'odd':
      return x % 2 === 1;
  }
}

/** Every answer under one reading of "a multiple of". */
function answersReading(puzzle: SecretNumberPuzzle, zeroIsMultiple: boolean): number[] {
  const out: number[] = [];
  for (let n = 10 ** (puzzle.digits - 1); n < 10 ** puzzle.digits; n++) if (puzzle.rules.every((r) => keepsRule(r, n, zeroIsMultiple))) out.push(n);
  return out;
}

describe('generated puzzles', () => {
  const SEEDS: Record<number, number> = { 2: 8, 3: 10, 4: 4, 5: 1 };
  it.each(DIFFICULTIES.map((d) => [d]))('%s: solved at its level and not below, every log replayable and every sentence whole', (difficulty) => {
    const level = DIFFICULTIES.indexOf(difficulty) + 1;
    for (const digits of [2, 3, 4, 5]) {
      const options = secretNumber.options.parse({ digits });
      for (let s = 0; s < SEEDS[digits]!; s++) {
        const made = secretNumber.generate(new Rng(`steps-made/${digits}/${difficulty}/${s}`), options, difficulty)!;
        expect(made, `${digits}/${difficulty}/${s}`).not.toBeNull();
        const { puzzle, solution, grade } = made;
        const what = `${digits}/${difficulty}/${s}: ${sentencesOf(puzzle).join(' ')}`;
        expect(grade.level).toBe(level);

        // At its level, and not below.
        const log = stepper.steps(puzzle, level);
        expect(log.solved, what).toBe(true);
        if (level > 1) expect(stepper.steps(puzzle, level - 1).solved, what).toBe(false);
        expect(log.steps.some((step) => ladder[step.technique as SecretTechnique].level === level)).toBe(true);
        expect(grade.steps).toBe(log.steps.length);

        // Easy never states every digit outright and needs a step that combines digits.
        if (difficulty === 'easy') {
          expect(log.steps.some((step) => step.technique !== 'read-off'), what).toBe(true);
          const given = new Set(puzzle.rules.filter((r) => r.subject.of === 'digit' && r.comparison === 'equals').map((r) => r.subject.positions[0]));
          expect(given.size, what).toBeLessThan(digits);
        }
        // Every band has the same rules at a length (easy exactly so many, each used once): harder is deeper, not longer.
        if (difficulty === 'easy') expect(puzzle.rules.length, what).toBe(RULES[digits]);
        else expect(puzzle.rules.length, what).toBeLessThanOrEqual(RULES[digits]!);
        // Expert's short list is real work: more numbers than are seen at a glance.
        if (difficulty === 'expert') {
          expect(grade.listed).toBeGreaterThanOrEqual(MIN_LIST);
          expect(grade.listed).toBeLessThanOrEqual(LIST_LIMIT);
        }

        // No rule turns on whether 0 is a multiple.
        expect(answersReading(puzzle, true), what).toEqual([solution.number]);
        expect(answersReading(puzzle, false), what).toEqual([solution.number]);

        // The log replays to the answer: strikes from boxes that held the digit, placements of the last one left.
        const boxes = [FIRST, ...Array<number>(digits - 1).fill(ANY)];
        const solver = new SecretSteps(digits).load(puzzle.rules);
        const order = Object.keys(ladder) as SecretTechnique[];
        for (const step of log.steps) {
          expectWellFormed(step.say);
          // Easiest first: no technique before this one in the ladder finds anything here.
          for (const easier of order.slice(0, order.indexOf(step.technique as SecretTechnique))) expect(solver.find(easier, boxes), step.say).toBeNull();
          for (const { cell, values } of step.strike) {
            expect(cell).toBeLessThan(digits);
            for (const v of values) {
              expect(boxes[cell]! & (1 << v), step.say).not.toBe(0);
              boxes[cell]! &= ~(1 << v);
            }
          }
          for (const { cell, value } of step.place) expect(boxes[cell], step.say).toBe(1 << value);
          for (const cell of step.from) expect(cell).toBeLessThan(digits);
          // A rule a step names is one of the puzzle's.
          for (const n of step.say.match(/rule (\d+)/gi) ?? []) expect(Number(n.split(' ')[1])).toBeLessThanOrEqual(puzzle.rules.length);
        }
        expect(boxes).toEqual(String(solution.number).split('').map((d) => 1 << Number(d)));
      }
    }
  });

  it('the how-to words state the conventions', () => {
    const words = secretNumber.words.rules({ digits: 3, rules: [] });
    expect(words).toContain('the first is not 0');
    expect(words).toContain('the larger take away the smaller');
    expect(words).toContain('no rule turns on whether 0 counts');
    expectWellFormed(words);
  });
});
