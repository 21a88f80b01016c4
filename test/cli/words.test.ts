// The translator's preview (issue 38): `puzzlebook words --language de` writes every message of
// every set beside its English, in sentences a sample German book gave them, and that book.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SETS } from '../../src/book/translations.ts';
import { wordKeys } from '../../src/engine/catalog.ts';
import { getKind, KIND_NAMES } from '../../src/kinds/registry.ts';
import { inLanguage } from '../../src/engine/language.ts';
import { pagesText } from '../pdf/read.ts';
import { wordsPreview } from '../../src/pipeline/words-preview.ts';
import { launch } from '../site/browser.ts';
import { cli, expectCleanFailure, tempDirsRemovedAfterEach } from './run.ts';

const tempDir = tempDirsRemovedAfterEach();

const keysOf = (schema: unknown): string[] => wordKeys(schema).map(({ path }) => path.join('.'));

describe('puzzlebook words', () => {
  it('shows every message of every set in German beside its English, with the sample book it rendered them from', async () => {
    const out = tempDir();
    const r = await cli(['words', '--language', 'de', '--out', out]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    // Every set (translations.ts): the book's, the archive's, the play kit's, the grid kit's, and each kind's words and player's words.
    expect(r.stdout).toMatch(new RegExp(`^\\d+ words and messages of ${SETS.length} sets; \\d+ shown in sample sentences`));
    const html = readFileSync(join(out, 'words-de.html'), 'utf8');
    // Every key of every set, under its file.
    for (const set of SETS) expect(html).toContain(`src/${set.words.id}.de.json`);
    const rows = [...html.matchAll(/<th scope="row"(?: rowspan="\d+")?>([^<]+)<\/th>/g)].map((m) => m[1]);
    expect(rows).toEqual(SETS.flatMap((set) => keysOf(set.words.schema)));
    // A sentence of the book, in German and in English, as the sample puzzle made it.
    const book = pagesText(join(out, 'words-de.pdf'), false).join(' ').replace(/\s+/g, ' ');
    expect(book).toContain(inLanguage('de', () => getKind('secret-number').title));
    expect(html).toContain('Inhalt');
    expect(html).toMatch(/<td lang="de">[^<]*Zahl/);
    // Looked at as a translator would: the page in a real browser.
    const context = await launch();
    try {
      const page = await context.newPage();
      await page.goto(`file://${join(out, 'words-de.html')}`);
      expect(await page.locator('h1').innerText()).toContain('Deutsch');
      expect(await page.locator('section').count()).toBe(SETS.length);
      await page.screenshot({ path: join(out, 'words-de.png') });
    } finally {
      await context.close();
    }
  });

  it('sets each sample beside the same sample of English work, so the English column holds no Spanish (issue 70)', async () => {
    const preview = await wordsPreview('es');
    // Every message is shown rendered: by the sample work, or with stand-in values in each of its forms; none fails to render.
    expect(preview.sets.flatMap((set) => set.messages.filter((m) => m.samples.length === 0).map((m) => `${set.name}: ${m.key}`))).toEqual([]);
    const samples = preview.sets.flatMap((set) => set.messages.flatMap((m) => m.samples.map((s) => ({ key: `${set.name}: ${m.key}`, ...s }))));
    expect(samples.filter((s) => s.english.startsWith('⚠') || s.translation.startsWith('⚠'))).toEqual([]);
    // A message in forms no sample reached is shown in each: Spanish "one", "many" and "other" for a count.
    const mistake = preview.sets.find((set) => set.file.includes('kinds/sudoku/words.'))!.messages.find((m) => m.key === 'hint.mistake')!;
    expect(mistake.standIn).toBe(true);
    expect(mistake.samples.map((s) => s.translation)).toEqual([expect.stringMatching(/^No está bien/), expect.stringMatching(/^No están bien/), expect.stringMatching(/^No están bien/)]);
    // Sentences that read another message's words, worded again in each language: a Secret Number rule's subject, a step's cells.
    const spanish = /\b(cifras?|fila|columna|casilla|primera|última)\b/i;
    expect(samples.filter((s) => spanish.test(s.translation)).length).toBeGreaterThan(50);
    expect(samples.filter((s) => spanish.test(s.english)).map((s) => `${s.key}: ${s.english}`)).toEqual([]);
    // A message in two columns is the same sample: every figure the translation shows, the English shows (a language may word one: "primera").
    const figures = (text: string) => new Set(text.replace(/(\d)[,.\u00a0 ](?=\d{3}\b)/g, '$1').match(/\d+/g) ?? []);
    for (const s of samples) expect([...figures(s.translation)].filter((n) => !figures(s.english).has(n)), `${s.key}: ${s.english} | ${s.translation}`).toEqual([]);
  });

  it('refuses a language with no words, naming those there are, and writes nothing', async () => {
    const out = tempDir();
    const r = await cli(['words', '--language', 'sv', '--out', join(out, 'x')]);
    expectCleanFailure(r);
    expect(r.stderr).toContain('"sv" is not a language with words here; there are en, de, es, fr, it, nl, pt-BR, pt-PT');
  });

  it('takes a tag with a region or a calendar as English (en-US-u-ca-buddhist reads the English), as generate and build do', async () => {
    // Every kind's words in English of any region or calendar (issue 68): a book of every kind in
    // such a tag is taken, as the sample book of `words --language en-US-u-ca-buddhist` is (the
    // same spec's check: a preview in it makes the whole sample book again, some seconds of work).
    for (const language of ['en-US-u-ca-buddhist', 'en-GB']) {
      const book = await cli(['build', '-', '--plan'], `title: T\nseed: 1\nlanguage: ${language}\nsections:\n${KIND_NAMES.map((kind) => `  - { kind: ${kind}, count: 1, difficulty: easy }\n`).join('')}`);
      expect(book.stderr, language).toBe('');
      expect(book.status, language).toBe(0);
    }
  });
});
