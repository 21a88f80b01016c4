import type { Figure, Flow, Item } from '../../engine/figure.ts';
import { withGridLabels } from '../../engine/grid-labels.ts';
import type { SudokuPuzzle, SudokuSolution } from './schema.ts';
import { words } from './words.ts';

/** A cell's digit, of the cell: numbers past 9 (a 12×12's, a 16×16's) smaller, so two digits sit in a cell as Numbrix's do. */
const digitOf = (size: number) => (size > 9 ? 0.5 : 0.6);

/**
 * The grid in 1-unit cells: givens bold on a tinted cell, answers (key and archive) in plain
 * type, the boxes outlined in heavy rules. With `flow.coordinates` (the archive's screens, a
 * book that asks) rows and columns are numbered, which steps and hints name cells by.
 */
export function draw(puzzle: SudokuPuzzle, solution?: SudokuSolution, flow?: Flow): Figure {
  if (!flow?.coordinates) return grid(puzzle, solution);
  const centres = Array.from({ length: puzzle.size }, (_, i) => i + 0.5);
  return withGridLabels(grid(puzzle, solution), { rows: centres, cols: centres, size: digitOf(puzzle.size) });
}

/**
 * The key's answer: the filled grid alone, its digits filling more of each cell, so answers pack
 * as published keys do (the key sets a figure by its digits' size).
 */
export const drawAnswer = (puzzle: SudokuPuzzle, solution: SudokuSolution): Figure => grid(puzzle, solution, puzzle.size > 9 ? 0.64 : ANSWER_DIGIT);

/** An answer's digits, of a cell: a key reads them, it does not write in the cells (two-digit numbers 0.64, as Numbrix's). */
const ANSWER_DIGIT = 0.75;

function grid(puzzle: SudokuPuzzle, solution?: SudokuSolution, digit = digitOf(puzzle.size)): Figure {
  const { size, givens } = puzzle;
  const [w, h] = puzzle.box;
  const cells: Item[] = [];
  const digits: Item[] = [];
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      const given = givens[r]![c]!;
      cells.push({ type: 'box', x: c, y: r, w: 1, h: 1, role: given ? 'given-cell' : 'cell', key: `cell-${r}-${c}` });
      const value = given || solution?.grid[r]?.[c];
      if (value) digits.push({ type: 'text', x: c + 0.5, y: r + 0.5, text: String(value), size: digit, role: given ? 'given' : 'answer', anchor: 'middle' });
    }
  }
  const rules: Item[] = [];
  for (let x = w; x < size; x += w) rules.push({ type: 'line', x1: x, y1: 0, x2: x, y2: size, role: 'thick' });
  for (let y = h; y < size; y += h) rules.push({ type: 'line', x1: 0, y1: y, x2: size, y2: y, role: 'thick' });
  // Cells first, so no fill covers a rule or a digit.
  const items = [...cells, ...rules, { type: 'box', x: 0, y: 0, w: size, h: size, role: 'frame' } as Item, ...digits];
  const count = givens.flat().filter((v) => v > 0).length;
  const alt = solution ? words.altSolved({ size }) : words.alt({ size, count });
  return { width: size, height: size, alt, items };
}

/** The grid as text: a digit or `.` a cell, boxes set apart by `|` and `-`. */
export function text(puzzle: SudokuPuzzle, solution?: SudokuSolution): string {
  const { size } = puzzle;
  const [w, h] = puzzle.box;
  const wide = size > 9 ? 2 : 1;
  const lines: string[] = [];
  for (let r = 0; r < size; r++) {
    if (r > 0 && r % h === 0) lines.push(Array.from({ length: size / w }, () => '-'.repeat(w * (wide + 1) - 1)).join('-+-'));
    const row = Array.from({ length: size }, (_, c) => String(solution?.grid[r]?.[c] || puzzle.givens[r]![c]! || '.').padStart(wide));
    lines.push(Array.from({ length: size / w }, (_, b) => row.slice(b * w, b * w + w).join(' ')).join(' | '));
  }
  return lines.join('\n');
}
