// Issue 83, "attack it again yourselves": an archive of a book whose every text a reader sees is
// markup meant to run (a title closing the page's scripts, an author breaking out of an
// attribute, section headings of event handlers). Every page shows it as text, its JSON in
// <script> parses whole, its feed and sitemap parse as XML, and nothing it carries runs.
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookFile } from '../../src/book/bookfile-schema.ts';
import { launch, problemsOf, serve, type Served, visit } from './browser.ts';
import { writeBookFile } from './books.ts';
import { besideProgress, cli, tempDir } from '../cli/run.ts';

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
sections:
  - { kind: secret-number, name: secret-number, title: ${JSON.stringify(HEADINGS[0])}, count: 1, difficulty: easy }
  - { kind: numbrix, name: numbrix, title: ${JSON.stringify(HEADINGS[1])}, count: 1, difficulty: easy, options: { size: 5 } }
`;

let site: string;
let book: BookFile;
let served: Served;
let browser: BrowserContext;

beforeAll(async () => {
  const dir = tempDir();
  const books = join(dir, 'books');
  site = join(dir, 'site');
  mkdirSync(books);
  book = writeBookFile(SPEC, books);
  const r = await cli(['site', '--books', books, '--out', site, '--url', 'https://puzzles.example.org/', '--jobs', '1']);
  if (r.status !== 0 || besideProgress(r.stderr)) throw new Error(`the hostile archive was not published:\n${r.stderr}`);
  served = await serve(site);
  browser = await launch();
});

afterAll(async () => {
  served?.stop();
  await browser?.close();
});

/** Every HTML file of the archive, by its path in it. */
function htmlFiles(): string[] {
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

describe('an archive of a book written to attack its pages', () => {
  let reader: Page;
  beforeAll(async () => {
    reader = (await visit(browser, `${served.origin}/`)).page;
  });

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

  it('has the pages of the book and its puzzles', () => {
    const files = htmlFiles();
    for (const page of ['index.html', 'books/hostile/index.html', ...book.puzzles.map((p) => `puzzles/${p.id}/index.html`), 'today/index.html', 'search/index.html']) expect(files).toContain(page);
  });

  it.each(['index.html', 'books/hostile/index.html', 'puzzles/hostile-secret-number-01/index.html', 'puzzles/hostile-numbrix-01/index.html', 'kinds/numbrix/index.html', 'kinds/secret-number/index.html', 'today/index.html', 'random/index.html', 'search/index.html', '404.html'])(
    '%s holds nothing that runs but its own scripts, and its data parses whole',
    async (file) => {
      expect(await runnable(reader, readFileSync(join(site, file), 'utf8'))).toEqual([]);
    },
  );

  it('and so does every other HTML file of it', async () => {
    for (const file of htmlFiles()) expect(await runnable(reader, readFileSync(join(site, file), 'utf8')), file).toEqual([]);
  });

  it('the JSON in its pages and its day lists holds the title as written', async () => {
    const page = readFileSync(join(site, 'books/hostile/index.html'), 'utf8');
    const data = [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
    expect(JSON.stringify(data)).toContain(JSON.stringify(TITLE).slice(1, -1));
    const days = readdirSync(join(site, 'today')).filter((name) => /^\d+\.json$/.test(name));
    expect(days.length).toBeGreaterThan(0);
    expect(readFileSync(join(site, 'today', days[0]!), 'utf8')).toContain(JSON.stringify(`in ${TITLE}`));
  });

  it.each(['feed.xml', 'sitemap.xml'])('%s parses as XML, the title in it as text', async (file) => {
    const text = readFileSync(join(site, file), 'utf8');
    const read = await reader.evaluate((xml) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      return { error: doc.querySelector('parsererror')?.textContent ?? null, titles: Array.from(doc.querySelectorAll('item > title')).map((t) => t.textContent) };
    }, text);
    expect(read.error).toBeNull();
    if (file === 'feed.xml') expect(read.titles).toContain(TITLE);
  });

  it.each([
    ['the home page', '/', '.book h3', TITLE],
    ['the book page', '/books/hostile/', 'h1', TITLE],
    ['the book page, its author', '/books/hostile/', '.author', `by ${AUTHOR}`],
    ['the book page, its first heading', '/books/hostile/', 'main h2', HEADINGS[0]!],
    ['a puzzle page', '/puzzles/hostile-numbrix-01/', '.puzzle-id a', TITLE],
    ["the puzzle of the day's page", '/today/', 'main', TITLE],
  ])('%s shows it as text, and runs none of it', async (_what, path, selector, text) => {
    const { page, status } = await visit(reader, `${served.origin}${path}`);
    expect(status).toBe(200);
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.locator(selector).first().innerText()).toContain(text);
    expect(await page.evaluate(() => (window as { pwned?: unknown }).pwned)).toBeUndefined();
    expect(problemsOf(page)).toEqual([]);
  });

  it('a search for it lists it as text, and runs none of it', async () => {
    const { page } = await visit(reader, `${served.origin}/search/?q=pwned`);
    await expect.poll(() => page.locator('.pagefind-ui__result-link').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await page.locator('#search img[src="x"], #search [onload], #search [onerror], #search script').count()).toBe(0);
    expect(await page.evaluate(() => (window as { pwned?: unknown }).pwned)).toBeUndefined();
  });
});
