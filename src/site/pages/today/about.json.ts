import type { APIRoute } from 'astro';
import { loadArchive } from '../../lib/archive.ts';
import { PART_SIZE } from '../../lib/listing.ts';

/**
 * `today/about.json`: how many puzzles the day's pick is among and how many each part of their
 * list holds (today/<n>.json), for a puzzle's page to tell, as it is solved, whether it is the
 * day's (src/site/lib/stats-record.dom.ts): the streak counts days the day's puzzle was solved. Its own
 * file, not on every puzzle page, so a book added does not change every other book's pages.
 */
export const GET: APIRoute = async () => {
  const archive = await loadArchive();
  return new Response(JSON.stringify({ count: archive.puzzles.length, size: PART_SIZE }), { headers: { 'Content-Type': 'application/json' } });
};
