import { digitsOf, isSingle, lowest, popcount } from './bits.ts';
import type { Link } from '../steps.ts';
import type { Board } from './board.ts';
import { type Finding, type GridTechnique, squareIn, strikeDigit } from './technique.ts';

/**
 * A wing: a pivot cell and two pincers it sees, each pincer two digits. Whichever digit the
 * pivot takes, one pincer is left holding z, so z is crossed off every cell that sees both
 * pincers (XY-Wing: a pivot of two digits, xy with pincers xz and yz), and, in an XYZ-Wing
 * (a pivot of xyz), the pivot too, which may hold z itself.
 *
 * Its links, as drawn, from one pincer's z to the other's: the pincer's two digits (strong: it
 * holds one of them), its x and the pivot's (weak: they see each other), the pivot's x and y
 * (strong, in an XY-Wing's pivot of two digits; an XYZ-Wing's third digit, z, is no link, and
 * the chain breaks there), the pivot's y and the other pincer's (weak), that pincer's y and z
 * (strong). Read along it: whichever digit the pivot holds, a pincer holds z.
 */
function wing(key: 'xy-wing' | 'xyz-wing', pivotDigits: 2 | 3): GridTechnique {
  return {
    key,
    says: key,
    find(board: Board) {
      const { shape, filled, cand } = board;
      // Pincers: two-digit peers sharing exactly one digit with an XY pivot, or lying within an XYZ pivot's three.
      // Plain loops and one list a call, no destructuring (an iterator each in code V8 has not
      // compiled yet): a generator asks this of every board its easier rungs leave stuck.
      const pincers: number[] = [];
      for (let p = 0; p < shape.size; p++) {
        if (filled[p] || popcount(cand[p]!) !== pivotDigits) continue;
        const pm = cand[p]!;
        pincers.length = 0;
        const peers = shape.peers[p]!;
        for (let i = 0; i < peers.length; i++) {
          const c = peers[i]!;
          const m = cand[c]!;
          if (filled[c] || popcount(m) !== 2) continue;
          if (pivotDigits === 2 ? isSingle(m & pm) : (m & pm) === m) pincers.push(c);
        }
        for (let i = 0; i < pincers.length; i++) {
          for (let j = i + 1; j < pincers.length; j++) {
            const a = pincers[i]!;
            const b = pincers[j]!;
            const am = cand[a]!;
            const bm = cand[b]!;
            const z = am & bm;
            if (!isSingle(z) || am === bm) continue;
            // XY: z is the digit neither shares with the pivot, and they share different ones; XYZ: the three make the pivot.
            if (pivotDigits === 2 ? z & pm || (am | bm | pm) !== (am | bm) : (am | bm) !== pm) continue;
            const v = lowest(z);
            const strike = strikeDigit(board, shape.peers[a]!, v, (c) => c === b || c === p || !board.sees(c, b) || (pivotDigits === 3 && !board.sees(c, p)));
            if (strike.length === 0) continue;
            return wingFinding(board, p, a, b, v, strike, pivotDigits);
          }
        }
      }
      return null;
    },
  };
}

export const xyWing = wing('xy-wing', 2);
export const xyzWing = wing('xyz-wing', 3);

/**
 * A wing's finding, out of `find`'s loop: V8 compiled `find` whole, this part with it, and threw
 * the code away the first times a wing was found, at a fifth of a second of compiling each time.
 */
function wingFinding(board: Board, p: number, a: number, b: number, v: number, strike: Finding['strike'], pivotDigits: 2 | 3): Finding {
  const { shape, cand } = board;
  const z = 1 << v;
  const [x, y] = [lowest(cand[a]! & ~z), lowest(cand[b]! & ~z)];
  const link = (ca: number, va: number, cb: number, vb: number, strong: boolean): Link => ({ a: { cells: [ca], value: va }, b: { cells: [cb], value: vb }, strong });
  const links = [link(a, v, a, x, true), link(a, x, p, x, false), ...(pivotDigits === 2 ? [link(p, x, p, y, true)] : []), link(p, y, b, y, false), link(b, y, b, v, true)];
  return {
    from: [p, a, b],
    place: [],
    strike,
    paper: 2 * 2 + pivotDigits,
    links,
    data: {
      pivot: squareIn(shape, p),
      pivotDigits: digitsOf(cand[p]!),
      wings: [a, b].map((c) => ({ cell: squareIn(shape, c), digits: digitsOf(cand[c]!) })),
      value: v,
      cells: strike.map((s) => squareIn(shape, s.cell)),
    },
  };
}
