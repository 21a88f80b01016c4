import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { archiveBook } from '../books.ts';
import { problemsOf, useContexts } from '../browser.ts';
import { dir, openPuzzle, solved } from './game.ts';

// Share a result (issue 67): the finish's Share hands a sentence of the result (the puzzle's label,
// its time, its hints) and the puzzle's address to the system's share sheet where there is one,
// else copies them and says so; nothing of the answer is in it. At a phone's size and a laptop's.
const { books, address } = inject('archive');
const browsers = useContexts('phone', 'desktop');
const SIZES = [
  { device: 'phone', width: 390, height: 844 },
  { device: 'desktop', width: 1280, height: 800 },
] as const;

const mind = () => {
  const p = archiveBook(books).puzzles.find((q) => q.kind === 'number-mind')!;
  return { id: p.id, secret: (p.solution as { secret: string }).secret };
};

/** Writes a code in the answer boxes with the page's keypad, from the first box. */
async function write(page: Page, code: string) {
  await page.locator('.game-board input').first().click();
  for (const d of code) await page.locator('.play-keypad .play-key', { hasText: new RegExp(`^${d}$`) }).click();
}

/** The Number Mind puzzle solved after one hint, in a page whose navigator `setUp` has changed first. */
async function solvedWithAHint(device: 'phone' | 'desktop', width: number, height: number, setUp: string): Promise<{ page: Page; label: string; secret: string; id: string }> {
  const page = await browsers[device].newPage();
  await page.addInitScript(setUp);
  await page.setViewportSize({ width, height });
  const { id, secret } = mind();
  await openPuzzle(id, page);
  await page.locator('.play-hint-button').click();
  await write(page, secret);
  expect(await solved(page)).toBe('true');
  return { page, id, secret, label: (await page.locator('[data-play]').getAttribute('data-label'))! };
}

/** What a shared result must and must not hold. */
function isResult(text: string, label: string, secret: string) {
  expect(text).toMatch(new RegExp(`^I solved ${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} in \\d+:\\d\\d with 1 hint\\.`));
  expect(text, 'the answer').not.toContain(secret);
}

describe('Share on the finish', () => {
  for (const { device, width, height } of SIZES) {
    it(`at ${width}×${height}: without a share sheet, the result and the link are copied, and it says so`, async () => {
      const { page, id, secret, label } = await solvedWithAHint(
        device,
        width,
        height,
        `delete Navigator.prototype.share;
         Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (text) => { window.copied = text; } } });`,
      );
      const share = page.locator('.play-finish').getByRole('button', { name: 'Share' });
      await share.click();
      const said = page.locator('.play-share-said');
      await expect.poll(() => said.innerText()).toBe('Copied: the result and the puzzle’s link are ready to paste.');
      const copied = (await page.evaluate(() => (window as unknown as { copied: string }).copied))!;
      isResult(copied, label, secret);
      expect(copied.endsWith(` ${address}puzzles/${id}/`), copied).toBe(true);
      // Nothing of the answer's boxes either: the sentence's only digits are the label's, the time's and the hints'.
      expect(copied.replace(label, '').replace(`${address}puzzles/${id}/`, '').replace(/\d+:\d\d/, '').match(/\d+/g)).toEqual(['1']);
      await page.locator('.play-finish').scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(dir, `share-copied-${width}.png`) });
      expect(problemsOf(page)).toEqual([]);
      await page.close();
    });

    it(`at ${width}×${height}: with a share sheet, it is handed the sentence and the link`, async () => {
      const { page, id, secret, label } = await solvedWithAHint(
        device,
        width,
        height,
        `Object.defineProperty(navigator, 'share', { value: async (data) => { window.shared = data; } });`,
      );
      await page.locator('.play-finish').getByRole('button', { name: 'Share' }).click();
      await expect.poll(() => page.evaluate(() => (window as unknown as { shared?: unknown }).shared)).toBeTruthy();
      const shared = (await page.evaluate(() => (window as unknown as { shared: { text: string; url: string } }).shared))!;
      isResult(shared.text, label, secret);
      expect(shared.url).toBe(`${address}puzzles/${id}/`);
      expect(await page.locator('.play-share-said').innerText()).toBe('');
      expect(problemsOf(page)).toEqual([]);
      await page.close();
    });
  }

  it('an answer shown is not offered to share', async () => {
    const page = await browsers.desktop.newPage();
    const { id, secret } = mind();
    await openPuzzle(id, page);
    await page.locator('summary#answer').click();
    await write(page, secret);
    expect(await solved(page)).toBe('true');
    expect(await page.locator('.play-finish').getByRole('button', { name: 'Share' }).count()).toBe(0);
    await page.close();
  });
});
