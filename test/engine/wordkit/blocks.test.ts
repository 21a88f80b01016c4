// The fill-in's grid (engine/wordkit/blocks.ts): block grids symmetric under a half turn, every
// open cell in a slot, in one piece, no slot past its longest; its numbers variant filled so the
// list fills the grid one way only, held to the kit's counter (itself held to brute force, fill.test.ts).
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/random.ts';
import { blockGrid, fillDigits, fillInShape } from '../../../src/engine/wordkit/blocks.ts';
import { fillings } from '../../../src/engine/wordkit/fill.ts';
import { slotGrid } from '../../../src/engine/wordkit/slots.ts';

describe("a fill-in's grid", () => {
  it('lays blocks in pairs a half turn apart, keeps every open cell in a slot and the grid in one piece, at the share asked or more where a slot ran long', () => {
    let made = 0;
    for (const size of [7, 9, 11, 13]) {
      for (let i = 0; i < 12; i++) {
        const grid = blockGrid(new Rng(`blocks/${size}/${i}`), size, size, 0.2, 9);
        if (!grid) continue;
        made++;
        const cells = size * size;
        for (let cell = 0; cell < cells; cell++) expect(grid.open[cell], `cell ${cell} of ${size}×${size}`).toBe(grid.open[cells - 1 - cell]);
        expect(fillInShape(grid, 9)).toBe(true);
        const blocks = cells - grid.open.reduce((n: number, o) => n + o, 0);
        expect(blocks).toBeGreaterThanOrEqual(Math.round(cells * 0.2));
        // More only where a slot was still past its longest: a third of the cells at most, as the magazines' densest.
        expect(blocks).toBeLessThanOrEqual(Math.ceil(cells / 3));
        expect(Math.max(...grid.slots.map((s) => s.cells.length))).toBeLessThanOrEqual(9);
      }
    }
    expect(made).toBeGreaterThan(36);
  });

  it('refuses a shape with an open cell in no slot, or in two pieces', () => {
    // A lone open cell among blocks.
    const lone = slotGrid(3, 3, Uint8Array.from([1, 1, 1, 0, 0, 0, 1, 0, 0]));
    expect(fillInShape(lone, 9)).toBe(false);
    // Two runs apart.
    const apart = slotGrid(3, 3, Uint8Array.from([1, 1, 1, 0, 0, 0, 1, 1, 1]));
    expect(fillInShape(apart, 9)).toBe(false);
    // A run longer than asked.
    const long = slotGrid(3, 3, Uint8Array.from([1, 1, 1, 1, 0, 1, 1, 1, 1]));
    expect(fillInShape(long, 9)).toBe(true);
    expect(fillInShape(long, 2)).toBe(false);
  });

  it('fills a 13×13 with digits whose numbers, each starting with no 0, none twice, fill it one way only', () => {
    let filled = 0;
    for (let i = 0; i < 20 && filled < 6; i++) {
      const rng = new Rng(`digits/13/${i}`);
      const grid = blockGrid(rng, 13, 13, 0.22, 9);
      if (!grid) continue;
      const fill = fillDigits(rng, grid);
      if (!fill) continue;
      filled++;
      expect(fill.numbers).toHaveLength(grid.slots.length);
      grid.slots.forEach((slot, s) => {
        expect(fill.numbers[s]).toEqual(slot.cells.map((c) => fill.digits[c]));
        expect(fill.numbers[s]![0]).toBeGreaterThan(0);
      });
      expect(new Set(fill.numbers.map((n) => n.join(''))).size).toBe(fill.numbers.length);
      const counted = fillings(grid, fill.numbers, 2);
      expect(counted.complete && counted.count).toBe(1);
    }
    expect(filled).toBe(6);
  });
});
