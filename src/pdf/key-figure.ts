import { type Figure, type Item, hasClues, smallestText } from '../engine/figure.ts';
import type { TypeScale } from './type.ts';

/**
 * An answer as the key prints it: at one small answer scale for every kind, its digits at
 * the key's size (7.5 pt; 11.5 in large print), as a published book sets its solutions, and
 * none of its text under the book's least (7 pt; 11).
 */

/** The size the key sets an answer's digits at. */
export const keyDigitSize = (type: TypeScale) => type.minFigureText + 0.5;

/**
 * Text smaller than the digits (a grid's row numbers, the signs between boxes) is set as large
 * as the digits in the key, up to this much larger than drawn: the kinds draw it smaller for a
 * puzzle page, where the digits are large; at the key's size it would print under the least.
 */
const RAISE_AT_MOST = 1.5;

const shifted = (item: Item, dx: number, dy: number): Item => {
  switch (item.type) {
    case 'box':
    case 'text':
      return { ...item, x: item.x - dx, y: item.y - dy };
    case 'line':
      return { ...item, x1: item.x1 - dx, x2: item.x2 - dx, y1: item.y1 - dy, y2: item.y2 - dy };
    case 'circle':
      return { ...item, cx: item.cx - dx, cy: item.cy - dy };
    case 'curve':
      return { ...item, x1: item.x1 - dx, cx1: item.cx1 - dx, cx2: item.cx2 - dx, x2: item.x2 - dx, y1: item.y1 - dy, cy1: item.cy1 - dy, cy2: item.cy2 - dy, y2: item.y2 - dy };
  }
};

/** The figure without its rows' and columns' numbers, cropped to what is left: a compact key names no cell. */
function withoutCoordinates(figure: Figure): Figure {
  if (!figure.items.some((item) => item.type === 'text' && item.role === 'coordinate')) return figure;
  const items = figure.items.filter((item) => !(item.type === 'text' && item.role === 'coordinate'));
  // The numbers stand above and left of the grid (grid-labels.ts): crop to where the drawing starts.
  let left = Infinity;
  let top = Infinity;
  for (const item of items) {
    if (item.type === 'box') [left, top] = [Math.min(left, item.x), Math.min(top, item.y)];
    else if (item.type === 'line') [left, top] = [Math.min(left, item.x1, item.x2), Math.min(top, item.y1, item.y2)];
    else if (item.type === 'circle') [left, top] = [Math.min(left, item.cx - item.r), Math.min(top, item.cy - item.r)];
    else if (item.type === 'curve') [left, top] = [Math.min(left, item.x1, item.cx1, item.cx2, item.x2), Math.min(top, item.y1, item.cy1, item.cy2, item.y2)];
  }
  if (!Number.isFinite(left)) return { ...figure, items };
  return { ...figure, width: figure.width - left, height: figure.height - top, items: items.map((item) => shifted(item, left, top)) };
}

/**
 * The size most of an answer's digits are set at, clues and answers alike (the larger on a
 * tie): what a reader reads it by. A figure with neither (none yet) has its smallest text.
 */
export function answerDigits(figure: Figure): number {
  const counts = new Map<number, number>();
  for (const item of figure.items) if (item.type === 'text' && (item.role === 'given' || item.role === 'answer')) counts.set(item.size, (counts.get(item.size) ?? 0) + 1);
  let best = 0;
  let most = 0;
  for (const [size, n] of counts) if (n > most || (n === most && size > best)) [best, most] = [size, n];
  return most ? best : smallestText(figure);
}

/** The figure with its text smaller than its digits set as large as them, where that is a raise of at most `RAISE_AT_MOST`. */
function raised(figure: Figure): Figure {
  const digit = answerDigits(figure);
  if (smallestText(figure) >= digit) return figure;
  return {
    ...figure,
    items: figure.items.map((item) => (item.type === 'text' && item.size < digit && item.size * RAISE_AT_MOST >= digit ? { ...item, size: digit } : item)),
  };
}

const keyed = new WeakMap<Figure, Map<boolean, Figure>>();

/**
 * The answer's figure as the key sets it: in a compact key without rows' and columns' numbers
 * (nothing there names a cell); in a worked key with them, since its step names cells by them.
 */
export function keyFigure(figure: Figure, named: boolean): Figure {
  let mine = keyed.get(figure);
  if (!mine) keyed.set(figure, (mine = new Map()));
  let found = mine.get(named);
  if (!found) mine.set(named, (found = raised(named ? figure : withoutCoordinates(figure))));
  return found;
}

/**
 * The scales, in points per figure unit, an answer may be set at: at most its digits at the
 * key's size; at least its smallest text at the book's least, where a narrow column needs it smaller.
 */
export function keyScales(figure: Figure, type: TypeScale): { most: number; least: number } {
  if (!hasClues(figure)) return drawingScales(figure, type);
  const least = type.minFigureText / smallestText(figure);
  return { most: Math.max(least, keyDigitSize(type) / answerDigits(figure)), least };
}

/**
 * A drawing's answer (a maze's way, `hasClues`) has no digits to size it by: the key sets a unit
 * of it (a corridor) as if a cell of the key's digits, at most `DRAWING_MOST` of their size (a
 * 40×40 maze's answer two to a 6×9 page's width, an 8×8's three), and never under `DRAWING_LEAST`
 * of the book's least type (1.2 mm, 1.9 mm in large print), where its way still reads between its
 * walls; nor with any label under the least type.
 */
const DRAWING_MOST = 1.5;
const DRAWING_LEAST = 0.5;

function drawingScales(figure: Figure, type: TypeScale): { most: number; least: number } {
  const least = Math.max(DRAWING_LEAST * type.minFigureText, type.minFigureText / smallestText(figure));
  return { most: Math.max(least, DRAWING_MOST * keyDigitSize(type)), least };
}
