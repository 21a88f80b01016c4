import type { Board } from '../../engine/grid/board.ts';
import { wordedRungs } from '../../engine/grid/ladder.ts';
import type { Shape } from '../../engine/grid/shape.ts';
import { type Finding, type GridTechnique, squareIn, struckSaid } from '../../engine/grid/technique.ts';
import type { Side } from './schema.ts';
import { fillingsOf, Skyline } from './skyline.ts';
import { lineOf, struckOf, viewOf, words } from './words.ts';

/** Skyscrapers' own techniques, reading the clues as the kind's constraints (`Skyline`). Where a clue looks from, and a line, as a finding holds them: worded only when its sentence is said (the generator's solves say none). */
type View = { side: Side; n: number };
type Line = { kind: 'row' | 'column'; n: number };
/** A clue at a line's end: the cells it sees, nearest first. */
type End = { rule: Skyline; clue: number; cells: readonly number[]; view: View };
/** The shape's clued lines and the clues at their ends, found once a shape: the techniques ask on every step of every solve. */
const known = new WeakMap<Shape, { lines: Skyline[]; ends: End[] }>();
function cluesIn(shape: Shape): { lines: Skyline[]; ends: End[] } {
  if (known.has(shape)) return known.get(shape)!;
  const lines = shape.constraints.filter((rule): rule is Skyline => rule instanceof Skyline);
  const end = (rule: Skyline, far: boolean): End => ({ rule, clue: far ? rule.back : rule.front, cells: far ? rule.reversed : rule.cells, view: { side: far ? rule.line.to : rule.line.from, n: rule.line.n } });
  const found = { lines, ends: lines.flatMap((rule) => (rule.back ? [end(rule, false), end(rule, true)] : [end(rule, false)])) };
  known.set(shape, found);
  return found;
}
const lineData = (rule: Skyline): Line => ({ kind: rule.line.kind, n: rule.line.n });
/** A finding of the strikes that cross something off an empty cell, the cells and heights struck in its sentence's data. */
function finding(board: Board, from: readonly number[], strike: { cell: number; values: number }[], data: () => object, paper = 0): Finding | null {
  const live = strike.filter((s) => s.values && !board.filled[s.cell]);
  return live.length ? { from: [...from], place: [], strike: live, paper, data: { ...data(), struck: struckSaid(board.shape, live) } } : null;
}
/** The clues a solve's steps read while a generator watches (`watching`), each as `side n`: a clue none read can go without solving again, as the same steps still solve it. */
let read: Set<string> | null = null;
export function watching<T>(into: Set<string>, solve: () => T): T {
  read = into;
  try {
    return solve();
  } finally {
    read = null;
  }
}
const saw = <F extends Finding | null>(found: F, ...views: View[]): F => {
  if (found && read) for (const { side, n } of views) read.add(`${side} ${n}`);
  return found;
};
/** A line's clues, where they look from. */
const viewsOf = ({ line: { from, to, n }, back }: Skyline): View[] => (back ? [{ side: from, n }, { side: to, n }] : [{ side: from, n }]);
const technique = (key: string, find: (board: Board, n: number) => Finding | null): GridTechnique => ({ key, says: key, find: (board) => find(board, board.shape.width) });
/** A clue of 1: the tallest stands next to it. */
const clueOne = technique('clue-one', (board, n) => {
  for (const { clue, cells: [cell], view } of cluesIn(board.shape).ends) {
    if (clue === 1 && !board.filled[cell!]) return saw({ from: [cell!], place: [{ cell: cell!, value: n }], strike: [], paper: 0, data: { view, n, cell: squareIn(board.shape, cell!) } }, view);
  }
  return null;
});
/** A clue of the grid's size: every building seen, rising 1..n from it. */
const clueAll = technique('clue-all', (board, n) => {
  for (const { rule, clue, cells, view } of cluesIn(board.shape).ends) {
    if (clue !== n || cells.every((c) => board.filled[c])) continue;
    const place = cells.flatMap((cell, i) => (board.filled[cell] ? [] : [{ cell, value: i + 1 }]));
    return saw({ from: [...cells], place, strike: [], paper: 0, data: { view, n, line: lineData(rule) } }, view);
  }
  return null;
});
/** A clue c: the cell d steps in is at most n − c + 1 + d tall (else fewer than c could be seen). */
const heightBound = technique('height-bound', (board, n) => {
  for (const { clue, cells, view } of cluesIn(board.shape).ends) {
    if (clue < 2 || clue >= n) continue;
    const most = n - clue + 1;
    const over = (cell: number, d: number) => (board.filled[cell] ? 0 : board.cand[cell]! & ~((2 << (most + d)) - 1));
    // Looked at without a list first: most clues have nothing to cross off.
    let any = false;
    for (let d = 0; d < clue - 1 && !any; d++) any = over(cells[d]!, d) !== 0;
    if (!any) continue;
    const near = cells.slice(0, clue - 1);
    return saw(finding(board, near, near.map((cell, d) => ({ cell, values: over(cell, d) })), () => ({ view, c: clue, most })), view);
  }
  return null;
});
/** `mostSeen`'s scratch: the most seen so far, by the tallest so far (-1: no way). */
let [best, next] = [new Int8Array(16), new Int8Array(16)];
/** The most buildings the first k cells could show, for each k (each within its marks below `under`, repeats allowed: an upper bound), in one pass. */
function mostSeen(masks: readonly number[], under: number): number[] {
  best.fill(-1)[0] = 0;
  const out = [0];
  for (const mask of masks) {
    next.fill(-1);
    let most = 0;
    for (let top = 0; top < under; top++) {
      if (best[top]! < 0) continue;
      for (let m = mask & ((1 << under) - 2); m; m &= m - 1) {
        const v = 31 - Math.clz32(m & -m);
        const [at, seen] = v > top ? [v, best[top]! + 1] : [top, best[top]!];
        if (seen > next[at]!) [next[at], most] = [seen, Math.max(most, seen)];
      }
    }
    [best, next] = [next, best];
    out.push(most);
  }
  return out;
}
/** Where a line's tallest cannot stand (a bit a place), by its marks and clues, remembered: a solve looks at the same lines again and again. */
const noTallest = new Map<string, number>();
function tallestOut(masks: readonly number[], front: number, back: number): number {
  const key = String.fromCharCode(front, back, ...masks);
  const had = noTallest.get(key);
  if (had !== undefined) return had;
  const n = masks.length;
  const [ahead, behind] = [mostSeen(masks, n), mostSeen(masks.toReversed(), n)];
  // With k buildings before it, the tallest is seen as the (most + 1)th at best, and as the first only with none.
  const fits = (k: number, most: readonly number[], clue: number) => (k === 0 ? clue === 1 : clue >= 2 && most[k]! >= clue - 1);
  let out = 0;
  for (let p = 0; p < n; p++) if (masks[p]! & (1 << n) && !(fits(p, ahead, front) && fits(n - 1 - p, behind, back))) out |= 1 << p;
  if (noTallest.size >= 200_000) noTallest.clear();
  noTallest.set(key, out);
  return out;
}
/** Two clues of a line: the tallest stands only where each side of it can show one less than its clue. */
const cluePair = technique('clue-pair', (board, n) => {
  const bit = 1 << n;
  for (const rule of cluesIn(board.shape).lines) {
    const { cells, front, back } = rule;
    if (!back || cells.some((c) => board.filled[c] && board.value[c] === n)) continue;
    const out = tallestOut(cells.map((c) => board.cand[c]!), front, back);
    if (!out) continue;
    const strike = cells.flatMap((cell, p) => (out & (1 << p) ? [{ cell, values: bit }] : []));
    const found = finding(board, cells, strike, () => ({ line: lineData(rule), front, back, n }), n);
    if (found) return saw(found, ...viewsOf(rule));
  }
  return null;
});
/** The most fillings of a line a person lists to see what none puts where: a few at hard, a longer listing at expert (as Calcudoku's cage combinations and long combinations). */
export const LISTING = { few: 3, most: 10 };
/** A line's fillings within its marks that show its clues, listed where there are at most `most`: a height none puts in a cell is struck. */
const lineFillings = (key: 'few-fillings' | 'line-fillings', most: number) =>
  technique(key, (board, n) => {
    for (const rule of cluesIn(board.shape).lines) {
      const { cells } = rule;
      if (cells.every((c) => board.filled[c])) continue;
      const { keep, count } = fillingsOf(cells.map((c) => board.cand[c]!), rule.front, rule.back, LISTING.most);
      if (count === 0 || count > most) continue;
      const found = finding(board, cells, cells.map((cell, i) => ({ cell, values: board.cand[cell]! & ~keep[i]! })), () => ({ count, line: lineData(rule) }), count * n);
      if (found) return saw(found, ...viewsOf(rule));
    }
    return null;
  });
type Said = { view?: View; line?: Line; struck?: Parameters<typeof struckOf>[0] };
/** A finding's data as its sentence is told it: where a clue looks from, a line and the cells struck, worded. */
const worded = ({ view, line, struck, ...rest }: Said): object => ({
  ...rest,
  ...(view && { view: viewOf(view.side, view.n) }),
  ...(line && { line: lineOf(line.kind, line.n) }),
  ...(struck && { struck: struckOf(struck) }),
});
/** Each technique as a rung at its level, its words read from Skyscrapers' catalogs at each use (the kit's `wordedRungs`). */
type Key = keyof typeof words.techniques;
const KEYS: readonly Key[] = ['clue-one', 'clue-all', 'clue-pair', 'height-bound', 'few-fillings', 'line-fillings'];
const rung = wordedRungs('skyscrapers', 'a technique of its clues', () => words.techniques, Object.fromEntries(KEYS.map((k) => [k, (d: object) => (words.techniques[k].step as (d: object) => string)(worded(d as Said))])) as Record<Key, (data: object) => string>);
export const clueRungs = {
  clueOne: rung(clueOne, 1),
  clueAll: rung(clueAll, 1),
  cluePair: rung(cluePair, 2),
  heightBound: rung(heightBound, 2),
  fewFillings: rung(lineFillings('few-fillings', LISTING.few), 3),
  lineFillings: rung(lineFillings('line-fillings', LISTING.most), 4),
};
