import { UserError } from '../../engine/errors.ts';
import type { Difficulty, Made, Refusal } from '../../engine/kind.ts';
import { language } from '../../engine/language.ts';
import type { Rng } from '../../engine/random.ts';
import { CLUE_THEMES, clueProblems, cluesFor } from '../../engine/wordkit/clues.ts';
import { type FillTechnique, fillSteps } from '../../engine/wordkit/fill-steps.ts';
import { type Layout, layOut } from '../../engine/wordkit/layout.ts';
import { plainLetters, printed } from '../../engine/wordkit/letters.ts';
import { type Lexicon, lexiconFor, lexiconLanguages } from '../../engine/wordkit/lexicon.ts';
import { type CrissCrossGrade, grading, measure } from './grade.ts';
import { type CrissCrossOptions, type CrissCrossPuzzle, type CrissCrossSolution, type OwnWord, planOf, type Slot } from './schema.ts';
import { LEVELS } from './words.ts';

/** The step solver's level of each band: the hardest technique its puzzles need. */
export const LEVEL: Readonly<Record<Difficulty, 1 | 2 | 3 | 4>> = { easy: 1, medium: 2, hard: 3, expert: 4 };

/** The most words an easy puzzle from a theme lists: each a length of its own, 3 to 10 letters. */
export const EASY_MOST = 8;

/** Squares of the most grid a word needs, at least, to be laid crossing others. */
export const ROOM = 10;

/** The shortest answer: a word of two letters is no word a child's list holds. */
export const SHORTEST = 3;

/** Fresh draws of words tried before the band is given up at this seed, and layouts tried a draw. */
const ATTEMPTS: Readonly<Record<Difficulty, number>> = { easy: 30, medium: 30, hard: 40, expert: 60 };
const LAYOUTS: Readonly<Record<Difficulty, number>> = { easy: 12, medium: 12, hard: 16, expert: 24 };


/** A word a puzzle may take: as printed, as letter codes, and its clue. */
interface Candidate {
  printed: string;
  codes: number[];
  clue: string;
}


/** The themes with a clue for every word in the language `lang` reads (its clue file's), by id. */
export function clueThemes(lang: string): string[] {
  const clues = cluesFor(lang);
  return CLUE_THEMES.filter((id) => clues?.has(id));
}

/** The themes a Make page offers: those with clues, by id and title, in the order of their titles. */
export function themesOf(lang: string): { id: string; title: string }[] {
  const lexicon = lexiconFor(lang);
  if (!lexicon) return [];
  const collator = new Intl.Collator(lexicon.tag);
  return clueThemes(lang)
    .flatMap((id) => {
      const theme = lexicon.themes.get(id);
      return theme ? [{ id, title: theme.title }] : [];
    })
    .sort((a, b) => collator.compare(a.title, b.title));
}

/** What a criss-cross in `lang` lacks beyond its words, or null: the language's letters and themes, and its clues. */
export function lacks(lang: string): string | null {
  const lexicon = lexiconFor(lang);
  if (!lexicon || lexicon.tag.split('-')[0] !== lang.split('-')[0]) {
    return `src/engine/wordkit/themes/${lang}.json: missing (Criss-Cross's letters and themes): write the language's own, as src/engine/wordkit/themes/en.json is laid out (there are ${lexiconLanguages().join(', ')})`;
  }
  if (clueThemes(lang).length === 0) return `src/engine/wordkit/clues/${lang}.json: missing (Criss-Cross's clues): write a clue for every word of the themes ${CLUE_THEMES.join(', ')}`;
  return null;
}

/**
 * Why a band cannot be made with these options, in a sentence naming what can; null where it can.
 * Read before the book's language is known (a spec's section), so a word's letters are checked as
 * every language's grid prints them, marks aside.
 */
export function refusal(options: CrissCrossOptions, difficulty: Difficulty): string | Refusal | null {
  const plan = planOf(options, difficulty);
  const refused = (option: string, code: string, values: Refusal['values'], message: string): Refusal => ({ option, code, values, message });
  // Without a bank every answer is recalled from its clue, a level up: an easy puzzle prints its bank.
  if (difficulty === 'easy' && !plan.bank) return refused('bank', 'bank-easy', {}, 'easy puzzles print the word bank (with the clues alone a puzzle is medium or harder); leave bank out or ask for medium');
  // An easy puzzle's words each have a length of their own: a theme has words of so many lengths.
  if (difficulty === 'easy' && !options.words && plan.count > EASY_MOST) return refused('count', 'count-easy', { count: plan.count, most: EASY_MOST }, `easy puzzles take at most ${EASY_MOST} words, each of a length of its own; ask for fewer or for medium`);
  // Words crossing with room to spare: ten squares a word (measured: 12 words in 13×10 made in 15 ms each, in 10×8 in 390, most tries failing).
  if (plan.rows * plan.cols < plan.count * ROOM) {
    return refused(options.count !== undefined ? 'count' : 'size', 'grid-small', { count: plan.count, rows: plan.rows, cols: plan.cols, least: plan.count * ROOM }, `${plan.count} words need a grid of ${plan.count * ROOM} squares or more to cross in, and ${plan.rows}×${plan.cols} has ${plan.rows * plan.cols}; make the grid larger or ask for fewer words`);
  }
  if (options.words) {
    const folded: string[] = [];
    for (const { word, clue } of options.words) {
      const letters = plainLetters(word);
      if (letters === null) return refused('words', 'word-unprintable', { word }, `"${word}" holds a character no grid prints (letters, with spaces, hyphens and apostrophes, only)`);
      if (letters.length < SHORTEST) return refused('words', 'answer-short', { word, letters: letters.length, least: SHORTEST }, `"${word}" has ${letters.length} letter${letters.length === 1 ? '' : 's'}; a criss-cross's word takes ${SHORTEST} or more`);
      if (letters.length > Math.max(plan.rows, plan.cols)) return refused('words', 'word-long', { word, letters: letters.length, rows: plan.rows, cols: plan.cols }, `"${word}" has ${letters.length} letters, more than the ${plan.rows}×${plan.cols} grid's side; make the grid larger or leave it out`);
      const problem = clueProblems(word, clue).find((p) => p.code === 'answer');
      if (problem?.code === 'answer') return refused('words', 'clue-answer', { word, found: problem.word }, `the clue for "${word}" holds "${problem.word}", a form of its answer; write it without`);
      folded.push(letters);
    }
    const twin = folded.findIndex((f, i) => folded.indexOf(f) !== i);
    if (twin >= 0) {
      const [word, other] = [options.words[folded.indexOf(folded[twin]!)]!.word, options.words[twin]!.word];
      return refused('words', 'words-same', { word, other }, `"${word}" and "${other}" are the same letters in the grid; list it once`);
    }
    // At easy each word has a length of its own: a list of fewer lengths than the puzzle's words cannot make one.
    const lengths = new Set(folded.map((f) => f.length)).size;
    if (difficulty === 'easy' && lengths < Math.min(plan.count, folded.length)) {
      return refused('words', 'easy-lengths', { count: Math.min(plan.count, folded.length), lengths }, `an easy puzzle's ${Math.min(plan.count, folded.length)} words each need a length of their own (a child places them by counting), and the list's words have ${lengths}; add words of other lengths, ask for fewer, or choose medium`);
    }
    // With the bank printed, words each of a length of their own go in by counting alone: easy.
    if (difficulty !== 'easy' && plan.bank && plan.count >= options.words.length && new Set(folded.map((f) => f.length)).size === folded.length) {
      return refused('words', 'words-lengths', { band: difficulty }, `each word has a length of its own, so with the bank printed a child places them all by counting: an easy puzzle; for ${difficulty}, add words of the same length or print no bank (bank: false)`);
    }
    if (plan.count > options.words.length) return refused('count', 'count-more', { count: plan.count, words: options.words.length }, `asks for ${plan.count} words a puzzle, but the list has ${options.words.length}; add words or ask for fewer`);
  } else if (options.theme !== undefined && !(CLUE_THEMES as readonly string[]).includes(options.theme)) {
    return refused('theme', 'theme-unknown', { theme: options.theme }, `"${options.theme}" is not a theme with clues; the ${CLUE_THEMES.length} themes are ${CLUE_THEMES.join(', ')}, or give your own list as words`);
  }
  return null;
}

/** The lexicon of the language of the work under way, or a refusal naming the file a language without one needs. */
function lexiconHere(): Lexicon {
  const lang = language();
  const lacking = lacks(lang);
  if (lacking) throw new UserError(lacking, [], 'unreachable');
  return lexiconFor(lang)!;
}

/** The candidates of an author's list, or of a theme's words that carry a clue. */
function candidatesOf(lexicon: Lexicon, options: CrissCrossOptions, rng: Rng): { pool: Candidate[]; theme: string | undefined } {
  const of = (word: string, clue: string): Candidate[] => {
    const codes = lexicon.alphabet.codesOf(word);
    return codes && codes.length >= SHORTEST ? [{ printed: printed(word, lexicon.tag), codes, clue }] : [];
  };
  if (options.words) {
    const pool = options.words.flatMap((w: OwnWord) => of(w.word, w.clue));
    if (pool.length !== options.words.length) {
      const word = options.words.find((w) => !lexicon.alphabet.codesOf(w.word))?.word;
      throw new UserError(`words: "${word}" holds a letter the ${lexicon.tag} grids do not print`, [], 'unreachable');
    }
    const theme = options.theme === undefined ? undefined : (lexicon.themes.get(options.theme)?.title ?? options.theme);
    return { pool, theme };
  }
  const ids = clueThemes(lexicon.tag);
  const id = options.theme ?? rng.pick(ids);
  const theme = lexicon.themes.get(id);
  const clues = cluesFor(lexicon.tag)?.get(id);
  if (!theme || !clues) throw new UserError(`theme: "${id}" is not a theme with clues in ${lexicon.tag}; there are ${ids.join(', ')}`, [], 'unreachable');
  return { pool: theme.words.flatMap((w) => (clues.has(w) ? of(w, clues.get(w)!) : [])), theme: theme.title };
}

/**
 * `count` words of `pool`, drawn, no two the same letters, at most `longest` letters, for the fill
 * level the band needs (a level under it without a bank): at 1 each of a length of its own (a
 * child counts the squares), at 3 in pairs of a length or more (the letters crossing them must
 * tell them apart, and not at once). Null where the pool has too few.
 */
function drawWords(rng: Rng, pool: readonly Candidate[], count: number, longest: number, level: number): Candidate[] | null {
  const fits = rng.shuffle(pool.filter((c) => c.codes.length <= longest));
  const chosen: Candidate[] = [];
  const same = (a: Candidate, b: Candidate) => a.codes.length === b.codes.length && a.codes.every((c, i) => c === b.codes[i]);
  const lengths = new Map<number, number>();
  const take = (c: Candidate) => {
    chosen.push(c);
    lengths.set(c.codes.length, (lengths.get(c.codes.length) ?? 0) + 1);
  };
  for (const c of fits) {
    if (chosen.length === count) break;
    if (chosen.some((o) => same(o, c))) continue;
    const n = lengths.get(c.codes.length) ?? 0;
    if (level === 1 && n > 0) continue;
    // From hard on, a new length only while half the list is left to pair it.
    if (level >= 3 && n === 0 && lengths.size >= Math.max(2, Math.floor(count / 3))) continue;
    take(c);
  }
  return chosen.length === count ? chosen : null;
}

/** The level a layout's words need (the ladder's at which they all go in, and not at the one below; a level up without a bank), or 0 where the ladder does not fill it. */
export function levelOf(layout: Layout, words: readonly (readonly number[])[], bank: boolean): number {
  const list = layout.wordOf.map((w) => words[w]!);
  const log = fillSteps(layout.grid, list, 4, new Map(), LEVELS);
  if (!log.solved) return 0;
  return Math.max(1, ...log.steps.map((s) => LEVELS[s.technique as FillTechnique])) + (bank ? 0 : 1);
}

/** The puzzle and its answer from a layout: its slots in the clue lists' order, each with its word's clue, the bank in the language's order. */
function recordOf(layout: Layout, list: readonly Candidate[], bank: boolean, theme: string | undefined, collator: Intl.Collator): { puzzle: CrissCrossPuzzle; solution: CrissCrossSolution } {
  const { grid } = layout;
  const slots: Slot[] = grid.slots.map((s, i) => ({
    number: s.number,
    row: Math.floor(s.cells[0]! / grid.cols),
    col: s.cells[0]! % grid.cols,
    dir: s.across ? 'across' : 'down',
    length: s.cells.length,
    clue: list[layout.wordOf[i]!]!.clue,
  }));
  const answers = grid.slots.map((_, i) => list[layout.wordOf[i]!]!.printed);
  const puzzle: CrissCrossPuzzle = {
    rows: grid.rows,
    cols: grid.cols,
    slots,
    bank: [...answers].sort((a, b) => collator.compare(a, b)),
    printBank: bank,
    ...(theme !== undefined ? { theme } : {}),
  };
  return { puzzle, solution: { words: answers } };
}

/**
 * A puzzle of the band: its words (the author's, or drawn from a theme with clues: the options',
 * else one drawn from the seed), laid out crossing within the most rows and columns, the layout
 * kept that the words fill one way only (the proof, `layOut`) at the band's level; graded by the
 * step solver, kept when the grade is the band's. Null when no attempt reaches it.
 */
export function generate(rng: Rng, options: CrissCrossOptions, difficulty: Difficulty): Made<CrissCrossPuzzle, CrissCrossSolution, CrissCrossGrade> | null {
  const lexicon = lexiconHere();
  const plan = planOf(options, difficulty);
  const level = LEVEL[difficulty];
  const collator = new Intl.Collator(lexicon.tag);
  const { pool, theme } = candidatesOf(lexicon, options, rng);
  const count = Math.min(plan.count, pool.length);
  const longest = Math.max(plan.rows, plan.cols);
  for (let attempt = 0; attempt < ATTEMPTS[difficulty]; attempt++) {
    // The author's words drawn as a theme's are, where the puzzle takes some of them.
    const list = drawWords(rng, pool, count, longest, options.words && count === pool.length ? 0 : plan.bank ? level : level - 1);
    if (!list) return null;
    const codes = list.map((c) => c.codes);
    const layout = layOut(codes, rng, plan.rows, plan.cols, LAYOUTS[difficulty], (l) => levelOf(l, codes, plan.bank) === level);
    if (!layout) continue;
    const record = recordOf(layout, list, plan.bank, theme, collator);
    const grade = measure(record.puzzle);
    if (!grade || grading.band(grade, record.puzzle) !== difficulty) continue;
    return { ...record, grade, difficulty };
  }
  return null;
}
