/**
 * The engine's calls (api/engine.ts says what each does), over the kinds an entry holds:
 * `puzzlebook/engine` every kind, `puzzlebook/kinds/<kind>` one (api/one-kind.ts). Kinds are
 * read where the code that makes and proves puzzles reads them (kinds/known.ts), never from the
 * registry, so an entry of one kind bundles that kind alone.
 */
import type * as z from 'zod/mini';
import { eachRecordOf, recordsOf } from '../book/book.ts';
import { tooMuchWork } from '../book/work-cap.ts';
import { toSvg } from '../draw/svg.ts';
import type { UserErrorCode } from '../engine/errors.ts';
import { explain as explainSteps, type ExplainedStep } from '../engine/explain.ts';
import type { Figure } from '../engine/figure.ts';
import { DIFFICULTIES, type Difficulty } from '../engine/kind.ts';
import { checkedLanguage as languageOf } from '../engine/catalog.ts';
import { inLanguage, type Language } from '../engine/language.ts';
import { getKind } from '../kinds/known.ts';
import type { PuzzleRecord, RecordOf } from '../kinds/record.ts';
import type { KindName, OptionsInputOf, PuzzleOf, SolutionOf } from '../kinds/registry.ts';
import { gradedBand, REQUEST_BUDGET, solvable, solveChecked, type Unbanded } from '../kinds/solving.ts';
import { seedSchema } from '../engine/schema-helpers.ts';
import { asCaller, checkedBy, kindsMessage, refuse } from './refusal.ts';

/** A puzzle to work on: a whole record, or just its kind and puzzle. */
export type PuzzleItem<K extends KindName = KindName> = { [P in K]: { kind: P; puzzle: PuzzleOf<P> } }[K];

export interface GenerateRequest<K extends KindName> {
  /**
   * Puzzle n is made from `<seed>/<kind>/<difficulty>/<n>`, as in a book: the same request makes
   * the same puzzles. As a spec's seed: a text of 1 to 200 characters without control
   * characters, or a whole number. Default "1".
   */
  seed?: string | number;
  /** Default "medium". */
  difficulty?: Difficulty;
  /** How many puzzles, 1 to 1000. Default 1. */
  count?: number;
  /** The kind's options (`{ size: 7 }` for Numbrix), as written (defaults filled in); docs/kinds has each kind's. */
  options?: OptionsInputOf<K>;
}

/** What `generateEach` takes: `generate`'s request, and a signal to stop it by. */
export interface GenerateEachRequest<K extends KindName> extends GenerateRequest<K> {
  /** Stops the making: the next puzzle asked for rejects with the signal's reason (one under way is finished first). */
  signal?: AbortSignal;
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

export interface Explained<K extends KindName = KindName> {
  /**
   * Its band as its grade gives it, the one a book prints: null where the grade gives none
   * (`unbanded` says why) or the steps stop short.
   */
  band: Difficulty | null;
  /** The band whose techniques solve it: the lowest that does; null when none does. */
  needs: Difficulty | null;
  /** Its grade's score (points of about ten seconds of a person's work); null where the steps stop short. */
  score: number | null;
  /** Why its grade gives it no band (its score under or past its techniques' band's range, or a forced move as its hardest step); null where it is in one. */
  unbanded: Unbanded | null;
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

export interface DrawOptions {
  /** Draw the answer in (a record's `solution`, or one given here). Default false: the puzzle as printed. */
  answer?: boolean;
  /** The language of the drawing's words. Default "en". */
  language?: Language;
  /** Number a grid's rows and columns around it, as the archive's pages do. Default true; false draws it as a book prints it. */
  coordinates?: boolean;
}

function whole(value: unknown, name: string, low: number, high: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < low || value > high) throw refuse('invalid-options', [name], `must be a whole number from ${low} to ${high}`, 'out-of-range');
  return value;
}

/** A language the words are written in, or a refusal naming the ones there are. */
function checkedLanguage(value: unknown): Language {
  return asCaller('invalid-options', undefined, () => languageOf(value, 'language'));
}

/** What `explain` says of a puzzle with no solution, the problem `no-solution`. */
const NO_SOLUTION = 'has no solution: no answer keeps all of its rules (solve finds none), so there are no steps to explain';

/** Lets the event loop run (timers, input, a page's drawing) before going on: a macrotask, not clamped as setTimeout(0) is. */
function nextTurn(): Promise<void> {
  const { setImmediate: soon } = globalThis as { setImmediate?: (then: () => void) => unknown };
  if (soon) return new Promise((resolve) => soon(resolve));
  return new Promise((resolve) => {
    // A browser's: Node has setImmediate.
    const channel = new MessageChannel();
    const port = channel.port1 as unknown as { onmessage: () => void; close(): void };
    port.onmessage = () => {
      port.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** The calls over `names`, the kinds an entry holds (each loaded: kinds/known.ts), its records read by `schema`. */
export function engineOver(names: readonly KindName[], schema: z.ZodMiniType<PuzzleRecord, unknown>) {
  const kindNamed = (name: unknown, code: UserErrorCode): KindName => {
    if (typeof name === 'string' && (names as readonly string[]).includes(name)) return name as KindName;
    throw refuse(code, ['kind'], kindsMessage(name, names), name === undefined ? 'required' : 'not-allowed');
  };
  function checkedRequest<K extends KindName>(kind: K, request: GenerateRequest<K> | null | undefined) {
    const name = kindNamed(kind, 'invalid-options') as K;
    request ??= {};
    // A list is an object too, with none of a request's fields: it made the default puzzles.
    if (typeof request !== 'object' || Array.isArray(request)) throw refuse('invalid-options', [], 'must be an object: { seed, difficulty, count, options }', 'wrong-type');
    const difficulty = request.difficulty ?? 'medium';
    if (!DIFFICULTIES.includes(difficulty)) throw refuse('invalid-options', ['difficulty'], `must be one of ${DIFFICULTIES.join(', ')}`, 'not-allowed');
    // A spec's seed, as a book's puzzles are made from one: a seed of 100,000 characters or with a
    // line break made records the library's own readRecord refuses.
    const seed = checkedBy(seedSchema, request.seed ?? '1', 'invalid-options', ['seed']);
    const count = whole(request.count ?? 1, 'count', 1, 1000);
    const options = checkedBy(getKind(name).options, request.options ?? {}, 'invalid-options', ['options']);
    const work = tooMuchWork([{ kind: name, count, difficulty, options }], 'one request');
    if (work) throw refuse('too-much-work', [], `${work.field}: ${work.message}`);
    return { name, difficulty, seed, count, options };
  }

  function generate<K extends KindName>(kind: K, request?: GenerateRequest<K> | null): RecordOf<K>[] {
    const { name, difficulty, seed, count, options } = checkedRequest(kind, request);
    // Records hold no wording (a rule is its terms): they are the same in every language.
    return asCaller('unreachable', undefined, () => recordsOf(name, options, seed, difficulty, count, 'en'));
  }

  function generateEach<K extends KindName>(kind: K, request?: GenerateEachRequest<K> | null): AsyncIterableIterator<RecordOf<K>> {
    const signal = request?.signal;
    if (signal !== undefined && !(signal instanceof AbortSignal)) throw refuse('invalid-options', ['signal'], 'must be an AbortSignal', 'wrong-type');
    const { name, difficulty, seed, count, options } = checkedRequest(kind, request);
    const records = eachRecordOf(name, options, seed, difficulty, count, 'en');
    return (async function* each() {
      for (;;) {
        await nextTurn();
        signal?.throwIfAborted();
        const next = asCaller('unreachable', undefined, () => records.next());
        if (next.done) return;
        yield next.value;
      }
    })();
  }

  function solve<K extends KindName>(item: PuzzleItem<K>, options?: { limit?: number } | null): SolveResult<K> {
    const limit = whole(options?.limit ?? 2, 'limit', 1, 1000);
    return solveChecked(checkedItem(item), limit, REQUEST_BUDGET).result as SolveResult<K>;
  }

  function explain<K extends KindName>(item: PuzzleItem<K>, options?: { language?: Language } | null): Explained<K> {
    const { kind, puzzle } = checkedItem(item);
    return inLanguage(checkedLanguage(options?.language ?? 'en'), () => {
      const { band: needs, hardest, steps, solved, answer, complete, work } = explainSteps(kind.stepper, puzzle as never, REQUEST_BUDGET);
      // Steps that stop short: reasoning that cannot finish, or no solution to reach, which the proof tells apart.
      if (complete && !solved && solvable(kind, puzzle, REQUEST_BUDGET - work).solvable === false) throw refuse('invalid-item', ['puzzle'], NO_SOLUTION, 'no-solution');
      // The band the grade gives, as `puzzlebook explain` shows it: one grade, one band (issue 113).
      const graded = solved ? gradedBand({ kind, puzzle }) : null;
      return { band: graded?.band ?? null, needs, score: graded?.score ?? null, unbanded: graded?.unbanded ?? null, hardest, steps, solved, answer: answer as SolutionOf<K> | null, complete };
    });
  }

  function checkedItem(item: unknown) {
    // A list of items (solve's command takes one) was told its kind was missing.
    if (item === null || typeof item !== 'object' || Array.isArray(item)) throw refuse('invalid-item', [], 'must be a record, or { kind, puzzle }', 'wrong-type');
    const kind = getKind(kindNamed((item as { kind?: unknown }).kind, 'invalid-item'));
    return { kind, puzzle: checkedBy(kind.puzzle as z.ZodMiniType<unknown, unknown>, (item as { puzzle?: unknown }).puzzle, 'invalid-item', ['puzzle']) };
  }

  function figure<K extends KindName>(item: PuzzleItem<K> & { solution?: SolutionOf<K> }, options?: DrawOptions | null): Figure {
    const { kind, puzzle } = checkedItem(item);
    const solution = options?.answer ? checkedBy(kind.solution as z.ZodMiniType<unknown, unknown>, item.solution, 'invalid-item', ['solution']) : undefined;
    const coordinates = options?.coordinates ?? true;
    if (typeof coordinates !== 'boolean') throw refuse('invalid-options', ['coordinates'], 'must be true or false', 'wrong-type');
    const flow = { coordinates };
    return inLanguage(checkedLanguage(options?.language ?? 'en'), () => kind.draw(puzzle as never, solution as never, flow));
  }

  function draw<K extends KindName>(item: PuzzleItem<K> & { solution?: SolutionOf<K> }, options?: (DrawOptions & { pixelsPerUnit?: number }) | null): string {
    const size = options?.pixelsPerUnit;
    if (size !== undefined && !(typeof size === 'number' && size > 0 && size <= 1000)) throw refuse('invalid-options', ['pixelsPerUnit'], 'must be a number above 0, at most 1000', 'out-of-range');
    const pixelsPerUnit = size;
    return toSvg(figure(item, options), { pixelsPerUnit });
  }

  function check<K extends KindName>(item: PuzzleItem<K>, solution: SolutionOf<K>, options?: { language?: Language } | null): string | null {
    const { kind, puzzle } = checkedItem(item);
    // Named `solution`, as a record's is: the argument it is.
    const answer = checkedBy(kind.solution as z.ZodMiniType<unknown, unknown>, solution, 'invalid-item', ['solution']);
    return inLanguage(checkedLanguage(options?.language ?? 'en'), () => kind.check(puzzle as never, answer as never));
  }

  function readRecord(data: unknown): PuzzleRecord {
    return checkedBy(schema, data, 'invalid-item');
  }

  return { generate, generateEach, solve, explain, figure, draw, check, readRecord };
}
