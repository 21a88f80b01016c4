import { squareOf } from '../../engine/grid-labels.ts';
import type { Placement, Step, StepLog, Stepper } from '../../engine/steps.ts';
import { DIRECTION_CLASS, DIRECTIONS, type Direction } from '../../engine/wordkit/directions.ts';
import { cellsOf, type Placed, reversed, sameCells } from '../../engine/wordkit/proof.ts';
import { followWord } from '../../engine/wordkit/scan.ts';
import { readPuzzle } from './letters.ts';
import type { WordPlacement, WordSearchPuzzle, WordSearchSolution } from './schema.ts';
import { type StepWords, TECHNIQUE_OF_CLASS, words } from './words.ts';

/**
 * Word Search's step solver: a person finds the words one by one, in the list's order, each
 * where it reads in a direction the puzzle allows, the easier directions first. At level L only
 * directions of classes up to L are looked in (engine/wordkit/directions.ts: along, diagonally
 * forwards, backwards along, backwards diagonally), so a puzzle's level is the hardest class
 * its words need. A step's `from` is the word's cells in reading order; what it writes is the
 * word found, in a box of the list: cell `rows × cols + i` for word i (`cellKey`: `word-<i>`),
 * its value the placement (`start × 8 + direction`). Its `paper` is the near-misses a person
 * passes over looking for it (`nearMisses`).
 */

/** The class of a direction by its index. */
const classOf = (d: number) => DIRECTION_CLASS[DIRECTIONS[d]!];

/** A placement read forwards: a palindrome's backwards reading turned round, so its stored placement runs the easier way. */
export const forwardOf = (p: Placed): Placed => (classOf(p.dir) >= 3 ? reversed(p) : p);

/** Whether a word reads the same both ways (a palindrome: its two readings are one). */
export const isPalindrome = (w: readonly number[]) => w.length > 1 && w.every((c, i) => c === w[w.length - 1 - i]);

/** A placement as a step's value: its first cell and its direction. */
export const valueOf = (cols: number, p: Pick<Placed, 'row' | 'col' | 'dir'>) => (p.row * cols + p.col) * 8 + p.dir;

/** A step's value as a placement of a word of `length`. */
export const placedOf = (cols: number, value: number, length: number): Placed => {
  const start = Math.floor(value / 8);
  return { row: Math.floor(start / cols), col: start % cols, dir: value % 8, length };
};

/** Where a word reads in the grid in directions `dirs`, each way over the same cells once, and the near-misses beside. */
export interface Search {
  readings: Placed[];
  /**
   * Near-misses: places the word's first two letters or more read in a direction the puzzle
   * allows and then stop, each counted by the letters past the first followed there (a
   * two-letter start is one look, a three-letter one two): what a person checks and drops.
   */
  near: number;
}

/** Searches the grid for a word (its codes) in directions `dirs`; a palindrome's two readings over the same cells are one, the easier way round. */
export function search(puzzle: WordSearchPuzzle, word: readonly number[], dirs: readonly number[]): Search {
  const { grid } = readPuzzle(puzzle);
  const { cols } = grid;
  const readings: Placed[] = [];
  let near = 0;
  followWord(grid, word, dirs, (start, dir, read) => {
    if (read < word.length) return void (near += read - 1);
    const at = { row: Math.floor(start / cols), col: start % cols, dir, length: word.length };
    const same = readings.findIndex((r) => sameCells(r, at));
    if (same < 0) readings.push(at);
    else if (classOf(at.dir) < classOf(readings[same]!.dir)) readings[same] = at;
  });
  return { readings, near };
}

/**
 * The steps at `level`: each word not already `known`, in list order, where it reads once in
 * the directions of classes up to `level`, said where `say` (a grade reads only techniques and
 * paper). A word with no reading there is left: the log is then unsolved.
 */
export function solveSteps(puzzle: WordSearchPuzzle, level: number, known: readonly Placement[] = [], say = true): StepLog {
  const read = readPuzzle(puzzle);
  const { cols } = read.grid;
  const base = puzzle.rows * puzzle.cols;
  const knownWords = new Set(known.map((k) => k.cell - base));
  const all = read.dirs;
  const steps: Step[] = [];
  let solved = true;
  read.words.forEach((codes, i) => {
    if (knownWords.has(i)) return;
    if (!codes) return void (solved = false);
    // Near-misses over every direction the puzzle allows: a person does not know which way the word runs.
    const { readings, near } = search(puzzle, codes, all);
    // The readings a person looking only the level's ways finds.
    const seen = readings.filter((r) => classOf(r.dir) <= level);
    if (seen.length !== 1 || readings.length !== 1) return void (solved = false);
    const at = seen[0]!;
    steps.push({
      technique: TECHNIQUE_OF_CLASS[classOf(at.dir)],
      from: cellsOf(cols, at),
      place: [{ cell: base + i, value: valueOf(cols, isPalindrome(codes) ? forwardOf(at) : at) }],
      strike: [],
      say: say ? stepSaid(puzzle, i, at) : '',
      paper: near,
    });
  });
  return { steps, solved };
}

/** A step's sentence: the word as printed, where it starts and the way it runs. */
function stepSaid(puzzle: WordSearchPuzzle, i: number, at: Placed): string {
  const dir = DIRECTIONS[at.dir]!;
  const end = reversed(at);
  const data: StepWords = { context: dir, word: puzzle.words[i]!, cell: squareOf(at.row * puzzle.cols + at.col, puzzle.cols), end: squareOf(end.row * puzzle.cols + end.col, puzzle.cols), length: at.length };
  const technique = TECHNIQUE_OF_CLASS[classOf(at.dir)];
  return (words.steps[technique] as (data: StepWords) => string)(data);
}

/** The placements a log writes, in list order; null where a word is missing. */
export function placementsOf(puzzle: WordSearchPuzzle, steps: readonly Step[]): WordPlacement[] | null {
  const base = puzzle.rows * puzzle.cols;
  const read = readPuzzle(puzzle);
  const found = new Map<number, number>();
  for (const s of steps) for (const p of s.place) found.set(p.cell - base, p.value);
  const out: WordPlacement[] = [];
  for (let i = 0; i < puzzle.words.length; i++) {
    const value = found.get(i);
    if (value === undefined) return null;
    const at = placedOf(puzzle.cols, value, read.words[i]?.length ?? 0);
    out.push({ word: puzzle.words[i]!, row: at.row, col: at.col, dir: DIRECTIONS[at.dir] as Direction });
  }
  return out;
}

/** The letters no word takes, in reading order: a hidden message. */
export function leftOver(puzzle: WordSearchPuzzle, placements: readonly WordPlacement[]): string {
  const read = readPuzzle(puzzle);
  const taken = new Uint8Array(puzzle.rows * puzzle.cols);
  placements.forEach((p, i) => {
    const length = read.words[i]?.length ?? 0;
    for (const cell of cellsOf(puzzle.cols, { row: p.row, col: p.col, dir: DIRECTIONS.indexOf(p.dir), length })) taken[cell] = 1;
  });
  return puzzle.letters.flat().filter((_, cell) => !taken[cell]).join('');
}

export const stepper: Stepper<WordSearchPuzzle, WordSearchSolution> = {
  ladder: words.ladder,
  steps: (puzzle, level, known) => solveSteps(puzzle, level, known),
  reach(puzzle, steps) {
    const placements = placementsOf(puzzle, steps);
    if (!placements) return null;
    return puzzle.message ? { placements, message: leftOver(puzzle, placements) } : { placements };
  },
  cellKey(puzzle, cell) {
    const base = puzzle.rows * puzzle.cols;
    if (cell >= base) return `word-${cell - base}`;
    return `cell-${Math.floor(cell / puzzle.cols)}-${cell % puzzle.cols}`;
  },
};

