import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { formatPath, UserError } from '../engine/errors.ts';
import type { BookSpec, Typeface } from '../book/spec.ts';
import { FACE_FILES } from './document.ts';

/**
 * Which characters the embedded font can print: the unicode-range of the subset embedded
 * (fontsource's own list for its `latin` files), less control characters, which no font
 * draws. Text outside it would print as empty boxes, so it is refused before any work.
 */
const ranges = new Map<Typeface, [number, number][]>();

function printableRanges(face: Typeface): [number, number][] {
  let found = ranges.get(face);
  if (found) return found;
  const path = createRequire(import.meta.url).resolve(`${FACE_FILES[face].package}/unicode.json`);
  const table = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
  found = table.latin!.split(',').map((part): [number, number] => {
    const [lo, hi] = part.replace('U+', '').split('-');
    return [parseInt(lo!, 16), parseInt(hi ?? lo!, 16)];
  });
  ranges.set(face, found);
  return found;
}

/** Control characters and invisible formatting (zero-width, bidi overrides), which print nothing or mislead. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/u;

/** The first character of `text` the face cannot print, or null. */
export function unprintable(text: string, face: Typeface = 'hyperlegible'): string | null {
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (CONTROL.test(ch) || !printableRanges(face).some(([lo, hi]) => cp >= lo && cp <= hi)) return ch;
  }
  return null;
}

const describe = (ch: string) =>
  `${CONTROL.test(ch) ? 'an invisible or control character' : `"${ch}"`} (U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`;

/**
 * Refuses a spec whose printed words (title, subtitle, author, section titles) hold a
 * character the PDF cannot show, naming where: a book is never printed with empty boxes.
 */
export function checkPrintable(spec: BookSpec, where: string): void {
  const texts: [PropertyKey[], string | undefined][] = [
    [['title'], spec.title],
    [['subtitle'], spec.subtitle],
    [['author'], spec.author],
    ...spec.sections.map((s, i): [PropertyKey[], string | undefined] => [['sections', i, 'title'], s.title]),
  ];
  const problems = texts.flatMap(([path, text]) => {
    const ch = text === undefined ? null : unprintable(text, spec.typeface);
    return ch ? [`${where}: ${formatPath(path)}: has ${describe(ch)}, which the book's font cannot print (it covers Latin scripts)`] : [];
  });
  if (problems.length) throw new UserError(problems.slice(0, 8).join('\n'));
}
