import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { bookOf } from '../books.ts';
import { gameStarted, problemsOf, screenshotPath, useContexts, visit } from '../browser.ts';
import { wordsPuzzle } from '../play-books.ts';
import { type Device, devicePage, openAfresh, progressKey } from '../puzzle-page/page.ts';

// Issue 89, reading on a phone (390×844, touch) and still on a laptop (1280×800): a hard Number
// Mind's guesses at a readable size, a 9×9 Cross Numbers edge to edge, the hint count whole on
// the clock's line in English, German and French, Calcudoku's cage clues at 14 px or more clear
// of the digit and the pencil marks. The shared archive's `phone-reading` book (the largest of
// those puzzles) and each language's `words-<lang>` Sudoku. How to play a tap away ("?"), for
// every kind: the sweep of puzzle pages (test/site/puzzle-pages.matrix.test.ts, puzzle-page/pause.ts).
const { books, origin, dir } = inject('archive');
const contexts = useContexts('phone', 'desktop');
const LANGUAGES = ['en', 'de', 'fr'] as const;
const DEVICES = ['phone', 'desktop'] as const;

/** A puzzle's page opened afresh in a page of its own at the device's size. */
async function open(id: string, device: Device): Promise<Page> {
  return openAfresh(await devicePage(contexts[device], device), origin, id);
}
const puzzle = (kind: string, n = 0) => bookOf(books, 'phone-reading').puzzles.filter((p) => p.kind === kind)[n]!;

/** The drawing's text as shown: each one's font size in screen pixels (its size is in the drawing's units), and its box. */
const shownText = (page: Page, selector = 'text') =>
  page.evaluate((s) => {
    const svg = document.querySelector<SVGSVGElement>('.game-board .puzzle-figure > svg')!;
    const unit = svg.getBoundingClientRect().width / Number(svg.getAttribute('viewBox')!.split(/\s+/)[2]);
    return [...svg.querySelectorAll<SVGTextElement>(s)].map((t) => ({ text: t.textContent!, px: parseFloat(getComputedStyle(t).fontSize) * unit, box: t.getBoundingClientRect().toJSON() as DOMRect }));
  }, selector);

describe('reading on a phone', () => {
  for (const device of DEVICES) {
    it(`a hard Number Mind on a ${device}: its guesses at 16 px or more, the phone's over the board's width; the code's row and the keys in view at load and after each digit of a code, the guesses above them`, async () => {
      const page = await open(puzzle('number-mind').id, device);
      const guesses = (puzzle('number-mind').puzzle as { guesses: unknown[] }).guesses.length;
      expect(guesses).toBeGreaterThanOrEqual(12);
      // The guesses' digits: the drawing's one-character numerals inside its boxes (row and column numbers are its other text).
      const sizes = (await shownText(page)).filter((t) => /^\d$/.test(t.text)).map((t) => t.px);
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(16);
      if (device === 'phone') {
        const [figure, board] = await Promise.all(['.game-board .puzzle-figure', '.game-board'].map((s) => page.locator(s).evaluate((el) => el.getBoundingClientRect().width)));
        expect(figure!).toBeGreaterThanOrEqual(board! - 1);
        // Nothing sideways: the page scrolls down past the guesses, never across.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      }
      const secret = (puzzle('number-mind').solution as { secret: string }).secret;
      // A code one digit off the secret in each place: every digit typed, none of them the answer.
      const code = [...secret].map((d) => String((Number(d) + 1) % 10));
      /** Where the code's boxes, the keys and the guesses' rows are on the screen. */
      const measure = () =>
        page.evaluate(() => {
          const box = (el: Element) => el.getBoundingClientRect().toJSON() as DOMRect;
          return {
            slots: [...document.querySelectorAll('.play-apart .play-slot')].map(box),
            keys: [...document.querySelectorAll('.play-keys .play-key')].map(box),
            row: box(document.querySelector('.play-apart')!),
            dock: box(document.querySelector('.play-dock')!),
            guesses: [...document.querySelectorAll('.game-board svg rect[data-key^="guess-"][data-key$="-0"]')].map(box),
            height: innerHeight,
          };
        });
      /** The code's boxes whole above the dock (or the screen's foot), the keys whole on the screen, each a fingertip. */
      const inReach = async (when: string) => {
        const at = await measure();
        for (const s of at.slots) {
          expect(s.top, `${when}: a code box under the screen's top`).toBeGreaterThanOrEqual(0);
          // Over the dock where it is under the board (a phone), else over the screen's foot.
          expect(s.bottom, `${when}: a code box clear of the dock`).toBeLessThanOrEqual((at.dock.top > s.top ? at.dock.top : at.height) + 0.5);
          expect(Math.min(s.width, s.height), when).toBeGreaterThanOrEqual(44);
        }
        for (const k of at.keys) expect(k.bottom, `${when}: a key on the screen`).toBeLessThanOrEqual(at.height + 0.5);
        return at;
      };
      const load = await inReach('at load');
      // The first guesses on the screen above the code's row: on a phone, at least the first four.
      const shown = load.guesses.filter((g) => g.top >= 0 && g.bottom <= load.row.top + 0.5);
      expect(shown[0]).toEqual(load.guesses[0]);
      expect(shown.length).toBeGreaterThanOrEqual(device === 'phone' ? 4 : load.guesses.length);
      // One line of boxes on a phone 390 wide: as tall as one box and its caption.
      if (device === 'phone') expect(new Set(load.slots.map((s) => Math.round(s.top))).size).toBe(1);
      for (const [i, digit] of code.entries()) {
        await page.locator('.play-apart input.play-digit').nth(i).click();
        await page.locator('.play-keys .play-key').filter({ hasText: new RegExp(`^${digit}$`) }).click();
        await inReach(`after digit ${i + 1}`);
      }
      // The code whole: under every guess's score, what it shares with it.
      expect(await page.locator('.play-shares[data-met="true"], .play-shares[data-met="false"]').count()).toBe(load.guesses.length);
      await page.screenshot({ path: screenshotPath(dir, `phone-number-mind-code-${device}.png`) });
      // Scrolled to the last guess, the page's head gone: the whole list above the code's row, the keys held under it.
      const typed = await measure();
      await page.evaluate(([bottom, top]) => scrollBy({ top: bottom! - top! + 8, behavior: 'instant' }), [typed.guesses.at(-1)!.bottom, typed.row.top]);
      const end = await inReach('at the list\'s end');
      expect(end.guesses.at(-1)!.bottom).toBeLessThanOrEqual(end.row.top + 0.5);
      expect(end.guesses[0]!.top).toBeGreaterThanOrEqual(0);
      await page.screenshot({ path: screenshotPath(dir, `phone-number-mind-end-${device}.png`) });
      await page.screenshot({ path: screenshotPath(dir, `phone-number-mind-${device}.png`), fullPage: true });
      expect(problemsOf(page)).toEqual([]);
      await page.close();
    });
  }

  for (const device of DEVICES) {
    it(`a 9×9 Cross Numbers on a ${device}: its boxes 24 px or more on a phone (edge to edge), 36 on a laptop, the signs and totals clear of one another; on a shorter phone no row number beside it`, async () => {
      const page = await open(puzzle('cross-numbers').id, device);
      const at = await page.evaluate(() => {
        const board = document.querySelector('.game-board')!.getBoundingClientRect();
        const svg = document.querySelector<SVGSVGElement>('.game-board .puzzle-figure > svg')!;
        const unit = svg.getBoundingClientRect().width / Number(svg.getAttribute('viewBox')!.split(/\s+/)[2]);
        const cells = [...svg.querySelectorAll('rect[data-key^="cell-"]')].map((r) => r.getBoundingClientRect());
        const totals = [...svg.querySelectorAll('rect[data-key^="total-col-"]')].map((r) => r.getBoundingClientRect().toJSON() as DOMRect);
        // The signs' glyphs (+ − × ÷ =) as drawn, and every box they stand between.
        const boxes = [...svg.querySelectorAll('rect[data-key]')].map((r) => r.getBoundingClientRect().toJSON() as DOMRect);
        const signs = [...svg.querySelectorAll<SVGTextElement>('text')].filter((t) => /^[+−×÷=]$/.test(t.textContent!)).map((t) => ({ sign: t.textContent!, px: parseFloat(getComputedStyle(t).fontSize) * unit, box: t.getBoundingClientRect().toJSON() as DOMRect }));
        return { board: board.toJSON() as DOMRect, left: Math.min(...cells.map((c) => c.left)), side: Math.min(...cells.map((c) => c.width)), totals, boxes, signs, scrollWidth: document.documentElement.scrollWidth };
      });
      // A box a fingertip can pick out (the issue: 17.9 px on a phone beside signs as wide as a box;
      // 29 px on a laptop, where the board's height sets its size), the signs' gaps narrower.
      expect(at.side).toBeGreaterThanOrEqual(device === 'phone' ? 24 : 36);
      if (device === 'phone') {
        // The first column's boxes at the board's edge (a few pixels for the grid's outer line), not 1 to 9 beside them.
        expect(at.left - at.board.left).toBeLessThan(8);
        expect(at.scrollWidth).toBeLessThanOrEqual(390);
      }
      // The column totals' boxes (a wide one under a short neighbour's place) never touch.
      for (const [a, b] of at.totals.slice(1).map((t, i) => [at.totals[i]!, t] as const)) expect(b.left - a.right).toBeGreaterThan(1);
      // Every sign at 12 px or more, its glyph's middle in a gap between boxes, not on one.
      const overlaps = (s: DOMRect, r: DOMRect) => s.left + s.width / 2 > r.left && s.left + s.width / 2 < r.right && s.top + s.height / 2 > r.top && s.top + s.height / 2 < r.bottom;
      expect(at.signs.length).toBeGreaterThan(100);
      for (const s of at.signs) {
        expect(s.px, s.sign).toBeGreaterThanOrEqual(12);
        expect(at.boxes.filter((r) => overlaps(s.box, r)), s.sign).toEqual([]);
      }
      await page.screenshot({ path: screenshotPath(dir, `phone-cross-numbers-${device}.png`) });
      expect(problemsOf(page)).toEqual([]);
      if (device === 'phone') await shorterPhone(page);
      await page.close();
    });
  }

  /** On a shorter phone (390×700), fitted to the board's height: no row number shows at the grid's left. */
  async function shorterPhone(page: Page): Promise<void> {
    await page.setViewportSize({ width: 390, height: 700 });
    await expect.poll(() => page.evaluate(() => document.querySelector('.game-board')!.getBoundingClientRect().height)).toBeLessThan(300);
    const labels = await page.evaluate(() => {
      const board = document.querySelector('.game-board')!.getBoundingClientRect();
      const svg = document.querySelector<SVGSVGElement>('.game-board .puzzle-figure > svg')!;
      const left = Math.min(...[...svg.querySelectorAll('rect[data-key^="cell-"]')].map((r) => r.getBoundingClientRect().left));
      // What the drawing paints: its box, less what its clip-path (an inset, in its box's fractions) takes off.
      const box = svg.getBoundingClientRect();
      const inset = (getComputedStyle(svg).clipPath.match(/^inset\((.*)\)$/)?.[1] ?? '0% 0% 0% 0%').split(/\s+/).map(parseFloat);
      const [top, right, bottom, leftCut] = inset.length === 4 ? inset : [inset[0]!, inset[1] ?? inset[0]!, inset[2] ?? inset[0]!, inset[1] ?? inset[0]!];
      const painted = { left: Math.max(board.left, box.left + (box.width * leftCut!) / 100), right: Math.min(board.right, box.right - (box.width * right!) / 100), top: Math.max(board.top, box.top + (box.height * top!) / 100), bottom: Math.min(board.bottom, box.bottom - (box.height * bottom!) / 100) };
      // The row numbers: the drawing's numerals left of its first column; shown where their glyphs reach into what is painted.
      return [...svg.querySelectorAll<SVGTextElement>('text')]
        .filter((t) => /^\d$/.test(t.textContent!) && t.getBoundingClientRect().right <= left)
        .map((t) => {
          const r = t.getBoundingClientRect();
          return { text: t.textContent, onBoard: r.right > board.left + 1, shown: r.right > painted.left + 1 && r.left < painted.right && r.bottom > painted.top && r.top < painted.bottom };
        });
    });
    expect(labels.length).toBe(9);
    // Fitted to the height, the grid is narrower than the board: the numbers' band lies partly inside it, and is clipped.
    expect(labels.some((l) => l.onBoard)).toBe(true);
    expect(labels.filter((l) => l.shown)).toEqual([]);
    await page.screenshot({ path: screenshotPath(dir, 'phone-cross-numbers-short.png') });
    expect(problemsOf(page)).toEqual([]);
  }

  for (const lang of LANGUAGES) {
    it(`after a solve with a hint and a mistake, the phone's clock line says each count whole (${lang})`, async () => {
      const p = wordsPuzzle(books, lang, 'sudoku');
      // The game as stored after a solve with one hint and one mistake: the board full, the counts kept.
      const { givens } = p.puzzle as { givens: (number | null)[][] };
      const { grid } = p.solution as { grid: number[][] };
      const entries = givens.map((row, r) => row.map((v, c) => (v ? null : grid[r]![c]!)));
      const saved = { state: { entries, notes: {}, mistakes: 1, counted: [] }, elapsedMs: 754_000, solved: true, mistakes: 1, hints: 1 };
      // Stored from another page of the archive, then the puzzle's page opened.
      const { page } = await visit(await devicePage(contexts.phone, 'phone'), `${origin}/robots.txt`);
      await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [progressKey(p.id), JSON.stringify(saved)]);
      await visit(page, `${origin}/puzzles/${p.id}/`);
      await gameStarted(page);
      expect(await page.locator('[data-play]').getAttribute('data-solved')).toBe('true');
      const counts = await page.evaluate(() => {
        const line = document.querySelector('.play-meta')!.getBoundingClientRect();
        const box = document.querySelector('.play-counts')!.getBoundingClientRect();
        return [...document.querySelectorAll<HTMLElement>('.play-mistakes, .play-hints')].map((el) => {
          const r = el.getBoundingClientRect();
          const lines = r.height / parseFloat(getComputedStyle(el).lineHeight);
          return { text: el.innerText, lines: Math.round(lines), inside: r.left >= box.left - 0.5 && r.right <= box.right + 0.5 && r.bottom <= box.bottom + 0.5 && r.right <= line.right + 0.5, whole: el.scrollWidth <= el.clientWidth + 0.5 };
        });
      });
      const hints = { en: 'Hints: 1', de: 'Hinweise: 1', fr: 'Indices : 1' }[lang];
      expect(counts.map((c) => c.text.replace(/\s/g, ' '))).toContain(hints);
      for (const c of counts) expect(c, c.text).toMatchObject({ lines: 1, inside: true, whole: true });
      await page.locator('.play-meta').screenshot({ path: screenshotPath(dir, `phone-counts-${lang}.png`) });
      expect(problemsOf(page)).toEqual([]);
      await page.close();
    });
  }

  for (const [n, size] of [[0, 6], [1, 9]] as const) {
    for (const device of DEVICES) {
      it(`a ${size}×${size} Calcudoku's cage clues at 14 px or more on a ${device}, over the digit and the pencil marks`, async () => {
        const page = await open(puzzle('calcudoku', n).id, device);
        const clues = (await shownText(page, 'text[text-anchor="start"]')).filter((t) => /\d[+−×÷]$/.test(t.text));
        expect(clues.length).toBeGreaterThan(0);
        // 14 px to the browser's float rounding: the crop keeping the grid's right margin set a 9×9's clues at 13.999996 px.
        expect(Math.min(...clues.map((c) => c.px))).toBeGreaterThanOrEqual(14 - 1e-3);
        // Each clue's glyphs end above where its cell's typed digit and pencil marks begin.
        const clear = await page.evaluate(() => {
          const svg = document.querySelector<SVGSVGElement>('.game-board .puzzle-figure > svg')!;
          const unit = svg.getBoundingClientRect().width / Number(svg.getAttribute('viewBox')!.split(/\s+/)[2]);
          const cells = [...svg.querySelectorAll<SVGRectElement>('rect[data-key^="cell-"]')].map((r) => [r, r.getBBox()] as const);
          return [...svg.querySelectorAll<SVGTextElement>('text[text-anchor="start"]')].map((t) => {
            const [x, y] = [Number(t.getAttribute('x')), Number(t.getAttribute('y'))];
            const [rect, at] = cells.find(([, b]) => x >= b.x && x < b.x + b.width && y >= b.y && y < b.y + b.height)!;
            const box = rect.getBoundingClientRect();
            // The clue's ink: its centre line (dominant-baseline central) and half its digits' height (0.72 em) either side.
            const inkBottom = box.top + (y - at.y + 0.36 * parseFloat(getComputedStyle(t).fontSize)) * unit;
            // The typed digit, in the middle of its box under any padding, and the pencil marks' pad, as the player's layer sets them.
            const input = document.querySelector<HTMLElement>('.play-layer input.play-digit')!;
            const pad = document.querySelector<HTMLElement>('.play-layer .play-notes-pad');
            const padTop = pad ? parseFloat(getComputedStyle(pad).paddingTop) : 0;
            const style = getComputedStyle(input);
            const padded = parseFloat(style.paddingTop);
            const digitPx = parseFloat(style.fontSize);
            return { text: t.textContent, inkBottom, marksTop: box.top + padTop, digitTop: box.top + padded + (box.height - padded) / 2 - 0.36 * digitPx };
          });
        });
        for (const c of clear) {
          expect(c.inkBottom, c.text!).toBeLessThanOrEqual(c.marksTop + 0.5);
          expect(c.inkBottom, c.text!).toBeLessThanOrEqual(c.digitTop);
        }
        await page.screenshot({ path: screenshotPath(dir, `phone-calcudoku-${size}-${device}.png`) });
        expect(problemsOf(page)).toEqual([]);
        await page.close();
      });
    }
  }
});
