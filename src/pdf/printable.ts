import { formatPath, UserError, type UserProblem } from '../engine/errors.ts';
import { BOOK_TYPEFACE, type BookSpec, type Typeface } from '../book/spec.ts';
import { fontFor, fontsOf, hasGlyph } from './faces.ts';

/** Control characters and invisible formatting (zero-width, bidi overrides), which print nothing or mislead. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/u;

/**
 * The first character of `text` the book cannot print, or null. A line is set in one font
 * (see `inLineFont` in document.ts), so one of the face's fonts must have all of it; text
 * outside them would print as empty boxes, so it is refused before any work. Control
 * characters are refused too: no font draws them.
 */
export function unprintable(text: string, face: Typeface = BOOK_TYPEFACE): string | null {
  const control = [...text].find((ch) => CONTROL.test(ch));
  if (control) return control;
  if (fontFor(face, text)) return null;
  const fonts = fontsOf(face);
  // The first character no font has; failing that (each has some font, none has all), the first the widest lacks.
  return [...text].find((ch) => !fonts.some((font) => hasGlyph(font, ch))) ?? [...text].find((ch) => !hasGlyph(fonts.at(-1)!, ch))!;
}

const describe = (ch: string) =>
  `${CONTROL.test(ch) ? 'an invisible or control character' : `"${ch}"`} (U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`;

/**
 * Refuses a spec whose printed words (title, subtitle, author, section titles, the cover's) hold a
 * character the PDF cannot show, naming where: a book is never printed with empty boxes.
 */
export function checkPrintable(spec: BookSpec, where: string): void {
  const texts: [PropertyKey[], string | undefined][] = [
    [['title'], spec.title],
    [['subtitle'], spec.subtitle],
    [['author'], spec.author],
    // Its paragraphs' line breaks are layout, not characters to print.
    [['cover', 'back'], spec.cover?.back?.replace(/[\r\n]/g, ' ')],
    [['cover', 'price'], spec.cover?.price],
    ...spec.sections.map((s, i): [PropertyKey[], string | undefined] => [['sections', i, 'title'], s.title]),
  ];
  const problems = texts.flatMap(([path, text]): UserProblem[] => {
    const ch = text === undefined ? null : unprintable(text, spec.typeface);
    return ch ? [{ path, code: 'unprintable', values: { character: ch }, message: `has ${describe(ch)}, which the book's fonts cannot print (they cover Latin, Greek and Cyrillic scripts)` }] : [];
  });
  if (problems.length) throw new UserError(problems.slice(0, 8).map((problem) => `${where}: ${formatPath(problem.path)}: ${problem.message}`).join('\n'), problems, 'cannot-print');
}
