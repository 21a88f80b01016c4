import { type Square, squareOf } from '../../engine/grid-labels.ts';
import type { Hint } from '../../engine/hint.ts';
import { EAST, NORTH, type Side, SOUTH, WEST } from '../../engine/mazekit/maze.ts';
import { listOf } from '../../engine/words.ts';
import type { Outcome } from '../../play/moves.ts';
import { arrayOf, countedList, countOnce, MAX_COUNT, record, whole } from '../../play/saved.ts';
import { boardOf } from './board.ts';
import { mistakeOf } from './check.ts';
import { playWords, type Way, WAYS } from './play-words.ts';
import type { MazePuzzle, MazeSolution } from './schema.ts';
import { stepper } from './steps.ts';
import { words } from './words.ts';

/**
 * A maze played by tracing a line: from the entrance, square by square through the openings, by
 * a drag, a tap on the next square or the arrow keys; back along the line (or a tap on a square
 * of it) takes it back to there. Pure state, so the page and the tests drive the same rules.
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

const same = (a: Cell, b: Cell) => a[0] === b[0] && a[1] === b[1];
const cellOf = (puzzle: MazePuzzle, [r, c]: Cell) => r * puzzle.cols + c;
const where = ([r, c]: Cell) => ({ row: r + 1, column: c + 1 });

/** The way from square `a` to the square `b` beside it, or null where they do not touch. */
export function wayTo(a: Cell, b: Cell): Way | null {
  const [dr, dc] = [b[0] - a[0], b[1] - a[1]];
  return dr === -1 && dc === 0 ? 'up' : dr === 1 && dc === 0 ? 'down' : dr === 0 && dc === 1 ? 'right' : dr === 0 && dc === -1 ? 'left' : null;
}

/** Whether an opening joins square `from` to the square `way` of it (the outside is no square). */
export function opens(puzzle: MazePuzzle, from: Cell, way: Way): boolean {
  return boardOf(puzzle).maze.passes(cellOf(puzzle, from), SIDE_OF[way]);
}

/** The square `way` of a square (outside the maze past its border). */
export const beside = ([r, c]: Cell, way: Way): Cell => (way === 'up' ? [r - 1, c] : way === 'down' ? [r + 1, c] : way === 'left' ? [r, c - 1] : [r, c + 1]);

/** The ways open from a square, clockwise from up. */
export const openWays = (puzzle: MazePuzzle, cell: Cell): Way[] => WAYS.filter((w) => opens(puzzle, cell, w));

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
      const way = wayTo(last, cell);
      if (!way || !opens(puzzle, last, way)) return null;
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
  | { type: 'wall'; from: Cell; way: Way }
  | { type: 'far' | 'here' };

/** The line taken back to its square `at` (the squares after it let go). */
const cut = (line: readonly Cell[], at: number): Traced => ({ type: 'back', line: line.slice(0, at + 1) });

/** One square from the line's end, `way`: on through an opening, back onto the square before, or refused by a wall (the border is one). */
export function step(puzzle: MazePuzzle, line: readonly Cell[], way: Way): Traced {
  const head = line.at(-1)!;
  if (!opens(puzzle, head, way)) return { type: 'wall', from: head, way };
  const to = beside(head, way);
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
  const way = wayTo(head, to);
  if (way) return step(puzzle, line, way);
  if (Math.abs(to[0] - head[0]) === 1 && Math.abs(to[1] - head[1]) === 1) {
    for (const [first, then] of [[wayTo(head, [to[0], head[1]])!, wayTo([to[0], head[1]], to)!], [wayTo(head, [head[0], to[1]])!, wayTo([head[0], to[1]], to)!]] as const) {
      const one = step(puzzle, line, first);
      if (one.type !== 'grow') continue;
      const two = step(puzzle, one.line, then);
      if (two.type === 'grow') return two;
    }
  }
  return { type: 'far' };
}

/** The line's end is a dead end: no opening from it but the one it came in by (the exit is no dead end). */
function deadEnd(puzzle: MazePuzzle, line: readonly Cell[]): boolean {
  const head = line.at(-1)!;
  if (same(head, [puzzle.end[0], puzzle.end[1]])) return false;
  return openWays(puzzle, head).every((w) => line.length > 1 && same(beside(head, w), line.at(-2)!));
}

/** What the status line says of a line after a move: where it ends and how long it is, or taken back to there. */
export function saidOf(puzzle: MazePuzzle, before: readonly Cell[], line: readonly Cell[]): string {
  const head = line.at(-1)!;
  const data = { ...where(head), count: line.length };
  // Shorter, or as long and ending elsewhere (back to a loop's square): taken back.
  if (line.length < before.length || !line.slice(0, before.length).every((c, i) => same(c, before[i]!))) return playWords.back(data);
  return playWords.traced({ ...data, context: deadEnd(puzzle, line) ? 'deadEnd' : 'open' });
}

/** Why a move was refused or did nothing, for the status line. */
export function refusal(line: readonly Cell[], t: Extract<Traced, { type: 'wall' | 'far' | 'here' }>): string {
  if (t.type === 'wall') return playWords.wall({ ...where(t.from), context: t.way });
  return playWords.from({ ...where(line.at(-1)!), context: t.type });
}

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
export function progress(solution: MazeSolution, state: MazeState): { message: string; off: Cell | null } {
  const k = onWay(state.line, solution.path);
  if (k < state.line.length) return { message: playWords.offWay(where(state.line[k - 1]!)), off: state.line[k]! };
  if (k <= 1) return { message: playWords.notStarted, off: null };
  return { message: playWords.onWay({ count: k }), off: null };
}

/** Check on a line short of the exit: how far it follows the way; or where it turns off it, said, ringed and counted once, however often Check finds it. */
export function mazeCheck(solution: MazeSolution, state: MazeState): Outcome<MazeState> {
  const { message, off } = progress(solution, state);
  if (!off) return { say: message };
  return { update: countOnce(state, [`${off[0]}-${off[1]}:1`]), say: message, tone: 'bad', flag: [`cell-${off[0]}-${off[1]}`] };
}

/** A square's name in the page, for screen readers: where it is, its place on the line, the ways open from the line's end; the doors named. */
export function squareName(puzzle: MazePuzzle, line: readonly Cell[], cell: Cell): string {
  const n = line.findIndex((c) => same(c, cell)) + 1;
  const head = n === line.length;
  const ways = head ? listOf(openWays(puzzle, cell).map((w) => playWords.way({ context: w })), 'and') : '';
  const square = playWords.square({ ...where(cell), context: n === 0 ? 'off' : head ? 'head' : 'line', n, ways });
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
    return { type: 'mistake', cells: [cellOf(puzzle, off)], say: words.hint.mistake({ cell: squareOf(way[k - 1]!, cols) }) };
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
  return { type: 'reveal', cells: [next], place: [{ cell: next, value: 1 }], say: words.hint.reveal({ cell: squareOf(next, cols) as Square }) };
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
