import { describe, expect, it } from 'vitest';
import { chainCells, chainItems, markAt, ON_MARKS } from '../../src/engine/chain.ts';
import type { CircleItem, Item, LineItem } from '../../src/engine/figure.ts';
import type { Link } from '../../src/engine/steps.ts';
import { svgElement } from '../../src/draw/svg.ts';

/**
 * A step's chain drawn (engine/chain.ts): each candidate at its pencil-mark place in its cell, a
 * circle round it (a box round a grouped node's places), each link from outline to outline,
 * strong solid and weak dashed; and the SVG backend's dashes (the PDF's: test/pdf/worked.test.ts).
 */
const NINE = [1, 2, 3, 4, 5, 6, 7, 8, 9];
/** A 9×9 of 1-unit cells, numbered row by row. */
const cellOf = (cell: number) => ({ x: cell % 9, y: Math.floor(cell / 9), w: 1, h: 1 });
const node = (value: number, ...cells: number[]) => ({ cells, value });
const lines = (items: Item[]) => items.filter((i): i is LineItem => i.type === 'line' && i.role !== 'link-node');
const circles = (items: Item[]) => items.filter((i): i is CircleItem => i.type === 'circle');

describe('where a candidate is drawn', () => {
  it('at its pencil-mark place: a 3×3 pad for nine digits, 1 top left, 5 in the middle, 9 bottom right, each inside its cell', () => {
    const cell = { x: 2, y: 3, w: 1, h: 1 };
    const one = markAt(cell, 1, NINE);
    const five = markAt(cell, 5, NINE);
    const nine = markAt(cell, 9, NINE);
    expect([five.x, five.y]).toEqual([2.5, 3.5]);
    expect(one.x).toBeLessThan(2 + 1 / 3);
    expect(one.y).toBeLessThan(3 + 1 / 3);
    expect(nine.x).toBeGreaterThan(2 + 2 / 3);
    expect(nine.y).toBeGreaterThan(3 + 2 / 3);
    // Its circle inside the cell, and clear of the next place's.
    for (const m of [one, nine]) {
      expect(m.x - m.r).toBeGreaterThan(2);
      expect(m.x + m.r).toBeLessThan(3);
      expect(m.y - m.r).toBeGreaterThan(3);
      expect(m.y + m.r).toBeLessThan(4);
    }
    const two = markAt(cell, 2, NINE);
    expect(two.x - one.x).toBeGreaterThan(one.r + two.r);
  });

  it("over a player's marks (a hint): each circle about its mark's place, a third of the cell, as wide as the place", () => {
    const cell = { x: 0, y: 0, w: 1, h: 1 };
    const one = markAt(cell, 1, NINE, ON_MARKS);
    expect(Math.abs(one.x - 1 / 6)).toBeLessThan(0.02);
    expect(Math.abs(one.y - 1 / 6)).toBeLessThan(0.02);
    expect(one.r).toBeGreaterThan(markAt(cell, 1, NINE).r);
    expect(2 * one.r).toBeLessThanOrEqual(1 / 3);
  });

  it('in a pad of ceil(√n) a side: four digits two by two, six three wide', () => {
    const cell = { x: 0, y: 0, w: 1, h: 1 };
    const four = [1, 2, 3, 4].map((d) => markAt(cell, d, [1, 2, 3, 4]));
    expect(four[0]!.x).toBe(four[2]!.x);
    expect(four[0]!.y).toBe(four[1]!.y);
    expect(four[3]!.x).toBeGreaterThan(0.5);
    expect(four[3]!.y).toBeGreaterThan(0.5);
    const six = [1, 2, 3, 4, 5, 6].map((d) => markAt(cell, d, [1, 2, 3, 4, 5, 6]));
    expect(six[3]!.x).toBe(six[0]!.x);
    expect(six[2]!.x).toBeGreaterThan(six[1]!.x);
  });
});

describe('a chain drawn', () => {
  // 7 in row 1 at columns 1 and 5 (strong), then 7 at row 1 column 5 seeing row 4 column 5 (weak).
  const links: Link[] = [
    { a: node(7, 0), b: node(7, 4), strong: true },
    { a: node(7, 4), b: node(7, 31), strong: false },
  ];

  it('each link a line in its role, each candidate one circle, each line from circle to circle', () => {
    const items = chainItems(links, cellOf, NINE);
    expect(lines(items).map((l) => l.role)).toEqual(['link-strong', 'link-weak']);
    expect(circles(items).map((c) => c.role)).toEqual(['link-node', 'link-node', 'link-node']);
    const [a, b] = [markAt(cellOf(0), 7, NINE), markAt(cellOf(4), 7, NINE)];
    const [strong] = lines(items);
    // Along the row, from a's circle to b's.
    expect(strong!.y1).toBeCloseTo(a.y);
    expect(strong!.y2).toBeCloseTo(b.y);
    expect(strong!.x1).toBeCloseTo(a.x + a.r);
    expect(strong!.x2).toBeCloseTo(b.x - b.r);
    expect(chainCells(links)).toEqual([0, 4, 31]);
  });

  it('two places side by side in one cell (a bivalue cell) joined centre to centre, so the line shows', () => {
    const [line] = lines(chainItems([{ a: node(1, 10), b: node(2, 10), strong: true }], cellOf, NINE));
    const [one, two] = [markAt(cellOf(10), 1, NINE), markAt(cellOf(10), 2, NINE)];
    expect([line!.x1, line!.x2]).toEqual([one.x, two.x]);
    // Two places apart (1 and 3): from outline to outline.
    const [long] = lines(chainItems([{ a: node(1, 10), b: node(3, 10), strong: true }], cellOf, NINE));
    expect(long!.x1).toBeCloseTo(one.x + one.r);
  });

  it('a grouped node as one box round its places, the link meeting its edge', () => {
    // 7 in row 1, columns 1 to 3 (a group of box 1), weakly linked to 7 at row 1, column 7.
    const items = chainItems([{ a: node(7, 0, 1, 2), b: node(7, 6), strong: false }], cellOf, NINE);
    const outline = items.filter((i): i is LineItem => i.type === 'line' && i.role === 'link-node');
    expect(outline).toHaveLength(4);
    const right = Math.max(...outline.flatMap((l) => [l.x1, l.x2]));
    const left = Math.min(...outline.flatMap((l) => [l.x1, l.x2]));
    expect(left).toBeLessThan(markAt(cellOf(0), 7, NINE).x);
    expect(right).toBeGreaterThan(markAt(cellOf(2), 7, NINE).x);
    expect(right).toBeLessThan(3);
    const [line] = lines(items);
    expect(line!.x1).toBeCloseTo(right);
    expect(circles(items)).toHaveLength(1);
  });

  it('leaves out a link to a cell the figure has no box for', () => {
    const items = chainItems(links, (cell) => (cell === 31 ? undefined : cellOf(cell)), NINE);
    expect(lines(items).map((l) => l.role)).toEqual(['link-strong']);
  });

  it('as SVG: weak links dashed, strong links and circles solid', () => {
    const svg = chainItems(links, cellOf, NINE).map(svgElement);
    const dashed = svg.filter((e) => e.includes('stroke-dasharray'));
    expect(dashed).toHaveLength(1);
    expect(dashed[0]).toMatch(/^<line /);
    expect(svg.filter((e) => e.startsWith('<circle') && !e.includes('dasharray'))).toHaveLength(3);
  });
});
