/**
 * Global setup of the end-to-end tests: unpacks the packaged Chromium once (tests in parallel
 * would race to), builds the shared archive's books and site with the command line, as a user
 * would, and serves it with `puzzlebook preview` for every test file that reads it.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { spawnCli, tempDir } from '../cli/run.ts';
import { chromiumPath, serve } from '../site/browser.ts';
import { SPEC_A, SPEC_B, SPEC_DE, SPEC_ES } from '../site/books.ts';

export default async function setup(project: TestProject): Promise<() => void> {
  await chromiumPath();
  const dir = tempDir();
  const books = join(dir, 'books');
  const site = join(dir, 'site');
  writeFileSync(join(dir, 'a.yaml'), SPEC_A);
  writeFileSync(join(dir, 'b.yaml'), SPEC_B);
  writeFileSync(join(dir, 'es.yaml'), SPEC_ES);
  writeFileSync(join(dir, 'de.yaml'), SPEC_DE);
  for (const args of [
    ['build', join(dir, 'a.yaml'), '--out', books],
    ['build', join(dir, 'b.yaml'), '--out', books],
    ['build', join(dir, 'es.yaml'), '--out', books],
    ['build', join(dir, 'de.yaml'), '--out', books],
    ['site', '--books', books, '--out', site],
  ]) {
    const r = spawnCli(args);
    if (r.status !== 0 || r.stderr) throw new Error(`puzzlebook ${args.join(' ')} failed:\n${r.stderr}`);
  }
  const served = await serve(site);
  project.provide('archive', { dir, books, site, origin: served.origin });
  return () => {
    served.stop();
    rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  };
}
