import { gridPlayer } from '../../play/grid-player.ts';
import { groupsOf, mistakeOf } from './check.ts';
import { playWords } from './play-words.ts';
import { givensOf, type SkyscrapersPuzzle, type SkyscrapersSolution } from './schema.ts';
import { stepper } from './steps.ts';
import { hintWords, words } from './words.ts';

/** Skyscrapers in the browser: the kit's grid player over the figure, its clues drawn round the grid. */
export const player = gridPlayer<SkyscrapersPuzzle, SkyscrapersSolution>(
  {
    rows: (p) => p.size,
    cols: (p) => p.size,
    givens: givensOf,
    answer: (s) => s.grid,
    digits: (p) => Array.from({ length: p.size }, (_, i) => i + 1),
    groups: groupsOf,
    stepper,
    hintWords,
    mistake: (p, grid) => mistakeOf(p, { grid }),
  },
  {
    get help() {
      return playWords.help;
    },
    get check() {
      return words.check;
    },
  },
);
