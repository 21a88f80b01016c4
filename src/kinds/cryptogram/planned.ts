import type { Difficulty, PlannedAnswer } from '../../engine/kind.ts';
import { drawAnswer } from './draw.ts';
import type { CryptogramOptions } from './schema.ts';
import { standIns } from './stand-ins.ts';

/** How long a band's key step is, in characters of English: "The pattern of XQKX gives it away: only THAT fits it: X is T, Q is H and K is A." */
const KEY_STEP: Record<Difficulty, number> = { easy: 70, medium: 90, hard: 80, expert: 120 };

/**
 * A key's answer planned from the options (`PuzzleKind.plannedAnswer`): the largest stand-in's
 * reading and a code of 24 letters (two rows of pairs: a proverb of 75 letters uses about 20),
 * all 26 for an author's text, which may use every letter.
 */
export function plannedAnswer(o: CryptogramOptions, difficulty: Difficulty): PlannedAnswer {
  const { largest } = standIns(o, difficulty);
  const letters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].slice(0, o.text === undefined ? 24 : 26);
  const key = Object.fromEntries(letters.map((l, i) => [l, letters[(i + 1) % letters.length]!]));
  // The reading as long as the stand-in's, in a sentence's letters (its W's are the widest capitals, which no reading prints).
  const reading = [...largest.cipher].map((ch, i) => (/\p{L}/u.test(ch) ? 'etaoinshrdlu'[i % 12]! : ch)).join('');
  return { figure: drawAnswer(largest, { text: reading, key }), keyStep: KEY_STEP[difficulty] };
}
