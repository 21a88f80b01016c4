import type { BookFile } from '../book/bookfile-schema.ts';
import type { Figure, Flow } from '../engine/figure.ts';
import { fittedScale, measureOf, measuringDocument } from './document.ts';
import { figureOf } from './figures.ts';
import { type Rect, contentBox, geometry } from './layout.ts';
import { puzzleCaption, puzzleCells } from './pages.ts';
import type { BookLayout } from './plan.ts';
import { type TypeScale, typeFor } from './type.ts';

/**
 * How a section's puzzles are set: every one at the same scale, so a section reads at one
 * cell size and one type size from its first page to its last; kinds with running text
 * (Secret Number's rules) wrap it to the column at the book's body size.
 */
export interface SectionFit {
  /** Points per figure unit, for every puzzle of the section. */
  scale: number;
  /** How the section's running text is wrapped, for kinds that have it. */
  flow?: Flow;
}

/** A section's puzzles and the cells they are painted in, page by page. */
interface Placed {
  p: number;
  cell: Rect;
}

/** Lines are wrapped a little short of the column, so the figure's stroke margin fits too. */
const WRAP_SHARE = 0.96;
/** Rounds of re-wrapping when the tallest puzzle does not fit at body size. */
const ROUNDS = 4;

const fits = new WeakMap<BookLayout, SectionFit[]>();

/** Each section's fit (see `SectionFit`), worked out once per layout. */
export function sectionFits(book: BookFile, layout: BookLayout): SectionFit[] {
  let found = fits.get(layout);
  if (!found) fits.set(layout, (found = fitSections(book, layout)));
  return found;
}

function fitSections(book: BookFile, layout: BookLayout): SectionFit[] {
  const type = typeFor(book.spec);
  const doc = measuringDocument(book.spec.page, book.spec.typeface);
  const g = geometry(book.spec.page, layout.pages.length);
  const placed: Placed[][] = book.spec.sections.map(() => []);
  layout.pages.forEach((page, i) => {
    if (page.type !== 'puzzles') return;
    const cells = puzzleCells(doc, book, layout, type, contentBox(g, i + 1), page, false);
    page.puzzles.forEach((p, j) => placed[page.section]!.push({ p, cell: cells[j]! }));
  });
  return placed.map((section) => fitSection(doc, book, type, section));
}

/** The largest scale at which every puzzle of the section fits its cell, with its figures drawn by `draw`. */
function commonScale(doc: PDFKit.PDFDocument, book: BookFile, type: TypeScale, section: readonly Placed[], draw: (p: number) => Figure): number {
  return Math.min(...section.map(({ p, cell }) => fittedScale(doc, draw(p), cell, puzzleCaption(book, type, p))));
}

function fitSection(doc: PDFKit.PDFDocument, book: BookFile, type: TypeScale, section: readonly Placed[]): SectionFit {
  if (section.length === 0) return { scale: 1 };
  const body = figureOf(book.puzzles[section[0]!.p]!).body;
  if (body === undefined) return { scale: commonScale(doc, book, type, section, (p) => figureOf(book.puzzles[p]!)) };
  // Running text: wrap it to the column at the body size; if the longest puzzle then runs
  // past its cell, set the whole section smaller and wrap again to the same column.
  const width = Math.min(...section.map(({ cell }) => cell.width));
  let size = type.body;
  let fit: SectionFit = { scale: 0 };
  for (let round = 0; round < ROUNDS; round++) {
    const flow: Flow = { ems: (width * WRAP_SHARE) / size, measure: measureOf(doc) };
    const scale = Math.min(size / body, commonScale(doc, book, type, section, (p) => figureOf(book.puzzles[p]!, false, flow)));
    fit = { scale, flow };
    if (scale * body >= size * 0.999) break;
    size = scale * body;
  }
  return fit;
}
