import type { ChainNode, Link } from '../../steps.ts';
import type { Board } from '../board.ts';

/**
 * What the chains through bivalue cells share: a cell left two digits is a strong link between
 * them (if one is false the other is true), and two cells that see each other a weak link on a
 * digit both hold (they cannot both be it). W-Wing, Remote Pairs and XY-chains walk these.
 */

/** The other digit of a cell left two: `pair` its mask, `v` one of them. */
export const otherOf = (pair: number, v: number): number => 31 - Math.clz32(pair & ~(1 << v));

/** Whether some cell besides `a` and `b` sees both and still holds a digit of `mask`: checked before anything is made of a chain. */
export function anySeesBoth(board: Board, a: number, b: number, mask: number): boolean {
  const { filled, cand } = board;
  const peers = board.shape.peers[a]!;
  for (let i = 0; i < peers.length; i++) {
    const c = peers[i]!;
    if (c !== b && !filled[c] && cand[c]! & mask && board.sees(c, b)) return true;
  }
  return false;
}

/** The cells besides `a` and `b` that see both, each with the digits of `mask` it still holds: what a chain ending at `a` and `b` crosses off. */
export function seesBoth(board: Board, a: number, b: number, mask: number): { cell: number; values: number }[] {
  const { filled, cand } = board;
  const out: { cell: number; values: number }[] = [];
  for (const c of board.shape.peers[a]!) if (c !== b && !filled[c] && cand[c]! & mask && board.sees(c, b)) out.push({ cell: c, values: cand[c]! & mask });
  return out.sort((x, y) => x.cell - y.cell);
}

const node = (cell: number, value: number): ChainNode => ({ cells: [cell], value });

/** A strong link: if `v` is not in cell `a`, `w` is in cell `b` (a cell's two digits, or a digit's two places in a house). */
export const strong = (a: number, v: number, b: number, w: number): Link => ({ a: node(a, v), b: node(b, w), strong: true });

/** A weak link: `v` in cell `a` and `w` in cell `b` cannot both be (one digit in two cells that see each other). */
export const weak = (a: number, v: number, b: number, w: number): Link => ({ a: node(a, v), b: node(b, w), strong: false });

/**
 * The links of a chain of bivalue cells, each seeing the next, read from `first` in the first
 * cell: in each cell a strong link from the digit entering to the other, then a weak link to the
 * next cell on that digit, which enters it. `cells` are the chain's, `masks` their two digits.
 */
export function bivalueLinks(cells: readonly number[], masks: readonly number[], first: number): Link[] {
  const links: Link[] = [];
  let enter = first;
  cells.forEach((cell, i) => {
    const on = otherOf(masks[i]!, enter);
    links.push(strong(cell, enter, cell, on));
    if (i + 1 < cells.length) links.push(weak(cell, on, cells[i + 1]!, on));
    enter = on;
  });
  return links;
}
