/**
 * A second walker, for the tests alone (issue 110): a solver of another habit than the kind's
 * walker (src/engine/mazekit/walk.ts), which the generator never sees. It does not know the way:
 * from the entrance it walks depth first, at each square taking first the passage whose square
 * is nearest the exit (squares across and down), where two are as near the one on its left, then
 * straight on, then the right (`hand` 'left'; 'right' the other way about); it sees no dead end
 * from afar but walks every square into each wrong turn and back. It counts every square it
 * steps into, the entrance included, until it stands on the exit.
 */
import { ringCells } from '../../../src/engine/mazekit/round.ts';
import type { MazePuzzle } from '../../../src/kinds/maze/schema.ts';

/** The bits of a record's open sides (1 north, 2 east, 4 south, 8 west) and their steps, read from the record alone. */
const SIDES = [
  [1, -1, 0],
  [2, 0, 1],
  [4, 1, 0],
  [8, 0, -1],
] as const;

/** Squares the second walker steps into, from the entrance until it stands on the exit; null if it never gets there. */
export function headingWalk(puzzle: MazePuzzle, hand: 'left' | 'right' = 'left'): number | null {
  const { rows, cols, open, start, end } = puzzle;
  // The square beyond the exit, where the walker heads: the exit's opening to the outside.
  const [er, ec] = end;
  const outward = SIDES.find(([bit, dr, dc]) => (open[er]![ec]! & bit) !== 0 && (er + dr < 0 || er + dr >= rows || ec + dc < 0 || ec + dc >= cols));
  const goal = outward ? [er + outward[1], ec + outward[2]] : [er, ec];
  const far = (r: number, c: number) => Math.abs(goal[0]! - r) + Math.abs(goal[1]! - c);
  // Facing into the maze through the entrance's opening: the side opposite the one open to the outside.
  const [sr, sc] = start;
  const inward = SIDES.findIndex(([bit, dr, dc]) => (open[sr]![sc]! & bit) !== 0 && (sr + dr < 0 || sr + dr >= rows || sc + dc < 0 || sc + dc >= cols));
  const seen = new Set<string>();
  let squares = 1;
  // Left of facing f is (f + 3) % 4, right (f + 1) % 4, in the order north, east, south, west.
  const [first, last] = hand === 'left' ? [3, 1] : [1, 3];
  const habit = (facing: number, side: number) => [(facing + first) % 4, facing, (facing + last) % 4].indexOf(side);
  const go = (r: number, c: number, facing: number): boolean => {
    seen.add(`${r},${c}`);
    if (r === er && c === ec) return true;
    const ways: number[] = [];
    for (let i = 0; i < 4; i++) {
      const [bit, dr, dc] = SIDES[i]!;
      const [nr, nc] = [r + dr, c + dc];
      if ((open[r]![c]! & bit) === 0 || nr < 0 || nr >= rows || nc < 0 || nc >= cols || seen.has(`${nr},${nc}`)) continue;
      ways.push(i);
    }
    ways.sort((a, b) => far(r + SIDES[a]![1], c + SIDES[a]![2]) - far(r + SIDES[b]![1], c + SIDES[b]![2]) || habit(facing, a) - habit(facing, b));
    for (const i of ways) {
      const [nr, nc] = [r + SIDES[i]![1], c + SIDES[i]![2]];
      if (seen.has(`${nr},${nc}`)) continue;
      squares++;
      if (go(nr, nc, i)) return true;
      // Back to this square.
      squares++;
    }
    return false;
  };
  return go(sr, sc, inward < 0 ? 2 : (inward + 2) % 4) ? squares : null;
}

/**
 * The second walker in a round maze, its neighbours read from the record's rules (each ring's
 * cells from round.ts's count, bits 1 and 16 outward, 2 clockwise, 4 inward, 8 counter-clockwise):
 * depth first from the entrance, taking first the passage whose cell is nearest the middle at the
 * exit's angle (rings still to cross, and the way round to that angle in the cell's ring's
 * cells), where two are as near the counter-clockwise one first (`hand` 'left') or the clockwise
 * (`right`); every square of a wrong turn walked in and back, counted until it stands on the exit.
 */
export function headingWalkRound(puzzle: MazePuzzle, hand: 'left' | 'right' = 'left'): number | null {
  const { rows, open, start, end } = puzzle;
  const ring = ringCells(rows);
  const turnOf = (r: number, c: number) => (c + 0.5) / ring[r]! - 1 / (2 * ring[0]!);
  const goal = turnOf(end[0], end[1]);
  const far = (r: number, c: number) => {
    let d = turnOf(r, c) - goal;
    d -= Math.floor(d);
    // In sixteenths of a cell, as every such distance is a whole number of them: two cells as near are then equal, not ranked by a float's last bit.
    return Math.round((rows - r + Math.min(d, 1 - d) * ring[r]!) * 16) / 16;
  };
  // The passages out of a cell, each with its place in the walker's habit where two are as near.
  const ways = (r: number, c: number): [number, number, number][] => {
    const n = ring[r]!;
    const bits = open[r]![c]!;
    const out: [number, number, number][] = [];
    if (bits & 8) out.push([r, (c + n - 1) % n, hand === 'left' ? 0 : 3]);
    if (bits & 2) out.push([r, (c + 1) % n, hand === 'left' ? 3 : 0]);
    if (r + 1 < rows && bits & 4) out.push([r + 1, ring[r + 1]! * 2 === n ? Math.floor(c / 2) : c, 1]);
    if (r > 0 && bits & 1) out.push([r - 1, ring[r - 1] === 2 * n ? 2 * c : c, 2]);
    if (r > 0 && bits & 16 && ring[r - 1] === 2 * n) out.push([r - 1, 2 * c + 1, 2]);
    return out;
  };
  const seen = new Set<string>();
  let squares = 1;
  const go = (r: number, c: number): boolean => {
    seen.add(`${r},${c}`);
    if (r === end[0] && c === end[1]) return true;
    const next = ways(r, c)
      .filter(([nr, nc]) => !seen.has(`${nr},${nc}`))
      .sort((a, b) => far(a[0], a[1]) - far(b[0], b[1]) || a[2] - b[2]);
    for (const [nr, nc] of next) {
      if (seen.has(`${nr},${nc}`)) continue;
      squares++;
      if (go(nr, nc)) return true;
      squares++;
    }
    return false;
  };
  return go(start[0], start[1]) ? squares : null;
}
