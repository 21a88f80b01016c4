import type { Ladder, Placement, Step, StepLog, Stepper, Technique } from '../steps.ts';
import { digitsOf } from './bits.ts';
import { Board } from './board.ts';
import type { Shape } from './shape.ts';
import type { Finding, GridTechnique } from './technique.ts';
import { gridSay } from './say.ts';
import { gridWords } from './words.ts';

/**
 * A kind's ladder on the kit: each technique with the level (1 easy … 4 expert) at which the
 * kind first allows it, easiest first; the order is the order a person tries them in. A kind's
 * own technique (a cage's sums) brings its words; the kit's take the kit's.
 */
export interface Rung {
  technique: GridTechnique;
  level: Technique['level'];
  /** Its name, what it is and its sentence, where the kit's words do not say it. */
  words?: { readonly title: string; readonly what: string; say(data: object): string };
  /** What a kit technique is, in the kind's words, where the kit's name groups the kind has not (a Calcudoku has no boxes). */
  what?: () => string;
}

/**
 * The rung maker of a family of techniques with words of its own (`uniqueness/`, `aic/`, …):
 * each rung's name and what it is read from the family's `techniques` words at each use (so the
 * language of the work under way is the one said), its sentence from `say`; a technique of
 * another family is refused, naming the family (`notOne`: "a uniqueness technique").
 */
export function wordedRungs<K extends string>(
  maker: string,
  notOne: string,
  techniques: () => Readonly<Record<K, { readonly title: string; readonly what: string }>>,
  say: Readonly<Record<K, (data: object) => string>>,
): (technique: GridTechnique, level: Rung['level']) => Rung {
  return (technique, level) => {
    const key = technique.key as K;
    if (!Object.hasOwn(say, key)) throw new Error(`${maker}: ${technique.key} is not ${notOne}`);
    return {
      technique,
      level,
      words: {
        get title() {
          return techniques()[key].title;
        },
        get what() {
          return techniques()[key].what;
        },
        say: (data) => say[key](data),
      },
    };
  };
}

/** The ladder the contract asks of a stepper, its names read from the words at each use. */
export function ladderOf(rungs: readonly Rung[]): Ladder {
  const ladder: Record<string, Technique> = {};
  for (const { technique, level, words, what } of rungs) {
    const kit = () => (gridWords.techniques as Record<string, { title: string; what: string }>)[technique.key]!;
    const own = () => words ?? { title: kit().title, what: what?.() ?? kit().what };
    ladder[technique.key] = {
      level,
      get title() {
        return own().title;
      },
      get what() {
        return own().what;
      },
    };
  }
  return ladder;
}

/** A finding's sentence, in the words of the technique that found it. */
function sayOf(rung: Rung, found: Finding): string {
  if (rung.words) return rung.words.say(found.data);
  return gridSay[rung.technique.says]!(found.data);
}

/**
 * Solves `board` by the rungs of levels 1..level, as a person does: each time the easiest
 * technique that finds something, one step at a time, until the grid is full or nothing
 * applies. Each step is logged with what it looked at, wrote and crossed off, and (when `say`)
 * its sentence, from the board as it stood. Never guesses: a full grid it reaches is the only
 * answer, and a board it leaves open needs a harder rung, or guessing.
 */
export function climbBoard(board: Board, rungs: readonly Rung[], level: number, say = true): StepLog {
  const steps: Step[] = [];
  search: while (board.left > 0 && !board.broken) {
    // Plain loops here and in `solvedBy`, no iterator: they run for each step of each board a
    // generator tries, most of them before V8 has compiled them (issue 88).
    for (let r = 0; r < rungs.length; r++) {
      const rung = rungs[r]!;
      if (rung.level > level) continue;
      const found = rung.technique.find(board);
      if (!found) continue;
      apply(board, found);
      const step: Step = {
        technique: rung.technique.key,
        from: found.from,
        place: found.place,
        strike: found.strike.map((s) => ({ cell: s.cell, values: digitsOf(s.values) })),
        say: say ? sayOf(rung, found) : '',
      };
      if (found.paper > 0) step.paper = found.paper;
      if (found.links?.length) step.links = found.links;
      steps.push(step);
      continue search;
    }
    break;
  }
  return { steps, solved: board.left === 0 && !board.broken && board.holds() };
}

/**
 * Whether the rungs of levels 1..level solve the board, unlogged: the same answer as
 * `climbBoard(…).solved` (each technique only ever finds more as candidates shrink, so the
 * order they are taken in does not change where they end), found fast, with the singles
 * settled in bulk between the harder steps. What the generator asks of every clue it removes.
 * The singles must be the ladder's level-1 rungs.
 */
export function solvedBy(board: Board, rungs: readonly Rung[], level: number): boolean {
  for (;;) {
    board.settle();
    if (board.left === 0 || board.broken) break;
    // The easiest technique that finds anything: all it finds in one pass where it can say so (`sweep`), else one finding.
    let moved = false;
    for (let r = 0; r < rungs.length; r++) {
      const rung = rungs[r]!;
      if (rung.level > level || SINGLES.has(rung.technique.key)) continue;
      const { technique } = rung;
      if (technique.sweep) moved = technique.sweep(board);
      else {
        const found = technique.find(board);
        if (found) apply(board, found);
        moved = found !== null;
      }
      if (moved) break;
    }
    if (!moved) break;
  }
  return board.left === 0 && !board.broken && board.holds();
}

function apply(board: Board, found: Finding): void {
  const { place, strike } = found;
  for (let i = 0; i < place.length; i++) board.place(place[i]!.cell, place[i]!.value);
  for (let i = 0; i < strike.length; i++) board.strike(strike[i]!.cell, strike[i]!.values);
}

const SINGLES = new Set(['hidden-single', 'naked-single']);

/** What a kind on the kit tells its stepper of a puzzle: its shape and its printed digits, row by row (0 empty). */
export interface GridPuzzle<P, S> {
  shape(puzzle: P): Shape;
  givens(puzzle: P): ArrayLike<number>;
  /** The answer as the kind stores it, from the full grid. */
  solution(puzzle: P, cells: number[]): S;
}

/**
 * The step solver of a kind on the kit (the contract's `stepper`): its ladder, its steps from
 * the printed digits and a player's right entries, the answer a log reaches, the figure's
 * box of each cell (`cell-r-c`, row and column from 0), and its digits, where a chain draws them.
 */
export function gridStepper<P, S>(rungs: readonly Rung[], grid: GridPuzzle<P, S>): Stepper<P, S> {
  return {
    ladder: ladderOf(rungs),
    steps(puzzle, level, known: readonly Placement[] = []) {
      const givens = Array.from(grid.givens(puzzle));
      for (const { cell, value } of known) givens[cell] = value;
      return climbBoard(new Board(grid.shape(puzzle)).reset(givens), rungs, level);
    },
    reach(puzzle, steps) {
      const cells = Array.from(grid.givens(puzzle));
      for (const step of steps) for (const { cell, value } of step.place) cells[cell] = value;
      const { open } = grid.shape(puzzle);
      return cells.some((v, c) => v === 0 && open[c]) ? null : grid.solution(puzzle, cells);
    },
    cellKey: (puzzle, cell) => {
      const { width } = grid.shape(puzzle);
      return `cell-${Math.floor(cell / width)}-${cell % width}`;
    },
    candidates: (puzzle) => digitsOf(grid.shape(puzzle).digits),
  };
}
