import type { APIRoute, GetStaticPaths } from 'astro';
import { loadArchive } from '../../lib/archive.ts';
import { dayParts } from '../../lib/listing.ts';
import { wordsIn } from '../../../templates/archive/words.ts';

/**
 * `today/<n>.json`: part n (from 0) of the puzzles the day's page picks among, in the pick's
 * stable order (ids in code-unit order), at most PART_SIZE of them, each with what the page
 * shows of it in its book's words (and language, where that is not the archive's). The page is
 * told only how many there are, works out the day's place (lib/today.ts placeOfDay) and fetches
 * the part holding it.
 */
export const getStaticPaths = (async () => {
  const archive = await loadArchive();
  return dayParts(archive.puzzles).map((puzzles, n) => ({
    params: { part: String(n) },
    props: {
      puzzles: puzzles.map((p) => ({
        id: p.id,
        label: p.label,
        book: wordsIn(p.lang).listing.inBook({ book: p.book.title }),
        friendly: p.friendly,
        ...(p.lang === archive.lang ? {} : { lang: p.lang }),
      })),
    },
  }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => new Response(JSON.stringify(props.puzzles), { headers: { 'Content-Type': 'application/json' } });
