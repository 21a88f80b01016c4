import { printedArchive, puzzleCode } from '../book/code.ts';
import type { BookFile } from '../book/bookfile-schema.ts';
import { answersName } from '../book/files.ts';
import { inLanguage } from '../book/language.ts';
import { howToExample } from '../book/how-to.ts';
import { puzzleLabel, sectionHeading } from '../book/labels.ts';
import { languageOf } from '../book/spec.ts';
import { svgRatio, toSvg } from '../draw/svg.ts';
import type { Flow } from '../engine/figure.ts';
import { explain } from '../engine/explain.ts';
import { DIFFICULTIES, type Difficulty } from '../engine/kind.ts';
import { type Language, language } from '../engine/language.ts';
import type { PuzzleRecord, RecordOf } from '../kinds/record.ts';
import type { Ladder } from '../engine/steps.ts';
import { getKind, KIND_NAMES, type KindName } from '../kinds/registry.ts';
import { siteWords } from '../templates/archive/words.ts';
import { bookWords, stepLine } from '../templates/index.ts';
import { aboutMinutes, estimateSeconds, wholeMinutes } from './time.ts';

/**
 * What the archive shows, worked out once from the book files: every page of the site is a
 * view of this. Drawings come from each kind's own `draw`, through the SVG backend, and
 * words from the same templates as the books, so screen and paper agree. A book's words (its
 * puzzles' rules, labels, measures) are worked out inside its language (`inLanguage`), here
 * and once, so no page depends on which page Astro happens to render at the same time.
 */

/** The ids of the word sets a kind shares with others, as a page hands them to its player (`{ words }`), or nothing. */
const sharedWords = (kind: KindName): { words?: string[] } => {
  const shared = getKind(kind).translations.shared;
  return shared.length ? { words: shared.map((set) => set.id) } : {};
};

export interface PuzzleLink {
  id: string;
  label: string;
}

/**
 * What the pages that list puzzles (home, kinds, random, today, feed) know of each: a few words
 * a puzzle, so they hold an archive of any size (issue 44). A puzzle's own page has the whole
 * `ArchivePuzzle`.
 */
export type ListingPuzzle = Pick<ArchivePuzzle, 'id' | 'kind' | 'kindTitle' | 'difficulty' | 'band' | 'lang' | 'number' | 'label' | 'code' | 'friendly' | 'alt' | 'book'>;

export interface ArchivePuzzle {
  id: string;
  kind: KindName;
  kindTitle: string;
  difficulty: Difficulty;
  /** The band's name in the book's language (`difficile`…), for what people read; `difficulty` stays the key filters use. */
  band: string;
  /** The language of its book, and so of its page. */
  lang: Language;
  /** Position in its book, from 1, as printed beside it in the PDF. */
  number: number;
  /** `7. Numbrix · hard`, the PDF's own label. */
  label: string;
  /** Its short code, where its book prints QR codes (spec `archive`): `p/CODE/` leads to its page. */
  code?: string;
  /** `Hard · needs distance fence · about 15 min`: the band, the hardest technique, a rough time (see `friendly`). */
  friendly: string;
  book: { slug: string; title: string; searchTitle: string; lang: Language };
  section: string;
  /** The kind's rules, told for this puzzle's size. */
  /** Its kind's how-to heading ("Cómo se juega al Sudoku"), over `howTo` on its page and in its player's ? dialog. */
  howToPlay: string;
  howTo: string;
  /** Text alternative of the drawing. */
  alt: string;
  /** Rule lines the drawing leaves to the page (Cross Numbers' "Digits 1 to 9."), set beside the board at prose size. */
  boardRules: string[];
  /** A list the drawing leaves to the page (Word Search's words, `Figure.list`), set beside the board at prose size. */
  list?: { title: string; items: string[] };
  /** Standalone SVG documents, with ids unique on a page holding both. */
  svg: string;
  /** The drawing's width over its height, so the page can size it to fit a screen. */
  ratio: number;
  answerSvg: string;
  /** The puzzle and its answer as plain text. */
  text: string;
  answerText: string;
  score: number;
  /** The score as its book's language writes it (14,6 in German). */
  scoreShown: string;
  /** The other measurements the grader made, as label and value. */
  measured: [string, string][];
  prev?: PuzzleLink;
  next?: PuzzleLink;
  /**
   * Where the solved panel leads: the archive's next puzzle of the same kind, band and language
   * (in the order the archive lists its books), else the book's next; none after the very last.
   */
  onward?: PuzzleLink;
  /** What the page's play island reads: the puzzle and its answer, as JSON safe inside a <script>. */
  playJson: string;
}

export interface ArchiveSection<P extends ListingPuzzle = ArchivePuzzle> {
  heading: string;
  title?: string;
  puzzles: P[];
}

export interface ArchiveBook<P extends ListingPuzzle = ArchivePuzzle> {
  slug: string;
  /** The book's language: its page and its puzzles' pages are in it. */
  lang: Language;
  title: string;
  searchTitle: string;
  subtitle?: string;
  author?: string;
  count: number;
  kinds: { name: KindName; title: string; count: number }[];
  sections: ArchiveSection<P>[];
  pdf: string;
  /** The answer key's PDF; absent where the answers are at the back of the book. */
  answersPdf?: string;
  /** The day it was published (the spec's `date`, YYYY-MM-DD), if it says: the feed's order. */
  date?: string;
}

export interface ArchiveKind<P extends ListingPuzzle = ArchivePuzzle> {
  name: KindName;
  title: string;
  /** The kind's rules, told for its worked example's size, and that example drawn. */
  howTo: string;
  exampleSvg: string;
  /** The example's first steps, each a numbered line naming its technique (as the how-to page prints them). */
  firstSteps: string[];
  /** The kind's ladder, band by band: what each band's techniques are. */
  bands: { band: Difficulty; techniques: { title: string; what: string }[] }[];
  puzzles: P[];
  counts: { difficulty: Difficulty; count: number }[];
}

export interface Archive<P extends ListingPuzzle = ArchivePuzzle> {
  /**
   * The language of the pages that list several books (home, kinds, search, random, not
   * found): the one asked for (`site --language`), else the one every book is in, else English.
   */
  lang: Language;
  /** The languages of its books, each once, in the order the books come. */
  languages: Language[];
  books: ArchiveBook<P>[];
  /** Kinds with at least one puzzle, in registry order, told in the archive's language. */
  kinds: ArchiveKind<P>[];
  puzzles: P[];
  /** The names the search filters give kinds and bands, in the archive's language. */
  kindTitles: Record<KindName, string>;
  bandNames: Record<Difficulty, string>;
}

/**
 * Text for Pagefind's filters and result titles, which its search page writes out as HTML:
 * angle brackets become look-alike quotes, so a title can never become markup there.
 */
export function searchText(text: string): string {
  return text.replace(/</g, '‹').replace(/>/g, '›');
}

/** The grader's figures beside what each means, in the kind's words and order. */
function measured<K extends KindName>(record: RecordOf<K>): [string, string][] {
  const kind = getKind(record.kind);
  const { measures } = kind.words;
  const keys = Object.keys(measures) as (keyof typeof measures)[];
  // A figure a grade lacks (one an older version did not measure) is left out, never "undefined".
  return keys.filter((key) => record.grade[key] !== undefined).map((key) => {
    const value = record.grade[key];
    // A laddered kind's level is a band: "expert (level 4)" reads better than "4".
    if (key === 'level' && typeof value === 'number') return [measures[key], siteWords.grade.level({ band: bookWords.bands[DIFFICULTIES[value - 1]!], level: value })];
    return [measures[key], shown(value, kind.stepper.ladder)];
  });
}

/** A grade figure in words: technique keys become their names, counts of each read "bridge ×3". */
function shown(value: unknown, ladder: Ladder): string {
  const title = (key: string) => ladder[key]?.title ?? key;
  if (typeof value === 'string') return value === '' ? siteWords.grade.none : title(value);
  if (value !== null && typeof value === 'object') {
    const uses = Object.entries(value as Record<string, number>);
    return uses.length === 0 ? siteWords.grade.none : uses.map(([key, n]) => `${title(key)} ×${n}`).join(', ');
  }
  return typeof value === 'number' ? numeral(value) : String(value);
}

/** A grader's figure as the language under way writes it (German 14,6), never grouped (1200, not 1,200). */
export const numeral = (value: number) => new Intl.NumberFormat(language(), { useGrouping: false, maximumFractionDigits: 20 }).format(value);

/**
 * The difficulty as a reader would say it: the band, the hardest technique it needs (left out
 * when the grade names none) and a rough time to solve (the kind's own `seconds`, else time.ts's
 * estimate from the score).
 */
export function friendly(record: PuzzleRecord): string {
  const kind = getKind(record.kind);
  const { ladder } = kind.stepper;
  const { hardest } = record.grade as { hardest?: string };
  const name = bookWords.bands[record.difficulty];
  const band = name.charAt(0).toUpperCase() + name.slice(1);
  const needs = hardest ? siteWords.grade.needs({ technique: ladder[hardest]?.title ?? hardest }) : undefined;
  const seconds = kind.seconds?.(record.grade as never) ?? estimateSeconds(record.grade.score);
  return [band, needs, aboutMinutes(wholeMinutes(seconds))].filter(Boolean).join(' · ');
}

/**
 * The archive's drawings are played on: a row a player taps is at least this tall, 1.8 units
 * being 44 px on a 390 px phone's fitted board (a Secret Number's 15 units across, 1.55 made its
 * one-line rules 38 px); its small print readable on a phone's fitted board, rule lines set by the
 * page (`Figure.apart`); and a code's answer row set apart under the drawing, where its boxes
 * can be a fingertip (`Flow.codeApart`). `puzzle.svg`, an image alone, keeps its answer row.
 * Every drawing of the archive numbers its grid's rows and columns (`Flow.coordinates`), where
 * a book prints none: its hints, checks and worked steps name cells by them beside the drawing,
 * and on a phone a label is quicker found than a count along the board one is tapping.
 */
const SCREEN: Flow = { rowMin: 1.8, readable: true, codeApart: true, coordinates: true };
const ALONE: Flow = { rowMin: 1.55, coordinates: true };
/** An answer, or a kind's example, as the archive shows it: numbered, as its steps name cells. */
export const NUMBERED: Flow = { coordinates: true };

/** The drawing a puzzle's page shows and is played on: its social card (card.ts) holds the same. */
export const screenFigure = (record: PuzzleRecord) => getKind(record.kind).draw(record.puzzle, undefined, SCREEN);

/** A puzzle as the listing pages know it: its words, worked out in its book's language (the caller's `inLanguage`). */
function listingPuzzleOf(book: BookFile, record: PuzzleRecord, index: number, shelf: ListingPuzzle['book']): ListingPuzzle {
  const kind = getKind(record.kind);
  return {
    id: record.id,
    kind: record.kind,
    kindTitle: kind.title,
    difficulty: record.difficulty,
    band: bookWords.bands[record.difficulty],
    lang: languageOf(book.spec),
    number: index + 1,
    label: puzzleLabel(index + 1, record.kind, record.difficulty),
    ...(printedArchive(book.spec) ? { code: puzzleCode(record.id) } : {}),
    friendly: friendly(record),
    alt: screenFigure(record).alt,
    book: shelf,
  };
}

/**
 * A puzzle's whole page: what its listing says (`listed`), with its drawings, rules, text and
 * figures worked out from its record, in its book's language. `links` are where its page leads
 * (prev, next and onward: the archive's next alike, `onwardLinks`).
 */
export function puzzlePageOf(book: BookFile, index: number, listed: ListingPuzzle, section: string, links: Pick<ArchivePuzzle, 'prev' | 'next' | 'onward'>): ArchivePuzzle {
  return inLanguage(languageOf(book.spec), () => {
    const record = book.puzzles[index]!;
    const kind = getKind(record.kind);
    const figure = screenFigure(record);
    const answer = kind.draw(record.puzzle, record.solution, NUMBERED);
    return {
      ...listed,
      section,
      howToPlay: kind.howToPlay,
      howTo: kind.words.rules(record.puzzle),
      boardRules: figure.apart ?? [],
      ...(figure.list ? { list: figure.list } : {}),
      svg: toSvg(figure, { id: `${record.id}-puzzle` }),
      ratio: svgRatio(figure),
      answerSvg: toSvg(answer, { id: `${record.id}-answer` }),
      text: kind.text(record.puzzle),
      answerText: kind.text(record.puzzle, record.solution),
      score: record.grade.score,
      scoreShown: numeral(record.grade.score),
      measured: measured(record),
      ...links,
      // `<` escaped, so no text in a puzzle can close the script element holding it.
      // The word sets a kind shares with others (the grid kit's steps, which its hints say) go with the page: its player is found by name and cannot ask the registry.
      playJson: JSON.stringify({ kind: record.kind, id: record.id, puzzle: record.puzzle, solution: record.solution, ...sharedWords(record.kind) }).replace(/</g, '\\u003c'),
    };
  });
}

/**
 * The unsolved drawing alone, as its own file (`puzzles/<id>/puzzle.svg`), the thumbnail of kind
 * pages and the day's page: in its book's language, as the page's drawing is; and with no page
 * round it to state them, it keeps the rule lines a page sets apart, drawn as the book draws them.
 */
export function puzzleSvgOf(book: BookFile, index: number): string {
  const record = book.puzzles[index]!;
  return inLanguage(languageOf(book.spec), () => toSvg(getKind(record.kind).draw(record.puzzle, undefined, ALONE), { id: `${record.id}-puzzle` }));
}

export function link(p: ListingPuzzle | undefined): PuzzleLink | undefined {
  return p && { id: p.id, label: p.label };
}

/**
 * A book as the listing pages know it, every word in the book's language: its sections, each
 * puzzle's few words (`ListingPuzzle`), its kinds and downloads.
 */
export function listingBookOf(book: BookFile): ArchiveBook<ListingPuzzle> {
  return inLanguage(languageOf(book.spec), () => {
    const shelf = { slug: book.slug, title: book.title, searchTitle: searchText(book.title), lang: languageOf(book.spec) };
    const sections: ArchiveSection<ListingPuzzle>[] = [];
    let index = 0;
    for (const spec of book.spec.sections) {
      const heading = sectionHeading(spec);
      const records = book.puzzles.slice(index, index + spec.count);
      const puzzles = records.map((record, i) => listingPuzzleOf(book, record, index + i, shelf));
      sections.push({ heading, ...(spec.title ? { title: spec.title } : {}), puzzles });
      index += spec.count;
    }
    const all = sections.flatMap((s) => s.puzzles);
    const kinds = KIND_NAMES.map((name) => ({ name, title: getKind(name).title, count: all.filter((p) => p.kind === name).length })).filter((k) => k.count > 0);
    const key = answersName(book);
    return {
      slug: book.slug,
      lang: shelf.lang,
      title: book.title,
      searchTitle: shelf.searchTitle,
      ...(book.spec.subtitle ? { subtitle: book.spec.subtitle } : {}),
      ...(book.spec.author ? { author: book.spec.author } : {}),
      count: all.length,
      kinds,
      sections,
      pdf: `${book.slug}.pdf`,
      ...(key ? { answersPdf: key } : {}),
      ...(book.spec.date ? { date: book.spec.date } : {}),
    };
  });
}

/** The section a book's puzzle is in, by its place: its own title, else its heading. */
export function sectionOf(book: ArchiveBook<ListingPuzzle>, index: number): string {
  let from = 0;
  for (const section of book.sections) {
    if (index < from + section.puzzles.length) return section.title ?? section.heading;
    from += section.puzzles.length;
  }
  throw new Error(`${book.slug} has no puzzle ${index + 1}`);
}

/**
 * Where each puzzle's solved panel leads, in the order given (the archive's): a puzzle of the
 * same kind and language, the next of its band after it (round to the first of its band where
 * it is the last), else the next of its kind after it (round to the first of its kind); only a
 * puzzle alone of its kind and language leads to the next of its book (`next`), else nowhere.
 * Two passes, so an archive of any size costs two steps a puzzle.
 */
export function onwardLinks<P extends ListingPuzzle>(puzzles: readonly P[], next: (p: P, i: number) => PuzzleLink | undefined): (PuzzleLink | undefined)[] {
  const band = (p: P) => `${p.kind} ${p.difficulty} ${p.lang}`;
  const kind = (p: P) => `${p.kind} ${p.lang}`;
  const first = new Map<string, P>();
  for (const p of puzzles) {
    if (!first.has(band(p))) first.set(band(p), p);
    if (!first.has(kind(p))) first.set(kind(p), p);
  }
  const seen = new Map<string, P>();
  const onward: (PuzzleLink | undefined)[] = new Array(puzzles.length);
  const other = (p: P, q: P | undefined) => (q && q !== p ? q : undefined);
  for (let i = puzzles.length - 1; i >= 0; i--) {
    const p = puzzles[i]!;
    onward[i] = link(seen.get(band(p)) ?? other(p, first.get(band(p))) ?? seen.get(kind(p)) ?? other(p, first.get(kind(p)))) ?? next(p, i);
    seen.set(band(p), p);
    seen.set(kind(p), p);
  }
  return onward;
}

/** The language of the pages listing books of `languages`: the one asked for, else the one they share, else English. */
export const listingLanguage = (languages: readonly Language[], asked?: Language): Language => asked ?? (languages.length === 1 ? languages[0]! : 'en');

/**
 * The archive the listing pages show, of these books in the order given (the caller sorts
 * them), its listing pages in `lang` if given, else in the language all the books share, else
 * in English. Holds a few words a puzzle, so it is small beside the books.
 */
export function listingOf<P extends ListingPuzzle>(books: readonly ArchiveBook<P>[], lang?: Language): Archive<P> {
  const languages = [...new Set(books.map((b) => b.lang))];
  const listing = listingLanguage(languages, lang);
  const puzzles = books.flatMap((b) => b.sections.flatMap((s) => s.puzzles));
  return inLanguage(listing, () => ({
    lang: listing,
    languages,
    books: [...books],
    kinds: kindsOf(puzzles),
    puzzles,
    ...namesIn(listing),
  }));
}

/** The names of every kind and band in `lang`: the archive's (`Archive.kindTitles`), or a shared page's in another of its languages (issue 90). */
export function namesIn(lang: Language): Pick<Archive, 'kindTitles' | 'bandNames'> {
  return inLanguage(lang, () => ({
    kindTitles: Object.fromEntries(KIND_NAMES.map((name) => [name, getKind(name).title])) as Record<KindName, string>,
    bandNames: { ...bookWords.bands },
  }));
}

/**
 * The whole archive of these books, every puzzle's page worked out: what the site shows, held
 * at once (tests, and archives small enough to hold; `site` builds its pages one at a time).
 */
export function archiveOf(books: readonly BookFile[], lang?: Language): Archive {
  const listed = books.map(listingBookOf);
  const links = pageLinks({ books: listed, puzzles: listed.flatMap((b) => b.sections.flatMap((s) => s.puzzles)) });
  const full = listed.map((book, b): ArchiveBook => {
    let index = 0;
    const sections = book.sections.map((section) => ({
      ...section,
      puzzles: section.puzzles.map((p) => puzzlePageOf(books[b]!, index++, p, section.title ?? section.heading, links.get(p.id)!)),
    }));
    return { ...book, sections };
  });
  return listingOf(full, lang);
}


/**
 * The titles, in `lang`, of the archive's kinds that a solver proves solvable only, not unique
 * (`PuzzleKind.proof`): the words that say what "checked" means name them, read from the kind.
 */
export function solvableOnly(archive: Pick<Archive, 'kinds'>, lang: Language): string[] {
  return inLanguage(lang, () => archive.kinds.flatMap(({ name }) => (getKind(name).proof === 'solvable' ? [getKind(name).title] : [])));
}

/** Each kind with puzzles here, its rules, example, first steps and ladder in the language under way. */
function kindsOf<P extends ListingPuzzle>(puzzles: readonly P[]): ArchiveKind<P>[] {
  return KIND_NAMES.flatMap((name): ArchiveKind<P>[] => {
    const ofKind = puzzles.filter((p) => p.kind === name);
    if (ofKind.length === 0) return [];
    const example = howToExample(name);
    return [
      {
        name,
        title: getKind(name).title,
        howTo: getKind(name).words.rules(example.puzzle),
        exampleSvg: toSvg(getKind(name).draw(example.puzzle, undefined, NUMBERED), { id: `example-${name}` }),
        firstSteps: explain(getKind(name).stepper, example.puzzle as never).steps.slice(0, 3).map(stepLine),
        bands: DIFFICULTIES.map((band, i) => ({
          band,
          techniques: Object.values(getKind(name).stepper.ladder as Ladder).filter((t) => t.level === i + 1).map(({ title, what }) => ({ title, what })),
        })),
        puzzles: ofKind,
        counts: DIFFICULTIES.map((difficulty) => ({ difficulty, count: ofKind.filter((p) => p.difficulty === difficulty).length })),
      },
    ];
  });
}

/** Where each puzzle's page leads (`ArchivePuzzle` prev, next and onward), by id: as `archiveOf` links them, for an archive known by its listing. */
export function pageLinks(archive: Pick<Archive<ListingPuzzle>, 'books' | 'puzzles'>): Map<string, Pick<ArchivePuzzle, 'prev' | 'next' | 'onward'>> {
  const links = new Map<string, Pick<ArchivePuzzle, 'prev' | 'next' | 'onward'>>();
  const nextOf = new Map<string, PuzzleLink | undefined>();
  for (const book of archive.books) {
    const all = book.sections.flatMap((s) => s.puzzles);
    all.forEach((p, i) => nextOf.set(p.id, link(all[i + 1])));
    all.forEach((p, i) => links.set(p.id, { ...(i > 0 ? { prev: link(all[i - 1])! } : {}), ...(i + 1 < all.length ? { next: link(all[i + 1])! } : {}) }));
  }
  const onward = onwardLinks(archive.puzzles, (p) => nextOf.get(p.id));
  archive.puzzles.forEach((p, i) => {
    if (onward[i]) links.get(p.id)!.onward = onward[i];
  });
  return links;
}
