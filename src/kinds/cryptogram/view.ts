import { alphabetHere, slotSpecs, type SlotPuzzle } from '../../engine/wordkit/slot-puzzle.ts';
import { slotGrid } from '../../engine/wordkit/slots.ts';
import { LINE, type CryptogramPuzzle } from './schema.ts';

/**
 * A cryptogram set in lines as it prints: each character of the cipher a column (a letter a box
 * with its cipher letter under it, a mark as written, a space), the words never split across lines,
 * each line as wide as the page's line or the longest word. Read as the word kit's slot puzzle, so
 * the play kit's slot game types it: each run of boxes a slot across (an apostrophe parts DON'T in
 * two), a line's boxes on the even rows, the odd rows the cipher letters under them.
 */

export interface Layout {
  /** The cipher's characters, as written. */
  chars: string[];
  /** Each character's place (line, column), or null for a space between words. */
  at: ({ line: number; col: number } | null)[];
  lines: number;
  cols: number;
  /** Whether each character is a letter of the cipher (a box). */
  boxed: boolean[];
  /** The puzzle as slots, each box a square: its grid's cell of character i is `cellOf(i)`. */
  slots: SlotPuzzle;
  /** Character index by cell, for the boxes. */
  charAt: Map<number, number>;
}

const layouts = new WeakMap<CryptogramPuzzle, Layout>();

/** The layout of a puzzle (the same object each time). */
export function layoutOf(puzzle: CryptogramPuzzle): Layout {
  let layout = layouts.get(puzzle);
  if (layout) return layout;
  const alphabet = alphabetHere();
  const chars = [...puzzle.cipher.normalize('NFC')];
  const boxed = chars.map((ch) => alphabet.code(ch) >= 0);
  // Words as printed: runs of characters between spaces, each set whole on a line.
  const words: number[][] = [];
  let current: number[] | null = null;
  chars.forEach((ch, i) => {
    if (/\s/u.test(ch)) current = null;
    else {
      if (!current) words.push((current = []));
      current.push(i);
    }
  });
  const cols = Math.max(LINE, ...words.map((w) => w.length));
  const at: Layout['at'] = chars.map(() => null);
  let line = 0;
  let col = 0;
  for (const word of words) {
    if (col > 0 && col + 1 + word.length > cols) {
      line++;
      col = 0;
    } else if (col > 0) col++;
    for (const i of word) at[i] = { line, col: col++ };
  }
  const lines = line + 1;
  const rows = lines * 2;
  const open = new Uint8Array(rows * cols);
  const charAt = new Map<number, number>();
  at.forEach((p, i) => {
    if (p && boxed[i]) {
      const cell = p.line * 2 * cols + p.col;
      open[cell] = 1;
      charAt.set(cell, i);
    }
  });
  const grid = slotGrid(rows, cols, open, true);
  layout = { chars, at, lines, cols, boxed, slots: { rows, cols, slots: slotSpecs(grid), bank: [], singles: true }, charAt };
  layouts.set(puzzle, layout);
  return layout;
}

/** The box of character `i` as a cell of the slot grid (row by row), or −1 for no box. */
export function cellOf(layout: Layout, i: number): number {
  const p = layout.at[i];
  return p && layout.boxed[i] ? p.line * 2 * layout.cols + p.col : -1;
}

/** A box's key in the drawing and the player: `cell-row-col` of the slot grid. */
export const boxKey = (layout: Layout, cell: number) => `cell-${Math.floor(cell / layout.cols)}-${cell % layout.cols}`;
