import type { Rung } from '../ladder.ts';
import type { GridTechnique } from '../technique.ts';
import { cellChainSay } from './say.ts';
import { type CellChainTechnique, cellChainWords } from './words.ts';

/**
 * A ladder's rung for one of the chains through bivalue cells (`wWing`, `remotePairs`,
 * `xyChain`) at `level`: its name, what it is and its sentence read from this family's words at
 * each use, so the language of the work under way is the one said.
 */
export function cellChainsRung(technique: GridTechnique, level: Rung['level']): Rung {
  const key = technique.key as CellChainTechnique;
  if (!(key in cellChainSay)) throw new Error(`cellChainsRung: ${technique.key} is not a chain through bivalue cells`);
  return {
    technique,
    level,
    words: {
      get title() {
        return cellChainWords.techniques[key].title;
      },
      get what() {
        return cellChainWords.techniques[key].what;
      },
      say: (data) => cellChainSay[key](data),
    },
  };
}
