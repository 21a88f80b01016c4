import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { optionChoices } from '../../src/site/make/choices.ts';
import { optionId } from '../../src/site/make/form.ts';
import { choiceName, optionLabel } from '../../src/site/make/option-words.ts';
import { wordsIn } from '../../src/templates/archive/words.ts';
import { kinds } from '../matrix.ts';
import { DESKTOP, everyFinding, problemsOf, useContexts, visit, screenshotPath } from './browser.ts';

/*
 * Issue 89's maker points, at a phone's size and a laptop's, on one page each, each step writing
 * the screenshot it checked: every kind's own options offered (Calcudoku's operations, Sudoku's
 * symmetry, Word Search's directions, Countdown's targets…), labelled in the page's words, only
 * for its kind; the paper following the book's language until one is chosen; the preview asked
 * for at once on a recipe; Make in reach anywhere on the page, Remove a quiet button; versions
 * unlike refused beside their field, nothing made; and axe-core finding nothing at any impact.
 * (A `+ −` Calcudoku and a 10-to-50 Countdown made as build makes them: make.test.ts.)
 */
const { origin, dir } = inject('archive');
const shot = (name: string) => screenshotPath(dir, name);
const devices = useContexts('phone', 'desktop');
const words = wordsIn('en').make;
const FIELDS = optionChoices();
const SIZES = [
  ['390×844', 'phone'],
  ['1280×800', 'desktop'],
] as const;

async function opened(device: 'phone' | 'desktop'): Promise<Page> {
  const { page } = await visit(devices[device], `${origin}/make/`);
  if (device === 'desktop') await page.setViewportSize(DESKTOP.viewport);
  await expect.poll(() => page.locator('#make-seed').inputValue()).toMatch(/^[a-z2-9]{6}$/);
  return page;
}

/** Whether `selector`'s box lies wholly inside the window as it is scrolled now. */
const inView = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
  });

describe('/make/ (issue 89)', () => {
  for (const [size, device] of SIZES) {
    it(`at ${size}: shows each kind's own fields, labelled in the page's words, only for its kind; puts the paper of the book's language until the person chooses one; asks for the preview at once on a recipe; keeps Make in reach and Remove quiet; refuses versions that are not alike beside Versions, making nothing until they are`, async () => {
      const page = await opened(device);
      for (const kind of kinds()) {
        await page.selectOption('#s0-kind', kind);
        // Every field of the kind shown and labelled; no other kind's.
        const shown = await page.locator('[data-section="0"] [data-option]:visible').evaluateAll((fields) => fields.map((f) => (f as HTMLElement).dataset.option));
        expect(shown, kind).toEqual(FIELDS[kind]!.map((f) => f.name));
        for (const field of FIELDS[kind]!) {
          const id = optionId(0, kind, field.name);
          const label = field.type === 'set' || field.type === 'range' ? page.locator(`#${id} legend`) : page.locator(`label:has(#${id}), label[for="${id}"]`);
          expect((await label.innerText()).trim(), `${kind} ${field.name}`).toBe(optionLabel(words, field.name));
        }
      }
      await page.selectOption('#s0-kind', 'calcudoku');
      expect(await page.locator('#s0-calcudoku-ops label').allInnerTexts()).toEqual(['+', '−', '×', '÷'].map((s) => expect.stringContaining(s)));
      await page.selectOption('#s1-kind', 'word-search');
      expect(await page.locator('#s1-word-search-directions label').first().innerText()).toContain(choiceName(words, 'directions', 'E'));
      await page.screenshot({ path: shot(`make-options-${device}.png`), fullPage: true });
      expect(await everyFinding(page)).toEqual([]);

      // The paper follows the book's language, until the person chooses one.
      expect(await page.locator('#make-page').inputValue()).toBe('letter');
      await page.selectOption('#make-language', 'es');
      expect(await page.locator('#make-page').inputValue()).toBe('a4');
      await page.selectOption('#make-language', 'pt-BR');
      expect(await page.locator('#make-page').inputValue()).toBe('letter');
      await page.selectOption('#make-language', 'de');
      expect(await page.locator('#make-page').inputValue()).toBe('a4');
      // Chosen by the person, the paper stays.
      await page.selectOption('#make-page', 'letter');
      await page.selectOption('#make-language', 'fr');
      expect(await page.locator('#make-page').inputValue()).toBe('letter');
      await page.screenshot({ path: shot(`make-paper-${device}.png`), fullPage: true });

      // A recipe asks for its preview at once, with no pause. The last plan answered first: the
      // line counts its pages (while it is asked, it says it is laying them out).
      await expect.poll(() => page.locator('[data-planned]').innerText()).toMatch(/\d+ pages?, \d+ puzzles?/);
      // The click and what it set going, read in the same turn of the page's loop: a plan waiting on a timer has not begun.
      const right = await page.evaluate((name) => {
        const button = [...document.querySelectorAll<HTMLButtonElement>('[data-recipe]')].find((b) => b.textContent === name)!;
        button.click();
        return document.querySelector('[data-planned]')!.textContent;
      }, words.recipeBook);
      expect(right).toBe(words.planning);
      await expect.poll(() => page.locator('[data-planned]').innerText(), { timeout: 30_000 }).toContain('100');
      await page.screenshot({ path: shot(`make-recipe-${device}.png`), fullPage: true });

      // Make in reach from the top of the (recipe's long) form to its foot.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (const at of [0, 0.25, 0.5]) {
        await page.evaluate((y) => window.scrollTo(0, y), Math.round(height * at));
        // The form still in view: Make is, whole, in the window.
        expect(await inView(page, '[data-make-button]'), `scrolled to ${at}`).toBe(true);
        await page.screenshot({ path: shot(`make-reach-${device}-${at * 100}.png`) });
      }
      // From a field near the top, Make is a tap away and takes the click (nothing covers it).
      await page.locator('#s0-kind').scrollIntoViewIfNeeded();
      await page.locator('[data-make-button]').click({ trial: true });
      const looks = (selector: string) =>
        page.locator(selector).first().evaluate((button) => {
          const style = getComputedStyle(button);
          return { background: style.backgroundColor, color: style.color };
        });
      const [make, remove] = [await looks('[data-make-button]'), await looks('[data-remove-section]')];
      expect(remove.background).not.toBe(make.background);
      expect(remove.background).toMatch(/rgba\(0, 0, 0, 0\)|transparent/);

      // Versions not alike are refused beside Versions, and nothing is made until they are.
      await page.getByRole('button', { name: words.recipeVersions }).click();
      await page.selectOption('#s1-band', 'hard');
      const said = page.locator('#make-versions-problem');
      await said.waitFor();
      expect(await said.innerText()).toBe(words.versionsUnlike({ number: 2 }));
      expect(await page.locator('#make-versions').getAttribute('aria-invalid')).toBe('true');
      await page.locator('[data-make-button]').click();
      expect(await page.locator('[data-status]').innerText()).toBe(words.refused({ count: 1 }));
      expect(await page.locator('[data-progress]').isHidden()).toBe(true);
      expect(await page.locator('[data-downloads]').isHidden()).toBe(true);
      await page.screenshot({ path: shot(`make-versions-${device}.png`), fullPage: true });
      // Alike again (a heading of its own is allowed): the problem goes, and the pages are planned.
      await page.selectOption('#s1-band', 'easy');
      await said.waitFor({ state: 'hidden' });
      await expect.poll(() => page.locator('[data-planned]').innerText()).toMatch(/\d+ pages?, \d+ puzzles?/);
      expect(problemsOf(page)).toEqual([]);
      await page.close();
    });
  }
});
