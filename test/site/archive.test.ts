import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BookFile } from '../../src/book/bookfile-schema.ts';
import { howToExample } from '../../src/book/how-to.ts';
import { explain } from '../../src/engine/explain.ts';
import { getKind, KINDS } from '../../src/kinds/registry.ts';
import { stepLine } from '../../src/templates/index.ts';
import { cli, expectCleanFailure, tempDir } from '../cli/run.ts';
import { bookOf, everyBook, everyPuzzle, TITLE_B } from './books.ts';
import { launch, problemsOf, visit } from './browser.ts';

// The shared archive (test/global/archive.ts) as `puzzlebook site` wrote it and as a reader
// meets it in Chromium: one test per page type, each page loaded once and read for all it is
// checked for (its content, its links, the accessibility basics). What `site` is asked to do
// with flags, and its runs from other folders, are test/site/site-command.test.ts's.

const root = new URL('../../', import.meta.url).pathname;

const { dir, books, site, origin } = inject('archive');
let bookA: BookFile;
let browser: BrowserContext;

beforeAll(async () => {
  bookA = bookOf(books, 'archive-test');
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

/** Opens a page (in `context`, or in a page the test is done with), failing the test on any console error, uncaught exception or failed request. */
async function open(path: string, context: BrowserContext | Page = browser): Promise<Page> {
  const { page, status } = await visit(context, origin + path);
  expect(status, path).toBe(200);
  return page;
}
const allPuzzles = () => everyPuzzle(books);

/**
 * The accessibility basics of a page as it is now: a language, one h1, no skipped heading level,
 * the landmarks, the main menu and a search; every SVG a text alternative, and every image a
 * considered alt (axe-core's full look at every page type is test/site/accessibility.test.ts's).
 */
async function expectBasics(page: Page, path: string, lang = 'en'): Promise<void> {
  expect(await page.locator('html').getAttribute('lang'), path).toBe(lang);
  expect(await page.locator('h1').count(), path).toBe(1);
  const levels = await page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
  levels.forEach((level, i) => i > 0 && expect(level - levels[i - 1]!, `${path} heading ${i}`).toBeLessThanOrEqual(1));
  for (const role of ['banner', 'main', 'contentinfo'] as const) expect(await page.getByRole(role).count(), `${path} ${role}`).toBe(1);
  expect(await page.getByRole('navigation', { name: 'Main' }).count(), path).toBe(1);
  expect(await page.getByRole('search').count(), path).toBeGreaterThan(0);
  // Icons on buttons are hidden from screen readers; the button's own name speaks for them.
  const svgs = await page.locator('main svg:not([aria-hidden="true"])').evaluateAll((all) =>
    all.map((svg) => {
      const label = svg.getAttribute('aria-labelledby');
      const title = label ? svg.ownerDocument.getElementById(label)?.textContent : svg.getAttribute('aria-label');
      return { role: svg.getAttribute('role'), title: title ?? '' };
    }),
  );
  // A zoomed board's pinned edges are copies of its drawing, hidden beside the labelled original.
  expect(await page.locator('main svg[aria-hidden="true"]').evaluateAll((all) => all.every((svg) => svg.closest('button, [aria-label], [role="img"]') || svg.closest('.play-pins[aria-hidden="true"]')?.closest('.game-board')?.querySelector('svg[role="img"]'))), path).toBe(true);
  for (const svg of svgs) {
    expect(svg.role, path).toBe('img');
    expect(svg.title.length, path).toBeGreaterThan(10);
  }
  const imgs = await page.locator('img').evaluateAll((all) => all.map((img) => ({ alt: img.getAttribute('alt'), linkText: img.closest('a')?.textContent?.trim() ?? '' })));
  for (const img of imgs) {
    expect(img.alt, path).not.toBeNull();
    // A decorative picture is only allowed inside a link that names its target in words.
    if (img.alt === '') expect(img.linkText.length, path).toBeGreaterThan(0);
  }
}

describe('what puzzlebook site writes', () => {
  it('writes a page for every book, puzzle and kind, and the search index', async () => {
    expect(existsSync(join(site, 'index.html'))).toBe(true);
    for (const book of everyBook(books)) expect(existsSync(join(site, 'books', book.slug, 'index.html')), book.slug).toBe(true);
    for (const p of allPuzzles()) {
      expect(existsSync(join(site, 'puzzles', p.id, 'index.html')), p.id).toBe(true);
      expect(readFileSync(join(site, 'puzzles', p.id, 'puzzle.svg'), 'utf8')).toMatch(/^<svg /);
    }
    for (const kind of new Set(allPuzzles().map((p) => p.kind))) expect(existsSync(join(site, 'kinds', kind, 'index.html')), kind).toBe(true);
    expect(existsSync(join(site, 'pagefind', 'pagefind.js'))).toBe(true);
    // The stage it was built in is gone.
    expect(readdirSync(dir).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('offers for download the same PDFs that build wrote, drawn again from the book file', async () => {
    expect(readFileSync(join(site, 'books/archive-test/archive-test.pdf')).equals(readFileSync(join(books, 'archive-test.pdf')))).toBe(true);
    expect(readFileSync(join(site, 'books/archive-test/archive-test-answers.pdf')).equals(readFileSync(join(books, 'archive-test-answers.pdf')))).toBe(true);
    expect(readFileSync(join(site, 'books/tom-and-jerry/tom-and-jerry.pdf')).equals(readFileSync(join(books, 'tom-and-jerry.pdf')))).toBe(true);
    expect(existsSync(join(site, 'books/tom-and-jerry/tom-and-jerry-answers.pdf'))).toBe(false);
  });

  it('has no broken internal links, and every puzzle page is reached from the home page', () => {
    // Followed on disk, as preview serves it (a folder's address is its index.html): every page,
    // not only those a test opens, and no server asked for each.
    const fileOf = (path: string) => {
      const file = join(site, decodeURIComponent(path));
      return path.endsWith('/') ? join(file, 'index.html') : existsSync(file) && statSync(file).isDirectory() ? join(file, 'index.html') : file;
    };
    const queue = ['/'];
    const seen = new Set(queue);
    const broken: string[] = [];
    while (queue.length) {
      const path = queue.shift()!;
      const file = fileOf(path);
      if (!existsSync(file)) {
        broken.push(path);
        continue;
      }
      if (!file.endsWith('.html')) continue;
      for (const [, url] of readFileSync(file, 'utf8').matchAll(/(?:href|src)="([^"]+)"/g)) {
        if (!url!.startsWith('/') || url!.startsWith('//')) continue;
        const clean = url!.split('#')[0]!.split('?')[0]!;
        if (!seen.has(clean)) {
          seen.add(clean);
          queue.push(clean);
        }
      }
    }
    expect(broken).toEqual([]);
    for (const p of allPuzzles()) expect(seen.has(`/puzzles/${p.id}/`), p.id).toBe(true);
  });
});

describe('archive pages in a browser', () => {
  it('the home lists each book with its downloads, a title with markup as text, and each kind, linking to its page: which teaches, lists every puzzle of the kind and filters them from the keyboard', async () => {
    const page = await open('/');
    await expectBasics(page, '/');
    const cards = page.locator('.book');
    await expect.poll(() => cards.count()).toBe(everyBook(books).length);
    const a = cards.filter({ hasText: 'Archive Test Book' });
    // Each link names its book too, so a list of links tells the books apart.
    expect(await a.getByRole('link', { name: /^Puzzle book \(PDF\).*Archive Test Book$/ }).getAttribute('href')).toBe('/books/archive-test/archive-test.pdf');
    expect(await a.getByRole('link', { name: /^Answer key \(PDF\).*Archive Test Book$/ }).getAttribute('href')).toBe('/books/archive-test/archive-test-answers.pdf');
    const b = cards.filter({ hasText: 'Jerry' });
    expect(await b.textContent()).toContain('Answers are at the back of the book');
    const heading = page.locator('.book h3').filter({ hasText: 'Jerry' });
    expect(await heading.textContent()).toBe(TITLE_B);
    expect(await heading.locator('i').count()).toBe(0);
    const kinds = page.locator('.tile');
    // Each kind the archive holds (the shared archive holds every kind of the registry), its rules a link away (issue 89: they made the home a wall of text).
    expect(await kinds.count()).toBe(new Set(allPuzzles().map((p) => p.kind)).size);
    await kinds.filter({ hasText: 'Numbrix' }).getByRole('link', { name: /^How to play/ }).click();
    await page.waitForURL(/\/kinds\/numbrix\/$/);
    expect(await page.locator('main').textContent()).toContain('touches the next one');
    await expectBasics(page, '/kinds/numbrix/');

    // It teaches on request: the example's first steps, each named, and every band's techniques.
    const steps = page.locator('.teach-steps li');
    expect(await steps.first().isVisible()).toBe(false);
    await page.locator('.teach summary').click();
    const example = howToExample('numbrix');
    const want = explain(KINDS.numbrix.stepper, example.puzzle).steps.slice(0, 3);
    expect(await steps.allTextContents()).toEqual(want.map((s) => stepLine(s).replace(/^\d+\. /, '')));
    expect(await page.locator('.teach-bands dt').allTextContents()).toEqual(['easy', 'medium', 'hard', 'expert']);
    expect(await page.locator('.teach-bands dd strong').allTextContents()).toEqual(Object.values(KINDS.numbrix.stepper.ladder).map((t) => t.title));
    for (const [width, height] of [[390, 844], [1280, 800]] as const) {
      await page.setViewportSize({ width, height });
      await page.locator('.teach').screenshot({ path: join(dir, `kind-teach-${width}.png`) });
    }

    // It lists every puzzle of the kind, from every book, and filters by difficulty from the keyboard.
    const numbrix = allPuzzles().filter((p) => p.kind === 'numbrix');
    const visible = () => page.locator('.card:visible').count();
    expect(await visible()).toBe(numbrix.length);
    await page.locator('#filter-all').focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.locator('#filter-easy').isChecked()).toBe(true);
    expect(await visible()).toBe(numbrix.filter((p) => p.difficulty === 'easy').length);
    await page.keyboard.press('ArrowRight');
    expect(await page.locator('#filter-medium').isChecked()).toBe(true);
    expect(await visible()).toBe(numbrix.filter((p) => p.difficulty === 'medium').length);
    // Cards from two books name their book.
    expect(await page.locator('.card-book').first().textContent()).toBeTruthy();
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

  it('a book page shows its title with markup as text, and its sections with a thumbnail linking to each puzzle', async () => {
    const jerry = await open('/books/tom-and-jerry/');
    expect(await jerry.locator('h1').textContent()).toBe(TITLE_B);
    expect(await jerry.title()).toContain(TITLE_B);
    const page = await open('/books/archive-test/', jerry);
    await expectBasics(page, '/books/archive-test/');
    expect(await page.locator('main h2').count()).toBe(bookA.spec.sections.length);
    const links = page.locator('.card a');
    expect(await links.count()).toBe(bookA.puzzles.length);
    expect(await links.first().getAttribute('href')).toBe(`/puzzles/${bookA.puzzles[0]!.id}/`);
    // Thumbnails load (a broken image has no natural width). They are lazy, so each is
    // scrolled into view and awaited; reading them at once raced the loader in CI.
    type Img = { naturalWidth: number; scrollIntoView(): void; decode(): Promise<void> };
    const widths = await page.locator('.card img').evaluateAll(async (imgs) => {
      const out: number[] = [];
      for (const img of imgs as unknown as Img[]) {
        img.scrollIntoView();
        await img.decode().catch(() => undefined);
        out.push(img.naturalWidth);
      }
      return out;
    });
    expect(widths.length).toBe(bookA.puzzles.length);
    expect(widths.every((w) => w > 0)).toBe(true);
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

  it('each puzzle page, reached from the first by its next links in book order, draws its puzzle as SVG from the same draw as the PDF with its text alternative, and says in words what a person needs, on a phone and a desktop, every figure on screen', async () => {
    const page = await open(`/puzzles/${bookA.puzzles[0]!.id}/`);
    // The first Tab reaches a skip link that moves focus to the content.
    await page.keyboard.press('Tab');
    expect(await page.evaluate('document.activeElement?.textContent')).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate('document.activeElement?.id')).toBe('main');
    expect(await page.locator('a[rel="prev"]').count()).toBe(0);
    for (const [at, record] of bookA.puzzles.entries()) {
      const path = `/puzzles/${record.id}/`;
      if (at > 0) {
        // Its previous puzzle's next link led here, and its own previous link leads back.
        await page.locator('a[rel="next"]').click();
        await page.waitForURL(origin + path);
        expect(await page.locator('a[rel="prev"]').getAttribute('href'), path).toBe(`/puzzles/${bookA.puzzles[at - 1]!.id}/`);
      }
      await page.setViewportSize({ width: 1000, height: 800 });
      const kind = getKind(record.kind);
      const figure = kind.draw(record.puzzle);
      const svg = page.getByRole('img', { name: figure.alt, exact: true });
      await expect.poll(() => svg.isVisible(), { message: record.id }).toBe(true);
      expect(await page.locator('h1').textContent()).toContain(kind.title);
      expect(await page.locator('.puzzle-text').first().textContent()).toBe(kind.text(record.puzzle));
      expect(await page.locator('.grade').textContent()).toContain(String(record.grade.score));
      await expectBasics(page, path);

      const { ladder } = kind.stepper;
      // Each kind words its own labels (Countdown says "method needed"); the test reads them from the kind.
      const label = (key: string) => new RegExp(`^${(kind.words.measures as Record<string, string>)[key]}`, 'i');
      const { grade } = record;
      for (const [width, height] of [[390, 844], [1280, 800]] as const) {
        await page.setViewportSize({ width, height });
        const section = page.locator('.grade');
        await section.scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(dir, `grade-${record.id}-${width}.png`) });
        const pairs = await section.locator('dt').evaluateAll((dts) => dts.map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
        const value = (label: RegExp) => pairs.find(([dt]) => label.test(dt ?? ''))?.[1];
        expect(value(label('hardest')), record.id).toBe(ladder[grade.hardest]!.title);
        expect(value(label('uses')), record.id).toBe(Object.entries(grade.uses).map(([key, n]) => `${ladder[key]!.title} ×${n}`).join(', '));
        expect(value(/^band/), record.id).toBe(`${record.difficulty} (level ${grade.level})`);
        expect(await section.textContent()).toContain('the techniques a person needs to solve it without guessing, and a score within the band');
        expect(value(/^Work it asks/), record.id).toBe(String(grade.score));
        // Every value is inside the window, not squeezed off its right edge.
        const right = await section.locator('dd').evaluateAll((dds) => Math.max(...dds.map((dd) => dd.getBoundingClientRect().right)));
        expect(right, `${record.id} at ${width}`).toBeLessThanOrEqual(width);
      }

      if (record.kind === 'secret-number') {
        // The answer is hidden until it is asked for, from the keyboard.
        const answer = page.getByRole('img', { name: kind.draw(record.puzzle, record.solution).alt, exact: true });
        expect(await answer.isVisible()).toBe(false);
        expect(await page.locator('body').innerText()).not.toContain(kind.text(record.puzzle, record.solution));
        await page.getByText('Show answer').focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => answer.isVisible()).toBe(true);
        expect(await page.locator('.answer .puzzle-text').innerText()).toBe(kind.text(record.puzzle, record.solution));
      }
      if (at === 0) {
        // Printed, it is just the puzzle: its label and drawing, no menus, no answer (opened here first).
        await page.getByText('Show answer').click();
        await page.emulateMedia({ media: 'print' });
        expect(await page.locator('h1').isVisible()).toBe(true);
        expect(await svg.isVisible()).toBe(true);
        for (const hidden of ['header', 'footer', '.answer', '.prev-next', '.grade', '.breadcrumb']) expect(await page.locator(hidden).first().isVisible(), hidden).toBe(false);
        await page.emulateMedia({ media: 'screen' });
      }
      expect(problemsOf(page), record.id).toEqual([]);
    }
    expect(await page.locator('a[rel="next"]').count()).toBe(0);
    await page.close();
  });

  it('search finds a puzzle by its id, from its own box and the header of any page; offers filters by kind, difficulty, book and language; writes a title with markup as text; and never holds an answer', async () => {
    const id = bookA.puzzles.find((p) => p.kind === 'cross-numbers')!.id;
    const page = await open(`/search/?q=${id}`);
    await expectBasics(page, '/search/');
    const first = page.locator('.pagefind-ui__result-link').first();
    await expect.poll(() => first.getAttribute('href')).toBe(`/puzzles/${id}/`);
    // The archive holds books in several languages, so each page is filed by its language too.
    const filters = async () => (await page.locator('.pagefind-ui__filter-name').allInnerTexts()).map((f) => f.trim().toLowerCase()).sort();
    await expect.poll(filters).toEqual(['book', 'difficulty', 'kind', 'language']);

    // Secret Number and Number Mind answers are single words a search could find. Pagefind
    // answers a search for 878 with pages holding 8 too, so the test reads what the index
    // holds for each page rather than what a search for the answer returns.
    for (const record of bookA.puzzles.filter((p) => p.kind === 'secret-number' || p.kind === 'number-mind')) {
      const answer = String(Object.values(record.solution as Record<string, unknown>)[0]);
      expect(answer, record.id).toMatch(/^[0-9]{3}$/);
      // A string, so the test runner does not rewrite the browser's import().
      const indexed = (await page.evaluate(`(async () => {
        const pagefind = await import('/pagefind/pagefind.js');
        const found = await pagefind.search(${JSON.stringify(record.id)});
        return Promise.all(found.results.map(async (r) => { const d = await r.data(); return { url: d.url, content: d.content }; }));
      })()`)) as { url: string; content: string }[];
      const own = indexed.find((r) => r.url === `/puzzles/${record.id}/`);
      expect(own?.content, record.id).toContain(record.id);
      expect(own!.content.split(/[^0-9]+/), record.id).not.toContain(answer);
    }

    expect(problemsOf(page)).toEqual([]);

    // Pagefind's search page writes filter values and result titles as HTML: still no markup.
    const jerry = await open('/search/?q=Jerry', page);
    await expect.poll(() => jerry.locator('.pagefind-ui__result-link').count()).toBeGreaterThan(0);
    await jerry.locator('.pagefind-ui__filter-name', { hasText: 'book' }).click();
    expect(await jerry.locator('#search').innerText()).toContain('‹i›Tom‹/i›');
    expect(await jerry.locator('#search i').count()).toBe(0);
    expect(problemsOf(jerry)).toEqual([]);

    // The header's search box on any page lands on the same results.
    const home = await open('/', jerry);
    await home.getByRole('searchbox', { name: 'Search puzzles' }).fill(id);
    await home.keyboard.press('Enter');
    await expect.poll(() => home.locator('.pagefind-ui__result-link').first().getAttribute('href')).toBe(`/puzzles/${id}/`);
    expect(problemsOf(home)).toEqual([]);
    await home.close();
  });
});

describe('without JavaScript', () => {
  it('pages, the answer and the difficulty filter work with JavaScript off', async () => {
    const context = await launch({ javaScriptEnabled: false });
    try {
      const record = bookA.puzzles[0]!;
      const kind = getKind(record.kind);
      const page = await open(`/puzzles/${record.id}/`, context);
      expect(await page.getByRole('img', { name: kind.draw(record.puzzle).alt, exact: true }).isVisible()).toBe(true);
      const answer = page.getByRole('img', { name: kind.draw(record.puzzle, record.solution).alt, exact: true });
      expect(await answer.isVisible()).toBe(false);
      await page.getByText('Show answer').click();
      expect(await answer.isVisible()).toBe(true);
      // The print button needs script, so it stays hidden rather than doing nothing.
      expect(await page.getByRole('button', { name: 'Print this puzzle' }).count()).toBe(0);
      const kindPage = await open('/kinds/numbrix/', page);
      await kindPage.locator('label[for="filter-medium"]').click();
      expect(await kindPage.locator('.card:visible').count()).toBe(allPuzzles().filter((p) => p.kind === 'numbrix' && p.difficulty === 'medium').length);
    } finally {
      await context.close();
    }
  });
});

describe('bad input to puzzlebook site', () => {
  const snapshot = (folder: string) => readFileSync(join(folder, 'index.html'), 'utf8');

  it('refuses a missing folder of books, writing nothing', async () => {
    const out = join(tempDir(), 'site');
    const r = await cli(['site', '--books', join(dir, 'no-such-folder'), '--out', out]);
    expectCleanFailure(r);
    expect(r.stderr).toContain('no-such-folder');
    expect(existsSync(out)).toBe(false);
  });

  it('refuses an invalid book file, naming the path, and leaves the earlier archive as it was', async () => {
    const bad = join(tempDir(), 'books');
    mkdirSync(bad);
    const broken = JSON.parse(readFileSync(join(books, 'archive-test.json'), 'utf8'));
    broken.puzzles[2].difficulty = 'impossible';
    writeFileSync(join(bad, 'archive-test.json'), JSON.stringify(broken));
    const before = snapshot(site);
    const r = await cli(['site', '--books', bad, '--out', site]);
    expectCleanFailure(r);
    expect(r.stderr).toContain('puzzles[2].difficulty');
    expect(snapshot(site)).toBe(before);
  });

  it('refuses a book whose stored answer was tampered with, naming the puzzle', async () => {
    // The one-puzzle book: its proof is all that runs before the refusal.
    const bad = join(tempDir(), 'books');
    mkdirSync(bad);
    const tampered = JSON.parse(readFileSync(join(books, 'tom-and-jerry.json'), 'utf8'));
    const i = tampered.puzzles.findIndex((p: { kind: string }) => p.kind === 'numbrix');
    const grid: number[][] = tampered.puzzles[i].solution.grid;
    [grid[0]![0], grid[0]![1]] = [grid[0]![1]!, grid[0]![0]!];
    writeFileSync(join(bad, 'tom-and-jerry.json'), JSON.stringify(tampered));
    const out = join(tempDir(), 'site');
    const r = await cli(['site', '--books', bad, '--out', out]);
    expectCleanFailure(r);
    expect(r.stderr).toContain(tampered.puzzles[i].id);
    expect(existsSync(out)).toBe(false);
  });

  it('refuses two books with one slug', async () => {
    const twice = join(tempDir(), 'books');
    mkdirSync(twice);
    cpSync(join(books, 'archive-test.json'), join(twice, 'a.json'));
    cpSync(join(books, 'archive-test.json'), join(twice, 'b.json'));
    const r = await cli(['site', '--books', twice, '--out', join(twice, '..', 'site')]);
    expectCleanFailure(r);
    expect(r.stderr).toMatch(/slug "archive-test" is also the slug of .*a\.json/);
  });

  it('will not replace a folder that is not an archive, nor the books it publishes', async () => {
    const other = join(tempDir(), 'public_html');
    mkdirSync(other);
    // A web folder with its own index.html is still not an archive this command made.
    writeFileSync(join(other, 'index.html'), 'mine');
    const r = await cli(['site', '--books', books, '--out', other]);
    expectCleanFailure(r);
    expect(r.stderr).toContain('not an archive made by puzzlebook site');
    expect(readFileSync(join(other, 'index.html'), 'utf8')).toBe('mine');
    const r2 = await cli(['site', '--books', books, '--out', dir]);
    expectCleanFailure(r2);
    expect(r2.stderr).toContain('holds the books');
  });

  it('a plain astro build fails, saying the archive is built by puzzlebook site, or naming the folder it was given that is not there', async () => {
    const missing = join(tempDir(), 'nothing-here');
    const astro = (env: NodeJS.ProcessEnv) =>
      spawnSync(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'build', '--outDir', join(tempDir(), 'out')], { cwd: root, encoding: 'utf8', env: { ...env, ASTRO_TELEMETRY_DISABLED: '1' } });
    const { PUZZLEBOOK_SITE: _, ...rest } = process.env;
    const plain = astro(rest);
    expect(plain.status).not.toBe(0);
    expect(`${plain.stdout}${plain.stderr}`).toContain('built by puzzlebook site');
    const named = astro({ ...rest, PUZZLEBOOK_SITE: missing });
    expect(named.status).not.toBe(0);
    expect(`${named.stdout}${named.stderr}`).toContain(missing);
  });
});

describe('puzzlebook preview', () => {
  it.each(['/a%2fb', '/puzzles%2F..%2F', '/%00', '/%E0%A4%A'])('answers %s with 400, where Astro answered 500 and printed a stack trace', async (path) => {
    const answer = await fetch(origin + path);
    expect(answer.status).toBe(400);
    expect(await answer.text()).toMatch(/^Bad request: /);
  });

  it('still serves the pages and their 404 through its guard', async () => {
    expect((await fetch(`${origin}/`)).status).toBe(200);
    expect((await fetch(`${origin}/no-such-page/`)).status).toBe(404);
  });
});
