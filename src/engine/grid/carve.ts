import type { Rng } from '../random.ts';
import { Board } from './board.ts';
import { GridCounter, stillUnique } from './count.ts';
import { type Rung, solvedBy } from './ladder.ts';
import { removeInOrder } from './remove.ts';
import type { Shape } from './shape.ts';

/** Counted work a run of the step solver is taken to cost, per cell of the grid (src/kinds/sudoku/bench.ts measures it against the counter's). */
export const SOLVE_WORK = 60;

/**
 * The kit's clue remover: a full grid's clues taken away an orbit at a time, in a random order,
 * keeping each removal while the puzzle stays unique and solved by the rungs of levels
 * 1..level. A removal is kept at once when singles alone fill the grid (which proves it unique
 * too), refused at once when the count finds another answer, and otherwise kept when the
 * harder rungs solve it. What is left needs the band's techniques, or an easier band's.
 * `spend` is told the counted work of each check, and may throw to give up.
 */
export class Carver {
  readonly shape: Shape;
  readonly rungs: readonly Rung[];
  readonly board: Board;
  readonly counter: GridCounter;

  constructor(shape: Shape, rungs: readonly Rung[]) {
    this.shape = shape;
    this.rungs = rungs;
    this.board = new Board(shape);
    this.counter = new GridCounter(shape);
  }

  carve(full: ArrayLike<number>, orbits: readonly (readonly number[])[], rng: Rng, level: number, spend: (work: number) => void = () => {}): Uint8Array {
    return this.carveInOrder(full, rng.shuffle([...orbits]), level, spend);
  }

  /**
   * As `carve`, the orbits taken in the order given. With `level` null each removal is kept on
   * uniqueness alone, no rung asked: what is left is then the puzzle `carve` makes at any level
   * whose rungs solve it (`makeGrid` uses it so), since the rungs solve a puzzle with more
   * givens wherever they solve one with fewer, and so would have kept every removal it kept.
   */
  carveInOrder(full: ArrayLike<number>, order: readonly (readonly number[])[], level: number | null, spend: (work: number) => void = () => {}): Uint8Array {
    const { board, counter, rungs } = this;
    const cells = this.shape.size;
    // A third of the cells go in one check first: a grid with two thirds of its clues is all but always unique and solved by singles.
    const first = Math.floor(order.length / 3);
    return removeInOrder(full, order, (givens, removed) => {
      board.reset(givens).settle();
      // Each given's peers crossed, each house scanned: about eight visits a cell.
      spend(8 * cells);
      if (board.broken) return false;
      if (board.left === 0) return true;
      const proof = stillUnique(counter, board, full, removed);
      spend(proof.work);
      if (!proof.unique) return false;
      if (level === null) return true;
      spend(SOLVE_WORK * cells);
      return solvedBy(board, rungs, level);
    }, first);
  }
}
