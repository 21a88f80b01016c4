import { lowest } from './bits.ts';
import type { Board } from './board.ts';
import { type GridTechnique, nameOf, squareIn } from './technique.ts';

/**
 * Hidden single: in a house (a box first, as a person scans), a digit not yet written has one
 * cell left where it can go, so it goes there.
 */
export const hiddenSingle: GridTechnique = {
  key: 'hidden-single',
  says: 'hidden-single',
  find(board: Board) {
    const { shape, filled, cand } = board;
    const { houses } = shape;
    // A plain loop, no iterator: the step solver asks this first at every step of every board.
    for (let x = 0; x < houses.length; x++) {
      const h = houses[x]!;
      const cells = shape.groups[h]!.cells;
      let once = 0;
      let twice = 0;
      let written = 0;
      for (let i = 0; i < cells.length; i++) {
        const c = cells[i]!;
        if (filled[c]) written |= 1 << board.value[c]!;
        else {
          twice |= once & cand[c]!;
          once |= cand[c]!;
        }
      }
      const only = once & ~twice & ~written;
      if (!only) continue;
      const v = lowest(only);
      let cell = -1;
      for (let i = 0; i < cells.length && cell < 0; i++) if (!filled[cells[i]!] && cand[cells[i]!]! & (1 << v)) cell = cells[i]!;
      return { from: [...cells], place: [{ cell, value: v }], strike: [], paper: 0, data: { group: nameOf(shape, h), cell: squareIn(shape, cell), value: v } };
    }
    return null;
  },
};

/** Naked single: an empty cell whose row, column and box (its peers) leave it one digit. */
export const nakedSingle: GridTechnique = {
  key: 'naked-single',
  says: 'naked-single',
  find(board: Board) {
    const { shape } = board;
    for (let cell = 0; cell < shape.size; cell++) {
      const v = board.single(cell);
      if (v >= 0) return { from: [cell, ...shape.peers[cell]!], place: [{ cell, value: v }], strike: [], paper: 0, data: { cell: squareIn(shape, cell), value: v } };
    }
    return null;
  },
};
