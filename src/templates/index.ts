import type { Difficulty } from '../engine/kind.ts';
import { BOOK_SET, fromZero, message, plural, select, text, wordSet } from '../engine/catalog.ts';
import english from './words.en.json' with { type: 'json' };

/**
 * The words of a book's furniture — title page, contents, how-to pages, labels, footers,
 * worksheet headers and the answer key — which the PDF and the archive print alike. Each
 * kind's own words are in its folder (`src/kinds/<kind>/words.ts`).
 */
const book = {
  /** The copyright page, on the back of the title page. */
  /** The copyright line: year (`dated`, where the spec gives one) and rights holder (the author, else the publisher), and that all rights are reserved. */
  copyright: select<{ context: 'dated' | 'undated'; year?: number | undefined; author: string }>(['dated', 'undated']),
  published: message<{ publisher: string }>(),
  isbn: message<{ isbn: string }>(),
  copyrightPuzzles: plural<{ count: number }>(),
  /** Only where the spec asks for a colophon. */
  copyrightMade: message<{ seed: string; version: string }>(),
  /** The bands' names, as headings and labels print them. */
  bands: { easy: text, medium: text, hard: text, expert: text } satisfies Record<Difficulty, unknown>,
  belongsTo: message(),
  contentsHeading: message(),
  /** The heading of a contents page after the first. */
  contentsContinued: message(),
  /** A titled section in the contents: its title, the kind unless the title names it (`named`: then `unnamed` is the title alone), and its band. */
  contentsSection: select<{ context: 'named' | 'unnamed'; title: string; kindTitle: string; difficulty: string }>(['named', 'unnamed']),
  howToExample: message(),
  howToSolved: message(),
  /** The example's first steps, each drawn. */
  howToFirstSteps: message(),
  /** The kind's ladder, band by band. */
  howToBands: message(),
  howToBandsNote: message(),
  /** A band's line: its name, then each technique it adds, with or without what it is. */
  howToBand: message<{ band: string }>(),
  /**
   * A technique and what it is. `whatLower` is the same sentence with its first letter lower-cased,
   * for a language that writes a sentence after a colon so ("Pont : deux nombres…").
   */
  howToTechnique: message<{ title: string; what: string; whatLower: string }>('whatLower'),
  howToTitles: message<{ band: string; titles: string }>(),
  /** Under a section's heading: where its kind is explained. */
  /** On a how-to page of a book with QR codes: where a stuck reader finds hints (`address`: the archive's short-address stem, such as puzzles.example.org/p/). */
  howToOnline: message<{ address: string }>(),
  howToRef: message<{ kindTitle: string; page: number }>(),
  sectionHeading: plural<{ kindTitle: string; count: number; difficulty: string }>(),
  /** `7. Numbrix · hard`: a puzzle by its number in the book. */
  puzzleLabel: message<{ number: number; kindTitle: string; difficulty: string }>(),
  puzzleId: message<{ id: string }>(),
  /** Beside a puzzle's QR code (spec `archive`): its short code, which opens its page in the archive. */
  puzzleCode: message<{ code: string }>(),
  /** The running foot, set at the page's outside corner: the number outermost. */
  footerRight: message<{ title: string; page: number }>(),
  footerLeft: message<{ title: string; page: number }>(),
};

/** The wrap-around cover's words. */
const cover = {
  pdfTitle: message<{ title: string }>(),
  spine: message<{ title: string; author: string }>(),
  blurb: plural<{ count: number; difficulties: string }>(),
  kindLine: message<{ kindTitle: string; count: number }>(),
};

const answers = {
  /** The key's title in a document of its own… */
  title: message<{ title: string }>(),
  /** …and its heading at the back of the book. */
  heading: message(),
  caption: message<{ number: number; kindTitle: string; page: number | undefined }>(),
  /** In a pack of worksheet versions (`worksheet --versions`): the caption with the version's letter before the number ("A1."), so version A's answers are told from B's. */
  versionCaption: message<{ version: string; number: number; kindTitle: string; page: number | undefined }>(),
};

/** A worked answer's lines beside its picture (`worked: true`). */
const worked = {
  /**
   * One step: its technique, its reason. Where the reason has a colon of its own (`colon`), the
   * technique ends with a full stop, so no line reads "Title: this: that" (else `plain`).
   * `sayLower` is the reason with its first letter lower-cased, for a language that writes a
   * sentence after a colon so. A reason that opens with the technique's name is the line alone.
   */
  step: select<{ context: 'colon' | 'plain'; title: string; say: string; sayLower: string }>(['colon', 'plain'], { also: ['sayLower'] }),
  /** A step's line with its number (also marked on the picture). */
  numbered: message<{ n: number; line: string }>(),
  /** Between the first steps and the key step. */
  gap: plural<{ count: number }>(),
  /** After the last step shown. */
  rest: plural<{ count: number }>(),
  /** The key step in a book's compact worked key: which step it is, of how many, then its words (`unnumberedStep`). */
  keyStep: message<{ n: number; total: number; step: string }>(),
};

const worksheet = {
  title: message<{ kindTitle: string }>(),
  /** One of several versions of a sheet (`--versions`), on the sheet, its key and its file names. */
  version: message<{ title: string; letter: string }>(),
  /**
   * The top of a sheet's first page (each version's, in a pack of versions), with blanks to write
   * on (`name` and `date` are runs of underscores, as long as the line has room for); the score
   * is out of the puzzles on the whole sheet, once.
   */
  header: message<{ count: number; name: string; date: string }>(),
  /** The top of a sheet's later pages: the name and date blanks alone, so a loose page is still someone's, and the score is given once. */
  nameLine: message<{ name: string; date: string }>(),
  /** The running foot: the seed in small type, so the same sheet can be made again. */
  footer: message<{ title: string; seed: string }>(),
};

/** `puzzlebook explain`'s words around the steps, in the language of the book it explains. */
const explained = {
  summary: plural<{ count: number; hardest: string; band: string }>(),
  /** Given 0 where no technique goes on from the start. */
  stuck: fromZero(plural<{ count: number }>()),
  /** In place of the steps, for a puzzle `solve` finds no solution for. */
  none: message(),
  answer: message(),
  stored: message(),
  /** Countdown's: the steps may reach the target another right way than the stored one. */
  right: message(),
  /**
   * Why a puzzle explained is in no band (src/kinds/solving.ts `gradedBand`): it needs `band`'s
   * techniques but its score is under that band's first (`limit`), or reaches the next band's
   * first; or its hardest step is a forced move; or it is an expert's on fewer than `least` of
   * the top level's steps (`count` of them).
   */
  unbanded: {
    under: message<{ band: string; score: number; limit: number }>(),
    over: message<{ band: string; score: number; limit: number }>(),
    forced: message<{ hardest: string }>(),
    thin: plural<{ band: string; count: number; least: number }>(),
  },
};

/** The book's words: what they hold; the words themselves are in `words.<language>.json`, English the source. */
const schema = { book, cover, answers, worked, worksheet, explained };

/** The book's furniture in every language a book may be printed in: its catalogs are what make a language one. */
export const furnitureSet = wordSet(BOOK_SET, schema, english, { prose: true });

const words = furnitureSet.words;

/**
 * Each part in the language of the book being printed: looked up at each use, so these can be
 * held in constants (src/engine/language.ts).
 */
export const bookWords = words.book;
export const coverWords = words.cover;
export const answerWords = words.answers;
export const workedWords = words.worked;
export const worksheetWords = words.worksheet;
export const explainWords = words.explained;

/** A step as a numbered line: its technique's name first, unless its sentence already opens with it. */
export const stepLine = (step: { n: number; title: string; say: string }): string => stepWords(step, step.n);

/** A step's words without its number, under a line that already says which step it is. */
export const unnumberedStep = (step: { title: string; say: string }): string => stepWords(step, undefined);

function stepWords(step: { title: string; say: string }, n: number | undefined): string {
  const line = step.say.toLowerCase().startsWith(step.title.toLowerCase())
    ? step.say
    : workedWords.step({ context: step.say.includes(':') ? 'colon' : 'plain', say: step.say, sayLower: lowerFirst(step.say), title: upperFirst(step.title) });
  return n === undefined ? line : workedWords.numbered({ n, line });
}

/** A sentence with its first letter upper-cased (a technique's title, at the head of its line). */
const upperFirst = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * A sentence with its first letter lower-cased: the form of a kind's sentence a language sets
 * after a colon ("Pont : le 4 va…"). Given beside the sentence as it is, and each catalog says
 * which it prints (`sayLower`, `whatLower`).
 */
export const lowerFirst = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

/** `1 puzzle`, `3 puzzles`: a count with its noun, for the English words here (plain -s plurals). */
export function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
