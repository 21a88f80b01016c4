import type { Alphabet } from '../../engine/wordkit/letters.ts';
import { APOSTROPHES } from '../../engine/wordkit/forms.ts';

/**
 * A cryptogram's text read as a proof and a player read it: each character a letter of the
 * language's grid (a code), an apostrophe, or anything else kept as written (a space, a comma, a
 * digit); and its words, each a run of letters with single apostrophes between them (DON'T is one
 * word, as the dictionary holds it; a hyphen parts two).
 */

/** A character of a text: a grid letter's code, an apostrophe (`'`), or another character as written. */
export type Glyph = { letter: number } | { mark: string };

/** A word of a text: its glyphs' places in the text, and its codes (an apostrophe is `apostrophe`). */
export interface Token {
  /** Where each of its characters stands in the text's glyphs. */
  at: number[];
  /** Its letters' codes, the apostrophe's where one stands. */
  codes: number[];
}

/** A text as grid letters: each character folded (a ligature two letters), null where a character is a letter no grid of the language prints. */
export function glyphsOf(text: string, alphabet: Alphabet): Glyph[] | null {
  const out: Glyph[] = [];
  for (const ch of text.normalize('NFC')) {
    if (!/\p{L}/u.test(ch)) {
      out.push({ mark: ch });
      continue;
    }
    const folded = alphabet.fold(ch);
    if (!folded || folded.length === 0) return null;
    for (const l of folded) out.push({ letter: alphabet.code(l) });
  }
  return out;
}

/** The words of a text's glyphs, in reading order: runs of letters, an apostrophe kept inside one where letters stand either side. */
export function tokensOf(glyphs: readonly Glyph[], apostrophe: number): Token[] {
  const tokens: Token[] = [];
  let current: Token | null = null;
  const isLetter = (i: number) => glyphs[i] !== undefined && 'letter' in glyphs[i]!;
  for (let i = 0; i < glyphs.length; i++) {
    const g = glyphs[i]!;
    if ('letter' in g) {
      if (!current) tokens.push((current = { at: [], codes: [] }));
      current.at.push(i);
      current.codes.push(g.letter);
    } else if (current && APOSTROPHES.test(g.mark) && isLetter(i + 1)) {
      current.at.push(i);
      current.codes.push(apostrophe);
    } else current = null;
  }
  return tokens;
}

/** The cipher letters a text uses, each once, in the order they first appear. */
export function lettersOf(glyphs: readonly Glyph[]): number[] {
  const seen = new Set<number>();
  for (const g of glyphs) if ('letter' in g) seen.add(g.letter);
  return [...seen];
}

/** A text's glyphs written out: letters as the alphabet prints them, each `map`ped first (a key), other characters as they were. */
export function written(glyphs: readonly Glyph[], alphabet: Alphabet, map: (code: number) => number = (c) => c): string {
  return glyphs.map((g) => ('letter' in g ? alphabet.letters[map(g.letter)]! : g.mark)).join('');
}
