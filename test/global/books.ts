/**
 * Global setup of the projects whose tests print books: the run's folder for the puzzles and
 * PDFs they share (test/pdf/fixture-books.ts), so what one worker made another reads rather
 * than makes again; removed when the run ends. One folder for every project of the run (a
 * `vitest run` of every project calls each project's setup).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

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
const held = globalThis as { [SHARED]?: Shared };

export default function setup(project: TestProject): () => void {
  const shared = (held[SHARED] ??= { dir: mkdtempSync(join(tmpdir(), 'puzzlebook-books-')), users: 0 });
  shared.users++;
  project.provide('sharedBooks', shared.dir);
  return () => {
    if (--shared.users > 0) return;
    delete held[SHARED];
    rmSync(shared.dir, { recursive: true, force: true, maxRetries: 3 });
  };
}
