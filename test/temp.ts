import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Every `tempDir` made in this process: test/setup.ts removes them after the file's last test. */
const made = new Set<string>();

/** A new empty folder, removed after the calling file's tests (global set-up removes its own). */
export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'puzzlebook-test-'));
  made.add(dir);
  return dir;
}

/** Removes every folder `tempDir` made in this process. */
export function removeTempDirs(): void {
  for (const dir of made) rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  made.clear();
}
