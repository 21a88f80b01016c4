import { type Language, localized } from '../engine/language.ts';
import { template } from '../engine/words.ts';
import { de } from './words.de.ts';
import { es } from './words.es.ts';
import { fr } from './words.fr.ts';
import { it } from './words.it.ts';
import { nl } from './words.nl.ts';
import { pt } from './words.pt.ts';

/**
 * The archive's own words: its header and footer, the book and puzzle pages' headings,
 * buttons, breadcrumbs and downloads, and the parts of the friendly difficulty line. A
 * book's pages are in the book's language; pages that list several books in the archive's.
 * Each translation (`words.<language>.ts`) is checked against these by src/book/translations.ts.
 */
const site = {
  name: 'Puzzle archive',
  /** The window title: the page's, then the site's name. */
  windowTitle: template<{ title: string }>('{{title}} · Puzzle archive'),
  skip: 'Skip to content',
  mainNav: 'Main',
  books: 'Books',
  kinds: 'Kinds',
  search: 'Search',
  searchForm: 'Site',
  searchLabel: 'Search puzzles',
  searchPlaceholder: 'Search: id, kind, book…',
  footer:
    'Made with puzzlebook. Every puzzle here was solved again before it was published: each has exactly one answer, except Countdown, where every target can be reached, often in several ways.',
  breadcrumb: 'Breadcrumb',
  archive: 'Archive',
};

const book = {
  /** `12 puzzles`, before the kinds they are. */
  count: template<{ count: number }>('{{count}} puzzle{{#unless (eq count 1)}}s{{/unless}}'),
  author: template<{ author: string }>('by {{author}}'),
  pdf: 'Puzzle book (PDF)',
  answersPdf: 'Answer key (PDF)',
  answersAtBack: 'Answers are at the back of the book',
};

const puzzle = {
  /** The window title of a puzzle's page. */
  title: template<{ kindTitle: string; number: number; difficulty: string; book: string }>('{{kindTitle}} {{number}}, {{difficulty}} · {{book}}'),
  /** Its place in the breadcrumb. */
  crumb: template<{ number: number }>('Puzzle {{number}}'),
  play: 'Play',
  /** `Puzzle <id> in <book>, <section>`, around the id and the book's link. */
  idBefore: 'Puzzle',
  idIn: 'in',
  print: 'Print this puzzle',
  howTo: 'How to play',
  more: template<{ kindTitle: string }>('More {{kindTitle}} puzzles'),
  asText: 'The puzzle as text',
  measured: 'How its difficulty was measured',
  askedFor: 'Asked for',
  score: 'Work it asks (score)',
  measuredNote:
    'The band asks for two things: the techniques a person needs to solve it without guessing, and a score within the band\'s range for a puzzle of this size. The score counts the whole solve: each step by its technique\'s level (1, 2, 4 or 8 points), and a point for each case written out and tested. A point is about ten seconds, which gives the time: a rough guide, not a measurement.',
  showAnswer: 'Show answer',
  others: 'Other puzzles in this book',
  previous: template<{ label: string }>('‹ Previous: {{label}}'),
  next: template<{ label: string }>('Next: {{label}} ›'),
  first: 'First puzzle of the book',
  last: 'Last puzzle of the book',
};

/** The friendly difficulty line's parts and the grader's figures in words (src/archive/model.ts). */
const grade = {
  needs: template<{ technique: string }>('needs {{technique}}'),
  about: template<{ minutes: number }>('about {{minutes}} min'),
  none: 'none',
  level: template<{ band: string; level: number }>('{{band}} (level {{level}})'),
};

/**
 * The pages that list the books (home, kinds, search, random, not found), in the archive's
 * language: the one its books share, or `site --language`. `{{link}}`-style fields mark where
 * a page puts a link inside a sentence (see `linked` in lib/archive.ts).
 */
const listing = {
  description: 'Every puzzle of every book: browse, print, search, and check the answers.',
  /** Under the title: what is here. `countdown` is that kind's name. */
  lede: template<{ puzzles: number; books: number; countdown: string }>(
    '{{puzzles}} puzzle{{#unless (eq puzzles 1)}}s{{/unless}} from {{books}} book{{#unless (eq books 1)}}s{{/unless}}, each checked by a solver: one answer and no other (a {{countdown}} target: at least one way to reach it). Open any puzzle to play it, print it or see its answer.',
  ),
  random: 'Random puzzle',
  /** After the random link: `Random puzzle: one you have not solved yet.` */
  randomWhy: ': one you have not solved yet.',
  kinds: 'Kinds of puzzle',
  example: 'The example these rules describe',
  allOfKind: template<{ count: number; kindTitle: string }>('{{#if (eq count 1)}}The one {{kindTitle}} puzzle{{else}}All {{count}} {{kindTitle}} puzzles{{/if}}'),
  kindTitle: template<{ kindTitle: string }>('{{kindTitle}} puzzles'),
  teach: 'How it is solved: first steps, and what each band asks',
  firstSteps: 'First steps of the example',
  eachBand: 'What each band asks',
  eachBandNote: 'Each band uses the techniques of the bands before it, adds these, and asks for more work in all.',
  showDifficulty: 'Show difficulty',
  showLanguage: 'Show language',
  all: 'All',
  randomOfKind: template<{ kindTitle: string }>('Random {{kindTitle}} puzzle'),
  puzzles: 'Puzzles',
  searchTitle: 'Search the archive',
  /** `{{id}}` is an example id, set as code. */
  searchIntro: template<{ id: string }>(
    "Search by a puzzle's id as printed under it in the book (such as {{id}}), by kind, difficulty, book title or the words of a rule; narrow the results with the filters.",
  ),
  /** `{{books}}` and `{{kinds}}` are links, whose words are `booksLink` and `kindsLink`. */
  searchNeedsScript: template<{ books: string; kinds: string }>('Search needs JavaScript. Without it, browse the {{books}} or the {{kinds}}.'),
  booksLink: 'books',
  kindsLink: 'kinds of puzzle',
  /** The search filters' names. */
  filters: { kind: 'kind', difficulty: 'difficulty', book: 'book', language: 'language' },
  randomDescription: 'A puzzle picked at random from those you have not solved yet.',
  randomAtWork: 'With JavaScript on, this page picks a puzzle you have not solved yet and opens it. Without it, choose one from the list.',
  randomPicking: 'Picking a puzzle…',
  randomNone: 'No puzzle here matches what was asked for. Choose one from the list below.',
  inBook: template<{ book: string }>('in {{book}}'),
  back: 'Back to the archive',
  notFound: 'Not found',
  noSuchPage: 'No such page',
  /** `{{front}}` and `{{search}}` are links, whose words are `frontLink` and `searchLink`. */
  notFoundText: template<{ front: string; search: string }>('There is no puzzle or book here. Try the {{front}} or {{search}}.'),
  frontLink: "archive's front page",
  searchLink: 'search',
};

/** The English words, the source every translation is checked against. */
export const en = { site, book, puzzle, grade, listing };

export type SiteWords = typeof en;

/** The archive's words in every language it is written in. */
export const wordsByLanguage = { en, es, fr, de, pt, it, nl };

/** The words in the language of the work under way (a book's, inside `inLanguage`). */
export const siteWords = localized(wordsByLanguage);

/**
 * The words of one page, in its language, named rather than taken from the work under way: a
 * page says its own language, so its words do not depend on how Astro schedules its pages.
 */
export const wordsIn = (lang: Language): SiteWords => (wordsByLanguage as Partial<Record<Language, SiteWords>>)[lang] ?? en;
