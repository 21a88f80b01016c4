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
      // Each base line with the digit still to place, and its places as a mask over the cover
      // lines: plain lists made once a call (a generator asks this of every board its easier rungs leave stuck).
      const lines: number[] = [];
      const ats: number[] = [];
      for (let v = 0; v < 32; v++) {
        const bit = 1 << v;
        if (!(shape.digits & bit)) continue;
        for (let side = 0; side < 2; side++) {
          const base = side === 0 ? shape.rows : shape.cols;
          const cover = side === 0 ? shape.cols : shape.rows;
          lines.length = ats.length = 0;
          for (let l = 0; l < base.length; l++) {
            const line = base[l]!;
            const cells = shape.groups[line]!.cells;
            let at = 0;
            let done = false;
            // A plain loop, no callback a line: a generator asks this of every board its easier rungs leave stuck.
            for (let i = 0; i < cells.length; i++) {
              const c = cells[i]!;
              if (filled[c] && value[c] === v) done = true;
              else if (!filled[c] && cand[c]! & bit) at |= 1 << i;
            }
            if (!done && popcount(at) >= 2 && popcount(at) <= k) {
              lines.push(line);
              ats.push(at);
            }
          }
          let found: Finding | null = null;
          unionsOfSize(ats, k, (chosen, covered) => (found = fishFinding(board, v, side === 0, chosen, lines, cover, covered)) !== null);
          if (found) return found;
        }
      }
      return null;
    },
  };
}

/** Cells of the base lines being tried, marked with the call's stamp (one array for every board). */
let baseMark = new Uint32Array(0);
let baseStamp = 0;

/**
 * The fish of these base lines over the cover lines `covered` (a mask over `cover`), if it
 * crosses anything off: the digit's places in the cover lines outside the base. Out of `find`'s
 * loop, which V8 compiled again each time a part of it not yet run was reached.
 */
function fishFinding(board: Board, v: number, rows: boolean, chosen: readonly number[], lines: readonly number[], cover: readonly number[], covered: number): Finding | null {
  const { shape, filled, cand } = board;
  const bit = 1 << v;
  // The base's cells stamped once a call, so each covered cell asks one array, not k lines'
  // `includes` (this was the generator's costliest function, issue 114).
  if (baseMark.length < filled.length) baseMark = new Uint32Array(filled.length);
  if (++baseStamp > 0xffffffff) (baseStamp = 1), baseMark.fill(0);
  const stamp = baseStamp;
  for (let b = 0; b < chosen.length; b++) {
    const cells = shape.groups[lines[chosen[b]!]!]!.cells;
    for (let j = 0; j < cells.length; j++) baseMark[cells[j]!] = stamp;
  }
  // The digit's places in the covered lines outside the base, in plain loops, the list made at
  // the first: most fish a search meets cross nothing off.
  let strike: { cell: number; values: number }[] | undefined;
  for (let i = 0; i < cover.length; i++) {
    if (!(covered & (1 << i))) continue;
    const cells = shape.groups[cover[i]!]!.cells;
    for (let j = 0; j < cells.length; j++) {
      const c = cells[j]!;
      if (filled[c] || !(cand[c]! & bit)) continue;
      if (baseMark[c] !== stamp) (strike ??= []).push({ cell: c, values: bit });
    }
  }
  if (!strike) return null;
  const picked = chosen.map((i) => lines[i]!);
  const inBase = new Set(picked.flatMap((line) => shape.groups[line]!.cells));
  const covers = cover.filter((_, i) => covered & (1 << i));
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
