/**
 * Issue 110's "looked at": a child's maze page and a word-search page of each band, each a
 * worksheet on a letter page (the size children's activity books print on), written as PNGs into
 * the test's folder (`child-maze-<band>.png`, `child-word-search-<band>.png`) to be set beside a
 * published activity book's. What each asserts is what such a book prints: one puzzle a page,
 * large; the maze with its traveller's sentence and the two words at its doors; every word of the
 * search's list printed under its grid, its letters at 14 pt or more, in the worksheet's large
 * print. A hard word search at its default size is refused there on a letter page (its list would
 * print at 10.9 pt, under large print's 11), as is an own list of 40 at hard: issue 110's fourth
 * point still open, held here as a test that fails (`it.fails`) until a hard sheet prints.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIFFICULTIES } from '../../src/engine/kind.ts';
import { renderBook } from '../../src/pdf/book.ts';
import { layoutBook } from '../../src/pdf/plan.ts';
import { asKind } from '../../src/kinds/record.ts';
import { pageInk } from './read.ts';
import { bookOf, dir, pagePng, pageText, write } from './tools.ts';

const flat = (text: string) => text.replace(/-\n(?=\p{Ll})/gu, '').replace(/\s+/g, ' ');

describe.each(DIFFICULTIES)('a child\'s %s page', (band) => {
  it('of a maze: one a page, a rocket at its doors, its sentence and its doors\' words', async () => {
    const sheet = bookOf({ title: 'Mazes', worksheet: true, page: { size: 'letter' }, sections: [{ kind: 'maze', count: 1, difficulty: band, options: { size: 10, picture: 'rocket' } }] });
    const path = write(`child-maze-${band}.pdf`, await renderBook(sheet));
    const page = layoutBook(sheet).pages.findIndex((p) => p.type === 'puzzles') + 1;
    writeFileSync(join(dir, `child-maze-${band}.png`), pagePng(path, page, 72));
    const text = flat(pageText(path, page, false));
    expect(text).toContain('Help the rocket reach the planet. Draw a line from the entrance to the exit without crossing a wall.');
    expect(text).toMatch(/Entrance.*Exit/);
    expect(sheet.puzzles[0]!.difficulty).toBe(band);
  }, 60_000);

  (band === 'hard' ? it.fails : it)('of a word search: one a page, every word of its list under the grid, its letters at 14 pt or more', async () => {
    const sheet = bookOf({ title: 'Word Search', worksheet: true, page: { size: 'letter' }, sections: [{ kind: 'word-search', count: 1, difficulty: band, options: {} }] });
    const path = write(`child-word-search-${band}.pdf`, await renderBook(sheet));
    const page = layoutBook(sheet).pages.findIndex((p) => p.type === 'puzzles') + 1;
    writeFileSync(join(dir, `child-word-search-${band}.png`), pagePng(path, page, 72));
    const record = asKind(sheet.puzzles[0]!, 'word-search');
    const text = flat(pageText(path, page, false)).toUpperCase();
    for (const word of record.puzzle.words) expect(text).toContain(word.toUpperCase());
    const ink = pageInk(path, page);
    const frame = ink.strokes.reduce((a, b) => (b.box.x1 - b.box.x0 > a.box.x1 - a.box.x0 ? b : a)).box;
    const letters = ink.glyphs.filter((g) => g.x > frame.x0 && g.x < frame.x1 && g.y > frame.y0 && g.y < frame.y1);
    expect(letters.length).toBeGreaterThanOrEqual(record.puzzle.rows * record.puzzle.cols);
    expect(Math.min(...letters.map((g) => g.size))).toBeGreaterThanOrEqual(14);
  }, 60_000);
});
