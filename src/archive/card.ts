import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import type { Figure } from '../engine/figure.ts';
import { escapeXml, figureGroup, placed } from '../draw/svg.ts';
import { fontkitOf, fontsOf, hasAll, type Font, type Weight } from '../pdf/faces.ts';
import { hashOf, sha256 } from './manifest.ts';
import { encodePng, Indexed } from './png.ts';
import { CARD } from './web.ts';

/**
 * A social card: the 1200×630 picture a link to an archive page shows where it is shared
 * (`og:image`). The puzzle's own drawing (the figure its page shows, scaled to fit) beside its
 * words, rendered by resvg's WebAssembly build from the project's font files alone, never the
 * system's, so a card is the same bytes on every machine. WebAssembly, not resvg's native
 * build: its memory is freed as each card is done (the native build's is given back only when
 * a garbage collection happens to run, which its small objects never prompt: about 3 MB a card
 * stayed, 4 GB over 1,000 cards), it computes the same on every processor, and it drew these
 * cards faster here.
 */

export interface CardText {
  /** Small, above: the site's name, or nothing. */
  kicker?: string;
  /** Large and bold: the book's title, or the site's name on the site's own card. */
  title: string;
  /** Under it, bold: the puzzle's label (`3. Numbrix · easy`), or nothing. */
  label?: string;
  /** Last: the friendly difficulty line, or what the site holds. */
  detail?: string;
  /** At the foot: the archive's address, as a reader types it. */
  address: string;
}

const require = createRequire(import.meta.url);

/**
 * The font files resvg loads: Atkinson Hyperlegible (the archive's face, and the drawings')
 * whole, and Noto Sans for the Greek and Cyrillic it lacks, in the two weights the card uses.
 * The same TTFs the PDFs fall back to (pdf/faces.ts): fontsOf's fonts after the first, which is
 * fontsource's Latin WOFF, a file resvg cannot read.
 */
const FONTS = fontsOf('hyperlegible').slice(1);
const filesOf = (font: Font) => [font.files.regular, font.files.bold].map((file) => require.resolve(file));

/** The family name each font file carries, as the card's text names it. */
const family = (font: Font) => fontkitOf(font, 'regular').familyName;

const INK = '#1a1a1a';
const MUTED = '#555555';
const ACCENT = '#0b5cad';
const TINT = '#f2f2f2';

/** Where the drawing goes, and the column of words beside it. */
const PANEL = { x: 40, y: 40, size: 550, pad: 28 };
const COLUMN = { x: 640, width: 520 };

interface Line {
  text: string;
  font: Font;
}

/** Widths measured, in ems, by font, weight and text: a book's title is wrapped once for all its puzzles' cards. */
const measured = new Map<string, number>();

/** The width of `text` set in `font` at `size` px. */
function widthOf(text: string, font: Font, weight: Weight, size: number): number {
  const key = `${font.names.regular}\u0000${weight}\u0000${text}`;
  let ems = measured.get(key);
  if (ems === undefined) {
    const face = fontkitOf(font, weight);
    ems = face.layout(text).positions.reduce((sum, p) => sum + p.xAdvance, 0) / face.unitsPerEm;
    if (measured.size > 10_000) measured.clear();
    measured.set(key, ems);
  }
  return ems * size;
}

/** The first of the card's fonts that has every letter of `text`, else the last (Noto Sans, which has the most). */
const fontOf = (text: string) => FONTS.find((font) => hasAll(font, text)) ?? FONTS[FONTS.length - 1]!;

/**
 * `text` broken into lines no wider than `width`, at most `most` of them, at spaces (a word
 * longer than a line is cut where it must be); a last line cut short ends in an ellipsis.
 * Each line is set in the first of the face's fonts that has all its letters, as a PDF line is.
 */
export function wrap(text: string, weight: Weight, size: number, width: number, most: number): Line[] {
  const fits = (line: string) => widthOf(line, fontOf(line), weight, size) <= width;
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const tried = current ? `${current} ${word}` : word;
    if (fits(tried)) {
      current = tried;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    // A word wider than the column on its own is cut into pieces that fit.
    while (!fits(current)) {
      let cut = [...current].length - 1;
      while (cut > 1 && !fits([...current].slice(0, cut).join(''))) cut--;
      lines.push([...current].slice(0, cut).join(''));
      current = [...current].slice(cut).join('');
    }
  }
  if (current) lines.push(current);
  if (lines.length > most) {
    const kept = lines.slice(0, most);
    let last = `${kept[most - 1]!}…`;
    while (!fits(last) && last.length > 1) last = `${[...last].slice(0, -2).join('').trimEnd()}…`;
    kept[most - 1] = last;
    return kept.map((line) => ({ text: line, font: fontOf(line) }));
  }
  return lines.map((line) => ({ text: line, font: fontOf(line) }));
}

interface Block {
  svg: string;
  /** The last line's baseline. */
  y: number;
  /** The fonts its lines are set in. */
  fonts: Font[];
}

const NONE = (y: number): Block => ({ svg: '', y, fonts: [] });

/** Lines of text as SVG, the first baseline at `y`. */
function block(lines: Line[], y: number, size: number, weight: Weight, fill: string, leading = 1.2): Block {
  const svg = lines
    .map((line, i) => {
      const bold = weight === 'bold' ? ' font-weight="bold"' : '';
      return `<text x="${COLUMN.x}" y="${Math.round(y + i * size * leading)}" font-family="${escapeXml(family(line.font))}" font-size="${size}"${bold} fill="${fill}">${escapeXml(line.text)}</text>`;
    })
    .join('');
  return { svg, y: y + (lines.length - 1) * size * leading, fonts: lines.map((line) => line.font) };
}

/** A part of a card drawn on its own: an SVG document of `width` × `height`, laid over the card at (`x`, `y`). */
export interface Patch {
  x: number;
  y: number;
  width: number;
  height: number;
  svg: string;
}

/**
 * A card to render: its SVG, and the font files its text is set in (only those are loaded). It
 * is drawn as its `frame` (the card without what differs from one puzzle's card to the next: the
 * same for every puzzle of a book, so rendered once a book) with its `patches` (the drawing, the
 * label and the difficulty line, each over a white part of the frame) laid over it: the picture
 * `svg` renders whole (drawn at another place of the grid, an edge pixel may fall one
 * anti-aliasing step the other way: a few of a card's 756,000), in about half the time.
 */
export interface Card {
  svg: string;
  fonts: string[];
  frame: string;
  patches: Patch[];
}

/** An SVG document of `width` × `height` pixels holding `body`. */
const documentOf = (width: number, height: number, body: readonly string[]) =>
  [`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`, ...body, '</svg>', ''].join('\n');

/** Where the drawing goes inside the panel, and the white margin its patch keeps around it (for anti-aliasing). */
const FIGURE = { x: PANEL.x + PANEL.pad, y: PANEL.y + PANEL.pad, size: PANEL.size - 2 * PANEL.pad, margin: 4 };

/** Where the words that differ between a book's cards may reach: above the address at the foot (its baseline 578, its letters 26 px). */
const WORDS_BOTTOM = 552;

/** Room kept below a line's baseline for its descenders (px). */
const BELOW = 14;

/** A patch of white holding `body`, drawn as it is at (`x`, `y`) on the card. */
function patch(x: number, y: number, width: number, height: number, body: readonly string[]): Patch {
  const shifted = [`<rect width="${width}" height="${height}" fill="#ffffff"/>`, `<g transform="translate(${-x} ${-y})">`, ...body, '</g>'];
  return { x, y, width, height, svg: documentOf(width, height, shifted) };
}

/**
 * The card as an SVG document: `figure` scaled to fit the panel on the left, keeping its
 * proportions, and the words in a column on the right.
 */
export function card(figure: Figure, text: CardText): Card {
  const drawing = figureGroup(figure, FIGURE);
  const kicker = text.kicker ? block(wrap(text.kicker, 'regular', 30, COLUMN.width, 1), 92, 30, 'regular', MUTED) : NONE(70);
  const title = block(wrap(text.title, 'bold', 54, COLUMN.width, 3), kicker.y + 78, 54, 'bold', INK, 1.15);
  const label = text.label ? block(wrap(text.label, 'bold', 36, COLUMN.width, 2), title.y + 72, 36, 'bold', INK) : NONE(title.y + 14);
  const detail = text.detail ? block(wrap(text.detail, 'regular', 30, COLUMN.width, 3), label.y + 52, 30, 'regular', MUTED) : NONE(label.y);
  const address = block(wrap(text.address, 'regular', 26, COLUMN.width, 1), 578, 26, 'regular', MUTED);
  const frame = (between: readonly string[]) => [
    `<rect width="${CARD.width}" height="${CARD.height}" fill="#ffffff"/>`,
    `<rect x="${PANEL.x}" y="${PANEL.y}" width="${PANEL.size}" height="${PANEL.size}" rx="16" fill="${TINT}"/>`,
    `<rect x="${PANEL.x + PANEL.pad / 2}" y="${PANEL.y + PANEL.pad / 2}" width="${PANEL.size - PANEL.pad}" height="${PANEL.size - PANEL.pad}" rx="8" fill="#ffffff"/>`,
    ...between,
    kicker.svg,
    title.svg,
    address.svg,
    `<rect y="${CARD.height - 14}" width="${CARD.width}" height="14" fill="${ACCENT}"/>`,
  ];
  const svg = documentOf(CARD.width, CARD.height, frame([drawing, label.svg, detail.svg]));
  // The drawing, in the white of the panel, as far as it reaches (a wide drawing leaves white above
  // and below); and the label and difficulty line, from below the title's last line to below their
  // own, above the address.
  const m = FIGURE.margin;
  const lies = placed(figure, FIGURE);
  const [left, top] = [Math.max(FIGURE.x - m, Math.floor(lies.x) - m), Math.max(FIGURE.y - m, Math.floor(lies.y) - m)];
  const [right, bottom] = [Math.min(FIGURE.x + FIGURE.size + m, Math.ceil(lies.x + lies.width) + m), Math.min(FIGURE.y + FIGURE.size + m, Math.ceil(lies.y + lies.height) + m)];
  const patches = [patch(left, top, right - left, bottom - top, [drawing])];
  const wordsTop = Math.ceil(title.y + 16);
  const wordsBottom = Math.min(WORDS_BOTTOM, Math.ceil(detail.y + BELOW));
  if (label.svg || detail.svg) patches.push(patch(COLUMN.x - 8, wordsTop, COLUMN.width + 16, wordsBottom - wordsTop, [label.svg, detail.svg]));
  // The drawing's text is in the first face; Noto Sans joins where it or a line needs letters that face lacks.
  const words = figure.items.flatMap((item) => (item.type === 'text' ? [item.text] : [])).join('');
  const used = new Set([kicker, title, label, detail, address].flatMap((b) => b.fonts));
  used.add(fontOf(words));
  return { svg, fonts: FONTS.filter((font) => used.has(font)).flatMap(filesOf), frame: documentOf(CARD.width, CARD.height, frame([])), patches };
}

/**
 * What a card's picture is made of, as one hash: its SVG, the bytes of the fonts it is set in,
 * the renderer's version and how its pixels are written. Two cards with one key are the same
 * bytes, so a card whose key is the one its file carries (`KEY`) need not be drawn again.
 */
export function cardKey({ svg, fonts }: Card): string {
  return hashOf([RENDERED_BY, ...fonts.map(fontHash), svg]);
}

/** The tEXt keyword under which a card's PNG carries its key. */
export const KEY = 'puzzlebook-card';

/** Resvg's WebAssembly, which its package exports (not its package.json: the version is read beside it). */
const WASM = require.resolve('@resvg/resvg-wasm/index_bg.wasm');

/** Resvg's version, and this file's way of writing pixels (png.ts): raise the last number when that changes what a card's bytes are. */
const RENDERED_BY = `resvg-wasm ${(JSON.parse(readFileSync(join(dirname(WASM), 'package.json'), 'utf8')) as { version: string }).version}, png 1`;

/** Each font file's bytes, read once a thread. */
const fontFiles = new Map<string, { bytes: Uint8Array; hash: string }>();
function fontFile(file: string): { bytes: Uint8Array; hash: string } {
  let font = fontFiles.get(file);
  if (!font) {
    const bytes = new Uint8Array(readFileSync(file));
    font = { bytes, hash: sha256(bytes) };
    fontFiles.set(file, font);
  }
  return font;
}
const fontHash = (file: string) => fontFile(file).hash;

/** The renderer, started once a thread (compiling its WebAssembly takes a moment). */
let started: Promise<void> | undefined;
const ready = () => (started ??= initWasm(readFileSync(WASM)));

/** RGBA pixels, row by row, not premultiplied. */
export interface Pixels {
  pixels: Uint8Array;
  width: number;
  height: number;
}

/**
 * An SVG document rendered, set in the font files `fonts` (by default the card's first face),
 * at its own size or `width` pixels wide. What the renderer holds of it is freed before this
 * returns, so a thread drawing a hundred thousand cards holds what one needs.
 */
export async function rasterize(svg: string, { fonts = filesOf(FONTS[0]!), width }: { fonts?: readonly string[]; width?: number } = {}): Promise<Pixels> {
  await ready();
  const resvg = new Resvg(svg, {
    font: { fontBuffers: fonts.map((file) => fontFile(file).bytes), defaultFontFamily: family(FONTS[0]!) },
    fitTo: width === undefined ? { mode: 'original' } : { mode: 'width', value: width },
  });
  try {
    const image = resvg.render();
    try {
      return { pixels: image.pixels, width: image.width, height: image.height };
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}

/** A book's frame rendered, and indexed where it fits a palette (png.ts). */
interface Frame extends Pixels {
  indexed: Indexed | null;
}

/** The frames of the last books' cards: a book's cards share one (`Card.frame`). */
const frames = new Map<string, Frame>();

async function frameOf(drawn: Card): Promise<Frame> {
  let frame = frames.get(drawn.frame);
  if (!frame) {
    const pixels = await rasterize(drawn.frame, { fonts: drawn.fonts });
    frame = { ...pixels, indexed: Indexed.of(pixels.pixels, pixels.width, pixels.height) };
    if (frames.size >= 2) frames.delete(frames.keys().next().value!);
    frames.set(drawn.frame, frame);
  }
  return frame;
}

/** A card's pixels and palette indices, kept a thread: a fresh 3 MB for each card costs its pages' first touch every time. */
let canvas = new Uint8Array(0);
let indices = new Uint8Array(0);

/**
 * The card rendered to PNG, carrying its key (`cardKey`): only the project's fonts, so the same
 * card is the same bytes anywhere. Its frame, rendered and indexed once a book, with its
 * patches laid over: only their pixels are rendered and looked up in the palette again.
 */
export async function renderCard(drawn: Card): Promise<Buffer> {
  const frame = await frameOf(drawn);
  const patches: { patch: Patch; pixels: Uint8Array }[] = [];
  for (const patch of drawn.patches) patches.push({ patch, pixels: (await rasterize(patch.svg, { fonts: drawn.fonts })).pixels });
  // From here to the PNG without a pause: a thread may be drawing other cards between its awaits (cards.ts), into the same buffers.
  const text = { [KEY]: cardKey(drawn) };
  if (frame.indexed) {
    if (indices.length !== frame.indexed.rows.length) indices = new Uint8Array(frame.indexed.rows.length);
    const image = frame.indexed.copy(indices);
    if (patches.every(({ patch: { x, y, width, height }, pixels }) => image.paste(pixels, x, y, width, height))) return image.encode(text);
  }
  // More colours than a palette holds: the pixels laid over the frame's, written as they are.
  if (canvas.length !== frame.pixels.length) canvas = new Uint8Array(frame.pixels.length);
  canvas.set(frame.pixels);
  for (const { patch, pixels } of patches) {
    const { x, y, width, height } = patch;
    for (let row = 0; row < height; row++) canvas.set(pixels.subarray(row * width * 4, (row + 1) * width * 4), ((y + row) * frame.width + x) * 4);
  }
  return encodePng(canvas, frame.width, frame.height, text);
}
