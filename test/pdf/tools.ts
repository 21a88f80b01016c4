import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BookFile, bookSchema } from '../../src/book/bookfile-schema.ts';
import { specSchema } from '../../src/book/spec.ts';
import { type Metrics, type SetBlock, metricsOf } from '../../src/pdf/document.ts';
import { HOW_TO_FOOT_ROOM, howToOnline, setHowToPage } from '../../src/pdf/how-to.ts';
import { howToVariant } from '../../src/book/how-to.ts';
import { RUNT_SHARE } from '../../src/pdf/metrics.ts';
import { contentBox, geometry } from '../../src/pdf/layout.ts';
import { puzzlePageSet } from '../../src/pdf/puzzle-page.ts';
import { layoutBook } from '../../src/pdf/plan.ts';
import { typeFor } from '../../src/pdf/type.ts';
import { KIND_NAMES } from '../../src/kinds/registry.ts';
import { madeBook, POOL_SEED } from './fixture-books.ts';
import { type WordBox, wordBoxes } from './read.ts';

/**
 * A book made as `makeBook` makes it from a spec written as in YAML (defaults filled in), each
 * of its sections' puzzles made once a run and shared with every other book that has the
 * section (fixture-books.ts): the books of the PDF tests are one set of puzzles.
 */
export function bookOf(spec: Record<string, unknown>): BookFile {
  return madeBook(specSchema.parse({ title: 'Feature Test', seed: POOL_SEED, ...spec }));
}

/**
 * The time-out of a test that makes and prints a book of every kind: `perKind` milliseconds for
 * each kind the registry lists, so a kind added brings its own time rather than tipping a fixed
 * whole-book one over for the others.
 */
export const everyKindTimeout = (perKind: number) => perKind * KIND_NAMES.length;

export const dir = mkdtempSync(join(tmpdir(), 'puzzlebook-pdf-'));

const layouts = new WeakMap<BookFile, ReturnType<typeof layoutBook>>();
/** A book's layout, worked out once for the book object however many checks read it (a pocket book's takes about a second). */
export const laidOut = (book: BookFile) => {
  if (!layouts.has(book)) layouts.set(book, layoutBook(book));
  return layouts.get(book)!;
};

/** The running foot as page `page` prints it: the number at the outside corner (right on odd pages, left on even). */
export const footerOf = (title: string, page: number) => (page % 2 === 1 ? `${title} · ${page}` : `${page} · ${title}`);

/** Writes a PDF into the test's temporary folder and returns its path. */
export function write(name: string, pdf: Uint8Array): string {
  const path = join(dir, name);
  writeFileSync(path, pdf);
  return path;
}

/** Whether a word read back is a puzzle's number in its masthead (src/pdf/masthead.ts): digits alone, at the book's number size. */
export const isMastNumber = (book: { spec: { largePrint: boolean } }, w: { text: string; size: number }) => /^\d+$/.test(w.text) && Math.abs(w.size - typeFor(book.spec).number) < 0.05;

export { charBoxes, fonts, metadata, pageCount, pagePixels, pageSize, pageText, pagesText, pagePng, type WordBox, wordBoxes } from './read.ts';

/**
 * A Numbrix record of any size without generating one (a 30×30 takes seconds): the path snakes
 * row by row and every seventh number is given. Printing never solves, so this is enough to lay out.
 */
export function snakeNumbrix(id: string, size: number) {
  const grid = Array.from({ length: size }, (_, r) =>
    Array.from({ length: size }, (_, c) => r * size + (r % 2 === 0 ? c : size - 1 - c) + 1),
  );
  const givens = grid.map((row) => row.map((v) => (v % 7 === 1 ? v : 0)));
  return {
    id,
    kind: 'numbrix' as const,
    difficulty: 'easy' as const,
    seed: id,
    options: { width: size, height: size, symmetry: 'none' as const },
    puzzle: { width: size, height: size, givens },
    solution: { grid },
    // Placeholder figures: printing reads none of them, but a record carries its kind's grade.
    grade: { score: 1, level: 1, hardest: 'bridge', uses: { bridge: 1 }, steps: 1, stretch: 6, clues: Math.ceil((size * size) / 7), cells: size * size, clueShare: 0.143 },
  };
}

/**
 * A book file around hand-made records, through the same schema a book file on disk passes;
 * its face stored as a book file written now stores it (one without is read as Atkinson Hyperlegible's).
 */
export function bookFileOf(spec: Record<string, unknown>, puzzles: unknown[]): BookFile {
  const parsed = specSchema.parse({ title: 'Feature Test', seed: 'pdf-features', ...spec });
  return bookSchema.parse({ title: parsed.title, slug: parsed.slug, seed: parsed.seed, version: '0.1.0', spec: { title: parsed.title, seed: parsed.seed, typeface: parsed.typeface, ...spec }, puzzles });
}

/**
 * What a print designer checks on every page of a book read back from its PDF (issue 66), one
 * line per fault: a word under the book's smallest size (7 pt, 11 pt in large print and
 * worksheets); a how-to paragraph or a section heading that ends on a runt (a last line of one
 * word); a how-to page whose text comes closer to the running foot than `HOW_TO_FOOT_ROOM` above
 * the column's foot (0.2 in of clear paper at least); a contents page of one or two lines.
 */
export function printProblems(book: BookFile, path: string): string[] {
  const layout = laidOut(book);
  const type = typeFor(book.spec);
  const g = geometry(book.spec.page, layout.pages.length);
  const metrics = metricsOf(book.spec.typeface);
  const problems: string[] = [];
  layout.pages.forEach((page, i) => {
    const n = i + 1;
    const content = contentBox(g, n);
    const words = wordBoxes(path, n);
    for (const w of words) if (w.size < type.minFigureText - 0.01) problems.push(`page ${n} (${page.type}): "${w.text}" at ${w.size.toFixed(2)} pt`);
    const runtsOf = (set: readonly SetBlock[]) => problems.push(...runts(metrics, words, set).map((r) => `page ${n} (${page.type}): ${r}`));
    if (page.type === 'how-to') {
      runtsOf(setHowToPage(metrics, type, content, page.kind, howToOnline(book), howToVariant(book.spec.sections, page.kind)).painted.flatMap((item) => ('blocks' in item ? item.blocks : [])));
      const foot = content.y + content.height;
      const ink = wordBoxes(path, n, { ink: true });
      const lowest = Math.max(...ink.filter((w) => w.yMin < foot).map((w) => w.yMax));
      const footTop = Math.min(...ink.filter((w) => w.yMin >= foot).map((w) => w.yMin));
      if (lowest > foot - HOW_TO_FOOT_ROOM + 0.5) problems.push(`page ${n} (how-to): text reaches ${(foot - lowest).toFixed(1)} pt above the column's foot`);
      if (footTop - lowest < 0.2 * 72) problems.push(`page ${n} (how-to): its last line is ${((footTop - lowest) / 72).toFixed(3)} in above the running foot`);
    }
    if (page.type === 'puzzles' && page.opensSection) runtsOf(puzzlePageSet(book, layout, content, page).heading);
    if (page.type === 'contents') {
      // Each line ends on its page number; the heading is the only line without one.
      const lines = new Set(words.filter((w) => /^\d+$/.test(w.text) && w.yMax < content.y + content.height).map((w) => Math.round(w.yMin)));
      if (lines.size !== page.entries.length) problems.push(`page ${n} (contents): ${lines.size} lines read back for ${page.entries.length} entries`);
      if (lines.size <= 2 && layout.pages.filter((p) => p.type === 'contents').length > 1) problems.push(`page ${n} (contents): holds only ${lines.size} line(s)`);
    }
  });
  return problems;
}

/**
 * The paragraphs of `set` whose last line, as `words` (one page's, read back) show it, holds
 * one short word alone (narrower than a third of the line, `RUNT_SHARE`): the words of each
 * block found in the band it was set in, in lines by height.
 */
export function runts(metrics: Metrics, words: readonly WordBox[], set: readonly SetBlock[]): string[] {
  const found: string[] = [];
  for (const { block, x, top, width } of set) {
    const bottom = metrics.setBlocks({ x, y: top, width, height: 1e6 }, [{ ...block, gap: 0 }]).rest.y;
    const inside = words.filter((w) => {
      const [cx, cy] = [(w.xMin + w.xMax) / 2, (w.yMin + w.yMax) / 2];
      return cx >= x - 0.5 && cx <= x + width + 0.5 && cy >= top && cy <= bottom;
    });
    const lines: WordBox[][] = [];
    for (const w of [...inside].sort((a, b) => a.yMin - b.yMin || a.xMin - b.xMin)) {
      const line = lines.at(-1);
      if (line && Math.abs(line[0]!.yMin - w.yMin) < block.size * 0.5) line.push(w);
      else lines.push([w]);
    }
    // A paragraph's own lines: a block set with line breaks of its own (a list) is each of its paragraphs.
    const last = lines.at(-1);
    const short = (w: WordBox) => w.xMax - w.xMin < width * RUNT_SHARE;
    if (lines.length >= 2 && last!.length === 1 && short(last![0]!) && !block.text.trimEnd().endsWith(`\n${last![0]!.text}`)) {
      found.push(`"${block.text.slice(0, 40)}…" ends on "${last![0]!.text}" alone`);
    }
  }
  return found;
}
