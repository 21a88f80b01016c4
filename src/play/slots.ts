import { type Hint, nextHint } from '../engine/hint.ts';
import { type Mistake, sayMistake } from '../engine/mistake.ts';
import type { Placement, Stepper } from '../engine/steps.ts';
import { alphabetOf, answerLetters, gridOf, readPuzzle, type SlotPuzzle, spelt } from '../engine/wordkit/slot-puzzle.ts';
import type { Outcome, Verdict } from './moves.ts';
import { arrayOf, countedList, countOnce, MAX_COUNT, record, whole } from './saved.ts';

/**
 * A game of letters in a slot grid, the rules pure (no DOM), for the kinds on the word kit's slot
 * grids (Criss-Cross, Fill-In): the letters written, the square being written and the way the
 * letters run from it, a letter typed or rubbed out, the arrows, Check, the verdict and hints.
 * A kind tells it its puzzle as slots and a list (`view`), its answer, its answer check, its step
 * solver and its words; `slot-player.ts` builds the page on it. Letters printed in the grid (a
 * fill-in's starter) are the board's from the start and never written over.
 */

export type Way = 'across' | 'down';

/** What a slot kind tells its game. */
export interface SlotRules<P, S> {
  /** The puzzle as slots and a list (a record of the kind's own shape read so, once: the same object each time). */
  view(puzzle: P): SlotPuzzle;
  /** The letters printed in the grid, by cell (a fill-in's starter); none where absent. */
  given?(puzzle: P): ReadonlyMap<number, string>;
  /**
   * The squares that always hold the same letter as `cell`, itself among them (a cryptogram's
   * boxes of one code letter): a letter written or rubbed out in one is in all. Absent: each
   * square on its own.
   */
  linked?(puzzle: P, cell: number): readonly number[];
  /** The answer, as the word each slot holds (the view's slot order). */
  answer(puzzle: P, solution: S): { words: readonly string[] };
  /** The answer check of a full board (the kind's `mistake`), given each slot's letters: said with `checkWords`. */
  mistake(puzzle: P, words: string[]): Mistake | null;
  checkWords: object;
  /** The kind's step solver, for hints (its cell keys `cell-r-c`). */
  stepper: Stepper<P, S>;
  /** One word given away where no technique goes on. */
  reveal(data: { context: Way; number: number; word: string }): string;
  /** What the player says: a square's name, and counts of words left and letters wrong. */
  words: {
    square(data: { context: 'empty' | 'filled'; row: number; column: number; letter: string }): string;
    left(data: { count: number }): string;
    rightSoFar(data: { count: number }): string;
    wrong(data: { count: number }): string;
  };
}

/** A game: the letter written in each square, and the mistakes counted. */
export interface SlotState {
  /** Row by row, a grid letter where one is written (or printed), null where none is and off the squares. */
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
  outcome: Outcome<SlotState> | null;
  cursor: Cursor;
}

/** The game of a slot kind, its functions bound to its rules. */
export function slotGame<P, S>(rules: SlotRules<P, S>) {
  const gridOfP = (puzzle: P) => gridOf(rules.view(puzzle));
  const colsOf = (puzzle: P) => rules.view(puzzle).cols;
  const givenOf = (puzzle: P) => rules.given?.(puzzle) ?? new Map<number, string>();

  /** The open squares, row by row. */
  function openCells(puzzle: P): number[] {
    const { open } = gridOfP(puzzle);
    const cells: number[] = [];
    for (let cell = 0; cell < open.length; cell++) if (open[cell]) cells.push(cell);
    return cells;
  }

  /** The board at the start: the printed letters in their squares. */
  function startState(puzzle: P): SlotState {
    const { rows, cols } = rules.view(puzzle);
    const letters = Array.from({ length: rows }, () => Array.from({ length: cols }, (): string | null => null));
    for (const [cell, letter] of givenOf(puzzle)) letters[Math.floor(cell / cols)]![cell % cols] = letter;
    return { letters, mistakes: 0, counted: [] };
  }

  /**
   * A stored game read back as hostile: a grid of the puzzle's size, a letter of the page's
   * alphabet (one, upper case as the grid prints it) or null in each open square and null off
   * them, the printed letters where they are, mistakes a whole count, counted letters on the
   * grid; else null.
   */
  function restoreState(puzzle: P, stored: unknown): SlotState | null {
    if (!record(stored)) return null;
    const { letters, mistakes, counted } = stored;
    const view = rules.view(puzzle);
    const { open } = gridOf(view);
    const given = givenOf(puzzle);
    const alphabet = alphabetOf(view);
    const cellOk = (v: unknown, cell: number) =>
      given.has(cell) ? v === given.get(cell) : v === null || (open[cell] === 1 && typeof v === 'string' && alphabet.code(v) >= 0);
    if (!arrayOf(letters, view.rows) || !letters.every((row, r) => arrayOf(row, view.cols) && row.every((v, c) => cellOk(v, r * view.cols + c)))) return null;
    if (!whole(mistakes, 0, MAX_COUNT)) return null;
    if (counted !== undefined && !countedList(counted, view.rows, view.cols)) return null;
    return {
      letters: (letters as (string | null)[][]).map((row) => [...row]),
      mistakes,
      ...(counted === undefined ? {} : { counted: [...counted] }),
    };
  }

  /** The letter written (or printed) in a square, or null. */
  const letterAt = (puzzle: P, state: SlotState, cell: number): string | null => state.letters[Math.floor(cell / colsOf(puzzle))]?.[cell % colsOf(puzzle)] ?? null;

  /** A key typed as a grid letter (`a` → `A`, `é` → `E`, `ñ` → `Ñ` in Spanish; a digit in a numbers puzzle), or null where it is none. */
  function readLetter(puzzle: P, key: string): string | null {
    if ([...key].length !== 1) return null;
    const folded = alphabetOf(rules.view(puzzle)).fold(key);
    return folded?.length === 1 ? folded[0]! : null;
  }

  /** The slot through `cell` the way `across` asks, else the other way's (−1 where it is in none). */
  function slotThrough(puzzle: P, cell: number, across: boolean): number {
    const grid = gridOfP(puzzle);
    const [want, other] = across ? [grid.across, grid.down] : [grid.down, grid.across];
    return want[cell]! >= 0 ? want[cell]! : (other[cell] ?? -1);
  }

  /** The slot being written: the cursor's way through its square, or the only slot there. */
  const currentSlot = (puzzle: P, cursor: Cursor): number => slotThrough(puzzle, cursor.cell, cursor.across);

  /** The cursor on `cell`, running `across` where a slot runs that way through it, else the only way one does. */
  function cursorAt(puzzle: P, cell: number, across = true): Cursor {
    const slot = slotThrough(puzzle, cell, across);
    return { cell, across: slot >= 0 ? gridOfP(puzzle).slots[slot]!.across : across };
  }

  /** The first square written at the start: the first slot's first square not printed. */
  function firstCursor(puzzle: P): Cursor {
    const { slots } = gridOfP(puzzle);
    const given = givenOf(puzzle);
    const slot = slots.find((s) => s.cells.some((cell) => !given.has(cell))) ?? slots[0]!;
    return { cell: slot.cells.find((cell) => !given.has(cell)) ?? slot.cells[0]!, across: slot.across };
  }

  /** The cursor turned the other way, where a slot runs that way through its square too. */
  function turned(puzzle: P, cursor: Cursor): Cursor {
    const grid = gridOfP(puzzle);
    const other = cursor.across ? grid.down[cursor.cell]! : grid.across[cursor.cell]!;
    return other >= 0 ? { cell: cursor.cell, across: !cursor.across } : cursor;
  }

  /** A square tapped or clicked: the square chosen again turns the way; another is chosen, the way kept where a slot runs it there. */
  function chosen(puzzle: P, cursor: Cursor | null, cell: number): Cursor {
    if (cursor && cursor.cell === cell) return turned(puzzle, cursor);
    return cursorAt(puzzle, cell, cursor?.across ?? true);
  }

  /** A slot chosen (by its clue): its first empty square (else its first), running its way. */
  function slotCursor(puzzle: P, state: SlotState, slot: number): Cursor {
    const s = gridOfP(puzzle).slots[slot]!;
    return { cell: s.cells.find((cell) => letterAt(puzzle, state, cell) === null) ?? s.cells[0]!, across: s.across };
  }

  /** The cursor moved `by` squares along its slot (kept at the slot's ends), past printed letters going forward. */
  function along(puzzle: P, cursor: Cursor, by: 1 | -1): Cursor {
    const slot = currentSlot(puzzle, cursor);
    if (slot < 0) return cursor;
    const cells = gridOfP(puzzle).slots[slot]!.cells;
    const given = givenOf(puzzle);
    for (let i = cells.indexOf(cursor.cell) + by; i >= 0 && i < cells.length; i += by) {
      if (!given.has(cells[i]!)) return { ...cursor, cell: cells[i]! };
    }
    return cursor;
  }

  /** An arrow key: on to the next open square that way, past any gap, the way turned to the arrow's where a slot runs so there; else where it was. */
  function arrowed(puzzle: P, cursor: Cursor, dr: number, dc: number): Cursor {
    const { open, rows, cols } = gridOfP(puzzle);
    let [r, c] = [Math.floor(cursor.cell / cols), cursor.cell % cols];
    for (;;) {
      r += dr;
      c += dc;
      if (r < 0 || c < 0 || r >= rows || c >= cols) return cursor;
      if (open[r * cols + c]) return cursorAt(puzzle, r * cols + c, dc !== 0);
    }
  }

  /** Whether every open square holds a letter. */
  const full = (puzzle: P, state: SlotState): boolean => openCells(puzzle).every((cell) => letterAt(puzzle, state, cell) !== null);

  /** The state with `letter` (null: none) in `cell`. */
  function withLetter(puzzle: P, state: SlotState, cell: number, letter: string | null): SlotState {
    const cols = colsOf(puzzle);
    const letters = state.letters.map((row) => [...row]);
    letters[Math.floor(cell / cols)]![cell % cols] = letter;
    return { ...state, letters };
  }

  /** A square's name and its letter, as the page says it. */
  const squareSaid = (puzzle: P, cell: number, letter: string | null): string =>
    rules.words.square({ context: letter === null ? 'empty' : 'filled', row: Math.floor(cell / colsOf(puzzle)) + 1, column: (cell % colsOf(puzzle)) + 1, letter: letter ?? '' });

  /**
   * `letter` written in `cell` (null: rubbed out): a move, saying the square and its letter, or
   * nothing where the square holds it already or is printed. The move that fills the board says
   * nothing: the verdict speaks (solved, or what is wrong).
   */
  function written(puzzle: P, state: SlotState, cell: number, letter: string | null): Outcome<SlotState> | null {
    const given = givenOf(puzzle);
    if (given.has(cell)) return null;
    const cells = (rules.linked?.(puzzle, cell) ?? [cell]).filter((c) => !given.has(c));
    if (cells.every((c) => letterAt(puzzle, state, c) === letter)) return null;
    const next = cells.reduce((s, c) => withLetter(puzzle, s, c, letter), state);
    return full(puzzle, next) ? { move: next } : { move: next, say: squareSaid(puzzle, cell, letter) };
  }

  /** A letter typed: written in the cursor's square, then on to the next square of its slot (kept at the slot's end). */
  function typeLetter(puzzle: P, state: SlotState, cursor: Cursor, letter: string): Typed {
    return { outcome: written(puzzle, state, cursor.cell, letter), cursor: along(puzzle, cursor, 1) };
  }

  /**
   * Backspace (`back`): the cursor's letter rubbed out, where it holds one, else the cursor goes back
   * a square along its slot and rubs that one out, as a word typed is taken back letter by letter.
   * Delete: the cursor's letter rubbed out, the cursor kept.
   */
  function rubOut(puzzle: P, state: SlotState, cursor: Cursor, back = true): Typed {
    if (!back || (letterAt(puzzle, state, cursor.cell) !== null && !givenOf(puzzle).has(cursor.cell))) return { outcome: written(puzzle, state, cursor.cell, null), cursor };
    const before = along(puzzle, cursor, -1);
    return { outcome: written(puzzle, state, before.cell, null), cursor: before };
  }

  /** Each slot's letters as written, run together (a space for an empty square): the answer's words as the board has them. */
  function boardWords(puzzle: P, state: SlotState): string[] {
    return gridOfP(puzzle).slots.map((slot) => slot.cells.map((cell) => letterAt(puzzle, state, cell) ?? ' ').join(''));
  }

  /** Slots with a square still empty. */
  const slotsLeft = (puzzle: P, state: SlotState): number => gridOfP(puzzle).slots.filter((slot) => slot.cells.some((cell) => letterAt(puzzle, state, cell) === null)).length;

  const answerOf = (puzzle: P, solution: S) => answerLetters(rules.view(puzzle), rules.answer(puzzle, solution));

  /** Whether every square holds its letter of the answer: each slot spells its word. */
  function solvedBy(puzzle: P, solution: S, state: SlotState): boolean {
    const answer = answerOf(puzzle, solution);
    return openCells(puzzle).every((cell) => answer.has(cell) && letterAt(puzzle, state, cell) === answer.get(cell));
  }

  /**
   * Solved where each slot spells its answer; a board with squares empty is told how many words
   * are left; a full board that is not the answer, what the answer check finds wrong (said after
   * every move, its squares ringed).
   */
  function verdict(puzzle: P, solution: S, state: SlotState): Verdict {
    if (solvedBy(puzzle, solution, state)) return { solved: true };
    if (!full(puzzle, state)) return { solved: false, message: rules.words.left({ count: slotsLeft(puzzle, state) }) };
    const mistake = rules.mistake(puzzle, boardWords(puzzle, state));
    // A full board the answer check passes is an answer: the puzzle has one.
    if (!mistake) return { solved: true };
    return { solved: false, message: sayMistake(rules.checkWords, mistake), tone: 'bad', always: true, at: mistake.at };
  }

  /** A letter as the step solver writes it: its code in the alphabet, plus one. */
  const valueOf = (puzzle: P, letter: string): number => alphabetOf(rules.view(puzzle)).code(letter) + 1;

  /** The squares whose letter is not the answer's, row by row. */
  function wrongCells(puzzle: P, solution: S, state: SlotState): number[] {
    const answer = answerOf(puzzle, solution);
    return openCells(puzzle).filter((cell) => {
      const letter = letterAt(puzzle, state, cell);
      return letter !== null && letter !== answer.get(cell);
    });
  }

  /** Check on a board not solved: every letter so far right (and how many words are left), or the wrong ones ringed and counted, each once. */
  function check(puzzle: P, solution: S, state: SlotState): Outcome<SlotState> {
    const wrong = wrongCells(puzzle, solution, state);
    if (wrong.length === 0) return { say: rules.words.rightSoFar({ count: slotsLeft(puzzle, state) }) };
    const cols = colsOf(puzzle);
    return {
      update: countOnce(state, wrong.map((cell) => `${Math.floor(cell / cols)}-${cell % cols}:${valueOf(puzzle, letterAt(puzzle, state, cell)!)}`)),
      say: rules.words.wrong({ count: wrong.length }),
      tone: 'bad',
      flag: wrong.map((cell) => rules.stepper.cellKey!(puzzle, cell)),
    };
  }

  /** The answer as the step solver writes it: each open square's letter code plus one. */
  function answerPlaced(puzzle: P, solution: S): Placement[] {
    return [...answerOf(puzzle, solution)].map(([cell, letter]) => ({ cell, value: valueOf(puzzle, letter) })).sort((a, b) => a.cell - b.cell);
  }

  /** The player's right letters (the printed ones among them), as the step solver takes what is known: a hint goes on from them, never from a wrong one. */
  function knownOf(puzzle: P, solution: S, state: SlotState): Placement[] {
    const answer = answerOf(puzzle, solution);
    return openCells(puzzle).flatMap((cell) => {
      const letter = letterAt(puzzle, state, cell);
      return letter !== null && letter === answer.get(cell) ? [{ cell, value: valueOf(puzzle, letter) }] : [];
    });
  }

  /**
   * The hint for a board: the next word the step solver writes from the player's right letters,
   * its sentence said and its squares ringed (with those of the slots it looked at). Taking it
   * writes the word's letters in, over any wrong ones in its squares. Where no technique goes on
   * (no proved puzzle comes to it), one slot's word given away.
   */
  function hint(puzzle: P, solution: S, state: SlotState): Hint {
    const answer = answerPlaced(puzzle, solution);
    const known = knownOf(puzzle, solution, state);
    const next = nextHint(rules.stepper, puzzle, answer, known, {
      mistake: () => {
        throw new Error('a hint goes on from right letters alone');
      },
      reveal: () => '',
    });
    if (next.type !== 'reveal') return next;
    // One word given away: the slot of the first square still to write, across where it has one.
    const slot = slotThrough(puzzle, next.place[0]!.cell, true);
    const s = gridOfP(puzzle).slots[slot]!;
    const right = new Set(known.map((k) => k.cell));
    const want = new Map(answer.map((a) => [a.cell, a.value]));
    const place = s.cells.filter((cell) => !right.has(cell)).map((cell) => ({ cell, value: want.get(cell)! }));
    return { type: 'reveal', cells: place.map((p) => p.cell), place, say: rules.reveal({ context: s.across ? 'across' : 'down', number: s.number, word: rules.answer(puzzle, solution).words[slot]! }) };
  }

  /** The board with a hint's letters written in. */
  function takeHint(puzzle: P, state: SlotState, given: Hint): SlotState {
    if (given.type !== 'step' && given.type !== 'reveal') return state;
    const letters = alphabetOf(rules.view(puzzle)).letters;
    const printed = givenOf(puzzle);
    // A linked square takes the letter too (a cryptogram's word given away fills its code letters everywhere).
    const cells = (p: Placement) => (rules.linked?.(puzzle, p.cell) ?? [p.cell]).filter((c) => !printed.has(c));
    return given.place.reduce((s, p) => cells(p).reduce((t, c) => withLetter(puzzle, t, c, letters[p.value - 1] ?? null), s), state);
  }

  /** The cells of the slot being written, where a cursor is. */
  function slotCells(puzzle: P, cursor: Cursor | null): readonly number[] {
    const slot = cursor ? currentSlot(puzzle, cursor) : -1;
    return slot < 0 ? [] : gridOfP(puzzle).slots[slot]!.cells;
  }

  /** Whether every square of a slot holds a letter. */
  const slotWritten = (puzzle: P, state: SlotState, slot: number): boolean => gridOfP(puzzle).slots[slot]!.cells.every((cell) => letterAt(puzzle, state, cell) !== null);

  /**
   * The list's words written in the grid, as a child strikes them off a printed list: each word
   * one of the slots spells (its letters folded as the grid holds them), each slot striking one
   * word at most, the list's order first.
   */
  function listStruck(puzzle: P, state: SlotState): boolean[] {
    const read = readPuzzle(rules.view(puzzle));
    const spelled = new Set(
      spelt(read.grid, read.bank, (cell) => {
        const letter = letterAt(puzzle, state, cell);
        return letter === null ? undefined : read.alphabet.code(letter);
      }),
    );
    return rules.view(puzzle).bank.map((_, i) => spelled.has(i));
  }

  return {
    openCells,
    startState,
    restoreState,
    letterAt,
    readLetter,
    slotThrough,
    currentSlot,
    cursorAt,
    firstCursor,
    turned,
    chosen,
    slotCursor,
    arrowed,
    full,
    squareSaid,
    written,
    typeLetter,
    rubOut,
    boardWords,
    slotsLeft,
    solvedBy,
    verdict,
    wrongCells,
    check,
    answerPlaced,
    knownOf,
    hint,
    takeHint,
    slotCells,
    slotWritten,
    listStruck,
  };
}

/** A slot kind's game: its functions bound to its rules. */
export type SlotGame<P, S> = ReturnType<typeof slotGame<P, S>>;
