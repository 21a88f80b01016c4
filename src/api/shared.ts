/** What every engine entry exports besides its calls (`puzzlebook/engine`, `puzzlebook/kinds/<kind>`): the names, the refusal, the types. */
export { USER_ERROR_CODES, UserError, type UserErrorCode, type UserProblem } from '../engine/errors.ts';
export type { ExplainedStep } from '../engine/explain.ts';
export type { Figure } from '../engine/figure.ts';
export { DIFFICULTIES, type Difficulty } from '../engine/kind.ts';
export { bookLanguages as languages } from '../engine/catalog.ts';
export type { Language } from '../engine/language.ts';
export type { RecordOf } from '../kinds/record.ts';
export type { OptionsInputOf, PuzzleOf, SolutionOf } from '../kinds/registry.ts';
export type { DrawOptions, Explained, GenerateEachRequest, GenerateRequest, PuzzleItem, SolveResult } from './core.ts';
