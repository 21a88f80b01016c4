import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { guessChecks } from '../../../src/kinds/number-mind/play.ts';
import { launch, problemsOf } from '../browser.ts';
import { byKeyboard, byTaps, type CodeCase, codeGame, fingertip, named, overlaps, progressKept, type Rect, same, stored } from './code.ts';
import { dir, openPuzzle, record, solved, status, useBrowser } from './game.ts';

// Number Mind played in Chromium on its drawing: the code in the printed empty row, and under
// each printed score what the code shares with that guess. By keyboard alone on a desktop, by
// taps alone on a phone (the page's keypad), with pencil marks, Check, undo and redo; the
// code player and these scenarios are Secret Number's too (src/play/code-player.ts, ./code.ts).
useBrowser();

const game = () => {
  const r = record('number-mind');
  const secret = r.solution.secret;
  // The first guess as a code: it shares every place with itself, more than its score.
  const wrong = r.puzzle.guesses[0]!.guess;
  const checks = guessChecks(r.puzzle, wrong)!;
  const missed = checks.flatMap((c, i) => (c.matches === c.needed ? [] : [i]));
  const c: CodeCase = { id: r.id, noun: 'code', digits: r.puzzle.length, secret, wrong, flags: { prefix: 'score-', count: r.puzzle.guesses.length, wrong: missed }, notes: ['85', '58'] };
  return { r, secret, wrong, checks, missed, c };
};
const mark = (page: Page, i: number) => page.locator(`.play-shares[data-guess="${i}"]`);
/** The words under a score, as the page shows them. */
const said = (c: { matches: number; needed: number }) =>
  c.matches === c.needed ? `shares ${c.matches}` : `shares ${c.matches}, ${c.matches > c.needed ? 'too many' : 'too few'}`;

describe('Number Mind in the browser', () => {
  it('the drawing is the play surface: no table of the guesses below it; what the code shares sits under each printed score', async () => {
    const { r, wrong, checks } = game();
    const page = await openPuzzle(r.id);
    const g = codeGame(page, 'code', r.puzzle.length);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await page.locator('.play-guesses').count()).toBe(0);
    expect(await page.locator('[data-play] table').count()).toBe(0);
    const panel = await page.locator('[data-play]').innerText();
    for (const { guess } of r.puzzle.guesses) expect(panel).not.toContain(guess);
    // One mark per guess, over the drawing's keyed score, empty until the code is full.
    expect(await page.locator('.play-shares').count()).toBe(r.puzzle.guesses.length);
    for (let i = 0; i < r.puzzle.guesses.length; i++) {
      expect(same((await mark(page, i).boundingBox())!, (await g.spot(`score-${i}`).boundingBox())!)).toBe(true);
      expect(await mark(page, i).innerText()).toBe('');
    }

    await g.box(0).focus();
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

  it('a wrong full code is one mistake, however often checked: Check says and flags the scores it misses; the secret solves it', async () => {
    const { r, secret, wrong, missed } = game();
    const page = await openPuzzle(r.id);
    const g = codeGame(page, 'code', r.puzzle.length);
    await g.box(0).click();
    await page.keyboard.type(wrong);
    const which = named('guess', 'guesses', missed);
    expect(await status(page)).toBe(`${wrong} misses the score of ${which}.`);
    expect(await g.mistakes()).toBe('Mistakes: 1');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    expect(await status(page)).toBe(`${wrong} misses the score of ${which}.`);
    expect(await g.flagged('score-', r.puzzle.guesses.length)).toEqual(missed);
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    expect(await g.mistakes()).toBe('Mistakes: 1');
    expect(await stored(page, r.id)).toMatchObject({ mistakes: 1, state: { mistakes: 1 } });

    await g.box(0).click();
    await page.keyboard.type(secret);
    expect(await page.locator('.play-shares').evaluateAll((els) => els.map((el) => el.getAttribute('data-met')))).toEqual(r.puzzle.guesses.map(() => 'true'));
    expect(await solved(page)).toBe('true');
    expect(await status(page)).toMatch(/^Solved in \d+:\d\d with 1 mistake\. Well done!$/);
    expect(await g.mistakes()).toBe('Mistakes: 1');
    expect(problemsOf(page)).toEqual([]);
  });

  it('keyboard only on a desktop: Tab to the code; N writes notes; Ctrl+Z and Ctrl+Y; Check; the secret', async () => {
    const { r, c } = game();
    const page = await openPuzzle(r.id);
    await byKeyboard(page, c, {
      undone: async () => expect(await page.locator('.play-shares-note').count()).toBe(0),
      screenshot: join(dir, 'play-number-mind-keyboard-1280.png'),
    });
    expect(problemsOf(page)).toEqual([]);
  });

  it('taps only on a phone: the keypad types (no system keyboard), Notes, Check, Undo and Redo, to the end', async () => {
    const { r, c, missed } = game();
    const phone = await launch({ phone: true });
    try {
      const page = await openPuzzle(r.id, phone);
      await byTaps(page, { ...c, notes: ['61', '16'] }, {
        written: async () => expect(await page.locator('.play-shares[data-met="false"]').count()).toBe(missed.length),
        // Every control a fingertip wide.
        fits: async () => {
          const { ratio, small } = await fingertip(page);
          expect(ratio, small.join('; ')).toBe(1);
        },
        screenshot: join(dir, 'play-number-mind-390.png'),
      });
      expect(problemsOf(page)).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  it('progress survives a reload and shows in a second tab: digits and notes', async () => {
    const { r, c } = game();
    const page = await openPuzzle(r.id);
    const other = await progressKept(page, { ...c, notes: ['4', '4'] }, () => openPuzzle(r.id, page.context(), { keep: true }), {
      kept: async (p, full) => {
        if (full) expect(await mark(p, 0).getAttribute('data-met')).toBe('false');
      },
    });
    expect(problemsOf(page)).toEqual([]);
    expect(problemsOf(other)).toEqual([]);
  });
});
