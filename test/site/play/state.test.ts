import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { verdicts } from '../../../src/kinds/secret-number/play.ts';
import { sentence } from '../../../src/kinds/secret-number/sentence.ts';
import { gameStarted, problemsOf, screenshotPath, useContexts } from '../browser.ts';
import { codeGame, inside, overlaps, type Rect, same } from './code.ts';
import { dir, openPuzzle, record, status } from './game.ts';

// What the game keeps and says across its actions (issue 40, "Play II"), in the shared archive's
// Secret Number at 1280×800: the status line says what the last action did, never a verdict from
// before it (crossing a rule, Undo, Redo, a pencil mark refused or written); Undo and Redo survive
// a reload and reach a second tab, and a stored history no play makes is no progress; and the
// drawing is the play surface, a verdict over each rule's own row. (The ways of playing, each kind
// to the end, are in ways.test.ts; what is kept, read back as hostile, in Node:
// test/archive/saved-progress.test.ts.)
const contexts = useContexts('desktop');

const key = (id: string) => `puzzlebook:play:${id}`;
const undo = (page: Page) => page.getByRole('button', { name: 'Undo', exact: true });
const redo = (page: Page) => page.getByRole('button', { name: 'Redo', exact: true });
const box = (page: Page, d: number) => page.getByLabel(`Digit ${d + 1} of your guess`, { exact: true });

describe('what the game keeps and says', () => {
  it('each action says its own; a verdict over each printed rule, clear of its words; Undo and Redo kept over a reload and in a second tab, and dropped when tampered with', async () => {
    const r = record('secret-number');
    const answer = String(r.solution.number);
    const wrong = answer === '1'.repeat(r.puzzle.digits) ? '2'.repeat(r.puzzle.digits) : '1'.repeat(r.puzzle.digits);
    const kept = verdicts(r.puzzle, wrong)!;
    const broken = kept.flatMap((k, i) => (k ? [] : [i]));
    const rule = (page: Page, i: number) => page.locator(`.play-rule[data-rule="${i}"]`);
    const page = await openPuzzle(r.id, contexts.desktop);
    await page.setViewportSize({ width: 1280, height: 800 });
    const g = codeGame(page, 'guess', r.puzzle.digits);

    // The drawing is the play surface: no list of the rules below it; one control per rule, on its row, named by it.
    expect(await page.locator('.play-rules').count()).toBe(0);
    expect(await page.locator('.play-rule').count()).toBe(r.puzzle.rules.length);
    for (let i = 0; i < r.puzzle.rules.length; i++) expect(same((await rule(page, i).boundingBox())!, (await g.spot(`rule-${i}`).boundingBox())!)).toBe(true);
    await box(page, 0).click();
    await page.keyboard.type(wrong);
    const verdict = await status(page);
    expect(verdict).toMatch(/ breaks rules? /);
    // Each rule's verdict over its own row, after its words and clear of every printed word; its name says it.
    const words = await page.locator('.play-figure svg text').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as Rect));
    for (const [i, k] of kept.entries()) {
      const mark = rule(page, i).locator('.play-verdict');
      expect(await mark.getAttribute('data-kept')).toBe(String(k));
      expect(await mark.locator(`.play-icon-${k ? 'tick' : 'cross'}`).count()).toBe(1);
      expect(await rule(page, i).getAttribute('aria-label')).toBe(`Rule ${i + 1}: ${sentence(r.puzzle.rules[i]!, r.puzzle.digits)} ${wrong} ${k ? 'keeps' : 'breaks'} it.`);
      const at = (await mark.boundingBox())!;
      expect(inside(at, (await g.spot(`rule-${i}`).boundingBox())!)).toBe(true);
      expect(words.filter((w) => overlaps(at, w))).toEqual([]);
    }
    await page.screenshot({ path: screenshotPath(dir, 'play-secret-number-1280.png') });

    // Crossing a rule out, Undo and Redo each say their own, not the guess's verdict again.
    const other = r.puzzle.rules.findIndex((_, i) => !broken.includes(i));
    await rule(page, other).click();
    expect(await status(page)).toBe(`Rule ${other + 1} crossed out.`);
    expect(await rule(page, other).locator('.play-veil').isVisible()).toBe(true);
    await undo(page).click();
    expect(await status(page)).toBe('Undone.');
    await redo(page).click();
    expect(await status(page)).toBe('Redone.');
    // Crossed back, said; and from the keyboard, Enter and Space on a rule cross it out and back.
    await rule(page, other).click();
    expect(await status(page)).toBe(`Rule ${other + 1} back in play.`);
    expect(await rule(page, other).getAttribute('aria-pressed')).toBe('false');
    expect(await rule(page, other).locator('.play-veil').isVisible()).toBe(false);
    await rule(page, other).focus();
    await page.keyboard.press('Enter');
    expect(await rule(page, other).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Space');
    expect(await rule(page, other).getAttribute('aria-pressed')).toBe('false');
    // A pencil mark in a box that holds a digit would not show: refused, and said.
    await page.getByRole('button', { name: 'Notes' }).click();
    await box(page, 1).click();
    await page.keyboard.press('5');
    expect(await status(page)).toBe(`This box holds ${wrong[1]}: erase it to write pencil marks there.`);
    expect(JSON.parse((await page.evaluate((k) => localStorage.getItem(k), key(r.id)))!).state.notes?.[1] ?? []).toEqual([]);
    // In an emptied box it is written, and said; the guess short now, what was said of the full one no longer stands.
    await page.getByRole('button', { name: 'Notes' }).click();
    await box(page, 1).click();
    await page.keyboard.press('Delete');
    expect(await status(page)).toBe('');
    await page.getByRole('button', { name: 'Notes' }).click();
    await box(page, 1).click();
    await page.keyboard.press('5');
    expect(await status(page)).toBe('Pencil mark 5 written in.');
    expect((await page.locator('.play-notes').nth(1).innerText()).trim()).toBe('5');
    await page.keyboard.press('5');
    expect(await status(page)).toBe('Pencil mark 5 rubbed out.');
    await page.getByRole('button', { name: 'Notes' }).click();

    // Start again (at the first press: the game is not solved), then two digits and one undone: a reload brings back the board with Undo and Redo.
    await page.getByRole('button', { name: 'Start again' }).click();
    const guess = async (p: Page) => [await box(p, 0).inputValue(), await box(p, 1).inputValue()].join(',');
    await box(page, 0).click();
    await page.keyboard.type('12');
    expect(await guess(page)).toBe('1,2');
    await undo(page).click();
    expect(await guess(page)).toBe('1,');
    await page.reload();
    await gameStarted(page);
    expect(await guess(page)).toBe('1,');
    expect(await undo(page).isEnabled()).toBe(true);
    expect(await redo(page).isEnabled()).toBe(true);
    await redo(page).click();
    expect(await guess(page)).toBe('1,2');
    await undo(page).click();
    await undo(page).click();
    expect(await guess(page)).toBe(',');
    expect(await undo(page).isEnabled()).toBe(false);

    // Another tab of the puzzle picks up the history with the board, and a move there shows in the first.
    await redo(page).click();
    const tab = await openPuzzle(r.id, contexts.desktop, { keep: true });
    expect(await guess(tab)).toBe('1,');
    expect(await undo(tab).isEnabled()).toBe(true);
    await undo(tab).click();
    expect(await guess(tab)).toBe(',');
    await expect.poll(() => guess(page)).toBe(',');
    // Stored history is checked as the board is: a tampered Redo state drops the progress.
    const stored = JSON.parse((await tab.evaluate((k) => localStorage.getItem(k), key(r.id)))!);
    expect(stored.future).toHaveLength(2);
    await tab.evaluate(([k, v]) => localStorage.setItem(k!, v!), [key(r.id), JSON.stringify({ ...stored, future: [{ guess: 5 }] })]);
    await tab.reload();
    await gameStarted(tab);
    expect(await redo(tab).isEnabled()).toBe(false);
    expect(await tab.evaluate((k) => localStorage.getItem(k), key(r.id))).toBeNull();
    expect(problemsOf(page)).toEqual([]);
    expect(problemsOf(tab)).toEqual([]);
    await tab.close();
    await page.close();
  });
});
