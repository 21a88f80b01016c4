import { popcount } from './bits.ts';
import type { Board } from './board.ts';
import { combinationsOf } from './rules.ts';
import type { Shape } from './shape.ts';
import { type Finding, type GridTechnique, nameOf, squareIn, struckSaid } from './technique.ts';

/**
 * A block's sum (Kakuro's "innies and outies"): in a grid of cross sums, every square in play is
 * in one across and one down group with a sum. The across groups lying in a rectangle cover a
 * block of squares and add up to their clues; the down groups lying wholly in the block add up
 * to theirs, and the squares of the block they leave out make up the difference (an innie). Or
 * the down groups crossing the block cover it and some squares outside, which make up what
 * their clues add up to over the block's (an outie). The same with across and down swapped.
 */
interface Area {
  /** The block's groups run across (else down). */
  across: boolean;
  /** The other groups lie in the block (an innie), else they cross it (an outie). */
  inner: boolean;
  /** The rectangle the block's groups fill, rows and columns from 0. */
  top: number;
  bottom: number;
  left: number;
  right: number;
  block: number[];
  other: number[];
  /** The squares that make up the difference. */
  rest: number[];
}

/** Squares an area's difference may fall on, written or not: a person adds up what is written and splits the rest among a few. */
const MOST_REST = 8;
/** Empty squares the difference is split among, as a line's total splits it (`linesTotal`). */
const MOST_EMPTY = 3;

const areasKnown = new WeakMap<Shape, Area[]>();

/** A shape's areas, fewest clues to add first: found once a shape. */
function areasOf(shape: Shape): Area[] {
  let areas = areasKnown.get(shape);
  if (areas) return areas;
  const { width } = shape;
  const sums = shape.totals.filter((g) => shape.groups[g]!.total!.op === '+' && shape.groups[g]!.distinct);
  const box = (g: number) => {
    const cells = shape.groups[g]!.cells;
    const rows = cells.map((c) => Math.floor(c / width));
    const cols = cells.map((c) => c % width);
    return { g, top: Math.min(...rows), bottom: Math.max(...rows), left: Math.min(...cols), right: Math.max(...cols) };
  };
  const across = sums.map(box).filter((b) => b.top === b.bottom && b.left < b.right);
  const down = sums.map(box).filter((b) => b.left === b.right && b.top < b.bottom);
  const seen = new Set<string>();
  areas = [];
  for (const [mine, theirs, isAcross] of [[across, down, true], [down, across, false]] as const) {
    for (let top = 0; top < shape.height; top++)
      for (let bottom = top; bottom < shape.height; bottom++)
        for (let left = 0; left < width; left++)
          for (let right = left; right < width; right++) {
            const inside = mine.filter((b) => b.top >= top && b.bottom <= bottom && b.left >= left && b.right <= right);
            // Each block once: the rectangle its groups fill.
            if (inside.length === 0 || Math.min(...inside.map((b) => b.top)) > top || Math.max(...inside.map((b) => b.bottom)) < bottom) continue;
            if (Math.min(...inside.map((b) => b.left)) > left || Math.max(...inside.map((b) => b.right)) < right) continue;
            const cells = new Set(inside.flatMap((b) => shape.groups[b.g]!.cells));
            const within = theirs.filter((b) => shape.groups[b.g]!.cells.every((c) => cells.has(c))).map((b) => b.g);
            const crossing = theirs.filter((b) => shape.groups[b.g]!.cells.some((c) => cells.has(c))).map((b) => b.g);
            const covered = new Set(within.flatMap((g) => shape.groups[g]!.cells));
            const outer = new Set(crossing.flatMap((g) => shape.groups[g]!.cells));
            const block = inside.map((b) => b.g);
            for (const [inner, other, rest] of [
              [true, within, [...cells].filter((c) => !covered.has(c))],
              [false, crossing, [...outer].filter((c) => !cells.has(c))],
            ] as const) {
              if (other.length === 0 || rest.length === 0 || rest.length > MOST_REST) continue;
              const key = `${inner}:${rest.sort((a, b) => a - b).join(',')}`;
              if (seen.has(key)) continue;
              seen.add(key);
              areas.push({ across: isAcross, inner, top, bottom, left, right, block, other, rest });
            }
          }
  }
  areas.sort((a, b) => a.block.length + a.other.length - b.block.length - b.other.length);
  areasKnown.set(shape, areas);
  return areas;
}

const sumOf = (shape: Shape, groups: readonly number[]) => groups.reduce((n, g) => n + shape.groups[g]!.total!.target, 0);

/**
 * The technique: an area whose difference falls on one to three empty squares, once the digits
 * written on its squares are taken away, narrows them to the digits some way of making it uses
 * (one square takes the difference itself). Paper: the clues added and the candidates read.
 */
export const areaTotal: GridTechnique = {
  key: 'area-total',
  says: 'area-total',
  find(board: Board): Finding | null {
    const { shape, filled, cand, value } = board;
    for (const area of areasOf(shape)) {
      const empty = area.rest.filter((c) => !filled[c]);
      if (empty.length === 0 || empty.length > MOST_EMPTY) continue;
      const written = area.rest.filter((c) => filled[c]).map((c) => value[c]!);
      const [plus, minus] = area.inner ? [area.block, area.other] : [area.other, area.block];
      const total = sumOf(shape, plus) - sumOf(shape, minus) - written.reduce((a, b) => a + b, 0);
      const found = combinationsOf(shape, empty, cand, { op: '+', target: total });
      if (!found || found.fillings.length === 0) continue;
      const strike = empty.flatMap((c, i) => (cand[c]! & ~found.keep[i]! ? [{ cell: c, values: cand[c]! & ~found.keep[i]! }] : []));
      if (strike.length === 0) continue;
      const place = empty.length === 1 ? [{ cell: empty[0]!, value: total }] : [];
      return {
        from: [...new Set([...area.block, ...area.other].flatMap((g) => shape.groups[g]!.cells))],
        place,
        strike: place.length ? [] : strike,
        paper: area.block.length + area.other.length + empty.reduce((n, c) => n + popcount(cand[c]!), 0),
        data: {
          across: area.across,
          inner: area.inner,
          rows: { from: area.top + 1, to: area.bottom + 1 },
          cols: { from: area.left + 1, to: area.right + 1 },
          runs: area.block.length,
          // Each run added, by name, so that a sentence lists them (a kind names them as it names a run elsewhere).
          block: area.block.map((g) => nameOf(shape, g)),
          sum: sumOf(shape, area.block),
          others: area.other.length,
          other: area.other.map((g) => nameOf(shape, g)),
          otherSum: sumOf(shape, area.other),
          difference: total + written.reduce((a, b) => a + b, 0),
          written,
          total,
          cells: empty.map((c) => squareIn(shape, c)),
          struck: struckSaid(shape, strike),
        },
      };
    }
    return null;
  },
};
