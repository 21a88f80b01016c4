/**
 * Global setup of the projects whose tests print books: the run's folder for the puzzles and
 * PDFs they share (test/pdf/fixture-books.ts), so what one worker made another reads rather
 * than makes again; removed when the run ends. One folder for every project of the run (a
 * `vitest run` of every project calls each project's setup).
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { keepFixture, restoreFixture } from './fixture-cache.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder the run's shared puzzles and PDFs are kept in (test/pdf/fixture-books.ts). */
    sharedBooks: string;
  }
}

interface Shared {
  dir: string;
  users: number;
}
const SHARED = Symbol.for('puzzlebook.test.shared-books');
/** A file a maker is still writing, or its lock (test/pdf/fixture-books.ts): never copied from a pool. */
const unfinished = (path: string) => /\.(lock|part)$/.test(path);
const held = globalThis as { [SHARED]?: Shared };

export default function setup(project: TestProject): () => void {
  const shared = (held[SHARED] ??= { dir: pool(), users: 0 });
  shared.users++;
  project.provide('sharedBooks', shared.dir);
  return () => {
    if (--shared.users > 0) return;
    delete held[SHARED];
    // What this run made, for the next run of the same project (none of a maker's unfinished files).
    keepFixture('books', shared.dir, ['.'], unfinished);
    rmSync(shared.dir, { recursive: true, force: true, maxRetries: 3 });
  };
}

/**
 * The run's folder, holding what the last run of this same project made (fixture-cache.ts), or
 * else what PUZZLEBOOK_POOL_FROM holds: the new-kind check's run, in a copy of the project with a
 * kind added, starts from the pool of the run that copied it, so the other kinds' sections (the same
 * code, the same seeds: the same puzzles) are read there, and only the added kind's are made.
 */
function pool(): string {
  const dir = mkdtempSync(join(tmpdir(), 'puzzlebook-books-'));
  const from = process.env.PUZZLEBOOK_POOL_FROM;
  if (!restoreFixture('books', dir, ['.']) && from && existsSync(from)) cpSync(from, dir, { recursive: true, filter: (path) => !unfinished(path) });
  return dir;
}
