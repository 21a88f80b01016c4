import type { Link } from '../steps.ts';
import type { Board } from './board.ts';
import { type Finding, type GridTechnique, squareIn } from './technique.ts';

/**
 * Simple colouring: where a house has only two places left for a digit, exactly one of them
 * holds it. Such pairs chain into a network coloured in two colours, alternating along each
 * link; one colour holds the digit throughout, the other nowhere. So a colour that sees itself
 * (twice in one group) is the false one, and the digit is crossed off all its cells (a wrap);
 * and a cell that sees both colours cannot hold the digit (a trap).
 *
 * Its links, as drawn: the conjugate pairs that coloured the network, strong, in the order it
 * was walked (each cell from the one that gave it its colour); then what the conclusion rests
 * on, weak: for a wrap, the two cells of one colour that see each other; for a trap, each
 * struck cell to a green and a blue cell it sees.
 */
export const simpleColouring: GridTechnique = {
  key: 'simple-colouring',
  says: 'colouring',
  find(board: Board) {
    const { shape, filled, cand } = board;
    const colour = new Int8Array(shape.size);
    for (let v = 0; v < 32; v++) {
      const bit = 1 << v;
      if (!(shape.digits & bit)) continue;
      // Conjugate pairs: houses with exactly two places left for v, both empty. Counted in place,
      // with no list a house: a generator asks this of every board its easier rungs leave stuck.
      const links = new Map<number, number[]>();
      for (const h of shape.houses) {
        const cells = shape.groups[h]!.cells;
        let a = -1;
        let b = -1;
        let places = 0;
        for (let i = 0; i < cells.length && places <= 2; i++) {
          const c = cells[i]!;
          if (!(cand[c]! & bit)) continue;
          if (++places === 1) a = c;
          else b = c;
        }
        if (places !== 2 || filled[a] || filled[b]) continue;
        const fromA = links.get(a);
        if (fromA) fromA.push(b);
        else links.set(a, [b]);
        const fromB = links.get(b);
        if (fromB) fromB.push(a);
        else links.set(b, [a]);
      }
      colour.fill(0);
      for (const start of links.keys()) {
        if (colour[start]) continue;
        // One network, coloured 1 and 2 in turn from `start`, in the order it is walked; `by[i]` the cell that coloured chain[i].
        const chain = [start];
        const by = [start];
        colour[start] = 1;
        for (let i = 0; i < chain.length; i++) {
          for (const next of links.get(chain[i]!)!) {
            if (colour[next]) continue;
            colour[next] = 3 - colour[chain[i]!]!;
            chain.push(next);
            by.push(chain[i]!);
          }
        }
        if (chain.length < 3) continue;
        const found = colourOut(board, v, chain, by, colour);
        if (found) return found;
      }
    }
    return null;
  },
};

/**
 * A coloured network's conclusion, if it has one: a colour that sees itself (a wrap), else the
 * cells that see both colours (a trap). Out of `find`'s loop, as is the finding it says: V8
 * compiled `find` whole, this rarely reached part with it, and threw it away each time a part not
 * yet run was reached, at a fifth of a second of compiling each time.
 */
function colourOut(board: Board, v: number, chain: number[], by: number[], colour: Int8Array): Finding | null {
  const { shape, filled, cand } = board;
  // Asked with plain loops and no lists, as most networks conclude nothing; the lists are made for a finding.
  // A wrap: the first cell of a colour, in the walk's order, that sees another of its colour.
  for (let c = 1; c <= 2; c++) {
    for (let i = 0; i < chain.length; i++) {
      const a = chain[i]!;
      if (colour[a] !== c) continue;
      for (let j = 0; j < chain.length; j++) {
        const b = chain[j]!;
        if (b !== a && colour[b] === c && board.sees(a, b)) return said(board, v, chain, by, colour, chain.filter((x) => colour[x] === c), true, [link(v, a, b, false)]);
      }
    }
  }
  let trapped: number[] | undefined;
  for (let c = 0; c < shape.size; c++) {
    if (filled[c] || !(cand[c]! & (1 << v)) || chain.includes(c)) continue;
    let seen = 0;
    for (let i = 0; i < chain.length && seen !== 3; i++) if (board.sees(c, chain[i]!)) seen |= colour[chain[i]!]!;
    if (seen === 3) (trapped ??= []).push(c);
  }
  if (!trapped) return null;
  // Each struck cell from the first green and the first blue cell it sees, in the walk's order.
  const seenBy = (t: number, c: number) => chain.find((x) => colour[x] === c && board.sees(t, x))!;
  return said(board, v, chain, by, colour, trapped, false, trapped.flatMap((t) => [link(v, seenBy(t, 1), t, false), link(v, t, seenBy(t, 2), false)]));
}

const link = (v: number, a: number, b: number, strong: boolean): Link => ({ a: { cells: [a], value: v }, b: { cells: [b], value: v }, strong });

/** The finding: the network's links as walked (strong), then what the conclusion rests on (`because`, weak). */
function said(board: Board, v: number, chain: number[], by: number[], colour: Int8Array, struck: number[], wrap: boolean, because: Link[]): Finding {
  const { shape } = board;
  return {
    from: chain,
    place: [],
    strike: struck.map((cell) => ({ cell, values: 1 << v })),
    paper: chain.length,
    links: [...chain.slice(1).map((cell, i) => link(v, by[i + 1]!, cell, true)), ...because],
    data: {
      value: v,
      green: chain.filter((c) => colour[c] === 1).map((c) => squareIn(shape, c)),
      blue: chain.filter((c) => colour[c] === 2).map((c) => squareIn(shape, c)),
      wrap,
      greenFalse: wrap && colour[struck[0]!] === 1,
      cells: struck.map((c) => squareIn(shape, c)),
    },
  };
}
