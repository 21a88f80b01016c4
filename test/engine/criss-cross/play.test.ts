/**
 * Criss-Cross's game without the DOM (play.ts): the square being written and its way, letters
 * typed along a slot and rubbed out back along it, the arrows, a stored game read back as
 * hostile, Check, the verdict (solved only by the answer's letters), and hints word by word to
 * the last.
 */
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../../../src/engine/language.ts';
import { kind } from '../../../src/kinds/criss-cross/index.ts';
import {
  arrowed,
  bankStruck,
  boardWords,
  chosen,
  crissCrossCheck,
  crissCrossHint,
  crissCrossVerdict,
  type CrissCrossState,
  currentSlot,
  type Cursor,
  firstCursor,
  knownOf,
  letterAt,
  openCells,
  readLetter,
  restoreState,
  rubOut,
  slotCursor,
  startState,
  takeHint,
  turned,
  typeLetter,
} from '../../../src/kinds/criss-cross/play.ts';
import { provideLetters } from '../../../src/engine/wordkit/slot-puzzle.ts';
import type { CrissCrossPuzzle, CrissCrossSolution } from '../../../src/kinds/criss-cross/schema.ts';

/*
 * A 5×5 by hand, row by row (# no square):
 *
 *   C A T # #     1 across CAT, 1 down COW, 2 down TO-DO (written with a hyphen, TODO in the
 *   O # O # #     grid), 3 across OWL; CAT crosses COW at C and TO-DO at T, OWL crosses TO-DO
 *   W # D # #     at its last O.
 *   # # O W L
 *   # # # # #
 */
const puzzle: CrissCrossPuzzle = kind.puzzle.parse({
  rows: 5,
  cols: 5,
  slots: [
    { number: 1, row: 0, col: 0, dir: 'across', length: 3, clue: 'A pet that purrs' },
    { number: 1, row: 0, col: 0, dir: 'down', length: 3, clue: 'It gives milk' },
    { number: 2, row: 0, col: 2, dir: 'down', length: 4, clue: 'A list of jobs, a ___ list' },
    { number: 3, row: 3, col: 2, dir: 'across', length: 3, clue: 'A bird that hoots at night' },
  ],
  bank: ['CAT', 'COW', 'OWL', 'TO-DO'],
  printBank: true,
});
const solution: CrissCrossSolution = { words: ['CAT', 'COW', 'TO-DO', 'OWL'] };
const at = (r: number, c: number) => r * puzzle.cols + c;

/** The state after typing `text` from `cursor`, one letter a key, and where the cursor ends. */
function typed(state: CrissCrossState, cursor: Cursor, text: string): { state: CrissCrossState; cursor: Cursor } {
  for (const ch of text) {
    const letter = readLetter(ch);
    expect(letter, ch).not.toBeNull();
    const t = typeLetter(puzzle, state, cursor, letter!);
    state = t.outcome?.move ?? state;
    cursor = t.cursor;
  }
  return { state, cursor };
}

/** Each open square's letter, row by row, `.` where none is. */
const shown = (state: CrissCrossState) => openCells(puzzle).map((cell) => letterAt(puzzle, state, cell) ?? '.').join('');

describe('a game of criss-cross', () => {
  it('is the puzzle the kind reads, its squares those of its slots', () => {
    expect(openCells(puzzle)).toEqual([at(0, 0), at(0, 1), at(0, 2), at(1, 0), at(1, 2), at(2, 0), at(2, 2), at(3, 2), at(3, 3), at(3, 4)]);
    expect(kind.mistake(puzzle, solution)).toBeNull();
    const fresh = startState(puzzle);
    expect(fresh.mistakes).toBe(0);
    expect(openCells(puzzle).every((cell) => letterAt(puzzle, fresh, cell) === null)).toBe(true);
  });

  it('starts on the first slot, across; a square chosen keeps the way where a slot runs it there, and chosen again turns it', () => {
    const first = firstCursor(puzzle);
    expect(first).toEqual({ cell: at(0, 0), across: true });
    expect(currentSlot(puzzle, first)).toBe(0);
    // The corner is in 1 across and 1 down: chosen again, it turns down, and again, across.
    const down = chosen(puzzle, first, at(0, 0));
    expect(down).toEqual({ cell: at(0, 0), across: false });
    expect(currentSlot(puzzle, down)).toBe(1);
    expect(chosen(puzzle, down, at(0, 0))).toEqual(first);
    // A square in one slot only: that slot, whatever the way was.
    expect(chosen(puzzle, first, at(2, 0))).toEqual({ cell: at(2, 0), across: false });
    expect(chosen(puzzle, down, at(0, 1))).toEqual({ cell: at(0, 1), across: true });
    // Turning where no slot runs the other way leaves the cursor as it is.
    const middle = { cell: at(1, 2), across: false };
    expect(turned(puzzle, middle)).toBe(middle);
    expect(chosen(puzzle, middle, at(1, 2))).toEqual(middle);
    // Where both run, the way kept: T of CAT and TO-DO, chosen from across and from down.
    expect(chosen(puzzle, first, at(0, 2))).toEqual({ cell: at(0, 2), across: true });
    expect(chosen(puzzle, down, at(0, 2))).toEqual({ cell: at(0, 2), across: false });
  });

  it('writes each letter typed and goes on along the slot, kept at its end; down as well as across', () => {
    let { state, cursor } = typed(startState(puzzle), firstCursor(puzzle), 'cat');
    expect(shown(state)).toBe('CAT.......');
    // At the slot's last square the cursor stays there.
    expect(cursor).toEqual({ cell: at(0, 2), across: true });
    // Turned down at the T: the letters go on down TO-DO from the T, over it.
    cursor = turned(puzzle, cursor);
    ({ state, cursor } = typed(state, cursor, 'TODO'));
    expect(shown(state)).toBe('CAT.O.DO..');
    expect(cursor).toEqual({ cell: at(3, 2), across: false });
    // A letter the square holds already is no move, and the cursor still goes on.
    const same = typeLetter(puzzle, state, { cell: at(0, 0), across: false }, 'C');
    expect(same.outcome).toBeNull();
    expect(same.cursor).toEqual({ cell: at(1, 0), across: false });
    // A move says the square and its letter, for a screen reader.
    const one = typeLetter(puzzle, state, { cell: at(1, 0), across: false }, 'O');
    expect(one.outcome?.say).toBe('Row 2, column 1: O');
    expect(letterAt(puzzle, state, at(1, 0))).toBeNull();
  });

  it('reads keys as the grid prints letters, and refuses what is no letter', () => {
    expect(readLetter('a')).toBe('A');
    expect(readLetter('é')).toBe('E');
    for (const key of ['1', '-', ' ', 'Enter', 'ß', '']) expect(readLetter(key), key).toBeNull();
    expect(inLanguage('es', () => readLetter('ñ'))).toBe('Ñ');
  });

  it('rubs out: Backspace the square, or back a square where it is empty; Delete the square alone', () => {
    let { state, cursor } = typed(startState(puzzle), firstCursor(puzzle), 'CA');
    expect(cursor).toEqual({ cell: at(0, 2), across: true });
    // On the empty T: back to the A, rubbed out.
    let t = rubOut(puzzle, state, cursor);
    expect(t.cursor).toEqual({ cell: at(0, 1), across: true });
    state = t.outcome!.move!;
    expect(shown(state)).toBe('C.........');
    expect(t.outcome!.say).toBe('Row 1, column 2: empty');
    // On the C itself: rubbed out where it is.
    t = rubOut(puzzle, state, { cell: at(0, 0), across: true });
    expect(t.cursor.cell).toBe(at(0, 0));
    expect(shown(t.outcome!.move!)).toBe('..........');
    // At the slot's first square, empty: nothing to rub out, nowhere back to go.
    t = rubOut(puzzle, t.outcome!.move!, { cell: at(0, 0), across: true });
    expect(t.outcome).toBeNull();
    expect(t.cursor.cell).toBe(at(0, 0));
    // Delete on an empty square does nothing, and never moves.
    t = rubOut(puzzle, startState(puzzle), { cell: at(0, 2), across: true }, false);
    expect(t).toEqual({ outcome: null, cursor: { cell: at(0, 2), across: true } });
  });

  it('moves with the arrows to the next open square, past gaps, turning the way to the arrow', () => {
    const corner: Cursor = { cell: at(0, 0), across: true };
    expect(arrowed(puzzle, corner, 1, 0)).toEqual({ cell: at(1, 0), across: false });
    expect(arrowed(puzzle, corner, 0, 1)).toEqual({ cell: at(0, 1), across: true });
    // Off the grid: stays.
    expect(arrowed(puzzle, corner, -1, 0)).toBe(corner);
    expect(arrowed(puzzle, corner, 0, -1)).toBe(corner);
    // From O of COW right: past the gap to O of TO-DO (down only there).
    expect(arrowed(puzzle, { cell: at(1, 0), across: false }, 0, 1)).toEqual({ cell: at(1, 2), across: false });
    // From L of OWL down: no square under it.
    const l = { cell: at(3, 4), across: true };
    expect(arrowed(puzzle, l, 1, 0)).toBe(l);
    // From W of COW down: no square under it in its column, so it stays.
    expect(arrowed(puzzle, { cell: at(2, 0), across: false }, 1, 0)).toEqual({ cell: at(2, 0), across: false });
  });

  it("chooses a slot by its clue at its first empty square", () => {
    const { state } = typed(startState(puzzle), { cell: at(0, 2), across: false }, 'TO');
    expect(slotCursor(puzzle, state, 2)).toEqual({ cell: at(2, 2), across: false });
    expect(slotCursor(puzzle, state, 3)).toEqual({ cell: at(3, 2), across: true });
    const all = typed(state, { cell: at(2, 2), across: false }, 'DO').state;
    expect(slotCursor(puzzle, all, 2)).toEqual({ cell: at(0, 2), across: false });
  });

  it('reads back a stored game only as play writes it', () => {
    const { state } = typed(startState(puzzle), firstCursor(puzzle), 'CAT');
    const stored = JSON.parse(JSON.stringify(state)) as unknown;
    expect(restoreState(puzzle, stored)).toEqual(state);
    expect(restoreState(puzzle, { letters: state.letters, mistakes: 2 })).toEqual({ letters: state.letters, mistakes: 2 });
    const grid = (edit: (letters: (string | null)[][]) => void) => {
      const letters = state.letters.map((row) => [...row]);
      edit(letters);
      return { ...state, letters };
    };
    for (const bad of [
      null,
      [],
      'CAT',
      { mistakes: 0 },
      { letters: state.letters },
      { letters: state.letters, mistakes: -1 },
      { letters: state.letters, mistakes: 1.5 },
      { letters: state.letters.slice(1), mistakes: 0 },
      { letters: state.letters.map((row) => row.slice(1)), mistakes: 0 },
      // A letter off the squares, a letter in lower case, two letters, a digit, a letter no grid of the language prints.
      grid((l) => (l[4]![4] = 'A')),
      grid((l) => (l[1]![0] = 'o')),
      grid((l) => (l[1]![0] = 'OW')),
      grid((l) => (l[1]![0] = '1')),
      grid((l) => (l[1]![0] = 'Ñ')),
      grid((l) => (l[1]![0] = 7 as unknown as string)),
      { ...state, counted: ['9-9:3'] },
      { ...state, counted: 'x' },
    ]) {
      expect(restoreState(puzzle, bad), JSON.stringify(bad)).toBeNull();
    }
  });

  it('is solved only when every slot spells its answer; a full board otherwise says what the answer check finds', () => {
    const empty = startState(puzzle);
    const fresh = crissCrossVerdict(puzzle, solution, empty);
    expect(fresh).toEqual({ solved: false, message: '4 words left to write.' });
    // The answer, typed slot by slot (the hyphen of TO-DO is no square).
    let state = typed(empty, { cell: at(0, 0), across: true }, 'CAT').state;
    state = typed(state, { cell: at(0, 0), across: false }, 'COW').state;
    state = typed(state, { cell: at(0, 2), across: false }, 'TODO').state;
    expect(crissCrossVerdict(puzzle, solution, state)).toEqual({ solved: false, message: '1 word left to write.' });
    const last = typed(state, { cell: at(3, 2), across: true }, 'OW');
    // The move that fills the board says nothing itself: the verdict speaks.
    const fill = typeLetter(puzzle, last.state, last.cursor, 'L');
    expect(fill.outcome?.say).toBeUndefined();
    const solved = fill.outcome!.move!;
    expect(boardWords(puzzle, solved)).toEqual(['CAT', 'COW', 'TODO', 'OWL']);
    expect(crissCrossVerdict(puzzle, solution, solved)).toEqual({ solved: true });
    // One letter off: full, not solved, said and ringed after every move.
    const wrong = typeLetter(puzzle, solved, { cell: at(3, 4), across: true }, 'K').outcome!.move!;
    const verdict = crissCrossVerdict(puzzle, solution, wrong);
    expect(verdict.solved).toBe(false);
    if (verdict.solved) return;
    expect(verdict.always).toBe(true);
    expect(verdict.tone).toBe('bad');
    expect(verdict.message).toMatch(/OWK/);
    expect(verdict.at).toEqual(['cell-3-2', 'cell-3-3', 'cell-3-4']);
  });

  it('checks a board: every letter so far right, or the wrong ones ringed and counted once each', () => {
    let state = typed(startState(puzzle), firstCursor(puzzle), 'CAT').state;
    expect(crissCrossCheck(puzzle, solution, state)).toEqual({ say: 'Every letter so far is right; 3 words are left to write.' });
    state = typed(state, { cell: at(0, 0), across: false }, 'CAW').state;
    const checked = crissCrossCheck(puzzle, solution, state);
    expect(checked.flag).toEqual(['cell-1-0']);
    expect(checked.tone).toBe('bad');
    expect(checked.say).toBe('1 letter is wrong: it is ringed in red.');
    expect(checked.update!.mistakes).toBe(1);
    // Checked again: the same wrong letter is not a second mistake.
    expect(crissCrossCheck(puzzle, solution, checked.update!).update!.mistakes).toBe(1);
  });

  it('hints the next word from the right letters alone, to the last, each writing its whole word', () => {
    // A wrong letter is left out of what is known: the hint goes on from CA (right) alone.
    let state = typed(startState(puzzle), firstCursor(puzzle), 'CAX').state;
    expect(knownOf(puzzle, solution, state).map((k) => k.cell)).toEqual([at(0, 0), at(0, 1)]);
    const seen: string[] = [];
    for (let n = 0; n < 10; n++) {
      const hint = crissCrossHint(puzzle, solution, state);
      if (hint.type === 'done') break;
      expect(hint.type).toBe('step');
      if (hint.type !== 'step') return;
      // A word a step: its slot's squares ringed and written with the answer's letters.
      expect(hint.place.length).toBeGreaterThan(0);
      for (const p of hint.place) expect(hint.cells).toContain(p.cell);
      seen.push(hint.say);
      state = takeHint(puzzle, state, hint);
    }
    // The only four-letter word first, by its length alone; the wrong X written over.
    expect(seen[0]).toMatch(/TO-DO/);
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(crissCrossVerdict(puzzle, solution, state)).toEqual({ solved: true });
    expect(crissCrossHint(puzzle, solution, state)).toEqual({ type: 'done' });
  });

  it("reads a typed key as the language's grid letter: ñ its own letter in Spanish, é an E in French, a digit none", () => {
    expect(readLetter('a')).toBe('A');
    expect(readLetter('7')).toBeNull();
    inLanguage('es', () => expect(readLetter('ñ')).toBe('Ñ'));
    inLanguage('fr', () => expect(readLetter('é')).toBe('E'));
    inLanguage('de', () => expect(readLetter('ä')).toBe('Ä'));
  });

  it('strikes a word off the bank once a slot spells it, one word a slot, and not while a letter is wrong', () => {
    let state = startState(puzzle);
    expect(bankStruck(puzzle, state)).toEqual([false, false, false, false]);
    // CAT across: the bank's first word struck; COW down shares its C, not yet struck.
    state = typed(state, { cell: at(0, 0), across: true }, 'CAT').state;
    expect(bankStruck(puzzle, state)).toEqual([true, false, false, false]);
    // TO-DO down from its T, written TOD and a wrong X: not struck until it spells TODO.
    state = typed(state, { cell: at(1, 2), across: false }, 'ODX').state;
    expect(bankStruck(puzzle, state)).toEqual([true, false, false, false]);
    state = typed(state, { cell: at(3, 2), across: false }, 'O').state;
    expect(bankStruck(puzzle, state)).toEqual([true, false, false, true]);
  });

  it("keeps a language's own letters where a page holds no lexicon but its letters (the archive's player), and A to Z where it has neither", () => {
    // A language with no lexicon here: as a browser page is, with no lexicon given.
    inLanguage('xx' as never, () => {
      expect(readLetter('å')).toBe('A');
      provideLetters({ xx: 'ABCDEFGHIJKLMNOPQRSTUVWXYZÅ' });
      expect(readLetter('å')).toBe('Å');
      expect(readLetter('é')).toBe('E');
    });
  });
});
