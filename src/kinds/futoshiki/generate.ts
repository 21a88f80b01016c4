import { spend } from '../../engine/budget.ts';
import { Board } from '../../engine/grid/board.ts';
import { SOLVE_WORK } from '../../engine/grid/carve.ts';
import { filledGrid, GridCounter } from '../../engine/grid/count.ts';
import { solvedBy } from '../../engine/grid/ladder.ts';
import { gridLevel } from '../../engine/grid/make.ts';
import { DIFFICULTIES, type Difficulty, type Made } from '../../engine/kind.ts';
import type { Rng } from '../../engine/random.ts';
import { rowsOf } from '../../engine/steps.ts';
import { type FutoshikiGrade, grading, measure } from './grade.ts';
import type { FutoshikiOptions, FutoshikiPuzzle, FutoshikiSolution, Less } from './schema.ts';
import type { Sign } from './signs.ts';
import { RUNGS, signedShape } from './steps.ts';

/** Full grids a seed tries before it gives up: more where a grid is quick, twice as many for hard, whose level comes least often (bench/bands.ts). */
const attempts = (size: number, level: number) => (size <= 5 ? 24 : size <= 7 ? 8 : 4) * (level === 3 ? 2 : 1);

/** Counted work a proof of one removal may take before the removal is refused (unknown is not unique). */
const PROOF_WORK = 2_000_000;
/** The rungs the carver solves by: a chain of signs left out, its strikes being its signs' bounds taken in turn, so each solve ends where it would with it. */
export const CARVING = RUNGS.filter((rung) => rung.technique.key !== 'sign-chain');

/** A Futoshiki of a band: a random Latin square carved (`carve`), kept when it needs the band's level and scores in its range, measured, never assumed. */
export function generate(rng: Rng, { size }: FutoshikiOptions, difficulty: Difficulty): Made<FutoshikiPuzzle, FutoshikiSolution, FutoshikiGrade> | null {
  const level = DIFFICULTIES.indexOf(difficulty) + 1;
  const latin = signedShape(size, []);
  const counter = new GridCounter(latin);
  for (let attempt = 0; attempt < attempts(size, level); attempt++) {
    const full = filledGrid(latin, rng, counter)!;
    const carved = carve(rng, size, full, level);
    if (!carved) return null;
    const puzzle = { size, givens: rowsOf(Array.from(carved.givens), size), less: carved.less };
    if (gridLevel(new Board(signedShape(size, carved.less)), RUNGS, carved.givens) !== level) continue;
    const grade = measure(puzzle, level as 1 | 2 | 3 | 4);
    if (grade && grading.band(grade, puzzle) === difficulty) return { puzzle, solution: { grid: rowsOf(Array.from(full), size) }, grade, difficulty };
  }
  return null;
}

/**
 * The clue remover: each digit, then each sign, in a random order, taken away where the rungs of
 * levels 1..level still solve the puzzle left: at once where the easiest rungs do (a solve that
 * never guesses is its own proof), else once the kit's counter finds no answer with another digit
 * in the cell emptied, nor with the sign taken away turned round. One shape holds every sign and
 * every sign turned round, switched on and off as tried: one board and one counter serve the carve.
 * Null when the work the book allows is spent.
 */
export function carve(rng: Rng, size: number, full: ArrayLike<number>, level: number): { givens: Uint8Array; less: Less[] } | null {
  const cells = size * size;
  const givens = Uint8Array.from(full);
  const at = (r: number, c: number) => full[r * size + c]!;
  // Every neighbouring pair, its sign's point at the smaller digit.
  const signs = Array.from({ length: cells }, (_, i): [number, number] => [Math.floor(i / size), i % size]).flatMap(([r, c]) =>
    ([[r, c + 1], [r + 1, c]] as [number, number][]).filter(([r2, c2]) => r2 < size && c2 < size).map((b): Less => (at(r, c) < at(...b) ? { a: [r, c], b } : { a: b, b: [r, c] })),
  );
  const shape = signedShape(size, [...signs, ...signs.map(({ a, b }) => ({ a: b, b: a }))]);
  const turned = new Map(signs.map((s, i) => [s, [shape.constraints[i] as Sign, shape.constraints[i + signs.length] as Sign] as const]));
  for (const [, round] of turned.values()) round.on = false;
  const [board, counter] = [new Board(shape), new GridCounter(shape)];
  for (const clue of [...rng.shuffle(Array.from({ length: cells }, (_, i) => i)), ...rng.shuffle([...signs])]) {
    const digit = typeof clue === 'number';
    const [sign, round] = digit ? [] : turned.get(clue)!;
    if (digit) givens[clue] = 0;
    else sign!.on = false;
    let keep = solvedBy(board.reset(givens), CARVING, 1);
    let work = SOLVE_WORK * cells;
    if (!keep && !board.broken && level > 1) {
      if (round) round.on = true;
      const other = counter.countFrom(board, 1, PROOF_WORK, digit ? { cell: clue, digit: full[clue]! } : undefined);
      if (round) round.on = false;
      keep = other.complete && other.solutions.length === 0 && solvedBy(board, CARVING, level);
      work += other.work + SOLVE_WORK * cells * level;
    }
    if (!spend(work)) return null;
    if (!keep && digit) givens[clue] = full[clue]!;
    else if (!keep) sign!.on = true;
  }
  return { givens, less: signs.filter((s) => turned.get(s)![0].on) };
}

/** The most work one puzzle may take (`PuzzleKind.makingWork`), its seeds together: six seeds twice over, each at most the size⁴ times 2,000 at easy and 20,000 past it (measured: a seed's most 2.2 and 49 million at 9×9, 8.1 million at a 5×5 hard). */
export const makingWork = ({ size }: FutoshikiOptions, difficulty: Difficulty): number => 2 * 6 * size ** 4 * (difficulty === 'easy' ? 2_000 : 20_000);
/** A 4×4 carved at the hard or expert level needs more than pairs about one grid in twenty (measured: 1 in 80 at hard, 4 at expert), too seldom to make a band of. */
export const refusal = ({ size }: FutoshikiOptions, difficulty: Difficulty): string | null =>
  size === 4 && (difficulty === 'hard' || difficulty === 'expert') ? `a 4×4 Futoshiki almost never needs more than pairs, so there is no ${difficulty} 4×4; ask medium, or size 5 or more` : null;
