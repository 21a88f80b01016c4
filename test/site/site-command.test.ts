// `puzzlebook site` asked for what the shared archive is not: two small archives of one book,
// published at once from a folder outside the project, as a user with the command on PATH runs
// it. The book is written to attack its pages (issue 83, "attack it again yourselves": a title
// closing the page's scripts, an author breaking out of an attribute, section headings of event
// handlers), in German. One archive is published for an address with a path (`--url …/archive`,
// so under the base /archive/), with nothing asked of its language; the other with no address and
// `--language es`. Between them: every page shows the hostile text as text, its JSON in <script>
// parses whole, its feed and sitemap parse as XML, and nothing it carries runs; the base beneath
// every link; the listing pages in the books' one language, or in the one asked for; and what an
// archive without an address leaves out.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BookFile } from '../../src/book/bookfile-schema.ts';
import { besideProgress, tempDir } from '../cli/run.ts';
import { workFolders } from '../work-folders.ts';
import { writeBookFile } from './books.ts';
import { launch, problemsOf, screenshotPath, serve, type Served, visit } from './browser.ts';

const root = new URL('../../', import.meta.url).pathname;

/** Each text sets `window.pwned` to its number, where it runs. */
const TITLE = '</script><script>window.pwned=1</script>';
const AUTHOR = '"><img src=x onerror="window.pwned=2">';
const SUBTITLE = '<!-- {{title}} ${title} --><svg onload=window.pwned=5>';
const HEADINGS = ['<img src=x onerror=window.pwned=3>', '</SCRIPT><svg/onload=window.pwned=4>'];
const SPEC = `title: ${JSON.stringify(TITLE)}
subtitle: ${JSON.stringify(SUBTITLE)}
author: ${JSON.stringify(AUTHOR)}
slug: hostile
seed: 83
date: 2026-11-26
language: de
sections:
  - { kind: secret-number, name: secret-number, title: ${JSON.stringify(HEADINGS[0])}, count: 1, difficulty: easy }
  - { kind: numbrix, name: numbrix, title: ${JSON.stringify(HEADINGS[1])}, count: 1, difficulty: easy, options: { size: 5 } }
`;
const ADDRESS = 'https://puzzles.example.org/archive/';

/** `puzzlebook site` of `shelf` from a folder outside the project, as a user with the CLI on PATH would run it. */
function siteFrom(cwd: string, args: string[]): Promise<{ status: number | null; stdout: string; stderr: string; pid: number }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(root, 'bin/puzzlebook.js'), 'site', ...args], { cwd, env: { ...process.env, PUZZLEBOOK_DEBUG: '' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (status) => resolve({ status, stdout, stderr, pid: child.pid! }));
  });
}

let book: BookFile;
let elsewhere: string;
/** The archive for ADDRESS (its base /archive/), in the books' one language. */
let based: string;
/** The archive without an address, its listing pages in Spanish (`--language es`). */
let spanish: string;
let runs: Awaited<ReturnType<typeof siteFrom>>[];
let served: Served;
let browser: BrowserContext;
let reader: Page;

beforeAll(async () => {
  const shelf = join(tempDir(), 'books');
  mkdirSync(shelf);
  book = writeBookFile(SPEC, shelf);
  elsewhere = tempDir();
  based = join(elsewhere, 'one');
  spanish = join(elsewhere, 'two');
  runs = await Promise.all([siteFrom(elsewhere, ['--books', shelf, '--out', based, '--url', 'https://puzzles.example.org/archive']), siteFrom(elsewhere, ['--books', shelf, '--out', spanish, '--language', 'es'])]);
  for (const r of runs) if (r.status !== 0) throw new Error(`the archive was not published:\n${r.stderr}`);
  served = await serve(based, '/archive/');
  browser = await launch({ phone: true });
  reader = (await visit(browser, `${served.origin}/archive/`)).page;
});

afterAll(async () => {
  served?.stop();
  await browser?.close();
});

/** Every HTML file of an archive, by its path in it. */
function htmlFiles(site: string): string[] {
  const out: string[] = [];
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.html')) out.push(relative(site, path));
    }
  };
  walk(site);
  return out.sort();
}

/**
 * What an HTML text holds that could run, read by Chromium's parser with no script run: every
 * element with an on… attribute, every script that is not one of the site's own files or data,
 * and every data script whose JSON does not parse (a `</script>` in it would have cut it short).
 */
async function runnable(page: Page, html: string): Promise<string[]> {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'text/html');
    const found: string[] = [];
    for (const el of Array.from(doc.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) if (/^on/i.test(attr.name)) found.push(`<${el.localName} ${attr.name}="${attr.value}">`);
    }
    for (const script of Array.from(doc.querySelectorAll('script'))) {
      const type = script.getAttribute('type') ?? '';
      if (/json/.test(type)) {
        try {
          JSON.parse(script.textContent ?? '');
        } catch {
          found.push(`a ${type} script that does not parse: ${script.textContent?.slice(0, 80)}`);
        }
      } else if ((script.textContent ?? '').includes('pwned')) found.push(`a script it carried: ${script.textContent?.slice(0, 80)}`);
    }
    return found;
  }, html);
}

describe('two at once, from another folder', () => {
  it('each publishes its archive, and leaves nothing behind but the archives', () => {
    for (const r of runs) expect(besideProgress(r.stderr)).toBe('');
    expect(runs.map((r) => r.status)).toEqual([0, 0]);
    expect(readdirSync(elsewhere).sort()).toEqual(['one', 'two']);
    // Each build's working folder inside the project is gone too (other test files build sites
    // at the same time, so only these two processes' folders are looked for).
    const theirs = runs.map((r) => `site-${r.pid}-`);
    expect(workFolders().filter((name) => theirs.some((prefix) => name.startsWith(prefix)))).toEqual([]);
    // Each is its own, whole: the one in the books' German, the other in the Spanish asked for.
    expect(readFileSync(join(based, 'index.html'), 'utf8')).toMatch(/<html lang="de"/);
    expect(readFileSync(join(spanish, 'index.html'), 'utf8')).toMatch(/<html lang="es"/);
  });
});

describe('--url with a path', () => {
  it('publishes under the path, which it implies as --base, with every link and the search index beneath it', () => {
    const [r] = runs;
    expect(r!.stdout).toContain(`Archive: 1 book, ${book.puzzles.length} puzzles (each solved and graded again)`);
    expect(r!.stdout).toContain(`for ${ADDRESS}: sitemap.xml, robots.txt, feed.xml and a social card for every puzzle`);
    expect(r!.stdout).toContain(`browse it with: npx puzzlebook preview --out ${based} --base /archive/`);
    const home = readFileSync(join(based, 'index.html'), 'utf8');
    const links = [...home.matchAll(/(?:href|src)="(\/[^"]*)"/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) expect(link.startsWith('/archive/'), link).toBe(true);
    expect(readFileSync(join(based, 'search/index.html'), 'utf8')).toContain('/archive/pagefind/pagefind-ui.js');
    // The puzzle of the day's and the random page's links, and where their scripts fetch their lists and send the reader: beneath it too.
    for (const page of ['today/index.html', 'random/index.html']) {
      const html = readFileSync(join(based, page), 'utf8');
      const links = [...html.matchAll(/(?:href|src|data-parts|data-puzzles)="(\/[^"]*)"/g)].map((m) => m[1]!);
      expect(links.filter((link) => /\/(today|random|puzzles)\/$/.test(link)).length, page).toBeGreaterThanOrEqual(2);
      for (const link of links) expect(link.startsWith('/archive/'), link).toBe(true);
    }
    expect(JSON.parse(readFileSync(join(based, 'today/0.json'), 'utf8'))).toHaveLength(book.puzzles.length);
    // Every absolute address is beneath the address's path too: canonical links, the sitemap, robots.txt, the cards.
    expect(home).toContain(`<link rel="canonical" href="${ADDRESS}">`);
    expect(home).toContain(`<meta property="og:image" content="${ADDRESS}card.png">`);
    const locs = [...readFileSync(join(based, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    for (const id of book.puzzles.map((p) => p.id)) expect(locs).toContain(`${ADDRESS}puzzles/${id}/`);
    for (const loc of locs) expect(loc.startsWith(ADDRESS), loc).toBe(true);
    expect(readFileSync(join(based, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${ADDRESS}sitemap.xml`);
    expect(existsSync(join(based, 'card.png'))).toBe(true);
  });
});

describe('an archive of a book written to attack its pages', () => {
  it('the look for what runs finds it, where a page carried it', async () => {
    const planted = `<html><body><h1>${TITLE}</h1><p>${AUTHOR}</p><script type="application/ld+json">{"name":"${TITLE}"}</script></body></html>`;
    expect(await runnable(reader, planted)).toEqual([
      '<img onerror="window.pwned=2">',
      'a script it carried: window.pwned=1',
      'a application/ld+json script that does not parse: {"name":"',
      // The JSON cut short by the title's </script>: what follows it is a script of its own.
      'a script it carried: window.pwned=1',
    ]);
  });

  it('every HTML file of both archives holds nothing that runs but its own scripts, and its data parses whole', async () => {
    const files = htmlFiles(based);
    for (const page of ['index.html', 'books/hostile/index.html', ...book.puzzles.map((p) => `puzzles/${p.id}/index.html`), 'kinds/numbrix/index.html', 'kinds/secret-number/index.html', 'today/index.html', 'random/index.html', 'search/index.html', '404.html']) expect(files).toContain(page);
    for (const site of [based, spanish]) {
      for (const file of htmlFiles(site)) expect(await runnable(reader, readFileSync(join(site, file), 'utf8')), `${site}: ${file}`).toEqual([]);
    }
  });

  it('the JSON in its pages and its day lists holds the title as written', async () => {
    const page = readFileSync(join(based, 'books/hostile/index.html'), 'utf8');
    const data = [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
    expect(JSON.stringify(data)).toContain(JSON.stringify(TITLE).slice(1, -1));
    const days = readdirSync(join(based, 'today')).filter((name) => /^\d+\.json$/.test(name));
    expect(days.length).toBeGreaterThan(0);
    expect(readFileSync(join(based, 'today', days[0]!), 'utf8')).toContain(JSON.stringify(`in ${TITLE}`));
  });

  it.each(['feed.xml', 'sitemap.xml'])('%s parses as XML, the title in it as text', async (file) => {
    const text = readFileSync(join(based, file), 'utf8');
    const read = await reader.evaluate((xml) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      return { error: doc.querySelector('parsererror')?.textContent ?? null, titles: Array.from(doc.querySelectorAll('item > title')).map((t) => t.textContent) };
    }, text);
    expect(read.error).toBeNull();
    if (file === 'feed.xml') expect(read.titles).toContain(TITLE);
  });
});

describe('in a browser, on a phone', () => {
  /** Opens a page of the archive for ADDRESS, by its path beneath the base, settled. */
  async function tour(path: string): Promise<Page> {
    const { page, status } = await visit(reader, `${served.origin}/archive${path}`);
    expect(status, path).toBe(path === '/nope/' ? 404 : 200);
    await page.waitForLoadState('networkidle');
    return page;
  }
  /** The hostile text shown as text where `selector` is, and none of it run. */
  async function expectShownAsText(page: Page, selector: string, text: string): Promise<void> {
    await expect.poll(() => page.locator(selector).first().innerText()).toContain(text);
    expect(await page.evaluate(() => (window as { pwned?: unknown }).pwned)).toBeUndefined();
  }
  /** The page in German, the books' one language, and nothing sideways. */
  async function expectGerman(page: Page, path: string, selector: string, text: RegExp): Promise<void> {
    expect(await page.locator('html').getAttribute('lang'), path).toBe('de');
    expect(await page.locator(selector).first().innerText(), path).toMatch(text);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    await page.screenshot({ path: screenshotPath(inject('archive').dir, `screen-de-only${path.replace(/\W+/g, '-')}phone.png`), fullPage: true });
  }

  it('each page shows the hostile text as text and runs none of it; the listing pages are in the books\' one language, German, with nothing asked', async () => {
    let page = await tour('/');
    await expectShownAsText(page, '.book h3', TITLE);
    await expectGerman(page, '/', 'h1', /^Rätselarchiv$/);
    expect(problemsOf(page)).toEqual([]);

    page = await tour('/books/hostile/');
    await expectShownAsText(page, 'h1', TITLE);
    await expectShownAsText(page, '.author', `von ${AUTHOR}`);
    await expectShownAsText(page, 'main h2', HEADINGS[0]!);
    expect(problemsOf(page)).toEqual([]);

    page = await tour('/puzzles/hostile-numbrix-01/');
    await expectShownAsText(page, '.puzzle-id a', TITLE);
    expect(problemsOf(page)).toEqual([]);

    page = await tour('/today/');
    await expectShownAsText(page, 'main', TITLE);
    await expectGerman(page, '/today/', '#today-heading', /^Heute, \p{L}+, \d+\. \p{L}+ \d{4}$/u);
    expect(problemsOf(page)).toEqual([]);

    // A search for it lists it as text, and runs none of it.
    page = await tour('/search/?q=pwned');
    await expect.poll(() => page.locator('.pagefind-ui__result-link').count()).toBeGreaterThan(0);
    expect(await page.locator('#search img[src="x"], #search [onload], #search [onerror], #search script').count()).toBe(0);
    expect(await page.evaluate(() => (window as { pwned?: unknown }).pwned)).toBeUndefined();
    await expectGerman(page, '/search/', 'h1', /^Im Archiv suchen$/);

    page = await tour('/kinds/numbrix/');
    await expectGerman(page, '/kinds/numbrix/', 'legend', /^Stufe zeigen$/);
    page = await tour('/nope/');
    await expectGerman(page, '/nope/', 'h1', /^Diese Seite gibt es nicht$/);

    // Without JavaScript the random page lists every puzzle, and says so in German.
    const random = readFileSync(join(based, 'random/index.html'), 'utf8');
    expect(random).toContain('Mit JavaScript wählt diese Seite');
    expect(random).not.toContain('one you have not solved');
    // No language filter where there is one language.
    expect(readFileSync(join(based, 'kinds/numbrix/index.html'), 'utf8')).not.toContain('Sprache zeigen');
  });
});

describe('--language, and no web address', () => {
  it('site --language puts the listing pages in the language asked for, each book marked in its own', () => {
    const home = readFileSync(join(spanish, 'index.html'), 'utf8');
    expect(home).toMatch(/<html lang="es"/);
    expect(home).toContain('Tipos de pasatiempo');
    expect(home).toMatch(/<li class="book" lang="de"/);
    expect(readFileSync(join(spanish, '404.html'), 'utf8')).toContain('Esta página no existe');
    expect(readFileSync(join(spanish, 'today/index.html'), 'utf8')).toContain('El pasatiempo del día necesita JavaScript');
  });

  it('without a web address, is built without what needs one (sitemap, feed, cards, canonical links) and says in one line how to give one', () => {
    expect(runs[1]!.stdout.split('\n').filter((line) => line.includes('--url'))).toEqual([
      "  no web address: --url https://… (or archive: in the books' specs) adds a sitemap, a feed, canonical links and social cards",
    ]);
    for (const file of ['sitemap.xml', 'feed.xml', 'card.png']) expect(existsSync(join(spanish, file)), file).toBe(false);
    const numbrix = book.puzzles.find((p) => p.kind === 'numbrix')!.id;
    expect(readdirSync(join(spanish, 'puzzles', numbrix))).not.toContain('card.png');
    expect(readFileSync(join(spanish, 'robots.txt'), 'utf8')).toBe('User-agent: *\nAllow: /\n');
    const html = readFileSync(join(spanish, 'puzzles', numbrix, 'index.html'), 'utf8');
    for (const absent of ['rel="canonical"', 'og:url', 'og:image', 'application/rss+xml', 'https://puzzles']) expect(html, absent).not.toContain(absent);
    // What needs no address is there: the page's OpenGraph words, in its book's German, and its structured data, by paths.
    expect(html).toContain('<meta property="og:locale" content="de_DE">');
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html).toContain('"isPartOf":{"@type":"Book","@id":"/books/hostile/"');
    expect(html).not.toContain('"image"');
  });
});
