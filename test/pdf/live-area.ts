// What live-area.test.ts and live-area.matrix.test.ts read back from a print-on-demand book (issues
// 39, 66 and 85): where every word of a page stands, the faults of an answer key's pages, and how
// many key pages a book's puzzle pages allow.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { BookFile } from '../../src/book/bookfile-schema.ts';
import { type Rect, contentBox, geometry, trimBox } from '../../src/pdf/layout.ts';
import type { PackedPage } from '../../src/pdf/key.ts';
import { ANSWERS_TITLE_GAP, answersTitle } from '../../src/pdf/plan.ts';
import { metricsOf } from '../../src/pdf/document.ts';
import { typeFor } from '../../src/pdf/type.ts';
import { dir, laidOut, pageCount, pagePng, wordBoxes, type WordBox } from './tools.ts';

/** How far above the trimmed edge print-on-demand keeps text on a page with bleed (KDP: 0.375 in). */
const FOLIO_EDGE = 0.375 * 72;

/** Writes every page of `types` of `book` (printed as `path`) as a PNG named `<name>-<page>.png` in the test's folder, to look at. */
export function writePngs(book: BookFile, path: string, name: string, types: readonly string[], dpi: number): void {
  laidOut(book).pages.forEach((page, i) => {
    if (types.includes(page.type)) writeFileSync(join(dir, `${name}-${String(i + 1).padStart(3, '0')}.png`), pagePng(path, i + 1, dpi));
  });
}

/** Pages that print no running foot. */
const UNNUMBERED = new Set(['title', 'copyright', 'belongs-to', 'blank']);

/** What is wrong with where the words of each page of `book` (printed as `path`) stand, one line each. */
export function misplaced(book: BookFile, path: string): string[] {
  const layout = laidOut(book);
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

/** An answer's caption as the key prints it: its number (with its version's letter in a pack of versions), kind and page. */
export const CAPTION = /([A-Z]?\d+)\. ([A-Z][A-Za-z -]+) \(page \d+\)/g;

/** Signs (and the word) a line of a key step's words must not open on. */
const OPERATORS = new Set(['=', '+', '−', '-', '×', '÷', 'or']);
/** Signs of arithmetic a line must not end on either: an expression parted across lines ("3 ×" then "4"). */
const ARITHMETIC = new Set(['=', '+', '−', '-', '×', '÷']);

/**
 * What is wrong with page `n` of the answer key in `path`, read back, one line each: a word
 * whose ink is outside the box of the answer it is part of (each answer's box as the key
 * planned it), a word under 7 pt, a word at the head of a column with no caption above it (an
 * answer's words parted from it), a line of a key step's words opening on an operator or "or"
 * or ending on a sign (an expression parted), and a runt: a key step's last line of one word.
 */
export function keyFaults(book: BookFile, path: string, n: number): string[] {
  const layout = laidOut(book);
  const page = layout.pages[n - 1]!;
  if (page.type !== 'answers' || !('packed' in page.answers)) return [];
  return keyPageFaults(book, path, n, page.answers, page.first ? answersTitle(book, true) : null, contentBox(geometry(book.spec.page, layout.pages.length), n));
}

/** The faults `keyFaults` finds, on page `n` of `path` set as `answers` in `content`, under `title` on the key's first page. */
export function keyPageFaults(book: BookFile, path: string, n: number, answers: PackedPage, title: string | null, content: Rect): string[] {
  const type = typeFor(book.spec);
  const area = title ? metricsOf(book.spec.typeface).setBlocks(content, [{ text: title, size: type.answersTitle, bold: true, align: 'center', gap: ANSWERS_TITLE_GAP }]).rest : content;
  // Each answer's box: `words` where its lines are a key step's from its first.
  const regions = answers.packed
    .flatMap((b) => {
      // Words beside the figure (a wide column): their own region first, right of it and below the caption.
      if (b.beside !== undefined) {
        const top = b.captionLines * b.captionSize * 1.2;
        return [
          { x: b.x + b.beside, y: b.y + top, width: b.width - b.beside, height: b.height - top, words: 'all' },
          { x: b.x, y: b.y, width: b.width, height: b.height, words: 'none' },
        ];
      }
      return [{ x: b.x, y: b.y, width: b.width, height: b.height, words: 'after-key-step' }];
    })
    .map((r) => ({ ...r, x: area.x + r.x, y: area.y + r.y }));
  const regionOf = (w: WordBox) => regions.find((r) => (w.xMin + w.xMax) / 2 >= r.x && (w.xMin + w.xMax) / 2 <= r.x + r.width && (w.yMin + w.yMax) / 2 >= r.y - 1 && (w.yMin + w.yMax) / 2 <= r.y + r.height + 1);
  const faults: string[] = [];
  // Words of the page, but the running foot below the column and the key's title above the answers.
  const words = (ink: boolean) => wordBoxes(path, n, { ink }).filter((w) => w.yMin >= area.y - 1 && w.yMin < content.y + content.height);
  for (const w of words(true)) {
    const r = regionOf(w);
    if (!r) faults.push(`page ${n}: "${w.text}" (${w.xMin.toFixed(1)}–${w.xMax.toFixed(1)} × ${w.yMin.toFixed(1)}) is in no answer's box`);
    else if (w.xMin < r.x - 0.5 || w.xMax > r.x + r.width + 0.5) faults.push(`page ${n}: "${w.text}" (${w.xMin.toFixed(1)}–${w.xMax.toFixed(1)}) is outside its column (${r.x.toFixed(1)}–${(r.x + r.width).toFixed(1)})`);
  }
  const plain = words(false);
  for (const w of plain) if (w.size < 7 - 0.01) faults.push(`page ${n}: "${w.text}" at ${w.size.toFixed(2)} pt`);
  // Read back without the plan: every column of the page opens on an answer's caption, never on
  // words of an answer above (words went on at the head of the next column, or the next page).
  const lines = (ws: readonly WordBox[]) => {
    const out: WordBox[][] = [];
    for (const w of [...ws].sort((a, b) => a.yMin - b.yMin || a.xMin - b.xMin)) {
      const last = out.at(-1);
      if (last && Math.abs(last[0]!.yMin - w.yMin) < 1) last.push(w);
      else out.push([w]);
    }
    return out.map((line) => line.sort((a, b) => a.xMin - b.xMin));
  };
  const top = lines(plain)[0] ?? [];
  const captioned = new Set<WordBox>();
  top.forEach((w, i) => {
    const page = top.slice(i + 1, i + 5).findIndex((v) => v.text === '(page');
    if (/^[A-Z]?\d+\.$/.test(w.text) && page > 0 && /^\d+\)$/.test(top[i + 2 + page]?.text ?? '')) for (const v of top.slice(i, i + 3 + page)) captioned.add(v);
  });
  for (const w of top) if (!captioned.has(w)) faults.push(`page ${n}: "${w.text}" (${w.xMin.toFixed(1)}) heads a column, not an answer's caption`);
  // Each region's lines, top to bottom; a key step's from its "Key step" line.
  for (const r of regions) {
    const text = lines(plain.filter((w) => regionOf(w) === r)).map((l) => l.map((w) => w.text).join(' '));
    const from = r.words === 'all' ? 0 : r.words === 'none' ? -1 : text.findIndex((l) => l.startsWith('Key step'));
    if (from < 0) continue;
    const step = text.slice(from);
    for (const l of step) if (OPERATORS.has(l.split(' ')[0]!)) faults.push(`page ${n}: a line opens on "${l.split(' ')[0]}": "${l}"`);
    for (const l of step.slice(0, -1)) if (ARITHMETIC.has(l.split(' ').at(-1)!)) faults.push(`page ${n}: a line ends on "${l.split(' ').at(-1)}", parting an expression: "${l}"`);
    if (step.length > 1 && !step.at(-1)!.includes(' ')) faults.push(`page ${n}: a runt ends a key step: "${step.at(-2)}" / "${step.at(-1)}"`);
  }
  return faults;
}


/** How many pages of `type` a book lays out. */
export const pagesOf = (book: BookFile, type: string) => laidOut(book).pages.filter((p) => p.type === type).length;

/**
 * The most key pages a book's puzzle pages allow, kind by kind, as published books set their
 * keys: a worked key a quarter of the puzzles' pages, a compact one 15 %. Word search more:
 * its answer is its whole grid, ringed (a 15×15 is two inches wide at the key's 7.5 pt, two or
 * three to a 5×8 page; published word-search books print four to six a page at 6 pt), 40 %;
 * and Fill-In as much, its answer its whole grid lettered (an expert's 13×13).
 */
// Each kind's puzzle pages its share, summed, to the whole page: a key's pages are whole, and a
// kind added to the book (a contributor's, in a copy of the project) must not tip it by a fraction.
// The share's pages, and one: a key packs answers whole (issue 85), so its last page is part-filled
// and one long answer more turns a page. Without it the pocket book (POCKET) tipped at 23 for 22 when
// the guide's Kropki was added in a copy (issue 91's release run), a budget that tipped by a kind.
export const keyBudget = (book: BookFile) => {
  const share = (kind: string) => (kind === 'word-search' || kind === 'fill-in' ? 0.4 : book.spec.worked ? 0.25 : 0.15);
  return Math.ceil(laidOut(book).pages.reduce((n, p) => n + (p.type === 'puzzles' ? share(book.spec.sections[p.section]!.kind) : 0), 0)) + 1;
};
