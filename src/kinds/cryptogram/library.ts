/** The Cryptogram alone, as the library's entry `puzzlebook/kinds/cryptogram` (api/one-kind.ts): a page using it bundles no other kind. */
import { oneKind } from '../../api/one-kind.ts';
import { kind } from './index.ts';

export * from '../../api/shared.ts';
export const { generate, generateEach, solve, explain, figure, draw, check, readRecord, recordSchema } = oneKind('cryptogram', kind);
// A cryptogram in another language needs that language's lexicon, sayings and word forms given (as puzzlebook/engine's).
export { provideLexicons } from '../../engine/wordkit/lexicon.ts';
export { provideForms } from '../../engine/wordkit/forms.ts';
export { provideSayings } from '../../engine/wordkit/sayings.ts';
export { provideFrequent } from '../../engine/wordkit/frequent.ts';
