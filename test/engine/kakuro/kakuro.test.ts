/**
 * Kakuro, the kind on the grid kit with clue squares out of play: out of budget, its count is
 * unknown; the shipped books' puzzles have one answer to the oracle; patterns are symmetric, in
 * one piece, with no run of one or past 9, on many seeds; expert is refused at 5×5, easy past
 * 10×10; an area's sum names its runs in every language; Wikipedia's example puzzle has its
 * published answer, found by the counter, the oracle and the steps; the answer check names what
 * is wrong and where; a small hand-made puzzle (checked by the oracle) has its one answer. The
 * counter and the steps against the oracle on random puzzles, fresh puzzles of every band, each
 * band made from several seeds and the ladder's soundness on them are bands.matrix.test.ts's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DIFFICULTIES, type Difficulty } from '../../../src/engine/kind.ts';
import { Rng } from '../../../src/engine/random.ts';
import type { Step } from '../../../src/engine/steps.ts';
import { inLanguage } from '../../../src/engine/language.ts';
import { languagesOf } from '../../../src/engine/catalog.ts';
import { kind as kakuro } from '../../../src/kinds/kakuro/index.ts';
import { drawLayout, longestRun, whitesOf } from '../../../src/kinds/kakuro/layout.ts';
import { oracle } from '../../../src/kinds/kakuro/oracle.ts';
import { type KakuroPuzzle, puzzleRuns, runsOf } from '../../../src/kinds/kakuro/schema.ts';

const made = new Map<string, ReturnType<typeof kakuro.generate>>();
/** A puzzle of the tests' seeds, made once however many tests read it. */
const madeOf = (size: number, difficulty: Difficulty, seed: number) => {
  const key = `${size}/${difficulty}/${seed}`;
  if (!made.has(key)) made.set(key, kakuro.generate(new Rng(`test/kakuro/${key}`), kakuro.options.parse({ size }), difficulty));
  return made.get(key)!;
};

describe('kakuro proof', () => {
  it('out of budget, the count is unknown, never one', () => {
    const { puzzle } = madeOf(8, 'medium', 1)!;
    const spent = kakuro.solve(puzzle, 2, 100);
    expect(spent.complete).toBe(false);
  });

  it('the Kakuro puzzles of the shipped books (test/shipped): each has one answer, the one stored', () => {
    const books = readdirSync(new URL('../../shipped/', import.meta.url)).filter((f) => f.endsWith('.json') && f !== 'hashes.json');
    const records = books.flatMap((f) => (JSON.parse(readFileSync(new URL(`../../shipped/${f}`, import.meta.url), 'utf8')) as { puzzles: { kind: string; puzzle: KakuroPuzzle; solution: unknown }[] }).puzzles.filter((p) => p.kind === 'kakuro'));
    expect(records.length).toBeGreaterThan(0);
    for (const r of records) expect(oracle(r.puzzle, 2)).toEqual([r.solution]);
  });
});

describe('kakuro patterns', () => {
  it.each([5, 7, 8, 10, 12])('side %i on 30 seeds: first row and column black, half-turn symmetric, in one piece, no run of one, none past its longest', (side) => {
    for (let seed = 0; seed < 30; seed++) {
      const rng = new Rng(`test/kakuro/layout/${side}/${seed}`);
      const aim = { white: 0.66, longest: side <= 7 ? 4 : 7, floor: 0.52 };
      const w = drawLayout(rng, side, side, aim);
      if (!w) continue;
      expect(w[0]!.every((v) => !v) && w.every((row) => !row[0])).toBe(true);
      for (let r = 1; r < side; r++) for (let c = 1; c < side; c++) expect(w[r]![c]).toBe(w[side - r]![side - c]);
      expect(whitesOf(w).connected).toBe(true);
      expect(longestRun(w)).toBeLessThanOrEqual(aim.longest);
      expect(runsOf(w).every((run) => run.cells.length >= 2)).toBe(true);
      expect(whitesOf(w).count).toBeGreaterThanOrEqual(Math.ceil((side - 1) ** 2 * aim.floor));
    }
  });
});

describe('kakuro bands made', () => {
  it('refuses expert at 5×5 and easy past 10×10 only, naming what can be made; nothing else', () => {
    for (const size of [5, 6, 8, 10, 11, 12]) {
      for (const d of DIFFICULTIES) {
        const said = kakuro.refuses!(kakuro.options.parse({ size }), d);
        if (d === 'expert' && size === 5) expect(said).toContain('hard');
        else if (d === 'easy' && size > 10) expect(said).toContain('medium');
        else expect(said).toBeNull();
      }
    }
  });
});

describe('kakuro techniques are sound', () => {
  it("an area's sum names every run it adds, by sum and first square, and adds their sums, in every language (issue 86)", () => {
    const areas: { puzzle: KakuroPuzzle; step: Step }[] = [];
    for (let seed = 1; seed <= 6 && areas.length < 3; seed++) {
      const m = madeOf(8, 'expert', seed);
      if (m) for (const step of kakuro.stepper.steps(m.puzzle, 4).steps) if (step.technique === 'area-total') areas.push({ puzzle: m.puzzle, step });
    }
    expect(areas.length).toBeGreaterThan(0);
    for (const { puzzle, step } of areas) {
      const runs = puzzleRuns(puzzle);
      const named = [...step.say.matchAll(/(\d+) \(the run from row (\d+), column (\d+)\)/g)].map(([, total, row, col]) => {
        const run = runs.find((r) => r.cells[0]![0] + 1 === Number(row) && r.cells[0]![1] + 1 === Number(col) && r.total === Number(total));
        expect(run, `${step.say}: no run of ${total} from row ${row}, column ${col}`).toBeDefined();
        return run!;
      });
      // The runs named are those the step adds: together they cover the squares it reads.
      expect(new Set(named.flatMap((r) => r.cells.map(([row, col]) => row * puzzle.cols + col)))).toEqual(new Set(step.from));
      // Each addition written out adds up: "12 (the run …) + 23 (the run …) = 35".
      for (const [, sum, total] of step.say.matchAll(/((?:\d+ \(the run from row \d+, column \d+\)(?: \+ )?)+) = (\d+)/g)) {
        expect([...sum!.matchAll(/(\d+) \(/g)].reduce((n, m) => n + Number(m[1]), 0)).toBe(Number(total));
      }
      expect(languagesOf('kinds/kakuro/words')).toHaveLength(8);
      for (const lang of languagesOf('kinds/kakuro/words')) {
        const said = inLanguage(lang, () => kakuro.stepper.steps(puzzle, 4).steps.find((s) => s.technique === 'area-total' && s.from.join() === step.from.join())!.say);
        // Every run named in its own parentheses, its sum before them.
        expect([...said.matchAll(/(\d+) \(/g)].map((m) => Number(m[1])).sort(), `${lang}: ${said}`).toEqual(named.map((r) => r.total).sort());
      }
    }
  });

  it('a step names its run by direction, sum and first square', () => {
    const m = madeOf(8, 'hard', 1)!;
    const log = kakuro.stepper.steps(m.puzzle, 3);
    const said = log.steps.find((s) => s.technique === 'combinations')!.say;
    expect(said).toMatch(/^The (across|down) run of \d+ from row \d+, column \d+ can be made as .+ \+ .+ or .+ with the digits its squares can still hold\. Cross off each digit that none of these ways puts in its square: /);
  });
});

// ——— A hand-made 4×4 (3×3 to fill, its bottom-left square black), and the answer check ———

const n = null;
const clue = (down: number | null, across: number | null) => ({ across, down });
/**
 * Made by hand, not published: across 4 = 1 + 3, 19, 16 = 7 + 9; down 3 = 1 + 2, 19, 17 = 8 + 9.
 * Row 2 is 1 and 3 and column 2 starts 1 and 2, so they share 1; column 4 and row 4 share 9.
 */
const SMALL: KakuroPuzzle = {
  rows: 4,
  cols: 4,
  cells: [
    [clue(null, null), clue(3, null), clue(19, null), clue(null, null)],
    [clue(null, 4), n, n, clue(17, null)],
    [clue(null, 19), n, n, n],
    [clue(null, null), clue(null, 16), n, n],
  ],
};
const ANSWER = {
  grid: [
    [n, n, n, n],
    [n, 1, 3, n],
    [n, 2, 9, 8],
    [n, n, 7, 9],
  ] as (number | null)[][],
};
const changed = (...edits: [number, number, number | null][]) => {
  const grid = ANSWER.grid.map((row) => [...row]);
  for (const [r, c, v] of edits) grid[r]![c] = v;
  return { grid };
};

describe("Wikipedia's example Kakuro (test/fixtures/kakuro.json)", () => {
  const { puzzles } = JSON.parse(readFileSync(new URL('../../fixtures/kakuro.json', import.meta.url), 'utf8')) as { puzzles: { puzzle: unknown; solution: unknown }[] };

  it.each(puzzles.map((f, i) => [i + 1, f] as const))('published puzzle %i: the schema takes it, the counter and the oracle find its one published answer, and the steps solve it without guessing', (_, f) => {
    const puzzle = kakuro.puzzle.parse(f.puzzle);
    const solution = kakuro.solution.parse(f.solution);
    const proved = kakuro.solve(puzzle, 2);
    expect(proved.complete).toBe(true);
    expect(proved.solutions).toEqual([solution]);
    expect(oracle(puzzle, 2)).toEqual([solution]);
    const grade = kakuro.regrade(puzzle)!;
    expect(kakuro.band(grade, puzzle)).not.toBeNull();
    const log = kakuro.stepper.steps(puzzle, grade.level);
    expect(log.solved).toBe(true);
    expect(kakuro.stepper.reach(puzzle, log.steps)).toEqual(solution);
  });
});

describe('kakuro small puzzle and answer check', () => {
  it('the hand-made puzzle parses and has its one answer, by the kind and by the oracle; the steps solve it at easy', () => {
    expect(kakuro.puzzle.safeParse(SMALL).success).toBe(true);
    expect(oracle(SMALL, 3)).toEqual([ANSWER]);
    expect(kakuro.solve(SMALL, 3).solutions).toEqual([ANSWER]);
    expect(kakuro.regrade(SMALL)?.level).toBe(1);
    expect(kakuro.check(SMALL, ANSWER)).toBeNull();
  });

  it('names a digit on a clue square, one out of range, a repeat in a run and a wrong sum, with their squares', () => {
    expect(kakuro.mistake(SMALL, changed([0, 0, 5]))).toEqual({ says: 'black', data: { row: 1, column: 1 }, at: [] });
    expect(kakuro.mistake(SMALL, changed([1, 1, 0]))).toEqual({ says: 'range', data: { row: 2, column: 2, v: 0 }, at: ['cell-1-1'] });
    // A white square left without a digit is said to be empty, not to hold a 0 (issue 83).
    const empty = structuredClone(ANSWER);
    empty.grid[1]![1] = null;
    expect(kakuro.mistake(SMALL, empty)).toEqual({ says: 'empty', data: { row: 2, column: 2 }, at: ['cell-1-1'] });
    expect(kakuro.check(SMALL, empty)).toBe('Row 2, column 2 is a white square with no digit in it.');
    expect(kakuro.check(SMALL, changed([2, 3, 9]))).toBe('The across run of 19 from row 3, column 2 holds 9 twice.');
    expect(kakuro.mistake(SMALL, changed([2, 3, 9]))?.at).toEqual(['cell-2-2', 'cell-2-3']);
    expect(kakuro.check(SMALL, changed([2, 3, 7]))).toBe('The across run of 19 from row 3, column 2 adds up to 18, not 19.');
    expect(kakuro.mistake(SMALL, { grid: ANSWER.grid.slice(0, 3) })).toEqual({ says: 'size', data: { rows: 4, cols: 4 }, at: [] });
  });

  it('the schema refuses a sum out of range, a run of one, a sum where no run starts and a missing sum, naming the square', () => {
    const bad = (edit: (p: KakuroPuzzle) => void) => {
      const p = structuredClone(SMALL);
      edit(p);
      const r = kakuro.puzzle.safeParse(p);
      return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    };
    expect(bad((p) => (p.cells[3]![1]!.across = 18))[0]).toContain('cells.3.1.across');
    expect(bad((p) => (p.cells[0]![0]!.across = 5))[0]).toContain('no across run starts');
    expect(bad((p) => (p.cells[1]![0]!.across = null))[0]).toContain('no across sum');
    expect(bad((p) => (p.cells[1]![2] = { across: null, down: null })).join()).toContain('1 square long');
  });

  it('text: five characters a square, sums as down\\across, digits with the answer', () => {
    expect(kakuro.text(SMALL).split('\n')[1]).toBe('  \\4    .     .   17\\');
    expect(kakuro.text(SMALL, ANSWER).split('\n')[2]).toBe('  \\19   2     9     8');
    expect(puzzleRuns(SMALL)).toHaveLength(6);
  });
});
