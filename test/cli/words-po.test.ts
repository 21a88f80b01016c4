// Issue 70: a translator's tools read the catalogs. `puzzlebook words --export po` writes a
// language as one gettext PO file (each word an entry: context the set and key, msgid the English,
// msgstr the translation), `--import` writes the catalogs back, and the way round is byte for byte.
// Issue 90: a message counted in plural forms is one gettext plural (msgid_plural, a msgstr per
// form, numbered by the language's Plural-Forms), as Poedit, Weblate and Crowdin handle plurals.
import { spawnSync } from 'node:child_process';
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

/**
 * Each language's export, made once for the file: the same text every time (the round trip
 * below proves it reads back byte for byte), and a tenth of a second or more to make.
 */
const exports = new Map<string, string>();
const exported = (lang: string): string => exports.get(lang) ?? exports.set(lang, exportPo(lang)).get(lang)!;

const entriesOf = (text: string) =>
  Object.values(po.parse(text).translations)
    .flatMap((byId) => Object.values(byId))
    .filter((e) => e.msgctxt);

describe('puzzlebook words --export po and --import', () => {
  it('takes every language round, to its catalog files byte for byte', () => {
    const languages = bookLanguages().filter((lang) => lang !== 'en');
    expect(languages.length).toBeGreaterThanOrEqual(7);
    for (const lang of languages) {
      const files = importPo(exported(lang), lang, `words-${lang}.po`);
      const onDisk = SETS.map((set) => fileOf(set, lang)).filter((file) => existsSync(join(ROOT, file)));
      expect(files.map((f) => f.file).sort(), lang).toEqual(onDisk.sort());
      for (const { file, text } of files) expect(text, file).toBe(readFileSync(join(ROOT, file), 'utf8'));
    }
  });

  it('writes each word as an entry with its English, and a new language’s plural forms as gettext plurals, numbered by its Plural-Forms', () => {
    const text = exported('pl');
    const entries = entriesOf(text);
    // Every key of every set, none translated yet; a message counted in plural forms one entry (for each context), an ordinal's forms each their own.
    const keys = SETS.flatMap((set) =>
      wordKeys(set.words.schema).flatMap(({ path, marker }) => {
        const key = `${set.words.id}:${path.join('.')}`;
        if (marker.word === 'texts') return Array.from({ length: marker.length! }, (_, i) => `${key}.${i}`);
        if (marker.forms?.count === 'cardinal') return [...new Set(formsIn(marker.forms, 'pl').map(({ context }) => `${key}${context === undefined ? '' : `_${context}`}`))];
        if (marker.forms) return formsIn(marker.forms, 'pl').map(({ suffix }) => `${key}${suffix}`);
        return [key];
      }),
    );
    // A word whose English is empty (a form that prints nothing) is nothing to translate.
    const silent = ['kinds/cross-numbers/words:order.precedence_none', 'kinds/cross-numbers/words:order.left-to-right_none'];
    expect(entries.map((e) => e.msgctxt).sort()).toEqual(keys.filter((k) => !silent.includes(k)).sort());
    expect(entries.every((e) => e.msgstr.every((m) => m === ''))).toBe(true);
    expect(entries.filter((e) => e.msgid === '')).toEqual([]);
    expect(po.parse(text).headers['Plural-Forms']).toBe('nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);');
    // Polish counts 1 "one", 2, 3, 4, 22 "few" and 0, 5, 12, 25 "many": three msgstr, said in that order, the English "one" and "other" to translate.
    const plurals = entries.filter((e) => e.msgid_plural !== undefined);
    expect(plurals.length).toBeGreaterThan(20);
    for (const e of plurals) {
      expect(e.msgstr, e.msgctxt).toHaveLength(3);
      expect(e.comments?.extracted).toMatch(/msgstr\[0\] "one" \(1\), msgstr\[1\] "few" \(2, 3, 4, 22\), msgstr\[2\] "many" \(0, 5, 6, 7\)/);
    }
    const count = plurals.find((e) => e.msgctxt === 'templates/archive/words:book.count')!;
    expect([count.msgid, count.msgid_plural]).toEqual(['{{count}} puzzle', '{{count}} puzzles']);
    // A select counted in plural forms: a plural entry for each of its contexts (ordinals: test/book/polish-po.test.ts).
    expect(plurals.filter((e) => /:listing.lede_(unique|mixed)$/.test(e.msgctxt!)).map((e) => e.msgctxt)).toEqual(['templates/archive/words:listing.lede_unique', 'templates/archive/words:listing.lede_mixed']);
  });

  it('writes every language as gettext tools read it: gettext’s tag and formula, real plurals, no empty msgid, no template comment', async () => {
    const msgfmt = spawnSync('msgfmt', ['--version']).status === 0;
    for (const lang of bookLanguages()) {
      const text = exported(lang);
      const table = po.parse(text);
      expect(table.headers.Language, lang).toBe(lang.replace('-', '_'));
      expect(table.headers['Plural-Forms'], lang).toBe(lang === 'fr' || lang === 'pt-BR' ? 'nplurals=2; plural=(n > 1);' : 'nplurals=2; plural=(n != 1);');
      const entries = entriesOf(text);
      expect(entries.filter((e) => e.msgid === '').map((e) => e.msgctxt), lang).toEqual([]);
      // A template comment is text a translator's tool shows as words to translate.
      expect(entries.filter((e) => [e.msgid, e.msgid_plural, ...e.msgstr].some((m) => m?.includes('{{!'))).map((e) => e.msgctxt), lang).toEqual([]);
      const plurals = entries.filter((e) => e.msgid_plural !== undefined);
      expect(plurals.length, lang).toBeGreaterThan(20);
      for (const e of plurals) expect(e.msgstr.length, e.msgctxt).toBe(2);
      if (lang !== 'en') expect(plurals.every((e) => e.msgstr.every((m) => m !== '')), lang).toBe(true);
      // gettext's own check, where gettext is installed (CI installs nothing from apt: gettext-parser above reads every file there).
      if (msgfmt) {
        const file = join(tempDir(), `words-${lang}.po`);
        writeFileSync(file, text);
        const checked = spawnSync('msgfmt', ['--check', '--statistics', '-o', '/dev/null', file], { encoding: 'utf8' });
        expect(checked.status, `${lang}: ${checked.stderr}`).toBe(0);
        expect(checked.stderr, lang).not.toMatch(/error|fatal/i);
      }
    }
  });

  it('reads the plural forms by the file’s own Plural-Forms, refusing one that would put counts of two forms in one msgstr', () => {
    // Crowdin writes Polish with a fourth form (fractions), numbered its own way.
    const table = po.parse(exported('pl'));
    table.headers['Plural-Forms'] = 'nplurals=4; plural=(n==1 ? 0 : (n%10>=2 && n%10<=4) && (n%100<12 || n%100>14) ? 1 : n!=1 && (n%10>=0 && n%10<=1) || (n%10>=5 && n%10<=9) || (n%100>=12 && n%100<=14) ? 2 : 3);';
    // Its every plural has four msgstr, as gettext's own check (`msgfmt --check`) wants: the fourth empty, where Crowdin has no translation for it.
    for (const entries of Object.values(table.translations)) for (const e of Object.values(entries)) if (e.msgid_plural !== undefined) e.msgstr = [...e.msgstr, ''];
    const entry = table.translations['templates/archive/words:book.count']!['{{count}} puzzle']!;
    entry.msgstr = ['{{count}} łamigłówka', '{{count}} łamigłówki', '{{count}} łamigłówek', '{{count}} łamigłówki (ułamek)'];
    const [archive] = importPo(Buffer.from(po.compile(table)), 'pl', 'pl.po').filter((f) => f.file === 'src/templates/archive/words.pl.json');
    expect(JSON.parse(archive!.text).book).toEqual({ count_one: '{{count}} łamigłówka', count_few: '{{count}} łamigłówki', count_many: '{{count}} łamigłówek' });
    // English's formula on a French file: 0 (French "one") and 2 ("other") in one msgstr.
    const french = po.parse(exported('fr'));
    french.headers['Plural-Forms'] = 'nplurals=2; plural=(n != 1);';
    expect(() => importPo(Buffer.from(po.compile(french)), 'fr', 'fr.po')).toThrow(/fr\.po: Plural-Forms puts 0 \("one"\) and 2 \("other"\) in msgstr\[1\]/);
    french.headers['Plural-Forms'] = 'nplurals=2; plural=(n > 1 ? 2 : 0);';
    expect(() => importPo(Buffer.from(po.compile(french)), 'fr', 'fr.po')).toThrow(/gives 2 the form 2, but has 2/);
    french.headers['Plural-Forms'] = 'nplurals=2; plural=process.exit(1);';
    expect(() => importPo(Buffer.from(po.compile(french)), 'fr', 'fr.po')).toThrow(/Plural-Forms "nplurals=2; plural=process.exit\(1\);" cannot read "process/);
  });

  it('still reads a file exported before gettext plurals: forms as entries of their own, Language in BCP 47', () => {
    const old = po.parse(exported('pt-BR'));
    old.headers.Language = 'pt-BR';
    delete old.headers['Plural-Forms'];
    const context = 'templates/archive/words:book.count';
    const [entry] = Object.values(old.translations[context]!);
    delete old.translations[context];
    for (const [i, category] of ['one', 'other'].entries()) {
      old.translations[`${context}_${category}`] = { [entry!.msgid]: { msgctxt: `${context}_${category}`, msgid: entry!.msgid, msgstr: [entry!.msgstr[i]!] } };
    }
    const files = importPo(Buffer.from(po.compile(old)), 'pt-BR', 'old.po');
    const file = 'src/templates/archive/words.pt-BR.json';
    expect(JSON.parse(files.find((f) => f.file === file)!.text).book).toEqual(JSON.parse(readFileSync(join(ROOT, file), 'utf8')).book);
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
    const table = po.parse(exported('fr'));
    const [context, byId] = Object.entries(table.translations).find(([ctx]) => ctx === 'templates/words:book.contentsHeading')!;
    Object.values(byId)[0]!.msgstr = ['Titre {{secret}}'];
    expect(() => importPo(Buffer.from(po.compile(table)), 'fr', 'fr.po')).toThrow(new RegExp(`${context.split(':')[1]}: is a plain text, given no data|reads \\{\\{secret\\}\\}`));
    expect(() => importPo(exported('fr'), 'de', 'fr.po')).toThrow(/is a PO file of "fr", not of de/);
  });
});

// Issue 83: a context is a name read from a file. It reaches no object but the catalogs' own
// words (no `__proto__`, no `constructor.prototype`), and one of many parts is refused at once.
describe('a PO file names only the words the English has', () => {
  /** A PO file of `lang` holding one translated entry under each context. */
  const poFile = (contexts: readonly string[], lang = 'de') => {
    const translations: Parameters<typeof po.compile>[0]['translations'] = { '': { '': { msgid: '', msgstr: [''] } } };
    for (const msgctxt of contexts) translations[msgctxt] = { x: { msgctxt, msgid: 'x', msgstr: ['polluted'] } };
    return po.compile({ charset: 'utf-8', headers: { Language: lang, 'Content-Type': 'text/plain; charset=UTF-8' }, translations }, { foldLength: 0 });
  };
  const MARK = 'polluted';
  /** Where a run left its mark outside the catalogs: on every object, every function, or a built-in method. */
  const marked = (): string[] => {
    const places: [string, unknown][] = [
      ['Object.prototype', Object.prototype],
      ['Function.prototype', Function.prototype],
      ['Array.prototype', Array.prototype],
      ['String.prototype', String.prototype],
      ...Object.getOwnPropertyNames(Object.prototype).map((name): [string, unknown] => [`Object.prototype.${name}`, Object.getOwnPropertyDescriptor(Object.prototype, name)?.value]),
    ];
    return places.filter(([, at]) => at != null && Object.hasOwn(at as object, MARK)).map(([name]) => name);
  };
  const cleanUp = () => {
    for (const at of [Object.prototype, Function.prototype, Array.prototype, String.prototype, ...Object.getOwnPropertyNames(Object.prototype).map((n) => Object.getOwnPropertyDescriptor(Object.prototype, n)?.value)]) {
      if (at != null && Object.hasOwn(at, MARK)) delete (at as Record<string, unknown>)[MARK];
    }
  };
  /** Imports `contexts` through the command, in this process (where a polluted prototype would show), expecting a refusal naming `named`. */
  const refused = async (contexts: readonly string[], named: RegExp) => {
    const dir = tempDir();
    const file = join(dir, 'in.po');
    writeFileSync(file, poFile(contexts));
    const out = join(dir, 'out');
    try {
      const r = await cli(['words', '--language', 'de', '--import', file, '--out', out]);
      expectCleanFailure(r);
      expect(r.stderr).toMatch(named);
      expect(existsSync(out), `${contexts[0]}: nothing written`).toBe(false);
      expect(({} as Record<string, unknown>)[MARK]).toBeUndefined();
      expect(marked(), contexts.join(', ')).toEqual([]);
      return r;
    } finally {
      cleanUp();
    }
  };
  // Each name an object has from its prototype, at every depth: the top, inside an object of
  // words, inside a list, past a word (a text has no parts), and the chains that lead out.
  const NAMES = ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString', 'valueOf', '__defineSetter__', 'length'];
  const UNDER = ['', 'book.', 'book.bands.', 'book.contentsHeading.'];
  const hostile = (set: string) => [
    ...UNDER.flatMap((under) => NAMES.flatMap((name) => [`${set}:${under}${name}`, `${set}:${under}${name}.${MARK}`])),
    `${set}:constructor.prototype.${MARK}`,
    `${set}:constructor.constructor.prototype.${MARK}`,
    `${set}:book.constructor.prototype.${MARK}`,
    `${set}:__proto__.__proto__.${MARK}`,
    `${set}:toString.__proto__.${MARK}`,
  ];

  it('refuses a context naming what an object inherits, at every depth, writing nothing and touching no prototype', async () => {
    for (const context of hostile('templates/words')) {
      // A key the English does not have, or deeper than any it has: refused either way, by name.
      const r = await refused([context], /not in the English words|more than any word's key/);
      expect(r.stderr, context).toContain(`${context}: `);
    }
  });

  it('refuses the same in a list of words and beside a good entry, naming the entry', async () => {
    const list = 'kinds/secret-number/words';
    const contexts = [
      `${list}:ordinals.__proto__.${MARK}`,
      `${list}:ordinals.constructor.prototype.${MARK}`,
      `${list}:ordinals.length`,
      `${list}:ordinals.`,
      `${list}:ordinals.1e0`,
      `${list}:ordinals.01`,
      `${list}:ordinals.5`,
      `${list}:__proto__.${MARK}`,
    ];
    for (const context of contexts) {
      const r = await refused([`${list}:ordinals.0`, context], /not in the English words|more than any word's key/);
      expect(r.stderr, context).toContain(`${context}: `);
    }
  });

  it('bounds no context a language writes: Welsh, with every plural category, is taken whole', () => {
    const table = po.parse(exported('cy'));
    for (const byId of Object.values(table.translations)) for (const entry of Object.values(byId)) if (entry.msgctxt) entry.msgstr = entry.msgstr.map(() => entry.msgid || '-');
    const files = importPo(Buffer.from(po.compile(table)), 'cy', 'words-cy.po');
    expect(files.map((f) => f.file).sort()).toEqual(SETS.map((set) => fileOf(set, 'cy')).sort());
    expect(files.find((f) => f.file.startsWith('src/templates/'))?.text).toMatch(/_zero"[^]*_two"[^]*_many"/);
    // Its Plural-Forms, derived from CLDR (gettext's table parts from it for Welsh), is one gettext reads.
    if (spawnSync('msgfmt', ['--version']).status === 0) {
      const file = join(tempDir(), 'words-cy.po');
      writeFileSync(file, po.compile(table));
      expect(spawnSync('msgfmt', ['--check', '-o', '/dev/null', file], { encoding: 'utf8' }).status).toBe(0);
    }
  });

  it('refuses a context of tens of thousands of parts in one line, before reading it further', async () => {
    for (const parts of [60_000, 20_000]) {
      const context = `templates/words:${Array.from({ length: parts }, () => 'a').join('.')}`;
      const r = await refused([context], /longer than any word/);
      expect(r.stderr.trimEnd().split('\n'), `${parts} parts`).toHaveLength(1);
      expect(r.stderr).toMatch(/templates\/words:a\.a\.a/);
    }
    // Short enough, but deeper than any word: named by its parts.
    const r = await refused([`templates/words:${'a.'.repeat(9)}a`], /has 10 parts/);
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
  });
});
