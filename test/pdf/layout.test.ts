import { describe, expect, it } from 'vitest';
import { TYPEFACES, gridOf } from '../../src/book/spec.ts';
import { fitFigure } from '../../src/draw/pdf.ts';
import type { Figure } from '../../src/engine/figure.ts';
import { FONTS, createDocument, measureIn, measureOf } from '../../src/pdf/document.ts';
import { gridCells } from '../../src/pdf/layout.ts';

const measureText = measureIn('hyperlegible');

const area = { x: 0, y: 0, width: 400, height: 600 };
const columnsAndRows = (cells: { x: number; y: number }[]) => [new Set(cells.map((c) => c.x)).size, new Set(cells.map((c) => c.y)).size];

describe('page grids', () => {
  it('arranges perPage by the usual rule: 4 as 2×2, 3 stacked', () => {
    expect(columnsAndRows(gridCells(area, gridOf({ perPage: 4 })))).toEqual([2, 2]);
    expect(columnsAndRows(gridCells(area, gridOf({ perPage: 3 })))).toEqual([1, 3]);
    expect(gridCells(area, gridOf({}))).toHaveLength(2);
  });

  it('uses an explicit layout exactly, columns by rows', () => {
    expect(columnsAndRows(gridCells(area, gridOf({ layout: '3x1' })))).toEqual([3, 1]);
    const cells = gridCells(area, gridOf({ layout: '1x4' }));
    expect(columnsAndRows(cells)).toEqual([1, 4]);
    expect(cells[0]!.width).toBe(400);
  });
});

describe('fitting figures by where their text reaches', () => {
  const figure: Figure = {
    width: 2,
    height: 1,
    alt: 'a box and a line of text wider than it',
    items: [
      { type: 'box', x: 0, y: 0, w: 2, h: 1, role: 'frame' },
      { type: 'text', x: 0, y: 0.5, text: 'Digits 1 to 9, every division exact.', size: 0.4, role: 'label', anchor: 'start' },
    ],
  };
  const box = { x: 10, y: 10, width: 200, height: 200 };

  it('keeps text that runs past the declared width inside the box', () => {
    const fit = fitFigure(figure, box, measureText);
    const textWidth = measureText('Digits 1 to 9, every division exact.', 'regular') * 0.4 * fit.scale;
    expect(fit.originX + textWidth).toBeLessThanOrEqual(box.x + box.width + 1e-9);
    expect(fit.originX).toBeGreaterThanOrEqual(box.x);
    // Without measuring, the declared 2 units fill the box and the text would spill far past it.
    const blind = fitFigure(figure, box);
    expect(blind.originX + measureText('Digits 1 to 9, every division exact.', 'regular') * 0.4 * blind.scale).toBeGreaterThan(box.x + box.width * 2);
  });

  it('measures text in the embedded font, bold wider than regular', () => {
    expect(measureText('0123456789', 'regular')).toBeGreaterThan(4);
    expect(measureText('0123456789', 'bold')).toBeGreaterThan(measureText('0123456789', 'regular'));
  });

  it("measures what paints into a document in that document's own face, which differ", () => {
    const text = 'The product of my first two digits is less than 25.';
    const widths = TYPEFACES.map((face) => {
      const doc = createDocument('letter', '', face);
      for (const [weight, font] of [['regular', FONTS.regular], ['bold', FONTS.bold]] as const) {
        expect(measureOf(doc)(text, weight), `${face} ${weight}`).toBeCloseTo(doc.font(font).fontSize(1).widthOfString(text), 6);
      }
      return measureOf(doc)(text, 'regular');
    });
    expect(new Set(widths).size).toBe(TYPEFACES.length);
  });
});
