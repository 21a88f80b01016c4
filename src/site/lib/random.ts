import type { RandomGroup } from './listing.ts';

/**
 * The random page's pick (pages/random/index.astro, through random.dom.ts), with no DOM, so the
 * unit tests read it as the page does. The page knows the archive's groups (kind, band,
 * language, and how many puzzles each has) and fetches a group's ids a part at a time, so it
 * stays small however many puzzles there are: the pick fetches one part, most times.
 */

/** What `?kind=`, `?difficulty=` and `?language=` ask for; absent or empty asks for any. */
export interface RandomFilters {
  kind?: string | null;
  difficulty?: string | null;
  language?: string | null;
}

/** One part of a group's ids: the group, its place among the group's parts (from 0) and how many ids it holds. */
export interface RandomPart {
  group: RandomGroup;
  index: number;
  count: number;
}

/** The parts of the groups matching `filters`, `size` ids to a full part (the last of a group fewer). */
export function matchingParts(groups: readonly RandomGroup[], filters: RandomFilters, size: number): RandomPart[] {
  return groups
    .filter((g) => (!filters.kind || g.kind === filters.kind) && (!filters.difficulty || g.difficulty === filters.difficulty) && (!filters.language || g.lang === filters.language))
    .flatMap((group) => Array.from({ length: Math.ceil(group.count / size) }, (_, index) => ({ group, index, count: Math.min(size, group.count - index * size) })));
}

/**
 * A puzzle among those of `parts` that is not solved, each as likely as another; where every
 * one is solved, any of them; null where there are none. `load` fetches a part's ids (each part
 * is fetched once); `random` is in [0, 1), as Math.random gives.
 *
 * It draws a puzzle among all of them (a part as likely as the puzzles it holds, then a place in
 * it) until one is not solved, which is a fair draw among those not solved; so a reader who has
 * solved few fetches one part. After `tries` solved ones it goes through the parts in a random
 * order for any left, and only where none is, picks among all.
 */
export async function pickRandom(
  parts: readonly RandomPart[],
  load: (part: RandomPart) => Promise<readonly string[]>,
  solved: (id: string) => boolean,
  random: () => number,
  tries = 12,
): Promise<string | null> {
  const total = parts.reduce((sum, part) => sum + part.count, 0);
  if (total === 0) return null;
  const loaded = new Map<RandomPart, Promise<readonly string[]>>();
  const idsOf = (part: RandomPart) => {
    let ids = loaded.get(part);
    if (!ids) loaded.set(part, (ids = load(part)));
    return ids;
  };
  const draw = async (): Promise<string | undefined> => {
    let at = Math.min(total - 1, Math.floor(random() * total));
    const part = parts.find((p) => (at < p.count ? true : ((at -= p.count), false)))!;
    const ids = await idsOf(part);
    return ids[Math.min(at, ids.length - 1)];
  };
  for (let i = 0; i < tries; i++) {
    const id = await draw();
    if (id !== undefined && !solved(id)) return id;
  }
  const order = [...parts];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  for (const part of order) {
    const open = (await idsOf(part)).filter((id) => !solved(id));
    if (open.length > 0) return open[Math.min(open.length - 1, Math.floor(random() * open.length))]!;
  }
  return (await draw()) ?? null;
}
