import { rowsOf } from '../../engine/steps.ts';
import { BOXES, type Size, SIZES, type SudokuOptions, type SudokuPuzzle } from './schema.ts';

/**
 * The sizes the line form has: a cell a character. A 12×12's and a 16×16's numbers past 9 take
 * two, and the programs that write those grids agree on no one character for them (Tatham's
 * Solo numbers them in its own code, hexadoku puzzles 0 to F, others A to G or A to P), so they
 * are read and written as JSON records only.
 */
const LINE_SIZES = SIZES.filter((n) => n <= 9);
const inLine = (n: number): n is Size => (LINE_SIZES as number[]).includes(n);
const TWO_DIGITS = `a ${SIZES.filter((n) => n > 9).map((n) => `${n}×${n}`).join(' or ')}'s numbers past 9 have no one character other programs share`;

/**
 * The one-line form other Sudoku programs read and write (qqwing's `--one-line`, the forums'
 * lists): every cell row by row, a digit or `.` (or `0`) for an empty one; 81 characters for a
 * 9×9, 36 for a 6×6, 16 for a 4×4. Spaces and a trailing comment after the cells are ignored.
 */
export const line = {
  read(text: string): SudokuPuzzle | null {
    const cells = /^\s*([0-9.]+)\s*(?:[#;].*)?$/.exec(text)?.[1];
    const size = cells && Math.sqrt(cells.length);
    if (!cells || !size || !inLine(size)) return null;
    const digits = [...cells].map((ch) => (ch === '.' ? 0 : Number(ch)));
    if (digits.some((d) => d > size)) return null;
    return { size, box: [...BOXES[size]], givens: rowsOf(digits, size) };
  },
  write: (puzzle: SudokuPuzzle): string => puzzle.givens.flat().map((v) => (v ? String(v) : '.')).join(''),
  /** Why puzzles of these options have no line (a 12×12, a 16×16), or null. */
  refuses: (options: SudokuOptions): string | null => (inLine(options.size) ? null : `${TWO_DIGITS}, so a ${options.size}×${options.size} Sudoku has no one-line form; use --format text or json`),
  /** Why `read` refuses a line: a character that is no cell, a count of cells no size has, or a digit past the size. */
  problem(text: string): string {
    const lead = /^\s*/.exec(text)![0].length;
    const cells = /^[0-9.]*/.exec(text.slice(lead))![0];
    const after = text.slice(lead + cells.length);
    const rest = after.trimStart();
    if (/^[0-9.]/.test(rest)) return `a space at character ${lead + cells.length + 1} splits the cells (a line writes them together)`;
    // Where, not what: a file that is not a puzzle at all (a secret linked in its place) is never quoted.
    if (rest !== '' && !/^[#;]/.test(rest)) return `character ${lead + cells.length + (after.length - rest.length) + 1} is not a cell (a digit, or . for an empty one)`;
    const size = Math.sqrt(cells.length);
    const sizes = LINE_SIZES.map((n) => `${n * n} (${n}×${n})`).reverse();
    if (size in BOXES && !inLine(size)) return `${cells.length} cells, a ${size}×${size}: ${TWO_DIGITS}, so it is read as a JSON record only`;
    if (!inLine(size)) return `${cells.length} ${cells.length === 1 ? 'cell' : 'cells'}, where one has ${new Intl.ListFormat('en', { type: 'disjunction' }).format(sizes)}`;
    const over = [...cells].find((ch) => ch !== '.' && Number(ch) > size);
    return over === undefined ? 'not a puzzle line' : `a ${over} in a ${size}×${size} (${cells.length} cells), which holds 1 to ${size}`;
  },
};
