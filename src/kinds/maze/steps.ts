import { squareOf } from '../../engine/grid-labels.ts';
import { type Walked, walkMaze } from '../../engine/mazekit/walk.ts';
import type { Placement, Step, StepLog, Stepper } from '../../engine/steps.ts';
import { boardOf } from './board.ts';
import type { MazePuzzle, MazeSolution } from './schema.ts';
import { solve } from './solve.ts';
import { type MazeTechnique, type Place, type RingWrongWords, type StretchSaid, type WrongWords, words } from './words.ts';

/**
 * The maze's step solver: the walker's walk (engine/mazekit/walk.ts) as steps. A stretch of the
 * way is a step of `follow` that writes its squares (value 1: on the way); a wrong turn ruled
 * out is a step of its shape's technique, which looks at its fork and its first square and
 * strikes that square (value 1: not on the way). At level L a wrong turn of a technique past L
 * leaves the walker stuck: the log is unsolved there. A wrong turn's `paper` is the squares
 * walked into it and back, a point for every twenty. The forks inside it, where a person
 * chooses again, are steps of their solve that its one told step leaves untold: the grade
 * counts them (grade.ts).
 */

/** Squares walked into a wrong turn and back to a point of work. */
export const SQUARES_A_POINT = 20;

/** The technique that rules out each shape of wrong turn. */
export const TECHNIQUE_OF: Readonly<Record<'seen' | 'alley' | 'branching' | 'labyrinth', MazeTechnique>> = { seen: 'seen', alley: 'alley', branching: 'branching', labyrinth: 'labyrinth' };

/**
 * The walk of a puzzle, made once per record (grading, hints and explain all ask for it); null
 * where no way joins the entrance to the exit, or more than one does (or the proof's budget
 * cannot tell): the walker follows the first way it finds to the exit and calls what lies off
 * it wrong, so its walk proves the way only where the solver has counted one (issue 107: an open
 * grid was explained in 9 steps "by reasoning alone").
 */
const walks = new WeakMap<MazePuzzle, Walked[] | null>();
export function walkOf(puzzle: MazePuzzle): Walked[] | null {
  if (!walks.has(puzzle)) {
    const { maze, start, end, inward, goal } = boardOf(puzzle);
    const ways = solve(puzzle, 2);
    walks.set(puzzle, ways.complete && ways.solutions.length === 1 ? walkMaze(maze, start, end, inward, goal) : null);
  }
  return walks.get(puzzle)!;
}

/** A walked stretch or wrong turn as a step, said where `say` (a grade reads only techniques and paper). */
function stepOf(puzzle: MazePuzzle, w: Walked, say: boolean): Step {
  const square = (cell: number) => squareOf(cell, puzzle.cols);
  // A round maze's cells are said by ring and place, in sentences of their own.
  const round = puzzle.shape === 'round';
  const place = (cell: number): Place => ({ ring: Math.floor(cell / puzzle.cols) + 1, place: (cell % puzzle.cols) + 1 });
  if (w.type === 'stretch') {
    // Squares moved: from the entrance square, or from the fork into the first of `cells`.
    const count = w.turn === null ? w.cells.length - 1 : w.cells.length;
    const context = (w.turn === null && count === 0 ? 'entrance-fork' : `${w.turn ?? 'start'}-${w.exit ? 'exit' : 'fork'}`) as StretchSaid;
    return {
      technique: 'follow',
      from: [w.from],
      place: w.cells.map((cell) => ({ cell, value: 1 })),
      strike: [],
      say: !say ? '' : round ? words.ringSteps.follow({ context, from: place(w.from), to: place(w.cells.at(-1)!), count }) : words.steps.follow({ context, from: square(w.from), to: square(w.cells.at(-1)!), count }),
    };
  }
  const technique = TECHNIQUE_OF[w.shape];
  const forks = words.parts.forks({ count: w.forks });
  return {
    technique,
    // The fork and the wrong turn's first square: where to look, which a key rings (its every square rang a blot over a maze within the maze).
    from: [w.fork, w.cells[0]!],
    place: [],
    strike: [{ cell: w.cells[0]!, values: [1] }],
    say: !say
      ? ''
      : round
        ? (words.ringSteps[technique] as (data: RingWrongWords) => string)({ context: w.turn, fork: place(w.fork), count: w.deepest, forks })
        : (words.steps[technique] as (data: WrongWords) => string)({ context: w.turn, fork: square(w.fork), count: w.deepest, forks }),
    paper: Math.round(w.walked / SQUARES_A_POINT),
  };
}

/**
 * The steps at `level`: the walk's, up to the first wrong turn the level's techniques do not
 * rule out. `known` are squares already traced on the way (a player's line): the steps that
 * write nothing new are left out, so a hint goes on from where the line is.
 */
export function solveSteps(puzzle: MazePuzzle, level: number, known: readonly Placement[] = [], say = true): StepLog {
  const walk = walkOf(puzzle);
  if (!walk) return { steps: [], solved: false };
  const ladder = words.ladder;
  const steps: Step[] = [];
  for (const w of walk) {
    const step = stepOf(puzzle, w, say);
    if (ladder[step.technique as MazeTechnique].level > level) return { steps: known.length ? unknown(steps, known) : steps, solved: false };
    steps.push(step);
  }
  return { steps: known.length ? unknown(steps, known) : steps, solved: true };
}

/** The steps from the first that writes a square not `known` (with the wrong turns ruled out just before it). */
function unknown(steps: Step[], known: readonly Placement[]): Step[] {
  const traced = new Set(known.filter((k) => k.value === 1).map((k) => k.cell));
  let first = steps.findIndex((s) => s.place.some((p) => !traced.has(p.cell)));
  if (first < 0) return [];
  while (first > 0 && steps[first - 1]!.place.length === 0) first--;
  return steps.slice(first);
}

/** The way a log writes, from the entrance to the exit; null where its squares do not join them. */
export function pathOf(puzzle: MazePuzzle, steps: readonly Step[]): MazeSolution | null {
  const { maze, start, end } = boardOf(puzzle);
  const on = new Set<number>();
  for (const s of steps) for (const p of s.place) if (p.value === 1) on.add(p.cell);
  if (!on.has(start) || !on.has(end)) return null;
  const path = [start];
  const seen = new Set(path);
  let cell = start;
  while (cell !== end) {
    const next = maze.sides.filter((side) => maze.passes(cell, side)).map((side) => maze.next(cell, side)).filter((c) => on.has(c) && !seen.has(c));
    if (next.length !== 1) return null;
    cell = next[0]!;
    seen.add(cell);
    path.push(cell);
  }
  if (path.length !== on.size) return null;
  return { path: path.map((c) => [maze.rowOf(c), maze.colOf(c)] as [number, number]) };
}

export const stepper: Stepper<MazePuzzle, MazeSolution> = {
  ladder: words.ladder,
  steps: (puzzle, level, known) => solveSteps(puzzle, level, known),
  reach: pathOf,
  cellKey: (puzzle, cell) => `cell-${Math.floor(cell / puzzle.cols)}-${cell % puzzle.cols}`,
};
