import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { friendly } from '../../src/archive/model.ts';
import type { BookFile } from '../../src/book/bookfile-schema.ts';
import { inLanguage } from '../../src/book/language.ts';
import type { PuzzleRecord } from '../../src/kinds/record.ts';
import { bookOf, everyBook } from './books.ts';
import { gameStarted, launch, problemsOf, visit } from './browser.ts';

// The listings' extras in Chromium: each card's friendly difficulty line, the marks for
// puzzles the reader has played (read from the player's localStorage), and the random page.
const { books, site, origin, dir } = inject('archive');
let bookA: BookFile;
let bookDe: BookFile;
let browser: BrowserContext;

beforeAll(async () => {
  bookA = bookOf(books, 'archive-test');
  bookDe = bookOf(books, 'ferien-de');
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

/** Every puzzle of the archive (the play tests' books too: play-books.ts). */
const all = () => everyBook(books).flatMap((b) => b.puzzles);
/** A card's line, in the words of the puzzle's book (the Spanish book's cards say it in Spanish, the German's in German). */
const friendlyLine = (p: PuzzleRecord) => inLanguage(everyBook(books).find((b) => b.puzzles.includes(p))!.spec.language ?? 'en', () => friendly(p));
const key = (id: string) => `puzzlebook:play:${id}`;
/** What the player stores, in the shape shell.ts writes it. */
const saved = (fields: { solved?: boolean; revealed?: boolean; elapsedMs?: number }) =>
  JSON.stringify({ state: {}, elapsedMs: fields.elapsedMs ?? 4000, solved: fields.solved ?? false, mistakes: 0, hints: 0, ...(fields.revealed ? { revealed: true } : {}) });

/** Writes (or, for null, removes) stored progress from a page of the archive's origin. */
async function store(page: Page, entries: Record<string, string | null>): Promise<void> {
  await page.evaluate((e) => {
    for (const [k, v] of Object.entries(e)) {
      if (v === null) localStorage.removeItem(k);
      else localStorage.setItem(k, v);
    }
  }, entries);
}

/** A page of the archive, with nothing stored: every test starts from a reader who has played nothing. One page, kept open at the home page, clears it for each. */
let home: Page | undefined;
async function fresh(): Promise<Page> {
  home ??= (await visit(browser, `${origin}/`)).page;
  await home.evaluate(() => localStorage.clear());
  return home;
}

/** Each marked card's id, with its mark and words. */
const marks = (page: Page) =>
  page.locator('.card[data-progress]').evaluateAll((cards) =>
    Object.fromEntries(cards.map((c) => [c.getAttribute('data-id'), [c.getAttribute('data-progress'), c.querySelector('.card-progress')?.textContent]])),
  );

/** The tab the random page is opened in, one time after another, and the errors since it was last opened. */
let picker: { page: Page; errors: string[] } | undefined;

/** Opens the random page (with `query`) and waits until it has gone on to a puzzle: that puzzle's id. */
async function random(query = ''): Promise<string> {
  if (!picker) {
    const errors: string[] = [];
    const page = await browser.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    picker = { page, errors };
  }
  const { page, errors } = picker;
  errors.length = 0;
  await page.goto(`${origin}/random/${query}`, { waitUntil: 'commit' });
  await page.waitForURL(/\/puzzles\/[^/]+\/$/);
  const id = new URL(page.url()).pathname.split('/')[2]!;
  // And off the puzzle, as a closed tab would be: no game is left open to hear what the test stores next.
  await page.goto('about:blank');
  expect(errors).toEqual([]);
  return id;
}

beforeEach(async () => {
  await fresh();
});

/** Each card's id and its friendly line. */
const friendlyLines = (page: Page) => page.locator('.card').evaluateAll((cards) => cards.map((c) => [c.getAttribute('data-id'), c.querySelector('.card-friendly')?.textContent]));

describe('puzzle cards and their progress marks', () => {
  it("on a book page, each card says how hard its puzzle is in words (band, hardest technique, a rough time), and the cards played are marked exactly: solved with its time, answer shown, in progress; another tab's play updates them", async () => {
    const [solved, started, revealed, later] = bookA.puzzles;
    const setup = await fresh();
    await store(setup, {
      [key(solved!.id)]: saved({ solved: true, elapsedMs: 192_400 }),
      [key(started!.id)]: saved({}),
      [key(revealed!.id)]: saved({ revealed: true }),
    });
    const { page } = await visit(browser, `${origin}/books/archive-test/`);
    const lines = await friendlyLines(page);
    expect(lines).toEqual(bookA.puzzles.map((p) => [p.id, friendly(p)]));
    for (const [, line] of lines) expect(line).toMatch(/^(Easy|Medium|Hard|Expert)( · needs [^·]+)? · about \d+ min$/);
    await expect.poll(() => marks(page)).toEqual({
      [solved!.id]: ['solved', 'Solved 3:12'],
      [started!.id]: ['started', 'In progress'],
      [revealed!.id]: ['revealed', 'Answer shown'],
    });
    // The unmarked cards show no words for it at all.
    expect(await page.locator('.card:not([data-progress]) .card-progress:visible').count()).toBe(0);

    // Another tab solves one more and starts the in-progress one again (which clears it).
    await store(setup, { [key(later!.id)]: saved({ solved: true, elapsedMs: 61_000 }), [key(started!.id)]: null });
    await expect.poll(() => marks(page)).toEqual({
      [solved!.id]: ['solved', 'Solved 3:12'],
      [revealed!.id]: ['revealed', 'Answer shown'],
      [later!.id]: ['solved', 'Solved 1:01'],
    });

    // Screenshots of the marked cards, phone and desktop, for a person to look at.
    for (const [width, height] of [[390, 844], [1280, 800]] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: join(dir, `listing-book-${width}.png`), fullPage: true });
    }
    expect(problemsOf(page)).toEqual([]);
    expect(problemsOf(setup)).toEqual([]);
    await page.close();
  });

  it("a kind page's cards, from every book, say it too in their book's words, and are marked; the back button from a puzzle shows what was done there; its random link picks that kind, following the difficulty filter", async () => {
    const numbrix = all().filter((p) => p.kind === 'numbrix');
    const { page } = await visit(browser, `${origin}/kinds/numbrix/`);
    expect(Object.fromEntries(await friendlyLines(page))).toEqual(Object.fromEntries(numbrix.map((p) => [p.id, friendlyLine(p)])));
    expect(await marks(page)).toEqual({});
    // The German book's card: on this English page it marks itself in German, as its book is.
    const target = bookDe.puzzles.find((p) => p.kind === 'numbrix')!;
    expect(numbrix.map((p) => p.id)).toContain(target.id);
    await page.locator(`.card[data-id="${target.id}"] a`).click();
    await page.waitForURL(`${origin}/puzzles/${target.id}/`);
    // Its game started (so its scripts are in), as a reader would see it before playing.
    await gameStarted(page);
    await store(page, { [key(target.id)]: saved({ solved: true, elapsedMs: 3_723_000 }) });
    await page.goBack();
    await page.waitForURL(`${origin}/kinds/numbrix/`);
    await expect.poll(() => marks(page)).toEqual({ [target.id]: ['solved', 'Gelöst in 62:03'] });
    // This Chromium reloads the page on Back; a browser with a back-forward cache restores it
    // as it was and fires pageshow, which reads storage again. Storage written by the page
    // itself fires no storage event, so only pageshow can bring this change in.
    const other = numbrix[0]!;
    await store(page, { [key(other.id)]: saved({}) });
    expect(Object.keys(await marks(page))).toEqual([target.id]);
    await page.evaluate("window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }))");
    await expect.poll(() => marks(page)).toEqual({ [target.id]: ['solved', 'Gelöst in 62:03'], [other.id]: ['started', 'In progress'] });
    for (const [width, height] of [[390, 844], [1280, 800]] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: join(dir, `listing-kind-${width}.png`), fullPage: true });
    }

    // Its random link, with the filter and without.
    const link = page.getByRole('link', { name: 'Random Numbrix puzzle' });
    expect(await link.getAttribute('href')).toBe('/random/?kind=numbrix');
    await page.locator('label[for="filter-medium"]').click();
    expect(new URL((await link.getAttribute('href'))!, origin).searchParams.get('difficulty')).toBe('medium');
    await page.locator('label[for="filter-all"]').click();
    expect(await link.getAttribute('href')).toBe('/random/?kind=numbrix');
    await page.locator('label[for="filter-medium"]').click();
    await link.click();
    await page.waitForURL(/\/puzzles\/[^/]+\/$/);
    const medium = numbrix.find((p) => p.difficulty === 'medium')!;
    expect(page.url()).toBe(`${origin}/puzzles/${medium.id}/`);
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

  it('shows nothing, and breaks nothing, where storage refuses to be read', async () => {
    const setup = await fresh();
    await store(setup, { [key(bookA.puzzles[0]!.id)]: saved({ solved: true }) });
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // As in a browser with storage turned off: reading localStorage throws.
    await page.addInitScript(`Object.defineProperty(window, 'localStorage', {
      get() { throw new DOMException('The operation is insecure.', 'SecurityError'); },
    });`);
    await page.goto(`${origin}/books/archive-test/`);
    expect(await page.locator('.card').count()).toBe(bookA.puzzles.length);
    expect(await marks(page)).toEqual({});
    await page.goto(`${origin}/random/`, { waitUntil: 'commit' });
    await page.waitForURL(/\/puzzles\/[^/]+\/$/);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the random puzzle page', () => {
  it('goes to a puzzle, and Back returns to where the reader asked for one', async () => {
    const ids = new Set(all().map((p) => p.id));
    const { page } = await visit(browser, `${origin}/`);
    const link = page.getByRole('link', { name: 'Random puzzle', exact: true });
    expect(await link.getAttribute('href')).toBe('/random/');
    await link.click();
    await page.waitForURL(/\/puzzles\/[^/]+\/$/);
    expect(ids.has(new URL(page.url()).pathname.split('/')[2]!)).toBe(true);
    await page.goBack();
    expect(page.url()).toBe(`${origin}/`);
    await page.close();
  });

  it('honours ?kind= and ?difficulty=', async () => {
    const byId = new Map(all().map((p) => [p.id, p]));
    // A few picks each: one in ten of the archive's puzzles is a Numbrix, one in ten a medium,
    // so a filter not followed is seen (the pick's own fairness is test/archive/random.test.ts's).
    expect(all().filter((p) => p.kind === 'numbrix').length / all().length).toBeLessThan(0.15);
    for (let i = 0; i < 3; i++) expect(byId.get(await random('?kind=numbrix'))!.kind).toBe('numbrix');
    const medium = all().filter((p) => p.kind === 'numbrix' && p.difficulty === 'medium');
    expect(medium).toHaveLength(1);
    expect(await random('?kind=numbrix&difficulty=medium')).toBe(medium[0]!.id);
    expect(all().filter((p) => p.difficulty === 'medium').length / all().length).toBeLessThan(0.15);
    for (let i = 0; i < 3; i++) expect(byId.get(await random('?difficulty=medium'))!.difficulty).toBe('medium');
  });

  it('skips the puzzles already solved, and picks from all of them once every one is', async () => {
    const numbrix = all().filter((p) => p.kind === 'numbrix');
    expect(numbrix.length).toBeGreaterThan(2);
    const [left, ...rest] = numbrix;
    const setup = await fresh();
    // Started and revealed puzzles are not solved: still to play.
    await store(setup, {
      ...Object.fromEntries(rest.map((p) => [key(p.id), saved({ solved: true })])),
      [key(left!.id)]: saved({ revealed: true }),
    });
    // A pick that did not skip them would be this one but one time in as many as there are.
    for (let i = 0; i < 3; i++) expect(await random('?kind=numbrix')).toBe(left!.id);
    await store(setup, { [key(left!.id)]: saved({ solved: true }) });
    const seen = new Set<string>();
    for (let i = 0; i < 3; i++) seen.add(await random('?kind=numbrix'));
    for (const id of seen) expect(numbrix.map((p) => p.id)).toContain(id);
  });

  it('fetches one part of one matching group, and says so where nothing matches or the list does not come', async () => {
    const page = await browser.newPage();
    const fetched: string[] = [];
    page.on('request', (r) => r.url().endsWith('.json') && fetched.push(new URL(r.url()).pathname));
    await page.goto(`${origin}/random/?kind=numbrix&difficulty=medium`, { waitUntil: 'commit' });
    await page.waitForURL(/\/puzzles\/[^/]+\/$/);
    expect(fetched).toEqual(['/random/numbrix/medium/en/0.json']);
    // Nothing asked for is here: the sentence, and the kinds to choose from.
    await page.goto(`${origin}/random/?kind=nonesuch`);
    const status = page.locator('[data-random-status]');
    await expect.poll(() => status.innerText()).toBe('No puzzle here matches what was asked for. Choose a kind of puzzle below.');
    expect(page.url()).toBe(`${origin}/random/?kind=nonesuch`);
    expect(await page.locator('.random-kinds a').count()).toBe(new Set(all().map((p) => p.kind)).size);
    await page.close();
    // No network for the lists (in a context with no service worker: the archive's fetches past the page's routes).
    const unserved = await launch({ serviceWorkers: 'block' });
    const cut = await unserved.newPage();
    await cut.route('**/random/**/*.json', (route) => route.abort());
    await cut.goto(`${origin}/random/?kind=numbrix`);
    await expect.poll(() => cut.locator('[data-random-status]').innerText()).toBe('The list of puzzles did not load. Reload the page to try again, or choose a kind of puzzle below.');
    expect(cut.url()).toBe(`${origin}/random/?kind=numbrix`);
    await unserved.close();
  });

  it("without JavaScript leads to each kind's page of puzzles rather than listing them, and is never in the search index", async () => {
    const context = await launch({ javaScriptEnabled: false });
    try {
      const { page, status } = await visit(context, `${origin}/random/`);
      expect(status).toBe(200);
      expect(page.url()).toBe(`${origin}/random/`);
      expect(await page.locator('h1').textContent()).toBe('Random puzzle');
      expect(await page.locator('[data-random-status]').innerText()).toBe(
        'With JavaScript on, this page picks a puzzle you have not solved yet and opens it. Without it, choose a kind of puzzle below, and a puzzle there.',
      );
      const kinds = [...new Set(all().map((p) => p.kind))];
      const links = await page.locator('.random-kinds a').evaluateAll((as) => as.map((a) => [a.getAttribute('href'), a.textContent]));
      expect(links.map(([href]) => href).sort()).toEqual(kinds.map((k) => `/kinds/${k}/`).sort());
      expect(links).toContainEqual(['/kinds/numbrix/', `All ${all().filter((p) => p.kind === 'numbrix').length} Numbrix puzzles`]);
      // No puzzle listed, however many there are.
      expect(await page.locator('main a[href^="/puzzles/"]').count()).toBe(0);
      await page.locator('.random-kinds a[href="/kinds/numbrix/"]').click();
      await page.waitForURL(`${origin}/kinds/numbrix/`);
      expect(problemsOf(page)).toEqual([]);
    } finally {
      await context.close();
    }
    expect(readFileSync(join(site, 'random/index.html'), 'utf8')).not.toContain('data-pagefind-body');
    const { page } = await visit(browser, `${origin}/search/`);
    const urls = (await page.evaluate(`(async () => {
      const pagefind = await import('/pagefind/pagefind.js');
      const found = await pagefind.search('random');
      return Promise.all(found.results.map(async (r) => (await r.data()).url));
    })()`)) as string[];
    expect(urls).not.toContain('/random/');
  });
});
