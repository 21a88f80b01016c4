import type { Difficulty } from '../../src/engine/kind.ts';
import { KIND_NAMES, type KindName } from '../../src/kinds/registry.ts';
import { languagesFor } from '../../src/book/translations.ts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { BookFile } from '../../src/book/bookfile-schema.ts';
import { sampleOf } from '../matrix.ts';
import { bookOf, everyKind, LARGEST_SECTIONS } from './books.ts';

/**
 * The books of the shared archive the play tests read besides its first four (books.ts): made
 * once a run by the end-to-end tests' global set-up (test/global/archive.ts) as book files, in
 * the test's process (the archive draws its own PDFs), and published with the others in the one
 * archive every browser test reads. A test reads one with `bookOf(books, slug)`.
 */

/** The largest puzzle of each kind, as the sampler prints them (a kind not named, at its worked example's options). */
export const LARGEST = `title: Largest of each kind
slug: largest
seed: 11
sections:
${everyKind(LARGEST_SECTIONS)}`;

/** A 9×9 Cross Numbers in Spanish, whose toolbar words are the catalogs' longest. */
export const LARGEST_ES = `title: Los más grandes
slug: largest-es
seed: 11
language: es
sections:
  - kind: cross-numbers
    count: 1
    difficulty: expert
    options: { size: 9 }
    perPage: 1
`;

/** Every language a book of every kind can be printed in. */
export const LANGUAGES = languagesFor(KIND_NAMES);

/**
 * One small puzzle of each kind in a language, in two books: `words-<lang>` the kinds `npm test`
 * plays in that language (the sample of puzzle-pages.matrix.test.ts's `puzzle-page` rows), and
 * `more-words-<lang>` the rest, which only `test:release` reads; a test finds a kind's puzzle in
 * either with `wordsPuzzle`. The same seed and sections as one book of every kind, so the same puzzles.
 */
export const wordsSlug = (lang: string) => `words-${lang.toLowerCase()}`;
const moreWordsSlug = (lang: string) => `more-${wordsSlug(lang)}`;
const wordsBook = (slug: string, lang: string, kinds: (kind: KindName) => boolean) => `title: Words ${lang}
slug: ${slug}
seed: 5
language: ${lang}
sections:
${KIND_NAMES.filter(kinds).map((kind) => `  - kind: ${kind}\n    count: 1\n    difficulty: easy\n`).join('')}`;
/** A language's words book of the kinds `only` names (all, where it names none). */
export const wordsSpec = (lang: string, only?: readonly KindName[]) => wordsBook(wordsSlug(lang), lang, (kind) => !only || only.includes(kind));
/** The kinds npm test plays in a language (its sample's rows in that language). */
const playedIn = (lang: string): KindName[] => sampleOf('puzzle-page').flatMap((row) => (row.language === lang ? [row.kind] : []));
const everydayWords = (lang: string) => wordsSpec(lang, playedIn(lang));
const moreWords = (lang: string) => (KIND_NAMES.some((kind) => !playedIn(lang).includes(kind)) ? [wordsBook(moreWordsSlug(lang), lang, (kind) => !playedIn(lang).includes(kind))] : []);

/** A kind's puzzle in a language's words books (`words-<lang>`, or `more-words-<lang>` where the archive has it). */
export function wordsPuzzle(books: string, lang: string, kind: KindName): BookFile['puzzles'][number] {
  const found = [wordsSlug(lang), moreWordsSlug(lang)]
    .filter((slug) => existsSync(join(books, `${slug}.json`)))
    .flatMap((slug) => bookOf(books, slug).puzzles)
    .find((p) => p.kind === kind);
  if (!found) throw new Error(`no ${kind} in the ${lang} words books of the shared archive`);
  return found;
}

/** A maze of each band, at a size of its own; a child's heart with its rocket; and a child's round maze of 6 rings with its bee (the book's last). */
export const MAZE_BANDS: [Difficulty, number][] = [
  ['easy', 8],
  ['medium', 12],
  ['hard', 20],
  ['expert', 30],
];
export const MAZES = `title: Mazes
slug: mazes
seed: 87
sections:
${MAZE_BANDS.map(([band, size]) => `  - { kind: maze, count: 1, difficulty: ${band}, options: { size: ${size} } }\n`).join('')}  - { kind: maze, count: 1, difficulty: easy, options: { size: 10, shape: heart, picture: rocket } }
  - { kind: maze, count: 1, difficulty: easy, options: { size: 6, shape: round, picture: bee } }
`;

/** A word search of each band. */
export const WORD_SEARCH_BANDS: Difficulty[] = ['easy', 'medium', 'hard', 'expert'];
export const WORD_SEARCHES = `title: Word searches
slug: word-searches
seed: 84
sections:
${WORD_SEARCH_BANDS.map((band) => `  - { kind: word-search, count: 1, difficulty: ${band} }\n`).join('')}`;

/** Sudoku's 16×16 and 12×12, whose numbers past 9 are two keys. */
export const BIG_GRIDS = `title: Big grids
slug: big-grids
seed: 86
sections:
  - { kind: sudoku, count: 1, difficulty: easy, options: { size: 16 } }
  - { kind: sudoku, count: 1, difficulty: easy, options: { size: 12 } }
`;

/** A 6×6 Skyscrapers of medium. */
export const SKYSCRAPERS = `title: Skyscrapers
slug: skyscrapers
seed: 88
sections:
  - { kind: skyscrapers, count: 1, difficulty: medium, options: { size: 6 } }
`;

/** An expert Sudoku whose hints are chains. */
export const CHAINS = `title: Chains
slug: chains
seed: 86
sections:
  - { kind: sudoku, count: 1, difficulty: expert, options: { size: 9 } }
`;

/** The kinds at the sizes whose print is smallest on a phone (a kind not named, at its worked example's options). */
export const SMALL_PRINT = `title: Small print
slug: small-print
seed: 11
sections:
${everyKind(`  - kind: cross-numbers
    count: 1
    difficulty: expert
    options: { size: 9 }
  - kind: number-mind
    count: 1
    difficulty: hard
    options: { length: 8 }
  - kind: calcudoku
    count: 1
    difficulty: hard
    options: { size: 7 }
  - kind: word-search
    count: 1
    difficulty: expert
    options: { size: 15 }
`)}`;

/** The puzzles a phone reads down its screen: a long Number Mind, a 9×9 Cross Numbers, Calcudoku's 6×6 and 9×9. */
export const PHONE_READING = `title: Phone reading
slug: phone-reading
seed: 11
sections:
  - kind: number-mind
    count: 1
    difficulty: hard
    options: { length: 8 }
  - kind: cross-numbers
    count: 1
    difficulty: expert
    options: { size: 9 }
  - kind: calcudoku
    count: 1
    difficulty: medium
    options: { size: 6 }
  - kind: calcudoku
    count: 1
    difficulty: hard
    options: { size: 9 }
`;

/**
 * The shared archive's play books `npm test` reads (test/global/archive.ts, `everyday`): the largest
 * of each kind, and each language's words book of the kinds it plays there.
 */
export const EVERYDAY_PLAY_SPECS: string[] = [LARGEST, ...LANGUAGES.map(everydayWords)];
/** The rest, which `test:release` reads too: published onto the everyday archive (`full`). */
export const MORE_PLAY_SPECS: string[] = [LARGEST_ES, ...LANGUAGES.flatMap(moreWords), MAZES, WORD_SEARCHES, BIG_GRIDS, SKYSCRAPERS, CHAINS, SMALL_PRINT, PHONE_READING];

/**
 * What the new-kind check's run (test/kinds/new-kind.test.ts: the files of test/kinds/looping.ts
 * on the added kind alone) reads of these, and so all its archive holds of them: the largest of
 * each kind (its page's rows) and each language's words book of the added kind. The rest would be
 * made, proved, drawn and published for no test of that run to read.
 */
export const playSpecsFor = (kind: KindName): string[] => [LARGEST, ...LANGUAGES.map((lang) => wordsSpec(lang, [kind]))];
