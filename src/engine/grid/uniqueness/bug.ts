import { digitsOf, popcount } from '../bits.ts';
import type { Board } from '../board.ts';
import { type GridTechnique, squareIn } from '../technique.ts';
import { gateOf } from './gate.ts';

/**
 * BUG+1 (bivalue universal grave, plus one). Every empty cell holds two digits but one, which
 * holds three, and one of its three (p) has three places in each of its houses while every
 * other digit has two places, or none, in every house. Were that cell not p, the grid would be
 * a BUG: each cell one of two digits, each digit one of two places in each house. Such a grid
 * never has exactly one answer: choosing a cell's digit fixes, house by house, the other place
 * of each of its digits, so each connected part of it can be filled in two ways or none (its
 * answers come in pairs). A printed puzzle has one answer, so the cell is p.
 *
 * The whole board is read to see it (every empty cell's pencil marks); `from` names only the
 * cell and the other places of p in its houses, what a reader checks it by.
 */
export const bugPlusOne: GridTechnique = {
  key: 'bug-plus-one',
  says: 'bug-plus-one',
  find(board: Board) {
    const gate = gateOf(board.shape);
    if (!gate?.bug) return null;
    const { shape, filled, cand } = board;
    let three = -1;
    let paper = 0;
    for (let c = 0; c < shape.size; c++) {
      if (filled[c]) continue;
      const k = popcount(cand[c]!);
      paper += k;
      if (k === 2) continue;
      // A second cell of more than two, or one of one or none: no BUG+1.
      if (k !== 3 || three >= 0) return null;
      three = c;
    }
    if (three < 0) return null;
    const m = cand[three]!;
    for (let rest = m; rest; rest &= rest - 1) {
      const bit = rest & -rest;
      if (!grave(board, three, m & ~bit)) continue;
      const value = 31 - Math.clz32(bit);
      const from = [three];
      for (const g of shape.groupsOf[three]!) {
        if (!shape.groups[g]!.house) continue;
        for (const c of shape.groups[g]!.cells) if (c !== three && !filled[c] && cand[c]! & bit && !from.includes(c)) from.push(c);
      }
      return {
        from,
        place: [{ cell: three, value }],
        strike: [],
        paper,
        data: { context: gate.context, cell: squareIn(shape, three), digits: digitsOf(m), value },
      };
    }
    return null;
  },
};

/** Whether the board, with `three`'s candidates `mask`, has each digit in two places or none of every house. */
function grave(board: Board, three: number, mask: number): boolean {
  const { filled, cand } = board;
  const { houseCells, houseStart } = board.shape;
  for (let h = 0; h + 1 < houseStart.length; h++) {
    let once = 0;
    let twice = 0;
    let more = 0;
    for (let i = houseStart[h]!; i < houseStart[h + 1]!; i++) {
      const c = houseCells[i]!;
      if (filled[c]) continue;
      const m = c === three ? mask : cand[c]!;
      more |= twice & m;
      twice |= once & m;
      once |= m;
    }
    if (more || once & ~twice) return false;
  }
  return true;
}
