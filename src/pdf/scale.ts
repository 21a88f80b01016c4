import type { BookFile } from '../book/bookfile-schema.ts';
import { type Figure, type Flow, digitText, largestText, smallestText } from '../engine/figure.ts';
import { type Metrics, fittedScale, metricsOf } from './document.ts';
import { puzzleFigure } from './figures.ts';
import { type Rect, contentBox } from './layout.ts';
import { puzzleCaption, puzzlePageSet } from './pages.ts';
import { type BookLayout, layoutGeometry } from './plan.ts';
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

/** A puzzle (an index into `book.puzzles`) and the cell it is painted in. */
export interface Placed {
  p: number;
  cell: Rect;
}

/** Lines are wrapped a little short of the column, so the figure's stroke margin fits too. */
const WRAP_SHARE = 0.96;
/** Halvings of the running text's size when the tallest puzzle does not fit at body size: to within a hundredth of a point. */
const HALVINGS = 10;
/** Scales within this share of each other are the same scale (floating-point slack). */
export const SLACK = 1e-9;

const fits = new WeakMap<BookLayout, SectionFit[]>();

/** Each section's fit (see `placedFit`), worked out once per layout, from the cells its pages give its puzzles. */
export function sectionFits(book: BookFile, layout: BookLayout): SectionFit[] {
  let found = fits.get(layout);
  if (!found) {
    const g = layoutGeometry(book, layout);
    const placed: Placed[][] = book.spec.sections.map(() => []);
    layout.pages.forEach((page, i) => {
      if (page.type !== 'puzzles') return;
      const { cells } = puzzlePageSet(book, layout, contentBox(g, i + 1), page);
      page.puzzles.forEach((p, j) => placed[page.section]!.push({ p, cell: cells[j]! }));
    });
    fits.set(layout, (found = placed.map((section) => placedFit(book, section))));
  }
  return found;
}

/**
 * The scale a section's puzzles print at, each in its cell (`placed`): the largest at which
 * every one fits its cell, its clue digits then set at one of the book's steps
 * (`TypeScale.figureSteps`): the largest its cells hold, no larger than the top step, and no
 * larger than keeps its largest text (Countdown's target) within `figureMost`; never below what
 * prints its smallest text at the readable size, where its cells allow that. A section's scale
 * is its own figures' and its pages': a section of small grids beside one of large grids keeps
 * its larger type. Kinds with running text keep their fit: their text is at the body size already.
 */
export function placedFit(book: BookFile, placed: readonly Placed[]): SectionFit {
  const type = typeFor(book.spec);
  const fit = fitSection(metricsOf(book.spec.typeface), book, type, placed);
  if (fit.flow || placed.length === 0) return fit;
  const figures = [...new Set(placed.map(({ p }) => p))].map((p) => puzzleFigure(book, p, fit.flow));
  const digit = Math.max(...figures.map(digitText));
  const largest = Math.max(...figures.map(largestText));
  const smallest = Math.min(...figures.map(smallestText));
  const ceiling = Math.min(fit.scale * digit, type.figureSteps.at(-1)!, (type.figureMost * digit) / largest);
  const readable = type.minFigureText / smallest;
  return { ...fit, scale: Math.min(fit.scale, Math.max(stepAt(type, ceiling) / digit, readable)) };
}

/** The largest scale at which every puzzle of the section fits its cell, with its figures drawn by `draw`. */
function commonScale(metrics: Metrics, book: BookFile, type: TypeScale, section: readonly Placed[], draw: (p: number) => Figure): number {
  return Math.min(...section.map(({ p, cell }) => fittedScale(metrics.measure, draw(p), cell, puzzleCaption(book, type, p))));
}

function fitSection(metrics: Metrics, book: BookFile, type: TypeScale, section: readonly Placed[]): SectionFit {
  if (section.length === 0) return { scale: 1 };
  const body = puzzleFigure(book, section[0]!.p).body;
  if (body === undefined) return { scale: commonScale(metrics, book, type, section, (p) => puzzleFigure(book, p)) };
  // Running text: wrapped to the column at the body size; where the longest puzzle then runs
  // past its cell, the largest size (found by halving) at which, wrapped again to the same
  // column (more words a line as the type gets smaller), every puzzle fits.
  const width = Math.min(...section.map(({ cell }) => cell.width));
  const at = (size: number): SectionFit & { fits: boolean } => {
    const flow: Flow = { ems: (width * WRAP_SHARE) / size, measure: metrics.measure };
    const scale = Math.min(size / body, commonScale(metrics, book, type, section, (p) => puzzleFigure(book, p, flow)));
    return { scale, flow, fits: scale * body >= size * 0.999 };
  };
  const whole = at(type.body);
  if (whole.fits) return { scale: whole.scale, flow: whole.flow };
  let [low, high] = [0, type.body];
  let best: SectionFit = whole;
  for (let round = 0; round < HALVINGS; round++) {
    const mid = (low + high) / 2;
    const tried = at(mid);
    if (tried.fits) [low, best] = [mid, { scale: tried.scale, flow: tried.flow }];
    else high = mid;
  }
  return best === whole ? { scale: whole.scale, flow: whole.flow } : best;
}

/** The largest of the book's digit steps at or under `size`; a size under them all stays as it is. */
export function stepAt(type: TypeScale, size: number): number {
  for (let i = type.figureSteps.length - 1; i >= 0; i--) if (type.figureSteps[i]! <= size * (1 + SLACK)) return type.figureSteps[i]!;
  return size;
}
