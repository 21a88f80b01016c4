import type { BoxItem, Figure, LineItem, TextItem } from '../engine/figure.ts';
import { placed, svgElement } from '../draw/svg.ts';
import { BOX_INK, FIGURE_MARGIN, LINE_INK, TEXT_INK } from '../draw/style.ts';
import type { Op } from './card-paint.ts';
import { FIGURE_FONT } from './card-type.ts';

/**
 * A puzzle's drawing as a social card shows it: the figure its page shows, scaled to fit the
 * box at (`x`, `y`) of `size` × `size` pixels and centred in it, as operations in the card's
 * pixels (card-paint.ts), drawn for a picture rather than for a browser:
 * - boxes, and lines along the grid, are snapped to whole pixels: a grid's edges fall on
 *   pixels and every line of a width is as wide as the others (where anti-aliased, a line of
 *   1.4 px was a blur of two or three);
 * - a box's outline is the four strips of a stroke centred on its edges;
 * - text is set in Noto Sans, whose zero is plain, as the page's drawing is (card-type.ts);
 * - circles and slanted lines, which no kind draws yet, are SVG as the page draws them.
 * Items keep their order: what a kind draws over another stays over it.
 */
export function figureOps(figure: Figure, box: { x: number; y: number; size: number }): Op[] {
  const { scale, x, y } = placed(figure, box);
  const origin = { x: x + FIGURE_MARGIN * scale, y: y + FIGURE_MARGIN * scale };
  const snap = { x: (v: number) => Math.round(origin.x + v * scale), y: (v: number) => Math.round(origin.y + v * scale) };
  return figure.items.flatMap((item): Op[] => {
    switch (item.type) {
      case 'box':
        return boxOps(item, snap, scale);
      case 'line':
        return item.x1 === item.x2 || item.y1 === item.y2 ? [gridLine(item, snap, scale)] : [smooth(svgElement(item), origin, scale)];
      case 'text':
        return [textOp(item, origin, scale)];
      case 'circle':
      case 'curve':
        return [smooth(svgElement(item), origin, scale)];
    }
  });
}

type Snap = { x: (v: number) => number; y: (v: number) => number };

/** An SVG element in figure units, placed in the card's pixels. */
const smooth = (svg: string, origin: { x: number; y: number }, scale: number): Op => ({ type: 'svg', svg: `<g transform="matrix(${scale} 0 0 ${scale} ${origin.x} ${origin.y})">${svg}</g>` });

/** A stroke `width` units wide, in whole pixels (at least one), and how much of it lies before the edge it is centred on. */
function strokeOf(width: number, scale: number): { t: number; before: number } {
  const t = Math.max(1, Math.round(width * scale));
  return { t, before: Math.floor(t / 2) };
}

const rect = (left: number, top: number, right: number, bottom: number, colour: string): Op[] => (right > left && bottom > top ? [{ type: 'rect', left, top, right, bottom, colour }] : []);

/** A box: its inside filled, then its outline, on whole pixels. */
function boxOps(item: BoxItem, snap: Snap, scale: number): Op[] {
  const ink = BOX_INK[item.role];
  const [left, top, right, bottom] = [snap.x(item.x), snap.y(item.y), snap.x(item.x + item.w), snap.y(item.y + item.h)];
  const ops = ink.fill ? rect(left, top, right, bottom, ink.fill) : [];
  if (ink.stroke) {
    const { t, before } = strokeOf(ink.strokeWidth, scale);
    const [ol, ot, or, ob] = [left - before, top - before, right - before + t, bottom - before + t];
    const [il, ir, ib] = [left - before + t, right - before, bottom - before];
    // Top and bottom strips the whole width, the sides between them.
    ops.push(...rect(ol, ot, or, ot + t, ink.stroke), ...rect(ol, ib, or, ob, ink.stroke), ...rect(ol, ot + t, il, ib, ink.stroke), ...rect(ir, ot + t, or, ib, ink.stroke));
  }
  return ops;
}

/** A line along the grid, with its square ends, as the rectangle it paints on whole pixels. */
function gridLine(item: LineItem, snap: Snap, scale: number): Op {
  const ink = LINE_INK[item.role];
  const { t, before } = strokeOf(ink.width, scale);
  const [x1, x2] = [snap.x(Math.min(item.x1, item.x2)), snap.x(Math.max(item.x1, item.x2))];
  const [y1, y2] = [snap.y(Math.min(item.y1, item.y2)), snap.y(Math.max(item.y1, item.y2))];
  return { type: 'rect', left: x1 - before, top: y1 - before, right: x2 - before + t, bottom: y2 - before + t, colour: ink.stroke };
}

/** Text centred on its point, in the drawing's plain-zero face (it has Greek and Cyrillic too). */
function textOp(item: TextItem, origin: { x: number; y: number }, scale: number): Op {
  const ink = TEXT_INK[item.role];
  return {
    type: 'text',
    text: item.text,
    font: FIGURE_FONT,
    weight: ink.weight,
    size: item.size * scale,
    x: origin.x + item.x * scale,
    y: origin.y + item.y * scale,
    setting: { anchor: item.anchor, baseline: 'central' },
    colour: ink.screen ?? ink.fill,
  };
}
