import { beforeAll, describe, expect, it } from 'vitest';
import { renderBook } from '../../src/pdf/book.ts';
import { type PageInk, pageInk } from './read.ts';
import { bookOf, write } from './tools.ts';

/**
 * Futoshiki's signs sized to the gap between boxes, with air round them (issue 111): read from
 * the page's drawing, each chevron's strokes (their points, and half their width beyond) span
 * about half the gap and keep clear of both boxes, so a sign reads as between two boxes, not as
 * part of one.
 */

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The grid's boxes: square strokes of four or five points, a cell's size. */
const cellsOf = (ink: PageInk): Box[] =>
  ink.strokes
    .filter((s) => s.points >= 4 && s.points <= 5 && s.box.x1 - s.box.x0 > 12 && Math.abs(s.box.x1 - s.box.x0 - (s.box.y1 - s.box.y0)) < 0.5)
    .map((s) => s.box);

describe("Futoshiki's signs", () => {
  let ink: PageInk;
  beforeAll(async () => {
    const book = bookOf({ worksheet: true, sections: [{ kind: 'futoshiki', count: 1, difficulty: 'easy', options: { size: 5 } }] });
    ink = pageInk(write('futoshiki-signs.pdf', await renderBook(book)), 1);
  });

  it('span about half the gap between two boxes, clear of both by a fifth of it or more', () => {
    const cells = cellsOf(ink);
    expect(cells.length).toBe(25);
    const size = cells[0]!.x1 - cells[0]!.x0;
    const xs = [...new Set(cells.map((c) => Math.round(c.x0 * 10) / 10))].sort((a, b) => a - b);
    const gap = xs[1]! - xs[0]! - size;
    expect(gap).toBeGreaterThan(0.3 * size);
    let signs = 0;
    for (const stroke of ink.strokes.filter((s) => s.points === 2)) {
      const half = stroke.width / 2;
      const mid = { x: (stroke.box.x0 + stroke.box.x1) / 2, y: (stroke.box.y0 + stroke.box.y1) / 2 };
      // The two boxes either side of it, across (a `<`) or down (a `∧`).
      const left = cells.find((c) => mid.y > c.y0 && mid.y < c.y1 && mid.x > c.x1 && mid.x < c.x1 + gap);
      const above = cells.find((c) => mid.x > c.x0 && mid.x < c.x1 && mid.y > c.y1 && mid.y < c.y1 + gap);
      if (!left && !above) continue;
      signs += 1;
      const [from, to, start] = left ? [stroke.box.x0 - half, stroke.box.x1 + half, left.x1] : [stroke.box.y0 - half, stroke.box.y1 + half, above!.y1];
      expect(to - from, 'its extent across the gap').toBeLessThanOrEqual(0.6 * gap);
      expect(from - start, 'air before it').toBeGreaterThanOrEqual(0.2 * gap);
      expect(start + gap - to, 'air after it').toBeGreaterThanOrEqual(0.2 * gap);
    }
    expect(signs).toBeGreaterThan(0);
  });
});
