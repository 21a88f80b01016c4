// Fill-In on the word kit: its proof against the oracle on grids made to fill many ways, every
// band made in English (letters) and in digits, each proved, each step of its ladder true to the
// answer and needed, its bands rising, its text read back, a hand-edited record refused.
import { describe, expect, it } from 'vitest';
import { DIFFICULTIES, type Difficulty } from '../../../src/engine/kind.ts';
import { Rng } from '../../../src/engine/random.ts';
import { blockGrid } from '../../../src/engine/wordkit/blocks.ts';
import { kind } from '../../../src/kinds/fill-in/index.ts';
import { oracle } from '../../../src/kinds/fill-in/oracle.ts';
import type { FillInPuzzle } from '../../../src/kinds/fill-in/schema.ts';
import { solveSteps } from '../../../src/kinds/fill-in/steps.ts';

const letters = kind.options.parse({});
const digits = kind.options.parse({ alphabet: 'digits' });

/** Each band's puzzles, made once for the file: three a band in letters, two in digits. */
const made = new Map<string, NonNullable<ReturnType<typeof kind.generate>>[]>();
function madeOf(difficulty: Difficulty, alphabet: 'letters' | 'digits') {
  const key = `${difficulty}/${alphabet}`;
  if (!made.has(key)) {
    const options = alphabet === 'digits' ? digits : letters;
    made.set(key, Array.from({ length: alphabet === 'digits' ? 2 : 3 }, (_, i) => kind.generate(new Rng(`fill-in/${key}/${i}`), options, difficulty)!));
  }
  return made.get(key)!;
}

describe('Fill-In', () => {
  it('counts fillings as the oracle does, on small block grids filled with words of two letters (many fill two ways or more)', () => {
    const rng = new Rng('fill-in/oracle');
    let tried = 0;
    let several = 0;
    while (tried < 150) {
      const side = 4 + rng.int(2);
      const grid = blockGrid(rng, side, side, 0.25, side);
      if (!grid || grid.slots.length > 8) continue;
      // Each slot a word of A and B: crossings disagree often, and a list of few letters fills many ways.
      const letters = new Map<number, string>();
      for (let cell = 0; cell < grid.open.length; cell++) if (grid.open[cell]) letters.set(cell, rng.int(2) ? 'A' : 'B');
      const words = grid.slots.map((s) => s.cells.map((c) => letters.get(c)!).join(''));
      if (new Set(words).size !== words.length) continue;
      const blocks = Array.from({ length: side }, (_, r) => Array.from({ length: side }, (_, c) => !grid.open[r * side + c]));
      const puzzle: FillInPuzzle = kind.puzzle.parse({ rows: side, cols: side, blocks, words: [...words].sort(), alphabet: 'letters' });
      tried++;
      const mine = kind.solve(puzzle, 1000);
      const theirs = oracle(puzzle, 1000);
      expect(mine.complete).toBe(true);
      const grids = (found: { grid: (string | null)[][] }[]) => found.map((s) => s.grid.map((row) => row.map((l) => l ?? '#').join('')).join('/')).sort();
      expect(grids(mine.solutions)).toEqual(grids(theirs));
      if (theirs.length > 1) several++;
    }
    expect(several).toBeGreaterThan(10);
  });

  for (const alphabet of ['letters', 'digits'] as const) {
    it(`makes every band in ${alphabet}, each proved, its starter printed below expert, each step of its ladder writing the answer's word, and the band's techniques needed`, () => {
      for (const difficulty of DIFFICULTIES) {
        for (const [i, m] of madeOf(difficulty, alphabet).entries()) {
          expect(m, `${difficulty} ${i}`).toBeDefined();
          const { puzzle, solution, grade } = m;
          expect(kind.puzzle.parse(puzzle)).toEqual(puzzle);
          expect(puzzle.alphabet).toBe(alphabet);
          const solved = kind.solve(puzzle, 2);
          expect(solved.complete && solved.solutions.length).toBe(1);
          expect(solved.solutions[0]).toEqual(solution);
          // Without its starter the list still fills the grid one way only: the starter narrows, it does not prove.
          const { givens: _, ...bare } = puzzle;
          expect(kind.solve(bare, 2).solutions.length).toBe(1);
          expect(kind.mistake(puzzle, solution)).toBeNull();
          expect(kind.band(grade, puzzle)).toBe(difficulty);
          expect(puzzle.givens !== undefined).toBe(difficulty !== 'expert');
          const log = solveSteps(puzzle, grade.level);
          expect(log.solved).toBe(true);
          expect(kind.stepper.reach(puzzle, log.steps)).toEqual(solution);
          for (const s of log.steps) for (const p of s.place) expect(p.value).toBeGreaterThan(0);
          if (grade.level > 1) expect(solveSteps(puzzle, grade.level - 1, [], false).solved).toBe(false);
          // The list by length, then in order: as it prints.
          const lengths = puzzle.words.map((w) => [...w].length);
          expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
        }
      }
    });
  }

  it('rises band by band in its medians: score, steps and words checked and dropped', () => {
    const medians = DIFFICULTIES.map((difficulty) => {
      const grades = madeOf(difficulty, 'letters').map((m) => m.grade);
      const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
      return { score: median(grades.map((g) => g.score)), steps: median(grades.map((g) => g.steps)), paper: median(grades.map((g) => g.paper)) };
    });
    for (let i = 1; i < medians.length; i++) {
      expect(medians[i]!.score, DIFFICULTIES[i]).toBeGreaterThan(medians[i - 1]!.score);
      expect(medians[i]!.steps, DIFFICULTIES[i]).toBeGreaterThan(medians[i - 1]!.steps);
      expect(medians[i]!.paper, DIFFICULTIES[i]).toBeGreaterThan(medians[i - 1]!.paper);
    }
  });

  it('reads back the text it writes (a grid with its starter, its list by length), as `solve` reads a fill-in from elsewhere, and says what is wrong with a text that is not one', () => {
    for (const difficulty of DIFFICULTIES) {
      for (const m of [...madeOf(difficulty, 'letters'), ...madeOf(difficulty, 'digits')]) expect(kind.block!.read(kind.text(m.puzzle))).toEqual(m.puzzle);
    }
    expect(kind.block!.problem('# . .\n. .\n\nCAT')).toBe('line 2 of the grid has 2 squares, where line 1 has 3');
    expect(kind.block!.problem('. . .\n\nCAT')).toBe('a list of fewer than two words under the grid');
  });

  it("refuses a side outside the band's: a grid too small for its technique, or so large its work is a harder band's", () => {
    const refused = (size: number, difficulty: Difficulty) => {
      const r = kind.refuses!(kind.options.parse({ size }), difficulty);
      return r && typeof r === 'object' ? r.code : r;
    };
    expect(refused(7, 'expert')).toBe('side-small');
    expect(refused(11, 'easy')).toBe('side-large');
    expect(refused(9, 'easy')).toBeNull();
    expect(refused(15, 'expert')).toBeNull();
  });

  it('refuses a record whose list is not one word a slot, whose white square is in no word, or whose starter sits on a block', () => {
    const { puzzle } = madeOf('easy', 'letters')[0]!;
    expect(kind.puzzle.safeParse({ ...puzzle, words: puzzle.words.slice(1) }).error?.issues[0]?.path).toEqual(['words']);
    const lone = puzzle.blocks.map((row) => row.map(() => true));
    lone[0]![0] = false;
    expect(kind.puzzle.safeParse({ ...puzzle, blocks: lone }).error?.issues[0]?.message).toMatch(/white cell in no word/);
    const block = puzzle.blocks.flat().indexOf(true);
    const givens = puzzle.blocks.map((row) => row.map((): string | null => null));
    givens[Math.floor(block / puzzle.cols)]![block % puzzle.cols] = 'A';
    expect(kind.puzzle.safeParse({ ...puzzle, givens }).error?.issues[0]?.message).toBe('is on a block');
    // An answer that writes over the starter is told so.
    const { solution } = madeOf('easy', 'letters')[0]!;
    const [cell] = [...(puzzle.givens ?? []).flatMap((row, r) => row.flatMap((g, c) => (g ? [[r, c] as const] : [])))];
    const over = solution.grid.map((row) => [...row]);
    over[cell![0]]![cell![1]] = over[cell![0]]![cell![1]] === 'Z' ? 'Y' : 'Z';
    expect(kind.check(puzzle, { grid: over })).toMatch(/is printed/);
  });
});
