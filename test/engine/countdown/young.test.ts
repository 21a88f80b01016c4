/**
 * Countdown for young children: fewer cards (`cards`, 4 to 6) and other targets (`target`,
 * [lowest, highest]). Made, proved, checked, drawn and worded for 4 and 5 cards; the solver's
 * verdict held to a brute force written here; bands the options cannot reach refused in one
 * line; and the classic game, when the options say nothing, exactly as before.
 */
import { describe, expect, it } from 'vitest';
import { specSchema } from '../../../src/book/spec.ts';
import type { BoxItem, TextItem } from '../../../src/engine/figure.ts';
import { DIFFICULTIES, type Difficulty } from '../../../src/engine/kind.ts';
import { dealAround, easyFits } from '../../../src/kinds/countdown/easy.ts';
import { deal, refusal } from '../../../src/kinds/countdown/generate.ts';
import { grading, measure } from '../../../src/kinds/countdown/grade.ts';
import { kind as countdown } from '../../../src/kinds/countdown/index.ts';
import { levelsOf } from '../../../src/kinds/countdown/methods.ts';
import { combine, countdownHint, countdownSolved, startCountdown, takeHint } from '../../../src/kinds/countdown/play.ts';
import { type CountdownPuzzle, LARGE, SMALL } from '../../../src/kinds/countdown/schema.ts';
import { Rng } from '../../../src/engine/random.ts';

/**
 * An expression evaluated as written, independently of the kind's checker: + - * / (and the
 * printed − × ÷), brackets, × and ÷ first; every value along the way must be a whole number
 * above zero. Returns the value and the numbers it uses.
 */
function evaluate(expression: string): { value: number; used: number[] } {
  const s = expression.replace(/−/g, '-').replace(/×/g, '*').replace(/÷/g, '/').replace(/\s+/g, '');
  const used: number[] = [];
  let i = 0;
  const step = (a: number, op: string, b: number) => {
    const r = op === '+' ? a + b : op === '-' ? a - b : op === '*' ? a * b : a / b;
    if (!Number.isInteger(r) || r <= 0) throw new Error(`${a} ${op} ${b} in ${expression}`);
    return r;
  };
  const atom = (): number => {
    if (s[i] === '(') {
      i++;
      const v = sum();
      if (s[i++] !== ')') throw new Error(`no ) in ${expression}`);
      return v;
    }
    const m = /^\d+/.exec(s.slice(i));
    if (!m) throw new Error(`no number at ${i} in ${expression}`);
    i += m[0].length;
    used.push(Number(m[0]));
    return Number(m[0]);
  };
  const product = (): number => {
    let v = atom();
    while (s[i] === '*' || s[i] === '/') v = step(v, s[i++]!, atom());
    return v;
  };
  const sum = (): number => {
    let v = product();
    while (s[i] === '+' || s[i] === '-') v = step(v, s[i++]!, product());
    return v;
  };
  const value = sum();
  if (i !== s.length) throw new Error(`left over in ${expression}`);
  return { value, used };
}

/** Each number used is a card, and no card more often than it was dealt. */
function expectFromCards(used: number[], cards: readonly number[]): void {
  const hand = [...cards];
  for (const n of used) {
    const k = hand.indexOf(n);
    expect(k, `${n} is not among ${cards.join(' ')}`).toBeGreaterThanOrEqual(0);
    hand.splice(k, 1);
  }
}

/**
 * Every value some of the cards make, by trying everything: take any two numbers, put back
 * their sum, difference, product or exact quotient (each above zero), and again.
 */
function everyValue(cards: readonly number[]): Set<number> {
  const out = new Set<number>();
  const seen = new Set<string>();
  const walk = (list: number[]) => {
    const key = [...list].sort((a, b) => a - b).join(',');
    if (seen.has(key)) return;
    seen.add(key);
    for (const v of list) out.add(v);
    for (let x = 0; x < list.length; x++) {
      for (let y = x + 1; y < list.length; y++) {
        const [a, b] = [list[x]!, list[y]!];
        const rest = list.filter((_, k) => k !== x && k !== y);
        for (const r of [a + b, a * b, a - b, b - a, a / b, b / a]) if (Number.isInteger(r) && r > 0) walk([...rest, r]);
      }
    }
  };
  walk([...cards]);
  return out;
}

const isLarge = (n: number) => (LARGE as readonly number[]).includes(n);

describe('Countdown for young children: 4 cards, targets 10 to 50', () => {
  const young = countdown.options.parse({ cards: 4, target: [10, 50] });

  it.each([
    ['the classic mix of large cards', young],
    ['small cards only', countdown.options.parse({ cards: 4, target: [10, 50], large: 0 })],
  ])('%s: every band, several seeds: 4 cards, a target in range, an answer that works it out', (_, options) => {
    for (const difficulty of DIFFICULTIES) {
      expect(refusal(options, difficulty)).toBeNull();
      for (let seed = 0; seed < 6; seed++) {
        const made = countdown.generate(new Rng(`young/${difficulty}/${seed}`), options, difficulty);
        expect(made, `${difficulty} seed ${seed}`).not.toBeNull();
        const { puzzle, solution, grade } = made!;
        expect(puzzle.numbers).toHaveLength(4);
        expect(countdown.puzzle.parse(puzzle)).toEqual(puzzle);
        for (const n of puzzle.numbers) expect([...SMALL, ...LARGE] as number[]).toContain(n);
        if (options.large === 0) expect(puzzle.numbers.some(isLarge)).toBe(false);
        expect(puzzle.target).toBeGreaterThanOrEqual(10);
        expect(puzzle.target).toBeLessThanOrEqual(50);
        expect(puzzle.numbers).not.toContain(puzzle.target);
        // The answer, worked out here, makes the target from the cards; the kind's checker agrees.
        const { value, used } = evaluate(solution.expression);
        expect(value, solution.expression).toBe(puzzle.target);
        expectFromCards(used, puzzle.numbers);
        expect(countdown.check(puzzle, solution)).toBeNull();
        // Proved afresh, and in the asked band.
        const solved = countdown.solve(puzzle, Number.MAX_SAFE_INTEGER);
        expect(solved.complete).toBe(true);
        expect(solved.solutions.map((s) => s.expression)).toContain(solution.expression);
        expect(grade).toEqual(measure(puzzle));
        expect(grading.band(grade, puzzle)).toBe(difficulty);
      }
    }
  });

  it('5 cards, targets 20 to 100: 5 cards, targets in range, answers that work', () => {
    const options = countdown.options.parse({ cards: 5, target: [20, 100] });
    for (const difficulty of DIFFICULTIES) {
      for (let seed = 0; seed < 3; seed++) {
        const made = countdown.generate(new Rng(`young/five/${difficulty}/${seed}`), options, difficulty)!;
        expect(made).not.toBeNull();
        expect(made.puzzle.numbers).toHaveLength(5);
        expect(made.puzzle.target).toBeGreaterThanOrEqual(20);
        expect(made.puzzle.target).toBeLessThanOrEqual(100);
        expect(evaluate(made.solution.expression).value).toBe(made.puzzle.target);
        expect(countdown.check(made.puzzle, made.solution)).toBeNull();
      }
    }
  });

  it('a rare band still comes: six small cards hold an expert target from 10 to 50 about one deal in 80, and 200 deals find one', () => {
    const options = countdown.options.parse({ large: 0, target: [10, 50] });
    let made = 0;
    for (let seed = 0; seed < 8; seed++) {
      const got = countdown.generate(new Rng(`young/rare/${seed}`), options, 'expert');
      if (!got) continue;
      made++;
      expect(got.puzzle.numbers).toHaveLength(6);
      expect(evaluate(got.solution.expression).value).toBe(got.puzzle.target);
    }
    expect(made).toBeGreaterThanOrEqual(7);
  });

  it('deals as many cards as asked, large ones distinct and small ones at most twice, from the same draws', () => {
    for (const cards of [4, 5, 6]) {
      for (const large of [undefined, 0, 2, 4]) {
        for (let i = 0; i < 30; i++) {
          const numbers = deal(new Rng(`young/deal/${i}`), large, cards);
          expect(numbers).toHaveLength(cards);
          const bigs = numbers.filter(isLarge);
          expect(new Set(bigs).size).toBe(bigs.length);
          if (large !== undefined) expect(bigs).toHaveLength(large);
          for (const n of numbers.filter((m) => !isLarge(m))) expect(numbers.filter((m) => m === n).length).toBeLessThanOrEqual(2);
          // Fewer cards are the first of the six the same seed deals.
          expect(numbers).toEqual(deal(new Rng(`young/deal/${i}`), large).slice(0, cards));
        }
      }
    }
  });

  it('the generator sees every target of 1–120 at the level the step solver measures, on 4- and 5-card deals', () => {
    const rng = new Rng('young/levels');
    for (const [cards, large] of [
      [4, 0],
      [4, undefined],
      [4, 4],
      [5, 0],
      [5, 1],
    ] as const) {
      const numbers = deal(rng, large, cards);
      const levels = levelsOf(numbers);
      const reached = everyValue(numbers);
      for (let target = 1; target <= 120; target++) {
        const level = measure({ numbers, target })?.level ?? null;
        expect(level, `${numbers.join(' ')} → ${target}`).toBe(levels.get(target) ?? (reached.has(target) ? 4 : null));
      }
    }
  });
});

describe('the solver on 4 and 5 cards agrees with trying everything', () => {
  const rng = new Rng('young/brute');
  const deals: number[][] = [
    [1, 1, 2, 2],
    [3, 7, 25, 2],
    [25, 50, 75, 100],
    [7, 7, 7, 7],
    ...Array.from({ length: 24 }, (_, i) => deal(rng, i % 6 === 5 ? undefined : i % 5, 4)),
    ...Array.from({ length: 8 }, () => Array.from({ length: 4 }, () => rng.range(1, 12))),
    ...Array.from({ length: 4 }, (_, i) => deal(rng, i % 3, 5)),
  ];

  it.each(deals.map((d) => [d.join(' '), d] as const))('%s: reachable or not, for every target 1–400 and some beyond', (_, numbers) => {
    const reached = everyValue(numbers);
    const targets = [...Array.from({ length: 400 }, (_, i) => i + 1), 999, 2500, 7500, 9999];
    let yes = 0;
    for (const target of targets) {
      const puzzle = { numbers, target };
      const solved = countdown.solve(puzzle, 1);
      expect(solved.complete).toBe(true);
      expect(solved.solutions.length > 0, `${numbers.join(' ')} → ${target}`).toBe(reached.has(target));
      if (solved.solutions.length > 0) {
        yes++;
        const { value, used } = evaluate(solved.solutions[0]!.expression);
        expect(value).toBe(target);
        expectFromCards(used, numbers);
      } else {
        // The nearest value the cards make, the smaller on a tie.
        const nearest = [...reached].sort((a, b) => Math.abs(a - target) - Math.abs(b - target) || a - b)[0];
        expect(solved.details!.closest).toBe(nearest);
      }
    }
    expect(yes).toBeGreaterThan(0);
  });

  it('the cases include unreachable targets from 1 to 50', () => {
    const small = deals.filter((numbers) => Array.from({ length: 50 }, (_, i) => i + 1).some((t) => !everyValue(numbers).has(t)));
    expect(small.length).toBeGreaterThan(5);
  });
});

describe('a 4-card puzzle on paper, on screen and in words', () => {
  const puzzle: CountdownPuzzle = { numbers: [3, 7, 25, 2], target: 46 };
  const classic: CountdownPuzzle = { numbers: [25, 50, 75, 100, 3, 6], target: 952 };

  it('draws the target and 4 card tiles, in a figure as wide as the tiles', () => {
    const figure = countdown.draw(puzzle);
    const cells = figure.items.filter((i): i is BoxItem => i.type === 'box' && i.role === 'cell');
    expect(cells).toHaveLength(4);
    const given = figure.items.filter((i): i is TextItem => i.type === 'text' && i.role === 'given').map((i) => i.text);
    expect(given).toEqual(['46', '3', '7', '25', '2']);
    expect(figure.alt).toBe('Countdown: reach 46 with 3, 7, 25, 2.');
    expect(figure.width).toBeCloseTo(4 * 1.6 + 3 * 0.3);
    expect(figure.width).toBeLessThan(countdown.draw(classic).width);
    for (const item of figure.items) {
      if (item.type === 'box') expect(item.x + item.w).toBeLessThanOrEqual(figure.width + 1e-9);
      if (item.type === 'line') expect(Math.max(item.x1, item.x2)).toBeLessThanOrEqual(figure.width + 1e-9);
      if (item.type === 'text' && item.anchor === 'middle') expect(item.x).toBeLessThan(figure.width);
    }
    // The target's box is over the middle of the tiles.
    const target = figure.items.find((i): i is BoxItem => i.type === 'box' && i.role === 'given-cell')!;
    expect(target.x + target.w / 2).toBeCloseTo(figure.width / 2);
  });

  it('the classic six-card figure is as it was', () => {
    const figure = countdown.draw(classic);
    expect(figure.width).toBe(6 * 1.6 + 5 * 0.3);
    expect(figure.items.filter((i) => i.type === 'box' && i.role === 'cell')).toHaveLength(6);
  });

  it('the key works it out with those cards', () => {
    const solution = countdown.solve(puzzle, 1).solutions[0]!;
    const answer = countdown.draw(puzzle, solution).items.filter((i): i is TextItem => i.type === 'text' && i.role === 'answer');
    expect(answer).toHaveLength(1);
    expect(evaluate(answer[0]!.text).value).toBe(46);
    expect(countdown.text(puzzle, solution).split('\n')[0]).toBe('Target 46 from 3 7 25 2');
  });

  it('the instruction and the rules name four numbers (five, six), never six for fewer', () => {
    expect(countdown.words.instruction(puzzle)).toBe('Make the target number from some of the four numbers, using + − × ÷. Use each number only once.');
    expect(countdown.words.rules(puzzle)).toMatch(/^Reach the target with the four numbers and \+ − × ÷\./);
    expect(countdown.words.instruction(puzzle)).not.toMatch(/six/);
    expect(countdown.words.rules(puzzle)).not.toMatch(/six/);
    expect(countdown.words.instruction({ numbers: [1, 2, 3, 4, 5], target: 99 })).toContain('some of the five numbers');
    // Six cards: the words as they always were.
    expect(countdown.words.instruction(classic)).toBe('Make the target number from some of the six numbers, using + − × ÷. Use each number only once.');
    expect(countdown.words.rules(classic)).toBe(
      'Reach the target with the six numbers and + − × ÷. Use each number at most once (you need not use them all), and every answer along the way must be a whole number above zero.',
    );
  });

  it('the checker holds a 4-card answer to those cards', () => {
    expect(countdown.check(puzzle, { expression: '25*2-7+3' })).toBeNull();
    expect(countdown.check(puzzle, { expression: '25×2−7+3' })).toBeNull();
    expect(countdown.check(puzzle, { expression: '25*2-4' })).toMatch(/uses 4, which is not one of the numbers/);
    expect(countdown.check(puzzle, { expression: '25+25-7+3' })).toMatch(/uses 25 more than once/);
    expect(countdown.check(puzzle, { expression: '25*2-7' })).toMatch(/makes 43, not 46/);
  });

  it('plays on screen: 4 tiles, made ones after them, and hints alone reach the target', () => {
    const made = countdown.generate(new Rng('young/play'), countdown.options.parse({ cards: 4, target: [10, 50] }), 'hard')!;
    let state = startCountdown(made.puzzle);
    expect(state.tiles).toHaveLength(4);
    for (let n = 0; n < 4 && !countdownSolved(made.puzzle, state); n++) {
      const hint = countdownHint(made.puzzle, state);
      expect(hint.type).toBe('step');
      state = takeHint(made.puzzle, state);
    }
    expect(countdownSolved(made.puzzle, state)).toBe(true);
    // A made tile goes after the four cards.
    const one = combine(startCountdown(puzzle), 0, '+', 1);
    expect(typeof one !== 'string' && one.tiles.map((t) => t.value)).toEqual([3, 7, 25, 2, 10]);
  });
});

describe('the options: read, checked and refused by name', () => {
  it('say nothing when not given: the classic game, and its options stored as they were', () => {
    expect(countdown.options.parse({})).toEqual({});
    expect(countdown.options.parse({ large: 0 })).toEqual({ large: 0 });
    expect(countdown.options.parse({ cards: 4, target: [10, 50] })).toEqual({ cards: 4, target: [10, 50] });
    expect(countdown.options.parse({ target: '10-50' }).target).toEqual([10, 50]);
    expect(countdown.options.parse({ target: '10 to 50' }).target).toEqual([10, 50]);
  });

  it.each([
    [{ target: [50, 10] }, ['target'], /lowest target must be below the highest/],
    [{ target: [20, 20] }, ['target'], /lowest target must be below the highest/],
    [{ target: [0, 50] }, ['target', 0], /between 1 and 9999/],
    [{ target: [10, 10000] }, ['target', 1], /between 1 and 9999/],
    [{ target: [10.5, 50] }, ['target', 0], /whole number/],
    [{ target: [10] }, ['target'], /\[lowest, highest\]/],
    [{ target: [10, 20, 30] }, ['target'], /\[lowest, highest\]/],
    [{ target: 50 }, ['target'], /\[lowest, highest\]/],
    [{ target: '50-10' }, ['target'], /lowest target must be below the highest/],
    [{ target: 'ten to fifty' }, ['target'], /\[lowest, highest\]/],
    [{ cards: 3 }, ['cards'], /between 4 and 6/],
    [{ cards: 7 }, ['cards'], /between 4 and 6/],
    [{ cards: 4.5 }, ['cards'], /whole number/],
  ])('%j is refused at %j', (options, path, message) => {
    const parsed = countdown.options.safeParse(options);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.path).toEqual(path);
    expect(parsed.error!.issues[0]!.message).toMatch(message);
  });

  it("in a spec, a bad range is refused at the section's options path", () => {
    const spec = (options: object, difficulty: Difficulty = 'easy') => ({ title: 'T', seed: 1, sections: [{ kind: 'countdown', count: 1, difficulty, options }] });
    const bad = specSchema.safeParse(spec({ cards: 4, target: [50, 10] }));
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.path)).toContainEqual(['sections', 0, 'options', 'target']);
    expect(specSchema.safeParse(spec({ cards: 4, target: [10, 50] })).success).toBe(true);
    // A band out of reach is refused at the section's difficulty, in one line.
    const far = specSchema.safeParse(spec({ cards: 4, large: 0, target: [500, 900] }, 'medium'));
    expect(far.success).toBe(false);
    const issue = far.error!.issues.find((i) => i.path.join('.') === 'sections.0.difficulty')!;
    expect(issue.message).toBe(
      'with 4 small cards, the medium methods make 118 at most, below every target from 500 to 900; ask for hard or harder, or for lower targets, or for one large card or more',
    );
  });

  it('the puzzle holds 4 to 6 numbers', () => {
    expect(countdown.puzzle.safeParse({ numbers: [1, 2, 3, 4], target: 10 }).success).toBe(true);
    expect(countdown.puzzle.safeParse({ numbers: [1, 2, 3, 4, 5], target: 10 }).success).toBe(true);
    expect(countdown.puzzle.safeParse({ numbers: [1, 2, 3, 4, 5, 6], target: 10 }).success).toBe(true);
    for (const numbers of [[1, 2, 3], [1, 2, 3, 4, 5, 6, 7], []]) {
      const bad = countdown.puzzle.safeParse({ numbers, target: 10 });
      expect(bad.success).toBe(false);
      expect(bad.error!.issues[0]!.path).toEqual(['numbers']);
      expect(bad.error!.issues[0]!.message).toBe('must be four to six numbers');
    }
  });
});

describe('bands the options cannot reach', () => {
  /** Every refusal is one line, names the range, and the generator makes nothing for it. */
  function expectRefused(options: object, difficulty: Difficulty): string {
    const o = countdown.options.parse(options);
    const why = refusal(o, difficulty)!;
    expect(why, `${JSON.stringify(options)} ${difficulty}`).not.toBeNull();
    expect(countdown.refuses!(o, difficulty)).toBe(why);
    expect(why).not.toMatch(/\n|undefined|\{\{/);
    expect(why).toMatch(/; ask for /);
    expect(countdown.generate(new Rng('young/refused'), o, difficulty)).toBeNull();
    return why;
  }

  it('4 small cards cannot make 500–900 one step, three cards or multiply-and-adjust away, but can the hard ways', () => {
    const options = { cards: 4, large: 0, target: [500, 900] };
    expect(expectRefused(options, 'easy')).toMatch(/no target from 500 to 900 is one step or three cards away, so easy needs a large card; ask for hard or harder/);
    expect(expectRefused(options, 'medium')).toMatch(/the medium methods make 118 at most/);
    for (const difficulty of ['hard', 'expert'] as const) {
      const o = countdown.options.parse(options);
      expect(refusal(o, difficulty)).toBeNull();
      const made = countdown.generate(new Rng(`young/far/${difficulty}`), o, difficulty)!;
      expect(made.puzzle.target).toBeGreaterThanOrEqual(500);
      expect(evaluate(made.solution.expression).value).toBe(made.puzzle.target);
    }
  });

  it('no way at all makes 9000 from 4 small cards (10 × 10 × 9 × 9 is 8100)', () => {
    for (const difficulty of DIFFICULTIES) expect(expectRefused({ cards: 4, large: 0, target: [9000, 9999] }, difficulty)).toMatch(/makes|away/);
    expect(expectRefused({ cards: 4, large: 0, target: [9000, 9999] }, 'expert')).toBe(
      'with 4 small cards, no way makes more than 8100, below every target from 9000 to 9999; ask for lower targets, or for more cards, or for one large card or more',
    );
  });

  it('small cards only make easy targets up to 100 (10 × 10), none of 97–99', () => {
    expectRefused({ cards: 4, large: 0, target: [97, 99] }, 'easy');
    expect(refusal(countdown.options.parse({ cards: 4, large: 0, target: [97, 100] }), 'easy')).toBeNull();
    expect(countdown.generate(new Rng('young/hundred'), countdown.options.parse({ cards: 4, large: 0, target: [97, 100] }), 'easy')!.puzzle.target).toBe(100);
  });

  it('the largest number each band makes, as a refusal says it, is the most any 4-card deal of small cards makes that way', () => {
    // Every deal of 4 small cards (two of each 1–10): the largest value of each level or easier.
    const most = [0, 0, 0, 0];
    const all = (start: number, hand: number[]): void => {
      if (hand.length === 4) {
        for (const [v, level] of levelsOf(hand)) for (let l = level; l <= 3; l++) most[l - 1] = Math.max(most[l - 1]!, v);
        most[3] = Math.max(most[3]!, ...everyValue(hand));
        return;
      }
      for (let c = start; c <= 10; c++) if (hand.filter((x) => x === c).length < 2) all(c, [...hand, c]);
    };
    all(1, []);
    expect(most).toEqual([100, 118, 909, 8100]);
    DIFFICULTIES.forEach((difficulty, k) => {
      const o = countdown.options.parse({ cards: 4, large: 0, target: [most[k]!, most[k]! + 1] });
      expect(refusal(o, difficulty), difficulty).toBeNull();
      const over = countdown.options.parse({ cards: 4, large: 0, target: [most[k]! + 1, most[k]! + 2] });
      expect(refusal(over, difficulty), difficulty).toMatch(difficulty === 'easy' ? /easy needs a large card/ : new RegExp(`make[s]? (more than )?${most[k]}`));
    });
  });

  it('nothing in reach is refused: the classic game and the children’s ranges', () => {
    for (const options of [{}, { large: 1 }, { large: 4 }, { cards: 4 }, { cards: 5, large: 0, target: [10, 100] }, { cards: 4, target: [10, 50] }, { cards: 4, large: 0, target: [1, 20] }, { cards: 4, large: 4, target: [10, 50] }]) {
      for (const difficulty of DIFFICULTIES) expect(refusal(countdown.options.parse(options), difficulty), `${JSON.stringify(options)} ${difficulty}`).toBeNull();
    }
  });
});

describe('the classic game, when the options say nothing', () => {
  // A spec that gives no options makes the same puzzles as one that asks for the classic game outright.
  it.each([
    [{}, 'easy', 'base/0'],
    [{}, 'medium', 'base/1'],
    [{}, 'hard', 'base/0'],
    [{}, 'expert', 'base/1'],
    [{ large: 0 }, 'medium', 'base/0'],
    [{ large: 0 }, 'expert', 'base/0'],
  ] as const)('%j %s from %s: the classic game asked for outright is the same game', (options, difficulty, seed) => {
    const made = countdown.generate(new Rng(seed), countdown.options.parse(options), difficulty)!;
    expect(made).not.toBeNull();
    expect(made.puzzle.numbers).toHaveLength(6);
    expect(made.puzzle.target).toBeGreaterThanOrEqual(101);
    expect(made.puzzle.target).toBeLessThanOrEqual(999);
    expect(evaluate(made.solution.expression).value).toBe(made.puzzle.target);
    expect(grading.band(made.grade, made.puzzle)).toBe(difficulty);
    const outright = countdown.generate(new Rng(seed), countdown.options.parse({ ...options, cards: 6, target: [101, 999] }), difficulty);
    expect(outright).toEqual(made);
  });

  it('refuses easy with no large card, in one line that says what would do', () => {
    expect(refusal(countdown.options.parse({ large: 0 }), 'easy')).toBe(
      'with no large card, no target from 101 to 999 is one step or three cards away, so easy needs a large card; ask for medium or harder, or for lower targets, or for one large card or more',
    );
  });
});

describe('an easy deal around a pattern', () => {
  // Found by `npm run test:long`: four cards, no `large`, a pattern of three small cards, and
  // chance asking for two large ones dealt the whole pack, which no solver could finish.
  it('has exactly the cards asked for, the pattern among them, for every pattern and target of 4, 5 and 6 cards, large left to chance', () => {
    for (const cards of [4, 5, 6]) {
      const o = countdown.options.parse({ cards, target: [10, 50] });
      for (const [pattern, byTarget] of easyFits(o)) {
        for (const [target, packs] of byTarget) {
          for (const [i, pack] of packs.entries()) {
            for (let s = 0; s < 4; s++) {
              const dealt = dealAround(new Rng(`deal/${cards}/${pattern}/${target}/${i}/${s}`), o, pack);
              expect(dealt, `${cards} cards, ${pattern} = ${target}`).toHaveLength(cards);
              const left = [...dealt];
              for (const c of pack) left.splice(left.indexOf(c), 1);
              expect(left, `${pattern} = ${target} in ${dealt}`).toHaveLength(cards - pack.length);
            }
          }
        }
      }
    }
  });

  it('makes the puzzle the property test could not (seed "", 4 cards, targets 10 to 50, easy)', () => {
    const made = countdown.generate(new Rng(''), countdown.options.parse({ cards: 4, target: [10, 50] }), 'easy');
    expect(made?.puzzle.numbers).toHaveLength(4);
  });
});
