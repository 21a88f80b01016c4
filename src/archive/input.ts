import type { Language } from '../engine/language.ts';
import type { ArchiveBook, ListingPuzzle } from './model.ts';

/**
 * What `site` hands Astro's build (src/site/lib/archive.ts), in a folder of the run's own named
 * by PUZZLEBOOK_SITE: `site.json`, this, and `books/<slug>.json`, each book whose pages this
 * run draws, as checked. Every book's listing is here, so the pages that list puzzles and the
 * links between puzzles of different books know the whole archive; the books' records are
 * read one at a time as their pages are drawn, so the build holds one book at once.
 */
export interface SiteInput {
  /** The language asked for the listing pages (`site --language`), if any. */
  language?: Language;
  /** Every book's listing, in the archive's order. */
  books: ArchiveBook<ListingPuzzle>[];
  /** The books whose own pages this run draws (the others' are carried over from the archive it replaces). */
  build: string[];
  /** Folders of the search index, from the archive's root (`pagefind/`, or one a shard: `pagefind/3/`). */
  search: string[];
}

export const INPUT = 'site.json';
export const inputBook = (slug: string) => `books/${slug}.json`;
