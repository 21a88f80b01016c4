import type { WordSet } from './catalog.ts';
import type * as z from 'zod/mini';
import type { Figure, Flow } from './figure.ts';
import type { Mistake } from './mistake.ts';
import type { Rng } from './random.ts';
import type { Sizing } from './sizing.ts';
import type { Bounds, Stepper } from './steps.ts';

export const DIFFICULTIES = ['easy', 'medium', 'hard', 'expert'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** What every kind's grade holds: `score` orders puzzles of one kind; the rest is the kind's own figures. */
export interface Grade {
  /**
   * The work the whole solve asks of a person, in points of about ten seconds (`effortOf` in
   * steps.ts: every step by its technique's level, plus each alternative written out): what
   * sets the band beside the level, orders a ramped section and estimates the time.
   */
  score: number;
  /** The band as the step solver measured it: 1 easy … 4 expert. */
  level: number;
  /** The key of the hardest technique the step solver needed (a key of the kind's ladder). */
  hardest: string;
  /** How often each technique was used, by ladder key. */
  uses: Record<string, number>;
}

/** What a generator hands back; `difficulty` is the band the measured grade falls in. */
export interface Made<Puzzle, Solution, G extends Grade> {
  puzzle: Puzzle;
  solution: Solution;
  grade: G;
  difficulty: Difficulty;
}

/**
 * All solutions up to a limit. `complete` is false when the solver ran out of its work
 * budget before it could tell: that is "unknown", and unknown is never "unique".
 */
export interface Solved<Solution> {
  solutions: Solution[];
  complete: boolean;
  /** Kind-specific facts about the search, printed by `solve` (Countdown: the total and the closest value). */
  details?: Record<string, number>;
  /** Counted work spent (`engine/work.ts`), so `solve` can hold a whole request to one budget. */
  work?: number;
}

/**
 * One way a puzzle can be like others of its section (`PuzzleKind.likeness`): a key naming
 * the trick, target or shape (`target 450`, `shape: large × small`), and the most a section
 * may hold of it, as a share of its puzzles (0: one puzzle only). A book remakes a puzzle
 * from its next seed where one would go over (book/variety.ts).
 */
export interface Likeness {
  key: string;
  share: number;
}

/** A key's answer as planned before its puzzle is made (`PuzzleKind.plannedAnswer`). */
export interface PlannedAnswer {
  figure: Figure;
  /** The key step's words, in characters of English. */
  keyStep: number;
}

/** What the book and the archive say about a kind, in its own words (its `words.ts`). */
export interface KindWords<Puzzle, G extends Grade> {
  /** How to play, told for this puzzle (its size, its last number): the how-to pages and the archive. */
  rules(puzzle: Puzzle): string;
  /** The one or two lines under a worksheet's heading, for children. */
  instruction(puzzle: Puzzle): string;
  /** What each figure of the grade means, for the archive's difficulty list, in the order shown. */
  measures: { readonly [K in Exclude<keyof G, 'score'>]: string };
}

/**
 * A kind's words in every language written so far: its `words.ts` (the book's and the
 * archive's pages) and its `play-words.ts` (its player's). A book in a language the kind's
 * words lack is refused, naming the file to write (book/translations.ts).
 */
export interface KindTranslations {
  words: WordSet<object>;
  play: WordSet<object>;
  /** Sets it shares with other kinds (the grid kit's techniques and steps): a book of it needs them too. */
  shared: readonly WordSet<object>[];
  /**
   * What a book of it in `lang` lacks beyond its words (Word Search's lexicon: its themes and
   * letters): a line naming the file to write and what goes in it, or null. A book is refused
   * by it as by a missing catalog, and a translator's preview lists it among its problems.
   */
  lacks(lang: string): string | null;
}

/**
 * A puzzle kind: everything the pipeline, the PDF, the archive and the tests need of it,
 * typed from its own zod schemas. The registry (`registry.ts`) names each kind; a kind's
 * folder holds this object and, beside it, its browser player (`player.dom.ts`) and its
 * test oracle (`oracle.ts`), which the contract test requires of every kind. A kind states
 * only what is its own (`defineKind`, define.ts); its title, words, translations, band and
 * regrade are derived from that the same way for every kind.
 */
/** A band refused for one option's sake (`PuzzleKind.refuses`): the option, the sentence, and a code and its figures for a page's words. */
export interface Refusal {
  option: string;
  message: string;
  code: string;
  values: Record<string, string | number>;
}

/** A refusal as one line (`words: "ox" has 2 letters; …`): a `Refusal` led by its option's name. */
export const refusalText = (why: string | Refusal): string => (typeof why === 'string' ? why : `${why.option}: ${why.message}`);

/** Mean milliseconds to make one puzzle, by band and then size (`PuzzleKind.costs`). */
export type Costs = { readonly [band: string]: { readonly [size: string]: number } };

export interface PuzzleKind<Options, Puzzle, Solution, G extends Grade, OptionsInput = unknown> {
  title: string;
  /** How to play it, its own heading in each language ("Cómo se juega al Sudoku"): a fixed sentence round a name cannot give each its article. */
  howToPlay: string;
  /** Options with defaults and bounds; the input (spec, flags) may differ from the parsed output. */
  options: z.ZodMiniType<Options, OptionsInput>;
  puzzle: z.ZodMiniType<Puzzle, any>;
  solution: z.ZodMiniType<Solution, any>;
  /** The measured figures a record carries; book files are checked against it. */
  grade: z.ZodMiniType<G, any>;
  /** What the solver must prove before a puzzle is printed (Countdown can only be proved solvable). */
  proof: 'unique' | 'solvable';
  /**
   * A puzzle in the asked band, its solution proved by the kind's own solver, or null when the
   * band was not reached within the generator's attempts (the caller moves to another seed).
   */
  generate(rng: Rng, options: Options, difficulty: Difficulty): Made<Puzzle, Solution, G> | null;
  /**
   * The option a person picks a puzzle's size by, where it has one (a grid's side, a code's
   * digits, the cards dealt), and whether it is a square's side (`9 × 9`) or a count: what the
   * archive's Make page offers beside the band, every value its options schema takes. Absent:
   * the page offers the kind's own default size only.
   */
  sizeOption?: { name: string; square: boolean };
  /**
   * What a class's worksheet (`worksheet KIND`) uses where the options asked (as given, before
   * its schema fills defaults) are young children's and leave the rest to the kind: the options
   * to add, under any asked, and a sentence saying so (English, as the command line's notes
   * are). Null, or absent: the kind's defaults stand.
   */
  classSheet?: (asked: Readonly<Record<string, unknown>>) => { options: Record<string, unknown>; said: string } | null;
  /**
   * The size it prints at in a book, as a publisher's house style sets each kind (its docs page
   * says from which published books): millimetres a unit of its drawing is (every kind draws a
   * cell one unit wide), at least and at most, in regular print and in large print. A page holds
   * as many puzzles as fit at the least, whatever the section's count or the book's length; they
   * are then set as large as their cells allow, up to the most. `perPage` and `layout` may ask
   * more to a page, down to the readable size.
   */
  print: PrintSize;
  /**
   * Puzzles to a large-print worksheet's page where its spec leaves the grid to the book: Word
   * Search's one, a grid and its list to a page with the letters large, as children's books print
   * them (two to a page set a 10×10's list at 11 pt). Absent: the book chooses, as for any section.
   */
  worksheetPerPage?: number;
  /**
   * Puzzles to a page of any book, worksheets too, where its spec leaves the grid to the book:
   * Maze's one, each filling its page, as maze books print them, however small the maze (a child's
   * 8×8 in wide corridors, an adult's 40×40 as large as the trim allows). Absent: the book chooses
   * as many as fit at the kind's least size (`print`), and `worksheetPerPage` on a large-print worksheet.
   */
  bookPerPage?: number;
  /**
   * What a reader spends on a puzzle of this grade, in seconds, for the archive's "about 3 min",
   * where a point of its score is not the ten seconds of a step reasoned out (`SECONDS_PER_POINT`):
   * Word Search's words are seen, not reasoned, a few seconds each. Absent: the score at that
   * rate, and reading the puzzle (archive/time.ts).
   */
  seconds?(grade: G): number;
  /**
   * Why no puzzle in this band can be made with these options, in one sentence naming what
   * can (a spec or command asking for it is refused before any puzzle is tried); null, or
   * absent, when the band is within reach. A `Refusal` names the option at fault (the spec
   * refuses it there, not at the band) and carries a code and figures, so a page can say it in
   * its own language beside the field.
   */
  refuses?(options: Options, difficulty: Difficulty): string | Refusal | null;
  /**
   * Where the kind's puzzles take a list of words (Word Search): its options `theme` (a theme's
   * id) and `words` (one's own list), and the themes of a language, by id and title, in the
   * language's order of titles. The archive's Make page offers them beside the size.
   */
  lists?: {
    themes(lang: string): { id: string; title: string }[];
    /** Whether one's own words each carry a clue, a line `word: clue` (a criss-cross's): the page asks for them so, one a line. */
    clued?: boolean;
    /**
     * The words of one's own list a list of offensive words holds in `lang` (its own, English's,
     * or the project's), unless the options keep them: a worksheet refuses them at the list, a
     * book prints them with a warning.
     */
    offensive?(options: Options, lang: string): string[];
  };
  /**
   * The most counted work (`engine/work.ts`) making one puzzle of this band may take with these
   * options, failed attempts included: measured, with room, so a spec or command asking for
   * more than can finish is refused before any puzzle is tried. Absent: a few milliseconds.
   * Each of a puzzle's seeds may spend it, all of them together twice it (book/make.ts).
   */
  makingWork?(options: Options, difficulty: Difficulty): number;
  /**
   * What one puzzle typically costs to make, measured: the mean CPU milliseconds of one as a
   * book makes it, by band and size (`defaults`: options that name no size), from the kind's
   * own costs.json, which `npx node bench/estimates.ts <kind> --table` writes. A book's expected
   * time is read from it (book/costs.ts). Absent: a book of the kind is held to `makingWork`.
   */
  costs?: Costs;
  /**
   * How the options set a puzzle's size (`engine/sizing.ts`), so a refusal for too much work
   * names the largest size that fits and the flags that ask for it. Absent: no size to shrink.
   */
  sizing?: Sizing<Options>;
  /**
   * `budget`: the most counted work to spend (`engine/work.ts`); the kind's own proof budget,
   * which bounds any one run to a few seconds, when absent or larger. Out of it: `complete: false`.
   */
  solve(puzzle: Puzzle, limit: number, budget?: number): Solved<Solution>;
  /**
   * The answer check, written from the rules (not through the solver): null when the solution
   * satisfies the puzzle; otherwise what is wrong with it, as data (`Mistake`: which of the
   * kind's check messages says it, with what, and the drawing's boxes it is about). The
   * browser's player asks the same check (its `check.ts`) of a player's full answer.
   */
  mistake(puzzle: Puzzle, solution: Solution): Mistake | null;
  /** The check in words (`mistake` said by the kind's check messages, in the language of the work under way); null when the solution is right. */
  check(puzzle: Puzzle, solution: Solution): string | null;
  /**
   * One picture for print, web and play; with a solution, the answer as the archive shows it.
   * A kind with running text (`Figure.body`) wraps it to `flow` when given.
   */
  draw(puzzle: Puzzle, solution?: Solution, flow?: Flow): Figure;
  /**
   * The answer alone, as small as it reads, for a printed key: a filled grid, the secret, one
   * line of working. Absent: the key prints `draw(puzzle, solution)`.
   */
  drawAnswer?(puzzle: Puzzle, solution: Solution): Figure;
  /**
   * A key planned before its puzzles are made (`build --plan`): `figure`, the answer as the key
   * draws one of a puzzle made with these options in this band (`drawAnswer` of a stand-in of
   * its size; what varies from puzzle to puzzle, such as a line of working, at the long end of
   * the band's); `keyStep`, how long the band's key step is in words, in characters of English
   * (measured: the band's mean). Absent: a plan says the key's length is known once it is made.
   */
  plannedAnswer?(options: Options, difficulty: Difficulty): PlannedAnswer;
  /** The puzzle (and, given one, its answer) as plain text, for terminals and screen readers. */
  text(puzzle: Puzzle, solution?: Solution): string;
  /**
   * The one-line form other programs use for this kind's puzzles, where there is one (Sudoku's
   * 81 characters, `.` for an empty cell): `read` takes a line (null when it is not one of this
   * kind's), `write` gives it, and `problem` says in a phrase what keeps a line `read` refuses
   * from being one ("80 cells, where one has 81 (9×9), …"), for the refusal naming the line.
   * `solve` and `explain` read such lines; `generate --format line` writes them, unless
   * `refuses` says why puzzles of these options have none (a 16×16 Sudoku's numbers past 9).
   */
  line?: { read(text: string): Puzzle | null; write(puzzle: Puzzle): string; problem(text: string): string; refuses?(options: Options): string | null };
  /**
   * Its plain-text form where that is more than a line (a word search: its grid's letters a
   * row a line, a blank line, then its words), as other programs and people write one: `read`
   * takes a whole text (null when it is not one of this kind's), and `problem` says in a phrase
   * what keeps a text `read` refuses from being one. `solve` and `explain` try it on a text that
   * is not JSON before reading the text as lines.
   */
  block?: { read(text: string): Puzzle | null; problem(text: string): string };
  /**
   * What keeps a puzzle off the page though its answer is proved (`solve` finds it alone): a
   * word search whose grid reads an offensive word, or a listed word only inside another's. A
   * phrase, in the language of the work under way's terms; null when nothing does. The proof
   * (`book/make.ts` `disproof`) refuses such a puzzle wherever an unproved one is refused.
   * Absent: an answer proved is all a puzzle needs.
   */
  unfit?(puzzle: Puzzle): string | null;
  /**
   * Whether the solver's answer is a record's, where a record holds more than a solver can find
   * (a cryptogram's saying as written, its case and accents, beside its key): the proof and the
   * oracle's check compare by it. Absent: the two are the same data.
   */
  sameAnswer?(found: Solution, stored: Solution): boolean;
  words: KindWords<Puzzle, G>;
  translations: KindTranslations;
  /**
   * A stored puzzle graded again, as the generator graded it (the kind's `measure`); null
   * when no level of the step solver solves it: it needs guessing. `verify` and `site` refuse
   * a book file whose stored grade differs, so a published grade is always a measured one.
   */
  regrade(puzzle: Puzzle): G | null;
  /**
   * Scores where medium, hard and expert begin for a puzzle of this one's size (`Bounds`),
   * set from measured distributions: a puzzle is in band d when it needs d's techniques (its
   * grade's `level`) and its score is in d's range (`bandWithin`); one outside is in no band
   * and never printed.
   */
  bounds(puzzle: Puzzle): Bounds;
  /**
   * The band a measured grade falls in: its level's when its score is in that band's range
   * (`bounds`), its hardest technique is not a forced move, and an expert takes the top level's
   * techniques on the steps the kind asks (`least`, `bandOfGrade`); else null, printed in no
   * band. Derived from the step solver's ladder and `bounds` (`defineKind`).
   */
  band(grade: Pick<G, 'level' | 'score' | 'hardest' | 'uses'>, puzzle: Puzzle): Difficulty | null;
  /** Steps of the top level's techniques an expert takes at least (1, or `EXPERT_LEAST` on the grid kit). */
  least: number;
  /**
   * What a stored record shows that this kind would not have made with these options (a grid
   * of another size, a sign the options leave out), and any answer made from the puzzle
   * (Countdown's worked answer) that is not the one made again: one line each, starting with
   * the field (`solution.expression: …`); empty when the record agrees. No kind stores
   * wording: words are made where they are printed. A wrong answer is the proof's to report, not this.
   * `difficulty`, the record's band, for a kind whose default size depends on it (Secret Number's expert).
   */
  unlike(options: Options, puzzle: Puzzle, solution: Solution, difficulty?: Difficulty): string[];
  /**
   * What this puzzle shares with others of a section that a reader would find samey (its
   * target, the trick that cracks it): keys with the share of a section each may take, which
   * may depend on the section's options (Countdown's large cards). Absent: puzzles of the
   * kind vary enough by themselves.
   */
  likeness?(puzzle: Puzzle, grade: G, options?: Options): Likeness[];
  /**
   * The step solver of named techniques that grades the kind as a person meets it, and whose
   * log drives hints and worked answers (`steps.ts`). Every kind has one: a puzzle no level of
   * its ladder solves needs guessing, and is never printed.
   */
  stepper: Stepper<Puzzle, Solution>;
  /**
   * Options of the worked example on the how-to pages: the smallest easy puzzle that still
   * shows how the kind is played. The tests also make puzzles at these options.
   */
  example: OptionsInput;
  /**
   * Puzzles a book's pages are laid out by before any is made (`StandIns`): how many go to a
   * page by default, what `build --plan` says, and which grids print under the readable size.
   * `measure` is how the page's face sets words (ems of one unit of type), for a kind whose
   * largest puzzle is the one with the widest words.
   */
  standIns(options: Options, difficulty: Difficulty, measure?: Flow['measure']): StandIns<Puzzle>;
}

/** Millimetres a unit of a kind's drawing prints at: `[least, most]` in regular and in large print (`PuzzleKind.print`). */
export interface PrintSize {
  regular: readonly [least: number, most: number];
  large: readonly [least: number, most: number];
}

/**
 * A band's stand-in puzzles at some options, drawn by the kind's own `draw`: never solved, never
 * printed. `largest` draws as large as any puzzle the band makes with those options (no wider,
 * no taller, no type smaller), so a grid it prints readably in prints every puzzle readably;
 * `typical` draws as most of them do, so a page's fill is judged by what it will hold.
 */
export interface StandIns<Puzzle> {
  largest: Puzzle;
  typical: Puzzle;
}
