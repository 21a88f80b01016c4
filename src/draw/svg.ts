import type { BoxItem, CircleItem, CurveItem, Figure, Item, LineItem, TextItem } from '../engine/figure.ts';
import { BOX_INK, FIGURE_MARGIN, LINE_INK, type LineInk, SVG_FONT_FAMILY, TEXT_INK } from './style.ts';

export interface SvgOptions {
  /** Size of one figure unit in CSS pixels; sets width and height, not the drawing. */
  pixelsPerUnit?: number;
  /** Prefix for ids inside the SVG; give each figure on one HTML page its own. */
  id?: string;
}

const DEFAULT_PIXELS_PER_UNIT = 40;

/**
 * Text and attribute values, safe in both element content and quoted attributes. Characters
 * XML 1.0 forbids (control characters, unpaired surrogates), which hand-made rule text can
 * hold, become U+FFFD, so the document stays well-formed.
 */
export function escapeXml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Numbers rounded to 4 places and without trailing zeros, so output is short and stable. */
export function num(value: number): string {
  const rounded = Math.round(value * 10_000) / 10_000;
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

function box(item: BoxItem): string {
  const ink = BOX_INK[item.role];
  const stroke = ink.stroke ? ` stroke="${ink.stroke}" stroke-width="${num(ink.strokeWidth)}"` : '';
  const key = item.key ? ` data-key="${escapeXml(item.key)}"` : '';
  return `<rect x="${num(item.x)}" y="${num(item.y)}" width="${num(item.w)}" height="${num(item.h)}" fill="${ink.fill ?? 'none'}"${stroke}${key}/>`;
}

/** A stroke's dashes, where its ink has them, in figure units. */
const dashed = (ink: LineInk) => (ink.dash ? ` stroke-dasharray="${ink.dash.screen.map(num).join(' ')}"` : '');

function line(item: LineItem): string {
  const ink = LINE_INK[item.role];
  return `<line x1="${num(item.x1)}" y1="${num(item.y1)}" x2="${num(item.x2)}" y2="${num(item.y2)}" stroke="${ink.stroke}" stroke-width="${num(ink.width)}" stroke-linecap="${ink.cap}"${dashed(ink)}/>`;
}

function circle(item: CircleItem): string {
  const ink = LINE_INK[item.role];
  return `<circle cx="${num(item.cx)}" cy="${num(item.cy)}" r="${num(item.r)}" fill="none" stroke="${ink.stroke}" stroke-width="${num(ink.width)}"${dashed(ink)}/>`;
}

function curve(item: CurveItem): string {
  const ink = LINE_INK[item.role];
  const d = `M${num(item.x1)} ${num(item.y1)}C${num(item.cx1)} ${num(item.cy1)} ${num(item.cx2)} ${num(item.cy2)} ${num(item.x2)} ${num(item.y2)}`;
  return `<path d="${d}" fill="none" stroke="${ink.stroke}" stroke-width="${num(ink.width)}" stroke-linecap="${ink.cap}"${dashed(ink)}/>`;
}

function text(item: TextItem): string {
  const ink = TEXT_INK[item.role];
  const weight = ink.weight === 'bold' ? ' font-weight="bold"' : '';
  return `<text x="${num(item.x)}" y="${num(item.y)}" font-size="${num(item.size)}" text-anchor="${item.anchor}" dominant-baseline="central" fill="${ink.screen ?? ink.fill}"${weight}>${escapeXml(item.text)}</text>`;
}

/** One item of a figure as an SVG element, in figure units. */
export function svgElement(item: Item): string {
  switch (item.type) {
    case 'box':
      return box(item);
    case 'line':
      return line(item);
    case 'circle':
      return circle(item);
    case 'curve':
      return curve(item);
    case 'text':
      return text(item);
  }
}

/** Where a figure lies when fitted into a square box (a social card's panel): its scale, and the rectangle its drawing and margin fill. */
export interface Placed {
  scale: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The figure, with its margin for outer strokes, scaled to fit the box at (`x`, `y`) of `size` × `size` and centred in it. */
export function placed(figure: Figure, { x, y, size }: { x: number; y: number; size: number }): Placed {
  const m = FIGURE_MARGIN;
  const spanX = figure.width + 2 * m;
  const spanY = figure.height + 2 * m;
  const scale = Math.min(size / spanX, size / spanY);
  return { scale, x: x + (size - spanX * scale) / 2, y: y + (size - spanY * scale) / 2, width: spanX * scale, height: spanY * scale };
}

/**
 * The width over the height of the figure's SVG as a page lays it out: its viewBox, margin and
 * all. Rounded down, so a box sized by it never comes out taller than the height it was given.
 */
export const svgRatio = (figure: Figure): number => Math.floor(((figure.width + 2 * FIGURE_MARGIN) / (figure.height + 2 * FIGURE_MARGIN)) * 1000) / 1000;

/**
 * A standalone SVG document of the figure: viewBox in figure units plus a margin for the
 * outer strokes, labelled by a <title> holding the figure's alt text. Same figure, same bytes.
 */
export function toSvg(figure: Figure, opts: SvgOptions = {}): string {
  const pixelsPerUnit = opts.pixelsPerUnit ?? DEFAULT_PIXELS_PER_UNIT;
  const titleId = `${opts.id ?? 'figure'}-title`;
  const m = FIGURE_MARGIN;
  const spanX = figure.width + 2 * m;
  const spanY = figure.height + 2 * m;
  const open =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${num(-m)} ${num(-m)} ${num(spanX)} ${num(spanY)}"` +
    ` width="${num(spanX * pixelsPerUnit)}" height="${num(spanY * pixelsPerUnit)}"` +
    ` role="img" aria-labelledby="${escapeXml(titleId)}" font-family="${escapeXml(SVG_FONT_FAMILY)}">`;
  return [
    open,
    `<title id="${escapeXml(titleId)}">${escapeXml(figure.alt)}</title>`,
    ...figure.items.map(svgElement),
    '</svg>',
    '',
  ].join('\n');
}
