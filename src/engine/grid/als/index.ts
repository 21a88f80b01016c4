import { wordedRungs } from '../ladder.ts';
import { alsSay } from './say.ts';
import { alsWords } from './words.ts';

export { alsXyWing } from './wing.ts';
export { alsXz } from './xz.ts';
export { alsWordsSet } from './words.ts';

/**
 * An ALS technique as a rung of a kind's ladder at `level`, its name, what it is and its
 * sentences read from the ALS words at each use (so the language of the work under way is the
 * one they are in). A kind that uses it lists `alsWordsSet` among its shared words.
 */
export const alsRung = wordedRungs('alsRung', 'an almost locked set technique', () => alsWords.techniques, alsSay);
