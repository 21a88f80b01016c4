import * as z from 'zod/mini';
import './zod-config.ts';
import { type Marker, text } from './catalog.ts';
import { DIFFICULTIES, type Difficulty } from './kind.ts';
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
  /**
   * A forced move: a listing of a single alternative (Numbrix's only route). It is allowed
   * from its level on, but never the technique a band needs: a puzzle whose hardest technique
   * it is sits in no band. Put it first among its level's in the ladder, so a real technique
   * of the level is named hardest whenever one is used.
   */
  readonly forced?: true;
}

/** A kind's techniques, by key; the key is what a grade and a step store. */
export type Ladder<T extends string = string> = { readonly [K in T]: Technique };

/**
 * What grading reads of a ladder: each technique's level, and whether it is a forced move. A
 * kind's `LadderSchema` is one, read without the words catalog's lookups: generators grade
 * every solve they try, and a step's level is code, not words.
 */
export type Levels = { readonly [key: string]: Pick<Technique, 'level' | 'forced'> };

/** A ladder as a kind's words schema holds it: the levels are code, the names and what each is are words (src/engine/catalog.ts). */
export type LadderSchema<T extends string = string> = {
  readonly [K in T]: Omit<Technique, 'title' | 'what'> & { readonly title: Marker<string>; readonly what: Marker<string> };
};

/** The words every laddered kind gives the grade figures `ladderFigures` measures, as its `measures` schema begins. */
export const LADDER_MEASURES = { level: text, hardest: text, uses: text, steps: text, paper: text } as const;

/** A value written in a cell (the kind's cell numbering, as in a step's `place`). */
export interface Placement {
  cell: number;
  value: number;
}

/**
 * A candidate a chain passes through: digit `value` in one cell, or in a group of cells of one
 * house (a grouped node), where it stands for "in one of these cells".
 */
export interface ChainNode {
  cells: number[];
  value: number;
}

/**
 * A link of a chain, drawn between two candidates: strong when one of them must be true (if `a`
 * is false, `b` is true: the only two places of a digit in a group, the only two digits of a
 * cell), weak when they cannot both be (if `a` is true, `b` is false). A chain alternates them,
 * and the drawing tells them apart (a solid line, a dashed one).
 */
export interface Link {
  a: ChainNode;
  b: ChainNode;
  strong: boolean;
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
  /** The links of the chain it follows, in order, where it follows one (a chain, a wing, a colouring): what hints and worked keys draw. */
  links?: Link[];
  /**
   * Alternatives the step writes out and tests on paper (routes, fillings, pairs, numbers
   * listed, a split's cases and the steps each is followed for); absent or 0 for a step seen
   * and written in at once. What `effortOf` counts beside the technique's level.
   */
  paper?: number;
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
  /**
   * The values a cell may hold, in the order a person pencils them: where a step's chain
   * (`Step.links`) draws each candidate in its cell (engine/chain.ts), in a hint and a worked
   * key. A kind whose steps follow no chain has none.
   */
  candidates?(puzzle: Puzzle): readonly number[];
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
export function usesOf(ladder: Levels, steps: readonly Step[]): Record<string, number> {
  // Counted in one pass: generators ask this of every solve they try.
  const counted = new Map<string, number>();
  for (const s of steps) counted.set(s.technique, (counted.get(s.technique) ?? 0) + 1);
  const uses: Record<string, number> = {};
  for (const key of Object.keys(ladder)) {
    const n = counted.get(key);
    if (n) uses[key] = n;
  }
  return uses;
}

/**
 * Steps an expert takes of the top level's techniques, at least, where its generator can reach
 * them (issue 86): one such step is a hard puzzle with one twist; an expert needs them again and again.
 */
export const TOP_STEPS = 3;

/** Steps of a solve taken by the techniques of `level`, from its uses (`usesOf`). */
export function stepsAt(ladder: Levels, uses: Readonly<Record<string, number>>, level: number): number {
  let n = 0;
  for (const key of Object.keys(uses)) if (ladder[key]?.level === level) n += uses[key]!;
  return n;
}

/** The hardest technique used: highest level, and of those the one used last in ladder order. */
export function hardestOf(ladder: Levels, uses: Record<string, number>): string {
  let best = '';
  for (const key of Object.keys(uses)) if (!best || ladder[key]!.level >= ladder[best]!.level) best = key;
  return best;
}

/** Each ladder's techniques by their place in it (`hardestIn`), made once a ladder. */
const places = new WeakMap<Levels, Map<string, number>>();

/**
 * The hardest technique a solve used, as `hardestOf(ladder, usesOf(ladder, steps))` names it,
 * without counting every use: generators ask it of every solve they try.
 */
export function hardestIn(ladder: Levels, steps: readonly Step[]): string {
  let place = places.get(ladder);
  if (!place) places.set(ladder, (place = new Map(Object.keys(ladder).map((key, i) => [key, i]))));
  let best = '';
  let bestLevel = 0;
  let bestPlace = -1;
  for (const { technique } of steps) {
    const at = place.get(technique);
    if (at === undefined) continue;
    const level = ladder[technique]!.level;
    if (level > bestLevel || (level === bestLevel && at > bestPlace)) (best = technique), (bestLevel = level), (bestPlace = at);
  }
  return best;
}

/**
 * What a solve asks of a person, in points of about ten seconds: each step costs by its
 * technique's level (finding a harder step means looking harder, and holding more in mind),
 * and each alternative it writes out and tests costs one more. One easy step seen and written
 * in is one point; a route listing of eight routes is 8 + 8.
 */
export const LEVEL_POINTS: Readonly<Record<Technique['level'], number>> = { 1: 1, 2: 2, 3: 4, 4: 8 };
/** Points for each alternative a step writes out and tests (`Step.paper`). */
export const PAPER_POINTS = 1;
/** Roughly what one point is in time: the archive's "about 12 min" is the score at this rate, plus reading the puzzle. */
export const SECONDS_PER_POINT = 10;

/** Alternatives written out in all. */
export const paperOf = (steps: readonly Step[]): number => steps.reduce((n, s) => n + (s.paper ?? 0), 0);

/** The points of a solve (`LEVEL_POINTS`, `PAPER_POINTS`); a technique the ladder does not know counts as level 2. */
export function effortOf(ladder: Levels, steps: readonly Step[]): number {
  let points = 0;
  for (const s of steps) points += LEVEL_POINTS[ladder[s.technique]?.level ?? 2] + PAPER_POINTS * (s.paper ?? 0);
  return points;
}

/** A score as grades store it: one decimal. */
export const round1 = (x: number) => Math.round(x * 10) / 10;

/** The grade figures every laddered kind carries (`ladderGrade`), from the log its band was measured by. */
export function ladderFigures(
  ladder: Levels,
  level: number,
  steps: readonly Step[],
): { level: number; hardest: string; uses: Record<string, number>; steps: number; paper: number } {
  const uses = usesOf(ladder, steps);
  return { level, hardest: hardestOf(ladder, uses), uses, steps: steps.length, paper: paperOf(steps) };
}

/**
 * Scores where medium, hard and expert begin, for one size of puzzle: easy is below the
 * first, expert from the third on. A kind sets them from measured distributions (`bounds`).
 */
export type Bounds = readonly [medium: number, hard: number, expert: number];

/** The scores band `d` spans under these bounds: [lowest, below]. */
export function rangeOf(d: Difficulty, bounds: Bounds): [number, number] {
  const i = DIFFICULTIES.indexOf(d);
  return [i === 0 ? 0 : bounds[i - 1]!, i === 3 ? Infinity : bounds[i]!];
}

/**
 * The band of a puzzle that needs the techniques of `level` and scores `score`: that level's
 * band when the score is in its range, else null: it needs the band's techniques but not the
 * band's work (or more than it), and is printed in no band.
 */
export function bandWithin(level: number, score: number, bounds: Bounds): Difficulty | null {
  const d = DIFFICULTIES[level - 1];
  if (!d) return null;
  const [lo, hi] = rangeOf(d, bounds);
  return score >= lo && score < hi ? d : null;
}

/**
 * The band of a measured grade: its level's when its score is in that band's range, its
 * hardest technique is not a forced move (`Technique.forced`) and, at expert, it takes the top
 * level's techniques on `least` steps or more (`thinExpert`); else null, printed in no band.
 */
export function bandOfGrade(ladder: Ladder, grade: { level: number; score: number; hardest: string; uses: Readonly<Record<string, number>> }, bounds: Bounds, least = 1): Difficulty | null {
  if (ladder[grade.hardest]?.forced || thinExpert(ladder, grade, least)) return null;
  return bandWithin(grade.level, grade.score, bounds);
}

/**
 * Steps of its own techniques an expert takes at least, for a kind that asks it (the grid kit's,
 * `Grading.least`; issue 113): one step past hard is a hard puzzle with one twist. A kind whose
 * expert is one deduction by its nature (Secret Number's short list) asks one.
 */
export const EXPERT_LEAST = 2;

/** Whether a grade needs the top level's techniques (an expert's) on fewer than `least` steps. */
export function thinExpert(ladder: Levels, grade: { level: number; uses: Readonly<Record<string, number>> }, least: number): boolean {
  return least > 1 && grade.level === 4 && stepsAt(ladder, grade.uses, 4) < least;
}

/**
 * The lowest level whose techniques solve the puzzle, with that run's log; null when even
 * the top level is stuck (trial and error needed: never printed).
 */
export function levelOf<P>(stepper: Stepper<P, unknown>, puzzle: P): { level: 1 | 2 | 3 | 4; log: StepLog } | null {
  const last = climb(stepper, puzzle);
  return last.log.solved ? last : null;
}

/**
 * Runs the step solver level by level, the easiest first, until a level solves the puzzle,
 * the top level has run, or `more` (told each unsolved run's log) says to stop: the last
 * run's level and log.
 */
export function climb<P>(stepper: Stepper<P, unknown>, puzzle: P, more: (log: StepLog) => boolean = () => true): { level: 1 | 2 | 3 | 4; log: StepLog } {
  for (const level of [1, 2, 3] as const) {
    const log = stepper.steps(puzzle, level);
    if (log.solved || !more(log)) return { level, log };
  }
  return { level: 4, log: stepper.steps(puzzle, 4) };
}

/** The grade fields every laddered kind carries, beside its own. */
export const ladderGrade = {
  /** The band level the techniques needed: 1 easy … 4 expert. */
  level: z.number().check(z.int(), z.minimum(1), z.maximum(4)),
  /** Key of the hardest technique used. */
  hardest: z.string().check(z.maxLength(40)),
  /** How often each technique was used, by key. */
  uses: z.record(z.string().check(z.maxLength(40)), count),
  /** Steps a person takes, placements and eliminations together. */
  steps: count,
  /**
   * Alternatives written out and tested in all (routes, fillings, numbers, cases). New in
   * 0.2.0: a book made before has none, read as 0 (and noted when its grade is measured again).
   */
  paper: z._default(count, 0),
};
