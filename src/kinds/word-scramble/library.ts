/** Word Scramble alone, as the library's entry `puzzlebook/kinds/word-scramble` (api/one-kind.ts): a page using it bundles no other kind. */
import { oneKind } from '../../api/one-kind.ts';
import { kind } from './index.ts';

export * from '../../api/shared.ts';
export const { generate, generateEach, solve, explain, figure, draw, check, readRecord, recordSchema } = oneKind('word-scramble', kind);
// A scramble in another language needs that language's lexicon and word forms given (as puzzlebook/engine's).
export { provideLexicons } from '../../engine/wordkit/lexicon.ts';
export { provideForms } from '../../engine/wordkit/forms.ts';
