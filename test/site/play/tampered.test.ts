import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { KIND_NAMES } from '../../../src/kinds/registry.ts';
import { gameStarted, problemsOf, visit } from '../browser.ts';
import { dir, origin, record, solved, status, useBrowser } from './game.ts';

// localStorage is the reader's to edit: progress tampered with before the page opens (the
// issue's `{"solved":true,"elapsedMs":1e400}` showed "Solved in Infinity:NaN") is no progress.
// Every kind's page starts afresh, shows no Infinity or NaN, and drops the value.
const { browser } = useBrowser();

/** Stored values no play writes, as text (1e400 parses as Infinity). */
const TAMPERED: [string, string][] = [
  ['the issue’s value', '{"solved":true,"elapsedMs":1e400}'],
  ['a negative time on a solved game', '{"state":{"mistakes":0},"elapsedMs":-5000,"solved":true,"mistakes":0}'],
  ['NaN as a time', '{"state":{"mistakes":0},"elapsedMs":"NaN","solved":false,"mistakes":"NaN","hints":"NaN"}'],
  ['a state of another size, "solved", with counts of 1e400', '{"state":{"values":[[1]],"entries":[[1]],"tiles":[],"steps":[],"guess":"1","candidate":"1","crossed":[],"mistakes":0},"elapsedMs":4000,"solved":true,"mistakes":1e400,"hints":1e400}'],
];

/** The puzzle's page, opened after `value` was stored under `key` from another page of the archive (in `page`, where given, one the test is done with). */
async function tampered(key: string, value: string, id: string, page?: Page): Promise<Page> {
  const { page: other } = await visit(page ?? browser(), `${origin}/`);
  await other.evaluate(([k, v]) => localStorage.setItem(k!, v!), [key, value]);
  await visit(other, `${origin}/puzzles/${id}/`);
  await gameStarted(other);
  return other;
}

describe('tampered progress in storage', () => {
  it.each(KIND_NAMES)('a %s page starts afresh, with no Infinity or NaN on it', async (kind) => {
    const r = record(kind);
    const key = `puzzlebook:play:${r.id}`;
    let page: Page | undefined;
    for (const [what, value] of TAMPERED) {
      page = await tampered(key, value, r.id, page);
      const said = `${kind}, ${what}`;
      expect(await solved(page), said).toBeNull();
      expect(await status(page), said).toBe('');
      expect(await page.locator('.play-timer').innerText(), said).toBe('0:00');
      for (const counter of ['.play-mistakes', '.play-hints', '.play-revealed']) expect(await page.locator(counter).innerText(), `${said}: ${counter}`).toBe('');
      expect(await page.locator('body').innerText(), said).not.toMatch(/Infinity|NaN/);
      expect(await page.locator('.play-layer').evaluate((el) => (el as HTMLElement).inert), said).toBe(false);
      // Dropped, so the listings stop marking it too.
      expect(await page.evaluate((k) => localStorage.getItem(k), key), said).toBeNull();
      expect(problemsOf(page), said).toEqual([]);
      if (kind === 'numbrix' && what === TAMPERED[0]![0]) await page.screenshot({ path: join(dir, 'play-tampered-numbrix.png'), fullPage: true });
    }
    await page?.close();
  });

  it('a game started after it is kept as usual, with a time the clock can show', async () => {
    const r = record('cross-numbers');
    const key = `puzzlebook:play:${r.id}`;
    const page = await tampered(key, TAMPERED[0]![1], r.id);
    const blank = r.puzzle.cells.flat().findIndex((v) => v === null);
    const [row, col] = [Math.floor(blank / r.puzzle.cols), blank % r.puzzle.cols];
    const digit = String(r.solution.cells[row]![col]);
    const box = page.getByLabel(`Row ${row + 1}, column ${col + 1}`, { exact: true });
    await box.fill(digit);
    const saved = await page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), key);
    expect(saved.solved).toBe(false);
    expect(Number.isFinite(saved.elapsedMs) && saved.elapsedMs >= 0).toBe(true);
    await page.reload();
    await gameStarted(page);
    expect(await box.inputValue()).toBe(digit);
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });
});
