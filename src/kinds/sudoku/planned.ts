import type { Difficulty, PlannedAnswer } from '../../engine/kind.ts';
import { drawAnswer } from './draw.ts';
import { BOXES, type SudokuOptions } from './schema.ts';

/** How long a band's key step is, in characters of English: the mean over issue 66's ramp books (9×9), to ten. */
const KEY_STEP: Record<Difficulty, number> = { easy: 110, medium: 200, hard: 240, expert: 410 };

/** A key's answer planned from the options (`PuzzleKind.plannedAnswer`): a grid of their size and boxes. */
export function plannedAnswer(o: SudokuOptions, difficulty: Difficulty): PlannedAnswer {
  const [w, h] = BOXES[o.size];
  const grid = (v: number) => Array.from({ length: o.size }, () => Array.from({ length: o.size }, () => v));
  return { figure: drawAnswer({ size: o.size, box: [w, h], givens: grid(0) }, { grid: grid(o.size) }), keyStep: KEY_STEP[difficulty] };
}
