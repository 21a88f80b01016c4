import type { Oracle } from '../../engine/oracle.ts';
import type { NumberMindPuzzle, NumberMindSolution } from './schema.ts';

/** Every secret of the puzzle's length (leading zeros allowed) whose places match each guess's count. */
export const oracle: Oracle<NumberMindPuzzle, NumberMindSolution> = (p, cap = Infinity) => {
  const out: NumberMindSolution[] = [];
  for (let n = 0; n < 10 ** p.length && out.length < cap; n++) {
    const secret = String(n).padStart(p.length, '0');
    const ok = p.guesses.every((g) => {
      let hits = 0;
      for (let i = 0; i < p.length; i++) if (g.guess[i] === secret[i]) hits++;
      return hits === g.correct;
    });
    if (ok) out.push({ secret });
  }
  return out;
};
