import type * as fontkit from 'fontkit';
import LineBreaker from 'linebreak';
import type { Typeface } from '../book/spec.ts';
import { BODY_NAMES, type Weight, fontFor, fontkitOf, fontsOf, paragraphFit, sizeFactor } from './faces.ts';

/**
 * Text as pdfkit sets it, measured on the font files alone (fontkit, which pdfkit reads them
 * with), with no document: layout measures here, and every PDF prints what was measured.
 *
 * Each step is pdfkit 0.20's own, in its order of arithmetic, so the numbers are pdfkit's to
 * the last bit (a test holds them to a document's on every string the shipped books and the
 * test specs measure): a line is set in the first of the face's fonts that has every character
 * of it, at the size that matches the body face's (as `inLineFont` sets a document); its width
 * is the sum of its runs' advances, a run ending after each space or tab and shaped alone
 * (`EmbeddedFont.layout`); a block wraps where `LineWrapper` breaks it (Unicode line breaking,
 * a word wider than the line cut by characters, a soft hyphen printed as a hyphen), and each of
 * its lines adds the font's line height (ascender, gap, descender) and the block's line gap.
 * Only the options layout uses are modelled: a width, the line gap and the alignment, which
 * moves no line; no indent, columns, character or word spacing, ellipsis or height limit.
 */

/** The font a line is set in and the size it is set at, as `inLineFont` chooses them for a document. */
function fontOf(face: Typeface, text: string, size: number, bold: boolean): { font: fontkit.Font; size: number } {
  const weight: Weight = bold ? 'bold' : 'regular';
  const chosen = fontFor(face, text);
  const other = chosen && chosen.names !== BODY_NAMES ? chosen : null;
  if (!other) return { font: fontkitOf(fontsOf(face)[0]!, weight), size };
  return { font: fontkitOf(other, weight), size: size * sizeFactor(face, other, weight) };
}

/** Each run's advance in thousandths of an em, by font: pdfkit caches its runs so too. */
const runs = new WeakMap<fontkit.Font, Map<string, number>>();

/** A run's advance in thousandths of an em, each glyph's scaled before they are summed (`EmbeddedFont.layoutRun`). */
function runWidth(font: fontkit.Font, run: string): number {
  let widths = runs.get(font);
  if (!widths) runs.set(font, (widths = new Map()));
  let width = widths.get(run);
  if (width === undefined) {
    const scale = 1000 / font.unitsPerEm;
    width = 0;
    for (const position of font.layout(run).positions) width += position.xAdvance * scale;
    widths.set(run, width);
  }
  return width;
}

/** The width of `text` in `font` at `size`, in points: `EmbeddedFont.widthOfString`, then `doc.widthOfString` with no spacing. */
function widthInFont(font: fontkit.Font, text: string, size: number): number {
  let advance = 0;
  let last = 0;
  let index = 0;
  while (index <= text.length) {
    if ((index === text.length && last < index) || text.charAt(index) === ' ' || text.charAt(index) === '\t') {
      advance += runWidth(font, text.slice(last, ++index));
      last = index;
    } else {
      index++;
    }
  }
  const width = advance * (size / 1000);
  return ((width + 0 * (text.length - 1)) * 100) / 100;
}

/** The width of `text` at `size` in `face`, in points, as a PDF in it sets the line. */
export function textWidth(face: Typeface, text: string, size: number, bold = false): number {
  const set = fontOf(face, text, size, bold);
  return widthInFont(set.font, text, set.size);
}

/** What a block of text is, for measuring: see `TextBlock` in document.ts. */
export interface MeasuredBlock {
  text: string;
  size: number;
  bold?: boolean;
  lineGap?: number;
}

const SOFT_HYPHEN = '\u00AD';
const HYPHEN = '-';

/** pdfkit's `PDFNumber`: a float32 never above `n`, as the line wrapper rounds each word's width. */
const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);
function pdfNumber(n: number): number {
  const rounded = Math.fround(n);
  if (rounded <= n) return rounded;
  f32[0] = n;
  if (n <= 0) u32[0]! += 1;
  else u32[0]! -= 1;
  return f32[0]!;
}

/** The lines `LineWrapper.wrap` sets `text` in, `lineWidth` wide, each word `wordWidth` wide: each as it emits it, its trailing space kept. */
function wrap(text: string, lineWidth: number, wordWidth: (word: string) => number): string[] {
  let spaceLeft = lineWidth;
  let buffer = '';
  let wc = 0;
  const lines: string[] = [];
  const canFit = (word: string, w: number) => (word[word.length - 1] !== SOFT_HYPHEN ? w <= spaceLeft : w + wordWidth(HYPHEN) <= spaceLeft);
  type Break = { position: number; required: boolean };
  // One word (or the part of one that fits): LineWrapper.wrap's callback, keeping each line where it emits it.
  const place = (word: string, w: number, bk: { required?: boolean }, last: Break | { required: boolean } | null) => {
    if (last == null || last.required) spaceLeft = lineWidth;
    if (canFit(word, w)) {
      buffer += word;
      wc++;
    }
    if (bk.required || !canFit(word, w)) {
      if (bk.required && w > spaceLeft) {
        lines.push(buffer);
        buffer = word;
        wc = 1;
      }
      if (buffer[buffer.length - 1] === SOFT_HYPHEN) {
        buffer = buffer.slice(0, -1) + HYPHEN;
        spaceLeft -= wordWidth(HYPHEN);
      }
      lines.push(buffer);
      if (bk.required) {
        spaceLeft = lineWidth;
        buffer = '';
        wc = 0;
      } else {
        spaceLeft = lineWidth - w;
        buffer = word;
        wc = 1;
      }
    } else {
      spaceLeft -= w;
    }
  };
  // LineWrapper.eachWord: a word wider than the whole line is cut where it stops fitting.
  const breaker = new LineBreaker(text);
  const widths = new Map<string, number>();
  let last: Break | null = null;
  for (let bk = breaker.nextBreak(); bk; bk = breaker.nextBreak()) {
    let word = text.slice(last?.position || 0, bk.position);
    let w = widths.get(word) ?? (widths.set(word, wordWidth(word)), widths.get(word)!);
    if (w > lineWidth + 0) {
      let lbk: { required: boolean } | Break | null = last;
      const fbk: { required?: boolean } = {};
      while (word.length) {
        let l: number;
        let mightGrow = false;
        if (w > spaceLeft) {
          l = Math.ceil(spaceLeft / (w / word.length));
          w = wordWidth(word.slice(0, l));
          mightGrow = w <= spaceLeft && l < word.length;
        } else {
          l = word.length;
        }
        let mustShrink = w > spaceLeft && l > 0;
        while (mustShrink || mightGrow) {
          if (mustShrink) {
            w = wordWidth(word.slice(0, --l));
            mustShrink = w > spaceLeft && l > 0;
          } else {
            w = wordWidth(word.slice(0, ++l));
            mustShrink = w > spaceLeft && l > 0;
            mightGrow = w <= spaceLeft && l < word.length;
          }
        }
        if (l === 0 && spaceLeft === lineWidth) l = 1;
        fbk.required = bk.required || l < word.length;
        place(word.slice(0, l), w, fbk, lbk);
        lbk = { required: false };
        word = word.slice(l);
        w = wordWidth(word);
      }
    } else {
      place(word, w, bk, last);
    }
    last = bk;
  }
  if (wc > 0) lines.push(buffer);
  return lines;
}

/** `width` as the line wrapper has it, and each word's width as it rounds it. */
function wrapIn(face: Typeface, block: MeasuredBlock, width: number): string[] {
  const { font, size } = fontOf(face, block.text, block.size, block.bold ?? false);
  return wrap(block.text, (width * 100) / 100 - 18 * 0, (word) => pdfNumber(widthInFont(font, word, size) + 0 + 0));
}

/** The lines `block` is set in, `width` wide, as pdfkit wraps them (each with its trailing space or line break). */
export function linesOf(face: Typeface, block: MeasuredBlock, width: number): string[] {
  return width > 0 ? wrapIn(face, block, width) : block.text.split('\n');
}

/** Whether a line set alone holds one word only. */
const oneWord = (line: string) => line.trim() !== '' && !/\s/.test(line.trim());

/** A runt's most width, as a share of its line's: a long last word ("Calcudoku" under "How to play") stands alone well enough. */
export const RUNT_SHARE = 1 / 3;

/**
 * `block`'s text with no runt: where a paragraph's last line would hold one short word alone
 * ("puzzles", "3.": narrower than `RUNT_SHARE` of the line), a line break before the word
 * ahead of it carries that word down too, so the paragraph ends on two; kept only where it
 * still takes as many lines and the runt is gone. A line break rather than a no-break space:
 * every face sets it, and text read back from the page keeps its words apart. Each paragraph
 * (between the text's own breaks) alone.
 */
export function withoutRunts(face: Typeface, block: MeasuredBlock, width: number): string {
  if (!(width > 0) || !/\s/.test(block.text.trim())) return block.text;
  const count = linesOf(face, block, width).length;
  const paragraphs = block.text.split('\n');
  paragraphs.forEach((paragraph, i) => {
    const lines = linesOf(face, { ...block, text: paragraph }, width);
    // Only where the lines break between words or after a hyphen ("XYZ-" / "Wing"): a word cut by characters is left as it is.
    if (lines.length < 2 || !oneWord(lines.at(-1)!) || lines.slice(0, -1).some((line) => !/[\s\-\u2010\u2013\u2014]$/.test(line))) return;
    if (textWidth(face, lines.at(-1)!.trim(), block.size, block.bold) >= width * RUNT_SHARE) return;
    const end = paragraph.trimEnd();
    const last = end.search(/\s\S*$/);
    const before = end.slice(0, last).search(/\s\S*$/);
    if (before < 0) return;
    const mended = `${paragraph.slice(0, before)}\n${paragraph.slice(before + 1)}`;
    const after = linesOf(face, { ...block, text: mended }, width);
    const text = [...paragraphs.slice(0, i), mended, ...paragraphs.slice(i + 1)].join('\n');
    if (after.length === lines.length && !oneWord(after.at(-1)!) && linesOf(face, { ...block, text }, width).length === count) paragraphs[i] = mended;
  });
  return paragraphs.join('\n');
}

/**
 * The height of `block` set `width` wide in `face`, in points, as `doc.heightOfString` gives it
 * on a page whose text starts at its top: each line adds the line height and the line gap,
 * `lineGap` being the block's own and the face's (see `paragraphFit`).
 */
export function blockHeight(face: Typeface, block: MeasuredBlock, width: number): number {
  const lineGap = (block.lineGap ?? 0) + paragraphFit(face).gap * block.size;
  const { font, size } = fontOf(face, block.text, block.size, block.bold ?? false);
  const scale = 1000 / font.unitsPerEm;
  const lineHeight = ((font.ascent * scale + font.lineGap * scale - font.descent * scale) / 1000) * size;
  const step = lineHeight + (lineGap || 0);
  const lines = linesOf(face, block, Math.max(width, 0)).length;
  let y = 0;
  for (let i = 0; i < lines; i++) y += step;
  return y;
}
