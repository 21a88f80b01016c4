import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { workingSteps } from '../../../src/kinds/countdown/steps.ts';
import { problemsOf, useContexts } from '../browser.ts';
import { dir, openPuzzle, record, solved } from './game.ts';

// Issue 67: on a phone, Countdown's finish showed the Solved panel at the screen's foot, a
// large blank gap under the working, and the target scrolled away above. Solved, the panel
// follows the working, and the target, the working and the panel are on one screen.
const devices = useContexts('phone', 'desktop');
const NAMES = { '+': 'plus', '-': 'minus', '*': 'times', '/': 'divided by' } as const;

interface Box {
  top: number;
  bottom: number;
}

async function solve(page: Page): Promise<void> {
  const r = record('countdown');
  const number = (value: number) => page.locator(`[data-tile][data-value="${value}"]:not([disabled]):not([hidden])`).first();
  for (const step of workingSteps(r.puzzle, r.solution.expression)) {
    await number(step.a).click();
    await page.getByRole('button', { name: NAMES[step.op], exact: true }).click();
    await number(step.b).click();
  }
  expect(await solved(page)).toBe('true');
}

/** Where the target's number, the working's lowest line and the finish panel are on the screen. */
function measure(page: Page, target: number): Promise<{ target: Box; working: Box; finish: Box; height: number }> {
  return page.evaluate((target) => {
    const box = (el: Element) => {
      const { top, bottom } = el.getBoundingClientRect();
      return { top, bottom };
    };
    const shown = [...document.querySelectorAll('.game-board svg text')].find((t) => t.textContent?.trim() === String(target))!;
    const lines = [...document.querySelectorAll('.play-line')].filter((l) => l.textContent).map(box);
    const working = { top: Math.min(...lines.map((l) => l.top)), bottom: Math.max(...lines.map((l) => l.bottom)) };
    return { target: box(shown), working, finish: box(document.querySelector('.play-finish')!), height: innerHeight };
  }, target);
}

const inView = (b: Box, height: number) => b.top >= -0.5 && b.bottom <= height + 0.5;

describe('Countdown’s finish', () => {
  for (const device of ['phone', 'desktop'] as const) {
    for (const scrolled of [false, true]) {
      it(`on a ${device}${scrolled ? ', the page scrolled on while playing' : ''}: the target, the working and the Solved panel on one screen`, async () => {
        const r = record('countdown');
        const page = await openPuzzle(r.id, devices[device]);
        // A player who scrolled down to read the rules under the game, then played on.
        if (scrolled) await page.evaluate(() => scrollBy(0, 260));
        await solve(page);
        const m = await measure(page, r.puzzle.target);
        await page.screenshot({ path: join(dir, `countdown-finish-${device}${scrolled ? '-scrolled' : ''}.png`) });
        expect(inView(m.target, m.height), `target ${JSON.stringify(m)}`).toBe(true);
        expect(inView(m.working, m.height), `working ${JSON.stringify(m)}`).toBe(true);
        expect(inView(m.finish, m.height), `finish ${JSON.stringify(m)}`).toBe(true);
        // Stacked under the board, the panel follows the working: the status line and the
        // toolbar between them, no screenful of blank kept for keys no longer there.
        if (device === 'phone') expect(m.finish.top - m.working.bottom, JSON.stringify(m)).toBeLessThan(160);
        expect(problemsOf(page)).toEqual([]);
        await page.close();
      });
    }
  }
});
