import { wordedRungs } from '../ladder.ts';
import { cellChainSay } from './say.ts';
import { cellChainWords } from './words.ts';

/**
 * A ladder's rung for one of the chains through bivalue cells (`wWing`, `remotePairs`,
 * `xyChain`) at `level`: its name, what it is and its sentence read from this family's words at
 * each use, so the language of the work under way is the one said.
 */
export const cellChainsRung = wordedRungs('cellChainsRung', 'a chain through bivalue cells', () => cellChainWords.techniques, cellChainSay);
