import { type Square, squareOf } from '../../engine/grid-labels.ts';
import type { Hint } from '../../engine/hint.ts';
import { EAST, NORTH, OUTER, type Side, SOUTH, WEST } from '../../engine/mazekit/maze.ts';
import { HOLE, innerRadius, pointAt, type RoundMaze } from '../../engine/mazekit/round.ts';
import { listOf } from '../../engine/words.ts';
import type { Outcome } from '../../play/moves.ts';
import { arrayOf, countedList, countOnce, MAX_COUNT, record, whole } from '../../play/saved.ts';
import { boardOf } from './board.ts';
import { mistakeOf } from './check.ts';
import { playWords, type RingWay, type Way, WAYS } from './play-words.ts';
import type { MazePuzzle, MazeSolution } from './schema.ts';
import { stepper } from './steps.ts';
import { words } from './words.ts';

/**
 * A maze played by tracing a line: from the entrance, square by square through the openings, by
 * a drag, a tap on the next square or the arrow keys; back along the line (or a tap on a square
 * of it) takes it back to there. Pure state, so the page and the tests drive the same rules. A
 * round maze is traced the same way over its cells (row its ring from the rim in, column its
 * place clockwise from the top): a step goes to the cell on a side of the kit's graph (round its
 * ring, inward, or to either of two cells outward), and its words name rings and places.
 */

export type Cell = [number, number];

export interface MazeState {
  /** The line traced, square by square from the entrance (always there): each beside the last through an opening, none twice. */
  line: Cell[];
  mistakes: number;
  /** Wrong turns Check has counted as mistakes (`r-c:1`, the first square off the way), so each counts once. */
  counted?: string[];
}

export const startMaze = (puzzle: MazePuzzle): MazeState => ({ line: [[puzzle.start[0], puzzle.start[1]]], mistakes: 0, counted: [] });

/** Each way's side of a square, in the kit's bits. */
export const SIDE_OF: Readonly<Record<Way, Side>> = { up: NORTH, right: EAST, down: SOUTH, left: WEST };

/** A round maze's side in its words: both cells outward are `out`. */
export const RING_WAY_OF: Readonly<Record<Side, RingWay>> = { [NORTH]: 'out', [OUTER]: 'out', [EAST]: 'clockwise', [SOUTH]: 'in', [WEST]: 'counter' };
const WAY_OF: Readonly<Record<Side, Way>> = { [NORTH]: 'up', [EAST]: 'right', [SOUTH]: 'down', [WEST]: 'left', [OUTER]: 'up' };

const same = (a: Cell, b: Cell) => a[0] === b[0] && a[1] === b[1];
const cellOf = (puzzle: MazePuzzle, [r, c]: Cell) => r * puzzle.cols + c;
const isRound = (puzzle: MazePuzzle) => puzzle.shape === 'round';
const where = ([r, c]: Cell) => ({ row: r + 1, column: c + 1 });
/** A round maze's cell in its words: its ring counted from the rim in, its place clockwise from the top. */
const ringOf = ([r, c]: Cell) => ({ ring: r + 1, place: c + 1 });

/** The way from square `a` to the square `b` beside it, or null where they do not touch. */
export function wayTo(a: Cell, b: Cell): Way | null {
  const [dr, dc] = [b[0] - a[0], b[1] - a[1]];
  return dr === -1 && dc === 0 ? 'up' : dr === 1 && dc === 0 ? 'down' : dr === 0 && dc === 1 ? 'right' : dr === 0 && dc === -1 ? 'left' : null;
}

/** The side of cell `a` that cell `b` lies on, in the maze's own graph (a round maze's round its rings), or null where they do not touch. */
export function sideTo(puzzle: MazePuzzle, a: Cell, b: Cell): Side | null {
  const { maze } = boardOf(puzzle);
  if (b[0] < 0 || b[1] < 0 || b[0] >= puzzle.rows || b[1] >= puzzle.cols) return null;
  return maze.sideTo(cellOf(puzzle, a), cellOf(puzzle, b));
}

/** Whether an opening joins square `from` to the square on `side` of it (the outside is no square). */
export function opens(puzzle: MazePuzzle, from: Cell, side: Side): boolean {
  return boardOf(puzzle).maze.passes(cellOf(puzzle, from), side);
}

/** The square on `side` of a square (outside the maze past its border), by the maze's graph. */
export function beside(puzzle: MazePuzzle, [r, c]: Cell, side: Side): Cell {
  const { maze } = boardOf(puzzle);
  const next = maze.next(cellOf(puzzle, [r, c]), side);
  if (next >= 0) return [maze.rowOf(next), maze.colOf(next)];
  const way = WAY_OF[side];
  return way === 'up' ? [r - 1, c] : way === 'down' ? [r + 1, c] : way === 'left' ? [r, c - 1] : [r, c + 1];
}

/** The sides open from a square, in the maze's order (a square's clockwise from up). */
export const openSides = (puzzle: MazePuzzle, cell: Cell): Side[] => boardOf(puzzle).maze.sides.filter((s) => opens(puzzle, cell, s));

/** The ways open from a square of a rectangle or an outline, clockwise from up. */
export const openWays = (puzzle: MazePuzzle, cell: Cell): Way[] => WAYS.filter((w) => opens(puzzle, cell, SIDE_OF[w]));

/** The middle of a round maze's cell, in corridors from the maze's middle, y downward (as it is drawn, round-draw.ts). */
export function roundMiddle(puzzle: MazePuzzle, [r, c]: Cell): [number, number] {
  const maze = boardOf(puzzle).maze as RoundMaze;
  return pointAt(0, 0, innerRadius(puzzle.rows, r) + 0.5, maze.turnOf(cellOf(puzzle, [r, c])));
}

/** Every order of the four arrow keys, to match a round maze's openings to them. */
const ORDERS: readonly (readonly Way[])[] = (function orders(ways: readonly Way[]): Way[][] {
  return ways.length === 0 ? [[]] : ways.flatMap((w) => orders(ways.filter((v) => v !== w)).map((rest) => [w, ...rest]));
})(WAYS);

/**
 * The side an arrow key takes the line on by: a square's own. A round maze's cell may have five
 * sides and its ways point every way round the circle, so its openings on from the line's end
 * (all but the one it came in by: four at most) are each given a key of their own, the keys
 * matched to them so that together they point most nearly where the cells lie on the screen;
 * every way on is then a key's. A key no opening is given takes the side most nearly its way:
 * back along the line, or a wall, which refuses it and says so.
 */
export function sideFor(puzzle: MazePuzzle, line: readonly Cell[], way: Way): Side {
  if (!isRound(puzzle)) return SIDE_OF[way];
  const { maze } = boardOf(puzzle);
  const head = line.at(-1)!;
  const [x0, y0] = roundMiddle(puzzle, head);
  const unit = (w: Way): [number, number] => (w === 'up' ? [0, -1] : w === 'down' ? [0, 1] : w === 'left' ? [-1, 0] : [1, 0]);
  // How nearly a side points the way of key `w`: the cosine between them on the screen.
  const along = (side: Side, w: Way): number => {
    const [ux, uy] = unit(w);
    const next = maze.next(cellOf(puzzle, head), side);
    // Out of the maze: the rim's outward side straight out, the inner ring's inward one straight in; no second cell outward, no side.
    if (next < 0) return side === NORTH || side === SOUTH ? ((side === NORTH ? 1 : -1) * (x0 * ux + y0 * uy)) / Math.hypot(x0, y0) : -Infinity;
    const [x, y] = roundMiddle(puzzle, [maze.rowOf(next), maze.colOf(next)]);
    return ((x - x0) * ux + (y - y0) * uy) / Math.hypot(x - x0, y - y0);
  };
  const before = line.at(-2);
  const on = openSides(puzzle, head).filter((side) => !before || !same(beside(puzzle, head, side), before));
  let given: readonly Way[] = [];
  let most = -Infinity;
  for (const order of ORDERS) {
    const score = on.reduce((sum, side, i) => sum + along(side, order[i]!), 0);
    if (score > most + 1e-9) [given, most] = [order, score];
  }
  const mine = given.indexOf(way);
  if (mine >= 0 && mine < on.length) return on[mine]!;
  return maze.sides.filter((side) => !on.includes(side)).reduce((a, b) => (along(b, way) > along(a, way) + 1e-9 ? b : a));
}

/**
 * The round maze's cell under a point `x`, `y` corridors from its middle (y downward), or null in
 * the hole or beyond the rim: its ring by the distance out, its place by the angle from the top.
 */
export function roundCellAt(puzzle: MazePuzzle, x: number, y: number): Cell | null {
  const maze = boardOf(puzzle).maze as RoundMaze;
  const out = Math.hypot(x, y) - HOLE;
  if (out < 0 || out >= puzzle.rows) return null;
  const r = puzzle.rows - 1 - Math.floor(out);
  const n = maze.ring[r]!;
  // Turns clockwise from the top; the rim's first cell is centred on the top (round.ts, angleOf).
  let turn = Math.atan2(x, -y) / (2 * Math.PI) + 1 / (2 * maze.ring[0]!);
  turn -= Math.floor(turn);
  return [r, Math.min(n - 1, Math.floor(turn * n))];
}

/**
 * A stored game read back as hostile: the line from the entrance, each square inside the maze
 * and beside the last through an opening, none twice; counts whole; else null.
 */
export function restoreMaze(puzzle: MazePuzzle, stored: unknown): MazeState | null {
  if (!record(stored)) return null;
  const { line, mistakes, counted } = stored;
  if (!whole(mistakes, 0, MAX_COUNT)) return null;
  if (counted !== undefined && !countedList(counted, puzzle.rows, puzzle.cols)) return null;
  if (!Array.isArray(line) || line.length < 1 || line.length > puzzle.rows * puzzle.cols) return null;
  const cells: Cell[] = [];
  const seen = new Set<number>();
  for (const at of line) {
    if (!arrayOf(at, 2) || !whole(at[0], 0, puzzle.rows - 1) || !whole(at[1], 0, puzzle.cols - 1)) return null;
    const cell: Cell = [at[0], at[1]];
    const key = cellOf(puzzle, cell);
    if (seen.has(key)) return null;
    const last = cells.at(-1);
    if (last) {
      const side = sideTo(puzzle, last, cell);
      if (side === null || !opens(puzzle, last, side)) return null;
    } else if (!same(cell, [puzzle.start[0], puzzle.start[1]])) return null;
    seen.add(key);
    cells.push(cell);
  }
  return { line: cells, mistakes, ...(counted === undefined ? {} : { counted: [...(counted as string[])] }) };
}

/**
 * What a move toward a square did: the line grown by squares through openings, taken back to a
 * square of it (`back`), or nothing: a wall in the way (`wall`, the way tried from `from`), a
 * square not beside the line's end (`far`), the line's end itself (`here`).
 */
export type Traced =
  | { type: 'grow'; line: Cell[] }
  | { type: 'back'; line: Cell[] }
  | { type: 'wall'; from: Cell; side: Side }
  | { type: 'far' | 'here' };

/** The line taken back to its square `at` (the squares after it let go). */
const cut = (line: readonly Cell[], at: number): Traced => ({ type: 'back', line: line.slice(0, at + 1) });

/** One square from the line's end, the way an arrow key points (`sideFor`). */
export const step = (puzzle: MazePuzzle, line: readonly Cell[], way: Way): Traced => stepSide(puzzle, line, sideFor(puzzle, line, way));

/** One square from the line's end, on `side`: on through an opening, back onto the square before, or refused by a wall (the border is one). */
export function stepSide(puzzle: MazePuzzle, line: readonly Cell[], side: Side): Traced {
  const head = line.at(-1)!;
  if (!opens(puzzle, head, side)) return { type: 'wall', from: head, side };
  const to = beside(puzzle, head, side);
  const at = line.findIndex((c) => same(c, to));
  // Onto the line (the square before, or, where the maze has a loop, one further back): taken back to it.
  if (at >= 0) return cut(line, at);
  return { type: 'grow', line: [...line, to] };
}

/**
 * The line as a tap, or a finger in a drag, reaches square `to`: a square of the line takes it
 * back there; the square beside the end is one step (a wall refuses it); a square corner to
 * corner with the end (a finger that cut a corner) is two steps round either side that is open;
 * any other square is too far (a drag passes over it).
 */
export function reach(puzzle: MazePuzzle, line: readonly Cell[], to: Cell): Traced {
  const head = line.at(-1)!;
  if (same(head, to)) return { type: 'here' };
  const at = line.findIndex((c) => same(c, to));
  if (at >= 0) return cut(line, at);
  const side = sideTo(puzzle, head, to);
  if (side !== null) return stepSide(puzzle, line, side);
  // A round maze's cells are not corner to corner: a finger crosses into the next at once.
  if (isRound(puzzle)) return { type: 'far' };
  if (Math.abs(to[0] - head[0]) === 1 && Math.abs(to[1] - head[1]) === 1) {
    for (const [first, then] of [[wayTo(head, [to[0], head[1]])!, wayTo([to[0], head[1]], to)!], [wayTo(head, [head[0], to[1]])!, wayTo([head[0], to[1]], to)!]] as const) {
      const one = stepSide(puzzle, line, SIDE_OF[first]);
      if (one.type !== 'grow') continue;
      const two = stepSide(puzzle, one.line, SIDE_OF[then]);
      if (two.type === 'grow') return two;
    }
  }
  return { type: 'far' };
}

/** The line's end is a dead end: no opening from it but the one it came in by (the exit is no dead end). */
function deadEnd(puzzle: MazePuzzle, line: readonly Cell[]): boolean {
  const head = line.at(-1)!;
  if (same(head, [puzzle.end[0], puzzle.end[1]])) return false;
  return openSides(puzzle, head).every((s) => line.length > 1 && same(beside(puzzle, head, s), line.at(-2)!));
}

/** What the status line says of a line after a move: where it ends and how long it is, or taken back to there. */
export function saidOf(puzzle: MazePuzzle, before: readonly Cell[], line: readonly Cell[]): string {
  const head = line.at(-1)!;
  // Shorter, or as long and ending elsewhere (back to a loop's square): taken back.
  const back = line.length < before.length || !line.slice(0, before.length).every((c, i) => same(c, before[i]!));
  const context = deadEnd(puzzle, line) ? 'deadEnd' : 'open';
  if (isRound(puzzle)) {
    const data = { ...ringOf(head), count: line.length };
    return back ? playWords.ringBack(data) : playWords.ringTraced({ ...data, context });
  }
  const data = { ...where(head), count: line.length };
  return back ? playWords.back(data) : playWords.traced({ ...data, context });
}

/** Why a move was refused or did nothing, for the status line. */
export function refusal(puzzle: MazePuzzle, line: readonly Cell[], t: Extract<Traced, { type: 'wall' | 'far' | 'here' }>): string {
  if (isRound(puzzle)) {
    if (t.type === 'wall') return playWords.ringWall({ ...ringOf(t.from), context: RING_WAY_OF[t.side] });
    return playWords.ringFrom({ ...ringOf(line.at(-1)!), context: t.type });
  }
  if (t.type === 'wall') return playWords.wall({ ...where(t.from), context: WAY_OF[t.side] });
  return playWords.from({ ...where(line.at(-1)!), context: t.type });
}

/** The maze's name for screen readers: its rows and columns, or a round maze's rings. */
export const mazeName = (puzzle: MazePuzzle): string => (isRound(puzzle) ? playWords.ringGrid({ rings: puzzle.rows }) : playWords.grid({ rows: puzzle.rows, cols: puzzle.cols }));

/** How many of the line's squares, from the entrance, are the way's: all of them while it keeps to the way. */
export function onWay(line: readonly Cell[], way: readonly (readonly number[])[]): number {
  let k = 0;
  while (k < line.length && k < way.length && line[k]![0] === way[k]![0] && line[k]![1] === way[k]![1]) k++;
  return k;
}

/** Whether the line runs from the entrance to the exit: the kind's answer check finds nothing wrong. */
export const mazeSolved = (puzzle: MazePuzzle, state: MazeState): boolean => mistakeOf(puzzle, { path: state.line }) === null;

/**
 * Check on a line that has not reached the exit: where it turns off the way (`off`: its first
 * square off it, to ring and count once), or how far it follows the way.
 */
export function progress(puzzle: MazePuzzle, solution: MazeSolution, state: MazeState): { message: string; off: Cell | null } {
  const k = onWay(state.line, solution.path);
  if (k < state.line.length) {
    const turn = state.line[k - 1]!;
    return { message: isRound(puzzle) ? playWords.ringOffWay(ringOf(turn)) : playWords.offWay(where(turn)), off: state.line[k]! };
  }
  if (k <= 1) return { message: isRound(puzzle) ? playWords.ringNotStarted : playWords.notStarted, off: null };
  return { message: isRound(puzzle) ? playWords.ringOnWay({ count: k }) : playWords.onWay({ count: k }), off: null };
}

/** Check on a line short of the exit: how far it follows the way; or where it turns off it, said, ringed and counted once, however often Check finds it. */
export function mazeCheck(puzzle: MazePuzzle, solution: MazeSolution, state: MazeState): Outcome<MazeState> {
  const { message, off } = progress(puzzle, solution, state);
  if (!off) return { say: message };
  return { update: countOnce(state, [`${off[0]}-${off[1]}:1`]), say: message, tone: 'bad', flag: [`cell-${off[0]}-${off[1]}`] };
}

/** A square's name in the page, for screen readers: where it is, its place on the line, the ways open from the line's end; the doors named. */
export function squareName(puzzle: MazePuzzle, line: readonly Cell[], cell: Cell): string {
  const n = line.findIndex((c) => same(c, cell)) + 1;
  const head = n === line.length;
  const context = n === 0 ? 'off' : head ? 'head' : 'line';
  let square: string;
  if (isRound(puzzle)) {
    // Two cells outward are one way out in words: said once.
    const ways = head ? listOf([...new Set(openSides(puzzle, cell).map((s) => RING_WAY_OF[s]))].map((w) => playWords.ringWay({ context: w })), 'and') : '';
    square = playWords.ringSquare({ ...ringOf(cell), context, n, ways });
  } else {
    const ways = head ? listOf(openWays(puzzle, cell).map((w) => playWords.way({ context: w })), 'and') : '';
    square = playWords.square({ ...where(cell), context, n, ways });
  }
  if (same(cell, [puzzle.start[0], puzzle.start[1]])) return playWords.door({ context: 'entrance', square });
  if (same(cell, [puzzle.end[0], puzzle.end[1]])) return playWords.door({ context: 'exit', square });
  return square;
}

/**
 * The hint for a line: where it turns off the way, ringed (the kind's `hint.mistake`), before
 * anything else; else the step solver's next stretch from the line's end (its squares on the way
 * given as known, value 1), with the wrong turns it ruled out at the fork before it as the steps
 * it rests on; where no step goes on (no proved maze comes to it), the next square of the way.
 */
export function mazeHint(puzzle: MazePuzzle, solution: MazeSolution, state: MazeState): Hint {
  const { cols } = puzzle;
  const way = solution.path.map((c) => cellOf(puzzle, [c[0]!, c[1]!]));
  const k = onWay(state.line, solution.path);
  if (k < state.line.length) {
    const off = state.line[k]!;
    const turn = state.line[k - 1]!;
    return { type: 'mistake', cells: [cellOf(puzzle, off)], say: isRound(puzzle) ? words.hint.ringMistake({ cell: ringOf(turn) }) : words.hint.mistake({ cell: squareOf(way[k - 1]!, cols) }) };
  }
  if (k >= way.length) return { type: 'done' };
  const traced = new Set(way.slice(0, k));
  const { steps } = stepper.steps(puzzle, 4, [...traced].map((cell) => ({ cell, value: 1 })));
  const at = steps.findIndex((s) => s.place.some((p) => !traced.has(p.cell)));
  if (at >= 0) {
    const s = steps[at]!;
    const place = s.place.filter((p) => !traced.has(p.cell));
    return { type: 'step', technique: s.technique, cells: [...new Set([...s.from, ...place.map((p) => p.cell)])], place, say: s.say, before: steps.slice(0, at) };
  }
  const next = way[k]!;
  const say = isRound(puzzle) ? words.hint.ringReveal({ cell: ringOf(solution.path[k] as Cell) }) : words.hint.reveal({ cell: squareOf(next, cols) as Square });
  return { type: 'reveal', cells: [next], place: [{ cell: next, value: 1 }], say };
}

/** The line with a hint's squares traced on: the way's squares after the line's end, as far as the hint places them. */
export function takeHint(puzzle: MazePuzzle, solution: MazeSolution, state: MazeState, hint: Hint): MazeState {
  if (hint.type !== 'step' && hint.type !== 'reveal') return state;
  const placed = new Set(hint.place.filter((p) => p.value === 1).map((p) => p.cell));
  const k = onWay(state.line, solution.path);
  if (k < state.line.length) return state;
  const line = [...state.line];
  for (let i = k; i < solution.path.length && placed.has(cellOf(puzzle, solution.path[i] as Cell)); i++) line.push([solution.path[i]![0]!, solution.path[i]![1]!]);
  return line.length === state.line.length ? state : { ...state, line };
}
