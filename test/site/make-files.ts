import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { besideCounts } from '../cli/run.ts';

/* What /make/ hands over, and what `puzzlebook build` writes from the spec it hands over with it: the browser tests of the maker compare the two byte for byte. */

const root = new URL('../../', import.meta.url).pathname;

/** Make on the page, and the files it hands over, by name. */
export async function made(page: Page): Promise<Map<string, Buffer>> {
  await page.locator('[data-make-button]').click();
  await page.locator('[data-downloads]:not([hidden])').waitFor({ timeout: 120_000 });
  const files = new Map<string, Buffer>();
  for (const link of await page.locator('[data-files] a[download]').all()) {
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    // The browser may run elsewhere (the run's one Chromium): the file is copied here to be read.
    const copy = join(mkdtempSync(join(tmpdir(), 'puzzlebook-download-')), download.suggestedFilename());
    await download.saveAs(copy);
    files.set(download.suggestedFilename(), readFileSync(copy));
  }
  return files;
}

/** What `puzzlebook build` writes from the spec among `files`, by name. */
export function built(files: Map<string, Buffer>): Map<string, Buffer> {
  const [name, spec] = [...files].find(([file]) => file.endsWith('.yaml'))!;
  const work = mkdtempSync(join(tmpdir(), 'puzzlebook-make-'));
  writeFileSync(join(work, name), spec);
  const run = spawnSync(process.execPath, [join(root, 'bin/puzzlebook.js'), 'build', join(work, name), '--out', join(work, 'out')], { encoding: 'utf8' });
  expect(besideCounts(run.stderr)).toBe('');
  expect(run.status).toBe(0);
  return new Map(readdirSync(join(work, 'out')).map((file) => [file, readFileSync(join(work, 'out', file))]));
}

/** The pages of a PDF, as its page objects count them. */
export const pagesOf = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;

export function expectBuilt(files: Map<string, Buffer>, names: string[]): void {
  const command = built(files);
  expect([...command.keys()].sort()).toEqual(names.sort());
  for (const [name, bytes] of command) expect(files.get(name)?.equals(bytes), `${name} is build's, byte for byte`).toBe(true);
}

