import { z } from 'zod';
import { count } from './schema-helpers.ts';

/**
 * Step solvers: how a person solves a puzzle, one named technique at a time.
 *
 * A kind with a ladder has a step solver separate from its proof solver. The proof solver
 * says whether a puzzle has exactly one answer; the step solver says whether a person can
 * reach it by reasoning alone, which techniques they need, and in what order. A puzzle is in
 * band d when the techniques of levels 1..d solve it and those of 1..d−1 do not; one no level
 * solves needs trial and error and is never printed.
 */

/** One technique of a kind's ladder. `level` is the band (1 easy … 4 expert) that first allows it. */
export interface Technique {
  readonly level: 1 | 2 | 3 | 4;
  /** Its name as a reader sees it: "distance fence". */
  readonly title: string;
  /** What it is, in one or two sentences, for how-to pages and the archive. */
  readonly what: string;
}

/** A kind's techniques, by key; the key is what a grade and a step store. */
export type Ladder<T extends string = string> = { readonly [K in T]: Technique };

/** A value written in a cell (the kind's cell numbering, as in a step's `place`). */
export interface Placement {
  cell: number;
  value: number;
}

/** One move a person makes: the technique, what it rests on, what it concludes, in words. */
export interface Step {
  technique: string;
  /** Cells (row-major indices into the kind's grid) the reasoning looks at. */
  from: number[];
  /** Values it writes in: cell and value. */
  place: Placement[];
  /** Values it rules out of cells, where the technique narrows rather than places. */
  strike: { cell: number; values: number[] }[];
  /** The step as a sentence, from the kind's words. */
  say: string;
}

/** What a step solver did: its steps, and whether they reached the answer. */
export interface StepLog {
  steps: Step[];
  solved: boolean;
}

/** What a kind with a ladder adds to the kind contract. */
export interface Stepper<Puzzle, Solution = unknown> {
  ladder: Ladder;
  /**
   * Solves by the techniques of levels 1..level only, logging every step; stops when stuck.
   * `known` are values already written (a player's right entries), taken as printed before
   * the first step, so hints go on from where the player is. A kind whose answer is not
   * values in cells (Countdown) ignores it.
   */
  steps(puzzle: Puzzle, level: number, known?: readonly Placement[]): StepLog;
  /**
   * The answer a log arrives at: the printed values with every step's placements written in
   * (Countdown: the solution whose working the lines are); null when something stays open.
   * `explain` prints it and checks it against the stored answer.
   */
  reach(puzzle: Puzzle, steps: readonly Step[]): Solution | null;
  /**
   * The key of the figure's box that shows `cell` (`cell-2-3`, `answer-1`), so a player rings
   * a hint's cells and a worked answer marks its steps' cells on the very boxes drawn. A kind
   * whose steps write no cells (Countdown) has none.
   */
  cellKey?(puzzle: Puzzle, cell: number): string;
}

/**
 * The cells after `steps`: `start` (the printed values, `empty` where blank) with every
 * placement written in; null when a cell stays empty.
 */
export function written<T>(start: readonly (T | number)[], empty: T, steps: readonly Step[]): number[] | null {
  const cells = [...start];
  for (const step of steps) for (const { cell, value } of step.place) cells[cell] = value;
  return cells.some((v) => v === empty) ? null : (cells as number[]);
}

/** A flat row-major list as rows of `width`. */
export const rowsOf = <T>(flat: readonly T[], width: number): T[][] =>
  Array.from({ length: flat.length / width }, (_, r) => flat.slice(r * width, (r + 1) * width));

/** How often each technique was used, in ladder order. */
export function usesOf(ladder: Ladder, steps: readonly Step[]): Record<string, number> {
  const uses: Record<string, number> = {};
  for (const key of Object.keys(ladder)) {
    const n = steps.filter((s) => s.technique === key).length;
    if (n > 0) uses[key] = n;
  }
  return uses;
}

/** The hardest technique used: highest level, and of those the one used last in ladder order. */
export function hardestOf(ladder: Ladder, uses: Record<string, number>): string {
  let best = '';
  for (const key of Object.keys(uses)) if (!best || ladder[key]!.level >= ladder[best]!.level) best = key;
  return best;
}

/** The grade figures every laddered kind carries (`ladderGrade`), from the log its band was measured by. */
export function ladderFigures(ladder: Ladder, level: number, steps: readonly Step[]): { level: number; hardest: string; uses: Record<string, number>; steps: number } {
  const uses = usesOf(ladder, steps);
  return { level, hardest: hardestOf(ladder, uses), uses, steps: steps.length };
}

/**
 * The lowest level whose techniques solve the puzzle, with that run's log; null when even
 * the top level is stuck (trial and error needed: never printed).
 */
export function levelOf<P>(stepper: Stepper<P, unknown>, puzzle: P): { level: 1 | 2 | 3 | 4; log: StepLog } | null {
  for (const level of [1, 2, 3, 4] as const) {
    const log = stepper.steps(puzzle, level);
    if (log.solved) return { level, log };
  }
  return null;
}

/** The grade fields every laddered kind carries, beside its own. */
export const ladderGrade = {
  /** The band level the techniques needed: 1 easy … 4 expert. */
  level: z.number().int().min(1).max(4),
  /** Key of the hardest technique used. */
  hardest: z.string().max(40),
  /** How often each technique was used, by key. */
  uses: z.record(z.string().max(40), count),
  /** Steps a person takes, placements and eliminations together. */
  steps: count,
};
