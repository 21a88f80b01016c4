/**
 * Global setup of the end-to-end tests: starts the one Chromium every browser test of the run
 * connects to (unpacking the packaged one first, which tests in parallel would race to), builds
 * the shared archive's books and site with the command line, as a user would, and serves it
 * with `puzzlebook preview` for every test file that reads it.
 *
 * The archive is made while the run's first files run: vitest starts no file before every
 * project's global setup returns, and the unit files need none of it, so this returns once
 * Chromium is up and the archive's folders and address are chosen, and the end-to-end files wait
 * for the archive itself (test/global/archive-ready.ts, their setup file). On two cores little
 * is gained, as making it keeps more than a core busy; on more, the unit files run meanwhile.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { besideProgress, tempDir } from '../cli/run.ts';
import { freePort, type Served, serve, startChromium } from '../site/browser.ts';
import { ONLY_KIND, PART } from '../matrix.ts';
import type { Shelf } from './archive-books.ts';
import { keepFixture, restoreFixture } from './fixture-cache.ts';
import { ADDRESS, ARCHIVE_FAILED, ARCHIVE_READY, keyedByPlace, type SharedArchive, SPEC_A, SPEC_B } from '../site/books.ts';

/**
 * What the end-to-end projects of one run share: `vitest run` with no project named runs both
 * `end-to-end` and `release`, and each project calls its global setup. The first call starts
 * Chromium and the archive's making; the others wait for the start; the last teardown ends them.
 */
interface Started {
  archive: SharedArchive;
  end: () => Promise<void>;
}
interface Shared {
  started: Promise<Started>;
  users: number;
}
const SHARED = Symbol.for('puzzlebook.test.shared-archive');
const held = globalThis as { [SHARED]?: Shared };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // A run of the release project, or of more than the matrices' sample, reads the whole archive; npm test its everyday part.
  const shared = (held[SHARED] ??= { started: start(PART !== 'sample' || project.vitest.projects.some((p) => p.name === 'release')), users: 0 });
  shared.users++;
  const { archive, end } = await shared.started;
  project.provide('archive', archive);
  return async () => {
    if (--shared.users > 0) return;
    delete held[SHARED];
    await end();
  };
}

async function start(whole: boolean): Promise<Started> {
  // The run's one Chromium: every test file's browsers are contexts of it (test/site/browser.ts).
  const chromium: BrowserServer = await startChromium();
  const dir = tempDir();
  // The address is chosen now, the archive served at it once made.
  const port = await freePort();
  const archive: SharedArchive = { dir, books: join(dir, 'books'), site: join(dir, 'site'), origin: `http://127.0.0.1:${port}`, address: ADDRESS };
  let served: Served | undefined;
  // Said in a file the test files wait for: made, or failed and why (each end-to-end file then fails with it).
  const made = publish(archive, whole)
    .then(async () => {
      served = await serve(archive.site, undefined, port);
      writeFileSync(join(dir, ARCHIVE_READY), '');
    })
    .catch((error: unknown) => writeFileSync(join(dir, ARCHIVE_FAILED), error instanceof Error ? (error.stack ?? error.message) : String(error)));
  return {
    archive,
    end: async () => {
      await made;
      served?.stop();
      await chromium.close();
      rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}

/** What the archive's folder holds once made: its specs, its books and its site. */
const ARCHIVE_PARTS = ['a.yaml', 'b.yaml', 'books', 'site'];

/**
 * The archive: its everyday part, what npm test reads, or the whole (`whole`), what test:release
 * reads besides (play-books.ts). The whole is the everyday part with the rest published onto it,
 * as a user publishes again: CI's test:release takes the everyday part its npm test kept
 * (fixture-cache.ts) and proves and draws only the books it adds. On a kind alone (the new-kind
 * check), only what that run's files read.
 */
async function publish(archive: SharedArchive, whole: boolean): Promise<void> {
  const { dir, books } = archive;
  if (ONLY_KIND) return made(archive, ['kind']);
  if (restoreFixture(whole ? 'archive-whole' : 'archive-everyday', dir, ARCHIVE_PARTS)) return;
  if (!whole) {
    await made(archive, ['everyday']);
    return keepFixture('archive-everyday', dir, ARCHIVE_PARTS);
  }
  if (restoreFixture('archive-everyday', dir, ARCHIVE_PARTS)) {
    await bookFiles(books, 'more');
    await publishSite(archive);
  } else await made(archive, ['everyday', 'more']);
  keepFixture('archive-whole', dir, ARCHIVE_PARTS);
}

/** The archive of the two books the command line builds and the shelves of book files named, published from nothing. */
async function made(archive: SharedArchive, shelves: Shelf[]): Promise<void> {
  const { dir, books } = archive;
  writeFileSync(join(dir, 'a.yaml'), keyedByPlace(SPEC_A));
  writeFileSync(join(dir, 'b.yaml'), keyedByPlace(SPEC_B));
  // The first two books built at once with the command line, as a user builds them (each build is
  // one process, mostly on one core): the archive's PDFs are held to theirs (archive.test.ts).
  // Meanwhile the others are made as book files on a thread (archive-books.ts: the first files of
  // the run are waiting on this process), as no test reads their PDFs (the archive draws its
  // own). Then the one archive of them all.
  const builds = ['a', 'b'].map((name) => ['build', join(dir, `${name}.yaml`), '--out', books]);
  const built = Promise.all(builds.map(puzzlebook));
  mkdirSync(books, { recursive: true });
  await Promise.all([built, ...shelves.map((shelf) => bookFiles(books, shelf))]);
  await publishSite(archive);
}

/** `site` on the books, published for a public address as a real archive is: its sitemap, feed, canonical links and cards are there to read. */
const publishSite = ({ books, site }: SharedArchive) => puzzlebook(['site', '--books', books, '--out', site, '--url', ADDRESS]);

/** The book files archive-books.ts makes into `books`, on a thread of their own. */
function bookFiles(books: string, shelf: Shelf): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./archive-books.ts', import.meta.url), { workerData: { books, shelf } });
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`making the archive's book files exited ${code}`))));
  });
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
