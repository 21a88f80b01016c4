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
    const { crossings } = shape;
    // Plain loops, no iterator: a generator asks this of every board its singles leave stuck,
    // most of them before V8 has compiled it (issue 88).
    for (let x = 0; x < crossings.length; x++) {
      const { house, other, shared } = crossings[x]!;
      const cells = shape.groups[house]!.cells;
      let inside = 0;
      let outside = 0;
      for (let i = 0; i < cells.length; i++) {
        const c = cells[i]!;
        if (filled[c]) continue;
        if (shared.includes(c)) inside |= cand[c]!;
        else outside |= cand[c]!;
      }
      // Each locked digit, lowest first.
      for (let locked = inside & ~outside & ~board.written(cells); locked; locked &= locked - 1) {
        const v = 31 - Math.clz32(locked & -locked);
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
