import { createRequire } from 'node:module';
import type { Glyph } from 'fontkit';
import { fontkitOf, fontsOf, hasAll, type Font, type Weight } from '../pdf/faces.ts';

/**
 * A social card's type: its fonts, its lines broken to its column, and text set as the
 * outlines of its glyphs. A card's text reaches the renderer as outlines, not as `<text>`:
 * resvg shapes every `<text>` again (a card's drawing holds thirty or forty), and that was a
 * third of the time a card took; outlines laid out here once for each string are only filled.
 * They are laid out as pdfkit lays out a book's lines (fontkit), so a card needs no font
 * loaded into the renderer, nor any of the system's.
 */

const require = createRequire(import.meta.url);

/**
 * The card's fonts: Atkinson Hyperlegible (the archive's prose face) whole, and Noto Sans for
 * the Greek and Cyrillic it lacks and for the drawing (FIGURE_FONT), in the two weights the card uses. The same
 * TTFs the PDFs fall back to (pdf/faces.ts): fontsOf's fonts after the first, which is
 * fontsource's Latin WOFF.
 */
export const FONTS = fontsOf('hyperlegible').slice(1);

/**
 * The font a card's drawing (card-figure.ts) is set in: Noto Sans, whose zero is plain, as the
 * page's drawing (draw/style.ts) and the book's; Atkinson's only zero is slashed ("10" reads
 * "1Ø"). The card's own words (kicker, title, address) keep Atkinson. Noto Sans is already
 * the card's last font, so the fonts a card's key hashes are the same files.
 */
export const FIGURE_FONT = FONTS[FONTS.length - 1]!;

/** A font's two files, as paths. */
export const filesOf = (font: Font) => [font.files.regular, font.files.bold].map((file) => require.resolve(file));

/** The family name a font's files carry (`Atkinson Hyperlegible`). */
export const familyOf = (font: Font) => fontkitOf(font, 'regular').familyName;

/** The first of the card's fonts that has every letter of `text`, else the last (Noto Sans, which has the most). */
export const fontOf = (text: string) => FONTS.find((font) => hasAll(font, text)) ?? FONTS[FONTS.length - 1]!;

export interface Line {
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

/** A glyph's outline in font units (y up): a letter for each command (`MLQCZ`) and their points' coordinates, in turn. */
interface GlyphOutline {
  id: number;
  letters: string;
  points: Float64Array;
  /** The box its points lie in (font units, y up): the outline lies in it. */
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

const LETTERS = { moveTo: 'M', lineTo: 'L', quadraticCurveTo: 'Q', bezierCurveTo: 'C', closePath: 'Z' } as const;

/** Coordinates each command letter takes. */
const TAKES: Record<string, number> = { M: 2, L: 2, Q: 4, C: 6, Z: 0 };

/** Glyph outlines read, by font and glyph: a font's few hundred glyphs, each read once a thread. */
const outlines = new Map<string, GlyphOutline>();

function glyphOutline(font: Font, weight: Weight, glyph: Glyph): GlyphOutline {
  const key = `${font.names.regular}\u0000${weight}\u0000${glyph.id}`;
  let found = outlines.get(key);
  if (!found) {
    const commands = glyph.path.commands;
    const points = Float64Array.from(commands.flatMap(({ args }) => args));
    const [xs, ys] = [points.filter((_, i) => i % 2 === 0), points.filter((_, i) => i % 2 === 1)];
    found = {
      id: glyph.id,
      letters: commands.map(({ command }) => LETTERS[command]).join(''),
      points,
      minX: Math.min(0, ...xs),
      minY: Math.min(0, ...ys),
      maxX: Math.max(0, ...xs),
      maxY: Math.max(0, ...ys),
    };
    outlines.set(key, found);
  }
  return found;
}

/** A string laid out: each glyph's outline and where it starts (font units), the line's width, and its font's measures. */
interface Shaped {
  glyphs: GlyphOutline[];
  xs: number[];
  ys: number[];
  width: number;
  /** Half the font's height above the baseline less its depth below: how far the baseline lies below a line's middle. */
  middle: number;
  unitsPerEm: number;
}

/** Strings laid out lately, by font, weight and text: a grid's numbers and a book's title recur from card to card (and a few thousand are plenty). */
const shapedStrings = new Map<string, Shaped>();

function shaped(text: string, font: Font, weight: Weight): Shaped {
  const key = `${font.names.regular}\u0000${weight}\u0000${text}`;
  let found = shapedStrings.get(key);
  if (!found) {
    const face = fontkitOf(font, weight);
    const run = face.layout(text);
    found = { glyphs: [], xs: [], ys: [], width: 0, middle: (face.ascent + face.descent) / 2, unitsPerEm: face.unitsPerEm };
    let pen = 0;
    for (const [i, glyph] of run.glyphs.entries()) {
      const at = run.positions[i]!;
      found.glyphs.push(glyphOutline(font, weight, glyph));
      found.xs.push(pen + at.xOffset);
      found.ys.push(at.yOffset);
      pen += at.xAdvance;
    }
    found.width = pen;
    if (shapedStrings.size >= 2_000) shapedStrings.clear();
    shapedStrings.set(key, found);
  }
  return found;
}

/** Where a line of text lies on its point: its start, middle or end there, and its baseline there or its middle. */
export interface Setting {
  anchor: 'start' | 'middle' | 'end';
  baseline: 'alphabetic' | 'central';
}

/** Outlines are written in sixteenths of a pixel, whole numbers (a path holding them is scaled by `OUTLINE_SCALE`): short, the same on every machine, and quick to write. */
const STEPS = 16;

/** The transform a path of outlines (`outline`) is drawn with. */
export const OUTLINE_SCALE = `scale(${1 / STEPS})`;

/** A glyph's outline, its pen at (`x`, `y`) px and `k` sixteenths of a pixel to a font unit, as path data in sixteenths. */
function glyphPath({ letters, points }: GlyphOutline, x: number, y: number, k: number): string {
  let d = '';
  let p = 0;
  for (const letter of letters) {
    d += letter;
    for (let end = p + TAKES[letter]!; p < end; p += 2) d += `${Math.round(x + points[p]! * k)} ${Math.round(y - points[p + 1]! * k)} `;
  }
  return d;
}

/** Where a line's first pen lies (px), and font units to pixels. */
function penOf(line: Shaped, size: number, x: number, y: number, { anchor, baseline }: Setting) {
  const k = size / line.unitsPerEm;
  return { k, left: x - (anchor === 'start' ? 0 : anchor === 'middle' ? line.width / 2 : line.width) * k, base: baseline === 'central' ? y + line.middle * k : y };
}

/**
 * `text` set in `font` at `size` px at (`x`, `y`), as the path data of its glyphs' outlines
 * in sixteenths of a pixel (draw it with `transform="${OUTLINE_SCALE}"`), to fill (nonzero, as
 * a font's glyphs are filled). Where resvg would put a `dominant-baseline="central"` line's
 * baseline, a central one's is: the middle of the font's ascent and descent (hhea).
 */
export function outline(text: string, font: Font, weight: Weight, size: number, x: number, y: number, setting: Setting): string {
  return glyphsOf(text, font, weight, size, x, y, setting)
    .map((glyph) => glyph.d(glyph.x, glyph.y))
    .join('');
}

/** One glyph of a line set: its pen (px), its outline as path data with the pen put at (`x`, `y`) px, and the box it lies in around its pen (px, y down). */
export interface PlacedGlyph {
  id: number;
  x: number;
  y: number;
  d: (x: number, y: number) => string;
  box: { minX: number; minY: number; maxX: number; maxY: number };
}

/** `text` set as `outline` sets it, glyph by glyph. */
export function glyphsOf(text: string, font: Font, weight: Weight, size: number, x: number, y: number, setting: Setting): PlacedGlyph[] {
  const line = shaped(text, font, weight);
  const { k, left, base } = penOf(line, size, x, y, setting);
  return line.glyphs.map((glyph, g) => ({
    id: glyph.id,
    x: left + line.xs[g]! * k,
    y: base - line.ys[g]! * k,
    d: (px, py) => glyphPath(glyph, px * STEPS, py * STEPS, k * STEPS),
    box: { minX: glyph.minX * k, minY: -glyph.maxY * k, maxX: glyph.maxX * k, maxY: -glyph.minY * k },
  }));
}
