import type { Figure, Flow, Item } from '../../engine/figure.ts';
import { withGridLabels } from '../../engine/grid-labels.ts';
import { SIGNS } from '../../engine/grid/totals.ts';
import type { CalcudokuPuzzle, CalcudokuSolution } from './schema.ts';
import { words } from './words.ts';

/** A digit of the grid, a little below the middle of its cell and a little smaller than a Sudoku's, clear of the clue in its corner. */
const DIGIT = 0.5;
const DIGIT_Y = 0.6;
/** A cage's clue, in its first cell's top left corner: small beside the digits, yet the page never sets it under 7 pt (the smallest text sets a figure's scale). */
const CLUE = 0.3;
/** On a screen a clue is a little larger, still clear of the digit (a fitted 7×7 drew it under 14 px on a phone); 0.32 keeps "1440×" inside its cell. */
const SCREEN_CLUE = 0.32;
/** An answer's digits, of a cell: a key reads them, it does not write in the cells. */
const ANSWER_DIGIT = 0.75;

/** Each cell's cage, row by row. */
function cageOf(p: CalcudokuPuzzle): number[][] {
  const owner = Array.from({ length: p.size }, () => new Array<number>(p.size).fill(-1));
  p.cages.forEach((cage, i) => cage.cells.forEach(([r, c]) => (owner[r]![c] = i)));
  return owner;
}

/** Row and column numbers, where asked for: no larger than the digits, so they never outshout the clues (at 0.6 they were a page's largest type). */
const COORDINATE = 0.4;

/**
 * The grid in 1-unit cells: the cages outlined in heavy rules over thin cell lines, each
 * cage's target and sign in its first cell's corner, one-cell cages' digits printed bold on a
 * tinted cell, answers (key and archive) in plain type. With `flow.coordinates` (the archive's
 * screens, a book that asks) rows and columns are numbered, which steps and hints name cells by.
 */
export function draw(puzzle: CalcudokuPuzzle, solution?: CalcudokuSolution, flow?: Flow): Figure {
  const figure = grid(puzzle, solution, DIGIT, true, flow?.readable ? SCREEN_CLUE : CLUE);
  if (!flow?.coordinates) return figure;
  const centres = Array.from({ length: puzzle.size }, (_, i) => i + 0.5);
  return withGridLabels(figure, { rows: centres, cols: centres, size: COORDINATE });
}

/** The key's answer: the filled grid and its cages, without clues, its digits larger, so answers pack as published keys do. */
export const drawAnswer = (puzzle: CalcudokuPuzzle, solution: CalcudokuSolution): Figure => grid(puzzle, solution, ANSWER_DIGIT, false);

function grid(puzzle: CalcudokuPuzzle, solution: CalcudokuSolution | undefined, digit: number, clues: boolean, clue = CLUE): Figure {
  const { size, cages } = puzzle;
  const owner = cageOf(puzzle);
  const cells: Item[] = [];
  const text: Item[] = [];
  const given = new Map(cages.filter((c) => c.op === '=').map((c) => [`${c.cells[0]![0]},${c.cells[0]![1]}`, c.target]));
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      const printed = given.get(`${r},${c}`);
      cells.push({ type: 'box', x: c, y: r, w: 1, h: 1, role: printed ? 'given-cell' : 'cell', key: `cell-${r}-${c}` });
      const value = printed ?? solution?.grid[r]?.[c];
      if (value) text.push({ type: 'text', x: c + 0.5, y: r + (clues ? DIGIT_Y : 0.5), text: String(value), size: digit, role: printed ? 'given' : 'answer', anchor: 'middle' });
    }
  }
  if (clues) {
    for (const { cells: [[r, c]] = [[0, 0]], op, target } of cages) {
      if (op === '=') continue;
      text.push({ type: 'text', x: c + 0.08, y: r + 0.2, text: `${target}${SIGNS[op]}`, size: clue, role: 'label', anchor: 'start' });
    }
  }
  // A heavy rule wherever two neighbours sit in different cages.
  const rules: Item[] = [];
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      if (c + 1 < size && owner[r]![c] !== owner[r]![c + 1]) rules.push({ type: 'line', x1: c + 1, y1: r, x2: c + 1, y2: r + 1, role: 'thick' });
      if (r + 1 < size && owner[r]![c] !== owner[r + 1]![c]) rules.push({ type: 'line', x1: c, y1: r + 1, x2: c + 1, y2: r + 1, role: 'thick' });
    }
  }
  // Cells first, so no fill covers a rule or a digit.
  const items = [...cells, ...rules, { type: 'box', x: 0, y: 0, w: size, h: size, role: 'frame' } as Item, ...text];
  const alt = solution ? words.altSolved({ size }) : words.alt({ size, count: cages.length });
  return { width: size, height: size, alt, items };
}

/**
 * The grid as text: each cell its cage's letter and, in the key, its digit; then the cages by
 * letter with their clues. Letters run a–z, then A–Z (a 9×9 has at most 81 cages).
 */
export function text(puzzle: CalcudokuPuzzle, solution?: CalcudokuSolution): string {
  const owner = cageOf(puzzle);
  const letter = (i: number) => (i < 26 ? String.fromCharCode(97 + i) : i < 52 ? String.fromCharCode(39 + i) : String(i));
  const rows = owner.map((row, r) => row.map((i, c) => `${letter(i)}${solution ? solution.grid[r]![c] : ''}`.padEnd(solution ? 3 : 2)).join('').trimEnd());
  const clues = puzzle.cages.map((cage, i) => `${letter(i)} ${cage.target}${SIGNS[cage.op]}`);
  return [...rows, '', clues.join('  ')].join('\n');
}
