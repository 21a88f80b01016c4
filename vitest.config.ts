import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import LongestFirst from './test/times/sequencer.ts';

/**
 * Tests that go through the command line, the archive in a browser, processes and signals: by
 * rule, every file that spawns a process or builds a site (test/structure.test.ts holds them to it).
 * Everything else runs in the process alone: `npm run test:unit` is that quick loop.
 */
// Every Node process of the run (test workers, the command lines and archive builds they start)
// keeps V8's compiled code in one place: a module is compiled once a run, not once a process.
process.env.NODE_COMPILE_CACHE ??= fileURLToPath(new URL('node_modules/.cache/node-compile-cache', import.meta.url));

export const END_TO_END = [
  'test/cli/**/*.test.ts',
  'test/site/**/*.test.ts',
  'test/faults/**/*.test.ts',
  'test/fuzz/cli-*.test.ts',
  'test/fuzz/readers.test.ts',
  'test/book/read.test.ts',
  'test/kinds/new-kind.test.ts',
  'test/package/installed.test.ts',
  'test/typecheck.test.ts',
  // publishArchive's hearers: each test publishes an archive.
  'test/api/publish-hearers.test.ts',
];

/**
 * The end-to-end files `npm test` runs (issue 106: npm test in five minutes on two cores): the
 * command line's commands, refusals and a worksheet; a book read back; the archive published and
 * its pages; every kind's puzzle page in Chromium on a phone or a laptop, played by hints to the
 * end (the sample of its matrix). Every other end-to-end file, and the rest of each matrix, runs in
 * `npm run test:release`, which CI runs after npm test: the two are the whole suite.
 */
export const EVERYDAY = [
  'test/cli/commands.test.ts',
  'test/cli/worksheet.test.ts',
  'test/fuzz/cli-build.test.ts',
  'test/book/read.test.ts',
  'test/site/web.test.ts',
  'test/site/site-command.test.ts',
  'test/site/puzzle-pages.matrix.test.ts',
  'test/typecheck.test.ts',
];

/**
 * Of the end-to-end files `npm test` leaves to `npm run test:release`, those whose feature only
 * packaging, the operating system or scale can break, each a whole feature's worth of work:
 * never everyday files (test/structure.test.ts holds them apart).
 */
export const RELEASE = [
  // The package as npm installs it, on the oldest Node its engines allow.
  'test/package/installed.test.ts',
  // A sixth kind added as docs/adding-a-kind.md says: copied, type-checked, built, published and played.
  'test/kinds/new-kind.test.ts',
  // Ctrl-C, a hang-up and a kill at every stage of build and site.
  'test/faults/interrupt.test.ts',
  // Each reader at and past its memory cap, in a process of its own.
  'test/fuzz/readers.test.ts',
  // An archive of a thousand puzzles: its parts, listings and cards at scale.
  'test/site/pages.test.ts',
  // Publishing again: carried over, drawn again, split over machines, swapped in.
  'test/site/incremental.test.ts',
  // Where an archive lands: another file system, a full disk, a web server's reading rights.
  'test/site/publish.test.ts',
  // An archive with its address (400 social cards) in a process held under a memory cap.
  'test/site/memory.test.ts',
];

/**
 * Files that span a matrix (test/matrix.ts): `npm test` runs them on its sample, and
 * `npm run test:release` again on the rest (PUZZLEBOOK_MATRIX=rest), so that CI, which runs
 * both, runs the whole. A file of them holds nothing but tests of the matrix.
 */
export const MATRIX = ['test/**/*.matrix.test.ts'];

/** Whether this run is the new-kind check's, on one kind alone (test/matrix.ts's PUZZLEBOOK_KIND). */
const ADDED_KIND = Boolean(process.env.PUZZLEBOOK_KIND);

/**
 * Files that replace a module (`vi.mock`) run with a module graph of their own: where files
 * share one, as the other projects' do, the module may already be loaded as it is.
 */
export const OWN_MODULES = [
  'test/cli/explain-caps.test.ts',
  'test/faults/disk-full.test.ts',
  'test/faults/read-only.test.ts',
  // A language added for the test (Polish, a stand-in set's forms) would be a language of every file after it.
  'test/cli/words-in-the-making.test.ts',
  'test/book/polish-as-files.test.ts',
  'test/book/polish-po.test.ts',
  'test/engine/forms.test.ts',
  // A set of words of its own, in Polish: every later file's check of the catalogs would find a set no book reads.
  'test/book/zero-forms.test.ts',
  // Counts steps by swapping Array.prototype[Symbol.iterator], after which V8 iterates every array of the process the slow way.
  'test/archive/stats-scale.test.ts',
];

/**
 * How end-to-end files run: one archive, built and served once for every test that reads it
 * (test/global/archive.ts); files one after another in each worker process, sharing its
 * modules: Astro, Playwright and the engine are loaded once a process, not once a file
 * (end-to-end 368 -> 329 CPU-s here); what a file leaves open in the browser is closed after
 * it (test/site/left-open.ts).
 */
const SHARING = { globalSetup: ['test/global/archive.ts'], isolate: false, setupFiles: ['test/global/archive-ready.ts', 'test/site/left-open.ts'] };

export default defineConfig({
  test: {
    setupFiles: ['test/setup.ts'],
    // Solver and PDF tests are CPU-bound. Vitest leaves one core free by default, which on
    // the two-core machines here runs every file one after another.
    maxWorkers: availableParallelism(),
    // Longest files first, whichever project they are in (test/times/sequencer.ts).
    sequence: { sequencer: LongestFirst },
    // Limits only to catch a hang: a test's time is not its verdict, and two runs at once on
    // a busy machine take twice as long (speed is measured by npm run bench).
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // A page's answer to a click may wait its turn on a busy machine: a poll gives up only on
    // what never comes.
    expect: { poll: { timeout: 20_000 } },
    // `vitest run --coverage`: line and branch coverage of the TypeScript under src (the .astro
    // pages and the browser's code run in Astro's and Chromium's processes, which V8's coverage of
    // the test's own process does not see). `npm run test:times -- --coverage` measures npm test
    // alone and npm test with CI's release run, for docs/testing.md.
    coverage: { provider: 'v8', include: ['src/**/*.ts'], reporter: ['text-summary', 'json-summary'] },
    projects: [
      // Unit files run on threads sharing one module cache per worker: a file's own work, not
      // a process started and the engine imported again for each (unit 101 s -> 56 s here).
      { test: { name: 'unit', include: ['test/**/*.test.ts'], exclude: [...END_TO_END, ...OWN_MODULES], pool: 'threads', isolate: false, globalSetup: ['test/global/books.ts'] } },
      { test: { name: 'end-to-end', include: EVERYDAY, exclude: OWN_MODULES, ...SHARING } },
      // Under PUZZLEBOOK_KIND (the new-kind check: unit, isolated and release, on the files that loop
      // over the kinds), every end-to-end file is release's, and the unit project's matrices are its own alone.
      ADDED_KIND
        ? { test: { name: 'release', include: END_TO_END, exclude: OWN_MODULES, ...SHARING, globalSetup: [...SHARING.globalSetup, 'test/global/books.ts'] } }
        : { test: { name: 'release', include: [...END_TO_END, ...MATRIX], exclude: [...EVERYDAY.filter((file) => !file.endsWith('.matrix.test.ts')), ...OWN_MODULES], env: { PUZZLEBOOK_MATRIX: 'rest' }, ...SHARING, globalSetup: [...SHARING.globalSetup, 'test/global/books.ts'] } },
      { test: { name: 'isolated', include: OWN_MODULES } },
    ],
  },
});
