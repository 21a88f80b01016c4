/**
 * Adding a kind is its folder and its line in the registry, nothing else. Done here as a
 * contributor would: in a copy of the project, one kind's folder is copied under a new name
 * and registered (its import and its line); then, with no other edit, the copy type-checks
 * (Node and browser code), builds a book and a worksheet of the new kind, publishes the
 * archive, and the new kind's puzzle page plays in Chromium to the solved state.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../cli/run.ts';
import { launch, problemsOf, type Served, serve, visit } from '../site/browser.ts';

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

beforeAll(() => {
  project = tempDir();
  work = tempDir();
  for (const entry of ['package.json', 'astro.config.mjs', 'tsconfig.json', 'tsconfig.browser.json', 'bin', 'src']) {
    cpSync(join(root, entry), join(project, entry), { recursive: true });
  }
  symlinkSync(join(root, 'node_modules'), join(project, 'node_modules'), 'dir');
  // The test and bench folders the tsconfig names are not copied: an empty one each.
  mkdirSync(join(project, 'test'));
  mkdirSync(join(project, 'bench'));

  // The contributor's two steps: a folder, and its line in the registry.
  cpSync(join(project, 'src/engine/kinds/number-mind'), join(project, `src/engine/kinds/${NEW}`), { recursive: true });
  const registry = join(project, 'src/engine/registry.ts');
  const source = readFileSync(registry, 'utf8');
  const lastImport = "import { kind as secretNumber } from './kinds/secret-number/index.ts';\n";
  const lastLine = "  'number-mind': numberMind,\n";
  expect(source).toContain(lastImport);
  expect(source).toContain(lastLine);
  writeFileSync(
    registry,
    source
      .replace(lastImport, `${lastImport}import { kind as codeBreaker } from './kinds/${NEW}/index.ts';\n`)
      .replace(lastLine, `${lastLine}  '${NEW}': codeBreaker,\n`),
  );
}, 60_000);

afterAll(async () => {
  await browser?.close();
  served?.stop();
  // The copy links the real node_modules; removing the link leaves them be.
  for (const dir of [project, work]) if (dir) rmSync(dir, { recursive: true, force: true });
});

describe(`a sixth kind, "${NEW}", made by copying a kind's folder and adding its registry line`, () => {
  it('type-checks, Node code and browser code, with no other edit', () => {
    const tsc = join(root, 'node_modules/typescript/bin/tsc');
    for (const config of ['tsconfig.json', 'tsconfig.browser.json']) {
      const r = spawnSync(process.execPath, [tsc, '--noEmit', '-p', join(project, config)], { encoding: 'utf8' });
      expect(r.stdout + r.stderr, config).toBe('');
      expect(r.status).toBe(0);
    }
  }, 120_000);

  it('builds a book and a worksheet of it, publishes the archive, and its page plays to the end', async () => {
    const bin = join(project, 'bin/puzzlebook.js');
    writeFileSync(join(work, 'spec.yaml'), `title: New Kind\nseed: 5\nsections:\n  - kind: ${NEW}\n    count: 2\n    difficulty: easy\n    options: { length: 4 }\n`);
    const built = run(bin, ['build', 'spec.yaml', '--out', 'books']);
    expect(built.stderr).toBe('');
    expect(built.status).toBe(0);
    const sheet = run(bin, ['worksheet', NEW, '--count', '2', '--length', '3', '--seed', '1', '--out', 'books']);
    expect(sheet.stderr).toBe('');
    expect(sheet.status).toBe(0);
    expect(readdirSync(join(work, 'books')).sort()).toEqual([
      `${NEW}-worksheet-1-answers.pdf`,
      `${NEW}-worksheet-1.json`,
      `${NEW}-worksheet-1.pdf`,
      'new-kind-answers.pdf',
      'new-kind.json',
      'new-kind.pdf',
    ]);
    const verified = run(bin, ['verify', 'books/new-kind.json']);
    expect(verified.stdout).toContain('2 puzzles verified');

    const site = run(bin, ['site', '--books', 'books', '--out', 'site']);
    expect(site.stderr).toBe('');
    expect(site.status).toBe(0);

    // The new kind's page, played as Number Mind is: write the secret in the empty row.
    // The copy's records are Number Mind's in shape (this project's schemas know no such kind).
    const book: { puzzles: { id: string; kind: string; solution: { secret: string } }[] } = JSON.parse(readFileSync(join(work, 'books/new-kind.json'), 'utf8'));
    const record = book.puzzles[0]!;
    expect(record.kind).toBe(NEW);
    served = await serve(join(work, 'site'));
    browser = await launch();
    const { page } = await visit(browser, `${served.origin}/puzzles/${record.id}/`);
    await page.locator('[data-play]:not([hidden])').waitFor();
    await page.getByLabel('Digit 1 of your code').click();
    await page.keyboard.type(record.solution.secret);
    expect(await page.locator('[data-play]').getAttribute('data-solved')).toBe('true');
    expect(await page.locator(`a[href="/kinds/${NEW}/"]`).count()).toBeGreaterThan(0);
    expect(problemsOf(page)).toEqual([]);
  }, 180_000);
});
