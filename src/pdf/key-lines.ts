import { language } from '../engine/language.ts';
import { localeOf } from '../engine/words.ts';
import { FONTS } from './document.ts';

/**
 * The answer key's words broken into lines by hand, as a compositor sets a newspaper's
 * solutions in a narrow column: every line measured in the book's face and no wider than
 * its column; no line starting with an operator (=, +, −, ×, ÷) or a lone "or", which reads
 * as a sum broken in the wrong place; and no runt, a paragraph's last line holding one short
 * word ("8."). pdfkit's own wrapping breaks before any space, so it would do both.
 */

/** Signs that never start a line: each stays at the end of the line with what it follows. */
const OPERATORS = new Set(['=', '+', '−', '-', '×', '÷', '<', '>', '≤', '≥', '≠', '›', '→']);

const joiners = new Map<string, ReadonlySet<string>>();

/**
 * The words that join alternatives in the language of the moment ("or", "oder", "ou", "o",
 * "u", "of"), as Intl lists them: the key's steps list digits and pairs with them
 * ("1 or 2"), and a line opening on one reads as a stray word.
 */
function joinersOf(lang: string): ReadonlySet<string> {
  let found = joiners.get(lang);
  if (!found) {
    const format = new Intl.ListFormat(localeOf(lang), { type: 'disjunction' });
    const words = [['1', '2'], ['7', '8'], ['a', 'o']].flatMap((pair) =>
      format.formatToParts(pair).flatMap((part) => (part.type === 'literal' ? part.value.trim().split(/\s+/).filter((w) => /\p{L}/u.test(w)) : [])),
    );
    joiners.set(lang, (found = new Set(words)));
  }
  return found;
}

/** Whether a word must not open a line: a sign, or a word joining alternatives. */
const clings = (word: string, joins: ReadonlySet<string>) => OPERATORS.has(word) || joins.has(word);

/**
 * `text` broken into lines at most `width` wide, as `widthOf` measures a line: greedy, a line
 * taking each next word while it fits; a sign or "or" travels with the word before it; and a
 * last line of one word takes the word before it too (and that word's sign), where the line
 * above keeps a word. A word wider than the column by itself (none in the catalogs' words at a
 * key's width) is cut where it stops fitting, as pdfkit cuts one, so nothing passes the column.
 */
export function breakLines(text: string, width: number, widthOf: (line: string) => number): string[] {
  const joins = joinersOf(language());
  // Units: runs of words no line breaks inside (a word and the signs that follow it).
  const units: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (units.length > 0 && clings(word, joins)) units[units.length - 1] += ` ${word}`;
    else units.push(word);
  }
  const lines: string[][] = [];
  let line: string[] = [];
  for (const unit of units) {
    if (line.length > 0 && widthOf([...line, unit].join(' ')) <= width) {
      line.push(unit);
      continue;
    }
    if (line.length > 0) lines.push(line);
    line = [];
    let rest = unit;
    // A unit wider than the column alone: cut it where it stops fitting.
    while (widthOf(rest) > width && [...rest].length > 1) {
      const chars = [...rest];
      let n = chars.length - 1;
      while (n > 1 && widthOf(chars.slice(0, n).join('')) > width) n--;
      lines.push([chars.slice(0, n).join('')]);
      rest = chars.slice(n).join('');
    }
    line = [rest];
  }
  if (line.length > 0) lines.push(line);
  // A runt: the last line a single unit, under a line that can spare one.
  const last = lines.at(-1);
  const above = lines.at(-2);
  if (last && above && last.length === 1 && above.length > 1 && !isCut(above, units)) {
    const moved = [above.at(-1)!, ...last];
    if (widthOf(moved.join(' ')) <= width) {
      above.pop();
      lines[lines.length - 1] = moved;
    }
  }
  return lines.map((l) => l.join(' '));
}

/** Whether a line is part of a cut word (never the case for a line of several units). */
const isCut = (line: readonly string[], units: readonly string[]) => line.length === 1 && !units.includes(line[0]!);

/**
 * A key's line, in ems of its type: 1.2, a little closer than the book's 1.25, as small type in
 * narrow columns is set (7 on 8.4 pt), its descenders still clear of the next line's capitals.
 */
export const KEY_LEADING = 1.2;

/** The height of `count` lines at `size`. */
export const linesHeight = (count: number, size: number) => count * size * KEY_LEADING;

/**
 * Paints lines set by `breakLines` from `top`, one under another, each with its baseline one
 * size below its line's top (as captions are set), never wrapped again by pdfkit.
 */
export function paintLines(doc: PDFKit.PDFDocument, lines: readonly string[], x: number, top: number, size: number, bold = false): void {
  doc.font(bold ? FONTS.bold : FONTS.regular).fontSize(size).fillColor('#000000');
  lines.forEach((line, i) => {
    doc.text(line, x, top + i * size * KEY_LEADING + size, { lineBreak: false, baseline: 'alphabetic' });
  });
}
