import type { Rng } from '../../engine/random.ts';
import { MAX_RUN } from './schema.ts';

/** A pattern of white (true) and black squares, row by row; row 0 and column 0 all black. */
export type Layout = boolean[][];

/** What a layout is drawn to: its white share of the squares inside the clue row and column, and its longest run. */
export interface LayoutAim {
  white: number;
  longest: number;
  /** The least white share a pattern may be left with, by this drawing or by repairs after. */
  floor: number;
}

/** A square's partner in the pattern's half-turn about the centre of the squares inside the clue row and column. */
const partner = (rows: number, cols: number, r: number, c: number): [number, number] => [rows - r, cols - c];

/** The length of the run through (r, c), across or down; 0 on a black square. */
function runAt(w: Layout, r: number, c: number, across: boolean): number {
  if (!w[r]![c]) return 0;
  const [dr, dc] = across ? [0, 1] : [1, 0];
  let n = 1;
  for (let [a, b] = [r - dr, c - dc]; w[a]?.[b]; a -= dr, b -= dc) n++;
  for (let [a, b] = [r + dr, c + dc]; w[a]?.[b]; a += dr, b += dc) n++;
  return n;
}

/** Blackens a square and its partner, then every white square left in a run of one (and its partner), until none is. */
function blacken(w: Layout, r: number, c: number): void {
  const rows = w.length;
  const cols = w[0]!.length;
  const todo: [number, number][] = [[r, c]];
  while (todo.length > 0) {
    const [a, b] = todo.pop()!;
    for (const [x, y] of [[a, b], partner(rows, cols, a, b)] as const) {
      if (!w[x]![y]) continue;
      w[x]![y] = false;
      // Its four neighbours may now be runs of one.
      for (const [nx, ny] of [[x - 1, y], [x + 1, y], [x, y - 1], [x, y + 1]] as const) {
        if (w[nx]?.[ny] && (runAt(w, nx, ny, true) === 1 || runAt(w, nx, ny, false) === 1)) todo.push([nx, ny]);
      }
    }
  }
}

/** White squares, and whether they are all one piece (edge to edge). */
export function whitesOf(w: Layout): { count: number; connected: boolean } {
  const all: [number, number][] = [];
  w.forEach((row, r) => row.forEach((v, c) => v && all.push([r, c])));
  if (all.length === 0) return { count: 0, connected: false };
  const seen = new Set([all[0]!.join()]);
  const todo = [all[0]!];
  while (todo.length > 0) {
    const [r, c] = todo.pop()!;
    for (const [a, b] of [[r - 1, c], [r + 1, c], [r, c - 1], [r, c + 1]] as const) {
      if (w[a]?.[b] && !seen.has(`${a},${b}`)) {
        seen.add(`${a},${b}`);
        todo.push([a, b]);
      }
    }
  }
  return { count: all.length, connected: seen.size === all.length };
}

/** The longest run of a layout. */
export function longestRun(w: Layout): number {
  let most = 0;
  w.forEach((row, r) => row.forEach((_, c) => (most = Math.max(most, runAt(w, r, c, true), runAt(w, r, c, false)))));
  return most;
}

/**
 * A pattern as published Kakuro print: the first row and column black (they hold the clues),
 * the rest symmetric under a half-turn, no run of one, no run past `aim.longest`, the white
 * squares in one piece and about `aim.white` of those inside. Black squares go in a pair at a
 * time (a square and its partner), first into the longest runs, then anywhere, each pair with
 * the squares it leaves in runs of one; a pair that splits the white squares or leaves too few
 * is put back. Null when the pattern cannot be reached from this start (the caller draws again).
 */
export function drawLayout(rng: Rng, rows: number, cols: number, aim: LayoutAim): Layout | null {
  const inside = (rows - 1) * (cols - 1);
  const w: Layout = Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => r > 0 && c > 0));
  const least = Math.ceil(inside * aim.floor);
  let misses = 0;
  while (misses < 40) {
    const whites: [number, number][] = [];
    w.forEach((row, r) => row.forEach((v, c) => v && whites.push([r, c])));
    const long = whites.filter(([r, c]) => Math.max(runAt(w, r, c, true), runAt(w, r, c, false)) > Math.min(aim.longest, MAX_RUN));
    if (long.length === 0 && whites.length <= inside * aim.white) return w;
    const [r, c] = rng.pick(long.length > 0 ? long : whites);
    if (!tryBlacken(w, r, c, least)) misses++;
  }
  return null;
}

/** Blackens (r, c) as `blacken` does, and keeps it when the white squares stay in one piece and at least `least`; whether it was kept. */
export function tryBlacken(w: Layout, r: number, c: number, least: number): boolean {
  const before = w.map((row) => [...row]);
  blacken(w, r, c);
  const { count, connected } = whitesOf(w);
  if (connected && count >= least) return true;
  w.splice(0, w.length, ...before);
  return false;
}
