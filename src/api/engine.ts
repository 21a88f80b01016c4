/**
 * puzzlebook's engine as a library (`puzzlebook/engine`): make puzzles, solve, explain and
 * draw them. Nothing here touches Node, files or threads, so it runs in Node and bundles for a
 * browser as it is. `puzzlebook` (api/index.ts) adds what needs Node: books and the archive;
 * `puzzlebook/kinds/<kind>` (api/one-kind.ts) is the same calls for one kind, bundled alone.
 *
 * Bad input is refused with a `UserError` (api/refusal.ts): a `code` to branch on, and its
 * `problems`, each named by its path from the argument (`options.size: must be between 4 and 30`).
 */
import { type PuzzleRecord, recordSchema, type RecordOf } from '../kinds/record.ts';
import { KIND_NAMES, type KindName, type SolutionOf } from '../kinds/registry.ts';
import { provideClues } from '../engine/wordkit/clues.ts';
import { provideDictionary } from '../engine/wordkit/dictionary.ts';
import { provideForms } from '../engine/wordkit/forms.ts';
import { provideLexicons } from '../engine/wordkit/lexicon.ts';
import { type DrawOptions, engineOver, type Explained, type GenerateEachRequest, type GenerateRequest, type PuzzleItem, type SolveResult } from './core.ts';
import type { Figure, Language } from './shared.ts';

export * from './shared.ts';
export { KIND_NAMES, provideClues, provideDictionary, provideForms, provideLexicons, recordSchema };
export type { KindName, PuzzleRecord };

const engine = engineOver(KIND_NAMES, recordSchema);

/**
 * Makes puzzles of one kind, each proved to have exactly one solution (Countdown: at least
 * one) and graded by the step solver, as `puzzlebook generate` does. It holds the thread
 * until every puzzle is made (most take milliseconds, a hard large one seconds): for many, or
 * where a page must stay responsive, `generateEach` makes the same puzzles one at a time.
 */
export function generate<K extends KindName>(kind: K, request?: GenerateRequest<K> | null): RecordOf<K>[] {
  return engine.generate(kind, request);
}

/**
 * The puzzles `generate` makes for the same request, the same records in the same order, one
 * at a time as each is made: the event loop runs between two puzzles, so a page stays
 * responsive and a server goes on serving, and `signal` (or leaving a `for await` loop) stops it.
 * The request is checked at once: a bad one throws here, as `generate` does, before any puzzle.
 */
export function generateEach<K extends KindName>(kind: K, request?: GenerateEachRequest<K> | null): AsyncIterableIterator<RecordOf<K>> {
  return engine.generateEach(kind, request);
}

/**
 * Solves a puzzle from its rules alone, up to `limit` solutions (default 2, enough to tell
 * one from several). Unique exactly when `complete` and `count === 1`.
 */
export function solve<K extends KindName>(item: PuzzleItem<K>, options?: { limit?: number } | null): SolveResult<K> {
  return engine.solve(item, options);
}

/**
 * A puzzle's solution as a person reaches it, step by step, in `language` (default "en"), as
 * `puzzlebook explain` says it. A puzzle with no solution at all (`solve` finds none, its search
 * complete) has no steps to explain: refused, `invalid-item`, its problem's code `no-solution`.
 */
export function explain<K extends KindName>(item: PuzzleItem<K>, options?: { language?: Language } | null): Explained<K> {
  return engine.explain(item, options);
}

/**
 * A puzzle's picture as data (boxes, lines and text in abstract units, with roles, not
 * colours): the very drawing the PDF pages and the archive use, to render as you like.
 */
export function figure<K extends KindName>(item: PuzzleItem<K> & { solution?: SolutionOf<K> }, options?: DrawOptions | null): Figure {
  return engine.figure(item, options);
}

/** A puzzle's picture as a standalone SVG document, as the archive shows it. */
export function draw<K extends KindName>(item: PuzzleItem<K> & { solution?: SolutionOf<K> }, options?: (DrawOptions & { pixelsPerUnit?: number }) | null): string {
  return engine.draw(item, options);
}

/**
 * Whether `solution` solves the puzzle: null if it does, else what is wrong with it, in
 * `language` (default "en"): the answer check the archive's players ask of a full answer.
 */
export function check<K extends KindName>(item: PuzzleItem<K>, solution: SolutionOf<K>, options?: { language?: Language } | null): string | null {
  return engine.check(item, solution, options);
}

/** A record read from anywhere (a book file's `puzzles[i]`, a `generate` line), checked against its kind's schemas. */
export function readRecord(data: unknown): PuzzleRecord {
  return engine.readRecord(data);
}
