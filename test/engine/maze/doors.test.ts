/**
 * Where a maze opens (issue 110): the entrance at the top or the left and the exit at the bottom
 * or the right, in every maze of a book, at every band and shape of grid, as children's maze books set
 * them (Start was at the bottom in 15 of a book's 25). The entrance opens to the outside through
 * the top (a square or tall maze) or the left (a wide one), the exit through the opposite side.
 */
import { describe, expect, it } from 'vitest';
import { makeRecord } from '../../../src/book/make.ts';
import { DIFFICULTIES } from '../../../src/engine/kind.ts';
import { EAST, NORTH, SOUTH, WEST } from '../../../src/engine/mazekit/maze.ts';
import { kind } from '../../../src/kinds/maze/index.ts';

const GRIDS = [
  { rows: 8, cols: 8 },
  { rows: 12, cols: 12 },
  { rows: 16, cols: 10 },
  { rows: 10, cols: 16 },
];

describe('a maze opens at the top or the left, and out at the bottom or the right', () => {
  for (const grid of GRIDS)
    for (const difficulty of DIFFICULTIES)
      it(`${grid.rows}×${grid.cols}, ${difficulty}: five mazes`, () => {
        const options = kind.options.parse(grid);
        if (kind.refuses?.(options, difficulty)) return;
        const [into, outOf] = grid.rows >= grid.cols ? [NORTH, SOUTH] : [WEST, EAST];
        let made = 0;
        for (let seed = 0; seed < 5; seed++) {
          const record = makeRecord('maze', 'door', `test/maze/doors/${grid.rows}x${grid.cols}/${difficulty}/${seed}`, options, difficulty);
          if (!record) continue;
          made++;
          const { open, start, end, rows, cols } = record.puzzle;
          const outward = ([r, c]: [number, number]) => open[r]![c]! & ((r === 0 ? NORTH : 0) | (r === rows - 1 ? SOUTH : 0) | (c === 0 ? WEST : 0) | (c === cols - 1 ? EAST : 0));
          expect(outward(start), `${record.seed}: Start`).toBe(into);
          expect(outward(end), `${record.seed}: Finish`).toBe(outOf);
        }
        expect(made).toBeGreaterThan(0);
      });
});
