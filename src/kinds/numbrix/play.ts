import { cellHints, type Hint, type HintMessages } from '../../engine/hint.ts';
import { listOf } from '../../engine/words.ts';
import type { Placement } from '../../engine/steps.ts';
import { playWords } from './play-words.ts';
import type { NumbrixPuzzle } from './schema.ts';
import { stepper } from './steps.ts';
import { words } from './words.ts';
import { type Square, squareOf } from '../../engine/grid-labels.ts';
import type { Outcome } from '../../play/moves.ts';
import { countOnce } from '../../play/saved.ts';

/**
 * Numbrix played by clicking: choose a number on the board, then each click on an empty
 * square writes the next number there (counting up or down). Pure state, so the page and
 * the tests drive the same rules.
 */
export interface NumbrixState {
  /** The board as the player sees it: givens and placed numbers, 0 where empty. */
  values: number[][];
  /** The number the next click continues from, or null before one is chosen. */
  cursor: number | null;
  dir: 1 | -1;
  mistakes: number;
  /** Wrong placements already counted as mistakes (`r-c:value`), so Check counts each once; absent in progress stored before. */
  counted?: string[];
}

export interface Move {
  state: NumbrixState;
  /** What happened, in words for the status line. */
  message: string;
  /**
   * The rules refuse the square outright (it does not touch the number counted on from, or the
   * one after): nothing changes and nothing is counted, a slip of the finger being no mistake;
   * the player rings the square and says why.
   */
  refused: boolean;
}

export function startNumbrix(puzzle: NumbrixPuzzle): NumbrixState {
  return { values: puzzle.givens.map((row) => [...row]), cursor: null, dir: 1, mistakes: 0 };
}

export type Cell = [number, number];

function find(values: number[][], n: number): Cell | null {
  // 0 marks an empty square, so it is never a number on the board.
  if (n < 1) return null;
  for (let r = 0; r < values.length; r++) {
    const c = values[r]!.indexOf(n);
    if (c >= 0) return [r, c];
  }
  return null;
}

const touch = (a: Cell, b: Cell) => Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) === 1;

/** From n, follow n+dir, n+2·dir, … while each is on the board and touches the one before. */
function runEnd(values: number[][], n: number, dir: 1 | -1): number {
  let at = find(values, n)!;
  for (;;) {
    const next = find(values, n + dir);
    if (!next || !touch(at, next)) return n;
    n += dir;
    at = next;
  }
}

const copy = (s: NumbrixState): NumbrixState => ({ ...s, values: s.values.map((row) => [...row]) });

/** Count the other way from the same number (the run's end that way). */
export function turn(state: NumbrixState): NumbrixState {
  const dir = state.dir === 1 ? -1 : 1;
  const next: NumbrixState = { ...copy(state), dir };
  if (state.cursor !== null) next.cursor = runEnd(next.values, state.cursor, dir);
  return next;
}

/** "Placed 5", "Placed 5 and 6", "Placed 5 to 9": the numbers a move wrote; then the number the count goes on from, if another. */
export function placedSaying(written: number[], goesOnFrom?: number): string {
  const sorted = [...written].sort((a, b) => a - b);
  const said = playWords.placed({ context: sorted.length === 1 ? 'one' : sorted.length === 2 ? 'two' : 'more', from: sorted[0]!, to: sorted.at(-1)!, count: sorted.length });
  return goesOnFrom === undefined ? said : playWords.thenContinuing({ said, n: goesOnFrom });
}

/**
 * "Placed 5", then the way the count goes on where the move turned it: "Placed 1 and 2; counting
 * down from 1", so the status says what the next tap or drag does.
 */
export function turnedSaying(written: number[], dir: 1 | -1, goesOnFrom: number): string {
  const said = written.length ? placedSaying(written) : null;
  const context = dir === 1 ? 'up' : 'down';
  return said === null ? playWords.countingFrom({ context, n: goesOnFrom }) : playWords.thenCounting({ context, said, n: goesOnFrom });
}

/** A click (or Enter) on the square at row r, column c. */
export function clickCell(puzzle: NumbrixPuzzle, state: NumbrixState, r: number, c: number): Move {
  const last = puzzle.width * puzzle.height;
  const value = state.values[r]![c]!;
  const given = puzzle.givens[r]![c]! > 0;
  const next = copy(state);
  if (value > 0 && given) {
    next.cursor = runEnd(next.values, value, next.dir);
    // Its run reaches the first or last number that way, so nothing is left to place there: the
    // count turns, from the end of its run the other way (issue 112: the printed 3 tapped after
    // 4 to 80 went on from 80, and 2 and 1 could not be placed by touch).
    const back: 1 | -1 = next.dir === 1 ? -1 : 1;
    const from = runEnd(next.values, value, back);
    const open = (end: number, dir: 1 | -1) => end + dir >= 1 && end + dir <= last;
    if (!open(next.cursor, next.dir) && open(from, back)) {
      next.dir = back;
      next.cursor = from;
      return { state: next, message: playWords.countingFrom({ context: back === 1 ? 'up' : 'down', n: from }), refused: false };
    }
    return { state: next, message: playWords.continuing({ n: next.cursor }), refused: false };
  }
  if (value > 0) {
    // A number the player placed: clicking it takes it away, and the count steps back.
    next.values[r]![c] = 0;
    if (state.cursor === value) next.cursor = find(next.values, value - next.dir) ? value - next.dir : null;
    return { state: next, message: playWords.removed({ n: value }), refused: false };
  }
  if (state.cursor === null) return { state, message: playWords.chooseFirst, refused: false };
  const n = state.cursor + state.dir;
  if (n < 1 || n > last) return { state, message: playWords.atEnd({ context: n < 1 ? 'first' : 'last', n: state.cursor }), refused: false };
  const twin = find(state.values, n);
  if (twin) return { state, message: playWords.already({ context: 'click', n, row: twin[0] + 1, column: twin[1] + 1 }), refused: false };
  const from = find(state.values, state.cursor)!;
  const here: Cell = [r, c];
  const wrong = (why: string): Move => ({ state, message: why, refused: true });
  if (!touch(from, here)) return wrong(playWords.mustTouch({ n, from: state.cursor }));
  const after = find(state.values, n + state.dir);
  if (after && !touch(here, after)) return wrong(playWords.mustAlsoTouch({ n, after: n + state.dir }));
  next.values[r]![c] = n;
  next.cursor = runEnd(next.values, n, next.dir);
  return { state: next, message: placedSaying([n], next.cursor === n ? undefined : next.cursor), refused: false };
}

/** Every square filled with the stored answer's number. */
export function numbrixSolved(state: NumbrixState, answer: number[][]): boolean {
  return state.values.every((row, r) => row.every((v, c) => v === answer[r]![c]));
}

/** The player's placed numbers as placements (row-major cells), printed ones left out. */
function entriesOf(puzzle: NumbrixPuzzle, state: NumbrixState): Placement[] {
  const givens = puzzle.givens.flat();
  return state.values.flat().flatMap((value, cell) => (value > 0 && givens[cell] === 0 ? [{ cell, value }] : []));
}

/** Hints, a square named by its row and column. */
/**
 * What a hint that is not a step says: the wrong entries each worded by a message of its own
 * (the first as a sentence starts), joined as the language lists them.
 */
const hintWords: HintMessages<{ cell: Square }> = {
  mistake: ({ wrong }) =>
    words.hint.mistake({ count: wrong.length, wrong: listOf(wrong.map((w, i) => (i === 0 ? words.hint.wrongFirst(w) : words.hint.wrongNext(w))), 'and') }),
  reveal: (data) => words.hint.reveal(data),
};
const hints = cellHints(stepper, hintWords, (puzzle: NumbrixPuzzle, cell) => ({ cell: squareOf(cell, puzzle.width) }));

/** The hint for the player's board: the next step of the step solver, or the numbers not on the path. */
export function numbrixHint(puzzle: NumbrixPuzzle, state: NumbrixState, answer: number[][]): Hint {
  const givens = puzzle.givens.flat();
  const wanted = answer.flat().flatMap((value, cell) => (givens[cell] === 0 ? [{ cell, value }] : []));
  return hints(puzzle, wanted, entriesOf(puzzle, state));
}

/** The board with a hint's numbers written in; the count goes on from the last of them. */
export function takeHint(puzzle: NumbrixPuzzle, state: NumbrixState, hint: Hint): NumbrixState {
  if (hint.type !== 'step' && hint.type !== 'reveal') return state;
  const next = copy(state);
  for (const { cell, value } of hint.place) next.values[Math.floor(cell / puzzle.width)]![cell % puzzle.width] = value;
  const last = hint.place.at(-1);
  if (last) next.cursor = runEnd(next.values, last.value, next.dir);
  return next;
}

/** Every two consecutive numbers that touch, as the squares they stand on: the path so far. */
export function pathPairs(values: number[][]): [Cell, Cell][] {
  const at = new Map<number, Cell[]>();
  values.forEach((row, r) =>
    row.forEach((v, c) => {
      if (v > 0) at.set(v, [...(at.get(v) ?? []), [r, c]]);
    }),
  );
  const pairs: [Cell, Cell][] = [];
  for (const [n, cells] of at) {
    for (const a of cells) for (const b of at.get(n + 1) ?? []) if (touch(a, b)) pairs.push([a, b]);
  }
  return pairs;
}

/** The numbers the player placed that the answer puts elsewhere, as squares. */
export function wrongCells(puzzle: NumbrixPuzzle, state: NumbrixState, answer: number[][]): Cell[] {
  return state.values.flatMap((row, r) => row.flatMap((v, c): Cell[] => (v > 0 && puzzle.givens[r]![c] === 0 && v !== answer[r]![c] ? [[r, c]] : [])));
}

/**
 * Check on a board not solved: every number placed so far right (or none placed yet), and how
 * many squares are empty; or each number placed where the answer has another named, counted once
 * and ringed.
 */
export function numbrixCheck(puzzle: NumbrixPuzzle, state: NumbrixState, answer: number[][]): Outcome<NumbrixState> {
  const wrong = wrongCells(puzzle, state, answer);
  const empty = state.values.flat().filter((v) => v === 0).length;
  if (wrong.length === 0) {
    const placed = state.values.flat().filter((v, i) => v > 0 && puzzle.givens.flat()[i] === 0).length;
    return { say: placed === 0 ? playWords.nothingYet({ count: empty }) : playWords.allRight({ count: empty }) };
  }
  return {
    update: countOnce(state, wrong.map(([r, c]) => `${r}-${c}:${state.values[r]![c]}`)),
    say: playWords.wrongAt({
      count: wrong.length,
      wrong: wrong.map(([r, c]) => playWords.wrongSquare({ v: state.values[r]![c]!, row: r + 1, column: c + 1 })).reduce((before, item) => playWords.wrongThen({ before, item })),
    }),
    tone: 'bad',
    flag: wrong.map(([r, c]) => `cell-${r}-${c}`),
  };
}

/**
 * A drag across the board: pressed on a number, it writes the next number on each empty square
 * the finger enters next to the last one, and takes the last one away when it goes back.
 */
export interface Drag {
  /** The board as it stands during the drag (shown, not yet a move). */
  state: NumbrixState;
  /** The squares walked, the pressed one first. */
  trail: Cell[];
  /** For each square of the trail, whether the drag wrote its number. */
  placed: boolean[];
  /** The way the count went when the drag was pressed, taken again when the finger comes back to that square. */
  pressedWay: 1 | -1;
}

export interface DragStep {
  drag: Drag;
  /** What happened, for the status line; absent when nothing did. */
  message?: string;
  /** The square could not take the next number (the rules forbid it): said, not counted. */
  refused?: boolean;
}

const same = (a: Cell, b: Cell) => a[0] === b[0] && a[1] === b[1];

/** A drag pressed on the square at row r, column c; null when the square holds no number. */
export function startDrag(state: NumbrixState, r: number, c: number): Drag | null {
  const v = state.values[r]![c]!;
  if (v === 0) return null;
  return { state: { ...copy(state), cursor: v }, trail: [[r, c]], placed: [false], pressedWay: state.dir };
}

/**
 * Whether n can stand on the square `here` counting the way `dir`: in the book's numbers, not on
 * the board yet, and no further from the nearest number on the board beyond it that way than the
 * numbers between can walk, on a square of the right colour as on a chessboard (k steps change
 * the colour k times). Only the board is read, never the answer.
 */
function fits(puzzle: NumbrixPuzzle, values: number[][], here: Cell, n: number, dir: 1 | -1): boolean {
  const last = puzzle.width * puzzle.height;
  if (n < 1 || n > last || find(values, n)) return false;
  for (let k = 1; n + k * dir >= 1 && n + k * dir <= last; k++) {
    const at = find(values, n + k * dir);
    if (!at) continue;
    const d = Math.abs(at[0] - here[0]) + Math.abs(at[1] - here[1]);
    return d <= k && (k - d) % 2 === 0;
  }
  return true;
}

/**
 * The way a drag counts, read from the first square the finger enters from the number pressed
 * (issue 112: a drag toward 1 went on counting up, or was refused): the way the path already goes
 * there, or the way the next number can stand there, the count's way (the Next button) first.
 */
function dragWay(puzzle: NumbrixPuzzle, state: NumbrixState, v: number, here: Cell): 1 | -1 {
  const ways: (1 | -1)[] = state.dir === 1 ? [1, -1] : [-1, 1];
  const value = state.values[here[0]]![here[1]]!;
  if (value !== 0) return ways.find((d) => value === v + d) ?? state.dir;
  return ways.find((d) => fits(puzzle, state.values, here, v + d, d)) ?? state.dir;
}

/** The drag's finger enters the square at row r, column c. */
export function dragTo(puzzle: NumbrixPuzzle, drag: Drag, r: number, c: number): DragStep {
  const here: Cell = [r, c];
  const head = drag.trail.at(-1)!;
  if (same(head, here)) return { drag };
  const values = drag.state.values;
  const headValue = values[head[0]]![head[1]]!;
  // The first square entered from the number pressed sets the way this drag counts.
  const turned = drag.trail.length === 1 && touch(head, here) && dragWay(puzzle, drag.state, headValue, here) !== drag.state.dir;
  const back = drag.trail.at(-2);
  if (back && same(back, here)) {
    // Back onto the square before: the last number written by this drag goes.
    const state = copy(drag.state);
    const wrote = drag.placed.at(-1)!;
    if (wrote) state.values[head[0]]![head[1]] = 0;
    state.cursor = values[back[0]]![back[1]]!;
    if (drag.trail.length === 2) state.dir = drag.pressedWay;
    return { drag: { ...drag, state, trail: drag.trail.slice(0, -1), placed: drag.placed.slice(0, -1) }, message: wrote ? playWords.removed({ n: headValue }) : playWords.backTo({ n: state.cursor }) };
  }
  // A square not next to the last one (the finger cut a corner) is passed over.
  if (!touch(head, here)) return { drag };
  const dir: 1 | -1 = turned ? (drag.state.dir === 1 ? -1 : 1) : drag.state.dir;
  const n = headValue + dir;
  const value = values[r]![c]!;
  const step = (state: NumbrixState, placed: boolean, message: string): DragStep => ({
    drag: { ...drag, state: { ...state, cursor: n, dir }, trail: [...drag.trail, here], placed: [...drag.placed, placed] },
    message: turned ? turnedSaying(placed ? [n] : [], dir, n) : message,
  });
  // The next number is already there: the drag follows the path through it.
  if (value === n) return step(drag.state, false, playWords.continuing({ n }));
  if (value !== 0) return { drag };
  const last = puzzle.width * puzzle.height;
  if (n < 1 || n > last) return { drag, message: playWords.atEnd({ context: n < 1 ? 'first' : 'last', n: headValue }), refused: true };
  const twin = find(values, n);
  if (twin) return { drag, message: playWords.already({ context: 'drag', n, row: twin[0] + 1, column: twin[1] + 1 }), refused: true };
  const after = find(values, n + dir);
  if (after && !touch(here, after)) return { drag, message: playWords.mustAlsoTouch({ n, after: n + dir }), refused: true };
  const state = copy(drag.state);
  state.values[r]![c] = n;
  return step(state, true, placedSaying([n]));
}

/** The board a drag leaves: the count goes on from the end of the run it reached. */
export function endDrag(drag: Drag): NumbrixState {
  const head = drag.trail.at(-1)!;
  const v = drag.state.values[head[0]]![head[1]]!;
  return { ...drag.state, cursor: runEnd(drag.state.values, v, drag.state.dir) };
}
