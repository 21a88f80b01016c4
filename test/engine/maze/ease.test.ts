/**
 * Easing (engine/mazekit/ease.ts): a perfect maze eased stays perfect (one passage fewer than
 * squares, every square reached: a spanning tree, counted here from the open bits alone) with
 * the same way through; every wrong turn harder than the level that it moved, the walker no
 * longer meets, and it meets exactly those it could find no place for. On a maze drawn by hand
 * the maze within the maze is hung behind the exit, where the walker never goes.
 */
import { describe, expect, it } from 'vitest';
import { carve, CARVINGS } from '../../../src/engine/mazekit/carve.ts';
import { ease, SHAPE_LEVEL } from '../../../src/engine/mazekit/ease.ts';
import { Maze, SOUTH } from '../../../src/engine/mazekit/maze.ts';
import { type Walked, walkMaze } from '../../../src/engine/mazekit/walk.ts';
import { Rng } from '../../../src/engine/random.ts';
import { boardOf } from '../../../src/kinds/maze/board.ts';
import { cases } from '../../cases.ts';
import { drawn } from './drawn.ts';

/** Passages (each once) and squares reached from square 0, read from the open bits; and the way between two squares, where one is. */
function treeOf(rows: number, cols: number, open: ArrayLike<number>, from: number, to: number) {
  const next: number[][] = Array.from({ length: rows * cols }, () => []);
  let passages = 0;
  for (let cell = 0; cell < rows * cols; cell++) {
    const [r, c] = [Math.floor(cell / cols), cell % cols];
    if (open[cell]! & 2 && c + 1 < cols) next[cell]!.push(cell + 1), next[cell + 1]!.push(cell), passages++;
    if (open[cell]! & 4 && r + 1 < rows) next[cell]!.push(cell + cols), next[cell + cols]!.push(cell), passages++;
  }
  const parent = new Map<number, number>([[from, -1]]);
  const queue = [from];
  while (queue.length > 0) {
    const v = queue.shift()!;
    for (const w of next[v]!) if (!parent.has(w)) parent.set(w, v), queue.push(w);
  }
  const way: number[] = [];
  for (let at = parent.has(to) ? to : -1; at >= 0; at = parent.get(at)!) way.unshift(at);
  return { passages, reached: parent.size, way };
}

const harder = (walk: readonly Walked[], level: number) => walk.filter((w) => w.type === 'wrong' && SHAPE_LEVEL[w.shape] > level);

describe('easing a maze', () => {
  /**
   * Along the top and down the right to the exit at its foot; off the second square of the top, a maze within
   * the maze fills the middle (a fork, and on its right branch a fork again), walked first, as it
   * heads down; along the bottom, a corridor hangs from the exit, which the walker never reaches.
   */
  const drawnMaze = drawn([
    '#S#########',
    '#         #',
    '### ##### #',
    '# # #   # #',
    '# # # ### #',
    '#       # #',
    '# ### ### #',
    '#   #   # #',
    '######### #',
    '#         #',
    '#########E#',
  ]);

  it('hangs a maze within the maze behind the exit, where the walker never goes', () => {
    const { maze, start, end, inward, goal } = boardOf(drawnMaze);
    const before = walkMaze(maze, start, end, inward, goal)!;
    expect(before.filter((w) => w.type === 'wrong').map((w) => w.type === 'wrong' && w.shape)).toEqual(['labyrinth']);
    for (const level of [1, 2, 3]) {
      const eased = new Maze(maze.rows, maze.cols, maze.open);
      const seen = new Uint8Array(maze.size);
      const walk = walkMaze(eased, start, end, inward, goal, seen)!;
      expect(ease(new Rng(`test/maze/ease/drawn/${level}`), eased, walk, seen, level), `level ${level}`).toBe(1);
      const after = walkMaze(eased, start, end, inward, goal)!;
      expect(after.map((w) => w.type), `level ${level}`).toEqual(['stretch']);
      // Cut from its fork on the top row (row 1, column 2)...
      expect(eased.open[1]! & SOUTH).toBe(0);
      // ...and hung from a square of the bottom row, beneath it.
      expect([0, 1, 2, 3].filter((c) => eased.open[eased.cell(3, c)]! & SOUTH)).toHaveLength(1);
      const tree = treeOf(5, 5, eased.open, start, end);
      expect([tree.passages, tree.reached]).toEqual([24, 25]);
    }
    // At the top level nothing is too hard: nothing moves.
    const seen = new Uint8Array(maze.size);
    const same = new Maze(maze.rows, maze.cols, maze.open);
    expect(ease(new Rng('x'), same, walkMaze(same, start, end, inward, goal, seen)!, seen, 4)).toBe(0);
    expect([...same.open]).toEqual([...maze.open]);
  });

  it('keeps carved mazes perfect, with the same way through; the walker meets none it moved, and exactly those it could not', () => {
    let moved = 0;
    let stayed = 0;
    for (let i = 0; i < cases(48, 600); i++) {
      const rng = new Rng(`test/maze/ease/${i}`);
      const size = [8, 12, 20][i % 3]!;
      const carving = CARVINGS[Math.floor(i / 3) % CARVINGS.length]!;
      const level = 1 + (i % 3);
      const maze = carve(rng, size, size + (i % 2) * 3, carving);
      const [rows, cols] = [maze.rows, maze.cols];
      const start = maze.cell(0, rng.int(cols));
      const end = maze.cell(rows - 1, rng.int(cols));
      const goal = [rows, maze.colOf(end)] as const;
      const at = `${size} ${carving} level ${level} seed ${i}`;
      const carved = treeOf(rows, cols, maze.open, start, end);
      expect([carved.passages, carved.reached], at).toEqual([rows * cols - 1, rows * cols]);
      const seen = new Uint8Array(maze.size);
      const walk = walkMaze(maze, start, end, SOUTH, goal, seen)!;
      const hard = harder(walk, level).length;
      const n = ease(rng, maze, walk, seen, level);
      const eased = treeOf(rows, cols, maze.open, start, end);
      expect([eased.passages, eased.reached], at).toEqual([rows * cols - 1, rows * cols]);
      expect(eased.way, at).toEqual(carved.way);
      const left = harder(walkMaze(maze, start, end, SOUTH, goal)!, level).length;
      expect(left, at).toBe(hard - n);
      moved += n;
      stayed += left;
    }
    // The cases move many, and find some with no place to hang.
    expect(moved).toBeGreaterThan(20);
    expect(stayed).toBeGreaterThan(0);
  });
});
