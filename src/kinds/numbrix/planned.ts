import type { Difficulty, PlannedAnswer } from '../../engine/kind.ts';
import { drawAnswer } from './draw.ts';
import type { NumbrixOptions } from './schema.ts';

/** How long a band's key step is, in characters of English: the mean over issue 66's ramp books (7×7 to 9×9), to ten. */
const KEY_STEP: Record<Difficulty, number> = { easy: 110, medium: 120, hard: 220, expert: 330 };

/** A key's answer planned from the options (`PuzzleKind.plannedAnswer`): a grid of their size, numbered row by row. */
export function plannedAnswer(o: NumbrixOptions, difficulty: Difficulty): PlannedAnswer {
  const grid = Array.from({ length: o.height }, (_, r) => Array.from({ length: o.width }, (_, c) => r * o.width + c + 1));
  const figure = drawAnswer({ width: o.width, height: o.height, givens: grid.map((row) => row.map(() => 0)) }, { grid });
  return { figure, keyStep: KEY_STEP[difficulty] };
}
