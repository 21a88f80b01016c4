import type { Board } from '../board.ts';
import type { Finding, GridTechnique } from '../technique.ts';
import { chainFinding, seeingBoth } from './chain.ts';
import { BOX, COLUMN, ROW, type Scratch, strongLinks } from './strong.ts';

/**
 * The four-cell chains of one digit: A = B − C = D, two strong links (A or B holds the digit; C
 * or D does) joined by a weak one (B and C see each other, so not both hold it). If A lacks the
 * digit, B has it, C does not, and D does: one of A and D holds it, and a cell that sees both
 * loses it. HoDoKu calls the chain a Turbot Fish and names its best-known shapes: a Skyscraper
 * (both strong links in parallel lines, B and C in one crossing line), a 2-String Kite (one in a
 * row, one in a column, B and C in one box) and an Empty Rectangle (./empty-rectangle.ts). A
 * chain is said by the most specific name it has: `turbot-fish` finds only those that are none
 * of the others (nor an X-Wing's corners, which the X-Wing finds).
 */
type Pattern = 'skyscraper' | 'kite' | 'turbot';

/** The chain's cells, A B C D, the cells a strike leaves alone. */
const chain = new Int32Array(4);

function fourCellChain(board: Board, want: Pattern): Finding | null {
  const { shape } = board;
  const s = strongLinks(board);
  for (let v = 0; v < 32; v++) {
    if (!(shape.digits & (1 << v)) || s.count[v]! < 2) continue;
    const found = chainOfDigit(board, s, v, want);
    if (found) return found;
  }
  return null;
}

/**
 * `fourCellChain`'s search for one digit, a function of its own: V8 compiled the loop over
 * digits around it on the stack (on-stack replacement) and threw that code away each time the
 * digit's search ended, hundreds of times in a generator's first puzzles.
 */
function chainOfDigit(board: Board, s: Scratch, v: number, want: Pattern): Finding | null {
  const { row, col, box, per, count, a, b, house, pairIn } = s;
  const base = v * per;
  const n = count[v]!;
  for (let i = 0; i < n; i++) {
    const pi = pairIn[base + i]!;
    for (let j = i + 1; j < n; j++) {
      const pj = pairIn[base + j]!;
      // The shapes each pattern's links must have, before any cell is looked at.
      if (want === 'skyscraper' && !((pi & pj & ROW) || (pi & pj & COLUMN))) continue;
      if (want === 'kite' && !((pi & ROW && pj & COLUMN) || (pi & COLUMN && pj & ROW))) continue;
      for (let o = 0; o < 4; o++) {
        const B = o & 1 ? b[base + i]! : a[base + i]!;
        const A = o & 1 ? a[base + i]! : b[base + i]!;
        const C = o & 2 ? b[base + j]! : a[base + j]!;
        const D = o & 2 ? a[base + j]! : b[base + j]!;
        if (B === C || B === D || A === C || A === D || !board.sees(B, C)) continue;
        // Both strong links in parallel lines, B and C in one crossing line: a Skyscraper, or an X-Wing when A and D share one too.
        const parallel = (pi & pj & ROW && col[B] === col[C]) || (pi & pj & COLUMN && row[B] === row[C]);
        const xWing = parallel && (pi & ROW ? col[A] === col[D] : row[A] === row[D]);
        const kite = ((pi & ROW && pj & COLUMN) || (pi & COLUMN && pj & ROW)) && box[B]! >= 0 && box[B] === box[C];
        if (xWing) continue;
        if (want === 'skyscraper' ? !parallel : want === 'kite' ? !kite : parallel || kite || emptyRectangle(s, A, B, C, D, pi, pj)) continue;
        chain[0] = A;
        chain[1] = B;
        chain[2] = C;
        chain[3] = D;
        const struck = seeingBoth(board, v, A, D, chain, 4);
        if (struck.length === 0) continue;
        return patternFinding(board, s, want, v, [A, B, C, D], house[base + i]!, house[base + j]!, pi, struck);
      }
    }
  }
  return null;
}

/** A chain's finding, named by its pattern: out of the search's loop, which V8 compiled again each time a part of it not yet run was reached. */
function patternFinding(board: Board, s: Scratch, want: Pattern, v: number, cells: number[], hi: number, hj: number, pi: number, struck: number[]): Finding {
  const { shape } = board;
  const houses = [hi, hj];
  const [first, second] = houses.map((h) => shape.groups[h]!.n) as [number, number];
  const extra =
    want === 'skyscraper'
      ? { lines: pi & ROW ? 'rows' : 'columns', first, second }
      : want === 'kite'
        ? { row: shape.groups[pi & ROW ? houses[0]! : houses[1]!]!.n, column: shape.groups[pi & ROW ? houses[1]! : houses[0]!]!.n, box: shape.groups[s.box[cells[1]!]!]!.n }
        : {};
  return chainFinding(board, v, cells, houses, struck, extra);
}

/**
 * Whether A = B − C = D is an Empty Rectangle of two cells (./empty-rectangle.ts finds it): one
 * strong link a box's only two places, in different rows and columns; the weak link along a line
 * from it; the other strong link a pair of the crossing line, its far end outside the box's band.
 */
function emptyRectangle(s: Scratch, A: number, B: number, C: number, D: number, pi: number, pj: number): boolean {
  return boxEnd(s, A, B, C, D, pi, pj) || boxEnd(s, D, C, B, A, pj, pi);
}

function boxEnd(s: Scratch, X: number, Y: number, P: number, Q: number, inBox: number, inLine: number): boolean {
  const { row, col, box } = s;
  if (inBox !== BOX || row[X] === row[Y] || col[X] === col[Y]) return false;
  if (row[Y] === row[P]) return (inLine & COLUMN) !== 0 && !s.boxRows.get(box[Y]!)!.includes(row[Q]!);
  if (col[Y] === col[P]) return (inLine & ROW) !== 0 && !s.boxCols.get(box[Y]!)!.includes(col[Q]!);
  return false;
}

/**
 * Skyscraper: two parallel rows (or columns) each with just two places for a digit, one place
 * of each in the same column (row); the other two are the chain's ends.
 */
export const skyscraper: GridTechnique = {
  key: 'skyscraper',
  says: 'skyscraper',
  find: (board) => fourCellChain(board, 'skyscraper'),
};

/** 2-String Kite: a row and a column each with just two places for a digit, one of each in the same box (not the same cell). */
export const twoStringKite: GridTechnique = {
  key: 'two-string-kite',
  says: 'two-string-kite',
  find: (board) => fourCellChain(board, 'kite'),
};

/** Turbot Fish: any other four-cell chain of one digit (a strong link may be a box's pair, the weak one any shared group). */
export const turbotFish: GridTechnique = {
  key: 'turbot-fish',
  says: 'turbot-fish',
  find: (board) => fourCellChain(board, 'turbot'),
};
