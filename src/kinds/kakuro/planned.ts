import type { Difficulty, PlannedAnswer } from '../../engine/kind.ts';
import { drawAnswer } from './draw.ts';
import type { KakuroOptions } from './schema.ts';

/** How long a band's key step is, in characters of English: the mean over issue 66's ramp books (7×7 to 10×10), to ten. */
const KEY_STEP: Record<Difficulty, number> = { easy: 240, medium: 260, hard: 270, expert: 350 };

/** A key's answer planned from the options (`PuzzleKind.plannedAnswer`): a grid of their size, its first row and column clues. */
export function plannedAnswer(o: KakuroOptions, difficulty: Difficulty): PlannedAnswer {
  const clue = (r: number, c: number) => r === 0 || c === 0;
  const cells = Array.from({ length: o.rows }, (_, r) => Array.from({ length: o.cols }, (_, c) => (clue(r, c) ? { across: null, down: null } : null)));
  const grid = Array.from({ length: o.rows }, (_, r) => Array.from({ length: o.cols }, (_, c) => (clue(r, c) ? null : 9)));
  return { figure: drawAnswer({ rows: o.rows, cols: o.cols, cells }, { grid }), keyStep: KEY_STEP[difficulty] };
}
