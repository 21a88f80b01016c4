import type { NumberMindPuzzle } from './schema.ts';
import { score } from './score.ts';

export interface NumberMindState {
  candidate: string;
  /** Full-length candidates that missed some guess's score. */
  mistakes: number;
}

export function startNumberMind(): NumberMindState {
  return { candidate: '', mistakes: 0 };
}

export interface GuessCheck {
  /** Places where the candidate and the guess agree. */
  matches: number;
  /** The score printed beside the guess. */
  needed: number;
}

/** For each guess, how many places the candidate (once full length) shares with it. */
export function guessChecks(puzzle: NumberMindPuzzle, candidate: string): GuessCheck[] | null {
  if (!/^[0-9]*$/.test(candidate) || candidate.length !== puzzle.length) return null;
  return puzzle.guesses.map((g) => ({ matches: score(g.guess, candidate), needed: g.correct }));
}
