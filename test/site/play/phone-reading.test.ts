import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookFile } from '../../../src/book/bookfile-schema.ts';
import { besideProgress, cli } from '../../cli/run.ts';
import { DESKTOP, gameStarted, launch, problemsOf, screenshotPath, serve, type Served, visit } from '../browser.ts';
import { writeBookFile } from '../books.ts';

// Issue 89, reading on a phone (390×844, touch) and still on a laptop (1280×800): a hard Number
// Mind's guesses at a readable size, a 9×9 Cross Numbers edge to edge, the hint count whole on
// the clock's line in English, German and French, Calcudoku's cage clues at 14 px or more clear
// of the digit and the pencil marks, and how to play a tap away on the phone. Built here: the
// largest of those puzzles, as view.test.ts's book has them, and a Sudoku in each language.
const SPEC = `title: Phone reading
slug: phone-reading
seed: 11
sections:
  - kind: number-mind
    count: 1
    difficulty: hard
    options: { length: 8 }
  - kind: cross-numbers
    count: 1
    difficulty: expert
    options: { size: 9 }
  - kind: calcudoku
    count: 1
    difficulty: medium
    options: { size: 6 }
  - kind: calcudoku
    count: 1
    difficulty: hard
    options: { size: 9 }
`;
const LANGUAGES = ['en', 'de', 'fr'] as const;
const sudokuSpec = (lang: string) => `title: Phone ${lang}
slug: phone-${lang}
seed: 11
language: ${lang}
sections:
  - kind: sudoku
    count: 1
    difficulty: easy
    options: { size: 9 }
`;

let dir: string;
let served: Served;
const books: Record<string, BookFile> = {};
const contexts = {} as Record<'phone' | 'desktop', BrowserContext>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'puzzlebook-phone-'));
  const shelf = join(dir, 'books');
  mkdirSync(shelf);
  books.main = writeBookFile(SPEC, shelf);
  for (const lang of LANGUAGES) books[lang] = writeBookFile(sudokuSpec(lang), shelf);
  const r = await cli(['site', '--books', shelf, '--out', join(dir, 'site')]);
  if (r.status !== 0 || besideProgress(r.stderr)) throw new Error(`puzzlebook site failed:\n${r.stderr}`);
  served = await serve(join(dir, 'site'));
  contexts.phone = await launch({ phone: true });
  contexts.desktop = await launch();
});
afterAll(async () => {
  await contexts.phone?.close();
  await contexts.desktop?.close();
  served?.stop();
});

const DEVICES = ['phone', 'desktop'] as const;
type Device = (typeof DEVICES)[number];

async function open(id: string, device: Device): Promise<Page> {
  const { page } = await visit(contexts[device], `${served.origin}/puzzles/${id}/`);
  if (device === 'desktop') await page.setViewportSize(DESKTOP.viewport);
  await gameStarted(page);
  return page;
}
const puzzle = (kind: string, n = 0) => books.main!.puzzles.filter((p) => p.kind === kind)[n]!;

/** The drawing's text as shown: each one's font size in screen pixels (its size is in the drawing's units), and its box. */
const shownText = (page: Page, selector = 'text') =>
  page.evaluate((s) => {
    const svg = document.querySelector<SVGSVGElement>('.game-board .puzzle-figure > svg')!;
    const unit = svg.getBoundingClientRect().width / Number(svg.getAttribute('viewBox')!.split(/\s+/)[2]);
    return [...svg.querySelectorAll<SVGTextElement>(s)].map((t) => ({ text: t.textContent!, px: parseFloat(getComputedStyle(t).fontSize) * unit, box: t.getBoundingClientRect().toJSON() as DOMRect }));
  }, selector);

describe('reading on a phone', () => {
  for (const device of DEVICES) {
    it(`a hard Number Mind's guesses at 16 px or more on a ${device}, the phone's over the board's width`, async () => {
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
      await page.screenshot({ path: screenshotPath(dir, `phone-number-mind-${device}.png`), fullPage: true });
      expect(problemsOf(page)).toEqual([]);
    });
  }

  for (const device of DEVICES) {
    it(`a hard Number Mind on a ${device}: the code's row and the keys in view at load and after each digit of a code, the guesses above them`, async () => {
      const page = await open(puzzle('number-mind').id, device);
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
      expect(problemsOf(page)).toEqual([]);
    });
  }

  for (const device of DEVICES) {
    it(`a 9×9 Cross Numbers on a ${device}: its boxes 24 px or more on a phone (edge to edge), 36 on a laptop, the signs and totals clear of one another`, async () => {
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
    });
  }

  it('a 9×9 Cross Numbers on a shorter phone (390×700), fitted to the board\'s height: no row number shows at the grid\'s left', async () => {
    const page = await open(puzzle('cross-numbers').id, 'phone');
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
  });

  for (const lang of LANGUAGES) {
    it(`after a solve with a hint and a mistake, the phone's clock line says each count whole (${lang})`, async () => {
      const p = books[lang]!.puzzles[0]!;
      const page = await open(p.id, 'phone');
      // The game as stored after a solve with one hint and one mistake: the board full, the counts kept.
      const { givens } = p.puzzle as { givens: (number | null)[][] };
      const { grid } = p.solution as { grid: number[][] };
      const entries = givens.map((row, r) => row.map((v, c) => (v ? null : grid[r]![c]!)));
      const saved = { state: { entries, notes: {}, mistakes: 1, counted: [] }, elapsedMs: 754_000, solved: true, mistakes: 1, hints: 1 };
      await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [`puzzlebook:play:${p.id}`, JSON.stringify(saved)]);
      await page.reload();
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
    });
  }

  for (const [n, size] of [[0, 6], [1, 9]] as const) {
    for (const device of DEVICES) {
      it(`a ${size}×${size} Calcudoku's cage clues at 14 px or more on a ${device}, over the digit and the pencil marks`, async () => {
        const page = await open(puzzle('calcudoku', n).id, device);
        const clues = (await shownText(page, 'text[text-anchor="start"]')).filter((t) => /\d[+−×÷]$/.test(t.text));
        expect(clues.length).toBeGreaterThan(0);
        expect(Math.min(...clues.map((c) => c.px))).toBeGreaterThanOrEqual(14);
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
      });
    }
  }

  for (const device of DEVICES) {
    it(`how to play is a tap away on a ${device}: "?" on the clock's line opens it, the page's own words, then the keys (on a laptop)`, async () => {
      const page = await open(books.en!.puzzles[0]!.id, device);
      // A game afresh (the counts' test left this one solved): the keys and the dock as a reader opens it.
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      await gameStarted(page);
      const opener = page.getByRole('button', { name: 'How to play (?)' });
      expect(await opener.isVisible()).toBe(true);
      await page.screenshot({ path: screenshotPath(dir, `phone-how-to-opener-${device}.png`) });
      const box = (await opener.boundingBox())!;
      // In reach: on the screen as the page opens, a fingertip's size.
      expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'How to play' });
      expect(await dialog.isVisible()).toBe(true);
      const rules = await page.locator('#how-to + p').innerText();
      expect(await dialog.innerText()).toContain(rules);
      // A phone has no keys to list; a laptop lists them under the rules.
      expect(await dialog.locator('.play-shortcuts-keys').isVisible()).toBe(device === 'desktop');
      await page.screenshot({ path: screenshotPath(dir, `phone-how-to-${device}.png`) });
      await page.getByRole('button', { name: 'Close' }).click();
      expect(await dialog.isVisible()).toBe(false);
      expect(problemsOf(page)).toEqual([]);
    });
  }
});
