import type { Link } from '../../steps.ts';
import type { Board } from '../board.ts';
import { type Finding, type GridTechnique, squareIn } from '../technique.ts';
import { COLUMN, ROW, type Scratch, scratchOf, strongLinks } from './strong.ts';

/**
 * Empty Rectangle (as HoDoKu describes it): a box whose places for a digit all lie in one row
 * and one column of it (a cross: at least two places, not all in one line) holds the digit in
 * that row or in that column, a strong link between the two lines' places. A column with just
 * two places for the digit, P in the cross's row outside the box and Q outside the box's band,
 * makes a chain: if the box's column lacks the digit, its row has it, P does not, and Q does. So
 * the cell where the box's column meets Q's row loses it. The same with rows and columns swapped.
 * Looked for from the pairs, so each box is read only where a pair could reach it.
 */

/** Where digit v may go in the box being looked at. */
let places = new Int32Array(0);

export const emptyRectangle: GridTechnique = {
  key: 'empty-rectangle',
  says: 'empty-rectangle',
  find(board: Board): Finding | null {
    const { shape } = board;
    const s = strongLinks(board);
    const { row, col, box, per, count, a, b, pairIn } = s;
    if (s.rowBoxes.size === 0) return null;
    if (places.length < shape.size) places = new Int32Array(shape.size);
    for (let v = 0; v < 32; v++) {
      if (!(shape.digits & (1 << v))) continue;
      const base = v * per;
      for (let k = 0; k < count[v]!; k++) {
        const lines = pairIn[base + k]!;
        if (!(lines & (ROW | COLUMN))) continue;
        for (let o = 0; o < 2; o++) {
          const P = o ? b[base + k]! : a[base + k]!;
          const Q = o ? a[base + k]! : b[base + k]!;
          if (box[P]! < 0 || box[Q]! < 0) continue;
          // A column's pair: the boxes P's row crosses, Q's row outside their band.
          if (lines & COLUMN && !s.boxRows.get(box[P]!)!.includes(row[Q]!)) {
            for (const h of s.rowBoxes.get(row[P]!)!) {
              if (h === box[P]) continue;
              const found = cross(board, s, v, h, row, col, row[P]!, P, Q, 'row');
              if (found) return found;
            }
          }
          // A row's pair: the boxes P's column crosses, Q's column outside their stack.
          if (lines & ROW && !s.boxCols.get(box[P]!)!.includes(col[Q]!)) {
            for (const h of s.colBoxes.get(col[P]!)!) {
              if (h === box[P]) continue;
              const found = cross(board, s, v, h, col, row, col[P]!, P, Q, 'column');
              if (found) return found;
            }
          }
        }
      }
    }
    return null;
  },
};

/**
 * Whether box h's places for v make a cross whose line `line` (of the kind `lineOf` tells: P's
 * row, for a column's pair) meets P; the cross's other line is the one (`otherOf`) every place
 * off `line` lies in. The finding, with the cells seeing Q and every place of that other line.
 */
function cross(board: Board, s: Scratch, v: number, h: number, lineOf: Int32Array, otherOf: Int32Array, line: number, P: number, Q: number, via: 'row' | 'column'): Finding | null {
  const { cand, filled, shape } = board;
  const bit = 1 << v;
  const cells = shape.groups[h]!.cells;
  let n = 0;
  let other = -1;
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i]!;
    if (filled[c]) {
      if (cand[c] === bit) return null;
      continue;
    }
    if (!(cand[c]! & bit)) continue;
    places[n++] = c;
    if (lineOf[c] === line) continue;
    // Every place off the line in one other line.
    if (other >= 0 && otherOf[c] !== other) return null;
    other = otherOf[c]!;
  }
  if (n < 2 || other < 0) return null;
  // Not all in the other line either.
  let off = false;
  for (let i = 0; i < n && !off; i++) off = otherOf[places[i]!] !== other;
  if (!off) return null;
  let struck: number[] | null = null;
  const peers = shape.peers[Q]!;
  next: for (let i = 0; i < peers.length; i++) {
    const t = peers[i]!;
    if (filled[t] || !(cand[t]! & bit) || s.box[t] === h || t === P) continue;
    for (let j = 0; j < n; j++) if (otherOf[places[j]!] === other && !board.sees(t, places[j]!)) continue next;
    (struck ??= []).push(t);
  }
  if (!struck) return null;
  return found(board, v, via, h, via === 'row' ? line : other, via === 'row' ? other : line, P, Q, n, struck);
}

/** The finding: the box's places (row R, column C), the line (`via`) the pair's end P sees, P and the pair's other end Q, what is crossed off. */
function found(board: Board, v: number, via: 'row' | 'column', h: number, R: number, C: number, P: number, Q: number, n: number, struck: number[]): Finding {
  const { shape } = board;
  const s = scratchOf(shape);
  const inBox = Array.from(places.subarray(0, n));
  const node = (cells: number[]) => ({ cells, value: v });
  const rowPart = node(inBox.filter((c) => s.row[c] === R));
  const colPart = node(inBox.filter((c) => s.col[c] === C));
  // The box's line P sees is the chain's middle; the other is its end, which the struck cells see.
  const [end, touched] = via === 'row' ? [colPart, rowPart] : [rowPart, colPart];
  const links: Link[] = [
    { a: end, b: touched, strong: true },
    { a: touched, b: node([P]), strong: false },
    { a: node([P]), b: node([Q]), strong: true },
  ];
  return {
    from: [...inBox, P, Q],
    place: [],
    strike: struck.map((cell) => ({ cell, values: 1 << v })),
    paper: n + 2,
    links,
    data: {
      context: via,
      value: v,
      box: shape.groups[h]!.n,
      places: inBox.map((c) => squareIn(shape, c)),
      row: shape.groups[R]!.n,
      column: shape.groups[C]!.n,
      line: shape.groups[via === 'row' ? s.col[P]! : s.row[P]!]!.n,
      from: squareIn(shape, P),
      to: squareIn(shape, Q),
      cells: struck.map((c) => squareIn(shape, c)),
    },
  };
}
