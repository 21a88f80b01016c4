import { digitsOf } from './bits.ts';
import type { Board } from './board.ts';
import { type GridTechnique, nameOf, squareIn, strikeDigit } from './technique.ts';

/**
 * Locked candidates: in a house, every place left for a digit lies where it crosses another
 * group (a box's digit all in one row: pointing; a row's all in one box: claiming), so the
 * digit is in that crossing, and is crossed off the rest of the other group.
 */
export const lockedCandidates: GridTechnique = {
  key: 'locked-candidates',
  says: 'locked-candidates',
  find(board: Board) {
    const { shape, filled, cand } = board;
    for (const { house, other, shared } of shape.crossings) {
      const cells = shape.groups[house]!.cells;
      let inside = 0;
      let outside = 0;
      for (const c of cells) {
        if (filled[c]) continue;
        if (shared.includes(c)) inside |= cand[c]!;
        else outside |= cand[c]!;
      }
      const locked = inside & ~outside & ~board.written(cells);
      for (const v of digitsOf(locked)) {
        const strike = strikeDigit(board, shape.groups[other]!.cells, v, (c) => shared.includes(c));
        if (strike.length === 0) continue;
        const where = board.places(shared, v).filter((c) => !filled[c]);
        return {
          from: [...cells],
          place: [],
          strike,
          // A person marks the digit's places in the house, and sees they all lie in the crossing.
          paper: where.length,
          data: {
            value: v,
            group: nameOf(shape, house),
            other: nameOf(shape, other),
            places: where.map((c) => squareIn(shape, c)),
            cells: strike.map((s) => squareIn(shape, s.cell)),
          },
        };
      }
    }
    return null;
  },
};
