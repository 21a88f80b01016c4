import { type Hint, nextHint } from '../../engine/hint.ts';
import { sayMistake } from '../../engine/mistake.ts';
import type { Placement } from '../../engine/steps.ts';
import type { Outcome, Verdict } from '../../play/moves.ts';
import { arrayOf, countedList, countOnce, MAX_COUNT, record, whole } from '../../play/saved.ts';
import { mistakeOf } from './check.ts';
import { alphabetHere, answerLetters, readPuzzle, spelt } from './letters.ts';
import { playWords } from './play-words.ts';
import type { CrissCrossPuzzle, CrissCrossSolution } from './schema.ts';
import { gridOf } from './slots.ts';
import { stepper } from './steps.ts';
import { words } from './words.ts';

/**
 * Criss-Cross's game apart from the page (no DOM; player.dom.ts is its page), so the tests
 * compute what the page does: the letters written, the square being written and the way the
 * letters run from it, a letter typed or rubbed out, the arrows, Check, the verdict and hints.
 */

/** A game of Criss-Cross: the letter written in each square, and the mistakes counted. */
export interface CrissCrossState {
  /** Row by row, a grid letter of the page's language (`alphabetHere`) where one is written, null where none is and off the squares. */
  letters: (string | null)[][];
  mistakes: number;
  /** Wrong letters Check has counted (`r-c:code+1`), so a wrong letter is one mistake however often it is checked. */
  counted?: string[];
}

/** The square being written (a cell, row by row from 0) and the way letters run from it. */
export interface Cursor {
  cell: number;
  across: boolean;
}

/** What a key does: the move it makes (null: none, the board as it was) and the square written next. */
export interface Typed {
  outcome: Outcome<CrissCrossState> | null;
  cursor: Cursor;
}

/** The open squares, row by row. */
export function openCells(puzzle: CrissCrossPuzzle): number[] {
  const { open } = gridOf(puzzle);
  const cells: number[] = [];
  for (let cell = 0; cell < open.length; cell++) if (open[cell]) cells.push(cell);
  return cells;
}

export const startState = (puzzle: CrissCrossPuzzle): CrissCrossState => ({
  letters: Array.from({ length: puzzle.rows }, () => Array.from({ length: puzzle.cols }, () => null)),
  mistakes: 0,
  counted: [],
});

/**
 * A stored game read back as hostile: a grid of the puzzle's size, a letter of the page's
 * alphabet (one, upper case as the grid prints it) or null in each open square and null off them,
 * mistakes a whole count, counted letters on the grid; else null.
 */
export function restoreState(puzzle: CrissCrossPuzzle, stored: unknown): CrissCrossState | null {
  if (!record(stored)) return null;
  const { letters, mistakes, counted } = stored;
  const { open } = gridOf(puzzle);
  const alphabet = alphabetHere();
  const cellOk = (v: unknown, cell: number) => v === null || (open[cell] === 1 && typeof v === 'string' && alphabet.code(v) >= 0);
  if (!arrayOf(letters, puzzle.rows) || !letters.every((row, r) => arrayOf(row, puzzle.cols) && row.every((v, c) => cellOk(v, r * puzzle.cols + c)))) return null;
  if (!whole(mistakes, 0, MAX_COUNT)) return null;
  if (counted !== undefined && !countedList(counted, puzzle.rows, puzzle.cols)) return null;
  return {
    letters: (letters as (string | null)[][]).map((row) => [...row]),
    mistakes,
    ...(counted === undefined ? {} : { counted: [...counted] }),
  };
}

/** The letter written in a square, or null. */
export const letterAt = (puzzle: CrissCrossPuzzle, state: CrissCrossState, cell: number): string | null => state.letters[Math.floor(cell / puzzle.cols)]?.[cell % puzzle.cols] ?? null;

/** A key typed as a grid letter (`a` → `A`, `é` → `E`, `ñ` → `Ñ` in Spanish), or null where it is none (a digit, a sign, `ß`'s two letters). */
export function readLetter(key: string): string | null {
  if ([...key].length !== 1) return null;
  const folded = alphabetHere().fold(key);
  return folded?.length === 1 ? folded[0]! : null;
}

/** The slot through `cell` the way `across` asks, else the other way's (−1 where it is in none). */
export function slotThrough(puzzle: CrissCrossPuzzle, cell: number, across: boolean): number {
  const grid = gridOf(puzzle);
  const [want, other] = across ? [grid.across, grid.down] : [grid.down, grid.across];
  return want[cell]! >= 0 ? want[cell]! : (other[cell] ?? -1);
}

/** The slot being written: the cursor's way through its square, or the only slot there. */
export const currentSlot = (puzzle: CrissCrossPuzzle, cursor: Cursor): number => slotThrough(puzzle, cursor.cell, cursor.across);

/** The cursor on `cell`, running `across` where a slot runs that way through it, else the only way one does. */
export function cursorAt(puzzle: CrissCrossPuzzle, cell: number, across = true): Cursor {
  const slot = slotThrough(puzzle, cell, across);
  return { cell, across: slot >= 0 ? gridOf(puzzle).slots[slot]!.across : across };
}

/** The first square written at the start: the first slot's first. */
export function firstCursor(puzzle: CrissCrossPuzzle): Cursor {
  const slot = gridOf(puzzle).slots[0]!;
  return { cell: slot.cells[0]!, across: slot.across };
}

/** The cursor turned the other way, where a slot runs that way through its square too. */
export function turned(puzzle: CrissCrossPuzzle, cursor: Cursor): Cursor {
  const grid = gridOf(puzzle);
  const other = cursor.across ? grid.down[cursor.cell]! : grid.across[cursor.cell]!;
  return other >= 0 ? { cell: cursor.cell, across: !cursor.across } : cursor;
}

/** A square tapped or clicked: the square chosen again turns the way; another is chosen, the way kept where a slot runs it there. */
export function chosen(puzzle: CrissCrossPuzzle, cursor: Cursor | null, cell: number): Cursor {
  if (cursor && cursor.cell === cell) return turned(puzzle, cursor);
  return cursorAt(puzzle, cell, cursor?.across ?? true);
}

/** A slot chosen by its clue: its first empty square (else its first), running its way. */
export function slotCursor(puzzle: CrissCrossPuzzle, state: CrissCrossState, slot: number): Cursor {
  const s = gridOf(puzzle).slots[slot]!;
  return { cell: s.cells.find((cell) => letterAt(puzzle, state, cell) === null) ?? s.cells[0]!, across: s.across };
}

/** The cursor moved `by` squares along its slot (kept at the slot's ends). */
function along(puzzle: CrissCrossPuzzle, cursor: Cursor, by: 1 | -1): Cursor {
  const slot = currentSlot(puzzle, cursor);
  if (slot < 0) return cursor;
  const cells = gridOf(puzzle).slots[slot]!.cells;
  const next = cells[cells.indexOf(cursor.cell) + by];
  return next === undefined ? cursor : { ...cursor, cell: next };
}

/** An arrow key: on to the next open square that way, past any gap, the way turned to the arrow's where a slot runs so there; else where it was. */
export function arrowed(puzzle: CrissCrossPuzzle, cursor: Cursor, dr: number, dc: number): Cursor {
  const { open } = gridOf(puzzle);
  let [r, c] = [Math.floor(cursor.cell / puzzle.cols), cursor.cell % puzzle.cols];
  for (;;) {
    r += dr;
    c += dc;
    if (r < 0 || c < 0 || r >= puzzle.rows || c >= puzzle.cols) return cursor;
    if (open[r * puzzle.cols + c]) return cursorAt(puzzle, r * puzzle.cols + c, dc !== 0);
  }
}

/** Whether every open square holds a letter. */
export const full = (puzzle: CrissCrossPuzzle, state: CrissCrossState): boolean => openCells(puzzle).every((cell) => letterAt(puzzle, state, cell) !== null);

/** The state with `letter` (null: none) in `cell`. */
function withLetter(puzzle: CrissCrossPuzzle, state: CrissCrossState, cell: number, letter: string | null): CrissCrossState {
  const letters = state.letters.map((row) => [...row]);
  letters[Math.floor(cell / puzzle.cols)]![cell % puzzle.cols] = letter;
  return { ...state, letters };
}

/** A square's name and its letter, as the page says it. */
export const squareSaid = (puzzle: CrissCrossPuzzle, cell: number, letter: string | null): string =>
  playWords.square({ context: letter === null ? 'empty' : 'filled', row: Math.floor(cell / puzzle.cols) + 1, column: (cell % puzzle.cols) + 1, letter: letter ?? '' });

/**
 * `letter` written in `cell` (null: rubbed out): a move, saying the square and its letter, or
 * nothing where the square holds it already. The move that fills the board says nothing: the
 * verdict speaks (solved, or what is wrong).
 */
export function written(puzzle: CrissCrossPuzzle, state: CrissCrossState, cell: number, letter: string | null): Outcome<CrissCrossState> | null {
  if (letterAt(puzzle, state, cell) === letter) return null;
  const next = withLetter(puzzle, state, cell, letter);
  return full(puzzle, next) ? { move: next } : { move: next, say: squareSaid(puzzle, cell, letter) };
}

/** A letter typed: written in the cursor's square, then on to the next square of its slot (kept at the slot's end). */
export function typeLetter(puzzle: CrissCrossPuzzle, state: CrissCrossState, cursor: Cursor, letter: string): Typed {
  return { outcome: written(puzzle, state, cursor.cell, letter), cursor: along(puzzle, cursor, 1) };
}

/**
 * Backspace (`back`): the cursor's letter rubbed out, where it holds one, else the cursor goes back
 * a square along its slot and rubs that one out, as a word typed is taken back letter by letter.
 * Delete: the cursor's letter rubbed out, the cursor kept.
 */
export function rubOut(puzzle: CrissCrossPuzzle, state: CrissCrossState, cursor: Cursor, back = true): Typed {
  if (!back || letterAt(puzzle, state, cursor.cell) !== null) return { outcome: written(puzzle, state, cursor.cell, null), cursor };
  const before = along(puzzle, cursor, -1);
  return { outcome: written(puzzle, state, before.cell, null), cursor: before };
}

/** Each slot's letters as written, run together (a space for an empty square): the answer's words as the board has them. */
export function boardWords(puzzle: CrissCrossPuzzle, state: CrissCrossState): string[] {
  return gridOf(puzzle).slots.map((slot) => slot.cells.map((cell) => letterAt(puzzle, state, cell) ?? ' ').join(''));
}

/** Slots with a square still empty. */
export const slotsLeft = (puzzle: CrissCrossPuzzle, state: CrissCrossState): number =>
  gridOf(puzzle).slots.filter((slot) => slot.cells.some((cell) => letterAt(puzzle, state, cell) === null)).length;

/** Whether every square holds its letter of the answer: each slot spells its word. */
export function solvedBy(puzzle: CrissCrossPuzzle, solution: CrissCrossSolution, state: CrissCrossState): boolean {
  const answer = answerLetters(puzzle, solution);
  return openCells(puzzle).every((cell) => answer.has(cell) && letterAt(puzzle, state, cell) === answer.get(cell));
}

/**
 * Solved where each slot spells its answer; a board with squares empty is told how many words
 * are left; a full board that is not the answer, what the answer check finds wrong (said after
 * every move, its squares ringed).
 */
export function crissCrossVerdict(puzzle: CrissCrossPuzzle, solution: CrissCrossSolution, state: CrissCrossState): Verdict {
  if (solvedBy(puzzle, solution, state)) return { solved: true };
  if (!full(puzzle, state)) return { solved: false, message: playWords.left({ count: slotsLeft(puzzle, state) }) };
  const mistake = mistakeOf(puzzle, { words: boardWords(puzzle, state) });
  // A full board the answer check passes is an answer: the puzzle has one.
  if (!mistake) return { solved: true };
  return { solved: false, message: sayMistake(words.check, mistake), tone: 'bad', always: true, at: mistake.at };
}

/** A letter as the step solver writes it: its code in the alphabet, plus one. */
const valueOf = (letter: string): number => alphabetHere().code(letter) + 1;

/** The squares whose letter is not the answer's, row by row. */
export function wrongCells(puzzle: CrissCrossPuzzle, solution: CrissCrossSolution, state: CrissCrossState): number[] {
  const answer = answerLetters(puzzle, solution);
  return openCells(puzzle).filter((cell) => {
    const letter = letterAt(puzzle, state, cell);
    return letter !== null && letter !== answer.get(cell);
  });
}

/** Check on a board not solved: every letter so far right (and how many words are left), or the wrong ones ringed and counted, each once. */
export function crissCrossCheck(puzzle: CrissCrossPuzzle, solution: CrissCrossSolution, state: CrissCrossState): Outcome<CrissCrossState> {
  const wrong = wrongCells(puzzle, solution, state);
  if (wrong.length === 0) return { say: playWords.rightSoFar({ count: slotsLeft(puzzle, state) }) };
  const { cols } = puzzle;
  return {
    update: countOnce(state, wrong.map((cell) => `${Math.floor(cell / cols)}-${cell % cols}:${valueOf(letterAt(puzzle, state, cell)!)}`)),
    say: playWords.wrong({ count: wrong.length }),
    tone: 'bad',
    flag: wrong.map((cell) => stepper.cellKey!(puzzle, cell)),
  };
}

/** The answer as the step solver writes it: each open square's letter code plus one. */
export function answerPlaced(puzzle: CrissCrossPuzzle, solution: CrissCrossSolution): Placement[] {
  return [...answerLetters(puzzle, solution)].map(([cell, letter]) => ({ cell, value: valueOf(letter) })).sort((a, b) => a.cell - b.cell);
}

/** The player's right letters, as the step solver takes what is known: a hint goes on from them, never from a wrong one. */
export function knownOf(puzzle: CrissCrossPuzzle, solution: CrissCrossSolution, state: CrissCrossState): Placement[] {
  const answer = answerLetters(puzzle, solution);
  return openCells(puzzle).flatMap((cell) => {
    const letter = letterAt(puzzle, state, cell);
    return letter !== null && letter === answer.get(cell) ? [{ cell, value: valueOf(letter) }] : [];
  });
}

/**
 * The hint for a board: the next word the step solver writes from the player's right letters,
 * its sentence said and its squares ringed (with those of the slots it looked at). Taking it
 * writes the word's letters in, over any wrong ones in its squares. Where no technique goes on
 * (no proved puzzle comes to it), one slot's word given away.
 */
export function crissCrossHint(puzzle: CrissCrossPuzzle, solution: CrissCrossSolution, state: CrissCrossState): Hint {
  const answer = answerPlaced(puzzle, solution);
  const known = knownOf(puzzle, solution, state);
  const hint = nextHint(stepper, puzzle, answer, known, {
    mistake: () => {
      throw new Error('a hint goes on from right letters alone');
    },
    reveal: () => '',
  });
  if (hint.type !== 'reveal') return hint;
  // One word given away: the slot of the first square still to write, across where it has one.
  const slot = slotThrough(puzzle, hint.place[0]!.cell, true);
  const s = gridOf(puzzle).slots[slot]!;
  const right = new Set(known.map((k) => k.cell));
  const want = new Map(answer.map((a) => [a.cell, a.value]));
  const place = s.cells.filter((cell) => !right.has(cell)).map((cell) => ({ cell, value: want.get(cell)! }));
  return { type: 'reveal', cells: place.map((p) => p.cell), place, say: words.hint.reveal({ context: s.across ? 'across' : 'down', number: s.number, word: solution.words[slot]! }) };
}

/** The board with a hint's letters written in. */
export function takeHint(puzzle: CrissCrossPuzzle, state: CrissCrossState, hint: Hint): CrissCrossState {
  if (hint.type !== 'step' && hint.type !== 'reveal') return state;
  const letters = alphabetHere().letters;
  return hint.place.reduce((s, p) => withLetter(puzzle, s, p.cell, letters[p.value - 1] ?? null), state);
}

/** The slot's clue as the bar under the board shows it: its number and way, its clue, its letters. */
export function clueSaid(puzzle: CrissCrossPuzzle, slot: number): string {
  const s = puzzle.slots[slot]!;
  return playWords.current({ context: s.dir, number: s.number, clue: s.clue, length: s.length });
}

/** The cells of the slot being written, where a cursor is. */
export function slotCells(puzzle: CrissCrossPuzzle, cursor: Cursor | null): readonly number[] {
  const slot = cursor ? currentSlot(puzzle, cursor) : -1;
  return slot < 0 ? [] : gridOf(puzzle).slots[slot]!.cells;
}

/** Whether every square of a slot holds a letter. */
export const slotWritten = (puzzle: CrissCrossPuzzle, state: CrissCrossState, slot: number): boolean =>
  gridOf(puzzle).slots[slot]!.cells.every((cell) => letterAt(puzzle, state, cell) !== null);

/**
 * The bank's words written in the grid, as a child strikes them off a printed bank: each word one
 * of the slots spells (its letters folded as the grid holds them), each slot striking one word at
 * most, the bank's order first.
 */
export function bankStruck(puzzle: CrissCrossPuzzle, state: CrissCrossState): boolean[] {
  const read = readPuzzle(puzzle);
  const written = new Set(
    spelt(read.grid, read.bank, (cell) => {
      const letter = letterAt(puzzle, state, cell);
      return letter === null ? undefined : read.alphabet.code(letter);
    }),
  );
  return puzzle.bank.map((_, i) => written.has(i));
}
