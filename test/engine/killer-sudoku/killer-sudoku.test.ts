/**
 * Killer Sudoku on the grid kit: its counter against a plain backtracking counter written here
 * (thousands of random cages over 4×4 grids of 2×2 boxes, one answer, many or none); each band
 * made at 6×6 (and a 9×9), proved, graded in its band, solved by its step solver to the stored
 * answer with every step sound (never striking the answer's digit, never writing another);
 * a hand-checked puzzle solved to its known answer; the dotted cage outlines closed; the answer
 * check, the record's checks and `unlike`; and the medians rising band by band.
 */
import { describe, expect, it } from 'vitest';
import { surveyBands } from '../../../bench/survey.ts';
import { DIFFICULTIES, type Difficulty } from '../../../src/engine/kind.ts';
import { Rng } from '../../../src/engine/random.ts';
import { kind as killer } from '../../../src/kinds/killer-sudoku/index.ts';
import { oracle } from '../../../src/kinds/killer-sudoku/oracle.ts';
import type { KillerPuzzle } from '../../../src/kinds/killer-sudoku/schema.ts';
import { LINE_INK } from '../../../src/draw/style.ts';
import { toSvg } from '../../../src/draw/svg.ts';
import type { LineItem } from '../../../src/engine/figure.ts';
import { filledGrid } from '../../../src/engine/grid/count.ts';
import { grading } from '../../../src/kinds/killer-sudoku/grade.ts';
import { shapeFor } from '../../../src/kinds/killer-sudoku/steps.ts';
import { bandMade, expectBandsRise } from '../../bands.ts';

/** Every filling that keeps its rows, columns, boxes, cages (digits differ, sum met) and givens, up to `cap`: plain backtracking in reading order, from the rules alone. */
function plainCount(p: KillerPuzzle, cap: number): string[] {
  const n = p.size;
  const g = new Array<number>(n * n).fill(0);
  const cageOf = new Array<number>(n * n).fill(-1);
  p.cages.forEach((cage, i) => cage.cells.forEach(([r, c]) => (cageOf[r * n + c] = i)));
  const out: string[] = [];
  const ok = (k: number, v: number) => {
    const [r, c] = [Math.floor(k / n), k % n];
    for (let j = 0; j < k; j++) {
      const [a, b] = [Math.floor(j / n), j % n];
      const box = Math.floor(a / p.box[1]) === Math.floor(r / p.box[1]) && Math.floor(b / p.box[0]) === Math.floor(c / p.box[0]);
      if (g[j] === v && (a === r || b === c || box || cageOf[j] === cageOf[k])) return false;
    }
    const cells = p.cages[cageOf[k]!]!.cells.map(([a, b]) => a * n + b);
    if (cells.every((x) => x <= k)) return cells.reduce((t, x) => t + (x === k ? v : g[x]!), 0) === p.cages[cageOf[k]!]!.sum;
    return true;
  };
  const go = (k: number) => {
    if (out.length >= cap) return;
    if (k === n * n) return void out.push(g.join(''));
    const given = p.givens?.[Math.floor(k / n)]![k % n] ?? 0;
    for (let v = 1; v <= n; v++) {
      if ((given && v !== given) || !ok(k, v)) continue;
      g[k] = v;
      go(k + 1);
      g[k] = 0;
    }
  };
  go(0);
  return out;
}

/** A random 4×4 killer: a random cut into connected cages of one to four cells, each given its sum in a random full grid (one cage in five off by one), and a few of the grid's digits given. */
function randomKiller(rng: Rng): KillerPuzzle {
  const n = 4;
  const owner = new Array<number>(n * n).fill(-1);
  const cages: number[][] = [];
  for (const c of rng.shuffle(Array.from({ length: n * n }, (_, i) => i))) {
    if (owner[c] !== -1) continue;
    const cage = [c];
    owner[c] = cages.length;
    const want = 1 + rng.int(4);
    while (cage.length < want) {
      const near = cage.flatMap((x) => [x - n, x + n, x % n ? x - 1 : -1, x % n < n - 1 ? x + 1 : -1]).filter((y) => y >= 0 && y < n * n && owner[y] === -1);
      if (near.length === 0) break;
      const y = rng.pick(near);
      owner[y] = cages.length;
      cage.push(y);
    }
    cages.push(cage);
  }
  const fill = filledGrid(shapeFor({ size: n, box: [2, 2], cages: [] }), rng)!;
  const givens = Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => (rng.chance(0.08) ? fill[r * n + c]! : 0)));
  return {
    size: n,
    box: [2, 2],
    cages: cages.map((cells) => ({ cells: cells.map((c): [number, number] => [Math.floor(c / n), c % n]), sum: Math.max(1, cells.reduce((t, c) => t + fill[c]!, 0) + (rng.chance(0.2 / cages.length) ? rng.pick([-1, 1]) : 0)) })),
    givens,
  };
}

describe('the killer counter against a plain backtracking counter', () => {
  it('finds the same answers on 3,000 random cages over 4×4 grids (one answer, many or none)', () => {
    const rng = new Rng('test/killer-sudoku/counter');
    const seen = { none: 0, one: 0, many: 0 };
    for (let i = 0; i < 3000; i++) {
      const p = randomKiller(rng);
      const theirs = plainCount(p, 400).sort();
      const ours = killer.solve(p, 400);
      expect(ours.complete).toBe(true);
      expect(ours.solutions.map((s) => s.grid.flat().join('')).sort(), JSON.stringify(p)).toEqual(theirs);
      seen[theirs.length === 0 ? 'none' : theirs.length === 1 ? 'one' : 'many']++;
    }
    // The cases must hold all three outcomes in number, or the comparison says little.
    for (const n of Object.values(seen)) expect(n, JSON.stringify(seen)).toBeGreaterThan(100);
  });
});

const madeOf = (size: number, difficulty: Difficulty, seed: number) => killer.generate(new Rng(`test/killer-sudoku/${size}/${difficulty}/${seed}`), killer.options.parse({ size }), difficulty);

describe('killer bands made', () => {
  const cases: [number, Difficulty][] = [[6, 'easy'], [6, 'medium'], [6, 'hard'], [9, 'medium']];
  it.each(cases)('%i×… %s: made, unique by the counter and the oracle, in its band, solved step by step to its answer, every step sound', (size, difficulty) => {
    // Two puzzles from three seeds: a seed may give up (the book then takes the next).
    let made = 0;
    for (let seed = 1; seed <= 3 && made < 2; seed++) {
      const m = madeOf(size, difficulty, seed);
      if (!m) continue;
      made++;
      const { puzzle, solution } = m;
      expect(killer.puzzle.safeParse(puzzle).success).toBe(true);
      expect(puzzle.givens).toBeUndefined();
      const proof = killer.solve(puzzle, 2);
      expect(proof.solutions).toEqual([solution]);
      if (size === 6) expect(oracle(puzzle, 2)).toEqual([solution]);
      expect(grading.band(grading.measure(puzzle)!, puzzle)).toBe(difficulty);
      const log = killer.stepper.steps(puzzle, DIFFICULTIES.indexOf(difficulty) + 1);
      expect(log.solved).toBe(true);
      const answer = solution.grid.flat();
      for (const step of log.steps) {
        expect(step.say.length, step.technique).toBeGreaterThan(20);
        for (const { cell, value } of step.place) expect(value, `${step.technique}: ${step.say}`).toBe(answer[cell]);
        for (const { cell, values } of step.strike) expect(values, `${step.technique}: ${step.say}`).not.toContain(answer[cell]);
      }
      expect(killer.stepper.reach(puzzle, log.steps)).toEqual(solution);
      expect(killer.mistake(puzzle, solution)).toBeNull();
      // The same seed makes the same puzzle.
      expect(madeOf(size, difficulty, seed)).toEqual(m);
    }
    expect(made).toBe(2);
  });
});

/**
 * A 6×6 killer checked by hand: every cage's sum added from the answer, its rows, columns and
 * 3×2 boxes read off it (the test adds the sums again, and the plain count above finds this
 * answer and no other). The solver and the step solver reach it.
 */
const ANSWER = [
  [2, 3, 1, 6, 5, 4],
  [6, 4, 5, 1, 2, 3],
  [4, 1, 3, 2, 6, 5],
  [5, 6, 2, 4, 3, 1],
  [3, 2, 4, 5, 1, 6],
  [1, 5, 6, 3, 4, 2],
];
const HAND: KillerPuzzle = {
  size: 6,
  box: [3, 2],
  cages: [
    { cells: [[0, 0], [1, 0]], sum: 8 },
    { cells: [[0, 1], [0, 2], [1, 2]], sum: 9 },
    { cells: [[0, 3], [1, 3]], sum: 7 },
    { cells: [[0, 4], [0, 5], [1, 5]], sum: 12 },
    { cells: [[1, 1], [2, 1], [3, 1]], sum: 11 },
    { cells: [[1, 4], [2, 4]], sum: 8 },
    { cells: [[2, 0], [3, 0], [4, 0], [5, 0]], sum: 13 },
    { cells: [[2, 2], [2, 3]], sum: 5 },
    { cells: [[2, 5], [3, 5]], sum: 6 },
    { cells: [[3, 2], [4, 2], [5, 2]], sum: 12 },
    { cells: [[3, 3], [3, 4], [4, 4], [4, 5]], sum: 14 },
    { cells: [[4, 1], [5, 1]], sum: 7 },
    { cells: [[4, 3], [5, 3]], sum: 8 },
    { cells: [[5, 4], [5, 5]], sum: 6 },
  ],
};

describe('a hand-checked 6×6 killer', () => {
  it('has one answer, the known one, for the counter, the oracle and the plain count alike; the step solver reaches it', () => {
    expect(killer.puzzle.safeParse(HAND).success).toBe(true);
    for (const cage of HAND.cages) expect(cage.cells.reduce((t, [r, c]) => t + ANSWER[r]![c]!, 0)).toBe(cage.sum);
    expect(killer.solve(HAND, 2).solutions).toEqual([{ grid: ANSWER }]);
    expect(oracle(HAND, 2)).toEqual([{ grid: ANSWER }]);
    expect(plainCount(HAND, 2)).toEqual([ANSWER.flat().join('')]);
    const log = killer.stepper.steps(HAND, 4);
    expect(log.solved).toBe(true);
    expect(killer.stepper.reach(HAND, log.steps)).toEqual({ grid: ANSWER });
    expect(grading.band(grading.measure(HAND)!, HAND)).toBe('medium');
  });

  it('names what is wrong with an answer: a cage not adding up, a cage repeating a digit, a row repeating one', () => {
    const twice = ANSWER.map((row) => [...row]);
    [twice[0]![0], twice[0]![1]] = [twice[0]![1]!, twice[0]![0]!];
    expect(killer.mistake(HAND, { grid: twice })).toMatchObject({ says: 'repeats', data: { context: 'column' } });
    // Rows 1 and 2 traded keep every row, column and box, and break the 9 cage at row 1, column 2 (4 + 5 + 1 = 10).
    const traded = [ANSWER[1]!, ANSWER[0]!, ...ANSWER.slice(2)];
    expect(killer.mistake(HAND, { grid: traded })).toMatchObject({ says: 'sum', data: { row: 1, column: 2, sum: 9, made: 10 } });
    // A cage of three in an L whose two ends hold the same digit (in other rows, columns and boxes): its sum met, its digits not all different.
    const ends = [...Array(5).keys()].flatMap((r) => [...Array(5).keys()].map((c) => [r, c] as const)).find(([r, c]) => ANSWER[r]![c + 1] === ANSWER[r + 1]![c])!;
    const [r, c] = ends;
    const l: [number, number][] = [[r, c], [r, c + 1], [r + 1, c]];
    const rest = ANSWER.flatMap((row, a) => row.map((_, b) => [a, b] as [number, number])).filter(([a, b]) => !l.some(([x, y]) => x === a && y === b));
    const caged: KillerPuzzle = { ...HAND, cages: [{ cells: l, sum: l.reduce((t, [a, b]) => t + ANSWER[a]![b]!, 0) }, ...rest.map((cell) => ({ cells: [cell], sum: ANSWER[cell[0]]![cell[1]]! }))] };
    expect(killer.mistake(caged, { grid: ANSWER })).toMatchObject({ says: 'repeats', data: { context: 'cage', row: r + 1, column: c + 1, v: ANSWER[r]![c + 1] } });
  });

  it('refuses a record whose cages overlap, leave a cell out or are not joined up, naming the path', () => {
    const issues = (p: unknown) => (killer.puzzle.safeParse(p).error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(issues({ ...HAND, cages: HAND.cages.slice(1) })).toEqual(['cages: must cover all 36 cells, not 34']);
    expect(issues({ ...HAND, cages: [...HAND.cages, { cells: [[0, 0]], sum: 2 }] })).toEqual(['cages.14.cells.0: is also in cages[0]: every cell is in one cage']);
    // A 4×4 of single cells but for two pairs that only touch at a corner.
    const singles = [...Array(16).keys()].filter((c) => ![0, 1, 4, 5].includes(c)).map((c) => ({ cells: [[Math.floor(c / 4), c % 4] as [number, number]], sum: 1 }));
    const corners = { size: 4, box: [2, 2], cages: [{ cells: [[0, 0], [1, 1]], sum: 3 }, { cells: [[0, 1], [1, 0]], sum: 3 }, ...singles] };
    expect(issues(corners)).toEqual(['cages.0.cells: must be connected, each cell beside another of the cage', 'cages.1.cells: must be connected, each cell beside another of the cage']);
    expect(issues({ ...HAND, box: [2, 3] })).toEqual([]);
    expect(issues({ ...HAND, box: [4, 2] })).toEqual(['box: a box of 4×2 does not tile a 6×6 grid']);
  });

  it('says what a stored record shows that its options could not have made', () => {
    expect(killer.unlike(killer.options.parse({ size: 6 }), HAND, { grid: ANSWER })).toEqual([]);
    expect(killer.unlike(killer.options.parse({ size: 9 }), HAND, { grid: ANSWER })).toEqual(['puzzle.size: is 6 but options.size is 9']);
    expect(killer.unlike(killer.options.parse({ size: 6 }), { ...HAND, givens: ANSWER }, { grid: ANSWER })).toEqual(['puzzle.givens: prints digits, but a Killer Sudoku is made with cages alone']);
  });
});

describe('the drawing: dotted cage lines as published', () => {
  it('outlines each cage by dotted runs just inside its border that meet end to end (every run end is another run’s end)', () => {
    for (const p of [HAND, madeOf(9, 'hard', 1)!.puzzle]) {
      const lines = killer.draw(p).items.filter((i): i is LineItem => i.type === 'line' && i.role === 'dotted');
      const ends = new Map<string, number>();
      for (const l of lines) for (const key of [`${l.x1.toFixed(3)},${l.y1.toFixed(3)}`, `${l.x2.toFixed(3)},${l.y2.toFixed(3)}`]) ends.set(key, (ends.get(key) ?? 0) + 1);
      expect([...ends.values()].every((n) => n === 2)).toBe(true);
      // None along a cell's edge: each runs inside its cells, clear of the solid lines.
      for (const l of lines) expect(Math.abs((l.x1 === l.x2 ? l.x1 : l.y1) - Math.round(l.x1 === l.x2 ? l.x1 : l.y1))).toBeGreaterThan(0.05);
      // A sum a cage, in its top left cell.
      expect(killer.draw(p).items.filter((i) => i.type === 'text' && i.role === 'label').length).toBe(p.cages.length);
    }
  });

  it('has a dotted line role the web and the PDF both dash', () => {
    expect(LINE_INK.dotted.dash).toBeDefined();
    const svg = toSvg(killer.draw(HAND));
    expect(svg).toMatch(/stroke-dasharray="[\d.]+ [\d.]+"/);
  });
});

describe('killer bands rise at 6×6 (16 fresh seeds a band; no expert 6×6)', () => {
  const SEEDS = 16;
  it('every band made from nearly every seed; the medians of score and steps rise, paper work does not fall', () => {
    const figures = surveyBands({ kind: 'killer-sudoku', label: '6×6', options: { size: 6 }, seeds: SEEDS }, null, 'test/bands', SEEDS, (d) => bandMade('killer-sudoku', { size: 6 }, d, SEEDS));
    for (const b of figures) if (!b.refused) expect(b.made, b.difficulty).toBeGreaterThanOrEqual(SEEDS - 3);
    expect(figures.find((b) => b.difficulty === 'expert')?.refused).toBe(true);
    expectBandsRise(figures);
  });
});
