import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Hint } from '../../../src/engine/hint.ts';
import type { Link, Step } from '../../../src/engine/steps.ts';
import { rules as sudokuRules } from '../../../src/kinds/sudoku/play.ts';
import { stepper } from '../../../src/kinds/sudoku/steps.ts';
import { asKind } from '../../../src/kinds/record.ts';
import { type GridState, gridHint, startGrid, takeGridHint } from '../../../src/play/grid.ts';
import { progressKey } from '../../../src/play/saved.ts';
import { bookOf } from '../books.ts';
import { gameStarted, problemsOf, screenshotPath, useContexts, visit } from '../browser.ts';
import { books, dir, origin } from './game.ts';

// Issue 86: a hint that rests on a chain draws it over the board, as the worked key prints it:
// each candidate circled where it is pencilled, strong links solid, weak ones dashed; gone when
// the hint goes stale or is written in. The shared archive's expert 9×9 Sudoku (its Chains
// book), played by hints in Node up to the first hint that rests on a chain past colouring
// (expert's techniques: strong links and weak), that position stored as the player's progress
// (the chain's digits pencilled in its cells, as a player following it has them), then Hint
// pressed in Chromium, at a phone's width and a laptop's. The PNGs checked are written beside the archive.
const contexts = useContexts('desktop');
const chains = () => asKind(bookOf(books, 'chains').puzzles[0]!, 'sudoku');

/** Whether a step is one of expert's techniques, following a chain of strong links and weak ones. */
const expertChain = (s: Step) => stepper.ladder[s.technique]?.level === 4 && !!s.links?.some((l) => l.strong) && !!s.links?.some((l) => !l.strong);

/** Hints taken in turn from the start until one rests on a chain past colouring: the position before it, and that hint. */
function beforeChain(): { state: GridState; hint: Extract<Hint, { type: 'step' }> } {
  const record = chains();
  let state = startGrid(sudokuRules, record.puzzle);
  for (let n = 0; n < 81; n++) {
    const hint = gridHint(sudokuRules, record.puzzle, state, record.solution);
    if (hint.type !== 'step') break;
    if (hint.before.some(expertChain)) return { state, hint };
    state = takeGridHint(sudokuRules, record.puzzle, state, hint);
  }
  throw new Error('no hint rests on a chain past colouring');
}

/** The chain's digits pencilled in its cells (`r-c`), as a player colouring them has them. */
function pencilled(links: readonly Link[]): GridState['notes'] {
  const notes: GridState['notes'] = {};
  for (const n of links.flatMap((l) => [l.a, l.b])) {
    for (const c of n.cells) {
      const key = `${Math.floor(c / 9)}-${c % 9}`;
      notes[key] = [...new Set([...(notes[key] ?? []), n.value])].sort();
    }
  }
  return notes;
}

/** The chain over the board: its lines, solid or dashed, and its circles' centres on the screen. */
const drawn = (page: Page) =>
  page.evaluate(() => {
    const sketch = document.querySelector('svg.play-chain');
    if (!sketch) return null;
    const lines = [...sketch.querySelectorAll('line')].filter((l) => getComputedStyle(l).strokeWidth === '2px');
    const dashed = (l: Element) => getComputedStyle(l).strokeDasharray !== 'none';
    return {
      solid: lines.filter((l) => !dashed(l)).length,
      dashed: lines.filter(dashed).length,
      circles: [...sketch.querySelectorAll('circle')].map((c) => {
        const r = c.getBoundingClientRect();
        return { x: r.left + r.width / 2, y: r.top + r.height / 2, w: r.width, stroke: getComputedStyle(c).stroke };
      }),
    };
  });

describe('a hint that rests on a chain, in the browser', () => {
  it('draws the chain over the board, each candidate circled in its own square, strong links solid and weak ones dashed; a move or writing it in takes it away', async () => {
    const record = chains();
    const { state, hint } = beforeChain();
    const links = hint.links ?? [];
    expect(links.filter((l) => l.strong).length).toBeGreaterThan(0);
    expect(links.filter((l) => !l.strong).length).toBeGreaterThan(0);
    const nodes = [...new Map(links.flatMap((l) => [l.a, l.b]).map((n) => [`${n.value}@${n.cells}`, n])).values()];

    const { page } = await visit(contexts.desktop, `${origin}/puzzles/${record.id}/`);
    const saved = { state: { ...state, notes: pencilled(links) }, elapsedMs: 60_000, solved: false, mistakes: 0, hints: 0 };
    await page.evaluate(([key, text]) => localStorage.setItem(key!, text!), [progressKey(record.id), JSON.stringify(saved)]);
    await page.reload();
    await gameStarted(page);
    const press = page.locator('.play-hint-button');
    await press.click();
    expect(await page.locator('.play-status').innerText()).toContain(hint.say);

    for (const [width, height] of [[390, 844], [1280, 800]] as const) {
      await page.setViewportSize({ width, height });
      await page.locator('.play-figure').scrollIntoViewIfNeeded();
      const chain = (await drawn(page))!;
      expect(chain, `${width}: the chain drawn over the board`).not.toBeNull();
      expect(chain.solid, `${width}`).toBe(links.filter((l) => l.strong).length);
      expect(chain.dashed, `${width}`).toBe(links.filter((l) => !l.strong).length);
      expect(chain.circles).toHaveLength(nodes.length);
      // Each circle round the player's own mark of its digit in its square (the mark's place in the pad beside the square's box), as wide as that place at most.
      for (const [i, n] of nodes.entries()) {
        const [r, c] = [Math.floor(n.cells[0]! / 9), n.cells[0]! % 9];
        const box = page.getByLabel(`Row ${r + 1}, column ${c + 1}`, { exact: true });
        const mark = (await box.locator('xpath=following-sibling::*[1]').locator('span span', { hasText: String(n.value) }).boundingBox())!;
        const circle = chain.circles[i]!;
        const at = `${width}: ${n.value} in row ${r + 1}, column ${c + 1}`;
        expect(Math.abs(circle.x - (mark.x + mark.width / 2)), at).toBeLessThan(circle.w / 4);
        expect(Math.abs(circle.y - (mark.y + mark.height / 2)), at).toBeLessThan(circle.w / 4);
        expect(circle.w, at).toBeLessThanOrEqual((await box.boundingBox())!.width / 3);
        // In the page's accent, apart from the grid's black lines.
        expect(circle.stroke).toBe('rgb(11, 92, 173)');
      }
      await page.screenshot({ path: screenshotPath(dir, `chain-hint-${width}.png`) });
    }

    // A move made by hand makes the hint stale: the chain goes with its rings. A pencil mark, which
    // leaves the entries, and so the hint, as they were.
    const empty = record.puzzle.givens.flatMap((row, r) => row.flatMap((v, c) => (v === 0 && state.entries[r]![c] === null ? [[r, c] as const] : [])));
    const [r, c] = empty.find(([r, c]) => !hint.cells.includes(r * 9 + c))!;
    await page.getByLabel(`Row ${r + 1}, column ${c + 1}`, { exact: true }).focus();
    await page.keyboard.press('n');
    await page.keyboard.type(String(record.solution.grid[r]![c]));
    await page.keyboard.press('n');
    await expect.poll(() => page.locator('svg.play-chain').count()).toBe(0);
    expect(await page.locator('.play-hinted').count()).toBe(0);
    // Shown again, then written in: gone.
    await press.click();
    expect(await page.locator('.play-status').innerText()).toContain(hint.say);
    expect(await page.locator('svg.play-chain').count()).toBe(1);
    await press.click();
    expect(await page.locator('svg.play-chain').count()).toBe(0);
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });
});
