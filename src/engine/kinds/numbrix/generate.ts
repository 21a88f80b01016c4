import type { Difficulty, Made } from '../../kind.ts';
import type { Rng } from '../../random.ts';
import { WORK_PER_SECOND } from '../../work.ts';
import { bandOf, measure, type NumbrixGrade } from './grade.ts';
import { randomPath } from './path.ts';
import type { NumbrixOptions, NumbrixPuzzle, NumbrixSolution } from './schema.ts';
import { stepsFor } from './steps.ts';

/** Fresh paths tried before the generator gives up on a band for this seed. */
const ATTEMPTS = 24;
/** Clues an easy puzzle keeps, as a share of its cells. */
const EASY_KEEP = 0.36;
/** Fresh paths tried for a layout without a run of three given numbers before one with a run is taken. */
const RUN_RETRIES = 4;
/** Route listings an expert puzzle needs: one could be luck; expert asks for the technique again and again. */
const EXPERT_ROUTES = 2;
/** The step solver's level for each band. */
const LEVEL: Record<Difficulty, number> = { easy: 1, medium: 2, hard: 3, expert: 4 };

/** Cells whose clues are removed together: singles, or pairs under the asked symmetry. */
function orbits(rng: Rng, o: NumbrixOptions): number[][] {
  const { width, height, symmetry } = o;
  const seen = new Uint8Array(width * height);
  const out: number[][] = [];
  for (let cell = 0; cell < width * height; cell++) {
    if (seen[cell]) continue;
    const r = Math.floor(cell / width);
    const c = cell % width;
    const twin =
      symmetry === 'rotational' ? width * height - 1 - cell : symmetry === 'mirror' ? r * width + (width - 1 - c) : cell;
    seen[cell] = seen[twin] = 1;
    out.push(twin === cell ? [cell] : [cell, twin]);
  }
  return rng.shuffle(out);
}

/**
 * Removes clues orbit by orbit, keeping a removal only while `keeps` holds, never going below
 * `floor` clues (but for a run's middle). Orbits holding the middle of a run of three given numbers go first: such a
 * clue tells a reader nothing a bridge would not, so a run is a wasted clue.
 */
function removeClues(givens: Int32Array, answer: Int32Array, order: number[][], floor: number, keeps: () => boolean): void {
  const n = givens.length;
  const cellOf = new Int32Array(n + 2).fill(-1);
  answer.forEach((v, cell) => (cellOf[v] = cell));
  const given = (v: number) => v >= 1 && v <= n && givens[cellOf[v]!]! > 0;
  const inRun = (cell: number) => givens[cell]! > 0 && given(answer[cell]! - 1) && given(answer[cell]! + 1);
  let clues = 0;
  for (const v of givens) if (v > 0) clues++;
  const pending = [...order];
  while (pending.length > 0) {
    const at = Math.max(0, pending.findIndex((orbit) => orbit.some(inRun)));
    const orbit = pending.splice(at, 1)[0]!;
    const present = orbit.filter((cell) => givens[cell]! > 0);
    // A run's middle goes even below the floor: the clues it leaves are the ones that count.
    if (present.length === 0 || (clues - present.length < floor && !orbit.some(inRun))) continue;
    for (const cell of present) givens[cell] = 0;
    if (keeps()) clues -= present.length;
    else for (const cell of present) givens[cell] = answer[cell]!;
  }
}

/**
 * The most work one puzzle may take to make (`PuzzleKind.makingWork`). Removing clues runs the
 * step solver once per clue over the whole grid, so the time grows as a high power of the
 * cells. Measured on one core (2026-11): expert 15×15 0.2 s, 20×20 about 2 s, 30×30 157 s and
 * over 600 s; hard 30×30 80 s; easy and medium 30×30 about 1 s. Below 10×10, milliseconds.
 */
export function makingWork(o: NumbrixOptions, difficulty: Difficulty): number {
  const cells = o.width * o.height;
  const share = cells / 900; // of a 30×30 grid
  const grows = { easy: 2 * share ** 3, medium: 2 * share ** 3, hard: 150 * share ** 5, expert: 600 * share ** 5 }[difficulty];
  return (grows + 1e-4 * cells) * WORK_PER_SECOND;
}

/** Does any number print beside both of its neighbours in the sequence? */
export function hasRun(givens: ArrayLike<number>, answer: ArrayLike<number>): boolean {
  const given = new Uint8Array(givens.length + 2);
  for (let cell = 0; cell < givens.length; cell++) if (givens[cell]! > 0) given[answer[cell]!] = 1;
  for (let v = 2; v < givens.length; v++) if (given[v - 1] && given[v] && given[v + 1]) return true;
  return false;
}

function toRows(flat: ArrayLike<number>, width: number, height: number): number[][] {
  return Array.from({ length: height }, (_, r) => Array.from({ length: width }, (_, c) => flat[r * width + c]!));
}

/**
 * A random Hamiltonian path, then clues removed one orbit at a time while the step solver,
 * with the techniques of the asked band, still solves the puzzle (easy keeps about a third
 * of the cells). The result is kept only if the band's techniques are needed: the techniques
 * of the band below do not solve it. So every puzzle is solvable without guessing.
 */
export function generate(rng: Rng, options: NumbrixOptions, difficulty: Difficulty): Made<NumbrixPuzzle, NumbrixSolution, NumbrixGrade> | null {
  const { width, height } = options;
  const n = width * height;
  const stepper = stepsFor(width, height);
  const level = LEVEL[difficulty];
  let fallback: Made<NumbrixPuzzle, NumbrixSolution, NumbrixGrade> | null = null;
  let withRuns = 0;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const path = randomPath(rng, width, height);
    const answer = new Int32Array(n);
    path.forEach((cell, k) => (answer[cell] = k + 1));
    const givens = answer.slice();
    const floor = difficulty === 'easy' ? Math.ceil(n * EASY_KEEP) : 2;
    removeClues(givens, answer, orbits(rng, options), floor, () => stepper.solve(givens, level, false).solved);
    const grade = measure(width, height, givens);
    if (!grade || bandOf(grade) !== difficulty) continue;
    if (difficulty === 'expert' && (grade.uses.routes ?? 0) < EXPERT_ROUTES) continue;
    const made = {
      puzzle: { width, height, givens: toRows(givens, width, height) },
      solution: { grid: toRows(answer, width, height) },
      grade,
      difficulty,
    };
    // A run the band needed (its middle could not go) is kept only if fresh paths keep one too.
    if (!hasRun(givens, answer)) return made;
    fallback ??= made;
    if (++withRuns >= RUN_RETRIES) return fallback;
  }
  return fallback;
}
