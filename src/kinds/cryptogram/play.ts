import { type Cursor, type SlotRules, type SlotState, slotGame, type Typed } from '../../play/slots.ts';
import { readCipher, tellAnswer } from './answers.ts';
import { mistakeOf } from './check.ts';
import { playWords } from './play-words.ts';
import type { CryptogramPuzzle, CryptogramSolution } from './schema.ts';
import { stepper } from './steps.ts';
import { cellOf, layoutOf } from './view.ts';
import { words } from './words.ts';

/**
 * The Cryptogram's game apart from the page (no DOM; player.dom.ts is its page): the play kit's
 * slot game (play/slots.ts) on its boxes, each run of them a slot, a letter typed in one box
 * written in every box of its code letter, the given letters printed, so the tests compute what
 * the page does.
 */

export type CryptogramState = SlotState;
export type { Cursor, Typed };

/** Each box's cell and code letter, and each code letter's cells. */
interface Boxes {
  code: Map<number, number>;
  cells: Map<number, number[]>;
  given: Map<number, string>;
}
const boxesOf = new WeakMap<CryptogramPuzzle, Boxes>();
function boxes(puzzle: CryptogramPuzzle): Boxes {
  let b = boxesOf.get(puzzle);
  if (!b) {
    const read = readCipher(puzzle);
    const layout = layoutOf(puzzle);
    b = { code: new Map(), cells: new Map(), given: new Map() };
    read.glyphs.forEach((g, i) => {
      if (!('letter' in g)) return;
      const cell = cellOf(layout, i);
      b!.code.set(cell, g.letter);
      b!.cells.set(g.letter, [...(b!.cells.get(g.letter) ?? []), cell]);
      const letter = puzzle.given[read.alphabet.letters[g.letter]!];
      if (letter) b!.given.set(cell, letter);
    });
    boxesOf.set(puzzle, b);
  }
  return b;
}

/** The text a board spells, each slot's letters in their boxes (a space for an empty one), the marks as printed. */
function textOf(puzzle: CryptogramPuzzle, slotWords: readonly string[]): string {
  const layout = layoutOf(puzzle);
  const letterAt = new Map<number, string>();
  layout.slots.slots.forEach((s, i) => {
    const written = [...(slotWords[i] ?? '')];
    for (let k = 0; k < s.length; k++) letterAt.set(s.row * layout.cols + s.col + k, written[k] ?? ' ');
  });
  return layout.chars.map((ch, i) => (layout.boxed[i] ? (letterAt.get(cellOf(layout, i)) ?? ' ') : ch)).join('');
}

export const rules: SlotRules<CryptogramPuzzle, CryptogramSolution> = {
  view: (puzzle) => layoutOf(puzzle).slots,
  given: (puzzle) => boxes(puzzle).given,
  linked: (puzzle, cell) => {
    const code = boxes(puzzle).code.get(cell);
    return code === undefined ? [cell] : boxes(puzzle).cells.get(code)!;
  },
  answer: (puzzle, solution) => {
    // A page holds no dictionary: its answer check reads the record's answer (answers.ts).
    tellAnswer(puzzle, solution);
    const layout = layoutOf(puzzle);
    const b = boxes(puzzle);
    const letters = readCipher(puzzle).alphabet.letters;
    return { words: layout.slots.slots.map((s) => Array.from({ length: s.length }, (_, k) => solution.key[letters[b.code.get(s.row * layout.cols + s.col + k)!]!] ?? '').join('')) };
  },
  mistake: (puzzle, written) => mistakeOf(puzzle, { text: textOf(puzzle, written), key: {} }),
  checkWords: words.check,
  stepper,
  reveal: (data) => words.hint.reveal({ number: data.number, word: data.word }),
  words: {
    ...playWords,
    // A line of boxes is every other row of the slot grid (its code letters are under it): said by its line.
    square: (data) => playWords.square({ ...data, row: Math.floor((data.row - 1) / 2) + 1 }),
    left: playWords.left,
    rightSoFar: playWords.rightSoFar,
    wrong: playWords.wrong,
  },
};

export const game = slotGame(rules);

/** The code word being written as the bar under the board says it. */
export function slotSaid(puzzle: CryptogramPuzzle, slot: number): string {
  const layout = layoutOf(puzzle);
  const s = layout.slots.slots[slot];
  if (!s) return '';
  const cipher = Array.from({ length: s.length }, (_, k) => layout.chars[layout.charAt.get(s.row * layout.cols + s.col + k)!]!).join('');
  return playWords.current({ cipher, count: s.length });
}
