/**
 * The grid kit's techniques and its step solver, sound and in agreement. On a few hundred
 * 9×9 puzzles and a few hundred 6×6 ones (carved by the `Carver` with Sudoku's rungs at level
 * 4, and carved only to stay unique, which leaves many a technique can start on but not
 * finish), `climbBoard` at each level never writes a digit the answer does not have and
 * never crosses off the answer's, crosses off only what is still there, uses only its
 * level's rungs, says where it writes each digit, and solves exactly what `solvedBy` solves,
 * reaching the answer when it does; across the set each technique of levels 1 to 3, and
 * simple colouring, is used. Then each technique on a hand-made board (candidates set
 * directly), where it must fire, with exactly what it crosses off, and where it must not.
 */
import { describe, expect, it } from 'vitest';
import { digitsOf, maskOf, popcount } from '../../../src/engine/grid/bits.ts';
import { Board } from '../../../src/engine/grid/board.ts';
import { Carver } from '../../../src/engine/grid/carve.ts';
import { simpleColouring } from '../../../src/engine/grid/colouring.ts';
import { filledGrid } from '../../../src/engine/grid/count.ts';
import { fish } from '../../../src/engine/grid/fish.ts';
import { climbBoard, solvedBy } from '../../../src/engine/grid/ladder.ts';
import { gridLevel } from '../../../src/engine/grid/make.ts';
import { isConjugate } from '../../../src/engine/grid/links.ts';
import { lockedCandidates } from '../../../src/engine/grid/locked.ts';
import { orbitsOf, removeClues, SYMMETRIES } from '../../../src/engine/grid/remove.ts';
import { hiddenSingle, nakedSingle } from '../../../src/engine/grid/singles.ts';
import { hiddenSubset, nakedSubset } from '../../../src/engine/grid/subsets.ts';
import type { Finding, GridTechnique } from '../../../src/engine/grid/technique.ts';
import { xyWing, xyzWing } from '../../../src/engine/grid/wings.ts';
import { Rng } from '../../../src/engine/random.ts';
import type { Link } from '../../../src/engine/steps.ts';
import { RUNGS, shapeFor } from '../../../src/kinds/sudoku/steps.ts';

const LEVEL = new Map(RUNGS.map((r) => [r.technique.key, r.level]));

interface Case {
  size: number;
  how: 'carved' | 'unique';
  givens: Uint8Array;
  full: Uint8Array;
}

/**
 * Puzzles of one size with their answers: `carved` by the Carver at level 4 (unique, solved
 * by the ladder), symmetries in turn; `unique` with clues taken while the counter says unique
 * (often past the ladder).
 */
function puzzles(size: 6 | 9, count: number): Case[] {
  const shape = shapeFor(size, size === 9 ? [3, 3] : [3, 2]);
  const carver = new Carver(shape, RUNGS);
  const out: Case[] = [];
  for (const how of ['carved', 'unique'] as const) {
    const rng = new Rng(`test/grid/techniques/${size}/${how}`);
    for (let i = 0; i < count; i++) {
      const full = filledGrid(shape, rng, carver.counter)!;
      const givens =
        how === 'carved'
          ? carver.carve(full, orbitsOf(size, size, SYMMETRIES[i % 3]!), rng, 4)
          : removeClues(full, orbitsOf(size, size, 'none'), rng, (g) => carver.counter.count(g, 2).solutions.length === 1);
      out.push({ size, how, givens, full });
    }
  }
  return out;
}

/** A value made once, when a test first asks for it. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

const shapeOfCase = (size: number) => shapeFor(size, size === 9 ? [3, 3] : [3, 2]);
const cases = once(() => [...puzzles(9, 300), ...puzzles(6, 100)]);
/** Each case's climb at levels 1 to 4, unsaid. */
const climbs = once(() => cases().map(({ size, givens }) => [1, 2, 3, 4].map((level) => climbBoard(new Board(shapeOfCase(size)).reset(givens), RUNGS, level, false))));

/**
 * What is false of a chain's link on the board as it stands (nothing, for a true one): both ends
 * candidates the board holds; a strong link two places of one digit that are its only two in a
 * house, or the only two digits of one cell; a weak one one digit in two cells that see each
 * other, or two digits of one cell.
 */
function falseLink(board: Board, { a, b, strong }: Link): string[] {
  const said = `${strong ? 'strong' : 'weak'} link ${a.value}@${a.cells} ${b.value}@${b.cells}`;
  const out: string[] = [];
  for (const n of [a, b]) for (const c of n.cells) if (board.value[c] || !(board.cand[c]! & (1 << n.value))) out.push(`${said}: ${n.value} is not left in cell ${c}`);
  if (a.cells.length !== 1 || b.cells.length !== 1) return [...out, ...falseGroupedLink(board, { a, b, strong }, said)];
  const [ca, cb] = [a.cells[0]!, b.cells[0]!];
  if (ca === cb) {
    if (a.value === b.value) out.push(`${said}: one candidate to itself`);
    else if (strong && popcount(board.cand[ca]!) !== 2) out.push(`${said}: the cell has more than two digits left`);
  } else if (a.value !== b.value) out.push(`${said}: two digits in two cells`);
  else if (!board.sees(ca, cb)) out.push(`${said}: the cells do not see each other`);
  else if (strong && !isConjugate(board, ca, cb, a.value)) out.push(`${said}: not the digit's only two places in a house`);
  return out;
}

/**
 * A link with a grouped node (a digit's places in a box along one line, standing as one): of one
 * digit; weak when the two are apart and every cell of one sees every cell of the other; strong
 * when, in some house holding both, the digit has no place outside them.
 */
function falseGroupedLink(board: Board, { a, b, strong }: Link, said: string): string[] {
  if (a.value !== b.value) return [`${said}: two digits in grouped nodes`];
  // An Empty Rectangle's box is a strong link of its row's places and its column's, which share the crossing cell.
  if (!strong && a.cells.some((c) => b.cells.includes(c))) return [`${said}: the nodes overlap`];
  if (!strong) return a.cells.every((x) => b.cells.every((y) => board.sees(x, y))) ? [] : [`${said}: a cell of one node does not see every cell of the other`];
  const { shape } = board;
  const both = [...a.cells, ...b.cells];
  const house = shape.houses.find((h) => both.every((c) => shape.groups[h]!.cells.includes(c)) && board.places(shape.groups[h]!.cells, a.value).every((c) => both.includes(c)));
  return house === undefined ? [`${said}: no house where the two nodes hold every place of the digit`] : [];
}

describe('the step solver on generated puzzles', () => {
  it('each step is sound: it writes the answer’s digit, never crosses off the answer’s, crosses off only what is there, at its level; its chain’s links are true', () => {
    let steps = 0;
    const linked = new Map<string, number>();
    // What is wrong, as sentences: one expectation at the end, not one per step.
    const wrong: string[] = [];
    cases().forEach(({ size, givens, full }, i) => {
      const shape = shapeOfCase(size);
      for (const level of [1, 2, 3, 4]) {
        // Replayed on a board of its own, each step as logged.
        const replay = new Board(shape).reset(givens);
        for (const step of climbs()[i]![level - 1]!.steps) {
          steps++;
          const at = `case ${i} level ${level} step ${steps} (${step.technique})`;
          // Its chain, as drawn, on the board as it stood: every link a true one.
          for (const link of step.links ?? []) wrong.push(...falseLink(replay, link).map((why) => `${at}: ${why}`));
          if (step.links) linked.set(step.technique, (linked.get(step.technique) ?? 0) + 1);
          if (LEVEL.get(step.technique)! > level) wrong.push(`${at}: above its level`);
          if (step.place.length + step.strike.length === 0) wrong.push(`${at}: does nothing`);
          for (const { cell, value } of step.place) {
            if (value !== full[cell]) wrong.push(`${at}: writes ${value} in cell ${cell}, the answer has ${full[cell]}`);
            if (replay.value[cell] || !(replay.cand[cell]! & (1 << value))) wrong.push(`${at}: writes ${value} in cell ${cell}, not open to it`);
            replay.place(cell, value);
          }
          for (const { cell, values } of step.strike) {
            if (values.includes(full[cell]!)) wrong.push(`${at}: crosses the answer's ${full[cell]} off cell ${cell}`);
            if (replay.value[cell]) wrong.push(`${at}: crosses digits off cell ${cell}, already written`);
            // Each digit crossed off was still there.
            if (replay.strike(cell, maskOf(values)) !== maskOf(values)) wrong.push(`${at}: crosses ${values} off cell ${cell}, not all there`);
          }
          if (replay.broken) wrong.push(`${at}: leaves a cell with no digit`);
        }
      }
    });
    expect(wrong).toEqual([]);
    expect(steps).toBeGreaterThan(100_000);
    // Each technique that follows a chain carries it, every time it is used.
    for (const key of ['xy-wing', 'xyz-wing', 'simple-colouring']) expect(linked.get(key) ?? 0, key).toBeGreaterThan(0);
    for (const step of climbs().flat().flatMap((log) => log.steps)) {
      if (['xy-wing', 'xyz-wing', 'simple-colouring'].includes(step.technique)) expect(step.links?.length, step.technique).toBeGreaterThan(0);
    }
  });

  it('climbBoard solves exactly what solvedBy solves, at every level; a solved log reaches the answer', () => {
    const solved = [0, 0, 0, 0];
    const open = [0, 0, 0, 0];
    for (const { size, how, givens, full } of cases()) {
      const shape = shapeOfCase(size);
      for (const level of [1, 2, 3, 4]) {
        const board = new Board(shape).reset(givens);
        const log = climbBoard(board, RUNGS, level, false);
        expect(solvedBy(new Board(shape).reset(givens), RUNGS, level), `level ${level}`).toBe(log.solved);
        if (log.solved) {
          solved[level - 1]!++;
          const cells = Array.from(givens);
          for (const step of log.steps) for (const { cell, value } of step.place) cells[cell] = value;
          expect(cells).toEqual(Array.from(full));
          expect(Array.from(board.value)).toEqual(Array.from(full));
          expect(board.left).toBe(0);
        } else {
          open[level - 1]!++;
          expect(board.left).toBeGreaterThan(0);
        }
        // A carved puzzle is solved at level 4, whatever it needs below.
        if (how === 'carved' && level === 4) expect(log.solved).toBe(true);
      }
      // The kit's level, each level going on from where the one below stuck, is the lowest level that solves from the givens.
      const fresh = [1, 2, 3, 4].find((level) => solvedBy(new Board(shape).reset(givens), RUNGS, level)) ?? null;
      expect(gridLevel(new Board(shape), RUNGS, givens)).toBe(fresh);
    }
    // Every level solves some and a higher level solves more; each below the top leaves some
    // open. The top, with forcing chains, may leave none: these puzzles were carved only to be
    // unique, and none of them needed guessing.
    for (let l = 0; l < 4; l++) {
      expect(solved[l]!).toBeGreaterThan(0);
      if (l < 3) expect(open[l]!).toBeGreaterThan(0);
      if (l > 0) expect(solved[l]!).toBeGreaterThan(solved[l - 1]!);
    }
  });

  it('across the set, each technique of levels 1 to 3, and simple colouring, is used', () => {
    // Used by dozens of puzzles each here; swordfish and the naked triple by a handful (the
    // hand-made boards below hold them), and the quads and the jellyfish by none.
    const used = new Map<string, { carved: number; unique: number }>();
    cases().forEach(({ how }, i) => {
      for (const key of new Set(climbs()[i]![3]!.steps.map((s) => s.technique))) {
        const n = used.get(key) ?? { carved: 0, unique: 0 };
        n[how]++;
        used.set(key, n);
      }
    });
    const seen = (key: string) => (used.get(key)?.carved ?? 0) + (used.get(key)?.unique ?? 0);
    for (const key of ['hidden-single', 'naked-single', 'locked-candidates', 'naked-pair', 'hidden-pair', 'x-wing', 'hidden-triple', 'xy-wing', 'xyz-wing', 'simple-colouring']) {
      expect(seen(key), key).toBeGreaterThanOrEqual(5);
    }
    // The carved puzzles need the harder rungs too, not only the ones carved only to be unique.
    for (const key of ['locked-candidates', 'naked-pair', 'hidden-pair', 'x-wing', 'xy-wing', 'simple-colouring']) expect(used.get(key)?.carved ?? 0, key).toBeGreaterThan(0);
    expect(used.size).toBeGreaterThanOrEqual(11);
  });

  it('each step’s sentence names the row and column of each digit it writes, and the digit', () => {
    let said = 0;
    for (const { size, givens } of cases().filter((_, i) => i % 4 === 0)) {
      const shape = shapeOfCase(size);
      const log = climbBoard(new Board(shape).reset(givens), RUNGS, 4, true);
      for (const step of log.steps) {
        expect(step.say.length).toBeGreaterThan(20);
        for (const { cell, value } of step.place) {
          const [r, c] = [Math.floor(cell / size) + 1, (cell % size) + 1];
          expect(step.say, step.technique).toMatch(new RegExp(`\\brow ${r}\\b`, 'i'));
          expect(step.say, step.technique).toMatch(new RegExp(`\\bcolumn ${c}\\b`, 'i'));
          expect(step.say, step.technique).toMatch(new RegExp(`\\b${value}\\b`));
          said++;
        }
        // Where a sentence names cells in full, it names each cell it crosses a digit off.
        if (['x-wing', 'swordfish', 'xy-wing', 'xyz-wing', 'simple-colouring'].includes(step.technique)) {
          for (const { cell } of step.strike) expect(step.say, step.technique).toContain(`row ${Math.floor(cell / size) + 1}, column ${(cell % size) + 1}`);
        }
        for (const { values } of step.strike) for (const v of values) expect(step.say, step.technique).toMatch(new RegExp(`\\b${v}\\b`));
      }
    }
    expect(said).toBeGreaterThan(3_000);
  });
});

// ——— Hand-made boards: the candidates set directly ———

const NINE = shapeFor(9, [3, 3]);
/** A cell by its row and column, from 1. */
const at = (r: number, c: number) => (r - 1) * 9 + (c - 1);
const ALL = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/** An empty 9×9 with every candidate open, then each cell's candidates as `marks` say. */
function boardOf(marks: (set: (cells: number[], digits: number[]) => void, without: (cells: number[], digit: number) => void) => void): Board {
  const board = new Board(NINE).reset(new Array<number>(81).fill(0));
  marks(
    (cells, digits) => cells.forEach((c) => (board.cand[c] = maskOf(digits))),
    (cells, digit) => cells.forEach((c) => (board.cand[c] = board.cand[c]! & ~(1 << digit))),
  );
  return board;
}

/** The cells of a row, a column or a box (numbered from 1). */
const row = (r: number) => ALL.map((c) => at(r, c));
const column = (c: number) => ALL.map((r) => at(r, c));
const box = (b: number) => ALL.map((i) => at(Math.floor((b - 1) / 3) * 3 + Math.floor((i - 1) / 3) + 1, ((b - 1) % 3) * 3 + ((i - 1) % 3) + 1));
const but = (cells: number[], ...out: number[]) => cells.filter((c) => !out.includes(c));

/** What a finding crosses off, cell by cell in order, each with its digits. */
const struck = (found: Finding | null) =>
  found!.strike
    .map((s) => [s.cell, digitsOf(s.values)] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([cell, digits]) => ({ cell, digits }));
/** The same digits crossed off each of `cells`. */
const each = (cells: number[], digits: number[]) => [...cells].sort((a, b) => a - b).map((cell) => ({ cell, digits }));

/** A chain's links as `3@7=1@7` (strong) and `1@7-1@0` (weak): digit@cell at each end. */
const written = (links: readonly Link[] | undefined) => (links ?? []).map((l) => `${l.a.value}@${l.a.cells}${l.strong ? '=' : '-'}${l.b.value}@${l.b.cells}`);
/**
 * A colouring's strong links as a set of pairs (`undirected`), once each is seen to be walked:
 * from a cell reached before it (the first link's first end is where the walk starts).
 */
function walked(links: readonly Link[]): string[] {
  const reached = new Set([links[0]!.a.cells[0]]);
  for (const { a, b } of links) {
    expect(reached.has(a.cells[0]), `${a.cells} is reached before its link to ${b.cells}`).toBe(true);
    reached.add(b.cells[0]);
  }
  return undirected(written(links));
}
/** Strong links written as `written` does, each smaller cell first, sorted: a set of pairs to compare. */
const undirected = (chain: readonly string[]) =>
  chain
    .map((l) => l.split('='))
    .map(([x, y]) => (Number(x!.split('@')[1]) < Number(y!.split('@')[1]) ? `${x}=${y}` : `${y}=${x}`))
    .sort();
/** The same chain walked from its other end. */
const reversed = (chain: readonly string[]) => [...chain].reverse().map((l) => l.split(/([=-])/).reverse().join(''));

/** The one step a technique takes on the board alone, with its sentence. */
const stepOf = (technique: GridTechnique, board: Board) => climbBoard(board, [{ technique, level: 1 }], 1, true).steps;

describe('hand-made boards: each technique where it must fire, and exactly what it crosses off', () => {
  it('X-Wing: 5 in rows 1 and 5 only in columns 2 and 7 is crossed off the rest of both columns', () => {
    const make = () => boardOf((_, without) => without(but([...row(1), ...row(5)], at(1, 2), at(1, 7), at(5, 2), at(5, 7)), 5));
    const found = fish(2).find(make());
    expect(found!.place).toEqual([]);
    expect(struck(found)).toEqual(each(but([...column(2), ...column(7)], at(1, 2), at(1, 7), at(5, 2), at(5, 7)), [5]));
    expect(found!.data).toMatchObject({ value: 5, rows: true, base: [1, 5], cover: [2, 7] });
    expect(found!.paper).toBe(4);
    const [step, ...more] = stepOf(fish(2), make());
    expect(more).toEqual([]);
    expect(step!.say).toContain('In rows 1 and 5, 5 can only go in columns 2 and 7.');
    expect(step!.say).toContain('cross 5 off row 2, column 2');
    // A third place for 5 in row 1 breaks it: nothing.
    const broken = make();
    broken.cand[at(1, 4)] = broken.cand[at(1, 4)]! | (1 << 5);
    expect(fish(2).find(broken)).toBeNull();
  });

  it('X-Wing with the lines swapped: 8 in columns 3 and 9 only in rows 4 and 8 is crossed off the rest of both rows', () => {
    const corners = [at(4, 3), at(4, 9), at(8, 3), at(8, 9)];
    const found = fish(2).find(boardOf((_, without) => without(but([...column(3), ...column(9)], ...corners), 8)));
    expect(struck(found)).toEqual(each(but([...row(4), ...row(8)], ...corners), [8]));
    expect(found!.data).toMatchObject({ value: 8, rows: false, base: [3, 9], cover: [4, 8] });
  });

  it('Swordfish: 9 in rows 2, 5 and 8 only in columns 1, 4 and 7 (two each) is crossed off the rest of those columns; no X-Wing is there', () => {
    const corners = [at(2, 1), at(2, 4), at(5, 4), at(5, 7), at(8, 1), at(8, 7)];
    const make = () => boardOf((_, without) => without(but([...row(2), ...row(5), ...row(8)], ...corners), 9));
    expect(fish(2).find(make())).toBeNull();
    const found = fish(3).find(make());
    expect(struck(found)).toEqual(each(but([...column(1), ...column(4), ...column(7)], ...row(2), ...row(5), ...row(8)), [9]));
    expect(found!.data).toMatchObject({ value: 9, rows: true, base: [2, 5, 8], cover: [1, 4, 7] });
  });

  it('naked pair: two cells of row 1 (in boxes 1 and 2) holding only 3 and 8 cross both off the row', () => {
    const pair = [at(1, 1), at(1, 5)];
    const make = () => boardOf((set) => set(pair, [3, 8]));
    const found = nakedSubset(2).find(make());
    expect(struck(found)).toEqual(each(but(row(1), ...pair), [3, 8]));
    expect(found!.data).toMatchObject({ size: 2, group: { kind: 'row', n: 1 }, digits: [3, 8] });
    expect(found!.paper).toBe(4);
    expect(stepOf(nakedSubset(2), make())[0]!.say).toContain('In row 1, columns 1 and 5 can hold only 3 and 8 between them');
    // One of them with a third digit: no pair.
    expect(nakedSubset(2).find(boardOf((set) => (set([pair[0]!], [3, 8]), set([pair[1]!], [3, 5, 8]))))).toBeNull();
  });

  it('naked pair within a box: the box is scanned first, and its other cells lose both digits', () => {
    const pair = [at(1, 1), at(2, 2)];
    const found = nakedSubset(2).find(boardOf((set) => set(pair, [4, 6])));
    expect(struck(found)).toEqual(each(but(box(1), ...pair), [4, 6]));
    expect(found!.data).toMatchObject({ group: { kind: 'box', n: 1 } });
  });

  it('naked triple: three cells of row 1 holding 1 2, 2 3 and 1 3 cross 1, 2 and 3 off the row; no pair among them', () => {
    const make = () => boardOf((set) => (set([at(1, 1)], [1, 2]), set([at(1, 4)], [2, 3]), set([at(1, 7)], [1, 3])));
    expect(nakedSubset(2).find(make())).toBeNull();
    const found = nakedSubset(3).find(make());
    expect(struck(found)).toEqual(each(but(row(1), at(1, 1), at(1, 4), at(1, 7)), [1, 2, 3]));
    expect(found!.data).toMatchObject({ size: 3, group: { kind: 'row', n: 1 }, digits: [1, 2, 3] });
  });

  it('hidden pair: 2 and 7 only in two cells of row 1: every other digit is crossed off those two', () => {
    const pair = [at(1, 1), at(1, 5)];
    const make = () => boardOf((_, without) => (without(but(row(1), ...pair), 2), without(but(row(1), ...pair), 7)));
    const found = hiddenSubset(2).find(make());
    expect(struck(found)).toEqual(each(pair, [1, 3, 4, 5, 6, 8, 9]));
    expect(found!.data).toMatchObject({ size: 2, group: { kind: 'row', n: 1 }, digits: [2, 7] });
    expect(stepOf(hiddenSubset(2), make())[0]!.say).toContain('In row 1, 2 and 7 can only go in columns 1 and 5');
    // 7 in a third cell of the row: no pair.
    const broken = make();
    broken.cand[at(1, 9)] = broken.cand[at(1, 9)]! | (1 << 7);
    expect(hiddenSubset(2).find(broken)).toBeNull();
  });

  it('locked candidates, pointing: 4 in box 1 only in row 1 is crossed off the rest of row 1', () => {
    const make = () => boardOf((_, without) => without([...row(2), ...row(3)].filter((c) => box(1).includes(c)), 4));
    const found = lockedCandidates.find(make());
    expect(struck(found)).toEqual(each(but(row(1), ...box(1)), [4]));
    expect(found!.data).toMatchObject({ value: 4, group: { kind: 'box', n: 1 }, other: { kind: 'row', n: 1 } });
    expect(found!.paper).toBe(3);
    expect(stepOf(lockedCandidates, make())[0]!.say).toContain('In box 1, 4 can only go in row 1, column 1; row 1, column 2 or row 1, column 3, all in row 1.');
  });

  it('locked candidates, claiming: 6 in row 4 only in box 5 is crossed off the rest of box 5', () => {
    const found = lockedCandidates.find(boardOf((_, without) => without(but(row(4), ...box(5)), 6)));
    expect(struck(found)).toEqual(each(but(box(5), ...row(4)), [6]));
    expect(found!.data).toMatchObject({ value: 6, group: { kind: 'row', n: 4 }, other: { kind: 'box', n: 5 } });
  });

  it('no locked candidates where a digit has places both inside and outside every crossing', () => {
    expect(lockedCandidates.find(boardOf(() => {}))).toBeNull();
  });

  it('XY-Wing: pivot 1 2 at row 1, column 1 with pincers 1 3 (row 1, column 8) and 2 3 (row 2, column 2): 3 is crossed off the cells seeing both pincers', () => {
    const make = () => boardOf((set) => (set([at(1, 1)], [1, 2]), set([at(1, 8)], [1, 3]), set([at(2, 2)], [2, 3])));
    const found = xyWing.find(make());
    expect(struck(found)).toEqual(each([at(1, 2), at(1, 3), at(2, 7), at(2, 8), at(2, 9)], [3]));
    expect(found!.data).toMatchObject({ pivot: { row: 1, col: 1 }, pivotDigits: [1, 2], value: 3 });
    // Its chain, from one pincer's 3 to the other's, through the pivot: which pincer comes first is the search's order.
    const [p, a, b] = [at(1, 1), at(1, 8), at(2, 2)];
    const chain = [`3@${a}=1@${a}`, `1@${a}-1@${p}`, `1@${p}=2@${p}`, `2@${p}-2@${b}`, `2@${b}=3@${b}`];
    expect([chain, reversed(chain)]).toContainEqual(written(found!.links));
    const say = stepOf(xyWing, make())[0]!.say;
    expect(say).toContain('Row 1, column 1 can only be 1 or 2.');
    expect(say).toContain('So 3 is crossed off row 1, column 2; row 1, column 3; row 2, column 7; row 2, column 8 and row 2, column 9');
    // Pincers with no digit in common: nothing.
    expect(xyWing.find(boardOf((set) => (set([at(1, 1)], [1, 2]), set([at(1, 8)], [1, 3]), set([at(2, 2)], [2, 4]))))).toBeNull();
    // An XY-Wing is not an XYZ-Wing.
    expect(xyzWing.find(make())).toBeNull();
  });

  it('XYZ-Wing: pivot 1 2 3 with pincers 1 3 and 2 3: 3 is crossed off only the cells seeing all three', () => {
    const found = xyzWing.find(boardOf((set) => (set([at(1, 1)], [1, 2, 3]), set([at(1, 8)], [1, 3]), set([at(2, 2)], [2, 3]))));
    expect(struck(found)).toEqual(each([at(1, 2), at(1, 3)], [3]));
    // Each pincer's two digits, and its other digit to the pivot's: the pivot's three are no link.
    const [p, a, b] = [at(1, 1), at(1, 8), at(2, 2)];
    const chain = [`3@${a}=1@${a}`, `1@${a}-1@${p}`, `2@${p}-2@${b}`, `2@${b}=3@${b}`];
    expect([chain, reversed(chain)]).toContainEqual(written(found!.links));
  });

  it('simple colouring, a trap: a chain of four for 7 (row 1, column 6, box 5); the one cell seeing both colours loses 7', () => {
    // A (1,1) and B (1,6) the only 7s of row 1; B and C (5,6) of column 6; C and D (6,4) of box 5.
    const [A, B, C, D] = [at(1, 1), at(1, 6), at(5, 6), at(6, 4)];
    const make = () => boardOf((_, without) => (without(but(row(1), A, B), 7), without(but(column(6), B, C), 7), without(but(box(5), C, D), 7)));
    const found = simpleColouring.find(make());
    // Row 6, column 1 sees A (green) down column 1 and D (blue) along row 6.
    expect(struck(found)).toEqual(each([at(6, 1)], [7]));
    expect(found!.data).toMatchObject({ value: 7, wrap: false });
    const data = found!.data as { green: { row: number; col: number }[]; blue: { row: number; col: number }[] };
    const key = (s: { row: number; col: number }[]) => s.map((x) => `${x.row},${x.col}`).sort();
    // A and C one colour, B and D the other.
    expect([key(data.green), key(data.blue)].sort()).toEqual([
      ['1,1', '5,6'],
      ['1,6', '6,4'],
    ]);
    expect(stepOf(simpleColouring, make())[0]!.say).toContain('So 7 cannot go in row 6, column 1: it sees a green cell and a blue one.');
    // Drawn: the three conjugate pairs strong, as walked, then the struck cell from the green cell and to the blue one it sees, weak (A green, as C is).
    expect(walked(found!.links!.slice(0, 3))).toEqual(undirected([`7@${A}=7@${B}`, `7@${B}=7@${C}`, `7@${C}=7@${D}`]));
    expect(written(found!.links!.slice(3))).toEqual([`7@${A}-7@${at(6, 1)}`, `7@${at(6, 1)}-7@${D}`]);
    // Without the box's link the chain is three long, A C green and B blue: no cell sees both colours with 7 left.
    expect(simpleColouring.find(boardOf((_, without) => (without(but(row(1), A, B), 7), without(but(column(6), B, C), 7))))).toBeNull();
  });

  it('simple colouring, a wrap: a chain of five for 7 whose ends share box 1: that colour is false, and 7 is crossed off all its cells', () => {
    // A (1,1) B (1,5) along row 1, B C (5,5) down column 5, C D (5,2) along row 5, D E (2,2) up column 2; A and E share box 1.
    const [A, B, C, D, E] = [at(1, 1), at(1, 5), at(5, 5), at(5, 2), at(2, 2)];
    const found = simpleColouring.find(
      boardOf((_, without) => (without(but(row(1), A, B), 7), without(but(column(5), B, C), 7), without(but(row(5), C, D), 7), without(but(column(2), D, E), 7))),
    );
    expect(struck(found)).toEqual(each([A, C, E], [7]));
    expect(found!.data).toMatchObject({ value: 7, wrap: true });
    // Drawn: the four pairs strong, as walked, then A and E, one colour in one box, weak.
    expect(walked(found!.links!.slice(0, 4))).toEqual(undirected([`7@${A}=7@${B}`, `7@${B}=7@${C}`, `7@${C}=7@${D}`, `7@${D}=7@${E}`]));
    expect(written(found!.links!.slice(4))).toEqual([`7@${A}-7@${E}`]);
  });

  it('singles: a cell with one digit left takes it; a digit with one place left in a box goes there', () => {
    const naked = nakedSingle.find(boardOf((set) => set([at(4, 5)], [6])));
    expect(naked!.place).toEqual([{ cell: at(4, 5), value: 6 }]);
    const hidden = hiddenSingle.find(boardOf((_, without) => without(but(box(9), at(8, 7)), 2)));
    expect(hidden!.place).toEqual([{ cell: at(8, 7), value: 2 }]);
    expect(hidden!.data).toMatchObject({ group: { kind: 'box', n: 9 } });
    expect(nakedSingle.find(boardOf(() => {}))).toBeNull();
    expect(hiddenSingle.find(boardOf(() => {}))).toBeNull();
  });
});
