import { gridPlayer } from '../../play/grid-player.ts';
import { groupsOf, mistakeOf } from './check.ts';
import { playWords } from './play-words.ts';
import type { FutoshikiPuzzle, FutoshikiSolution } from './schema.ts';
import { stepper } from './steps.ts';
import { hintWords, words } from './words.ts';

/** Futoshiki in the browser: the kit's grid player told its rows, columns, printed digits, steps and answer check; the chevrons are the figure's. */
export const player = gridPlayer<FutoshikiPuzzle, FutoshikiSolution>(
  { rows: (p) => p.size, cols: (p) => p.size, givens: (p) => p.givens, answer: (s) => s.grid, digits: (p) => Array.from({ length: p.size }, (_, i) => i + 1), perDigit: (p) => p.size, groups: groupsOf, stepper, hintWords, mistake: (p, grid) => mistakeOf(p, { grid }) },
  { get help() { return playWords.help; }, get check() { return words.check; } },
);
