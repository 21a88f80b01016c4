/**
 * Global setup of the end-to-end tests: starts the one Chromium every browser test of the run
 * connects to (unpacking the packaged one first, which tests in parallel would race to), builds
 * the shared archive's books and site with the command line, as a user would, and serves it
 * with `puzzlebook preview` for every test file that reads it.
 */
import { execFile } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { tempDir } from '../cli/run.ts';
import { serve, startChromium } from '../site/browser.ts';
import { ADDRESS, SPEC_A, SPEC_B, SPEC_DE, SPEC_ES } from '../site/books.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The run's one Chromium: every test file's browsers are contexts of it (test/site/browser.ts).
  const chromium = await startChromium();
  try {
    return await publish(project, chromium);
  } catch (error) {
    await chromium.close();
    throw error;
  }
}

async function publish(project: TestProject, chromium: BrowserServer): Promise<() => Promise<void>> {
  const dir = tempDir();
  const books = join(dir, 'books');
  const site = join(dir, 'site');
  writeFileSync(join(dir, 'a.yaml'), SPEC_A);
  writeFileSync(join(dir, 'b.yaml'), SPEC_B);
  writeFileSync(join(dir, 'es.yaml'), SPEC_ES);
  writeFileSync(join(dir, 'de.yaml'), SPEC_DE);
  // The four books at once (each build is one process, mostly on one core), then their archive.
  const builds = ['a', 'b', 'es', 'de'].map((name) => ['build', join(dir, `${name}.yaml`), '--out', books]);
  await Promise.all(builds.map(puzzlebook));
  // Published for a public address, as a real archive is: its sitemap, feed, canonical links and cards are there to read.
  await puzzlebook(['site', '--books', books, '--out', site, '--url', ADDRESS]);
  const served = await serve(site);
  project.provide('archive', { dir, books, site, origin: served.origin, address: ADDRESS });
  return async () => {
    served.stop();
    await chromium.close();
    rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  };
}

const root = new URL('../../', import.meta.url).pathname;

/** `puzzlebook …` in a process of its own, as a user runs it; fails on any error output. */
function puzzlebook(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [join(root, 'bin/puzzlebook.js'), ...args], { cwd: root, env: { ...process.env, PUZZLEBOOK_DEBUG: '' } }, (error, _stdout, stderr) => {
      if (error || stderr) reject(new Error(`puzzlebook ${args.join(' ')} failed:\n${stderr || error}`));
      else resolve();
    });
  });
}
