// Issue 90: Polish begun in a translator's tool. The exported PO file has each count as a gettext
// plural numbered by Polish's Plural-Forms (msgstr[0] one, [1] few, [2] many); the translator
// fills it as Poedit would, the import writes the catalogs, and the real loader prints 2, 5 and
// 22 in the right forms. A stand-in set adds what no shipped set has yet: ordinal forms (entries
// of their own, as gettext has no ordinal plurals) and a select's contexts counted in plural forms.
// Its own module graph (vitest.config.ts OWN_MODULES): Polish and the stand-in set would otherwise
// be a language and a set of every file after it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { po, type PoEntry } from 'gettext-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { exportPo, importPo } from '../../src/book/po.ts';
import { SETS } from '../../src/book/translations.ts';
import { catalogFilesUnder, ordinal, provideWords, select, useWordsFinder, wordSet } from '../../src/engine/catalog.ts';
import { furnitureSet } from '../../src/templates/index.ts';
import { siteWordsSet } from '../../src/templates/archive/words.ts';

const SRC = new URL('../../src/', import.meta.url).pathname;
const root = mkdtempSync(join(tmpdir(), 'polish-po-'));
afterAll(() => {
  useWordsFinder(() => catalogFilesUnder(SRC));
  rmSync(root, { recursive: true, force: true });
});

// A stand-in set with an ordinal, a select by ordinal and a select counted in plural forms.
const places = wordSet(
  'test/places/words',
  {
    place: ordinal<{ count: number }>(),
    found: select<{ context: 'row' | 'column'; count: number }>(['row', 'column'], { count: 'ordinal' }),
    left: select<{ context: 'row' | 'column'; count: number }>(['row', 'column'], { count: 'cardinal' }),
  },
  {
    place_ordinal_one: '{{count}}st',
    place_ordinal_two: '{{count}}nd',
    place_ordinal_few: '{{count}}rd',
    place_ordinal_other: '{{count}}th',
    found_row_ordinal_one: 'the {{count}}st in its row',
    found_row_ordinal_two: 'the {{count}}nd in its row',
    found_row_ordinal_few: 'the {{count}}rd in its row',
    found_row_ordinal_other: 'the {{count}}th in its row',
    found_column_ordinal_one: 'the {{count}}st in its column',
    found_column_ordinal_two: 'the {{count}}nd in its column',
    found_column_ordinal_few: 'the {{count}}rd in its column',
    found_column_ordinal_other: 'the {{count}}th in its column',
    left_row_one: '{{count}} cell left in the row',
    left_row_other: '{{count}} cells left in the row',
    left_column_one: '{{count}} cell left in the column',
    left_column_other: '{{count}} cells left in the column',
  } as never,
);
SETS.push({ name: 'the stand-in places', web: true, words: places });

/** Each entry of a PO file by its context. */
const byContext = (text: string | Buffer) => {
  const table = po.parse(text);
  const entries = new Map<string, PoEntry>();
  for (const byId of Object.values(table.translations)) for (const entry of Object.values(byId)) if (entry.msgctxt) entries.set(entry.msgctxt, entry);
  return { table, entries };
};

describe('a language begun in a translator’s tool', () => {
  it('takes ordinals and a select’s contexts round, byte for byte (French)', () => {
    const french = {
      place_ordinal_one: '{{count}}er',
      place_ordinal_other: '{{count}}e',
      found_row_ordinal_one: 'le {{count}}er de sa ligne',
      found_row_ordinal_other: 'le {{count}}e de sa ligne',
      found_column_ordinal_one: 'le {{count}}er de sa colonne',
      found_column_ordinal_other: 'le {{count}}e de sa colonne',
      left_row_one: 'Il reste {{count}} case dans la ligne',
      left_row_other: 'Il reste {{count}} cases dans la ligne',
      left_column_one: 'Il reste {{count}} case dans la colonne',
      left_column_other: 'Il reste {{count}} cases dans la colonne',
    };
    provideWords([{ set: 'test/places/words', lang: 'fr', words: french }]);
    const text = exportPo('fr');
    const { entries } = byContext(text);
    // Ordinals: an entry per form; a select's contexts counted in plural forms: a plural for each.
    expect(entries.get('test/places/words:place_ordinal_one')?.msgid_plural).toBeUndefined();
    expect(entries.get('test/places/words:found_column_ordinal_other')?.msgstr).toEqual(['le {{count}}e de sa colonne']);
    expect(entries.get('test/places/words:left_row')).toMatchObject({ msgid: '{{count}} cell left in the row', msgid_plural: '{{count}} cells left in the row', msgstr: [french.left_row_one, french.left_row_other] });
    const file = importPo(text, 'fr', 'words-fr.po').find((f) => f.file === 'src/test/places/words.fr.json');
    expect(file?.text).toBe(`${JSON.stringify(french, null, 2)}\n`);
  });

  it('imports Polish plural forms a translator wrote in the exported file, and prints 1, 2, 5 and 22 in them', () => {
    const { table, entries } = byContext(exportPo('pl'));
    expect(table.headers.Language).toBe('pl');
    /** Fills a plural entry as a translator does in Poedit: one, few, many, in msgstr order. */
    const translate = (context: string, forms: string[]) => {
      const entry = entries.get(context)!;
      expect(entry.msgstr, context).toEqual(['', '', '']);
      entry.msgstr = forms;
    };
    translate('templates/words:book.copyrightPuzzles', ['{{count}} łamigłówka, każda sprawdzona.', '{{count}} łamigłówki, każda sprawdzona.', '{{count}} łamigłówek, każda sprawdzona.']);
    translate('templates/archive/words:book.count', ['{{count}} łamigłówka', '{{count}} łamigłówki', '{{count}} łamigłówek']);
    translate('test/places/words:left_column', ['Została {{count}} kratka w kolumnie', 'Zostały {{count}} kratki w kolumnie', 'Zostało {{count}} kratek w kolumnie']);
    // Polish has one ordinal form ("other"): an entry of its own.
    entries.get('test/places/words:place_ordinal_other')!.msgstr = ['{{count}}.'];
    const files = importPo(Buffer.from(po.compile(table)), 'pl', 'words-pl.po');
    expect(files.map((f) => f.file).sort()).toEqual(['src/templates/archive/words.pl.json', 'src/templates/words.pl.json', 'src/test/places/words.pl.json']);
    expect(JSON.parse(files.find((f) => f.file === 'src/test/places/words.pl.json')!.text)).toEqual({
      place_ordinal_other: '{{count}}.',
      left_column_one: 'Została {{count}} kratka w kolumnie',
      left_column_few: 'Zostały {{count}} kratki w kolumnie',
      left_column_many: 'Zostało {{count}} kratek w kolumnie',
    });
    // Written as the command writes them, read by the loader as the package's own files are.
    for (const { file, text } of files) {
      const at = join(root, file.replace(/^src\//, ''));
      mkdirSync(dirname(at), { recursive: true });
      writeFileSync(at, text);
    }
    useWordsFinder(() => [...catalogFilesUnder(SRC), ...catalogFilesUnder(root)]);
    const book = (furnitureSet.in('pl') as unknown as { book: { copyrightPuzzles: (d: { count: number }) => string } }).book;
    const site = (siteWordsSet.in('pl') as unknown as { book: { count: (d: { count: number }) => string } }).book;
    const left = places.in('pl') as unknown as { left: (d: { context: string; count: number }) => string; place: (d: { count: number }) => string };
    expect([1, 2, 5, 22].map((count) => site.count({ count }))).toEqual(['1 łamigłówka', '2 łamigłówki', '5 łamigłówek', '22 łamigłówki']);
    expect(book.copyrightPuzzles({ count: 5 })).toBe('5 łamigłówek, każda sprawdzona.');
    expect(book.copyrightPuzzles({ count: 22 })).toBe('22 łamigłówki, każda sprawdzona.');
    expect([2, 5, 22].map((count) => left.left({ context: 'column', count }))).toEqual(['Zostały 2 kratki w kolumnie', 'Zostało 5 kratek w kolumnie', 'Zostały 22 kratki w kolumnie']);
    expect(left.place({ count: 3 })).toBe('3.');
  });
});
