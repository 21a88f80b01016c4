import type { Figure, Flow, Item } from '../../engine/figure.ts';
import { withGridLabels } from '../../engine/grid-labels.ts';
import { type KakuroPuzzle, type KakuroSolution, puzzleRuns } from './schema.ts';
import { words } from './words.ts';

/** A clue's type, of a square: two digits fit each half of the diagonal, and at the book's least scale (7 pt) a square is about 17.5 pt (a how-to page's small step figures print at it). */
const CLUE = 0.4;
/** An answer's digits, of a square. */
const DIGIT = 0.6;
const ANSWER_DIGIT = 0.7;

/** How far a block's diagonal stops short of its corners, of a square: clear of the block's outline, which it would otherwise nick in white. */
const DIAGONAL_CLEAR = 0.08;

/**
 * The grid in 1-unit squares: white squares to write in, and blocks, solid dark as Kakuro books
 * print them, each with a sum split by a white diagonal, the across sum above it to the right
 * and the down sum below it to the left, in white. With `flow.coordinates` (the archive's
 * screens, a book that asks) rows and columns are numbered, which steps and hints name squares by.
 */
export function draw(puzzle: KakuroPuzzle, solution?: KakuroSolution, flow?: Flow): Figure {
  const figure = grid(puzzle, solution);
  if (!flow?.coordinates) return figure;
  const rows = Array.from({ length: puzzle.rows }, (_, i) => i + 0.5);
  const cols = Array.from({ length: puzzle.cols }, (_, i) => i + 0.5);
  return withGridLabels(figure, { rows, cols, size: CLUE });
}

/**
 * The key's answer: the grid, its digits larger, its blocks dark and split as on the puzzle's
 * page (so no block reads as a square left empty) without their sums (a key reads the digits;
 * the sums are on the puzzle's page), so answers pack as published keys do (the key sets a
 * figure by its smallest type).
 */
export const drawAnswer = (puzzle: KakuroPuzzle, solution: KakuroSolution): Figure => grid(puzzle, solution, ANSWER_DIGIT, false);

function grid(puzzle: KakuroPuzzle, solution?: KakuroSolution, digit = DIGIT, sums = true): Figure {
  const squares: Item[] = [];
  const diagonals: Item[] = [];
  const marks: Item[] = [];
  puzzle.cells.forEach((row, r) =>
    row.forEach((cell, c) => {
      if (cell === null) {
        squares.push({ type: 'box', x: c, y: r, w: 1, h: 1, role: 'cell', key: `cell-${r}-${c}` });
        const v = solution?.grid[r]?.[c];
        if (v) marks.push({ type: 'text', x: c + 0.5, y: r + 0.5, text: String(v), size: digit, role: 'answer', anchor: 'middle' });
        return;
      }
      squares.push({ type: 'box', x: c, y: r, w: 1, h: 1, role: 'block' });
      if (cell.across === null && cell.down === null) return;
      const [from, to] = [DIAGONAL_CLEAR, 1 - DIAGONAL_CLEAR];
      diagonals.push({ type: 'line', x1: c + from, y1: r + from, x2: c + to, y2: r + to, role: 'knockout' });
      if (!sums) return;
      if (cell.across !== null) marks.push({ type: 'text', x: c + 0.72, y: r + 0.28, text: String(cell.across), size: CLUE, role: 'block-clue', anchor: 'middle' });
      if (cell.down !== null) marks.push({ type: 'text', x: c + 0.28, y: r + 0.74, text: String(cell.down), size: CLUE, role: 'block-clue', anchor: 'middle' });
    }),
  );
  const { rows, cols } = puzzle;
  // The diagonals under the frame, which they would otherwise nick at the grid's edge.
  const items: Item[] = [...squares, ...diagonals, { type: 'box', x: 0, y: 0, w: cols, h: rows, role: 'frame' }, ...marks];
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
