import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { KIND_NAMES } from '../../../src/kinds/registry.ts';
import { gameStarted, problemsOf, useContexts } from '../browser.ts';
import { dir, openPuzzle, record, solved, status, useBrowser } from './game.ts';

// What every kind's page owes a player, measured as the issue measures it: on a 390×844 touch
// phone and a 1280×800 desktop, the board, the controls and the status line on one screen, no
// sideways scroll, fingertip-sized controls; then what the shell does for every kind (progress
// across reloads and tabs, answer shown, Start again on a solved game, print, dark mode).
const { browser } = useBrowser();
const devices = useContexts('phone', 'desktop');


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

describe('each kind’s page on a phone and on a desktop', () => {
  /** The page each device opens the kinds' puzzles in, one after another. */
  const shown: Partial<Record<'phone' | 'desktop', Page>> = {};
  for (const kind of KIND_NAMES) {
    for (const device of ['phone', 'desktop'] as const) {
      it(`${kind} on a ${device}: no sideways scroll; board, controls and status on one screen; controls a fingertip wide`, async () => {
        const r = record(kind);
        const page = (shown[device] = await openPuzzle(r.id, shown[device] ?? devices[device]));
        const m = await measure(page);
        await page.screenshot({ path: join(dir, `screen-${kind}-${device}.png`) });
        expect(m.scrollWidth, 'page width').toBeLessThanOrEqual(m.width);
        expect(inView(m.board, m), `board ${JSON.stringify(m.board)}`).toBe(true);
        expect(inView(m.dock, m), `dock ${JSON.stringify(m.dock)}`).toBe(true);
        expect(inView(m.status, m)).toBe(true);
        expect(m.controls.length).toBeGreaterThan(3);
        for (const c of m.controls) expect(c.name.trim(), 'every control has a name').not.toBe('');
        // The board opens whole (issue 40: every clue in view); where its squares come out under a
        // fingertip, Zoom is offered and draws them a fingertip wide.
        const zoom = page.locator('.play-zoom:not([hidden])');
        const z = (await zoom.count()) ? (await zoom.click(), await measure(page)) : m;
        const big = z.controls.filter((c) => c.w >= 44 - 0.5 && c.h >= 44 - 0.5);
        expect(big.length / z.controls.length, JSON.stringify(z.controls.filter((c) => !big.includes(c)))).toBeGreaterThanOrEqual(0.9);
        expect(problemsOf(page)).toEqual([]);
      });
    }
  }
});

describe('what the shell keeps for every kind', () => {
  const cross = () => {
    const r = record('cross-numbers');
    const blanks = r.puzzle.cells.flatMap((row, y) => row.flatMap((v, x) => (v === null ? [{ y, x }] : [])));
    return { r, blanks };
  };
  const box = (page: Page, b: { y: number; x: number }) => page.getByLabel(`Row ${b.y + 1}, column ${b.x + 1}`, { exact: true });

  it('progress survives a reload, and two tabs of one puzzle keep in step', async () => {
    const { r, blanks } = cross();
    const [a, b] = [blanks[0]!, blanks[1]!];
    const digit = (c: { y: number; x: number }) => String(r.solution.cells[c.y]![c.x]);
    const first = await openPuzzle(r.id);
    const second = await openPuzzle(r.id, browser(), { keep: true });
    await box(first, a).fill(digit(a));
    // The other tab shows it without a reload (the storage event).
    await expect.poll(() => box(second, a).inputValue()).toBe(digit(a));
    await box(second, b).fill(digit(b));
    await expect.poll(() => box(first, b).inputValue()).toBe(digit(b));
    // Leaving one tab does not write its older copy over the other's.
    await second.close();
    await first.reload();
    await gameStarted(first);
    expect([await box(first, a).inputValue(), await box(first, b).inputValue()]).toEqual([digit(a), digit(b)]);
    expect(problemsOf(first)).toEqual([]);
  });

  it('stored progress that cannot be shown (damaged, or from another version) is dropped: every kind starts afresh, with no error', async () => {
    let page: Page | undefined;
    for (const kind of KIND_NAMES) {
      const r = record(kind);
      const key = `puzzlebook:play:${r.id}`;
      page = await openPuzzle(r.id, page ?? browser());
      await page.evaluate((k) => localStorage.setItem(k, JSON.stringify({ state: {}, elapsedMs: 4000, solved: true, mistakes: 2 })), key);
      await page.reload();
      await gameStarted(page);
      expect(await solved(page), kind).toBeNull();
      expect(await page.locator('.play-mistakes').innerText(), kind).toBe('');
      expect(await page.evaluate((k) => localStorage.getItem(k), key), kind).toBeNull();
      expect(problemsOf(page), kind).toEqual([]);
    }
    await page?.close();
  });

  it('opening Show answer marks the game; Start again on a finished game asks once more', async () => {
    const { r, blanks } = cross();
    const page = await openPuzzle(r.id);
    await box(page, blanks[0]!).fill(String(r.solution.cells[blanks[0]!.y]![blanks[0]!.x]));
    await page.locator('details.answer summary').click();
    // The toggle event comes after the click, as the browser opens the details.
    await expect.poll(() => page.locator('.play-revealed').innerText()).toBe('Answer shown');
    const saved = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), `puzzlebook:play:${r.id}`);
    expect(saved.revealed).toBe(true);

    const again = page.locator('.play-again');
    await again.click();
    expect(await again.innerText()).toMatch(/Press again/);
    expect(await box(page, blanks[0]!).inputValue()).not.toBe('');
    await again.click();
    expect(await box(page, blanks[0]!).inputValue()).toBe('');
    expect(await page.locator('.play-revealed').innerText()).toBe('');
    expect(await page.evaluate((key) => localStorage.getItem(key), `puzzlebook:play:${r.id}`)).toBeNull();
  });

  it('a solved game is finished: its boxes take nothing more, Undo is off, and it asks before Start again', async () => {
    const { r, blanks } = cross();
    const page = await openPuzzle(r.id);
    for (const b of blanks) await box(page, b).fill(String(r.solution.cells[b.y]![b.x]));
    expect(await solved(page)).toBe('true');
    expect(await status(page)).toMatch(/^Solved in/);
    expect(await page.getByRole('button', { name: 'Undo' }).isDisabled()).toBe(true);
    expect(await page.locator('.play-layer').evaluate((el) => (el as HTMLElement).inert)).toBe(true);
    await page.locator('.play-again').click();
    expect(await solved(page)).toBe('true');
  });

  it('printing shows the clean puzzle: none of the player’s entries, rings or controls', async () => {
    const { r, blanks } = cross();
    const page = await openPuzzle(r.id);
    await box(page, blanks[0]!).fill(String(r.solution.cells[blanks[0]!.y]![blanks[0]!.x]));
    await page.emulateMedia({ media: 'print' });
    const shown = (s: string) => page.locator(s).first().evaluate((el) => getComputedStyle(el).display !== 'none' && el.getClientRects().length > 0);
    expect(await shown('.puzzle-figure svg')).toBe(true);
    for (const s of ['.play-layer', '.game-panel', '.site-header', 'details.answer']) expect(await shown(s), s).toBe(false);
    await page.screenshot({ path: join(dir, 'screen-print.png'), fullPage: true });
    await page.emulateMedia({ media: 'screen' });
  });

  it('dark mode follows the system setting: light ink on a dark page, the drawing turned with it', async () => {
    const { r } = cross();
    const page = await openPuzzle(r.id);
    await page.emulateMedia({ colorScheme: 'dark' });
    const colours = await page.evaluate(() => ({
      paper: getComputedStyle(document.documentElement).backgroundColor,
      ink: getComputedStyle(document.body).color,
      drawing: getComputedStyle(document.querySelector('.puzzle-figure svg')!).filter,
    }));
    const light = (rgb: string) => rgb.match(/\d+/g)!.slice(0, 3).map(Number).reduce((a, b) => a + b, 0) / 3;
    expect(light(colours.paper)).toBeLessThan(60);
    expect(light(colours.ink)).toBeGreaterThan(180);
    expect(colours.drawing).toContain('invert');
    await page.screenshot({ path: join(dir, 'screen-dark-1000.png') });
    await page.emulateMedia({ colorScheme: 'light' });
  });
});
