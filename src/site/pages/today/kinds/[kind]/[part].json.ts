import type { APIRoute, GetStaticPaths } from 'astro';
import { loadArchive } from '../../../../lib/archive.ts';
import { kindDayParts } from '../../../../lib/listing.ts';

/**
 * `today/kinds/<kind>/<n>.json`: part n (from 0) of one kind's puzzle ids in the day's pick's
 * stable order, at most KIND_DAY_PART_SIZE of them. The home's tile of the kind is told how many
 * there are, works out the day's place among them (lib/today.ts placeOfDay) and fetches the part
 * holding it (lib/home.dom.ts): each kind its own puzzle of the day.
 */
export const getStaticPaths = (async () => {
  const archive = await loadArchive();
  return [...kindDayParts(archive.puzzles)].flatMap(([kind, parts]) => parts.map((ids, n) => ({ params: { kind, part: String(n) }, props: { ids } })));
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => new Response(JSON.stringify(props.ids), { headers: { 'Content-Type': 'application/json' } });
