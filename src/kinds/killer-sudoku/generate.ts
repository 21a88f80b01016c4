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

type Making = Made<KillerPuzzle, KillerSolution, KillerGrade>;
/** The largest cage a band merges up to: larger at harder bands, as published books grow them (easy's twos and threes, hard's fives and sixes). */
export const BIGGEST: Record<Difficulty, number> = { easy: 3, medium: 4, hard: 5, expert: 6 };
/** Full grids tried a seed before it gives up (the book takes the next seed): a 6×6 hard is reached by about one grid in twenty, cheaply; a 9×9 of any band by one in a few. */
export const ATTEMPTS: Record<Size, Record<Difficulty, number>> = { 6: { easy: 30, medium: 30, hard: 80, expert: 0 }, 9: { easy: 20, medium: 20, hard: 20, expert: 20 } };
/** The proof's budget of counted work a puzzle: a 9×9 of large cages takes well under a million. */
export const PROOF_BUDGET = 50_000_000;
/** A puzzle in the band, carved as a Sudoku is with cages for clues: a full grid cut into dominoes and cages of one, neighbouring cages merged while the band's techniques still solve it (a merge takes a sum away, as carving takes a digit); kept when the easier band's no longer solve it and its score is in the band, the counter proving its one answer. */
export function generate(rng: Rng, options: KillerOptions, difficulty: Difficulty): Making | null {
  const [size, box]: [Size, [number, number]] = [options.size, [...BOXES[options.size]]];
  const level = DIFFICULTIES.indexOf(difficulty) + 1;
  const sudoku = shapeFor({ size, box, cages: [] });
  const counter = new GridCounter(sudoku);
  for (let attempt = 0; attempt < ATTEMPTS[size][difficulty]; attempt++) {
    const full = filledGrid(sudoku, rng, counter);
    if (!full) continue;
    const inBand = (cages: Cage[], shape: Shape): Making | null => {
      const puzzle: KillerPuzzle = { size, box, cages };
      shapeFor(puzzle, shape);
      const grade = measure(puzzle, level as 1 | 2 | 3 | 4);
      if (!grade || grading.band(grade, puzzle) !== difficulty) return null;
      // The step solver never guesses, so what it reached is the only answer; the counter shows it.
      const proof = new GridCounter(shape).count(new Uint8Array(size * size), 2, PROOF_BUDGET);
      if (!spend(proof.work) || !proof.complete || proof.solutions.length !== 1) return null;
      return { puzzle, solution: { grid: rowsOf(Array.from(full), size) }, grade, difficulty };
    };
    const made = merged(cut(full, size, rng), full, box, level, BIGGEST[difficulty], rng, inBand);
    if (made !== null) return made === SPENT ? null : made;
  }
  return null;
}
/** A cage of cells (numbered row by row) and the digits the full grid puts there, as a mask. */
type Cut = { cells: number[]; digits: number };
/** Dominoes, each free cell (in a random order) taking a free neighbour four times in five, the rest cages of one: a start the band's techniques mostly solve (dominoes alone often need more than easy's at 9×9). */
function cut(full: ArrayLike<number>, size: number, rng: Rng): Cut[] {
  const owner = new Int32Array(size * size).fill(-1);
  const cages: Cut[] = [];
  for (const c of rng.shuffle(Array.from({ length: size * size }, (_, c) => c))) {
    if (owner[c] !== -1) continue;
    const free = [c - size, c + size, c % size ? c - 1 : -1, (c + 1) % size ? c + 1 : -1].filter((d) => d >= 0 && d < size * size && owner[d] === -1);
    const cells = free.length > 0 && rng.chance(0.8) ? [c, rng.pick(free)] : [c];
    for (const d of cells) owner[d] = cages.length;
    cages.push({ cells, digits: cells.reduce((m, d) => m | (1 << full[d]!), 0) });
  }
  return cages;
}
/** The record's cages: each one's cells in reading order as [row, column] and its sum, in the order of their first cells. */
function cagesOf(cuts: readonly Cut[], full: ArrayLike<number>, size: number): Cage[] {
  return cuts.map((k) => [...k.cells].sort((a, b) => a - b)).sort((a, b) => a[0]! - b[0]!).map((cells) => ({ cells: cells.map((c): [number, number] => [Math.floor(c / size), c % size]), sum: cells.reduce((s, c) => s + full[c]!, 0) }));
}
/** What `merged` answers when the work the book allows one puzzle is spent. */
const SPENT = 'spent';
/** Neighbouring cages merged two by two, each pair once in a random order, kept while the band's techniques solve the grid (up to the band's largest cage, never two sharing a digit); the puzzle left when in the band, else null. At hard and expert a merge that makes the band's techniques needed is tried at once: merged on, it often scored past the band (6×6 hard: 3 seeds in 10). */
function merged(start: Cut[], full: ArrayLike<number>, box: [number, number], level: number, biggest: number, rng: Rng, inBand: (cages: Cage[], shape: Shape) => Making | null): Making | null | typeof SPENT {
  const size = box[0] * box[1];
  let now = start;
  /** How far `now` is solved, once a merge has measured it. */
  let reached: ReturnType<typeof reach> | undefined;
  const tried = new Set<string>();
  const owner = new Int32Array(size * size);
  const keyOf = (x: Cut, y: Cut) => [...x.cells, ...y.cells].sort((a, b) => a - b).join(',');
  const pairsOf = () => {
    now.forEach((k, i) => k.cells.forEach((c) => (owner[c] = i)));
    const pairs = new Map<number, [number, number]>();
    for (let c = 0; c < size * size; c++) {
      for (const d of [(c + 1) % size ? c + 1 : -1, c + size < size * size ? c + size : -1]) {
        const [a, b] = d < 0 ? [0, 0] : [Math.min(owner[c]!, owner[d]!), Math.max(owner[c]!, owner[d]!)];
        if (a === b || pairs.has(a * 1000 + b)) continue;
        if (now[a]!.cells.length + now[b]!.cells.length <= biggest && !(now[a]!.digits & now[b]!.digits) && !tried.has(keyOf(now[a]!, now[b]!))) pairs.set(a * 1000 + b, [a, b]);
      }
    }
    return pairs;
  };
  // A 9×9 start its band's techniques do not solve (its dominoes' sums can allow two answers) is given up in one solve, its merges' draws taken unused: no merge of one was ever kept (0 of 57 grids, every band; at 6×6, where a cage binds more of a row, 8 of 348 hard were), so a seed makes the puzzle it made when each was tried.
  if (size === 9 && reach(cagedShape({ size, box, cages: cagesOf(now, full, size) }), level) === 'none') {
    for (let n = pairsOf().size; n > 0; n--) rng.int(n);
    return null;
  }
  for (;;) {
    const pairs = pairsOf();
    if (!spend(SOLVE * size * size * level)) return SPENT;
    if (pairs.size === 0) {
      const cages = cagesOf(now, full, size);
      const shape = cagedShape({ size, box, cages });
      return (reached ?? reach(shape, level)) === 'level' ? inBand(cages, shape) : null;
    }
    const [a, b] = rng.pick([...pairs.values()]);
    tried.add(keyOf(now[a]!, now[b]!));
    const next = [...now.filter((_, i) => i !== a && i !== b), { cells: [...now[a]!.cells, ...now[b]!.cells], digits: now[a]!.digits | now[b]!.digits }];
    const cages = cagesOf(next, full, size);
    const shape = cagedShape({ size, box, cages });
    const r = reach(shape, level);
    if (r === 'none') continue;
    [now, reached] = [next, r];
    const made = level >= 3 && r === 'level' ? inBand(cages, shape) : null;
    if (made) return made;
  }
}
/** What solves a shape from its cages alone (the level below's techniques, only the band's, or neither), in one solve: the easier techniques, then the band's resumed where they stopped (each only finds more as candidates shrink, so they end where a solve from scratch would). */
function reach(shape: Shape, level: number): 'easier' | 'level' | 'none' {
  const board = new Board(shape).reset(new Uint8Array(shape.size));
  if (level > 1 && solvedBy(board, SOLVING[(level - 1) as 1 | 2 | 3], level - 1)) return 'easier';
  return solvedBy(board, SOLVING[level as 1 | 2 | 3 | 4], level) ? 'level' : 'none';
}
/** Counted work of one solve by the cage techniques, per cell and level (as Calcudoku's). */
const SOLVE = 500;
/** Solves a grid takes, its merges' included: a 6×6 tries some 30 merges, a 9×9 some 60. */
const SOLVES_PER_GRID: Record<Size, number> = { 6: 40, 9: 80 };
/** The most work one puzzle may take to make (`PuzzleKind.makingWork`): every grid of six seeds tried, twice over (a 9×9 expert about 20 s of it, where one is made in about 5). */
export function makingWork(options: KillerOptions, difficulty: Difficulty): number {
  const level = DIFFICULTIES.indexOf(difficulty) + 1;
  return 2 * 6 * Math.max(1, ATTEMPTS[options.size][difficulty]) * SOLVES_PER_GRID[options.size] * SOLVE * options.size * options.size * level;
}
/** Why a band cannot be made at a size: a 6×6 the hard techniques do not solve almost never yields to the expert ones (three seeds in ten made one, at two to five seconds a seed), as Sudoku's 6×6 has no expert either. */
export function refusal(options: KillerOptions, difficulty: Difficulty): string | null {
  return options.size === 6 && difficulty === 'expert' ? 'a 6×6 Killer Sudoku almost never needs a technique past simple colouring, so there is no expert 6×6; ask hard, or size 9' : null;
}
