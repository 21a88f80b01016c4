/**
 * How the walker knows which side of a fork the way goes on by (issue 110's cost of an easy
 * 40×40): in a carved maze, a tree, the neighbour a step nearer the exit (`treeDistances`), held
 * to the whole region a side opens (`regionOf`, what it reads in a maze with a loop).
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/random.ts';
import { carve, CARVINGS } from '../../../src/engine/mazekit/carve.ts';
import { EAST, Maze } from '../../../src/engine/mazekit/maze.ts';
import { regionOf, treeDistances } from '../../../src/engine/mazekit/walk.ts';

describe('which side of a fork reaches the exit', () => {
  it('in a carved maze, a tree: the neighbour a step nearer, as the region beyond it says', () => {
    for (const carving of CARVINGS) {
      const rng = new Rng(`test/maze/walk-search/${carving}`);
      const maze = carve(rng, 12, 15, carving);
      const end = maze.size - 1;
      const distance = treeDistances(maze, end)!;
      expect(distance, carving).not.toBeNull();
      const none = new Uint8Array(maze.size);
      for (let cell = 0; cell < maze.size; cell++) {
        for (const side of [1, 2, 4, 8] as const) {
          if (!maze.passes(cell, side)) continue;
          const first = maze.next(cell, side);
          // With the fork itself seen, as the walker has it.
          const seen = new Uint8Array(maze.size);
          seen[cell] = 1;
          const beyond = regionOf(maze, first, seen).includes(end);
          expect(distance[first] === distance[cell]! - 1, `${carving}: ${cell} → ${first}`).toBe(beyond);
        }
      }
      expect(regionOf(maze, 0, none)).toHaveLength(maze.size);
    }
  });

  it('is no tree where a loop is opened', () => {
    const maze = carve(new Rng('test/maze/walk-search/loop'), 8, 8, 'uniform');
    // Open one more wall: some pair of neighbours not yet joined.
    const open = Uint8Array.from(maze.open);
    const cell = [...open.keys()].find((c) => c % 8 < 7 && !(open[c]! & EAST))!;
    open[cell]! |= EAST;
    open[cell + 1]! |= 8;
    const looped = new Maze(8, 8, open);
    expect(treeDistances(looped, 63)).toBeNull();
    expect(treeDistances(maze, 63)).not.toBeNull();
  });
});
