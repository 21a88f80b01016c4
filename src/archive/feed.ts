import type { ArchiveBook, ListingPuzzle } from './model.ts';

/** Items the archive's feed holds at most: the newest. */
export const FEED_LIMIT = 200;

export interface FeedEntry {
  book: ArchiveBook<ListingPuzzle>;
  /** A puzzle of the book; none for the book's own item. */
  puzzle?: ListingPuzzle;
}

/**
 * What the archive's feed lists, newest first: the books by their spec's `date` (the newest
 * first; books of one day, and then the books with no date, in the archive's order), each
 * book's own item followed by its puzzles in book order, cut at `limit`. No clock is read:
 * the same books make the same feed.
 */
export function feedEntries(books: readonly ArchiveBook<ListingPuzzle>[], limit = FEED_LIMIT): FeedEntry[] {
  return newestFirst(books).flatMap((book) => [{ book }, ...book.sections.flatMap((s) => s.puzzles).map((puzzle) => ({ book, puzzle }))]).slice(0, limit);
}

/** The books newest first, as the feed lists them: by `date`, the newest first; books of one day, and then those with none, in the archive's order. */
function newestFirst<B extends Pick<ArchiveBook<ListingPuzzle>, 'date'>>(books: readonly B[]): B[] {
  const dated = books.filter((book) => book.date !== undefined);
  // Array sort is stable: books of one day keep the archive's order.
  dated.sort((a, b) => (a.date! < b.date! ? 1 : a.date! > b.date! ? -1 : 0));
  return [...dated, ...books.filter((book) => book.date === undefined)];
}

/**
 * Each kind's newest puzzle, as the feed has it: the first of the kind in the first book, newest
 * first, that holds one. The home's tile of a kind opens it (pages/index.astro): no clock, and
 * nothing on the page that grows with the puzzles.
 */
export function newestOfKinds<P extends ListingPuzzle>(books: readonly ArchiveBook<P>[]): Map<string, P> {
  const newest = new Map<string, P>();
  for (const book of newestFirst(books)) {
    for (const puzzle of book.sections.flatMap((s) => s.puzzles)) if (!newest.has(puzzle.kind)) newest.set(puzzle.kind, puzzle);
  }
  return newest;
}

/**
 * When the feed last changed, as its `lastBuildDate` says: the newest `date` of its books (a
 * day, YYYY-MM-DD), or none where no book has one. Never the clock: the same books make the same feed.
 */
export function feedBuildDate(books: readonly Pick<ArchiveBook<ListingPuzzle>, 'date'>[]): string | undefined {
  return books.reduce<string | undefined>((newest, { date }) => (date !== undefined && (newest === undefined || date > newest) ? date : newest), undefined);
}

/** A book's day as RSS dates are written (RFC 822): midnight UTC, a day and not a moment. */
export const rssDate = (day: string): Date => new Date(`${day}T00:00:00Z`);
