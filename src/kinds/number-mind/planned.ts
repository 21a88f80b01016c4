import type { Difficulty, PlannedAnswer } from '../../engine/kind.ts';
import { drawAnswer } from './draw.ts';
import type { NumberMindOptions } from './schema.ts';

/** How long a band's key step is, in characters of English: the mean over issue 66's ramp books (five digits), to ten. */
const KEY_STEP: Record<Difficulty, number> = { easy: 180, medium: 390, hard: 380, expert: 660 };

/** A key's answer planned from the options (`PuzzleKind.plannedAnswer`): a secret of their length. */
export function plannedAnswer(o: NumberMindOptions, difficulty: Difficulty): PlannedAnswer {
  return { figure: drawAnswer({ length: o.length, guesses: [] }, { secret: '9'.repeat(o.length) }), keyStep: KEY_STEP[difficulty] };
}
