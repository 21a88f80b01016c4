import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BookFile } from '../../src/book/bookfile-schema.ts';
import { dayNumber, isoDate, localDate, placeOfDay, puzzleOfDate } from '../../src/site/lib/today.ts';
import { KIND_DAY_PART_SIZE, KIND_PAGE_SIZE, kindPages, PART_SIZE } from '../../src/site/lib/listing.ts';
import { besideProgress, cli, tempDir } from '../cli/run.ts';
import { bookOf, writeBookFile } from './books.ts';
import { everyFinding, launch, problemsOf, serve, type Served, useContexts, visit } from './browser.ts';

// An archive with more puzzles of one kind than a page holds, and more than one part of the
// lists the random and day pages fetch: 1,040 English Secret Numbers (1,010 easy, 30 medium)
// and 12 German ones. In Chromium: the kind's pages and their filters, links to each band's and
// language's own pages, with JavaScript off too; the random page going to an unsolved puzzle
// that matches, from the parts it fetches; the day's page showing the pure pick's puzzle on
// days whose puzzle is in either part. The listing pages' files stay small (their plans at any
// size: test/archive/listing.test.ts).
const { dir: shots, site: sharedSite } = inject('archive');
const devices = useContexts('phone', 'desktop');
const KIND = 'secret-number';
let served: Served;
let site: string;
let english: BookFile;
let german: BookFile;
/** Every id, in the order the archive lists its books (by title) and each book its puzzles. */
let ids: string[];

beforeAll(async () => {
  const dir = tempDir();
  const books = join(dir, 'books');
  // Only the book files: the archive draws its own PDFs, and no test here reads a book's.
  mkdirSync(books);
  writeBookFile(
    `title: A Thousand Small Puzzles\nslug: thousand\nseed: 12\nsections:\n  - kind: ${KIND}\n    count: 1010\n    difficulty: easy\n  - kind: ${KIND}\n    count: 30\n    difficulty: medium\n`,
    books,
  );
  writeBookFile(`title: Kleine Rätsel\nslug: klein\nseed: 13\nlanguage: de\nsections:\n  - kind: ${KIND}\n    count: 12\n    difficulty: easy\n`, books);
  site = join(dir, 'site');
  const r = await cli(['site', '--books', books, '--out', site]);
  expect(besideProgress(r.stderr)).toBe('');
  english = bookOf(books, 'thousand');
  german = bookOf(books, 'klein');
  ids = [...english.puzzles, ...german.puzzles].map((p) => p.id);
  served = await serve(site);
});

afterAll(() => served?.stop());

const all = () => [...english.puzzles.map((p) => ({ ...p, lang: 'en' })), ...german.puzzles.map((p) => ({ ...p, lang: 'de' }))];
const cardIds = (page: Page) => page.locator('.card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-id')!));
const key = (id: string) => `puzzlebook:play:${id}`;

/** Each file under `dir` whose name ends so, as its path from `dir`. */
const filesIn = (dir: string, end: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith(end))
    .sort();

describe('the listing pages of a large archive', () => {
  it('stay small: the random and day pages hold no puzzle, a kind page at most KIND_PAGE_SIZE cards, a part of a list at most PART_SIZE', () => {
    for (const page of ['random/index.html', 'today/index.html', 'index.html', 'search/index.html', '404.html']) {
      const size = statSync(join(site, page)).size;
      // As small as in the shared archive of a dozen puzzles, give or take its books, kinds and groups.
      expect(size, page).toBeLessThan(statSync(join(sharedSite, page)).size + 4_000);
      expect(size, page).toBeLessThan(16_000);
    }
    for (const page of ['random/index.html', 'today/index.html']) {
      const html = readFileSync(join(site, page), 'utf8');
      expect(ids.filter((id) => html.includes(id)), page).toEqual([]);
    }
    // Every page of the kind, as the plan has them, each holding at most a page's cards.
    const kindFiles = filesIn(join(site, 'kinds', KIND), 'index.html');
    expect(kindFiles).toHaveLength(kindPages(all()).length);
    for (const file of kindFiles) {
      const cards = readFileSync(join(site, 'kinds', KIND, file), 'utf8').match(/<li class="card"/g) ?? [];
      expect(cards.length, file).toBeGreaterThan(0);
      expect(cards.length, file).toBeLessThanOrEqual(KIND_PAGE_SIZE);
    }
    // The lists the random and day pages fetch: in parts, two of them for the 1,010 easy English and for the day's 1,052.
    const dayOfKind = join('today', 'kinds');
    const parts = [...filesIn(join(site, 'random'), '.json').map((f) => join('random', f)), ...filesIn(join(site, 'today'), '.json').map((f) => join('today', f)).filter((f) => !f.startsWith(dayOfKind))];
    expect(parts).toEqual([
      join('random', KIND, 'easy', 'de', '0.json'),
      join('random', KIND, 'easy', 'en', '0.json'),
      join('random', KIND, 'easy', 'en', '1.json'),
      join('random', KIND, 'medium', 'en', '0.json'),
      join('today', '0.json'),
      join('today', '1.json'),
      join('today', 'about.json'),
    ]);
    // What a puzzle page reads to tell whether it is the day's: how many the pick is among, and a part's size.
    expect(JSON.parse(readFileSync(join(site, 'today', 'about.json'), 'utf8'))).toEqual({ count: JSON.parse(readFileSync(join(site, 'today', '0.json'), 'utf8')).length + JSON.parse(readFileSync(join(site, 'today', '1.json'), 'utf8')).length, size: PART_SIZE });
    for (const part of parts.filter((p) => !p.endsWith('about.json'))) expect((JSON.parse(readFileSync(join(site, part), 'utf8')) as unknown[]).length, part).toBeLessThanOrEqual(PART_SIZE);
    // The home's tile of the kind fetches one part of the kind's ids for its puzzle of the day: every id once, in parts of KIND_DAY_PART_SIZE.
    const kindParts = filesIn(join(site, dayOfKind), '.json');
    expect(kindParts).toEqual(Array.from({ length: Math.ceil(ids.length / KIND_DAY_PART_SIZE) }, (_, n) => join(KIND, `${n}.json`)).sort());
    const listed = kindParts.flatMap((part) => JSON.parse(readFileSync(join(site, dayOfKind, part), 'utf8')) as string[]);
    expect([...listed].sort()).toEqual([...ids].sort());
    for (const part of kindParts) expect((JSON.parse(readFileSync(join(site, dayOfKind, part), 'utf8')) as unknown[]).length, part).toBeLessThanOrEqual(KIND_DAY_PART_SIZE);
  });

  it("a kind's puzzles are in pages: the first at kinds/<kind>/, each linking to the others, every puzzle once across them, in the archive's order", async () => {
    const { page } = await visit(devices.desktop, `${served.origin}/kinds/${KIND}/`);
    const seen: string[] = [];
    const pages = Math.ceil(ids.length / KIND_PAGE_SIZE);
    for (let n = 1; ; n++) {
      expect(page.url()).toBe(`${served.origin}/kinds/${KIND}/${n > 1 ? `${n}/` : ''}`);
      expect(await page.title()).toBe(`Secret Number puzzles, page ${n} of ${pages} · Puzzle archive`);
      const cards = await cardIds(page);
      expect(cards.length).toBe(Math.min(KIND_PAGE_SIZE, ids.length - seen.length));
      expect(await page.locator('.shown-of').innerText()).toBe(`Puzzles ${seen.length + 1} to ${seen.length + cards.length} of ${ids.length}`);
      expect(await page.locator('.pager [aria-current="page"]').innerText()).toBe(String(n));
      // How to play and its example head the kind's own page only.
      expect(await page.locator('.example').count()).toBe(n === 1 ? 1 : 0);
      expect(await page.locator('.teach').count()).toBe(n === 1 ? 1 : 0);
      seen.push(...cards);
      const next = page.locator('.pager a[rel="next"]');
      if ((await next.count()) === 0) break;
      await next.click();
      await page.waitForURL(`${served.origin}/kinds/${KIND}/${n + 1}/`);
    }
    expect(seen).toEqual(ids);
    // From the last page back to the first by its number: to its cards, past how to play.
    await page.locator('.pager a', { hasText: /^1$/ }).click();
    await page.waitForURL(`${served.origin}/kinds/${KIND}/#listing`);
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('listing')!.getBoundingClientRect().top))).toBeLessThan(40);
    expect(await page.locator('.pager a[rel="prev"]').count()).toBe(0);
    // Going on at once, the drawings the click scrolled into view were still on their way: the
    // browser drops them as it leaves. Any other problem counts.
    expect(problemsOf(page).filter((p) => !/^failed \S*\/puzzle\.svg /.test(p))).toEqual([]);
    await page.close();
  });

  it('its filters are links to each band’s and language’s own pages, keeping the other choice, and mean what they say, with JavaScript off too', async () => {
    const context = await launch({ javaScriptEnabled: false });
    try {
      // Without script Chromium loads every card's drawing at once (it lazy-loads only with
      // script on), 240 a page: most of this test's work, and none of what it checks. They are
      // not fetched here; that each card's drawing is in the archive is read from disk instead.
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setBlockedURLs', { urls: ['*/puzzle.svg'] });
      const drawings = new Set<string>();
      const drawn = async () => (await page.locator('.card img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')!))).forEach((src) => drawings.add(src));
      await visit(page, `${served.origin}/kinds/${KIND}/`);
      await drawn();
      const choices = (name: string) =>
        page.locator(`[aria-labelledby="${name}-legend"] a`).evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')]));
      expect(await choices('filter')).toEqual([
        ['All (1052)', `/kinds/${KIND}/#listing`, 'true'],
        ['easy (1022)', `/kinds/${KIND}/easy/`, null],
        ['medium (30)', `/kinds/${KIND}/medium/`, null],
      ]);
      expect(await choices('language')).toEqual([
        ['All (1052)', `/kinds/${KIND}/#listing`, 'true'],
        ['English (1040)', `/kinds/${KIND}/en/`, null],
        ['Deutsch (12)', `/kinds/${KIND}/de/`, null],
      ]);
      // A band: its own pages, each of its puzzles once across them.
      await page.getByRole('link', { name: 'medium (30)' }).click();
      await page.waitForURL(`${served.origin}/kinds/${KIND}/medium/`);
      expect(await cardIds(page)).toEqual(english.puzzles.filter((p) => p.difficulty === 'medium').map((p) => p.id));
      await drawn();
      expect(await page.locator('.pager').count()).toBe(0);
      expect(await page.title()).toBe('Secret Number puzzles, medium · Puzzle archive');
      expect(await page.locator('.example').count()).toBe(0);
      // Medium has no German puzzle: its languages are English alone, beside All.
      expect((await choices('language')).map(([text]) => text)).toEqual(['All (30)', 'English (30)']);
      await page.getByRole('link', { name: 'easy (1022)' }).click();
      await page.waitForURL(`${served.origin}/kinds/${KIND}/easy/`);
      const easy: string[] = [];
      for (let n = 1; ; n++) {
        easy.push(...(await cardIds(page)));
        await drawn();
        const next = page.locator('.pager a[rel="next"]');
        if ((await next.count()) === 0) break;
        await next.click();
        await page.waitForURL(`${served.origin}/kinds/${KIND}/easy/${n + 1}/`);
      }
      expect(easy).toEqual(all().filter((p) => p.difficulty === 'easy').map((p) => p.id));
      // A language keeps the band: easy German puzzles, the page's random link asking for them.
      await page.getByRole('link', { name: 'Deutsch (12)' }).click();
      await page.waitForURL(`${served.origin}/kinds/${KIND}/easy/de/`);
      expect(await cardIds(page)).toEqual(german.puzzles.map((p) => p.id));
      expect(await page.locator('.card[lang="de"]').count()).toBe(12);
      expect(await page.locator('[data-random-kind]').getAttribute('href')).toBe(`/random/?kind=${KIND}&difficulty=easy&language=de`);
      expect(await page.title()).toBe('Secret Number puzzles, easy, Deutsch · Puzzle archive');
      // All languages again, still easy.
      await page.locator('[aria-labelledby="language-legend"] a', { hasText: 'All' }).click();
      await page.waitForURL(`${served.origin}/kinds/${KIND}/easy/`);
      expect(problemsOf(page).filter((p) => !/^failed \S*\/puzzle\.svg /.test(p))).toEqual([]);
      // Every puzzle's drawing, as its card names it, is a drawing in the archive.
      expect(drawings.size).toBe(ids.length);
      for (const src of drawings) expect(readFileSync(join(site, src), 'utf8'), src).toMatch(/^<svg /);
    } finally {
      await context.close();
    }
  });

  it('the random page goes to an unsolved puzzle matching its filters, fetching one part, or the part with one left', async () => {
    const context = devices.desktop;
    const { page } = await visit(context, `${served.origin}/`);
    const fetched: string[] = [];
    page.on('request', (r) => r.url().endsWith('.json') && fetched.push(new URL(r.url()).pathname));
    const random = async (query: string): Promise<string> => {
      fetched.length = 0;
      await page.goto(`${served.origin}/random/${query}`, { waitUntil: 'commit' });
      await page.waitForURL(/\/puzzles\/[^/]+\/$/);
      // The puzzle's page loaded whole (its fonts too) before the next visit leaves it: a face its
      // player's script first asks for (the figures' bold) starts loading after the load event.
      await page.waitForLoadState('load');
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      return new URL(page.url()).pathname.split('/')[2]!;
    };
    const byId = new Map(all().map((p) => [p.id, p]));
    for (let i = 0; i < 5; i++) {
      expect(byId.has(await random(''))).toBe(true);
      expect(fetched).toHaveLength(1);
    }
    for (let i = 0; i < 3; i++) {
      expect(byId.get(await random('?difficulty=medium'))!.difficulty).toBe('medium');
      expect(fetched).toEqual([`/random/${KIND}/medium/en/0.json`]);
      expect(byId.get(await random(`?kind=${KIND}&language=de`))!.lang).toBe('de');
    }
    // Every easy English puzzle solved but one, in the second part of its list: the page finds it.
    const easyEnglish = english.puzzles.filter((p) => p.difficulty === 'easy').map((p) => p.id);
    const left = easyEnglish[1_004]!;
    await page.evaluate((keys) => keys.forEach((k) => localStorage.setItem(k, JSON.stringify({ state: {}, elapsedMs: 1000, solved: true, mistakes: 0, hints: 0 }))), easyEnglish.filter((id) => id !== left).map(key));
    for (let i = 0; i < 3; i++) expect(await random('?difficulty=easy&language=en')).toBe(left);
    expect(fetched).toContain(`/random/${KIND}/easy/en/1.json`);
    await page.evaluate(() => localStorage.clear());
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

  it("the day's page shows the pure pick's puzzle, fetching only the parts holding today's and yesterday's", async () => {
    const n = ids.length;
    // Days whose puzzle is in the first part, and in the second (places PART_SIZE and on).
    const noon = (d: number) => new Date(Date.UTC(2026, 0, 1, 12) + d * 86_400_000);
    const days = Array.from({ length: 200 }, (_, d) => d);
    const inFirst = days.find((d) => placeOfDay(n, d)! < PART_SIZE && placeOfDay(n, d - 1)! < PART_SIZE)!;
    const inSecond = days.find((d) => placeOfDay(n, d)! >= PART_SIZE)!;
    expect(inFirst).toBeDefined();
    expect(inSecond).toBeDefined();
    for (const [d, parts] of [
      [inFirst, ['/today/0.json']],
      [inSecond, [...new Set([placeOfDay(n, inSecond)!, placeOfDay(n, inSecond - 1)!].map((p) => `/today/${Math.floor(p / PART_SIZE)}.json`))]],
    ] as const) {
      const context = devices.phone;
      const when = noon(d);
      await context.clock.setFixedTime(when);
      const page = await context.newPage();
      const fetched: string[] = [];
      page.on('request', (r) => r.url().endsWith('.json') && fetched.push(new URL(r.url()).pathname));
      await page.goto(`${served.origin}/today/`);
      await page.locator('[data-today]:not([hidden])').waitFor();
      const date = localDate(when);
      expect(dayNumber(date)).toBe(d);
      const todays = puzzleOfDate(ids, date)!;
      expect(await page.locator('[data-today-date]').getAttribute('datetime')).toBe(isoDate(date));
      expect(await page.getByRole('link', { name: 'Play today’s puzzle' }).getAttribute('href')).toBe(`/puzzles/${todays}/`);
      // Its label, its place in its book first.
      const book = english.puzzles.some((p) => p.id === todays) ? english : german;
      expect(await page.locator('[data-today-label]').innerText()).toMatch(new RegExp(`^${book.puzzles.findIndex((p) => p.id === todays) + 1}\\. `));
      expect(await page.locator('[data-yesterday-link]').getAttribute('href')).toBe(`/puzzles/${puzzleOfDate(ids, localDate(noon(d - 1)))}/`);
      expect([...new Set(fetched)].sort()).toEqual([...parts].sort());
      expect(problemsOf(page)).toEqual([]);
      await page.close();
    }
  });

  it('looks right at 390×844 and 1280×800, with no axe-core finding at any impact and nothing sideways', async () => {
    const found: string[] = [];
    for (const [name, context, width, height] of [
      ['390', devices.phone, 390, 844],
      ['1280', devices.desktop, 1280, 800],
    ] as [string, BrowserContext, number, number][]) {
      await context.clock.setFixedTime(new Date(Date.UTC(2026, 2, 15, 12)));
      let page: Page | undefined;
      for (const path of [`/kinds/${KIND}/`, `/kinds/${KIND}/easy/de/`, `/kinds/${KIND}/3/`, '/today/']) {
        ({ page } = await visit(page ?? context, `${served.origin}${path}`));
        await page.setViewportSize({ width, height });
        if (path === '/today/') await page.locator('[data-today]:not([hidden])').waitFor();
        found.push(...(await everyFinding(page)).map((f) => `${path} at ${name}: ${f}`));
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
        const file = `pages${path.replace(/\W+/g, '-')}${name}`;
        await page.screenshot({ path: join(shots, `${file}.png`) });
        // The pager, where the page has one: the page's end.
        if ((await page.locator('.pager').count()) > 0) {
          await page.locator('.pager').scrollIntoViewIfNeeded();
          await page.screenshot({ path: join(shots, `${file}-pager.png`) });
        }
        expect(problemsOf(page)).toEqual([]);
      }
      await page?.close();
    }
    const context = await launch({ javaScriptEnabled: false, phone: true });
    try {
      const { page } = await visit(context, `${served.origin}/random/`);
      await page.screenshot({ path: join(shots, 'pages-random-no-script-390.png'), fullPage: true });
    } finally {
      await context.close();
    }
    expect(found).toEqual([]);
  });
});
