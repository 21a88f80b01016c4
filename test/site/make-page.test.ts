import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DIFFICULTIES } from '../../src/engine/kind.ts';
import { KIND_NAMES, KINDS } from '../../src/kinds/registry.ts';
import { kinds } from '../matrix.ts';
import { bandsAt } from '../../src/site/make/bands.ts';
import { languages, sizeChoices } from '../../src/site/make/choices.ts';
import { PAGE_SIZES } from '../../src/site/make/form.ts';
import { wordsIn } from '../../src/templates/archive/words.ts';
import { everyFinding, DESKTOP, launch, problemsOf, screenshotPath, useContexts, visit } from './browser.ts';

// The /make/ page as a person meets it (issue 69), without waiting on its maker to finish: the
// form served whole before script, its recipes, sections added and removed, bands offered only
// where the kind reaches them, and nothing axe-core finds in a section added. The maker's own work
// (books made in the browser, byte for byte the command line's) is make.test.ts's.
const { origin, dir } = inject('archive');
const devices = useContexts('phone', 'desktop');
const SIZES = sizeChoices();
const words = wordsIn('en').make;

/** The bands a section's band field offers. */
const bandsOffered = (page: Page, at: number) => page.locator(`#s${at}-band option`).evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
const sections = (page: Page) => page.locator('[data-sections] > .make-section');

async function opened(device: 'phone' | 'desktop'): Promise<Page> {
  const { page } = await visit(devices[device], `${origin}/make/`);
  if (device === 'desktop') await page.setViewportSize(DESKTOP.viewport);
  // The script has drawn a seed: it is wired.
  await expect.poll(() => page.locator('#make-seed').inputValue()).toMatch(/^[a-z2-9]{6}$/);
  return page;
}

describe('the /make/ page', () => {
  it('is served whole before any script: every kind, band, page size and field, each labelled and explained', async () => {
    const context = await launch({ javaScriptEnabled: false });
    try {
      const { page, status } = await visit(context, `${origin}/make/`);
      expect(status).toBe(200);
      expect(await page.locator('h1').innerText()).toBe('Make a puzzle book');
      expect(await page.locator('noscript').count()).toBe(1);
      expect(await page.locator('.site-header nav a', { hasText: 'Make' }).getAttribute('href')).toBe('/make/');
      // The sheet it starts from: two sections of easy puzzles.
      expect(await sections(page).count()).toBe(2);
      expect(await page.locator('#s0-kind option').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value))).toEqual(KIND_NAMES);
      expect(await page.locator('#s0-kind').inputValue()).toBe('sudoku');
      expect(await bandsOffered(page, 0)).toEqual(bandsAt('sudoku', 4, SIZES));
      expect(await page.locator('#make-page option').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value))).toEqual([...PAGE_SIZES]);
      expect(await page.locator('#make-language option').count()).toBe(8);
      for (const id of ['make-recipes-hint', 'make-title', 'make-language', 'make-page', 'make-worksheet', 'make-versions', 'make-seed', 's0-kind', 's0-size', 's0-band', 's0-count', 's0-perPage', 's0-title', 's1-kind']) {
        expect(await page.locator(`#${id}`).count(), id).toBe(1);
      }
      // Each field has a visible label and a hint tied to it.
      const unexplained = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLInputElement | HTMLSelectElement>('.make-form select, .make-form input:not([type="radio"])')]
          .filter((field) => !field.closest('template'))
          .filter((field) => !field.labels?.[0]?.textContent?.trim() || !(field.getAttribute('aria-describedby') ?? '').split(' ').some((id) => document.getElementById(id)?.textContent?.trim()))
          .map((field) => field.id),
      );
      expect(unexplained).toEqual([]);
      // The template of a new section has every kind too, and offers its bands once the script fills it.
      expect(await page.locator('[data-section-template]').count()).toBe(1);
      await page.close();
    } finally {
      await context.close();
    }
  });

  it("fills the form from a recipe; offers only the bands a kind reaches at the size chosen, moving to the nearest where a size leaves one out; and the maker's own refusal of a language names every language a book may be in, not only those it has fetched", async () => {
    const page = await opened('desktop');
    const seed = await page.locator('#make-seed').inputValue();
    await page.getByRole('button', { name: 'A 100-puzzle book' }).click();
    expect(await sections(page).count()).toBe(5);
    expect(await page.locator('#make-page').inputValue()).toBe('6x9');
    expect(await page.locator('input[name="answers"]:checked').inputValue()).toBe('back');
    expect(await page.locator('#make-worksheet').isChecked()).toBe(false);
    const counts = await page.locator('[data-field="count"]').evaluateAll((inputs) => inputs.map((i) => Number((i as HTMLInputElement).value)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(100);
    // The recipe keeps the seed.
    expect(await page.locator('#make-seed').inputValue()).toBe(seed);
    await page.getByRole('button', { name: 'Two versions, A and B' }).click();
    expect(await sections(page).count()).toBe(2);
    expect(await page.locator('#make-versions').isChecked()).toBe(true);
    expect([await page.locator('#s0-title').inputValue(), await page.locator('#s1-title').inputValue()]).toEqual(['Sudoku A', 'Sudoku B']);
    expect(await page.locator('#s1-kind').inputValue()).toBe(await page.locator('#s0-kind').inputValue());
    await page.getByRole('button', { name: 'A worksheet for a class' }).click();
    expect(await page.locator('#make-worksheet').isChecked()).toBe(true);
    expect(await page.locator('#make-versions').isChecked()).toBe(false);

    // Each kind's bands at its default size.
    for (const kind of kinds()) {
      await page.selectOption('#s0-kind', kind);
      expect(await bandsOffered(page, 0), `${kind}, its default`).toEqual(bandsAt(kind, null, SIZES));
    }
    // A 4×4 Sudoku is easy only (its kind refuses the rest); a 6×6 has no medium.
    await page.selectOption('#s0-kind', 'sudoku');
    await page.selectOption('#s0-band', 'hard');
    await page.selectOption('#s0-size', '4');
    expect(await bandsOffered(page, 0)).toEqual(['easy']);
    expect(await page.locator('#s0-band').inputValue()).toBe('easy');
    expect(KINDS.sudoku.refuses?.({ size: 4, symmetry: 'rotational' }, 'hard')).toBeTruthy();
    await page.selectOption('#s0-size', '6');
    expect(await bandsOffered(page, 0)).toEqual(bandsAt('sudoku', 6, SIZES));
    expect(bandsAt('sudoku', 6, SIZES)).not.toContain('medium');
    await page.selectOption('#s0-size', '9');
    expect(await bandsOffered(page, 0)).toEqual([...DIFFICULTIES]);
    // A kind's size field is named for its option.
    await page.selectOption('#s0-kind', 'secret-number');
    expect(await page.locator('label[for="s0-size"]').innerText()).toBe('Digits');

    // The maker itself, asked by hand for a language the page does not offer.
    const maker = () => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).find((url) => /\/make\/worker-[^/]+\.js$/.test(url)));
    await expect.poll(maker).toBeTruthy();
    const refused = await page.evaluate(async (url) => {
      const worker = new Worker(url!, { type: 'module' });
      const answer = new Promise<{ type: string; problems?: { path: unknown[]; message: string }[] }>((resolve) => worker.addEventListener('message', (event) => resolve(event.data)));
      const section = { kind: 'sudoku', count: 1, difficulty: 'easy', options: {} };
      worker.postMessage({ type: 'plan', id: 1, lang: 'en', spec: { title: 'T', seed: 'a', language: 'xx', page: { size: 'letter' }, answers: 'separate', sections: [section] } });
      const said = await answer;
      worker.terminate();
      return said;
    }, await maker());
    expect(refused.type).toBe('refused');
    const [problem] = refused.problems!;
    expect(problem!.path).toEqual(['language']);
    expect(problem!.message).toContain(`there are ${languages().join(', ')} (`);
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

  it('nothing on it reaches past a 390 px phone screen, a 100-puzzle book previewed: its pages wrap three across, where the row of pages ran past the edge (issue 112); the laptop keeps the row', async () => {
    for (const device of ['phone', 'desktop'] as const) {
      const page = await opened(device);
      await page.getByRole('button', { name: 'A 100-puzzle book' }).click();
      // The preview of many pages drawn (a page's drawing for each).
      await expect.poll(() => page.locator('[data-pages] .make-page svg').count()).toBeGreaterThan(6);
      const width = device === 'phone' ? 390 : 1280;
      await page.locator('.make-preview').scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath(dir, `make-preview-${width}.png`) });
      if (device === 'desktop') {
        // One row, scrolled sideways inside its own frame: the page itself does not.
        const tops = await page.locator('[data-pages] > .make-page').evaluateAll((items) => new Set(items.map((i) => i.getBoundingClientRect().top)).size);
        expect(tops).toBe(1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
        await page.close();
        continue;
      }
      // Every element shown whose box reaches past either edge of the screen (one placed wholly off
      // it to the left, as the skip link waits, is not shown).
      const past = await page.evaluate(() =>
        [...document.querySelectorAll<Element>('body *')].flatMap((el) => {
          const r = el.getBoundingClientRect();
          if ((r.width === 0 && r.height === 0) || r.right <= 0) return [];
          if (r.right <= innerWidth + 0.5 && r.left >= -0.5) return [];
          return [`${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().replace(/\s+/g, '.')}` : ''}: ${Math.round(r.left)} to ${Math.round(r.right)}`];
        }),
      );
      expect(past).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
      // Three pages a row, each whole on the screen.
      const rows = await page.locator('[data-pages] > .make-page').evaluateAll((items) => items.slice(0, 3).map((i) => Math.round(i.getBoundingClientRect().top)));
      expect(new Set(rows).size).toBe(1);
      expect(problemsOf(page)).toEqual([]);
      await page.close();
    }
  });

  it('adds and removes sections, numbering them and their fields again; a section added has nothing axe-core finds at any impact, at 390×844', async () => {
    const page = await opened('phone');
    await page.getByRole('button', { name: 'Add a section' }).click();
    expect(await sections(page).count()).toBe(3);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('s2-kind');
    expect(await page.locator('#s2-kind').inputValue()).toBe('numbrix');
    expect(await page.locator('label[for="s2-count"]').innerText()).toBe('Puzzles');
    expect(await page.locator('[data-section="2"] [data-section-legend]').innerText()).toBe('Section 3');
    // Made from the page's template, not served: its fields labelled and tied as the served ones are
    // (the form as served is test/site/accessibility.test.ts's, at both sizes).
    expect(await everyFinding(page)).toEqual([]);
    await page.screenshot({ path: join(dir, 'make-phone.png'), fullPage: true });
    await page.getByRole('button', { name: 'Remove section 1' }).click();
    expect(await sections(page).count()).toBe(2);
    expect(await page.locator('[data-section="0"] [data-section-legend]').innerText()).toBe('Section 1');
    expect(await page.locator('#s0-kind').inputValue()).toBe('numbrix');
    expect(await page.locator('#s2-kind').count()).toBe(0);
    expect(await page.locator('#s1-count').getAttribute('aria-describedby')).toBe('s1-count-hint');
    await page.getByRole('button', { name: 'Remove section 2' }).click();
    // One section is left, and a book needs one: it cannot be removed.
    expect(await sections(page).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Remove section 1' }).isVisible()).toBe(false);
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

  it('refuses a choice set in the page by hand that it does not offer: beside its field, in its words, naming every one it offers; nothing fails', async () => {
    const page = await opened('desktop');
    const or = new Intl.ListFormat('en', { type: 'disjunction' });
    // Each field given a value it does not offer, as a person's tools or an extension could give it;
    // the kind with the change the page hears, on a page of its own (a section of a kind not
    // offered is told for its kind alone), the others together on another: each is told.
    const forged: { field: string; value: string; slot: string; change?: boolean }[][] = [
      [{ field: '#s0-kind', value: 'x', slot: 's0-kind', change: true }],
      [
        { field: '#make-language', value: 'xx', slot: 'make-language' },
        { field: '#make-page', value: 'folio', slot: 'make-page' },
        { field: '#s0-size', value: '99', slot: 's0-size' },
        { field: '#s1-band', value: 'fiendish', slot: 's1-band' },
        { field: '#s1-perPage', value: '99', slot: 's1-perPage' },
        { field: 'input[name="answers"]', value: 'inside', slot: 'make-answers' },
      ],
    ];
    for (const [at, fields] of forged.entries()) {
      if (at > 0) await visit(page, `${origin}/make/`);
      await expect.poll(() => page.locator('#make-seed').inputValue()).toMatch(/\S/);
      // What each field offers, by the names it shows them by.
      const offers = [];
      for (const { field } of fields) {
        offers.push(
          await page.locator(field).evaluateAll((choices) =>
            choices.flatMap((choice) => (choice instanceof HTMLSelectElement ? [...choice.options].map((o) => o.text.trim()) : [(choice as HTMLInputElement).labels![0]!.textContent!.trim()])),
          ),
        );
      }
      for (const { field, value, change = false } of fields) {
        await page.locator(field).first().evaluate(
          (choice, [value, change]) => {
            if (choice instanceof HTMLSelectElement) {
              choice.add(new Option(value, value));
              choice.value = value;
            } else (choice as HTMLInputElement).value = value;
            if (change) choice.dispatchEvent(new Event('change', { bubbles: true }));
          },
          [value, change] as const,
        );
      }
      await page.locator('[data-make-button]').click();
      for (const [i, { field, slot }] of fields.entries()) {
        const said = page.locator(`#${slot}-problem`);
        await said.waitFor();
        expect(await said.innerText(), field).toBe(words.notOffered({ choices: or.format(offers[i]!) }));
        expect(await page.locator(`#${slot}`).getAttribute('aria-invalid'), field).toBe('true');
        if (slot === 'make-language') expect(offers[i]).toHaveLength(languages().length);
      }
      expect(await page.locator('[data-status]').innerText()).toBe(words.refused({ count: fields.length }));
      expect(await page.locator('[data-downloads]').isHidden()).toBe(true);
      expect(problemsOf(page)).toEqual([]);
    }
    await page.close();
  });
});
