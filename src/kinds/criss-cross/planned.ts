import type { Difficulty, PlannedAnswer } from '../../engine/kind.ts';
import { drawAnswer } from './draw.ts';
import type { CrissCrossOptions } from './schema.ts';
import { standIns } from './stand-ins.ts';

/** How long a band's key step is, in characters of English: "12 across is TRACTOR: of the words left with 7 letters, only it fits the letters T·A····." */
const KEY_STEP: Record<Difficulty, number> = { easy: 70, medium: 100, hard: 90, expert: 110 };

/** A key's answer planned from the options (`PuzzleKind.plannedAnswer`): the largest stand-in's grid with every square's letter written in. */
export function plannedAnswer(o: CrissCrossOptions, difficulty: Difficulty): PlannedAnswer {
  const { largest } = standIns(o, difficulty);
  return { figure: drawAnswer(largest, { words: largest.bank }), keyStep: KEY_STEP[difficulty] };
}
