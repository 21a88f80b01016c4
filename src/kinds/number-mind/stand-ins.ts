import type { Difficulty, StandIns } from '../../engine/kind.ts';
import type { NumberMindOptions, NumberMindPuzzle } from './schema.ts';
import { words } from './words.ts';

/**
 * The most guesses a list of this length may have, and the generator keeps none longer, so a
 * page that fits this many fits every puzzle: twice the digits, and at least 5 more than them.
 * Hardly any list is longer (of 300 easy lists, at 4 digits one of 10, at 5 digits two of 11,
 * at 8 digits six of 17; none at 3, 10, 12 or 16 digits), and two to a letter page of 8-digit
 * codes still print at 7 pt.
 */
export const mostGuesses = (length: number): number => Math.max(2 * length, length + 5);

/** The guesses most lists have, by length: the medians of 200 to 300 easy lists each (harder bands have as many or fewer). */
const TYPICAL: readonly (readonly [number, number])[] = [
  [3, 5],
  [4, 7],
  [5, 7],
  [6, 9],
  [7, 11],
  [8, 14],
  [10, 16],
  [12, 17],
  [16, 20],
  [20, 23],
];

function typicalGuesses(length: number): number {
  const after = TYPICAL.findIndex(([l]) => l >= length);
  if (after <= 0) return TYPICAL[after < 0 ? TYPICAL.length - 1 : 0]![1];
  const [l0, g0] = TYPICAL[after - 1]!;
  const [l1, g1] = TYPICAL[after]!;
  return Math.round(g0 + ((g1 - g0) * (length - l0)) / (l1 - l0));
}

/** A list of `count` guesses, each scored with the score that words the longest (the figure's width follows its scores). */
function listOf(length: number, count: number): NumberMindPuzzle {
  const scores = Array.from({ length: length + 1 }, (_, correct) => correct);
  const widest = scores.reduce((a, b) => (words.score({ count: b }).length > words.score({ count: a }).length ? b : a));
  return { length, guesses: Array.from({ length: count }, () => ({ guess: '0'.repeat(length), correct: widest })) };
}

/** The longest list a band may print (`mostGuesses`), and one as long as most. */
export function standIns(o: NumberMindOptions, _difficulty: Difficulty): StandIns<NumberMindPuzzle> {
  return { largest: listOf(o.length, mostGuesses(o.length)), typical: listOf(o.length, Math.min(typicalGuesses(o.length), mostGuesses(o.length))) };
}
