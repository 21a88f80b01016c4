import type { Hint } from '../../../src/engine/hint.ts';
import { asKind, type PuzzleRecord } from '../../../src/kinds/record.ts';
import type { KindName } from '../../../src/kinds/registry.ts';
import { rules as calcudoku } from '../../../src/kinds/calcudoku/play.ts';
import { countdownHint, startCountdown, takeHint as takeCountdown } from '../../../src/kinds/countdown/play.ts';
import { crossNumbersHint, takeHint as takeCross } from '../../../src/kinds/cross-numbers/play.ts';
import { rules as futoshiki } from '../../../src/kinds/futoshiki/play.ts';
import { rules as kakuro } from '../../../src/kinds/kakuro/play.ts';
import { rules as killerSudoku } from '../../../src/kinds/killer-sudoku/play.ts';
import { mazeHint, startMaze, takeHint as takeMaze } from '../../../src/kinds/maze/play.ts';
import { numberMindHint } from '../../../src/kinds/number-mind/play.ts';
import { numbrixHint, startNumbrix, takeHint as takeNumbrix } from '../../../src/kinds/numbrix/play.ts';
import { secretNumberHint } from '../../../src/kinds/secret-number/play.ts';
import { rules as skyscrapers } from '../../../src/kinds/skyscrapers/check.ts';
import { rules as sudoku } from '../../../src/kinds/sudoku/play.ts';
import { startState as startWordSearch, takeHint as takeWordSearch, wordSearchHint } from '../../../src/kinds/word-search/play.ts';
import { withHint } from '../../../src/play/code.ts';
import { gridHint, type GridRules, startGrid, takeGridHint } from '../../../src/play/grid.ts';
import { inRowLanguage } from './page.ts';

/**
 * Each kind's hints as Node computes them, from the empty position on, each taken in turn, to
 * the end: its play module's hint, from its game's start, in the words of a language. What the
 * Hint button says in the browser must be these, step for step. A kind without an entry (a kind
 * added later, whose play module this does not know yet) is played by hints in the browser
 * without them, and listed by test/site/hints.test.ts as a test to write.
 */

/** Hints from `start` on, taking each, until the game is done. */
function run<S>(start: S, hint: (s: S) => Hint, take: (s: S, h: Hint) => S): Hint[] {
  const out: Hint[] = [];
  for (let s = start, h = hint(s); h.type !== 'done' && out.length < 400; s = take(s, h), h = hint(s)) out.push(h);
  return out;
}

/** A kind on the grid player (src/play/grid.ts), told its rules. */
const onGrid =
  <P, S>(rules: GridRules<P, S>) =>
  (r: PuzzleRecord): Hint[] => {
    const { puzzle, solution } = r as unknown as { puzzle: P; solution: S };
    return run(startGrid(rules, puzzle), (s) => gridHint(rules, puzzle, s, solution), (s, h) => takeGridHint(rules, puzzle, s, h));
  };

export const NODE_HINTS: { readonly [K in KindName]?: (r: PuzzleRecord) => Hint[] } = {
  numbrix: (record) => {
    const r = asKind(record, 'numbrix');
    return run(startNumbrix(r.puzzle), (s) => numbrixHint(r.puzzle, s, r.solution.grid), (s, h) => takeNumbrix(r.puzzle, s, h));
  },
  'cross-numbers': (record) => {
    const r = asKind(record, 'cross-numbers');
    const empty = r.puzzle.cells.map((row) => row.map(() => null));
    return run(empty as (number | null)[][], (s) => crossNumbersHint(r.puzzle, s, r.solution.cells), (s, h) => takeCross(r.puzzle, s, h));
  },
  'secret-number': (record) => {
    const r = asKind(record, 'secret-number');
    return run('', (s) => secretNumberHint(r.puzzle, s, r.solution.number), (s, h) => withHint(s, r.puzzle.digits, h));
  },
  'number-mind': (record) => {
    const r = asKind(record, 'number-mind');
    return run('', (s) => numberMindHint(r.puzzle, s, r.solution.secret), (s, h) => withHint(s, r.puzzle.length, h));
  },
  countdown: (record) => {
    const r = asKind(record, 'countdown');
    return run(startCountdown(r.puzzle), (s) => countdownHint(r.puzzle, s), (s) => takeCountdown(r.puzzle, s));
  },
  // A word's letters ringed in the grid, and its place in the list beside the board.
  'word-search': (record) => {
    const r = asKind(record, 'word-search');
    return run(startWordSearch(), (s) => wordSearchHint(r.puzzle, r.solution, s), (s, h) => takeWordSearch(r.puzzle, s, h));
  },
  // The next stretch of the way, from the line's start.
  maze: (record) => {
    const r = asKind(record, 'maze');
    return run(startMaze(r.puzzle), (s) => mazeHint(r.puzzle, r.solution, s), (s, h) => takeMaze(r.puzzle, r.solution, s, h));
  },
  sudoku: onGrid(sudoku),
  calcudoku: onGrid(calcudoku),
  kakuro: onGrid(kakuro),
  'killer-sudoku': onGrid(killerSudoku),
  futoshiki: onGrid(futoshiki),
  skyscrapers: onGrid(skyscrapers),
};

/** A puzzle's hints as Node words them in `lang`, or undefined for a kind NODE_HINTS does not know. */
export function nodeHints(record: PuzzleRecord, lang: string): Hint[] | undefined {
  const hints = NODE_HINTS[record.kind as KindName];
  return hints && inRowLanguage(lang, () => hints(record));
}
