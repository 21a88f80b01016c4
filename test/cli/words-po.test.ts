// Issue 70: a translator's tools read the catalogs. `puzzlebook words --export po` writes a
// language as one gettext PO file (each word an entry: context the set and key, msgid the English,
// msgstr the translation), `--import` writes the catalogs back, and the way round is byte for byte.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { po } from 'gettext-parser';
import { describe, expect, it } from 'vitest';
import { exportPo, importPo } from '../../src/book/po.ts';
import { fileOf, SETS } from '../../src/book/translations.ts';
import { bookLanguages, formsIn, wordKeys } from '../../src/engine/catalog.ts';
import { cli, expectCleanFailure, tempDirsRemovedAfterEach } from './run.ts';

const tempDir = tempDirsRemovedAfterEach();
const ROOT = new URL('../../', import.meta.url).pathname;

const entriesOf = (text: string) =>
  Object.values(po.parse(text).translations)
    .flatMap((byId) => Object.values(byId))
    .filter((e) => e.msgctxt);

describe('puzzlebook words --export po and --import', () => {
  it('takes every language round, to its catalog files byte for byte', () => {
    const languages = bookLanguages().filter((lang) => lang !== 'en');
    expect(languages.length).toBeGreaterThanOrEqual(7);
    for (const lang of languages) {
      const files = importPo(exportPo(lang), lang, `words-${lang}.po`);
      const onDisk = SETS.map((set) => fileOf(set, lang)).filter((file) => existsSync(join(ROOT, file)));
      expect(files.map((f) => f.file).sort(), lang).toEqual(onDisk.sort());
      for (const { file, text } of files) expect(text, file).toBe(readFileSync(join(ROOT, file), 'utf8'));
    }
  });

  it('writes each word as an entry with its English, and a new language’s forms for its own plural categories', () => {
    const entries = entriesOf(exportPo('pl'));
    // Every key of every set, none translated yet.
    const keys = SETS.flatMap((set) =>
      wordKeys(set.words.schema).flatMap(({ path, marker }) => {
        if (marker.word === 'texts') return Array.from({ length: marker.length! }, (_, i) => `${set.words.id}:${[...path, i].join('.')}`);
        if (marker.forms) return formsIn(marker.forms, 'pl').map(({ suffix }) => `${set.words.id}:${path.join('.')}${suffix}`);
        return [`${set.words.id}:${path.join('.')}`];
      }),
    );
    expect(entries.map((e) => e.msgctxt).sort()).toEqual(keys.sort());
    expect(entries.every((e) => e.msgstr[0] === '')).toBe(true);
    // Polish counts 2, 3, 4, 22 are "few" and 5, 12, 25 "many": forms English has no entry for, each with the English "other" to translate.
    const few = entries.filter((e) => /_few$/.test(e.msgctxt!));
    expect(few.length).toBeGreaterThan(0);
    for (const e of few) expect(e.comments?.extracted).toMatch(/category "few": counts such as 2, 3, 4, 22/);
    expect(entries.filter((e) => /_many$/.test(e.msgctxt!)).length).toBe(few.length);
  });

  it('through the command: a translated entry lands in its catalog, and a file that names no set writes nothing', async () => {
    const out = tempDir();
    const exported = await cli(['words', '--language', 'de', '--export', 'po', '--out', out]);
    expect(exported.stderr).toBe('');
    expect(exported.status).toBe(0);
    const file = join(out, 'words-de.po');
    const table = po.parse(readFileSync(file));
    const context = `${SETS[0]!.words.id}:book.contentsHeading`;
    const [entry] = Object.values(table.translations[context] ?? {});
    expect(entry, context).toBeDefined();
    entry!.msgstr = ['Ein anderer Titel'];
    writeFileSync(file, po.compile(table));
    const into = tempDir();
    const imported = await cli(['words', '--language', 'de', '--import', file, '--out', into]);
    expect(imported.stderr).toBe('');
    expect(imported.status).toBe(0);
    const written = JSON.parse(readFileSync(join(into, 'templates', 'words.de.json'), 'utf8'));
    expect(written.book.contentsHeading).toBe('Ein anderer Titel');
    const kinds = readdirSync(join(into, 'kinds'));
    expect(kinds.length).toBeGreaterThanOrEqual(8);

    table.translations['../../etc/passwd:x'] = { x: { msgctxt: '../../etc/passwd:x', msgid: 'x', msgstr: ['y'] } };
    writeFileSync(file, po.compile(table));
    const elsewhere = tempDir();
    const refused = await cli(['words', '--language', 'de', '--import', file, '--out', elsewhere]);
    expectCleanFailure(refused);
    expect(refused.stderr).toMatch(/"..\/..\/etc\/passwd:x": names no set of words/);
    expect(readdirSync(elsewhere)).toEqual([]);
  });

  it('refuses a translation that reads a field its English is not given, naming the key', () => {
    const table = po.parse(exportPo('fr'));
    const [context, byId] = Object.entries(table.translations).find(([ctx]) => ctx === 'templates/words:book.contentsHeading')!;
    Object.values(byId)[0]!.msgstr = ['Titre {{secret}}'];
    expect(() => importPo(Buffer.from(po.compile(table)), 'fr', 'fr.po')).toThrow(new RegExp(`${context.split(':')[1]}: is a plain text, given no data|reads \\{\\{secret\\}\\}`));
    expect(() => importPo(exportPo('fr'), 'de', 'fr.po')).toThrow(/is a PO file of "fr", not of de/);
  });
});
