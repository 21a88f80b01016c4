import type { Figure, Item } from '../engine/figure.ts';
import { BOX_INK, FIGURE_MARGIN, FULL_WEIGHT_AT, LINE_INK, type LineInk, type PrintWeight, TEXT_INK, type Weight } from './style.ts';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface FontNames {
  regular: string;
  bold: string;
}

/**
 * The current font's heights in ems (a fraction of the font size): its ascender above the
 * baseline, its descender (below, so negative) and its capitals' height. pdfkit keeps them in
 * thousandths of an em on its font, which its typings do not show.
 */
export function fontMetrics(doc: PDFKit.PDFDocument): { ascender: number; descender: number; capHeight: number } {
  const font = (doc as unknown as { _font: { ascender: number; descender: number; capHeight: number } | null })._font;
  if (!font) throw new Error('no font is set');
  return { ascender: font.ascender / 1000, descender: font.descender / 1000, capHeight: font.capHeight / 1000 };
}

/**
 * Where the baseline sits below a text item's `y`, as a fraction of the font size: half the
 * current font's cap height, so digits and capitals are centred on `y` by eye. pdfkit's
 * `baseline: 'middle'` centres the ascender–descender box instead, which sets digits visibly
 * high in their cells.
 */
export function baselineBelowCentre(doc: PDFKit.PDFDocument): number {
  const { capHeight } = fontMetrics(doc);
  if (!(capHeight > 0)) throw new Error('no font with a cap height is set');
  return capHeight / 2;
}

/**
 * A line's printed weight, in points, at `scale` points per figure unit: its style's full weight
 * wherever a unit prints `FULL_WEIGHT_AT` or more (every puzzle page), as a publisher sets its
 * rules whatever the grid's size; in a smaller figure (a key's answer) lighter in proportion,
 * never under its least (a cell's line 0.5 pt, which prints unbroken). A line weighed as a share
 * of a unit (a maze's wall) is that share at every scale, within its least and full weights.
 */
export function printedWeight(weight: PrintWeight, scale: number): number {
  if (weight.share !== undefined) return Math.min(weight.full, Math.max(weight.least, weight.share * scale));
  return Math.max(weight.least, weight.full * Math.min(1, scale / FULL_WEIGHT_AT));
}

/** Where `paintFigure` puts a figure in `box`: the painted area (margin included) and its scale. */
export interface Fit extends Rect {
  /** Points per figure unit. */
  scale: number;
  /** Where the figure's origin (0, 0) lands on the page. */
  originX: number;
  originY: number;
}

/** The width of `text` in ems of the font of `weight`, as the PDF will set it. */
export type MeasureText = (text: string, weight: Weight) => number;

/** What a figure covers, in its own units: its declared box, widened by any text set past it. */
export interface Bounds {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The figure's box, and with `measure` the box every text item really covers in the font it
 * is printed in. Kinds size text by an estimate of glyph widths; a wider font, or a long
 * rule line, can run past the declared width, and would then spill into the next cell or
 * the page margin if the figure were fitted by its declared size alone.
 */
export function figureBounds(figure: Figure, measure?: MeasureText): Bounds {
  if (!measure) return { left: 0, top: 0, right: figure.width, bottom: figure.height };
  return { ...measuredText(figure, measure).bounds };
}

/** A figure's text as measured in one face: the box it covers, and each text item's width in ems (by the item's index; 0 for other items). */
interface MeasuredText {
  bounds: Bounds;
  ems: number[];
}

// Measured once a figure and font: layout fits a figure to its cell several times (its
// section's scale, the readable size, its place on the page), painting centres its text by
// the same widths, and figures never change.
const measured = new WeakMap<Figure, Map<MeasureText, MeasuredText>>();

function measuredText(figure: Figure, measure: MeasureText): MeasuredText {
  let known = measured.get(figure);
  if (!known) measured.set(figure, (known = new Map()));
  let found = known.get(measure);
  if (!found) known.set(measure, (found = measureText(figure, measure)));
  return found;
}

function measureText(figure: Figure, measure: MeasureText): MeasuredText {
  const bounds = { left: 0, top: 0, right: figure.width, bottom: figure.height };
  const ems = figure.items.map((item) => (item.type === 'text' ? measure(item.text, TEXT_INK[item.role].weight) : 0));
  figure.items.forEach((item, i) => {
    if (item.type !== 'text') return;
    const width = ems[i]! * item.size;
    const start = item.anchor === 'middle' ? item.x - width / 2 : item.anchor === 'end' ? item.x - width : item.x;
    bounds.left = Math.min(bounds.left, start);
    bounds.right = Math.max(bounds.right, start + width);
    bounds.top = Math.min(bounds.top, item.y - item.size / 2);
    bounds.bottom = Math.max(bounds.bottom, item.y + item.size / 2);
  });
  return { bounds, ems };
}

/**
 * The largest uniform scale (never stretched), and at most `most`, at which the figure (by
 * `figureBounds`) and its stroke margin fit `box`, centred in it. Layouts call this to place
 * captions against the figure's real edges; `most` sets every figure of a section at one scale.
 */
export function fitFigure(figure: Figure, box: Rect, measure?: MeasureText, most = Infinity): Fit {
  const b = figureBounds(figure, measure);
  const spanX = b.right - b.left + 2 * FIGURE_MARGIN;
  const spanY = b.bottom - b.top + 2 * FIGURE_MARGIN;
  const scale = Math.max(0, Math.min(box.width / spanX, box.height / spanY, most));
  const width = spanX * scale;
  const height = spanY * scale;
  const x = box.x + (box.width - width) / 2;
  const y = box.y + (box.height - height) / 2;
  return { x, y, width, height, scale, originX: x + (FIGURE_MARGIN - b.left) * scale, originY: y + (FIGURE_MARGIN - b.top) * scale };
}

/** `fit` moved so its painted area's top left is at `x`, `y`, at the same scale. */
export function movedFit(fit: Fit, x: number, y: number): Fit {
  return { ...fit, x, y, originX: fit.originX + (x - fit.x), originY: fit.originY + (y - fit.y) };
}

/**
 * Paints the figure into `box` as `fitFigure` places it (given the same `measure`), every item
 * inked from the style table. Returns the scale used, in points per figure unit.
 */
export function paintFigure(doc: PDFKit.PDFDocument, figure: Figure, box: Rect, fonts: FontNames, measure?: MeasureText): number {
  return paintFitted(doc, figure, fitFigure(figure, box, measure), fonts, measure);
}

/** Paints the figure where `fit` (from `fitFigure` with the same `measure`) places it, at its scale: see `paintFigure`. */
export function paintFitted(doc: PDFKit.PDFDocument, figure: Figure, fit: Fit, fonts: FontNames, measure?: MeasureText): number {
  const { scale } = fit;
  const left = fit.originX;
  const top = fit.originY;
  const X = (x: number) => left + x * scale;
  const Y = (y: number) => top + y * scale;
  const width = (weight: PrintWeight) => printedWeight(weight, scale);

  // Text is centred by the widths measured to fit the figure, where it was fitted by them.
  const ems = measure && measuredText(figure, measure).ems;
  doc.save();
  figure.items.forEach((item, i) => paintItem(doc, item, { X, Y, scale, width }, fonts, ems?.[i]));
  doc.restore();
  return scale;
}

interface Mapping {
  X: (x: number) => number;
  Y: (y: number) => number;
  scale: number;
  /** A line's printed weight from its style's, in points (`printedWeight`). */
  width: (weight: PrintWeight) => number;
}

/** Strokes the path drawn, at `weight` points, dashed where its ink is, in widths of the line (and the dash set back after, as the next stroke must not inherit it). */
function stroked(doc: PDFKit.PDFDocument, ink: LineInk, weight: number): void {
  doc.lineWidth(weight);
  if (!ink.dash) return void doc.stroke(ink.stroke);
  const [on, off] = ink.dash.print;
  doc.dash(on * weight, { space: off * weight }).stroke(ink.stroke).undash();
}

function paintItem(doc: PDFKit.PDFDocument, item: Item, map: Mapping, fonts: FontNames, ems?: number): void {
  const { X, Y, scale, width } = map;
  switch (item.type) {
    case 'box': {
      const ink = BOX_INK[item.role];
      // An unpainted path would linger and be painted by the next fill or stroke.
      if (!ink.fill && !ink.stroke) return;
      doc.rect(X(item.x), Y(item.y), item.w * scale, item.h * scale);
      if (ink.fill && ink.stroke) {
        doc.lineWidth(width(ink.print)).fillAndStroke(ink.fill, ink.stroke);
      } else if (ink.fill) {
        doc.fill(ink.fill);
      } else if (ink.stroke) {
        doc.lineWidth(width(ink.print)).stroke(ink.stroke);
      }
      return;
    }
    case 'line': {
      const ink = LINE_INK[item.role];
      doc.moveTo(X(item.x1), Y(item.y1)).lineTo(X(item.x2), Y(item.y2)).lineCap(ink.cap);
      stroked(doc, ink, width(ink.print));
      return;
    }
    case 'circle': {
      const ink = LINE_INK[item.role];
      doc.circle(X(item.cx), Y(item.cy), item.r * scale);
      stroked(doc, ink, width(ink.print));
      return;
    }
    case 'curve': {
      const ink = LINE_INK[item.role];
      doc.moveTo(X(item.x1), Y(item.y1)).bezierCurveTo(X(item.cx1), Y(item.cy1), X(item.cx2), Y(item.cy2), X(item.x2), Y(item.y2)).lineCap(ink.cap);
      stroked(doc, ink, width(ink.print));
      return;
    }
    case 'text': {
      const ink = TEXT_INK[item.role];
      const size = item.size * scale;
      doc.font(ink.weight === 'bold' ? fonts.bold : fonts.regular).fontSize(size).fillColor(ink.fill);
      const textWidth = ems === undefined ? doc.widthOfString(item.text) : ems * size;
      const shift = item.anchor === 'middle' ? textWidth / 2 : item.anchor === 'end' ? textWidth : 0;
      // lineBreak: false keeps pdfkit from wrapping or starting a new page near the bottom margin.
      doc.text(item.text, X(item.x) - shift, Y(item.y) + baselineBelowCentre(doc) * size, {
        lineBreak: false,
        baseline: 'alphabetic',
      });
      return;
    }
  }
}
