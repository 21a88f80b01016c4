import { DIFFICULTIES, type Difficulty } from './kind.ts';
import { climb, hardestOf, type Step, type StepLog, type Stepper, usesOf } from './steps.ts';

/** A step as `explain` tells it: its place in the solution and its technique's name and band. */
export interface ExplainedStep extends Step {
  n: number;
  title: string;
  band: Difficulty;
}

/** A puzzle's solution as a person reaches it, step by step, and where the steps arrive. */
export interface Explanation<Solution> {
  /** The band whose techniques solve it (the lowest that does); null when none does. */
  band: Difficulty | null;
  /** Key of the hardest technique used, or null when no step was taken. */
  hardest: string | null;
  steps: ExplainedStep[];
  /** Whether the steps reach a full answer; false when no technique goes on (trial and error, or more than one answer). */
  solved: boolean;
  /** The answer the steps write in, or null when they stop short. */
  answer: Solution | null;
  /**
   * False when the work budget was spent before the explanation was whole: then `band`,
   * `steps` and `answer` say nothing of the puzzle (it was not explained, not found stuck).
   */
  complete: boolean;
  /** Counted work (engine/work.ts) the explanation spent, as `stepWork` counts it. */
  work: number;
}

/**
 * Work charged for one run of a step solver that does not count its own (its log has no
 * `work`), per step taken (and the look that found none) and per character of the puzzle's
 * JSON: each step is a look over the whole puzzle.
 */
export const STEP_CHARGE = 50;

/**
 * And per run, per pair of the puzzle's values (numbers and words): a technique may weigh every
 * value against every other (a Numbrix distance fence measures each missing number against
 * each square), which costs most where few steps are found (a 30×30 Numbrix with two givens).
 */
export const PAIR_CHARGE = 10;

// The two together are above the work measured (issue 35, Node 24, warm, as engine/work.ts
// counts a second), 1.2 to 6 times it: 9×9 Cross Numbers, 5-digit Secret Number, Countdown,
// 16-digit Number Mind, 15×15 and 30×30 Numbrix, and a 30×30 Numbrix with only 1 and 900 given.

/** How big a puzzle is to the estimate: the characters of its JSON, and its values. */
export interface PuzzleSize {
  chars: number;
  values: number;
}

/** Numbers, words and flags in a value, however deeply nested. */
function valuesIn(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((n: number, v) => n + valuesIn(v), 0);
  if (value !== null && typeof value === 'object') return Object.values(value).reduce((n: number, v) => n + valuesIn(v), 0);
  return 1;
}

/** A puzzle's size, as the estimate weighs it. */
export const sizeOf = (puzzle: unknown): PuzzleSize => ({ chars: JSON.stringify(puzzle)?.length ?? 0, values: valuesIn(puzzle) });

/** A step solver's log, with the counted work of the run where the solver counts it. */
type CountedLog = StepLog & { work?: number };

/** The work one run of a step solver cost: its own count where it keeps one, else the estimate above. */
export function stepWork(log: CountedLog, size: PuzzleSize): number {
  if (typeof log.work === 'number' && Number.isFinite(log.work)) return log.work;
  return (log.steps.length + 1) * size.chars * STEP_CHARGE + size.values * size.values * PAIR_CHARGE;
}

/**
 * The step-by-step solution of a puzzle: the kind's step solver at the lowest level that
 * solves it (so the steps are the easiest way through), or at the top level where none does,
 * to show how far reasoning gets. Pure: the CLI, the tests and later the archive share it.
 *
 * `budget` is the most counted work to spend: each level is tried only while some is left,
 * so a request of many puzzles (`puzzlebook explain`) stops between runs of the step solver
 * once its budget is spent, and says so (`complete: false`) rather than running on.
 */
export function explain<P, S>(stepper: Stepper<P, S>, puzzle: P, budget = Infinity): Explanation<S> {
  const size = sizeOf(puzzle);
  let work = 0;
  const spend = (log: StepLog) => (work += stepWork(log, size)) < budget;
  const stopped = () => ({ band: null, hardest: null, steps: [], solved: false, answer: null, complete: false, work });
  if (budget <= 0) return stopped();
  const { level, log } = climb(stepper, puzzle, spend);
  // Unsolved below the top level: the budget ran out before a level that might solve it.
  if (!log.solved && level < 4) return stopped();
  // The last run, which `climb` did not tell `spend` of.
  spend(log);
  const found = log.solved ? level : null;
  // No level solves it: the top level's log shows how far reasoning gets.
  const steps = log.steps.map((step, i) => {
    const technique = stepper.ladder[step.technique]!;
    return { n: i + 1, ...step, title: technique.title, band: DIFFICULTIES[technique.level - 1]! };
  });
  const hardest = hardestOf(stepper.ladder, usesOf(stepper.ladder, log.steps)) || null;
  return {
    band: found ? DIFFICULTIES[found - 1]! : null,
    hardest,
    steps,
    solved: log.solved,
    answer: log.solved ? stepper.reach(puzzle, log.steps) : null,
    complete: true,
    work,
  };
}
