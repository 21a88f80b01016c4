import type { Difficulty, PlannedAnswer } from '../../engine/kind.ts';
import { drawAnswer } from './draw.ts';
import type { FillInOptions } from './schema.ts';
import { standIns } from './stand-ins.ts';

/** How long a band's key step is, in characters of English: "12 across has 5 letters and reads ·A···: of the words left with 5 letters, only MANGO fits." */
const KEY_STEP: Record<Difficulty, number> = { easy: 100, medium: 60, hard: 110, expert: 130 };

/** A key's answer planned from the options (`PuzzleKind.plannedAnswer`): the largest stand-in's grid with every square's letter written in. */
export function plannedAnswer(o: FillInOptions, difficulty: Difficulty): PlannedAnswer {
  const { largest } = standIns(o, difficulty);
  return { figure: drawAnswer(largest, { grid: largest.blocks.map((row) => row.map((block) => (block ? null : 'W'))) }), keyStep: KEY_STEP[difficulty] };
}
