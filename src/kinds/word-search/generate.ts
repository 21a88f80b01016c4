import { UserError } from '../../engine/errors.ts';
import type { Difficulty, Made, Refusal } from '../../engine/kind.ts';
import { language } from '../../engine/language.ts';
import type { Rng } from '../../engine/random.ts';
import { DIRECTION_CLASS, DIRECTIONS, type Direction, dirIndex } from '../../engine/wordkit/directions.ts';
import { plainLetters, printed } from '../../engine/wordkit/letters.ts';
import { type Lexicon, lexiconFor, lexiconLanguages } from '../../engine/wordkit/lexicon.ts';
import { fillLetterGrid, LetterLayout, makeLetterGrid, type MadeGrid } from '../../engine/wordkit/make.ts';
import { hasOffensiveList, offensiveWithEnglish } from '../../engine/wordkit/offensive.ts';
import type { Placed } from '../../engine/wordkit/proof.ts';
import { grading, measure, type WordSearchGrade } from './grade.ts';
import { BAND_DIRECTIONS, MAX_SIDE, messageLetters, MIN_SIDE, type WordSearchOptions, type WordSearchPuzzle, type WordSearchSolution } from './schema.ts';
import { gridOf, listSide, roomOf, wordCount } from './sizing.ts';
import { knownRead } from './letters.ts';
import { forwardOf } from './steps.ts';

/** The step solver's level of each band: the hardest class of direction its words take. */
export const LEVEL: Record<Difficulty, 1 | 2 | 3 | 4> = { easy: 1, medium: 2, hard: 3, expert: 4 };

/** What a band asks of its words and its filler, beside its directions. */
export interface BandPlan {
  /** Letters a word may have, at least and at most (at most the grid's shorter side). */
  shortest: number;
  longest: number;
  /** The share of the words that take the band's hardest class of direction, at least. */
  hardestShare: number;
  /** How strongly words cross (the kit's `crossing`). */
  crossing: number;
  /** Near-misses planted among the filler, a word of the list. */
  decoysPerWord: number;
}

/**
 * The bands, measured (docs/kinds/word-search.md): easy words of 3 to 8 letters across and
 * down, apart, and no decoys; medium a word more, longer words, crossing more, the diagonals
 * forwards and a decoy for every third word; hard two words more, from 4 letters, backwards
 * along and a decoy a word; expert four more, all eight directions, words crossing most and
 * two decoys a word.
 */
export const BANDS: Readonly<Record<Difficulty, BandPlan>> = {
  easy: { shortest: 3, longest: 8, hardestShare: 0, crossing: 0.2, decoysPerWord: 0 },
  medium: { shortest: 3, longest: 10, hardestShare: 0.35, crossing: 0.4, decoysPerWord: 1 / 3 },
  hard: { shortest: 4, longest: 12, hardestShare: 0.35, crossing: 0.6, decoysPerWord: 1 },
  expert: { shortest: 4, longest: 15, hardestShare: 0.3, crossing: 0.9, decoysPerWord: 2 },
};

export { wordCount };

/**
 * The longest word a band's grid takes: its plan's, a letter more for each letter the grid's
 * shorter side has past 12 (a large grid lists more words, and a theme has only so many short
 * ones), and no longer than that side.
 */
export const longestAt = (rows: number, cols: number, difficulty: Difficulty) => {
  const side = Math.min(rows, cols);
  return Math.min(side, BANDS[difficulty].longest + Math.max(0, side - 12));
};

/** The directions a band's words take with these options: the options' (or the band's), of classes up to the band's level. */
export function bandDirections(options: Pick<WordSearchOptions, 'directions'>, difficulty: Difficulty): Direction[] {
  const level = LEVEL[difficulty];
  return (options.directions ?? BAND_DIRECTIONS[difficulty]).filter((d) => DIRECTION_CLASS[d] <= level);
}

/** Spare words a hidden message may add to a theme's list, at most: twice as many as the band's. */
export const SPARES_PER_WORD = 2;

/** Words that take a band's hardest class of direction, at least, from medium on. */
const HARDEST_USES = 2;

/** Fresh choices of words and placements tried before the band is given up at this seed. */
const ATTEMPTS = 60;


/** The shortest word a puzzle lists: a word of two letters reads by chance all over a grid. */
export const SHORTEST_WORD = 3;
/** A theme's longest word, in letters, and the most spaces, hyphens and apostrophes one holds (test/engine/wordkit/themes.test.ts holds the themes to both). */
export const LONGEST_THEME_WORD = 15;
export const MOST_SEPARATORS = 2;

/** Whether `inner` reads inside `outer`, forwards or backwards (CAT in CATERPILLAR, TAR in STAR's RATS). */
export const readsInside = (inner: string, outer: string) => outer.includes(inner) || outer.includes([...inner].reverse().join(''));

/** The first pair of a list one of which reads inside the other, as indices; null where none does. */
function insidePair(folded: readonly string[]): [number, number] | null {
  for (let i = 0; i < folded.length; i++) {
    for (let j = 0; j < folded.length; j++) if (i !== j && folded[i]!.length <= folded[j]!.length && readsInside(folded[i]!, folded[j]!)) return [i, j];
  }
  return null;
}

/** The themes' ids, as every language's lexicon has them (the English one's). */
export function themeIds(): string[] {
  const lexicon = lexiconFor('en');
  return lexicon ? [...lexicon.themes.keys()].sort() : [];
}

/**
 * Why a band cannot be made with these options, in a sentence naming what can; null where it
 * can. Read before the book's language is known (a spec's section), so a word's letters are
 * checked as every language's grid prints them, marks aside.
 */
export function refusal(options: WordSearchOptions, difficulty: Difficulty): string | Refusal | null {
  const { rows, cols } = gridOf(options, difficulty);
  const level = LEVEL[difficulty];
  const dirs = bandDirections(options, difficulty);
  if (options.directions && !dirs.some((d) => DIRECTION_CLASS[d] === level)) {
    const needed = DIRECTIONS.filter((d) => DIRECTION_CLASS[d] === level).join(' or ');
    const fits = (['easy', 'medium', 'hard', 'expert'] as const).filter((d) => options.directions!.some((x) => DIRECTION_CLASS[x] === LEVEL[d]));
    const bands = fits.length ? `${new Intl.ListFormat('en', { type: 'conjunction' }).format(fits)} puzzles` : 'no band';
    return `${difficulty} needs words running ${needed} among its directions; the directions ${options.directions.join(' ')} make ${bands}`;
  }
  // Each refused for its option's sake, with a code and the figures a page words it by (the Make page's `list` words).
  const refused = (option: string, code: string, values: Refusal['values'], message: string): Refusal => ({ option, code, values, message });
  if (options.words) {
    const folded: string[] = [];
    for (const word of options.words) {
      const letters = plainLetters(word);
      if (letters === null) return refused('words', 'word-unprintable', { word }, `"${word}" holds a character no grid prints (letters, with spaces, hyphens and apostrophes, only)`);
      if (letters.length < SHORTEST_WORD) return refused('words', 'word-short', { word, letters: letters.length, least: SHORTEST_WORD }, `"${word}" has ${letters.length} letter${letters.length === 1 ? '' : 's'}; a word takes ${SHORTEST_WORD} or more, as one of fewer reads by chance all over a grid`);
      if (letters.length > Math.max(rows, cols)) return refused('words', 'word-long', { word, letters: letters.length, rows, cols }, `"${word}" has ${letters.length} letters, more than the ${rows}×${cols} grid's side; make the grid larger or leave it out`);
      folded.push(letters);
    }
    const twin = folded.findIndex((f, i) => folded.indexOf(f) !== i);
    if (twin >= 0) {
      const [word, other] = [options.words[folded.indexOf(folded[twin]!)]!, options.words[twin]!];
      return refused('words', 'words-same', { word, other }, `"${word}" and "${other}" are the same letters in the grid; list it once`);
    }
    const pair = insidePair(folded);
    if (pair) {
      const [word, other] = [options.words[pair[0]]!, options.words[pair[1]]!];
      return refused('words', 'word-inside', { word, other }, `"${word}" reads inside "${other}", so it could not be found once; leave one out`);
    }
    // Above easy (whose score has no floor), two fewer than an easy grid of the size lists: a
    // band's extra words are the generator's choice, and five words make an expert 8×8 (all eight
    // directions and two decoys a word).
    const least = wordCount(rows, cols, 'easy') - 2;
    if (difficulty !== 'easy' && folded.length < least) return refused('words', 'words-few', { band: difficulty, rows, cols, least, count: folded.length }, `${difficulty} at ${rows}×${cols} takes ${least} words or more, and the list has ${folded.length}; add words, or choose a smaller grid or an easier band`);
    // Room for the list's letters, at every band alike (sizing.ts `roomOf`): a size named too small is refused naming the one the list takes.
    const letters = folded.reduce((n, f) => n + f.length, 0);
    if (letters > roomOf(rows, cols)) {
      // The side the list takes (a letter's folding may count a letter more than listSide's: ß is SS).
      let side = listSide(options.words, difficulty);
      while (side < MAX_SIDE && letters > roomOf(side, side)) side++;
      return letters <= roomOf(side, side)
        ? refused('words', 'words-many', { rows, cols, letters, most: roomOf(rows, cols), side }, `the list's ${letters} letters do not fit in a ${rows}×${cols} grid with room to spare (${roomOf(rows, cols)} at most); a ${side}×${side} grid takes them (leave the size out and the grid is sized to the list), or leave words out`)
        : refused('words', 'words-crowded', { letters, rows: MAX_SIDE, cols: MAX_SIDE, most: roomOf(MAX_SIDE, MAX_SIDE) }, `the list's ${letters} letters do not fit with room to spare even in the largest grid, ${MAX_SIDE}×${MAX_SIDE} (${roomOf(MAX_SIDE, MAX_SIDE)} at most); leave words out`);
    }
  } else if (options.theme !== undefined && themeIds().length > 0 && !themeIds().includes(options.theme)) {
    const ids = themeIds();
    return refused('theme', 'theme-unknown', { theme: options.theme }, `"${options.theme}" is not a theme; the ${ids.length} themes (${ids.slice(0, 3).join(', ')}, …) are listed in docs/kinds/word-search.md, or give your own list as words`);
  }
  if (options.message !== undefined) {
    const letters = plainLetters(messageLetters(options.message));
    if (letters === null) return refused('message', 'message-unprintable', {}, 'holds a character no grid prints (letters, with spaces, hyphens and apostrophes, only)');
    if (letters.length > Math.floor((rows * cols) / 2)) return refused('message', 'message-long', { letters: letters.length, rows, cols }, `its ${letters.length} letters are more than half the ${rows}×${cols} grid's; shorten it or make the grid larger`);
  }
  if (Math.min(rows, cols) < MIN_SIDE) return `a grid of ${rows}×${cols} is too small`;
  return null;
}

/**
 * The words of an author's own list that a list of offensive words holds, in `lang`'s letters
 * (its list, English's, or our own: offensive.ts), unless the options keep them: a worksheet
 * refuses them, a book prints them with a warning (spec.ts, pipeline.ts). A grid is proved free
 * of every entry but the list's own words either way.
 */
export function offensiveInList(options: WordSearchOptions, lang: string): string[] {
  if (!options.words || options.keepOffensive) return [];
  const lexicon = lexiconFor(lang) ?? lexiconFor('en');
  if (!lexicon) return [];
  const entries = new Set(offensiveWithEnglish(lexicon).map((codes) => codes.join(',')));
  return options.words.filter((word) => entries.has(lexicon.alphabet.codesOf(messageLetters(word))?.join(',') ?? ''));
}

/**
 * What a word search in `lang` lacks, or null: its lexicon (themes and letters, a file of its
 * own), and a list of offensive words to prove its grids clean by.
 */
export function lexiconLacks(lang: string): string | null {
  const lexicon = lexiconFor(lang);
  const base = lang.split('-')[0]!;
  if (!lexicon || lexicon.tag.split('-')[0] !== base) {
    return `src/engine/wordkit/themes/${lang}.json: missing (Word Search's letters and themes): write the language's own, as src/engine/wordkit/themes/en.json is laid out (there are ${lexiconLanguages().join(', ')})`;
  }
  if (!hasOffensiveList(lexicon.tag)) return `Word Search in ${lang}: no list of offensive words in naughty-words for ${base}, so no grid could be proved clean`;
  return null;
}

/** The lexicon of the language of the work under way, or a refusal naming the file a language without one needs. */
function lexiconHere(): Lexicon {
  const lang = language();
  const lacks = lexiconLacks(lang);
  if (lacks) throw new UserError(lacks, [], 'unreachable');
  return lexiconFor(lang)!;
}


/** The words a puzzle may take: each printed, with its letters as codes and as text, and the words it may not be listed with. */
interface Candidate {
  printed: string;
  codes: number[];
  letters: string;
  /** Words of its theme that are the same letters, or read inside it or it inside them, forwards or backwards. */
  clashes: Set<Candidate>;
}

function candidatesOf(lexicon: Lexicon, written: readonly string[]): Candidate[] {
  const out: Candidate[] = written.flatMap((w) => {
    const codes = lexicon.alphabet.codesOf(w);
    return codes && codes.length >= SHORTEST_WORD ? [{ printed: printed(w, lexicon.tag), codes, letters: codes.map((c) => lexicon.alphabet.letters[c]).join(''), clashes: new Set<Candidate>() }] : [];
  });
  for (const a of out) for (const b of out) if (a !== b && (a.letters === b.letters || readsInside(a.letters, b.letters) || readsInside(b.letters, a.letters))) a.clashes.add(b);
  return out;
}

/** A theme's candidates, read once a lexicon's theme: a maker draws from them for every puzzle. */
const themed = new WeakMap<object, Candidate[]>();
function themeCandidates(lexicon: Lexicon, theme: { words: readonly string[] }): Candidate[] {
  let found = themed.get(theme);
  if (!found) themed.set(theme, (found = candidatesOf(lexicon, theme.words)));
  return found;
}

/** `count` words of `pool`, drawn, no two of which clash; null where the pool has too few. */
function draw(rng: Rng, pool: readonly Candidate[], count: number): Candidate[] | null {
  const chosen: Candidate[] = [];
  for (const c of rng.shuffle([...pool])) {
    if (chosen.length === count) break;
    if (chosen.some((o) => c.clashes.has(o))) continue;
    chosen.push(c);
  }
  return chosen.length === count ? chosen : null;
}

/** Each word's wanted direction: at least the band's share in its hardest class, the rest drawn from all its directions. */
function wantedDirections(rng: Rng, n: number, dirs: readonly Direction[], level: number, share: number): number[] {
  const hardest = dirs.filter((d) => DIRECTION_CLASS[d] === level);
  const need = hardest.length && level > 1 ? Math.max(1, Math.ceil(share * n)) : 0;
  const order = rng.shuffle(Array.from({ length: n }, (_, i) => i));
  const wanted: number[] = new Array(n);
  order.forEach((i, k) => (wanted[i] = dirIndex(k < need ? rng.pick(hardest) : rng.pick(dirs))));
  return wanted;
}

/** The puzzle and its answer from a made grid: the list in the language's alphabetical order, as it is printed. */
function recordOf(
  lexicon: Lexicon,
  made: MadeGrid,
  words: readonly Candidate[],
  collator: Intl.Collator,
  dirs: readonly Direction[],
  theme: string | undefined,
  message: string | undefined,
): { puzzle: WordSearchPuzzle; solution: WordSearchSolution } {
  const { grid } = made;
  const order = words.map((_, i) => i).sort((a, b) => collator.compare(words[a]!.printed, words[b]!.printed));
  const list = order.map((i) => words[i]!);
  const placed = order.map((i) => made.placed[i]!);
  const letters = Array.from({ length: grid.rows }, (_, r) => Array.from({ length: grid.cols }, (_, c) => lexicon.alphabet.letters[grid.cells[r * grid.cols + c]!]!));
  const placements = placed.map((p, i) => {
    // A palindrome reads both ways over its cells: stored the easier way round.
    const at = isPalindrome(list[i]!.codes) ? forwardOf(p) : p;
    return { word: list[i]!.printed, row: at.row, col: at.col, dir: DIRECTIONS[at.dir]! };
  });
  const puzzle: WordSearchPuzzle = {
    rows: grid.rows,
    cols: grid.cols,
    letters,
    words: list.map((c) => c.printed),
    directions: [...dirs],
    ...(theme !== undefined ? { theme } : {}),
    ...(message !== undefined ? { message: { length: message.length } } : {}),
  };
  knownRead(puzzle, { alphabet: lexicon.alphabet, grid: { rows: grid.rows, cols: grid.cols, cells: grid.cells }, words: list.map((c) => c.codes), lexicon });
  return { puzzle, solution: message !== undefined ? { placements, message } : { placements } };
}

const isPalindrome = (w: readonly number[]) => w.every((c, i) => c === w[w.length - 1 - i]);

/**
 * A puzzle of the band: its words (the author's, or drawn from a theme: the options', else one
 * drawn from the seed), placed in the band's directions with its share in the hardest, the
 * filler drawn and mended until the grid is proved (each word reads once, nothing offensive
 * reads anywhere, no word inside another), then graded by the step solver; kept when the grade
 * is the band's. Null when no attempt reaches it.
 */
export function generate(rng: Rng, options: WordSearchOptions, difficulty: Difficulty): Made<WordSearchPuzzle, WordSearchSolution, WordSearchGrade> | null {
  const lexicon = lexiconHere();
  const { rows, cols } = gridOf(options, difficulty);
  const level = LEVEL[difficulty];
  const band = BANDS[difficulty];
  const dirs = bandDirections(options, difficulty);
  const allowed = dirs.map(dirIndex);
  const collator = new Intl.Collator(lexicon.tag);
  let theme: string | undefined;
  let pool: Candidate[];
  let count: number;
  if (options.words) {
    pool = candidatesOf(lexicon, options.words);
    if (pool.length !== options.words.length) {
      const word = options.words.find((w) => !lexicon.alphabet.codesOf(w));
      throw new UserError(`words: "${word}" holds a letter the ${lexicon.tag} grids do not print`, [], 'unreachable');
    }
    count = pool.length;
    // Its heading as given; a theme's id (the Make page's choice beside a list) as the theme's title.
    theme = options.theme === undefined ? undefined : (lexicon.themes.get(options.theme)?.title ?? options.theme);
  } else {
    const ids = [...lexicon.themes.keys()].sort();
    const id = options.theme ?? rng.pick(ids);
    const found = lexicon.themes.get(id);
    if (!found) throw new UserError(`theme: "${id}" is not a theme in ${lexicon.tag}; there are ${ids.join(', ')}`, [], 'unreachable');
    theme = found.title;
    const longest = longestAt(rows, cols, difficulty);
    pool = themeCandidates(lexicon, found).filter((c) => c.codes.length >= band.shortest && c.codes.length <= longest);
    count = wordCount(rows, cols, difficulty);
  }
  const message = options.message === undefined ? undefined : lexicon.alphabet.fold(messageLetters(options.message))?.join('');
  if (options.message !== undefined && !message) throw new UserError(`message: holds a letter the ${lexicon.tag} grids do not print`, [], 'unreachable');
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const drawn = options.words ? pool : draw(rng, pool, count);
    if (!drawn) return null;
    const list = [...drawn];
    const wanted = wantedDirections(rng, list.length, dirs, level, band.hardestShare);
    const plan = {
      rows,
      cols,
      words: list.map((c) => c.codes),
      wanted,
      allowed,
      crossing: band.crossing,
      decoys: Math.round(band.decoysPerWord * list.length),
      lexicon,
    };
    const made = message === undefined ? makeLetterGrid(rng, plan) : withMessage(rng, plan, [...message].map((l) => lexicon.alphabet.code(l)), options.words ? [] : pool.filter((c) => !list.includes(c)), list);
    if (!made) continue;
    const record = recordOf(lexicon, made, list, collator, dirs, theme, message);
    const grade = measure(record.puzzle);
    const [lo, hi] = rangeFor(rows, cols, record.puzzle.words, difficulty);
    // A band turns on its hardest direction more than once: a hard puzzle of one backwards word is a medium one with a twist.
    if (!grade || grade.level !== level || grade.score < lo || grade.score >= hi || (level > 1 && (grade.uses[grade.hardest] ?? 0) < HARDEST_USES)) continue;
    return { ...record, grade, difficulty };
  }
  return null;
}

/** The scores a band's puzzles listing these words may have at this size: [lowest, below]. */
function rangeFor(rows: number, cols: number, words: string[], difficulty: Difficulty): [number, number] {
  const b = grading.bounds({ rows, cols, words });
  const i = LEVEL[difficulty] - 1;
  return [i === 0 ? 0 : b[i - 1]!, i === 3 ? Infinity : b[i]!];
}

/**
 * A grid whose leftover letters spell `message` exactly: the words placed, then, while more
 * cells are left than the message has letters, spare words of the theme placed too (each
 * joining the list, `list` grown in place), until the cells left are exactly the message's.
 */
function withMessage(rng: Rng, plan: Parameters<typeof makeLetterGrid>[1], message: number[], spares: readonly Candidate[], list: Candidate[]): MadeGrid | null {
  const layout = new LetterLayout(plan.rows, plan.cols);
  const words = [...plan.words];
  const placed: Placed[] = new Array(words.length);
  const order = words.map((_, i) => i).sort((a, b) => words[b]!.length - words[a]!.length || a - b);
  for (const i of order) {
    const at = layout.placeAnyway(rng, words[i]!, plan.wanted[i]!, plan.allowed, plan.crossing);
    if (!at) return null;
    placed[i] = at;
  }
  let free = layout.free().length;
  const most = plan.words.length * (1 + SPARES_PER_WORD);
  for (const spare of rng.shuffle([...spares])) {
    const over = free - message.length;
    if (over <= 0 || list.length >= most) break;
    if (list.some((o) => spare.clashes.has(o))) continue;
    // As many new letters as fill the cells over, or leave room for one more word (three letters or more).
    for (let take = Math.min(spare.codes.length, over); take >= 1; take--) {
      if (over - take !== 0 && over - take < SHORTEST_WORD) continue;
      const at = layout.placeTaking(rng, spare.codes, plan.allowed, take);
      if (!at) continue;
      list.push(spare);
      words.push(spare.codes);
      placed.push(at);
      free -= take;
      break;
    }
  }
  if (free !== message.length) return null;
  return fillLetterGrid(rng, layout, placed, { words, allowed: plan.allowed, decoys: 0, message, lexicon: plan.lexicon });
}
