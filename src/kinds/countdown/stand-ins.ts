import type { Difficulty, StandIns } from '../../engine/kind.ts';
import { cardsOf, type CountdownOptions, type CountdownPuzzle, targetsOf } from './schema.ts';

/** Every game of a deal draws alike (its tiles, its target's box and the lines for the working): the options' cards, each the widest (100), and their highest target. */
export function standIns(o: CountdownOptions, _difficulty: Difficulty): StandIns<CountdownPuzzle> {
  const puzzle = { numbers: Array.from({ length: cardsOf(o) }, () => 100), target: targetsOf(o)[1] };
  return { largest: puzzle, typical: puzzle };
}
