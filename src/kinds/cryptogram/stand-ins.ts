import type { Difficulty, StandIns } from '../../engine/kind.ts';
import { MOST_LETTERS, type CryptogramOptions, type CryptogramPuzzle } from './schema.ts';

/** A stand-in of `letters` W's (the widest capital) in words of five, with a source line. Never solved. */
function standIn(letters: number): CryptogramPuzzle {
  const words = Array.from({ length: Math.ceil(letters / 5) }, () => 'WWWWW');
  return { cipher: `${words.join(' ')}.`, given: {}, source: 'WWWWWWWW' };
}

/** A band's stand-ins: `largest` the longest saying a puzzle takes (an author's text as long as it may be), `typical` a proverb's usual length. */
export function standIns(o: CryptogramOptions, _difficulty: Difficulty): StandIns<CryptogramPuzzle> {
  const own = o.text ? [...o.text].length : 0;
  // A proverb is 20 to 90 characters (test/engine/wordkit/sayings.matrix.test.ts), 75 letters at most.
  return { largest: standIn(o.text ? Math.min(Math.max(own, 20), MOST_LETTERS) : 75), typical: standIn(o.text ? Math.max(own, 20) : 35) };
}
