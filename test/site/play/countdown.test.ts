import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { workingSteps } from '../../../src/kinds/countdown/steps.ts';
import { gameStarted, problemsOf, useContexts } from '../browser.ts';
import { dir, openPuzzle, record, solved, status, useBrowser } from './game.ts';

// Countdown played in Chromium: the cards tapped on the drawing itself, the working written on
// its ruled lines, the signs and the numbers made under the toolbar; by taps on a phone, by
// keys on a desktop; refused steps explained, never counted; the shell's undo and redo.
const { browser } = useBrowser();
const devices = useContexts('phone');


const NAMES = { '+': 'plus', '-': 'minus', '*': 'times', '/': 'divided by' } as const;
const KEYS = { '+': '+', '-': '-', '*': 'x', '/': '/' } as const;

const game = () => {
  const r = record('countdown');
  const steps = workingSteps(r.puzzle, r.solution.expression);
  // The cards by place, smallest first (two cards may be equal, so each is picked by its place).
  const byValue = r.puzzle.numbers.map((_, i) => i).sort((a, b) => r.puzzle.numbers[a]! - r.puzzle.numbers[b]!);
  return { r, puzzle: r.puzzle, steps, byValue };
};

/** The puzzle's page, with no progress kept from an earlier test (openPuzzle clears it). */
const fresh = (context?: BrowserContext): Promise<Page> => openPuzzle(game().r.id, context);

/** A number still to use, a card on the drawing or a number made, by its value. */
const number = (page: Page, value: number) => page.locator(`[data-tile][data-value="${value}"]:not([disabled]):not([hidden])`).first();
const card = (page: Page, i: number) => page.locator(`.play-card[data-tile="${i}"]`);
const sign = (page: Page, op: keyof typeof NAMES) => page.getByRole('button', { name: NAMES[op], exact: true });
const made = (page: Page) => page.locator('.play-made:not([hidden])');
const lines = (page: Page) => page.locator('.play-line').evaluateAll((els) => els.map((el) => el.textContent ?? '').filter(Boolean));
const mistakes = (page: Page) => page.locator('.play-mistakes').innerText();
const pressed = (page: Page) => page.locator('[data-play] [aria-pressed="true"], .play-layer [aria-pressed="true"]').count();

describe('Countdown in the browser', () => {
  it('a refused step is explained and not counted, undo takes a step back, the solution’s steps reach the target', async () => {
    const { puzzle, steps, byValue } = game();
    const page = await fresh();
    // Smallest minus largest is never allowed: refused, ringed, explained, not a mistake.
    await card(page, byValue[0]!).click();
    await sign(page, '-').click();
    await card(page, byValue.at(-1)!).click();
    expect(await status(page)).toContain('is not above zero');
    expect(await mistakes(page)).toBe('');
    expect(await page.locator('.play-card[data-refused="true"]').count()).toBe(2);

    await card(page, byValue[0]!).click();
    await sign(page, '+').click();
    await card(page, byValue[1]!).click();
    expect(await made(page).count()).toBe(1);
    expect(await lines(page)).toEqual([`${puzzle.numbers[byValue[0]!]} + ${puzzle.numbers[byValue[1]!]} = ${puzzle.numbers[byValue[0]!]! + puzzle.numbers[byValue[1]!]!}`]);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    expect(await made(page).count()).toBe(0);
    expect(await page.locator('.play-card:not([disabled])').count()).toBe(puzzle.numbers.length);

    for (const step of steps) {
      await number(page, step.a).click();
      await sign(page, step.op).click();
      await number(page, step.b).click();
    }
    expect(await solved(page)).toBe('true');
    expect(await lines(page)).toHaveLength(steps.length);
    expect(await page.locator('.play-mistakes').innerText()).toBe('');
    // One simplest way, out of the toolbar, folded away until asked for.
    expect(await page.locator('.play-tools').getByText('Show a solution').count()).toBe(0);
    await page.locator('.play-solution summary').click();
    expect(await page.locator('.play-solution li').count()).toBe(steps.length);
    expect(problemsOf(page)).toEqual([]);
  });

  it('the drawing is the play surface: one control over each printed card and no copy of the cards beside it', async () => {
    const { puzzle } = game();
    const page = await fresh();
    // Every control named by a number, before any is made: the cards over the drawing, no more.
    const numeric = await page.locator('[data-play] button:not([hidden]), .play-layer button:not([hidden])').evaluateAll((els) =>
      els
        .filter((b) => /^\d/.test((b.getAttribute('aria-label') ?? b.textContent ?? '').trim()))
        .map((b) => ({ inLayer: b.closest('.play-layer') !== null, tile: Number(b.getAttribute('data-tile')) })),
    );
    expect(await page.locator('.puzzle-figure svg rect[data-key^="card-"]').count()).toBe(puzzle.numbers.length);
    expect(numeric).toEqual(puzzle.numbers.map((_, i) => ({ inLayer: true, tile: i })));
    // Each sits on its printed card (to within the card’s outline).
    for (const i of puzzle.numbers.keys()) {
      const over = (await card(page, i).boundingBox())!;
      const under = (await page.locator(`.puzzle-figure svg rect[data-key="card-${i}"]`).boundingBox())!;
      for (const k of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(over[k] - under[k]), `card ${i} ${k}`).toBeLessThanOrEqual(2);
    }
    // The cards say their values to a screen reader; the signs say their names.
    for (const [i, n] of puzzle.numbers.entries()) expect(await card(page, i).getAttribute('aria-label')).toBe(`${n}, card`);
    expect(await page.getByRole('group', { name: 'Signs' }).getByRole('button').count()).toBe(4);
  });

  it('played to the target with taps alone on a phone; every number and sign a fingertip wide', async () => {
    const { puzzle, steps } = game();
    const page = await fresh(devices.phone);
    const sizes = await page.locator('[data-tile]:not([hidden]), .play-sign').evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => Math.min(r.width, r.height)));
    expect(sizes).toHaveLength(puzzle.numbers.length + 4);
    for (const s of sizes) expect(s).toBeGreaterThanOrEqual(44);
    // Nothing scrolls sideways and the board is not zoomed.
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    expect(await page.locator('.game-board.play-panned').count()).toBe(0);
    for (const [k, step] of steps.entries()) {
      await number(page, step.a).tap();
      await sign(page, step.op).tap();
      await number(page, step.b).tap();
      if (k === 0 && steps.length > 1) {
        expect(await status(page)).toContain(`Made ${step.result}`);
        const tile = await made(page).first().boundingBox();
        expect(Math.min(tile!.width, tile!.height)).toBeGreaterThanOrEqual(44);
        // Mid-game, with a second step half made.
        await number(page, steps[1]!.a).tap();
        await page.screenshot({ path: join(dir, 'countdown-390.png') });
        await number(page, steps[1]!.a).tap();
      }
    }
    expect(await solved(page)).toBe('true');
    expect(await status(page)).toMatch(/^Solved in /);
    expect(problemsOf(page)).toEqual([]);
  });

  it('played to the target with the keyboard alone on a desktop: Tab and arrows to a number, Enter, + - x / for the signs', async () => {
    const { steps } = game();
    const page = await fresh();
    await page.setViewportSize({ width: 1280, height: 800 });
    const focused = () => page.evaluate<string | null>("document.activeElement?.getAttribute('data-value') ?? null");
    for (let n = 0; n < 80 && !(await page.evaluate<boolean>("!!document.activeElement?.matches('.play-card')")); n++) await page.keyboard.press('Tab');
    expect(await page.evaluate("document.activeElement?.getAttribute('data-tile')")).toBe('0');
    const goTo = async (value: number) => {
      for (let n = 0; n < 12 && (await focused()) !== String(value); n++) await page.keyboard.press('ArrowRight');
      expect(await focused()).toBe(String(value));
    };
    for (const [k, step] of steps.entries()) {
      await goTo(step.a);
      await page.keyboard.press('Enter');
      await page.keyboard.press(KEYS[step.op]);
      expect(await sign(page, step.op).getAttribute('aria-pressed')).toBe('true');
      await goTo(step.b);
      await page.keyboard.press('Enter');
      if (k === 0) {
        // The number just made has the focus, ready for the next step.
        expect(await focused()).toBe(String(step.result));
        await page.locator('.play-figure').scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(dir, 'countdown-1280.png') });
      }
    }
    expect(await solved(page)).toBe('true');
    expect(problemsOf(page)).toEqual([]);
  });

  it('a refused step (below zero, or not whole) is flagged in the status and counts no mistake', async () => {
    const { puzzle, byValue } = game();
    const page = await fresh();
    await card(page, byValue[0]!).click();
    await sign(page, '-').click();
    await card(page, byValue.at(-1)!).click();
    expect(await status(page)).toMatch(/^Not allowed: \d+ − \d+ is not above zero/);
    expect(await page.locator('.play-status').getAttribute('data-tone')).toBe('bad');
    expect(await page.locator('[data-refused="true"]').count()).toBe(2);
    // The half-made move is let go: nothing stays chosen, and the status says to start again.
    expect(await status(page)).toContain('Start the step again from its first number.');
    expect(await pressed(page)).toBe(0);
    // So the natural retry, the first number again, chooses it (it used to let it go).
    await card(page, byValue[0]!).click();
    expect(await status(page)).toMatch(/^\d+, then a sign/);
    expect(await card(page, byValue[0]!).getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('[data-refused="true"]').count()).toBe(0);

    // A division that does not come out whole, where the cards have one.
    const pairs = byValue.flatMap((i) => byValue.map((j) => [i, j] as const));
    const uneven = pairs.find(([i, j]) => i !== j && puzzle.numbers[i]! % puzzle.numbers[j]! !== 0 && puzzle.numbers[i]! > puzzle.numbers[j]!);
    if (uneven) {
      await page.keyboard.press('Escape');
      await card(page, uneven[0]).click();
      await sign(page, '/').click();
      await card(page, uneven[1]).click();
      expect(await status(page)).toContain('is not a whole number');
      // The tester's retry: the same number, sign and another number, with nothing said in the way.
      await card(page, uneven[0]).click();
      expect(await status(page)).toMatch(/, then a sign/);
      await sign(page, '/').click();
      await card(page, uneven[1]).click();
      expect(await status(page)).toContain('is not a whole number');
    }
    expect(await mistakes(page)).toBe('');
    const kept = await page.evaluate<string | null>(`localStorage.getItem('puzzlebook:play:${game().r.id}')`);
    expect(kept === null ? 0 : JSON.parse(kept).mistakes).toBe(0);
    // Nothing was made, so nothing to undo.
    expect(await page.getByRole('button', { name: 'Undo', exact: true }).isDisabled()).toBe(true);
  });

  it('Undo takes a step back and says nothing of it; Redo brings it again; a half-made move is forgotten', async () => {
    const { puzzle, byValue } = game();
    const page = await fresh();
    const [a, b] = [puzzle.numbers[byValue[0]!]!, puzzle.numbers[byValue[1]!]!];
    await card(page, byValue[0]!).click();
    await sign(page, '+').click();
    await card(page, byValue[1]!).click();
    expect(await status(page)).toContain(`Made ${a + b}`);
    // Half a move more, then undo: the step goes, and so does the half move.
    await made(page).first().click();
    await sign(page, '*').click();
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    expect(await status(page)).toBe('Undone.');
    expect(await status(page)).not.toContain(String(a + b));
    expect(await made(page).count()).toBe(0);
    expect(await lines(page)).toEqual([]);
    expect(await pressed(page)).toBe(0);
    expect(await page.locator('.play-card:disabled').count()).toBe(0);

    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    expect(await status(page)).toBe('Redone.');
    expect(await made(page).count()).toBe(1);
    expect(await made(page).first().innerText()).toBe(String(a + b));
    expect(await lines(page)).toEqual([`${a} + ${b} = ${a + b}`]);
    expect(await page.locator('.play-card:disabled').count()).toBe(2);

    // Ctrl+Z and Ctrl+Y do the same from the keyboard.
    await page.keyboard.press('Control+z');
    expect(await made(page).count()).toBe(0);
    await page.keyboard.press('Control+y');
    expect(await made(page).count()).toBe(1);
    expect(await mistakes(page)).toBe('');
    expect(problemsOf(page)).toEqual([]);
  });

  it('Show a solution, folded in the body, opens the page’s answer with it: the game is marked answer shown', async () => {
    const { steps } = game();
    const page = await fresh();
    expect(await page.locator('.play-solution').getAttribute('open')).toBeNull();
    await page.locator('.play-solution summary').click();
    expect(await page.locator('.play-solution li').allInnerTexts()).toEqual(steps.map((s) => `${s.a} ${{ '+': '+', '-': '−', '*': '×', '/': '÷' }[s.op]} ${s.b} = ${s.result}`));
    expect(await page.locator('details.answer').getAttribute('open')).not.toBeNull();
    await expect.poll(() => page.locator('.play-revealed').innerText()).toBe('Answer shown');
    expect(problemsOf(page)).toEqual([]);
  });

  it('progress survives a reload and shows in a second tab', async () => {
    const { puzzle, byValue } = game();
    const page = await fresh();
    const [a, b] = [puzzle.numbers[byValue[0]!]!, puzzle.numbers[byValue[1]!]!];
    await card(page, byValue[0]!).click();
    await sign(page, '+').click();
    await card(page, byValue[1]!).click();
    await page.reload();
    await gameStarted(page);
    expect(await made(page).first().innerText()).toBe(String(a + b));
    expect(await lines(page)).toEqual([`${a} + ${b} = ${a + b}`]);
    expect(await card(page, byValue[0]!).isDisabled()).toBe(true);
    expect(await card(page, byValue[1]!).isDisabled()).toBe(true);

    // A second tab of the puzzle picks the game up, and its next step shows in the first.
    const other = await openPuzzle(game().r.id, browser(), { keep: true });
    await expect.poll(() => made(other).count()).toBe(1);
    await made(other).first().click();
    await sign(other, '+').click();
    await card(other, byValue[2]!).click();
    expect(await made(other).count()).toBe(2);
    await expect.poll(() => made(page).count()).toBe(2);
    expect(await lines(page)).toHaveLength(2);
    expect(problemsOf(page)).toEqual([]);
  });
});
