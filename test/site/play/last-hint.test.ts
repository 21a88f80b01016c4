import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { KIND_NAMES } from '../../../src/kinds/registry.ts';
import { problemsOf, useContexts } from '../browser.ts';
import { dir, openSized, SIZES, solved, status } from './game.ts';

// A hint teaches the next step and never completes a puzzle (issue 67): every kind, played by
// hints alone on a phone's taps and a laptop's window, stops at the last step, which says its
// reasoning and rings its cells without writing the answer in; only "Show the answer" does,
// and the finish then says the answer was shown, not solved.
const browsers = useContexts('phone', 'desktop');

/** Presses Hint and takes each hint in turn until the one left is the answer; how many were taken. */
async function hintsToTheLast(page: Page, kind: string): Promise<number> {
  const hint = page.locator('.play-hint-button');
  for (let taken = 0; taken < 400; taken++) {
    await hint.click();
    expect(await solved(page), `${kind}: solved by hint ${taken + 1}`).toBeNull();
    if ((await hint.getAttribute('data-pending')) === 'last') return taken;
    expect(await hint.getAttribute('data-pending'), `${kind}: hint ${taken + 1} is a step (${await status(page)})`).toBe('true');
    await hint.click();
    expect(await solved(page), `${kind}: solved by writing in hint ${taken + 1}`).toBeNull();
  }
  throw new Error(`${kind}: no last step in 400 hints`);
}

describe('the last hint is the answer, shown only when asked for by name', () => {
  for (const { device, width, height } of SIZES) {
    it.each(KIND_NAMES)(`%s at ${width}×${height}: hints alone stop at the last step; Show the answer ends it as answer shown`, async (kind) => {
      const { page } = await openSized(kind, browsers[device], { width, height });
      await hintsToTheLast(page, kind);
      const hint = page.locator('.play-hint-button');

      // The last step: its cells ringed, the button named for what it does, nothing written, the answer not said.
      // Nothing but that: the step's own sentence would state the answer (a Secret Number's "which leaves only 7461: my number").
      expect(await status(page)).toBe('One step is left, and it gives the answer: what it needs is ringed. Work it out and write it in yourself, or press “Show the answer”.');
      expect(await page.locator('.play-hinted[data-tone="hint"]').count()).toBeGreaterThan(0);
      expect(await hint.innerText()).toContain('Show the answer');
      expect(await solved(page)).toBeNull();
      // Its longer label keeps to its slot: Check is not pushed off the row or covered.
      const [said, check] = [(await hint.boundingBox())!, (await page.getByRole('button', { name: 'Check', exact: true }).boundingBox())!];
      expect(said.x + said.width).toBeLessThanOrEqual(check.x);
      expect(check.x + check.width).toBeLessThanOrEqual(width);
      await page.screenshot({ path: join(dir, `last-hint-${kind}-${width}.png`) });

      await hint.click();
      expect(await solved(page)).toBe('true');
      expect(await page.locator('[data-play]').getAttribute('data-revealed')).toBe('true');
      expect(await page.locator('.play-finish h2').innerText()).toBe('Answer shown');
      expect(await status(page)).toMatch(/^The answer is shown, after \d+:\d\d\.$/);
      expect(await page.locator('.play-revealed').innerText()).toBe('Answer shown');
      await page.screenshot({ path: join(dir, `answer-shown-${kind}-${width}.png`) });
      expect(problemsOf(page)).toEqual([]);
      await page.close();
    });
  }
});
