import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { problemsOf, useContexts } from '../browser.ts';
import { dir, firstOf, openPuzzle, openSized, SIZES, solved } from './game.ts';

// One rule of mistakes for every kind (issue 67: a wrong full code in Secret Number or Number
// Mind, or a wrong last Countdown step, counted nothing while Numbrix and Cross Numbers counted
// what Check found): a wrong answer the player commits counts once, and each puzzle's page says so.
const browsers = useContexts('phone', 'desktop');
const mistakes = (page: Page) => page.locator('.play-mistakes').innerText();
/** Writes a code in the answer boxes with the page's keypad (or the keyboard), from the first box. */
async function write(page: Page, code: string) {
  await page.locator('.game-board input').first().click();
  for (const d of code) await page.locator('.play-keypad .play-key', { hasText: new RegExp(`^${d}$`) }).click();
}

describe('a wrong answer committed counts once, in every kind', () => {
  for (const { device, width, height } of SIZES) {
    it(`at ${width}×${height}: a wrong full code counts once (Secret Number, Number Mind), and the finish says so`, async () => {
      for (const [kind, answerOf] of [
        ['secret-number', (s: { number: number }) => String(s.number)],
        ['number-mind', (s: { secret: string }) => s.secret],
      ] as const) {
        const { page, record: r } = await openSized(kind, browsers[device], { width, height });
        const answer = (answerOf as (s: unknown) => string)(r.solution);
        const wrong = answer === '1'.repeat(answer.length) ? '2'.repeat(answer.length) : '1'.repeat(answer.length);
        expect(await mistakes(page)).toBe('');
        await write(page, wrong);
        expect(await mistakes(page), kind).toBe('Mistakes: 1');
        // Checked, and written again: the same wrong answer is still one mistake.
        await page.getByRole('button', { name: 'Check', exact: true }).click();
        await write(page, wrong);
        expect(await mistakes(page), kind).toBe('Mistakes: 1');
        await write(page, answer);
        expect(await solved(page)).toBe('true');
        const facts = await page.locator('.play-finish dd').allInnerTexts();
        expect(facts[1], `${kind}: the finish's mistakes`).toBe('1');
        await page.screenshot({ path: join(dir, `mistakes-${kind}-${width}.png`) });
        expect(problemsOf(page)).toEqual([]);
        await page.close();
      }
    });

    it(`at ${width}×${height}: a Countdown working that uses every number and misses the target counts once`, async () => {
      const { page, record } = await openSized('countdown', browsers[device], { width, height });
      const { numbers, target } = (record as unknown as { puzzle: { numbers: number[]; target: number } }).puzzle;
      expect(numbers.reduce((a, b) => a + b, 0), 'the sum of the numbers misses the target').not.toBe(target);
      // Every number added up, one step at a time: the last step uses the last number.
      const add = async (from: string, card: number) => {
        await page.locator(from).click();
        await page.locator('.play-sign[data-op="+"]').click();
        await page.locator(`.play-card[data-tile="${card}"]`).click();
      };
      await add('.play-card[data-tile="0"]', 1);
      for (let k = 2; k < numbers.length; k++) {
        expect(await mistakes(page), `after step ${k - 1} of ${numbers.length - 1}`).toBe('');
        await add(`.play-made[data-tile="${numbers.length + k - 2}"]`, k);
      }
      expect(await solved(page)).toBeNull();
      expect(await mistakes(page)).toBe('Mistakes: 1');
      // Undone and made again: the same working is one mistake.
      await page.getByRole('button', { name: 'Undo', exact: true }).click();
      await add(`.play-made[data-tile="${2 * numbers.length - 3}"]`, numbers.length - 1);
      expect(await mistakes(page)).toBe('Mistakes: 1');
      await page.screenshot({ path: join(dir, `mistakes-countdown-${width}.png`) });
      expect(problemsOf(page)).toEqual([]);
      await page.close();
    });
  }

  it('each puzzle page states the rule under How to play', async () => {
    const page = await openPuzzle(firstOf('numbrix').id, browsers.desktop);
    expect(await page.locator('section[aria-labelledby="how-to"] .mistakes-rule').innerText()).toMatch(/^In every kind, each wrong answer you enter counts as one mistake\./);
    await page.close();
  });
});
