import { BOXES, type SudokuOptions, type SudokuPuzzle } from './schema.ts';

/** What a stored Sudoku shows that its options could not have made: another size or box, or givens that break its symmetry. */
export function unlike(options: SudokuOptions, puzzle: SudokuPuzzle): string[] {
  const { size } = options;
  if (puzzle.size !== size) return [`puzzle.size: is ${puzzle.size} but options.size is ${size}`];
  const box = BOXES[size];
  if (puzzle.box[0] !== box[0] || puzzle.box[1] !== box[1]) return [`puzzle.box: is ${JSON.stringify(puzzle.box)} but a ${size}×${size} Sudoku has boxes of ${JSON.stringify(box)}`];
  const given = (r: number, c: number) => puzzle.givens[r]?.[c] !== 0;
  const partner = (r: number, c: number): [number, number] | null =>
    options.symmetry === 'rotational' ? [size - 1 - r, size - 1 - c] : options.symmetry === 'mirror' ? [r, size - 1 - c] : null;
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      const other = partner(r, c);
      if (other && given(r, c) !== given(...other)) return [`puzzle.givens[${r}][${c}]: ${given(r, c) ? 'is given' : 'is empty'} but its ${options.symmetry} partner [${other.join('][')}] is not, which options.symmetry rules out`];
    }
  }
  return [];
}
