/** Criss-Cross alone, as the library's entry `puzzlebook/kinds/criss-cross` (api/one-kind.ts): a page using it bundles no other kind. */
import { oneKind } from '../../api/one-kind.ts';
import { kind } from './index.ts';

export * from '../../api/shared.ts';
export const { generate, generateEach, solve, explain, figure, draw, check, readRecord, recordSchema } = oneKind('criss-cross', kind);
// A criss-cross in another language needs that language's lexicon and clues given (as puzzlebook/engine's).
export { provideLexicons } from '../../engine/wordkit/lexicon.ts';
export { provideClues } from '../../engine/wordkit/clues.ts';
