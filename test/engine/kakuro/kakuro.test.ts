/**
 * Kakuro, the kind on the grid kit with clue squares out of play: the kit's counter agrees with
 * the plain oracle on many small random patterns (no answer, one, several); each technique of
 * the ladder crosses off only digits the answer does not have, step by step, on many made
 * puzzles; patterns are symmetric, in one piece, with no run of one or past 9, on many seeds;
 * each band it reaches is made, proved, graded and made again the same from its seed (expert
 * refused at 5×5, easy past 10×10); Wikipedia's example puzzle has its published answer, found
 * by the counter, the oracle and the steps; the answer check names what is wrong and where; a
 * small hand-made puzzle (checked by the oracle) has its one answer.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rangeMask } from '../../../src/engine/grid/bits.ts';
import { Board } from '../../../src/engine/grid/board.ts';
import { GridCounter } from '../../../src/engine/grid/count.ts';
import { shapeOf } from '../../../src/engine/grid/shape.ts';
import { rectangleSwap } from '../../../src/engine/grid/swaps.ts';
import { DIFFICULTIES, type Difficulty } from '../../../src/engine/kind.ts';
import { Rng } from '../../../src/engine/random.ts';
import { rangeOf, type Step, stepsAt, TOP_STEPS } from '../../../src/engine/steps.ts';
import { inLanguage } from '../../../src/engine/language.ts';
import { languagesOf } from '../../../src/engine/catalog.ts';
import { recordOf, uniqueFill } from '../../../src/kinds/kakuro/generate.ts';
import { bounds } from '../../../src/kinds/kakuro/grade.ts';
import { kind as kakuro } from '../../../src/kinds/kakuro/index.ts';
import { drawLayout, longestRun, whitesOf } from '../../../src/kinds/kakuro/layout.ts';
import { oracle } from '../../../src/kinds/kakuro/oracle.ts';
import { type KakuroPuzzle, puzzleRuns, runsOf } from '../../../src/kinds/kakuro/schema.ts';
import { groupsOf, RUNGS, shapeFor } from '../../../src/kinds/kakuro/steps.ts';

const madeOf = (size: number, difficulty: Difficulty, seed: number) => kakuro.generate(new Rng(`test/kakuro/${size}/${difficulty}/${seed}`), kakuro.options.parse({ size }), difficulty);

/** A random small puzzle: a pattern, any fill with different digits in each run, its sums; sometimes one sum nudged (often no answer then), sometimes repaired to one answer. */
function randomPuzzle(seed: number): KakuroPuzzle {
  const rng = new Rng(`test/kakuro/random/${seed}`);
  // 5×5 patterns, from nearly all white to half: a 4×4 grid has no pattern without a run of one but the all-white one.
  let layout = null;
  while (!layout) layout = drawLayout(rng, 5, 5, { white: 0.5 + rng.float() * 0.5, longest: 4, floor: 0.4 });
  // A third repaired to one answer by the generator (random fills all but never have one).
  if (rng.chance(0.33)) {
    const unique = uniqueFill(rng, layout, 0, 6);
    if (unique) return recordOf(layout, unique.runs);
  }
  const runs = runsOf(layout);
  const fill = new Map<string, number>();
  const free = (r: number, c: number) => {
    const used = new Set(runs.filter((run) => run.cells.some(([a, b]) => a === r && b === c)).flatMap((run) => run.cells.map(([a, b]) => fill.get(`${a},${b}`))));
    return rng.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9].filter((v) => !used.has(v)));
  };
  layout.forEach((row, r) => row.forEach((w, c) => w && fill.set(`${r},${c}`, free(r, c)[0]!)));
  const summed = runs.map((run) => ({ ...run, total: run.cells.reduce((s, [r, c]) => s + fill.get(`${r},${c}`)!, 0) }));
  if (rng.chance(0.2)) {
    const run = rng.pick(summed);
    run.total = Math.max(3, Math.min(17, run.total + (rng.chance(0.5) ? 1 : -1)));
  }
  return recordOf(layout, summed);
}

describe('kakuro proof against the oracle', () => {
  it('the kit counter finds what the plain oracle finds on 300 small random puzzles, none, one or several answers', () => {
    const seen = { none: 0, one: 0, more: 0 };
    for (let seed = 0; seed < 300; seed++) {
      const puzzle = randomPuzzle(seed);
      // Up to 20 answers each: below that, the same answers; at it, both stopped there (each search in its own order).
      const solved = kakuro.solve(puzzle, 20);
      expect(solved.complete).toBe(true);
      const plain = oracle(puzzle, 20);
      const key = (s: { grid: unknown }) => JSON.stringify(s.grid);
      if (plain.length < 20) expect(solved.solutions.map(key).sort(), `seed ${seed}`).toEqual(plain.map(key).sort());
      else expect(solved.solutions).toHaveLength(20);
      for (const s of solved.solutions) expect(kakuro.mistake(puzzle, s)).toBeNull();
      seen[plain.length === 0 ? 'none' : plain.length === 1 ? 'one' : 'more']++;
    }
    // Each case is met many times over.
    expect(Math.min(seen.none, seen.one, seen.more)).toBeGreaterThan(10);
  });

  it('the steps on the same 300 puzzles: every one said in words, and an answer reached only where the oracle finds one answer, that one (issue 83)', () => {
    let none = 0;
    for (let seed = 0; seed < 300; seed++) {
      const puzzle = randomPuzzle(seed);
      const plain = oracle(puzzle, 2);
      if (plain.length === 0) none++;
      const log = kakuro.stepper.steps(puzzle, 4);
      for (const step of log.steps) expect(step.say, `seed ${seed}`).not.toMatch(/undefined|\{\{|be :|be ,/);
      if (!log.solved) continue;
      expect(plain, `seed ${seed}`).toHaveLength(1);
      expect(kakuro.stepper.reach(puzzle, log.steps), `seed ${seed}`).toEqual(plain[0]);
    }
    expect(none).toBeGreaterThan(10);
  });

  it('a rectangle swap the kit sees at once (engine/grid/swaps.ts) is another answer, on 200 random 7×7 and 9×9 fills; the made puzzles have none', () => {
    let swaps = 0;
    for (let seed = 0; seed < 200; seed++) {
      const rng = new Rng(`test/kakuro/swaps/${seed}`);
      const side = seed % 2 ? 7 : 9;
      const layout = drawLayout(rng, side, side, { white: 0.7, longest: 6, floor: 0.5 });
      if (!layout) continue;
      // Any fill with different digits in each run: the kit's counter's first answer of the pattern with no sums.
      const runs = runsOf(layout);
      const free = shapeOf(side, side, rangeMask(1, 9), groupsOf(runs, side).map(({ total: _, ...g }) => g));
      const fill = new GridCounter(free).count(new Uint8Array(side * side), 1, 1e7, rng).solutions[0]!;
      const puzzle = recordOf(layout, runs.map((run) => ({ ...run, total: run.cells.reduce((n, [r, c]) => n + fill[r * side + c]!, 0) })));
      const other = rectangleSwap(shapeFor(puzzle), fill);
      if (!other) continue;
      swaps++;
      expect(Array.from(other)).not.toEqual(Array.from(fill));
      const grid = layout.map((row, r) => row.map((w, c) => (w ? other[r * side + c]! : null)));
      expect(kakuro.mistake(puzzle, { grid }), `seed ${seed}`).toBeNull();
    }
    expect(swaps).toBeGreaterThan(20);
  });

  it('out of budget, the count is unknown, never one', () => {
    const { puzzle } = madeOf(8, 'medium', 1)!;
    const spent = kakuro.solve(puzzle, 2, 100);
    expect(spent.complete).toBe(false);
  });
});

describe('every puzzle solved again by the oracle, which shares nothing with the kit', () => {
  it('1,000 fresh 5×5 and 6×6 puzzles, easy to expert: each has one answer, the one stored', () => {
    const plan: [number, Difficulty, number][] = [
      [5, 'easy', 400],
      [5, 'medium', 350],
      [5, 'hard', 100],
      [6, 'easy', 80],
      [6, 'medium', 50],
      [6, 'hard', 10],
      [6, 'expert', 10],
    ];
    let checked = 0;
    for (const [size, difficulty, count] of plan) {
      for (let seed = 1; seed <= count; seed++) {
        const m = kakuro.generate(new Rng(`test/kakuro/thousand/${size}/${difficulty}/${seed}`), kakuro.options.parse({ size }), difficulty);
        if (!m) continue;
        expect(oracle(m.puzzle, 2), `${size} ${difficulty} ${seed}`).toEqual([m.solution]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(980);
  });

  it('the Kakuro puzzles of the shipped books (test/shipped): each has one answer, the one stored', () => {
    const books = readdirSync(new URL('../../shipped/', import.meta.url)).filter((f) => f.endsWith('.json') && f !== 'hashes.json');
    const records = books.flatMap((f) => (JSON.parse(readFileSync(new URL(`../../shipped/${f}`, import.meta.url), 'utf8')) as { puzzles: { kind: string; puzzle: KakuroPuzzle; solution: unknown }[] }).puzzles.filter((p) => p.kind === 'kakuro'));
    expect(records.length).toBeGreaterThan(0);
    for (const r of records) expect(oracle(r.puzzle, 2)).toEqual([r.solution]);
  });
});

describe('kakuro expert needs the top techniques again and again (issue 86; 7 seeds at 7×7 and 8×8)', () => {
  it.each([7, 8])('size %i: the median expert takes at least TOP_STEPS steps of level 4 (was one or two)', (size) => {
    const tops: number[] = [];
    for (let seed = 1; seed <= 7; seed++) {
      const m = kakuro.generate(new Rng(`test/kakuro/top/${size}/${seed}`), kakuro.options.parse({ size }), 'expert');
      if (m) tops.push(stepsAt(kakuro.stepper.ladder, m.grade.uses, 4));
    }
    expect(tops.length).toBeGreaterThanOrEqual(6);
    expect(tops.sort((a, b) => a - b)[Math.floor(tops.length / 2)], String(tops)).toBeGreaterThanOrEqual(TOP_STEPS);
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

/** The bands made at each size, each from `seeds` seeds, at least `least` of which must make it. */
const REACHED: { size: number; difficulty: Difficulty; seeds: number; least: number }[] = [
  { size: 5, difficulty: 'easy', seeds: 4, least: 4 },
  { size: 5, difficulty: 'medium', seeds: 4, least: 4 },
  { size: 5, difficulty: 'hard', seeds: 4, least: 2 },
  { size: 7, difficulty: 'easy', seeds: 3, least: 3 },
  { size: 7, difficulty: 'medium', seeds: 3, least: 3 },
  { size: 7, difficulty: 'hard', seeds: 3, least: 3 },
  { size: 8, difficulty: 'medium', seeds: 3, least: 3 },
  { size: 8, difficulty: 'hard', seeds: 3, least: 3 },
  { size: 6, difficulty: 'expert', seeds: 2, least: 1 },
  { size: 8, difficulty: 'expert', seeds: 2, least: 2 },
];

describe('kakuro bands made', () => {
  it.each(REACHED.map((r) => [`${r.size}×${r.size} ${r.difficulty}`, r] as const))('%s: unique, in its band, solved step by step soundly, the same again from its seed', (_, { size, difficulty, seeds, least }) => {
    const options = kakuro.options.parse({ size });
    let made = 0;
    for (let seed = 1; seed <= seeds; seed++) {
      const m = madeOf(size, difficulty, seed);
      if (!m) continue;
      made++;
      const { puzzle, solution, grade } = m;
      expect(kakuro.puzzle.parse(puzzle)).toEqual(puzzle);
      expect(kakuro.solution.parse(solution)).toEqual(solution);
      const solved = kakuro.solve(puzzle, 2);
      expect(solved.complete).toBe(true);
      expect(solved.solutions).toEqual([solution]);
      if (size <= 5) expect(oracle(puzzle, 2)).toEqual([solution]);
      expect(kakuro.mistake(puzzle, solution)).toBeNull();
      expect(rectangleSwap(shapeFor(puzzle), solution.grid.flat().map((v) => v ?? 0))).toBeNull();
      expect(kakuro.unlike(options, puzzle, solution)).toEqual([]);
      expect(kakuro.band(grade, puzzle)).toBe(difficulty);
      expect(grade.level).toBe(DIFFICULTIES.indexOf(difficulty) + 1);
      const [lo, hi] = rangeOf(difficulty, bounds(puzzle));
      expect(grade.score).toBeGreaterThanOrEqual(lo);
      expect(grade.score).toBeLessThan(hi);
      expect(kakuro.regrade(puzzle)).toEqual(grade);
      const log = kakuro.stepper.steps(puzzle, grade.level);
      expect(log.solved).toBe(true);
      expect(kakuro.stepper.reach(puzzle, log.steps)).toEqual(solution);
      if (grade.level > 1) expect(kakuro.stepper.steps(puzzle, grade.level - 1).solved).toBe(false);
      expect(madeOf(size, difficulty, seed)).toEqual(m);
    }
    expect(made).toBeGreaterThanOrEqual(least);
  });

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
  it('every strike and placement of every rung, one step at a time, keeps the answer, on 24 made puzzles', () => {
    let steps = 0;
    const used = new Set<string>();
    for (const [size, d] of [[5, 'medium'], [7, 'hard'], [8, 'hard'], [8, 'expert']] as const) {
      for (let seed = 1; seed <= 6; seed++) {
        const m = madeOf(size, d, seed);
        if (!m) continue;
        const shape = shapeFor(m.puzzle);
        const answer = m.solution.grid.flat().map((v) => v ?? 0);
        const board = new Board(shape).reset(new Uint8Array(shape.size));
        // Every rung tried at each position, not only the first that finds something.
        for (let guard = 0; guard < 500 && board.left > 0; guard++) {
          let moved = false;
          for (const rung of RUNGS) {
            const found = rung.technique.find(board);
            if (!found) continue;
            for (const { cell, value } of found.place) expect(value).toBe(answer[cell]);
            for (const { cell, values } of found.strike) expect(values & (1 << answer[cell]!)).toBe(0);
            expect(rung.words?.say(found.data) ?? '').not.toMatch(/undefined|\{\{/);
            steps++;
            used.add(rung.technique.key);
            if (!moved) {
              for (const { cell, value } of found.place) board.place(cell, value);
              for (const { cell, values } of found.strike) board.strike(cell, values);
              moved = true;
            }
          }
          if (!moved) break;
        }
        expect(board.broken).toBe(false);
      }
    }
    expect(steps).toBeGreaterThan(500);
    expect([...used]).toEqual(expect.arrayContaining(['naked-single', 'one-combination', 'two-combinations', 'combinations', 'area-total']));
  });

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
