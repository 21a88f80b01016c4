import { language } from '../../engine/language.ts';
import { Alphabet } from '../../engine/wordkit/letters.ts';
import { lexiconFor } from '../../engine/wordkit/lexicon.ts';
import type { SlotGrid } from '../../engine/wordkit/slots.ts';
import { gridOf } from './slots.ts';
import type { CrissCrossPuzzle } from './schema.ts';

/** Letters any language's grid prints, marks stripped: where the work's language has no lexicon here. */
const PLAIN = new Alphabet('en', [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ']);

/** The grid letters of the language of the work under way (its lexicon's), else plain A to Z. */
export const alphabetHere = (): Alphabet => lexiconFor(language())?.alphabet ?? PLAIN;

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
