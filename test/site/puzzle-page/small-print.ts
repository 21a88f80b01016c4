import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Issue 67: on a phone, a fitted Cross Numbers 9×9 drew its rule lines and row and column numbers
 * 7 px tall, Number Mind its scores at 11 px, Calcudoku its clues at 13.9 px, where the page's
 * smallest prose is 14.4 px. Measured as the page renders them: the drawing's text (its font
 * size times the drawing's scale) and the words in the game's head. The floor is 14 px; a fitted
 * board whose very digits come out smaller (a board whose rules or column totals leave its
 * digits under 14 px on a phone) holds its small print at its digits' size.
 */
const FLOOR = 14;
/** Signs between numbers (Cross Numbers' + − × ÷ =) are drawn a little smaller than them. */
const SIGNS = /^[+−×÷=]$/;
const SIGN_SCALE = 0.9;

interface Printed {
  text: string;
  px: number;
  bold: boolean;
}

/** Every text of the board's drawing as rendered (its pinned copies aside), and of the game's head, in CSS pixels. */
function printed(page: Page): Promise<{ drawing: Printed[]; head: Printed[] }> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const drawing: Printed[] = [];
    for (const t of document.querySelectorAll<SVGTextElement>('.game-board svg text')) {
      if (t.closest('.play-pins') || t.getClientRects().length === 0) continue;
      const svg = t.ownerSVGElement!;
      const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      drawing.push({ text: t.textContent!, px: parseFloat(getComputedStyle(t).fontSize) * scale, bold: Number(getComputedStyle(t).fontWeight) >= 600 });
    }
    const head: Printed[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('.game-head, .game-head *')) {
      const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
      if (own && el.getClientRects().length > 0) head.push({ text: el.textContent!.trim(), px: parseFloat(getComputedStyle(el).fontSize), bold: false });
    }
    return { drawing, head };
  });
}

/** The size most of the drawing's bold text (its given digits) is set at, else most of its text. */
function digitsOf(texts: Printed[]): number {
  const bold = texts.filter((t) => t.bold);
  const counts = new Map<number, number>();
  for (const t of bold.length ? bold : texts) counts.set(Math.round(t.px * 10) / 10, (counts.get(Math.round(t.px * 10) / 10) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]![0];
}

/** No text on the board smaller than the page's small print, nor in the game's head; a Cross Numbers' rules over the board as the page's text. */
export async function noSmallPrint(page: Page, kind: string, where: string): Promise<void> {
  const { drawing, head } = await printed(page);
  expect(drawing.length, kind).toBeGreaterThan(0);
  // Its digits at the floor where the board has room for them; where fitting it leaves them smaller, nothing is smaller still.
  const floor = Math.min(FLOOR, digitsOf(drawing));
  for (const t of drawing) expect(t.px + 0.05, `${where}: "${t.text}"`).toBeGreaterThanOrEqual(SIGNS.test(t.text) ? floor * SIGN_SCALE : floor);
  for (const t of head) expect(t.px + 0.05, `${where}: "${t.text}"`).toBeGreaterThanOrEqual(FLOOR);
  if (kind === 'cross-numbers') {
    // Its rules stand over the board as the page's text, in the book's words, and not in the drawing as well.
    const rules = await page.locator('.board-rules').innerText();
    expect(rules).toMatch(/Digits 1 to 9\./);
    expect(head.some((t) => t.text === rules)).toBe(true);
    expect(drawing.some((t) => /Digits/.test(t.text))).toBe(false);
  }
}
