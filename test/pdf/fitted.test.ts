// Cutting a line to fit (footers, contents, captions): the longest start that fits with an
// ellipsis, found in a few measurements (issue 23, finding 2: a 10,000-character title was
// measured once per character on every page, and `answers` ran for minutes).
import { describe, expect, it } from 'vitest';
import { FONTS, fitted, measuringDocument } from '../../src/pdf/document.ts';

const doc = measuringDocument('hyperlegible');
doc.font(FONTS.regular).fontSize(9);

/** The rule, the slow way: cut one character at a time until it fits. */
function byOne(text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1).trimEnd();
  return `${cut}…`;
}

describe('fitted', () => {
  const texts = ['A Book of Puzzles for the Long Winter Evenings', 'Mixed   spaces   between   words', 'Ünïcödé Tîtlé — “quoted” ½', 'W'.repeat(80), 'i'.repeat(80)];
  it.each(texts)('cuts %j exactly where cutting one character at a time would', (text) => {
    for (let width = 10; width < 400; width += 7) {
      const got = fitted(doc, text, width);
      expect(got).toBe(byOne(text, width));
      // One character and the ellipsis is the shortest it goes, even where that is too wide.
      if (got !== text && [...got].length > 2) expect(doc.widthOfString(got)).toBeLessThanOrEqual(width);
    }
  });

  it('measures a 1 MB title a few dozen times, not once per character', () => {
    const title = 'Puzzles '.repeat(131072);
    let measured = 0;
    const width = doc.widthOfString.bind(doc);
    const counting = Object.create(doc) as PDFKit.PDFDocument;
    counting.widthOfString = (text: string, options?: PDFKit.Mixins.TextOptions) => {
      measured++;
      return width(text, options);
    };
    const got = fitted(counting, title, 300);
    expect(got.endsWith('…')).toBe(true);
    expect(doc.widthOfString(got)).toBeLessThanOrEqual(300);
    expect(measured).toBeLessThanOrEqual(25);
  });

  it('does not split a character made of two UTF-16 units', () => {
    const got = fitted(doc, 'ab'.repeat(5) + '𝔸'.repeat(40), 60);
    expect(got).not.toMatch(/[\uD800-\uDBFF]…$/);
  });
});
