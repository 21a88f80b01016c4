import { describe, expect, it } from 'vitest';
import type { BoxItem, TextItem } from '../../../src/engine/figure.ts';
import { DIFFICULTIES, type Difficulty, type Made } from '../../../src/engine/kind.ts';
import { grading, measure, type NumberMindGrade } from '../../../src/kinds/number-mind/grade.ts';
import { kind as numberMind } from '../../../src/kinds/number-mind/index.ts';
import type { NumberMindOptions, NumberMindPuzzle, NumberMindSolution } from '../../../src/kinds/number-mind/schema.ts';
import { score } from '../../../src/kinds/number-mind/score.ts';
import { MindSteps } from '../../../src/kinds/number-mind/steps.ts';
import { Rng } from '../../../src/engine/random.ts';
import { effortOf, rangeOf } from '../../../src/engine/steps.ts';

type MadeMind = Made<NumberMindPuzzle, NumberMindSolution, NumberMindGrade>;

/** The first `want` puzzles the generator makes from seeds `<label>/0`, `<label>/1`, … */
function firstMade(label: string, options: NumberMindOptions, difficulty: Difficulty, want: number, tries = 8): MadeMind[] {
  const out: MadeMind[] = [];
  for (let i = 0; i < tries && out.length < want; i++) {
    const made = numberMind.generate(new Rng(`${label}/${i}`), options, difficulty);
    if (made) out.push(made);
  }
  return out;
}

const levelOfBand = (d: Difficulty) => DIFFICULTIES.indexOf(d) + 1;
const solvedAt = (p: NumberMindPuzzle, level: number) => new MindSteps(p).solve(level, false).solved;

/** Everything a generated puzzle must satisfy before it may be printed. */
function expectSound(made: MadeMind, options: NumberMindOptions, difficulty: Difficulty): void {
  const { puzzle, solution } = made;
  const grade = made.grade;
  const { length } = options;

  expect(numberMind.puzzle.safeParse(puzzle).success).toBe(true);
  expect(numberMind.solution.safeParse(solution).success).toBe(true);
  expect(numberMind.grade.safeParse(grade).success).toBe(true);
  expect(numberMind.puzzle.parse(puzzle)).toEqual(puzzle);
  expect(puzzle.length).toBe(length);
  expect(solution.secret).toHaveLength(length);

  // Proved unique by a fresh solve; the stored secret is that one; every score is its score.
  const solved = numberMind.solve(puzzle, 2);
  expect(solved.complete).toBe(true);
  expect(solved.solutions).toEqual([solution]);
  for (const g of puzzle.guesses) expect(score(g.guess, solution.secret), g.guess).toBe(g.correct);
  expect(numberMind.check(puzzle, solution)).toBeNull();
  // No guess is the secret itself, and none repeats.
  expect(puzzle.guesses.every((g) => g.guess !== solution.secret)).toBe(true);
  expect(new Set(puzzle.guesses.map((g) => g.guess)).size).toBe(puzzle.guesses.length);

  // The stored grade is what measuring afresh gives, and it falls in the asked band.
  expect(grade).toEqual(measure(puzzle));
  expect(grading.band(grade, puzzle)).toBe(difficulty);
  expect(made.difficulty).toBe(difficulty);
  expect(grade.guesses).toBe(puzzle.guesses.length);
  expect(grade.length).toBe(length);
  expect(grade.zeros).toBe(puzzle.guesses.filter((g) => g.correct === 0).length);

  // Fair: the step solver finds the secret with the band's techniques, and not with the band below's.
  const level = levelOfBand(difficulty);
  expect(grade.level).toBe(level);
  expect(solvedAt(puzzle, level)).toBe(true);
  if (level > 1) expect(solvedAt(puzzle, level - 1)).toBe(false);
  expect(numberMind.stepper.ladder[grade.hardest]?.level).toBe(level);
  expect(grade.steps).toBe(Object.values(grade.uses).reduce((a, b) => a + b, 0));
  // Score: the solve's effort, inside the band's range for this length.
  const [lo, hi] = rangeOf(difficulty, numberMind.bounds(puzzle));
  expect(grade.score).toBeGreaterThanOrEqual(lo);
  expect(grade.score).toBeLessThan(hi);
  expect(grade.score).toBe(effortOf(numberMind.stepper.ladder, numberMind.stepper.steps(puzzle, level).steps));
}

/**
 * Easy drops every guess its techniques can do without, so each guess left is needed. The
 * bands above search for a list as long as the seed's easy one, so a guess may be one the
 * band's techniques could do without; but none is dead weight: leave any one out and the
 * solve changes (it fails, or takes other steps).
 */
function expectMinimal(made: MadeMind): void {
  const { puzzle, difficulty } = made;
  const level = levelOfBand(difficulty);
  const stepsOf = (p: NumberMindPuzzle) => {
    const log = new MindSteps(p).solve(level, false);
    return log.solved ? JSON.stringify(log.steps.map(({ technique, place, strike }) => ({ technique, place, strike }))) : null;
  };
  const whole = stepsOf(puzzle);
  puzzle.guesses.forEach((g, i) => {
    const rest = { length: puzzle.length, guesses: puzzle.guesses.filter((_, k) => k !== i) };
    if (difficulty === 'easy') expect(solvedAt(rest, level), `guess ${i + 1} (${g.guess}) can go`).toBe(false);
    else expect(stepsOf(rest), `guess ${i + 1} (${g.guess}) is dead weight`).not.toBe(whole);
  });
}

/** Seeds each length is given. */
const BANDS: Record<number, { want: number; tries: number }> = {
  3: { want: 4, tries: 8 },
  4: { want: 4, tries: 8 },
  5: { want: 5, tries: 8 },
  8: { want: 3, tries: 5 },
  12: { want: 1, tries: 3 },
  20: { want: 1, tries: 3 },
};

describe('number-mind generator', () => {
  const made: MadeMind[] = [];

  describe.each([3, 4, 5, 8, 12, 20])('%i digits', (length) => {
    const options = numberMind.options.parse({ length });
    const { want, tries } = BANDS[length]!;
    it.each(DIFFICULTIES)('%s: sound, minimal puzzles in the band', (difficulty) => {
      const got = firstMade(`number-mind-test/${length}/${difficulty}`, options, difficulty, want, tries);
      expect(got.length).toBe(want);
      for (const m of got) {
        expectSound(m, options, difficulty);
        expectMinimal(m);
      }
      made.push(...got);
    });
  });

  it('guesses have a spread of scores, zeros included; easy is a short list', () => {
    expect(made.length).toBeGreaterThan(50);
    // A guess copies at most ⌈length/5⌉ places of the secret, and at most 2 from 5 digits on (never the whole of it).
    const most = (length: number) => (length <= 4 ? 1 : Math.max(2, Math.ceil(length / 5)));
    for (const m of made) for (const g of m.puzzle.guesses) expect(g.correct).toBeLessThanOrEqual(most(m.puzzle.length));
    const scores = made.flatMap((m) => m.puzzle.guesses.map((g) => g.correct));
    const share = (s: number) => scores.filter((x) => x === s).length / scores.length;
    expect(share(0)).toBeGreaterThan(0.2);
    expect(share(1)).toBeGreaterThan(0.2);
    expect(share(2)).toBeGreaterThan(0.05);
    const mean = (d: Difficulty, length: number) => {
      const list = made.filter((m) => m.difficulty === d && m.puzzle.length === length);
      return list.reduce((a, m) => a + m.puzzle.guesses.length, 0) / list.length;
    };
    // Easy is for children: a short list (the worksheet prints two a page), even with the
    // puzzles whose places run down to their last digit (from 5 digits).
    expect(mean('easy', 3)).toBeLessThanOrEqual(7);
    expect(mean('easy', 5)).toBeLessThanOrEqual(9);
  });

  it('every band uses its own technique: the hardest is of its level', () => {
    for (const m of made) {
      const level = levelOfBand(m.difficulty);
      expect(numberMind.stepper.ladder[m.grade.hardest]!.level).toBe(level);
      for (const key of Object.keys(m.grade.uses)) expect(numberMind.stepper.ladder[key]!.level).toBeLessThanOrEqual(level);
    }
    // Hard and expert do not turn on one step: hard needs either-or twice (from 4 digits),
    // expert two splits, one of them three ways (from 5 digits).
    for (const m of made.filter((m) => m.difficulty === 'hard')) expect(m.grade.uses['either-or']).toBeGreaterThanOrEqual(m.puzzle.length >= 4 ? 2 : 1);
    for (const m of made.filter((m) => m.difficulty === 'expert')) {
      expect(m.grade.uses['one-of-three']).toBeGreaterThanOrEqual(1);
      expect((m.grade.uses['one-of-three'] ?? 0) + (m.grade.uses['either-or'] ?? 0)).toBeGreaterThanOrEqual(m.puzzle.length >= 5 ? 2 : 1);
    }
  });

  it('is deterministic: the same seed and options make the same puzzle, other seeds others', () => {
    for (const [length, difficulty] of [
      [3, 'easy'],
      [5, 'medium'],
      [8, 'hard'],
      [8, 'expert'],
    ] as const) {
      const options = numberMind.options.parse({ length });
      const a = numberMind.generate(new Rng('number-mind-test/same'), options, difficulty);
      const b = numberMind.generate(new Rng('number-mind-test/same'), options, difficulty);
      expect(a).not.toBeNull();
      expect(b).toEqual(a);
      const others = [1, 2, 3].map((i) => numberMind.generate(new Rng(`number-mind-test/other/${i}`), options, difficulty));
      for (const other of others) if (other) expect(other.puzzle).not.toEqual(a!.puzzle);
    }
  });
});

describe('number-mind draw and text', () => {
  const options = numberMind.options.parse({ length: 5 });
  const [m] = firstMade('number-mind-test/draw', options, 'hard', 1);

  const texts = (items: TextItem[], role: TextItem['role']) => items.filter((i) => i.role === role);
  /** The digit boxes (not frames), grouped into rows by their y, top to bottom. */
  const rowsOf = (boxes: BoxItem[]) => {
    const rows = new Map<number, BoxItem[]>();
    for (const b of boxes.filter((b) => b.role === 'cell' || b.role === 'given-cell')) rows.set(b.y, [...(rows.get(b.y) ?? []), b]);
    return [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, row]) => row.sort((a, b) => a.x - b.x));
  };

  it('one row per guess with its score, then the answer row; the key fills the secret and tints right places', () => {
    expect(m).toBeDefined();
    const { puzzle, solution } = m!;
    const { length, guesses } = puzzle;
    for (const withSolution of [false, true]) {
      // Numbered, as the archive draws it and a book that asks for coordinates prints it (by default a book prints none).
      expect(numberMind.draw(puzzle, withSolution ? solution : undefined).items.filter((i) => i.type === 'text' && i.role === 'coordinate')).toEqual([]);
      const figure = numberMind.draw(puzzle, withSolution ? solution : undefined, { coordinates: true });
      const items = figure.items.filter((i): i is TextItem => i.type === 'text');
      const rows = rowsOf(figure.items.filter((i): i is BoxItem => i.type === 'box'));
      expect(rows).toHaveLength(guesses.length + 1);
      // The boxes start right of the guess numbers' column, one place a box.
      const left = rows[0]![0]!.x;
      for (const row of rows) expect(row.map((b) => b.x - left)).toEqual(Array.from({ length }, (_, p) => p));
      // Each guess row numbered at its left, as the steps name it ("guess 6"), and each place above.
      const labels = items.filter((t) => t.role === 'coordinate');
      guesses.forEach((_, i) => {
        const y = rows[i]![0]!.y;
        expect(labels.some((t) => t.text === String(i + 1) && t.x < left && t.y > y && t.y < y + 1)).toBe(true);
      });
      for (let p = 0; p < length; p++) expect(labels.some((t) => t.text === String(p + 1) && t.y < rows[0]![0]!.y && Math.abs(t.x - (left + p + 0.5)) < 1e-9)).toBe(true);
      expect(figure.items.filter((i) => i.type === 'box' && i.role === 'frame')).toHaveLength(guesses.length + 1);

      // Each guess row: its digits, in place, and its score beside it.
      guesses.forEach((g, i) => {
        const y = rows[i]![0]!.y;
        const digits = texts(items, 'given').filter((t) => t.y > y && t.y < y + 1);
        expect(digits.sort((a, b) => a.x - b.x).map((t) => t.text).join('')).toBe(g.guess);
        const label = texts(items, 'label').find((t) => t.y > y && t.y < y + 1 && t.x > left);
        expect(label?.text).toBe(`${g.correct} right`);
        expect(label!.x).toBeGreaterThanOrEqual(left + length);
      });
      const numbers = (n: number) => Array.from({ length: n }, (_, k) => String(k + 1));
      expect(texts(items, 'coordinate').map((t) => t.text)).toEqual([...numbers(length), ...numbers(guesses.length)]);
      expect(texts(items, 'label').map((t) => t.text)).toEqual([...guesses.map((g) => `${g.correct} right`), 'Secret']);
      const answerRow = rows.at(-1)!;
      expect(answerRow.every((b) => b.role === 'cell')).toBe(true);
      expect(answerRow[0]!.y).toBeGreaterThan(rows.at(-2)![0]!.y);

      const answer = texts(items, 'answer');
      if (withSolution) {
        expect(answer.sort((a, b) => a.x - b.x).map((t) => t.text).join('')).toBe(solution.secret);
        for (const t of answer) expect(t.y).toBeGreaterThan(answerRow[0]!.y);
        guesses.forEach((g, i) => {
          const tinted = rows[i]!.filter((b) => b.role === 'given-cell');
          expect(tinted).toHaveLength(g.correct);
          for (const b of tinted) expect(g.guess[b.x]).toBe(solution.secret[b.x]);
        });
      } else {
        expect(answer).toEqual([]);
        expect(figure.items.filter((i) => i.type === 'box' && i.role === 'given-cell')).toEqual([]);
        for (const g of guesses) expect(figure.alt).toContain(`${g.guess}: ${g.correct}`);
      }
      // Everything fits the figure.
      for (const i of figure.items) if (i.type === 'box') expect(i.x + i.w).toBeLessThanOrEqual(figure.width + 1e-9);
      for (const t of items) expect(t.y).toBeLessThanOrEqual(figure.height);
    }
  });

  it('text() lists each guess and its score, then the blank or filled secret', () => {
    const { puzzle, solution } = m!;
    const lines = numberMind.text(puzzle).split('\n');
    expect(lines.slice(0, -1)).toEqual(puzzle.guesses.map((g) => `${g.guess}  ${g.correct}`));
    expect(lines.at(-1)).toBe('_____');
    expect(numberMind.text(puzzle, solution).split('\n')).toEqual([...lines.slice(0, -1), solution.secret]);
  });
});
