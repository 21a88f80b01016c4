import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { KIND_NAMES } from '../../src/kinds/registry.ts';
import { archiveBook, puzzleOf, spanishBook } from './books.ts';
import { DESKTOP, gameStarted, problemsOf, useContexts, visit } from './browser.ts';

// Issue 67: with the text at 200 % (the root font doubled, as the issue tried it) every page
// type reflows on a 390 px phone and a 1280 px laptop (WCAG 1.4.4, 1.4.10): no sideways
// scroll, and no link, button or box cut off at the screen's edge: the menu and the play
// toolbars wrap. The board is a drawing and pans inside itself when zoomed, so its own
// controls are left out; every other control on the page must lie on the screen.
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
  ...KIND_NAMES.map((kind): [string, string] => [`puzzle: ${kind}`, `/puzzles/${puzzleOf(book(), kind).id}/`]),
  // Spanish words are the longest of the catalogs' for the play controls.
  ...spanishBook(books).puzzles.map((p): [string, string] => [`puzzle (es): ${p.kind}`, `/puzzles/${p.id}/`]),
];

/** The root font at 200 %, set before the page lays itself out, as a reader's larger text would be. */
async function largeText(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => document.documentElement.style.setProperty('font-size', '200%'));
  });
  return page;
}

/** What does not fit the screen: the page's width past it, and each control reaching past an edge. */
function overflow(page: Page): Promise<{ scroll: number; width: number; cut: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const cut = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, summary, label')]
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
      // The board's own controls pan with it; a skip link and words for screen readers are off screen by design.
      .filter((el) => !el.closest('.game-board, .visually-hidden, .skip'))
      .flatMap((el) => {
        const r = el.getBoundingClientRect();
        const name = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30)}"`;
        if (r.width > 1 && (r.left < -0.5 || r.right > width + 0.5)) return [`${name} ${Math.round(r.left)}–${Math.round(r.right)}`];
        // Its words inside it: a button's label taller or wider than the button is cut (or spills over its neighbours).
        const words = [...el.querySelectorAll('span')].filter((s) => s.getClientRects().length > 0 && getComputedStyle(s).visibility !== 'hidden' && !s.closest('.visually-hidden'));
        const spill = words.some((s) => {
          const w = s.getBoundingClientRect();
          return w.width > 1 && (w.top < r.top - 1 || w.bottom > r.bottom + 1 || w.left < r.left - 1 || w.right > r.right + 1);
        });
        return el.tagName === 'BUTTON' && spill ? [`${name}: its words spill out of it`] : [];
      });
    return { scroll: document.documentElement.scrollWidth, width, cut };
  });
}

describe('200 % text reflows on every page type', () => {
  for (const [viewport, context] of [
    ['390×844', () => devices.phone],
    ['1280×800', () => devices.desktop],
  ] as const) {
    it(`at ${viewport}: no sideways scroll and no control cut off, the menu and the play toolbars wrapped`, async () => {
      const page = await largeText(context());
      if (viewport === '1280×800') await page.setViewportSize(DESKTOP.viewport);
      const found: string[] = [];
      try {
        for (const [name, path] of pages()) {
          await visit(page, `${origin}${path}`);
          if (path.startsWith('/puzzles/')) await gameStarted(page);
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
