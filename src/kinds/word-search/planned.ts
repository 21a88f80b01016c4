import type { Difficulty, PlannedAnswer } from '../../engine/kind.ts';
import { drawAnswer } from './draw.ts';
import type { WordSearchOptions } from './schema.ts';
import { standIns } from './stand-ins.ts';

/** How long a band's key step is, in characters of English: "WALRUS starts in row 4, column 2 and runs diagonally down to the left." */
const KEY_STEP: Record<Difficulty, number> = { easy: 62, medium: 75, hard: 75, expert: 75 };

/**
 * A key's answer planned from the options (`PuzzleKind.plannedAnswer`): the grid of their size
 * with every row a word ringed, and the message's line where they hide one. Its letters must be
 * a word's, as a made key's are: the key sets an answer by the size of its words' letters, and
 * letters of no word alone would set it larger than any made key (a plan two pages over).
 */
export function plannedAnswer(o: WordSearchOptions, difficulty: Difficulty): PlannedAnswer {
  const { largest } = standIns(o, difficulty);
  const rows = largest.letters.map((row) => row.join(''));
  const solution = { placements: rows.map((word, row) => ({ word, row, col: 0, dir: 'E' as const })), ...(o.message !== undefined ? { message: 'M'.repeat(20) } : {}) };
  return { figure: drawAnswer({ ...largest, words: rows }, solution), keyStep: KEY_STEP[difficulty] };
}
