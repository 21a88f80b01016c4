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
/** The orders a grid's signs are carved in, its digits carved once, before a new grid is drawn: a new order costs less than a new grid (its shape, its digits' carve). */
const ORDERS = 3;
/** Counted work a proof of one removal may take before the removal is refused (unknown is not unique). */
const PROOF_WORK = 2_000_000;
/** The rungs the carver solves by: a chain of signs left out, its strikes being its signs' bounds taken in turn, so each solve ends where it would with it. */
export const CARVING = RUNGS.filter((rung) => rung.technique.key !== 'sign-chain');

/**
 * A Futoshiki of a band: a random Latin square carved (`Carving`), its digits once, then its signs in up
 * to `ORDERS` orders while the puzzle left misses the band's level (known as it is carved) or its score
 * range; kept when it needs the band's level and scores in its range, measured, never assumed.
 */
export function generate(rng: Rng, { size }: FutoshikiOptions, difficulty: Difficulty): Made<FutoshikiPuzzle, FutoshikiSolution, FutoshikiGrade> | null {
  const level = DIFFICULTIES.indexOf(difficulty) + 1;
  const latin = signedShape(size, []), counter = new GridCounter(latin);
  for (let attempt = 0; attempt < attempts(size, level); attempt++) {
    const full = filledGrid(latin, rng, counter)!;
    const carving = new Carving(size, full, level);
    const [digits, signs] = [rng.shuffle(Array.from({ length: size * size }, (_, i) => i)), rng.shuffle([...carving.signs])];
    if (!carving.remove(digits)) return null;
    for (let order = 0, reached = carving.reached; order < ORDERS; order++) {
      if (order > 0) carving.signsBack(reached);
      if (!carving.remove(order > 0 ? rng.shuffle(signs) : signs)) return null;
      if (carving.reached !== level) continue;
      const puzzle = { size, givens: rowsOf(Array.from(carving.givens), size), less: carving.less() };
      if (gridLevel(new Board(signedShape(size, puzzle.less)), RUNGS, carving.givens) !== level) continue;
      const grade = measure(puzzle, level as 1 | 2 | 3 | 4);
      if (grade && grading.band(grade, puzzle) === difficulty) return { puzzle, solution: { grid: rowsOf(Array.from(full), size) }, grade, difficulty };
    }
  }
  return null;
}

/**
 * A full grid being carved: each clue (a cell's digit, or a sign) taken away where the rungs of
 * levels 1..level still solve the puzzle left: at once where the easiest rungs do (a solve that
 * never guesses is its own proof), else once the kit's counter finds no answer with another digit
 * in the cell emptied, nor with the sign taken away turned round. One shape holds every sign and
 * every sign turned round, switched on and off as tried: one board and one counter serve the carve.
 */
export class Carving {
  readonly givens: Uint8Array;
  /** Every neighbouring pair, its sign's point at the smaller digit; each one's `Sign` and the one turned round. */
  readonly signs: Less[];
  readonly #turned: Map<Less, readonly [Sign, Sign]>;
  readonly #parts: { full: ArrayLike<number>; level: number; board: Board; counter: GridCounter };
  /** The level the puzzle left needs: clues only ever go, so it only ever rises. */
  reached = 1;

  constructor(size: number, full: ArrayLike<number>, level: number) {
    const at = (r: number, c: number) => full[r * size + c]!;
    const signs = Array.from({ length: size * size }, (_, i): [number, number] => [Math.floor(i / size), i % size]).flatMap(([r, c]) =>
      ([[r, c + 1], [r + 1, c]] as [number, number][]).filter(([r2, c2]) => r2 < size && c2 < size).map((b): Less => (at(r, c) < at(...b) ? { a: [r, c], b } : { a: b, b: [r, c] })),
    );
    const shape = signedShape(size, [...signs, ...signs.map(({ a, b }) => ({ a: b, b: a }))]);
    [this.givens, this.signs] = [Uint8Array.from(full), signs];
    this.#turned = new Map(signs.map((s, i) => [s, [shape.constraints[i] as Sign, shape.constraints[i + signs.length] as Sign] as const]));
    for (const [, round] of this.#turned.values()) round.on = false;
    this.#parts = { full, level, board: new Board(shape), counter: new GridCounter(shape) };
  }

  /** The signs left. */
  less = (): Less[] => this.signs.filter((s) => this.#turned.get(s)![0].on);

  /** Every sign given again, as the digits' carve left them (`reached` its level then). */
  signsBack(reached: number): void {
    for (const [sign] of this.#turned.values()) sign.on = true;
    this.reached = reached;
  }

  /**
   * Each clue taken away in turn where the puzzle stays unique and solved by the carve's rungs;
   * false when the work the book allows is spent. A run of clues goes at once where the easiest
   * rungs solve the puzzle without them all: the puzzle only gets harder as clues go, so each would
   * have gone alone, and the carve is the one made clue by clue, for one solve. Else it is halved.
   */
  remove(clues: readonly (number | Less)[], from = 0, to = clues.length): boolean {
    if (to - from <= 1) return to === from || this.#take(clues[from]!);
    for (let i = from; i < to; i++) this.#switch(clues[i]!, false);
    const gone = solvedBy(this.#parts.board.reset(this.givens), CARVING, 1);
    if (!spend(SOLVE_WORK * this.givens.length)) return false;
    if (gone) return true;
    for (let i = from; i < to; i++) this.#switch(clues[i]!, true);
    const half = (from + to) >> 1;
    return this.remove(clues, from, half) && this.remove(clues, half, to);
  }

  #switch(clue: number | Less, on: boolean): void {
    if (typeof clue === 'number') this.givens[clue] = on ? this.#parts.full[clue]! : 0;
    else this.#turned.get(clue)![0].on = on;
  }

  /** One clue taken away where the puzzle stays unique and solved by the carve's rungs; false when the work is spent. */
  #take(clue: number | Less): boolean {
    const { full, level, board, counter } = this.#parts;
    const round = typeof clue === 'number' ? undefined : this.#turned.get(clue)![1];
    this.#switch(clue, false);
    let keep = solvedBy(board.reset(this.givens), CARVING, 1);
    let work = SOLVE_WORK * this.givens.length;
    if (!keep && !board.broken && level > 1) {
      if (round) round.on = true;
      const other = counter.countFrom(board, 1, PROOF_WORK, typeof clue === 'number' ? { cell: clue, digit: full[clue]! } : undefined);
      if (round) round.on = false;
      if (other.complete && other.solutions.length === 0) {
        // The level it needs: each goes on from where the one below stuck, as `gridLevel` does.
        let needs = Math.max(2, this.reached);
        while (needs <= level && !solvedBy(board, CARVING, needs)) needs++;
        if ((keep = needs <= level)) this.reached = needs;
      }
      work += other.work + SOLVE_WORK * this.givens.length * level;
    }
    if (!keep) this.#switch(clue, true);
    return spend(work);
  }
}

/** The most work one puzzle may take (`PuzzleKind.makingWork`), its seeds together: six seeds twice over, each at most the size⁴ times 2,000 at easy and 20,000 past it (measured, signs carved in up to three orders a grid: a seed's most 7.2 and 66 million at 9×9, 10 million at a 5×5 hard). */
export const makingWork = ({ size }: FutoshikiOptions, difficulty: Difficulty): number => 2 * 6 * size ** 4 * (difficulty === 'easy' ? 2_000 : 20_000);
/** A 4×4 carved at the hard or expert level needs more than pairs about one grid in twenty (measured: 1 in 80 at hard, 4 at expert), too seldom to make a band of. */
export const refusal = ({ size }: FutoshikiOptions, difficulty: Difficulty): string | null =>
  size === 4 && (difficulty === 'hard' || difficulty === 'expert') ? `a 4×4 Futoshiki almost never needs more than pairs, so there is no ${difficulty} 4×4; ask medium, or size 5 or more` : null;
