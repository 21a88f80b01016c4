import { UserError } from '../../engine/errors.ts';
import type { Difficulty, Made, Refusal } from '../../engine/kind.ts';
import { language } from '../../engine/language.ts';
import type { Rng } from '../../engine/random.ts';
import { DIRECTION_CLASS, DIRECTIONS, type Direction, dirIndex } from '../../engine/wordkit/directions.ts';
import { plainLetters, printed } from '../../engine/wordkit/letters.ts';
import { type Lexicon, lexiconFor, lexiconLanguages, type Theme } from '../../engine/wordkit/lexicon.ts';
import { makeLetterGrid, type MadeGrid } from '../../engine/wordkit/make.ts';
import { hasOffensiveList, offensiveWithEnglish } from '../../engine/wordkit/offensive.ts';
import { grading, measure, type WordSearchGrade } from './grade.ts';
import { BAND_DIRECTIONS, MAX_MESSAGE, MAX_SIDE, messageLetters, MIN_SIDE, type WordSearchOptions, type WordSearchPuzzle, type WordSearchSolution } from './schema.ts';
import { gridOf, listSide, MESSAGE_COVER, MESSAGE_LIST_ROOM, messageFit, roomOf, THEME_COVER, wordCount } from './sizing.ts';
import { knownRead } from './letters.ts';
import { SPARES_PER_WORD, withMessage } from './message.ts';
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

export { SPARES_PER_WORD };

/** The spare letters a hidden message's search is given, at least, for each cell the list leaves it to cover: a theme's words and the next nearest theme's where they are fewer. */
const SPARE_SUPPLY = 2;

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

/** A grid of this size as a sentence names it, with its article: "a 10×10", "an 8×8", "an 11×11", "an 18×18". */
const aGrid = (rows: number, cols: number) => `${/^(8|11|18)$/.test(String(rows)) ? 'an' : 'a'} ${rows}×${cols}`;

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
    // With a hidden message, the room the message leaves them (below).
    if (options.message === undefined && letters > roomOf(rows, cols)) {
      // The side the list takes (a letter's folding may count a letter more than listSide's: ß is SS).
      let side = listSide(options.words, difficulty);
      while (side < MAX_SIDE && letters > roomOf(side, side)) side++;
      return letters <= roomOf(side, side)
        ? refused('words', 'words-many', { rows, cols, letters, most: roomOf(rows, cols), side }, `the list's ${letters} letters do not fit in a ${rows}×${cols} grid with room to spare (${roomOf(rows, cols)} at most); ${aGrid(side, side)} grid takes them (leave the size out and the grid is sized to the list), or leave words out`)
        : refused('words', 'words-crowded', { letters, rows: MAX_SIDE, cols: MAX_SIDE, most: roomOf(MAX_SIDE, MAX_SIDE) }, `the list's ${letters} letters do not fit with room to spare even in the largest grid, ${MAX_SIDE}×${MAX_SIDE} (${roomOf(MAX_SIDE, MAX_SIDE)} at most); leave words out`);
    }
  } else if (options.theme !== undefined && themeIds().length > 0 && !themeIds().includes(options.theme)) {
    const ids = themeIds();
    return refused('theme', 'theme-unknown', { theme: options.theme }, `"${options.theme}" is not a theme; the ${ids.length} themes (${ids.slice(0, 3).join(', ')}, …) are listed in docs/kinds/word-search.md, or give your own list as words`);
  }
  if (options.message !== undefined) {
    const plain = plainLetters(messageLetters(options.message));
    if (plain === null) return refused('message', 'message-unprintable', {}, 'holds a character no grid prints (letters, with spaces, hyphens and apostrophes, only)');
    const letters = plain.length;
    const own = options.words ? options.words.reduce((n, w) => n + (plainLetters(w)?.length ?? 0), 0) : 0;
    const fit = messageFit(rows, cols, letters, own);
    if (fit !== 'fits') {
      const cells = rows * cols;
      const free = gridOf({ words: options.words, message: options.message, rows: undefined, cols: undefined }, difficulty);
      const takes = messageFit(free.rows, free.cols, letters, own) === 'fits' && (free.rows !== rows || free.cols !== cols);
      // What would, joined: a message of a length this grid takes, a grid this message fits (the size left out finds it).
      const would = (length: string | null) => [length, takes ? `${aGrid(free.rows, free.cols)} grid (leave the size out and the grid is sized to it)` : null, own > 0 ? 'leave words out' : null].filter(Boolean).join(', or ');
      if (fit === 'long') {
        const most = Math.min(Math.floor(cells / 2), cells - Math.ceil(own / MESSAGE_LIST_ROOM));
        const shorter = most > 0 ? `a message of ${most} letters or fewer` : null;
        return own > (cells - letters) * MESSAGE_LIST_ROOM
          ? refused('message', 'message-long', { letters, rows, cols, most, own }, `its ${letters} letters leave the ${rows}×${cols} grid ${cells - letters} cells, too few for the list's ${own} letters with room to cross and fill; ${would(shorter)}`)
          : refused('message', 'message-long', { letters, rows, cols, most }, `its ${letters} letters are more than half the ${rows}×${cols} grid's; ${would(shorter)}`);
      }
      const coverOf = (n: number) => Math.min(Math.floor(n * MESSAGE_COVER), own + THEME_COVER);
      const cover = coverOf(cells);
      const least = cells - cover;
      // A message longer than one may be, or than half the grid, is no way out: the least the grid the size left out takes is.
      const freeLeast = free.rows * free.cols - coverOf(free.rows * free.cols);
      const longer =
        least <= Math.min(MAX_MESSAGE, Math.floor(cells / 2)) ? `a message of ${least} letters or more` : takes ? null : `a message of ${freeLeast} letters or more in ${aGrid(free.rows, free.cols)} grid`;
      return refused('message', 'message-short', { letters, rows, cols, least, cover }, `its ${letters} letters leave ${cells - letters} of the ${rows}×${cols} grid's cells to the words, more than words cover around a message (${cover}${own > 0 ? `: the list's ${own} letters and a theme's spare words` : ": a theme's words"}); ${would(longer)}`);
    }
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
  const message = options.message === undefined ? undefined : lexicon.alphabet.fold(messageLetters(options.message))?.join('');
  if (options.message !== undefined && !message) throw new UserError(`message: holds a letter the ${lexicon.tag} grids do not print`, [], 'unreachable');
  // The cells a hidden message leaves to the words: a theme's (the list's and a theme's) letters must be as many.
  const room = message === undefined ? 0 : rows * cols - message.length;
  const fitting = (c: Candidate) => c.codes.length >= band.shortest && c.codes.length <= longestAt(rows, cols, difficulty);
  // A message's spare word may be shorter than the band's words: three letters take the last cells exactly.
  const spareFits = (c: Candidate) => c.codes.length <= longestAt(rows, cols, difficulty);
  const supplyOf = (t: Theme, own: number) => own + themeCandidates(lexicon, t).filter(spareFits).reduce((n, c) => n + c.codes.length, 0);
  const themes = [...lexicon.themes.keys()].sort().map((id) => lexicon.themes.get(id)!);
  const named = options.theme === undefined ? undefined : lexicon.themes.get(options.theme);
  /** Where no theme's words are enough to cover the cells a message leaves: what would be. */
  const tooFew = (what: string, supply: number) =>
    new UserError(
      `message: its ${message!.length} letters leave ${room} cells of the ${rows}×${cols} grid to the words, and ${what} ${supply} letters; a message of ${rows * cols - supply} letters or more, or a smaller grid`,
      [],
      'unreachable',
    );
  let theme: string | undefined;
  let pool: Candidate[];
  let count: number;
  // A hidden message's spare words, beside the list: a theme's other words.
  let spares: Candidate[] = [];
  if (options.words) {
    pool = candidatesOf(lexicon, options.words);
    if (pool.length !== options.words.length) {
      const word = options.words.find((w) => !lexicon.alphabet.codesOf(w));
      throw new UserError(`words: "${word}" holds a letter the ${lexicon.tag} grids do not print`, [], 'unreachable');
    }
    if (message !== undefined) {
      const own = pool.reduce((n, c) => n + c.codes.length, 0);
      // A theme named gives the spares alone; else the nearest themes give them, as many as the cells need.
      if (named && supplyOf(named, own) < room) throw tooFew(`the list's and the ${named.title} theme's words have`, supplyOf(named, own));
      const nearest = spareThemes(rng, lexicon, named ? [named] : themes, pool);
      // Read with the spares' themes, so a spare that is a word of the list, or reads inside one, is known and left out.
      const listed = pool.length;
      for (let taken = 1; taken <= nearest.length; taken++) {
        const both = candidatesOf(lexicon, [...options.words, ...nearest.slice(0, taken).flatMap((t) => t.words)]);
        pool = both.slice(0, listed);
        spares = both.slice(listed).filter((c) => spareFits(c) && !pool.some((p) => c.clashes.has(p)));
        if (spares.reduce((n, c) => n + c.codes.length, 0) >= SPARE_SUPPLY * (room - own)) break;
      }
    }
    count = pool.length;
    // Its heading as given; a theme's id (the Make page's choice beside a list) as the theme's title.
    theme = options.theme === undefined ? undefined : (named?.title ?? options.theme);
  } else {
    if (options.theme !== undefined && !named) throw new UserError(`theme: "${options.theme}" is not a theme in ${lexicon.tag}; there are ${themes.map((t) => t.id).join(', ')}`, [], 'unreachable');
    // With a message, a theme whose words can cover the cells it leaves.
    const enough = message === undefined ? themes : themes.filter((t) => supplyOf(t, 0) >= room);
    const found = named ?? (enough.length > 0 ? rng.pick(enough) : undefined);
    if (message !== undefined && (!found || supplyOf(found, 0) < room)) throw tooFew(named ? `the ${named.title} theme's words have` : "no theme's words have more than", Math.max(...(named ? [named] : themes).map((t) => supplyOf(t, 0))));
    theme = found!.title;
    pool = themeCandidates(lexicon, found!).filter(fitting);
    spares = themeCandidates(lexicon, found!).filter(spareFits);
    count = wordCount(rows, cols, difficulty);
  }
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const drawn = options.words ? pool : draw(rng, pool, count);
    if (!drawn) return null;
    const list = [...drawn];
    if (message !== undefined && !options.words) shortened(list, pool, room);
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
    const made = message === undefined ? makeLetterGrid(rng, plan) : withMessage(rng, plan, [...message].map((l) => lexicon.alphabet.code(l)), options.words ? spares : spares.filter((c) => !list.includes(c)), list);
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
 * A theme's drawn words, their longest swapped for the theme's shortest others while their
 * letters are more than `room`, the cells a long hidden message leaves: the band's words, no
 * more letters than the grid has beside the message.
 */
function shortened(list: Candidate[], pool: readonly Candidate[], room: number): void {
  let letters = list.reduce((n, c) => n + c.codes.length, 0);
  while (letters > room) {
    const longest = list.reduce((a, b) => (b.codes.length > a.codes.length ? b : a));
    const others = list.filter((o) => o !== longest);
    const shorter = pool.filter((c) => c.codes.length < longest.codes.length && !list.includes(c) && !others.some((o) => c.clashes.has(o)));
    if (shorter.length === 0) return;
    const spare = shorter.reduce((a, b) => (b.codes.length < a.codes.length ? b : a));
    list[list.indexOf(longest)] = spare;
    letters += spare.codes.length - longest.codes.length;
  }
}

/**
 * The themes an author's list takes a hidden message's spare words from, nearest first: the one
 * the options name alone; else those sharing the most words with the list first (a class's
 * fruit, the fruit theme's), ties drawn.
 */
function spareThemes(rng: Rng, lexicon: Lexicon, themes: readonly Theme[], list: readonly Candidate[]): Theme[] {
  const letters = new Set(list.map((c) => c.letters));
  const shared = new Map(themes.map((t) => [t, themeCandidates(lexicon, t).filter((c) => letters.has(c.letters)).length]));
  return rng.shuffle([...themes]).sort((a, b) => shared.get(b)! - shared.get(a)!);
}
