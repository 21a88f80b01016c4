/**
 * The chains through bivalue cells (src/engine/grid/cell-chains/): W-Wing, Remote Pairs and
 * XY-chains. True on real positions: puzzles carved only to stay unique (9×9 Sudoku, and 8×8
 * Latin squares shaped as Calcudoku's, rows and columns the only houses) are climbed with
 * Sudoku's rungs until they stall; there each technique's finding is judged by brute force
 * (`falseIn`), its links checked against the board, its English sentence held to name every cell
 * of every link; the first finding is applied and the climb goes on. Then each technique on
 * hand-made boards with exactly what it crosses off, and near misses; then its words.
 */
import { describe, expect, it } from 'vitest';
import { translationProblems } from '../../../src/engine/translation.ts';
import { languagesOf } from '../../../src/engine/catalog.ts';
import { inLanguage, type Language } from '../../../src/engine/language.ts';
import { digitsOf, maskOf } from '../../../src/engine/grid/bits.ts';
import { Board } from '../../../src/engine/grid/board.ts';
import { GridCounter, filledGrid } from '../../../src/engine/grid/count.ts';
import { climbBoard, type Rung } from '../../../src/engine/grid/ladder.ts';
import { isConjugate } from '../../../src/engine/grid/links.ts';
import { orbitsOf, removeClues } from '../../../src/engine/grid/remove.ts';
import type { Shape } from '../../../src/engine/grid/shape.ts';
import type { Finding, GridTechnique } from '../../../src/engine/grid/technique.ts';
import { xyWing } from '../../../src/engine/grid/wings.ts';
import { remotePairs } from '../../../src/engine/grid/cell-chains/remote-pairs.ts';
import { cellChainsRung } from '../../../src/engine/grid/cell-chains/rung.ts';
import { cellChainSay } from '../../../src/engine/grid/cell-chains/say.ts';
import { wWing } from '../../../src/engine/grid/cell-chains/w-wing.ts';
import { cellChainWordsSet } from '../../../src/engine/grid/cell-chains/words.ts';
import { xyChain } from '../../../src/engine/grid/cell-chains/xy-chain.ts';
import { Rng } from '../../../src/engine/random.ts';
import { cagedShape } from '../../../src/kinds/calcudoku/steps.ts';
import { RUNGS, shapeFor } from '../../../src/kinds/sudoku/steps.ts';
import type { Link } from '../../../src/engine/steps.ts';
import { belowChains, falseIn } from './truth.ts';

/** The family's rungs at the levels issue 86 plans (the lead sets them in the kinds' ladders). */
const MINE = [cellChainsRung(wWing, 3), cellChainsRung(remotePairs, 3), cellChainsRung(xyChain, 4)];
const KEYS = MINE.map((r) => r.technique.key);

const SUDOKU = shapeFor(9, [3, 3]);
/** An 8×8 Latin square as Calcudoku shapes one: rows and columns, no boxes (its cages add no house). */
const LATIN = cagedShape({ size: 8, cages: [] });

/** Puzzles of `shape` with clues taken while the counter says unique: many stall past the ladder. */
function puzzles(shape: Shape, count: number, seed: string): Uint8Array[] {
  const counter = new GridCounter(shape);
  const rng = new Rng(seed);
  const out: Uint8Array[] = [];
  for (let i = 0; i < count; i++) {
    const full = filledGrid(shape, rng, counter)!;
    out.push(removeClues(full, orbitsOf(shape.width, shape.height, 'none'), rng, (g) => counter.count(g, 2).solutions.length === 1));
  }
  return out;
}

const sameNode = (a: Link['a'], b: Link['a']) => a.value === b.value && a.cells.join() === b.cells.join();

/**
 * What is wrong with a finding's links on the board it was found on: they must run strong, weak,
 * strong … strong, each joining where the last ended, each candidate still on the board; a strong
 * link a bivalue cell's two digits or a digit's only two places in a house, a weak one a digit in
 * two cells that see each other; the chain's ends the digit crossed off, and each cell crossed
 * off seeing both ends.
 */
function linkProblems(board: Board, found: Finding): string[] {
  const links = found.links ?? [];
  const wrong: string[] = [];
  if (links.length % 2 === 0) wrong.push(`${links.length} links: a chain from a strong link to a strong link has an odd count`);
  links.forEach((link, i) => {
    if (link.strong !== (i % 2 === 0)) wrong.push(`link ${i} is ${link.strong ? 'strong' : 'weak'}`);
    if (i > 0 && !sameNode(links[i - 1]!.b, link.a)) wrong.push(`link ${i} does not start where link ${i - 1} ends`);
    for (const node of [link.a, link.b]) {
      if (node.cells.length !== 1) wrong.push(`link ${i}: a grouped node`);
      for (const c of node.cells) if (board.filled[c] || !(board.cand[c]! & (1 << node.value))) wrong.push(`link ${i}: ${node.value} is not a candidate of cell ${c}`);
    }
    const [a, b] = [link.a.cells[0]!, link.b.cells[0]!];
    if (link.strong) {
      const cellPair = a === b && board.cand[a] === maskOf([link.a.value, link.b.value]) && link.a.value !== link.b.value;
      const housePair = a !== b && link.a.value === link.b.value && isConjugate(board, a, b, link.a.value);
      if (!cellPair && !housePair) wrong.push(`link ${i} is not strong`);
    } else if (a === b || link.a.value !== link.b.value || !board.sees(a, b)) wrong.push(`link ${i} is not weak`);
  });
  const [first, last] = [links[0]?.a, links.at(-1)?.b];
  if (!first || !last) return [...wrong, 'no links'];
  // The digit the chain runs from and to; where every cell holds the same pair (Remote Pairs), the chain read from the other digit too.
  const pairs = new Set(links.filter((l) => l.a.cells[0] === l.b.cells[0]).map((l) => board.cand[l.a.cells[0]!]!));
  const cellsOnly = links.every((l) => l.a.cells[0] === l.b.cells[0] || !l.strong);
  const ends = cellsOnly && pairs.size === 1 ? [...pairs][0]! : 1 << first.value;
  if (first.value !== last.value) wrong.push(`the chain runs from ${first.value} to ${last.value}`);
  for (const { cell, values } of found.strike) {
    if (values & ~ends) wrong.push(`crosses off ${digitsOf(values)} at ${cell}, the chain's ends are ${digitsOf(ends)}`);
    if (!board.sees(cell, first.cells[0]!) || !board.sees(cell, last.cells[0]!)) wrong.push(`cell ${cell} does not see both ends`);
  }
  return wrong;
}

/** Where a sentence fails to name a cell its finding reads, links or crosses off, or a digit crossed off. */
function unsaid(shape: Shape, said: string, found: Finding): string[] {
  const square = (c: number) => `row ${Math.floor(c / shape.width) + 1}, column ${(c % shape.width) + 1}`;
  const cells = new Set([...(found.links ?? []).flatMap((l) => [...l.a.cells, ...l.b.cells]), ...found.from, ...found.strike.map((s) => s.cell)]);
  const missing = [...cells].filter((c) => !said.toLowerCase().includes(square(c))).map((c) => `cell ${c}`);
  for (const { values } of found.strike) for (const v of digitsOf(values)) if (!new RegExp(`\\b${v}\\b`).test(said)) missing.push(`digit ${v}`);
  return missing.map((m) => `${said}: names no ${m}`);
}

interface Tally {
  /** Stalled positions, the first of each puzzle, where the technique finds something. */
  unlocks: number;
  /** Findings judged, at every stall. */
  found: number;
}

/**
 * Each puzzle climbed by Sudoku's rungs to `level` until stuck; at each stall every technique of
 * the family is asked, its finding judged, its links and sentence checked; the first finding (in
 * ladder order) applied, and the climb goes on until the grid is full or none finds.
 */
function judgeAll(shape: Shape, givens: readonly Uint8Array[], level: number, base: readonly Rung[] = belowChains(KEYS)) {
  const tally = new Map(KEYS.map((k) => [k, { unlocks: 0, found: 0 } as Tally]));
  const wrong: string[] = [];
  let stalls = 0;
  givens.forEach((g, p) => {
    const board = new Board(shape).reset(g);
    for (let stall = 0; ; stall++) {
      climbBoard(board, base, level, false);
      if (board.left === 0 || board.broken) break;
      if (stall === 0) stalls++;
      let first: Finding | null = null;
      for (const rung of MINE) {
        const found = rung.technique.find(board);
        if (!found) continue;
        const at = `puzzle ${p} stall ${stall} ${rung.technique.key}`;
        const t = tally.get(rung.technique.key)!;
        t.found++;
        if (stall === 0) t.unlocks++;
        wrong.push(...falseIn(board, found).map((w) => `${at}: ${w}`));
        wrong.push(...linkProblems(board, found).map((w) => `${at}: ${w}`));
        wrong.push(...unsaid(shape, inLanguage('en', () => rung.words!.say(found.data)), found).map((w) => `${at}: ${w}`));
        if (found.strike.length === 0 || found.place.length) wrong.push(`${at}: crosses nothing off, or writes`);
        first ??= found;
      }
      if (!first) break;
      for (const { cell, values } of first.strike) board.strike(cell, values);
    }
  });
  return { tally, wrong, stalls };
}

describe('on real stalled positions, each finding is true, its links hold and its sentence names them', () => {
  it('9×9 Sudoku, stalled where the ladder asks Remote Pairs (before simple colouring) and where it asks W-Wing and XY-chains (past colouring)', () => {
    const givens = puzzles(SUDOKU, 600, 'test/grid/cell-chains/sudoku');
    const three = judgeAll(SUDOKU, givens, 3, RUNGS.slice(0, RUNGS.findIndex((r) => r.technique.key === 'remote-pairs')));
    const four = judgeAll(SUDOKU, givens, 3);
    expect([...three.wrong, ...four.wrong]).toEqual([]);
    // Many stall (about a third past colouring); each technique unlocks some. Remote Pairs is the
    // rarest, and only before colouring: simple colouring takes all its eliminations.
    expect(four.stalls).toBeGreaterThan(100);
    const at = (run: typeof three, key: string) => run.tally.get(key)!;
    expect(at(three, 'w-wing').unlocks).toBeGreaterThanOrEqual(20);
    expect(at(three, 'remote-pairs').unlocks).toBeGreaterThanOrEqual(5);
    expect(at(three, 'xy-chain').unlocks).toBeGreaterThanOrEqual(20);
    expect(at(four, 'w-wing').unlocks).toBeGreaterThanOrEqual(10);
    expect(at(four, 'xy-chain').unlocks).toBeGreaterThanOrEqual(20);
  });

  it('8×8 Latin squares (Calcudoku’s shape: rows and columns the only houses), stalled at level 4', () => {
    const run = judgeAll(LATIN, puzzles(LATIN, 300, 'test/grid/cell-chains/latin'), 4);
    expect(run.wrong).toEqual([]);
    expect(run.stalls).toBeGreaterThan(20);
    expect(run.tally.get('w-wing')!.unlocks).toBeGreaterThanOrEqual(5);
    expect(run.tally.get('xy-chain')!.unlocks).toBeGreaterThanOrEqual(10);
  });
});

// ——— Hand-made boards: the candidates set directly ———

/** An empty board of `shape`, every candidate open, then each cell's candidates as `marks` say. */
function boardOf(shape: Shape, marks: (set: (cells: number[], digits: number[]) => void, without: (cells: number[], digit: number) => void) => void): Board {
  const board = new Board(shape).reset(new Array<number>(shape.size).fill(0));
  marks(
    (cells, digits) => cells.forEach((c) => (board.cand[c] = maskOf(digits))),
    (cells, digit) => cells.forEach((c) => (board.cand[c] = board.cand[c]! & ~(1 << digit))),
  );
  return board;
}

/** A cell of a 9×9 (or a `width`-wide grid) by row and column, from 1; a row's cells. */
const at = (r: number, c: number, width = 9) => (r - 1) * width + (c - 1);
const row = (r: number, width = 9) => Array.from({ length: width }, (_, c) => at(r, c + 1, width));
const but = (cells: number[], ...out: number[]) => cells.filter((c) => !out.includes(c));

/** What a finding crosses off, cell by cell in order, each with its digits. */
const struck = (found: Finding | null) => found!.strike.map((s) => ({ cell: s.cell, digits: digitsOf(s.values) })).sort((a, b) => a.cell - b.cell);
const each = (cells: number[], digits: number[]) => [...cells].sort((a, b) => a - b).map((cell) => ({ cell, digits }));

/** The one step a technique takes on the board alone, by its rung, with its English sentence and links. */
const stepOf = (technique: GridTechnique, board: Board) => inLanguage('en', () => climbBoard(board, [cellChainsRung(technique, 4)], 4, true).steps[0]!);

const strong = (a: number, v: number, b: number, w: number): Link => ({ a: { cells: [a], value: v }, b: { cells: [b], value: w }, strong: true });
const weak = (a: number, v: number, b: number, w: number): Link => ({ a: { cells: [a], value: v }, b: { cells: [b], value: w }, strong: false });

describe('W-Wing on hand-made boards', () => {
  // A r1c1 and B r5c8 hold only 3 and 7; in row 3, 7 only at r3c2 (box 1, sees A) and r3c8 (column 8, sees B).
  const [A, B, P, Q] = [at(1, 1), at(5, 8), at(3, 2), at(3, 8)];
  const make = () => boardOf(SUDOKU, (set, without) => (set([A, B], [3, 7]), without(but(row(3), P, Q), 7)));

  it('crosses 3 off the two cells seeing both (r1c8 and r5c1), and links y=x in A, x–x to P, x=x in row 3, x–x to B, x=y in B', () => {
    const found = wWing.find(make());
    expect(struck(found)).toEqual(each([at(1, 8), at(5, 1)], [3]));
    expect(found!.data).toMatchObject({ a: { row: 1, col: 1 }, b: { row: 5, col: 8 }, x: 7, y: 3, house: { kind: 'row', n: 3 }, p: { row: 3, col: 2 }, q: { row: 3, col: 8 } });
    expect(found!.links).toEqual([strong(A, 3, A, 7), weak(A, 7, P, 7), strong(P, 7, Q, 7), weak(Q, 7, B, 7), strong(B, 7, B, 3)]);
    expect(found!.paper).toBe(6);
    const step = stepOf(wWing, make());
    expect(step.say).toBe(
      'Row 1, column 1 and row 5, column 8 can each only be 3 or 7. In row 3, 7 can only go in row 3, column 2 or row 3, column 8; the first sees row 1, column 1, the second sees row 5, column 8. ' +
        'If row 1, column 1 is not 3, it is 7, so row 3, column 2 is not 7, row 3, column 8 is, and row 5, column 8 is not 7 but 3. One of the two is 3, so 3 is crossed off row 1, column 8 and row 5, column 1, which see both.',
    );
    expect(step.links).toEqual(found!.links);
  });

  it('finds nothing with a third place for 7 in row 3, with cells that see each other (a naked pair), or with places that do not see the cells', () => {
    const third = make();
    third.cand[at(3, 5)] = third.cand[at(3, 5)]! | (1 << 7);
    expect(wWing.find(third)).toBeNull();
    expect(wWing.find(boardOf(SUDOKU, (set, without) => (set([A, at(1, 8)], [3, 7]), without(but(row(3), P, Q), 7))))).toBeNull();
    // 7 only at r3c4 and r3c6 in row 3: neither sees A nor B.
    expect(wWing.find(boardOf(SUDOKU, (set, without) => (set([A, B], [3, 7]), without(but(row(3), at(3, 4), at(3, 6)), 7))))).toBeNull();
  });

  it('on a Latin square, its strong link in a column; a cage with only two places for the digit is no house', () => {
    const six = cagedShape({ size: 6, cages: [] });
    // A r1c1, B r4c4 hold only 3 and 5; in column 2, 5 only at r1c2 (row 1, sees A) and r4c2 (row 4, sees B).
    const [a, b, p, q] = [at(1, 1, 6), at(4, 4, 6), at(1, 2, 6), at(4, 2, 6)];
    const column2 = Array.from({ length: 6 }, (_, r) => at(r + 1, 2, 6));
    const found = wWing.find(boardOf(six, (set, without) => (set([a, b], [3, 5]), without(but(column2, p, q), 5))));
    expect(struck(found)).toEqual(each([at(1, 4, 6), at(4, 1, 6)], [3]));
    expect(found!.data).toMatchObject({ house: { kind: 'column', n: 2 }, x: 5, y: 3 });
    // The same two places as the only 5s of a cage, every row and column keeping more: not a link.
    const caged = cagedShape({ size: 6, cages: [{ cells: [[0, 1], [3, 1], [2, 1]], op: '+', target: 10 }] });
    expect(wWing.find(boardOf(caged, (set, without) => (set([a, b], [3, 5]), without([at(3, 2, 6)], 5))))).toBeNull();
  });
});

describe('W-Wing on a published position (HoDoKu’s example w02, its pencil marks as published)', () => {
  it('crosses 4 off r1c7, r2c7, r3c7, r8c9 and r9c9: 1 or 4 in r1c9 and r8c7, joined by the 1s of column 3 (r1c3, r8c3)', () => {
    const marks = [
      '6 134 123 9 5 48 12348 7 14',
      '347 1347 9 67 2 48 13458 136 145',
      '247 5 8 67 3 1 24 269 49',
      '1 6 4 3 8 9 7 5 2',
      '238 38 23 1 7 5 9 4 6',
      '5 9 7 2 4 6 13 13 8',
      '9 2 5 4 1 7 6 8 3',
      '3478 13478 13 5 6 2 14 19 1479',
      '47 147 6 8 9 3 1245 12 1457',
    ];
    // A cell of one digit is written in; the others keep their marks.
    const board = new Board(SUDOKU).reset(marks.flatMap((r) => r.split(' ').map((m) => (m.length === 1 ? Number(m) : 0))));
    marks.forEach((r, i) => r.split(' ').forEach((m, j) => m.length > 1 && (board.cand[at(i + 1, j + 1)] = maskOf([...m].map(Number)))));
    const found = wWing.find(board);
    expect(struck(found)).toEqual(each([at(1, 7), at(2, 7), at(3, 7), at(8, 9), at(9, 9)], [4]));
    expect(found!.data).toMatchObject({ a: { row: 1, col: 9 }, b: { row: 8, col: 7 }, x: 1, y: 4, house: { kind: 'column', n: 3 }, p: { row: 1, col: 3 }, q: { row: 8, col: 3 } });
    expect(falseIn(board, found!)).toEqual([]);
  });
});

describe('Remote Pairs on hand-made boards', () => {
  // Four cells of 2 and 8, each seeing the next: r1c1 – r1c5 (row 1) – r4c5 (column 5) – r4c8 (row 4).
  const chain = [at(1, 1), at(1, 5), at(4, 5), at(4, 8)];

  it('crosses both digits off the cells seeing both ends (r1c8 and r4c1), the links alternating through every cell', () => {
    const make = () => boardOf(SUDOKU, (set) => set(chain, [2, 8]));
    const found = remotePairs.find(make());
    expect(struck(found)).toEqual(each([at(1, 8), at(4, 1)], [2, 8]));
    expect(found!.from).toEqual(chain);
    expect(found!.links).toEqual([
      strong(chain[0]!, 2, chain[0]!, 8),
      weak(chain[0]!, 8, chain[1]!, 8),
      strong(chain[1]!, 8, chain[1]!, 2),
      weak(chain[1]!, 2, chain[2]!, 2),
      strong(chain[2]!, 2, chain[2]!, 8),
      weak(chain[2]!, 8, chain[3]!, 8),
      strong(chain[3]!, 8, chain[3]!, 2),
    ]);
    expect(stepOf(remotePairs, make()).say).toBe(
      'The cells row 1, column 1; row 1, column 5; row 4, column 5 and row 4, column 8 can each only be 2 or 8. If row 1, column 1 is not 2, it is 8: ' +
        'row 1, column 5 sees row 1, column 1, so it is not 8 but 2; row 4, column 5 sees row 1, column 5, so it is not 2 but 8; row 4, column 8 sees row 4, column 5, so it is not 8 but 2. ' +
        'So one end of the chain is 2, and the same steps with the two digits swapped show that one end is 8. The two ends hold 2 and 8 between them, so both digits are crossed off row 1, column 8 and row 4, column 1, which see both ends.',
    );
  });

  it('finds nothing in a chain of three (its ends hold the same digit), nor where no cell seeing both ends holds either digit', () => {
    expect(remotePairs.find(boardOf(SUDOKU, (set) => set(chain.slice(0, 3), [2, 8])))).toBeNull();
    expect(remotePairs.find(boardOf(SUDOKU, (set, without) => (set(chain, [2, 8]), [2, 8].forEach((d) => without([at(1, 8), at(4, 1)], d)))))).toBeNull();
  });

  it('on a Latin square: four cells of 1 and 6 around a 6×6 cross both digits off the two cells seeing both ends', () => {
    const six = cagedShape({ size: 6, cages: [] });
    const cells = [at(2, 2, 6), at(2, 5, 6), at(5, 5, 6), at(5, 3, 6)];
    const found = remotePairs.find(boardOf(six, (set) => set(cells, [1, 6])));
    expect(struck(found)).toEqual(each([at(2, 3, 6), at(5, 2, 6)], [1, 6]));
  });
});

describe('XY-chain on hand-made boards', () => {
  // r1c1 (1 2) – r1c5 (2 3) – r5c5 (3 4) – r5c9 (4 1): if r1c1 is not 1, r5c9 is.
  const four = [
    [at(1, 1), [1, 2]],
    [at(1, 5), [2, 3]],
    [at(5, 5), [3, 4]],
    [at(5, 9), [1, 4]],
  ] as const;

  it('crosses the end digit off the cells seeing both ends, each cell a strong link, each step between cells a weak one', () => {
    const make = () => boardOf(SUDOKU, (set) => four.forEach(([c, d]) => set([c], [...d])));
    const found = xyChain.find(make());
    expect(struck(found)).toEqual(each([at(1, 9), at(5, 1)], [1]));
    expect(found!.from).toEqual(four.map(([c]) => c));
    const [a, b, c, d] = four.map(([cell]) => cell);
    expect(found!.links).toEqual([strong(a!, 1, a!, 2), weak(a!, 2, b!, 2), strong(b!, 2, b!, 3), weak(b!, 3, c!, 3), strong(c!, 3, c!, 4), weak(c!, 4, d!, 4), strong(d!, 4, d!, 1)]);
    expect(found!.paper).toBe(8);
    expect(stepOf(xyChain, make()).say).toBe(
      'Row 1, column 1 can only be 1 or 2. If it is not 1, it is 2: row 1, column 5 (2 or 3) sees row 1, column 1, so it is not 2 but 3; ' +
        'row 5, column 5 (3 or 4) sees row 1, column 5, so it is not 3 but 4; row 5, column 9 (1 or 4) sees row 5, column 5, so it is not 4 but 1. ' +
        'So one end of the chain is 1, and 1 is crossed off row 1, column 9 and row 5, column 1, which see both ends.',
    );
  });

  it('leaves a chain of three to the XY-Wing, which finds it', () => {
    const wing = () => boardOf(SUDOKU, (set) => (set([at(1, 1)], [1, 2]), set([at(1, 8)], [1, 3]), set([at(2, 2)], [2, 3])));
    expect(xyChain.find(wing())).toBeNull();
    expect(xyWing.find(wing())).not.toBeNull();
  });

  it('tells the shortest chain first: four cells in rows 7 to 9 before five in rows 1 to 3 that start earlier', () => {
    const five = [
      [at(1, 1), [5, 6]],
      [at(1, 4), [6, 7]],
      [at(3, 4), [7, 8]],
      [at(3, 8), [8, 9]],
      [at(2, 9), [5, 9]],
    ] as const;
    const low = [
      [at(7, 1), [1, 2]],
      [at(7, 5), [2, 3]],
      [at(9, 5), [3, 4]],
      [at(9, 9), [1, 4]],
    ] as const;
    const longOnly = boardOf(SUDOKU, (set) => five.forEach(([c, d]) => set([c], [...d])));
    const alone = xyChain.find(longOnly);
    expect(alone!.from).toEqual(five.map(([c]) => c));
    expect(struck(alone)).toEqual(each([at(1, 7), at(1, 8), at(1, 9), at(2, 1), at(2, 2), at(2, 3)], [5]));
    const both = xyChain.find(boardOf(SUDOKU, (set) => [...five, ...low].forEach(([c, d]) => set([c], [...d]))));
    expect(both!.from).toEqual(low.map(([c]) => c));
    expect(struck(both)).toEqual(each([at(7, 7), at(7, 8), at(7, 9), at(9, 1), at(9, 2), at(9, 3)], [1]));
  });

  it('finds nothing where the ends share no digit, or where no cell seeing both ends holds it', () => {
    expect(xyChain.find(boardOf(SUDOKU, (set) => four.forEach(([c, d], i) => set([c], i === 3 ? [4, 9] : [...d]))))).toBeNull();
    expect(xyChain.find(boardOf(SUDOKU, (set, without) => (four.forEach(([c, d]) => set([c], [...d])), without([at(1, 9), at(5, 1)], 1))))).toBeNull();
  });

  it('on a Latin square: a chain of four around a 7×7 crosses its digit off the two cells seeing both ends', () => {
    const seven = cagedShape({ size: 7, cages: [] });
    const cells = [
      [at(1, 2, 7), [4, 7]],
      [at(1, 6, 7), [7, 2]],
      [at(6, 6, 7), [2, 3]],
      [at(6, 3, 7), [3, 4]],
    ] as const;
    const found = xyChain.find(boardOf(seven, (set) => cells.forEach(([c, d]) => set([c], [...d]))));
    // r1c2 and r6c3 share no line: r1c3 and r6c2 see both.
    expect(struck(found)).toEqual(each([at(1, 3, 7), at(6, 2, 7)], [4]));
  });
});

describe('the family’s words', () => {
  const LANGUAGES = languagesOf(cellChainWordsSet.id) as Language[];
  const samples: [keyof typeof cellChainSay, object][] = [
    ['w-wing', { a: { row: 1, col: 1 }, b: { row: 5, col: 8 }, x: 7, y: 8, house: { kind: 'box', n: 3 }, p: { row: 3, col: 2 }, q: { row: 3, col: 8 }, cells: [{ row: 1, col: 8 }] }],
    ['w-wing', { a: { row: 1, col: 1 }, b: { row: 5, col: 8 }, x: 3, y: 7, house: { kind: 'column', n: 3 }, p: { row: 3, col: 2 }, q: { row: 3, col: 8 }, cells: [{ row: 1, col: 8 }, { row: 5, col: 1 }] }],
    ['remote-pairs', { x: 2, y: 8, chain: [{ row: 1, col: 1 }, { row: 1, col: 5 }, { row: 4, col: 5 }, { row: 4, col: 8 }], cells: [{ row: 4, col: 1 }] }],
    ['xy-chain', { value: 1, chain: [{ cell: { row: 1, col: 1 }, digits: [1, 2], on: 2 }, { cell: { row: 1, col: 5 }, digits: [2, 3], on: 3 }, { cell: { row: 5, col: 5 }, digits: [3, 4], on: 4 }, { cell: { row: 5, col: 9 }, digits: [1, 4], on: 1 }], cells: [{ row: 1, col: 9 }, { row: 5, col: 1 }] }],
  ];

  it('are written in all eight languages, each catalog as the schema and the English have it', () => {
    expect(LANGUAGES).toEqual(['en', 'de', 'es', 'fr', 'it', 'nl', 'pt-BR', 'pt-PT']);
    const problems = LANGUAGES.filter((l) => l !== 'en').flatMap((lang) => translationProblems(cellChainWordsSet.schema, cellChainWordsSet.english, cellChainWordsSet.catalog(lang).words, `words.${lang}.json`));
    expect(problems).toEqual([]);
    for (const lang of LANGUAGES) for (const key of KEYS) expect(cellChainWordsSet.in(lang).techniques[key as 'w-wing'].what.length, `${lang} ${key}`).toBeGreaterThan(80);
  });

  it('render every step in every language, with no field left unfilled, and none the English unchanged', () => {
    for (const [key, data] of samples) {
      const english = inLanguage('en', () => cellChainSay[key](data));
      for (const lang of LANGUAGES) {
        const said = inLanguage(lang, () => cellChainSay[key](data));
        expect(said, `${lang} ${key}`).not.toMatch(/\{\{|undefined|\[object|NaN/);
        if (lang !== 'en') expect(said, `${lang} ${key}`).not.toBe(english);
        // Every square of the data is named, in any language (its numbers are the same).
        for (const n of JSON.stringify(data).match(/\d+/g)!) expect(said, `${lang} ${key}`).toContain(n);
      }
    }
  });

  it('are read by a rung at each use, in the language of the work under way', () => {
    const rung = cellChainsRung(xyChain, 4);
    expect(inLanguage('de', () => rung.words!.title)).toBe('XY-Kette');
    expect(inLanguage('en', () => rung.words!.title)).toBe('XY-Chain');
    expect(() => cellChainsRung(xyWing, 4)).toThrow(/not a chain through bivalue cells/);
  });

  it('join a pair of digits as the language does: Spanish "3 u 8"; a W-Wing’s house in the words of its kind', () => {
    expect(inLanguage('es', () => cellChainSay['w-wing'](samples[0]![1]))).toContain('solo pueden ser 7 u 8');
    expect(inLanguage('en', () => cellChainSay['w-wing'](samples[0]![1]))).toContain('In box 3, 7 can only go in');
    expect(inLanguage('de', () => cellChainSay['w-wing'](samples[1]![1]))).toContain('In Spalte 3 kann die 3 nur in Zeile 3, Spalte 2 oder in Zeile 3, Spalte 8 stehen');
    expect(inLanguage('en', () => cellChainSay['w-wing'](samples[0]![1]))).toContain('which sees both.');
  });
});
