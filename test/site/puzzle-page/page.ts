import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import '../../../src/book/language.ts';
import { inLanguage } from '../../../src/engine/language.ts';
import { DESKTOP, gameStarted, PHONE, visit } from '../browser.ts';

/**
 * What the puzzle-page sweep (test/site/puzzle-pages.matrix.test.ts) shares: a page for each
 * device, opened once and taken from row to row (a page opened again costs Chromium about half
 * what a new one does), and a puzzle page opened in it afresh.
 */
export type Device = 'phone' | 'desktop';

/** The screen each device's page is: a phone's, or a laptop's window. */
export const SCREEN: Record<Device, { width: number; height: number }> = { phone: PHONE.viewport, desktop: DESKTOP.viewport };

/** Where a puzzle's progress is kept in the browser. */
export const progressKey = (id: string) => `puzzlebook:play:${id}`;

/** What a reload with larger text asks for: read by the page's init script (`devicePage`), kept in the tab's session. */
const LARGE_TEXT = 'puzzlebook-test:large-text';

/**
 * A page of `context` at the device's size, for one row after another. Its one init script sets
 * the root font to 200 % before the page lays itself out, as a reader's larger text would be,
 * on a load that asked for it (`reloadWithLargeText`), and on no other.
 */
export async function devicePage(context: BrowserContext, device: Device): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize(SCREEN[device]);
  await page.addInitScript((flag) => {
    if (sessionStorage.getItem(flag) !== '1') return;
    document.addEventListener('DOMContentLoaded', () => document.documentElement.style.setProperty('font-size', '200%'));
  }, LARGE_TEXT);
  return page;
}

/**
 * A puzzle's page opened in `page`, its game started afresh: no progress kept from before (an
 * earlier run of the row in this browser) and its text at the usual size.
 */
export async function openAfresh(page: Page, origin: string, id: string): Promise<Page> {
  // From a page of the archive: where it is not at one already, its smallest.
  if (!page.url().startsWith(`${origin}/`)) await visit(page, `${origin}/robots.txt`);
  await page.evaluate(([key, flag]) => {
    localStorage.removeItem(key!);
    sessionStorage.removeItem(flag!);
  }, [progressKey(id), LARGE_TEXT]);
  await visit(page, `${origin}/puzzles/${id}/`);
  await gameStarted(page);
  return page;
}

/**
 * The page loaded again with the root font at 200 % and `stored` kept as its puzzle's progress
 * (a value no play writes): what a reader with larger text, whose storage was tampered with, opens.
 */
export async function reloadWithLargeText(page: Page, id: string, stored: string): Promise<void> {
  // Started before it is loaded again, so no request of the first load is cut short.
  await page.waitForLoadState('networkidle');
  await page.evaluate(([key, value, flag]) => {
    localStorage.setItem(key!, value!);
    sessionStorage.setItem(flag!, '1');
  }, [progressKey(id), stored, LARGE_TEXT]);
  await page.reload();
  await gameStarted(page);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize), 'the root font doubled').toBe('32px');
}

/** The row's words: `work` run in the row's language (the play controls' and the kinds' catalogs read it). */
export const inRowLanguage = <T>(lang: string, work: () => T): T => inLanguage(lang, work);

/** A sentence of the catalogs with a time in it, as a pattern any time matches. */
export function withAnyTime(sentence: (time: string) => string): RegExp {
  const [before, after] = sentence('\u0000').split('\u0000') as [string, string];
  const plain = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${plain(before)}\\d+:\\d\\d${plain(after)}$`);
}

export const status = (page: Page) => page.locator('.play-status').innerText();
export const solved = (page: Page) => page.locator('[data-play]').getAttribute('data-solved');

/**
 * Runs one check of a row: a failure says which check it was in, as the row runs them one
 * after another on the same page.
 */
export async function check(name: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (error instanceof Error) error.message = `${name}: ${error.message}`;
    throw error;
  }
}
