import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { feedBuildDate, feedEntries, rssDate } from '../../archive/feed.ts';
import { bookUrl, loadArchive, puzzleUrl, url } from '../lib/archive.ts';
import { absolute, bookSummary } from '../lib/web.ts';
import { wordsIn } from '../../templates/archive/words.ts';

/**
 * `/feed.xml`, the archive's RSS 2.0 feed: its books and puzzles, newest first by each book's
 * `date` (src/archive/feed.ts), each item in its book's language. Only where the archive has an
 * address (a feed's links are absolute): without one, this route has no page. Its
 * `lastBuildDate` is the newest book's `date`, never the clock; none where no book has one.
 */
export function getStaticPaths() {
  return absolute(url()) ? [{ params: { feed: 'feed' } }] : [];
}

export const GET: APIRoute = async () => {
  const archive = await loadArchive();
  const { site, listing } = wordsIn(archive.lang);
  const home = absolute(url())!;
  const items = feedEntries(archive.books).map(({ book, puzzle }) => {
    const pubDate = book.date ? { pubDate: rssDate(book.date) } : {};
    if (!puzzle) return { title: book.title, link: absolute(bookUrl(book.slug))!, description: bookSummary(book), ...pubDate };
    const words = wordsIn(puzzle.lang).puzzle;
    return {
      title: words.title({ kindTitle: puzzle.kindTitle, number: puzzle.number, difficulty: puzzle.band, book: book.title }),
      link: absolute(puzzleUrl(puzzle.id))!,
      description: puzzle.alt,
      categories: [puzzle.kindTitle, puzzle.band],
      ...pubDate,
    };
  });
  const built = feedBuildDate(archive.books);
  const lastBuildDate = built ? `<lastBuildDate>${rssDate(built).toUTCString()}</lastBuildDate>` : '';
  return rss({
    title: site.name,
    description: listing.description,
    site: home,
    items,
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    customData: `<language>${archive.lang}</language>${lastBuildDate}<atom:link href="${absolute(url('feed.xml'))}" rel="self" type="application/rss+xml"/>`,
  });
};
