/**
 * The maze's proof (`solve`: every simple path through the passages, engine/mazekit/ways.ts)
 * against its oracle (src/kinds/maze/oracle.ts, every line grown from the rules alone): the
 * same ways, as many, on mazes drawn by hand with two ways, three and none, the fully open grid
 * (OEIS A007764's 184 and 8,512 corner to corner), and mazes carved and then given loops (walls
 * opened) and cut (walls of the way closed). Out of budget it says so (`complete: false`):
 * unknown, which is never one way.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/random.ts';
import { kind } from '../../../src/kinds/maze/index.ts';
import { oracle } from '../../../src/kinds/maze/oracle.ts';
import type { MazePuzzle, MazeSolution } from '../../../src/kinds/maze/schema.ts';
import { cases } from '../../cases.ts';
import { CORRIDOR, drawn } from './drawn.ts';

const key = (s: MazeSolution) => s.path.map(([r, c]) => `${r},${c}`).join(' ');

/** Solves with the kind, its limit above the oracle's count, and expects the very same ways, each taken by the answer check; gives their count. */
function expectSameWays(p: MazePuzzle): number {
  const expected = oracle(p).map(key).sort();
  const solved = kind.solve(p, expected.length + 1);
  expect(solved.complete).toBe(true);
  expect(solved.solutions.map(key).sort()).toEqual(expected);
  for (const s of solved.solutions) expect(kind.mistake(p, s)).toBeNull();
  return expected.length;
}

/** A maze with the wall between two neighbouring squares opened (or closed), on both sides. */
function withWall(p: MazePuzzle, [r, c]: [number, number], [r2, c2]: [number, number], open: boolean): MazePuzzle {
  const bit = r2 < r ? 1 : c2 > c ? 2 : r2 > r ? 4 : 8;
  const back = ({ 1: 4, 2: 8, 4: 1, 8: 2 } as const)[bit];
  const rows = p.open.map((row) => [...row]);
  rows[r]![c] = open ? rows[r]![c]! | bit : rows[r]![c]! & ~bit;
  rows[r2]![c2] = open ? rows[r2]![c2]! | back : rows[r2]![c2]! & ~back;
  return { ...p, open: rows };
}

/** Every square open to its neighbours: a grid with no walls inside, its doors at two corners. */
function openGrid(n: number): MazePuzzle {
  const open = Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => (r > 0 ? 1 : 0) | (c < n - 1 ? 2 : 0) | (r < n - 1 ? 4 : 0) | (c > 0 ? 8 : 0)));
  open[0]![0]! |= 8;
  open[n - 1]![n - 1]! |= 2;
  return { shape: 'rect', rows: n, cols: n, open, start: [0, 0], end: [n - 1, n - 1] };
}

const corridor = drawn(CORRIDOR);

describe('the maze proof against its oracle', () => {
  it('finds one way through a corridor, two round a loop, three across a ladder, none past a wall', () => {
    expect(expectSameWays(corridor)).toBe(1);
    // The wall between rows 1 and 2 of column 2 opened: the way may cut the loop short.
    const loop = withWall(corridor, [0, 1], [1, 1], true);
    expect(expectSameWays(loop)).toBe(2);
    // And column 3's: three ways from (0,1) to (1,1), across a ladder of two rungs.
    expect(expectSameWays(withWall(loop, [0, 2], [1, 2], true))).toBe(3);
    // The way cut between rows 3 and 4 of column 5 (the corridor's only passage down there): none.
    expect(expectSameWays(withWall(corridor, [2, 4], [3, 4], false))).toBe(0);
    // Two loops one after the other: two ways through each.
    expect(expectSameWays(withWall(loop, [3, 1], [4, 1], true))).toBe(4);
  });

  it('counts every way across an open grid corner to corner, as OEIS A007764 does (4×4: 184; 5×5: 8,512)', () => {
    expect(expectSameWays(openGrid(4))).toBe(184);
    expect(expectSameWays(openGrid(5))).toBe(8512);
  });

  it('agrees on carved mazes given loops and cut', () => {
    const rng = new Rng('test/maze/solver/loops');
    const counts = new Set<number>();
    for (let i = 0; i < cases(24, 300); i++) {
      // The bands a maze this small is made in: expert needs 64 squares.
      const size = 5 + (Math.floor(i / 3) % 3);
      const made = kind.generate(new Rng(`test/maze/solver/${i}`), kind.options.parse({ size }), (['easy', 'medium', 'hard'] as const)[i % 3])!;
      let p = made.puzzle;
      // Up to six walls inside opened, then, every third maze, a wall of its way closed.
      for (let k = rng.int(7); k > 0; k--) {
        const [r, c] = [rng.int(size), rng.int(size)];
        const [r2, c2] = rng.chance(0.5) ? [r, c + 1] : [r + 1, c];
        if (r2 < size && c2 < size) p = withWall(p, [r, c], [r2, c2], true);
      }
      if (i % 3 === 2) {
        const at = 1 + rng.int(made.solution.path.length - 1);
        p = withWall(p, made.solution.path[at - 1]!, made.solution.path[at]!, false);
      }
      counts.add(expectSameWays(p));
    }
    // The cases reach no way, one, and several.
    expect(counts.has(0)).toBe(true);
    expect(counts.has(1)).toBe(true);
    expect([...counts].some((n) => n >= 3)).toBe(true);
  });

  it('says unknown, never one way, when its budget runs out first; stops at its limit, complete', () => {
    const one = kind.generate(new Rng('test/maze/solver/budget'), kind.options.parse({ size: 12 }), 'hard')!.puzzle;
    const tiny = kind.solve(one, 2, 10);
    expect(tiny.complete).toBe(false);
    expect(tiny.solutions.length).toBeLessThanOrEqual(1);
    expect(kind.solve(one, 2).solutions).toHaveLength(1);
    const many = openGrid(5);
    expect(kind.solve(many, 2, 5).complete).toBe(false);
    const two = kind.solve(many, 2);
    expect([two.solutions.length, two.complete]).toEqual([2, true]);
  });
});
