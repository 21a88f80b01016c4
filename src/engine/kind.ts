import type { z } from 'zod';
import type { Figure } from './figure.ts';
import type { Rng } from './random.ts';

export const KIND_NAMES = ['numbrix', 'secret-number', 'cross-numbers', 'countdown', 'number-mind'] as const;
export type KindName = (typeof KIND_NAMES)[number];

export const DIFFICULTIES = ['easy', 'medium', 'hard', 'expert'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Measured difficulty figures; `score` orders puzzles of one kind, the rest is kind-specific. */
export type Grade = { score: number } & Record<string, number | string | boolean>;

/** What a generator hands back; `difficulty` is the band the measured grade falls in. */
export interface Made<Puzzle, Solution> {
  puzzle: Puzzle;
  solution: Solution;
  grade: Grade;
  difficulty: Difficulty;
}

/**
 * All solutions up to a limit. `complete` is false when the solver ran out of its work
 * budget before it could tell: that is "unknown", and unknown is never "unique".
 */
export interface Solved<Solution> {
  solutions: Solution[];
  complete: boolean;
  /** Kind-specific facts about the search, printed by `solve` (Countdown: the total and the closest value). */
  details?: Record<string, number>;
}

export interface PuzzleKind<Options, Puzzle, Solution> {
  name: KindName;
  title: string;
  /** Options with defaults and bounds; the input (spec, flags) may differ from the parsed output. */
  options: z.ZodType<Options, any>;
  puzzle: z.ZodType<Puzzle, any>;
  solution: z.ZodType<Solution, any>;
  /** What the solver must prove before a puzzle is printed (countdown can only be proved solvable). */
  proof: 'unique' | 'solvable';
  /**
   * A puzzle in the asked band, its solution proved by the kind's own solver, or null when the
   * band was not reached within the generator's attempts (the caller moves to another seed).
   */
  generate(rng: Rng, options: Options, difficulty: Difficulty): Made<Puzzle, Solution> | null;
  solve(puzzle: Puzzle, limit: number): Solved<Solution>;
  /** Null when the solution satisfies the puzzle; otherwise what is wrong with it, in words. */
  check(puzzle: Puzzle, solution: Solution): string | null;
  draw(puzzle: Puzzle, solution?: Solution): Figure;
  /** The puzzle (and, given one, its answer) as plain text, for terminals and screen readers. */
  text(puzzle: Puzzle, solution?: Solution): string;
}

/** The registry holds kinds of different types; this is the shape code outside a kind sees. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyKind = PuzzleKind<any, any, any>;
