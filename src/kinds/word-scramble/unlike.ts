import type { Difficulty } from '../../engine/kind.ts';
import { DIFFICULTIES } from '../../engine/kind.ts';
import { planOf, type WordScrambleOptions, type WordScramblePuzzle } from './schema.ts';

/** What a stored Word Scramble shows that its options could not have made: another count of words, or a final where none was asked (or none where one was). */
export function unlike(options: WordScrambleOptions, puzzle: WordScramblePuzzle, _solution: unknown, difficulty?: Difficulty): string[] {
  const plans = (difficulty ? [difficulty] : DIFFICULTIES).map((d) => planOf(options, d));
  const out: string[] = [];
  if (!plans.some((p) => p.count === puzzle.items.length || (options.words !== undefined && puzzle.items.length <= p.count))) out.push(`puzzle.items: has ${puzzle.items.length} words but its options ask for ${plans[0]!.count}`);
  if (!plans.some((p) => p.final === (puzzle.final !== undefined))) out.push(`puzzle.final: ${puzzle.final ? 'is there but its options ask for none' : 'is missing but its options ask for one'}`);
  return out;
}
