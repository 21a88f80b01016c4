import type { Difficulty, PlannedAnswer } from '../../engine/kind.ts';
import { answerOf } from './draw.ts';
import { RULES } from './generate.ts';
import { type SecretNumberOptions, digitsOf } from './schema.ts';

/** How long a band's key step is, in characters of English: the mean over issue 66's ramp books, to ten. */
const KEY_STEP: Record<Difficulty, number> = { easy: 140, medium: 310, hard: 280, expert: 330 };

/**
 * A key's answer planned from the options (`PuzzleKind.plannedAnswer`): the band's digits, and
 * under them the counts of its rules (every rule at easy and medium, one fewer from hard on, as
 * the band's profile has them: generate.ts), each leaving a third of the numbers before it.
 */
export function plannedAnswer(o: SecretNumberOptions, difficulty: Difficulty): PlannedAnswer {
  const digits = digitsOf(o, difficulty);
  const rules = RULES[digits]! - (difficulty === 'hard' || difficulty === 'expert' ? 1 : 0);
  const all = 9 * 10 ** (digits - 1);
  const counts = Array.from({ length: rules + 1 }, (_, i) => (i === rules ? 1 : Math.max(1, Math.round(all / 3 ** i))));
  return { figure: answerOf(digits, all, counts), keyStep: KEY_STEP[difficulty] };
}
