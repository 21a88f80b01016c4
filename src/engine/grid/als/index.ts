import type { Rung } from '../ladder.ts';
import type { GridTechnique } from '../technique.ts';
import { alsSay } from './say.ts';
import { type AlsTechnique, alsWords } from './words.ts';

export { alsXyWing } from './wing.ts';
export { alsXz } from './xz.ts';
export { alsWordsSet } from './words.ts';

/**
 * An ALS technique as a rung of a kind's ladder at `level`, its name, what it is and its
 * sentences read from the ALS words at each use (so the language of the work under way is the
 * one they are in). A kind that uses it lists `alsWordsSet` among its shared words.
 */
export function alsRung(technique: GridTechnique, level: Rung['level']): Rung {
  const key = technique.key as AlsTechnique;
  return {
    technique,
    level,
    words: {
      get title() {
        return alsWords.techniques[key].title;
      },
      get what() {
        return alsWords.techniques[key].what;
      },
      say: (data) => alsSay[key](data),
    },
  };
}
