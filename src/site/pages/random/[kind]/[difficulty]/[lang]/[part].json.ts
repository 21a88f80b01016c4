import type { APIRoute, GetStaticPaths } from 'astro';
import { loadArchive } from '../../../../../lib/archive.ts';
import { randomGroups } from '../../../../../lib/listing.ts';

/**
 * `random/<kind>/<band>/<language>/<n>.json`: part n (from 0) of the ids of one kind, band and
 * language, at most PART_SIZE of them, in the archive's order. The random page knows how many
 * each group has and fetches one part to pick from (lib/random.ts), so neither it nor any part
 * grows with the archive.
 */
export const getStaticPaths = (async () => {
  const archive = await loadArchive();
  return randomGroups(archive.puzzles).flatMap(({ group, parts }) =>
    parts.map((ids, n) => ({ params: { kind: group.kind, difficulty: group.difficulty, lang: group.lang, part: String(n) }, props: { ids } })),
  );
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => new Response(JSON.stringify((props as { ids: string[] }).ids), { headers: { 'Content-Type': 'application/json' } });
