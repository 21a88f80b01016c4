import type { Difficulty, PlannedAnswer } from '../../engine/kind.ts';
import { drawAnswer } from './draw.ts';
import { type CountdownOptions, cardsOf } from './schema.ts';

/** How long a band's key step is, in characters of English: the mean over issue 66's ramp books, to ten. */
const KEY_STEP: Record<Difficulty, number> = { easy: 70, medium: 90, hard: 100, expert: 110 };

/**
 * A line of working as long as the longest a section of the band usually has (measured on issue
 * 66's ramp books): the key sets a section in as many columns as its longest answer fits.
 */
const WORKING: Record<Difficulty, string> = { easy: '75+25*3', medium: '(10*5+4)*8+50', hard: '(100-25)*8+10*3', expert: '(100+7)*(10-3)+25' };

/** A key's answer planned from the options (`PuzzleKind.plannedAnswer`): a three-digit target and a line of working the band's length. */
export function plannedAnswer(o: CountdownOptions, difficulty: Difficulty): PlannedAnswer {
  const figure = drawAnswer({ numbers: [100, 75, 50, 25, 10, 9].slice(0, cardsOf(o)), target: 999 }, { expression: WORKING[difficulty] });
  return { figure, keyStep: KEY_STEP[difficulty] };
}
