/**
 * Alternating inference chains (issue 86). On real stalled positions (puzzles carved only to
 * stay unique, 9×9 and 6×6, climbed with Sudoku's rungs at level 4 until they stop), each chain
 * the technique finds is judged by brute force on the board as it stands (`falseIn`: the puzzle
 * is unique, so the board has one filling), its links checked against the board one by one
 * (strong where the digit has exactly those places in a house or the cell those two digits, weak
 * where they see each other or share a cell, alternating, each joining the next), and its English
 * sentence held to name every candidate and every cell crossed off; then it is applied and the
 * climb goes on. Then hand-made boards (candidates set directly) where it must find exactly one
 * thing (a grouped node; two digits; a loop), and a near miss where it must find nothing; and its
 * sentence in every language.
 */
import { describe, expect, it } from 'vitest';
import { bookLanguages, catalogIn } from '../../../src/engine/catalog.ts';
import { digitsOf, maskOf, popcount } from '../../../src/engine/grid/bits.ts';
import { Board } from '../../../src/engine/grid/board.ts';
import { aic, type AicData, MAX_NODES } from '../../../src/engine/grid/aic/aic.ts';
import { aicRung, sayAic } from '../../../src/engine/grid/aic/say.ts';
import { aicWordsSet } from '../../../src/engine/grid/aic/words.ts';
import { GridCounter, filledGrid } from '../../../src/engine/grid/count.ts';
import { climbBoard } from '../../../src/engine/grid/ladder.ts';
import { orbitsOf, removeClues } from '../../../src/engine/grid/remove.ts';
import type { Finding } from '../../../src/engine/grid/technique.ts';
import { inLanguage } from '../../../src/engine/language.ts';
import { listOf } from '../../../src/engine/words.ts';
import { Rng } from '../../../src/engine/random.ts';
import type { ChainNode, Link } from '../../../src/engine/steps.ts';
import { translationProblems } from '../../../src/engine/translation.ts';
import { RUNGS, shapeFor } from '../../../src/kinds/sudoku/steps.ts';
import { falseIn } from './truth.ts';

const NINE = shapeFor(9, [3, 3]);

/** What is wrong with a finding's links on the board it was found on, as sentences. */
function linksWrong(board: Board, found: Finding): string[] {
  const { shape } = board;
  const wrong: string[] = [];
  const links = found.links ?? [];
  const kind = (found.data as AicData).kind;
  const same = (a: ChainNode, b: ChainNode) => a.value === b.value && a.cells.join() === b.cells.join();
  links.forEach((link, i) => {
    const { a, b, strong } = link;
    const at = `link ${i + 1}`;
    if (strong !== (i % 2 === 0)) wrong.push(`${at}: not alternating, strong first`);
    if (i > 0 && !same(links[i - 1]!.b, a)) wrong.push(`${at}: does not start where the link before ends`);
    for (const node of [a, b]) for (const c of node.cells) if (board.filled[c] || !(board.cand[c]! & (1 << node.value))) wrong.push(`${at}: ${node.value} is no candidate of cell ${c}`);
    const oneCell = a.cells.length === 1 && b.cells.length === 1 && a.cells[0] === b.cells[0];
    if (strong) {
      if (oneCell) {
        if (a.value === b.value || popcount(board.cand[a.cells[0]!]!) !== 2) wrong.push(`${at}: strong in a cell that is not the two digits' alone`);
      } else {
        // Some house whose places of the digit are exactly the cells of both ends.
        const both = [...a.cells, ...b.cells].sort((x, y) => x - y).join();
        const house = shape.houses.some((h) => board.places(shape.groups[h]!.cells, a.value).sort((x, y) => x - y).join() === both);
        if (a.value !== b.value || !house) wrong.push(`${at}: strong, but no house has ${a.value} only there`);
      }
    } else if (oneCell) {
      if (a.value === b.value) wrong.push(`${at}: weak, one candidate twice`);
    } else if (a.value !== b.value || !a.cells.every((x) => b.cells.every((y) => board.sees(x, y)))) wrong.push(`${at}: weak, but the cells do not all see each other`);
  });
  if (links.length > MAX_NODES) wrong.push(`${links.length} links: longer than the bound`);
  if (kind === 'loop' ? !same(links.at(-1)!.b, links[0]!.a) || links.length % 2 !== 0 : links.length % 2 !== 1) wrong.push(`a ${kind} chain of ${links.length} links`);
  return wrong;
}

/** What the English sentence leaves out: every candidate's place and every struck cell must be named. */
function unsaid(found: Finding, said: string): string[] {
  const out: string[] = [];
  const or = (ns: number[]) => inLanguage('en', () => listOf(ns.map(String), 'or'));
  const placeOf = (cells: number[]) => {
    const sq = cells.map((c) => ({ row: Math.floor(c / 9) + 1, col: (c % 9) + 1 }));
    if (sq.length === 1) return `row ${sq[0]!.row}, column ${sq[0]!.col}`;
    if (sq.every((s) => s.row === sq[0]!.row)) return `row ${sq[0]!.row}, columns ${or(sq.map((s) => s.col))}`;
    return `column ${sq[0]!.col}, rows ${or(sq.map((s) => s.row))}`;
  };
  for (const { a, b } of found.links ?? []) for (const node of [a, b]) if (!said.includes(`${placeOf(node.cells)}`) || !said.includes(String(node.value))) out.push(`${node.value} at ${placeOf(node.cells)}`);
  for (const s of found.strike) if (!said.includes(placeOf([s.cell]))) out.push(`struck ${placeOf([s.cell])}`);
  return out;
}

/** Unique puzzles of a size, carved only to stay unique (often past the ladder). */
function puzzles(size: 6 | 9, count: number): Uint8Array[] {
  const shape = shapeFor(size, size === 9 ? [3, 3] : [3, 2]);
  const counter = new GridCounter(shape);
  const rng = new Rng(`test/grid/aic/${size}`);
  return Array.from({ length: count }, () => {
    const full = filledGrid(shape, rng, counter)!;
    return removeClues(full, orbitsOf(size, size, 'none'), rng, (g) => counter.count(g, 2).solutions.length === 1);
  });
}

describe('AIC on real stalled positions', () => {
  it('finds only what is true, with links that hold on the board and a sentence that names them all', () => {
    const rung = aicRung(aic, 4);
    const kinds: Record<string, number> = { one: 0, two: 0, loop: 0 };
    let grouped = 0;
    let stalled = 0;
    let unlocked = 0;
    const wrong: string[] = [];
    for (const [size, count] of [
      [9, 160],
      [6, 60],
    ] as const) {
      const shape = shapeFor(size, size === 9 ? [3, 3] : [3, 2]);
      puzzles(size, count).forEach((givens, p) => {
        const board = new Board(shape).reset(givens);
        let stuck = false;
        for (;;) {
          climbBoard(board, RUNGS, 4, false);
          if (board.left === 0 || board.broken) break;
          if (!stuck) (stuck = true), stalled++;
          const found = aic.find(board);
          if (!found) break;
          const at = `${size}×${size} puzzle ${p}`;
          for (const w of falseIn(board, found, { unique: true })) wrong.push(`${at}: ${w}`);
          for (const w of linksWrong(board, found)) wrong.push(`${at}: ${w}`);
          if (size === 9) for (const w of unsaid(found, inLanguage('en', () => rung.words!.say(found.data)))) wrong.push(`${at}: the sentence leaves out ${w}`);
          if (found.strike.length === 0) wrong.push(`${at}: strikes nothing`);
          kinds[(found.data as AicData).kind]!++;
          if (found.links!.some((l) => l.a.cells.length > 1 || l.b.cells.length > 1)) grouped++;
          for (const { cell, values } of found.strike) board.strike(cell, values);
        }
        if (stuck && board.left === 0 && !board.broken) unlocked++;
      });
    }
    expect(wrong).toEqual([]);
    // Each kind of conclusion, and grouped nodes, on real positions; most stalls unlocked.
    expect(kinds.one).toBeGreaterThan(20);
    expect(kinds.two).toBeGreaterThan(20);
    expect(kinds.loop).toBeGreaterThan(2);
    expect(grouped).toBeGreaterThan(10);
    expect(unlocked).toBeGreaterThan(stalled / 2);
  });
});

/** A 9×9 board with every candidate open, then as `marks` sets it. */
function boardOf(marks: (set: (cells: number[], digits: number[]) => void, without: (cells: number[], digit: number) => void) => void): Board {
  const board = new Board(NINE).reset(new Array<number>(81).fill(0));
  marks(
    (cells, digits) => cells.forEach((c) => (board.cand[c] = maskOf(digits))),
    (cells, digit) => cells.forEach((c) => (board.cand[c] = board.cand[c]! & ~(1 << digit))),
  );
  return board;
}
const at = (r: number, c: number) => (r - 1) * 9 + c - 1;
const ALL = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const row = (r: number) => ALL.map((c) => at(r, c));
const column = (c: number) => ALL.map((r) => at(r, c));
const but = (cells: number[], ...out: number[]) => cells.filter((c) => !out.includes(c));
const struck = (found: Finding | null) => found!.strike.map((s) => ({ cell: s.cell, digits: digitsOf(s.values) })).sort((a, b) => a.cell - b.cell);
const node = (value: number, ...cells: number[]): ChainNode => ({ cells, value });
const say = (found: Finding | null, lang = 'en') => inLanguage(lang, () => sayAic(found!.data as AicData));

describe('AIC on hand-made boards', () => {
  // 5 in row 1 only at r1c1 and r1c5; in column 6 only at r2c6, r3c6 (box 2: a grouped node) and r8c6.
  const grouped = (open: number[] = []) =>
    boardOf((_, without) => {
      without(but(row(1), at(1, 1), at(1, 5)), 5);
      without(but(column(6), at(2, 6), at(3, 6), at(8, 6), ...open), 5);
    });

  it('a grouped node: 5 off r1c1 puts it at r1c5, so not at r2c6/r3c6, so at r8c6: crossed off r8c1, which sees both ends', () => {
    const found = aic.find(grouped());
    expect((found!.data as AicData).kind).toBe('one');
    expect(struck(found)).toEqual([{ cell: at(8, 1), digits: [5] }]);
    const links: Link[] = [
      { a: node(5, at(1, 1)), b: node(5, at(1, 5)), strong: true },
      { a: node(5, at(1, 5)), b: node(5, at(2, 6), at(3, 6)), strong: false },
      { a: node(5, at(2, 6), at(3, 6)), b: node(5, at(8, 6)), strong: true },
    ];
    // Found from either end: the same links, one way or the other.
    const reversed = links.map(({ a, b, strong }) => ({ a: b, b: a, strong })).reverse();
    expect([links, reversed]).toContainEqual(found!.links);
    expect(found!.paper).toBe(4);
    const said = say(found);
    expect(said).toContain('its only other place in row 1');
    expect(said).toContain('5 is not in column 6, rows 2 or 3 (both in box 2)');
    expect(said).toContain('its only other place in column 6');
    expect(said).toMatch(/cross it off row 8, column 1, which sees both\.$/);
  });

  it('a near miss: with 5 open at r4c6 too, column 6 has no two places, and nothing is found', () => {
    expect(aic.find(grouped([at(4, 6)]))).toBeNull();
  });

  it('two digits: 1 in box 1 only at r1c1 and r3c3, r3c7 of 1 or 2, r1c9 of 2 or 3: 3 is crossed off r1c1, which sees r1c9', () => {
    const found = aic.find(
      boardOf((set, without) => {
        without(but([at(1, 1), at(1, 2), at(1, 3), at(2, 1), at(2, 2), at(2, 3), at(3, 1), at(3, 2), at(3, 3)], at(1, 1), at(3, 3)), 1);
        set([at(3, 7)], [1, 2]);
        set([at(1, 9)], [2, 3]);
      }),
    );
    expect((found!.data as AicData).kind).toBe('two');
    expect(struck(found)).toEqual([{ cell: at(1, 1), digits: [3] }]);
    expect(found!.links!.map((l) => l.strong)).toEqual([true, false, true, false, true]);
    expect(say(found)).toMatch(/two cells that see each other: cross 3 off row 1, column 1\.$/);
  });

  it('a loop of four two-digit cells: each weak link holds exactly one of its ends, so what sees both goes', () => {
    const corners = [at(1, 1), at(1, 5), at(5, 5), at(5, 1)];
    const found = aic.find(
      boardOf((set) => {
        set([corners[0]!], [1, 2]);
        set([corners[1]!], [2, 3]);
        set([corners[2]!], [3, 4]);
        set([corners[3]!], [4, 1]);
      }),
    );
    expect((found!.data as AicData).kind).toBe('loop');
    const expected = [
      ...but(row(1), ...corners).map((cell) => ({ cell, digits: [2] })),
      ...but(column(5), ...corners).map((cell) => ({ cell, digits: [3] })),
      ...but(row(5), ...corners).map((cell) => ({ cell, digits: [4] })),
      ...but(column(1), ...corners).map((cell) => ({ cell, digits: [1] })),
    ].sort((a, b) => a.cell - b.cell);
    expect(struck(found)).toEqual(expected);
    expect(found!.links).toHaveLength(8);
    expect(found!.links!.at(-1)!.b).toEqual(found!.links![0]!.a);
    expect(say(found)).toContain('The chain closes on itself');
  });

  it('says a chain in every language a book can be, every word its own', () => {
    const found = aic.find(grouped());
    const english = say(found);
    for (const lang of bookLanguages()) {
      const said = say(found, lang);
      expect(said, lang).not.toMatch(/\{\{|undefined|\[object/);
      expect(said, lang).toContain('8');
      if (lang !== 'en') expect(said, lang).not.toBe(english);
      expect(translationProblems(aicWordsSet.schema, aicWordsSet.english, catalogIn(aicWordsSet.id, lang) ?? aicWordsSet.english, `${aicWordsSet.id}.${lang}.json`), lang).toEqual([]);
      expect(aicWordsSet.has(lang), lang).toBe(true);
    }
  });
});
