import { digitsOf, popcount } from '../bits.ts';
import type { Board } from '../board.ts';
import type { Shape } from '../shape.ts';
import { type GridTechnique, nameOf, squareIn } from '../technique.ts';
import { anySeesBoth, otherOf, seesBoth, strong, weak } from './bivalue.ts';

/** The bivalue cells' list, one a shape, made once: the generator asks thousands of boards of one shape. */
const lists = new WeakMap<Shape, Int32Array>();

/**
 * W-Wing: two cells left the same two digits x and y, that do not see each other (two that do
 * are a naked pair), and a house where x has only two places, one seeing each cell. If the
 * first cell is not y it is x; its place in the house is then not x, the other place is, and
 * the second cell, which sees it, is not x but y. So one of the two cells is y: y is crossed off
 * every cell that sees both. Every W-Wing is four candidates and a pair of places: the first found
 * (cells in reading order) is as simple as any.
 */
export const wWing: GridTechnique = {
  key: 'w-wing',
  says: 'w-wing',
  find(board: Board) {
    const { shape, filled, cand } = board;
    const { houses, houseCells, houseStart } = shape;
    // The bivalue cells, in reading order: pairs are looked for among these only.
    let cells = lists.get(shape);
    if (!cells) lists.set(shape, (cells = new Int32Array(shape.size)));
    const n = bivalueCells(board, cells);
    for (let i = 0; i < n; i++) {
      const a = cells[i]!;
      const pair = cand[a]!;
      for (let j = i + 1; j < n; j++) {
        const b = cells[j]!;
        if (cand[b] !== pair || board.sees(a, b)) continue;
        for (const y of digitsOf(pair)) {
          if (!anySeesBoth(board, a, b, 1 << y)) continue;
          const x = otherOf(pair, y);
          const bit = 1 << x;
          // A house with exactly two places for x (none written), one seeing each cell.
          for (let h = 0; h < houses.length; h++) {
            let p = -1;
            let q = -1;
            let n = 0;
            for (let i = houseStart[h]!; i < houseStart[h + 1]! && n <= 2; i++) {
              const c = houseCells[i]!;
              if (!(cand[c]! & bit)) continue;
              if (filled[c]) n = 3;
              else if (n++ === 0) p = c;
              else q = c;
            }
            if (n !== 2) continue;
            if (!(board.sees(p, a) && board.sees(q, b))) [p, q] = [q, p];
            if (!(board.sees(p, a) && board.sees(q, b))) continue;
            const strike = seesBoth(board, a, b, 1 << y);
            return {
              from: [a, p, q, b],
              place: [],
              strike,
              // Both cells' two digits, and the house's two places for x.
              paper: 6,
              data: {
                a: squareIn(shape, a),
                b: squareIn(shape, b),
                x,
                y,
                house: nameOf(shape, houses[h]!),
                p: squareIn(shape, p),
                q: squareIn(shape, q),
                cells: strike.map((s) => squareIn(shape, s.cell)),
              },
              links: [strong(a, y, a, x), weak(a, x, p, x), strong(p, x, q, x), weak(q, x, b, x), strong(b, x, b, y)],
            };
          }
        }
      }
    }
    return null;
  },
};

/**
 * The bivalue cells, in reading order, written into `cells`; how many. A function of its own: V8
 * compiled this loop on the stack in the middle of W-Wing's search (on-stack replacement) and
 * threw the code away as the loop ended, again and again in a generator's first puzzles.
 */
function bivalueCells(board: Board, cells: Int32Array): number {
  const { filled, cand, shape } = board;
  let n = 0;
  for (let c = 0; c < shape.size; c++) if (!filled[c] && popcount(cand[c]!) === 2) cells[n++] = c;
  return n;
}
