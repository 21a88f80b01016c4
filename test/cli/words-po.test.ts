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
    const table = po.parse(exportPo('cy'));
    for (const byId of Object.values(table.translations)) for (const entry of Object.values(byId)) if (entry.msgctxt) entry.msgstr = [entry.msgid || '-'];
    const files = importPo(Buffer.from(po.compile(table)), 'cy', 'words-cy.po');
    expect(files.map((f) => f.file).sort()).toEqual(SETS.map((set) => fileOf(set, 'cy')).sort());
    expect(files.find((f) => f.file.startsWith('src/templates/'))?.text).toMatch(/_zero"[^]*_two"[^]*_many"/);
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
