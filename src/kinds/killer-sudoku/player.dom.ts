import { gridPlayer } from '../../play/grid-player.ts';
import { rules } from './play.ts';
import type { KillerPuzzle, KillerSolution } from './schema.ts';
import { playWords, words } from './words.ts';

/** Killer Sudoku in the browser: the grid player of the kit (src/play/grid-player.ts), told its rules and words. */
export const player = gridPlayer<KillerPuzzle, KillerSolution>(rules, { get help() { return playWords.help; }, get check() { return words.check; } });
