import type { MeasureText } from '../draw/pdf.ts';
import { BODY_NAMES } from './faces.ts';
import { LEADING } from './type.ts';

/*
 * A puzzle's masthead (issue 111: "the level is a whisper"): its number set large and bold, then
 * its level as four bars rising left to right, as many filled as the level is high (easy one,
 * expert four), then the level's word from the catalogs, whole. The number is found from across
 * a page and the bars read without a word of the language; every kind, section and language
 * prints the same mark, and large print the same at its own sizes. It is the first line of a
 * puzzle's caption (`CaptionLine.mast`): the line's text is the level's word.
 */

/** What a masthead shows beside its line's text (the level's word). */
export interface Mast {
  /** The puzzle's number as printed. */
  number: string;
  /** The number's type size, in points. */
  size: number;
  /** How many bars are filled: 1 (easy) to `levels` (expert). */
  level: number;
  levels: number;
}

/** The number's digits stand this share of its size tall (Noto Sans 0.714, Andika and Atkinson less): its baseline is this far below the line's top. */
const CAP = 0.72;
/** A bar's width, the space between bars, and the tallest bar (the digits' height), as shares of the number's size. */
const BAR = 0.24;
const BAR_GAP = 0.1;
const BAR_TALL = 0.72;
/** The space after the number, and before the word, as shares of the number's size. */
const AFTER_NUMBER = 0.35;
const BEFORE_WORD = 0.3;
/** An empty bar's outline, in points: a thin rule's weight, black, as the page's cell lines print. */
const OUTLINE = 0.75;

/** The bars' width, in points, at a number of `size`. */
const barsWidth = (mast: Mast) => mast.size * (mast.levels * BAR + (mast.levels - 1) * BAR_GAP);

/** Where a masthead's parts stand along its line, from its left: the number, the bars and the word, and its whole width. */
export function mastParts(measure: MeasureText, mast: Mast, word: string, wordSize: number) {
  const numberWidth = measure(mast.number, 'bold') * mast.size;
  const bars = numberWidth + AFTER_NUMBER * mast.size;
  const wordAt = bars + barsWidth(mast) + BEFORE_WORD * mast.size;
  return { bars, wordAt, width: wordAt + measure(word, 'bold') * wordSize };
}

/** The baseline the number and the word share, below the line's top. */
export const mastBaseline = (mast: Mast) => mast.size * CAP;

/** The masthead line's height: the digits, and below their baseline the word's descenders and the leading a line of `wordSize` keeps. */
export const mastHeight = (mast: Mast, wordSize: number) => Math.max(wordSize * LEADING, mastBaseline(mast) + wordSize * (LEADING - 1));

/**
 * Paints a masthead with its line's top at `top` and its left at `x`: the number and the word in
 * `colour`, bold, on one baseline, and the bars standing on it between them.
 */
export function paintMast(doc: PDFKit.PDFDocument, measure: MeasureText, mast: Mast, word: string, wordSize: number, x: number, top: number, colour: string): void {
  const { bars, wordAt } = mastParts(measure, mast, word, wordSize);
  const baseline = top + mastBaseline(mast);
  doc.font(BODY_NAMES.bold).fontSize(mast.size).fillColor(colour);
  doc.text(mast.number, x, baseline, { lineBreak: false, baseline: 'alphabetic' });
  const [width, gap, tall] = [BAR * mast.size, BAR_GAP * mast.size, BAR_TALL * mast.size];
  doc.save().undash();
  for (let i = 0; i < mast.levels; i++) {
    // The lowest two fifths of the tallest, so easy's one bar is a bar, not a dot.
    const height = (tall * (i + 2)) / (mast.levels + 1);
    const left = x + bars + i * (width + gap);
    if (i < mast.level) doc.rect(left, baseline - height, width, height).fill(colour);
    else {
      const half = OUTLINE / 2;
      doc.rect(left + half, baseline - height + half, width - OUTLINE, height - OUTLINE).lineWidth(OUTLINE).stroke(colour);
    }
  }
  doc.restore();
  doc.font(BODY_NAMES.bold).fontSize(wordSize).fillColor(colour);
  doc.text(word, x + wordAt, baseline, { lineBreak: false, baseline: 'alphabetic' });
}
