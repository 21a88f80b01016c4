/** Killer Sudoku alone, as the library's entry `puzzlebook/kinds/killer-sudoku` (api/one-kind.ts): a page using it bundles no other kind. */
import { oneKind } from '../../api/one-kind.ts';
import { kind } from './index.ts';

export * from '../../api/shared.ts';
export const { generate, generateEach, solve, explain, figure, draw, check, readRecord, recordSchema } = oneKind('killer-sudoku', kind);
