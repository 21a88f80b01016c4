import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { problemsOf } from '../browser.ts';
import { progressKey, solved, status } from './page.ts';

/**
 * What a puzzle page makes of what it finds in the browser: progress tampered with (localStorage
 * is the reader's to edit: the issue's `{"solved":true,"elapsedMs":1e400}` showed "Solved in
 * Infinity:NaN") or that cannot be shown (damaged, or from another version) is no progress: the
 * page starts afresh, shows no Infinity or NaN, and drops the value.
 */

/** Stored values no play writes, as text (1e400 parses as Infinity). */
export const TAMPERED: [string, string][] = [
  ['the issue’s value', '{"solved":true,"elapsedMs":1e400}'],
  ['a negative time on a solved game', '{"state":{"mistakes":0},"elapsedMs":-5000,"solved":true,"mistakes":0}'],
  ['NaN as a time', '{"state":{"mistakes":0},"elapsedMs":"NaN","solved":false,"mistakes":"NaN","hints":"NaN"}'],
  ['a state of another size, "solved", with counts of 1e400', '{"state":{"values":[[1]],"entries":[[1]],"tiles":[],"steps":[],"guess":"1","candidate":"1","crossed":[],"mistakes":0},"elapsedMs":4000,"solved":true,"mistakes":1e400,"hints":1e400}'],
  ['a state that cannot be shown (damaged, or of another version)', JSON.stringify({ state: {}, elapsedMs: 4000, solved: true, mistakes: 2 })],
];

/** The page opened on a tampered value: started afresh, nothing counted, no Infinity or NaN on it, the value dropped. */
export async function startedAfresh(page: Page, id: string): Promise<void> {
  expect(await solved(page)).toBeNull();
  expect(await status(page)).toBe('');
  expect(await page.locator('.play-timer').innerText()).toBe('0:00');
  for (const counter of ['.play-mistakes', '.play-hints', '.play-revealed']) expect(await page.locator(counter).innerText(), counter).toBe('');
  expect(await page.locator('body').innerText()).not.toMatch(/Infinity|NaN/);
  expect(await page.locator('.play-layer').evaluate((el) => (el as HTMLElement).inert)).toBe(false);
  // Dropped, so the listings stop marking it too.
  expect(await page.evaluate((k) => localStorage.getItem(k), progressKey(id))).toBeNull();
  expect(problemsOf(page)).toEqual([]);
}
