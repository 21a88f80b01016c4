import type { Board } from '../../engine/grid/board.ts';
import type { Shape } from '../../engine/grid/shape.ts';
import type { Rung } from '../../engine/grid/ladder.ts';
import type { Finding, GridTechnique } from '../../engine/grid/technique.ts';
import { squareIn, struckSaid } from '../../engine/grid/technique.ts';
import type { Side } from './schema.ts';
import { fillingsOf, Skyline } from './skyline.ts';
import { lineOf, struckOf, viewOf, words } from './words.ts';

/**
 * Skyscrapers' own techniques, each reading the clues as the kind's constraints (`Skyline`):
 * a line's cells in viewing order from its first clue, with a clue at its far end or none.
 */

/** A clue at a line's end: the cells it sees, nearest first, and where it looks from. */
type End = { rule: Skyline; clue: number; cells: readonly number[]; view: View };

/** The shape's clued lines, and each clue at their ends, found once a shape: the techniques ask on every step of every solve. */
const known = new WeakMap<Shape, { lines: Skyline[]; ends: End[] }>();
function cluesIn(shape: Shape): { lines: Skyline[]; ends: End[] } {
  let found = known.get(shape);
  if (!found) {
    const lines = shape.constraints.filter((rule): rule is Skyline => rule instanceof Skyline);
    const ends = lines.flatMap((rule): End[] => {
      const { line } = rule;
      const near = { rule, clue: rule.front, cells: rule.cells, view: { side: line.from, n: line.n } };
      return rule.back ? [near, { rule, clue: rule.back, cells: rule.reversed, view: { side: line.to, n: line.n } }] : [near];
    });
    known.set(shape, (found = { lines, ends }));
  }
  return found;
}
const ends = (board: Board) => cluesIn(board.shape).ends;

/** Where a clue looks from, and a line, as a finding holds them: worded only when its sentence is said (the generator's solves say none). */
type View = { side: Side; n: number };
type Line = { kind: 'row' | 'column'; n: number };
const lineData = (rule: Skyline): Line => ({ kind: rule.line.kind, n: rule.line.n });

type Strike = { cell: number; values: number };

/** A finding of the strikes that cross something off an empty cell, the cells and heights struck in its sentence's data. */
const finding = (board: Board, from: readonly number[], strike: Strike[], data: () => object, paper = 0): Finding | null => {
  const live = strike.filter((s) => s.values && !board.filled[s.cell]);
  return live.length ? { from: [...from], place: [], strike: live, paper, data: { ...data(), struck: struckSaid(board.shape, live) } } : null;
};

const size = (board: Board) => board.shape.width;

/** A clue of 1: the tallest stands next to it. */
const clueOne: GridTechnique = {
  key: 'clue-one',
  says: 'clue-one',
  find(board) {
    const n = size(board);
    for (const { clue, cells, view } of ends(board)) {
      const cell = cells[0]!;
      if (clue !== 1 || board.filled[cell]) continue;
      return { from: [cell], place: [{ cell, value: n }], strike: [], paper: 0, data: { view, n, cell: squareIn(board.shape, cell) } };
    }
    return null;
  },
};

/** A clue of the grid's size: every building seen, rising 1..n from it. */
const clueAll: GridTechnique = {
  key: 'clue-all',
  says: 'clue-all',
  find(board) {
    const n = size(board);
    for (const { rule, clue, cells, view } of ends(board)) {
      if (clue !== n || cells.every((c) => board.filled[c])) continue;
      const place = cells.flatMap((cell, i) => (board.filled[cell] ? [] : [{ cell, value: i + 1 }]));
      return { from: [...cells], place, strike: [], paper: 0, data: { view, n, line: lineData(rule) } };
    }
    return null;
  },
};

/** A clue c: the cell d steps in is at most n − c + 1 + d tall (else fewer than c could be seen). */
const heightBound: GridTechnique = {
  key: 'height-bound',
  says: 'height-bound',
  find(board) {
    const n = size(board);
    for (const { clue, cells, view } of ends(board)) {
      if (clue < 2 || clue >= n) continue;
      const most = n - clue + 1;
      // Looked at without a list first: most clues have nothing to cross off.
      let any = false;
      for (let d = 0; d < clue - 1 && !any; d++) any = !board.filled[cells[d]!] && (board.cand[cells[d]!]! & ~((2 << (most + d)) - 1)) !== 0;
      if (!any) continue;
      const strike = cells.slice(0, clue - 1).map((cell, d) => ({ cell, values: board.cand[cell]! & ~((2 << (most + d)) - 1) }));
      const found = finding(board, cells.slice(0, clue - 1), strike, () => ({ view, c: clue, most }));
      if (found) return found;
    }
    return null;
  },
};

/** The most seen so far, by the tallest so far (-1: no way): `mostSeen`'s scratch. */
let best = new Int8Array(16);
let next = new Int8Array(16);

/**
 * The most buildings the first k cells could show from their start, for each k (each cell
 * within its marks below `under`; repeats allowed: an upper bound), in one pass.
 */
function mostSeen(cand: ArrayLike<number>, cells: readonly number[], under: number): number[] {
  best.fill(-1);
  best[0] = 0;
  const out = [0];
  for (const cell of cells) {
    next.fill(-1);
    const m = cand[cell]!;
    let most = 0;
    for (let top = 0; top < under; top++) {
      const b = best[top]!;
      if (b < 0) continue;
      for (let v = 1; v < under; v++) {
        if (!(m & (1 << v))) continue;
        if (v > top) next[v] = Math.max(next[v]!, b + 1);
        else next[top] = Math.max(next[top]!, b);
      }
    }
    [best, next] = [next, best];
    for (let t = 0; t < under; t++) most = Math.max(most, best[t]!);
    out.push(most);
  }
  return out;
}

/** Two clues of a line: the tallest stands only where each side of it can show one less than its clue. */
const cluePair: GridTechnique = {
  key: 'clue-pair',
  says: 'clue-pair',
  find(board) {
    const n = size(board);
    const bit = 1 << n;
    for (const rule of cluesIn(board.shape).lines) {
      if (!rule.back) continue;
      const { cells, reversed, front, back } = rule;
      if (cells.some((c) => board.filled[c] && board.value[c] === n)) continue;
      const [ahead, behind] = [mostSeen(board.cand, cells, n), mostSeen(board.cand, reversed, n)];
      // With k buildings before it, the tallest is seen as the (most + 1)th at best, and as the first only with none.
      const fits = (k: number, most: readonly number[], clue: number) => (k === 0 ? clue === 1 : clue >= 2 && most[k]! >= clue - 1);
      const last = cells.length - 1;
      const strike = cells.flatMap((cell, p) => (board.cand[cell]! & bit && !(fits(p, ahead, front) && fits(last - p, behind, back)) ? [{ cell, values: bit }] : []));
      const found = finding(board, cells, strike, () => ({ line: lineData(rule), front, back, n }), cells.length);
      if (found) return found;
    }
    return null;
  },
};

/**
 * The most fillings of a line a person lists to see what none of them puts where: a few at
 * hard, a longer listing at expert (as Calcudoku's cage combinations and long combinations).
 */
export const LISTING = { few: 3, most: 10 };

/** A line's fillings within its marks that show its clues, listed where there are at most `most`: a height none puts in a cell is struck. */
const lineFillings = (key: 'few-fillings' | 'line-fillings', most: number): GridTechnique => ({
  key,
  says: key,
  find(board) {
    for (const rule of cluesIn(board.shape).lines) {
      const { cells } = rule;
      if (cells.every((c) => board.filled[c])) continue;
      const { keep, count } = fillingsOf(
        cells.map((c) => board.cand[c]!),
        rule.front,
        rule.back,
      );
      if (count === 0 || count > most) continue;
      const strike = cells.map((cell, i) => ({ cell, values: board.cand[cell]! & ~keep[i]! }));
      const found = finding(board, cells, strike, () => ({ count, line: lineData(rule) }), count * cells.length);
      if (found) return found;
    }
    return null;
  },
});

type Said = { view?: View; line?: Line; struck?: Parameters<typeof struckOf>[0] };

/** A finding's data as its sentence is told it: where a clue looks from, a line and the cells struck, worded. */
const worded = ({ view, line, struck, ...rest }: Said): object => ({
  ...rest,
  ...(view && { view: viewOf(view.side, view.n) }),
  ...(line && { line: lineOf(line.kind, line.n) }),
  ...(struck && { struck: struckOf(struck) }),
});

/** Each technique as a rung at its level, with its words from Skyscrapers' catalogs. */
const rung = (technique: GridTechnique, level: Rung['level']): Rung => ({
  technique,
  level,
  words: {
    get title() {
      return words.techniques[technique.key as keyof typeof words.techniques].title;
    },
    get what() {
      return words.techniques[technique.key as keyof typeof words.techniques].what;
    },
    say: (data) => (words.techniques[technique.key as keyof typeof words.techniques].step as (d: object) => string)(worded(data as Said)),
  },
});

export const clueRungs = {
  clueOne: rung(clueOne, 1),
  clueAll: rung(clueAll, 1),
  cluePair: rung(cluePair, 2),
  heightBound: rung(heightBound, 2),
  fewFillings: rung(lineFillings('few-fillings', LISTING.few), 3),
  lineFillings: rung(lineFillings('line-fillings', LISTING.most), 4),
};
