/**
 * Countdown's bands by finding (issue 34): a band is its methods' level and a score (how hard
 * the way is to find) in its range. On fresh seeds at the classic game and at young children's
 * options, the medians of score and steps rise band by band and hard and expert differ by two
 * steps or more; the puzzles the issue found in the wrong band are in none; and an easy section
 * of 20, made as a book makes it (a puzzle too like the rest made again from its next seed),
 * has no pattern in more than a third of it and no target twice.
 */
import { describe, expect, it } from 'vitest';
import { survey } from '../../../src/kinds/countdown/bench.ts';
import { type BandFigures, surveyBands } from '../../../bench/survey.ts';
import { SEED_TRIES, seedOfTry } from '../../../src/book/make.ts';
import { mostSharing } from '../../../src/book/variety.ts';
import { DIFFICULTIES, type Difficulty } from '../../../src/engine/kind.ts';
import { grading, bounds, measure } from '../../../src/kinds/countdown/grade.ts';
import { kind as countdown } from '../../../src/kinds/countdown/index.ts';
import { LEVEL, patternOf } from '../../../src/kinds/countdown/methods.ts';
import type { CountdownOptionsInput, CountdownPuzzle } from '../../../src/kinds/countdown/schema.ts';
import { methodsOf, simplestAt } from '../../../src/kinds/countdown/steps.ts';
import { Rng } from '../../../src/engine/random.ts';
import { WAY_SHARE } from '../../../src/kinds/countdown/variety.ts';
import { rangeOf } from '../../../src/engine/steps.ts';
import { expectBandsRise } from '../../bands.ts';

const SEEDS = 30;

describe.each(survey.cases.map((c) => [c.label, c] as const))(`bands at %s, ${SEEDS} fresh seeds a band`, (_, c) => {
  const bands: BandFigures[] = surveyBands(c, survey.clues, 'test/bands', SEEDS);

  it('every band is made from nearly every seed', () => {
    for (const b of bands) expect(b.made, b.difficulty).toBeGreaterThanOrEqual(SEEDS - 2);
  });

  it('the medians of score and steps rise strictly, paper work does not fall, expert two steps or more past hard', () => {
    expectBandsRise(bands);
    // Countdown gives no clues: the cards are the whole puzzle.
    expect(bands.every((b) => b.clues === null)).toBe(true);
  });

  it('each puzzle is in its band by level and score; the top method’s line never lists a single try', () => {
    const options = countdown.options.parse(c.options);
    for (const difficulty of DIFFICULTIES) {
      for (let i = 1; i <= 8; i++) {
        const made = countdown.generate(new Rng(`test/bands/own/${c.label}/${difficulty}/${i}`), options, difficulty);
        if (!made) continue;
        const { grade, puzzle } = made;
        expect(grade.level).toBe(DIFFICULTIES.indexOf(difficulty) + 1);
        const [lo, hi] = rangeOf(difficulty, bounds(puzzle));
        expect(grade.score).toBeGreaterThanOrEqual(lo);
        expect(grade.score).toBeLessThan(hi);
        const log = countdown.stepper.steps(puzzle, grade.level).steps;
        for (const s of log.filter((s) => s.technique === grade.hardest)) expect(s.paper ?? 0, s.say).not.toBe(1);
        expect(grade.paper).toBe(log.reduce((n, s) => n + (s.paper ?? 0), 0));
      }
    }
  });
});

describe('graded by finding: the puzzles issue 34 found in the wrong band are in none', () => {
  const game = (numbers: number[], target: number): CountdownPuzzle => ({ numbers, target });
  it.each([
    // [cards, target, level of its method, why]
    [[75, 9, 4, 4, 8, 7], 144, 3, '9 × 4 × 4, five ways: too easy for hard'],
    [[25, 4, 3, 8, 6, 2], 118, 3, '25 × 4 + 6 × 3, 131 solutions: too easy for hard'],
    [[75, 100, 9, 9, 2, 7], 829, 2, 'all six cards, one way at its level: too hard for medium'],
    [[100, 10, 2, 4, 8, 6], 109, 4, '146 ways: too easy for expert'],
  ])('%j → %i: level %i, and out of that band’s range (%s)', (numbers, target, level) => {
    const puzzle = game(numbers, target);
    const grade = measure(puzzle)!;
    expect(grade.level).toBe(level);
    expect(grading.band(grade, puzzle)).toBeNull();
  });

  it('the score grows as the way is harder to find: fewer ways, more cards, no product near', () => {
    // The same deal: 100 × 6 − 8 − 6 − 1 = 585 (four cards, one way of its level) against 100 × 6 − 8 = 592.
    const long = measure(game([100, 6, 8, 6, 1, 3], 585))!;
    const short = measure(game([100, 6, 8, 6, 1, 3], 592))!;
    expect(long.level).toBe(2);
    expect(short.level).toBe(2);
    expect(long.cards).toBeGreaterThan(short.cards);
    expect(long.score).toBeGreaterThan(short.score);
    // The grade says what it was measured from.
    for (const g of [long, short]) {
      expect(g.near).toBe(Math.min(...[600, 800, 600, 300, 48, 36, 18, 48, 18, 24].map((p) => Math.abs(p - (g === long ? 585 : 592)))));
      expect(g.ways).toBeGreaterThan(0);
    }
  });
});

/**
 * A section as a book makes it (book/variety.ts): puzzles in order, each from its own seed; a
 * puzzle whose likeness keys would go past their share is made again from its next try.
 */
function section(options: CountdownOptionsInput, difficulty: Difficulty, label: string, count: number) {
  const o = countdown.options.parse(options);
  const taken = new Map<string, number>();
  const made: { puzzle: CountdownPuzzle; pattern: string }[] = [];
  let remade = 0;
  for (let i = 0; i < count; i++) {
    for (let t = 0; t < SEED_TRIES; t++) {
      const m = countdown.generate(new Rng(seedOfTry(`${label}/${i}`, t)), o, difficulty);
      if (!m) continue;
      const keys = countdown.likeness!(m.puzzle, m.grade, o);
      const over = keys.some(({ key, share }) => (taken.get(key) ?? 0) + 1 > mostSharing(share, count));
      if (over && t < SEED_TRIES - 1) {
        remade++;
        continue;
      }
      for (const { key } of keys) taken.set(key, (taken.get(key) ?? 0) + 1);
      made.push({ puzzle: m.puzzle, pattern: patternOf(simplestAt(methodsOf(m.puzzle), m.grade.level)!.e) });
      break;
    }
  }
  return { made, remade };
}

describe('easy varies: no pattern for more than a third of a section of 20, no target twice', () => {
  it('likeness: each target once, each easy pattern a third of a section', () => {
    const made = countdown.generate(new Rng('test/bands/likeness'), countdown.options.parse({}), 'easy')!;
    const keys = countdown.likeness!(made.puzzle, made.grade, countdown.options.parse({}));
    expect(keys).toContainEqual({ key: `target ${made.puzzle.target}`, share: 0 });
    const way = simplestAt(methodsOf(made.puzzle), 1)!;
    expect(LEVEL[way.method]).toBe(1);
    expect(keys).toContainEqual({ key: `pattern: ${patternOf(way.e)}`, share: WAY_SHARE });
  });

  it('the generator spreads them itself: of 60 easy games, no pattern in a third and no target in a fifteenth', () => {
    const o = countdown.options.parse({});
    const patterns = new Map<string, number>();
    const targets = new Map<number, number>();
    for (let i = 0; i < 60; i++) {
      const m = countdown.generate(new Rng(`test/bands/spread/${i}`), o, 'easy')!;
      const p = patternOf(simplestAt(methodsOf(m.puzzle), 1)!.e);
      patterns.set(p, (patterns.get(p) ?? 0) + 1);
      targets.set(m.puzzle.target, (targets.get(m.puzzle.target) ?? 0) + 1);
    }
    // Once 32 of 40 were one large card times one small card, and 450 five times in ten. A target
    // may be drawn twice as often as an even share (2%, not 1.1%), so the 100 is not in most deals (issue 65).
    expect(Math.max(...patterns.values())).toBeLessThan(20);
    expect(patterns.size).toBeGreaterThanOrEqual(5);
    expect(Math.max(...targets.values())).toBeLessThanOrEqual(4);
    expect(targets.size).toBeGreaterThanOrEqual(40);
  });

  it.each(['test/bands/section/a', 'test/bands/section/b', 'test/bands/section/c'])('a classic easy section of 20 as a book makes it (%s)', (label) => {
    const { made, remade } = section({}, 'easy', label, 20);
    expect(made).toHaveLength(20);
    const targets = made.map((m) => m.puzzle.target);
    expect(new Set(targets).size).toBe(20);
    const counts = new Map<string, number>();
    for (const m of made) counts.set(m.pattern, (counts.get(m.pattern) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(mostSharing(WAY_SHARE, 20));
    // The generator spreads them itself (the test above): about three remade a section, never most.
    expect(remade).toBeLessThan(made.length);
  });
});
