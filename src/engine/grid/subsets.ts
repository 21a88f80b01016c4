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
      for (const h of groups) {
        const empty = shape.groups[h]!.cells.filter((c) => !filled[c]);
        if (empty.length <= k) continue;
        const small = empty.filter((c) => popcount(cand[c]!) <= k);
        unionsOfSize(
          small.map((c) => cand[c]!),
          k,
          (picked, union) => {
            const cells = picked.map((i) => small[i]!);
            const strike = empty.flatMap((c) => (!cells.includes(c) && cand[c]! & union ? [{ cell: c, values: cand[c]! & union }] : []));
            if (strike.length === 0) return false;
            found = {
              from: [...empty],
              place: [],
              strike,
              paper: cells.reduce((n, c) => n + popcount(cand[c]!), 0),
              data: { size: k, group: nameOf(shape, h), cells: cells.map((c) => squareIn(shape, c)), digits: digitsOf(union), struck: struckSaid(shape, strike) },
            };
            return true;
          },
        );
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
      for (const h of shape.houses) {
        const cells = shape.groups[h]!.cells;
        const open = digitsOf(shape.digits & ~board.written(cells));
        if (open.length <= k) continue;
        // Each open digit's places, as a mask over the house's cells.
        const where = open.map((v) => cells.reduce((m, c, i) => (!filled[c] && cand[c]! & (1 << v) ? m | (1 << i) : m), 0));
        const few = open.flatMap((_, i) => (where[i] && popcount(where[i]!) <= k ? [i] : []));
        unionsOfSize(
          few.map((i) => where[i]!),
          k,
          (picked, places) => {
            let digits = 0;
            for (const i of picked) digits |= 1 << open[few[i]!]!;
            const inside = cells.filter((_, i) => places & (1 << i));
            const strike = inside.flatMap((c) => (cand[c]! & ~digits ? [{ cell: c, values: cand[c]! & ~digits }] : []));
            if (strike.length === 0) return false;
            found = {
              from: [...cells],
              place: [],
              strike,
              paper: inside.reduce((n, c) => n + popcount(cand[c]!), 0),
              data: { size: k, group: nameOf(shape, h), digits: digitsOf(digits), cells: inside.map((c) => squareIn(shape, c)), struck: struckSaid(shape, strike) },
            };
            return true;
          },
        );
        if (found) return found;
      }
      return null;
    },
  };
}
