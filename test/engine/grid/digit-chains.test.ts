/**
 * The single-digit patterns (src/engine/grid/digit-chains/): Skyscraper, 2-String Kite, Empty
 * Rectangle, Turbot Fish and X-chain. On the positions where Sudoku's ladder stalls (puzzles
 * carved only to stay unique, 9×9 and 6×6), every finding is judged by brute force on the board
 * as it stands (truth.ts), its chain checked link by link against the board, and the first
 * applied before the climb goes on; each pattern unlocks some of them (the Turbot Fish, whose
 * shapes locked candidates mostly leave nothing to strike, on the positions singles stall on).
 * Then each on hand-made boards (candidates set directly), where it must fire with exactly
 * those strikes and where it must not; and its sentences, in English naming every link's cells
 * and every cell struck, in every language from its own catalog.
 */
import { describe, expect, it } from 'vitest';
import { digitsOf, rangeMask } from '../../../src/engine/grid/bits.ts';
import { Board } from '../../../src/engine/grid/board.ts';
import { filledGrid, GridCounter } from '../../../src/engine/grid/count.ts';
import { emptyRectangle } from '../../../src/engine/grid/digit-chains/empty-rectangle.ts';
import { skyscraper, turbotFish, twoStringKite } from '../../../src/engine/grid/digit-chains/patterns.ts';
import { digitChainsRung, digitChainsSay } from '../../../src/engine/grid/digit-chains/say.ts';
import { type DigitChainTechnique, digitChainsWordSet } from '../../../src/engine/grid/digit-chains/words.ts';
import { xChain } from '../../../src/engine/grid/digit-chains/x-chain.ts';
import { climbBoard, type Rung } from '../../../src/engine/grid/ladder.ts';
import { isConjugate } from '../../../src/engine/grid/links.ts';
import { orbitsOf, removeClues } from '../../../src/engine/grid/remove.ts';
import { linesOf, shapeOf } from '../../../src/engine/grid/shape.ts';
import type { Finding, GridTechnique } from '../../../src/engine/grid/technique.ts';
import { inLanguage } from '../../../src/engine/language.ts';
import { Rng } from '../../../src/engine/random.ts';
import { translationProblems } from '../../../src/engine/translation.ts';
import { shapeFor } from '../../../src/kinds/sudoku/steps.ts';
import { belowChains, falseIn } from './truth.ts';

/** In the order a ladder tries them: the most specific name first. */
const MINE: readonly GridTechnique[] = [skyscraper, twoStringKite, emptyRectangle, turbotFish, xChain];
const LANGUAGES = ['en', 'es', 'fr', 'de', 'pt-BR', 'pt-PT', 'it', 'nl'];

const shapeOfSize = (size: 6 | 9) => shapeFor(size, size === 9 ? [3, 3] : [3, 2]);

/** Puzzles with clues taken while the counter says unique: most go past the ladder. */
function puzzles(size: 6 | 9, count: number): Uint8Array[] {
  const shape = shapeOfSize(size);
  const counter = new GridCounter(shape);
  const rng = new Rng(`test/grid/digit-chains/${size}`);
  return Array.from({ length: count }, () => removeClues(filledGrid(shape, rng, counter)!, orbitsOf(size, size, 'none'), rng, (g) => counter.count(g, 2).solutions.length === 1));
}

/** What is wrong with a finding's chain on `board`, as sentences: its links in turn, strong where the board has a strong link, weak where the cells see each other. */
function chainProblems(board: Board, key: string, found: Finding): string[] {
  const wrong: string[] = [];
  const links = found.links ?? [];
  const v = links[0]?.a.value;
  const bit = 1 << (v ?? 0);
  if (links.length % 2 === 0) wrong.push(`${key}: ${links.length} links`);
  if ((key === 'x-chain' ? links.length < 5 || links.length > 11 : links.length !== 3)) wrong.push(`${key}: ${links.length} links`);
  links.forEach((link, i) => {
    if (link.strong !== (i % 2 === 0)) wrong.push(`${key}: link ${i} is ${link.strong ? 'strong' : 'weak'}`);
    if (i > 0 && links[i - 1]!.b !== link.a && JSON.stringify(links[i - 1]!.b) !== JSON.stringify(link.a)) wrong.push(`${key}: link ${i} does not go on from the last`);
    for (const node of [link.a, link.b]) {
      if (node.value !== v) wrong.push(`${key}: link ${i} changes digit`);
      for (const c of node.cells) if (board.filled[c] || !(board.cand[c]! & bit)) wrong.push(`${key}: link ${i} passes cell ${c}, which has no ${v}`);
    }
    if (link.strong) {
      const [a, b] = [link.a.cells, link.b.cells];
      if (a.length === 1 && b.length === 1) {
        if (!isConjugate(board, a[0]!, b[0]!, v!)) wrong.push(`${key}: link ${i} is no strong link`);
      } else {
        // A box's places split in two lines (an Empty Rectangle's cross): the box holds v only there.
        const box = board.shape.groups.find((g) => g.kind === 'box' && [...a, ...b].every((c) => g.cells.includes(c)));
        const places = box?.cells.filter((c) => !board.filled[c] && board.cand[c]! & bit) ?? [];
        if (!box || places.some((c) => !a.includes(c) && !b.includes(c))) wrong.push(`${key}: link ${i} does not hold every place of one box`);
      }
    } else if (link.a.cells.some((x) => link.b.cells.some((y) => x === y || !board.sees(x, y)))) wrong.push(`${key}: link ${i} joins cells that do not see each other`);
  });
  // Every cell struck sees every cell of both ends, and is not on the chain.
  const ends = [...links[0]!.a.cells, ...links[links.length - 1]!.b.cells];
  const on = new Set(links.flatMap((l) => [...l.a.cells, ...l.b.cells]));
  for (const { cell, values } of found.strike) {
    if (values !== bit) wrong.push(`${key}: strikes ${digitsOf(values)} off cell ${cell}, not the chain's digit`);
    if (on.has(cell) || ends.some((e) => !board.sees(cell, e))) wrong.push(`${key}: strikes cell ${cell}, which does not see both ends`);
  }
  for (const c of on) if (!found.from.includes(c)) wrong.push(`${key}: reads cell ${c} but does not say so`);
  return wrong;
}

interface Run {
  /** Stalled positions each technique finds something on. */
  unlocks: Map<string, number>;
  positions: number;
  wrong: string[];
  /** Each finding's board and key, for the sentence tests. */
  findings: { key: string; found: Finding }[];
}

/**
 * Climbs each puzzle with Sudoku's rungs of levels 1..level until stuck (`stepwise`: one step at
 * a time, every position looked at, not only the stalls); at each position, every pattern
 * looks, each finding is judged and checked, and where the rungs are stuck the first finding (in
 * ladder order) is applied before the climb goes on.
 */
function climbAndJudge(size: 6 | 9, givens: readonly Uint8Array[], level: number, stepwise = false): Run {
  const run: Run = { unlocks: new Map(), positions: 0, wrong: [], findings: [] };
  const shape = shapeOfSize(size);
  const rungs = belowChains().filter((r) => r.level <= level);
  givens.forEach((g, p) => {
    const board = new Board(shape).reset(g);
    for (;;) {
      if (!stepwise) climbBoard(board, rungs, level, false);
      if (board.left === 0 || board.broken) break;
      run.positions++;
      let first: Finding | null = null;
      for (const technique of MINE) {
        const found = technique.find(board);
        if (!found) continue;
        run.unlocks.set(technique.key, (run.unlocks.get(technique.key) ?? 0) + 1);
        const at = `${size}×${size} puzzle ${p}, position ${run.positions}`;
        for (const w of falseIn(board, found)) run.wrong.push(`${at}, ${technique.key}: ${w}`);
        for (const w of chainProblems(board, technique.key, found)) run.wrong.push(`${at}, ${w}`);
        run.findings.push({ key: technique.key, found });
        first ??= found;
      }
      const step = stepwise ? rungs.map((r) => r.technique.find(board)).find((f) => f) : null;
      const next = step ?? first;
      if (!next) break;
      for (const { cell, value } of next.place) board.place(cell, value);
      for (const { cell, values } of next.strike) board.strike(cell, values);
    }
  });
  return run;
}

/** A value made once, when a test first asks for it. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

const nines = once(() => puzzles(9, 300));
const atFour = once(() => climbAndJudge(9, nines(), 4));
const atOne = once(() => climbAndJudge(9, nines().slice(0, 40), 1));
const sixes = once(() => climbAndJudge(6, puzzles(6, 60), 4, true));

describe('the single-digit patterns on real positions', () => {
  it('every finding where the ladder stalls at expert is true (brute force) and its chain is the board’s, and each pattern but the Turbot Fish unlocks some', () => {
    const run = atFour();
    expect(run.wrong).toEqual([]);
    expect(run.positions).toBeGreaterThan(100);
    for (const key of ['skyscraper', 'two-string-kite', 'empty-rectangle', 'x-chain']) expect(run.unlocks.get(key) ?? 0, key).toBeGreaterThanOrEqual(5);
  });

  it('where singles stall, every finding is true too, the Turbot Fish among them; and on 6×6 grids (boxes of 3 by 2), at every step', () => {
    const run = atOne();
    expect(run.wrong).toEqual([]);
    for (const key of MINE.map((t) => t.key)) expect(run.unlocks.get(key) ?? 0, key).toBeGreaterThanOrEqual(5);
    const six = sixes();
    expect(six.wrong).toEqual([]);
    for (const key of MINE.map((t) => t.key)) expect(six.unlocks.get(key) ?? 0, `6×6 ${key}`).toBeGreaterThanOrEqual(5);
  });

  it('an X-chain has five links or more, as many as its sentence is told', () => {
    for (const { key, found } of atFour().findings.filter((f) => f.key === 'x-chain')) {
      const length = (found.data as { length: number }).length;
      expect(found.links!.length, key).toBe(length);
      expect(length).toBeGreaterThanOrEqual(5);
    }
  });
});

describe('their sentences', () => {
  it('name every cell of every link and every cell struck, in English', () => {
    let said = 0;
    for (const { key, found } of [...atFour().findings, ...atOne().findings]) {
      const say = inLanguage('en', () => digitChainsSay[key as DigitChainTechnique](found.data));
      const square = (c: number) => `row ${Math.floor(c / 9) + 1}, column ${(c % 9) + 1}`;
      for (const link of found.links!) for (const c of [...link.a.cells, ...link.b.cells]) expect(say, key).toContain(square(c));
      for (const { cell } of found.strike) expect(say, key).toContain(square(cell));
      expect(say).toMatch(new RegExp(`\\b${digitsOf(found.strike[0]!.values)[0]}\\b`));
      expect(say).not.toMatch(/\{\{|undefined|NaN/);
      said++;
    }
    expect(said).toBeGreaterThan(100);
  });

  it('render in every language from its own catalog, which holds every word the English does', () => {
    const { schema, english } = digitChainsWordSet;
    const one = new Map(atOne().findings.map((f) => [f.key, f.found]));
    for (const lang of LANGUAGES.slice(1)) {
      const { tag, words } = digitChainsWordSet.catalog(lang);
      expect(tag).toBe(lang);
      expect(translationProblems(schema, english, words, `words.${lang}.json`)).toEqual([]);
    }
    for (const [key, found] of one) {
      const said = LANGUAGES.map((lang) => inLanguage(lang, () => digitChainsSay[key as DigitChainTechnique](found.data)));
      for (const s of said) expect(s, key).not.toMatch(/\{\{|undefined|NaN/);
      // Each language its own words: no two alike (pt-BR and pt-PT differ in their verbs).
      expect(new Set(said).size, key).toBe(LANGUAGES.length);
    }
  });

  it('a rung of the family says its steps in the language of the work under way, and hands its links to the step', () => {
    const rung: Rung = digitChainsRung(skyscraper, 3);
    expect(inLanguage('de', () => rung.words!.title)).toBe('Wolkenkratzer');
    expect(inLanguage('en', () => rung.words!.what)).toMatch(/parallel rows/);
    const [step] = inLanguage('fr', () => climbBoard(skyscraperBoard(), [rung], 3, true).steps);
    expect(step!.technique).toBe('skyscraper');
    expect(step!.say).toMatch(/^Les lignes 1 et 7 n’ont que deux places chacune pour le 4/);
    expect(step!.links).toHaveLength(3);
    expect(() => digitChainsRung({ key: 'x-wing', says: 'fish', find: () => null }, 3)).toThrow(/not a single-digit pattern/);
  });
});

// ——— Hand-made boards: the candidates set directly ———

const NINE = shapeFor(9, [3, 3]);
const at = (r: number, c: number) => (r - 1) * 9 + (c - 1);
const ALL = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const row = (r: number) => ALL.map((c) => at(r, c));
const column = (c: number) => ALL.map((r) => at(r, c));
const box = (b: number) => ALL.map((i) => at(Math.floor((b - 1) / 3) * 3 + Math.floor((i - 1) / 3) + 1, ((b - 1) % 3) * 3 + ((i - 1) % 3) + 1));
const but = (cells: number[], ...out: number[]) => cells.filter((c) => !out.includes(c));

/** An empty grid of `shape` with every candidate open, then digit `v` crossed off each of `gone`'s cells. */
function boardOf(v: number, gone: number[][], shape = NINE): Board {
  const board = new Board(shape).reset(new Array<number>(shape.size).fill(0));
  for (const cells of gone) for (const c of cells) board.cand[c] = board.cand[c]! & ~(1 << v);
  return board;
}

/** What a finding crosses off, cell by cell in order. */
const struck = (found: Finding | null) => found!.strike.map((s) => s.cell).sort((a, b) => a - b);
/** The cells of a finding's chain, link by link. */
const chainOf = (found: Finding | null) => [found!.links![0]!.a.cells, ...found!.links!.map((l) => l.b.cells)];
/** The one step a technique takes on the board alone, with its sentence, in English. */
const sayOn = (technique: GridTechnique, board: Board) => inLanguage('en', () => climbBoard(board, [digitChainsRung(technique, 1)], 1, true).steps[0]!.say);
const others = (technique: GridTechnique, board: Board) => MINE.filter((t) => t !== technique && t.find(board)).map((t) => t.key);

/** 4 only at r1c2 and r1c4 in row 1, at r7c2 and r7c6 in row 7: the bases share column 2. */
const skyscraperBoard = () => boardOf(4, [but(row(1), at(1, 2), at(1, 4)), but(row(7), at(7, 2), at(7, 6))]);

describe('hand-made boards: each pattern where it must fire, and exactly what it crosses off', () => {
  it('Skyscraper: rows 1 and 7 based in column 2; 4 is crossed off where box 2 meets column 6 and box 8 meets column 4', () => {
    const found = skyscraper.find(skyscraperBoard());
    expect(struck(found)).toEqual([at(2, 6), at(3, 6), at(8, 4), at(9, 4)]);
    expect(chainOf(found)).toEqual([[at(1, 4)], [at(1, 2)], [at(7, 2)], [at(7, 6)]]);
    expect(found!.links!.map((l) => l.strong)).toEqual([true, false, true]);
    expect(found!.data).toMatchObject({ value: 4, lines: 'rows', first: 1, second: 7, a: { row: 1, col: 4 }, b: { row: 7, col: 6 } });
    expect(found!.paper).toBe(4);
    expect(sayOn(skyscraper, skyscraperBoard())).toBe(
      'Rows 1 and 7 have just two places each for 4, and one place of each stands in the same column: 4 in row 1 is either at row 1, column 4 or at row 1, column 2 (strong); ' +
        'row 1, column 2 sees row 7, column 2 along column 2 (weak); 4 in row 7 is either at row 7, column 2 or at row 7, column 6 (strong). ' +
        'Either row 1, column 4 holds 4, or the chain puts it at row 7, column 6; so 4 is crossed off row 2, column 6; row 3, column 6; row 8, column 4 and row 9, column 4, which see both.',
    );
    expect(others(skyscraper, skyscraperBoard())).toEqual([]);
    // A third place for 4 in row 1: no pair, nothing.
    const broken = skyscraperBoard();
    broken.cand[at(1, 8)] = broken.cand[at(1, 8)]! | (1 << 4);
    expect(skyscraper.find(broken)).toBeNull();
    // The free ends in one column too: an X-Wing's, not a Skyscraper's, and no Turbot Fish either.
    const xWing = boardOf(4, [but(row(1), at(1, 2), at(1, 6)), but(row(7), at(7, 2), at(7, 6))]);
    expect(MINE.filter((t) => t.find(xWing)).map((t) => t.key)).toEqual([]);
  });

  it('Skyscraper in columns: columns 1 and 7 based in row 2; 6 is crossed off where box 4 meets row 6 and box 6 meets row 4', () => {
    const make = () => boardOf(6, [but(column(1), at(2, 1), at(4, 1)), but(column(7), at(2, 7), at(6, 7))]);
    expect(struck(skyscraper.find(make()))).toEqual([at(4, 8), at(4, 9), at(6, 2), at(6, 3)]);
    expect(skyscraper.find(make())!.data).toMatchObject({ lines: 'columns', first: 1, second: 7 });
    expect(sayOn(skyscraper, make())).toMatch(/^Columns 1 and 7 have just two places each for 6, and one place of each stands in the same row: /);
  });

  it('on a grid of rows and columns only (a Calcudoku’s), a chain of rows strikes only where its ends share a column: a fish’s cells, found as an X-chain', () => {
    const latin = shapeOf(9, 9, rangeMask(1, 9), linesOf(9, 9));
    // Rows 1, 4 and 7 chained through columns 5 and 8, the ends in column 1: a Swordfish's shape.
    const [A, B, C, D, E, F] = [at(1, 1), at(1, 5), at(4, 5), at(4, 8), at(7, 8), at(7, 1)];
    const make = () => boardOf(2, [but(row(1), A, B), but(row(4), C, D), but(row(7), E, F)], latin);
    expect(struck(xChain.find(make()))).toEqual(but(column(1), A, F, at(4, 1)));
    for (const t of [skyscraper, twoStringKite, emptyRectangle, turbotFish]) expect(t.find(make()), t.key).toBeNull();
    // With its ends in different columns, nothing: no cell off the chain's rows sees both.
    expect(xChain.find(boardOf(2, [but(row(1), A, B), but(row(4), C, D), but(row(7), E, at(7, 2))], latin))).toBeNull();
  });

  it('2-String Kite: row 1 and column 1, one end of each in box 1; 4 is crossed off row 8, column 7', () => {
    const make = () => boardOf(4, [but(row(1), at(1, 2), at(1, 7)), but(column(1), at(3, 1), at(8, 1))]);
    const found = twoStringKite.find(make());
    expect(struck(found)).toEqual([at(8, 7)]);
    expect(chainOf(found)).toEqual([[at(1, 7)], [at(1, 2)], [at(3, 1)], [at(8, 1)]]);
    expect(found!.data).toMatchObject({ value: 4, row: 1, column: 1, box: 1 });
    expect(sayOn(twoStringKite, make())).toBe(
      'Row 1 and column 1 have just two places each for 4, and one place of each stands in box 1: 4 in row 1 is either at row 1, column 7 or at row 1, column 2 (strong); ' +
        'row 1, column 2 sees row 3, column 1 in box 1 (weak); 4 in column 1 is either at row 3, column 1 or at row 8, column 1 (strong). ' +
        'Either row 1, column 7 holds 4, or the chain puts it at row 8, column 1; so 4 is crossed off row 8, column 7, which sees both.',
    );
    expect(others(twoStringKite, make())).toEqual([]);
    // The column's pair moved out of box 1: the ends share no box, nothing.
    expect(twoStringKite.find(boardOf(4, [but(row(1), at(1, 2), at(1, 7)), but(column(1), at(5, 1), at(8, 1))]))).toBeNull();
  });

  it('Empty Rectangle: 3 in box 5 only on the cross of row 5 and column 5, 3 in column 8 only at r5c8 and r9c8; 3 is crossed off row 9, column 5', () => {
    const cross = [at(4, 5), at(5, 4), at(5, 5), at(5, 6), at(6, 5)];
    const make = () => boardOf(3, [but(box(5), ...cross), but(column(8), at(5, 8), at(9, 8))]);
    const found = emptyRectangle.find(make());
    expect(struck(found)).toEqual([at(9, 5)]);
    expect(found!.links!.map((l) => [l.a.cells, l.b.cells, l.strong])).toEqual([
      [[at(4, 5), at(5, 5), at(6, 5)], [at(5, 4), at(5, 5), at(5, 6)], true],
      [[at(5, 4), at(5, 5), at(5, 6)], [at(5, 8)], false],
      [[at(5, 8)], [at(9, 8)], true],
    ]);
    expect(found!.data).toMatchObject({ context: 'row', value: 3, box: 5, row: 5, column: 5, line: 8, from: { row: 5, col: 8 }, to: { row: 9, col: 8 } });
    expect(found!.paper).toBe(7);
    expect(sayOn(emptyRectangle, make())).toBe(
      'In box 5, 3 can only go in row 4, column 5; row 5, column 4; row 5, column 5; row 5, column 6 or row 6, column 5, all in row 5 or column 5: ' +
        'the box has its 3 in its row 5 or in its column 5 (strong); row 5 of the box sees row 5, column 8 (weak); 3 in column 8 is either at row 5, column 8 or at row 9, column 8 (strong). ' +
        'Either column 5 of the box holds 3, or the chain puts it at row 9, column 8; so 3 is crossed off row 9, column 5, which sees both.',
    );
    expect(others(emptyRectangle, make())).toEqual([]);
    // The same cross met by a row's pair (r2c5, r2c9): 3 is crossed off where row 5 meets column 9.
    const byRow = emptyRectangle.find(boardOf(3, [but(box(5), ...cross), but(row(2), at(2, 5), at(2, 9))]));
    expect(struck(byRow)).toEqual([at(5, 9)]);
    expect(byRow!.data).toMatchObject({ context: 'column', line: 2, from: { row: 2, col: 5 }, to: { row: 2, col: 9 } });
    // A sixth place off the cross (r4c4): no cross, nothing.
    expect(emptyRectangle.find(boardOf(3, [but(box(5), ...cross, at(4, 4)), but(column(8), at(5, 8), at(9, 8))]))).toBeNull();
    // The pair's far end in the box's band (r6c8): it sees no cell of column 5 outside the box, nothing.
    expect(emptyRectangle.find(boardOf(3, [but(box(5), ...cross), but(column(8), at(5, 8), at(6, 8))]))).toBeNull();
  });

  it('Turbot Fish: box 1’s pair (r2c1, r1c2), row 1 to column 5’s pair (r1c5, r3c5); 5 is crossed off r2c4 and r2c6, which no named shape finds', () => {
    const make = () => boardOf(5, [but(box(1), at(2, 1), at(1, 2)), but(column(5), at(1, 5), at(3, 5))]);
    const found = turbotFish.find(make());
    expect(struck(found)).toEqual([at(2, 4), at(2, 6)]);
    expect(chainOf(found).flat().sort((a, b) => a - b)).toEqual([at(1, 2), at(1, 5), at(2, 1), at(3, 5)]);
    expect(others(turbotFish, make())).toEqual([]);
    const say = sayOn(turbotFish, make());
    expect(say).toMatch(/^A chain of three links for 5, strong, weak and strong: /);
    expect(say).toContain('5 in box 1 is either at row 1, column 2 or at row 2, column 1 (strong)');
    expect(say).toContain('row 1, column 5 sees row 1, column 2 along row 1 (weak)');
    expect(say).toContain('so 5 is crossed off row 2, column 4 and row 2, column 6, which see both.');
    // A third place in box 1: no box pair, nothing.
    expect(turbotFish.find(boardOf(5, [but(box(1), at(2, 1), at(1, 2), at(3, 3)), but(column(5), at(1, 5), at(3, 5))]))).toBeNull();
    // The shapes with names of their own are theirs, not the Turbot Fish's.
    expect(turbotFish.find(skyscraperBoard())).toBeNull();
    expect(turbotFish.find(boardOf(4, [but(row(1), at(1, 2), at(1, 7)), but(column(1), at(3, 1), at(8, 1))]))).toBeNull();
    expect(turbotFish.find(boardOf(3, [but(box(5), at(4, 5), at(5, 4)), but(column(8), at(5, 8), at(9, 8))]))).toBeNull();
    expect(emptyRectangle.find(boardOf(3, [but(box(5), at(4, 5), at(5, 4)), but(column(8), at(5, 8), at(9, 8))]))).not.toBeNull();
  });

  it('X-chain: rows 1, 4 and 7 chained through columns 5 and 8, five links; 7 is crossed off the four cells seeing both ends', () => {
    const [A, B, C, D, E, F] = [at(1, 1), at(1, 5), at(4, 5), at(4, 8), at(7, 8), at(7, 2)];
    const make = () => boardOf(7, [but(row(1), A, B), but(row(4), C, D), but(row(7), E, F)]);
    const found = xChain.find(make());
    expect(chainOf(found)).toEqual([[A], [B], [C], [D], [E], [F]]);
    expect(found!.links!.map((l) => l.strong)).toEqual([true, false, true, false, true]);
    expect(struck(found)).toEqual([at(2, 2), at(3, 2), at(8, 1), at(9, 1)]);
    expect(found!.data).toMatchObject({ value: 7, length: 5 });
    expect(found!.paper).toBe(6);
    expect(sayOn(xChain, make())).toBe(
      'A chain of 5 links for 7, strong and weak in turn: 7 in row 1 is either at row 1, column 1 or at row 1, column 5 (strong); row 1, column 5 sees row 4, column 5 along column 5 (weak); ' +
        '7 in row 4 is either at row 4, column 5 or at row 4, column 8 (strong); row 4, column 8 sees row 7, column 8 along column 8 (weak); 7 in row 7 is either at row 7, column 8 or at row 7, column 2 (strong). ' +
        'Either row 1, column 1 holds 7, or the chain puts it at row 7, column 2; so 7 is crossed off row 2, column 2; row 3, column 2; row 8, column 1 and row 9, column 1, which see both.',
    );
    // The two three-link chains in it strike nothing: no pattern fires.
    expect(others(xChain, make())).toEqual([]);
    // A third place in row 4: the chain is broken, nothing.
    const broken = make();
    broken.cand[at(4, 1)] = broken.cand[at(4, 1)]! | (1 << 7);
    expect(xChain.find(broken)).toBeNull();
  });

  it('nothing where every digit has every place', () => {
    for (const t of MINE) expect(t.find(boardOf(1, [])), t.key).toBeNull();
  });
});
