import { DIFFICULTIES, type Difficulty } from './kind.ts';
import { hardestOf, levelOf, type Step, type Stepper, usesOf } from './steps.ts';

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
}

/**
 * The step-by-step solution of a puzzle: the kind's step solver at the lowest level that
 * solves it (so the steps are the easiest way through), or at the top level where none does,
 * to show how far reasoning gets. Pure: the CLI, the tests and later the archive share it.
 */
export function explain<P, S>(stepper: Stepper<P, S>, puzzle: P): Explanation<S> {
  const found = levelOf(stepper, puzzle);
  const log = found?.log ?? stepper.steps(puzzle, 4);
  const steps = log.steps.map((step, i) => {
    const technique = stepper.ladder[step.technique]!;
    return { n: i + 1, ...step, title: technique.title, band: DIFFICULTIES[technique.level - 1]! };
  });
  const hardest = hardestOf(stepper.ladder, usesOf(stepper.ladder, log.steps)) || null;
  return {
    band: found ? DIFFICULTIES[found.level - 1]! : null,
    hardest,
    steps,
    solved: log.solved,
    answer: log.solved ? stepper.reach(puzzle, log.steps) : null,
  };
}
