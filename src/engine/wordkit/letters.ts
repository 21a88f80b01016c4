/**
 * A language's letters as a letter grid prints them: upper case, one letter a cell, the
 * language's own letters kept (Spanish `Ñ`, German `Ä Ö Ü`) and every other mark dropped
 * (`É` → `E` where the language's grids print no accents). Which letters a language keeps is
 * its lexicon file's `letters` (lexicon.ts), so a language is added as a file.
 */

/** Ligatures that are two letters in a grid, whatever the language (`Œ` in `CŒUR`, Dutch `Ĳ`). */
const LIGATURES: Readonly<Record<string, string>> = { Œ: 'OE', Æ: 'AE', ẞ: 'SS', ß: 'SS', Ĳ: 'IJ' };

/** What a written word may hold that is not in the grid: spaces, hyphens, apostrophes. */
const SEPARATORS = /[\s\-‐‑'’ʼ.]/gu;

/** One language's grid letters, and how a written word becomes them. */
export class Alphabet {
  readonly tag: string;
  /** The letters, in the order a grid's letter codes count them. */
  readonly letters: readonly string[];
  private readonly codes: ReadonlyMap<string, number>;

  constructor(tag: string, letters: readonly string[]) {
    this.tag = tag;
    this.letters = letters;
    this.codes = new Map(letters.map((letter, i) => [letter, i]));
  }

  /** The letter code of a grid letter, or -1 for one the language's grids do not print. */
  code(letter: string): number {
    return this.codes.get(letter) ?? -1;
  }

  /**
   * A written word as grid letters: upper case as the language writes it, without spaces,
   * hyphens and apostrophes, each letter the language keeps as it is and any other stripped of
   * its marks; null when a letter is left that the grid cannot print (a digit, another script).
   */
  fold(word: string): string[] | null {
    const upper = word.normalize('NFC').toLocaleUpperCase(this.tag).replace(SEPARATORS, '');
    const out: string[] = [];
    for (const ch of upper) {
      if (this.codes.has(ch)) {
        out.push(ch);
        continue;
      }
      const plain = LIGATURES[ch] ?? ch.normalize('NFD').replace(/\p{M}/gu, '');
      for (const p of plain) {
        if (!this.codes.has(p)) return null;
        out.push(p);
      }
    }
    return out;
  }

  /** A written word as letter codes (`fold`), or null. */
  codesOf(word: string): number[] | null {
    const letters = this.fold(word);
    return letters && letters.map((l) => this.codes.get(l)!);
  }
}

/** Letters any language's grid prints, marks stripped: a word checked before its language is known (a spec's sections), or where a language has no letters here. */
export const PLAIN = new Alphabet('en', [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ']);

/** A word's letters in every language's grid alike, marks stripped (`Ä` read as `A`), or null where it holds a character none prints. */
export const plainLetters = (word: string): string | null => PLAIN.fold(word)?.join('') ?? null;

/** A word as a list or a bank prints it: upper case as the language writes it, spaces and hyphens kept. */
export const printed = (word: string, tag: string) => word.normalize('NFC').trim().toLocaleUpperCase(tag);
