import { popcount } from './bits.ts';
import type { Board } from './board.ts';

/**
 * The links chains are made of, read off a board as it stands. A strong link joins two
 * candidates of which one must be true: the only two places left for a digit in a house (a
 * conjugate pair), or the only two digits left in a cell (a bivalue cell). A weak link joins two
 * that cannot both be true: one digit in two cells that see each other, two digits of one cell.
 * Every chain technique (X-chains, XY-chains, AIC and the patterns they name) walks these.
 */

/** For digit `v`, each house's pair of cells when it has exactly two places left for it (none filled): the digit's strong links. */
export function conjugatePairs(board: Board, v: number): [number, number][] {
  const { shape, filled } = board;
  const out: [number, number][] = [];
  const seen = new Set<number>();
  for (const h of shape.houses) {
    const at = board.places(shape.groups[h]!.cells, v);
    if (at.length !== 2 || filled[at[0]!] || filled[at[1]!]) continue;
    const [a, b] = at[0]! < at[1]! ? [at[0]!, at[1]!] : [at[1]!, at[0]!];
    // Two cells may be a pair in two houses (a row and a box): one link.
    const key = a * shape.size + b;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push([a, b]);
  }
  return out;
}

/** The empty cells with exactly two digits left: each a strong link between its two digits. */
export function bivalueCells(board: Board): number[] {
  const out: number[] = [];
  for (let c = 0; c < board.shape.size; c++) if (!board.filled[c] && popcount(board.cand[c]!) === 2) out.push(c);
  return out;
}

/** Whether digit `v` has exactly two places left in some house holding both cells: a strong link between them. */
export function isConjugate(board: Board, a: number, b: number, v: number): boolean {
  const { shape, filled } = board;
  if (filled[a] || filled[b] || a === b) return false;
  for (const h of shape.groupsOf[a]!) {
    const group = shape.groups[h]!;
    if (!group.house || !group.cells.includes(b)) continue;
    const at = board.places(group.cells, v);
    if (at.length === 2) return true;
  }
  return false;
}
