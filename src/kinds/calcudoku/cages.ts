import { ascending, mapped } from '../../engine/grid/lists.ts';
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
  const owner = new Int32Array(size * size).fill(-1);
  const cages: number[][] = [];
  const around = (c: number) => {
    const [r, col] = [Math.floor(c / size), c % size];
    return [r > 0 ? c - size : -1, r + 1 < size ? c + size : -1, col > 0 ? c - 1 : -1, col + 1 < size ? c + 1 : -1].filter((x) => x >= 0);
  };
  const order = rng.shuffle(Array.from({ length: size * size }, (_, i) => i));
  for (const c of order) {
    if (owner[c] !== -1 || !rng.chance(0.75)) continue;
    const free = around(c).filter((n) => owner[n] === -1);
    if (free.length === 0) continue;
    const other = rng.pick(free);
    owner[c] = owner[other] = cages.length;
    cages.push([c, other]);
  }
  for (const c of order) {
    if (owner[c] !== -1) continue;
    const hosts = [...new Set(around(c).map((n) => owner[n]!))].filter((o) => o >= 0 && cages[o]!.length < cut.biggest);
    if (hosts.length === 0 || rng.chance(cut.ones)) {
      owner[c] = cages.length;
      cages.push([c]);
      continue;
    }
    const least = Math.min(...hosts.map((o) => cages[o]!.length));
    const host = rng.pick(hosts.filter((o) => cages[o]!.length === least));
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
    const [hi, lo] = [Math.max(...d), Math.min(...d)];
    if (op === '-') return hi - lo < size - 1 ? 2 : 1;
    if (hi % lo !== 0) return 0;
    return 2 * (hi / lo) <= size ? 2 : 1;
  };
  const clues: (Cage | null)[] = mapped(cells, (c, i) => (c.length === 1 ? { cells: [...c], op: '=', target: digits[i]![0]! } : null));
  const open = new Set(rng.shuffle(cells.flatMap((c, i) => (c.length > 1 ? [i] : []))));
  const turns = TURNS.filter((op) => ops.includes(op));
  const take = (i: number, op: Op) => {
    const d = digits[i]!;
    const target = op === '+' ? d.reduce((a, b) => a + b, 0) : op === '*' ? d.reduce((a, b) => a * b, 1) : op === '-' ? Math.max(...d) - Math.min(...d) : Math.max(...d) / Math.min(...d);
    clues[i] = { cells: [...cells[i]!], op, target };
    open.delete(i);
  };
  for (let moved = true; moved && open.size > 0; ) {
    moved = false;
    for (const op of turns) {
      const best = [...open].find((i) => fit(i, op) === 2) ?? [...open].find((i) => fit(i, op) === 1);
      if (best === undefined) continue;
      take(best, op);
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
