import type { Difficulty, PlannedAnswer } from '../../engine/kind.ts';
import { drawAnswer } from './draw.ts';
import { BOXES, type KillerOptions } from './schema.ts';

/** How long a band's key step is, in characters of English, to ten: measured over the bench's 9×9 puzzles (a cage listing's sentence is long at every band). */
const KEY_STEP: Record<Difficulty, number> = { easy: 180, medium: 230, hard: 300, expert: 570 };

/** A key's answer planned from the options (`PuzzleKind.plannedAnswer`): a grid of their size, a cage a cell. */
export function plannedAnswer(o: KillerOptions, difficulty: Difficulty): PlannedAnswer {
  const cages = Array.from({ length: o.size * o.size }, (_, i) => ({ cells: [[Math.floor(i / o.size), i % o.size] as [number, number]], sum: o.size }));
  const grid = Array.from({ length: o.size }, () => Array.from({ length: o.size }, () => o.size));
  return { figure: drawAnswer({ size: o.size, box: [...BOXES[o.size]], cages }, { grid }), keyStep: KEY_STEP[difficulty] };
}
