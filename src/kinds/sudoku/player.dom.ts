import { gridPlayer } from '../../play/grid-player.ts';
import { rules } from './play.ts';
import { playWords } from './play-words.ts';
import type { SudokuPuzzle, SudokuSolution } from './schema.ts';
import { words } from './words.ts';

/** Sudoku in the browser: the grid player of the kit (src/play/grid-player.ts), told Sudoku's rules and words. */
export const player = gridPlayer<SudokuPuzzle, SudokuSolution>(rules, {
  get help() {
    return playWords.help;
  },
  get check() {
    return words.check;
  },
});
