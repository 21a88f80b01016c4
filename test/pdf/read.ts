/**
 * Reading PDFs back as a reader's software would, with MuPDF's WASM build from npm (no
 * system packages): page counts and sizes, the document's metadata, the text of each page
 * (in reading order, or laid out line by line as it stands on the page), every word and
 * character with its box, the fonts each page uses, and a page rendered to PNG or pixels.
 */
import { readFileSync, statSync } from 'node:fs';
import * as mupdf from 'mupdf';

type Source = string | Uint8Array;

/**
 * The documents last opened, by path and version of the file or by the bytes given: a test
 * reads many pages of one file. Older ones are closed, as MuPDF's memory is its own, outside
 * what the garbage collector sees (a long property run ran out of it).
 */
const opened = new Map<string | Uint8Array, mupdf.Document>();
const KEEP = 16;

/**
 * The characters read from each open document's pages, by page and whether with their ink:
 * a test reads a page's words more than once (its words, then their ink, then a check of its
 * own), and MuPDF's reading is most of a check's time.
 */
const read = new Map<mupdf.Document, Map<string, Glyph[]>>();

function open(source: Source): mupdf.Document {
  let key: string | Uint8Array = source;
  if (typeof source === 'string') {
    const { mtimeMs, size } = statSync(source);
    key = `${source}:${mtimeMs}:${size}`;
  }
  let doc = opened.get(key);
  if (doc) opened.delete(key);
  else doc = mupdf.Document.openDocument(typeof source === 'string' ? readFileSync(source) : source, 'application/pdf');
  opened.set(key, doc); // the newest last
  if (opened.size > KEEP) {
    const [oldest, old] = opened.entries().next().value!;
    opened.delete(oldest);
    read.delete(old);
    old.destroy();
  }
  return doc;
}

export function pageCount(source: Source): number {
  return open(source).countPages();
}

/** Width and height of the first page, in points. */
export function pageSize(source: Source): [number, number] {
  const [x0, y0, x1, y1] = open(source).loadPage(0).getBounds();
  return [Math.round((x1 - x0) * 100) / 100, Math.round((y1 - y0) * 100) / 100];
}

export interface Metadata {
  title: string;
  author: string;
  creator: string;
  producer: string;
  /** As written in the file: `D:20260101000000Z`. */
  creationDate: string;
  modDate: string;
}

export function metadata(source: Source): Metadata {
  const doc = open(source);
  const get = (key: string) => doc.getMetaData(`info:${key}`) ?? '';
  return {
    title: get('Title'),
    author: get('Author'),
    creator: get('Creator'),
    producer: get('Producer'),
    creationDate: get('CreationDate'),
    modDate: get('ModDate'),
  };
}

/** One character as it stands on the page: its box in points from the top left, and its size. */
export interface Glyph {
  c: string;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  size: number;
  /** With `ink`: the box of the outline it draws. */
  ink?: { x0: number; x1: number; y0: number; y1: number };
}

/** Each character's box: the font's (advance by ascender to descender), or, with `ink`, its drawn outline. */
function glyphs(source: Source, page: number, ink = false): Glyph[] {
  const doc = open(source);
  const pages = read.get(doc) ?? read.set(doc, new Map()).get(doc)!;
  const known = pages.get(`${page}:${ink}`);
  // Copies: a caller sorts them and sets their ink.
  if (known) return known.map((g) => ({ ...g }));
  const out: Glyph[] = [];
  const text = doc.loadPage(page - 1).toStructuredText(ink ? 'preserve-whitespace,accurate-bboxes' : 'preserve-whitespace');
  text.walk({
    onChar(c, _origin, _font, size, quad) {
      const xs = [quad[0], quad[2], quad[4], quad[6]];
      const ys = [quad[1], quad[3], quad[5], quad[7]];
      out.push({ c, x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys), size });
    },
  });
  pages.set(`${page}:${ink}`, out);
  return out.map((g) => ({ ...g }));
}

/** Every character on a page (1-based) with its box, in the order MuPDF reads them. */
export const charBoxes = (source: Source, page: number): Glyph[] => glyphs(source, page);

/**
 * Characters in lines as they stand on the page: those whose middles share a height, left to
 * right. Lines and gaps are found from the fonts' boxes (a full stop's ink sits lower than a
 * capital's); with `ink`, each character then carries its drawn outline's box instead.
 */
function lines(source: Source, page: number, ink = false): Glyph[][] {
  const boxes = glyphs(source, page);
  if (ink) {
    const drawn = glyphs(source, page, true);
    // The same characters in the same order: a character that draws nothing keeps its font box.
    boxes.forEach((g, i) => {
      const d = drawn[i]!;
      if (d.c === g.c && d.x1 > d.x0) g.ink = d;
    });
  }
  const sorted = boxes.sort((a, b) => (a.y0 + a.y1) / 2 - (b.y0 + b.y1) / 2);
  const rows: { mid: number; glyphs: Glyph[] }[] = [];
  for (const g of sorted) {
    const mid = (g.y0 + g.y1) / 2;
    const row = rows.at(-1);
    if (row && Math.abs(mid - row.mid) <= Math.max(1.5, g.size * 0.35)) row.glyphs.push(g);
    else rows.push({ mid, glyphs: [g] });
  }
  return rows.map((row) => row.glyphs.sort((a, b) => a.x0 - b.x0));
}

/**
 * The text of a page (1-based). Laid out (the default), as `pdftotext -layout` gives it: one
 * line per line of the page, left to right, with a space wherever there is a gap between
 * things set apart on it; otherwise in the order MuPDF reads the page's blocks.
 */
export function pageText(source: Source, page: number, layout = true): string {
  if (!layout) return open(source).loadPage(page - 1).toStructuredText('preserve-whitespace').asText();
  return lines(source, page)
    .map((line) => {
      let text = '';
      let end = -Infinity;
      for (const g of line) {
        // Apart from the last character by more than a fifth of an em: a gap, set as spaces.
        if (text && g.c !== ' ' && !text.endsWith(' ') && g.x0 - end > g.size * 0.2) text += ' '.repeat(Math.max(1, Math.round((g.x0 - end) / (g.size * 0.5))));
        text += g.c;
        end = g.x1;
      }
      return text.trimEnd();
    })
    .join('\n')
    .concat('\n');
}

/** The text of every page, in order (index 0 is page 1). */
export function pagesText(source: Source, layout = true): string[] {
  return Array.from({ length: pageCount(source) }, (_, i) => pageText(source, i + 1, layout));
}

export interface WordBox {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
  /** The type size its first character is set at, in points. */
  size: number;
}

/**
 * Every word on a page (1-based) with its box in points from the top left: the fonts' boxes,
 * or with `ink` the box of what its letters draw (where print must stay inside an area).
 */
export function wordBoxes(source: Source, page: number, { ink = false } = {}): WordBox[] {
  const words: WordBox[] = [];
  for (const line of lines(source, page, ink)) {
    let word: WordBox | null = null;
    let end = -Infinity;
    for (const g of line) {
      const apart = g.c === ' ' || g.x0 - end > g.size * 0.2;
      if (apart && word) {
        words.push(word);
        word = null;
      }
      end = g.x1;
      if (g.c === ' ') continue;
      // With `ink`, a character that draws nothing adds no ink: the second letter of a
      // ligature (the "ff" of "off", drawn by the first), whose font box would reach past the line's ink.
      if (ink && !g.ink && word) {
        word.text += g.c;
        continue;
      }
      const box = g.ink ?? g;
      if (!word) word = { text: '', xMin: box.x0, yMin: box.y0, xMax: box.x1, yMax: box.y1, size: g.size };
      word.text += g.c;
      word.xMin = Math.min(word.xMin, box.x0);
      word.xMax = Math.max(word.xMax, box.x1);
      word.yMin = Math.min(word.yMin, box.y0);
      word.yMax = Math.max(word.yMax, box.y1);
    }
    if (word) words.push(word);
  }
  return words;
}

export interface FontUse {
  /** The font's name as embedded, with its subset tag: `ABCDEF+AtkinsonHyperlegible-Bold`. */
  name: string;
  /** The font program is in the file. */
  embedded: boolean;
  /** A subset: the name has a six-letter tag. */
  subset: boolean;
  /** Text in it maps back to Unicode, so it can be searched and copied. */
  unicode: boolean;
}

/** Every font the pages use, once each, by name. */
export function fonts(source: Source): FontUse[] {
  const doc = open(source).asPDF();
  if (!doc) throw new Error('not a PDF');
  const found = new Map<string, FontUse>();
  for (let i = 0; i < doc.countPages(); i++) {
    const resources = doc.findPage(i).get('Resources').get('Font');
    if (resources.isNull()) continue;
    resources.forEach((font) => {
      const name = font.get('BaseFont').asName();
      const descendant = font.get('DescendantFonts');
      const described = descendant.isArray() ? descendant.get(0) : font;
      const descriptor = described.get('FontDescriptor');
      const embedded = ['FontFile', 'FontFile2', 'FontFile3'].some((key) => !descriptor.get(key).isNull());
      found.set(name, { name, embedded, subset: /^[A-Z]{6}\+/.test(name), unicode: !font.get('ToUnicode').isNull() });
    });
  }
  return [...found.values()].sort((a, b) => (a.name < b.name ? -1 : 1));
}

/** A page (1-based) rendered to PNG at `dpi` dots per inch. */
export function pagePng(source: Source, page: number, dpi = 72): Uint8Array {
  const scale = dpi / 72;
  return open(source).loadPage(page - 1).toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false, true).asPNG();
}

/** A page (1-based) rendered at `dpi`: its RGB pixels, row by row, with no alpha; and the same as PNG. */
export function pagePixels(source: Source, page: number, dpi: number): { width: number; height: number; scale: number; rgb: Uint8ClampedArray; png: Uint8Array } {
  const scale = dpi / 72;
  const pixmap = open(source).loadPage(page - 1).toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false, true);
  const [width, height, stride] = [pixmap.getWidth(), pixmap.getHeight(), pixmap.getStride()];
  const rows = pixmap.getPixels();
  const rgb = new Uint8ClampedArray(width * height * 3);
  for (let y = 0; y < height; y++) rgb.set(rows.subarray(y * stride, y * stride + width * 3), y * width * 3);
  return { width, height, scale, rgb, png: pixmap.asPNG() };
}

/** A box in points from the page's top left. */
export interface InkBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** How much ink a colour lays down, 0 (paper) to 1 (black): one less its luminance, from grey, RGB or CMYK. */
function inkOf(colorspace: mupdf.ColorSpace, color: number[]): number {
  if (colorspace.isGray()) return 1 - color[0]!;
  if (colorspace.isCMYK()) return Math.min(1, color[3]! + (color[0]! + color[1]! + color[2]!) / 3);
  return 1 - (0.299 * color[0]! + 0.587 * color[1]! + 0.114 * color[2]!);
}

/** What a page paints, as a printer lays it down: each stroke with its width and ink, each fill, each glyph with its ink. */
export interface PageInk {
  /**
   * Every stroked path: its width in points (as the page's transform scales it), its ink, the box
   * its points span, how many points it has (a rectangle 4, a line 2, a circle 5), and its dashes
   * and gaps in points where it is dashed (null where solid).
   */
  strokes: { width: number; ink: number; box: InkBox; points: number; curves: number; dashes: number[] | null }[];
  /** Every filled path: its ink and the box its points span. */
  fills: { ink: number; box: InkBox }[];
  /** Every character drawn: its middle, its size in points and its ink. */
  glyphs: { c: string; x: number; y: number; size: number; ink: number }[];
}

/**
 * Walks page `page` (1-based) through MuPDF's device, as a renderer would draw it, and gives what
 * it paints (see `PageInk`). Lines that print broken (too thin, too light) are found by it.
 */
export function pageInk(source: Source, page: number): PageInk {
  const found: PageInk = { strokes: [], fills: [], glyphs: [] };
  const apply = (m: mupdf.Matrix, x: number, y: number): [number, number] => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
  const boxOf = (path: mupdf.Path, ctm: mupdf.Matrix): InkBox & { points: number; curves: number } => {
    const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity, points: 0, curves: 0 };
    const add = (x: number, y: number) => {
      box.points++;
      const [px, py] = apply(ctm, x, y);
      [box.x0, box.y0, box.x1, box.y1] = [Math.min(box.x0, px), Math.min(box.y0, py), Math.max(box.x1, px), Math.max(box.y1, py)];
    };
    path.walk({ moveTo: add, lineTo: add, curveTo: (_a, _b, _c, _d, x, y) => (box.curves++, add(x, y)) });
    return box;
  };
  const scaleOf = (m: mupdf.Matrix) => Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));
  const device = new mupdf.Device({
    strokePath(path, stroke, ctm, colorspace, color) {
      const { points, curves, ...box } = boxOf(path, ctm);
      const dashes = stroke.getDashes()?.map((d) => d * scaleOf(ctm)) ?? null;
      found.strokes.push({ width: stroke.getLineWidth() * scaleOf(ctm), ink: inkOf(colorspace, color), box, points, curves, dashes: dashes?.length ? dashes : null });
    },
    fillPath(path, _evenOdd, ctm, colorspace, color) {
      const { points: _, curves: __, ...box } = boxOf(path, ctm);
      found.fills.push({ ink: inkOf(colorspace, color), box });
    },
    fillText(text, ctm, colorspace, color) {
      const ink = inkOf(colorspace, color);
      text.walk({
        showGlyph(_font, trm, _glyph, unicode) {
          const m = mupdf.Matrix.concat(trm, ctm);
          const size = scaleOf(m);
          // The glyph's middle, by eye: a little right of its origin and up by half a cap height.
          const [x, y] = apply(m, 0.28, 0.35);
          found.glyphs.push({ c: String.fromCodePoint(unicode), x, y, size, ink });
        },
      });
    },
  });
  open(source).loadPage(page - 1).run(device, mupdf.Matrix.identity);
  device.close();
  return found;
}
