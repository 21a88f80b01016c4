import type { Shape } from '../shape.ts';

/**
 * Where a uniqueness technique may be used at all. Its argument is a swap: the digits x and y
 * trade places in some empty cells and every rule still holds, so an answer with that pattern
 * would not be the only one. That holds only where the rules are rows, columns and boxes (or
 * rows and columns alone): each holds every digit once, and a swap inside a row, a column or a
 * box leaves what it holds unchanged.
 *
 * A total breaks it: a cage or a run holding one corner of a rectangle (with cells outside it)
 * sums to another total once that corner's x becomes y, so the swapped grid is no answer and
 * the "second answer" the technique relies on need not exist. A Calcudoku is a Latin square
 * with cages, and its cages are exactly that: neither technique applies to it, nor to Killer
 * Sudoku or Kakuro (sums), nor to Futoshiki (a less-than sign between a corner and a cell
 * outside is broken by the swap). On such shapes both techniques find nothing.
 */
export interface Gate {
  /** `boxes`: rows, columns and boxes; `lines`: a Latin square, rows and columns alone. */
  readonly context: 'boxes' | 'lines';
  /** Each cell's box (index into `shape.groups`), or -1 on a Latin square. */
  readonly box: Int32Array;
  /**
   * Whether BUG+1 holds too: every group that forbids repeats is a house. Its argument needs
   * each digit's places in each group to be exactly two or none (a group that only forbids
   * repeats, holding a digit at most once, would not pair them up).
   */
  readonly bug: boolean;
}

const gates = new WeakMap<Shape, Gate | null>();

/** The shape's gate, worked out once a shape; null where uniqueness proves nothing. */
export function gateOf(shape: Shape): Gate | null {
  let gate = gates.get(shape);
  if (gate === undefined) gates.set(shape, (gate = gateFor(shape)));
  return gate;
}

function gateFor(shape: Shape): Gate | null {
  const { groups, size, width, height } = shape;
  // Totals and a kind's own constraints: a swap changes a sum or flips a sign.
  if (shape.totals.length > 0 || shape.constraints.length > 0) return null;
  // A square grid of rows and columns that are houses, every cell in play (shapeOf's fish test).
  if (shape.rows.length !== height || shape.cols.length !== width || shape.open.some((o) => !o)) return null;
  const box = new Int32Array(size).fill(-1);
  let bug = true;
  for (let g = 0; g < groups.length; g++) {
    const group = groups[g]!;
    if (!group.distinct || group.kind === 'row' || group.kind === 'column') continue;
    // Only boxes are words a step can say, and only a box that is a house keeps its digits through a swap of two of its cells.
    if (group.kind !== 'box' || !group.house) return null;
    for (const c of group.cells) {
      if (box[c] !== -1) return null;
      box[c] = g;
    }
  }
  const boxed = box.some((b) => b !== -1);
  if (boxed && box.some((b) => b === -1)) return null;
  for (const group of groups) if (group.distinct && !group.house) bug = false;
  return { context: boxed ? 'boxes' : 'lines', box, bug };
}
