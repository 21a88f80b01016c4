// Issue 39: a page is checked, not hoped. Every word of a print-on-demand book (6×9 with bleed,
// every kind at every band, worked answers at the back) is read back with its box: the ink of
// the text stays inside the page's text column, the running foot stays 0.375 in above the trimmed edge
// and at least 2 pt clear of the text above it. The shipped 6×9 book is walked the same way.
// Issue 66: and every word with its size: none under 7 pt (11 pt on a large-print worksheet) on
// a 6×9 book, a 5×8 book with bleed or an A4 worksheet; no how-to paragraph or section heading
// ending on a runt; each how-to's last line a fifth of an inch clear of the running foot; no
// contents page of only a line or two (`printProblems`). PNGs of the pages looked at are written.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BookFile } from '../../src/book/bookfile-schema.ts';
import { renderBook } from '../../src/pdf/book.ts';
import { contentBox, geometry, trimBox } from '../../src/pdf/layout.ts';
import { layoutBook } from '../../src/pdf/plan.ts';
import { bookOf, dir, pageCount, pagePng, printProblems, wordBoxes, write, type WordBox } from './tools.ts';
import { specSchema } from '../../src/book/spec.ts';
import { makeBook } from '../../src/book/book.ts';
import { parse } from 'yaml';
import { optionsAt } from '../../bench/defaults.ts';
import { DIFFICULTIES, type Difficulty } from '../../src/engine/kind.ts';
import { KIND_NAMES, type KindName } from '../../src/kinds/registry.ts';

/** How far above the trimmed edge print-on-demand keeps text on a page with bleed (KDP: 0.375 in). */
const FOLIO_EDGE = 0.375 * 72;

/**
 * A section of a kind at a band: at its default options (what a spec asking nothing gets), as
 * every kind is printed here, or where the kind refuses the band at its defaults, at its worked
 * example's options where those allow it; none where neither does (bench/defaults.ts).
 */
function atDefaults(kind: KindName, count: number, difficulty: Difficulty): object[] {
  const options = optionsAt(kind, difficulty, 'defaults');
  if (!options) return [];
  return [Object.keys(options).length ? { kind, count, difficulty, options } : { kind, count, difficulty }];
}

/** Writes every page of `types` of `book` (printed as `path`) as a PNG named `<name>-<page>.png` in the test's folder, to look at. */
function writePngs(book: BookFile, path: string, name: string, types: readonly string[], dpi: number): void {
  layoutBook(book).pages.forEach((page, i) => {
    if (types.includes(page.type)) writeFileSync(join(dir, `${name}-${String(i + 1).padStart(3, '0')}.png`), pagePng(path, i + 1, dpi));
  });
}

/** Pages that print no running foot. */
const UNNUMBERED = new Set(['title', 'copyright', 'belongs-to', 'blank']);

/** What is wrong with where the words of each page of `book` (printed as `path`) stand, one line each. */
function misplaced(book: BookFile, path: string): string[] {
  const layout = layoutBook(book);
  const g = geometry(book.spec.page, layout.pages.length);
  const problems: string[] = [];
  expect(pageCount(path)).toBe(layout.pages.length);
  layout.pages.forEach((page, i) => {
    const n = i + 1;
    const trim = trimBox(g, n);
    const content = contentBox(g, n);
    const words = wordBoxes(path, n);
    // The running foot: the words below the text column, on a page that has one.
    const foot = UNNUMBERED.has(page.type) ? [] : words.filter((w) => w.yMin >= content.y + content.height);
    const body = words.filter((w) => !foot.includes(w));
    const where = (w: WordBox) => `page ${n} (${page.type}): "${w.text}"`;
    // What the letters draw stays in the column, the foot apart as above: a font's ascender is
    // room for accents, not ink (Noto Sans's is 1.07 em, above the em a line's top leaves over its baseline).
    const inked = wordBoxes(path, n, { ink: true }).filter((w) => UNNUMBERED.has(page.type) || w.yMin < content.y + content.height);
    for (const w of inked) {
      // Half a point for rendering: an outline's box is where its curves reach, to the hundredth.
      if (w.xMin < content.x - 0.5 || w.xMax > content.x + content.width + 0.5 || w.yMin < content.y - 0.5 || w.yMax > content.y + content.height + 0.5) {
        problems.push(`${where(w)} outside the text column (${w.xMin.toFixed(1)}–${w.xMax.toFixed(1)} × ${w.yMin.toFixed(1)}–${w.yMax.toFixed(1)})`);
      }
    }
    if (foot.length === 0) {
      if (!UNNUMBERED.has(page.type)) problems.push(`page ${n} (${page.type}) has no running foot`);
      return;
    }
    const footTop = Math.min(...foot.map((w) => w.yMin));
    const footBottom = Math.max(...foot.map((w) => w.yMax));
    const fromEdge = trim.y + trim.height - footBottom;
    if (fromEdge < FOLIO_EDGE - 0.5) problems.push(`page ${n}: the running foot is ${(fromEdge / 72).toFixed(3)} in from the trimmed edge`);
    const lowest = Math.max(...body.map((w) => w.yMax), -Infinity);
    if (footTop - lowest < 2) problems.push(`page ${n}: text ends ${(footTop - lowest).toFixed(1)} pt above the running foot`);
  });
  return problems;
}

describe('every word of a print-on-demand book stands where the page has room for it', () => {
  /** The ramp book of the issue: 6×9 with bleed, five of each kind at each band, the key at the back. */
  const ramp = (worked: boolean) =>
    bookOf({
      title: 'Live Area',
      page: { size: '6x9', bleed: true },
      answers: 'back',
      worked,
      sections: DIFFICULTIES.flatMap((difficulty) => KIND_NAMES.flatMap((kind) => atDefaults(kind, 5, difficulty))),
    });
  const pagesOf = (book: BookFile, type: string) => layoutBook(book).pages.filter((p) => p.type === type).length;

  it('a 6×9 book with bleed, five puzzles of every kind at every band, worked answers at the back: no word under 7 pt, the key a third of the puzzles', async () => {
    const book = ramp(true);
    const path = write('live-area.pdf', await renderBook(book));
    // The front matter and a key page, to look at.
    const pageOf = (type: string) => layoutBook(book).pages.findIndex((p) => p.type === type) + 1;
    writeFileSync(join(dir, 'live-area-copyright.png'), pagePng(path, pageOf('copyright'), 100));
    writeFileSync(join(dir, 'live-area-contents.png'), pagePng(path, pageOf('contents'), 100));
    writeFileSync(join(dir, 'live-area-key.png'), pagePng(path, pageOf('answers') + 1, 100));
    expect(misplaced(book, path)).toEqual([]);
    // No word under 7 pt, no runt, the how-to pages clear of the foot, the contents (41 lines) on two pages of about half each.
    expect(printProblems(book, path)).toEqual([]);
    const contents = layoutBook(book).pages.flatMap((p) => (p.type === 'contents' ? [p.entries.length] : []));
    expect(contents.length).toBe(2);
    expect(Math.min(...contents)).toBeGreaterThanOrEqual(Math.floor(contents.reduce((a, b) => a + b) / 2));
    writePngs(book, path, 'live-area', ['how-to'], 70);
    // A compact worked key: at most about a third as many pages as the puzzles.
    expect(pagesOf(book, 'answers')).toBeLessThanOrEqual(0.35 * pagesOf(book, 'puzzles'));
  });

  it('the same book without worked answers: the key at most a fifth of the puzzles', () => {
    const book = ramp(false);
    expect(pagesOf(book, 'answers')).toBeLessThanOrEqual(0.2 * pagesOf(book, 'puzzles'));
  });

  it('the smallest trim, 5×8 with bleed: every kind, easy and expert, worked answers at the back', async () => {
    const book = bookOf({
      title: 'Small Trim',
      page: { size: '5x8', bleed: true },
      answers: 'back',
      worked: true,
      // Cross Numbers' expert is 4×4 by default (issue 65): on this trim one to a page prints at
      // 7 pt or more, two would not (and are refused, saying so), so it is asked one to a page.
      sections: KIND_NAMES.flatMap((kind) =>
        (['easy', 'expert'] as const).flatMap((difficulty) => atDefaults(kind, 1, difficulty).map((s) => (kind === 'cross-numbers' && difficulty === 'expert' ? { ...s, perPage: 1 } : s))),
      ),
    });
    const path = write('small-trim.pdf', await renderBook(book));
    expect(misplaced(book, path)).toEqual([]);
    // Issue 66: its how-to examples printed at 4.95–5.4 pt; now nothing is under 7 pt, on any page.
    expect(printProblems(book, path)).toEqual([]);
    writePngs(book, path, 'small-trim', ['contents', 'how-to', 'answers'], 70);
  });

  it('an A4 worksheet of every kind, worked answers at the back: nothing under its large print 11 pt', async () => {
    const book = bookOf({
      title: 'Worksheet Floor',
      worksheet: true,
      page: { size: 'a4' },
      answers: 'back',
      // Its ids too, which large print set at 9 pt.
      ids: true,
      // One to a page: two with their ids is refused for some (a default another part of issue 66 sets).
      sections: KIND_NAMES.flatMap((kind) => atDefaults(kind, 2, 'easy').map((s) => ({ ...s, perPage: 1 }))),
    });
    expect(book.spec.largePrint || book.spec.worksheet).toBe(true);
    const path = write('worksheet-a4.pdf', await renderBook(book));
    expect(printProblems(book, path)).toEqual([]);
    writePngs(book, path, 'worksheet-a4', ['answers'], 60);
  });

  it('the shipped 6×9 book', async () => {
    const spec = specSchema.parse(parse(readFileSync(new URL('../../books/brain-teasers.yaml', import.meta.url), 'utf8')));
    const book = makeBook(spec);
    const path = write('brain-teasers.pdf', await renderBook(book));
    expect(misplaced(book, path)).toEqual([]);
  });
});
