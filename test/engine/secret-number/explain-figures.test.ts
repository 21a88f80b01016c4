// Secret Number's explanations, replayed: for a sample of generated puzzles of every band and
// size, each step's sentence is read back and every figure it states (a range's bound and the
// digits it rests on, a table's pairs, a short list's numbers, count and broken rules, the
// digits each box is left with) is worked out again by brute force from the boxes as they
// stood at that step. Beside them: no rule or step counts 0 as a multiple, no rule says "less
// than 1" for "is 0", and no puzzle names one digit two ways ("third" and "last").
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIFFICULTIES, type Difficulty } from '../../../src/engine/kind.ts';
import { kind as secretNumber } from '../../../src/kinds/secret-number/index.ts';
import { subjectOf } from '../../../src/kinds/secret-number/oracle.ts';
import { keeps } from '../../../src/kinds/secret-number/rules.ts';
import type { Rule, SecretNumberPuzzle } from '../../../src/kinds/secret-number/schema.ts';
import { placeOf, sentence, sentencesOf } from '../../../src/kinds/secret-number/sentence.ts';
import { stepper } from '../../../src/kinds/secret-number/steps.ts';
import { wordsSet } from '../../../src/kinds/secret-number/words.ts';
import { bookLanguages } from '../../../src/engine/catalog.ts';
import { language, setLanguage } from '../../../src/engine/language.ts';

const en = wordsSet.in('en');
import { Rng } from '../../../src/engine/random.ts';
import type { Step } from '../../../src/engine/steps.ts';

/** Puzzles a band per size: 2 to 5 digits, so 20 a band. */
const PER_SIZE = 5;
const SIZES = [2, 3, 4, 5];

function made(difficulty: Difficulty): { puzzle: SecretNumberPuzzle; level: number }[] {
  const out: { puzzle: SecretNumberPuzzle; level: number }[] = [];
  for (const digits of SIZES) {
    const options = secretNumber.options.parse({ digits });
    for (let i = 1; i <= PER_SIZE; i++) {
      const m = secretNumber.generate(new Rng(`test/explain-figures/${digits}/${i}`), options, difficulty);
      if (m) out.push({ puzzle: m.puzzle, level: m.grade.level });
    }
  }
  return out;
}

const SAMPLES = new Map(DIFFICULTIES.map((d) => [d, made(d)]));

/** Every number the boxes make (a box is a bitmask of digits), smallest first. */
function numbersOf(boxes: readonly number[]): number[] {
  let out = [0];
  for (const m of boxes) {
    const ds = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => m & (1 << d));
    out = out.flatMap((n) => ds.map((d) => n * 10 + d));
  }
  return out;
}
const digitAt = (n: number, q: number, digits: number) => Math.floor(n / 10 ** (digits - 1 - q)) % 10;
const digitsIn = (m: number) => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => m & (1 << d));
const listOf = (text: string) => text.split(/, | or | and /).map(Number);


/** Whether some number of this many digits makes the rule's subject 0. */
function zeroIn(rule: Rule, digits: number): boolean {
  for (let n = 10 ** (digits - 1); n < 10 ** digits; n++) if (subjectOf(rule, n) === 0) return true;
  return false;
}

/** Each step of a puzzle's explanation, with the boxes before and after it, replayed from clear boxes. */
function replay(puzzle: SecretNumberPuzzle, level: number): { step: Step; before: number[]; after: number[] }[] {
  const boxes: number[] = Array.from({ length: puzzle.digits }, (_, q) => (q === 0 ? 0x3fe : 0x3ff));
  return stepper.steps(puzzle, level).steps.map((step) => {
    const before = [...boxes];
    for (const { cell, values } of step.strike) for (const v of values) boxes[cell]! &= ~(1 << v);
    for (const { cell, value } of step.place) boxes[cell] = 1 << value;
    return { step, before, after: [...boxes] };
  });
}

function placeIndex(name: string, digits: number): number {
  const q = Array.from({ length: digits }, (_, i) => placeOf(i, digits)).indexOf(name);
  expect(q, name).toBeGreaterThanOrEqual(0);
  return q;
}

/** "my first digit can only be 1 or 2, and my last digit is 7": each box named, against the boxes after. */
function checkLeaves(text: string, after: readonly number[], digits: number): void {
  const re = /my (\w+) digit (can only be ([\d, ]+(?:or \d)?)|is (\d)|has no digit left)/g;
  let seen = 0;
  for (const m of text.matchAll(re)) {
    const q = placeIndex(m[1]!, digits);
    const left = digitsIn(after[q]!);
    if (m[3]) expect(listOf(m[3].trim()), text).toEqual(left);
    else if (m[4]) expect([Number(m[4])], text).toEqual(left);
    else expect(left, text).toEqual([]);
    seen++;
  }
  expect(seen, text).toBeGreaterThan(0);
}

/** A range's cases: "with 7 as my first digit (my second digit is at most 1, making it at most 719)". */
function checkRange(text: string, rule: Rule, before: readonly number[], digits: number): void {
  const small = rule.comparison === 'less-than';
  const all = numbersOf(before);
  const re = /with ([\d, ]+(?:or \d)?) as my (\w+) digit \(((?:[^()])*?)(?:, making it )?(at least|at most) (\d+)\)/g;
  let cases = 0;
  for (const m of text.matchAll(re)) {
    cases++;
    const struck = listOf(m[1]!);
    const q = placeIndex(m[2]!, digits);
    expect(m[4], text).toBe(small ? 'at least' : 'at most');
    const bound = Number(m[5]);
    // With digits named, the bound is the smallest (largest) number the boxes make with a digit
    // crossed off there; with none, that of free boxes (below), which the boxes' numbers keep to.
    const those = all.filter((n) => struck.includes(digitAt(n, q, digits)));
    const tight = small ? Math.min(...those) : Math.max(...those);
    if (m[3]) expect(bound, text).toBe(tight);
    else expect(small ? tight >= bound : tight <= bound, text).toBe(true);
    // Every such number breaks the rule: that is why they are crossed off.
    expect(those.filter((n) => keeps(rule, n)), text).toEqual([]);
    // The digits it rests on: each named box's smallest (largest) digit, as said.
    for (const l of (m[3] ?? '').matchAll(/my (\w+) digit is (at least |at most )?(\d)/g)) {
      const r = placeIndex(l[1]!, digits);
      const ds = digitsIn(before[r]!);
      if (!l[2]) expect(ds, text).toEqual([Number(l[3])]);
      else expect(Number(l[3]), text).toBe(small ? ds[0] : ds.at(-1));
    }
    // Named or not, the bound holds: with no digit named, it is the bound of free boxes.
    if (!m[3]) {
      const free = Array.from({ length: digits }, (_, r) => (r === q ? 1 << struck[small ? 0 : struck.length - 1]! : r === 0 ? 0x3fe : 0x3ff));
      const loose = numbersOf(free);
      expect(bound, text).toBe(small ? Math.min(...loose) : Math.max(...loose));
    }
  }
  expect(cases, text).toBeGreaterThan(0);
}

/** A table's pairs: "the only pairs that fit are 1 with 1, 1 with 8": exactly those the boxes allow that keep the rule. */
function checkPairs(text: string, rule: Rule, before: readonly number[], digits: number): void {
  const m = /my (\w+) digit with each for my (\w+) digit, (?:the only pairs? that fits? (?:is|are) (.*?)|nothing fits (.*?)): so/.exec(text);
  expect(m, text).not.toBeNull();
  const a = placeIndex(m![1]!, digits);
  const b = placeIndex(m![2]!, digits);
  const fitting = new Set<string>();
  for (const n of numbersOf(before)) if (keeps(rule, n)) fitting.add(`${digitAt(n, a, digits)} with ${digitAt(n, b, digits)}`);
  if (m![3]) {
    const said = m![3].split(/, | and /);
    expect(new Set(said), text).toEqual(fitting);
    expect(said.length, text).toBe(fitting.size);
    if (said.length === 1) expect(text).toContain('the only pair that fits is');
  } else {
    // "nothing fits with 1 as my first digit, or with 0 as my last digit".
    for (const c of m![4]!.matchAll(/with ([\d, ]+(?:or \d)?) as my (\w+) digit/g)) {
      const q = placeIndex(c[2]!, digits);
      for (const d of listOf(c[1]!)) expect([...fitting].some((f) => Number(f.split(' with ')[q === a ? 0 : 1]) === d), `${text} (${d})`).toBe(false);
    }
  }
}

/** A short list: the count, the numbers, the rule each breaks (the first), the ones left. */
function checkList(text: string, puzzle: SecretNumberPuzzle, before: readonly number[]): void {
  const all = numbersOf(before);
  const m = /^Only (one|\d+) numbers? can be made from the digits still possible: ([\d, and]+)\./.exec(text);
  expect(m, text).not.toBeNull();
  expect(m![1] === 'one' ? 1 : Number(m![1]), text).toBe(all.length);
  expect(listOf(m![2]!), text).toEqual(all);
  if (all.length === 1) expect(text).toMatch(/^Only one number can be made/);
  const survivors = all.filter((n) => puzzle.rules.every((r) => keeps(r, n)));
  for (const b of text.matchAll(/(\d+) breaks rule (\d+)/g)) {
    const n = Number(b[1]);
    const first = puzzle.rules.findIndex((r) => !keeps(r, n));
    expect(first + 1, text).toBe(Number(b[2]));
  }
  expect([...text.matchAll(/(\d+) breaks rule/g)].length, text).toBe(all.length - survivors.length);
  // The numbers it leaves are those that keep every rule.
  const left = /which leaves (?:only )?([\d, and]+)(?::|$)/.exec(text);
  if (survivors.length) expect(left && listOf(left[1]!), text).toEqual(survivors);
  else expect(text, text).toMatch(/so no number is left\.$/);
}

/**
 * The digits a step says it crosses off: "with 1, 3 or 7 as my last digit" (a table where nothing
 * fits, a range, a divisibility test, many digits at once) or "cross off 0, 1 and 2 there" (a
 * digit read off, in its rule's box). In each box they are exactly the digits the step takes
 * away, and every number the boxes made with one of them there breaks the rule, whatever the
 * other digits still possible are: that is why it goes.
 */
function checkStruck(text: string, rule: Rule, before: readonly number[], after: readonly number[], digits: number): boolean {
  const said = new Map<number, number[]>();
  for (const m of text.matchAll(/with ([\d, ]+(?:or \d)?) as my (\w+) digit/g)) {
    const q = placeIndex(m[2]!, digits);
    said.set(q, [...(said.get(q) ?? []), ...listOf(m[1]!.trim())]);
  }
  const off = /cross off ([\d, and]+) there/.exec(text);
  if (off) said.set(rule.subject.positions[0]! - 1, listOf(off[1]!));
  if (said.size === 0) return false;
  const all = numbersOf(before);
  for (let q = 0; q < digits; q++) {
    const gone = digitsIn(before[q]! & ~after[q]!);
    expect([...(said.get(q) ?? [])].sort((a, b) => a - b), `${text} (my ${placeOf(q, digits)} digit)`).toEqual(gone);
    expect(all.filter((n) => gone.includes(digitAt(n, q, digits)) && keeps(rule, n)), text).toEqual([]);
  }
  return true;
}

/** The digits a step says are known ("My first digit is 5, and my second digit is 3"): each box holds that digit alone. */
function checkKnown(text: string, before: readonly number[], digits: number): boolean {
  const known = /says .*?\. (My \w+ digit is \d(?:(?:, | and |, and )my \w+ digit is \d)*)(?:\.|, so)/.exec(text);
  if (!known) return false;
  for (const m of known[1]!.matchAll(/my (\w+) digit is (\d)/gi)) expect(digitsIn(before[placeIndex(m[1]!, digits)]!), text).toEqual([Number(m[2])]);
  return true;
}

/** The clause a step quotes as its rule says it: "Rule 2 says …". */
const ruleOf = (text: string, puzzle: SecretNumberPuzzle) => {
  const m = /^Rule (\d+) says/.exec(text);
  return m ? puzzle.rules[Number(m[1]) - 1]! : null;
};

/**
 * Replays one puzzle's explanation and checks every figure each step states against the boxes
 * as they stood: the count of range steps checked, and the techniques met.
 */
function checkFigures(puzzle: SecretNumberPuzzle, level: number, ran: Set<string> = new Set()): number {
  const { digits } = puzzle;
  let ranges = 0;
  for (const { step, before, after } of replay(puzzle, level)) {
    const text = step.say;
    ran.add(step.technique);
    const rule = ruleOf(text, puzzle);
    if (step.technique === 'short-list') {
      checkList(text, puzzle, before);
      continue;
    }
    expect(rule, text).not.toBeNull();
    // The step quotes its rule as the puzzle prints it.
    expect(text, text).toContain(`says ${sentence(rule!, digits).replace(/^./, (c) => c.toLowerCase()).replace(/\.$/, '')}`);
    checkLeaves(text.slice(text.lastIndexOf(' so ') + 4), after, digits);
    // Which figures were checked, so a test can say its sample reached them.
    if (checkKnown(text, before, digits)) ran.add('known');
    if (checkStruck(text, rule!, before, after, digits)) ran.add('struck');
    if (step.technique === 'range' && (rule!.comparison === 'less-than' || rule!.comparison === 'greater-than')) {
      checkRange(text, rule!, before, digits);
      ranges++;
    }
    if (step.technique === 'pair-table') checkPairs(text, rule!, before, digits);
  }
  return ranges;
}

const SHIPPED = join(import.meta.dirname, '../../shipped');

/** Every Secret Number record of the shipped books (test/shipped/*.json), as `explain` reads them. */
const shipped = readdirSync(SHIPPED)
  .filter((f) => f.endsWith('.json') && f !== 'hashes.json')
  .flatMap((f) => {
    const book = JSON.parse(readFileSync(join(SHIPPED, f), 'utf8')) as { puzzles: { id: string; kind: string; puzzle: unknown; grade: { level: number } }[] };
    return book.puzzles.filter((r) => r.kind === 'secret-number').map((r) => ({ id: `${f} ${r.id}`, puzzle: secretNumber.puzzle.parse(r.puzzle), level: r.grade.level }));
  });

describe('secret-number: every figure an explanation states is the board’s at that step', () => {
  it.each(DIFFICULTIES)('%s: 20 puzzles replayed, every bound, pair, count and box checked', (difficulty) => {
    const sample = SAMPLES.get(difficulty)!;
    expect(sample.length).toBeGreaterThanOrEqual(18);
    let ranges = 0;
    const ran = new Set<string>();
    for (const { puzzle, level } of sample) ranges += checkFigures(puzzle, level, ran);
    if (difficulty === 'hard' || difficulty === 'expert') expect(ranges).toBeGreaterThan(0);
    expect(ran).toContain('struck');
    if (difficulty !== 'easy') expect(ran).toContain('known');
  });

  // Issue 65: what a reader of the shipped books is told, replayed as `explain` tells it, at each puzzle's stored level.
  it('every puzzle of the shipped books replayed, every bound, pair, count and box checked', () => {
    expect(shipped.length).toBeGreaterThan(0);
    const ran = new Set<string>();
    for (const { id, puzzle, level } of shipped) {
      // The stored level is the one the step solver finds now: the explanation replayed is the book's.
      expect(secretNumber.regrade(puzzle)?.level, id).toBe(level);
      checkFigures(puzzle, level, ran);
    }
    // The books reach every kind of step whose figures are checked.
    for (const technique of ['range', 'pair-table', 'divisibility', 'short-list', 'struck', 'known']) expect(ran, technique).toContain(technique);
  });
});

describe('secret-number: no rule or step turns on 0 as a multiple; rules say what they mean, one name a digit', () => {
  const all = [...SAMPLES.values()].flat();

  it('a "multiple of" rule whose subject can be 0 names 0 itself, and so does every step quoting it that lets a 0 stand', () => {
    let named = 0;
    for (const { puzzle, level } of all) {
      for (const rule of puzzle.rules) {
        if (rule.comparison !== 'multiple-of') continue;
        const zero = zeroIn(rule, puzzle.digits);
        const text = sentence(rule, puzzle.digits);
        expect(text.includes('0 or a multiple of'), text).toBe(zero);
        if (zero) named++;
      }
      for (const { step, before } of replay(puzzle, level)) {
        const rule = ruleOf(step.say, puzzle);
        if (!rule || rule.comparison !== 'multiple-of') continue;
        // A value of 0 the step lets stand (a pair, a digit) is one the rule's own words allow.
        const zeroStands = numbersOf(before).some((n) => subjectOf(rule, n) === 0);
        if (zeroStands) expect(step.say, step.say).toContain('0 or a multiple of');
      }
    }
    expect(named).toBeGreaterThan(0);
  });

  it('the words for "0 or a multiple of" are in all seven languages, and only where 0 can be', () => {
    const rule = (of: 'difference' | 'sum', positions: number[]): Rule => ({ subject: { of, positions }, comparison: 'multiple-of', value: 7 });
    expect(sentence(rule('difference', [1, 2]), 3)).toBe('The difference between my first two digits is 0 or a multiple of 7.');
    expect(sentence(rule('sum', [1, 2]), 3)).toBe('The sum of my first two digits is a multiple of 7.');
    expect(sentence(rule('sum', [2, 3]), 3)).toBe('The sum of my last two digits is 0 or a multiple of 7.');
    expect(en.plain.zeroOrMultiple({ context: 'difference', value: 7 })).toBe('is 0 or a multiple of 7');
    const was = language();
    try {
      for (const lang of bookLanguages()) {
        setLanguage(lang);
        const w = wordsSet.in(lang);
        const zero = w.plain.zeroOrMultiple({ context: 'difference', value: 7 });
        const plain = w.comparison['multiple-of']({ context: 'sum', value: 7 });
        expect(sentence(rule('difference', [1, 3]), 3), lang).toContain(zero);
        expect(sentence(rule('sum', [1, 3]), 3), lang).toContain(plain);
        expect(sentence(rule('sum', [1, 3]), 3), lang).not.toContain(zero);
        // The last digit in a list is named as the steps name it alone.
        expect(sentence(rule('sum', [1, 3]), 3), lang).toContain(w.last);
      }
    } finally {
      setLanguage(was);
    }
  });

  it('no rule says "less than 1" or "less than 2" where it means "is 0" or "is 0 or 1"', () => {
    for (const { puzzle } of all) for (const text of sentencesOf(puzzle)) expect(text).not.toMatch(/less than [12]\./);
    const digit = (comparison: 'less-than' | 'greater-than', value: number, positions = [2]): Rule => ({ subject: { of: 'digit', positions }, comparison, value });
    expect(sentence(digit('less-than', 1), 3)).toBe('My second digit is 0.');
    expect(sentence(digit('less-than', 2, [1]), 3)).toBe('My first digit is 1.');
    expect(sentence(digit('greater-than', 7), 3)).toBe('My second digit is 8 or 9.');
    const product: Rule = { subject: { of: 'product', positions: [2, 3] }, comparison: 'less-than', value: 2 };
    expect(sentence(product, 3)).toBe('The product of my last two digits is 0 or 1.');
  });

  it('a puzzle names its last digit "last" everywhere: never by its ordinal, in its rules or its steps', () => {
    for (const { puzzle, level } of all) {
      const ordinal = en.ordinals[puzzle.digits - 1]!;
      const said = [...sentencesOf(puzzle), ...replay(puzzle, level).map((s) => s.step.say)];
      for (const text of said) expect(text, text).not.toMatch(new RegExp(`\\b${ordinal}\\b`));
    }
  });
});
