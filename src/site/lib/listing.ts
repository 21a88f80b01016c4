import type { ListingPuzzle } from '../../archive/model.ts';
import { DIFFICULTIES, type Difficulty } from '../../engine/kind.ts';

/**
 * How the pages that list puzzles stay a bounded size however many puzzles the archive holds
 * (issue 44): what each page, and each part of the lists the random and day pages fetch, holds.
 * Plans only, no Astro and no DOM, so a unit test reads them with an archive of any size; the
 * pages under src/site/pages/kinds, random and today render them.
 */

/**
 * The most cards a kind's page shows: a kind with more has pages of this many (the last fewer),
 * `kinds/<kind>/`, `kinds/<kind>/2/`… It divides into rows of 2, 3, 4, 5 and 6 cards, so every
 * page but the last ends on a full row however wide the screen.
 */
export const KIND_PAGE_SIZE = 240;

/** The most puzzles one part of the lists the random and day pages fetch holds (random/…/N.json, today/N.json). */
export const PART_SIZE = 1000;

/** The number of parts `count` items make, PART_SIZE (or `size`) to a part. */
export const partCount = (count: number, size = PART_SIZE): number => Math.ceil(count / size);

/** `items` in parts of `size`, in order; none for none. */
export function partsOf<T>(items: readonly T[], size = PART_SIZE): T[][] {
  return Array.from({ length: partCount(items.length, size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}

/** What a kind's page lists: every puzzle of the kind, or those of one band, of one language, or both. */
export interface KindFilter {
  band?: Difficulty;
  lang?: string;
}

/** One page of a kind's listing. */
export interface KindPage<P> extends KindFilter {
  /** From 1; `pages` in the listing. */
  page: number;
  pages: number;
  puzzles: P[];
  /**
   * How its filters work. `show`: the kind fits on one page, which holds every card and shows a
   * band or language by radio buttons and CSS, with JavaScript off too. `links`: the kind has
   * several pages, and each choice is a link to the listing of that band or language, paginated.
   */
  filters: 'show' | 'links';
}

/** The path of a kind's listing page under the site's root: `kinds/<kind>/`, `kinds/<kind>/hard/de/2/`. */
export function kindPath(kind: string, { band, lang, page = 1 }: KindFilter & { page?: number }): string {
  return ['kinds', kind, band, lang, page > 1 ? String(page) : undefined].filter(Boolean).join('/') + '/';
}

/** The route's rest parameter for a page (what follows `kinds/<kind>/`): undefined for the kind's first page. */
export const kindRest = ({ band, lang, page }: KindPage<unknown>): string | undefined => [band, lang, page > 1 ? String(page) : undefined].filter(Boolean).join('/') || undefined;

/** Those of `puzzles` the filter keeps. */
export const filtered = <P extends Pick<ListingPuzzle, 'difficulty' | 'lang'>>(puzzles: readonly P[], { band, lang }: KindFilter): P[] =>
  puzzles.filter((p) => (!band || p.difficulty === band) && (!lang || p.lang === lang));

/** The languages of `puzzles`, each once, in the order they come. */
export const languagesOf = (puzzles: readonly Pick<ListingPuzzle, 'lang'>[]): string[] => [...new Set(puzzles.map((p) => p.lang))];

/**
 * Every page of a kind's listings. A kind of `size` puzzles or fewer is one page, `kinds/<kind>/`,
 * filtered in the page (`show`). A larger one has a listing of every puzzle, and one for each band,
 * each language (where there are several) and each band in each language, every one in pages of
 * `size`; a listing with no puzzle has no page.
 */
export function kindPages<P extends Pick<ListingPuzzle, 'difficulty' | 'lang'>>(puzzles: readonly P[], size = KIND_PAGE_SIZE): KindPage<P>[] {
  if (puzzles.length <= size) return [{ page: 1, pages: 1, puzzles: [...puzzles], filters: 'show' }];
  const languages = languagesOf(puzzles);
  const bands: (Difficulty | undefined)[] = [undefined, ...DIFFICULTIES];
  const langs: (string | undefined)[] = [undefined, ...(languages.length > 1 ? languages : [])];
  return bands.flatMap((band) =>
    langs.flatMap((lang) => {
      const parts = partsOf(filtered(puzzles, { band, lang }), size);
      return parts.map((part, i) => ({ ...(band ? { band } : {}), ...(lang ? { lang } : {}), page: i + 1, pages: parts.length, puzzles: part, filters: 'links' as const }));
    }),
  );
}

/** A choice of a filter: the band or language (none for "all"), how many puzzles it shows, and whether it is the one on show. */
export interface Choice {
  value?: string;
  count: number;
  current: boolean;
}

/**
 * The choices of a paginated kind's filters on the listing `at`: each band (of those with puzzles in
 * its language, if it has one), and each language (of those with puzzles in its band) where the
 * kind has several, each counting what its listing holds. A choice keeps the other filter's.
 */
export function kindChoices(puzzles: readonly Pick<ListingPuzzle, 'difficulty' | 'lang'>[], at: KindFilter): { bands: Choice[]; languages: Choice[] } {
  const inLang = filtered(puzzles, { lang: at.lang });
  const inBand = filtered(puzzles, { band: at.band });
  const bands = [
    { count: inLang.length, current: !at.band },
    ...DIFFICULTIES.map((band) => ({ value: band, count: inLang.filter((p) => p.difficulty === band).length, current: at.band === band })).filter((c) => c.count > 0),
  ];
  const several = languagesOf(puzzles);
  const languages =
    several.length > 1
      ? [
          { count: inBand.length, current: !at.lang },
          ...several.map((lang) => ({ value: lang, count: inBand.filter((p) => p.lang === lang).length, current: at.lang === lang })).filter((c) => c.count > 0),
        ]
      : [];
  return { bands, languages };
}

/**
 * The page numbers a pager shows for page `page` of `pages`: the first, the last, and those
 * within two of the current one, with null where numbers are left out between. At most nine
 * items, however many pages.
 */
export function pagerItems(page: number, pages: number): (number | null)[] {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  return shown.flatMap((n, i) => (i > 0 && n - shown[i - 1]! > 1 ? [n - shown[i - 1]! === 2 ? n - 1 : null, n] : [n]));
}

/** Puzzles of one kind, band and language: the random page's unit of choice, and how many parts its ids are in. */
export interface RandomGroup {
  kind: string;
  difficulty: string;
  lang: string;
  count: number;
}

/**
 * The groups the random page picks among (each kind, band and language with puzzles, in the
 * order they first come), and each group's ids in the archive's order, in parts of PART_SIZE:
 * the page holds the groups and fetches a part, `random/<kind>/<band>/<lang>/<n>.json`.
 */
export function randomGroups(puzzles: readonly { id: string; kind: string; difficulty: string; lang: string }[], size = PART_SIZE): { group: RandomGroup; parts: string[][] }[] {
  const groups = new Map<string, { group: RandomGroup; ids: string[] }>();
  for (const p of puzzles) {
    const key = `${p.kind}\0${p.difficulty}\0${p.lang}`;
    let entry = groups.get(key);
    if (!entry) groups.set(key, (entry = { group: { kind: p.kind, difficulty: p.difficulty, lang: p.lang, count: 0 }, ids: [] }));
    entry.group.count++;
    entry.ids.push(p.id);
  }
  return [...groups.values()].map(({ group, ids }) => ({ group, parts: partsOf(ids, size) }));
}

/**
 * The most ids one part of a kind's day list holds (today/kinds/<kind>/N.json): the home fetches
 * one part for each of its tiles, so a part is kept small (about 4 KB of ids).
 */
export const KIND_DAY_PART_SIZE = 100;

/**
 * Each kind's puzzles, for its tile's puzzle of the day on the home: their ids in the pick's stable
 * order (code-unit order, as today.ts's stableOrder), in parts of KIND_DAY_PART_SIZE,
 * `today/kinds/<kind>/<n>.json`. The home is told only how many each kind has.
 */
export function kindDayParts(puzzles: readonly Pick<ListingPuzzle, 'id' | 'kind'>[], size = KIND_DAY_PART_SIZE): Map<string, string[][]> {
  const ids = new Map<string, string[]>();
  for (const p of puzzles) {
    const list = ids.get(p.kind);
    if (list) list.push(p.id);
    else ids.set(p.kind, [p.id]);
  }
  return new Map([...ids].map(([kind, list]) => [kind, partsOf([...new Set(list)].sort(), size)]));
}

/**
 * The puzzles the day's page picks among, in the pick's stable order (their ids in code-unit
 * order, as today.ts's stableOrder), in parts of PART_SIZE: `today/<n>.json`. The page is told
 * only how many there are.
 */
export function dayParts<P extends Pick<ListingPuzzle, 'id'>>(puzzles: readonly P[], size = PART_SIZE): P[][] {
  const sorted = [...puzzles].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return partsOf(sorted, size);
}
