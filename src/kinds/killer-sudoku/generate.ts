import { spend } from '../../engine/budget.ts';
import { Board } from '../../engine/grid/board.ts';
import { filledGrid, GridCounter } from '../../engine/grid/count.ts';
import { solvedBy } from '../../engine/grid/ladder.ts';
import type { Shape } from '../../engine/grid/shape.ts';
import { DIFFICULTIES, type Difficulty, type Made } from '../../engine/kind.ts';
import type { Rng } from '../../engine/random.ts';
import { rowsOf } from '../../engine/steps.ts';
import { grading, type KillerGrade, measure } from './grade.ts';
import { BOXES, type Cage, type KillerOptions, type KillerPuzzle, type KillerSolution, type Size } from './schema.ts';
import { cagedShape, shapeFor, SOLVING } from './steps.ts';

/** The largest cage a band's cuts merge up to, by size: harder bands have larger cages, as published books (easy ones mostly twos and threes, hard ones fives and sixes). */
export const BIGGEST: Record<Size, Record<Difficulty, number>> = {
  6: { easy: 3, medium: 4, hard: 5, expert: 6 },
  9: { easy: 3, medium: 4, hard: 5, expert: 6 },
};

/**
 * Full grids cut and merged a seed before it gives up (the book moves to the next seed): a 6×6
 * hard is reached by one grid in twenty or so, cheaply; a 9×9 of any band by one in a few.
 */
export const ATTEMPTS: Record<Size, Record<Difficulty, number>> = {
  6: { easy: 30, medium: 30, hard: 80, expert: 0 },
  9: { easy: 20, medium: 20, hard: 20, expert: 20 },
};

/** The proof's budget of counted work a puzzle: a 9×9 of large cages takes well under a million. */
export const PROOF_BUDGET = 50_000_000;

/**
 * A puzzle in the band asked for, as a Sudoku is carved but with cages for clues: a random full
 * grid cut into dominoes (neighbours always differ) and cages of one (`cut`); then neighbouring
 * cages merged two by two, in a random order,
 * while the band's techniques still solve it (each merge takes a sum away, as a Sudoku's carving
 * takes a digit), up to the band's largest cage. Kept when the easier band's techniques no
 * longer solve it and its score is in the band; the counter proves its one answer.
 */
export function generate(rng: Rng, options: KillerOptions, difficulty: Difficulty): Made<KillerPuzzle, KillerSolution, KillerGrade> | null {
  const { size } = options;
  const box: [number, number] = [...BOXES[size]];
  const level = DIFFICULTIES.indexOf(difficulty) + 1;
  const sudoku = shapeFor({ size, box, cages: [] });
  const counter = new GridCounter(sudoku);
  for (let attempt = 0; attempt < ATTEMPTS[size][difficulty]; attempt++) {
    const full = filledGrid(sudoku, rng, counter);
    if (!full) continue;
    // The puzzle of these cages when it is in the band: measured, then proved (the step solver never guesses, so what it reached is the only answer; the counter shows it).
    const inBand = (cages: Cage[], shape: Shape): Made<KillerPuzzle, KillerSolution, KillerGrade> | null => {
      const puzzle: KillerPuzzle = { size, box, cages };
      shapeFor(puzzle, shape);
      const grade = measure(puzzle, level as 1 | 2 | 3 | 4);
      if (!grade || grading.band(grade, puzzle) !== difficulty) return null;
      const proof = new GridCounter(shape).count(new Uint8Array(size * size), 2, PROOF_BUDGET);
      if (!spend(proof.work) || !proof.complete || proof.solutions.length !== 1) return null;
      return { puzzle, solution: { grid: rowsOf(Array.from(full), size) }, grade, difficulty };
    };
    const made = merged(cut(full, size, rng), full, size, box, level, BIGGEST[size][difficulty], rng, inBand);
    if (made === SPENT) return null;
    if (made) return made;
  }
  return null;
}

/** A cage of cells (numbered row by row) and the digits the full grid puts there, as a mask. */
interface Cut {
  cells: number[];
  digits: number;
}

/**
 * The grid cut into dominoes: each free cell, in a random order, takes a free neighbour four times
 * in five; a cell left over is a cage of one. So the cut starts easy enough for any band's
 * techniques to solve (a cut of dominoes alone often needs more than easy's at 9×9), and the
 * merges grow it from there.
 */
function cut(full: ArrayLike<number>, size: number, rng: Rng): Cut[] {
  const n = size * size;
  const owner = new Int32Array(n).fill(-1);
  const cages: Cut[] = [];
  for (const c of rng.shuffle(Array.from({ length: n }, (_, c) => c))) {
    if (owner[c] !== -1) continue;
    const free = neighbours(c, size).filter((d) => owner[d] === -1);
    owner[c] = cages.length;
    if (free.length === 0 || !rng.chance(0.8)) {
      cages.push({ cells: [c], digits: 1 << full[c]! });
      continue;
    }
    const d = rng.pick(free);
    owner[d] = cages.length;
    cages.push({ cells: [c, d], digits: (1 << full[c]!) | (1 << full[d]!) });
  }
  return cages;
}

const neighbours = (c: number, size: number) => {
  const [r, col] = [Math.floor(c / size), c % size];
  const out: number[] = [];
  if (r > 0) out.push(c - size);
  if (r + 1 < size) out.push(c + size);
  if (col > 0) out.push(c - 1);
  if (col + 1 < size) out.push(c + 1);
  return out;
};

/** The record's cages of a cut: each cage's cells in reading order as [row, column], its sum from the full grid, the cages in the order of their first cells. */
function cagesOf(cuts: readonly Cut[], full: ArrayLike<number>, size: number): Cage[] {
  return cuts
    .map((k) => [...k.cells].sort((a, b) => a - b))
    .sort((a, b) => a[0]! - b[0]!)
    .map((cells) => ({ cells: cells.map((c): [number, number] => [Math.floor(c / size), c % size]), sum: cells.reduce((s, c) => s + full[c]!, 0) }));
}

/** What `merged` answers when the work the book allows one puzzle is spent. */
const SPENT = 'spent';

/**
 * Neighbouring cages merged two by two, each pair tried once in a random order, kept while the
 * band's techniques still solve the grid; the puzzle of the cages left when it is in the band
 * (`inBand`), else null. At hard and expert, a merge that leaves the grid needing the band's
 * techniques is tried at once, and taken when its score is in the band: merged on, it would often
 * score past the band's top (measured, 6×6: hard made from three seeds in ten, now nearly all).
 */
function merged<M>(start: Cut[], full: ArrayLike<number>, size: number, box: [number, number], level: number, biggest: number, rng: Rng, inBand: (cages: Cage[], shape: Shape) => M | null): M | null | typeof SPENT {
  let now = start;
  const tried = new Set<string>();
  const owner = new Int32Array(size * size);
  for (;;) {
    now.forEach((k, i) => k.cells.forEach((c) => (owner[c] = i)));
    const pairs: [number, number][] = [];
    const listed = new Set<number>();
    for (let c = 0; c < size * size; c++) {
      for (const d of [c % size + 1 < size ? c + 1 : -1, c + size < size * size ? c + size : -1]) {
        if (d < 0) continue;
        const [a, b] = [Math.min(owner[c]!, owner[d]!), Math.max(owner[c]!, owner[d]!)];
        if (a === b || listed.has(a * 1000 + b)) continue;
        listed.add(a * 1000 + b);
        const [x, y] = [now[a]!, now[b]!];
        if (x.cells.length + y.cells.length > biggest || x.digits & y.digits || tried.has(keyOf(x, y))) continue;
        pairs.push([a, b]);
      }
    }
    if (pairs.length === 0) {
      const cages = cagesOf(now, full, size);
      const shape = cagedShape({ size, box, cages });
      if (!spend(SOLVE * size * size * level)) return SPENT;
      return (level === 1 || !solves(shape, level - 1)) && solves(shape, level) ? inBand(cages, shape) : null;
    }
    const [a, b] = rng.pick(pairs);
    tried.add(keyOf(now[a]!, now[b]!));
    const next = now.filter((_, i) => i !== a && i !== b);
    next.push({ cells: [...now[a]!.cells, ...now[b]!.cells], digits: now[a]!.digits | now[b]!.digits });
    if (!spend(SOLVE * size * size * level)) return SPENT;
    const cages = cagesOf(next, full, size);
    const shape = cagedShape({ size, box, cages });
    if (!solves(shape, level)) continue;
    now = next;
    // Whether the easier band's techniques still solve it: one more solve, asked only where the answer is used.
    if (level >= 3 && !solves(shape, level - 1)) {
      const made = inBand(cages, shape);
      if (made) return made;
    }
  }
}

/** A merge's name, the same whichever cage is first: its cells, sorted. */
const keyOf = (x: Cut, y: Cut) => [...x.cells, ...y.cells].sort((a, b) => a - b).join(',');

/** Whether the techniques up to `level` solve a shape of no givens (its cages alone). */
function solves(shape: Shape, level: number): boolean {
  return solvedBy(new Board(shape).reset(new Uint8Array(shape.size)), SOLVING[level as 1 | 2 | 3 | 4], level);
}

/** Counted work of one solve by the cage techniques, per cell and level (as Calcudoku's). */
const SOLVE = 500;

/** Solves a grid takes, its merges' included: a 6×6 tries some 30 merges, a 9×9 some 60. */
const SOLVES_PER_GRID: Record<Size, number> = { 6: 40, 9: 80 };

/** The most work one puzzle may take to make (`PuzzleKind.makingWork`), all its seeds together: every grid of six seeds tried, twice over (a 9×9 expert about 20 s of it, where one is made in about 5). */
export function makingWork(options: KillerOptions, difficulty: Difficulty): number {
  const level = DIFFICULTIES.indexOf(difficulty) + 1;
  return 2 * 6 * Math.max(1, ATTEMPTS[options.size][difficulty]) * SOLVES_PER_GRID[options.size] * SOLVE * options.size * options.size * level;
}

/**
 * Why no puzzle of this band can be made at this size: a 6×6 whose cages the hard techniques no
 * longer solve almost never yields to the expert ones either (measured: three seeds in ten made
 * one, at two to five seconds a seed, as Sudoku's 6×6 has no expert band either).
 */
export function refusal(options: KillerOptions, difficulty: Difficulty): string | null {
  if (options.size === 6 && difficulty === 'expert') return 'a 6×6 Killer Sudoku almost never needs a technique past simple colouring, so there is no expert 6×6; ask hard, or size 9';
  return null;
}
