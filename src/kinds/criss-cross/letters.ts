import { catalogChain, language } from '../../engine/language.ts';
import { Alphabet, PLAIN } from '../../engine/wordkit/letters.ts';
import { lexiconFor } from '../../engine/wordkit/lexicon.ts';
import type { SlotGrid } from '../../engine/wordkit/slots.ts';
import { gridOf } from './slots.ts';
import type { CrissCrossPuzzle, CrissCrossSolution } from './schema.ts';


/** A page's grid letters by language tag, where it has no lexicon (the archive's player: the letters alone, not the themes). */
const given = new Map<string, Alphabet>();

/** Gives the grid letters of languages by tag (each lexicon file's `letters`), for a page that holds no lexicon. */
export function provideLetters(letters: Readonly<Record<string, string>>): void {
  for (const [tag, list] of Object.entries(letters)) given.set(tag, new Alphabet(tag, [...list]));
}

/**
 * The grid letters of the language of the work under way: its lexicon's, else those a page was
 * given (so a German player keeps Ä as the print does), else plain A to Z.
 */
export function alphabetHere(): Alphabet {
  const lang = language();
  const base = lang.split('-')[0];
  // A lexicon of the language itself; a browser holds only English's, which another language falls back on.
  const lexicon = lexiconFor(lang);
  if (lexicon && lexicon.tag.split('-')[0] === base) return lexicon.alphabet;
  const tag = catalogChain(lang, [...given.keys()]).find((t) => given.has(t) && t.split('-')[0] === base);
  return tag !== undefined ? given.get(tag)! : (lexicon?.alphabet ?? PLAIN);
}

/** What a puzzle reads as: its slot grid, and its bank's words as letter codes (null for a word no grid of the language prints). */
export interface Read {
  grid: SlotGrid;
  alphabet: Alphabet;
  /** The bank's words as letter codes, in the bank's order. */
  bank: (number[] | null)[];
}

/** A puzzle read in the language of the work under way. */
export function readPuzzle(puzzle: CrissCrossPuzzle): Read {
  const alphabet = alphabetHere();
  return { grid: gridOf(puzzle), alphabet, bank: puzzle.bank.map((w) => alphabet.codesOf(w)) };
}

/** Each open square's letter in the answer, by cell: the answer's words folded to grid letters (what a key prints and a player is held to). */
export function answerLetters(puzzle: CrissCrossPuzzle, solution: CrissCrossSolution): Map<number, string> {
  const alphabet = alphabetHere();
  const out = new Map<number, string>();
  gridOf(puzzle).slots.forEach((slot, i) => {
    const folded = alphabet.fold(solution.words[i] ?? '') ?? [];
    slot.cells.forEach((cell, k) => {
      if (folded[k] !== undefined) out.set(cell, folded[k]!);
    });
  });
  return out;
}

/**
 * The answer each slot spells, as an index into `bank` (−1 where a square is empty or it spells
 * none left): slot by slot, each answer taken once. `codeAt` is a square's letter code, or
 * undefined where it is empty. The step solver's known words, its answer, and the bank a player
 * strikes off all read the board so.
 */
export function spelt(grid: SlotGrid, bank: readonly (readonly number[] | null)[], codeAt: (cell: number) => number | undefined): number[] {
  const taken = new Set<number>();
  return grid.slots.map((slot) => {
    const codes = slot.cells.map(codeAt);
    if (codes.some((c) => c === undefined)) return -1;
    const w = bank.findIndex((word, i) => !taken.has(i) && word !== null && word.length === codes.length && word.every((c, k) => c === codes[k]));
    if (w >= 0) taken.add(w);
    return w;
  });
}
