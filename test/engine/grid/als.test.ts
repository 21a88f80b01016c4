/**
 * The Almost Locked Set techniques (src/engine/grid/als): ALS-XZ, singly and doubly linked, and
 * ALS-XY-Wing. True on real positions: 9×9 puzzles carved only to stay unique, and Latin squares
 * with no boxes (the rows and columns a Calcudoku has), climbed by Sudoku's ladder until it
 * stalls, then each ALS step judged by brute force on the board as it stands, applied, and the
 * climb taken up again. Exact on hand-made boards and on published examples (HoDoKu's doubly
 * linked ALS-XZ; an ALS-XY-Wing from the Players' Forum), silent on near misses; their links
 * join candidates the board holds, and their sentences name every cell, in every language.
 */
import { describe, expect, it } from 'vitest';
import { digitsOf, maskOf, rangeMask } from '../../../src/engine/grid/bits.ts';
import { Board } from '../../../src/engine/grid/board.ts';
import { filledGrid, GridCounter } from '../../../src/engine/grid/count.ts';
import { climbBoard } from '../../../src/engine/grid/ladder.ts';
import { orbitsOf, removeClues } from '../../../src/engine/grid/remove.ts';
import { linesOf, type Shape, shapeOf, shapeWith } from '../../../src/engine/grid/shape.ts';
import type { Finding, GridTechnique } from '../../../src/engine/grid/technique.ts';
import { alsRung, alsWordsSet, alsXyWing, alsXz } from '../../../src/engine/grid/als/index.ts';
import { alsSay } from '../../../src/engine/grid/als/say.ts';
import { catalogIn, languagesOf } from '../../../src/engine/catalog.ts';
import { inLanguage } from '../../../src/engine/language.ts';
import { translationProblems } from '../../../src/engine/translation.ts';
import { Rng } from '../../../src/engine/random.ts';
import { shapeFor } from '../../../src/kinds/sudoku/steps.ts';
import { belowChains, falseIn } from './truth.ts';

const NINE = shapeFor(9, [3, 3]);
const TECHNIQUES = [alsXz, alsXyWing];

/** What is wrong with a finding's links, as sentences: each weak, each end's candidates on the board, every place of one end seeing every place of the other. */
function linksWrong(board: Board, found: Finding): string[] {
  const wrong: string[] = [];
  const links = found.links ?? [];
  if (links.length === 0) wrong.push('no links');
  for (const { a, b, strong } of links) {
    if (strong) wrong.push('a restricted common digit drawn as a strong link');
    for (const { cells, value } of [a, b]) {
      if (cells.length === 0) wrong.push('an end with no cell');
      for (const c of cells) if (board.filled[c] || !(board.cand[c]! & (1 << value))) wrong.push(`cell ${c} does not hold ${value}`);
    }
    if (a.value !== b.value) wrong.push('a link between two digits');
    for (const p of a.cells) for (const q of b.cells) if (!board.sees(p, q)) wrong.push(`cells ${p} and ${q} of a restricted common digit do not see each other`);
  }
  return wrong;
}

/** Applies a finding; what it crossed off that was not there, as sentences. */
function apply(board: Board, found: Finding): string[] {
  const wrong: string[] = [];
  for (const { cell, values } of found.strike) if (board.strike(cell, values) !== values) wrong.push(`crosses ${digitsOf(values)} off cell ${cell}, not all there`);
  return wrong;
}

/**
 * Puzzles of `shape` carved only to stay unique, climbed by Sudoku's ladder at level 4 until it
 * stalls; each ALS step then judged on the board as it stands and applied, and the climb taken up again.
 */
function judged(shape: Shape, count: number, seed: string) {
  const counter = new GridCounter(shape);
  const rng = new Rng(seed);
  const side = shape.width;
  const used = { 'als-xz': 0, 'als-xy-wing': 0, double: 0 };
  let [stalled, unlocked, solved] = [0, 0, 0];
  const wrong: string[] = [];
  for (let i = 0; i < count; i++) {
    const full = filledGrid(shape, rng, counter)!;
    const givens = removeClues(full, orbitsOf(side, side, 'none'), rng, (g) => counter.count(g, 2).solutions.length === 1);
    const board = new Board(shape).reset(givens);
    let stuck = false;
    let moved = false;
    for (;;) {
      climbBoard(board, belowChains(), 4, false);
      if (board.left === 0 || board.broken) break;
      if (!stuck) (stuck = true), stalled++;
      const [technique, found] = TECHNIQUES.map((t) => [t, t.find(board)] as const).find(([, f]) => f) ?? [null, null];
      if (!technique || !found) break;
      const at = `${seed} puzzle ${i} (${technique.key})`;
      if (found.strike.length === 0) wrong.push(`${at}: crosses nothing off`);
      wrong.push(...falseIn(board, found, { unique: true }).map((w) => `${at}: ${w}`));
      wrong.push(...linksWrong(board, found).map((w) => `${at}: ${w}`));
      wrong.push(...apply(board, found).map((w) => `${at}: ${w}`));
      used[technique.key as 'als-xz' | 'als-xy-wing']++;
      if ((found.data as { double?: boolean }).double) used.double++;
      if (!moved) (moved = true), unlocked++;
    }
    if (stuck && board.left === 0 && !board.broken) solved++;
    if (board.left === 0) expect(Array.from(board.value)).toEqual(Array.from(full));
  }
  return { used, stalled, unlocked, solved, wrong };
}

describe('ALS steps on real positions', () => {
  it('9×9: every ALS step on a position Sudoku’s ladder stalls on is true, and both techniques are used', () => {
    const { used, stalled, unlocked, wrong } = judged(NINE, 160, 'test/grid/als/9');
    expect(wrong).toEqual([]);
    expect(stalled).toBeGreaterThan(20);
    // Most stalled positions have an ALS step; the wing finds some the pairs do not, and some pairs are doubly linked.
    expect(unlocked).toBeGreaterThan(stalled / 2);
    expect(used['als-xz']).toBeGreaterThanOrEqual(20);
    expect(used['als-xy-wing']).toBeGreaterThanOrEqual(3);
    expect(used.double).toBeGreaterThanOrEqual(2);
  });

  it('a Latin square without boxes (Calcudoku’s rows and columns): every ALS step is true, in rows and columns only', () => {
    const latin = shapeOf(8, 8, rangeMask(1, 8), linesOf(8, 8));
    const { used, stalled, wrong } = judged(latin, 120, 'test/grid/als/latin');
    expect(wrong).toEqual([]);
    expect(stalled).toBeGreaterThan(10);
    expect(used['als-xz']).toBeGreaterThanOrEqual(5);
    expect(used['als-xy-wing']).toBeGreaterThanOrEqual(3);
  });
});

// ——— Hand-made boards: the candidates set directly ———

/** A cell by its row and column, from 1, on a grid `side` wide. */
const at = (r: number, c: number, side = 9) => (r - 1) * side + (c - 1);
/** An empty board of `shape`, every candidate open, then each cell's candidates as `marks` say. */
function boardOf(shape: Shape, marks: [number, number[]][]): Board {
  const board = new Board(shape).reset(new Array<number>(shape.size).fill(0));
  for (const [cell, digits] of marks) board.cand[cell] = maskOf(digits);
  return board;
}
/** A candidate grid as HoDoKu and the forum print it, row by row: a cell's candidates, or its one digit written in (letters and `-` marks ignored). */
function gridOf(text: string): Board {
  const tokens = text
    .split('\n')
    .filter((line) => /\d/.test(line))
    .flatMap((line) => line.replace(/[|:]/g, ' ').trim().split(/\s+/));
  expect(tokens).toHaveLength(81);
  const cands = tokens.map((t) => [...t.replace(/[^0-9]/g, '')].map(Number));
  const board = new Board(NINE).reset(cands.map((c) => (c.length === 1 ? c[0]! : 0)));
  cands.forEach((c, i) => c.length > 1 && (board.cand[i] = maskOf(c)));
  return board;
}
/** What a finding crosses off, as "r5c1-14", in cell order. */
const struck = (found: Finding | null, side = 9) => found!.strike.map((s) => `r${Math.floor(s.cell / side) + 1}c${(s.cell % side) + 1}-${digitsOf(s.values).join('')}`);
/** A finding's sets, as "r1c1,r1c5{125}". */
const setsOf = (found: Finding | null) => {
  const d = found!.data as Record<string, { cells: { row: number; col: number }[]; digits: number[] } | undefined>;
  return ['a', 'b', 'c'].flatMap((k) => (d[k] ? [`${d[k].cells.map((s) => `r${s.row}c${s.col}`).join(',')}{${d[k].digits.join('')}}`] : []));
};
/** The one step a technique takes on the board alone, with its sentence. */
const stepOf = (technique: GridTechnique, board: Board) => climbBoard(board, [alsRung(technique, 1)], 1, true).steps[0]!;

/**
 * A: row 1, columns 1 and 5 ({1 5}, {1 2 5}); B: row 6, columns 5 and 6 ({2 3}, {3 5}). 2 is
 * restricted common (its one place in each, column 5); 5, in both, is seen in all its places by
 * row 1, column 6 alone.
 */
const single = (): Board => boardOf(NINE, [
  [at(1, 1), [1, 5]],
  [at(1, 5), [1, 2, 5]],
  [at(6, 5), [2, 3]],
  [at(6, 6), [3, 5]],
]);

describe('hand-made boards: each technique where it must fire, and exactly what it crosses off', () => {
  it('ALS-XZ, singly linked: 5 off the one cell that sees every 5 of both sets', () => {
    const found = alsXz.find(single());
    expect(setsOf(found)).toEqual(['r6c5,r6c6{235}', 'r1c1,r1c5{125}']);
    expect(struck(found)).toEqual(['r1c6-5']);
    expect(found!.data).toMatchObject({ double: false, commons: [{ value: 2 }], z: [5] });
    // A is the set in box 5 (boxes are scanned first), B the one in row 1; 2 joins their one place each, in column 5.
    expect(found!.links).toEqual([{ a: { cells: [at(6, 5)], value: 2 }, b: { cells: [at(1, 5)], value: 2 }, strong: false }]);
    expect(linksWrong(single(), found!)).toEqual([]);
    expect(found!.paper).toBe(2 + 2 + 2 + 3);
  });

  it('ALS-XZ near misses: 2 in both of A’s cells is no longer restricted common; a set of cells no house holds is no set', () => {
    const loose = single();
    loose.cand[at(1, 1)] = maskOf([1, 2, 5]);
    expect(alsXz.find(loose)).toBeNull();
    expect(alsXyWing.find(loose)).toBeNull();
    // B's cells moved apart (row 6, column 6 to row 7, column 7): in no house together, they are two cells, not a set.
    const apart = boardOf(NINE, [
      [at(1, 1), [1, 5]],
      [at(1, 5), [1, 2, 5]],
      [at(6, 5), [2, 3]],
      [at(7, 7), [3, 5]],
    ]);
    expect(alsXz.find(apart)).toBeNull();
  });

  it('ALS-XZ, doubly linked: HoDoKu’s example (r2c239 and r4c23, 2 and 4 restricted), every digit off where it sees all its places in the set that must hold it', () => {
    // HoDoKu's example of a doubly linked ALS-XZ (its technique pages, "daxz01"), the candidates as it shows them at the step.
    const make = () =>
      gridOf(`
      | 24579    12579  14579 | 2468  24789  2489   | 45679  3   5679 |
      | 6        279    479   | 5     23479  2349   | 1      8   79   |
      | 4579     8      3     | 46    1      49     | 45679  2   5679 |
      | 1248     12     14    | 9     5      7      | 3      46  168  |
      | 134578   6      157   | 148   348    1348   | 578    9   2    |
      | 1345789  13579  14579 | 28    2368   123468 | 578    47  1578 |
      | 37       37     6     | 18    89     189    | 2      5   4    |
      | 59       4      8     | 7     26     256    | 69     1   3    |
      | 159      159    2     | 3     46     456    | 6789   67  6789 |`);
    // Sudoku's ladder up to colouring has nothing to take there first.
    expect(climbBoard(make(), belowChains(), 4, false).steps).toEqual([]);
    const found = alsXz.find(make());
    expect(setsOf(found)).toEqual(['r4c2,r4c3{124}', 'r2c2,r2c3,r2c9{2479}']);
    expect(found!.data).toMatchObject({ double: true, commons: [{ value: 2 }, { value: 4 }], z: [1, 2, 4, 7, 9] });
    // HoDoKu: r1,5,6c3<>4, r1,6c2<>2, r2c5<>7, r2c56<>9, r4c19,r5c13,r6c123<>1 (row 5, column 3 has no 4 here, row 6, column 2 no 2).
    expect(struck(found)).toEqual(['r1c2-2', 'r1c3-4', 'r2c5-79', 'r2c6-9', 'r4c1-1', 'r4c9-1', 'r5c1-1', 'r5c3-1', 'r6c1-1', 'r6c2-1', 'r6c3-14']);
    // 2 joins row 4, column 2 with row 2, column 2 (column 2); 4 joins row 4, column 3 with row 2, column 3 (column 3).
    expect(found!.links).toEqual([
      { a: { cells: [at(4, 2)], value: 2 }, b: { cells: [at(2, 2)], value: 2 }, strong: false },
      { a: { cells: [at(4, 3)], value: 4 }, b: { cells: [at(2, 3)], value: 4 }, strong: false },
    ]);
    expect(linksWrong(make(), found!)).toEqual([]);
    expect(falseIn(make(), found!, { unique: true })).toEqual([]);
    const say = stepOf(alsXz, make()).say;
    expect(say).toContain('Every 2 of A (row 4, column 2) sees every 2 of B (row 2, column 2), and every 4 of A (row 4, column 3) sees every 4 of B (row 2, column 3): neither digit can be in both.');
    expect(say).toContain('2 off row 1, column 2; 4 off row 1, column 3; 7 and 9 off row 2, column 5;');
  });

  it('ALS-XY-Wing: the Players’ Forum’s easy example, 4 off row 6, column 7', () => {
    // "Easy ALS-XY-Wing Example" (Players' Forum): C r4c2 {27}, A r4c8 {24}, B r6c13 {467} => r6c7 <> 4.
    const make = () =>
      gridOf(`
      | 5 8 14 | 29 19 6 | 7 3 24 |
      | 3 6 14 | 278 178 12578 | 2458 9 248 |
      | 27 27 9 | 38 4 358 | 58 6 1 |
      | 1 27 8 | 467 5 9 | 3 24 67 |
      | 2467 9 5 | 34678 378 3478 | 1248 1248 67 |
      | 467 3 67 | 1 2 478 | -48 5 9 |
      | 9 5 23 | 2348 6 12348 | 1248 7 248 |
      | 678 4 267 | 5 178 1278 | 9 128 3 |
      | 78 1 237 | 234789 3789 23478 | 6 248 5 |`);
    const found = alsXyWing.find(make());
    expect(setsOf(found)).toEqual(['r4c8{24}', 'r6c1,r6c3{467}', 'r4c2{27}']);
    expect(struck(found)).toEqual(['r6c7-4']);
    expect(found!.data).toMatchObject({ x: { value: 2 }, y: { value: 7 }, z: [4] });
    // The chain A – C – B: A's 2 cannot be with C's, nor C's 7 with B's.
    expect(found!.links).toEqual([
      { a: { cells: [at(4, 8)], value: 2 }, b: { cells: [at(4, 2)], value: 2 }, strong: false },
      { a: { cells: [at(4, 2)], value: 7 }, b: { cells: [at(6, 1), at(6, 3)], value: 7 }, strong: false },
    ]);
    expect(falseIn(make(), found!)).toEqual([]);
  });

  it('ALS-XY-Wing on a hand-made board: C a cell of 2 or 7, A a cell of 2 or 4, B two cells of 4, 6 and 7; near miss: A out of C’s sight', () => {
    // C (row 5, column 5) sees A (row 5, column 9) along row 5 and B (rows 7 and 8 of column 5) down column 5.
    const marks = (a: number): [number, number[]][] => [
      [at(5, 5), [2, 7]],
      [a, [2, 4]],
      [at(7, 5), [4, 6]],
      [at(8, 5), [6, 7]],
    ];
    const found = alsXyWing.find(boardOf(NINE, marks(at(5, 9))));
    expect(setsOf(found)).toEqual(['r5c9{24}', 'r7c5,r8c5{467}', 'r5c5{27}']);
    // 4's places: row 5, column 9 (A) and row 7, column 5 (B): row 7, column 9 alone sees both.
    expect(struck(found)).toEqual(['r7c9-4']);
    expect(found!.data).toMatchObject({ x: { value: 2 }, y: { value: 7 }, z: [4] });
    // A moved to row 4, column 9, out of sight of C's 2: no wing.
    expect(alsXyWing.find(boardOf(NINE, marks(at(4, 9))))).toBeNull();
  });

  it('on a Latin square with cages (a Calcudoku): rows and columns are houses, a cage is not', () => {
    const latin = shapeOf(6, 6, rangeMask(1, 6), linesOf(6, 6));
    const at6 = (r: number, c: number) => at(r, c, 6);
    // A: row 1, columns 1 and 4 ({1 5}, {1 2 5}); B: row 5, columns 4 and 6 ({2 3}, {3 5}): 2 restricted common in column 4.
    const marks: [number, number[]][] = [
      [at6(1, 1), [1, 5]],
      [at6(1, 4), [1, 2, 5]],
      [at6(5, 4), [2, 3]],
      [at6(5, 6), [3, 5]],
    ];
    const found = alsXz.find(boardOf(latin, marks));
    expect(setsOf(found).sort()).toEqual(['r1c1,r1c4{125}', 'r5c4,r5c6{235}']);
    // 5's places: row 1, columns 1 and 4 (A) and row 5, column 6 (B): row 1, column 6 sees them all.
    expect(struck(found, 6)).toEqual(['r1c6-5']);
    // B's cells in a cage rather than a line (row 5, column 6 moved to row 6, column 5): a cage binds no repeats, so they are no set.
    const caged = shapeWith(latin, [{ kind: 'cage', n: 1, cells: [at6(5, 4), at6(6, 5)], house: false, distinct: false, total: { op: '+', target: 8 } }]);
    expect(
      alsXz.find(
        boardOf(caged, [
          [at6(1, 1), [1, 5]],
          [at6(1, 4), [1, 2, 5]],
          [at6(5, 4), [2, 3]],
          [at6(6, 5), [3, 5]],
        ]),
      ),
    ).toBeNull();
  });
});

describe('ALS sentences', () => {
  it('ALS-XZ in English names each set’s cells and digits, the restricted common digit’s places, and the cells crossed off', () => {
    const step = stepOf(alsXz, single());
    expect(step.say).toContain('A is row 6, column 5 and row 6, column 6 in box 5, holding only 2, 3 and 5 between them');
    expect(step.say).toContain('B is row 1, column 1 and row 1, column 5 in row 1, holding only 1, 2 and 5 between them');
    expect(step.say).toContain('Every 2 of A (row 6, column 5) sees every 2 of B (row 1, column 5), so they cannot both hold 2.');
    expect(step.say).toContain('So 5 is in A or in B: cross it off every cell that sees all its places in both, row 1, column 6.');
    expect(step.links).toHaveLength(1);
  });

  it('every cell a step reads and every cell it crosses a digit off is named, on real positions, in English', () => {
    const rungs = [...belowChains(), alsRung(alsXz, 4), alsRung(alsXyWing, 4)];
    const counter = new GridCounter(NINE);
    const rng = new Rng('test/grid/als/say');
    let said = 0;
    for (let i = 0; i < 40; i++) {
      const full = filledGrid(NINE, rng, counter)!;
      const givens = removeClues(full, orbitsOf(9, 9, 'none'), rng, (g) => counter.count(g, 2).solutions.length === 1);
      for (const step of climbBoard(new Board(NINE).reset(givens), rungs, 4, true).steps) {
        if (!step.technique.startsWith('als-')) continue;
        said++;
        for (const cell of [...step.from, ...step.strike.map((s) => s.cell), ...step.links!.flatMap((l) => [...l.a.cells, ...l.b.cells])]) {
          expect(step.say, step.technique).toContain(`row ${Math.floor(cell / 9) + 1}, column ${(cell % 9) + 1}`);
        }
        for (const { values } of step.strike) for (const v of values) expect(step.say).toMatch(new RegExp(`\\b${v}\\b`));
      }
    }
    expect(said).toBeGreaterThan(5);
  });

  it('every language has every word of the set, and says each kind of step: one set of one cell, two digits crossed off, doubly linked, the wing', () => {
    const { schema, english, id } = alsWordsSet;
    const languages = languagesOf(id);
    expect(languages).toEqual(['en', 'de', 'es', 'fr', 'it', 'nl', 'pt-BR', 'pt-PT']);
    for (const lang of languages.slice(1)) expect(translationProblems(schema, english, catalogIn(id, lang), `src/${id}.${lang}.json`)).toEqual([]);
    const square = (row: number, col: number) => ({ row, col });
    // A cage or a run is named by its clue and squares, as nameOf tells them (issue 90).
    const named = (kind: string, cells: [number, number][]) => (kind === 'cage' || kind === 'run' ? { clue: '7', at: square(...cells[0]!), end: square(...cells.at(-1)!) } : {});
    const set = (cells: [number, number][], digits: number[], kind: 'row' | 'column' | 'box' | 'cage' | 'run' = 'row') => ({ cells: cells.map(([r, c]) => square(r, c)), digits, group: { kind, n: 2, ...named(kind, cells) } });
    const steps = {
      single: { double: false, a: set([[1, 1]], [1, 5]), b: set([[6, 5], [6, 6]], [2, 3, 5], 'box'), commons: [{ value: 2, a: [square(1, 1)], b: [square(6, 5)] }], z: [5], struck: [{ cell: square(1, 6), digits: [5] }], cells: [square(1, 6)] },
      many: { double: false, a: set([[1, 1], [1, 2]], [1, 4, 5], 'column'), b: set([[6, 5], [6, 6], [6, 7]], [1, 2, 4, 5]), commons: [{ value: 1, a: [square(1, 1)], b: [square(6, 5)] }], z: [4, 5], struck: [{ cell: square(1, 6), digits: [4, 5] }, { cell: square(2, 6), digits: [4] }], cells: [square(1, 6), square(2, 6)] },
      double: { double: true, a: set([[1, 1]], [2, 4]), b: set([[4, 2], [4, 3]], [1, 2, 4], 'cage'), commons: [{ value: 2, a: [square(1, 1)], b: [square(4, 2)] }, { value: 4, a: [square(1, 1)], b: [square(4, 3)] }], z: [1, 4], struck: [{ cell: square(5, 1), digits: [1] }, { cell: square(5, 3), digits: [1, 4] }], cells: [square(5, 1), square(5, 3)] },
    };
    const wing = { a: set([[4, 8]], [2, 4]), b: set([[6, 1], [6, 3]], [4, 6, 7], 'box'), c: set([[4, 2]], [2, 7]), x: { value: 2, a: [square(4, 8)], b: [square(4, 2)] }, y: { value: 7, a: [square(4, 2)], b: [square(6, 1), square(6, 3)] }, z: [4], struck: [{ cell: square(6, 7), digits: [4] }], cells: [square(6, 7)] };
    for (const lang of languages) {
      const said = inLanguage(lang, () => [...Object.values(steps).map((d) => alsSay['als-xz'](d)), alsSay['als-xy-wing'](wing), alsSay['als-xy-wing']({ ...wing, z: [4, 6], struck: [{ cell: square(6, 7), digits: [4, 6] }] })]);
      for (const text of said) {
        expect(text, lang).not.toMatch(/\{\{|undefined|\[object|NaN/);
        // Each names its sets' cells and the cells crossed off, as the language words a square.
        expect(text.length, lang).toBeGreaterThan(200);
      }
      const titles = inLanguage(lang, () => Object.values(alsWordsSet.words.techniques).map((t) => t.title + t.what));
      expect(titles.every((t) => t.length > 80)).toBe(true);
      if (lang !== 'en') expect(said[0]).not.toBe(inLanguage('en', () => alsSay['als-xz'](steps.single)));
    }
  });
});
