/**
 * docs/adding-a-kind.md's worked example, added as its last section says, in a copy of the whole
 * project: every file git has here (tracked, or new and not ignored) but the example's own
 * material, test/kinds/new-kind/, which is installed instead, as a contributor would have it:
 * the kind's folder as src/kinds/kropki/ (its bench module, `bench.ts`, and its template sample
 * data, `template-data.json`, inside it, found there by path) and its manual page as
 * docs/kinds/kropki.md; then its line in the registry, and `npm run docs`, which writes the
 * spec's list of kinds (its page comes filled). Nothing else is edited: no bench/ module, no
 * test's list. Then, in the copy:
 *
 *  - the type checks, Node code and browser code, say nothing;
 *  - the bench finds its module in its folder: its bands at its survey's sizes;
 *  - its golden records made (`npm run golden` on the kind-looping files that name any), then
 *    every test file that loops over the kinds (looping.ts) passes, run by Vitest as
 *    `npm test` runs it but on the new kind alone (PUZZLEBOOK_KIND) and every row of its
 *    matrices (PUZZLEBOOK_MATRIX=all): the contract in every language, its page, its words,
 *    its player's page on a phone and a desktop, its steps in Chromium, its pages in the pocket
 *    book of every kind at every band (fixture-books.ts `everyBandRows`). The copy's other files
 *    run the same code on the same kinds as this project's `npm test`, so they are not run again;
 *  - what those files do not do for a kind of its own: a book of it in English and one in
 *    German built by the command line, a worksheet at an option of its own (`--size`), both
 *    books verified and published, and each book's first puzzle played in Chromium through its
 *    page's grid player: a full grid that breaks a dot (its rule, a constraint of its own), said
 *    by its answer check in the page's language, then the answer, typed into the boxes labelled
 *    by row and column, solved.
 *
 * Nothing here is written: the copy and all it makes are temporary folders. The copy's
 * node_modules is a folder of links to this project's packages, its caches (.vite, .cache)
 * its own, and the run in it is told nothing of this one's (its compile cache, its browser).
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bookLanguages } from '../../src/engine/catalog.ts';
import { besideCounts, tempDir } from '../cli/run.ts';
import { gameStarted, launch, problemsOf, serve, type Served, visit } from '../site/browser.ts';
import { KIND_LOOPING } from './looping.ts';

const root = new URL('../../', import.meta.url).pathname;
const NEW = 'kropki';
/** The example's material: its folder (bench module and template data inside) and its page (none of it is copied as it is). */
const MATERIAL = 'test/kinds/new-kind/';
const material = (file: string) => join(root, MATERIAL, file);

let project: string;
let work: string;
let browser: BrowserContext | undefined;
let served: Served | undefined;
let suite: ChildProcess | undefined;

/** The files of this project the copy changes, as they were at the start: at the end they are as they were. */
const CHANGED = ['src/kinds/registry.ts', 'docs/spec.md', 'docs/spec.schema.json'];
let kept: [string, string][];

/** Runs a command of the copied project as a user would, from the work folder (the counts a slow run prints left out, as `cli` leaves them). */
function run(args: string[]) {
  const r = spawnSync(process.execPath, [join(project, 'bin/puzzlebook.js'), ...args], { cwd: work, encoding: 'utf8', env: { ...copyEnv(), PUZZLEBOOK_DEBUG: '1' } });
  return { ...r, stderr: besideCounts(r.stderr) };
}

/** Replaces `anchor` (which must be there, once) in a file of the copy with what `edit` makes of it. */
function edit(file: string, anchor: string, edited: (anchor: string) => string): void {
  const path = join(project, file);
  const text = readFileSync(path, 'utf8');
  expect(text.split(anchor).length - 1, `${file}: ${JSON.stringify(anchor)}`).toBe(1);
  writeFileSync(path, text.replace(anchor, edited(anchor)));
}

/**
 * The environment the copy's commands run in: this run's, less what this run's Vitest and its
 * global setup put there for its own workers (its Chromium's address), and with the copy's own
 * compile cache where this run's names this project's (as the copy's vitest.config.ts would).
 */
function copyEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', NODE_COMPILE_CACHE: join(project, 'node_modules/.cache/node-compile-cache') };
  for (const name of Object.keys(env)) if (/^VITEST/.test(name) || ['TEST', 'PUZZLEBOOK_BROWSER_ENDPOINT', 'FORCE_COLOR'].includes(name)) delete env[name];
  // npm runs a script with the project's node_modules/.bin first (the `node` package's Node 24 among them).
  env.PATH = [join(project, 'node_modules/.bin'), dirname(process.execPath), env.PATH].join(delimiter);
  return env;
}

beforeAll(() => {
  kept = CHANGED.map((file) => [file, readFileSync(join(root, file), 'utf8')]);
  project = tempDir();
  work = tempDir();

  // The whole project as git has it, tracked or new, but the example's material.
  const files = execFileSync('git', ['-C', root, 'ls-files', '-z', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && !file.startsWith(MATERIAL) && existsSync(join(root, file)));
  expect(files).toContain('src/kinds/registry.ts');
  for (const file of files) {
    mkdirSync(dirname(join(project, file)), { recursive: true });
    copyFileSync(join(root, file), join(project, file));
  }
  // Its packages, each a link to this project's; the caches Vite, Vitest and Node write are the copy's own.
  mkdirSync(join(project, 'node_modules'));
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    if (!['.cache', '.vite', '.vitest'].includes(entry)) symlinkSync(join(root, 'node_modules', entry), join(project, 'node_modules', entry));
  }

  // The kind's folder, with its bench module and template sample data in it, and its manual page.
  cpSync(material(NEW), join(project, `src/kinds/${NEW}`), { recursive: true });
  cpSync(material(`${NEW}.md`), join(project, `docs/kinds/${NEW}.md`));
  for (const file of ['bench.ts', 'template-data.json']) expect(existsSync(join(project, `src/kinds/${NEW}`, file)), file).toBe(true);

  // Its line in the registry: its import (in order, before the maze's), and its name last, so the kinds before it keep their places.
  edit('src/kinds/registry.ts', "import { kind as maze } from './maze/index.ts';\n", (a) => `import { kind as ${NEW} } from './${NEW}/index.ts';\n${a}`);
  edit('src/kinds/registry.ts', '};\n\ntype Kinds = typeof kinds;', (a) => `  ${NEW},\n${a}`);

  // A clone has git's index, which a test reads (test/cli/new-language.test.ts: what the project tracks).
  const git = (...args: string[]) => execFileSync('git', ['-c', 'init.defaultBranch=main', ...args], { cwd: project, encoding: 'utf8' });
  git('init', '--quiet');
  git('add', '--all');
});

afterAll(async () => {
  // A run cut short (this test's time out) is ended with every process it started: its group.
  if (suite?.pid && suite.exitCode === null && suite.signalCode === null) process.kill(-suite.pid, 'SIGTERM');
  await browser?.close();
  served?.stop();
  // The copy and the work folder are tempDirs, removed after this file (test/setup.ts); the
  // copy's node_modules links go with it, and the packages they lead to stay.
});

describe(`a kind added as docs/adding-a-kind.md says: its worked example, "${NEW}", in a copy of the project`, () => {
  it('npm run docs finds its page filled, and writes only the lists of kinds: the spec’s reference and the lists of kinds’ pages', () => {
    const r = spawnSync(process.execPath, ['src/docs/write.ts'], { cwd: project, encoding: 'utf8', env: copyEnv() });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).not.toContain(`docs/kinds/${NEW}.md`);
    // What it changed, by git's index of the copy as installed.
    const changed = execFileSync('git', ['diff', '--name-only'], { cwd: project, encoding: 'utf8' }).split('\n').filter(Boolean);
    expect(changed.sort()).toEqual(['README.md', 'docs/formats.md', 'docs/spec.md', 'docs/spec.schema.json']);
    expect(readFileSync(join(project, 'docs/spec.md'), 'utf8')).toContain(`\`${NEW}\``);
    // The generated lists of the kinds' pages (issue 91) take the new kind's page.
    for (const file of ['README.md', 'docs/formats.md', 'docs/spec.md']) expect(readFileSync(join(project, file), 'utf8'), file).toContain(`kinds/${NEW}.md)`);
  });

  it('its bench module is found in its folder: the bands at its survey\'s sizes, the bands it refuses said so', () => {
    const r = spawnSync(process.execPath, ['bench/bands.ts', NEW, '2'], { cwd: project, encoding: 'utf8', env: copyEnv() });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const rows = r.stdout.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| size'));
    expect(rows.map((row) => row.split('|').slice(1, 4).map((cell) => cell.trim()))).toEqual(
      ['4×4', '5×5'].flatMap((size) => [
        [size, 'easy', '0+'],
        [size, 'medium', 'refused'],
        [size, 'hard', 'refused'],
        [size, 'expert', 'refused'],
      ]),
    );
  });

  it('type-checks, Node code and browser code', () => {
    const tsc = join(project, 'node_modules/typescript/bin/tsc');
    for (const config of ['tsconfig.json', 'tsconfig.browser.json']) {
      const r = spawnSync(process.execPath, [tsc, '--noEmit', '-p', config], { cwd: project, encoding: 'utf8', env: copyEnv() });
      expect(r.stdout + r.stderr, config).toBe('');
      expect(r.status).toBe(0);
    }
  });

  it('builds a book of it in English and in German and a worksheet at a size of its own, verifies and publishes them, and each page plays to the end', async () => {
    const spec = (title: string, language: string) => `title: ${title}\nlanguage: ${language}\nseed: 5\nsections:\n  - kind: ${NEW}\n    count: 2\n    difficulty: easy\n    options: { size: 5 }\n`;
    writeFileSync(join(work, 'spec.yaml'), spec('New Kind', 'en'));
    writeFileSync(join(work, 'spec-de.yaml'), spec('Neue Art', 'de'));
    for (const file of ['spec.yaml', 'spec-de.yaml']) {
      const built = run(['build', file, '--out', 'books']);
      expect(built.stderr).toBe('');
      expect(built.status).toBe(0);
    }
    // Its option as the command line's flag, from its schema.
    const sheet = run(['worksheet', NEW, '--count', '2', '--size', '4', '--seed', '1', '--out', 'books']);
    expect(sheet.stderr).toBe('');
    expect(sheet.status).toBe(0);
    expect(readdirSync(join(work, 'books')).sort()).toEqual([
      `${NEW}-worksheet-1-answers.pdf`,
      `${NEW}-worksheet-1.json`,
      `${NEW}-worksheet-1.pdf`,
      'neue-art-answers.pdf',
      'neue-art.json',
      'neue-art.pdf',
      'new-kind-answers.pdf',
      'new-kind.json',
      'new-kind.pdf',
    ]);
    const worksheet: { puzzles: { kind: string; puzzle: { size: number } }[] } = JSON.parse(readFileSync(join(work, `books/${NEW}-worksheet-1.json`), 'utf8'));
    expect(worksheet.puzzles.map((p) => [p.kind, p.puzzle.size])).toEqual([
      [NEW, 4],
      [NEW, 4],
    ]);
    for (const book of ['new-kind', 'neue-art']) expect(run(['verify', `books/${book}.json`]).stdout).toContain('2 puzzles verified');

    const site = run(['site', '--books', 'books', '--out', 'site']);
    // Nothing but its progress, which a run that lasts prints off a terminal.
    expect(site.stderr.split('\n').filter((line) => line && !/^site: /.test(line))).toEqual([]);
    expect(site.status).toBe(0);

    served = await serve(join(work, 'site'));
    browser = await launch();
    for (const { slug, box, breaks } of [
      { slug: 'new-kind', box: (r: number, c: number) => `Row ${r}, column ${c}`, breaks: /are joined by a (white|black) dot: (their digits should be consecutive|one digit should be double the other)\./ },
      { slug: 'neue-art', box: (r: number, c: number) => `Zeile ${r}, Spalte ${c}`, breaks: /sind durch einen (weißen|schwarzen) Punkt verbunden: (Ihre Ziffern müssen aufeinanderfolgen|Eine Ziffer muss doppelt so groß sein wie die andere)\./ },
    ]) {
      type Grid = number[][];
      const book: { puzzles: { id: string; kind: string; puzzle: { size: number; givens: Grid }; solution: { grid: Grid } }[] } = JSON.parse(readFileSync(join(work, `books/${slug}.json`), 'utf8'));
      const record = book.puzzles[0]!;
      expect(record.kind).toBe(NEW);
      const { size, givens } = record.puzzle;
      const answer = record.solution.grid;
      // Two digits the puzzle prints nowhere, swapped throughout the answer: a grid whose every
      // row and column holds each digit once and whose printed digits stand, so, the answer
      // being the only one, a grid that breaks a dot and nothing else.
      const printed = new Set(givens.flat());
      const [x, y] = Array.from({ length: size }, (_, i) => i + 1).filter((d) => !printed.has(d));
      expect(y, `${slug}: two digits it does not print`).toBeDefined();
      const swapped = answer.map((row) => row.map((v) => (v === x ? y! : v === y ? x! : v)));

      const { page } = await visit(browser, `${served.origin}/puzzles/${record.id}/`);
      await gameStarted(page);
      /** Types `grid` into the empty cells, those where it differs from `over` (what is there already). */
      const fill = async (grid: Grid, over?: Grid) => {
        for (let r = 0; r < size; r++) {
          for (let c = 0; c < size; c++) {
            if (givens[r]![c] || over?.[r]![c] === grid[r]![c]) continue;
            await page.getByLabel(box(r + 1, c + 1), { exact: true }).click();
            await page.keyboard.type(String(grid[r]![c]));
          }
        }
      };
      await fill(swapped);
      // The answer check, in the page's language: a dot broken, said by the kind's own words.
      await expect.poll(() => page.locator('.play-status').innerText()).toMatch(breaks);
      expect(await page.locator('[data-play]').getAttribute('data-solved')).not.toBe('true');
      // Only the swapped digits mended: the last of them solves it (and the board is done with).
      await fill(answer, swapped);
      await expect.poll(() => page.locator('[data-play]').getAttribute('data-solved')).toBe('true');
      expect(await page.locator(`a[href="/kinds/${NEW}/"]`).count()).toBeGreaterThan(0);
      expect(problemsOf(page)).toEqual([]);
      await page.close();
    }
  });

  // The files that loop over the kinds (looping.ts), on the new kind alone: every row of its
  // matrices (every language, trim and device), in place of the copy's whole npm test, whose
  // other files run the same code on the same kinds as this project's npm test does. The cap
  // only catches a hang.
  it('passes every test file that loops over the kinds, run on it alone: its contract in every language, its pages, words, player and steps', { timeout: 40 * 60_000 }, async () => {
    const report = join(work, 'report.json');
    // Vitest as `npm test` runs it (package.json's script), in a shell, on the listed files.
    const script: string = JSON.parse(readFileSync(join(project, 'package.json'), 'utf8')).scripts.test;
    expect(script).toMatch(/^vitest run\b/);
    // First its golden records (test/kinds/golden.ts), as a contributor records a kind's: `npm run
    // golden` on the files that name any, on the new kind alone. The run below then makes its
    // puzzles again in other processes and compares them with these.
    const golden = KIND_LOOPING.filter((file) => readFileSync(join(root, file), 'utf8').includes('expectGolden('));
    expect(golden).toContain('test/kinds/contract.test.ts');
    const recorded = spawnSync(process.execPath, ['test/kinds/golden-record.ts', ...golden], { cwd: project, encoding: 'utf8', env: { ...copyEnv(), PUZZLEBOOK_KIND: NEW } });
    expect(recorded.status, `${recorded.stdout.slice(-6000)}${recorded.stderr}`).toBe(0);
    expect(recorded.stdout).toMatch(/recorded [1-9]\d* golden records/);
    expect(readFileSync(join(project, 'test/kinds/golden.json'), 'utf8')).toContain(`"contract/${NEW}/`);

    // Under PUZZLEBOOK_KIND, release holds every end-to-end file (vitest.config.ts): with unit and isolated, every listed file once.
    const projects = ['unit', 'isolated', 'release'].map((name) => `--project ${name}`).join(' ');
    const said = await new Promise<{ code: number | null; out: string }>((resolve) => {
      let out = '';
      suite = spawn('sh', ['-c', `exec vitest run ${projects} ${KIND_LOOPING.join(' ')} --reporter=default --reporter=json --outputFile.json=${report}`], {
        cwd: project,
        // The pool of puzzles and PDFs this run's print tests share, to start from (test/global/books.ts);
        // nothing kept for a later run of the copy, which there will not be.
        env: { ...copyEnv(), PUZZLEBOOK_KIND: NEW, PUZZLEBOOK_MATRIX: 'all', PUZZLEBOOK_POOL_FROM: inject('sharedBooks'), PUZZLEBOOK_FRESH_FIXTURES: '1' },
        detached: true,
      });
      suite.stdout!.on('data', (d: Buffer) => (out += d));
      suite.stderr!.on('data', (d: Buffer) => (out += d));
      suite.on('close', (code) => resolve({ code, out }));
    });
    // Its failures and summary, at the end of what it printed (the whole is long): what to read when this fails.
    const failed = said.out.search(/⎯+ Failed (Suites|Tests) \d+ ⎯+/);
    const tail = said.out.slice(failed >= 0 ? failed : -6000);
    expect(said.code, tail).toBe(0);

    interface Result {
      name: string;
      assertionResults: { ancestorTitles: string[]; fullName: string; status: string }[];
    }
    const json: { success: boolean; numFailedTests: number; numFailedTestSuites: number; testResults: Result[] } = JSON.parse(readFileSync(report, 'utf8'));
    expect(json.success).toBe(true);
    expect([json.numFailedTests, json.numFailedTestSuites]).toEqual([0, 0]);
    const tests = json.testResults.flatMap((file) => file.assertionResults.map((t) => ({ ...t, file: file.name.slice(project.length + 1) })));
    expect(tests.filter((t) => t.status === 'failed')).toEqual([]);
    // Every listed file ran, and passed tests, or said what the kind still lacks (a todo: hints.test.ts's
    // Hint in the browser for a kind whose hints puzzle-page/node-hints.ts does not write yet).
    const passed = new Set(tests.filter((t) => t.status === 'passed' || t.status === 'todo').map((t) => t.file));
    expect(KIND_LOOPING.filter((file) => !passed.has(file))).toEqual([]);

    // The contract, held in every language: its own tests and three in each (its matrix's rows named by the kind too).
    const contract = tests.filter((t) => t.file.startsWith('test/kinds/contract') && t.fullName.includes(NEW));
    expect(contract.filter((t) => t.status !== 'passed')).toEqual([]);
    expect(contract.length).toBeGreaterThanOrEqual(5 + 3 * bookLanguages().length);
    // Files whose tests are named by kind ran them on it: its page, its words, its player's page, its steps in a browser.
    const named = new Set(tests.filter((t) => t.status === 'passed' && t.fullName.includes(NEW)).map((t) => t.file));
    for (const file of ['test/docs.test.ts', 'test/cli/help.test.ts']) expect([...named], file).toContain(file);
    expect([...named].filter((file) => file.startsWith('test/site/')).length, 'a test in Chromium').toBeGreaterThan(0);
    // And on it alone: no other kind's contract ran.
    const kinds = new Set(tests.flatMap((t) => (t.file.startsWith('test/kinds/contract') ? [...t.fullName.matchAll(/\bthe (\S+) kind keeps the contract/g)].map((m) => m[1]) : [])));
    expect([...kinds]).toEqual([NEW]);
  });

  it('leaves this project as it was: the kind not installed here, the files the copy edits unchanged', () => {
    for (const path of [`src/kinds/${NEW}`, `docs/kinds/${NEW}.md`]) expect(existsSync(join(root, path)), path).toBe(false);
    for (const [file, text] of kept) expect(readFileSync(join(root, file), 'utf8'), file).toBe(text);
    // The copy's caches are in its own node_modules, not through a link into this one's. Its
    // compile cache is written only where Node's is on: Vitest turns it off under V8 coverage
    // (`--coverage` sets NODE_DISABLE_COMPILE_CACHE for its workers and what they start, the
    // copy's commands among them), as V8 covers code read from it less precisely.
    const compiled = copyEnv().NODE_DISABLE_COMPILE_CACHE === undefined;
    for (const cache of ['.vite/vitest', ...(compiled ? ['.cache/node-compile-cache'] : [])]) expect(existsSync(join(project, 'node_modules', cache)), cache).toBe(true);
  });
});
