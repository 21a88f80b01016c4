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

/** The two screens the play tests play on: a phone's, tapped, and a laptop's window. */
export const SIZES = [
  { device: 'phone', width: 390, height: 844 },
  { device: 'desktop', width: 1280, height: 800 },
] as const;

/** The first puzzle of `kind` in the shared archive's first book. */
export const firstOf = (kind: string) => archiveBook(books).puzzles.find((p) => p.kind === kind)!;

/** A kind's first puzzle opened afresh (see openPuzzle) in `where`, at `size`: the page, and the puzzle's record. */
export async function openSized(kind: string, where: BrowserContext, size: { width: number; height: number }) {
  const r = firstOf(kind);
  const page = await openPuzzle(r.id, where);
  await page.setViewportSize({ width: size.width, height: size.height });
  return { page, record: r };
}
