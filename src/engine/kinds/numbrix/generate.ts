import type { Difficulty, Made } from '../../kind.ts';
import type { Rng } from '../../random.ts';
import { bandOf, measure, type NumbrixGrade } from './grade.ts';
import { randomPath } from './path.ts';
import type { NumbrixOptions, NumbrixPuzzle, NumbrixSolution } from './schema.ts';
import { solverFor } from './solver.ts';

/** Fresh paths tried before the generator gives up on a band for this seed. */
const ATTEMPTS = 24;
/** Clues an easy puzzle keeps, as a share of its cells. */
const EASY_KEEP = 0.36;
/**
 * Budget for each uniqueness check while removing clues. A removal whose check runs out is
 * simply not made (unknown is not unique), which keeps generation fast at no cost to proof.
 */
const REMOVAL_BUDGET = 300;

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

/** Removes clues orbit by orbit, keeping a removal only while `keeps` holds, never going below `floor` clues. */
function removeClues(givens: Int32Array, order: number[][], floor: number, keeps: () => boolean): void {
  let clues = 0;
  for (const v of givens) if (v > 0) clues++;
  for (const orbit of order) {
    const present = orbit.filter((cell) => givens[cell]! > 0);
    if (present.length === 0 || clues - present.length < floor) continue;
    const saved = present.map((cell) => givens[cell]!);
    for (const cell of present) givens[cell] = 0;
    if (keeps()) clues -= present.length;
    else present.forEach((cell, i) => (givens[cell] = saved[i]!));
  }
}

function toRows(flat: ArrayLike<number>, width: number, height: number): number[][] {
  return Array.from({ length: height }, (_, r) => Array.from({ length: width }, (_, c) => flat[r * width + c]!));
}

/**
 * A random Hamiltonian path, then clues removed one orbit at a time:
 *  - easy: while forced deductions still solve it, down to about a third of the cells;
 *  - medium: while forced deductions still solve it, as far as that goes;
 *  - hard: then further while it stays unique, a fifth of the clues past forced deductions;
 *  - expert: further still, to a minimal puzzle.
 * The result is measured and kept only if its band is the one asked for.
 */
export function generate(rng: Rng, options: NumbrixOptions, difficulty: Difficulty): Made<NumbrixPuzzle, NumbrixSolution, NumbrixGrade> | null {
  const { width, height } = options;
  const n = width * height;
  const solver = solverFor(width, height);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const path = randomPath(rng, width, height);
    const answer = new Int32Array(n);
    path.forEach((cell, k) => (answer[cell] = k + 1));
    const givens = answer.slice();
    const order = orbits(rng, options);

    const floor = difficulty === 'easy' ? Math.ceil(n * EASY_KEEP) : 2;
    removeClues(givens, order, floor, () => solver.solvesByDeduction(givens));
    if (difficulty === 'hard' || difficulty === 'expert') {
      const unique = () => {
        const r = solver.count(givens, 2, REMOVAL_BUDGET);
        return r.complete && r.solutions.length === 1;
      };
      // Hard goes a fifth of the clues (at least two) past what forced deductions can do;
      // expert goes on to a minimal puzzle.
      const frontier = givens.reduce((k, v) => k + (v > 0 ? 1 : 0), 0);
      const floor = difficulty === 'hard' ? frontier - Math.max(2, Math.round(frontier * 0.2)) : 2;
      removeClues(givens, order, floor, unique);
    }

    const grade: NumbrixGrade | null = measure(width, height, givens);
    if (!grade || bandOf(grade) !== difficulty) continue;
    return {
      puzzle: { width, height, givens: toRows(givens, width, height) },
      solution: { grid: toRows(answer, width, height) },
      grade,
      difficulty,
    };
  }
  return null;
}
