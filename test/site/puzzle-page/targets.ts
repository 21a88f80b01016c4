import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Issue 67's targets, on the largest puzzle of a kind, the board opened fitted: every control of
 * the game is a target of 24×24 px or more (WCAG 2.2, 2.5.8), none overlapping another; the
 * toolbar, keypad and the panel's every other control 44×44 or more; and where a board control
 * is under 44 px, Zoom is offered and draws the board's squares and boxes 44 px across; the code
 * kinds' boxes and Secret Number's rule rows are 44 px fitted (FINGERTIP_INPUTS).
 */

/**
 * The inputs the issue names, a fingertip each fitted, at both sizes: the code's boxes of Number
 * Mind and Secret Number (set apart under the drawing; drawn side by side in it, an 8-digit
 * code's were 20 px on a phone, Secret Number's 36.7) and Secret Number's rule rows (38 px tall
 * on a phone at 1.55 units a row).
 */
const FINGERTIP_INPUTS: Record<string, string[]> = {
  'number-mind': ['.play-apart input.play-digit'],
  'secret-number': ['.play-apart input.play-digit', '.play-layer .play-rule'],
};

interface Target {
  name: string;
  board: boolean;
  /** Whether other targets lie inside it (a maze's one control, its squares its cells): a tap there is a cell's. */
  holds: boolean;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Every control of the game as laid out now: on the board (over the drawing) or in the panel. */
function targets(page: Page): Promise<Target[]> {
  return page.evaluate(() => {
    const selector = '.game button, .game input, .game a[href], .game summary, .game [role="button"], .game [tabindex="0"]';
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
      // Words for screen readers only (an icon button's name) are not targets of their own.
      .filter((el) => !el.closest('.visually-hidden') && !(el.getBoundingClientRect().width <= 1 && el.getBoundingClientRect().height <= 1))
      .map((el) => {
        const r = el.getBoundingClientRect();
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        return { name, board: !!el.closest('.game-board'), holds: el.querySelector(selector) !== null, x: r.x, y: r.y, width: r.width, height: r.height };
      });
  });
}

const under = (px: number) => (t: Target) => t.width < px - 0.5 || t.height < px - 0.5;
const said = (ts: Target[]) => ts.map((t) => `${t.name} ${Math.round(t.width * 10) / 10}×${Math.round(t.height * 10) / 10}`);
/** Two targets that overlap by more than a hair (a shared edge is not overlap). */
const overlap = (a: Target, b: Target) => a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;

/** The targets of the board fitted, as the page opens: whether some board control is under 44 px (Zoom's to make a fingertip wide). */
export async function fittedTargets(page: Page, kind: string): Promise<boolean> {
  const all = await targets(page);
  expect(all.filter((t) => t.board).length, 'controls on the board').toBeGreaterThan(0);
  expect(said(all.filter(under(24))), 'under 24×24').toEqual([]);
  // The toolbar, the keypad, the clock's line: a fingertip each.
  expect(said(all.filter((t) => !t.board).filter(under(44))), 'panel controls under 44×44').toEqual([]);
  for (const inputs of FINGERTIP_INPUTS[kind] ?? []) {
    const named = await page.locator(inputs).count();
    expect(named, inputs).toBeGreaterThan(0);
    const small = await page.locator(inputs).evaluateAll((els) =>
      els.map((el) => el.getBoundingClientRect()).filter((r) => r.width < 43.5 || r.height < 43.5).map((r) => `${Math.round(r.width)}×${Math.round(r.height)}`),
    );
    expect(small, `${inputs} under 44×44 fitted`).toEqual([]);
  }
  // A control grown past its drawn square never covers another: a tap lands on one.
  const board = all.filter((t) => t.board);
  // A control that holds others (a maze's, its squares inside it) is theirs where they are: a tap lands on one of them.
  const apart = board.filter((t) => !t.holds);
  const crossing = apart.flatMap((a, i) => apart.slice(i + 1).filter((b) => overlap(a, b)).map((b) => `${a.name} / ${b.name}`));
  expect(crossing, 'board controls overlapping').toEqual([]);
  return board.some(under(44));
}

/** Zoom (pressed now) makes the board's small controls a fingertip wide: a tap there is never a guess. */
export async function zoomedTargets(page: Page, shot: string): Promise<void> {
  await page.locator('.play-zoom:not([hidden])').click();
  const zoomed = (await targets(page)).filter((t) => t.board).filter(under(44));
  await page.screenshot({ path: shot });
  expect(said(zoomed), 'board controls under 44 zoomed').toEqual([]);
}

/** The header's name and menu links a fingertip tall (issue 112: 28 px on a phone), the header shot to look at. */
export async function headerTargets(page: Page, shot: string): Promise<void> {
  const links = page.locator('.site-header a');
  expect(await links.count(), 'header links').toBeGreaterThan(0);
  const short = await links.evaluateAll((els) =>
    els.filter((el) => el.getClientRects().length > 0).map((el) => [el.textContent?.trim(), el.getBoundingClientRect().height] as const).filter(([, h]) => h < 43.5),
  );
  expect(short, 'header links under 44 px tall').toEqual([]);
  await page.locator('.site-header').screenshot({ path: shot });
}
