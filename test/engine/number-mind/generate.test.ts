import { describe, expect, it } from 'vitest';
import type { BoxItem, TextItem } from '../../../src/engine/figure.ts';
import { DIFFICULTIES, type Difficulty, type Made } from '../../../src/engine/kind.ts';
import { bandOf, measure, type NumberMindGrade, PROOF_BUDGET } from '../../../src/engine/kinds/number-mind/grade.ts';
import { kind as numberMind } from '../../../src/engine/kinds/number-mind/index.ts';
import type { NumberMindOptions, NumberMindPuzzle, NumberMindSolution } from '../../../src/engine/kinds/number-mind/schema.ts';
import { score } from '../../../src/engine/kinds/number-mind/score.ts';
import { NumberMindSolver } from '../../../src/engine/kinds/number-mind/solver.ts';
import { Rng } from '../../../src/engine/random.ts';

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

const RANK: Record<Difficulty, number> = { easy: 0, medium: 1, hard: 2, expert: 3 };

/**
 * The work limit of the generator's own checks (BUILD_BUDGET in generate.ts): a guess it kept
 * because the puzzle without it could not be proved unique within this many nodes is kept rightly.
 */
const BUILD_BUDGET = 20_000;

/** Everything a generated puzzle must satisfy before it may be printed. */
function expectSound(made: MadeMind, options: NumberMindOptions, difficulty: Difficulty): void {
  const { puzzle, solution } = made;
  const grade = made.grade;
  const { length } = options;

  expect(numberMind.puzzle.safeParse(puzzle).success).toBe(true);
  expect(numberMind.solution.safeParse(solution).success).toBe(true);
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
  expect(bandOf(grade)).toBe(difficulty);
  expect(made.difficulty).toBe(difficulty);
  expect(grade.guesses).toBe(puzzle.guesses.length);
  expect(grade.length).toBe(length);
}

/**
 * Guesses are dropped while the puzzle stays unique and no harder than asked, so every guess
 * left is needed: without it the puzzle has a second secret, or takes the solver more work
 * than the band allows (or more than the generator's checks may spend).
 */
function expectMinimal(made: MadeMind): void {
  const { puzzle, difficulty } = made;
  puzzle.guesses.forEach((g, i) => {
    const rest = puzzle.guesses.filter((_, k) => k !== i);
    const r = new NumberMindSolver(puzzle.length, rest).count(2, PROOF_BUDGET);
    expect(r.complete).toBe(true);
    if (r.secrets.length === 1 && r.work.nodes <= BUILD_BUDGET) {
      const band = bandOf({ score: 0, length: puzzle.length, guesses: rest.length, branches: r.work.branches, depth: r.work.depth });
      expect(RANK[band], `guess ${i + 1} (${g.guess}) can go: still unique and ${band}`).toBeGreaterThan(RANK[difficulty]);
    }
  });
}

/** Bands the generator reaches at each length, and the seeds each is given. */
const BANDS: Record<number, { bands: readonly Difficulty[]; want: number; tries: number }> = {
  3: { bands: ['easy', 'medium', 'hard'], want: 6, tries: 10 },
  // Expert at 4 digits is reached by about one seed in five.
  4: { bands: DIFFICULTIES, want: 4, tries: 60 },
  5: { bands: DIFFICULTIES, want: 5, tries: 20 },
  8: { bands: DIFFICULTIES, want: 3, tries: 6 },
};

describe('number-mind generator', () => {
  const made: MadeMind[] = [];

  describe.each([3, 4, 5, 8])('%i digits', (length) => {
    const options = numberMind.options.parse({ length });
    const { bands, want, tries } = BANDS[length]!;
    it.each(bands)('%s: sound, minimal puzzles in the band', (difficulty) => {
      const got = firstMade(`number-mind-test/${length}/${difficulty}`, options, difficulty, want, tries);
      expect(got.length).toBe(want);
      for (const m of got) {
        expectSound(m, options, difficulty);
        expectMinimal(m);
      }
      made.push(...got);
    });
  });

  it('minimal where the solver\'s work is not monotone: a guess kept early may go later', () => {
    // Regression: one pass over the guesses kept one here because the puzzle without it took
    // more ways than medium (or hard) allows; after others went, it could go and stay in band.
    for (const [length, difficulty, seeds] of [
      [5, 'medium', [22]],
      [6, 'medium', [5, 10, 16, 19]],
      [8, 'hard', [28]],
    ] as const) {
      const options = numberMind.options.parse({ length });
      for (const i of seeds) {
        const m = numberMind.generate(new Rng(`number-mind-test/not-monotone/${length}/${difficulty}/${i}`), options, difficulty);
        expect(m).not.toBeNull();
        expectSound(m!, options, difficulty);
        expectMinimal(m!);
      }
    }
  });

  it('expert is out of reach at 3 digits: no seed makes one', () => {
    // Expert asks for more than 9 ways tried; minimal unique 3-digit puzzles need at most ~7
    // (20,000 random ones topped out at 7), so the generator gives up every time.
    const options = numberMind.options.parse({ length: 3 });
    for (let i = 0; i < 5; i++) expect(numberMind.generate(new Rng(`number-mind-test/3/expert/${i}`), options, 'expert')).toBeNull();
  });

  it.each([
    [12, 'hard'],
    [16, 'expert'],
  ] as const)('%i digits %s: sound and minimal', (length, difficulty) => {
    const options = numberMind.options.parse({ length });
    const [m] = firstMade(`number-mind-test/${length}/${difficulty}`, options, difficulty, 1, 3);
    expect(m).toBeDefined();
    expectSound(m!, options, difficulty);
    expectMinimal(m!);
    made.push(m!);
  });

  it('guesses have a spread of scores, zeros included', () => {
    expect(made.length).toBeGreaterThan(30);
    // A guess copies at most ⌈length/5⌉ places of the secret (never the whole of it).
    for (const m of made) for (const g of m.puzzle.guesses) expect(g.correct).toBeLessThanOrEqual(Math.ceil(m.puzzle.length / 5));
    const scores = made.flatMap((m) => m.puzzle.guesses.map((g) => g.correct));
    const share = (s: number) => scores.filter((x) => x === s).length / scores.length;
    // Ones tell the most about a short secret, so they dominate; zeros still make a fair share,
    // and the longer secrets get twos and more.
    expect(share(0)).toBeGreaterThan(0.15);
    expect(share(1)).toBeGreaterThan(0.4);
    expect(share(2)).toBeGreaterThan(0.05);
    expect(made.filter((m) => m.puzzle.guesses.some((g) => g.correct === 0)).length / made.length).toBeGreaterThan(0.5);
    // From 8 digits on, every puzzle mixes at least three scores, a zero among them.
    for (const m of made.filter((m) => m.puzzle.length >= 8)) {
      expect(m.puzzle.guesses.some((g) => g.correct === 0)).toBe(true);
      expect(new Set(m.puzzle.guesses.map((g) => g.correct)).size).toBeGreaterThanOrEqual(3);
    }
  });

  it('harder bands take more work: more ways tried on average', () => {
    const mean = (d: Difficulty) => {
      const list = made.filter((m) => m.difficulty === d && m.puzzle.length <= 8);
      return list.reduce((a, m) => a + (m.grade.branches as number), 0) / list.length;
    };
    expect(mean('easy')).toBe(0);
    expect(mean('easy')).toBeLessThan(mean('medium'));
    expect(mean('medium')).toBeLessThan(mean('hard'));
    expect(mean('hard')).toBeLessThan(mean('expert'));
  });

  it('is deterministic: the same seed and options make the same puzzle, other seeds others', () => {
    for (const [length, difficulty] of [
      [3, 'easy'],
      [5, 'medium'],
      [8, 'hard'],
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
      const figure = numberMind.draw(puzzle, withSolution ? solution : undefined);
      const items = figure.items.filter((i): i is TextItem => i.type === 'text');
      const rows = rowsOf(figure.items.filter((i): i is BoxItem => i.type === 'box'));
      expect(rows).toHaveLength(guesses.length + 1);
      for (const row of rows) expect(row.map((b) => b.x)).toEqual(Array.from({ length }, (_, p) => p));
      expect(figure.items.filter((i) => i.type === 'box' && i.role === 'frame')).toHaveLength(guesses.length + 1);

      // Each guess row: its digits, in place, and its score beside it.
      guesses.forEach((g, i) => {
        const y = rows[i]![0]!.y;
        const digits = texts(items, 'given').filter((t) => t.y > y && t.y < y + 1);
        expect(digits.sort((a, b) => a.x - b.x).map((t) => t.text).join('')).toBe(g.guess);
        const label = texts(items, 'label').find((t) => t.y > y && t.y < y + 1);
        expect(label?.text).toBe(`${g.correct} right`);
        expect(label!.x).toBeGreaterThanOrEqual(length);
      });
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
      for (const i of figure.items) if (i.type === 'box') expect(i.x + i.w).toBeLessThanOrEqual(figure.width);
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
