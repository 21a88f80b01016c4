import type { Difficulty, PlannedAnswer } from '../../engine/kind.ts';
import { drawAnswer } from './draw.ts';
import type { MazeOptions } from './schema.ts';
import { standIns } from './stand-ins.ts';

/** How long a band's key step is, in characters of English: a stretch followed or a wrong turn ruled out. */
const KEY_STEP: Record<Difficulty, number> = { easy: 110, medium: 120, hard: 130, expert: 150 };

/** A key's answer planned from the options (`PuzzleKind.plannedAnswer`): the stand-in's snake with its way drawn. */
export function plannedAnswer(o: MazeOptions, difficulty: Difficulty): PlannedAnswer {
  const { largest } = standIns(o, difficulty);
  const path: [number, number][] = [];
  for (let r = 0; r < o.rows; r++) for (let k = 0; k < o.cols; k++) path.push([r, r % 2 === 0 ? k : o.cols - 1 - k]);
  return { figure: drawAnswer(largest, { path }), keyStep: KEY_STEP[difficulty] };
}
