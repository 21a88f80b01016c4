// Issue 70: a language added as a translator adds it, with files only: catalogs named
// `words.pl.json` beside the English, in a tree laid out as src/ is, read as Node reads the
// package's own. Polish counts in four forms (one, few, many, other): a book of 2, 5 and 22
// puzzles says "2 łamigłówki", "5 łamigłówek", "22 łamigłówki", with no line of code for Polish.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SETS } from '../../src/book/translations.ts';
import { specSchema } from '../../src/book/spec.ts';
import { bookLanguages, catalogFilesUnder, useWordsFinder } from '../../src/engine/catalog.ts';
import { withForms } from './stand-in.ts';
import { build, onThisThread } from '../../src/pipeline/pipeline.ts';
import { pagesText } from '../pdf/read.ts';

const SRC = new URL('../../src/', import.meta.url).pathname;
const root = mkdtempSync(join(tmpdir(), 'polish-'));
afterAll(() => {
  useWordsFinder(() => catalogFilesUnder(SRC));
  rmSync(root, { recursive: true, force: true });
});

/** A file of the stand-in Polish, its forms begun as a translator begins them (stand-in.ts). */
function write(set: (typeof SETS)[number], words: object): void {
  const file = join(root, `${set.words.id}.pl.json`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(withForms(set, words, 'pl'), null, 2)}\n`);
}

const furniture = SETS.find((set) => set.words.id === 'templates/words')!;
const english = furniture.words.english as { book: Record<string, string> };
// The book's furniture with its count of puzzles in Polish, every other word left as the English; Sudoku's and the grid kit's words copied as they are.
write(furniture, {
  ...english,
  book: {
    ...english.book,
    copyrightPuzzles_one: '{{count}} łamigłówka, każda sprawdzona.',
    copyrightPuzzles_few: '{{count}} łamigłówki, każda sprawdzona.',
    copyrightPuzzles_many: '{{count}} łamigłówek, każda sprawdzona.',
    copyrightPuzzles_other: '{{count}} łamigłówki, każda sprawdzona.',
  },
});
for (const set of SETS.filter((s) => s.kind === 'sudoku' || s.kinds?.includes('sudoku'))) write(set, set.words.english);
useWordsFinder(() => [...catalogFilesUnder(SRC), ...catalogFilesUnder(root)]);

describe('Polish, added as files', () => {
  it('is a language a book is made in', () => {
    expect(bookLanguages()).toContain('pl');
  });

  it.each([
    [2, '2 łamigłówki'],
    [5, '5 łamigłówek'],
    [22, '22 łamigłówki'],
  ])('a book of %i puzzles says "%s"', async (count, said) => {
    const spec = specSchema.parse({ title: 'Łamigłówki', author: 'A. Tester', seed: 7, language: 'pl', sections: [{ kind: 'sudoku', count, difficulty: 'easy', options: { size: 4 } }] });
    const rendered = await build(spec, { where: 'spec' }, onThisThread);
    const text = pagesText(rendered.files[0]!.data as Uint8Array, false).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain(`${said}, każda sprawdzona.`);
    // The files are the English copied but for one message: the build says so.
    expect(rendered.warnings.join('\n')).toMatch(/src\/kinds\/sudoku\/words\.pl\.json/);
  });
});
