import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * What the browser tests of the code-guessing kinds share (Number Mind and Secret Number, one
 * code player in the play kit, src/play/code-player.ts): the code's boxes by their names, the
 * flags Check sets on the drawing, the controls' sizes, the keyboard and the taps.
 */

export type Rect = { x: number; y: number; width: number; height: number };
export const same = (a: Rect, b: Rect) => Math.abs(a.x - b.x) < 1 && Math.abs(a.y - b.y) < 1 && Math.abs(a.width - b.width) < 1 && Math.abs(a.height - b.height) < 1;
export const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
export const inside = (a: Rect, b: Rect) => a.x >= b.x - 1 && a.y >= b.y - 1 && a.x + a.width <= b.x + b.width + 1 && a.y + a.height <= b.y + b.height + 1;

/** A code game's page as its tests read it: its boxes named `Digit n of your …`, and the drawing's keyed spots. */
export function codeGame(page: Page, noun: 'code' | 'guess', digits: number) {
  const box = (d: number): Locator => page.getByLabel(`Digit ${d + 1} of your ${noun}`, { exact: true });
  const spot = (key: string) => page.locator(`.play-figure svg rect[data-key="${key}"]`);
  return {
    box,
    spot,
    /** The code as the boxes show it, a space for an empty box. */
    async code(): Promise<string> {
      let text = '';
      for (let d = 0; d < digits; d++) text += (await box(d).inputValue()) || ' ';
      return text;
    },
    mistakes: () => page.locator('.play-mistakes').innerText(),
    /** The spots `<prefix>0`, `<prefix>1`, … (of `count`) that Check flagged; every flag on the page must sit exactly on one. */
    async flagged(prefix: string, count: number): Promise<number[]> {
      const flags = await page.locator('.play-flag').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as Rect));
      const out: number[] = [];
      for (let i = 0; i < count; i++) {
        const at = (await spot(`${prefix}${i}`).boundingBox())!;
        if (flags.some((f) => same(f, at))) out.push(i);
      }
      expect(flags.length, `every flag sits on a ${prefix}spot`).toBe(out.length);
      return out;
    },
    /** A key of the page's keypad. */
    key: (d: string) => page.locator('.play-key', { hasText: new RegExp(`^${d}$`) }),
    /** Tabs (or, `back`, Shift+Tabs) until the focused control's name matches. */
    async tabTo(name: RegExp, back = false): Promise<void> {
      // The focused element's name (a string evaluated in the page: nothing may be focused yet).
      const focused = () => page.evaluate<string>("(e => e?.getAttribute('aria-label') ?? e?.textContent?.trim() ?? '')(document.activeElement)");
      for (let n = 0; n < 80 && !name.test(await focused()); n++) await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
      expect(await focused()).toMatch(name);
    },
  };
}

/** The share of the game's controls (buttons, the boxes) that are a fingertip (44 px) or more each way, and those that are not. */
export async function fingertip(page: Page): Promise<{ ratio: number; small: string[] }> {
  const controls = await page
    .locator('[data-play] button, .play-layer button, .play-layer input, .play-apart input')
    .evaluateAll((els) =>
      els
        .filter((el) => (el as { offsetParent: unknown }).offsetParent !== null)
        .map((el) => ({ name: el.getAttribute('aria-label') ?? el.textContent ?? '', ...(el.getBoundingClientRect().toJSON() as Rect) })),
    );
  const small = controls.filter((c) => c.width < 43.5 || c.height < 43.5);
  return { ratio: (controls.length - small.length) / controls.length, small: small.map((c) => `${c.name.slice(0, 24)} ${Math.round(c.width)}×${Math.round(c.height)}`) };
}

/** A code game under test: its page's names, the answer, a wrong full code and where Check rings it. */
export interface CodeCase {
  id: string;
  noun: 'code' | 'guess';
  digits: number;
  secret: string;
  /** A full code that is not the answer. */
  wrong: string;
  /** Where Check rings `wrong`: the spots' prefix (`score-`, `rule-`), how many there are, and which. */
  flags: { prefix: string; count: number; wrong: number[] };
  /** Pencil marks typed in the first box, and how they read back (in order). */
  notes: [typed: string, shown: string];
}

/**
 * By keyboard alone on a desktop: Tab to the code; N writes notes and N again digits; the wrong
 * code, Ctrl+Z and Ctrl+Y; Check rings where it breaks the puzzle; back to the code, the answer.
 * `first` runs before the code is reached (Secret Number's rules come first), `undone` after Ctrl+Z.
 */
export async function byKeyboard(page: Page, c: CodeCase, hooks: { first?(): Promise<void>; undone?(): Promise<void>; screenshot: string }): Promise<void> {
  const g = codeGame(page, c.noun, c.digits);
  await page.setViewportSize({ width: 1280, height: 800 });
  await hooks.first?.();
  const first = new RegExp(`^Digit 1 of your ${c.noun}$`);
  await g.tabTo(first);
  await page.keyboard.press('n');
  expect(await page.getByRole('button', { name: 'Notes' }).getAttribute('aria-pressed')).toBe('true');
  await page.keyboard.type(c.notes[0]);
  const notes = page.locator('.play-notes').first();
  expect((await notes.innerText()).replace(/\s/g, '')).toBe(c.notes[1]);
  expect(await g.box(0).inputValue()).toBe('');
  await page.keyboard.press('n');
  await page.keyboard.type(c.wrong);
  expect((await notes.innerText()).trim()).toBe('');
  expect(await g.code()).toBe(c.wrong);

  // Undo takes back the last digit; Redo puts it back.
  await page.keyboard.press('Control+z');
  expect(await g.code()).toBe(`${c.wrong.slice(0, -1)} `);
  await hooks.undone?.();
  await page.keyboard.press('Control+y');
  expect(await g.code()).toBe(c.wrong);

  await g.tabTo(/^Check$/);
  await page.keyboard.press('Enter');
  expect(await g.flagged(c.flags.prefix, c.flags.count)).toEqual(c.flags.wrong);
  await page.screenshot({ path: hooks.screenshot });

  await g.tabTo(first, true);
  await page.keyboard.type(c.secret);
  expect(await page.locator('[data-play]').getAttribute('data-solved')).toBe('true');
  // The wrong code, written in full, was one mistake (Undo and Redo do not count it again).
  expect(await g.mistakes()).toBe('Mistakes: 1');
}

/**
 * By taps alone on a phone: the keypad types (no system keyboard), Notes, the wrong code, Undo
 * and Redo, Check, then the answer. `written` runs once the wrong code is in, `undone` after
 * Undo, `checking` before Check; `fits` checks the controls' sizes after the screenshot.
 */
export async function byTaps(
  page: Page,
  c: CodeCase,
  hooks: { written?(): Promise<void>; undone?(): Promise<void>; checking?(): Promise<void>; fits(): Promise<void>; screenshot: string },
): Promise<void> {
  const g = codeGame(page, c.noun, c.digits);
  expect(await g.box(0).getAttribute('inputmode')).toBe('none');
  await g.box(0).tap();
  await page.getByRole('button', { name: 'Notes' }).tap();
  for (const d of c.notes[0]) await g.key(d).tap();
  const notes = page.locator('.play-notes').first();
  expect((await notes.innerText()).replace(/\s/g, '')).toBe(c.notes[1]);
  await page.getByRole('button', { name: 'Notes' }).tap();
  for (const d of c.wrong) await g.key(d).tap();
  expect((await notes.innerText()).trim()).toBe('');
  expect(await g.code()).toBe(c.wrong);
  await hooks.written?.();

  await page.getByRole('button', { name: 'Undo' }).tap();
  expect(await g.code()).toBe(`${c.wrong.slice(0, -1)} `);
  await hooks.undone?.();
  await page.getByRole('button', { name: 'Redo' }).tap();
  expect(await g.code()).toBe(c.wrong);

  await hooks.checking?.();
  await page.getByRole('button', { name: 'Check', exact: true }).tap();
  expect(await g.flagged(c.flags.prefix, c.flags.count)).toEqual(c.flags.wrong);
  expect(await g.mistakes()).toBe('Mistakes: 1');
  await page.screenshot({ path: hooks.screenshot });
  // What the issue measures: no sideways scroll, and fingertip-sized controls.
  expect(await page.locator('html').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await hooks.fits();

  await g.box(0).tap();
  for (const d of c.secret) await g.key(d).tap();
  expect(await page.locator('[data-play]').getAttribute('data-solved')).toBe('true');
}
