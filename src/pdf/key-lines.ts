import { language } from '../engine/language.ts';
import { localeOf } from '../engine/words.ts';
import { FONTS } from './document.ts';

/**
 * The answer key's words broken into lines by hand, as a compositor sets a newspaper's
 * solutions in a narrow column: every line measured in the book's face and no wider than
 * its column; an expression never parted across lines ("1 + 4 + 5", "50 × 9 = 450": a sign
 * holds the words on both its sides), no line starting with a sign or a lone "or", which
 * reads as a sum broken in the wrong place; and no runt, a paragraph's last line holding one
 * short word ("8."). pdfkit's own wrapping breaks before any space, so it would do all three.
 */

/** Arithmetic's signs: each holds the words on both its sides on one line, so an expression is never parted. */
const ARITHMETIC = new Set(['=', '+', '−', '-', '×', '÷', '<', '>', '≤', '≥', '≠']);
/** Signs that never start a line: arithmetic's, and a chain's arrows (which may end one). */
const OPERATORS = new Set([...ARITHMETIC, '›', '→']);

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
 * A run of words no line breaks inside: a whole expression, or a word with the signs and "or"
 * that follow it. `parts` are the runs it is made of under the looser rule (a sign or "or" only
 * travels with the word before it), which it falls back to where it is wider than a line.
 */
interface Unit {
  text: string;
  parts: string[];
}

/** `text`'s units (see `Unit`), in order. */
export function unitsOf(text: string): Unit[] {
  const joins = joinersOf(language());
  const units: Unit[] = [];
  // Whether the next word joins the unit before it: after one of arithmetic's signs.
  let held = false;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = units.at(-1);
    if (last && clings(word, joins)) {
      last.text += ` ${word}`;
      last.parts[last.parts.length - 1] += ` ${word}`;
    } else if (last && held) {
      last.text += ` ${word}`;
      last.parts.push(word);
    } else units.push({ text: word, parts: [word] });
    held = ARITHMETIC.has(word) && units.length > 0;
  }
  return units;
}

/** The widest run of `text` that no line may break inside (an expression, a long word), as `widthOf` measures it: a column narrower than it parts it. */
export const widestUnit = (text: string, widthOf: (line: string) => number): number => Math.max(0, ...unitsOf(text).map((u) => widthOf(u.text)));

/**
 * `text` broken into lines at most `width` wide, as `widthOf` measures a line: greedy, a line
 * taking each next unit (`unitsOf`) while it fits; and a last line of one unit takes the unit
 * before it too, where the line above keeps one. An expression wider than the column by itself
 * (the key gives such a section wider columns: key.ts) falls back to its parts, and a word
 * wider than the column is cut where it stops fitting, as pdfkit cuts one, so nothing passes the column.
 */
export function breakLines(text: string, width: number, widthOf: (line: string) => number): string[] {
  const queue = unitsOf(text).map((u) => u.text);
  const all = new Set(queue);
  const lines: string[][] = [];
  let line: string[] = [];
  for (let i = 0; i < queue.length; i++) {
    const unit = queue[i]!;
    if (line.length > 0 && widthOf([...line, unit].join(' ')) <= width) {
      line.push(unit);
      continue;
    }
    // An expression too wide for any line: its parts take its place in the queue.
    const parts = widthOf(unit) > width ? unitsOf(unit)[0]!.parts : [unit];
    if (parts.length > 1) {
      queue.splice(i, 1, ...parts);
      for (const part of parts) all.add(part);
      i--;
      continue;
    }
    if (line.length > 0) lines.push(line);
    line = [];
    let rest = unit;
    // A word wider than the column alone: cut it where it stops fitting.
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
  if (last && above && last.length === 1 && above.length > 1 && !isCut(above, all)) {
    const moved = [above.at(-1)!, ...last];
    if (widthOf(moved.join(' ')) <= width) {
      above.pop();
      lines[lines.length - 1] = moved;
    }
  }
  return lines.map((l) => l.join(' '));
}

/** Whether a line is part of a cut word (never the case for a line of several units). */
const isCut = (line: readonly string[], units: ReadonlySet<string>) => line.length === 1 && !units.has(line[0]!);

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
