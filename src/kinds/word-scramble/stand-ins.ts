import type { Difficulty, StandIns } from '../../engine/kind.ts';
import { LONGEST, planOf, type WordScrambleOptions, type WordScramblePuzzle } from './schema.ts';

/** A stand-in of `count` words of `length` W's (the widest capital), with a final of eight if the band has one. Never solved. */
function standIn(count: number, length: number, final: boolean): WordScramblePuzzle {
  const items = Array.from({ length: count }, (_, i) => ({ scrambled: 'W'.repeat(length), ...(final && i < 4 ? { circles: [0, 1] } : {}) }));
  return { items, ...(final ? { final: { lengths: [Math.min(8, count * 2)], clue: 'WWWWWWWW' } } : {}) };
}

/** A band's stand-ins: `largest` its words at the band's longest (an author's list at the longest a word may be), `typical` at its middle. */
export function standIns(o: WordScrambleOptions, difficulty: Difficulty): StandIns<WordScramblePuzzle> {
  const plan = planOf(o, difficulty);
  const [least, most] = plan.lengths;
  const count = Math.max(plan.count, plan.final ? 2 : 1);
  return { largest: standIn(count, o.words ? LONGEST : most, plan.final), typical: standIn(count, Math.round((least + most) / 2), plan.final) };
}
