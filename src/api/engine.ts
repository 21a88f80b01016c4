/**
 * puzzlebook's engine as a library (`puzzlebook/engine`): make puzzles, solve, explain and
 * draw them. Nothing here touches Node, files or threads, so it runs in Node and bundles for a
 * browser as it is. `puzzlebook` (api/index.ts) adds what needs Node: books and the archive.
 *
 * Bad input is refused with a `UserError` whose message names what is wrong by its path
 * (`options.size: must be between 4 and 30`), as the commands refuse it.
 */
import type * as z from 'zod/mini';
import { recordsOf } from '../book/book.ts';
import { tooMuchWork } from '../book/work-cap.ts';
import { toSvg } from '../draw/svg.ts';
import { formatPath, oneScreen, UserError } from '../engine/errors.ts';
import { explain as explainSteps, type ExplainedStep } from '../engine/explain.ts';
import type { Figure } from '../engine/figure.ts';
import { DIFFICULTIES, type Difficulty } from '../engine/kind.ts';
import { bookLanguages, checkedLanguage as languageOf } from '../engine/catalog.ts';
import { inLanguage, type Language } from '../engine/language.ts';
import { type PuzzleRecord, recordSchema, type RecordOf } from '../kinds/record.ts';
import { getKind, KIND_NAMES, type KindName, type OptionsInputOf, type PuzzleOf, type SolutionOf } from '../kinds/registry.ts';
import { REQUEST_BUDGET, solveItem } from '../kinds/request.ts';

export { bookLanguages as languages, DIFFICULTIES, KIND_NAMES, recordSchema, UserError };
export type { Difficulty, ExplainedStep, Figure, KindName, Language, PuzzleRecord, RecordOf };

/** A puzzle to work on: a whole record, or just its kind and puzzle. */
export type PuzzleItem<K extends KindName = KindName> = { [P in K]: { kind: P; puzzle: PuzzleOf<P> } }[K];

/** `data` as `schema` reads it, or a UserError naming each problem by its path from `field` (`options.size: …`). */
function checked<T>(schema: z.ZodMiniType<T, unknown>, data: unknown, field: string): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new UserError(oneScreen(parsed.error.issues.map((issue) => `${formatPath([field, ...issue.path])}: ${issue.message}`)));
  return parsed.data;
}

function kindNamed(name: unknown): KindName {
  if (typeof name === 'string' && (KIND_NAMES as readonly string[]).includes(name)) return name as KindName;
  throw new UserError(`kind: ${JSON.stringify(name)} is not a kind; the kinds are ${KIND_NAMES.join(', ')}`);
}

function whole(value: unknown, name: string, low: number, high: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < low || value > high) throw new UserError(`${name}: must be a whole number from ${low} to ${high}`);
  return value;
}

/** A language the words are written in, or a UserError naming the ones there are. */
function checkedLanguage(value: unknown): Language {
  return languageOf(value, 'language');
}

export interface GenerateRequest<K extends KindName> {
  /** Puzzle n is made from `<seed>/<kind>/<difficulty>/<n>`, as in a book: the same request makes the same puzzles. Default "1". */
  seed?: string;
  /** Default "medium". */
  difficulty?: Difficulty;
  /** How many puzzles, 1 to 1000. Default 1. */
  count?: number;
  /** The kind's options (`{ size: 7 }` for Numbrix); docs/kinds has each kind's. */
  options?: OptionsInputOf<K>;
}

/**
 * Makes puzzles of one kind, each proved to have exactly one solution (Countdown: at least
 * one) and graded by the step solver, as `puzzlebook generate` does.
 */
export function generate<K extends KindName>(kind: K, request?: GenerateRequest<K> | null): RecordOf<K>[] {
  const name = kindNamed(kind) as K;
  request ??= {};
  const difficulty = request.difficulty ?? 'medium';
  if (!DIFFICULTIES.includes(difficulty)) throw new UserError(`difficulty: must be one of ${DIFFICULTIES.join(', ')}`);
  const count = whole(request.count ?? 1, 'count', 1, 1000);
  const options = checked(getKind(name).options, request.options ?? {}, 'options');
  const work = tooMuchWork([{ kind: name, count, difficulty, options }], 'one request');
  if (work) throw new UserError(`${work.field}: ${work.message}`);
  // Records hold no wording (a rule is its terms): they are the same in every language.
  return recordsOf(name, options, String(request.seed ?? '1'), difficulty, count, 'en');
}

export interface SolveResult<K extends KindName = KindName> {
  /** Solutions found, up to the limit. */
  count: number;
  /** False when the solver ran out of budget: then nothing is proved, not even "no solution". */
  complete: boolean;
  solutions: SolutionOf<K>[];
  /** What else the kind's solver tells (Countdown: `total`, every way it found). */
  [detail: string]: unknown;
}

/**
 * Solves a puzzle from its rules alone, up to `limit` solutions (default 2, enough to tell
 * one from several). Unique exactly when `complete` and `count === 1`.
 */
export function solve<K extends KindName>(item: PuzzleItem<K>, options?: { limit?: number } | null): SolveResult<K> {
  return solveItem(item, 'item', [], whole(options?.limit ?? 2, 'limit', 1, 1000)) as SolveResult<K>;
}

export interface Explained<K extends KindName = KindName> {
  /** The band whose techniques solve it: the lowest that does; null when none does. */
  band: Difficulty | null;
  /** The hardest technique used (its key in the kind's ladder). */
  hardest: string | null;
  /** Each step: its technique, its sentence (`say`), and what it writes in and crosses off. */
  steps: ExplainedStep[];
  /** Whether the steps reach the whole answer without guessing. */
  solved: boolean;
  /** The answer the steps reach, when they do. */
  answer: SolutionOf<K> | null;
  /** False when the budget ran out first (then `band` is null and nothing is claimed). */
  complete: boolean;
}

/** A puzzle's solution as a person reaches it, step by step, in `language` (default "en"), as `puzzlebook explain` says it. */
export function explain<K extends KindName>(item: PuzzleItem<K>, options?: { language?: Language } | null): Explained<K> {
  const { kind, puzzle } = checkedItem(item);
  return inLanguage(checkedLanguage(options?.language ?? 'en'), () => {
    const { band, hardest, steps, solved, answer, complete } = explainSteps(kind.stepper, puzzle as never, REQUEST_BUDGET);
    return { band, hardest, steps, solved, answer: answer as SolutionOf<K> | null, complete };
  });
}

function checkedItem(item: unknown) {
  if (item === null || typeof item !== 'object') throw new UserError('item: must be a record, or { kind, puzzle }');
  const kind = getKind(kindNamed((item as { kind?: unknown }).kind));
  return { kind, puzzle: checked(kind.puzzle as z.ZodMiniType<unknown, unknown>, (item as { puzzle?: unknown }).puzzle, 'puzzle') };
}

export interface DrawOptions {
  /** Draw the answer in (a record's `solution`, or one given here). Default false: the puzzle as printed. */
  answer?: boolean;
  /** The language of the drawing's words. Default "en". */
  language?: Language;
}

/**
 * A puzzle's picture as data (boxes, lines and text in abstract units, with roles, not
 * colours): the very drawing the PDF pages and the archive use, to render as you like.
 */
export function figure<K extends KindName>(item: PuzzleItem<K> & { solution?: SolutionOf<K> }, options?: DrawOptions | null): Figure {
  const { kind, puzzle } = checkedItem(item);
  const solution = options?.answer ? checked(kind.solution as z.ZodMiniType<unknown, unknown>, item.solution, 'solution') : undefined;
  return inLanguage(checkedLanguage(options?.language ?? 'en'), () => kind.draw(puzzle as never, solution as never));
}

/** A puzzle's picture as a standalone SVG document, as the archive shows it. */
export function draw<K extends KindName>(item: PuzzleItem<K> & { solution?: SolutionOf<K> }, options?: (DrawOptions & { pixelsPerUnit?: number }) | null): string {
  const size = options?.pixelsPerUnit;
  if (size !== undefined && !(typeof size === 'number' && size > 0 && size <= 1000)) throw new UserError('pixelsPerUnit: must be a number above 0, at most 1000');
  const pixelsPerUnit = size;
  return toSvg(figure(item, options), { pixelsPerUnit });
}

/**
 * Whether `solution` solves the puzzle: null if it does, else what is wrong with it, in
 * `language` (default "en"): the answer check the archive's players ask of a full answer.
 */
export function check<K extends KindName>(item: PuzzleItem<K>, solution: SolutionOf<K>, options?: { language?: Language } | null): string | null {
  const { kind, puzzle } = checkedItem(item);
  const answer = checked(kind.solution as z.ZodMiniType<unknown, unknown>, solution, 'solution');
  return inLanguage(checkedLanguage(options?.language ?? 'en'), () => kind.check(puzzle as never, answer as never));
}

/** A record read from anywhere (a book file's `puzzles[i]`, a `generate` line), checked against its kind's schemas. */
export function readRecord(data: unknown): PuzzleRecord {
  return checked(recordSchema, data, 'record');
}
