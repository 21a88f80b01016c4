import type { ArchiveBook, ArchivePuzzle, ListingPuzzle } from '../../archive/model.ts';
import { CARD, jsonLd, ogLocale, puzzleCard, SITE_CARD } from '../../archive/web.ts';
import { wordsIn } from '../../templates/archive/words.ts';
import { bookUrl, puzzleUrl, url } from './archive.ts';

export { jsonLd, ogLocale };

/**
 * What a page tells the web beyond its words: its absolute address, its social card, and the
 * structured data a search engine reads (JSON-LD, schema.org). Absolute addresses need the
 * archive's public address (`puzzlebook site --url`, or the books' `archive`); without one a
 * page gives none of them, and its structured data uses paths from the site's root.
 */

/** The archive's public address (its root, with the base, ending in `/`), as src/archive/build.ts gives it; undefined without one. */
export const siteAddress = (): string | undefined => process.env.PUZZLEBOOK_ADDRESS || undefined;

/** A path inside the site, as `url()` gives it, as an absolute address; undefined without the archive's address. */
export function absolute(path: string): string | undefined {
  const address = siteAddress();
  return address ? new URL(path, address).href : undefined;
}

/** A path inside the site as structured data names it: absolute where the archive has an address, else from the site's root. */
export const linkOf = (path: string): string => absolute(path) ?? path;

/** A page's social card: where it is, its size and its text alternative (`og:image`). */
export interface Card {
  path: string;
  alt: string;
  width: number;
  height: number;
}

/** A puzzle's own card: its drawing beside its book's title and its label (card-thread.ts). */
export const puzzleCardOf = (puzzle: ListingPuzzle): Card => ({
  path: url(puzzleCard(puzzle.id)),
  alt: wordsIn(puzzle.lang).puzzle.cardAlt({ label: puzzle.label, book: puzzle.book.title, alt: puzzle.alt }),
  ...CARD,
});

/** The site's card, for the pages that list books: its name and what it holds, beside an example. */
export const siteCardOf = (lang: string): Card => ({ path: url(SITE_CARD), alt: wordsIn(lang).listing.cardAlt, ...CARD });

/** A book's description where it has no subtitle: its count, and that each answer was checked. */
export const bookSummary = (book: ArchiveBook<ListingPuzzle>): string => book.subtitle ?? wordsIn(book.lang).book.summary({ count: book.count });

/** A BreadcrumbList: the archive's home, then each step down to the page, as its breadcrumb shows them. */
export function breadcrumbs(lang: string, steps: { name: string; path: string }[]): object {
  const all = [{ name: wordsIn(lang).site.archive, path: url() }, ...steps];
  return {
    '@type': 'BreadcrumbList',
    itemListElement: all.map((step, i) => ({ '@type': 'ListItem', position: i + 1, name: step.name, item: linkOf(step.path) })),
  };
}

/** A card as structured data's image: only where the archive has an address (cards are drawn only then). */
const imageOf = (card: Card | undefined) => {
  const image = card && absolute(card.path);
  return image ? { image } : {};
};

/**
 * One of the archive's own pages (the puzzle of the day, the kinds) as schema.org's WebPage, or a
 * CollectionPage for one that lists: its name, words and language, part of the archive's WebSite,
 * with its card.
 */
export function pageData(page: { type?: 'WebPage' | 'CollectionPage'; name: string; description: string; path: string; lang: string }, card: Card | undefined): object {
  return {
    '@type': page.type ?? 'WebPage',
    '@id': linkOf(page.path),
    name: page.name,
    url: linkOf(page.path),
    inLanguage: page.lang,
    description: page.description,
    isPartOf: { '@type': 'WebSite', name: wordsIn(page.lang).site.name, url: linkOf(url()) },
    ...imageOf(card),
  };
}

/** A book's page as schema.org's Book. */
export function bookData(book: ArchiveBook<ListingPuzzle>, card: Card | undefined): object {
  return {
    '@type': 'Book',
    '@id': linkOf(bookUrl(book.slug)),
    name: book.title,
    url: linkOf(bookUrl(book.slug)),
    inLanguage: book.lang,
    description: bookSummary(book),
    ...(book.author ? { author: { '@type': 'Person', name: book.author } } : {}),
    ...(book.date ? { datePublished: book.date } : {}),
    ...imageOf(card),
    isAccessibleForFree: true,
  };
}

/** A puzzle's page as a CreativeWork, a learning resource of the kind "puzzle", part of its book. */
export function puzzleData(puzzle: ArchivePuzzle, card: Card | undefined): object {
  return {
    '@type': 'CreativeWork',
    '@id': linkOf(puzzleUrl(puzzle.id)),
    name: puzzle.label,
    url: linkOf(puzzleUrl(puzzle.id)),
    identifier: puzzle.id,
    inLanguage: puzzle.lang,
    description: puzzle.alt,
    learningResourceType: 'puzzle',
    genre: puzzle.kindTitle,
    educationalLevel: puzzle.band,
    position: puzzle.number,
    isAccessibleForFree: true,
    isPartOf: { '@type': 'Book', '@id': linkOf(bookUrl(puzzle.book.slug)), name: puzzle.book.title, url: linkOf(bookUrl(puzzle.book.slug)) },
    ...imageOf(card),
  };
}
