import { rowsOf } from '../../engine/steps.ts';
import { BOXES, type Size, type SudokuPuzzle } from './schema.ts';

/**
 * The one-line form other Sudoku programs read and write (qqwing's `--one-line`, the forums'
 * lists): every cell row by row, a digit or `.` (or `0`) for an empty one; 81 characters for a
 * 9×9, 36 for a 6×6, 16 for a 4×4. Spaces and a trailing comment after the cells are ignored.
 */
export const line = {
  read(text: string): SudokuPuzzle | null {
    const cells = /^\s*([0-9.]+)\s*(?:[#;].*)?$/.exec(text)?.[1];
    const size = cells && (Math.sqrt(cells.length) as Size);
    if (!cells || !size || !(size in BOXES)) return null;
    const digits = [...cells].map((ch) => (ch === '.' ? 0 : Number(ch)));
    if (digits.some((d) => d > size)) return null;
    return { size, box: [...BOXES[size]], givens: rowsOf(digits, size) };
  },
  write: (puzzle: SudokuPuzzle): string => puzzle.givens.flat().map((v) => (v ? String(v) : '.')).join(''),
};
