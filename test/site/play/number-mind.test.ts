import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { guessChecks } from '../../../src/engine/kinds/number-mind/play.ts';
import { launch, problemsOf } from '../browser.ts';
import { dir, openPuzzle, record, solved, status, useBrowser } from './game.ts';

// Number Mind played in Chromium on its drawing: the code in the printed empty row, and under
// each printed score what the code shares with that guess. By keyboard alone on a desktop, by
// taps alone on a phone (the page's keypad), with pencil marks, Check, undo and redo.
useBrowser();

const game = () => {
  const r = record('number-mind');
  const secret = r.solution.secret;
  // The first guess as a code: it shares every place with itself, more than its score.
  const wrong = r.puzzle.guesses[0]!.guess;
  const checks = guessChecks(r.puzzle, wrong)!;
  const missed = checks.flatMap((c, i) => (c.matches === c.needed ? [] : [i]));
  return { r, secret, wrong, checks, missed };
};
const box = (page: Page, d: number) => page.getByLabel(`Digit ${d + 1} of your code`, { exact: true });
const mark = (page: Page, i: number) => page.locator(`.play-shares[data-guess="${i}"]`);
const spot = (page: Page, key: string) => page.locator(`.play-figure svg rect[data-key="${key}"]`);
const mistakes = (page: Page) => page.locator('.play-mistakes').innerText();
const codeOf = async (page: Page, digits: number) => {
  let text = '';
  for (let d = 0; d < digits; d++) text += (await box(page, d).inputValue()) || ' ';
  return text;
};
/** The words under a score, as the page shows them. */
const said = (c: { matches: number; needed: number }) =>
  c.matches === c.needed ? `shares ${c.matches}` : `shares ${c.matches}, ${c.matches > c.needed ? 'too many' : 'too few'}`;
/** The progress the page keeps in the browser's storage. */
const stored = (page: Page, id: string) => page.evaluate(`JSON.parse(localStorage.getItem(${JSON.stringify(`puzzlebook:play:${id}`)}) ?? 'null')`);

type Rect = { x: number; y: number; width: number; height: number };
const same = (a: Rect, b: Rect) => Math.abs(a.x - b.x) < 1 && Math.abs(a.y - b.y) < 1 && Math.abs(a.width - b.width) < 1 && Math.abs(a.height - b.height) < 1;
const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The guesses whose score spots are flagged; every flag on the page must sit exactly on one. */
async function flaggedScores(page: Page, guesses: number): Promise<number[]> {
  const flags = await page.locator('.play-flag').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as Rect));
  const out: number[] = [];
  for (let i = 0; i < guesses; i++) {
    const at = (await spot(page, `score-${i}`).boundingBox())!;
    if (flags.some((f) => same(f, at))) out.push(i);
  }
  expect(flags.length, 'every flag sits on a score').toBe(out.length);
  return out;
}

/** The share of the game's controls (buttons, the boxes) that are a fingertip (44 px) or more each way. */
async function fingertip(page: Page): Promise<{ ratio: number; small: string[] }> {
  const controls = await page
    .locator('[data-play] button, .play-layer button, .play-layer input')
    .evaluateAll((els) =>
      els
        .filter((el) => (el as { offsetParent: unknown }).offsetParent !== null)
        .map((el) => ({ name: el.getAttribute('aria-label') ?? el.textContent ?? '', ...(el.getBoundingClientRect().toJSON() as Rect) })),
    );
  const small = controls.filter((c) => c.width < 43.5 || c.height < 43.5);
  return { ratio: (controls.length - small.length) / controls.length, small: small.map((c) => `${c.name.slice(0, 24)} ${Math.round(c.width)}×${Math.round(c.height)}`) };
}

describe('Number Mind in the browser', () => {
  it('the drawing is the play surface: no table of the guesses below it; what the code shares sits under each printed score', async () => {
    const { r, wrong, checks } = game();
    const page = await openPuzzle(r.id);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await page.locator('.play-guesses').count()).toBe(0);
    expect(await page.locator('[data-play] table').count()).toBe(0);
    const panel = await page.locator('[data-play]').innerText();
    for (const { guess } of r.puzzle.guesses) expect(panel).not.toContain(guess);
    // One mark per guess, over the drawing's keyed score, empty until the code is full.
    expect(await page.locator('.play-shares').count()).toBe(r.puzzle.guesses.length);
    for (let i = 0; i < r.puzzle.guesses.length; i++) {
      expect(same((await mark(page, i).boundingBox())!, (await spot(page, `score-${i}`).boundingBox())!)).toBe(true);
      expect(await mark(page, i).innerText()).toBe('');
    }

    await box(page, 0).focus();
    await page.keyboard.type(wrong);
    const words = await page.locator('.play-figure svg text').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as Rect));
    for (const [i, c] of checks.entries()) {
      const met = c.matches === c.needed;
      expect(await mark(page, i).getAttribute('data-met')).toBe(String(met));
      expect((await mark(page, i).innerText()).replace(/\s+/g, ' ').trim()).toBe(said(c));
      expect(await mark(page, i).locator(`.play-icon-${met ? 'tick' : 'cross'}`).count()).toBe(1);
      expect(await mark(page, i).getAttribute('aria-label')).toContain(`your code shares ${c.matches} place`);
      // Inside the figure, and clear of every printed digit and score.
      const note = (await mark(page, i).locator('.play-shares-note').boundingBox())!;
      const figure = (await page.locator('.play-figure').boundingBox())!;
      expect(note.x + note.width).toBeLessThanOrEqual(figure.x + figure.width + 1);
      expect(words.filter((w) => overlaps(note, w))).toEqual([]);
    }
    // The first guess shares all its places with itself, more than its score.
    expect((await mark(page, 0).innerText()).replace(/\s+/g, ' ').trim()).toBe(`shares ${r.puzzle.length}, too many`);
    await page.screenshot({ path: join(dir, 'play-number-mind-1280.png') });
    expect(problemsOf(page)).toEqual([]);
  });

  it('a wrong full code is a try, not a mistake: Check says and flags the scores it misses; the secret solves it', async () => {
    const { r, secret, wrong, missed } = game();
    const page = await openPuzzle(r.id);
    await box(page, 0).click();
    await page.keyboard.type(wrong);
    const names = missed.map((i) => i + 1);
    const which = names.length === 1 ? `guess ${names[0]}` : `guesses ${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
    expect(await status(page)).toBe(`${wrong} misses the score of ${which}.`);
    expect(await mistakes(page)).toBe('');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    expect(await status(page)).toBe(`${wrong} misses the score of ${which}.`);
    expect(await flaggedScores(page, r.puzzle.guesses.length)).toEqual(missed);
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    expect(await mistakes(page)).toBe('');
    expect(await stored(page, r.id)).toMatchObject({ mistakes: 0, state: { mistakes: 0 } });

    await box(page, 0).click();
    await page.keyboard.type(secret);
    expect(await page.locator('.play-shares').evaluateAll((els) => els.map((el) => el.getAttribute('data-met')))).toEqual(r.puzzle.guesses.map(() => 'true'));
    expect(await solved(page)).toBe('true');
    expect(await status(page)).toMatch(/^Solved in \d+:\d\d\. Well done!$/);
    expect(await mistakes(page)).toBe('');
    expect(problemsOf(page)).toEqual([]);
  });

  it('keyboard only on a desktop: Tab to the code; N writes notes; Ctrl+Z and Ctrl+Y; Check; the secret', async () => {
    const { r, secret, wrong, missed } = game();
    const page = await openPuzzle(r.id);
    await page.setViewportSize({ width: 1280, height: 800 });
    // The focused element's name (a string evaluated in the page: nothing may be focused yet).
    const focused = () => page.evaluate<string>("(e => e?.getAttribute('aria-label') ?? e?.textContent?.trim() ?? '')(document.activeElement)");
    const tabTo = async (name: RegExp, back = false) => {
      for (let n = 0; n < 80 && !name.test(await focused()); n++) await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
      expect(await focused()).toMatch(name);
    };
    await tabTo(/^Digit 1 of your code$/);
    await page.keyboard.press('n');
    expect(await page.getByRole('button', { name: 'Notes' }).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.type('85');
    const notes = page.locator('.play-notes').first();
    expect((await notes.innerText()).replace(/\s/g, '')).toBe('58');
    expect(await box(page, 0).inputValue()).toBe('');
    await page.keyboard.press('n');
    await page.keyboard.type(wrong);
    expect((await notes.innerText()).trim()).toBe('');
    expect(await codeOf(page, r.puzzle.length)).toBe(wrong);

    await page.keyboard.press('Control+z');
    expect(await codeOf(page, r.puzzle.length)).toBe(`${wrong.slice(0, -1)} `);
    expect(await page.locator('.play-shares-note').count()).toBe(0);
    await page.keyboard.press('Control+y');
    expect(await codeOf(page, r.puzzle.length)).toBe(wrong);

    await tabTo(/^Check$/);
    await page.keyboard.press('Enter');
    expect(await flaggedScores(page, r.puzzle.guesses.length)).toEqual(missed);
    await page.screenshot({ path: join(dir, 'play-number-mind-keyboard-1280.png') });

    await tabTo(/^Digit 1 of your code$/, true);
    await page.keyboard.type(secret);
    expect(await solved(page)).toBe('true');
    expect(await mistakes(page)).toBe('');
    expect(problemsOf(page)).toEqual([]);
  });

  it('taps only on a phone: the keypad types (no system keyboard), Notes, Check, Undo and Redo, to the end', async () => {
    const { r, secret, wrong, missed } = game();
    const phone = await launch({ phone: true });
    try {
      const page = await openPuzzle(r.id, phone);
      const key = (d: string) => page.locator('.play-key', { hasText: new RegExp(`^${d}$`) });
      expect(await box(page, 0).getAttribute('inputmode')).toBe('none');

      await box(page, 0).tap();
      await page.getByRole('button', { name: 'Notes' }).tap();
      for (const d of ['6', '1']) await key(d).tap();
      const notes = page.locator('.play-notes').first();
      expect((await notes.innerText()).replace(/\s/g, '')).toBe('16');
      await page.getByRole('button', { name: 'Notes' }).tap();
      for (const d of wrong) await key(d).tap();
      expect((await notes.innerText()).trim()).toBe('');
      expect(await codeOf(page, r.puzzle.length)).toBe(wrong);
      expect(await page.locator('.play-shares[data-met="false"]').count()).toBe(missed.length);

      await page.getByRole('button', { name: 'Undo' }).tap();
      expect(await codeOf(page, r.puzzle.length)).toBe(`${wrong.slice(0, -1)} `);
      await page.getByRole('button', { name: 'Redo' }).tap();
      expect(await codeOf(page, r.puzzle.length)).toBe(wrong);

      await page.getByRole('button', { name: 'Check', exact: true }).tap();
      expect(await flaggedScores(page, r.puzzle.guesses.length)).toEqual(missed);
      expect(await mistakes(page)).toBe('');
      await page.screenshot({ path: join(dir, 'play-number-mind-390.png') });

      // What the issue measures: no sideways scroll, and every control a fingertip wide.
      expect(await page.locator('html').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      const { ratio, small } = await fingertip(page);
      expect(ratio, small.join('; ')).toBe(1);

      await box(page, 0).tap();
      for (const d of secret) await key(d).tap();
      expect(await solved(page)).toBe('true');
      expect(problemsOf(page)).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  it('progress survives a reload and shows in a second tab: digits and notes', async () => {
    const { r, wrong } = game();
    const page = await openPuzzle(r.id);
    await box(page, 0).focus();
    await page.keyboard.press('n');
    await page.keyboard.type('4');
    await page.keyboard.press('n');
    await box(page, 1).focus();
    await page.keyboard.type(wrong.slice(1));
    const other = await openPuzzle(r.id, page.context(), { keep: true });
    expect(await codeOf(other, r.puzzle.length)).toBe(` ${wrong.slice(1)}`);
    expect((await other.locator('.play-notes').first().innerText()).trim()).toBe('4');
    await box(other, 0).focus();
    await other.keyboard.type(wrong[0]!);
    await expect.poll(() => codeOf(page, r.puzzle.length)).toBe(wrong);

    await page.reload();
    await page.locator('[data-play]:not([hidden])').waitFor();
    expect(await codeOf(page, r.puzzle.length)).toBe(wrong);
    expect(await mark(page, 0).getAttribute('data-met')).toBe('false');
    expect(problemsOf(page)).toEqual([]);
    expect(problemsOf(other)).toEqual([]);
  });
});
