import type { Difficulty, PlannedAnswer } from '../../engine/kind.ts';
import { drawAnswer } from './draw.ts';
import type { MazeOptions } from './schema.ts';
import { roundStandIn, snake } from './stand-ins.ts';

/** How long a band's key step is, in characters of English: the first wrong turn of its hardest shape, measured (30 mazes a band at 8×8 to 20×20: 101, 116, 147 and 169), to ten. */
const KEY_STEP: Record<Difficulty, number> = { easy: 100, medium: 120, hard: 150, expert: 170 };

/** A key's answer planned from the options (`PuzzleKind.plannedAnswer`): the stand-in's snake with its way drawn, as large as any answer of its size (every key answer keeps its arrows' room on all four sides). */
export function plannedAnswer(o: MazeOptions, difficulty: Difficulty): PlannedAnswer {
  const { puzzle, path } = o.shape === 'round' ? roundStandIn(o) : snake(o);
  return { figure: drawAnswer(puzzle, { path }), keyStep: KEY_STEP[difficulty] };
}
