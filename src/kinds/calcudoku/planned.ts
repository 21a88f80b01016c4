import type { Difficulty, PlannedAnswer } from '../../engine/kind.ts';
import { drawAnswer } from './draw.ts';
import type { CalcudokuOptions } from './schema.ts';

/** How long a band's key step is, in characters of English: the mean over issue 66's ramp books (6×6), to ten. */
const KEY_STEP: Record<Difficulty, number> = { easy: 210, medium: 230, hard: 250, expert: 280 };

/** A key's answer planned from the options (`PuzzleKind.plannedAnswer`): a grid of their size, a cage a cell. */
export function plannedAnswer(o: CalcudokuOptions, difficulty: Difficulty): PlannedAnswer {
  const cells = Array.from({ length: o.size * o.size }, (_, i): [number, number] => [Math.floor(i / o.size), i % o.size]);
  const cages = cells.map((cell) => ({ cells: [cell], op: '=' as const, target: 1 }));
  const grid = Array.from({ length: o.size }, () => Array.from({ length: o.size }, () => o.size));
  return { figure: drawAnswer({ size: o.size, cages }, { grid }), keyStep: KEY_STEP[difficulty] };
}
