import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { verdicts } from '../../../src/engine/kinds/secret-number/play.ts';
import { launch, problemsOf } from '../browser.ts';
import { dir, openPuzzle, record, solved, status, useBrowser } from './game.ts';
import { sentence, sentencesOf } from '../../../src/engine/kinds/secret-number/sentence.ts';

// Secret Number played in Chromium on its drawing: the guess in the printed answer boxes, each
// printed rule a control that crosses it out and carries its verdict. By keyboard alone on a
// desktop, by taps alone on a phone (the page's keypad), with pencil marks, Check, undo and redo.
useBrowser();

const game = () => {
  const r = record('secret-number');
  const answer = String(r.solution.number);
  // A full guess (no leading 0) that is not the answer, so it breaks some rule.
  const wrong = answer === '1'.repeat(r.puzzle.digits) ? '2'.repeat(r.puzzle.digits) : '1'.repeat(r.puzzle.digits);
  const kept = verdicts(r.puzzle, wrong)!;
  const broken = kept.flatMap((k, i) => (k ? [] : [i]));
  return { r, answer, wrong, kept, broken };
};
const box = (page: Page, d: number) => page.getByLabel(`Digit ${d + 1} of your guess`, { exact: true });
const rule = (page: Page, i: number) => page.locator(`.play-rule[data-rule="${i}"]`);
const spot = (page: Page, key: string) => page.locator(`.play-figure svg rect[data-key="${key}"]`);
const mistakes = (page: Page) => page.locator('.play-mistakes').innerText();
const guessOf = async (page: Page, digits: number) => {
  let text = '';
  for (let d = 0; d < digits; d++) text += (await box(page, d).inputValue()) || ' ';
  return text;
};

type Rect = { x: number; y: number; width: number; height: number };
const inside = (a: Rect, b: Rect) => a.x >= b.x - 1 && a.y >= b.y - 1 && a.x + a.width <= b.x + b.width + 1 && a.y + a.height <= b.y + b.height + 1;
const same = (a: Rect, b: Rect) => Math.abs(a.x - b.x) < 1 && Math.abs(a.y - b.y) < 1 && Math.abs(a.width - b.width) < 1 && Math.abs(a.height - b.height) < 1;
const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The progress the page keeps in the browser's storage. */
const stored = (page: Page, id: string) => page.evaluate(`JSON.parse(localStorage.getItem(${JSON.stringify(`puzzlebook:play:${id}`)}) ?? 'null')`);

/** The rules whose spots are flagged; every flag on the page must sit exactly on one. */
async function flaggedRules(page: Page, rules: number): Promise<number[]> {
  const flags = await page.locator('.play-flag').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as Rect));
  const out: number[] = [];
  for (let i = 0; i < rules; i++) {
    const at = (await spot(page, `rule-${i}`).boundingBox())!;
    if (flags.some((f) => same(f, at))) out.push(i);
  }
  expect(flags.length, 'every flag sits on a rule').toBe(out.length);
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

describe('Secret Number in the browser', () => {
  it('the drawing is the play surface: no list of the rules below it; a verdict over each rule, after its words', async () => {
    const { r, wrong, kept } = game();
    const page = await openPuzzle(r.id);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await page.locator('.play-rules').count()).toBe(0);
    const panel = await page.locator('[data-play]').innerText();
    for (const text of sentencesOf(r.puzzle)) expect(panel).not.toContain(text);
    // One control per rule, keyed to the rule's row of the drawing, named by the rule.
    expect(await page.locator('.play-rule').count()).toBe(r.puzzle.rules.length);
    for (const [i, text] of sentencesOf(r.puzzle).entries()) {
      expect(await rule(page, i).getAttribute('aria-label')).toBe(`Rule ${i + 1}: ${text}`);
      expect(same((await rule(page, i).boundingBox())!, (await spot(page, `rule-${i}`).boundingBox())!)).toBe(true);
    }

    await box(page, 0).focus();
    await page.keyboard.type(wrong);
    const marks = page.locator('.play-verdict');
    expect(await marks.count()).toBe(r.puzzle.rules.length);
    const words = await page.locator('.play-figure svg text').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as Rect));
    for (const [i, k] of kept.entries()) {
      const mark = rule(page, i).locator('.play-verdict');
      expect(await mark.getAttribute('data-kept')).toBe(String(k));
      expect(await mark.locator(`.play-icon-${k ? 'tick' : 'cross'}`).count()).toBe(1);
      expect(await rule(page, i).getAttribute('aria-label')).toBe(`Rule ${i + 1}: ${sentence(r.puzzle.rules[i]!, r.puzzle.digits)} ${wrong} ${k ? 'keeps' : 'breaks'} it.`);
      // Over the rule's own row, clear of every printed word.
      const at = (await mark.boundingBox())!;
      expect(inside(at, (await spot(page, `rule-${i}`).boundingBox())!)).toBe(true);
      expect(words.filter((w) => overlaps(at, w))).toEqual([]);
    }
    await page.screenshot({ path: join(dir, 'play-secret-number-1280.png') });
    expect(problemsOf(page)).toEqual([]);
  });

  it('a wrong full guess is a try, not a mistake: Check says and flags the rules it breaks; a rule crosses out and back; the answer solves it', async () => {
    const { r, answer, wrong, broken } = game();
    const page = await openPuzzle(r.id);
    await box(page, 0).click();
    await page.keyboard.type(wrong);
    expect(await status(page)).toMatch(new RegExp(`^${wrong} breaks rules? `));
    expect(await mistakes(page)).toBe('');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    const names = broken.map((i) => i + 1);
    const listed = names.length === 1 ? `rule ${names[0]}` : `rules ${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
    expect(await status(page)).toBe(`${wrong} breaks ${listed}.`);
    expect(await flaggedRules(page, r.puzzle.rules.length)).toEqual(broken);
    // Checked twice, still no mistake: trying a guess is what the page invites.
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    expect(await mistakes(page)).toBe('');
    expect(await stored(page, r.id)).toMatchObject({ mistakes: 0, state: { mistakes: 0 } });

    // Crossed out: a veil and a line through each printed line; tapped again, it is back.
    await rule(page, 0).click();
    expect(await rule(page, 0).getAttribute('aria-pressed')).toBe('true');
    expect(await rule(page, 0).locator('.play-strike').count()).toBeGreaterThan(0);
    expect(await rule(page, 0).locator('.play-veil').isVisible()).toBe(true);
    await rule(page, 0).click();
    expect(await rule(page, 0).getAttribute('aria-pressed')).toBe('false');
    expect(await rule(page, 0).locator('.play-veil').isVisible()).toBe(false);

    await box(page, 0).click();
    await page.keyboard.type(answer);
    expect(await page.locator('.play-verdict').evaluateAll((els) => els.map((el) => el.getAttribute('data-kept')))).toEqual(r.puzzle.rules.map(() => 'true'));
    expect(await solved(page)).toBe('true');
    expect(await status(page)).toMatch(/^Solved in \d+:\d\d\. Well done!$/);
    expect(await mistakes(page)).toBe('');
    expect(problemsOf(page)).toEqual([]);
  });

  it('keyboard only on a desktop: Tab to a rule and Enter crosses it out; N writes notes; Ctrl+Z and Ctrl+Y; Check; the answer', async () => {
    const { r, answer, wrong, broken } = game();
    const page = await openPuzzle(r.id);
    await page.setViewportSize({ width: 1280, height: 800 });
    // The focused element's name (a string evaluated in the page: nothing may be focused yet).
    const focused = () => page.evaluate<string>("(e => e?.getAttribute('aria-label') ?? e?.textContent?.trim() ?? '')(document.activeElement)");
    const tabTo = async (name: RegExp, back = false) => {
      for (let n = 0; n < 80 && !name.test(await focused()); n++) await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
      expect(await focused()).toMatch(name);
    };
    await tabTo(/^Rule 1:/);
    await page.keyboard.press('Enter');
    expect(await rule(page, 0).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await rule(page, 1).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Space');
    expect(await rule(page, 1).getAttribute('aria-pressed')).toBe('false');

    await tabTo(/^Digit 1 of your guess$/);
    // N: pencil marks in the box, then N again and the digits are answers.
    await page.keyboard.press('n');
    expect(await page.getByRole('button', { name: 'Notes' }).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.type('35');
    const notes = page.locator('.play-notes').first();
    expect((await notes.innerText()).replace(/\s/g, '')).toBe('35');
    expect(await box(page, 0).inputValue()).toBe('');
    await page.keyboard.press('n');
    await page.keyboard.type(wrong);
    expect((await notes.innerText()).trim()).toBe('');
    expect(await guessOf(page, r.puzzle.digits)).toBe(wrong);

    // Undo takes back the last digit; Redo puts it back.
    await page.keyboard.press('Control+z');
    expect(await guessOf(page, r.puzzle.digits)).toBe(`${wrong.slice(0, -1)} `);
    await page.keyboard.press('Control+y');
    expect(await guessOf(page, r.puzzle.digits)).toBe(wrong);

    await tabTo(/^Check$/);
    await page.keyboard.press('Enter');
    expect(await flaggedRules(page, r.puzzle.rules.length)).toEqual(broken);
    await page.screenshot({ path: join(dir, 'play-secret-number-keyboard-1280.png') });

    await tabTo(/^Digit 1 of your guess$/, true);
    await page.keyboard.type(answer);
    expect(await solved(page)).toBe('true');
    expect(await mistakes(page)).toBe('');
    expect(problemsOf(page)).toEqual([]);
  });

  it('taps only on a phone: the keypad types (no system keyboard), Notes, a rule crossed out, Check, Undo and Redo, to the end', async () => {
    const { r, answer, wrong, broken } = game();
    const phone = await launch({ phone: true });
    try {
      const page = await openPuzzle(r.id, phone);
      const key = (d: string) => page.locator('.play-key', { hasText: new RegExp(`^${d}$`) });
      expect(await box(page, 0).getAttribute('inputmode')).toBe('none');

      await box(page, 0).tap();
      await page.getByRole('button', { name: 'Notes' }).tap();
      for (const d of ['4', '2']) await key(d).tap();
      const notes = page.locator('.play-notes').first();
      expect((await notes.innerText()).replace(/\s/g, '')).toBe('24');
      await page.getByRole('button', { name: 'Notes' }).tap();
      for (const d of wrong) await key(d).tap();
      expect((await notes.innerText()).trim()).toBe('');
      expect(await guessOf(page, r.puzzle.digits)).toBe(wrong);
      expect(await page.locator('.play-verdict[data-kept="false"]').count()).toBe(broken.length);

      await page.getByRole('button', { name: 'Undo' }).tap();
      expect(await guessOf(page, r.puzzle.digits)).toBe(`${wrong.slice(0, -1)} `);
      expect(await page.locator('.play-verdict[data-kept="false"]').count()).toBe(0);
      await page.getByRole('button', { name: 'Redo' }).tap();
      expect(await guessOf(page, r.puzzle.digits)).toBe(wrong);

      await rule(page, broken[0]!).tap();
      expect(await rule(page, broken[0]!).getAttribute('aria-pressed')).toBe('true');
      await page.getByRole('button', { name: 'Check', exact: true }).tap();
      expect(await flaggedRules(page, r.puzzle.rules.length)).toEqual(broken);
      expect(await mistakes(page)).toBe('');
      await page.screenshot({ path: join(dir, 'play-secret-number-390.png') });

      // What the issue measures: no sideways scroll, and fingertip-sized controls. The rule rows
      // of one printed line are the only ones under 44 px tall (a row as wide as the drawing).
      // The board opens whole, every rule in view (issue 40); where that leaves its boxes under a
      // fingertip, Zoom is offered and draws them a fingertip wide.
      expect(await page.locator('html').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      const zoom = page.locator('.play-zoom:not([hidden])');
      if (await zoom.count()) await zoom.tap();
      const { ratio, small } = await fingertip(page);
      expect(small.every((s) => s.startsWith('Rule ')), small.join('; ')).toBe(true);
      expect(ratio, small.join('; ')).toBeGreaterThanOrEqual(0.9);

      await box(page, 0).tap();
      for (const d of answer) await key(d).tap();
      expect(await solved(page)).toBe('true');
      expect(problemsOf(page)).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  it('progress survives a reload and shows in a second tab: digits, notes and crossed-out rules', async () => {
    const { r, wrong } = game();
    const page = await openPuzzle(r.id);
    await box(page, 0).focus();
    await page.keyboard.press('n');
    await page.keyboard.type('7');
    await page.keyboard.press('n');
    await box(page, 1).focus();
    await page.keyboard.type(wrong.slice(1));
    await rule(page, 1).click();
    const other = await openPuzzle(r.id, page.context(), { keep: true });
    expect(await guessOf(other, r.puzzle.digits)).toBe(` ${wrong.slice(1)}`);
    expect((await other.locator('.play-notes').first().innerText()).trim()).toBe('7');
    expect(await rule(other, 1).getAttribute('aria-pressed')).toBe('true');
    // A move in the second tab shows in the first without a reload.
    await box(other, 0).focus();
    await other.keyboard.type(wrong[0]!);
    await expect.poll(() => guessOf(page, r.puzzle.digits)).toBe(wrong);

    await page.reload();
    await page.locator('[data-play]:not([hidden])').waitFor();
    expect(await guessOf(page, r.puzzle.digits)).toBe(wrong);
    expect(await rule(page, 1).getAttribute('aria-pressed')).toBe('true');
    expect(await rule(page, 1).locator('.play-verdict').getAttribute('data-kept')).not.toBe('');
    expect(problemsOf(page)).toEqual([]);
    expect(problemsOf(other)).toEqual([]);
  });
});
