import { describe, expect, it } from 'vitest';
import { DIFFICULTIES, type Difficulty } from '../../src/engine/kind.ts';
import { dayParts, filtered, KIND_PAGE_SIZE, kindChoices, kindPages, kindPath, kindRest, languagesOf, PART_SIZE, pagerItems, partsOf, randomGroups } from '../../src/site/lib/listing.ts';
import { placeOfDay, puzzleOfDay, stableOrder } from '../../src/site/lib/today.ts';

// The plans of the pages that list puzzles (src/site/lib/listing.ts): whatever the archive's size,
// a kind's page holds at most KIND_PAGE_SIZE cards, a part of the random or day page's lists at
// most PART_SIZE puzzles, and the random and day pages themselves only what does not grow with
// it. The pages built from them are checked in Chromium (test/site/pages.test.ts).

const KINDS = ['numbrix', 'secret-number', 'countdown'];
const LANGS = ['en', 'de', 'fr'];

/** `n` puzzles of three kinds, the four bands and three languages, spread unevenly, ids not in code-unit order. */
const puzzles = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: `book-${(i * 7919) % n}-${i}`,
    kind: KINDS[i % 3]!,
    difficulty: DIFFICULTIES[Math.floor(i / 3) % 4]! as Difficulty,
    lang: LANGS[i % 7 === 0 ? 1 : i % 11 === 0 ? 2 : 0]!,
  }));

const BIG = puzzles(100_000);

describe("a kind's pages", () => {
  it('are one page, filtered in the page, where the kind fits on one', () => {
    for (const n of [1, 12, KIND_PAGE_SIZE]) {
      const all = puzzles(n);
      const pages = kindPages(all);
      expect(pages).toEqual([{ page: 1, pages: 1, puzzles: all, filters: 'show' }]);
      expect(kindRest(pages[0]!)).toBeUndefined();
    }
  });

  it('hold at most KIND_PAGE_SIZE cards however many puzzles the kind has, every listing holding each of its puzzles once, in order', () => {
    for (const all of [puzzles(KIND_PAGE_SIZE + 1), puzzles(2_000), BIG]) {
      const pages = kindPages(all);
      for (const page of pages) {
        expect(page.puzzles.length).toBeGreaterThan(0);
        expect(page.puzzles.length).toBeLessThanOrEqual(KIND_PAGE_SIZE);
        expect(page.filters).toBe('links');
      }
      // Each listing: every puzzle, each band, each language, each band in each language.
      const listings = new Map<string, typeof pages>();
      for (const page of pages) {
        const key = `${page.band ?? '*'}/${page.lang ?? '*'}`;
        listings.set(key, [...(listings.get(key) ?? []), page]);
      }
      expect(listings.size).toBe((1 + 4) * (1 + 3));
      for (const [key, listing] of listings) {
        const [band, lang] = key.split('/').map((v) => (v === '*' ? undefined : v));
        const want = filtered(all, { band: band as Difficulty | undefined, lang });
        expect(listing.map((p) => p.page)).toEqual(listing.map((_, i) => i + 1));
        expect(listing.every((p) => p.pages === Math.ceil(want.length / KIND_PAGE_SIZE))).toBe(true);
        expect(listing.flatMap((p) => p.puzzles)).toEqual(want);
      }
      // Every page a path of its own.
      const paths = pages.map((p) => kindPath('numbrix', p));
      expect(new Set(paths).size).toBe(pages.length);
    }
  });

  it('leave out the languages filter where the kind has one language, and a listing with no puzzle', () => {
    const english = puzzles(1_000).map((p) => ({ ...p, lang: 'en', difficulty: p.difficulty === 'expert' ? ('hard' as const) : p.difficulty }));
    const pages = kindPages(english);
    expect(pages.some((p) => p.lang)).toBe(false);
    expect(pages.some((p) => p.band === 'expert')).toBe(false);
    expect(new Set(pages.map((p) => p.band ?? 'all'))).toEqual(new Set(['all', 'easy', 'medium', 'hard']));
  });

  it('are at kinds/<kind>/, then /2/…, and a band, a language or both before the page', () => {
    expect(kindPath('numbrix', {})).toBe('kinds/numbrix/');
    expect(kindPath('numbrix', { page: 1 })).toBe('kinds/numbrix/');
    expect(kindPath('numbrix', { page: 3 })).toBe('kinds/numbrix/3/');
    expect(kindPath('numbrix', { band: 'hard' })).toBe('kinds/numbrix/hard/');
    expect(kindPath('numbrix', { lang: 'pt-BR', page: 2 })).toBe('kinds/numbrix/pt-BR/2/');
    expect(kindPath('numbrix', { band: 'easy', lang: 'de', page: 12 })).toBe('kinds/numbrix/easy/de/12/');
    const page = { band: 'easy' as const, lang: 'de', page: 12, pages: 20, puzzles: [], filters: 'links' as const };
    expect(kindRest(page)).toBe('easy/de/12');
    expect(kindRest({ ...page, band: undefined, lang: undefined, page: 1 })).toBeUndefined();
  });

  it("offer each band and language with what its listing holds, keeping the other filter's choice", () => {
    const all = puzzles(5_000);
    const at = kindChoices(all, { band: 'hard', lang: 'de' });
    const count = (band?: Difficulty, lang?: string) => filtered(all, { band, lang }).length;
    expect(at.bands).toEqual([
      { count: count(undefined, 'de'), current: false },
      ...DIFFICULTIES.map((band) => ({ value: band, count: count(band, 'de'), current: band === 'hard' })).filter((c) => c.count > 0),
    ]);
    expect(at.languages).toEqual([{ count: count('hard'), current: false }, ...languagesOf(all).map((lang) => ({ value: lang, count: count('hard', lang), current: lang === 'de' }))]);
    // The languages in the order their puzzles first come, as the cards do.
    expect(languagesOf(all)).toEqual(['de', 'en', 'fr']);
    expect(kindChoices(all, {}).bands[0]).toEqual({ count: 5_000, current: true });
    expect(kindChoices(all.map((p) => ({ ...p, lang: 'en' })), {}).languages).toEqual([]);
  });

  it('link to at most nine pages, whatever the number: the first, the last, two either side of this one', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(1, 2)).toEqual([1, 2]);
    expect(pagerItems(1, 9)).toEqual([1, 2, 3, null, 9]);
    expect(pagerItems(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pagerItems(6, 20)).toEqual([1, null, 4, 5, 6, 7, 8, null, 20]);
    expect(pagerItems(20, 20)).toEqual([1, null, 18, 19, 20]);
    for (const pages of [1, 2, 3, 7, 10, 84, 417]) {
      for (let page = 1; page <= pages; page++) {
        const items = pagerItems(page, pages);
        const numbers = items.filter((n) => n !== null);
        expect(items.length).toBeLessThanOrEqual(9);
        expect(numbers).toContain(1);
        expect(numbers).toContain(page);
        expect(numbers).toContain(pages);
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
        // A gap stands for two pages or more: a lone page left out is shown instead.
        items.forEach((n, i) => n === null && expect(items[i + 1]! - items[i - 1]!).toBeGreaterThan(2));
      }
    }
  });
});

describe("the random and day pages' lists", () => {
  it('come in parts of at most PART_SIZE', () => {
    expect(partsOf([], 3)).toEqual([]);
    expect(partsOf([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    for (const { parts } of randomGroups(BIG)) for (const part of parts) expect(part.length).toBeLessThanOrEqual(PART_SIZE);
    for (const part of dayParts(BIG)) expect(part.length).toBeLessThanOrEqual(PART_SIZE);
  });

  it('give the random page groups of kind, band and language: as many for 100,000 puzzles as for 1,000, and every id in one part of one', () => {
    const small = randomGroups(puzzles(1_000));
    const big = randomGroups(BIG);
    expect(big.length).toBe(small.length);
    expect(big.length).toBeLessThanOrEqual(KINDS.length * 4 * LANGS.length);
    // What the page holds: the groups and their counts, about as long for either.
    const page = (groups: typeof big) => JSON.stringify({ size: PART_SIZE, groups: groups.map((g) => g.group) }).length;
    expect(page(big) - page(small)).toBeLessThan(big.length * 3);
    for (const { group, parts } of big) {
      const ids = parts.flat();
      expect(ids.length).toBe(group.count);
      const members = BIG.filter((p) => p.kind === group.kind && p.difficulty === group.difficulty && p.lang === group.lang).map((p) => p.id);
      expect(ids).toEqual(members);
    }
    expect(big.reduce((sum, g) => sum + g.group.count, 0)).toBe(BIG.length);
  });

  it("give the day's page its puzzles in the pick's order, the day's puzzle in the part its place names", () => {
    const parts = dayParts(BIG);
    const ids = BIG.map((p) => p.id);
    expect(parts.flat().map((p) => p.id)).toEqual(stableOrder(ids));
    const sorted = stableOrder(ids);
    for (const day of [-400, -1, 0, 1, 73, 365, 99_999, 100_000, 250_123]) {
      const place = placeOfDay(BIG.length, day)!;
      expect(parts[Math.floor(place / PART_SIZE)]![place % PART_SIZE]!.id, `day ${day}`).toBe(puzzleOfDay(sorted, day));
    }
  });
});
