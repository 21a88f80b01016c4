import type { Difficulty, PlannedAnswer } from '../../engine/kind.ts';
import { drawAnswer } from './draw.ts';
import { BOXES, type SudokuOptions } from './schema.ts';

/**
 * How long a band's key step is, in characters of English, to ten: the mean over 40 seeds a band
 * at 9×9 (issue 86; a 12×12's are as long, but expert's, about 670). Hard's key step is now often
 * simple colouring, and expert's a chain whose sentence names every link.
 */
const KEY_STEP: Record<Difficulty, number> = { easy: 110, medium: 200, hard: 350, expert: 570 };

/** A key's answer planned from the options (`PuzzleKind.plannedAnswer`): a grid of their size and boxes. */
export function plannedAnswer(o: SudokuOptions, difficulty: Difficulty): PlannedAnswer {
  const [w, h] = BOXES[o.size];
  const grid = (v: number) => Array.from({ length: o.size }, () => Array.from({ length: o.size }, () => v));
  return { figure: drawAnswer({ size: o.size, box: [w, h], givens: grid(0) }, { grid: grid(o.size) }), keyStep: KEY_STEP[difficulty] };
}
