import type { BookFile } from '../book/bookfile-schema.ts';
import { plan as planJobs } from '../book/plan.ts';
import { type BookSpec, gridOf } from '../book/spec.ts';
import { digitText, smallestText } from '../engine/figure.ts';
import { getKind } from '../kinds/registry.ts';
import { CAPTION_GAP, captionHeight, captionedFit, metricsOf } from './document.ts';
import { puzzleFigure } from './figures.ts';
import { type GridAsk, type Rect, contentBox, shapeOf } from './layout.ts';
import { puzzleCaption, setPuzzlePage } from './pages.ts';
import { type BookLayout, type BookPage, type SectionPage, layoutGeometry, layoutWith } from './plan.ts';
import { type Placed, placedFit } from './scale.ts';
import { type TypeScale, typeFor } from './type.ts';

/*
 * What a section's pages make room for, from the spec alone, before any puzzle is made: each
 * puzzle stands in as its kind's stand-in (`PuzzleKind.standIns`), so a build and its
 * `build --plan` lay out the same pages and refuse the same grids. The largest stand-in says
 * whether a grid prints readably (every puzzle made is no larger); the typical one how full
 * its pages look and at what size its type reads.
 */

type Which = 'largest' | 'typical';

const books = new WeakMap<BookSpec, Record<Which, BookFile>>();

/**
 * The spec's book with each puzzle its section's stand-in (`which`): one record a section,
 * in each of its places, with its first puzzle's id (a caption's QR code is as large for every id).
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

/** Each section's pages (their counts and grids) and the largest stand-ins laid out on them. */
interface Room {
  splits: SectionPage[][];
  layout: BookLayout;
}

const rooms = new WeakMap<BookSpec, Room>();

/**
 * How each section's puzzles fall to its pages, from the spec alone (see `chooseSplit`): the
 * grid it asks (`perPage` or `layout`) exactly, its last page holding what is left; else the
 * grid the book chooses for it.
 */
export function sectionSplits(spec: BookSpec): SectionPage[][] {
  return roomOf(spec).splits;
}

/**
 * The largest stand-ins laid out on the book's pages (`sectionSplits`), with the margins of the
 * most pages the book may reach: what `build --plan` shows and `checkRoom` measures.
 */
export function standInLayout(spec: BookSpec): BookLayout {
  return roomOf(spec).layout;
}

/**
 * `firsts` (each section's first puzzle, its spec's counts 1) laid out as `spec`'s book lays out
 * each section's opening page, in its margins: the fit stage measures them there.
 */
export function openingLayout(spec: BookSpec, firsts: BookFile): BookLayout {
  const opening = sectionSplits(spec).map((pages) => [{ count: 1, grid: pages[0]!.grid }]);
  return { ...layoutWith(firsts, opening, []), gutterPages: standInLayout(spec).gutterPages! };
}

function roomOf(spec: BookSpec): Room {
  let room = rooms.get(spec);
  if (!room) {
    const largest = standInBook(spec, 'largest');
    // The front matter is the same whatever the grids; one puzzle a page is the most pages the
    // sections can take, and a key at the back at most a page an answer: margins set for that
    // many pages are the narrowest the book can have, so a grid that reads in them reads in the
    // book. How full a grid's pages look is judged in the margins the book most likely has:
    // those of its pages before the key, as a first choice in the narrowest margins sets them.
    const single = spec.sections.map((section) => evenly(section.count, { perPage: 1 }));
    const first = layoutWith(largest, single, []);
    const gutterPages = first.pages.length + (spec.answers === 'back' && !spec.worksheet ? largest.puzzles.length : 0);
    const narrowest: BookLayout = { ...first, gutterPages };
    const rough = spec.sections.map((_, s) => chooseSplit(spec, s, narrowest, narrowest));
    const likely: BookLayout = { ...first, gutterPages: layoutWith(largest, rough, []).pages.length };
    const splits = spec.sections.map((_, s) => chooseSplit(spec, s, narrowest, likely));
    room = { splits, layout: { ...layoutWith(largest, splits, []), gutterPages } };
    rooms.set(spec, room);
  }
  return room;
}

/** `count` puzzles `grid.perPage` to a page, the last page holding what is left. */
function evenly(count: number, grid: GridAsk): SectionPage[] {
  const pages: SectionPage[] = [];
  for (let left = count; left > 0; left -= grid.perPage) pages.push({ count: Math.min(grid.perPage, left), grid });
  return pages;
}

/**
 * A page is full when its figures, each with its caption, cover this share of the room its
 * puzzles have (the text area below any heading): two square grids stacked on a 6×9 page,
 * their digits at 12 pt, cover some 0.45 of it; one Countdown, a third.
 */
export const FULL = 0.4;
/** Grids with more cells a page than this are not tried: a spec may ask up to 12. */
const MOST_TRIED = 12;
/** The fewest ems of the body size a line of running text holds in a grid the book chooses: some 45 characters. */
const LEAST_LINE = 22;

/** A way to set a section's pages, and what it prints like. */
interface Trial {
  pages: SectionPage[];
  /** The largest stand-in prints no text under the readable size, and its running text (if any) has lines long enough. */
  fits: boolean;
  /** The typical stand-in's type reads at the size a book's puzzles should (see `comfortable`). */
  reads: boolean;
  /** The size the typical stand-in's type prints at: its clue digits, or its running text. */
  size: number;
  /** The least any page of the section is filled by typical stand-ins (see `FULL`). */
  fill: number;
}

/**
 * A section's pages. Asked for (`perPage`, `layout`): that grid, exactly. Left to the book (a
 * worksheet's too): of the grids tried (`gridsFor`) that print its largest stand-in
 * readably and its typical one comfortably (`comfortable`), the one that takes the fewest pages
 * whose every page is at least about half filled (`FULL`); where none fills so much, the
 * fullest; where none prints comfortably, the one whose type is largest. Never a lone puzzle
 * on a section's last page: its last page holds one more, or the lone puzzle opens the
 * section, whichever prints better. Where no grid prints readably (the puzzles are too large
 * for the page), one to a page, and the check says so.
 */
function chooseSplit(spec: BookSpec, s: number, narrowest: BookLayout, likely: BookLayout): SectionPage[] {
  const section = spec.sections[s]!;
  if (section.perPage !== undefined || section.layout !== undefined) return evenly(section.count, gridOf(section));
  // A large-print worksheet of a kind that says how many its page holds (Word Search: one).
  const sheet = getKind(section.kind).worksheetPerPage;
  if (spec.worksheet && spec.largePrint && sheet !== undefined) return evenly(section.count, { perPage: sheet });
  const trials = gridsFor(section.count)
    .flatMap((grid) => splitsOf(section.count, grid))
    .map((pages) => tried(spec, s, narrowest, likely, pages));
  const fitting = trials.filter((t) => t.fits);
  if (fitting.length === 0) return evenly(section.count, { perPage: 1 });
  const reads = fitting.filter((t) => t.reads);
  const full = reads.filter((t) => t.fill >= FULL);
  if (full.length) return best(full, (t) => -t.pages.length, (t) => t.fill).pages;
  if (reads.length) return best(reads, (t) => t.fill, (t) => t.size).pages;
  return best(fitting, (t) => t.size, (t) => t.fill).pages;
}

/** The trial `first` ranks highest, `then` breaking a tie; the earlier of equals (fewer cells a page). */
function best(trials: readonly Trial[], first: (t: Trial) => number, then: (t: Trial) => number): Trial {
  const above = (a: number, b: number) => a > b + 1e-6;
  return trials.reduce((a, b) => (above(first(b), first(a)) || (!above(first(a), first(b)) && above(then(b), then(a))) ? b : a));
}

/**
 * The least size a book's puzzle should print at when the book chooses its grid: a grid's
 * clue digits at the body size (10.5 pt, 14 in large print: cells large enough to write in);
 * running text, and clues as small as anything in their figure, at the step below it (9 pt,
 * 12 in large print: a paperback's body size).
 */
function comfortable(type: TypeScale, small: boolean): number {
  return small ? ([...type.figureSteps].reverse().find((step) => step < type.body) ?? type.body) : type.body;
}

/** The grids tried for a section of `count`: as `gridShape` arranges up to `MOST_TRIED`, full grids of up to 3 columns and 4 rows, one column of up to 5; none with more cells than puzzles. */
function gridsFor(count: number): GridAsk[] {
  const grids: GridAsk[] = [];
  const seen = new Set<string>();
  const add = (grid: GridAsk) => {
    const { columns, rows } = shapeOf(grid);
    const key = `${grid.perPage} ${columns}x${rows}`;
    if (grid.perPage > count || seen.has(key)) return;
    seen.add(key);
    grids.push(grid);
  };
  for (let n = 1; n <= MOST_TRIED; n++) add({ perPage: n });
  for (let cols = 1; cols <= 3; cols++) for (let rows = 1; rows <= (cols === 1 ? 5 : 4); rows++) add({ perPage: cols * rows, cols, rows });
  return grids;
}

/**
 * `count` puzzles in `grid`, with no lone puzzle on a last page: where one would be left, its
 * last page holds one more in a grid with room for it, or the lone puzzle opens the section.
 */
function splitsOf(count: number, grid: GridAsk): SectionPage[][] {
  const pages = evenly(count, grid);
  if (grid.perPage === 1 || pages.at(-1)!.count !== 1) return [pages];
  const n = grid.perPage;
  const { columns } = shapeOf(grid);
  const more: GridAsk = grid.cols === undefined ? { perPage: n + 1 } : { perPage: n + 1, cols: columns, rows: Math.ceil((n + 1) / columns) };
  const merged = [...pages.slice(0, -2), { count: n + 1, grid: more }];
  const opened = [{ count: 1, grid }, ...pages.slice(0, -1)];
  return [merged, opened];
}

/** A section set as `pages` in `layout`'s margins: each distinct page set once (every stand-in of a section is one record), its cells, and its puzzles placed in them. */
function setPages(spec: BookSpec, s: number, layout: BookLayout, pages: SectionPage[]) {
  const largest = standInBook(spec, 'largest');
  const g = layoutGeometry(largest, layout);
  const p = spec.sections.slice(0, s).reduce((n, section) => n + section.count, 0);
  // A page is known by whether it opens the section, its count and its grid.
  const distinct = new Map<string, { page: BookPage & { type: 'puzzles' }; content: Rect }>();
  pages.forEach(({ count, grid }, i) => {
    const opens = i === 0 || !!spec.worksheet;
    const key = `${opens} ${count} ${JSON.stringify(grid)}`;
    if (distinct.has(key)) return;
    const page = { type: 'puzzles' as const, section: s, opensSection: i === 0, puzzles: Array.from({ length: count }, () => p), grid };
    distinct.set(key, { page, content: contentBox(g, layout.sectionPage[s]! + i) });
  });
  const set = [...distinct.values()].map(({ page, content }) => ({ page, content, cells: setPuzzlePage(largest, layout, content, page).cells }));
  const placed: Placed[] = set.flatMap(({ page, cells }) => page.puzzles.map((q, j) => ({ p: q, cell: cells[j]! })));
  return { p, set, placed };
}

/**
 * How a section set as `pages` prints (see `Trial`): whether it fits, in the narrowest margins
 * the book may have (`narrowest`); how it reads and fills, in those it most likely has (`likely`).
 */
function tried(spec: BookSpec, s: number, narrowest: BookLayout, likely: BookLayout, pages: SectionPage[]): Trial {
  const largest = standInBook(spec, 'largest');
  const typical = standInBook(spec, 'typical');
  const type = typeFor(spec);
  // Readable: the largest stand-in, in the narrowest margins.
  const tight = setPages(spec, s, narrowest, pages);
  const big = placedFit(largest, tight.placed);
  const readable = smallestText(puzzleFigure(largest, tight.p, big.flow)) * big.scale >= type.minFigureText * (1 - 1e-6);
  const running = puzzleFigure(largest, tight.p).body !== undefined;
  const lines = !running || Math.min(...tight.placed.map(({ cell }) => cell.width)) * 0.96 >= LEAST_LINE * type.body;
  // How it reads and fills: the typical stand-in, in the likely margins.
  const { p, set, placed } = setPages(spec, s, likely, pages);
  const usual = placedFit(typical, placed);
  const figure = puzzleFigure(typical, p, usual.flow);
  const caption = puzzleCaption(typical, type, p);
  const { measure } = metricsOf(spec.typeface);
  const fills = set.map(({ page, content, cells }) => {
    const used = page.puzzles.reduce((area, _, j) => {
      const fit = captionedFit(measure, cells[j]!, caption, figure, usual.scale);
      return area + fit.width * (fit.height + captionHeight(caption) + CAPTION_GAP);
    }, 0);
    const top = cells[0]!.y;
    return used / (content.width * (content.y + content.height - top));
  });
  const size = digitText(figure) * usual.scale;
  const fill = Math.min(...fills);
  // Running text, and clues set as small as anything in the figure (Kakuro's sums, Calcudoku's cage clues), read as text does.
  const small = running || digitText(figure) <= smallestText(figure);
  return { pages, fits: readable && lines, reads: size >= comfortable(type, small) * (1 - 1e-6), size, fill };
}
