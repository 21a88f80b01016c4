/**
 * The second walker in a round maze (`headingWalkRound`, issue 110), on small round mazes built
 * by hand, its counts worked out by hand: it heads for the middle at the exit's angle (rings still
 * to cross, and the way round to that angle in the cell's own ring's cells), takes the
 * counter-clockwise way first where two are as near (`left`) or the clockwise (`right`), and
 * counts every cell it steps into, the entrance and each step back included.
 *
 * The mazes are 5 rings (24, 24, 24, 12 and 6 cells from the rim in) with only the corridors a
 * test needs carved; every other cell is left shut, where the walker never steps. A cell of a
 * 24-cell ring sits at c/24 of a turn clockwise from the top, of the 12-cell ring at (4c+1)/48,
 * of the inner ring at (8c+3)/48. The exit is the inner ring's cell 3 (27/48 of a turn, below the
 * middle), so its cell 0 (3/48) is right across from it: from there, round either way is as near.
 */
import { describe, expect, it } from 'vitest';
import { ringCells } from '../../../src/engine/mazekit/round.ts';
import type { MazePuzzle } from '../../../src/kinds/maze/schema.ts';
import { headingWalkRound } from './heading-walker.ts';

type Cell = [ring: number, place: number];
const RINGS = 5;
const RING = ringCells(RINGS);
const EXIT: Cell = [4, 3];

/**
 * A round record of 5 rings with these passages carved, both sides' bits set as the record keeps
 * them (2 clockwise, 8 counter-clockwise, 4 inward, 1 outward, 16 the second cell outward); the
 * entrance the rim's top, open outward, and the exit the inner ring's cell 3, open into the middle.
 */
function carved(passages: [Cell, Cell][]): MazePuzzle {
  const open = RING.map(() => new Array<number>(RING[0]!).fill(0));
  for (const [a, b] of passages) {
    const [outer, inner] = a[0] <= b[0] ? [a, b] : [b, a];
    if (outer[0] === inner[0]) {
      const n = RING[outer[0]]!;
      const [from, to] = (outer[1] + 1) % n === inner[1] ? [outer, inner] : [inner, outer];
      if ((from[1] + 1) % n !== to[1]) throw new Error(`${from} and ${to} are not side by side`);
      open[from[0]]![from[1]]! |= 2;
      open[to[0]]![to[1]]! |= 8;
    } else {
      const doubled = RING[outer[0]] === 2 * RING[inner[0]]!;
      if (inner[0] !== outer[0] + 1 || inner[1] !== (doubled ? Math.floor(outer[1] / 2) : outer[1])) throw new Error(`${outer} is not outward of ${inner}`);
      open[outer[0]]![outer[1]]! |= 4;
      open[inner[0]]![inner[1]]! |= doubled && outer[1] % 2 === 1 ? 16 : 1;
    }
  }
  open[0]![0]! |= 1;
  open[EXIT[0]]![EXIT[1]]! |= 4;
  return { shape: 'round', rows: RINGS, cols: RING[0]!, open, start: [0, 0], end: EXIT };
}

/** The passages along a run of cells, each to the next. */
const run = (...cells: Cell[]): [Cell, Cell][] => cells.slice(1).map((c, i) => [cells[i]!, c]);

describe('the second walker round the rings (headingWalkRound)', () => {
  it('walks straight in, and where both ways round are as near, the counter-clockwise first (left) or the clockwise (right)', () => {
    // In from the rim's top to the inner ring's cell 0, across from the exit: counter-clockwise
    // (cells 5, 4) and clockwise (1, 2) are each 2 cells round from it. The way goes
    // counter-clockwise; clockwise is a dead end of 2 cells, a wall between cells 2 and 3.
    const maze = carved([...run([0, 0], [1, 0], [2, 0], [3, 0], [4, 0]), ...run([4, 0], [4, 5], [4, 4], [4, 3]), ...run([4, 0], [4, 1], [4, 2])]);
    // Left: 5 cells in, then 5, 4 and the exit, 3: the way's 8 cells and nothing else.
    expect(headingWalkRound(maze, 'left')).toBe(8);
    // Right: 5 in, 1 and 2 (7), back to 1 and to 0 (9), then 5, 4 and the exit (12).
    expect(headingWalkRound(maze, 'right')).toBe(12);
    expect(headingWalkRound(maze)).toBe(8);
  });

  it('never walks a wrong turn that leads farther than the way, whichever hand', () => {
    // The same, with a dead end clockwise round the third ring from its cell 0 (cells 1 to 3):
    // from ring 3's cell 0 the way in is 2 rings and 5.5 cells round (7.5); the dead end's first
    // cell 3 rings and 11.5 cells (14.5), so the way is taken first and leads to the exit.
    const maze = carved([
      ...run([0, 0], [1, 0], [2, 0], [3, 0], [4, 0]),
      ...run([4, 0], [4, 5], [4, 4], [4, 3]),
      ...run([4, 0], [4, 1], [4, 2]),
      ...run([2, 0], [2, 1], [2, 2], [2, 3]),
    ]);
    expect(headingWalkRound(maze, 'left')).toBe(8);
    expect(headingWalkRound(maze, 'right')).toBe(12);
  });

  it('walks a nearer wrong turn first, whichever hand, and out by the second cell outward where the ring beyond has twice the cells', () => {
    // In to ring 4's cell 0 (the 12-cell ring); the inner ring's cell 0 beyond it is a dead end
    // 1 ring and 3 cells from the exit (4), nearer than the way on: out to the third ring's cell
    // 1 (ring 4's second cell outward, 3 rings and 11.5 cells: 14.5), clockwise to its cell 2, in
    // to ring 4's cell 1, round to its cell 6 and in to the exit.
    const maze = carved([
      ...run([0, 0], [1, 0], [2, 0], [3, 0], [4, 0]),
      ...run([3, 0], [2, 1], [2, 2], [3, 1], [3, 2], [3, 3], [3, 4], [3, 5], [3, 6], [4, 3]),
    ]);
    // 5 cells in to the dead end, back to ring 4's cell 0 (6), out and clockwise (8), in and 6
    // cells round (14), and the exit (15): the way's 13 cells and the dead end in and back.
    expect(headingWalkRound(maze, 'left')).toBe(15);
    expect(headingWalkRound(maze, 'right')).toBe(15);
    // The record's bits as the rules read them: ring 4's cell 0 open outward to the third ring's cell 0 (1) and its cell 1 (16), and inward (4).
    expect(maze.open[3]![0]).toBe(1 | 16 | 4);
  });

  it('stops nowhere short: a maze whose exit it cannot reach walks every cell and says so', () => {
    // The inner ring cut off: the walker walks the corridor in and back, and never stands on the exit.
    const maze = carved(run([0, 0], [1, 0], [2, 0], [3, 0]));
    expect(headingWalkRound(maze)).toBeNull();
  });
});
