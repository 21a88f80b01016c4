import type { BookFile } from '../book/bookfile-schema.ts';
import { DEFAULT_PER_PAGE, gridOf } from '../book/spec.ts';
import { type Figure, type Flow, digitText, gridSize, largestText, smallestText } from '../engine/figure.ts';
import { type Metrics, fittedScale, metricsOf } from './document.ts';
import { figureOf } from './figures.ts';
import { type Rect, contentBox, geometry } from './layout.ts';
import { puzzleCaption, puzzlePageSet, setPuzzlePage } from './pages.ts';
import type { BookLayout, BookPage, SectionPage } from './plan.ts';
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
/** Scales within this share of each other are the same scale (floating-point slack). */
const SLACK = 1e-9;

const fits = new WeakMap<BookLayout, SectionFit[]>();

/**
 * Each section's fit (see `SectionFit`), worked out once per layout: the largest scale at
 * which every puzzle of the section fits its cell, then no larger than the book's type scale
 * allows (see `bookScale`), so digits do not jump from section to section.
 */
export function sectionFits(book: BookFile, layout: BookLayout): SectionFit[] {
  let found = fits.get(layout);
  if (!found) fits.set(layout, (found = bookScale(book, typeFor(book.spec), fitSections(book, layout))));
  return found;
}

function fitSections(book: BookFile, layout: BookLayout): SectionFit[] {
  const type = typeFor(book.spec);
  const metrics = metricsOf(book.spec.typeface);
  const g = geometry(book.spec.page, layout.pages.length);
  const placed: Placed[][] = book.spec.sections.map(() => []);
  layout.pages.forEach((page, i) => {
    if (page.type !== 'puzzles') return;
    const { cells } = puzzlePageSet(book, layout, contentBox(g, i + 1), page);
    page.puzzles.forEach((p, j) => placed[page.section]!.push({ p, cell: cells[j]! }));
  });
  return placed.map((section) => fitSection(metrics, book, type, section));
}

/** The largest scale at which every puzzle of the section fits its cell, with its figures drawn by `draw`. */
function commonScale(metrics: Metrics, book: BookFile, type: TypeScale, section: readonly Placed[], draw: (p: number) => Figure): number {
  return Math.min(...section.map(({ p, cell }) => fittedScale(metrics.measure, draw(p), cell, puzzleCaption(book, type, p))));
}

function fitSection(metrics: Metrics, book: BookFile, type: TypeScale, section: readonly Placed[]): SectionFit {
  if (section.length === 0) return { scale: 1 };
  const body = figureOf(book.puzzles[section[0]!.p]!).body;
  if (body === undefined) return { scale: commonScale(metrics, book, type, section, (p) => figureOf(book.puzzles[p]!)) };
  // Running text: wrap it to the column at the body size; if the longest puzzle then runs
  // past its cell, set the whole section smaller and wrap again to the same column.
  const width = Math.min(...section.map(({ cell }) => cell.width));
  let size = type.body;
  let fit: SectionFit = { scale: 0 };
  for (let round = 0; round < ROUNDS; round++) {
    const flow: Flow = { ems: (width * WRAP_SHARE) / size, measure: metrics.measure };
    const scale = Math.min(size / body, commonScale(metrics, book, type, section, (p) => figureOf(book.puzzles[p]!, false, flow)));
    fit = { scale, flow };
    if (scale * body >= size * 0.999) break;
    size = scale * body;
  }
  return fit;
}

/** The largest of the book's digit steps at or under `size`; a size under them all stays as it is. */
function stepAt(type: TypeScale, size: number): number {
  for (let i = type.figureSteps.length - 1; i >= 0; i--) if (type.figureSteps[i]! <= size * (1 + SLACK)) return type.figureSteps[i]!;
  return size;
}

/** What the book's type scale reads of a section's figures, in figure units. */
interface Measures {
  kind: string;
  /** The clue digits' size (the largest of the section's, where it has two: Numbrix's 3-digit grids set theirs smaller). */
  digit: number;
  largest: number;
  smallest: number;
  /** The largest grid of the section (see `gridSize`). */
  grid: number;
}

/**
 * One type scale for the book's figures. Each section's clue digits are set at one of the
 * book's steps (`TypeScale.figureSteps`): the largest its cells hold, no larger than the top
 * step, and no larger than keeps its largest text (Countdown's target) within `figureMost`.
 * Then, kind by kind, a section's digits are no larger than those of any section of the kind
 * with a grid as small or smaller: equal grids print equal digits throughout the book, and a
 * larger grid never prints larger digits than a smaller one. A scale is only ever lowered
 * (every puzzle still fits its cell) and never below what prints the smallest text at the
 * readable size, if its cells allow that. Kinds with running text keep their fit: their text
 * is set at the body size already.
 */
function bookScale(book: BookFile, type: TypeScale, raw: readonly SectionFit[]): SectionFit[] {
  const measures: (Measures | null)[] = [];
  let next = 0;
  book.spec.sections.forEach((section, s) => {
    const records = book.puzzles.slice(next, next + section.count);
    next += section.count;
    const fit = raw[s]!;
    if (fit.flow || records.length === 0) return void measures.push(null);
    const figures = records.map((record) => figureOf(record, false, fit.flow));
    measures.push({
      kind: section.kind,
      digit: Math.max(...figures.map(digitText)),
      largest: Math.max(...figures.map(largestText)),
      smallest: Math.min(...figures.map(smallestText)),
      grid: Math.max(...figures.map(gridSize)),
    });
  });
  // Each section's own step, in points of digit.
  const own = measures.map((m, s) => {
    if (!m) return 0;
    const ceiling = Math.min(raw[s]!.scale * m.digit, type.figureSteps.at(-1)!, (type.figureMost * m.digit) / m.largest);
    return stepAt(type, ceiling);
  });
  return raw.map((fit, s) => {
    const m = measures[s];
    if (!m) return fit;
    let digit = own[s]!;
    measures.forEach((other, t) => {
      if (other && other.kind === m.kind && other.grid <= m.grid) digit = Math.min(digit, own[t]!);
    });
    const readable = type.minFigureText / m.smallest;
    return { ...fit, scale: Math.min(fit.scale, Math.max(digit / m.digit, readable)) };
  });
}

/**
 * How each section's puzzles fall to its pages. A section that asks its grid (`perPage` or
 * `layout`), and every worksheet, gets it exactly: its last page holds what is left. A section
 * that leaves it to the book has 2 to a page, except that it never ends on a lone puzzle when
 * it has more than one: its last page holds 3 where all three still print at the section's
 * scale (see `sectionFits`, measured on `asked`, the layout as asked); else the lone puzzle
 * opens the section, under its heading, and the pages after it hold 2 each.
 */
export function packSections(book: BookFile, asked: BookLayout): SectionPage[][] {
  const { measure } = metricsOf(book.spec.typeface);
  const type = typeFor(book.spec);
  const g = geometry(book.spec.page, asked.pages.length);
  let first = 0;
  return book.spec.sections.map((section, s) => {
    const start = first;
    first += section.count;
    const { perPage } = gridOf(section);
    const pages = evenly(section.count, perPage);
    if (!packedByBook(book.spec, section)) return pages;
    const last = pages.length - 1;
    // A plan made before the puzzles (`build --plan`) cannot measure them: it takes the longer way.
    if (book.puzzles.slice(start, first).some((record) => record.puzzle === undefined)) return [{ count: 1, slots: perPage }, ...pages.slice(0, last)];
    const { scale, flow } = sectionFits(book, asked)[s]!;
    const three = [start + section.count - 3, start + section.count - 2, start + section.count - 1];
    const page: BookPage & { type: 'puzzles' } = { type: 'puzzles', section: s, opensSection: last === 1, puzzles: three, slots: 3 };
    const content = contentBox(g, asked.sectionPage[s]! + last - 1);
    const { cells } = setPuzzlePage(book, asked, content, page);
    const hold = three.every((p, j) => fittedScale(measure, figureOf(book.puzzles[p]!, false, flow), cells[j]!, puzzleCaption(book, type, p)) >= scale * (1 - SLACK));
    if (hold) return [...pages.slice(0, last - 1), { count: 3, slots: 3 }];
    return [{ count: 1, slots: perPage }, ...pages.slice(0, last)];
  });
}

/**
 * Whether the book packs a section's pages itself, and may set it a page shorter than its count
 * at 2 a page says: it leaves its grid to the book (no `perPage`, no `layout`; not a worksheet)
 * and would end on a lone puzzle.
 */
export function packedByBook(
  spec: { worksheet?: boolean | undefined },
  section: { count: number; perPage?: number | undefined; layout?: string | undefined },
): boolean {
  return !spec.worksheet && section.perPage === undefined && section.layout === undefined && section.count > 1 && section.count % DEFAULT_PER_PAGE === 1;
}

/** `count` puzzles `perPage` to a page, the last page holding what is left. */
function evenly(count: number, perPage: number): SectionPage[] {
  const pages: SectionPage[] = [];
  for (let left = count; left > 0; left -= perPage) pages.push({ count: Math.min(perPage, left), slots: perPage });
  return pages;
}
