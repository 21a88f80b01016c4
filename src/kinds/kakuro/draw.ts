import type { Figure, Item } from '../../engine/figure.ts';
import { withGridLabels } from '../../engine/grid-labels.ts';
import { type KakuroPuzzle, type KakuroSolution, puzzleRuns } from './schema.ts';
import { words } from './words.ts';

/** A clue's type, of a square: two digits fit each half of the diagonal, and at the book's least scale (7 pt) a square is about 17.5 pt (a how-to page's small step figures print at it). */
const CLUE = 0.4;
/** An answer's digits, of a square. */
const DIGIT = 0.6;
const ANSWER_DIGIT = 0.7;

/**
 * The grid in 1-unit squares: white squares to write in, clue squares tinted (as printed clues
 * are in every kind: black would hide the sums on a home printer) and split by a diagonal,
 * the across sum above it to the right, the down sum below it to the left. Rows and columns
 * are numbered, since steps and hints name squares by row and column.
 */
export function draw(puzzle: KakuroPuzzle, solution?: KakuroSolution): Figure {
  const rows = Array.from({ length: puzzle.rows }, (_, i) => i + 0.5);
  const cols = Array.from({ length: puzzle.cols }, (_, i) => i + 0.5);
  return withGridLabels(grid(puzzle, solution), { rows, cols, size: CLUE });
}

/**
 * The key's answer: the grid alone, its digits larger, without the row and column numbers or the
 * sums (a key reads the digits; the sums are on the puzzle's page), so answers pack as published
 * keys do (the key sets a figure by its smallest type).
 */
export const drawAnswer = (puzzle: KakuroPuzzle, solution: KakuroSolution): Figure => grid(puzzle, solution, ANSWER_DIGIT, false);

function grid(puzzle: KakuroPuzzle, solution?: KakuroSolution, digit = DIGIT, sums = true): Figure {
  const squares: Item[] = [];
  const marks: Item[] = [];
  puzzle.cells.forEach((row, r) =>
    row.forEach((cell, c) => {
      if (cell === null) {
        squares.push({ type: 'box', x: c, y: r, w: 1, h: 1, role: 'cell', key: `cell-${r}-${c}` });
        const v = solution?.grid[r]?.[c];
        if (v) marks.push({ type: 'text', x: c + 0.5, y: r + 0.5, text: String(v), size: digit, role: 'answer', anchor: 'middle' });
        return;
      }
      squares.push({ type: 'box', x: c, y: r, w: 1, h: 1, role: 'given-cell' });
      if ((cell.across === null && cell.down === null) || !sums) return;
      marks.push({ type: 'line', x1: c, y1: r, x2: c + 1, y2: r + 1, role: 'thin' });
      if (cell.across !== null) marks.push({ type: 'text', x: c + 0.72, y: r + 0.28, text: String(cell.across), size: CLUE, role: 'given', anchor: 'middle' });
      if (cell.down !== null) marks.push({ type: 'text', x: c + 0.28, y: r + 0.74, text: String(cell.down), size: CLUE, role: 'given', anchor: 'middle' });
    }),
  );
  const { rows, cols } = puzzle;
  const items: Item[] = [...squares, { type: 'box', x: 0, y: 0, w: cols, h: rows, role: 'frame' }, ...marks];
  const alt = solution ? words.altSolved({ rows, cols }) : words.alt({ rows, cols, count: squares.filter((s) => s.type === 'box' && s.role === 'cell').length, runs: words.altRuns({ count: puzzleRuns(puzzle).length }) });
  return { width: cols, height: rows, alt, items };
}

/**
 * The grid as text, five characters a square: a clue square `down\across` (`16\ 7`, blank
 * where it has none), a black square with no sum `#####`, a white one `  .  ` or its digit.
 */
export function text(puzzle: KakuroPuzzle, solution?: KakuroSolution): string {
  return puzzle.cells
    .map((row, r) =>
      row
        .map((cell, c) => {
          if (cell === null) return `  ${solution?.grid[r]?.[c] ?? '.'}  `;
          if (cell.across === null && cell.down === null) return '#####';
          return `${String(cell.down ?? '').padStart(2)}\\${String(cell.across ?? '').padEnd(2)}`;
        })
        .join(' ')
        .trimEnd(),
    )
    .join('\n');
}
