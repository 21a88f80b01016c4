import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { archiveBook } from './books.ts';
import { DESKTOP, problemsOf, useContexts, visit } from './browser.ts';
import { overflow } from './puzzle-page/large-text.ts';

// Issue 67: with the text at 200 % (the root font doubled, as the issue tried it) every page
// type reflows on a 390 px phone and a 1280 px laptop (WCAG 1.4.4, 1.4.10): no sideways
// scroll, and no link, button or box cut off at the screen's edge: the menu wraps
// (puzzle-page/large-text.ts). A puzzle page of every kind, its play toolbars wrapped, in every
// language: the sweep of puzzle pages (test/site/puzzle-pages.matrix.test.ts).
const { books, origin } = inject('archive');
const devices = useContexts('phone', 'desktop');
const book = () => archiveBook(books);
const pages = (): [string, string][] => [
  ['home', '/'],
  ['book', `/books/${book().slug}/`],
  ['kinds', '/kinds/'],
  ['kind', '/kinds/numbrix/'],
  ['search', '/search/'],
  ['today', '/today/'],
  // The book maker: a long form of fields and hints.
  ['make', '/make/'],
  ['missing', '/no-such-page/'],
];

/** The root font at 200 %, set before the page lays itself out, as a reader's larger text would be. */
async function largeText(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => document.documentElement.style.setProperty('font-size', '200%'));
  });
  return page;
}

describe('200 % text reflows on every page type', () => {
  for (const [viewport, context] of [
    ['390×844', () => devices.phone],
    ['1280×800', () => devices.desktop],
  ] as const) {
    it(`at ${viewport}: no sideways scroll and no control cut off, the menu wrapped`, async () => {
      const page = await largeText(context());
      if (viewport === '1280×800') await page.setViewportSize(DESKTOP.viewport);
      const found: string[] = [];
      try {
        for (const [name, path] of pages()) {
          await visit(page, `${origin}${path}`);
          // The text is large indeed: the root font doubled.
          expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
          const { scroll, width, cut } = await overflow(page);
          if (scroll > width) found.push(`${name}: ${scroll} px wide on a ${width} px screen`);
          found.push(...cut.map((c) => `${name}: ${c}`));
          // The menu's every link is on the screen (issue 67: "Today" was cut).
          for (const link of await page.locator('.site-header nav a').all()) expect(await link.isVisible(), `${name}: ${await link.innerText()}`).toBe(true);
          // The missing page answers 404, as it should: anything else going wrong is a problem.
          if (name !== 'missing') expect(problemsOf(page), name).toEqual([]);
        }
      } finally {
        await page.close();
      }
      expect(found).toEqual([]);
    });
  }
});
