import { language } from '../../engine/language.ts';
import { DIRECTIONS, dirIndex } from '../../engine/wordkit/directions.ts';
import { Alphabet } from '../../engine/wordkit/letters.ts';
import { type Lexicon, lexiconFor } from '../../engine/wordkit/lexicon.ts';
import type { LetterGrid } from '../../engine/wordkit/scan.ts';
import type { WordSearchPuzzle } from './schema.ts';

/** A puzzle as the word kit reads it: its letters as codes, each listed word as codes (null where it holds a letter no grid prints). */
export interface ReadPuzzle {
  alphabet: Alphabet;
  grid: LetterGrid;
  words: (number[] | null)[];
  /** The puzzle's directions, as indices into DIRECTIONS. */
  dirs: number[];
  /** The language's lexicon, where it has one (Node; a page in a browser has none). */
  lexicon: Lexicon | undefined;
}

const read = new WeakMap<WordSearchPuzzle, Map<string, ReadPuzzle>>();

/**
 * A puzzle's letters and words as codes, in the language of the work under way: the letters its
 * grids print (its lexicon's) and, after them, any other letter this grid holds (a grid made for
 * another language, or typed by hand), so a word is folded as its language writes it (`Bär` to
 * `BÄR` where the grid keeps `Ä`) and the offensive list's codes stay the lexicon's. Read once a
 * puzzle and language.
 */
export function readPuzzle(puzzle: WordSearchPuzzle): ReadPuzzle {
  const tag = language();
  let byTag = read.get(puzzle);
  if (!byTag) read.set(puzzle, (byTag = new Map()));
  let found = byTag.get(tag);
  if (found) return found;
  const lexicon = lexiconFor(tag);
  const letters = [...(lexicon?.alphabet.letters ?? [])];
  const known = new Set(letters);
  for (const row of puzzle.letters) for (const l of row) if (!known.has(l)) known.add(l), letters.push(l);
  const alphabet = new Alphabet(lexicon?.tag ?? tag, letters);
  const cells = new Uint8Array(puzzle.rows * puzzle.cols);
  puzzle.letters.forEach((row, r) => row.forEach((l, c) => (cells[r * puzzle.cols + c] = alphabet.code(l))));
  found = {
    alphabet,
    grid: { rows: puzzle.rows, cols: puzzle.cols, cells },
    words: puzzle.words.map((w) => {
      const codes = alphabet.codesOf(w);
      return codes && codes.length > 0 ? codes : null;
    }),
    dirs: puzzle.directions.map(dirIndex),
    lexicon,
  };
  byTag.set(tag, found);
  return found;
}

/**
 * Records what a maker already read of a puzzle it made (its lexicon's alphabet, its grid's
 * codes, its words' codes), so grading and proving it read nothing again.
 */
export function knownRead(puzzle: WordSearchPuzzle, known: Omit<ReadPuzzle, 'dirs'>): void {
  read.set(puzzle, new Map([[language(), { ...known, dirs: puzzle.directions.map(dirIndex) }]]));
}

/** A placement's direction by its index (`DIRECTIONS`). */
export const dirName = (d: number) => DIRECTIONS[d]!;
