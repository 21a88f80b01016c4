/**
 * Cross Numbers' bands by the work a person does (issue 34): a band is its techniques' level
 * and a score (each step by its level, each pair or filling written out one more) in the
 * band's range for the grid's size. On fresh seeds at 3×3, 4×4 (expert's default), 5×5 and
 * 7×7 the medians of score and steps rise band by band, boxes given do not, the cells the
 * easiest techniques leave and the longest listing do not fall (issue 65), and hard and expert
 * differ by two steps or more; expert rests on listing a line more than once, never on a
 * forced move; the worksheet options for children make every band they do not refuse; and
 * easy varies how many blanks it has and how they open up, so a section of 20 is not one
 * pattern.
 */
import { describe, expect, it } from 'vitest';
import { survey } from '../../../src/kinds/cross-numbers/bench.ts';
import { type BandFigures, surveyBands } from '../../../bench/survey.ts';
import { SEED_TRIES, seedOfTry } from '../../../src/book/make.ts';
import { mostSharing } from '../../../src/book/variety.ts';
import { DIFFICULTIES, type Difficulty } from '../../../src/engine/kind.ts';
import { easyBlanks, refusal } from '../../../src/kinds/cross-numbers/generate.ts';
import { bounds, EASY_SHAPE_SHARE, easyShape, measure } from '../../../src/kinds/cross-numbers/grade.ts';
import { kind as crossNumbers } from '../../../src/kinds/cross-numbers/index.ts';
import type { CrossNumbersOptionsInput, CrossNumbersPuzzle } from '../../../src/kinds/cross-numbers/schema.ts';
import { CrossSteps } from '../../../src/kinds/cross-numbers/steps.ts';
import { Rng } from '../../../src/engine/random.ts';
import { effortOf, rangeOf } from '../../../src/engine/steps.ts';
import { expectBandsRise } from '../../bands.ts';

const SEEDS = 30;

describe.each(survey.cases.map((c) => [c.label, c] as const))(`bands at %s, ${SEEDS} fresh seeds a band`, (_, c) => {
  const bands: BandFigures[] = surveyBands(c, survey.clues, 'test/bands', SEEDS);

  it('every band is made from nearly every seed', () => {
    for (const b of bands) expect(b.made, b.difficulty).toBeGreaterThanOrEqual(SEEDS - 2);
  });

  it('the medians of score and steps rise strictly, boxes given do not rise, paper work, cells left and the longest listing do not fall, expert two steps or more past hard', () => {
    expectBandsRise(bands);
  });

  it('each puzzle is in its band by level and score; its band’s own work is a choice, never a forced move', () => {
    const options = crossNumbers.options.parse(c.options);
    for (const difficulty of DIFFICULTIES) {
      for (let i = 1; i <= 6; i++) {
        // As a book makes it: its seed, else the next retry (a seed in a few hundred misses a
        // band; how many are made is the first test's).
        const seed = `test/bands/own/${c.label}/${difficulty}/${i}`;
        let made = null;
        for (let t = 0; t < SEED_TRIES && !made; t++) made = crossNumbers.generate(new Rng(seedOfTry(seed, t)), options, difficulty);
        expect(made, `${difficulty} ${i}`).not.toBeNull();
        const { grade, puzzle } = made!;
        const level = DIFFICULTIES.indexOf(difficulty) + 1;
        expect(grade.level).toBe(level);
        const [lo, hi] = rangeOf(difficulty, bounds(puzzle));
        expect(grade.score).toBeGreaterThanOrEqual(lo);
        expect(grade.score).toBeLessThan(hi);
        // The score is the effort of the logged steps: each by its level, each pair or filling one more.
        const log = crossNumbers.stepper.steps(puzzle, level).steps;
        expect(grade.score).toBe(effortOf(crossNumbers.stepper.ladder, log));
        expect(grade.paper).toBe(log.reduce((n, s) => n + (s.paper ?? 0), 0));
        expect(grade.steps).toBe(log.length);
        // Only pairs and fillings are written out (a look at a line by bounds may end in its
        // two blanks' pairs); a list is at most twelve long.
        for (const s of log) {
          if (['one-blank', 'no-repeats'].includes(s.technique)) expect(s.paper ?? 0, s.say).toBe(0);
          if (s.technique === 'two-blanks' || s.technique === 'listing') expect(s.paper ?? 0, s.say).toBeLessThanOrEqual(12);
        }
        const solver = new CrossSteps(puzzle);
        if (difficulty === 'medium') {
          // A pair of blanks with a choice of pairs: not only lines with one pair.
          solver.solve(puzzle.cells.flat(), 2, false);
          expect(solver.choices).toBeGreaterThan(0);
        }
        if (difficulty === 'expert') {
          // Listing is needed twice (taken only when nothing easier goes on), each a choice
          // among fillings: never a single filling with nothing else to try.
          solver.solve(puzzle.cells.flat(), 4, false);
          expect(solver.listings).toBeGreaterThanOrEqual(2);
          // As a person takes it, two lines at least are listed with two fillings or more.
          expect(log.filter((s) => s.technique === 'listing' && (s.paper ?? 0) >= 2).length).toBeGreaterThanOrEqual(2);
        }
      }
    }
  });
});

describe('a person’s step is what they write', () => {
  /*
   * Issue 34's 3×3 expert (seed fa-cx3, puzzle 01), once 34 logged steps. Column 1 is
   * a + b × c = 64: b × c is 55 to 63, so 56 or 63, and a is 8 or 1: four fillings, listed
   * first. Each line is then worked as far as its technique goes in one step.
   */
  const ISSUE: CrossNumbersPuzzle = {
    rows: 3,
    cols: 3,
    cells: [
      [null, null, null],
      [null, null, null],
      [null, null, null],
    ],
    rowOps: [
      ['*', '+'],
      ['+', '*'],
      ['+', '/'],
    ],
    colOps: [
      ['+', '*'],
      ['*', '-'],
      ['*', '-'],
    ],
    rowTotals: [8, 16, 11],
    colTotals: [64, 7, 5],
    digits: [1, 9],
    distinct: 'none',
    order: 'precedence',
    base: 10,
  };

  it('issue 34’s 3×3 expert: column 1 listed first with its four fillings, and about half the steps', () => {
    const grade = measure(ISSUE)!;
    expect(grade.level).toBe(4);
    const log = crossNumbers.stepper.steps(ISSUE, 4);
    expect(log.solved).toBe(true);
    expect(log.steps[0]).toMatchObject({ technique: 'listing', from: [0, 3, 6], paper: 4 });
    expect(log.steps[0]!.say).toContain('are (1, 7, 9), (1, 9, 7), (8, 7, 8) and (8, 8, 7)');
    expect(log.steps.length).toBeLessThanOrEqual(20);
    expect(crossNumbers.stepper.reach(ISSUE, log.steps)!.cells).toEqual([
      [1, 5, 3],
      [7, 3, 3],
      [9, 8, 4],
    ]);
  });

  it('a look at a line goes on while its technique still finds something there, the sentences one after another', () => {
    // Every logged step of many puzzles: one line (or one box and its two lines, or one
    // digit's peers), never a line with nothing struck or written.
    let again = 0;
    for (const size of [3, 5]) {
      for (const difficulty of ['hard', 'expert'] as const) {
        for (let i = 0; i < 6; i++) {
          const made = crossNumbers.generate(new Rng(`test/bands/look/${size}/${difficulty}/${i}`), crossNumbers.options.parse({ size }), difficulty)!;
          for (const s of crossNumbers.stepper.steps(made.puzzle, made.grade.level).steps) {
            expect(s.place.length + s.strike.length, s.say).toBeGreaterThan(0);
            if (s.say.includes('look at')) {
              again++;
              // What the look before did, named as it was: one digit or several, crossed off or written in.
              for (const m of s.say.matchAll(/Cross (those|it) off\.((?: That leaves \d in row \d, column \d\.)*) With (that digit|those digits) (crossed off and written in|crossed off|written in), look at (row|column) \d again\. /g)) {
                const [, struck, leaves, which, done] = m;
                const written = (leaves!.match(/That leaves/g) ?? []).length;
                if (written === 0) expect(`${which} ${done}`, s.say).toBe(struck === 'it' ? 'that digit crossed off' : 'those digits crossed off');
                else expect(done, s.say).toMatch(/written in$/);
                if (written > 1) expect(which, s.say).toBe('those digits');
              }
              expect(s.say.split('look at').length - 1, s.say).toBe([...s.say.matchAll(/off\.(?: That leaves [^.]*\.)* With /g)].length);
            }
          }
        }
      }
    }
    expect(again).toBeGreaterThan(0);
  });
});

describe('worksheets for children make every band they do not refuse', () => {
  const young: CrossNumbersOptionsInput = { operators: '+-', noNegatives: true, maxTotal: 20 };

  it.each([3, 5])('size %i, + and − only, never below zero, totals up to 20: easy, medium and hard', (size) => {
    const options = crossNumbers.options.parse({ ...young, size });
    for (const difficulty of ['easy', 'medium', 'hard'] as const) {
      expect(refusal(options, difficulty)).toBeNull();
      let made = 0;
      for (let i = 0; i < 10; i++) if (crossNumbers.generate(new Rng(`test/bands/young/${size}/${difficulty}/${i}`), options, difficulty)) made++;
      expect(made, difficulty).toBeGreaterThanOrEqual(9);
    }
    // Expert needs × or ÷: with + and − bounds, parity and last digit settle every line.
    expect(refusal(options, 'expert')).toMatch(/\+ and − alone.*× or ÷/);
  });

  it('the kids’ book’s 2×2 sums make easy and medium, and refuse hard', () => {
    const options = crossNumbers.options.parse({ size: 2, digits: [1, 5], operators: '+-', noNegatives: true });
    for (const difficulty of ['easy', 'medium'] as const) {
      let made = 0;
      for (let i = 0; i < 10; i++) if (crossNumbers.generate(new Rng(`test/bands/kids/${difficulty}/${i}`), options, difficulty)) made++;
      expect(made, difficulty).toBeGreaterThanOrEqual(9);
    }
    expect(refusal(options, 'hard')).toMatch(/stops at medium/);
  });

  it('two digits to choose from stop at hard, and say so', () => {
    expect(refusal(crossNumbers.options.parse({ size: 4, base: 2 }), 'expert')).toMatch(/two digits only \(0 and 1\)/);
    expect(refusal(crossNumbers.options.parse({ size: 4, base: 2 }), 'hard')).toBeNull();
  });
});

/**
 * A section as a book makes it (book/variety.ts): puzzles in order, each from its own seed; a
 * puzzle whose likeness keys would go past their share is made again from its next try.
 */
function section(options: CrossNumbersOptionsInput, difficulty: Difficulty, label: string, count: number) {
  const o = crossNumbers.options.parse(options);
  const taken = new Map<string, number>();
  const made: CrossNumbersPuzzle[] = [];
  let remade = 0;
  for (let i = 0; i < count; i++) {
    for (let t = 0; t < SEED_TRIES; t++) {
      const m = crossNumbers.generate(new Rng(seedOfTry(`${label}/${i}`, t)), o, difficulty);
      if (!m) continue;
      const keys = crossNumbers.likeness!(m.puzzle, m.grade);
      const over = keys.some(({ key, share }) => (taken.get(key) ?? 0) + 1 > mostSharing(share, count));
      if (over && t < SEED_TRIES - 1) {
        remade++;
        continue;
      }
      for (const { key } of keys) taken.set(key, (taken.get(key) ?? 0) + 1);
      made.push(m.puzzle);
      break;
    }
  }
  return { made, remade };
}

const shapeKey = (p: CrossNumbersPuzzle) => {
  const { blanks, rounds } = easyShape(p);
  return `${blanks}/${rounds}`;
};

/** A 3×3 grid to ask likeness about (its numbers do not matter to the shape). */
const ISSUE_EASY: CrossNumbersPuzzle = {
  rows: 3,
  cols: 3,
  cells: [
    [null, 2, 3],
    [4, null, 6],
    [7, 8, 9],
  ],
  rowOps: [
    ['+', '+'],
    ['+', '+'],
    ['+', '+'],
  ],
  colOps: [
    ['+', '+'],
    ['+', '+'],
    ['+', '+'],
  ],
  rowTotals: [6, 15, 24],
  colTotals: [12, 15, 18],
  digits: [1, 9],
  distinct: 'none',
  order: 'precedence',
  base: 10,
};

describe('easy varies its blanks: how many, which lines, how they open up', () => {
  it('the shape of a grid’s blanks: how many, and in how many rounds one blank at a time fills them', () => {
    const grid = (rows: string[]) => ({ rows: rows.length, cols: rows[0]!.length, cells: rows.map((r) => [...r].map((ch) => (ch === '_' ? null : 1))) });
    // Each blank alone in its row: all in the first round.
    expect(easyShape(grid(['_..', '.._', '._.']))).toEqual({ blanks: 3, rounds: 1 });
    // A row of three: each alone in its column, one round.
    expect(easyShape(grid(['___', '...', '...']))).toEqual({ blanks: 3, rounds: 1 });
    // A chain: row 2, column 1 and row 1, column 2 are each alone in a line; row 1, column 1 waits for them.
    expect(easyShape(grid(['__.', '_..', '...']))).toEqual({ blanks: 3, rounds: 2 });
    // A path of five: its two ends first, then their neighbours, then the middle.
    expect(easyShape(grid(['__.', '.__', '.._']))).toEqual({ blanks: 5, rounds: 3 });
    expect(crossNumbers.likeness!({ ...ISSUE_EASY, cells: grid(['_..', '.._', '._.']).cells }, { level: 1 } as never)).toEqual([
      { key: 'easy: 3 blanks in 1 rounds', share: EASY_SHAPE_SHARE },
    ]);
    expect(crossNumbers.likeness!(ISSUE_EASY, { level: 2 } as never)).toEqual([]);
  });

  it.each([
    [3, 3],
    [5, 5],
  ])('the generator spreads them itself: 40 easy %i×%i grids, several counts of blanks and shapes, none in half', (rows, cols) => {
    const o = crossNumbers.options.parse({ rows, cols });
    const shapes = new Map<string, number>();
    const counts = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const m = crossNumbers.generate(new Rng(`test/bands/spread/${rows}/${i}`), o, 'easy')!;
      const [least, most] = easyBlanks(rows, cols);
      expect(m.grade.blanks).toBeGreaterThanOrEqual(least);
      expect(m.grade.blanks).toBeLessThanOrEqual(most);
      counts.add(m.grade.blanks);
      shapes.set(shapeKey(m.puzzle), (shapes.get(shapeKey(m.puzzle)) ?? 0) + 1);
    }
    // Once every easy 3×3 had 4 blanks, every 5×5 had 9.
    expect(counts.size).toBeGreaterThanOrEqual(3);
    expect(shapes.size).toBeGreaterThanOrEqual(4);
    expect(Math.max(...shapes.values())).toBeLessThan(20);
  });

  it.each([
    ['test/bands/section/a', 3],
    ['test/bands/section/b', 3],
    ['test/bands/section/c', 5],
  ] as const)('an easy section of 20 as a book makes it (%s, size %i) is not one shape, none past half', (label, size) => {
    const { made, remade } = section({ size }, 'easy', label, 20);
    expect(made).toHaveLength(20);
    const counts = new Map<string, number>();
    for (const p of made) counts.set(shapeKey(p), (counts.get(shapeKey(p)) ?? 0) + 1);
    expect(counts.size).toBeGreaterThanOrEqual(3);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(20 * EASY_SHAPE_SHARE);
    // The generator spreads them itself: few are made again.
    expect(remade).toBeLessThan(5);
  });
});
