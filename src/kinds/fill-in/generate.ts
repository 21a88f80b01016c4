import { UserError } from '../../engine/errors.ts';
import type { Difficulty, Made, Refusal } from '../../engine/kind.ts';
import { language } from '../../engine/language.ts';
import type { Rng } from '../../engine/random.ts';
import { blockGrid, fillDigits } from '../../engine/wordkit/blocks.ts';
import { type Dictionary, dictionaryFor, dictionaryLanguages } from '../../engine/wordkit/dictionary.ts';
import { makeFillIn, type WordPool } from '../../engine/wordkit/grid-fill.ts';
import { lexiconFor, lexiconLanguages } from '../../engine/wordkit/lexicon.ts';
import { DIGITS, slotSpecs } from '../../engine/wordkit/slot-puzzle.ts';
import type { SlotGrid } from '../../engine/wordkit/slots.ts';
import { type FillInGrade, grading, measure } from './grade.ts';
import { type FillInOptions, type FillInPuzzle, type FillInSolution, planOf } from './schema.ts';

/** The step solver's level of each band: the hardest technique its puzzles need. */
export const LEVEL: Readonly<Record<Difficulty, 1 | 2 | 3 | 4>> = { easy: 1, medium: 2, hard: 3, expert: 4 };

/**
 * A grid's share of blocks and its longest slot, by its side: about a fifth of the squares blocks,
 * as the magazines' fill-ins have, and slots no longer than the language's common words fill
 * (measured in docs/kinds/fill-in.md: a 13×13 at 0.2 and 8 filled from English's 6,000 common
 * words half the time, at 0.18 and 9 never).
 */
export const shareFor = (side: number) => (side <= 9 ? 0.18 : 0.2);
export const longestFor = (side: number) => Math.min(side, side <= 11 ? 7 : 8);

/** Grids drawn and filled before the band is given up at this seed. */
const ATTEMPTS: Readonly<Record<Difficulty, number>> = { easy: 40, medium: 60, hard: 80, expert: 120 };

/**
 * What a fill-in in `lang` lacks beyond its words, or null: the language's letters, and its
 * dictionary (Node reads the installed package; a browser page fetches it before it checks a
 * spec that asks for a fill-in of words).
 */
export function lacks(lang: string): string | null {
  const lexicon = lexiconFor(lang);
  if (!lexicon || lexicon.tag.split('-')[0] !== lang.split('-')[0]) {
    return `src/engine/wordkit/themes/${lang}.json: missing (Fill-In's letters): write the language's own, as src/engine/wordkit/themes/en.json is laid out (there are ${lexiconLanguages().join(', ')})`;
  }
  if (!dictionaryFor(lang)) return `no dictionary for ${lang} (Fill-In's words): add the language's hunspell dictionary package to src/engine/wordkit/dictionary.ts's table (there are ${dictionaryLanguages().join(', ')})`;
  return null;
}

/**
 * The sides a band's grid may have: a harder band needs a grid large enough for its technique to
 * arise (a 7×7 never needed a step ahead), and an easier one a grid small enough for its work to be
 * the band's (a fill-in's work is mostly its size: an easy 10×10 scores as a medium, and none was
 * made in ten seconds). Measured in docs/kinds/fill-in.md.
 */
export const SIDES: Readonly<Record<Difficulty, readonly [number, number]>> = { easy: [5, 9], medium: [7, 10], hard: [9, 13], expert: [11, 15] };

/** Why a band cannot be made with these options, in a sentence naming what can; null where it can. */
export function refusal(options: FillInOptions, difficulty: Difficulty): string | Refusal | null {
  const plan = planOf(options, difficulty);
  const [least, most] = SIDES[difficulty];
  if (Math.min(plan.rows, plan.cols) < least) {
    return { option: 'size', code: 'side-small', values: { rows: plan.rows, cols: plan.cols, least, band: difficulty }, message: `a ${difficulty} fill-in needs a grid of at least ${least}×${least}, and ${plan.rows}×${plan.cols} is smaller; make it larger or choose an easier band` };
  }
  if (Math.max(plan.rows, plan.cols) > most) {
    return { option: 'size', code: 'side-large', values: { rows: plan.rows, cols: plan.cols, most, band: difficulty }, message: `a ${difficulty} fill-in takes a grid of at most ${most}×${most} (a larger one is more work than the band's), and ${plan.rows}×${plan.cols} is larger; make it smaller or choose a harder band` };
  }
  return null;
}

/** The dictionary of the language of the work under way, or a refusal naming what a language without one needs. */
function dictionaryHere(): Dictionary {
  const lang = language();
  const lacking = lacks(lang);
  if (lacking) throw new UserError(lacking, [], 'unreachable');
  return dictionaryFor(lang)!;
}

/** The record of a filled grid: its blocks, its list by length and then in the language's order, and the answer's grid. */
function recordOf(grid: SlotGrid, list: readonly string[], digits: boolean, collator: Intl.Collator): { puzzle: FillInPuzzle; solution: FillInSolution } {
  const { rows, cols } = grid;
  const blocks = Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => !grid.open[r * cols + c]));
  const answer = blocks.map((row) => row.map((): string | null => null));
  slotSpecs(grid).forEach((s, i) => {
    [...list[i]!].forEach((letter, k) => {
      const [r, c] = s.dir === 'across' ? [s.row, s.col + k] : [s.row + k, s.col];
      answer[r]![c] = letter;
    });
  });
  const words = [...list].sort((a, b) => [...a].length - [...b].length || collator.compare(a, b));
  return { puzzle: { rows, cols, blocks, words, alphabet: digits ? 'digits' : 'letters' }, solution: { grid: answer } };
}

/** Each dictionary as the filler reads it, its common words alone and whole: one object each, so the filler's index of it is built once. */
const pools = new WeakMap<Dictionary, { common: WordPool; whole: WordPool }>();

function poolsOf(dictionary: Dictionary, letters: number): { common: WordPool; whole: WordPool } {
  let made = pools.get(dictionary);
  if (!made) {
    const byLength = new Map<number, number[]>();
    for (let i = 0; i < dictionary.common; i++) {
      const length = dictionary.codes[i]!.length;
      const list = byLength.get(length);
      if (list) list.push(i);
      else byLength.set(length, [i]);
    }
    made = { common: { codes: dictionary.codes.slice(0, dictionary.common), byLength, alphabetSize: letters }, whole: { codes: dictionary.codes, byLength: dictionary.byLength, alphabetSize: letters } };
    pools.set(dictionary, made);
  }
  return made;
}

/**
 * A grid filled with the language's words, each slot's word as grid letters; null where no try
 * fills one. Its common words first (a child's DOG, APRICOT, GORILLA), and where they fill no
 * grid in a few tries, every word of the dictionary (its rarer words, TERABIT, among them).
 */
function lettersFill(rng: Rng, rows: number, cols: number, dictionary: Dictionary): { grid: SlotGrid; list: string[] } | null {
  const lexicon = lexiconFor(dictionary.tag)!;
  const { common, whole } = poolsOf(dictionary, lexicon.alphabet.letters.length);
  const side = Math.max(rows, cols);
  const made = makeFillIn(rng, rows, cols, shareFor(side), longestFor(side), common, 3) ?? makeFillIn(rng, rows, cols, shareFor(side), longestFor(side), whole, 2);
  if (!made) return null;
  return { grid: made.grid, list: made.words.map((w) => dictionary.codes[w]!.map((c) => lexicon.alphabet.letters[c]!).join('')) };
}

/** A grid filled with digits, each slot's number; null where no try fills one. */
function digitsFill(rng: Rng, rows: number, cols: number): { grid: SlotGrid; list: string[] } | null {
  const grid = blockGrid(rng, rows, cols, shareFor(Math.max(rows, cols)), longestFor(Math.max(rows, cols)));
  const filled = grid && fillDigits(rng, grid, 4);
  return filled ? { grid, list: filled.numbers.map((n) => n.map((d) => DIGITS.letters[d]!).join('')) } : null;
}

/** Starter words tried a grid, longest first: each a step solve of a millisecond, where another grid costs tens. */
const STARTERS = 60;

/**
 * The record with a starter printed, as the magazines print one: the word of `slot` written in its
 * squares (and still in the list, which a solver strikes it from).
 */
function withStarter(record: { puzzle: FillInPuzzle; solution: FillInSolution }, grid: SlotGrid, slot: number): FillInPuzzle {
  const { cols } = grid;
  const givens = record.puzzle.blocks.map((row) => row.map((): string | null => null));
  for (const cell of grid.slots[slot]!.cells) givens[Math.floor(cell / cols)]![cell % cols] = record.solution.grid[Math.floor(cell / cols)]![cell % cols]!;
  return { ...record.puzzle, givens };
}

/**
 * The puzzle of the band from a filled grid, or null: expert prints nothing (the first word is
 * found by a step ahead from an empty grid); the other bands print a starter word, the first of
 * the longest slots (a few drawn among those of a length) whose grade is the band's.
 */
function graded(rng: Rng, record: { puzzle: FillInPuzzle; solution: FillInSolution }, grid: SlotGrid, difficulty: Difficulty): { puzzle: FillInPuzzle; grade: FillInGrade } | null {
  const inBand = (puzzle: FillInPuzzle) => {
    const grade = measure(puzzle);
    return grade && grading.band(grade, puzzle) === difficulty ? { puzzle, grade } : null;
  };
  if (difficulty === 'expert') return inBand(record.puzzle);
  const slots = rng.shuffle([...grid.slots.keys()]).sort((a, b) => grid.slots[b]!.cells.length - grid.slots[a]!.cells.length);
  for (const slot of slots.slice(0, STARTERS)) {
    const made = inBand(withStarter(record, grid, slot));
    if (made) return made;
  }
  return null;
}

/**
 * A puzzle of the band: a symmetric block grid drawn and filled with the language's words (or
 * digits), kept where its list fills it one way only (the proof, in `makeFillIn`/`fillDigits`;
 * a starter word printed only narrows it) and the step solver grades it in the band. Null when no
 * attempt reaches it.
 */
export function generate(rng: Rng, options: FillInOptions, difficulty: Difficulty): Made<FillInPuzzle, FillInSolution, FillInGrade> | null {
  const digits = options.alphabet === 'digits';
  const dictionary = digits ? undefined : dictionaryHere();
  const { rows, cols } = planOf(options, difficulty);
  const collator = new Intl.Collator(digits ? 'en' : dictionary!.tag);
  for (let attempt = 0; attempt < ATTEMPTS[difficulty]; attempt++) {
    const filled = digits ? digitsFill(rng, rows, cols) : lettersFill(rng, rows, cols, dictionary!);
    if (!filled) continue;
    const record = recordOf(filled.grid, filled.list, digits, collator);
    const made = graded(rng, record, filled.grid, difficulty);
    if (made) return { puzzle: made.puzzle, solution: record.solution, grade: made.grade, difficulty };
  }
  return null;
}
