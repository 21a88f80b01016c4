import type { BookFile } from '../book/bookfile-schema.ts';
import { plan as planJobs } from '../book/plan.ts';
import { type BookSpec, gridOf } from '../book/spec.ts';
import { smallestText } from '../engine/figure.ts';
import { getKind } from '../kinds/registry.ts';
import { type BookLayout, type PuzzlesPage, type SectionPage, layoutGeometry } from './book-layout.ts';
import { captionFits, metricsOf } from './document.ts';
import { puzzleFigure } from './figures.ts';
import { type GridAsk, contentBox, geometry, shapeOf } from './layout.ts';
import { puzzleCaption, puzzlePageSet, setPuzzlePage } from './puzzle-page.ts';
import { type Placed, type ScaleRange, type SectionFit, fitSection, placedFit } from './scale.ts';
import { typeFor } from './type.ts';

/*
 * The house style: each kind printed at the size it states (`PuzzleKind.print`, as published
 * books of it print it), on every trim. From the spec alone, before any puzzle is made, each
 * section's pages are planned from its kind's size: as many puzzles to a page as its largest
 * stand-in fits at the kind's least size, the same whatever the section's count or the book's
 * length; a page left part-empty is fine, a puzzle under its size is not. Then, on the book's
 * pages, each section's scale: as large as its cells allow, up to the kind's most.
 */

/** Points in a millimetre. */
const MM = 72 / 25.4;

/** Points per unit of `kind`'s drawing in `spec`'s print: the size it states (`PuzzleKind.print`). */
export function printRange(spec: Pick<BookSpec, 'largePrint'>, kind: BookSpec['sections'][number]['kind']): ScaleRange {
  const [least, most] = getKind(kind).print[spec.largePrint ? 'large' : 'regular'];
  return { least: least * MM, most: most * MM };
}

type Which = 'largest' | 'typical';

const books = new WeakMap<BookSpec, Record<Which, BookFile>>();

/**
 * The spec's book with each puzzle its section's stand-in (`which`, `PuzzleKind.standIns`):
 * one record a section, in each of its places, with its first puzzle's id (a caption's QR code
 * is as large for every id). A book's pages are planned on its largest stand-ins: every puzzle
 * the band makes draws no larger.
 */
export function standInBook(spec: BookSpec, which: Which): BookFile {
  let found = books.get(spec);
  if (!found) {
    const jobs = planJobs(spec);
    const { measure } = metricsOf(spec.typeface);
    let first = 0;
    const sections = spec.sections.map((section) => {
      const job = jobs[first]!;
      first += section.count;
      const standIns = getKind(job.kind).standIns(job.options as never, job.difficulty, measure);
      const record = (which: Which) => ({ id: job.id, kind: job.kind, difficulty: job.difficulty, seed: job.seed, options: job.options, puzzle: standIns[which] });
      return { count: section.count, largest: record('largest'), typical: record('typical') };
    });
    const of = (which: Which) => {
      const puzzles = sections.flatMap((section) => Array.from({ length: section.count }, () => section[which]));
      return { title: spec.title, slug: spec.slug, seed: spec.seed, spec, puzzles } as unknown as BookFile;
    };
    books.set(spec, (found = { largest: of('largest'), typical: of('typical') }));
  }
  return found[which];
}

/** The index in `book.puzzles` of section `s`'s first puzzle. */
const firstOf = (spec: BookSpec, s: number) => spec.sections.slice(0, s).reduce((n, section) => n + section.count, 0);

/**
 * A book's puzzle drawn as its pages print it (for a column of running text where it has some),
 * one function a puzzle of a book: by the book, since its spec says whether grids are numbered.
 */
const drawers = new WeakMap<BookFile, Map<number, Placed['figure']>>();
function drawOf(book: BookFile, p: number): Placed['figure'] {
  let ofBook = drawers.get(book);
  if (!ofBook) drawers.set(book, (ofBook = new Map()));
  let draw = ofBook.get(p);
  if (!draw) ofBook.set(p, (draw = (flow) => puzzleFigure(book, p, flow)));
  return draw;
}

const splits = new WeakMap<BookSpec, SectionPage[][]>();

/**
 * How each section's puzzles fall to its pages, from the spec alone: the grid it asks
 * (`perPage` or `layout`) exactly, its last page holding what is left; else as many as its kind
 * says a page holds (`bookPerPage`; `worksheetPerPage` on a large-print worksheet); else the
 * house's grids for its kind on the trim (`houseGrids`): its first page as many as fit under its
 * heading, every later page as many as fit on a page, its last page what is left.
 */
export function sectionSplits(spec: BookSpec): SectionPage[][] {
  let found = splits.get(spec);
  if (!found) splits.set(spec, (found = spec.sections.map((_, s) => sectionPages(spec, s))));
  return found;
}

/** Whether a section asks its own grid (`perPage` or `layout`) rather than leaving it to the house. */
const asked = (section: BookSpec['sections'][number]) => section.perPage !== undefined || section.layout !== undefined;

function sectionPages(spec: BookSpec, s: number): SectionPage[] {
  const section = spec.sections[s]!;
  if (asked(section)) return evenly(section.count, gridOf(section));
  // A kind that says how many a page of any book holds (Maze: one, filling it).
  const page = getKind(section.kind).bookPerPage;
  if (page !== undefined) return evenly(section.count, { perPage: page });
  // A large-print worksheet of a kind that says how many its page holds (Word Search: one).
  const sheet = getKind(section.kind).worksheetPerPage;
  if (spec.worksheet && spec.largePrint && sheet !== undefined) return evenly(section.count, { perPage: sheet });
  const { opening, later } = houseGrids(spec, s);
  const first = Math.min(section.count, opening.perPage);
  return [{ count: first, grid: opening }, ...evenly(section.count - first, later)];
}

/** `count` puzzles `grid.perPage` to a page, the last page holding what is left. */
function evenly(count: number, grid: GridAsk): SectionPage[] {
  const pages: SectionPage[] = [];
  for (let left = count; left > 0; left -= grid.perPage) pages.push({ count: Math.min(grid.perPage, left), grid });
  return pages;
}

/** Grids with more cells a page than this are not tried: a spec may ask up to 12. */
const MOST_TRIED = 12;
/** The fewest ems of the body size a line of running text holds in a grid the house chooses: some 45 characters. */
const LEAST_LINE = 22;

/** The grids tried: as `gridShape` arranges up to `MOST_TRIED`, and full grids of up to 3 columns and 4 rows, one column of up to 5. */
function gridsTried(): GridAsk[] {
  const grids: GridAsk[] = [];
  const seen = new Set<string>();
  const add = (grid: GridAsk) => {
    const { columns, rows } = shapeOf(grid);
    const key = `${grid.perPage} ${columns}x${rows}`;
    if (seen.has(key)) return;
    seen.add(key);
    grids.push(grid);
  };
  for (let n = 1; n <= MOST_TRIED; n++) add({ perPage: n });
  for (let cols = 1; cols <= 3; cols++) for (let rows = 1; rows <= (cols === 1 ? 5 : 4); rows++) add({ perPage: cols * rows, cols, rows });
  return grids;
}

/**
 * The margins the house plans every book of a trim in: those of the thickest book the printer
 * binds (its widest gutter), so a kind's puzzles to a page are the same in a book of any length.
 */
export const houseGeometry = (spec: BookSpec) => geometry(spec.page, Infinity);

/** How a grid prints a section's largest stand-in on a page the house plans: its fit, and whether that holds the kind's size. */
interface Tried {
  grid: GridAsk;
  /** Points per unit the stand-in fits its cells at (its running text at most the body size). */
  scale: number;
  holds: boolean;
}

/**
 * `grid` on a page of section `s` set in the house's margins (`houseGeometry`), under the
 * section's heading where `opens` (a worksheet's pages are all headed): whether the section's
 * largest stand-in fits its cells at the kind's least size, prints no text under the readable
 * size, and (running text) has lines of at least `LEAST_LINE` ems.
 */
function tryGrid(spec: BookSpec, s: number, grid: GridAsk, opens: boolean): Tried {
  const largest = standInBook(spec, 'largest');
  const type = typeFor(spec);
  const metrics = metricsOf(spec.typeface);
  const p = firstOf(spec, s);
  const content = contentBox(houseGeometry(spec), 1);
  const page: PuzzlesPage = { type: 'puzzles', section: s, opensSection: opens, puzzles: Array.from({ length: grid.perPage }, () => p), grid };
  // The heading is set on one line whatever its words (puzzle-page.ts), so any page number serves.
  const howToPage = new Map(spec.worksheet ? [] : [[spec.sections[s]!.kind, 99]]);
  const { cells } = setPuzzlePage(largest, { howToPage }, content, page);
  const caption = puzzleCaption(largest, type, p);
  const placed = cells.map((cell) => ({ figure: drawOf(largest, p), cell, caption }));
  const fit = fitSection(metrics, type, placed);
  const range = printRange(spec, spec.sections[s]!.kind);
  const figure = puzzleFigure(largest, p, fit.flow);
  const readable = smallestText(figure) * fit.scale >= type.minFigureText * (1 - 1e-6);
  const lines = figure.body === undefined || cells[0]!.width * 0.96 >= LEAST_LINE * type.body;
  // Its label whole beside its QR code, at the section's last (widest) number.
  const last = puzzleCaption(largest, type, p + spec.sections[s]!.count - 1);
  const labelled = captionFits(metrics.measure, cells[0]!.width, last);
  return { grid, scale: fit.scale, holds: readable && lines && labelled && fit.scale >= range.least * (1 - 1e-6) };
}

const grids = new Map<string, { opening: GridAsk; later: GridAsk }>();

/**
 * The grids the house sets section `s`'s kind in on its trim: `later`, the most cells a page
 * (a tie to the larger print) at which its largest stand-in holds the kind's least size; and
 * `opening`, under the section's heading, the same columns in as many of its rows as still hold
 * it (the most that hold, else one). Where no grid holds the size (a puzzle too large for the
 * trim), one to a page, as large as it fits: the readable check says if that is too small.
 * The section's count plays no part, nor the book's length (`houseGeometry`).
 */
export function houseGrids(spec: BookSpec, s: number): { opening: GridAsk; later: GridAsk } {
  const section = spec.sections[s]!;
  const key = JSON.stringify([spec.page, spec.largePrint, spec.worksheet, spec.typeface, spec.ids, spec.archive, spec.qr, spec.language, spec.versions, section.kind, section.options, section.difficulty, section.title]);
  let found = grids.get(key);
  if (!found) {
    const range = printRange(spec, section.kind);
    const most = (trials: Tried[]) =>
      trials.filter((t) => t.holds).reduce<Tried | null>((a, b) => (!a || b.grid.perPage > a.grid.perPage || (b.grid.perPage === a.grid.perPage && Math.min(b.scale, range.most) > Math.min(a.scale, range.most) * (1 + 1e-9)) ? b : a), null);
    const later = most(gridsTried().map((grid) => tryGrid(spec, s, grid, !!spec.worksheet)))?.grid ?? { perPage: 1 };
    let opening = later;
    if (!spec.worksheet) {
      const { columns, rows } = shapeOf(later);
      const fewer = Array.from({ length: rows }, (_, i) => rows - i).map((r) => tryGrid(spec, s, rowsOf(columns, r), true));
      opening = fewer.find((t) => t.holds)?.grid ?? most(gridsTried().map((grid) => tryGrid(spec, s, grid, true)))?.grid ?? { perPage: 1 };
    }
    grids.set(key, (found = { opening, later }));
  }
  return found;
}

/** `columns` by `rows` cells: as `perPage` alone where `gridShape` arranges that many so. */
function rowsOf(columns: number, rows: number): GridAsk {
  const perPage = columns * rows;
  const shape = shapeOf({ perPage });
  return shape.columns === columns && shape.rows === rows ? { perPage } : { perPage, cols: columns, rows };
}

const fits = new WeakMap<BookLayout, SectionFit[]>();

/**
 * Each section's scale on `layout`'s pages, worked out once a layout: as large as the cells its
 * pages give fit its puzzles, and where the house planned them its largest stand-in too (so the
 * size is the band's, not the count's: a longer section prints no smaller), within its kind's
 * size (`printRange`), its digits on the book's steps (`placedFit`); a section one to a page
 * fills its pages up to its kind's most (issue 111), its digits as large as that makes them, off
 * the steps, as no neighbour's are there to match. A grid the spec asks fits its
 * own puzzles, as large as they allow.
 */
export function sectionFits(book: BookFile, layout: BookLayout): SectionFit[] {
  let found = fits.get(layout);
  if (!found) {
    const { spec } = book;
    const type = typeFor(spec);
    const largest = standInBook(spec, 'largest');
    const g = layoutGeometry(book, layout);
    const placed: Placed[][] = spec.sections.map(() => []);
    layout.pages.forEach((page, i) => {
      if (page.type !== 'puzzles') return;
      const { cells } = puzzlePageSet(book, layout, contentBox(g, i + 1), page);
      const section = placed[page.section]!;
      page.puzzles.forEach((p, j) => section.push({ figure: drawOf(book, p), cell: cells[j]!, caption: puzzleCaption(book, type, p) }));
      // A section the house plans prints its band's size: its largest stand-in's in these cells.
      if (!asked(spec.sections[page.section]!)) {
        const stand = firstOf(spec, page.section);
        section.push({ figure: drawOf(largest, stand), cell: cells[0]!, caption: puzzleCaption(largest, type, stand) });
      }
    });
    // A section alone on its pages: every page's grid one cell (the opening page's too).
    // A kind that prints one to a page in any book (Maze: `bookPerPage`) states its size for that page already.
    const alone = spec.sections.map((section, s) => getKind(section.kind).bookPerPage === undefined && layout.pages.every((page) => page.type !== 'puzzles' || page.section !== s || page.grid.perPage === 1));
    const metrics = metricsOf(spec.typeface);
    found = placed.map((section, s) => placedFit(metrics, type, section, printRange(spec, spec.sections[s]!.kind), alone[s]!));
    fits.set(layout, found);
  }
  return found;
}


/**
 * What a build says of a section the house planned that prints under its kind's size (a 15×15
 * Word Search on a 6×9 page in large print: one to a page is as large as it fits): one line a
 * section, naming it, the size it prints at and its kind's.
 */
export function underSize(book: BookFile, layout: BookLayout): string[] {
  const { spec } = book;
  const fit = sectionFits(book, layout);
  return spec.sections.flatMap((section, s) => {
    if (asked(section)) return [];
    const { least } = printRange(spec, section.kind);
    if (fit[s]!.scale >= least * (1 - 1e-6)) return [];
    const mm = (points: number) => (points / MM).toFixed(1);
    const print = `${spec.page.size}${spec.largePrint ? ' in large print' : ''}`;
    return [`sections[${s}] (${section.kind}, ${section.difficulty}) prints at ${mm(fit[s]!.scale)} mm a cell on ${print}, under the ${mm(least)} mm its kind prints at: one to a page is as large as it fits (a larger page, or a smaller puzzle, holds it)`];
  });
}
