import * as z from 'zod/mini';
import '../../engine/zod-config.ts';
import { gradingOf } from '../../engine/define.ts';
import { count } from '../../engine/schema-helpers.ts';
import { type Bounds, LEVEL_POINTS, ladderFigures, ladderGrade, round1 } from '../../engine/steps.ts';
import { type Expr, type Step as Line, working } from './expr.ts';
import { findingOf, nearOf } from './finding.ts';
import { type CountdownMethod, LEVEL } from './methods.ts';
import type { CountdownPuzzle } from './schema.ts';
import { levelOfMethods, logAt, type Method, methodsOf, stepper } from './steps.ts';
import { ladder } from './words.ts';

/** What a Countdown record's grade holds: the figures `measure` finds. */
export const gradeSchema = z.object({
  score: z.number(),
  ...ladderGrade,
  /** Distinct solutions, by any method. */
  solutions: count,
  /** Solutions by the methods of the puzzle's level or easier: how many a person trying those finds. */
  ways: count,
  /** Cards the working uses (the simplest solution of the puzzle's level). */
  cards: count,
  /**
   * How far the product of two cards nearest the target is from it: a start close by, or none.
   * New in 0.2.0: a book made before has none, read as 0 (and noted when graded again).
   */
  near: z._default(count, 0),
  /** Largest number of the working, as a multiple of the target. */
  stray: z.number().check(z.minimum(0)),
});

export type CountdownGrade = z.output<typeof gradeSchema>;

/**
 * Measures a puzzle by its methods: the lowest level at which one of its solutions is
 * reachable (the same as `levelOf(stepper, puzzle)`, from the solution list once), the step
 * solver's log at that level (the easier methods ruled out, then the working of the simplest
 * solution), and how hard that way is to find. Null when the target cannot be reached.
 *
 * Score, in points of about ten seconds (`SECONDS_PER_POINT`): Countdown's work is the search.
 *  - each easier method tried and ruled out, by its level's points (`LEVEL_POINTS`: straight
 *    there 1, each medium method 2, each hard one 4): 0, 1, 5 or 13 by the puzzle's level;
 *  - a point for each line of working;
 *  - the finding (finding.ts): three points for each doubling of the combinations a person
 *    tries before one works, which grow with the level, the cards the way uses and the
 *    distance to the nearest product of two cards, and shrink with the ways at the level.
 */
export function measure(puzzle: CountdownPuzzle, solutions?: readonly Expr[]): CountdownGrade | null {
  return gradeOf(puzzle, methodsOf(puzzle, solutions));
}

/** `measure` from these methods (every solution's, or, for a bound, some of them). */
export function gradeOf(puzzle: CountdownPuzzle, methods: readonly Method[]): CountdownGrade | null {
  if (methods.length === 0) return null;
  const level = levelOfMethods(methods) as 1 | 2 | 3 | 4;
  const { steps, found, tries, ways } = logAt(puzzle, methods, level, true);
  const at = found!;
  const lines: Line[] = [];
  working(at.e, lines);
  if (lines.length === 0) lines.push({ a: at.e.value, op: '+', b: 0, result: at.e.value }); // a card alone: its one step
  const stray = Math.round((Math.max(puzzle.target, ...lines.map((l) => l.result)) / puzzle.target) * 100) / 100;
  // The steps before the working are the easier methods ruled out; then a point a line.
  const ruled = steps.slice(0, steps.length - lines.length);
  const score = ruled.reduce((n, s) => n + LEVEL_POINTS[LEVEL[s.technique as CountdownMethod]], 0) + lines.length + findingOf(tries!);
  return {
    score: round1(score),
    ...ladderFigures(ladder, level, steps),
    solutions: methods.length,
    ways: ways!,
    cards: at.e.size,
    near: nearOf(puzzle),
    stray,
  };
}

/**
 * Scores where medium, hard and expert begin (`PuzzleKind.bounds`), by the cards dealt and
 * the target: fewer cards are fewer combinations, and six cards reach a small target many
 * ways, so every band is found sooner there. Set from measured distributions
 * (docs/kinds/countdown.md): each band keeps the bulk of its level and leaves out the ends
 * that feel like another band (a medium way through all six cards with one way; a hard
 * 9 × 4 × 4 with five ways; an expert target with a hundred ways).
 */
export function bounds(puzzle: CountdownPuzzle): Bounds {
  const n = puzzle.numbers.length;
  if (n <= 4) return [7, 15, 24];
  if (n === 5) return [8, 17, 26];
  return puzzle.target <= SMALL_TARGET ? [5, 12, 16] : [8, 19, 27];
}

/** Targets up to this are small ones (the children's ranges): six cards make them many ways. */
const SMALL_TARGET = 100;

/** Countdown's grading: the schema, `measure` and `bounds` above; the band follows from them and the ladder. */
export const grading = gradingOf<CountdownPuzzle, CountdownGrade>(stepper, { schema: gradeSchema, measure, bounds });
