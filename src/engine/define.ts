import type * as z from 'zod/mini';
import type { WordSet } from './catalog.ts';
import type { Difficulty, Grade, PuzzleKind } from './kind.ts';
import { sayMistake } from './mistake.ts';
import { bandOfGrade, type Bounds, type Ladder } from './steps.ts';

/**
 * A kind is stated once, in its folder's `index.ts`, as `defineKind({ … })`: what is its own
 * (schemas, generator, solvers, drawing, words, grade) and nothing that follows from those.
 * What follows is derived here, the same way for every kind: its title and rules read from its
 * words, its translations, its band from its step solver's ladder and its bounds, its regrade
 * from its measure, its answer check in words from its check as data and its check messages,
 * its proof unique unless it says otherwise.
 */

/**
 * How a kind grades (its `grade.ts`): the grade's schema, the measure by its step solver, and
 * the scores where each band begins at a puzzle's size; `band` follows from them and the ladder.
 * `Sized` is what `bounds` reads of a puzzle (its size), so a generator can ask a band of its
 * options before a puzzle is made.
 */
export interface Grading<Puzzle, G extends Grade, Sized = Puzzle> {
  schema: z.ZodMiniType<G, any>;
  /** The grade measured by the step solver, as the generator measures it; null when no level solves the puzzle. */
  measure(puzzle: Puzzle): G | null;
  /** The scores where medium, hard and expert begin at this size (`Bounds`). */
  bounds(puzzle: Sized): Bounds;
  /** Steps of the top level's techniques an expert takes at least (`EXPERT_LEAST` on the grid kit); 1 where none is said. */
  least?: number;
  /**
   * The band a measured grade falls in: its level's when its score is in that band's range,
   * its hardest technique is not a forced move, and an expert takes `least` top-level steps
   * (`bandOfGrade`); else null, printed in no band.
   */
  band(grade: Pick<G, 'level' | 'score' | 'hardest' | 'uses'>, puzzle: Sized): Difficulty | null;
}

/**
 * A kind's grading from its parts: `band` is the step solver's (its `ladder`, read at each use,
 * in the language of the work under way) with the kind's `bounds`.
 */
export function gradingOf<Puzzle extends Sized, G extends Grade, Sized = Puzzle>(
  stepper: { readonly ladder: Ladder },
  parts: Omit<Grading<Puzzle, G, Sized>, 'band'>,
): Grading<Puzzle, G, Sized> {
  return {
    schema: parts.schema,
    // One argument: a measure may take more (a generator's known log), which a regrade never passes.
    measure: (puzzle) => parts.measure(puzzle),
    bounds: parts.bounds,
    least: parts.least ?? 1,
    band: (grade, puzzle) => bandOfGrade(stepper.ladder, grade, parts.bounds(puzzle), parts.least),
  };
}

/** What `defineKind` reads of a kind's words (its `words.ts`), beside whatever else its drawing and steps say. */
export interface KindWordsRead<Told, G extends Grade> {
  readonly title: string;
  /** Its how-to heading, the name with the article its language gives it. */
  readonly howToPlay: string;
  /** How to play, told `told(puzzle)`. */
  readonly rules: (data: Told) => string;
  /** A worksheet's line, told the same. */
  readonly instruction: (data: Told) => string;
  readonly measures: { readonly [K in Exclude<keyof G, 'score'>]: string };
  /** What the answer check says: a message for each `Mistake` its `mistake` finds. */
  readonly check: object;
}

/** The members of the contract `defineKind` derives, which a kind does not state. */
type Derived = 'title' | 'howToPlay' | 'words' | 'translations' | 'grade' | 'regrade' | 'bounds' | 'band' | 'least' | 'proof' | 'check';

/** What a kind states: the contract less what follows from the rest. */
export interface KindSpec<Options, Puzzle, Solution, G extends Grade, OptionsInput, Told> extends Omit<PuzzleKind<Options, Puzzle, Solution, G, OptionsInput>, Derived> {
  /** Its words (`words.ts`): the title, how to play, a worksheet's line and each grade figure's words are read from them. */
  words: WordSet<object> & { readonly words: KindWordsRead<Told, G> };
  /** Its player's words (`play-words.ts`). */
  playWords: WordSet<object>;
  /** Sets of words it shares with other kinds: the grid kit's (`gridWordsSet`), for a kind on the kit. */
  shared?: readonly WordSet<object>[];
  /** What its rules and a worksheet's line are told of a puzzle (`{ length: 5 }`); none when they take nothing. */
  told?(puzzle: Puzzle): Told;
  /** Its grade (`grade.ts`, made with `gradingOf`). */
  grading: Grading<Puzzle, G, any>;
  /** Only where the solver can prove a puzzle solvable and not unique (a Countdown target has many ways): 'unique' otherwise. */
  proof?: 'solvable';
  /** What a book of it in a language lacks beyond its words, as `KindTranslations.lacks` says; none for a kind whose words are all it needs. */
  lacks?(lang: string): string | null;
}

/** A kind's contract from what it states: the rest derived, the same for every kind. */
export function defineKind<Options, Puzzle, Solution, G extends Grade, OptionsInput, Told = Record<never, never>>(
  spec: KindSpec<Options, Puzzle, Solution, G, OptionsInput, Told>,
): PuzzleKind<Options, Puzzle, Solution, G, OptionsInput> {
  const { words: wordSet, playWords, shared = [], told = () => ({}) as Told, grading, proof = 'unique', lacks = () => null, ...own } = spec;
  // Read at each use, in the language of the work under way (src/engine/language.ts).
  const words = wordSet.words;
  return {
    ...own,
    get title() {
      return words.title;
    },
    get howToPlay() {
      return words.howToPlay;
    },
    proof,
    grade: grading.schema,
    regrade: grading.measure,
    bounds: grading.bounds,
    band: grading.band,
    least: grading.least ?? 1,
    translations: { words: wordSet, play: playWords, shared, lacks },
    check(puzzle, solution) {
      const mistake = own.mistake(puzzle, solution);
      return mistake && sayMistake(words.check, mistake);
    },
    words: {
      rules: (puzzle) => words.rules(told(puzzle)),
      instruction: (puzzle) => words.instruction(told(puzzle)),
      get measures() {
        return words.measures;
      },
    },
  };
}
