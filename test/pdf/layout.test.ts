import { describe, expect, it } from 'vitest';
import { gridOf } from '../../src/book/spec.ts';
import { gridCells } from '../../src/pdf/layout.ts';

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
