import { type Figure, type Flow, digitText, hasClues, largestText, smallestText } from '../engine/figure.ts';
import { type CaptionLine, type Metrics, fittedScale } from './document.ts';
import type { Rect } from './layout.ts';
import type { TypeScale } from './type.ts';

/*
 * The scale a section's figures print at, from the cells they are set in: pure arithmetic on
 * figures and cells, that knows no book, page or layout (house.ts gives it those).
 */

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

/** A figure (drawn for a column of running text where it has some) in the cell it is set in, under its caption. */
export interface Placed {
  figure: (flow?: Flow) => Figure;
  cell: Rect;
  caption: readonly CaptionLine[];
}

/** Points per figure unit a section may print at: at least `least` where its cells allow, never over `most`. */
export interface ScaleRange {
  least: number;
  most: number;
}

/** Lines are wrapped a little short of the column, so the figure's stroke margin fits too. */
const WRAP_SHARE = 0.96;
/** Halvings of the running text's size when the tallest puzzle does not fit at body size: to within a hundredth of a point. */
const HALVINGS = 10;
/** Scales within this share of each other are the same scale (floating-point slack). */
export const SLACK = 1e-9;

/**
 * The scale a section's figures print at, each in its cell (`placed`): as large as every one
 * fits its cell (`fitSection`), within `range` (the kind's stated size, house.ts), its clue
 * digits then set at one of the book's steps (`TypeScale.figureSteps`): the largest its cells
 * hold, no larger than the top step, and no larger than keeps its largest text (Countdown's
 * target) within `figureMost`; never below the range's least or what prints its smallest text
 * at the readable size, where its cells allow that. Kinds with running text keep their fit
 * (their text at the body size already), within the range; so do drawings (`hasClues`: a maze),
 * and a section printed one to a page (`alone`): each fills its page, up to the range's most
 * (its running text set larger than the body as far as that allows, `fitSection`).
 */
export function placedFit(metrics: Metrics, type: TypeScale, placed: readonly Placed[], range: ScaleRange = { least: 0, most: Infinity }, alone = false): SectionFit {
  const fit = fitSection(metrics, type, placed, alone ? range.most : undefined);
  if (placed.length === 0) return fit;
  if (fit.flow) return { ...fit, scale: Math.min(fit.scale, range.most) };
  const figures = [...new Set(placed.map(({ figure }) => figure))].map((draw) => draw());
  // A drawing (a maze) has no digits to set on a step: as large as its cells allow, up to the most.
  if (!figures.some(hasClues)) return { ...fit, scale: Math.min(fit.scale, range.most) };
  const digit = Math.max(...figures.map(digitText));
  const largest = Math.max(...figures.map(largestText));
  const smallest = Math.min(...figures.map(smallestText));
  const floor = Math.max(type.minFigureText / smallest, range.least);
  // A puzzle alone on its page fills it up to its kind's most: no step to round its digits down
  // to, as no neighbour's digits are there to match, but its largest text (Countdown's target)
  // within `figureMost` as a page of several keeps it, unless that sets it under its floor.
  if (alone) return { ...fit, scale: Math.min(fit.scale, range.most, Math.max(type.figureMost / largest, floor)) };
  const ceiling = Math.min(Math.min(fit.scale, range.most) * digit, type.figureSteps.at(-1)!, (type.figureMost * digit) / largest);
  return { ...fit, scale: Math.min(fit.scale, range.most, Math.max(stepAt(type, ceiling) / digit, floor)) };
}

/** The largest scale at which every figure fits its cell, drawn for `flow`. */
function commonScale(metrics: Metrics, placed: readonly Placed[], flow?: Flow): number {
  return Math.min(...placed.map(({ figure, cell, caption }) => fittedScale(metrics.measure, figure(flow), cell, caption)));
}

/**
 * The largest scale at which every figure fits its cell; with running text, wrapped to the
 * narrowest cell at the body size, or where the longest then runs past its cell, the largest
 * size (found by halving) at which, wrapped again to the same column (more words a line as the
 * type gets smaller), every figure fits; with `grow` (points per unit: a puzzle alone on its
 * page), the largest size up to that and `figureMost` at which it still fits.
 */
export function fitSection(metrics: Metrics, type: TypeScale, placed: readonly Placed[], grow?: number): SectionFit {
  if (placed.length === 0) return { scale: 1 };
  const body = placed[0]!.figure().body;
  if (body === undefined) return { scale: commonScale(metrics, placed) };
  const width = Math.min(...placed.map(({ cell }) => cell.width));
  const at = (size: number): SectionFit & { fits: boolean } => {
    const flow: Flow = { ems: (width * WRAP_SHARE) / size, measure: metrics.measure };
    const scale = Math.min(size / body, commonScale(metrics, placed, flow));
    return { scale, flow, fits: scale * body >= size * 0.999 };
  };
  const whole = at(type.body);
  // Alone on its page, its text up to the most any figure's text prints (twice the body).
  const most = Math.min((grow ?? 0) * body, type.figureMost);
  if (whole.fits && most > type.body) return largestFitting(at, type.body, most, whole);
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

/**
 * The largest size between `low` (which fits: `fitted`) and `high` at which running text, wrapped
 * again to its column, still fits, found by halving: a puzzle alone on its page (a cryptogram)
 * sets its text larger than the body, its lines shorter, until the page is full.
 */
function largestFitting(at: (size: number) => SectionFit & { fits: boolean }, low: number, high: number, fitted: SectionFit): SectionFit {
  const top = at(high);
  if (top.fits) return { scale: top.scale, flow: top.flow };
  let best = fitted;
  for (let round = 0; round < HALVINGS; round++) {
    const mid = (low + high) / 2;
    const tried = at(mid);
    if (tried.fits) [low, best] = [mid, { scale: tried.scale, flow: tried.flow }];
    else high = mid;
  }
  return { scale: best.scale, flow: best.flow! };
}

/** The largest of the book's digit steps at or under `size`; a size under them all stays as it is. */
export function stepAt(type: TypeScale, size: number): number {
  for (let i = type.figureSteps.length - 1; i >= 0; i--) if (type.figureSteps[i]! <= size * (1 + SLACK)) return type.figureSteps[i]!;
  return size;
}
