import * as z from 'zod/mini';
import '../../engine/zod-config.ts';
import { gradingOf } from '../../engine/define.ts';
import { count } from '../../engine/schema-helpers.ts';
import { type Bounds, effortOf, LEVEL_POINTS, ladderFigures, ladderGrade, round1 } from '../../engine/steps.ts';
import { insideCount, maskOf } from '../../engine/mazekit/shapes.ts';
import { boardOf } from './board.ts';
import type { MazePuzzle } from './schema.ts';
import { solveSteps, stepper, walkOf } from './steps.ts';
import { ladder } from './words.ts';

/** What a maze record's grade holds: what the walker spent, and the maze's shape as a child meets it. */
export const gradeSchema = z.object({
  score: z.number(),
  ...ladderGrade,
  /** Squares on the way through, the entrance and the exit included. */
  way: count,
  /** Forks on the way where two ways or more do not end in sight: the choices a child makes. */
  forks: count,
  /** Dead ends in the whole maze. */
  deadEnds: count,
  /** The deepest wrong turn walked: squares from its fork to its farthest end (0 where none is walked). */
  deepest: count,
  /** Squares walked in all: the way, and every wrong turn walked into and back. */
  walked: count,
});
export type MazeGrade = z.output<typeof gradeSchema>;

/**
 * Measures a maze by the walker: its steps at the top level (the walker never guesses, so the
 * top level solves every maze with a way through), the level the hardest wrong turn walked
 * needs, and the figures of the walk. Null when no way joins the entrance to the exit. The
 * walker heads for the exit and walks every wrong turn that heads as near it as the way does
 * (walk.ts): what any solver heading for the exit may pay, whatever its habit, so no maze hides
 * its wrong turns behind one habit (issue 110). A solver that does not head for the exit pays
 * about the same in every maze of a size (a walker taking each fork's ways in a random order
 * walked a median 1,470 to 1,556 squares of every band's 40×40, of its 1,600): the grade leaves
 * it out, as nothing a maze is made of moves it.
 *
 * Score: the work of the steps (`effortOf`): a stretch followed and a dead end seen a point
 * each, a blind alley two, a branching one four, a maze within the maze eight, and every twenty
 * squares walked into a wrong turn and back one more; and each fork inside a wrong turn a point,
 * a step of its own (`steps` counts it: a person chooses there again, though the wrong turn is
 * told as one step).
 */
export function measure(puzzle: MazePuzzle): MazeGrade | null {
  const log = solveSteps(puzzle, 4, [], false);
  const walk = walkOf(puzzle);
  if (!log.solved || !walk) return null;
  let level = 1;
  for (const s of log.steps) level = Math.max(level, ladder[s.technique as keyof typeof ladder]!.level);
  let way = 0;
  let forks = 0;
  let deepest = 0;
  let walked = 0;
  let lastFork = -1;
  for (const w of walk) {
    if (w.type === 'stretch') {
      way += w.cells.length;
      walked += w.cells.length;
      continue;
    }
    if (w.shape === 'seen') continue;
    deepest = Math.max(deepest, w.deepest);
    walked += w.walked;
    // A fork counts once, however many wrong turns are walked from it.
    if (w.fork !== lastFork) forks++;
    lastFork = w.fork;
  }
  // A fork inside a wrong turn is a choice made again: a step of the solve, at the easiest level's point, though its wrong turn is told as one.
  let inside = 0;
  for (const w of walk) if (w.type === 'wrong') inside += w.forks;
  const figures = ladderFigures(ladder, level, log.steps);
  return {
    score: round1(effortOf(ladder, log.steps) + inside * LEVEL_POINTS[1]),
    ...figures,
    steps: figures.steps + inside,
    way,
    forks: forks + choicesPassed(puzzle, walk),
    deadEnds: deadEndsOf(puzzle),
    deepest,
    walked,
  };
}

/** Forks of the way where the walker chose right at once, though two ways or more did not end in sight: they count as choices too. */
function choicesPassed(puzzle: MazePuzzle, walk: ReturnType<typeof walkOf> & object): number {
  const { maze } = boardOf(puzzle);
  let n = 0;
  const seenAt = new Map<number, number>();
  const walkedAt = new Set<number>();
  for (const w of walk) {
    if (w.type !== 'wrong') continue;
    if (w.shape === 'seen') seenAt.set(w.fork, (seenAt.get(w.fork) ?? 0) + 1);
    else walkedAt.add(w.fork);
  }
  for (const w of walk) {
    if (w.type !== 'stretch' || w.turn === null || walkedAt.has(w.from)) continue;
    // Ways out of the fork, less the one it came by and those seen to end: two or more left is a choice.
    const ways = maze.degree(w.from) - 1 - (seenAt.get(w.from) ?? 0);
    if (ways >= 2) n++;
  }
  return n;
}

/** Cells with one passage, the entrance and exit aside (they open to the outside too). */
function deadEndsOf(puzzle: MazePuzzle): number {
  const { maze, start, end } = boardOf(puzzle);
  let n = 0;
  for (let cell = 0; cell < maze.size; cell++) if (cell !== start && cell !== end && maze.degree(cell) === 1) n++;
  return n;
}

/**
 * Where medium, hard and expert begin, by the maze's squares n (an outline's, the squares inside
 * it): set between the medians of each level's mazes as the generator makes them (eased to the
 * level), at 8×8 to 40×40 (docs/kinds/maze.md).
 */
export function bounds(puzzle: Pick<MazePuzzle, 'rows' | 'cols'> & { shape?: string }): Bounds {
  const n = insideCount(maskOf(puzzle.shape ?? 'rect', puzzle.rows, puzzle.cols), puzzle.rows, puzzle.cols);
  return [round1(1.5 * n ** 0.528), round1(2.09 * n ** 0.529), round1(1.83 * n ** 0.622)];
}

/** The maze's grading: the schema, `measure` and `bounds` above; the band follows from them and the ladder. */
export const grading = gradingOf<MazePuzzle, MazeGrade, Pick<MazePuzzle, 'rows' | 'cols'> & { shape?: string }>(stepper, { schema: gradeSchema, measure, bounds });
