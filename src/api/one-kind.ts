/**
 * One kind as an entry of its own (`puzzlebook/kinds/<kind>`, each kind's library.ts): the
 * engine's calls (api/engine.ts says what each does) for that kind alone, typed by it, with
 * no kind to name. The kind is registered here (kinds/known.ts) rather than through the
 * registry, so a bundler takes that kind's code and words and no other kind's: a page making
 * Sudoku bundles no Kakuro (docs/library.md, "One kind").
 */
import type * as z from 'zod/mini';
import { register } from '../kinds/known.ts';
import type { RecordOf } from '../kinds/record.ts';
import { recordFor } from '../kinds/record-schema.ts';
import type { KindName, KindOf, SolutionOf } from '../kinds/registry.ts';
import { type DrawOptions, engineOver, type Explained, type GenerateEachRequest, type GenerateRequest, type PuzzleItem, type SolveResult } from './core.ts';
import type { Figure, Language } from './shared.ts';

/** The calls for kind `name` (whose definition is `kind`), and its record schema. */
export function oneKind<K extends KindName>(name: K, kind: KindOf<K>) {
  register({ [name]: kind } as { [P in K]: KindOf<P> });
  const recordSchema = recordFor(name, kind) as unknown as z.ZodMiniType<RecordOf<K>, unknown>;
  const engine = engineOver([name], recordSchema as z.ZodMiniType<never, unknown>);
  return {
    /** This kind's puzzles, each proved and graded: `generate(kind, request)` of puzzlebook/engine. */
    generate: (request?: GenerateRequest<K> | null): RecordOf<K>[] => engine.generate(name, request),
    /** The same records one at a time, the event loop let run between two. */
    generateEach: (request?: GenerateEachRequest<K> | null): AsyncIterableIterator<RecordOf<K>> => engine.generateEach(name, request),
    /** Solves a puzzle (a record, or `{ kind, puzzle }`) from its rules alone, up to `limit` solutions (default 2). */
    solve: (item: PuzzleItem<K>, options?: { limit?: number } | null): SolveResult<K> => engine.solve(item, options),
    /** Its solution as a person reaches it, step by step, in `language` (default "en"). */
    explain: (item: PuzzleItem<K>, options?: { language?: Language } | null): Explained<K> => engine.explain(item, options),
    /** Its picture as data: boxes, lines and text with roles. */
    figure: (item: PuzzleItem<K> & { solution?: SolutionOf<K> }, options?: DrawOptions | null): Figure => engine.figure(item, options),
    /** Its picture as a standalone SVG document. */
    draw: (item: PuzzleItem<K> & { solution?: SolutionOf<K> }, options?: (DrawOptions & { pixelsPerUnit?: number }) | null): string => engine.draw(item, options),
    /** Null when `solution` solves it, else what is wrong, in `language` (default "en"). */
    check: (item: PuzzleItem<K>, solution: SolutionOf<K>, options?: { language?: Language } | null): string | null => engine.check(item, solution, options),
    /** A record of this kind checked against its schemas; another kind's is refused. */
    readRecord: (data: unknown): RecordOf<K> => engine.readRecord(data) as RecordOf<K>,
    /** The schema of this kind's records (zod's mini build). */
    recordSchema,
  };
}
