import type { Difficulty, PlannedAnswer } from '../../engine/kind.ts';
import { drawAnswer } from './draw.ts';
import type { WordScrambleOptions } from './schema.ts';
import { standIns } from './stand-ins.ts';

/** How long a band's key step is, in characters of English: "Word 3, RTEGI, is TIGER: try its 5 letters in a few orders, and only TIGER is a word." */
const KEY_STEP: Record<Difficulty, number> = { easy: 80, medium: 90, hard: 120, expert: 110 };

/** A key's answer planned from the options (`PuzzleKind.plannedAnswer`): the largest stand-in with every box written in. */
export function plannedAnswer(o: WordScrambleOptions, difficulty: Difficulty): PlannedAnswer {
  const { largest } = standIns(o, difficulty);
  return { figure: drawAnswer(largest, { words: largest.items.map((it) => it.scrambled), ...(largest.final ? { final: 'W'.repeat(largest.final.lengths[0]!) } : {}) }), keyStep: KEY_STEP[difficulty] };
}
