import { whitesOf } from './layout.ts';
import { type KakuroOptions, type KakuroPuzzle, MAX_RUN, puzzleRuns } from './schema.ts';

/** What a stored Kakuro shows that its options could not have made: another size, a pattern not symmetric under a half-turn, white squares in pieces. */
export function unlike(options: KakuroOptions, puzzle: KakuroPuzzle): string[] {
  const { rows, cols } = options;
  if (puzzle.rows !== rows || puzzle.cols !== cols) return [`puzzle.rows: is ${puzzle.rows}×${puzzle.cols} but the options ask ${rows}×${cols}`];
  const white = puzzle.cells.map((row) => row.map((cell) => cell === null));
  for (let r = 1; r < rows; r++) {
    for (let c = 1; c < cols; c++) {
      if (white[r]![c] !== white[rows - r]![cols - c]) return [`puzzle.cells[${r}][${c}]: is ${white[r]![c] ? 'white' : 'black'} but its partner across the centre [${rows - r}][${cols - c}] is not, which the generator's half-turn symmetry rules out`];
    }
  }
  if (!whitesOf(white).connected) return ['puzzle.cells: the white squares are in more than one piece'];
  const long = puzzleRuns(puzzle).find((run) => run.cells.length > MAX_RUN);
  return long ? [`puzzle.cells[${long.clue.join('][')}]: starts a run of ${long.cells.length}`] : [];
}
