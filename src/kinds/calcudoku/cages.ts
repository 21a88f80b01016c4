import { ascending, kept, mapped } from '../../engine/grid/lists.ts';
import type { Rng } from '../../engine/random.ts';
import type { Cage, Op } from './schema.ts';

/** How a band's cages are cut: the largest cage, and the share of cells left as a cage of one (a printed digit). */
export interface Cut {
  biggest: number;
  ones: number;
}

/**
 * A grid of `size` cut into cages, at random, in the way Tatham's Keen cuts its grids: first
 * dominoes (each free cell, in a random order, joins a free neighbour three times in four), so
 * that there are plenty of two-cell cages for differences and quotients; then each cell left
 * over joins its smallest neighbouring cage with room below `biggest`, or stays alone (at the
 * rate `ones`, or where no cage has room), to be printed. Each cage's cells in reading order.
 */
export function cutCages(size: number, cut: Cut, rng: Rng): [number, number][][] {
  // Typed arrays and plain loops, no list made a cell: a generator cuts some ten grids a puzzle.
  const n = size * size;
  const owner = new Int32Array(n).fill(-1);
  const cages: number[][] = [];
  const near = new Int32Array(4);
  // A cell's neighbours into `near` (above, below, left, right), and how many.
  const around = (c: number): number => {
    const r = Math.floor(c / size);
    const col = c % size;
    let k = 0;
    if (r > 0) near[k++] = c - size;
    if (r + 1 < size) near[k++] = c + size;
    if (col > 0) near[k++] = c - 1;
    if (col + 1 < size) near[k++] = c + 1;
    return k;
  };
  const order: number[] = [];
  for (let c = 0; c < n; c++) order.push(c);
  rng.shuffle(order);
  for (let i = 0; i < n; i++) {
    const c = order[i]!;
    if (owner[c] !== -1 || !rng.chance(0.75)) continue;
    const k = around(c);
    let free = 0;
    for (let j = 0; j < k; j++) if (owner[near[j]!] === -1) near[free++] = near[j]!;
    if (free === 0) continue;
    const other = near[rng.int(free)]!;
    owner[c] = owner[other] = cages.length;
    cages.push([c, other]);
  }
  const hosts: number[] = [];
  for (let i = 0; i < n; i++) {
    const c = order[i]!;
    if (owner[c] !== -1) continue;
    // Each neighbouring cage with room, once, in the order met.
    const k = around(c);
    hosts.length = 0;
    let least = Infinity;
    for (let j = 0; j < k; j++) {
      const o = owner[near[j]!]!;
      if (o < 0 || cages[o]!.length >= cut.biggest || hosts.includes(o)) continue;
      hosts.push(o);
      least = Math.min(least, cages[o]!.length);
    }
    if (hosts.length === 0 || rng.chance(cut.ones)) {
      owner[c] = cages.length;
      cages.push([c]);
      continue;
    }
    let smallest = 0;
    for (let j = 0; j < hosts.length; j++) if (cages[hosts[j]!]!.length === least) hosts[smallest++] = hosts[j]!;
    const host = hosts[rng.int(smallest)]!;
    owner[c] = host;
    cages[host]!.push(c);
  }
  return mapped(cages, (cage) => mapped(ascending(cage), (c): [number, number] => [Math.floor(c / size), c % size]));
}

/** The largest target a clue shows: four digits and a sign still fit in the corner of a cell. */
export const MOST_TARGET = 9999;

/** The order operations take turns in, so that each is used about as often as the others where they fit. */
const TURNS: readonly Op[] = ['/', '-', '*', '+'];

/**
 * The clue of each cage from its digits in the answer (`digits`, in the cage's order). Each
 * operation of `ops` takes a cage in turn, so the puzzle shows a mix of them: a cage where it
 * makes a good clue first, one where it gives the answer away (a sum of two that only one pair
 * reaches, a difference of the size less one, a quotient over half the size) only when no good
 * one is left. Cages of one cell print their digit (`=`); a cage no allowed operation fits
 * (two cells with `/` alone and no whole quotient) is null.
 */
export function cluesFor(cells: readonly [number, number][][], digits: readonly number[][], size: number, ops: readonly Op[], rng: Rng): (Cage | null)[] {
  const fit = (i: number, op: Op): 0 | 1 | 2 => {
    const d = digits[i]!;
    if (d.length === 1) return 0;
    if (op === '*' && d.reduce((a, b) => a * b, 1) > MOST_TARGET) return 0;
    if (op === '+' || op === '*') {
      if (d.length > 2) return 2;
      const pairs = pairsReaching(op, op === '+' ? d[0]! + d[1]! : d[0]! * d[1]!, size);
      return pairs > 1 ? 2 : 1;
    }
    if (d.length !== 2) return 0;
    const hi = Math.max(d[0]!, d[1]!);
    const lo = Math.min(d[0]!, d[1]!);
    if (op === '-') return hi - lo < size - 1 ? 2 : 1;
    if (hi % lo !== 0) return 0;
    return 2 * (hi / lo) <= size ? 2 : 1;
  };
  const clues: (Cage | null)[] = mapped(cells, (c, i) => (c.length === 1 ? { cells: [...c], op: '=', target: digits[i]![0]! } : null));
  // The cages to clue in a random order, and how well each operation fits each, found once (it depends on the digits alone): plain lists, no set copied each turn.
  const open: number[] = [];
  for (let i = 0; i < cells.length; i++) if (cells[i]!.length > 1) open.push(i);
  rng.shuffle(open);
  const turns = kept(TURNS, (op) => ops.includes(op));
  const fits = new Uint8Array(open.length * turns.length);
  for (let j = 0; j < open.length; j++) for (let t = 0; t < turns.length; t++) fits[j * turns.length + t] = fit(open[j]!, turns[t]!);
  const taken = new Uint8Array(open.length);
  let left = open.length;
  const take = (i: number, op: Op) => {
    const d = digits[i]!;
    const target = op === '+' ? d.reduce((a, b) => a + b, 0) : op === '*' ? d.reduce((a, b) => a * b, 1) : op === '-' ? Math.max(...d) - Math.min(...d) : Math.max(...d) / Math.min(...d);
    clues[i] = { cells: [...cells[i]!], op, target };
  };
  for (let moved = true; moved && left > 0; ) {
    moved = false;
    for (let t = 0; t < turns.length; t++) {
      // The first open cage (in the random order) where the operation makes a good clue, else the first where it makes one at all.
      let best = -1;
      for (let want = 2; want > 0 && best < 0; want--) for (let j = 0; j < open.length && best < 0; j++) if (!taken[j] && fits[j * turns.length + t] === want) best = j;
      if (best < 0) continue;
      take(open[best]!, turns[t]!);
      taken[best] = 1;
      left--;
      moved = true;
    }
  }
  return clues;
}

/** How many pairs of different digits 1..size reach `target` by `op`, larger first. */
function pairsReaching(op: '+' | '*', target: number, size: number): number {
  let n = 0;
  for (let a = 1; a <= size; a++) for (let b = a + 1; b <= size; b++) if ((op === '+' ? a + b : a * b) === target) n++;
  return n;
}
