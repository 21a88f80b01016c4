import type { MistakeOf } from '../../engine/mistake.ts';
import type { NumberMindPuzzle, NumberMindSolution } from './schema.ts';
import { score } from './score.ts';
import { listOf } from '../../engine/words.ts';
import { words } from './words.ts';

/** What can be wrong with a code: a message of Number Mind's check words, its data and the scores it is about. */
export type NumberMindMistake = MistakeOf<typeof words.check>;

/**
 * Why a code is not the secret, or null if it fits every guess, scored directly (not by the
 * solver): its length, then every guess whose printed score it misses, ringed at the score.
 * The player asks it of a full code: a code that fits every guess is the secret.
 */
export function mistakeOf(puzzle: NumberMindPuzzle, solution: NumberMindSolution): NumberMindMistake | null {
  const code = solution.secret;
  if (code.length !== puzzle.length) return { says: 'length', data: { code, count: code.length, length: puzzle.length }, at: [] };
  const missed = puzzle.guesses.flatMap((g, i) => (score(g.guess, code) === g.correct ? [] : [i]));
  if (missed.length === 0) return null;
  const guesses = missed.map((i) => i + 1);
  // The numbers also joined here (`list`), in the language of the work under way: a mistake's message is called with its data alone.
  return { says: 'misses', data: { code, guesses, count: guesses.length, list: listOf(guesses.map(String), 'and') }, at: missed.map((i) => `score-${i}`) };
}
