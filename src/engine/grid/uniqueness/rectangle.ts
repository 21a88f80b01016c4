import type { Link } from '../../steps.ts';
import { digitsOf, isSingle, lowest, popcount } from '../bits.ts';
import type { Board } from '../board.ts';
import { type Finding, type GridTechnique, nameOf, squareIn, struckSaid } from '../technique.ts';
import { type Gate, gateOf } from './gate.ts';

/**
 * Unique rectangles (HoDoKu's types 1 to 4). Four empty cells in two rows, two columns and two
 * boxes, each still holding x and y: were all four left holding only x and y, an answer would
 * have them x y / y x, and the swapped y x / x y would be an answer too (each row, column and
 * box keeps what it holds). A printed puzzle has one answer, so one corner takes another digit.
 * The two corners holding only x and y on one side (the floor) and the two across (the roof):
 *  1 the roof has one corner holding only x and y too: the fourth takes another digit, x and y
 *    are crossed off it;
 *  2 both roof corners hold x, y and one same z: one of them is z, crossed off every cell that
 *    sees both;
 *  3 the roof's extra digits, as one cell of a house both share, make a naked subset with other
 *    cells of that house: its digits are crossed off the house's other cells;
 *  4 x has only the two roof corners left in a house they share (a strong link): one of them is
 *    x, so neither is y (else the other is x, and the four hold only x and y); y is crossed off both.
 * The corners must be empty: a given (or any digit written) cannot swap, and the board tells
 * givens and digits written apart by neither, so a filled corner is no corner at all. The shapes
 * where the swap proves anything are gate.ts's; elsewhere nothing is found.
 * Type 4's finding carries its one link, the strong link on x between the roof corners; the
 * other types carry none (theirs is no chain: the pattern is the reason).
 */

/** The largest naked subset type 3 forms with the roof (the roof's extras counting as one cell): a quad. */
const MOST = 4;

export const uniqueRectangle: GridTechnique = {
  key: 'unique-rectangle',
  says: 'unique-rectangle',
  find(board: Board) {
    const gate = gateOf(board.shape);
    if (!gate) return null;
    const { shape, filled, cand } = board;
    const n = shape.width;
    // The easiest type found so far (1 is returned at once); 2, then 4, then 3, as their ratings run.
    let best: Finding | null = null;
    let bestRank = 5;
    for (let c = 0; c < shape.size; c++) {
      const xy = cand[c]!;
      if (filled[c] || popcount(xy) !== 2) continue;
      const row = Math.floor(c / n);
      const col = c % n;
      // The floor: c and a cell later in its row (then its column) holding only the same pair.
      for (let across = 0; across < 2; across++) {
        const step = across === 0 ? 1 : n;
        const left = across === 0 ? n - 1 - col : n - 1 - row;
        for (let i = 1; i <= left; i++) {
          const d = c + i * step;
          if (filled[d] || cand[d] !== xy) continue;
          // The roof: the same two cells of each other parallel line.
          const shift = across === 0 ? n : 1;
          const at = across === 0 ? row : col;
          for (let line = 0; line < n; line++) {
            if (line === at) continue;
            const a = c + (line - at) * shift;
            const b = d + (line - at) * shift;
            if (filled[a] || filled[b] || (cand[a]! & xy) !== xy || (cand[b]! & xy) !== xy) continue;
            if (!twoBoxes(gate, c, d, a, b)) continue;
            const found = typed(board, gate, [c, d, a, b], xy);
            if (found && found.rank < bestRank) {
              if (found.rank === 1) return found.finding;
              best = found.finding;
              bestRank = found.rank;
            }
          }
        }
      }
    }
    return best;
  },
};

/** Whether the four corners lie in exactly two boxes, a floor's or a side's pair in each (always, on a Latin square without boxes). */
function twoBoxes(gate: Gate, c: number, d: number, a: number, b: number): boolean {
  if (gate.context === 'lines') return true;
  const { box } = gate;
  return box[c] === box[d] ? box[a] === box[b] && box[a] !== box[c] : box[c] === box[a] && box[d] === box[b];
}

/** The rectangle's finding, of the easiest type it makes, with its rank (1, 2, 4, 3 in that order: rank 3 is type 4). */
function typed(board: Board, gate: Gate, corners: readonly [number, number, number, number], xy: number): { rank: number; finding: Finding } | null {
  const { cand } = board;
  const [c, d, a, b] = corners;
  const ea = cand[a]! & ~xy;
  const eb = cand[b]! & ~xy;
  // Four corners of x and y alone: the board already has two fillings or none; nothing to say.
  if (!ea && !eb) return null;
  if (!ea || !eb) {
    const cell = ea ? a : b;
    return { rank: 1, finding: rectangle(board, gate, corners, xy, 1, [c, d, ea ? b : a], [cell], [{ cell, values: xy }], 0, { cell: squareIn(board.shape, cell), extra: digitsOf(cand[cell]! & ~xy) }) };
  }
  if (ea === eb && isSingle(ea)) {
    const found = type2(board, gate, corners, xy, lowest(ea));
    if (found) return { rank: 2, finding: found };
  }
  const four = type4(board, gate, corners, xy);
  if (four) return { rank: 3, finding: four };
  const three = type3(board, gate, corners, xy, ea | eb);
  return three ? { rank: 4, finding: three } : null;
}

/** Type 2: one of the roof corners is z; z is crossed off every cell that sees both. */
function type2(board: Board, gate: Gate, corners: readonly number[], xy: number, z: number): Finding | null {
  const { shape, filled, cand } = board;
  const [c, d, a, b] = corners as [number, number, number, number];
  const bit = 1 << z;
  const strike: { cell: number; values: number }[] = [];
  const peers = shape.peers[a]!;
  for (let i = 0; i < peers.length; i++) {
    const p = peers[i]!;
    if (p !== b && !filled[p] && cand[p]! & bit && board.sees(p, b)) strike.push({ cell: p, values: bit });
  }
  if (strike.length === 0) return null;
  return rectangle(board, gate, corners, xy, 2, [c, d], [a, b], strike, 0, { value: z, cells: strike.map((s) => squareIn(shape, s.cell)) });
}

/** The houses holding both roof corners that a step can name (a row, a column, a box). */
function sharedHouses(board: Board, a: number, b: number): number[] {
  const { groups, groupsOf } = board.shape;
  return groupsOf[a]!.filter((g) => groups[g]!.house && (groups[g]!.kind === 'row' || groups[g]!.kind === 'column' || groups[g]!.kind === 'box') && groups[g]!.cells.includes(b));
}

/** Type 4: x's only places in a house are the roof corners, so neither is y. */
function type4(board: Board, gate: Gate, corners: readonly number[], xy: number): Finding | null {
  const { shape, filled, cand } = board;
  const [c, d, a, b] = corners as [number, number, number, number];
  for (const h of sharedHouses(board, a, b)) {
    for (const x of digitsOf(xy)) {
      const bit = 1 << x;
      let places = 0;
      for (const cell of shape.groups[h]!.cells) if (!filled[cell] && cand[cell]! & bit) places++;
      if (places !== 2) continue;
      const y = lowest(xy & ~bit);
      const links: Link[] = [{ a: { cells: [a], value: x }, b: { cells: [b], value: x }, strong: true }];
      const found = rectangle(board, gate, corners, xy, 4, [c, d], [a, b], [a, b].map((cell) => ({ cell, values: 1 << y })), 0, { group: nameOf(shape, h), value: x, other: y });
      found.links = links;
      return found;
    }
  }
  return null;
}

/**
 * Type 3: one roof corner takes one of the roof's extra digits (`extra`), so in a house holding
 * both, the pair acts as one cell holding only those; with k-1 other cells of the house whose
 * digits and these make k in all, the k fill those cells, and are crossed off the rest.
 */
function type3(board: Board, gate: Gate, corners: readonly number[], xy: number, extra: number): Finding | null {
  const { shape, filled, cand } = board;
  const [c, d, a, b] = corners as [number, number, number, number];
  if (popcount(extra) >= MOST) return null;
  for (const h of sharedHouses(board, a, b)) {
    const pool = shape.groups[h]!.cells.filter((cell) => cell !== a && cell !== b && !filled[cell] && popcount(cand[cell]!) <= MOST);
    // The smallest subset first: a pair (the roof and one cell), then a triple, then a quad.
    for (let k = Math.max(2, popcount(extra)); k <= MOST; k++) {
      const picked: number[] = [];
      const pick = (from: number, union: number): Finding | null => {
        if (picked.length === k - 1) {
          if (popcount(union) !== k) return null;
          const strike: { cell: number; values: number }[] = [];
          for (const cell of shape.groups[h]!.cells) {
            if (cell === a || cell === b || filled[cell] || picked.includes(cell) || !(cand[cell]! & union)) continue;
            strike.push({ cell, values: cand[cell]! & union });
          }
          if (strike.length === 0) return null;
          const paper = picked.reduce((sum, cell) => sum + popcount(cand[cell]!), 0);
          return rectangle(board, gate, corners, xy, 3, [c, d], [a, b], strike, paper, {
            extra: digitsOf(extra),
            group: nameOf(shape, h),
            subset: picked.map((cell) => squareIn(shape, cell)),
            subsetDigits: digitsOf(union),
            struck: struckSaid(shape, strike),
          }, picked);
        }
        for (let i = from; i < pool.length; i++) {
          const next = union | cand[pool[i]!]!;
          if (popcount(next) > k) continue;
          picked.push(pool[i]!);
          const found = pick(i + 1, next);
          if (found) return found;
          picked.pop();
        }
        return null;
      };
      const found = pick(0, extra);
      if (found) return found;
    }
  }
  return null;
}

/** A unique rectangle's finding: what every type's sentence is told, and its own `more`. */
function rectangle(
  board: Board,
  gate: Gate,
  corners: readonly number[],
  xy: number,
  type: 1 | 2 | 3 | 4,
  floor: readonly number[],
  roof: readonly number[],
  strike: { cell: number; values: number }[],
  paper: number,
  more: object,
  read: readonly number[] = [],
): Finding {
  const { shape, cand } = board;
  const square = (cell: number) => squareIn(shape, cell);
  const sorted = [...corners].sort((p, q) => p - q);
  return {
    from: [...sorted, ...read],
    place: [],
    strike,
    // The four corners' pencil marks, and those of the other cells of a type 3 subset.
    paper: sorted.reduce((sum, cell) => sum + popcount(cand[cell]!), paper),
    data: {
      type,
      context: gate.context,
      digits: digitsOf(xy),
      corners: sorted.map(square),
      floor: [...floor].sort((p, q) => p - q).map(square),
      roof: [...roof].sort((p, q) => p - q).map(square),
      ...more,
    },
  };
}
