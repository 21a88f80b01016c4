import type { Difficulty, PlannedAnswer } from '../../engine/kind.ts';
import { drawAnswer } from './draw.ts';
import type { WordSearchOptions } from './schema.ts';
import { standIns } from './stand-ins.ts';

/** How long a band's key step is, in characters of English: "WALRUS starts in row 4, column 2 and runs diagonally down to the left." */
const KEY_STEP: Record<Difficulty, number> = { easy: 62, medium: 75, hard: 75, expert: 75 };

/** A key's answer planned from the options (`PuzzleKind.plannedAnswer`): the grid of their size, its words ringed, and the message's line where they hide one. */
export function plannedAnswer(o: WordSearchOptions, difficulty: Difficulty): PlannedAnswer {
  const { largest } = standIns(o, difficulty);
  const solution = { placements: [], ...(o.message !== undefined ? { message: 'M'.repeat(20) } : {}) };
  return { figure: drawAnswer({ ...largest, words: [] }, solution), keyStep: KEY_STEP[difficulty] };
}
