import { gridOf } from '../book/spec.ts';
import type { BookFile } from '../book/bookfile-schema.ts';
import { UserError, type UserProblem, formatPath, oneScreen } from '../engine/errors.ts';
import { metricsOf, printedTextSize } from './document.ts';
import { puzzleFigure } from './figures.ts';
import { howToOnline, howToSmallest, setHowToPage } from './how-to.ts';
import { howToVariant } from '../book/how-to.ts';
import { sectionFits, standInBook } from './house.ts';
import { type Rect, contentBox, gridCells } from './layout.ts';
import { puzzleCaption, puzzlePageSet } from './puzzle-page.ts';
import { type BookLayout, layoutBook, layoutGeometry, standInLayout } from './plan.ts';
import type { BookSpec } from '../book/spec.ts';
import { type TypeScale, typeFor } from './type.ts';
import { language } from '../engine/language.ts';
import type { KindName } from '../kinds/registry.ts';

/** Most puzzles a page may ask for, as the spec allows. */
const MOST_PER_PAGE = 12;

/** A size in points as a message shows it, rounded down so a refused 6.96 never reads "7.0". */
const points = (size: number) => (Math.floor(size * 10) / 10).toFixed(1);

/** Each how-to page's smallest text, by all it is set from: a spec is checked many times as its sections are fitted. */
const howToSizes = new Map<string, number>();
function howToSmallestAt(book: BookFile, type: TypeScale, column: Rect, kind: KindName): number {
  const online = howToOnline(book);
  const variant = howToVariant(book.spec.sections, kind);
  const key = [language(), book.spec.typeface, type.minFigureText, type.body, column.x, column.y, column.width, column.height, kind, online, JSON.stringify(variant)].join(' ');
  let size = howToSizes.get(key);
  if (size === undefined) {
    const metrics = metricsOf(book.spec.typeface);
    howToSizes.set(key, (size = howToSmallest(metrics, setHowToPage(metrics, type, column, kind, online, variant))));
  }
  return size;
}

/**
 * Refuses, before anything is drawn, a book whose puzzles would print text smaller than its
 * minimum (7 pt, 11 pt in large print) once fitted to their cells: one line per section at
 * fault, naming the spec field and how many puzzles to a page would fit. Every puzzle is
 * measured in the very cell the page would paint it in, and every how-to page as it is set.
 */
export function checkReadable(book: BookFile, layout: BookLayout = layoutBook(book), where = `${book.slug}.json`): void {
  const type = typeFor(book.spec);
  const { measure } = metricsOf(book.spec.typeface);
  const g = layoutGeometry(book, layout);
  const smallest = new Map<number, number>();
  const puzzlesOf = new Map<number, number[]>();
  /** Each section's first page area for its grid: the smallest it has, used to say what would fit. */
  const openingArea = new Map<number, Rect>();

  layout.pages.forEach((page, i) => {
    if (page.type !== 'puzzles') return;
    const content = contentBox(g, i + 1);
    const { cells } = puzzlePageSet(book, layout, content, page);
    if (page.opensSection) {
      const top = cells[0]!.y;
      openingArea.set(page.section, { x: content.x, y: top, width: content.width, height: content.y + content.height - top });
    }
    const { scale, flow } = sectionFits(book, layout)[page.section]!;
    page.puzzles.forEach((p, j) => {
      const size = printedTextSize(measure, puzzleFigure(book, p, flow), cells[j]!, puzzleCaption(book, type, p), scale);
      smallest.set(page.section, Math.min(smallest.get(page.section) ?? Infinity, size));
      const list = puzzlesOf.get(page.section);
      if (list) list.push(p);
      else puzzlesOf.set(page.section, [p]);
    });
  });

  // A how-to page chooses its layout by the same floor (an example that cannot be drawn legibly
  // there is told in words), so it never refuses a book: a page under it is the program's fault.
  layout.pages.forEach((page, i) => {
    if (page.type !== 'how-to') return;
    const size = howToSmallestAt(book, type, contentBox(g, i + 1), page.kind);
    if (size < type.minFigureText) throw new Error(`the how-to page of ${page.kind} (page ${i + 1}) would print text at ${points(size)} pt, under ${type.minFigureText} pt`);
  });

  const least = `${type.minFigureText} pt${type.minFigureText > 7 ? ' (large print)' : ''}`;
  // Each problem told in the message, and given whole (its place, its figures) for a caller to word.
  const problems: UserProblem[] = [];
  const refuse = (path: (string | number)[], code: string, values: Record<string, number>, message: string) => problems.push({ path, code, values, message });
  book.spec.sections.forEach((section, s) => {
    const size = smallest.get(s) ?? Infinity;
    if (size >= type.minFigureText) return;
    const area = openingArea.get(s)!;
    const fitsAt = (perPage: number) => {
      const cell = gridCells(area, { perPage })[0]!;
      return puzzlesOf.get(s)!.every((p) => printedTextSize(measure, puzzleFigure(book, p), cell, puzzleCaption(book, type, p)) >= type.minFigureText);
    };
    const options = ['sections', s, 'options'];
    const sizes = { points: Number(points(size)), least: type.minFigureText };
    // A grid the book chose is never refused for itself: the puzzles are too large for any.
    if (section.perPage === undefined && section.layout === undefined) {
      refuse(options, 'too-large', sizes, `even 1 per page would print text at ${points(size)} pt, under ${least}: make the puzzles smaller`);
      return;
    }
    const grid = gridOf(section);
    let best = 0;
    for (let n = Math.min(grid.perPage - 1, MOST_PER_PAGE); n >= 1 && !best; n--) if (fitsAt(n)) best = n;
    const at = ['sections', s, section.layout !== undefined ? 'layout' : 'perPage'];
    const asked = section.layout !== undefined ? section.layout : `${grid.perPage} per page`;
    const printed = `${asked} would print text at ${points(size)} pt`;
    const values = { ...sizes, asked: grid.perPage, fits: best };
    if (best) refuse(at, 'too-small', values, `${printed}; at most ${best} fit at ${least} or more`);
    else if (grid.perPage === 1) refuse(at, 'too-large', values, `${printed}, under ${least}: make the puzzles smaller (${formatPath(options)})`);
    else refuse(at, 'too-small', values, `${printed}, and even 1 per page prints under ${least}: make the puzzles smaller (${formatPath(options)})`);
  });
  if (problems.length) throw new UserError(oneScreen(problems.map((problem) => `${where}: ${formatPath(problem.path)}: ${problem.message}`)), problems, 'cannot-print');
}

/**
 * Refuses, from the spec alone, a book whose pages would print a puzzle under its readable
 * minimum: `checkReadable` on its sections' largest stand-ins, laid out as the book will be
 * (plan.ts, `standInLayout`). A build refuses with it before any puzzle is made, and `build --plan` says the same.
 */
export function checkRoom(spec: BookSpec, where: string): void {
  checkReadable(standInBook(spec, 'largest'), standInLayout(spec), where);
}
