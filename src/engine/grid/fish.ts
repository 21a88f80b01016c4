import { popcount, unionsOfSize } from './bits.ts';
import type { Board } from './board.ts';
import { type Finding, type GridTechnique, squareIn } from './technique.ts';

const NAMES = { 2: 'x-wing', 3: 'swordfish', 4: 'jellyfish' } as const;

/**
 * Fish of k (X-Wing, Swordfish, Jellyfish): in k rows a digit's places all lie in the same k
 * columns; each of those rows has the digit in one of them, so those columns have it nowhere
 * else, and it is crossed off the rest of them (and the same with rows and columns swapped).
 */
export function fish(k: 2 | 3 | 4): GridTechnique {
  return {
    key: NAMES[k],
    says: 'fish',
    find(board: Board) {
      const { shape, filled, value, cand } = board;
      if (shape.rows.length === 0) return null;
      const sides = [
        [shape.rows, shape.cols],
        [shape.cols, shape.rows],
      ] as const;
      for (let v = 0; v < 32; v++) {
        const bit = 1 << v;
        if (!(shape.digits & bit)) continue;
        for (const [base, cover] of sides) {
          // Each base line with the digit still to place: its places, as a mask over the cover lines.
          const lines: { line: number; at: number }[] = [];
          for (const line of base) {
            const cells = shape.groups[line]!.cells;
            let at = 0;
            let done = false;
            // A plain loop, no callback a line: a generator asks this of every board its easier rungs leave stuck.
            for (let i = 0; i < cells.length; i++) {
              const c = cells[i]!;
              if (filled[c] && value[c] === v) done = true;
              else if (!filled[c] && cand[c]! & bit) at |= 1 << i;
            }
            if (!done && popcount(at) >= 2 && popcount(at) <= k) lines.push({ line, at });
          }
          let found: Finding | null = null;
          unionsOfSize(
            lines.map((l) => l.at),
            k,
            (chosen, covered) => (found = fishFinding(board, v, base === shape.rows, chosen.map((i) => lines[i]!.line), cover, covered)) !== null,
          );
          if (found) return found;
        }
      }
      return null;
    },
  };
}

/**
 * The fish of these base lines over the cover lines `covered` (a mask over `cover`), if it
 * crosses anything off: the digit's places in the cover lines outside the base. Out of `find`'s
 * loop, which V8 compiled again each time a part of it not yet run was reached.
 */
function fishFinding(board: Board, v: number, rows: boolean, picked: number[], cover: readonly number[], covered: number): Finding | null {
  const { shape, filled, cand } = board;
  const bit = 1 << v;
  const inBase = new Set(picked.flatMap((line) => shape.groups[line]!.cells));
  const covers = cover.filter((_, i) => covered & (1 << i));
  const strike = covers.flatMap((line) => shape.groups[line]!.cells.flatMap((c) => (!inBase.has(c) && !filled[c] && cand[c]! & bit ? [{ cell: c, values: bit }] : [])));
  if (strike.length === 0) return null;
  const corners = [...inBase].filter((c) => !filled[c] && cand[c]! & bit);
  return {
    from: corners,
    place: [],
    strike,
    paper: corners.length,
    data: {
      value: v,
      rows,
      base: picked.map((line) => shape.groups[line]!.n),
      cover: covers.map((line) => shape.groups[line]!.n),
      cells: strike.map((s) => squareIn(shape, s.cell)),
    },
  };
}
