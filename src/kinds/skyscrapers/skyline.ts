import { popcount } from '../../engine/grid/bits.ts';
import type { Constraint } from '../../engine/grid/shape.ts';
import type { SkyscrapersPuzzle, Side } from './schema.ts';

/** How many of a line's heights are seen from its start: each taller than all before it. */
export function seenFrom(heights: readonly number[]): number {
  let [top, seen] = [0, 0];
  for (const h of heights) if (h > top) [top, seen] = [h, seen + 1];
  return seen;
}
/** What a line's fillings allow: the heights each cell takes in some filling (a mask a cell), and how many fillings there are. */
export type Fillings = { keep: readonly number[]; count: number };
const POW3 = Array.from({ length: 10 }, (_, i) => 3 ** i);
/** Memo of the search below, by state: written in pass `gen` (stale otherwise), and its fillings. */
const stamp = new Int32Array(POW3[9]! * 10);
const found = new Float64Array(POW3[9]! * 10);
let gen = 0;
/** Lines already worked out, by their candidates and clues: the counter meets the same line again and again. */
const known = new Map<string, { fillings: Fillings; most: number }>();
const KNOWN_MOST = 200_000;
/** Every filling of a line (distinct heights 1..n, each cell within its candidates, a mask with bit h for height h) seeing `front` from its start and `back` from its end (0: no clue): the heights each cell takes in some, and their number. One walk from the start, each state (the heights used, those still seen from the end, the count seen from the start) worked out once, and cut where the counts can no longer be reached. Past `most` fillings it stops (a listing no one makes: the count is then only more than `most`, `keep` unfinished), as the techniques ask. */
export function fillingsOf(masks: readonly number[], front: number, back: number, most = Infinity): Fillings {
  const key = String.fromCharCode(front, back, ...masks);
  const had = known.get(key);
  // Remembered stopped short past `most`: enough for as short a listing.
  if (had && (had.fillings.count <= had.most || most <= had.most)) return had.fillings;
  const n = masks.length;
  const all = ((1 << (n + 1)) - 1) & ~1;
  const keep = new Array<number>(n).fill(0);
  gen++;
  // `stack`: the heights placed that are still seen from the end (taller than all after them); without a clue there, only the tallest so far.
  const go = (pos: number, used: number, stack: number, tern: number, seen: number): number => {
    const at = tern * 10 + seen;
    if (stamp[at] === gen) return found[at]!;
    [stamp[at], found[at]] = [gen, 0];
    const top = stack ? 31 - Math.clz32(stack) : 0;
    if (pos === n) return (found[at] = (!front || seen === front) && (!back || popcount(stack) === back) ? 1 : 0);
    const free = all & ~used;
    if (front && (seen > front || (top === n && seen !== front) || seen + Math.min(n - pos, popcount(free & ~((2 << top) - 1))) < front)) return 0;
    // Those taller than every height left stay seen from the end, and the last cell is always seen.
    if (back && (popcount(stack & ~((2 << (31 - Math.clz32(free))) - 1)) + 1 > back || popcount(stack) + n - pos < back)) return 0;
    let total = 0;
    for (let m = masks[pos]! & free; m; m &= m - 1) {
      const bit = m & -m;
      const v = 31 - Math.clz32(bit);
      // The state after v: with a clue at the end, v drops the lower heights still seen from there; else it is the tallest or not.
      let [next, t] = [stack, tern + POW3[v - 1]!];
      if (back) {
        next = (stack & ~(bit - 1)) | bit;
        t += POW3[v - 1]!;
        for (let gone = stack & (bit - 1); gone; gone &= gone - 1) t -= POW3[30 - Math.clz32(gone & -gone)]!;
      } else if (v > top) [next, t] = [bit, t + POW3[v - 1]! - (top ? POW3[top - 1]! : 0)];
      const ways = go(pos + 1, used | bit, next, t, seen + (v > top ? 1 : 0));
      if (ways > 0) [keep[pos], total] = [keep[pos]! | bit, total + ways];
      // Every state visited adds its fillings to the whole: past `most` here, past it there.
      if (total > most) break;
    }
    return (found[at] = total);
  };
  const out = { keep, count: go(0, 0, 0, 0, 0) };
  if (known.size >= KNOWN_MOST) known.clear();
  known.set(key, { fillings: out, most });
  return out;
}
/** Skyscrapers' rule of its own, a constraint of the kit's: a line of the grid (its cells in viewing order from its first clue) and the clues at its ends. The counter narrows each cell to the heights some filling of the line uses; a filled line is held to its counts. */
export class Skyline implements Constraint {
  /** Its cells in viewing order from its first clue and from the far end, the clues (0: none), and where the line is and which sides its clues stand at, for its sentences. */
  declare readonly cells: readonly number[]; declare readonly reversed: readonly number[];
  declare readonly front: number; declare readonly back: number; declare readonly work: number;
  declare readonly line: { kind: 'row' | 'column'; n: number; from: Side; to: Side };
  /** The candidates it last narrowed, and what it found: the counter often narrows a line as it left it. */
  private readonly last: number[] = [];
  private found: Fillings = { keep: [], count: 0 };
  constructor(cells: readonly number[], front: number, back: number, line: Skyline['line']) {
    Object.assign(this, { cells, reversed: cells.toReversed(), front, back, line, work: cells.length * (back ? 12 : 6) });
  }
  narrow(cand: ArrayLike<number>, cut: (cell: number, keep: number) => boolean): boolean {
    const { cells, last } = this;
    let same = last.length === cells.length;
    for (let i = 0; i < cells.length && same; i++) same = last[i] === cand[cells[i]!];
    if (!same) {
      for (let i = 0; i < cells.length; i++) last[i] = cand[cells[i]!]!;
      this.found = fillingsOf(last, this.front, this.back);
    }
    const { keep, count } = this.found;
    return count > 0 && cells.every((cell, i) => cut(cell, keep[i]!));
  }
  holds(value: ArrayLike<number>, filled: ArrayLike<number>): boolean {
    if (this.cells.some((c) => !filled[c])) return true;
    const heights = this.cells.map((c) => value[c]!);
    return (!this.front || seenFrom(heights) === this.front) && (!this.back || seenFrom(heights.toReversed()) === this.back);
  }
}
/** A puzzle's lines with a clue, each as a constraint read from its first clue's side (a line clued only at its far end is read from there). */
export function skylinesOf(p: Pick<SkyscrapersPuzzle, 'size' | 'top' | 'bottom' | 'left' | 'right'>): Skyline[] {
  const { size } = p;
  const out: Skyline[] = [];
  const add = (kind: 'row' | 'column', i: number, cells: () => number[], from: Side, to: Side) => {
    const [a, b] = [p[from][i]!, p[to][i]!];
    if (!a && !b) return;
    const key = `${size} ${from} ${i} ${a} ${b}`;
    const made = lines.get(key) ?? (a ? new Skyline(cells(), a, b, { kind, n: i + 1, from, to }) : new Skyline(cells().toReversed(), b, 0, { kind, n: i + 1, from: to, to: from }));
    lines.set(key, made);
    out.push(made);
  };
  for (let r = 0; r < size; r++) add('row', r, () => Array.from({ length: size }, (_, c) => r * size + c), 'left', 'right');
  for (let c = 0; c < size; c++) add('column', c, () => Array.from({ length: size }, (_, r) => r * size + c), 'top', 'bottom');
  return out;
}
/** Each clued line made once (a few thousand at most): a generator's shapes differ in a clue or two, and a line keeps what it last narrowed. */
const lines = new Map<string, Skyline>();
/** The clues a full grid shows on each side. */
export function cluesOf(grid: readonly (readonly number[])[]): Pick<SkyscrapersPuzzle, 'top' | 'bottom' | 'left' | 'right'> {
  const cols = grid[0]!.map((_, c) => grid.map((row) => row[c]!));
  return { top: cols.map(seenFrom), bottom: cols.map((col) => seenFrom(col.toReversed())), left: grid.map((row) => seenFrom(row)), right: grid.map((row) => seenFrom(row.toReversed())) };
}
