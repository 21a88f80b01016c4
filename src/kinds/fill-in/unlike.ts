import type { Difficulty } from '../../engine/kind.ts';
import { DIFFICULTIES } from '../../engine/kind.ts';
import { type FillInOptions, type FillInPuzzle, planOf } from './schema.ts';

/** What a stored Fill-In shows that its options could not have made: another size, or words where digits were asked (or the other way). */
export function unlike(options: FillInOptions, puzzle: FillInPuzzle, _solution: unknown, difficulty?: Difficulty): string[] {
  const plans = (difficulty ? [difficulty] : DIFFICULTIES).map((d) => planOf(options, d));
  const out: string[] = [];
  if (!plans.some((p) => puzzle.rows === p.rows && puzzle.cols === p.cols)) out.push(`puzzle: is ${puzzle.rows}×${puzzle.cols} but its options ask for ${plans[0]!.rows}×${plans[0]!.cols}`);
  if (puzzle.alphabet !== options.alphabet) out.push(`puzzle.alphabet: is ${puzzle.alphabet} but options.alphabet is ${options.alphabet}`);
  return out;
}
