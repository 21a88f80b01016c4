import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { addDays, EPOCH, puzzleOfDate } from '../../../src/site/lib/today.ts';
import { archiveBook, everyPuzzle } from '../books.ts';
import { problemsOf, useContexts, screenshotPath } from '../browser.ts';
import { dir, openPuzzle, solved } from './game.ts';

// Share a result (issues 67 and 89): the finish's Share hands a sentence a person would post (the
// puzzle of the day or a puzzle of its kind, its band, the reader's date, the time, the hints), a
// picture of squares, and the puzzle's address to the system's share sheet where there is one,
// else copies them and says so; nothing of the answer is in it. Copied at a phone's size, handed to
// a share sheet that takes files at a laptop's (the sentence's words, composed, and the picture's
// squares are tested in Node: test/play/words.test.ts, test/play/share.test.ts).
const { books, address } = inject('archive');
const browsers = useContexts('phone', 'desktop');

const mind = () => {
  const p = archiveBook(books).puzzles.find((q) => q.kind === 'number-mind')!;
  return { id: p.id, secret: (p.solution as { secret: string }).secret };
};

/** Writes a code in the answer boxes with the page's keypad, from the first box. */
async function write(page: Page, code: string) {
  await page.locator('.game-board input').first().click();
  for (const d of code) await page.locator('.play-keypad .play-key', { hasText: new RegExp(`^${d}$`) }).click();
}

/** Noon (UTC) of a date: that date on the local clock of any zone within eleven hours of UTC. */
const noon = (d: { year: number; month: number; day: number }) => new Date(Date.UTC(d.year, d.month - 1, d.day, 12));

/** A date whose puzzle of the day (src/site/lib/today.ts, among the shared archive's books) is `id`. */
function dayOf(id: string): Date {
  const ids = everyPuzzle(books).map((p) => p.id);
  for (let d = 0; d < 4 * ids.length; d++) {
    const date = addDays(EPOCH, d);
    if (puzzleOfDate(ids, date) === id) return noon(date);
  }
  throw new Error(`${id} is no day's puzzle`);
}

/** The Number Mind puzzle solved after one hint, in a page whose navigator `setUp` has changed first, its clock at `when`. */
async function solvedWithAHint(device: 'phone' | 'desktop', width: number, height: number, setUp: string, when = noon({ year: 2026, month: 3, day: 15 })): Promise<{ page: Page; band: string; secret: string; id: string }> {
  const page = await browsers[device].newPage();
  await page.clock.setFixedTime(when);
  await page.addInitScript(setUp);
  await page.setViewportSize({ width, height });
  const { id, secret } = mind();
  await openPuzzle(id, page);
  await page.locator('.play-hint-button').click();
  await write(page, secret);
  expect(await solved(page)).toBe('true');
  return { page, id, secret, band: (await page.locator('[data-play]').getAttribute('data-band'))! };
}

/**
 * What a shared result must and must not hold: the sentence (a Number Mind puzzle, or the puzzle
 * of the day, on the reader's date), then the picture, the band's meter over the solve's row (one hint).
 */
function isResult(text: string, band: string, secret: string, what = `a Number Mind puzzle (${band})`, date = 'March 15, 2026') {
  const [sentence, meter, solve] = text.split('\n');
  expect(sentence).toMatch(new RegExp(`^I solved ${what.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} on ${date} in \\d+:\\d\\d with 1 hint\\.$`));
  expect(meter).toMatch(/^(🟪)+(⬜)*$/u);
  expect([...meter!].length).toBe(4);
  expect(solve).toBe('🟨🟩🟩🟩🟩');
  expect(text, 'the answer').not.toContain(secret);
}

describe('Share on the finish', () => {
  it('at 390×844, without a share sheet: the result and the link are copied, and it says so; nothing of the answer in it; an answer shown is not offered to share', async () => {
    const { page, id, secret, band } = await solvedWithAHint(
      'phone',
      390,
      844,
      `delete Navigator.prototype.share;
       Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (text) => { window.copied = text; } } });`,
    );
    await page.locator('.play-finish').getByRole('button', { name: 'Share' }).click();
    const said = page.locator('.play-share-said');
    await expect.poll(() => said.innerText()).toBe('Copied: the result and the puzzle’s link are ready to paste.');
    const copied = (await page.evaluate(() => (window as unknown as { copied: string }).copied))!;
    isResult(copied, band, secret);
    expect(copied.endsWith(`\n${address}puzzles/${id}/`), copied).toBe(true);
    // Nothing of the answer's boxes either: the text's only digits are the date's, the time's and the hints'.
    expect(copied.replace('March 15, 2026', '').replace(`${address}puzzles/${id}/`, '').replace(/\d+:\d\d/, '').match(/\d+/g)).toEqual(['1']);
    await page.locator('.play-finish').scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath(dir, 'share-copied-390.png') });
    expect(problemsOf(page)).toEqual([]);
    // The same puzzle afresh, its answer opened before it is written: finished, but no Share.
    await openPuzzle(id, page);
    await page.locator('summary#answer').click();
    await write(page, secret);
    expect(await solved(page)).toBe('true');
    expect(await page.locator('.play-finish').getByRole('button', { name: 'Share' }).count()).toBe(0);
    await page.close();
  });

  it('at 1280×800, with a share sheet that takes files: the puzzle of the day, solved on its day, handed as the puzzle of the day with its date and link, the picture with it as a PNG of its squares', async () => {
    const when = dayOf(mind().id);
    const date = new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(when);
    const { page, id, secret, band } = await solvedWithAHint(
      'desktop',
      1280,
      800,
      `Object.defineProperty(navigator, 'canShare', { value: (data) => Array.isArray(data.files) && data.files.every((f) => f.type === 'image/png') });
       Object.defineProperty(navigator, 'share', { value: async (data) => { window.shared = { text: data.text, url: data.url, files: await Promise.all((data.files ?? []).map(async (f) => ({ name: f.name, type: f.type, head: [...new Uint8Array(await f.slice(0, 8).arrayBuffer())] }))) }; } });`,
      when,
    );
    // The page works out that it is the day's (two small fetches) after the finish.
    await page.locator('[data-play][data-daily]').waitFor({ state: 'attached' });
    await page.locator('.play-finish').getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { shared?: unknown }).shared)).toBeTruthy();
    const shared = (await page.evaluate(() => (window as unknown as { shared: { text: string; url: string; files: { name: string; type: string; head: number[] }[] } }).shared))!;
    isResult(shared.text, band, secret, `the puzzle of the day (Number Mind, ${band})`, date);
    expect(shared.url).toBe(`${address}puzzles/${id}/`);
    expect(await page.locator('.play-share-said').innerText()).toBe('');
    expect(shared.files.map((f) => [f.name, f.type])).toEqual([['result.png', 'image/png']]);
    // A PNG's signature: a picture, drawn.
    expect(shared.files[0]!.head).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await page.screenshot({ path: screenshotPath(dir, 'share-sheet-1280.png') });
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });
});
