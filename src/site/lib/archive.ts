import './words.ts';
import { getCollection } from 'astro:content';
import { type Archive, type ArchivePuzzle, archiveOf } from '../../archive/model.ts';
import type { BookFile } from '../../book/bookfile-schema.ts';
import { canonicalTag, type Language, languageName } from '../../engine/language.ts';
import { wordsIn } from '../../templates/archive/words.ts';

let cached: Promise<Archive> | undefined;


/** The archive of every book in the collection, worked out once per build and shared by every page. */
export function loadArchive(): Promise<Archive> {
  cached ??= getCollection('books').then((entries) =>
    archiveOf(
      entries.map((entry) => entry.data as BookFile).sort((a, b) => a.title.localeCompare(b.title, 'en') || a.slug.localeCompare(b.slug, 'en')),
      // The language `site --language` asked the listing pages to be in (src/archive/build.ts sets it), if any.
      canonicalTag(process.env.PUZZLEBOOK_LANGUAGE ?? ''),
    ),
  );
  return cached;
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

/** Every puzzle page's path and props: its HTML page and its drawing share them. */
export async function puzzlePaths() {
  const archive = await loadArchive();
  return archive.puzzles.map((puzzle) => ({ params: { id: puzzle.id }, props: { puzzle, filters: searchFilters(archive, puzzle) } }));
}

/**
 * The search filters a page files itself under, name and value, in the archive's language
 * (the search page's), whatever the page's own: one kind, band or book is one choice however
 * many languages its puzzles are in. The language is a filter where there are several.
 */
export function searchFilters(archive: Archive, page: { book: { searchTitle: string }; lang: Language } & Partial<Pick<ArchivePuzzle, 'kind' | 'difficulty'>>): [string, string][] {
  const names = wordsIn(archive.lang).listing.filters;
  return [
    ...(page.kind ? [[names.kind, archive.kindTitles[page.kind]] as [string, string]] : []),
    ...(page.difficulty ? [[names.difficulty, archive.bandNames[page.difficulty]] as [string, string]] : []),
    [names.book, page.book.searchTitle],
    ...(archive.languages.length > 1 ? [[names.language, languageName(page.lang)] as [string, string]] : []),
  ];
}

/** A path inside the site, under the base it is published at (`--base`). */
export function url(path = ''): string {
  const base = import.meta.env.BASE_URL.replace(/\/?$/, '/');
  return base + path.replace(/^\//, '');
}

export const puzzleUrl = (id: string) => url(`puzzles/${id}/`);
export const bookUrl = (slug: string) => url(`books/${slug}/`);
export const kindUrl = (kind: string) => url(`kinds/${kind}/`);
