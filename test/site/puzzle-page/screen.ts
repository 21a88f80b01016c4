import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * What every kind's page owes a player, measured as the issue measures it: on a 390×844 touch
 * phone and a 1280×800 desktop, the board, the controls and the status line on one screen, no
 * sideways scroll, every control named; and where the board's squares come out under a
 * fingertip, Zoom draws them one wide.
 */

interface Rect {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

interface Measure {
  scrollWidth: number;
  width: number;
  height: number;
  board: Rect;
  status: Rect;
  dock: Rect;
  controls: { name: string; w: number; h: number }[];
}

/** Where the board, the status line and the dock are, and every control the player can press or type in. */
function measure(page: Page): Promise<Measure> {
  return page.evaluate(() => {
    const rect = (s: string) => {
      const { top, left, bottom, right } = document.querySelector(s)!.getBoundingClientRect();
      return { top, left, bottom, right };
    };
    const controls = [...document.querySelectorAll<HTMLElement>('[data-play] button, .play-layer button, .play-layer input, .play-apart input')]
      .filter((el) => el.offsetParent !== null && !el.hidden)
      .map((el) => {
        const r = el.getBoundingClientRect();
        return { name: el.getAttribute('aria-label') ?? el.textContent ?? '', w: r.width, h: r.height };
      });
    return {
      scrollWidth: document.documentElement.scrollWidth,
      width: innerWidth,
      height: innerHeight,
      board: rect('.game-board'),
      status: rect('.play-status'),
      dock: rect('.play-dock'),
      controls,
    };
  });
}

const inView = (r: Rect, m: Measure) => r.top >= -0.5 && r.left >= -0.5 && r.bottom <= m.height + 0.5 && r.right <= m.width + 0.5;

/** As the page opens: no sideways scroll; board, dock and status on one screen; every control named. */
export async function oneScreen(page: Page): Promise<void> {
  const m = await measure(page);
  expect(m.scrollWidth, 'page width').toBeLessThanOrEqual(m.width);
  expect(inView(m.board, m), `board ${JSON.stringify(m.board)}`).toBe(true);
  expect(inView(m.dock, m), `dock ${JSON.stringify(m.dock)}`).toBe(true);
  expect(inView(m.status, m)).toBe(true);
  expect(m.controls.length).toBeGreaterThan(3);
  for (const c of m.controls) expect(c.name.trim(), 'every control has a name').not.toBe('');
}

/**
 * The board opens whole (issue 40: every clue in view); where its squares come out under a
 * fingertip, Zoom is offered and draws them a fingertip wide: 90 % of the controls 44 px or
 * more. Fit, pressed after, gives the board back as it opened.
 */
export async function fingertipControls(page: Page): Promise<void> {
  const zoom = page.locator('.play-zoom:not([hidden])');
  const offered = (await zoom.count()) > 0;
  if (offered) await zoom.click();
  const z = await measure(page);
  const big = z.controls.filter((c) => c.w >= 44 - 0.5 && c.h >= 44 - 0.5);
  expect(big.length / z.controls.length, JSON.stringify(z.controls.filter((c) => !big.includes(c)))).toBeGreaterThanOrEqual(0.9);
  if (offered) {
    await zoom.click();
    expect(await page.locator('.game-board.play-panned').count(), 'fitted again').toBe(0);
  }
}
