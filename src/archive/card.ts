import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import { escapeXml } from '../draw/svg.ts';
import { fontkitOf, fontsOf, hasAll, type Font, type Weight } from '../pdf/faces.ts';
import { CARD } from './web.ts';

/**
 * A social card: the 1200×630 picture a link to an archive page shows where it is shared
 * (`og:image`). The puzzle's own drawing (the SVG its page shows, scaled to fit) beside its
 * words, rendered with resvg from the project's font files alone, never the system's, so a
 * card is the same bytes on every machine.
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

/** A card to render: its SVG, and the font files its text is set in (only those are loaded). */
export interface Card {
  svg: string;
  fonts: string[];
}

/**
 * The card as an SVG document: `figure` (a standalone SVG, as svg.ts writes one) scaled to fit
 * the panel on the left, keeping its proportions, and the words in a column on the right.
 */
export function card(figure: string, text: CardText): Card {
  // The drawing's own document, placed and sized as a nested <svg>: its viewBox keeps it whole
  // and centred (preserveAspectRatio's default), whatever its proportions.
  const inner = PANEL.size - 2 * PANEL.pad;
  const placed = figure
    .trim()
    .replace(/^<svg /, `<svg x="${PANEL.x + PANEL.pad}" y="${PANEL.y + PANEL.pad}" `)
    .replace(/ width="[^"]*" height="[^"]*"/, ` width="${inner}" height="${inner}"`);
  const kicker = text.kicker ? block(wrap(text.kicker, 'regular', 30, COLUMN.width, 1), 92, 30, 'regular', MUTED) : NONE(70);
  const title = block(wrap(text.title, 'bold', 54, COLUMN.width, 3), kicker.y + 78, 54, 'bold', INK, 1.15);
  const label = text.label ? block(wrap(text.label, 'bold', 36, COLUMN.width, 2), title.y + 72, 36, 'bold', INK) : NONE(title.y + 14);
  const detail = text.detail ? block(wrap(text.detail, 'regular', 30, COLUMN.width, 3), label.y + 52, 30, 'regular', MUTED) : NONE(label.y);
  const address = block(wrap(text.address, 'regular', 26, COLUMN.width, 1), 578, 26, 'regular', MUTED);
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD.width}" height="${CARD.height}" viewBox="0 0 ${CARD.width} ${CARD.height}">`,
    `<rect width="${CARD.width}" height="${CARD.height}" fill="#ffffff"/>`,
    `<rect x="${PANEL.x}" y="${PANEL.y}" width="${PANEL.size}" height="${PANEL.size}" rx="16" fill="${TINT}"/>`,
    `<rect x="${PANEL.x + PANEL.pad / 2}" y="${PANEL.y + PANEL.pad / 2}" width="${PANEL.size - PANEL.pad}" height="${PANEL.size - PANEL.pad}" rx="8" fill="#ffffff"/>`,
    placed,
    kicker.svg,
    title.svg,
    label.svg,
    detail.svg,
    address.svg,
    `<rect y="${CARD.height - 14}" width="${CARD.width}" height="14" fill="${ACCENT}"/>`,
    '</svg>',
    '',
  ].join('\n');
  // The drawing's text is in the first face; Noto Sans joins where it or a line needs letters that face lacks.
  const words = [...figure.matchAll(/>([^<]+)<\/text>/g)].map((m) => m[1]!).join('');
  const used = new Set([kicker, title, label, detail, address].flatMap((b) => b.fonts));
  used.add(fontOf(words));
  return { svg, fonts: FONTS.filter((font) => used.has(font)).flatMap(filesOf) };
}

/** The card rendered to PNG: only the project's fonts, so the same card is the same bytes anywhere. */
export function renderCard({ svg, fonts }: Card): Buffer {
  const resvg = new Resvg(svg, {
    font: { loadSystemFonts: false, fontFiles: fonts, defaultFontFamily: family(FONTS[0]!) },
    fitTo: { mode: 'original' },
    logLevel: 'off',
  });
  return resvg.render().asPng();
}
