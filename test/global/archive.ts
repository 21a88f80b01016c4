/**
 * Global setup of the end-to-end tests: starts the one Chromium every browser test of the run
 * connects to (unpacking the packaged one first, which tests in parallel would race to), builds
 * the shared archive's books and site with the command line, as a user would, and serves it
 * with `puzzlebook preview` for every test file that reads it.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { besideProgress, tempDir } from '../cli/run.ts';
import { serve, startChromium } from '../site/browser.ts';
import { ADDRESS, keyedByPlace, type SharedArchive, SPEC_A, SPEC_B, SPEC_DE, SPEC_ES, writeBookFile } from '../site/books.ts';
import { PLAY_SPECS } from '../site/play-books.ts';
import { LINKED } from '../cli/linked-book.ts';

/**
 * What the end-to-end projects of one run share: `vitest run` with no project named runs both
 * `end-to-end` and `release`, and each project calls its global setup. The first call makes the
 * archive and starts Chromium; the others wait for them; the last teardown ends them.
 */
interface Started {
  archive: SharedArchive;
  end: () => Promise<void>;
}
interface Shared {
  ready: Promise<Started>;
  users: number;
}
const SHARED = Symbol.for('puzzlebook.test.shared-archive');
const held = globalThis as { [SHARED]?: Shared };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const shared = (held[SHARED] ??= { ready: start(), users: 0 });
  shared.users++;
  const { archive, end } = await shared.ready;
  project.provide('archive', archive);
  return async () => {
    if (--shared.users > 0) return;
    delete held[SHARED];
    await end();
  };
}

async function start(): Promise<Started> {
  // The run's one Chromium: every test file's browsers are contexts of it (test/site/browser.ts).
  const chromium = await startChromium();
  try {
    return await publish(chromium);
  } catch (error) {
    await chromium.close();
    throw error;
  }
}

async function publish(chromium: BrowserServer): Promise<Started> {
  const dir = tempDir();
  const books = join(dir, 'books');
  const site = join(dir, 'site');
  writeFileSync(join(dir, 'a.yaml'), keyedByPlace(SPEC_A));
  writeFileSync(join(dir, 'b.yaml'), keyedByPlace(SPEC_B));
  // The first two books built at once with the command line, as a user builds them (each build is
  // one process, mostly on one core): the archive's PDFs are held to theirs (archive.test.ts).
  // Meanwhile the others are made here as book files, as no test reads their PDFs (the archive
  // draws its own): the Spanish and German books and the play tests'. Then the one archive of them all.
  const builds = ['a', 'b'].map((name) => ['build', join(dir, `${name}.yaml`), '--out', books]);
  const built = Promise.all(builds.map(puzzlebook));
  mkdirSync(books, { recursive: true });
  // And a book with archive: whose puzzles print their short codes (test/cli/qr.test.ts reads them here).
  for (const spec of [SPEC_ES, SPEC_DE, ...PLAY_SPECS, LINKED]) writeBookFile(spec, books);
  await built;
  // Published for a public address, as a real archive is: its sitemap, feed, canonical links and cards are there to read.
  await puzzlebook(['site', '--books', books, '--out', site, '--url', ADDRESS]);
  const served = await serve(site);
  return {
    archive: { dir, books, site, origin: served.origin, address: ADDRESS },
    end: async () => {
      served.stop();
      await chromium.close();
      rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}

const root = new URL('../../', import.meta.url).pathname;

/** `puzzlebook …` in a process of its own, as a user runs it; fails on any error output but progress. */
function puzzlebook(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [join(root, 'bin/puzzlebook.js'), ...args], { cwd: root, env: { ...process.env, PUZZLEBOOK_DEBUG: '' } }, (error, _stdout, stderr) => {
      if (error || besideProgress(stderr)) reject(new Error(`puzzlebook ${args.join(' ')} failed:\n${stderr || error}`));
      else resolve();
    });
  });
}
