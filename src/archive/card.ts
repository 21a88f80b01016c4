import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import type { Figure } from '../engine/figure.ts';
import { placed } from '../draw/svg.ts';
import type { Font, Weight } from '../pdf/faces.ts';
import { figureOps } from './card-figure.ts';
import { opsKey, opsSvg, paint, paintable, type Op } from './card-paint.ts';
import { familyOf, FIGURE_FONT, filesOf, FONTS, wrap, type Line } from './card-type.ts';
import { hashOf, sha256 } from './manifest.ts';
import { encodePng, Indexed } from './png.ts';
import { CARD } from './web.ts';

/**
 * A social card: the 1200×630 picture a link to an archive page shows where it is shared
 * (`og:image`). The puzzle's own drawing (the figure its page shows, scaled to fit) beside its
 * words, its text the outlines of the project's font files (card-type.ts), never the system's
 * fonts, so a card is the same bytes on every machine. What resvg draws (a book's frame, and
 * each glyph once: card-paint.ts paints the rest) it draws in its WebAssembly build, not its
 * native one: its memory is freed as each picture is done (the native build's is given back
 * only when a garbage collection happens to run, which its small objects never prompt: about
 * 3 MB a card stayed, 4 GB over 1,000 cards), and it computes the same on every processor.
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

const INK = '#1a1a1a';
const MUTED = '#555555';
const ACCENT = '#0b5cad';
const TINT = '#f2f2f2';

/** Where the drawing goes, and the column of words beside it. */
const PANEL = { x: 40, y: 40, size: 550, pad: 28 };
const COLUMN = { x: 640, width: 520 };

interface Block {
  /** Its lines, to paint (card-paint.ts). */
  ops: Op[];
  /** The last line's baseline. */
  y: number;
  /** The fonts its lines are set in. */
  fonts: Font[];
}

const NONE = (y: number): Block => ({ ops: [], y, fonts: [] });

/** Lines of text in the column, the first baseline at `y`. */
function block(lines: Line[], y: number, size: number, weight: Weight, colour: string, leading = 1.2): Block {
  const ops = lines.map((line, i): Op => ({ type: 'text', text: line.text, font: line.font, weight, size, x: COLUMN.x, y: Math.round(y + i * size * leading), setting: { anchor: 'start', baseline: 'alphabetic' }, colour }));
  return { ops, y: y + (lines.length - 1) * size * leading, fonts: lines.map((line) => line.font) };
}

/**
 * A part of a card drawn on its own, `width` × `height` at (`x`, `y`) on it: white with `ops`
 * painted over it (card-paint.ts), or, where they cannot all be painted, its `svg` rendered.
 */
export interface Patch {
  x: number;
  y: number;
  width: number;
  height: number;
  ops: Op[];
  /** The SVG document of it, made when asked for. */
  readonly svg: string;
}

/**
 * A card to render, and the families of the fonts its text is set in (as outlines: the renderer
 * loads no font). It is drawn as its `frame` (the card without what differs from one puzzle's
 * card to the next: the same for every puzzle of a book, so rendered once a book) with its
 * `patches` (the drawing, the label and the difficulty line, each over a white part of the
 * frame) laid over it: the picture its whole SVG (`svg`, made when asked for) renders, in a
 * fraction of the time.
 */
export interface Card {
  readonly svg: string;
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

/** A patch of white with `ops` over it, drawn as it is at (`x`, `y`) on the card. */
function patch(x: number, y: number, width: number, height: number, ops: Op[]): Patch {
  return {
    x,
    y,
    width,
    height,
    ops,
    get svg() {
      return documentOf(width, height, [`<rect width="${width}" height="${height}" fill="#ffffff"/>`, `<g transform="translate(${-x} ${-y})">`, opsSvg(ops), '</g>']);
    },
  };
}

/** The words every card of a book shows (its site's name, its title, the address), set once for the book's cards. */
interface Head {
  kicker: Block;
  title: Block;
  address: Block;
  /** The three as SVG. */
  svg: string;
}

/** The heads of the last two books' cards: a thread draws a book's cards in turn. */
const heads = new Map<string, Head>();

function headOf(text: CardText): Head {
  const key = [text.kicker ?? '', text.title, text.address].join('\u0000');
  let head = heads.get(key);
  if (!head) {
    const kicker = text.kicker ? block(wrap(text.kicker, 'regular', 30, COLUMN.width, 1), 92, 30, 'regular', MUTED) : NONE(70);
    const title = block(wrap(text.title, 'bold', 54, COLUMN.width, 3), kicker.y + 78, 54, 'bold', INK, 1.15);
    const address = block(wrap(text.address, 'regular', 26, COLUMN.width, 1), 578, 26, 'regular', MUTED);
    head = { kicker, title, address, svg: opsSvg([...kicker.ops, ...title.ops, ...address.ops]) };
    if (heads.size >= 2) heads.delete(heads.keys().next().value!);
    heads.set(key, head);
  }
  return head;
}

/**
 * The card as an SVG document: `figure` scaled to fit the panel on the left, keeping its
 * proportions, and the words in a column on the right.
 */
export function card(figure: Figure, text: CardText): Card {
  const drawing = figureOps(figure, FIGURE);
  const head = headOf(text);
  const { kicker, title, address } = head;
  const label = text.label ? block(wrap(text.label, 'bold', 36, COLUMN.width, 2), title.y + 72, 36, 'bold', INK) : NONE(title.y + 14);
  const detail = text.detail ? block(wrap(text.detail, 'regular', 30, COLUMN.width, 3), label.y + 52, 30, 'regular', MUTED) : NONE(label.y);
  const frame = (between: readonly string[]) => [
    `<rect width="${CARD.width}" height="${CARD.height}" fill="#ffffff"/>`,
    `<rect x="${PANEL.x}" y="${PANEL.y}" width="${PANEL.size}" height="${PANEL.size}" rx="16" fill="${TINT}"/>`,
    `<rect x="${PANEL.x + PANEL.pad / 2}" y="${PANEL.y + PANEL.pad / 2}" width="${PANEL.size - PANEL.pad}" height="${PANEL.size - PANEL.pad}" rx="8" fill="#ffffff"/>`,
    ...between,
    head.svg,
    `<rect y="${CARD.height - 14}" width="${CARD.width}" height="14" fill="${ACCENT}"/>`,
  ];
  // The drawing, in the white of the panel, as far as it reaches (a wide drawing leaves white above
  // and below); and the label and difficulty line, from below the title's last line to below their
  // own, above the address.
  const m = FIGURE.margin;
  const lies = placed(figure, FIGURE);
  const [left, top] = [Math.max(FIGURE.x - m, Math.floor(lies.x) - m), Math.max(FIGURE.y - m, Math.floor(lies.y) - m)];
  const [right, bottom] = [Math.min(FIGURE.x + FIGURE.size + m, Math.ceil(lies.x + lies.width) + m), Math.min(FIGURE.y + FIGURE.size + m, Math.ceil(lies.y + lies.height) + m)];
  const patches = [patch(left, top, right - left, bottom - top, drawing)];
  const wordsTop = Math.ceil(title.y + 16);
  const wordsBottom = Math.min(WORDS_BOTTOM, Math.ceil(detail.y + BELOW));
  const words = [...label.ops, ...detail.ops];
  if (words.length > 0) patches.push(patch(COLUMN.x - 8, wordsTop, COLUMN.width + 16, wordsBottom - wordsTop, words));
  // The drawing's text is in Noto Sans (a plain zero); the words in Atkinson, Noto Sans where a line needs letters it lacks.
  const used = new Set([kicker, title, label, detail, address].flatMap((b) => b.fonts));
  if (figure.items.some((item) => item.type === 'text')) used.add(FIGURE_FONT);
  return {
    get svg() {
      return documentOf(CARD.width, CARD.height, frame([opsSvg([...drawing, ...words])]));
    },
    fonts: FONTS.filter((font) => used.has(font)).map(familyOf),
    frame: documentOf(CARD.width, CARD.height, frame([])),
    patches,
  };
}

/**
 * What a card's picture is made of, as one hash: its frame and patches, where they lie, the
 * bytes of the fonts its text is set in, the renderer's version and how its pixels are painted
 * and written. Two cards with one key are the same bytes, so a card whose key is the
 * one its file carries (`KEY`) need not be drawn again.
 */
export function cardKey({ frame, patches }: Card): string {
  return hashOf([RENDERED_BY, fontsHash(), frame, ...patches.flatMap(({ x, y, width, height, ops }) => [`${x} ${y} ${width} ${height}`, opsKey(ops)])]);
}

/** The tEXt keyword under which a card's PNG carries its key. */
export const KEY = 'puzzlebook-card';

/** Resvg's WebAssembly, which its package exports (not its package.json: the version is read beside it). */
const WASM = require.resolve('@resvg/resvg-wasm/index_bg.wasm');

/** Resvg's version, and this project's ways of painting (card-paint.ts) and writing pixels (png.ts): raise a number when that changes what a card's bytes are. */
const RENDERED_BY = `resvg-wasm ${(JSON.parse(readFileSync(join(dirname(WASM), 'package.json'), 'utf8')) as { version: string }).version}, paint 1, png 1`;

/** The card's font files, hashed once a thread: a card's text is their glyphs. */
let fonts: string | undefined;
const fontsHash = () => (fonts ??= hashOf(FONTS.flatMap(filesOf).map((file) => sha256(fontFile(file)))));

/** Each font file's bytes, read once a thread. */
const fontFiles = new Map<string, Uint8Array>();
function fontFile(file: string): Uint8Array {
  let bytes = fontFiles.get(file);
  if (!bytes) {
    bytes = new Uint8Array(readFileSync(file));
    fontFiles.set(file, bytes);
  }
  return bytes;
}

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
 * An SVG document rendered, any `<text>` set in the font files `fonts` (by default the card's
 * first face: a card has none, its text is outlines; a page's drawing, in tests, has), at its
 * own size or `width` pixels wide. What the renderer holds of it is freed before this
 * returns, so a thread drawing a hundred thousand cards holds what one needs.
 */
export async function rasterize(svg: string, { fonts = filesOf(FONTS[0]!), width }: { fonts?: readonly string[]; width?: number } = {}): Promise<Pixels> {
  await ready();
  const resvg = new Resvg(svg, {
    font: { fontBuffers: fonts.map(fontFile), defaultFontFamily: familyOf(FONTS[0]!) },
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

/** What draws the painter's glyphs: resvg, with no fonts (a glyph is its outline). */
const drawGlyph = (svg: string) => rasterize(svg, { fonts: [] });

/** A book's frame rendered, and indexed where it fits a palette (png.ts). */
interface Frame extends Pixels {
  indexed: Indexed | null;
}

/** The frames of the last books' cards: a book's cards share one (`Card.frame`). */
const frames = new Map<string, Frame>();

async function frameOf(drawn: Card): Promise<Frame> {
  let frame = frames.get(drawn.frame);
  if (!frame) {
    const pixels = await rasterize(drawn.frame, { fonts: [] });
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
 * The card rendered to PNG, carrying its key (`cardKey`): its text outlines of the project's
 * fonts, so the same card is the same bytes anywhere. Its frame, rendered and indexed once a book, with its
 * patches laid over: only their pixels are rendered and looked up in the palette again.
 */
export async function renderCard(drawn: Card): Promise<Buffer> {
  const frame = await frameOf(drawn);
  const patches: { patch: Patch; pixels: Uint8Array }[] = [];
  for (const patch of drawn.patches) patches.push({ patch, pixels: paintable(patch.ops) ? await paint(patch.ops, patch, drawGlyph) : (await rasterize(patch.svg, { fonts: [] })).pixels });
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
