import './words.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type SiteInput, INPUT, inputBook } from '../../archive/input.ts';
import { type Archive, type ArchiveBook, type ArchivePuzzle, type ListingPuzzle, listingOf, namesIn, pageLinks, puzzlePageOf, puzzleSvgOf, sectionOf } from '../../archive/model.ts';
import { pageDrawn } from '../../archive/stages.ts';
import type { BookFile } from '../../book/bookfile-schema.ts';
import { canonicalTag, type Language, languageName } from '../../engine/language.ts';
import { wordsIn } from '../../templates/archive/words.ts';

/**
 * What `site` handed this build (src/archive/input.ts), read once per build: the folder is the
 * run's own, so a second build in one process reads its own.
 */
let cached:
  | { folder: string; input: SiteInput; archive: Archive<ListingPuzzle>; links: ReturnType<typeof pageLinks>; bySlug: Map<string, { book: ArchiveBook<ListingPuzzle>; puzzles: ListingPuzzle[] }> }
  | undefined;

function loaded() {
  const folder = process.env.PUZZLEBOOK_SITE;
  if (!folder) throw new Error('the archive is built by puzzlebook site (PUZZLEBOOK_SITE names what it is made of, and is not set)');
  if (cached?.folder !== folder) {
    let input: SiteInput;
    try {
      input = JSON.parse(readFileSync(join(folder, INPUT), 'utf8')) as SiteInput;
    } catch (error) {
      throw new Error(`${join(folder, INPUT)}: cannot read what the archive is made of (${(error as Error).message}); the archive is built by puzzlebook site`);
    }
    const archive = listingOf(input.books, input.language ? canonicalTag(input.language) : undefined);
    const bySlug = new Map(archive.books.map((book) => [book.slug, { book, puzzles: book.sections.flatMap((s) => s.puzzles) }]));
    cached = { folder, input, archive, links: pageLinks(archive), bySlug };
  }
  return cached;
}

/** The archive as the pages that list puzzles know it: every book and puzzle, a few words each. */
export async function loadArchive(): Promise<Archive<ListingPuzzle>> {
  return loaded().archive;
}

/** The search index's folders, from the site's root: the search page loads the first and merges the rest. */
export const searchFolders = (): string[] => loaded().input.search;

/** The books whose own pages this build draws (the others' are already in the archive). */
function drawn() {
  const { input, archive } = loaded();
  const build = new Set(input.build);
  return archive.books.filter((book) => build.has(book.slug));
}

/** The last books read, by slug: pages are drawn book by book, so this holds one or two books, not the archive. */
const books = new Map<string, BookFile>();

function bookFile(slug: string): BookFile {
  let book = books.get(slug);
  if (!book) {
    book = JSON.parse(readFileSync(join(loaded().folder, inputBook(slug)), 'utf8')) as BookFile;
    books.set(slug, book);
    if (books.size > 2) books.delete(books.keys().next().value!);
  }
  return book;
}

/** A puzzle page's props: which book, and where in it. Its page is worked out as it is drawn (`puzzlePage`). */
export interface PuzzleProps {
  slug: string;
  index: number;
}

/** Every puzzle page this build draws, book by book; its HTML page and its drawing share them. */
export async function puzzlePaths() {
  return drawn().flatMap((book) => book.sections.flatMap((s) => s.puzzles).map((puzzle, index) => ({ params: { id: puzzle.id }, props: { slug: book.slug, index } satisfies PuzzleProps })));
}

/** A puzzle's whole page, worked out from its book's record as the page is drawn. */
export function puzzlePage({ slug, index }: PuzzleProps): { puzzle: ArchivePuzzle; filters: [string, string][] } {
  const { archive, links, bySlug } = loaded();
  const { book, puzzles } = bySlug.get(slug)!;
  const entry = puzzles[index]!;
  const puzzle = puzzlePageOf(bookFile(slug), index, entry, sectionOf(book, index), links.get(entry.id)!);
  // For the publish's progress (archive/stages.ts).
  pageDrawn();
  return { puzzle, filters: searchFilters(archive, puzzle) };
}

/** A puzzle's unsolved drawing alone. */
export const puzzleSvg = ({ slug, index }: PuzzleProps): string => puzzleSvgOf(bookFile(slug), index);

/** Every book page this build draws. */
export async function bookPaths() {
  const { archive } = loaded();
  return drawn().map((book) => ({ params: { slug: book.slug }, props: { book, filters: searchFilters(archive, { book, lang: book.lang }) } }));
}

/** Every printed puzzle's short address this build draws: `p/CODE/`, for the books that print codes. */
export async function codePaths() {
  return drawn().flatMap((book) =>
    book.sections.flatMap((s) => s.puzzles).flatMap((p) => (p.code ? [{ params: { code: p.code }, props: { id: p.id, label: p.label, lang: p.lang, book: p.book.title } }] : [])),
  );
}

/**
 * A sentence with links inside it, in pieces: the template is rendered with each of `links`
 * marked, and the page sets each marked piece as its link, so a translation can put a link
 * wherever its grammar wants it. Pieces at odd places are the links' names.
 */
export function withLinks<N extends string>(render: (data: Record<N, string>) => string, links: readonly N[]): { text: string; link?: N }[] {
  const marked = Object.fromEntries(links.map((name) => [name, `\u0000${name}\u0000`])) as Record<N, string>;
  return render(marked)
    .split('\u0000')
    .map((text, i) => (i % 2 === 1 ? { text: '', link: text as N } : { text }));
}


/**
 * The search filters a page files itself under, name and value, in the archive's language
 * (the search page's), whatever the page's own: one kind, band or book is one choice however
 * many languages its puzzles are in. The language is a filter where there are several.
 */
export function searchFilters(archive: Archive<ListingPuzzle>, page: { book: { searchTitle: string }; lang: Language } & Partial<Pick<ArchivePuzzle, 'kind' | 'difficulty'>>): [string, string][] {
  const names = wordsIn(archive.lang).listing.filters;
  return [
    ...(page.kind ? [[names.kind, archive.kindTitles[page.kind]] as [string, string]] : []),
    ...(page.difficulty ? [[names.difficulty, archive.bandNames[page.difficulty]] as [string, string]] : []),
    [names.book, page.book.searchTitle],
    ...(archive.languages.length > 1 ? [[names.language, languageName(page.lang)] as [string, string]] : []),
  ];
}

/**
 * The search filters' names and values (each kind's and band's), as `searchFilters` gives them in
 * the archive's language, each with its words in `lang`: a search page in another language shows
 * Pagefind's filters so (issue 90). Book titles are the books' own, and languages each named in itself.
 */
export function filterWords(archive: Archive<ListingPuzzle>, lang: Language): { names: Record<string, string>; values: Record<string, string> } {
  const [from, to] = [wordsIn(archive.lang).listing.filters, wordsIn(lang).listing.filters];
  const [own, its] = [namesIn(archive.lang), namesIn(lang)];
  const pairs = <K extends string>(a: Record<K, string>, b: Record<K, string>) => (Object.keys(a) as K[]).map((key) => [a[key], b[key]] as const);
  return {
    names: Object.fromEntries(pairs(from, to).map(([a, b]) => [a.toLowerCase(), b])),
    values: Object.fromEntries([...pairs(own.kindTitles, its.kindTitles), ...pairs(own.bandNames, its.bandNames)]),
  };
}

/** A path inside the site, under the base it is published at (`--base`). */
export function url(path = ''): string {
  const base = import.meta.env.BASE_URL.replace(/\/?$/, '/');
  return base + path.replace(/^\//, '');
}

export const puzzleUrl = (id: string) => url(`puzzles/${id}/`);
export const bookUrl = (slug: string) => url(`books/${slug}/`);
export const kindUrl = (kind: string) => url(`kinds/${kind}/`);

/**
 * The pages every page's menu leads to that hold no book of their own (issue 90): built in the
 * archive's language at their own address, and again in each other language the archive's
 * books are in, in that language's folder under it (`today/es/`), as a kind's listing of one
 * language is (`kinds/sudoku/es/`). So a Spanish puzzle page's menu leads to them in Spanish,
 * with no server to choose; an archive of one language builds each once, as before.
 */
export type SharedPage = 'today' | 'stats' | 'make' | 'search';

/** The languages the shared pages are built in beside the archive's own: each of its books' but that one, in the books' order. */
export const sharedLanguages = (archive: Pick<Archive<ListingPuzzle>, 'lang' | 'languages'>): Language[] => archive.languages.filter((lang) => lang !== archive.lang);

/** A shared page's path from the root, in `lang`: its own in the archive's language, or one a language holds no book in; else its language's folder. */
export function sharedPath(page: SharedPage, lang: Language, archive: Pick<Archive<ListingPuzzle>, 'lang' | 'languages'>): string {
  return sharedLanguages(archive).includes(lang) ? `${page}/${lang}/` : `${page}/`;
}

/** A shared page's routes (`[...lang].astro`): the archive's language at the page's own address, then each other, with the page's language as a prop. */
export async function sharedRoutes() {
  const { archive } = loaded();
  return [{ params: { lang: undefined }, props: { lang: archive.lang } }, ...sharedLanguages(archive).map((lang) => ({ params: { lang }, props: { lang } }))];
}
