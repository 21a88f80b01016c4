import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { workingSteps } from '../../../src/kinds/countdown/steps.ts';
import { verdicts } from '../../../src/kinds/secret-number/play.ts';
import { DESKTOP, gameStarted, PHONE, problemsOf, useContexts } from '../browser.ts';
import { dir, openPuzzle, record, solved, status, useBrowser } from './game.ts';

// What the game keeps and says across its actions (issue 40, "Play II"): the status line says
// what the last action did, never a verdict from before it; Undo survives a reload; pencil
// marks are legible and never silently hidden; solving ends on a panel that leads on.
const { browser } = useBrowser();
const devices = useContexts('phone');

const key = (id: string) => `puzzlebook:play:${id}`;
const undo = (page: Page) => page.getByRole('button', { name: 'Undo', exact: true });
const redo = (page: Page) => page.getByRole('button', { name: 'Redo', exact: true });

describe('Undo kept with progress', () => {
  it('a reload brings back Undo and Redo with the board, and a second tab takes them too', async () => {
    const r = record('secret-number');
    const page = await openPuzzle(r.id);
    const box = (p: Page, d: number) => p.getByLabel(`Digit ${d + 1} of your guess`, { exact: true });
    const guess = async (p: Page) => [await box(p, 0).inputValue(), await box(p, 1).inputValue()].join(',');
    await box(page, 0).click();
    await page.keyboard.type('12');
    expect(await guess(page)).toBe('1,2');
    await undo(page).click();
    expect(await guess(page)).toBe('1,');

    await page.reload();
    await gameStarted(page);
    expect(await guess(page)).toBe('1,');
    // Both ways are still there: Redo puts the second digit back, Undo takes both away.
    expect(await undo(page).isEnabled()).toBe(true);
    expect(await redo(page).isEnabled()).toBe(true);
    await redo(page).click();
    expect(await guess(page)).toBe('1,2');
    await undo(page).click();
    await undo(page).click();
    expect(await guess(page)).toBe(',');
    expect(await undo(page).isEnabled()).toBe(false);

    // Another tab of the puzzle picks up the history along with the board.
    await redo(page).click();
    const other = await openPuzzle(r.id, browser(), { keep: true });
    expect(await guess(other)).toBe('1,');
    expect(await undo(other).isEnabled()).toBe(true);
    await undo(other).click();
    expect(await guess(other)).toBe(',');
    // Stored history is checked as the board is: a tampered Undo state drops the progress.
    const kept = JSON.parse((await other.evaluate((k) => localStorage.getItem(k), key(r.id)))!);
    expect(kept.future).toHaveLength(2);
    await other.evaluate(([k, v]) => localStorage.setItem(k!, v!), [key(r.id), JSON.stringify({ ...kept, future: [{ guess: 5 }] })]);
    await other.reload();
    await gameStarted(other);
    expect(await redo(other).isEnabled()).toBe(false);
    expect(await other.evaluate((k) => localStorage.getItem(k), key(r.id))).toBeNull();
    expect(problemsOf(page)).toEqual([]);
    expect(problemsOf(other)).toEqual([]);
    await other.close();
    await page.close();
  });
});

describe('the status line tells what the last action did', () => {
  const sn = () => {
    const r = record('secret-number');
    const answer = String(r.solution.number);
    const wrong = answer === '1'.repeat(r.puzzle.digits) ? '2'.repeat(r.puzzle.digits) : '1'.repeat(r.puzzle.digits);
    const broken = verdicts(r.puzzle, wrong)!.flatMap((k, i) => (k ? [] : [i]));
    return { r, answer, wrong, broken };
  };
  const box = (page: Page, d: number) => page.getByLabel(`Digit ${d + 1} of your guess`, { exact: true });

  it('Secret Number: crossing a rule, Undo, Redo and pencil marks each say their own, not the guess’s verdict again', async () => {
    const { r, wrong, broken } = sn();
    const page = await openPuzzle(r.id);
    await box(page, 0).click();
    await page.keyboard.type(wrong);
    const verdict = await status(page);
    expect(verdict).toMatch(/ breaks rules? /);
    const other = r.puzzle.rules.findIndex((_, i) => !broken.includes(i));
    await page.locator(`.play-rule[data-rule="${other}"]`).click();
    expect(await status(page)).toBe(`Rule ${other + 1} crossed out.`);
    await undo(page).click();
    expect(await status(page)).toBe('Undone.');
    await redo(page).click();
    expect(await status(page)).toBe('Redone.');

    // A pencil mark in a box that holds a digit would not show: refused, and said.
    await page.getByRole('button', { name: 'Notes' }).click();
    await box(page, 1).click();
    await page.keyboard.press('5');
    expect(await status(page)).toBe(`This box holds ${wrong[1]}: erase it to write pencil marks there.`);
    const kept = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), key(r.id)))!);
    expect(kept.state.notes?.[1] ?? []).toEqual([]);
    // In an emptied box it is written, and said.
    await page.getByRole('button', { name: 'Notes' }).click();
    await box(page, 1).click();
    await page.keyboard.press('Delete');
    // The guess is short now: what was said of the full one no longer stands.
    expect(await status(page)).toBe('');
    await page.getByRole('button', { name: 'Notes' }).click();
    await box(page, 1).click();
    await page.keyboard.press('5');
    expect(await status(page)).toBe('Pencil mark 5 written in.');
    expect((await page.locator('.play-notes').nth(1).innerText()).trim()).toBe('5');
    await page.keyboard.press('5');
    expect(await status(page)).toBe('Pencil mark 5 rubbed out.');
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

  it('“Write it in” says the hint is written in, not to press it again', async () => {
    const { r } = sn();
    const page = await openPuzzle(r.id);
    const hint = page.locator('.play-hint-button');
    await hint.click();
    expect(await status(page)).toContain('Press “Write it in” to take it.');
    await hint.click();
    expect(await status(page)).not.toContain('Write it in');
    if ((await solved(page)) !== 'true') expect(await status(page)).toBe('The hint is written in.');
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

  it('pencil marks on a phone are at least 11 px and inside their box', async () => {
    const { r } = sn();
    const page = await openPuzzle(r.id, devices.phone);
    const keypad = (d: string) => page.locator('.play-key', { hasText: new RegExp(`^${d}$`) });
    await box(page, 0).tap();
    await page.getByRole('button', { name: 'Notes' }).tap();
    for (const d of ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0']) await keypad(d).tap();
    const marks = page.locator('.play-notes').first().locator('span span');
    expect(await marks.count()).toBe(10);
    const sizes = await marks.evaluateAll((els) => els.map((el) => parseFloat(getComputedStyle(el).fontSize)));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(11);
    const area = (await box(page, 0).boundingBox())!;
    for (const m of await marks.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as { x: number; y: number; width: number; height: number }))) {
      expect(m.x).toBeGreaterThanOrEqual(area.x - 1);
      expect(m.x + m.width).toBeLessThanOrEqual(area.x + area.width + 1);
      expect(m.y).toBeGreaterThanOrEqual(area.y - 1);
      expect(m.y + m.height).toBeLessThanOrEqual(area.y + area.height + 1);
    }
    await page.screenshot({ path: join(dir, 'play-notes-legible-390.png') });
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });
});

describe('the finish', () => {
  /** The page's kind and band, as its game knows them. */
  const kindAndBand = (page: Page) =>
    page.evaluate(() => ({
      kind: (JSON.parse(document.getElementById('play-data')!.textContent!) as { kind: string }).kind,
      band: document.querySelector<HTMLElement>('[data-play]')!.dataset.band,
    }));

  it('solving shows a panel with time, mistakes, hints and band, and leads to the next puzzle of the same kind and band', async () => {
    const r = record('numbrix');
    for (const [name, context] of [
      ['390', devices.phone],
      ['1280', browser()],
    ] as const) {
      const page = await openPuzzle(r.id, context);
      if (name === '1280') await page.setViewportSize(DESKTOP.viewport);
      else expect(page.viewportSize()).toEqual(PHONE.viewport);
      expect(await page.locator('.play-finish').isHidden()).toBe(true);
      // Solved the quick way: the answer's numbers, one square after another, through the hint,
      // to the last step (a hint never writes the answer in), then the last number by hand.
      const hint = page.locator('.play-hint-button');
      for (let i = 0; i < r.puzzle.width * r.puzzle.height; i++) {
        await hint.click();
        if ((await hint.getAttribute('data-pending')) === 'last') break;
        await hint.click();
      }
      expect(await solved(page)).toBeNull();
      const grid = r.solution.grid;
      const squares = page.locator('.play-layer [data-cell]');
      const empty = (await squares.evaluateAll((els) => els.filter((el) => el.textContent === '').map((el) => el.getAttribute('data-cell')!)))[0]!;
      const [y, x] = empty.split('-').map(Number) as [number, number];
      const before = grid.flatMap((row, a) => row.flatMap((v, b) => (v === grid[y]![x]! - 1 ? [`${a}-${b}`] : [])))[0]!;
      // Its number before, then the square (clicks as a key makes them: the last ring may lie over the print).
      await page.locator(`.play-layer [data-cell="${before}"]`).dispatchEvent('click');
      await page.locator(`.play-layer [data-cell="${empty}"]`).dispatchEvent('click');
      expect(await solved(page)).toBe('true');
      const panel = page.locator('.play-finish');
      expect(await panel.isVisible()).toBe(true);
      expect(await panel.getByRole('heading').innerText()).toBe('Solved!');
      const facts = await panel.locator('dt').allInnerTexts();
      expect(facts).toEqual(['Time', 'Mistakes', 'Hints', 'Difficulty']);
      const values = await panel.locator('dd').allInnerTexts();
      expect(values[0]).toMatch(/^\d+:\d\d$/);
      expect(values[1]).toBe('0');
      expect(Number(values[2])).toBeGreaterThan(0);
      const here = await kindAndBand(page);
      expect(values[3]).toBe(here.band);
      const next = panel.getByRole('link', { name: /^Next puzzle: / });
      expect(await next.count()).toBe(1);
      // The panel is in view, beside or under the board.
      const at = (await panel.boundingBox())!;
      expect(at.y + at.height).toBeLessThanOrEqual(page.viewportSize()!.height);
      await page.screenshot({ path: join(dir, `play-solved-${name}.png`) });

      // The link goes on to another puzzle of the same kind and band.
      const href = (await next.getAttribute('href'))!;
      expect(href).not.toContain(r.id);
      await next.click();
      await page.waitForURL((u) => u.pathname === href);
      await gameStarted(page);
      expect(await kindAndBand(page)).toEqual(here);
      expect(problemsOf(page)).toEqual([]);
      await page.close();
    }
  });

  it('a reload of a solved game shows the panel again; the only puzzle of its kind leads to the book’s next', async () => {
    const r = record('countdown');
    const page = await openPuzzle(r.id);
    const number = (v: number) => page.locator(`[data-tile][data-value="${v}"]:not([disabled]):not([hidden])`).first();
    for (const step of workingSteps(r.puzzle, r.solution.expression)) {
      await number(step.a).click();
      await page.locator(`.play-sign[data-op="${step.op}"]`).click();
      await number(step.b).click();
    }
    expect(await solved(page)).toBe('true');
    await page.reload();
    await gameStarted(page);
    const panel = page.locator('.play-finish');
    expect(await panel.isVisible()).toBe(true);
    const bookNext = await page.locator('.prev-next a[rel="next"]').getAttribute('href');
    expect(await panel.locator('.play-finish-next').getAttribute('href')).toBe(bookNext);
    // Start again takes the panel away with the record.
    await page.getByRole('button', { name: 'Start again' }).click();
    await page.getByRole('button', { name: 'Sure? Press again' }).click();
    expect(await panel.isHidden()).toBe(true);
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });
});
