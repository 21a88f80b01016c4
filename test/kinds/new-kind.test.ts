/**
 * Adding a kind is its folder and its line in the registry, nothing else: docs/adding-a-kind.md,
 * done here word for word as a contributor would, in a copy of the project. Step 1: Number
 * Mind's folder copied under a new name, the name put where the old one names the folder (its
 * word sets' ids, its styles' scope) and a title of its own in every language its catalogs are
 * in. Step 2: its import and its line in the registry. Step 3: the contract test, for the new
 * kind, in every language. Then, with no other edit, the copy type-checks (Node and browser
 * code), builds a book and a worksheet of the new kind, verifies the book, publishes the
 * archive, and the new kind's puzzle page plays in Chromium to the solved state.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../cli/run.ts';
import { gameStarted, launch, problemsOf, serve, type Served, visit } from '../site/browser.ts';

const root = new URL('../../', import.meta.url).pathname;
const NEW = 'code-breaker';

let project: string;
let work: string;
let browser: BrowserContext | undefined;
let served: Served | undefined;

/** Runs a command of the copied project as a user would, from the work folder. */
function run(command: string, args: string[]) {
  return spawnSync(process.execPath, [command, ...args], { cwd: work, encoding: 'utf8', env: { ...process.env, PUZZLEBOOK_DEBUG: '1' } });
}

/** The new kind's title in each language its catalogs are in. */
const TITLES: Record<string, string> = {
  en: 'Code Breaker',
  de: 'Codeknacker',
  es: 'Rompecódigos',
  fr: 'Casse-code',
  it: 'Scassacodici',
  nl: 'Codekraker',
  'pt-BR': 'Quebra-código',
  'pt-PT': 'Quebra-código',
};

beforeAll(() => {
  project = tempDir();
  work = tempDir();
  for (const entry of ['package.json', 'astro.config.mjs', 'tsconfig.json', 'tsconfig.browser.json', 'vitest.config.ts', 'bin', 'src']) {
    cpSync(join(root, entry), join(project, entry), { recursive: true });
  }
  symlinkSync(join(root, 'node_modules'), join(project, 'node_modules'), 'dir');
  // Of the tests, the contract test and what it reads; the bench folder the tsconfig names is not copied: an empty one.
  for (const file of ['test/setup.ts', 'test/temp.ts', 'test/times/sequencer.ts', 'test/times/durations.json', 'test/kinds/contract.test.ts', 'test/pdf/tools.ts', 'test/pdf/read.ts']) {
    mkdirSync(dirname(join(project, file)), { recursive: true });
    cpSync(join(root, file), join(project, file));
  }
  mkdirSync(join(project, 'bench'));

  // Step 1: the folder, copied from the kind nearest, the new name where the old names the
  // folder, and a title of its own in each language.
  const folder = join(project, `src/kinds/${NEW}`);
  cpSync(join(project, 'src/kinds/number-mind'), folder, { recursive: true });
  const rename = (file: string, from: string, to: string) => {
    const text = readFileSync(join(folder, file), 'utf8');
    expect(text, file).toContain(from);
    writeFileSync(join(folder, file), text.replaceAll(from, to));
  };
  rename('words.ts', "'kinds/number-mind/words'", `'kinds/${NEW}/words'`);
  rename('play-words.ts', "'kinds/number-mind/play-words'", `'kinds/${NEW}/play-words'`);
  rename('play.css', "[data-kind='number-mind']", `[data-kind='${NEW}']`);
  const catalogs = readdirSync(folder).filter((f) => /^words\.[\w-]+\.json$/.test(f));
  expect(catalogs.map((f) => f.slice('words.'.length, -'.json'.length)).sort()).toEqual(Object.keys(TITLES).sort());
  for (const file of catalogs) {
    const words = JSON.parse(readFileSync(join(folder, file), 'utf8'));
    words.title = TITLES[file.slice('words.'.length, -'.json'.length)];
    writeFileSync(join(folder, file), `${JSON.stringify(words, null, 2)}\n`);
  }

  // Step 2: its line in the registry.
  const registry = join(project, 'src/kinds/registry.ts');
  const source = readFileSync(registry, 'utf8');
  const lastImport = "import { kind as secretNumber } from './secret-number/index.ts';\n";
  const lastLine = "  'number-mind': numberMind,\n";
  expect(source).toContain(lastImport);
  expect(source).toContain(lastLine);
  writeFileSync(
    registry,
    source
      .replace(lastImport, `${lastImport}import { kind as codeBreaker } from './${NEW}/index.ts';\n`)
      .replace(lastLine, `${lastLine}  '${NEW}': codeBreaker,\n`),
  );
});

afterAll(async () => {
  await browser?.close();
  served?.stop();
  // The copy links the real node_modules; removing the link leaves them be.
  for (const dir of [project, work]) if (dir) rmSync(dir, { recursive: true, force: true });
});

describe(`a sixth kind, "${NEW}", made by copying a kind's folder and adding its registry line`, () => {
  it('step 3: keeps the contract in every language (the contract test, as docs/adding-a-kind.md runs it)', () => {
    const vitest = join(root, 'node_modules/vitest/vitest.mjs');
    const r = spawnSync(process.execPath, [vitest, 'run', 'test/kinds/contract.test.ts', '--project', 'unit', '-t', NEW], { cwd: project, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    const said = r.stdout + r.stderr;
    expect(r.status, said).toBe(0);
    // Every test of the new kind ran and passed: its own (folder, words, bands, oracle) and three in each language.
    const passed = Number(/Tests\s+(\d+) passed/.exec(said)?.[1]);
    expect(said).not.toMatch(/\d+ failed/);
    expect(passed, said).toBeGreaterThanOrEqual(4 + 3 * Object.keys(TITLES).length);
  });

  it('type-checks, Node code and browser code, with no other edit', () => {
    const tsc = join(root, 'node_modules/typescript/bin/tsc');
    for (const config of ['tsconfig.json', 'tsconfig.browser.json']) {
      const r = spawnSync(process.execPath, [tsc, '--noEmit', '-p', join(project, config)], { encoding: 'utf8' });
      expect(r.stdout + r.stderr, config).toBe('');
      expect(r.status).toBe(0);
    }
  });

  it('builds a book (in English and in German) and a worksheet of it, publishes the archive, and its page plays to the end in each language', async () => {
    const bin = join(project, 'bin/puzzlebook.js');
    const spec = (title: string, language: string) => `title: ${title}\nlanguage: ${language}\nseed: 5\nsections:\n  - kind: ${NEW}\n    count: 2\n    difficulty: easy\n    options: { length: 4 }\n`;
    writeFileSync(join(work, 'spec.yaml'), spec('New Kind', 'en'));
    writeFileSync(join(work, 'spec-de.yaml'), spec('Neue Art', 'de'));
    for (const file of ['spec.yaml', 'spec-de.yaml']) {
      const built = run(bin, ['build', file, '--out', 'books']);
      expect(built.stderr).toBe('');
      expect(built.status).toBe(0);
    }
    const sheet = run(bin, ['worksheet', NEW, '--count', '2', '--length', '3', '--seed', '1', '--out', 'books']);
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
    for (const book of ['new-kind', 'neue-art']) expect(run(bin, ['verify', `books/${book}.json`]).stdout).toContain('2 puzzles verified');

    const site = run(bin, ['site', '--books', 'books', '--out', 'site']);
    // Nothing but its progress, which a run that lasts prints off a terminal.
    expect(site.stderr.split('\n').filter((line) => line && !/^site: /.test(line))).toEqual([]);
    expect(site.status).toBe(0);

    // The new kind's page, played as Number Mind is: a wrong code, said by the answer check in
    // the page's language (the kind's own words, found by its folder's name), then the secret.
    // The copy's records are Number Mind's in shape (this project's schemas know no such kind).
    served = await serve(join(work, 'site'));
    browser = await launch();
    for (const { book: slug, box, misses } of [
      { book: 'new-kind', box: 'Digit 1 of your code', misses: 'misses the score of' },
      { book: 'neue-art', box: '1. Ziffer deines Codes', misses: 'passt nicht zu den Treffern' },
    ]) {
      const book: { puzzles: { id: string; kind: string; puzzle: { guesses: { guess: string }[] }; solution: { secret: string } }[] } = JSON.parse(readFileSync(join(work, `books/${slug}.json`), 'utf8'));
      const record = book.puzzles[0]!;
      expect(record.kind).toBe(NEW);
      const { page } = await visit(browser, `${served.origin}/puzzles/${record.id}/`);
      await gameStarted(page);
      await page.getByLabel(box, { exact: true }).click();
      // The first guess as a code shares all its places with itself, more than its score.
      await page.keyboard.type(record.puzzle.guesses[0]!.guess);
      expect(await page.locator('.play-status').innerText()).toContain(misses);
      await page.getByLabel(box, { exact: true }).click();
      await page.keyboard.type(record.solution.secret);
      expect(await page.locator('[data-play]').getAttribute('data-solved')).toBe('true');
      expect(await page.locator(`a[href="/kinds/${NEW}/"]`).count()).toBeGreaterThan(0);
      expect(await page.locator('body').innerText()).toContain(slug === 'neue-art' ? 'Codeknacker' : 'Code Breaker');
      expect(problemsOf(page)).toEqual([]);
    }
  });
});
