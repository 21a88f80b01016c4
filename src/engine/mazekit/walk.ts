import { leftOf, type Maze, NORTH, OUTER, rightOf, type Side } from './maze.ts';

/**
 * The walker: how a person solves a maze, as a child does with a finger. From the entrance they
 * follow the path; at a fork they first let go of every way they can see ends (a straight run
 * to a wall), then head for the exit: a way whose first square is nearer the exit (counted in
 * squares across and down) before one that is farther. Where the way on and a wrong turn are as
 * near as each other, only habit tells them apart (straight on first, right first, left first:
 * each solver its own), so the walker is the least lucky of them all and walks every such wrong
 * turn before the way; only the wrong turns that lead farther from the exit than the way does are
 * left, as every solver heading for the exit leaves them. (Issue 110: the walker tried a fork's
 * ways in one order, the one heading most toward the exit first and straight on, then right,
 * then left where two headed alike, and never walked a wrong turn its order put after the way;
 * the generator hung wrong turns there, and a solver of another habit walked into them.) A
 * wrong turn is walked to its ends and back; then the next is
 * tried. What they spend is what the kind grades: every stretch, every dead end seen, every
 * wrong turn walked and how it is built.
 */

/** Which way a branch leaves a fork, seen by someone walking in: ahead, to their left, to their right. */
export type Turn = 'straight' | 'left' | 'right';

/**
 * How a wrong turn is built, the harder to rule out the later:
 * - `seen`: a straight run to a wall, seen from the fork and never walked;
 * - `alley`: a corridor that bends (dead ends seen from it aside), walked to its end and back;
 * - `branching`: it forks, and each of its branches is an alley;
 * - `labyrinth`: forks within forks, a maze of its own.
 */
export type WrongShape = 'seen' | 'alley' | 'branching' | 'labyrinth';

/** A stretch of the way: from a fork (or the entrance) to the next fork (or the exit). */
export interface Stretch {
  type: 'stretch';
  /** The cell it leaves from: the entrance, or the fork it turns at. */
  from: number;
  /** Which way it leaves the fork; null from the entrance. */
  turn: Turn | null;
  /** The cells walked, `from` excluded except at the entrance, in order. */
  cells: number[];
  /** Whether it ends at the exit (else at a fork). */
  exit: boolean;
}

/** A wrong turn at a fork, ruled out. */
export interface WrongTurn {
  type: 'wrong';
  fork: number;
  side: Side;
  turn: Turn;
  shape: WrongShape;
  /** Its cells, in the order walked (the straight run's, for one seen). */
  cells: number[];
  /** Forks inside it where a person chooses (two ways or more that do not end in sight). */
  forks: number;
  /** Squares from the fork to its farthest end. */
  deepest: number;
  /** Squares walked into it and back (0 for one seen). */
  walked: number;
}

export type Walked = Stretch | WrongTurn;

/** The cell's passages, in the clockwise order of the maze's sides, to cells not yet `seen`. */
function onward(maze: Maze, cell: number, seen: Uint8Array): Side[] {
  const out: Side[] = [];
  for (const side of maze.sides) if (maze.passes(cell, side) && !seen[maze.next(cell, side)]) out.push(side);
  return out;
}

/** A round maze's second side outward read as north: outward either way is straight on from outward. */
const headingOf = (side: Side): Side => (side === OUTER ? NORTH : side);

/** Which way `side` leaves a cell entered facing `facing`. */
export function turnOf(facing: Side, side: Side): Turn | 'back' {
  [facing, side] = [headingOf(facing), headingOf(side)];
  if (side === facing) return 'straight';
  if (side === leftOf(facing)) return 'left';
  if (side === rightOf(facing)) return 'right';
  return 'back';
}

/**
 * The turn a step onward takes: in a round maze, in from one of two cells outward and out to the
 * other reads as straight back; it is a turn to the right out to the counter-clockwise one
 * (north) and to the left out to the clockwise one, as a walker facing inward sees them. (A
 * square's walk never steps back where it came from.)
 */
const turnOnward = (facing: Side, side: Side): Turn => {
  const turn = turnOf(facing, side);
  return turn !== 'back' ? turn : side === NORTH ? 'right' : 'left';
};

/**
 * The cells of a straight run to a wall from `cell` out of `side`, when that is what the branch
 * is (each cell's only passage onward the next straight ahead, the last's none, `avoid` not
 * among them); else null.
 */
function straightRun(maze: Maze, cell: number, side: Side, seen: Uint8Array, avoid: number): number[] | null {
  const run: number[] = [];
  let from = cell;
  let at = maze.next(cell, side);
  for (;;) {
    if (at === avoid || seen[at]) return null;
    run.push(at);
    const back = maze.back(from, side);
    // Straight on: out by the side of the heading it came in by (a round maze's either side outward).
    let ahead: Side | null = null;
    for (const s of maze.sides) {
      if (s === back || !maze.passes(at, s)) continue;
      if (ahead !== null || headingOf(s) !== headingOf(side)) return null;
      ahead = s;
    }
    if (ahead === null) return run;
    [from, at, side] = [at, maze.next(at, ahead), ahead];
  }
}

/** The cells reached from `first` without stepping into a `seen` one. */
export function regionOf(maze: Maze, first: number, seen: Uint8Array): number[] {
  const mark = new Uint8Array(maze.size);
  const out = [first];
  mark[first] = 1;
  for (let i = 0; i < out.length; i++) {
    const cell = out[i]!;
    for (const side of maze.sides) {
      if (!maze.passes(cell, side)) continue;
      const next = maze.next(cell, side);
      if (seen[next] || mark[next]) continue;
      mark[next] = 1;
      out.push(next);
    }
  }
  return out;
}

/**
 * Each cell's distance in steps from `target`, where the maze is a tree (every cell reached, one
 * way between any two: a carved maze, eased or not); null where it is not. In a tree the side of
 * a fork on the way is the one neighbour a step nearer the target, which `walkMaze` reads in
 * place of searching the whole region beyond each side of every fork (`regionOf`: 2.9 of a
 * 40×40 easy maze's 4.6 s in 60).
 */
export function treeDistances(maze: Maze, target: number): Int32Array | null {
  const distance = new Int32Array(maze.size).fill(-1);
  distance[target] = 0;
  const queue = [target];
  let passages = 0;
  for (let i = 0; i < queue.length; i++) {
    const cell = queue[i]!;
    for (const side of maze.sides) {
      if (!maze.passes(cell, side)) continue;
      const next = maze.next(cell, side);
      if (next < 0 || next >= maze.size) continue;
      passages++;
      if (distance[next] !== -1) continue;
      distance[next] = distance[cell]! + 1;
      queue.push(next);
    }
  }
  // Each passage counted from both its cells: a tree of n cells has n − 1 (n the cells inside its outline).
  return queue.length === maze.count && passages === 2 * (maze.count - 1) ? distance : null;
}

/** How near the exit a square is to a solver heading for it: squares across and down (a round maze's rings and the way round, round.ts). */
export function nearness(maze: Maze, cell: number, goal: readonly [number, number]): number {
  return maze.nearness(cell, goal);
}

/**
 * The walker's order at a fork: the ways whose first square is nearer `goal` first; where two are
 * as near, the one `first` ranks before the other (a wrong turn before the way: the least lucky
 * habit), then straight on, right, left, the order the steps tell them in.
 */
function preferred(maze: Maze, cell: number, facing: Side, sides: Side[], goal: readonly [number, number], first = (_s: Side) => 0): Side[] {
  const turnRank = (s: Side) => ['straight', 'right', 'left', 'back'].indexOf(turnOf(facing, s));
  const far = (s: Side) => nearness(maze, maze.next(cell, s), goal);
  return [...sides].sort((a, b) => far(a) - far(b) || first(a) - first(b) || turnRank(a) - turnRank(b));
}

/**
 * A wrong turn walked as the walker walks it (dead ends in sight let go, the rest walked to
 * their ends), inside `region`: its forks, its depth in forks, its farthest square and the squares
 * walked. `seen` marks everything outside the branch walked so far; the region's cells are
 * marked as they are walked.
 */
function walkWrong(maze: Maze, fork: number, side: Side, seen: Uint8Array, goal: readonly [number, number]) {
  let forks = 0;
  let deepest = 0;
  let walked = 0;
  const cells: number[] = [];
  // Depth-first from the branch's first cell: returns the most forks met on one route on from `cell`.
  const go = (cell: number, facing: Side, distance: number): number => {
    seen[cell] = 1;
    cells.push(cell);
    walked += 2;
    deepest = Math.max(deepest, distance);
    const ways = onward(maze, cell, seen);
    // Let go of what ends in sight.
    const open: Side[] = [];
    for (const s of ways) {
      const run = straightRun(maze, cell, s, seen, -1);
      if (run) {
        for (const c of run) (seen[c] = 1), cells.push(c);
        deepest = Math.max(deepest, distance + run.length);
      } else open.push(s);
    }
    const choosing = open.length >= 2;
    if (choosing) forks++;
    let depth = 0;
    for (const s of preferred(maze, cell, facing, open, goal)) {
      const next = maze.next(cell, s);
      if (seen[next]) continue; // reached already round a loop
      depth = Math.max(depth, go(next, s, distance + 1));
    }
    return depth + (choosing ? 1 : 0);
  };
  const depth = go(maze.next(fork, side), side, 1);
  const shape: WrongShape = depth === 0 ? 'alley' : depth === 1 ? 'branching' : 'labyrinth';
  return { shape, cells, forks, deepest, walked };
}

/**
 * The walk from `start` to `end`, as the walker makes it: stretches of the way and the wrong
 * turns ruled out at each fork, in order. `inward` is the side the entrance is walked in by (the
 * walker faces it on the first square); `goal` the square beyond the exit, where the walker heads.
 * Null when no way joins the two. `seen`, when given, is left marking every cell the walker
 * walked or saw: the rest it never met.
 */
export function walkMaze(maze: Maze, start: number, end: number, inward: Side, goal: readonly [number, number], seen = new Uint8Array(maze.size)): Walked[] | null {
  const out: Walked[] = [];
  let cell = start;
  let facing = inward;
  seen[start] = 1;
  let stretch: Stretch = { type: 'stretch', from: start, turn: null, cells: [start], exit: false };
  const toEnd = treeDistances(maze, end);
  /** Whether the way on from `fork` lies through `first`: the neighbour a step nearer the exit in a tree, else a search. */
  const onTheWay = (fork: number, first: number) => (toEnd ? toEnd[first] === toEnd[fork]! - 1 : regionOf(maze, first, seen).includes(end));
  for (;;) {
    if (cell === end) {
      stretch.exit = true;
      out.push(stretch);
      return out;
    }
    const ways = onward(maze, cell, seen);
    if (ways.length === 0) return null;
    if (ways.length === 1) {
      facing = ways[0]!;
      cell = maze.next(cell, facing);
      seen[cell] = 1;
      stretch.cells.push(cell);
      continue;
    }
    out.push(stretch);
    const fork = cell;
    const left: Side[] = [];
    for (const side of ways) {
      const run = straightRun(maze, fork, side, seen, end);
      if (!run) {
        left.push(side);
        continue;
      }
      for (const c of run) seen[c] = 1;
      out.push({ type: 'wrong', fork, side, turn: turnOnward(facing, side), shape: 'seen', cells: run, forks: 0, deepest: run.length, walked: 0 });
    }
    let onWay: Side | null = null;
    // The way on, where a wrong turn is as near the exit as it is, is tried last among them: the least lucky habit.
    const leading = left.filter((side) => onTheWay(fork, maze.next(fork, side)));
    for (const side of preferred(maze, fork, facing, left, goal, (side) => (leading.includes(side) ? 1 : 0))) {
      const first = maze.next(fork, side);
      if (seen[first]) continue;
      if (onTheWay(fork, first)) {
        onWay = side;
        break;
      }
      const wrong = walkWrong(maze, fork, side, seen, goal);
      out.push({ type: 'wrong', fork, side, turn: turnOnward(facing, side), ...wrong });
    }
    if (onWay === null) return null;
    const turn = turnOnward(facing, onWay);
    facing = onWay;
    cell = maze.next(fork, onWay);
    seen[cell] = 1;
    stretch = { type: 'stretch', from: fork, turn, cells: [cell], exit: false };
  }
}
