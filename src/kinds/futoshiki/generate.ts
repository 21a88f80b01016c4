import { spend } from '../../engine/budget.ts';
import { Board } from '../../engine/grid/board.ts';
import { filledGrid, GridCounter } from '../../engine/grid/count.ts';
import { solvedBy } from '../../engine/grid/ladder.ts';
import { gridLevel } from '../../engine/grid/make.ts';
import { DIFFICULTIES, type Difficulty, type Made } from '../../engine/kind.ts';
import type { Rng } from '../../engine/random.ts';
import { rowsOf } from '../../engine/steps.ts';
import { type FutoshikiGrade, grading, measure } from './grade.ts';
import type { FutoshikiOptions, FutoshikiPuzzle, FutoshikiSolution, Less } from './schema.ts';
import { RUNGS, signedShape } from './steps.ts';

/** Full grids a seed tries before it gives up (the book moves to the next seed): more where a grid is quick and a band's level comes seldom. */
const attempts = (size: number) => (size <= 5 ? 12 : size <= 7 ? 6 : 3);

/**
 * Makes a Futoshiki of a band: a random Latin square with every neighbouring pair given its
 * sign, then its clues (digits and signs alike, in a random order) taken away one at a time,
 * each removal kept while the puzzle stays unique and solved by the band's techniques. What is
 * left needs those techniques or easier ones; it is kept when it needs the band's level and its
 * score is in the band's range (`grading.band`), measured, never assumed.
 */
export function generate(rng: Rng, options: FutoshikiOptions, difficulty: Difficulty): Made<FutoshikiPuzzle, FutoshikiSolution, FutoshikiGrade> | null {
  const { size } = options;
  const level = DIFFICULTIES.indexOf(difficulty) + 1;
  const latin = signedShape(size, []);
  const counter = new GridCounter(latin);
  for (let attempt = 0; attempt < attempts(size); attempt++) {
    const full = filledGrid(latin, rng, counter);
    if (!full) continue;
    const carved = carve(rng, size, full, level);
    if (!carved) return null;
    const { givens, less } = carved;
    const puzzle = { size, givens: rowsOf(Array.from(givens), size), less };
    if (gridLevel(new Board(signedShape(size, less)), RUNGS, givens) !== level) continue;
    const grade = measure(puzzle, level as 1 | 2 | 3 | 4);
    if (grade && grading.band(grade, puzzle) === difficulty) return { puzzle, solution: { grid: rowsOf(Array.from(full), size) }, grade, difficulty };
  }
  return null;
}

/** Every neighbouring pair of the grid, its sign pointing at the smaller digit of `full`. */
function allSigns(size: number, full: ArrayLike<number>): Less[] {
  const out: Less[] = [];
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      for (const [r2, c2] of [[r, c + 1], [r + 1, c]] as const) {
        if (r2 >= size || c2 >= size) continue;
        const [a, b]: [number, number][] = [[r, c], [r2, c2]];
        out.push(full[r * size + c]! < full[r2 * size + c2]! ? { a, b } : { a: b, b: a });
      }
    }
  }
  return out;
}

/**
 * The clue remover: each digit and each sign, in a random order, taken away where the puzzle
 * left still has one answer (the kit's counter, which narrows by the signs) and the rungs of
 * levels 1..level still solve it. Null when the work the book allows a puzzle is spent.
 */
export function carve(rng: Rng, size: number, full: ArrayLike<number>, level: number): { givens: Uint8Array; less: Less[] } | null {
  const cells = size * size;
  const givens = Uint8Array.from(full);
  const signs = allSigns(size, full);
  const kept = new Set(signs);
  const clues = [...rng.shuffle(Array.from({ length: cells }, (_, i) => i)), ...rng.shuffle([...signs])];
  let shape = signedShape(size, signs);
  let counter = new GridCounter(shape);
  for (const clue of clues) {
    let trial = shape;
    let trialCounter = counter;
    if (typeof clue === 'number') givens[clue] = 0;
    else {
      kept.delete(clue);
      trial = signedShape(size, [...kept]);
      trialCounter = new GridCounter(trial);
    }
    const counted = trialCounter.count(givens, 2, 200_000 * level);
    let keep = counted.complete && counted.solutions.length === 1;
    if (!spend(counted.work + 60 * cells)) return null;
    if (keep) keep = solvedBy(new Board(trial).reset(givens), RUNGS, level);
    if (keep) [shape, counter] = [trial, trialCounter];
    else if (typeof clue === 'number') givens[clue] = full[clue]!;
    else kept.add(clue);
  }
  return { givens, less: signs.filter((s) => kept.has(s)) };
}

/**
 * A 4×4 carved at the hard or expert level needs triples, wings or chains about one time in
 * twenty (and so few a hard one scores apart from a medium), too seldom to make a band of:
 * measured, 1 grid in 80 at the hard level, 4 at the expert.
 */
export const refusal = ({ size }: FutoshikiOptions, difficulty: Difficulty): string | null =>
  size === 4 && (difficulty === 'hard' || difficulty === 'expert') ? `a 4×4 Futoshiki almost never needs more than pairs, so there is no ${difficulty} 4×4; ask medium, or size 5 or more` : null;
