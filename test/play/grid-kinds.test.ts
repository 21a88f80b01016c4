/**
 * The kinds on the grid kit played in Node through the functions their page calls (src/play/grid.ts
 * and each kind's `rules`): a puzzle made here at a fixed seed, a digit that repeats one in its
 * group said, counted once and ringed with the one it repeats, Check and Check this box, Undo and
 * Redo keeping the mistakes made, hints alone to the end (never naming a mistake on a right
 * board), a wrong entry named by the hint, a full grid that is not the answer named by the kind's
 * answer check in the kind's words (its cages, runs, signs or clues), a stored game read back,
 * and the verdict at the finish. The browser test (test/site/play/ways.test.ts) plays the page.
 */
import { describe, expect, it } from 'vitest';
import type { Difficulty } from '../../src/engine/kind.ts';
import { sayMistake } from '../../src/engine/mistake.ts';
import { rules as calcudoku } from '../../src/kinds/calcudoku/play.ts';
import { words as calcudokuWords } from '../../src/kinds/calcudoku/words.ts';
import { rules as futoshiki } from '../../src/kinds/futoshiki/play.ts';
import { words as futoshikiWords } from '../../src/kinds/futoshiki/words.ts';
import { rules as kakuro } from '../../src/kinds/kakuro/play.ts';
import { words as kakuroWords } from '../../src/kinds/kakuro/words.ts';
import { rules as killer } from '../../src/kinds/killer-sudoku/play.ts';
import { words as killerWords } from '../../src/kinds/killer-sudoku/words.ts';
import { rules as skyscrapers } from '../../src/kinds/skyscrapers/check.ts';
import { words as skyscrapersWords } from '../../src/kinds/skyscrapers/words.ts';
import { rules as sudoku } from '../../src/kinds/sudoku/play.ts';
import { words as sudokuWords } from '../../src/kinds/sudoku/words.ts';
import type { KindName } from '../../src/kinds/registry.ts';
import { blanksOf, boardOf, clashOf, gridCheck, gridCheckCell, gridEntry, type GridRules, type GridState, gridHint, peersOf, startGrid, takeGridHint } from '../../src/play/grid.ts';
import { walkedTo } from '../../src/play/moves.ts';
import { readSaved } from '../../src/play/saved.ts';
import { made, playerOf } from './made.ts';

type Grid = number[][];

/**
 * Each kind on the grid kit, at the size and band its page is played at in the shared archive
 * (Sudoku 9×9 medium, Calcudoku 6×6 medium, Skyscrapers 6×6 medium; the others at their worked
 * example's options), and how to make a full grid that keeps every row and column but is not the
 * answer, with what the answer check then says.
 */
interface GridKind {
  kind: KindName;
  options: object;
  band: Difficulty;
  rules: GridRules<never, never>;
  check: object;
  /** A full grid other than the answer that breaks the kind's own rule (a cage, a run, a sign, a clue), and how that is said; none where every other filling repeats a digit. */
  other?(answer: Grid, givens: Grid, open: (y: number, x: number) => boolean): Grid;
  said?: RegExp;
  /** How many of the drawing's boxes that is said of, where the kind knows (a sign's two cells). */
  ringed?: number;
}

/** The answer with two rows (or, `cols`, columns) that hold no printed digit swapped: still a Latin square. */
function swapLines(answer: Grid, givens: Grid, cols = false): Grid | undefined {
  const n = answer.length;
  const free = Array.from({ length: n }, (_, i) => i).filter((i) => answer.every((_, k) => !(cols ? givens[k]![i] : givens[i]![k])));
  if (free.length < 2) return undefined;
  const [a, b] = free as [number, number];
  return answer.map((row, y) => row.map((v, x) => (cols ? (x === a ? row[b]! : x === b ? row[a]! : v) : y === a ? answer[b]![x]! : y === b ? answer[a]![x]! : v)));
}

/** Another filling of the blanks that keeps every row, column and printed digit, signs aside (the first a plain search finds). */
function otherLatin(answer: Grid, givens: Grid): Grid | undefined {
  const n = givens.length;
  const grid = givens.map((row) => [...row]);
  let found: Grid | undefined;
  const go = (i: number): boolean => {
    if (i === n * n) {
      if (grid.some((row, y) => row.some((v, x) => v !== answer[y]![x]))) found = grid.map((row) => [...row]);
      return found !== undefined;
    }
    const [y, x] = [Math.floor(i / n), i % n];
    if (givens[y]![x]) return go(i + 1);
    for (let v = 1; v <= n; v++) {
      if (grid[y]!.includes(v) || grid.some((row) => row[x] === v)) continue;
      grid[y]![x] = v;
      if (go(i + 1)) return true;
      grid[y]![x] = 0;
    }
    return false;
  };
  go(0);
  return found;
}

const KINDS: GridKind[] = [
  { kind: 'sudoku', options: { size: 9 }, band: 'medium', rules: sudoku as never, check: sudokuWords.check },
  {
    kind: 'calcudoku',
    options: { size: 6 },
    band: 'medium',
    rules: calcudoku as never,
    check: calcudokuWords.check,
    other: (a, g) => swapLines(a, g) ?? swapLines(a, g, true)!,
    said: /^The digits of the \d+[+−×÷] cage at row \d, column \d do not make \d+\.$/,
  },
  {
    kind: 'killer-sudoku',
    options: { size: 6 },
    band: 'easy',
    rules: killer as never,
    check: killerWords.check,
    // Rows 1 and 2 swapped: in the same boxes, still a Sudoku, but (the answer being the only one) some cage breaks.
    other: (a) => a.map((row, y) => (y === 0 ? a[1]! : y === 1 ? a[0]! : row)),
    said: /^(The digits of the \d+ cage at row \d, column \d add up to \d+, not \d+|The cage at row \d, column \d holds \d twice)\.$/,
  },
  {
    kind: 'kakuro',
    options: { size: 5 },
    band: 'easy',
    rules: kakuro as never,
    check: kakuroWords.check,
    // The first run across with its first two squares swapped: that run still adds up, the two down runs through them do not.
    other: (a, g, open) => {
      const whites = g.flatMap((row, y) => row.flatMap((_, x) => (open(y, x) ? [[y, x] as const] : [])));
      const [[y1, x1], [y2, x2]] = whites as [readonly [number, number], readonly [number, number]];
      return a.map((row, y) => row.map((v, x) => (y === y1 && x === x1 ? a[y2]![x2]! : y === y2 && x === x2 ? a[y1]![x1]! : v)));
    },
    said: /^The down run of \d+ from row \d+, column \d+ (holds \d twice|adds up to \d+, not \d+)\.$/,
  },
  {
    kind: 'futoshiki',
    options: { size: 5 },
    band: 'easy',
    rules: futoshiki as never,
    check: futoshikiWords.check,
    other: otherLatin as never,
    said: /^Row \d, column \d should be smaller than row \d, column \d\.$/,
    ringed: 2,
  },
  {
    kind: 'skyscrapers',
    options: { size: 6 },
    band: 'medium',
    rules: skyscrapers as never,
    check: skyscrapersWords.check,
    other: (a, g) => swapLines(a, g) ?? swapLines(a, g, true)!,
    said: /^Seen from (above|below) column \d|^Seen from the (left|right) of row \d/,
  },
];

describe.each(KINDS)('$kind played through its rules', ({ kind, options, band, rules, check, other, said, ringed }) => {
  const r = made(kind, options, band) as unknown as { puzzle: never; solution: never };
  const { puzzle, solution } = r;
  const answer = rules.answer(solution) as Grid;
  const givens = rules.givens(puzzle) as Grid;
  const blanks = blanksOf(rules, puzzle);
  const peers = peersOf(rules, puzzle);
  const digits = rules.digits(puzzle);
  const open = (y: number, x: number) => !rules.open || rules.open(puzzle, y, x);
  /** The state with the answer's digits in `cells` (every blank when absent). */
  const filled = (cells = blanks, base = startGrid(rules, puzzle)): GridState => ({ ...base, entries: base.entries.map((row, y) => row.map((v, x) => (cells.some(([a, b]) => a === y && b === x) ? answer[y]![x]! : v))) });
  const withEntry = (s: GridState, y: number, x: number, v: number | null): GridState => ({ ...s, entries: s.entries.map((row, a) => row.map((w, b) => (a === y && b === x ? v : w))) });

  it('a digit that repeats one in its group is said, counted once and ringed with the one it repeats; erased and written again, not counted twice', () => {
    const start = startGrid(rules, puzzle);
    // A blank and a digit already in one of its groups (printed there, or the answer's digit written in a blank of it first).
    let found: { at: [number, number]; v: number; base: GridState } | undefined;
    for (const [y, x] of blanks) {
      for (const group of rules.groups(puzzle)) {
        if (!group.cells.some(([a, b]) => a === y && b === x)) continue;
        const [oy, ox] = group.cells.find(([a, b]) => (a !== y || b !== x) && (givens[a]![b] || blanks.some(([c, d]) => c === a && d === b)))!;
        const base = givens[oy]![ox] ? start : withEntry(start, oy, ox, answer[oy]![ox]!);
        const v = givens[oy]![ox] || answer[oy]![ox]!;
        found = { at: [y, x], v, base };
        break;
      }
      if (found) break;
    }
    const { at: [y, x], v, base } = found!;
    const clash = clashOf(rules, puzzle, withEntry(base, y, x, v), y, x)!;
    const move = gridEntry(rules, puzzle, base, y, x, v, peers)!;
    expect(move.say).toBe(`${v} is already in this ${clash.where}.`);
    expect(move.tone).toBe('bad');
    expect(move.move!.mistakes).toBe(1);
    expect(move.move!.entries[y]![x]).toBe(v);
    expect(new Set(move.flag)).toEqual(new Set(clash.cells.map(([a, b]) => `cell-${a}-${b}`)));
    expect(move.flag).toContain(`cell-${y}-${x}`);
    // The same digit in the cell again is nothing; erased, then written again: the same mistake, still one.
    expect(gridEntry(rules, puzzle, move.move!, y, x, v, peers)).toBeNull();
    const erased = gridEntry(rules, puzzle, move.move!, y, x, null, peers)!;
    expect(erased).toEqual({ move: { ...move.move!, entries: withEntry(move.move!, y, x, null).entries } });
    expect(gridEntry(rules, puzzle, erased.move!, y, x, v, peers)!.move!.mistakes).toBe(1);
    // A digit that repeats nothing is a plain move: nothing said.
    const [fy, fx] = blanks.find(([a, b]) => !clashOf(rules, puzzle, withEntry(start, a, b, answer[a]![b]!), a, b))!;
    expect(gridEntry(rules, puzzle, start, fy, fx, answer[fy]![fx]!, peers)).toEqual({ move: withEntry(start, fy, fx, answer[fy]![fx]!) });
  });

  it('Check names each wrong digit and counts it once, however often; Check this box says empty, right or wrong; with none wrong it says how many are empty', () => {
    const [y, x] = blanks[0]!;
    const wrongDigit = digits.find((d) => d !== answer[y]![x])!;
    const start = startGrid(rules, puzzle);
    expect(gridCheck(rules, puzzle, solution, start)).toEqual({ say: `${blanks.length} cells are still empty; every digit so far is right.` });
    expect(gridCheckCell(rules, solution, start, y, x)).toEqual({ say: `Row ${y + 1}, column ${x + 1} is empty.` });
    const wrong = withEntry(start, y, x, wrongDigit);
    const checked = gridCheck(rules, puzzle, solution, wrong);
    expect(checked.say).toBe(`This digit is wrong: row ${y + 1} column ${x + 1}.`);
    expect(checked).toMatchObject({ tone: 'bad', flag: [`cell-${y}-${x}`] });
    expect(checked.update!.mistakes).toBe(1);
    // Checked again, and that box checked: still one mistake.
    expect(gridCheck(rules, puzzle, solution, checked.update!).update!.mistakes).toBe(1);
    const box = gridCheckCell(rules, solution, checked.update!, y, x);
    expect(box).toMatchObject({ say: `${wrongDigit} in row ${y + 1}, column ${x + 1} is wrong.`, tone: 'bad', flag: [`cell-${y}-${x}`] });
    expect(box.update!.mistakes).toBe(1);
    const right = withEntry(start, y, x, answer[y]![x]!);
    expect(gridCheckCell(rules, solution, right, y, x)).toEqual({ say: `${answer[y]![x]} in row ${y + 1}, column ${x + 1} is right.`, tone: 'good' });
    expect(gridCheck(rules, puzzle, solution, right).say).toBe(`${blanks.length - 1} ${blanks.length - 1 === 1 ? 'cell is' : 'cells are'} still empty; every digit so far is right.`);
  });

  it('Undo walks back to the state before, the mistakes made kept; Redo walks on again', () => {
    const [y, x] = blanks[0]!;
    const start = startGrid(rules, puzzle);
    const wrongDigit = digits.find((d) => d !== answer[y]![x])!;
    const checked = gridCheck(rules, puzzle, solution, withEntry(start, y, x, wrongDigit)).update!;
    // Undo from the checked state to the fresh one: the board as it was, the mistake and what it counted kept.
    const undone = walkedTo(start, checked);
    expect(undone.entries).toEqual(start.entries);
    expect(undone.mistakes).toBe(1);
    expect(undone.counted).toEqual([`${y}-${x}:${wrongDigit}`]);
    // The same wrong digit written and checked again: not a second mistake.
    expect(gridCheck(rules, puzzle, solution, withEntry(undone, y, x, wrongDigit)).update!.mistakes).toBe(1);
    const redone = walkedTo(checked, undone);
    expect(redone).toEqual(checked);
  });

  it('hints alone solve it from the start, each a step written in, and name a wrong digit before any step', async () => {
    const player = await playerOf<typeof kind, GridState>(kind);
    let state = startGrid(rules, puzzle);
    let hints = 0;
    while (!player.verdict(puzzle, solution, state).solved) {
      const hint = gridHint(rules, puzzle, state, solution);
      expect(hint.type, `hint ${hints}`).toMatch(/^(step|reveal)$/);
      const next = takeGridHint(rules, puzzle, state, hint);
      expect(next, `hint ${hints} writes something in`).not.toEqual(state);
      state = next;
      expect(++hints).toBeLessThanOrEqual(blanks.length);
    }
    expect(boardOf(rules, puzzle, state)).toEqual(answer.map((row, y) => row.map((v, x) => (open(y, x) ? v : null))));
    expect(gridHint(rules, puzzle, state, solution)).toEqual({ type: 'done' });
    // A wrong digit: the hint names it and rings it, and writes nothing.
    const [y, x] = blanks.at(-1)!;
    const wrong = withEntry(startGrid(rules, puzzle), y, x, digits.find((d) => d !== answer[y]![x])!);
    const named = gridHint(rules, puzzle, wrong, solution);
    expect(named).toMatchObject({ type: 'mistake', cells: [y * rules.cols(puzzle) + x] });
    expect(takeGridHint(rules, puzzle, wrong, named)).toBe(wrong);
  });

  it('says what is still empty, names a full grid that is not the answer by the answer check, ringed, and is solved by the answer', async () => {
    const player = await playerOf<typeof kind, GridState>(kind);
    const start = player.start(puzzle);
    expect(start).toEqual(startGrid(rules, puzzle));
    expect(player.verdict(puzzle, solution, start)).toEqual({ solved: false, message: `${blanks.length} cells are still empty.` });
    const answered = filled();
    expect(player.verdict(puzzle, solution, answered)).toEqual({ solved: true });
    // One blank off its answer: the answer check's words, said after every move, ringed where they point.
    const [y, x] = blanks[0]!;
    const off = withEntry(answered, y, x, digits.find((d) => d !== answer[y]![x])!);
    const verdict = player.verdict(puzzle, solution, off);
    // As the page asks it: the board as the player has it (a square not in play null).
    const board = boardOf(rules, puzzle, off) as Grid;
    const mistake = rules.mistake(puzzle, board)!;
    expect(verdict).toEqual({ solved: false, message: sayMistake(check, mistake), tone: 'bad', always: true, at: mistake.at });
    expect(mistake.at.length).toBeGreaterThan(0);
    if (!other) return;
    // A full grid that keeps every row and column but breaks the kind's own rule: named by it.
    const grid = other(answer, givens, open);
    const wrongGrid = filled([], { ...start, entries: start.entries.map((row, a) => row.map((v, b) => (blanks.some(([c, d]) => c === a && d === b) ? grid[a]![b]! : v))) });
    const named = player.verdict(puzzle, solution, wrongGrid);
    expect(named.solved).toBe(false);
    if (named.solved) return;
    expect(named.message).toMatch(said!);
    expect(named.always).toBe(true);
    expect(named.at!.length).toBeGreaterThan(0);
    if (ringed) expect(named.at).toHaveLength(ringed);
  });

  it('reads back a game it stored, with its notes, mistakes, Undo and Redo; and not another puzzle’s', async () => {
    const player = await playerOf<typeof kind, GridState>(kind);
    const [y, x] = blanks[0]!;
    const [ny, nx] = blanks[1]!;
    const state: GridState = { ...withEntry(startGrid(rules, puzzle), y, x, answer[y]![x]!), notes: { [`${ny}-${nx}`]: [digits[0]!, digits[1]!] }, mistakes: 2, counted: [`${y}-${x}:${digits[0]}`] };
    expect(player.restore(puzzle, JSON.parse(JSON.stringify(state)))).toEqual(state);
    const saved = readSaved(JSON.stringify({ state, elapsedMs: 5000, solved: false, mistakes: 2, past: [startGrid(rules, puzzle)], future: [filled()] }), {
      restore: (s) => player.restore(puzzle, s),
      solved: (s) => player.verdict(puzzle, solution, s).solved,
    });
    expect(saved).toMatchObject({ state, past: [startGrid(rules, puzzle)], future: [filled()] });
    // A digit in a printed cell (or a square not in play), or a grid of another size: not this puzzle's game.
    const printed = givens.flatMap((row, a) => row.flatMap((v, b) => (v || !open(a, b) ? [[a, b] as const] : [])));
    if (printed.length) expect(player.restore(puzzle, withEntry(state, printed[0]![0], printed[0]![1], digits[0]!))).toBeNull();
    expect(player.restore(puzzle, { ...state, entries: state.entries.slice(1) })).toBeNull();
  });
});
