/** Fill-In alone, as the library's entry `puzzlebook/kinds/fill-in` (api/one-kind.ts): a page using it bundles no other kind. */
import { oneKind } from '../../api/one-kind.ts';
import { kind } from './index.ts';

export * from '../../api/shared.ts';
export const { generate, generateEach, solve, explain, figure, draw, check, readRecord, recordSchema } = oneKind('fill-in', kind);
// A fill-in in another language needs that language's lexicon and dictionary given (as puzzlebook/engine's).
export { provideLexicons } from '../../engine/wordkit/lexicon.ts';
export { provideDictionary } from '../../engine/wordkit/dictionary.ts';
