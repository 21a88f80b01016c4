import { fromZero, message, plural, select, text, wordSet } from '../../engine/catalog.ts';
import { inLanguage, type Language } from '../../engine/language.ts';
import { listOf } from '../../engine/words.ts';
import english from './words.en.json' with { type: 'json' };

/**
 * The archive's own words: its header and footer, the book and puzzle pages' headings,
 * buttons, breadcrumbs and downloads, and the parts of the friendly difficulty line. A
 * book's pages are in the book's language; pages that list several books in the archive's.
 * Here, beside the book's furniture, so the archive's model (src/archive) and the translation
 * check (src/book/translations.ts) read them without importing the site that shows them.
 * Each translation (`words.<language>.json`) is checked against these by src/book/translations.ts.
 */
const site = {
  name: text,
  /** The window title: the page's, then the site's name. */
  windowTitle: message<{ title: string }>(),
  skip: text,
  mainNav: text,
  books: text,
  kinds: text,
  search: text,
  /** The puzzle of the day's place in the menu: short, as the menu is one line on a phone. */
  today: text,
  /** The reader's statistics page in the menu (pages/stats): as short as the others. */
  stats: text,
  /** The book maker's page in the menu (pages/make): as short as the others. */
  make: text,
  /** The name of the links to a shared page (today, stats, make, search) in each of the archive's languages, the page's own marked (issue 90). */
  languageSwitch: text,
  searchForm: text,
  searchLabel: text,
  searchPlaceholder: text,
  /**
   * Under every page: what "checked" means: every puzzle has one answer (`unique`), or but those
   * of the kinds a solver proves solvable only, not unique (`PuzzleKind.proof`): `mixed`, with
   * `solvable` their titles, each a `solvableKind`, joined as a list (`footerLine`).
   */
  footer: select<{ context: 'unique' | 'mixed'; solvable: string }>(['unique', 'mixed']),
  /** A kind proved solvable only, as the footer and the lede name it. */
  solvableKind: message<{ kindTitle: string }>(),
  breadcrumb: text,
  archive: text,
};

const book = {
  /** `12 puzzles`, before the kinds they are. */
  count: plural<{ count: number }>(),
  author: message<{ author: string }>(),
  pdf: text,
  answersPdf: text,
  answersAtBack: text,
  /** A book's description where its spec gives no subtitle (its page's meta description, its feed item). */
  summary: plural<{ count: number }>(),
};

const puzzle = {
  /** The window title of a puzzle's page. */
  title: message<{ kindTitle: string; number: number; difficulty: string; book: string }>(),
  /** Its place in the breadcrumb. */
  crumb: message<{ number: number }>(),
  play: text,
  /** `Puzzle <id> in <book>, <section>`: the id is set as code and the book as its link, wherever the sentence puts them. */
  idLine: message<{ id: string; book: string; section: string }>(),
  print: text,
  howTo: text,
  /** The one rule of what counts as a mistake, every kind alike (src/play: countOnce), under How to play. */
  mistakes: text,
  more: message<{ kindTitle: string }>(),
  asText: text,
  measured: text,
  askedFor: text,
  score: text,
  measuredNote:
    text,
  showAnswer: text,
  others: text,
  previous: message<{ label: string }>(),
  next: message<{ label: string }>(),
  first: text,
  last: text,
  /** The text alternative of its social card (`og:image:alt`): the card's label and book, then the drawing's own alternative. */
  cardAlt: message<{ label: string; book: string; alt: string }>(),
};

/** The friendly difficulty line's parts and the grader's figures in words (src/archive/model.ts). */
const grade = {
  needs: message<{ technique: string }>(),
  about: message<{ minutes: number }>(),
  none: text,
  level: message<{ band: string; level: number }>(),
};

/**
 * The reader's statistics page (pages/stats, filled in by lib/stats.dom.ts from what the player
 * keeps in the browser): its title and sentences, the names of what it counts, its table's
 * heads. `{{today}}` marks where `empty` links to the puzzle of the day (`todayLink`).
 */
const stats = {
  title: text,
  description: text,
  kept: text,
  needsScript: text,
  empty: message<{ today: string }>(),
  todayLink: text,
  daily: text,
  streak: text,
  longest: text,
  lastDay: text,
  totals: text,
  solved: text,
  shown: text,
  hints: text,
  byKind: text,
  kind: text,
  band: text,
  best: text,
  median: text,
};

/**
 * The book maker's page (pages/make, wired by site/make/make.dom.ts): its title and lede, each
 * field's label and one-line hint, the recipes, and what it says while it works, when it is
 * done, and when the spec is refused (`tooSmall` and `unprintable` by the maker's problem codes,
 * `notOffered` for a choice the page itself refuses;
 * `problem` before the build's own English words for the others). `pageTrim`'s size is `6 × 9`.
 */
const make = {
  title: text,
  description: text,
  lede: text,
  needsScript: text,
  recipes: text,
  recipesHint: text,
  recipeWorksheet: text,
  recipeBook: text,
  recipeVersions: text,
  sections: text,
  sectionHeading: message<{ number: number }>(),
  kind: text,
  kindHint: text,
  band: text,
  bandHint: text,
  count: text,
  countHint: text,
  /** The size-like option's name, by the option each kind has (site/make/form.ts SIZES). */
  size: { size: text, digits: text, cards: text, length: text },
  sizeHint: text,
  sizeDefault: text,
  /** A kind's own options beside its size (site/make/choices.ts `optionChoices`), by the option's name; one the page has no word for is called by its name. */
  options: { size: text, symmetry: text, ops: text, decoys: text, distinct: text, order: text, base: text, noNegatives: text, maxTotal: text, large: text, directions: text, message: text, target: text, digits: text, keepOffensive: text },
  optionHint: text,
  /** Under an option typed in (a number, a line of text), and under one to tick yes or no. */
  optionTypedHint: text,
  optionFlagHint: text,
  /** A pair of bounds (Countdown's targets, Cross Numbers' digits): its two boxes' labels, and the hint under both. */
  rangeFrom: text,
  rangeTo: text,
  optionRangeHint: text,
  /** Under an option of several values to tick (Calcudoku's operations, Word Search's directions). */
  optionSetHint: text,
  /** The values of an option that are words, by option and value (`left-to-right` → `leftToRight`); a value with none is shown as it is. */
  choices: {
    symmetry: { rotational: text, mirror: text, none: text },
    distinct: { none: text, rows: text, lines: text, grid: text },
    order: { precedence: text, leftToRight: text },
    directions: { E: text, SE: text, S: text, SW: text, W: text, NW: text, N: text, NE: text },
  },
  perPage: text,
  perPageHint: text,
  perPageAuto: text,
  /** A kind whose puzzles take a list of words (`PuzzleKind.lists`: Word Search): its theme, and one's own list. */
  theme: text,
  themeHint: text,
  /** The theme left to each puzzle's seed. */
  themeEach: text,
  ownWords: text,
  ownWordsHint: text,
  /** One's own words with a clue each (a criss-cross's), a line `word: clue` each. */
  ownClues: text,
  ownCluesHint: text,
  heading: text,
  headingHint: text,
  addSection: text,
  removeSection: message<{ number: number }>(),
  book: text,
  bookTitle: text,
  bookTitleHint: text,
  language: text,
  languageHint: text,
  page: text,
  pageHint: text,
  pageLetter: text,
  pageA4: text,
  pageTrim: message<{ size: string }>(),
  answers: text,
  answersHint: text,
  answersSeparate: text,
  answersBack: text,
  worksheet: text,
  worksheetHint: text,
  versions: text,
  versionsHint: text,
  /** Versions whose sections are not alike (site/make/form.ts `unlikeVersions`): `number`, the section unlike the first. */
  versionsUnlike: message<{ number: number }>(),
  seed: text,
  seedHint: text,
  newSeed: text,
  make: text,
  makeHint: text,
  cancel: text,
  progress: text,
  planning: text,
  /** The book planned: its pages and puzzles, each counted in words (`plannedPages`, `plannedPuzzles`; `plannedLine`). */
  planned: message<{ pages: string; puzzles: string }>(),
  plannedPages: plural<{ count: number }>(),
  plannedPuzzles: fromZero(plural<{ count: number }>()),
  /** After the count of a book made: what its proof was. */
  proved: text,
  /** A print-on-demand trim's book made with fewer pages than a binder takes (`fewest`). */
  printOnDemandShort: message<{ pages: number; fewest: number }>(),
  stageFit: text,
  stageMake: message<{ done: number; total: number }>(),
  stageRender: message<{ done: number; total: number }>(),
  cancelled: text,
  made: message<{ seed: string }>(),
  refused: plural<{ count: number }>(),
  problemsHeading: text,
  failed: text,
  /** Before the build's English words on a problem the page has no sentence of its own for: `field` is the field's label. */
  problem: message<{ field: string }>(),
  tooSmall: message<{ asked: number; fits: number; points: number }>(),
  /** Puzzles printing under the readable size even one to a page: `points`, that size. */
  tooLarge: message<{ points: number }>(),
  unprintable: message<{ character: string }>(),
  /** A choice that is none the page offers (set in the page by hand): `choices`, those it offers, as a list ending in "or". */
  notOffered: message<{ choices: string }>(),
  /** A list of words or a theme refused, by the kind's refusal code (Word Search's `refusal`, camel-cased), with its figures; `band` is the band's name. */
  list: {
    wordUnprintable: message<{ word: string }>(),
    wordShort: message<{ word: string; least: number }>(),
    wordLong: message<{ word: string; letters: number; rows: number; cols: number }>(),
    wordsSame: message<{ word: string; other: string }>(),
    wordInside: message<{ word: string; other: string }>(),
    wordsFew: message<{ band: string; rows: number; cols: number; least: number; count: number }>(),
    /** More letters than the largest grid holds with room to spare (`most`): `rows` and `cols` are its. */
    wordsCrowded: message<{ letters: number; rows: number; cols: number; most: number }>(),
    /** More letters than the size asked holds (`most`), where a `side` × `side` grid holds them. */
    wordsMany: message<{ rows: number; cols: number; letters: number; most: number; side: number }>(),
    wordOffensive: message<{ word: string }>(),
    themeUnknown: message<{ theme: string }>(),
    /** Criss-Cross's (its `refusal`): an answer too short, a clue holding its answer, every word a length of its own with the bank printed, more words asked than listed, an easy puzzle's most words or its bank, a grid too small for its words. */
    answerShort: message<{ word: string; least: number }>(),
    clueAnswer: message<{ word: string; found: string }>(),
    wordsLengths: message<{ band: string }>(),
    countMore: message<{ count: number; words: number }>(),
    countEasy: message<{ most: number }>(),
    bankEasy: message(),
    gridSmall: message<{ count: number; least: number; rows: number; cols: number }>(),
    easyLengths: message<{ count: number; lengths: number }>(),
  },
  preview: text,
  previewHint: text,
  pageNumber: message<{ number: number }>(),
  downloads: text,
  downloadsHint: text,
  fileBook: text,
  fileKey: text,
  fileData: text,
  fileSpec: text,
  /** The titles the form starts from: a worksheet's, and the 100-puzzle recipe's. */
  worksheetTitle: text,
  bookTitleDefault: text,
};

/**
 * The pages that list the books (home, kinds, search, random, not found), in the archive's
 * language: the one its books share, or `site --language`. `{{link}}`-style fields mark where
 * a page puts a link inside a sentence (see `linked` in lib/archive.ts).
 */
const listing = {
  description: text,
  /**
   * Under the title: what is here (`count` puzzles, from `books`, counted by `ledeBooks`), and
   * what "checked" means (`unique`, `mixed` and `solvable` as the footer's; `ledeLine`).
   */
  lede: select<{ context: 'unique' | 'mixed'; count: number; books: string; solvable: string }>(['unique', 'mixed'], { count: 'cardinal' }),
  ledeBooks: plural<{ count: number }>(),
  random: text,
  /** After the random link: `Random puzzle: one you have not solved yet.` */
  randomWhy: text,
  kinds: text,
  /** The kinds' own page (`/kinds/`): what it holds. */
  kindsDescription: text,
  example: text,
  allOfKind: plural<{ count: number; kindTitle: string }>(),
  kindTitle: message<{ kindTitle: string }>(),
  teach: text,
  firstSteps: text,
  eachBand: text,
  eachBandNote: text,
  showDifficulty: text,
  showLanguage: text,
  all: text,
  randomOfKind: message<{ kindTitle: string }>(),
  puzzles: text,
  /**
   * A kind with more puzzles than a page holds is listed in pages, each band and language in pages
   * of its own: a page's window title (`kindTitle`) names each of its choices after it (a band's
   * name, a language's: `kindListChoice`) and, where its listing has several pages, which page
   * it is (`kindListPage`): `Numbrix puzzles, easy, page 2 of 9` (`kindListTitle`).
   */
  kindListChoice: message<{ title: string; choice: string }>(),
  kindListPage: message<{ title: string; page: number; pages: number }>(),
  /** Over the cards of a listing in pages: which of its puzzles this page shows. */
  shownOf: message<{ first: number; last: number; count: number }>(),
  /** The name of the links to a listing's pages, and its previous and next page's links. */
  pages: text,
  pageOf: message<{ page: number; pages: number }>(),
  previousPage: text,
  nextPage: text,
  searchTitle: text,
  /** `{{id}}` is an example id, set as code. */
  searchIntro: message<{ id: string }>(),
  /** `{{books}}` and `{{kinds}}` are links, whose words are `booksLink` and `kindsLink`. */
  searchNeedsScript: message<{ books: string; kinds: string }>(),
  booksLink: text,
  kindsLink: text,
  /** The search filters' names. */
  filters: { kind: text, difficulty: text, book: text, language: text },
  randomDescription: text,
  /** The random page's line while it works, and what it says without JavaScript: the kinds' pages are listed under it. */
  randomAtWork: text,
  randomPicking: text,
  randomNone: text,
  /** Where the list of puzzles the page fetches does not come (no network). */
  randomFailed: text,
  inBook: message<{ book: string }>(),
  /** The puzzle of the day (pages/today): its title, and after its link on the home page why it is there (as `randomWhy`). */
  today: text,
  todayWhy: text,
  /** The home's first section: each kind's puzzle of the day as a picture (pages/index.astro). */
  todayPuzzles: text,
  /** On a kind's tile of the home, once its link is that kind's puzzle of the day: one short word. */
  todayMark: text,
  /** The home's figure of today's puzzles not yet solved, a number after it (as the streak's days after `stats.streak`). */
  leftToday: text,
  /** On a kind's tile of the home whose puzzle of the day the reader has solved. */
  playedToday: text,
  todayDescription: text,
  /** Over the day's puzzle: `date` is the reader's date, written out by Intl in the page's language (`Sunday, March 15, 2026`). */
  todayHeading: message<{ date: string }>(),
  todayPlay: text,
  yesterday: text,
  /** The link to yesterday's puzzle's page with its answer open. */
  yesterdayAnswer: text,
  /** The calendar of past days' puzzles on /today/ (lib/calendar.dom.ts): its heading, its month buttons, a day's link (`date` by Intl, in full), and what its ticks mean. */
  calendar: text,
  calendarPrevious: text,
  calendarNext: text,
  calendarDay: select<{ context: 'unsolved' | 'solved'; date: string }>(['unsolved', 'solved']),
  calendarNote: text,
  /** Without JavaScript: `{{kinds}}` is a link to the kinds' page (`/kinds/`), whose words are `kindsLink`. */
  todayNeedsScript: message<{ kinds: string }>(),
  /** Where the day's part of the list of puzzles does not come (no network): `{{kinds}}` as in `todayNeedsScript`. */
  todayFailed: message<{ kinds: string }>(),
  /** An archive with no puzzle in it. */
  todayNone: text,
  back: text,
  notFound: text,
  noSuchPage: text,
  /** `{{front}}` and `{{search}}` are links, whose words are `frontLink` and `searchLink`. */
  notFoundText: message<{ front: string; search: string }>(),
  frontLink: text,
  searchLink: text,
  /** The page a reader offline gets for one never opened on their device (src/site/sw.js). */
  offline: text,
  /** `{{front}}` is a link, whose words are `frontLink`. */
  offlineText: message<{ front: string }>(),
  /** The text alternative of the site's social card, which the pages listing books share. */
  cardAlt: text,
};

/** The page a printed puzzle's short address (`p/CODE/`, its QR code) opens, which sends the reader on to the puzzle. */
const short = {
  lead: message<{ label: string; book: string }>(),
};

/** The archive's words: what they hold; the words themselves are in `words.<language>.json`. */
const schema = { short, site, book, puzzle, grade, stats, make, listing };

export const siteWordsSet = wordSet('templates/archive/words', schema, english, { prose: true });

export type SiteWords = typeof siteWordsSet.words;

/** The words in the language of the work under way (a book's, inside `inLanguage`). */
export const siteWords = siteWordsSet.words;

/**
 * The words of one page, in its language, named rather than taken from the work under way: a
 * page says its own language, so its words do not depend on how Astro schedules its pages.
 */
export const wordsIn = (lang: string): SiteWords => siteWordsSet.in(lang);

/** The kinds proved solvable only (their titles), each worded and joined as the language of the moment joins a list. */
const solvableList = (words: SiteWords, titles: readonly string[]) => listOf(titles.map((kindTitle) => words.site.solvableKind({ kindTitle })), 'and');

/**
 * The footer's line in `lang`: what "checked" means, naming the kinds (`solvable`, their titles)
 * proved solvable only, if any. In `lang` throughout, as a page says its own language: its list
 * joined, and its numbers written, in the page's way.
 */
export function footerLine(lang: Language, solvable: readonly string[]): string {
  const words = wordsIn(lang);
  return inLanguage(lang, () =>
    solvable.length === 0 ? words.site.footer({ context: 'unique', solvable: '' }) : words.site.footer({ context: 'mixed', solvable: solvableList(words, solvable) }),
  );
}

/** The lede of the archive's front page in `lang`: its puzzles and books, counted, and what "checked" means (as `footerLine`). */
export function ledeLine(lang: Language, { puzzles, books, solvable }: { puzzles: number; books: number; solvable: readonly string[] }): string {
  const words = wordsIn(lang);
  return inLanguage(lang, () => {
    const counted = { count: puzzles, books: words.listing.ledeBooks({ count: books }) };
    if (solvable.length === 0) return words.listing.lede({ context: 'unique', ...counted, solvable: '' });
    return words.listing.lede({ context: 'mixed', ...counted, solvable: solvableList(words, solvable) });
  });
}

/** The maker's line of a book planned: its pages and puzzles, each counted in the words' language. */
export const plannedLine = (words: SiteWords['make'], pages: number, puzzles: number): string =>
  words.planned({ pages: words.plannedPages({ count: pages }), puzzles: words.plannedPuzzles({ count: puzzles }) });

/** A kind's listing's window title: the kind, each choice (a band's name, a language's) after it, and the page where there are several. */
export function kindListTitle(words: SiteWords['listing'], kindTitle: string, choices: readonly string[], page: number, pages: number): string {
  const title = choices.reduce((title, choice) => words.kindListChoice({ title, choice }), words.kindTitle({ kindTitle }));
  return pages > 1 ? words.kindListPage({ title, page, pages }) : title;
}
