import { describe, expect, it } from 'vitest';
import type { BoxItem, TextItem } from '../../../src/engine/figure.ts';
import { DIFFICULTIES, type Difficulty, type Made } from '../../../src/engine/kind.ts';
import { easyBlanks } from '../../../src/kinds/cross-numbers/generate.ts';
import { grading, type CrossNumbersGrade, EASY_HARD_OPS, measure } from '../../../src/kinds/cross-numbers/grade.ts';
import { kind as crossNumbers } from '../../../src/kinds/cross-numbers/index.ts';
import { evaluate } from '../../../src/kinds/cross-numbers/lines.ts';
import {
  type CrossNumbersOptions,
  type CrossNumbersPuzzle,
  type CrossNumbersSolution,
  gridOf,
} from '../../../src/kinds/cross-numbers/schema.ts';
import { CrossSteps } from '../../../src/kinds/cross-numbers/steps.ts';
import { Rng } from '../../../src/engine/random.ts';

type MadeCross = Made<CrossNumbersPuzzle, CrossNumbersSolution, CrossNumbersGrade>;

/** The first `want` puzzles the generator makes from seeds `<label>/0`, `<label>/1`, … */
function firstMade(label: string, options: CrossNumbersOptions, difficulty: Difficulty, want: number, tries = 12): MadeCross[] {
  const out: MadeCross[] = [];
  for (let i = 0; i < tries && out.length < want; i++) {
    const made = crossNumbers.generate(new Rng(`${label}/${i}`), options, difficulty);
    if (made) out.push(made);
  }
  return out;
}

const blanksOf = (p: CrossNumbersPuzzle) => p.cells.flat().filter((v) => v === null).length;

/** Everything a generated puzzle must satisfy before it may be printed. */
function expectSound(made: MadeCross, options: CrossNumbersOptions, difficulty: Difficulty): void {
  const { puzzle, solution } = made;
  const grade = made.grade;
  const { rows, cols } = gridOf(options, difficulty);
  const n = rows * cols;

  expect(crossNumbers.puzzle.safeParse(puzzle).success).toBe(true);
  expect(crossNumbers.solution.safeParse(solution).success).toBe(true);
  expect(crossNumbers.puzzle.parse(puzzle)).toEqual(puzzle);
  expect(puzzle).toMatchObject({
    rows,
    cols,
    digits: options.digits,
    distinct: options.distinct,
    order: options.order,
    base: options.base,
  });

  // Proved unique by a fresh solve, and the stored answer is that one solution.
  const solved = crossNumbers.solve(puzzle, 2);
  expect(solved.complete).toBe(true);
  expect(solved.solutions).toEqual([solution]);
  expect(crossNumbers.check(puzzle, solution)).toBeNull();
  puzzle.cells.forEach((row, r) =>
    row.forEach((g, c) => {
      if (g !== null) expect(solution.cells[r]![c]).toBe(g);
    }),
  );
  // Totals are what the answer makes, never below zero.
  for (const t of [...puzzle.rowTotals, ...puzzle.colTotals]) expect(t).toBeGreaterThanOrEqual(0);
  puzzle.rowTotals.forEach((t, r) => expect(evaluate(solution.cells[r]!, puzzle.rowOps[r]!, puzzle.order)).toBe(t));

  // The stored grade is what measuring afresh gives, and it falls in the asked band.
  const measured = measure(puzzle);
  expect(measured).not.toBeNull();
  expect(grade).toEqual(measured);
  expect(grading.band(measured!, puzzle)).toBe(difficulty);
  expect(made.difficulty).toBe(difficulty);
  expect(grade.blanks).toBe(blanksOf(puzzle));
  expect(grade.blanks).toBeGreaterThan(0);

  // Fair: the step solver fills it with the band's techniques, and not with the band below's.
  const level = DIFFICULTIES.indexOf(difficulty) + 1;
  const steps = new CrossSteps(puzzle);
  const cells = puzzle.cells.flat();
  expect(grade.level).toBe(level);
  expect(steps.solve(cells, level).solved).toBe(true);
  if (level > 1) expect(steps.solve(cells, level - 1).solved).toBe(false);
  expect(grade.hardest).toMatch(/./);
  expect(crossNumbers.stepper.ladder[grade.hardest]?.level).toBe(level);
  if (difficulty === 'expert') {
    expect(grade.uses.listing).toBeGreaterThanOrEqual(2);
    // Needed twice, with two fillings or more each time: in the generator's order listing
    // comes only when nothing easier goes on.
    steps.solve(cells, 4, false);
    expect(steps.listings).toBeGreaterThanOrEqual(2);
  }
  if (difficulty === 'easy') {
    const [least, most] = easyBlanks(rows, cols);
    expect(grade.blanks).toBeGreaterThanOrEqual(Math.min(least, n));
    expect(grade.blanks).toBeLessThanOrEqual(most);
    expect(grade.hardOps).toBeLessThanOrEqual(EASY_HARD_OPS);
    // Easy operators never divide.
    expect([...puzzle.rowOps.flat(), ...puzzle.colOps.flat()]).not.toContain('/');
  }
}

const ALL = DIFFICULTIES;

const EASY_MEDIUM: readonly Difficulty[] = ['easy', 'medium'];

/**
 * Every band is reached on every case below, but not from every seed: 5 rows × 2 columns
 * gives expert for about a third. Hard and expert work on lines of three or more empty
 * boxes, so 2×2 stops at medium; with digits 0 and 1 only (base 2), listing is never
 * needed, so base 2 stops at hard (see the last tests).
 */
const CASES: { name: string; input: object; bands: readonly Difficulty[]; want?: number; tries?: number }[] = [
  { name: '2×2', input: { size: 2 }, bands: EASY_MEDIUM },
  { name: '3×3', input: { size: 3 }, bands: ALL },
  { name: '5×5', input: { size: 5 }, bands: ALL },
  { name: '3 rows × 5 cols', input: { rows: 3, cols: 5 }, bands: ALL },
  { name: '5 rows × 2 cols', input: { rows: 5, cols: 2 }, bands: ALL },
  { name: '9×9', input: { size: 9 }, bands: ALL, want: 2, tries: 4 },
  // Expert under distinct lines takes seconds at 9×9; 5×5 covers it.
  { name: '9×9 distinct lines', input: { size: 9, distinct: 'lines' }, bands: ['easy', 'medium', 'hard'], want: 1, tries: 3 },
  { name: '9×9 left to right, digits 0–9', input: { size: 9, order: 'left-to-right', digits: [0, 9] }, bands: ALL, want: 1, tries: 3 },
  { name: '3×3 distinct rows', input: { size: 3, distinct: 'rows' }, bands: ALL },
  { name: '3×3 distinct lines', input: { size: 3, distinct: 'lines' }, bands: ALL },
  { name: '5×5 distinct lines', input: { size: 5, distinct: 'lines' }, bands: ALL },
  { name: '3×3 distinct grid', input: { size: 3, distinct: 'grid' }, bands: ALL },
  { name: '2×2 distinct grid 0–3', input: { size: 2, distinct: 'grid', digits: [0, 3] }, bands: EASY_MEDIUM },
  { name: '3×3 left to right', input: { size: 3, order: 'left-to-right' }, bands: ALL },
  { name: '5×5 left to right', input: { size: 5, order: 'left-to-right' }, bands: ALL },
  { name: '3×3 base 7', input: { size: 3, base: 7 }, bands: ALL },
  { name: '4×4 base 2', input: { size: 4, base: 2 }, bands: ['easy', 'medium', 'hard'] },
  { name: '3×3 digits 0–9', input: { size: 3, digits: [0, 9] }, bands: ALL },
  { name: '5×5 digits 0–9', input: { size: 5, digits: [0, 9] }, bands: ALL },
];

describe('cross numbers generator', () => {
  for (const { name, input, bands, want = 2, tries = 12 } of CASES) {
    const options = crossNumbers.options.parse(input);
    it.each(bands.map((d) => [d]))(`${name} %s: valid, unique, in band`, (difficulty) => {
      const made = firstMade(`gen-test/${name}/${difficulty}`, options, difficulty, want, tries);
      expect(made.length).toBe(want);
      for (const m of made) expectSound(m, options, difficulty);
    });
  }

  it('is deterministic: same seed and options, same puzzle, whatever ran in between', () => {
    const options = crossNumbers.options.parse({ size: 4, distinct: 'rows' });
    for (const d of DIFFICULTIES) {
      const first = crossNumbers.generate(new Rng('determinism/1'), options, d);
      // Other sizes and seeds use (and leave behind) the line solver's shared sets.
      crossNumbers.generate(new Rng('determinism/other'), crossNumbers.options.parse({ size: 6 }), d);
      crossNumbers.generate(new Rng('determinism/2'), options, d);
      const again = crossNumbers.generate(new Rng('determinism/1'), options, d);
      expect(first).not.toBeNull();
      expect(again).toEqual(first);
    }
  });

  it('different seeds give different puzzles', () => {
    const options = crossNumbers.options.parse({ size: 4 });
    for (const d of DIFFICULTIES) {
      const made = firstMade(`different/${d}`, options, d, 6);
      expect(made.length).toBe(6);
      expect(new Set(made.map((m) => JSON.stringify(m.puzzle))).size).toBe(6);
      expect(new Set(made.map((m) => JSON.stringify(m.solution))).size).toBe(6);
    }
  });

  // Thirty-two seeds: hard and expert blank about as many boxes (17 or 18 of 25), and with
  // sixteen the medians swapped by one with a seed or two.
  it('harder bands leave more blanks, or as many (5×5, medians of thirty-two seeds each)', () => {
    const options = crossNumbers.options.parse({ size: 5 });
    const median: Record<string, number> = {};
    for (const d of DIFFICULTIES) {
      const made = firstMade(`blanks/${d}`, options, d, 32, 64);
      expect(made.length).toBe(32);
      median[d] = made.map((m) => blanksOf(m.puzzle)).sort((a, b) => a - b)[15]!;
    }
    expect(median.easy!).toBeLessThan(median.medium!);
    expect(median.medium!).toBeLessThan(median.hard!);
    expect(median.hard!).toBeLessThanOrEqual(median.expert!);
  });

  it('2×2 never reaches hard: levels 3 and 4 work on lines of three or more empty boxes', () => {
    for (const input of [{ size: 2 }, { size: 2, base: 2 }, { size: 2, distinct: 'lines', digits: [1, 2] }]) {
      const options = crossNumbers.options.parse(input);
      expect(firstMade(`two-by-two/${JSON.stringify(input)}`, options, 'hard', 1, 20)).toEqual([]);
      expect(firstMade(`two-by-two/${JSON.stringify(input)}`, options, 'medium', 1, 20).length).toBe(1);
    }
  });

  it('base 2 never needs listing: with digits 0 and 1, bounds and parity settle every line', () => {
    const options = crossNumbers.options.parse({ size: 4, base: 2 });
    expect(firstMade('base-2/expert', options, 'expert', 1, 12)).toEqual([]);
    expect(firstMade('base-2/hard', options, 'hard', 1, 12).length).toBe(1);
  });
});

/** Issues as `path[1][2]: message`, the way a user reads them. */
function issuesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): string[] {
  expect(result.success).toBe(false);
  return result.error!.issues.map((i) => {
    const [head, ...rest] = i.path;
    return `${String(head)}${rest.map((k) => `[${String(k)}]`).join('')}: ${i.message}`;
  });
}

/** 3×3, precedence: 1 + 2 × 3 = 7, 4 − 5 + 6 = 5, 9 ÷ 3 × 2 = 6; columns 1 + 4 + 9 = 14, 2 × 5 − 3 = 7, 3 + 6 × 2 = 15. */
const GOOD: CrossNumbersPuzzle = {
  rows: 3,
  cols: 3,
  cells: [
    [1, null, 3],
    [4, 5, null],
    [null, 3, 2],
  ],
  rowOps: [
    ['+', '*'],
    ['-', '+'],
    ['/', '*'],
  ],
  colOps: [
    ['+', '+'],
    ['*', '-'],
    ['+', '*'],
  ],
  rowTotals: [7, 5, 6],
  colTotals: [14, 7, 15],
  digits: [1, 9],
  distinct: 'none',
  order: 'precedence',
  base: 10,
};
const GOOD_SOLUTION: CrossNumbersSolution = {
  cells: [
    [1, 2, 3],
    [4, 5, 6],
    [9, 3, 2],
  ],
};

describe('cross numbers schemas', () => {
  it('the hand-written puzzle is valid, and its answer the only one', () => {
    expect(crossNumbers.puzzle.safeParse(GOOD).success).toBe(true);
    expect(crossNumbers.check(GOOD, GOOD_SOLUTION)).toBeNull();
    expect(crossNumbers.solve(GOOD, 2)).toMatchObject({ solutions: [GOOD_SOLUTION], complete: true });
    // Order and base may be left out: precedence, base 10.
    const { order: _o, base: _b, ...bare } = GOOD;
    expect(crossNumbers.puzzle.parse(bare)).toEqual(GOOD);
  });

  it('ragged arrays name the row that is short', () => {
    const cells = [[1, null, 3], [4, 5], [null, 3, 2]];
    expect(issuesOf(crossNumbers.puzzle.safeParse({ ...GOOD, cells }))).toContain('cells[1]: must have 3 entries, not 2');
    expect(issuesOf(crossNumbers.puzzle.safeParse({ ...GOOD, cells: GOOD.cells.slice(0, 2) }))).toContain('cells: must have 3 rows, not 2');
    const colOps = [['+', '+'], ['*'], ['+', '*']];
    expect(issuesOf(crossNumbers.puzzle.safeParse({ ...GOOD, colOps }))).toContain('colOps[1]: must have 2 entries, not 1');
    expect(issuesOf(crossNumbers.puzzle.safeParse({ ...GOOD, colTotals: [14, 7] }))).toContain('colTotals: must have 3 totals');
  });

  it('an operator outside the four names its place', () => {
    const rowOps = [['+', '^'], ['-', '+'], ['/', '*']];
    expect(issuesOf(crossNumbers.puzzle.safeParse({ ...GOOD, rowOps }))).toEqual(['rowOps[0][1]: must be one of + - * /']);
    const x = [['+', 'x'], ['-', '+'], ['/', '*']];
    expect(issuesOf(crossNumbers.puzzle.safeParse({ ...GOOD, rowOps: x }))).toEqual(['rowOps[0][1]: must be one of + - * /']);
  });

  it('a total that is not a whole number names its place', () => {
    expect(issuesOf(crossNumbers.puzzle.safeParse({ ...GOOD, rowTotals: [7, 5, '6'] }))).toEqual(['rowTotals[2]: must be a number']);
    expect(issuesOf(crossNumbers.puzzle.safeParse({ ...GOOD, rowTotals: [7, 5, 6.5] }))).toEqual(['rowTotals[2]: must be a whole number']);
  });

  it('cells must be digits in range, or null', () => {
    const cells = [[1, null, 3], [4, 5, null], [null, 3, 0]];
    expect(issuesOf(crossNumbers.puzzle.safeParse({ ...GOOD, cells }))).toEqual(['cells[2][2]: must be between 1 and 9']);
    const ten = [[1, null, 3], [4, 10, null], [null, 3, 2]];
    expect(issuesOf(crossNumbers.puzzle.safeParse({ ...GOOD, cells: ten }))[0]).toMatch(/^cells\[1\]\[1\]: /);
  });

  it('base outside 2–16', () => {
    expect(issuesOf(crossNumbers.puzzle.safeParse({ ...GOOD, base: 17 }))).toContain('base: must be between 2 and 16');
    expect(issuesOf(crossNumbers.options.safeParse({ base: 1 }))).toContain('base: must be between 2 and 16');
    expect(issuesOf(crossNumbers.options.safeParse({ base: 17 }))).toContain('base: must be between 2 and 16');
    // Digits must be digits of the base.
    expect(issuesOf(crossNumbers.puzzle.safeParse({ ...GOOD, base: 7 }))).toContain('digits: in base 7 a digit is at most 6');
    expect(issuesOf(crossNumbers.options.safeParse({ base: 7, digits: [1, 9] }))).toContain('digits: in base 7 a digit is at most 6');
  });

  it('distinct grid on a grid too large for the digit range', () => {
    expect(issuesOf(crossNumbers.options.safeParse({ size: 4, distinct: 'grid' }))).toEqual([
      'distinct: grid needs 16 different digits, but 1–9 has 9',
    ]);
    expect(issuesOf(crossNumbers.options.safeParse({ rows: 2, cols: 5, distinct: 'grid', digits: [0, 8] }))).toEqual([
      'distinct: grid needs 10 different digits, but 0–8 has 9',
    ]);
    expect(issuesOf(crossNumbers.options.safeParse({ size: 6, distinct: 'lines', digits: [1, 5] }))[0]).toMatch(/^distinct: lines needs 6/);
    expect(crossNumbers.options.safeParse({ rows: 2, cols: 5, distinct: 'grid', digits: [0, 9] }).success).toBe(true);
  });

  it('options: defaults, and either size or rows and cols', () => {
    // No size named: the band decides it (`gridOf`).
    expect(crossNumbers.options.parse({})).toEqual({
      rows: undefined,
      cols: undefined,
      digits: [1, 9],
      distinct: 'none',
      order: 'precedence',
      base: 10,
      operators: ['+', '-', '*', '/'],
      noNegatives: false,
      maxTotal: undefined,
    });
    expect(crossNumbers.options.parse({ rows: 3, cols: 5 })).toMatchObject({ rows: 3, cols: 5 });
    expect(crossNumbers.options.parse({ size: 4 })).toMatchObject({ rows: 4, cols: 4 });
    expect(issuesOf(crossNumbers.options.safeParse({ size: 3, rows: 3, cols: 3 }))[0]).toMatch(/^size: /);
    expect(issuesOf(crossNumbers.options.safeParse({ rows: 3 }))[0]).toMatch(/^cols: /);
    expect(issuesOf(crossNumbers.options.safeParse({ size: 10 }))[0]).toMatch(/^size: /);
    expect(issuesOf(crossNumbers.options.safeParse({ digits: [5, 5] }))[0]).toMatch(/^digits: /);
    expect(issuesOf(crossNumbers.options.safeParse({ order: 'right-to-left' }))[0]).toMatch(/^order: /);
  });
});

describe('cross numbers column totals', () => {
  it('never touch, however wide: the columns stand apart as far as the widest total needs, every number at one size, and the figure holds the one that spills left', () => {
    // 27216 beside 19 (the issue's page 47) and two three-digit totals side by side (104 | 173).
    const p: CrossNumbersPuzzle = {
      rows: 2,
      cols: 4,
      cells: [
        [null, null, null, null],
        [null, null, null, null],
      ],
      rowOps: [
        ['*', '*', '*'],
        ['+', '+', '+'],
      ],
      colOps: [['*'], ['+'], ['*'], ['*']],
      rowTotals: [1, 2],
      colTotals: [27216, 19, 104, 173],
      digits: [1, 9],
      distinct: 'none',
      order: 'precedence',
      base: 10,
    } as unknown as CrossNumbersPuzzle;
    const figure = crossNumbers.draw(p);
    const boxes = figure.items.filter((i): i is BoxItem => i.type === 'box' && i.key!.startsWith('total-col-'));
    expect(boxes).toHaveLength(4);
    for (let c = 1; c < boxes.length; c++) expect(boxes[c]!.x - (boxes[c - 1]!.x + boxes[c - 1]!.w), `totals ${c} and ${c + 1}`).toBeGreaterThanOrEqual(0.1);
    // Every item within the figure's box, and each total's digits within its own box.
    for (const item of figure.items) if (item.type === 'box' || item.type === 'text') expect(item.x, JSON.stringify(item)).toBeGreaterThanOrEqual(0);
    const totals = figure.items.filter((i): i is TextItem => i.type === 'text' && p.colTotals.map(String).includes(i.text) && i.role === 'given');
    for (const t of totals) {
      const box = boxes.find((b) => t.x > b.x && t.x < b.x + b.w)!;
      expect(t.text.length * t.size * 0.66, t.text).toBeLessThanOrEqual(box.w);
    }
    // One size for every number of the figure (issue 66: "2292" printed smaller than "108"
    // beside it): the 27216 prints as large as the 19 beside it, its column standing further off.
    const numbers = new Set(figure.items.filter((i): i is TextItem => i.type === 'text' && i.role === 'given').map((i) => i.size));
    expect([...numbers]).toEqual([0.6]);
  });
});

describe('cross numbers draw and text', () => {
  // Numbered, as the archive draws them and a book that asks for coordinates prints them.
  const texts = (p: CrossNumbersPuzzle, s?: CrossNumbersSolution) =>
    crossNumbers.draw(p, s, { coordinates: true }).items.filter((i): i is TextItem => i.type === 'text');
  const sorted = (xs: string[]) => [...xs].sort();
  const SIGNS: Record<string, string> = { '+': '+', '-': '−', '*': '×', '/': '÷' };

  /** Givens, totals, operators and rule lines of a puzzle's figure, all in the puzzle's base. */
  function expectDrawn(p: CrossNumbersPuzzle, s: CrossNumbersSolution): void {
    const t = texts(p);
    const role = (r: string) => t.filter((i) => i.role === r).map((i) => i.text);
    const inBase = (v: number) => v.toString(p.base).toUpperCase();
    const givens = p.cells.flat().filter((v): v is number => v !== null);
    expect(sorted(role('given'))).toEqual(sorted([...givens, ...p.rowTotals, ...p.colTotals].map(inBase)));
    const ops = [...p.rowOps.flat(), ...p.colOps.flat()].map((op) => SIGNS[op]!);
    expect(sorted(role('operator'))).toEqual(sorted([...ops, ...Array<string>(p.rows + p.cols).fill('=')]));
    expect(role('answer')).toEqual([]);
    const rules = role('label').join(' ');
    // The order of operations is stated where a line mixes × or ÷ with + or −, and only there.
    const multiplies = (op: string) => op === '*' || op === '/';
    const mixes = [...p.rowOps, ...p.colOps].some((line) => line.some(multiplies) && !line.every(multiplies));
    const order = p.order === 'precedence' ? '× and ÷ before + and −' : 'Work strictly left to right';
    if (mixes) expect(rules).toContain(order);
    else expect(rules).not.toContain(order);
    if (p.base !== 10) expect(rules).toContain(`base ${p.base}`);

    // Rows numbered down the left, columns across the top, each level with its cells (where asked: a book prints none by default).
    expect(crossNumbers.draw(p).items.filter((i) => i.type === 'text' && i.role === 'coordinate')).toEqual([]);
    const figure = crossNumbers.draw(p, undefined, { coordinates: true });
    const box = (r: number, c: number) => figure.items.find((i): i is BoxItem => i.type === 'box' && i.key === `cell-${r}-${c}`)!;
    const coordinates = t.filter((i) => i.role === 'coordinate');
    const numbers = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1));
    expect(coordinates.map((i) => i.text)).toEqual([...numbers(p.cols), ...numbers(p.rows)]);
    coordinates.slice(0, p.cols).forEach((label, c) => {
      expect(label.x).toBeCloseTo(box(0, c).x + 0.5, 9);
      expect(label.y).toBeLessThan(box(0, c).y);
    });
    coordinates.slice(p.cols).forEach((label, r) => {
      expect(label.y).toBeCloseTo(box(r, 0).y + 0.5, 9);
      expect(label.x).toBeLessThan(box(r, 0).x);
    });

    // With the answer: each blank's digit, as an answer, at its cell's centre.
    const filled = texts(p, s);
    const answers = filled.filter((i) => i.role === 'answer');
    const expected: string[] = [];
    p.cells.forEach((row, r) =>
      row.forEach((g, c) => {
        if (g !== null) return;
        expected.push(inBase(s.cells[r]![c]!));
        const at = answers.find((a) => Math.abs(a.x - (box(r, c).x + 0.5)) < 1e-9 && Math.abs(a.y - (box(r, c).y + 0.5)) < 1e-9);
        expect(at?.text, `answer at row ${r + 1}, column ${c + 1}`).toBe(inBase(s.cells[r]![c]!));
      }),
    );
    expect(sorted(answers.map((a) => a.text))).toEqual(sorted(expected));
    expect(filled.filter((i) => i.role === 'given').length).toBe(t.filter((i) => i.role === 'given').length);

    // The text form lists every total, in base.
    const plain = crossNumbers.text(p);
    for (const total of [...p.rowTotals, ...p.colTotals]) expect(plain).toContain(inBase(total));
    p.rowTotals.forEach((total, r) => expect(plain.split('\n')[2 * r]).toMatch(new RegExp(`= ${inBase(total)}$`)));
    expect(plain.split('\n').at(-1)!.split(/\s+/)).toEqual(p.colTotals.map(inBase));
    expect((plain.match(/_/g) ?? []).length).toBe(blanksOf(p));
    expect(crossNumbers.text(p, s)).not.toContain('_');
  }

  it('a hand-written puzzle: every given, total, operator and the precedence rule', () => {
    expectDrawn(GOOD, GOOD_SOLUTION);
    expect(crossNumbers.text(GOOD)).toBe(['1 + _ x 3 = 7', '+   x   +', '4 - 5 + _ = 5', '+   -   x', '_ / 3 x 2 = 6', '=   =   =', '14   7   15'].join('\n'));
  });

  it('base 7: totals printed in base 7 (7 as 10), left to right stated', () => {
    // 3 + 4 = 7 → "10"; 6 × 6 = 36 → "51"; 3 × 6 = 18 → "24"; 4 + 6 = 10 → "13".
    const p: CrossNumbersPuzzle = {
      rows: 2,
      cols: 2,
      cells: [
        [3, null],
        [null, 6],
      ],
      rowOps: [['+'], ['*']],
      colOps: [['*'], ['+']],
      rowTotals: [7, 36],
      colTotals: [18, 10],
      digits: [1, 6],
      distinct: 'none',
      order: 'left-to-right',
      base: 7,
    };
    const s = { cells: [[3, 4], [6, 6]] };
    expect(crossNumbers.check(p, s)).toBeNull();
    expectDrawn(p, s);
    const given = texts(p).filter((i) => i.role === 'given').map((i) => i.text);
    expect(given).toEqual(expect.arrayContaining(['10', '51', '24', '13']));
    expect(given).not.toContain('7');
    expect(crossNumbers.text(p)).toContain('= 10');
  });

  it('base 16: totals in capital hex digits', () => {
    const p: CrossNumbersPuzzle = {
      rows: 2,
      cols: 2,
      cells: [
        [null, 9],
        [9, null],
      ],
      rowOps: [['*'], ['+']],
      colOps: [['*'], ['+']],
      rowTotals: [81, 18],
      colTotals: [81, 18],
      digits: [1, 9],
      distinct: 'none',
      order: 'precedence',
      base: 16,
    };
    const s = { cells: [[9, 9], [9, 9]] };
    expectDrawn(p, s);
    expect(texts(p).map((i) => i.text)).toEqual(expect.arrayContaining(['51', '12']));
  });

  it('generated puzzles of every option draw completely', () => {
    for (const input of [{ size: 3, base: 7 }, { size: 5, order: 'left-to-right' }, { rows: 3, cols: 5, digits: [0, 9] }, { size: 4, base: 2 }]) {
      const options = crossNumbers.options.parse(input);
      for (const d of ['easy', 'expert'] as const) {
        for (const m of firstMade(`draw/${JSON.stringify(input)}/${d}`, options, d, 1)) expectDrawn(m.puzzle, m.solution);
      }
    }
  });
});
