import { digitsOf, popcount, unionsOfSize } from './bits.ts';
import type { Board } from './board.ts';
import { type Finding, type GridTechnique, nameOf, squareIn, struckSaid } from './technique.ts';

const NAMES = { 2: 'pair', 3: 'triple', 4: 'quad' } as const;

/**
 * Naked subset of k (pair, triple, quad): k empty cells of a house whose candidates together
 * are k digits; those digits go in those cells, so they are crossed off the house's other cells.
 * With `everywhere`, in every group without repeats, not only the houses (a Kakuro's runs, which
 * need not hold every digit, but hold none twice).
 */
export function nakedSubset(k: 2 | 3 | 4, everywhere = false): GridTechnique {
  return {
    key: `naked-${NAMES[k]}`,
    says: 'naked-subset',
    find(board: Board) {
      const { shape, filled, cand } = board;
      let found: Finding | null = null;
      const groups = everywhere ? shape.groups.flatMap((g, i) => (g.distinct ? [i] : [])) : shape.houses;
      // Each group's empty cells, those of k candidates or fewer, and theirs: plain lists made once a call, as a generator asks this of every board its easier rungs leave stuck.
      const empty: number[] = [];
      const small: number[] = [];
      const masks: number[] = [];
      let h = 0;
      // One visit for every house (no closure made a house); what it crosses off found in plain
      // loops, the list made at the first, as most subsets a search meets cross nothing off.
      const visit = (picked: readonly number[], union: number) => {
        let strike: { cell: number; values: number }[] | undefined;
        for (let e = 0; e < empty.length; e++) {
          const c = empty[e]!;
          if (!(cand[c]! & union)) continue;
          let mine = false;
          for (let p = 0; p < picked.length && !mine; p++) mine = small[picked[p]!] === c;
          if (!mine) (strike ??= []).push({ cell: c, values: cand[c]! & union });
        }
        if (!strike) return false;
        const cells = picked.map((i) => small[i]!);
        found = {
          from: [...empty],
          place: [],
          strike,
          paper: cells.reduce((n, c) => n + popcount(cand[c]!), 0),
          data: { size: k, group: nameOf(shape, h), cells: cells.map((c) => squareIn(shape, c)), digits: digitsOf(union), struck: struckSaid(shape, strike) },
        };
        return true;
      };
      for (let g = 0; g < groups.length; g++) {
        h = groups[g]!;
        const all = shape.groups[h]!.cells;
        empty.length = small.length = masks.length = 0;
        for (let i = 0; i < all.length; i++) {
          const c = all[i]!;
          if (filled[c]) continue;
          empty.push(c);
          if (popcount(cand[c]!) > k) continue;
          small.push(c);
          masks.push(cand[c]!);
        }
        if (empty.length <= k) continue;
        unionsOfSize(masks, k, visit);
        if (found) return found;
      }
      return null;
    },
  };
}

/**
 * Hidden subset of k: k digits of a house that can only go in the same k cells; those cells
 * hold them, so every other digit is crossed off those cells.
 */
export function hiddenSubset(k: 2 | 3 | 4): GridTechnique {
  return {
    key: `hidden-${NAMES[k]}`,
    says: 'hidden-subset',
    find(board: Board) {
      const { shape, filled, cand } = board;
      let found: Finding | null = null;
      // The house's open digits with k places or fewer (as bits), and their places as masks over its cells: plain lists made once a call, as a generator asks this of every board its easier rungs leave stuck.
      const few: number[] = [];
      const where: number[] = [];
      let h = 0;
      let cells: readonly number[] = [];
      // One visit for every house (no closure made a house); what it crosses off found in plain
      // loops, the list made at the first, as most subsets a search meets cross nothing off.
      const visit = (picked: readonly number[], places: number) => {
        let digits = 0;
        for (let p = 0; p < picked.length; p++) digits |= few[picked[p]!]!;
        let strike: { cell: number; values: number }[] | undefined;
        for (let i = 0; i < cells.length; i++) {
          const c = cells[i]!;
          if (places & (1 << i) && cand[c]! & ~digits) (strike ??= []).push({ cell: c, values: cand[c]! & ~digits });
        }
        if (!strike) return false;
        const inside = cells.filter((_, i) => places & (1 << i));
        found = {
          from: [...cells],
          place: [],
          strike,
          paper: inside.reduce((n, c) => n + popcount(cand[c]!), 0),
          data: { size: k, group: nameOf(shape, h), digits: digitsOf(digits), cells: inside.map((c) => squareIn(shape, c)), struck: struckSaid(shape, strike) },
        };
        return true;
      };
      const { houses } = shape;
      for (let x = 0; x < houses.length; x++) {
        h = houses[x]!;
        cells = shape.groups[h]!.cells;
        const open = shape.digits & ~board.written(cells);
        if (popcount(open) <= k) continue;
        few.length = where.length = 0;
        for (let m = open; m; m &= m - 1) {
          const bit = m & -m;
          let places = 0;
          for (let i = 0; i < cells.length; i++) if (!filled[cells[i]!] && cand[cells[i]!]! & bit) places |= 1 << i;
          if (!places || popcount(places) > k) continue;
          few.push(bit);
          where.push(places);
        }
        unionsOfSize(where, k, visit);
        if (found) return found;
      }
      return null;
    },
  };
}
