/**
 * The uniqueness techniques (src/engine/grid/uniqueness/): unique rectangles, types 1 to 4,
 * and BUG+1. Both rest on the puzzle having one answer, so each finding is judged by brute force
 * (truth.ts, `unique`) on boards of puzzles proved unique: Sudoku puzzles carved only to stay
 * unique, climbed by Sudoku's ladder until it sticks, then by these techniques and the ladder
 * again. Then hand-made boards where each type must fire with exactly the strikes expected, and
 * near misses where it must not (four boxes, a given corner, no shared extra, no strong link, a
 * second cell of three); the shapes where a swap proves nothing (a Calcudoku's cages, a
 * Futoshiki's signs), where a naive rectangle's strike is false and nothing is found; and the
 * words: every catalog complete, every sentence in every language, naming what it reads.
 */
import { describe, expect, it } from 'vitest';
import { digitsOf, maskOf, rangeMask } from '../../../src/engine/grid/bits.ts';
import { Board } from '../../../src/engine/grid/board.ts';
import { Carver } from '../../../src/engine/grid/carve.ts';
import { filledGrid } from '../../../src/engine/grid/count.ts';
import { climbBoard, ladderOf } from '../../../src/engine/grid/ladder.ts';
import { orbitsOf, removeClues } from '../../../src/engine/grid/remove.ts';
import { linesOf, type Shape, shapeOf } from '../../../src/engine/grid/shape.ts';
import type { Finding, GridTechnique } from '../../../src/engine/grid/technique.ts';
import { bugPlusOne } from '../../../src/engine/grid/uniqueness/bug.ts';
import { uniqueRectangle } from '../../../src/engine/grid/uniqueness/rectangle.ts';
import { uniquenessRung, uniquenessSay } from '../../../src/engine/grid/uniqueness/say.ts';
import { uniquenessWordsSet } from '../../../src/engine/grid/uniqueness/words.ts';
import { catalogIn } from '../../../src/engine/catalog.ts';
import { inLanguage } from '../../../src/engine/language.ts';
import { Rng } from '../../../src/engine/random.ts';
import { translationProblems } from '../../../src/engine/translation.ts';
import { cagedShape } from '../../../src/kinds/calcudoku/steps.ts';
import { RUNGS, shapeFor } from '../../../src/kinds/sudoku/steps.ts';
import { belowChains, falseIn } from './truth.ts';

const LANGUAGES = ['en', 'es', 'fr', 'de', 'pt-BR', 'pt-PT', 'it', 'nl'];
const NINE = shapeFor(9, [3, 3]);
const MINE = [uniquenessRung(uniqueRectangle, 4), uniquenessRung(bugPlusOne, 4)];
const square = (shape: Shape, cell: number) => `row ${Math.floor(cell / shape.width) + 1}, column ${(cell % shape.width) + 1}`;

/** A board's copy, as it stands. */
function copyOf(board: Board): Board {
  const copy = new Board(board.shape);
  copy.cand.set(board.cand);
  copy.filled.set(board.filled);
  copy.value.set(board.value);
  copy.left = board.left;
  return copy;
}

function apply(board: Board, found: Finding): void {
  for (const { cell, value } of found.place) board.place(cell, value);
  for (const { cell, values } of found.strike) board.strike(cell, values);
}

/** What each step's sentence must name: every corner or cell it reads, every cell it crosses a digit off or writes in, every cell of its links. */
function named(shape: Shape, technique: GridTechnique, found: Finding): string[] {
  const cells = new Set<number>([...found.strike.map((s) => s.cell), ...found.place.map((p) => p.cell)]);
  if (technique === uniqueRectangle) for (const c of found.from) cells.add(c);
  for (const link of found.links ?? []) for (const c of [...link.a.cells, ...link.b.cells]) cells.add(c);
  return [...cells].map((c) => square(shape, c));
}

describe('on real positions: Sudoku puzzles proved unique, stuck at the top of the ladder', () => {
  // Carved only to stay unique (the counter's proof), so many stick where the ladder's level 4 ends.
  const run = (() => {
    let made: ReturnType<typeof climbAll> | undefined;
    return () => (made ??= climbAll(1200));
  })();

  function climbAll(count: number) {
    const carver = new Carver(NINE, RUNGS);
    const rng = new Rng('test/grid/uniqueness');
    const wrong: string[] = [];
    const fired = new Map<string, number>();
    let stalled = 0;
    const unlocked = { 'unique-rectangle': 0, 'bug-plus-one': 0 };
    const findings: { technique: GridTechnique; board: Board; found: Finding }[] = [];
    for (let i = 0; i < count; i++) {
      const full = filledGrid(NINE, rng, carver.counter)!;
      const givens = removeClues(full, orbitsOf(9, 9, 'none'), rng, (g) => carver.counter.count(g, 2).solutions.length === 1);
      const board = new Board(NINE).reset(givens);
      climbBoard(board, belowChains(), 4, false);
      if (board.left === 0) continue;
      stalled++;
      let first = true;
      while (board.left > 0 && !board.broken) {
        const technique = [uniqueRectangle, bugPlusOne].find((t) => t.find(board));
        if (!technique) break;
        const found = technique.find(board)!;
        if (first) unlocked[technique.key as keyof typeof unlocked]++;
        first = false;
        const key = technique === uniqueRectangle ? `unique-rectangle ${(found.data as { type: number }).type}` : technique.key;
        fired.set(key, (fired.get(key) ?? 0) + 1);
        for (const problem of falseIn(board, found, { unique: true })) wrong.push(`puzzle ${i}, ${key}: ${problem}`);
        // Its links join candidates the board holds, and a type 4's is its one strong link.
        for (const { a, b, strong } of found.links ?? []) {
          for (const node of [a, b]) for (const c of node.cells) if (!(board.cand[c]! & (1 << node.value)) || board.filled[c]) wrong.push(`puzzle ${i}, ${key}: a link on ${node.value} at cell ${c}, not a candidate`);
          if (!strong) wrong.push(`puzzle ${i}, ${key}: a weak link`);
        }
        if ((found.links?.length ?? 0) !== (key === 'unique-rectangle 4' ? 1 : 0)) wrong.push(`puzzle ${i}, ${key}: ${found.links?.length ?? 0} links`);
        findings.push({ technique, board: copyOf(board), found });
        apply(board, found);
        // The ladder again, then these techniques again here, so that each of their steps is judged.
        climbBoard(board, belowChains(), 4, false);
      }
      // What the steps reach is the answer.
      for (let c = 0; c < 81; c++) if (board.filled[c] && board.value[c] !== full[c]) wrong.push(`puzzle ${i}: cell ${c} holds ${board.value[c]}, the answer ${full[c]}`);
    }
    return { wrong, fired, stalled, unlocked, findings };
  }

  it('every finding is true (the board has one filling, and the finding agrees with it), and each type fires', () => {
    const { wrong, fired, stalled, unlocked } = run();
    expect(wrong).toEqual([]);
    expect(stalled).toBeGreaterThan(200);
    for (const type of [1, 2, 3, 4]) expect(fired.get(`unique-rectangle ${type}`) ?? 0, `type ${type}`).toBeGreaterThanOrEqual(5);
    expect(fired.get('bug-plus-one') ?? 0).toBeGreaterThanOrEqual(3);
    expect(unlocked['unique-rectangle']).toBeGreaterThan(20);
    expect(unlocked['bug-plus-one']).toBeGreaterThan(0);
  });

  it("each finding's sentence names what it reads and concludes, says why (one answer), and renders in every language", () => {
    const { findings } = run();
    for (const { technique, board, found } of findings) {
      const say = uniquenessSay[technique.key as keyof typeof uniquenessSay];
      const en = inLanguage('en', () => say(found.data));
      expect(en).toContain('This puzzle has one answer');
      for (const part of named(board.shape, technique, found)) expect(en, en).toContain(part);
      for (const { values } of found.strike) for (const v of digitsOf(values)) expect(en).toMatch(new RegExp(`\\b${v}\\b`));
      for (const { value } of found.place) expect(en).toMatch(new RegExp(`\\b${value}\\b`));
      for (const lang of LANGUAGES) {
        const said = inLanguage(lang, () => say(found.data));
        expect(said, lang).not.toMatch(/undefined|\{\{|\[object/);
        if (lang !== 'en') expect(said, lang).not.toBe(en);
      }
    }
  });
});

// ——— Hand-made boards: the candidates set directly ———

const at = (r: number, c: number) => (r - 1) * 9 + (c - 1);
const ALL = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const row = (r: number) => ALL.map((c) => at(r, c));
const box = (b: number) => ALL.map((i) => at(Math.floor((b - 1) / 3) * 3 + Math.floor((i - 1) / 3) + 1, ((b - 1) % 3) * 3 + ((i - 1) % 3) + 1));
const but = (cells: number[], ...out: number[]) => cells.filter((c) => !out.includes(c));

/** An empty 9×9 with every candidate open, then each listed cell's candidates. */
function boardOf(marks: [number[], number[]][], without: [number[], number][] = []): Board {
  const board = new Board(NINE).reset(new Array<number>(81).fill(0));
  for (const [cells, digits] of marks) for (const c of cells) board.cand[c] = maskOf(digits);
  for (const [cells, digit] of without) for (const c of cells) board.cand[c] = board.cand[c]! & ~(1 << digit);
  return board;
}

/** What a finding crosses off, cell by cell in order. */
const struck = (found: Finding | null) =>
  found!.strike
    .map((s) => ({ cell: s.cell, digits: digitsOf(s.values) }))
    .sort((a, b) => a.cell - b.cell);
const each = (cells: number[], digits: number[]) => [...cells].sort((a, b) => a - b).map((cell) => ({ cell, digits }));
/** The one step a technique takes on the board alone, through its rung (its words, its links). */
const stepOf = (technique: GridTechnique, board: Board) => climbBoard(board, [uniquenessRung(technique, 1)], 1, true).steps[0]!;

describe('hand-made boards: each type where it must fire, exactly what it crosses off, and where it must not', () => {
  it('type 1: three corners of 2 and 7 (rows 1 and 4, columns 1 and 2, boxes 1 and 4); 2 and 7 are crossed off the fourth', () => {
    const make = () => boardOf([[[at(1, 1), at(1, 2), at(4, 1)], [2, 7]], [[at(4, 2)], [2, 5, 7]]]);
    const found = uniqueRectangle.find(make());
    expect(struck(found)).toEqual([{ cell: at(4, 2), digits: [2, 7] }]);
    expect(found!.place).toEqual([]);
    expect(found!.data).toMatchObject({ type: 1, context: 'boxes', digits: [2, 7], cell: { row: 4, col: 2 }, extra: [5] });
    expect(found!.links).toBeUndefined();
    expect(found!.paper).toBe(9);
    const step = stepOf(uniqueRectangle, make());
    expect(step.say).toBe(
      'The four cells at row 1, column 1; row 1, column 2; row 4, column 1 and row 4, column 2 make a rectangle in two rows, two columns and two boxes, and each can still hold 2 and 7. ' +
        'Three of them, row 1, column 1; row 1, column 2 and row 4, column 1, can hold nothing else. ' +
        'This puzzle has one answer, so these four cells cannot end up holding only 2 and 7: the two digits could swap places in them and give a second answer. ' +
        'So row 4, column 2 must be 5: cross 2 and 7 off it.',
    );
  });

  it('type 1 near misses: four boxes, a given corner, a corner written in', () => {
    // Rows 1 and 4, columns 1 and 4: boxes 1, 2, 4 and 5 (a rectangle spans one, two or four boxes, never three).
    expect(uniqueRectangle.find(boardOf([[[at(1, 1), at(1, 4), at(4, 1)], [2, 7]], [[at(4, 4)], [2, 5, 7]]]))).toBeNull();
    // The fourth corner a given 5: its row and column lose 5, and no rectangle is left.
    const given = new Board(NINE).reset(Object.assign(new Array<number>(81).fill(0), { [at(4, 2)]: 5 }));
    for (const c of [at(1, 1), at(1, 2), at(4, 1)]) given.cand[c] = maskOf([2, 7]);
    expect(uniqueRectangle.find(given)).toBeNull();
    // Even where a filled corner's marks still held the pair (never so on a board that writes through `place`), it is no corner: a digit written cannot swap.
    const written = boardOf([[[at(1, 1), at(1, 2), at(4, 1)], [2, 7]], [[at(4, 2)], [2, 5, 7]]]);
    written.filled[at(4, 2)] = 1;
    written.value[at(4, 2)] = 5;
    expect(uniqueRectangle.find(written)).toBeNull();
  });

  it('type 2: the roof corners both hold 1, 6 and 3: 3 is crossed off every cell that sees both (the rest of row 5 and of box 5)', () => {
    const roof = [at(5, 4), at(5, 6)];
    const make = () => boardOf([[[at(1, 4), at(1, 6)], [1, 6]], [roof, [1, 3, 6]]]);
    const found = uniqueRectangle.find(make());
    expect(struck(found)).toEqual(each(but([...row(5), ...box(5).filter((c) => !row(5).includes(c))], ...roof), [3]));
    expect(found!.data).toMatchObject({ type: 2, digits: [1, 6], value: 3, floor: [{ row: 1, col: 4 }, { row: 1, col: 6 }], roof: [{ row: 5, col: 4 }, { row: 5, col: 6 }] });
    const say = stepOf(uniqueRectangle, make()).say;
    expect(say).toContain('Two of them, row 1, column 4 and row 1, column 6, can hold nothing else, and the other two, row 5, column 4 and row 5, column 6, only 3 besides.');
    expect(say).toContain('So one of those two is 3: cross 3 off row 4, column 4;');
    expect(say).toMatch(/row 6, column 6, which see both\.$/);
    // Different extras (3 and 8), no cell to make a subset with: nothing.
    expect(uniqueRectangle.find(boardOf([[[at(1, 4), at(1, 6)], [1, 6]], [[at(5, 4)], [1, 3, 6]], [[at(5, 6)], [1, 6, 8]]]))).toBeNull();
  });

  it('type 3: roof extras 3 and 9 with row 7, column 3 (3 or 9) make a naked pair: 3 and 9 are crossed off the rest of row 7', () => {
    const make = () => boardOf([[[at(1, 1), at(1, 2)], [2, 6]], [[at(7, 1)], [2, 3, 6]], [[at(7, 2)], [2, 6, 9]], [[at(7, 3)], [3, 9]]]);
    const found = uniqueRectangle.find(make());
    expect(struck(found)).toEqual(each(but(row(7), at(7, 1), at(7, 2), at(7, 3)), [3, 9]));
    expect(found!.data).toMatchObject({ type: 3, digits: [2, 6], extra: [3, 9], group: { kind: 'row', n: 7 }, subset: [{ row: 7, col: 3 }], subsetDigits: [3, 9] });
    expect(found!.from).toContain(at(7, 3));
    expect(stepOf(uniqueRectangle, make()).say).toContain(
      'So one of those two is 3 or 9. In row 7, that cell and row 7, column 3 can hold only 3 and 9 between them, so those digits fill those cells: cross them off the rest of the row, 3 and 9 off row 7, column 4;',
    );
    // The third cell holding a third digit too (3, 5, 9): a triple needs one more cell; none here.
    expect(uniqueRectangle.find(boardOf([[[at(1, 1), at(1, 2)], [2, 6]], [[at(7, 1)], [2, 3, 6]], [[at(7, 2)], [2, 6, 9]], [[at(7, 3)], [3, 5, 9]]]))).toBeNull();
  });

  it('type 4: 4 only at the roof corners in row 8 (a strong link): 9 is crossed off both, and the step carries the link', () => {
    const roof = [at(8, 5), at(8, 6)];
    const make = () => boardOf([[[at(1, 5), at(1, 6)], [4, 9]], [[roof[0]!], [1, 4, 9]], [[roof[1]!], [2, 4, 5, 9]]], [[but(row(8), ...roof), 4]]);
    const found = uniqueRectangle.find(make());
    expect(struck(found)).toEqual(each(roof, [9]));
    expect(found!.data).toMatchObject({ type: 4, digits: [4, 9], group: { kind: 'row', n: 8 }, value: 4, other: 9 });
    expect(found!.links).toEqual([{ a: { cells: [roof[0]], value: 4 }, b: { cells: [roof[1]], value: 4 }, strong: true }]);
    const step = stepOf(uniqueRectangle, make());
    expect(step.links).toEqual(found!.links);
    expect(step.say).toContain('In row 8, 4 can only go in the other two, row 8, column 5 and row 8, column 6, so one of them is 4 (a strong link).');
    expect(step.say).toContain('Were either of the two 9, the other would be 4 and the four would hold only 4 and 9: cross 9 off both.');
    // 4 in a third place of row 8 (and of box 8): no strong link, nothing.
    const loose = make();
    loose.cand[at(8, 1)] = loose.cand[at(8, 1)]! | (1 << 4);
    loose.cand[at(7, 5)] = loose.cand[at(7, 5)]! | (1 << 4);
    expect(uniqueRectangle.find(loose)).toBeNull();
  });

  // A real position (from the truth test's puzzles): every empty cell two digits but row 3, column 7 (5, 7, 8).
  const BUG = [
    '9 4 1 8 7 5 2 6 3',
    '5 8 7 3 6 2 9 4 1',
    '6 2 3 4 1 9 .578 .57 .58',
    '2 1 6 7 9 8 .45 3 .45',
    '3 7 4 .26 5 1 .68 .29 .89',
    '8 9 5 .26 3 4 .16 .12 7',
    '1 6 8 5 2 3 .47 .79 .49',
    '7 5 9 1 4 6 3 8 2',
    '4 3 2 9 8 7 .15 .15 6',
  ];
  /** A board from rows of tokens: a digit written, or `.` and the candidates of an empty cell. */
  function boardFrom(rows: readonly string[]): Board {
    const tokens = rows.join(' ').split(' ');
    const board = new Board(NINE).reset(tokens.map((t) => (t.startsWith('.') ? 0 : Number(t))));
    tokens.forEach((t, c) => {
      if (t.startsWith('.')) board.cand[c] = maskOf([...t.slice(1)].map(Number));
    });
    return board;
  }

  it('BUG+1: the cell of three takes the digit with three places in its row, column and box (5), and the board agrees', () => {
    const board = boardFrom(BUG);
    const found = bugPlusOne.find(board);
    expect(found!.place).toEqual([{ cell: at(3, 7), value: 5 }]);
    expect(found!.strike).toEqual([]);
    expect(found!.data).toMatchObject({ context: 'boxes', cell: { row: 3, col: 7 }, digits: [5, 7, 8], value: 5 });
    // The cell, and the other places of 5 in row 3, column 7 and box 3.
    expect([...found!.from].sort((a, b) => a - b)).toEqual([at(3, 7), at(3, 8), at(3, 9), at(4, 7), at(9, 7)]);
    expect(found!.paper).toBe(35);
    expect(falseIn(board, found!, { unique: true })).toEqual([]);
    expect(uniqueRectangle.find(boardFrom(BUG))).toBeNull();
    const say = stepOf(bugPlusOne, boardFrom(BUG)).say;
    expect(say).toContain('Every empty cell can hold just two digits but row 3, column 7, which can hold 5, 7 and 8;');
    expect(say).toMatch(/This puzzle has one answer, so 5 goes in row 3, column 7\.$/);
    // A second cell of three: no BUG+1.
    const two = boardFrom(BUG);
    two.cand[at(5, 4)] = maskOf([2, 6, 9]);
    expect(bugPlusOne.find(two)).toBeNull();
    // Row 5, column 9 holding 3 and 8 for 8 and 9: 3 and 9 have one place each in its row, column and box, whichever digit the cell of three loses; nothing.
    const odd = boardFrom(BUG);
    odd.cand[at(5, 9)] = maskOf([3, 8]);
    expect(bugPlusOne.find(odd)).toBeNull();
    // And 2 and 8 for 8 and 9: 2 has three places in row 5.
    const many = boardFrom(BUG);
    many.cand[at(5, 9)] = maskOf([2, 8]);
    expect(bugPlusOne.find(many)).toBeNull();
  });
});

describe('where a swap proves nothing, nothing is found', () => {
  // A 4×4 Latin square, its answer
  //   1 2 3 4 / 2 1 4 3 / 3 4 1 2 / 4 3 2 1,
  // every cell written but the rectangle rows 1–2, columns 1–2: three corners of 1 and 2, the
  // fourth (row 1, column 2) with 3 too. A naive type 1 would cross 1 and 2 off it.
  const answer = [1, 2, 3, 4, 2, 1, 4, 3, 3, 4, 1, 2, 4, 3, 2, 1];
  const corners = [0, 1, 4, 5];
  function latin(shape: Shape): Board {
    const board = new Board(shape).reset(answer.map((v, c) => (corners.includes(c) ? 0 : v)));
    for (const c of corners) board.cand[c] = maskOf([1, 2]);
    board.cand[1] = maskOf([1, 2, 3]);
    return board;
  }
  const naive: Finding = { from: corners, place: [], strike: [{ cell: 1, values: maskOf([1, 2]) }], data: {}, paper: 0 };
  const plain = shapeOf(4, 4, rangeMask(1, 4), linesOf(4, 4));

  it('a Latin square without cages: the rectangle is a type 1 (said without boxes)', () => {
    const found = uniqueRectangle.find(latin(plain));
    expect(struck(found)).toEqual([{ cell: 1, digits: [1, 2] }]);
    expect(found!.data).toMatchObject({ type: 1, context: 'lines' });
    expect(inLanguage('en', () => uniquenessSay['unique-rectangle'](found!.data))).toContain('make a rectangle in two rows and two columns, and each');
  });

  it("Calcudoku: a cage holding one corner (row 1: columns 1 and 3, sum 4) fixes the corners, the naive strike is false, and neither technique fires", () => {
    const shape = cagedShape({ size: 4, cages: [{ cells: [[0, 0], [0, 2]], op: '+', target: 4 }] } as Parameters<typeof cagedShape>[0]);
    const board = latin(shape);
    expect(falseIn(board, naive, { unique: true })).toEqual(['crosses 2 off cell 1, which a filling has there']);
    expect(uniqueRectangle.find(board)).toBeNull();
    expect(bugPlusOne.find(board)).toBeNull();
  });

  it('Futoshiki: a sign between a corner and a cell outside (row 1, column 1 < row 3, column 4, which holds 2) breaks the swap too; nothing', () => {
    const sign = { cells: [0, 11], narrow: () => true, holds: (v: ArrayLike<number>, f: ArrayLike<number>) => !f[0] || !f[11] || v[0]! < v[11]! };
    const shape = shapeOf(4, 4, rangeMask(1, 4), linesOf(4, 4), [sign]);
    const board = latin(shape);
    expect(falseIn(board, naive, { unique: true })).not.toEqual([]);
    expect(uniqueRectangle.find(board)).toBeNull();
  });
});

describe('the words', () => {
  it('every language has the whole set, nothing more, each message reading only what the English is given', () => {
    const { id, schema, english } = uniquenessWordsSet;
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
      expect(uniquenessWordsSet.has(lang), lang).toBe(true);
      expect(translationProblems(schema, english, catalogIn(id, lang), `${id}.${lang}.json`)).toEqual([]);
    }
  });

  it('a rung reads its name and what it is in the language of the work under way', () => {
    const ladder = ladderOf(MINE);
    expect(inLanguage('en', () => ladder['unique-rectangle']!.title)).toBe('unique rectangle');
    expect(inLanguage('fr', () => ladder['unique-rectangle']!.title)).toBe('rectangle unique');
    expect(inLanguage('de', () => ladder['bug-plus-one']!.what)).toContain('genau einer Lösung');
    expect(() => uniquenessRung(RUNGS[0]!.technique, 4)).toThrow(/not a uniqueness technique/);
  });
});
