import { FILL_BUDGET, fillings } from './fill.ts';
import { catalogChain, language } from '../language.ts';
import { Alphabet, PLAIN } from './letters.ts';
import { lexiconFor } from './lexicon.ts';
import { type SlotGrid, slotGrid } from './slots.ts';

/**
 * A slot puzzle as the kinds on slot grids state it (a criss-cross's record; a fill-in's, read
 * so): its slots numbered as a crossword numbers them, and the list of words that fills them (a
 * bank, printed or not, or a fill-in's list). What the proof, the answer check, the step solver
 * and the game read (play/slots.ts), written once for every such kind.
 */

export interface SlotSpec {
  number: number;
  row: number;
  col: number;
  dir: 'across' | 'down';
  length: number;
}

export interface SlotPuzzle {
  rows: number;
  cols: number;
  slots: readonly SlotSpec[];
  /** The words that fill the slots, as printed, one a slot. */
  bank: readonly string[];
  /** Digits in place of letters (a fill-in's numbers): its grid holds 0 to 9, whatever the language. */
  digits?: boolean;
  /** Whether a lone square is a slot of one (a cryptogram's one-letter word); in a crossword it is in no word. */
  singles?: boolean;
}

/** The grid letters of a numbers puzzle. */
export const DIGITS = new Alphabet('en', [...'0123456789']);

/** A slot's cells, row by row from 0. */
export const cellsOfSlot = (cols: number, s: Pick<SlotSpec, 'row' | 'col' | 'dir' | 'length'>): number[] =>
  Array.from({ length: s.length }, (_, k) => (s.dir === 'across' ? s.row * cols + s.col + k : (s.row + k) * cols + s.col));

/**
 * Why a puzzle's slots are not the slots its cells make, numbered as a crossword numbers them
 * (the cells of its slots open, every run of two or more open cells a slot, in the order a clue
 * list reads them), or null where they are: a record edited by hand may list a slot twice, leave
 * one out, or run two side by side so that they read as words the list does not hold.
 */
export function slotsProblem(puzzle: Pick<SlotPuzzle, 'rows' | 'cols' | 'slots'>): { path: string | number; message: string } | null {
  const grid = gridOf(puzzle);
  if (grid.slots.length !== puzzle.slots.length) return { path: 'slots', message: `its squares make ${grid.slots.length} slots, but ${puzzle.slots.length} are listed` };
  for (const [i, s] of grid.slots.entries()) {
    const listed = puzzle.slots[i]!;
    const row = Math.floor(s.cells[0]! / puzzle.cols);
    const col = s.cells[0]! % puzzle.cols;
    const same = listed.number === s.number && listed.row === row && listed.col === col && (listed.dir === 'across') === s.across && listed.length === s.cells.length;
    if (!same) return { path: 'slots', message: `slot ${i + 1} must be ${s.number} ${s.across ? 'across' : 'down'} from row ${row + 1}, column ${col + 1}, ${s.cells.length} long, as the squares make it` };
  }
  return null;
}

/** A slot grid's slots as a record lists them: numbered, from their first cell, their way and length. */
export function slotSpecs(grid: SlotGrid): SlotSpec[] {
  return grid.slots.map((s) => ({ number: s.number, row: Math.floor(s.cells[0]! / grid.cols), col: s.cells[0]! % grid.cols, dir: s.across ? 'across' : 'down', length: s.cells.length }));
}

const grids = new WeakMap<object, SlotGrid>();
/** The slot grid a puzzle's slots open. */
export function gridOf(puzzle: Pick<SlotPuzzle, 'rows' | 'cols' | 'slots' | 'singles'>): SlotGrid {
  let grid = grids.get(puzzle);
  if (!grid) {
    const open = new Uint8Array(puzzle.rows * puzzle.cols);
    for (const s of puzzle.slots) for (const cell of cellsOfSlot(puzzle.cols, s)) open[cell] = 1;
    grids.set(puzzle, (grid = slotGrid(puzzle.rows, puzzle.cols, open, puzzle.singles === true)));
  }
  return grid;
}

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

/** The letters a puzzle's grid holds: digits for a numbers puzzle, else the language's. */
export const alphabetOf = (puzzle: Pick<SlotPuzzle, 'digits'>): Alphabet => (puzzle.digits ? DIGITS : alphabetHere());

/** What a puzzle reads as: its slot grid, and its bank's words as letter codes (null for a word no grid of the language prints). */
export interface Read {
  grid: SlotGrid;
  alphabet: Alphabet;
  /** The bank's words as letter codes, in the bank's order. */
  bank: (number[] | null)[];
}

/** A puzzle read in the language of the work under way. */
export function readPuzzle(puzzle: SlotPuzzle): Read {
  const alphabet = alphabetOf(puzzle);
  return { grid: gridOf(puzzle), alphabet, bank: puzzle.bank.map((w) => alphabet.codesOf(w)) };
}

/** Each open square's letter in the answer, by cell: the answer's words folded to grid letters (what a key prints and a player is held to). */
export function answerLetters(puzzle: SlotPuzzle, solution: { words: readonly string[] }): Map<number, string> {
  const alphabet = alphabetOf(puzzle);
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

/** What can be wrong with a slot puzzle's answer: the says of a kind's check words, their data and the boxes they are about. */
export type SlotMistake =
  | { says: 'count'; data: { count: number; slots: number }; at: string[] }
  | { says: 'length'; data: { context: 'across' | 'down'; number: number; word: string; length: number }; at: string[] }
  | { says: 'twice'; data: { word: string }; at: string[] }
  | { says: 'word'; data: { context: 'across' | 'down'; number: number; word: string }; at: string[] }
  | { says: 'crossing'; data: { context: 'across' | 'down'; number: number; word: string; other: string }; at: string[] };

/**
 * Why an answer (each slot's word) does not solve the puzzle, or null: read from the rules, not by
 * the solver. One word a slot, each as many letters as its slot, each one of the list and no word
 * of it twice, and where two slots cross, the same letter in both.
 */
export function slotMistake(puzzle: SlotPuzzle, answer: readonly string[]): SlotMistake | null {
  const { slots } = puzzle;
  if (answer.length !== slots.length) return { says: 'count', data: { count: answer.length, slots: slots.length }, at: [] };
  const read = readPuzzle(puzzle);
  const bank = read.bank.map((w) => w?.join(',') ?? '');
  const taken = new Set<number>();
  const letters = new Map<number, { code: number; slot: number }>();
  const keysOf = (i: number) => cellsOfSlot(puzzle.cols, slots[i]!).map((cell) => `cell-${Math.floor(cell / puzzle.cols)}-${cell % puzzle.cols}`);
  for (const [i, slot] of slots.entries()) {
    const word = answer[i]!;
    const codes = read.alphabet.codesOf(word) ?? [];
    const at = keysOf(i);
    if (codes.length !== slot.length) return { says: 'length', data: { context: slot.dir, number: slot.number, word, length: slot.length }, at };
    const w = bank.findIndex((b, j) => b === codes.join(',') && !taken.has(j));
    if (w < 0) {
      if (bank.includes(codes.join(','))) return { says: 'twice', data: { word }, at };
      return { says: 'word', data: { context: slot.dir, number: slot.number, word }, at };
    }
    taken.add(w);
    for (const [k, cell] of cellsOfSlot(puzzle.cols, slot).entries()) {
      const there = letters.get(cell);
      if (there && there.code !== codes[k]) return { says: 'crossing', data: { context: slot.dir, number: slot.number, word, other: answer[there.slot]! }, at: [...at, ...keysOf(there.slot)] };
      letters.set(cell, { code: codes[k]!, slot: i });
    }
  }
  return null;
}

/**
 * Every answer up to `limit`: the ways the puzzle's list fills its slots, each word once and each
 * crossing one letter, with the printed letters (`given`, cell → code) where there are any (the
 * word kit's `fillings`), within `budget` of counted work; out of it the answer is unknown
 * (`complete: false`). A word no grid of the language prints fills nothing.
 */
export function slotSolve(puzzle: SlotPuzzle, limit: number, budget = FILL_BUDGET, given?: ReadonlyMap<number, number>): { solutions: { words: string[] }[]; complete: boolean; work: number } {
  const read = readPuzzle(puzzle);
  if (read.bank.some((w) => !w)) return { solutions: [], complete: true, work: 0 };
  const found = fillings(read.grid, read.bank as number[][], limit, budget, given);
  return { solutions: found.found.map((filling) => ({ words: filling.map((w) => puzzle.bank[w]!) })), complete: found.complete, work: found.work };
}
