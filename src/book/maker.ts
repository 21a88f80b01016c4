import { makeBook, type Progress } from './book.ts';
import type { Job } from './plan.ts';
import type { BookFile } from './bookfile-schema.ts';
import type { BookSpec } from './spec.ts';

/**
 * What makes a spec's puzzles, handed to the pipeline's `plan` (src/pipeline) and closed by it once making is done
 * or refused: Node's `BookMaker` (parallel.ts, on worker threads), or `onThisThread`, as a
 * browser makes them. Each puzzle depends only on its job and records are assembled in book
 * order, so every maker makes the same book.
 */
export interface Maker {
  /** The book of `spec`'s puzzles, taking those of `reuse` rather than make them again; `jobs` is `plan(spec)`, where it is planned already. */
  make(spec: BookSpec, progress?: Progress, reuse?: BookFile, jobs?: readonly Job[]): Promise<BookFile>;
  close(): Promise<void>;
}

/** Puzzles made one after another on this thread, holding nothing to close. */
export const onThisThread: Maker = {
  make: async (spec, progress, reuse, jobs) => makeBook(spec, progress, reuse, jobs),
  close: async () => {},
};

