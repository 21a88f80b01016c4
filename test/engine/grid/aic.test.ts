/**
 * Alternating inference chains and forcing chains (issue 86). On real stalled positions
 * (puzzles carved only to stay unique, 9×9 and 6×6, climbed with Sudoku's rungs at level 4
 * until they stop; a forcing chain where no AIC is found), each chain found is judged by brute
 * force on the board as it stands (`falseIn`: the puzzle is unique, so the board has one
 * filling), its links checked against the board one by one (strong where the digit has exactly
 * those places in a house or the cell those two digits, weak where they see each other or share
 * a cell, alternating, each joining the next), and its English
 * sentence held to name every candidate and every cell crossed off; then it is applied and the
 * climb goes on. Then hand-made boards (candidates set directly) where each must find exactly
 * one thing (a grouped node; two digits; a loop; a cell's three ways), and near misses where it
 * must find nothing; and their sentences in every language.
 */
import { describe, expect, it } from 'vitest';
import { bookLanguages, catalogIn } from '../../../src/engine/catalog.ts';
import { digitsOf, maskOf, popcount } from '../../../src/engine/grid/bits.ts';
import { Board } from '../../../src/engine/grid/board.ts';
import { aic, type AicData, MAX_NODES } from '../../../src/engine/grid/aic/aic.ts';
import { type ForcingData, forcingChain } from '../../../src/engine/grid/aic/forcing.ts';
import { ChainGraph } from '../../../src/engine/grid/aic/graph.ts';
import { aicRung, sayAic, sayForcing } from '../../../src/engine/grid/aic/say.ts';
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
import { shapeFor } from '../../../src/kinds/sudoku/steps.ts';
import { belowChains, falseIn } from './truth.ts';

const NINE = shapeFor(9, [3, 3]);

const same = (a: ChainNode, b: ChainNode) => a.value === b.value && a.cells.join() === b.cells.join();

/** What is wrong with one link on the board: strong where the digit has exactly those places in a house or the cell those two digits; weak where they see each other or share a cell. */
function linkWrong(board: Board, { a, b, strong }: Link): string | undefined {
  const { shape } = board;
  for (const node of [a, b]) for (const c of node.cells) if (board.filled[c] || !(board.cand[c]! & (1 << node.value))) return `${node.value} is no candidate of cell ${c}`;
  const oneCell = a.cells.length === 1 && b.cells.length === 1 && a.cells[0] === b.cells[0];
  if (strong) {
    if (oneCell) return a.value === b.value || popcount(board.cand[a.cells[0]!]!) !== 2 ? 'strong in a cell that is not the two digits alone' : undefined;
    // Some house whose places of the digit are exactly the cells of both ends.
    const both = [...a.cells, ...b.cells].sort((x, y) => x - y).join();
    const house = shape.houses.some((h) => board.places(shape.groups[h]!.cells, a.value).sort((x, y) => x - y).join() === both);
    return a.value !== b.value || !house ? `strong, but no house has ${a.value} only there` : undefined;
  }
  if (oneCell) return a.value === b.value ? 'weak, one candidate twice' : undefined;
  return a.value !== b.value || !a.cells.every((x) => b.cells.every((y) => board.sees(x, y))) ? 'weak, but the cells do not all see each other' : undefined;
}

/** What is wrong with a chain's links, `strongFirst` or weak first, each starting where the one before ends. */
function chainWrong(board: Board, links: readonly Link[], strongFirst: boolean): string[] {
  const wrong: string[] = [];
  links.forEach((link, i) => {
    const at = `link ${i + 1}`;
    const why = linkWrong(board, link);
    if (why) wrong.push(`${at}: ${why}`);
    if (link.strong !== (i % 2 === 0 ? strongFirst : !strongFirst)) wrong.push(`${at}: not alternating`);
    if (i > 0 && !same(links[i - 1]!.b, link.a)) wrong.push(`${at}: does not start where the link before ends`);
  });
  if (links.length > MAX_NODES) wrong.push(`${links.length} links: longer than the bound`);
  return wrong;
}

/** What is wrong with the graph the chains walk (every candidate a node): each of its links must hold on the board. */
function graphWrong(board: Board): string[] {
  const graph = new ChainGraph(board.shape, { every: true }).build(board);
  const nodeOf = (n: number) => node(graph.digit[n]!, ...graph.cellsOf(n));
  const wrong: string[] = [];
  for (let a = 0; a < graph.nodes; a++) {
    for (let e = graph.strongHead[a]!; e >= 0; e = graph.strongNext[e]!) wrong.push(linkWrong(board, { a: nodeOf(a), b: nodeOf(graph.strongTo[e]!), strong: true }) ?? '');
    for (let e = graph.weakHead[a]!; e >= 0; e = graph.weakNext[e]!) wrong.push(linkWrong(board, { a: nodeOf(a), b: nodeOf(graph.weakTo[e]!), strong: false }) ?? '');
  }
  return wrong.filter(Boolean);
}

/** What is wrong with an AIC's links on the board it was found on, as sentences. */
function linksWrong(board: Board, found: Finding): string[] {
  const links = found.links ?? [];
  const kind = (found.data as AicData).kind;
  const wrong = chainWrong(board, links, true);
  if (kind === 'loop' ? !same(links.at(-1)!.b, links[0]!.a) || links.length % 2 !== 0 : links.length % 2 !== 1) wrong.push(`a ${kind} chain of ${links.length} links`);
  return wrong;
}

/** What is wrong with a forcing chain's ways: one from each digit of the cell (or place of the digit in the house), weak first, each ending on the candidate struck. */
function waysWrong(board: Board, found: Finding): string[] {
  const d = found.data as ForcingData;
  const links = found.links ?? [];
  // A way starts where two weak links meet (the last of one way, the first of the next).
  const ways: Link[][] = [];
  links.forEach((link, i) => (i === 0 || (!link.strong && !links[i - 1]!.strong) ? ways.push([link]) : ways.at(-1)!.push(link)));
  const wrong: string[] = [];
  const tried = d.kind === 'cell' ? d.digits.map((value) => node(value, at(d.cell.row, d.cell.col))) : d.places.map((c) => node(d.value, at(c.row, c.col)));
  if (ways.length !== tried.length) wrong.push(`${ways.length} ways for ${tried.length} tried`);
  const struckNode = node(found.strike[0]!.values === 0 ? -1 : digitsOf(found.strike[0]!.values)[0]!, found.strike[0]!.cell);
  ways.forEach((way, i) => {
    for (const w of chainWrong(board, way, false)) wrong.push(`way ${i + 1}: ${w}`);
    if (way.length % 2 !== 1) wrong.push(`way ${i + 1}: ${way.length} links`);
    if (tried[i] && !same(way[0]!.a, tried[i]!)) wrong.push(`way ${i + 1}: does not start from what is tried`);
    if (!same(way.at(-1)!.b, struckNode)) wrong.push(`way ${i + 1}: does not end on the candidate struck`);
  });
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

describe('AIC and forcing chains on real stalled positions', () => {
  it('find only what is true, with links that hold on the board and a sentence that names them all', () => {
    const rung = aicRung(aic, 4);
    const forcing = aicRung(forcingChain, 4);
    const kinds: Record<string, number> = { one: 0, two: 0, loop: 0, forcing: 0 };
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
          climbBoard(board, belowChains(), 4, false);
          if (board.left === 0 || board.broken) break;
          if (!stuck) {
            stuck = true;
            stalled++;
            for (const w of graphWrong(board)) wrong.push(`${size}×${size} puzzle ${p}, its graph: ${w}`);
          }
          const chain = aic.find(board);
          const found = chain ?? forcingChain.find(board);
          if (!found) break;
          const where = `${size}×${size} puzzle ${p}`;
          for (const w of falseIn(board, found, { unique: true })) wrong.push(`${where}: ${w}`);
          for (const w of chain ? linksWrong(board, found) : waysWrong(board, found)) wrong.push(`${where}: ${w}`);
          const said = inLanguage('en', () => (chain ? rung : forcing).words!.say(found.data));
          if (size === 9) for (const w of unsaid(found, said)) wrong.push(`${where}: the sentence leaves out ${w}`);
          if (found.strike.length === 0) wrong.push(`${where}: strikes nothing`);
          kinds[chain ? (found.data as AicData).kind : 'forcing']!++;
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
    expect(kinds.forcing).toBeGreaterThan(2);
    expect(grouped).toBeGreaterThan(10);
    expect(unlocked).toBeGreaterThan(stalled * 0.9);
  });
});

describe('AIC and forcing chains on larger grids', () => {
  it('link only what the board links, and never cross off the digit of the grid a 12×12 or 16×16 position was cut from (a bitset of its cells takes five words, or eight)', () => {
    const wrong: string[] = [];
    let steps = 0;
    for (const [size, box] of [
      [12, [4, 3]],
      [16, [4, 4]],
    ] as const) {
      const shape = shapeFor(size, box);
      const counter = new GridCounter(shape);
      const rng = new Rng(`test/grid/aic/large/${size}`);
      for (let i = 0; i < 8; i++) {
        const full = filledGrid(shape, rng, counter)!;
        // Many answers, the grid one of them: what every answer has, a chain never crosses off.
        const givens = full.map((v) => (rng.chance(0.6) ? 0 : v));
        const board = new Board(shape).reset(givens);
        climbBoard(board, belowChains(), 4, false);
        for (const w of graphWrong(board)) wrong.push(`${size}×${size} grid ${i}: ${w}`);
        const log = climbBoard(board, [...belowChains(), aicRung(aic, 4), aicRung(forcingChain, 4)], 4, false);
        for (const step of log.steps) {
          if (step.technique !== 'aic' && step.technique !== 'forcing-chain') continue;
          steps++;
          for (const { cell, values } of step.strike) if (values.includes(full[cell]!)) wrong.push(`${size}×${size} grid ${i}: ${step.technique} crosses ${full[cell]} off cell ${cell}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(steps).toBeGreaterThan(50);
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

  // r1c1 holds 1, 2 or 3; each leads to 9 at a cell that sees r5c5: r1c5 (1 or 9), r5c1 (2 or 9), r4c4 (8 or 9) by r4c1 (3 or 8).
  const forced = (more: number[] = []) =>
    boardOf((set) => {
      set([at(1, 1)], [1, 2, 3, ...more]);
      set([at(1, 5)], [1, 9]);
      set([at(5, 1)], [2, 9]);
      set([at(4, 1)], [3, 8]);
      set([at(4, 4)], [8, 9]);
    });

  it('a forcing chain: whichever of 1, 2 and 3 r1c1 holds, 9 lands where r5c5 sees it, so 9 is crossed off r5c5', () => {
    const board = forced();
    const found = forcingChain.find(board);
    expect(struck(found)).toEqual([{ cell: at(5, 5), digits: [9] }]);
    expect(waysWrong(board, found!)).toEqual([]);
    const d = found!.data as ForcingData;
    expect(d.kind).toBe('cell');
    expect(d.branches.map((b) => b.nodes.length)).toEqual([4, 4, 6]);
    const said = sayForcing(d);
    expect(said).toMatch(/^Row 1, column 1 can only be 1, 2 or 3\. If row 1, column 1 is 1, then 1 is not in row 1, column 5 \(both in row 1\); so row 1, column 5 is 9, its only other digit; so 9 is not in row 5, column 5 \(both in column 5\)\. If row 1, column 1 is 2, /);
    expect(said).toMatch(/so 9 is not in row 5, column 5 \(both in box 5\)\. Whichever it is, 9 is not in row 5, column 5: cross it off\.$/);
  });

  it('a near miss: with 4 open in r1c1 too, one way leads nowhere, and nothing is forced', () => {
    expect(forcingChain.find(forced([4]))).toBeNull();
  });

  it('says a chain in every language a book can be, every word its own', () => {
    const chainFound = aic.find(grouped());
    const forcingFound = forcingChain.find(forced());
    const english = [say(chainFound), sayForcing(forcingFound!.data as ForcingData)];
    for (const lang of bookLanguages()) {
      const said = [say(chainFound, lang), inLanguage(lang, () => sayForcing(forcingFound!.data as ForcingData))];
      for (const s of said) expect(s, lang).not.toMatch(/\{\{|undefined|\[object/);
      expect(said[0], lang).toContain('8');
      if (lang !== 'en') expect(said[0], lang).not.toBe(english[0]);
      if (lang !== 'en') expect(said[1], lang).not.toBe(english[1]);
      expect(translationProblems(aicWordsSet.schema, aicWordsSet.english, catalogIn(aicWordsSet.id, lang) ?? aicWordsSet.english, `${aicWordsSet.id}.${lang}.json`), lang).toEqual([]);
      expect(aicWordsSet.has(lang), lang).toBe(true);
    }
  });
});
