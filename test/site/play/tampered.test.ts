import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gameStarted, problemsOf, visit } from '../browser.ts';
import { TAMPERED } from '../puzzle-page/stored.ts';
import { origin, record, useBrowser } from './game.ts';

// localStorage is the reader's to edit: progress tampered with before the page opens (the
// issue's `{"solved":true,"elapsedMs":1e400}` showed "Solved in Infinity:NaN") is no progress.
// Every kind's page starting afresh from each tampered value: the sweep of puzzle pages
// (test/site/puzzle-pages.matrix.test.ts, puzzle-page/stored.ts). Here: a game started after
// it is kept as any other.
const { browser } = useBrowser();

/** The puzzle's page, opened after `value` was stored under `key` from another page of the archive. */
async function tampered(key: string, value: string, id: string): Promise<Page> {
  const { page } = await visit(browser(), `${origin}/`);
  await page.evaluate(([k, v]) => localStorage.setItem(k!, v!), [key, value]);
  await visit(page, `${origin}/puzzles/${id}/`);
  await gameStarted(page);
  return page;
}

describe('tampered progress in storage', () => {
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
