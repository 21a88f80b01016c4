import { describe, expect, it } from 'vitest';
import type { TextItem } from '../../../src/engine/figure.ts';
import { DIFFICULTIES, type Difficulty, type Made } from '../../../src/engine/kind.ts';
import { deal } from '../../../src/kinds/countdown/generate.ts';
import { show } from '../../../src/kinds/countdown/expr.ts';
import { grading, type CountdownGrade, measure } from '../../../src/kinds/countdown/grade.ts';
import { kind as countdown } from '../../../src/kinds/countdown/index.ts';
import { type CountdownOptions, type CountdownPuzzle, type CountdownSolution, LARGE, SMALL } from '../../../src/kinds/countdown/schema.ts';
import { Countdown } from '../../../src/kinds/countdown/solver.ts';
import { LEVEL } from '../../../src/kinds/countdown/methods.ts';
import { EASIER, methodsOf } from '../../../src/kinds/countdown/steps.ts';
import { Rng } from '../../../src/engine/random.ts';
import { levelOf } from '../../../src/engine/steps.ts';

type MadeCountdown = Made<CountdownPuzzle, CountdownSolution, CountdownGrade>;

/** The first `want` puzzles the generator makes from seeds `<label>/0`, `<label>/1`, … */
function firstMade(label: string, options: CountdownOptions, difficulty: Difficulty, want: number, tries = 12): MadeCountdown[] {
  const out: MadeCountdown[] = [];
  for (let i = 0; i < tries && out.length < want; i++) {
    const made = countdown.generate(new Rng(`${label}/${i}`), options, difficulty);
    if (made) out.push(made);
  }
  return out;
}

const isLarge = (n: number) => (LARGE as readonly number[]).includes(n);

/** Six cards as the deck allows: large ones distinct, no small one more than twice; how many are large. */
function expectDeal(numbers: readonly number[]): number {
  expect(numbers).toHaveLength(6);
  const large = numbers.filter(isLarge);
  const small = numbers.filter((n) => !isLarge(n));
  expect(new Set(large).size).toBe(large.length);
  for (const n of small) {
    expect(SMALL as readonly number[]).toContain(n);
    expect(small.filter((m) => m === n).length).toBeLessThanOrEqual(2);
  }
  return large.length;
}

/** Everything a generated puzzle must satisfy before it may be printed. */
function expectSound(made: MadeCountdown, large: number | undefined, difficulty: Difficulty): void {
  const { puzzle, solution } = made;
  const grade = made.grade;

  expect(countdown.puzzle.safeParse(puzzle).success).toBe(true);
  expect(countdown.solution.safeParse(solution).success).toBe(true);
  expect(countdown.puzzle.parse(puzzle)).toEqual(puzzle);

  const bigs = expectDeal(puzzle.numbers);
  if (large === undefined) expect([1, 2]).toContain(bigs);
  else expect(bigs).toBe(large);
  expect(puzzle.target).toBeGreaterThanOrEqual(101);
  expect(puzzle.target).toBeLessThanOrEqual(999);

  // A fresh solve finds the stored expression among all, and check accepts it.
  const solved = countdown.solve(puzzle, Number.MAX_SAFE_INTEGER);
  expect(solved.complete).toBe(true);
  expect(solved.solutions.map((s) => s.expression)).toContain(solution.expression);
  expect(countdown.check(puzzle, solution)).toBeNull();

  // The stored grade is what measuring afresh gives, the step solver's level, and it falls in the asked band.
  const all = new Countdown(puzzle.numbers).solutions(puzzle.target);
  expect(grade).toEqual(measure(puzzle, all));
  expect(grade.level).toBe(levelOf(countdown.stepper, puzzle)!.level);
  expect(grade.solutions).toBe(solved.details!.total);
  expect(grading.band(grade, puzzle)).toBe(difficulty);
  expect(made.difficulty).toBe(difficulty);
  // The key is the simplest solution of the puzzle's level: the first a person trying those methods finds.
  const atLevel = methodsOf(puzzle).filter((m) => m.level <= grade.level);
  expect(solution.expression).toBe(show(atLevel[0]!.e));
  expect(grade.ways).toBe(atLevel.length);
  expect(grade.cards).toBe(atLevel[0]!.e.size);
}

describe('countdown generator', () => {
  describe.each([undefined, 0, 2, 4])('large %s', (large) => {
    const options = countdown.options.parse(large === undefined ? {} : { large });
    // Easy is one step or three cards added: small cards alone never reach 101 so (refused: steps.test.ts).
    it.each(DIFFICULTIES.filter((d) => large !== 0 || d !== 'easy'))('%s: sound puzzles in the band', (difficulty) => {
      const got = firstMade(`countdown-test/${large}/${difficulty}`, options, difficulty, 4);
      expect(got.length).toBe(4);
      for (const m of got) expectSound(m, large, difficulty);
    });
  });

  it('deals the classic mix without the option: one large card four times in five, else two', () => {
    let two = 0;
    const seeds = 200;
    for (let i = 0; i < seeds; i++) {
      const bigs = expectDeal(deal(new Rng(`countdown-test/mix/${i}`), undefined));
      expect([1, 2]).toContain(bigs);
      if (bigs === 2) two++;
    }
    expect(two / seeds).toBeGreaterThan(0.1);
    expect(two / seeds).toBeLessThan(0.3);
  });

  it.each([0, 1, 2, 3, 4])('deals exactly %i large cards when asked', (large) => {
    for (let i = 0; i < 50; i++) expect(expectDeal(deal(new Rng(`countdown-test/deal/${large}/${i}`), large))).toBe(large);
  });

  it('rejects options outside 0–4 large cards', () => {
    expect(countdown.options.safeParse({ large: 5 }).success).toBe(false);
    expect(countdown.options.safeParse({ large: -1 }).success).toBe(false);
    expect(countdown.options.safeParse({ large: 1.5 }).success).toBe(false);
    expect(countdown.options.safeParse({ big: 1 }).success).toBe(false);
  });

  it('is deterministic: the same seed and options make the same puzzle, other seeds others', () => {
    for (const [large, difficulty] of [
      [undefined, 'easy'],
      [0, 'medium'],
      [2, 'hard'],
      [4, 'expert'],
    ] as const) {
      const options = countdown.options.parse(large === undefined ? {} : { large });
      const a = countdown.generate(new Rng('countdown-test/same'), options, difficulty);
      const b = countdown.generate(new Rng('countdown-test/same'), options, difficulty);
      expect(a).not.toBeNull();
      expect(b).toEqual(a);
      const others = [1, 2, 3].map((i) => countdown.generate(new Rng(`countdown-test/other/${i}`), options, difficulty));
      for (const other of others) if (other) expect(other.puzzle).not.toEqual(a!.puzzle);
    }
  });
});

describe('countdown draw and text', () => {
  const SIGN: Record<string, (a: number, b: number) => number> = {
    '+': (a, b) => a + b,
    '−': (a, b) => a - b,
    '×': (a, b) => a * b,
    '÷': (a, b) => a / b,
  };

  /** Replays working lines "a op b = r" on the cards: each step takes two numbers in hand and gives back one. */
  function replay(puzzle: CountdownPuzzle, lines: string[]): number {
    const hand = [...puzzle.numbers];
    const take = (n: number) => {
      const k = hand.indexOf(n);
      expect(k, `${n} is not in hand: ${hand.join(' ')}`).toBeGreaterThanOrEqual(0);
      hand.splice(k, 1);
    };
    let last = NaN;
    for (const line of lines) {
      const m = /^(\d+) ([+−×÷]) (\d+) = (\d+)$/.exec(line);
      expect(m, line).not.toBeNull();
      const [a, op, b, r] = [Number(m![1]), m![2]!, Number(m![3]), Number(m![4])];
      expect(SIGN[op]!(a, b), line).toBe(r);
      expect(r).toBeGreaterThan(0);
      if (op === '×' || op === '÷') expect(b, `${line}: a pointless step`).not.toBe(1);
      take(a);
      take(b);
      hand.push(r);
      last = r;
    }
    return last;
  }

  const texts = (puzzle: CountdownPuzzle, solution?: CountdownSolution) =>
    countdown.draw(puzzle, solution).items.filter((i): i is TextItem => i.type === 'text');

  it.each([
    // [cards, target, other ways in words]
    [[25, 50, 75, 100, 3, 6], 952, 'and 1 other way'],
    [[25, 50, 75, 100, 3, 6], 548, 'the only way'],
    [[1, 3, 7, 10, 25, 50], 765, 'and 11 other ways'],
  ])('%j → %i: the working recomputes to the target, then the expression, then "%s"', (numbers, target, others) => {
    const puzzle = { numbers, target };
    const solution = countdown.solve(puzzle, 1).solutions[0]!;
    const items = texts(puzzle, solution);
    const answer = items.filter((i) => i.role === 'answer').map((i) => i.text);
    // The key prints the stored expression with the printed signs, and the checker reads it back.
    const printed = solution.expression.replace(/-/g, '−').replace(/\*/g, '×').replace(/\//g, '÷');
    expect(answer).toEqual([printed]);
    expect(countdown.check(puzzle, { expression: printed })).toBeNull();
    const body = items.filter((i) => i.role === 'body').map((i) => i.text);
    expect(body.at(-1)).toBe(others);
    expect(replay(puzzle, body.slice(0, -1))).toBe(target);
    // The lines come in order: working, expression, other ways.
    const lines = items.filter((i) => i.role === 'body' || i.role === 'answer');
    expect(lines.map((i) => i.text)).toEqual([...body.slice(0, -1), printed, others]);
    lines.slice(1).forEach((l, k) => expect(l.y).toBeGreaterThan(lines[k]!.y));

    expect(countdown.text(puzzle)).toBe(`Target ${target} from ${numbers.join(' ')}`);
    const head = `Target ${target} from ${numbers.join(' ')}`;
    expect(countdown.text(puzzle, solution).split('\n')).toEqual([head, ...body.slice(0, -1), solution.expression, others]);
  });

  it('generated puzzles: the working uses the cards once each, a line for each card after the first, and reaches the target', () => {
    for (const difficulty of DIFFICULTIES) {
      for (const m of firstMade(`countdown-test/draw/${difficulty}`, countdown.options.parse({}), difficulty, 2)) {
        const { puzzle, solution } = m;
        const body = texts(puzzle, solution)
          .filter((i) => i.role === 'body')
          .map((i) => i.text);
        const steps = body.slice(0, -1);
        // The grade's steps are the easier methods ruled out, then these lines.
        expect(steps.length).toBe(m.grade.steps - EASIER.filter((method) => LEVEL[method] < m.grade.level).length);
        expect(steps.length).toBe(m.grade.cards - 1);
        expect(replay(puzzle, steps)).toBe(puzzle.target);
        const total = m.grade.solutions as number;
        expect(body.at(-1)).toBe(total === 1 ? 'the only way' : `and ${total - 1} other way${total === 2 ? '' : 's'}`);
      }
    }
  });

  it('without the solution: the target and six tiles, lines to write on, and no answer', () => {
    const puzzle = { numbers: [25, 50, 75, 100, 3, 6], target: 952 };
    const figure = countdown.draw(puzzle);
    const items = figure.items.filter((i): i is TextItem => i.type === 'text');
    expect(items.filter((i) => i.role === 'answer')).toEqual([]);
    expect(items.filter((i) => i.role === 'body')).toEqual([]);
    expect(items.filter((i) => i.role === 'given').map((i) => i.text)).toEqual(['952', '25', '50', '75', '100', '3', '6']);
    expect(figure.items.filter((i) => i.type === 'box' && i.role === 'cell')).toHaveLength(6);
    expect(figure.items.filter((i) => i.type === 'line').length).toBeGreaterThan(0);
    expect(figure.alt).toBe('Countdown: reach 952 with 25, 50, 75, 100, 3, 6.');
    const solution = countdown.solve(puzzle, 1).solutions[0]!;
    expect(countdown.draw(puzzle, solution).alt).toContain(solution.expression);
    for (const i of figure.items) {
      if (i.type === 'text' || i.type === 'box') {
        expect(i.x).toBeGreaterThanOrEqual(0);
        expect(i.y).toBeLessThanOrEqual(figure.height);
      }
    }
  });
});
