import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import type { BookFile } from '../../../src/book/bookfile-schema.ts';
import type { KindName } from '../../../src/kinds/registry.ts';
import { archiveBook, puzzleOf } from '../books.ts';
import { gameStarted, launch, visit } from '../browser.ts';

/**
 * What the play tests share: the shared archive's first book, a browser for the file, and a
 * puzzle page opened with its game started. Each kind's play tests are in their own file here.
 */
export const { books, origin, dir } = inject('archive');
let book: BookFile;
let browser: BrowserContext;

export function useBrowser(): { browser(): BrowserContext } {
  beforeAll(async () => {
    book = archiveBook(books);
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return { browser: () => browser };
}

export const record = <K extends KindName>(kind: K) => puzzleOf(book ?? archiveBook(books), kind);

/**
 * A puzzle's page with its game started afresh (progress an earlier test left in the browser's
 * storage is cleared before it opens, unless `keep`); `problemsOf(page)` lists any error since.
 * In a new page of `where`, or in `where` itself, a page the test is done with (`visit`).
 */
export async function openPuzzle(id: string, where: BrowserContext | Page = browser, options: { keep?: boolean } = {}): Promise<Page> {
  let page = 'goto' in where ? where : undefined;
  if (!options.keep) {
    // From a page of the archive: where it is not at one already, its smallest.
    if (!page?.url().startsWith(`${origin}/`)) ({ page } = await visit(page ?? where, `${origin}/robots.txt`));
    await page!.evaluate((key) => localStorage.removeItem(key), `puzzlebook:play:${id}`);
  }
  ({ page } = await visit(page ?? where, `${origin}/puzzles/${id}/`));
  await gameStarted(page);
  return page;
}
export const status = (page: Page) => page.locator('.play-status').innerText();
export const solved = (page: Page) => page.locator('[data-play]').getAttribute('data-solved');
