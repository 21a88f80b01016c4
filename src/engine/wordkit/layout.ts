import type { Rng } from '../random.ts';
import { fillsOnce, type Letters } from './fill.ts';
import { crossingsOf, type SlotGrid, slotGrid } from './slots.ts';

/**
 * A criss-cross's layout: every word of a list laid across or down, each after the first
 * crossing one already laid, no two touching but where they cross (so the slots a grid shows are
 * exactly the words laid), within a most width and height. Of several tries the layout kept is
 * the one that fills one way only, with the most crossings, then the least area: a small grid
 * whose words cross often is what a person solves by crossings, and what a page prints large.
 */

/** One word laid: its index in the list, its first letter's cell, and its way. */
export interface Laid {
  word: number;
  row: number;
  col: number;
  across: boolean;
}

export interface Layout {
  rows: number;
  cols: number;
  /** Each cell's letter code, row by row; −1 for a cell no word takes. */
  letters: Int32Array;
  laid: Laid[];
  grid: SlotGrid;
  /** For each slot of `grid`, the word it holds (an index into the list). */
  wordOf: number[];
  crossings: number;
}

/** How a layout compares: more crossings first, then less area. */
export const density = (l: Pick<Layout, 'rows' | 'cols' | 'letters'>): number => {
  let filled = 0;
  for (const x of l.letters) if (x >= 0) filled++;
  return filled / (l.rows * l.cols);
};

/** A board's side, in cells, and where its first word starts: room for a layout of up to `MOST_SIDE` either way from it. */
const SIDE = 160;
const ORIGIN = 80;
/** The most rows or columns a layout may spread over. */
export const MOST_SIDE = 60;

/**
 * A board under way: cells by a key of their row and column (from the first word's first letter,
 * either way), each with its letter and the ways its words run, in typed arrays (a layout tries
 * hundreds of places a word; a map's lookups were most of a 20-word criss-cross's time).
 */
class Board {
  /** Each cell's letter code, −1 where none. */
  readonly letter = new Int16Array(SIDE * SIDE).fill(-1);
  /** Each cell's ways: 1 across, 2 down, 3 both. */
  readonly ways = new Uint8Array(SIDE * SIDE);
  /** The cells with a letter, in the order they were laid. */
  readonly filled: number[] = [];
  /** The cells holding each letter code, in the order they were laid: where a word could cross, looked up by its letters. */
  readonly cellsOf = new Map<number, number[]>();
  readonly laid: Laid[] = [];
  top = 0;
  left = 0;
  bottom = -1;
  right = -1;
  static key = (r: number, c: number) => (r + ORIGIN) * SIDE + (c + ORIGIN);
  static rowOf = (key: number) => Math.floor(key / SIDE) - ORIGIN;
  static colOf = (key: number) => (key % SIDE) - ORIGIN;

  /** The crossings a word makes laid here, or −1 where it cannot lie (a letter differs, a word beside it, a word running on). */
  crossings(word: Letters, row: number, col: number, across: boolean): number {
    const step = across ? 1 : SIDE;
    const side = across ? SIDE : 1;
    const first = Board.key(row, col);
    const { letter, ways } = this;
    if (letter[first - step]! >= 0 || letter[first + step * word.length]! >= 0) return -1;
    let crossed = 0;
    for (let k = 0, key = first; k < word.length; k++, key += step) {
      const here = letter[key]!;
      if (here >= 0) {
        // A cell already holds a word of the other way: a crossing, if the letters agree.
        if (here !== word[k] || (ways[key]! & (across ? 1 : 2)) !== 0) return -1;
        crossed++;
      } else if (letter[key + side]! >= 0 || letter[key - side]! >= 0) {
        // Nothing beside an open cell of the word, or two words would touch and read as a third.
        return -1;
      }
    }
    return crossed;
  }

  lay(word: Letters, index: number, row: number, col: number, across: boolean): void {
    const step = across ? 1 : SIDE;
    for (let k = 0, key = Board.key(row, col); k < word.length; k++, key += step) {
      if (this.letter[key]! < 0) {
        this.filled.push(key);
        const cells = this.cellsOf.get(word[k]!);
        if (cells) cells.push(key);
        else this.cellsOf.set(word[k]!, [key]);
      }
      this.letter[key] = word[k]!;
      this.ways[key]! |= across ? 1 : 2;
    }
    this.laid.push({ word: index, row, col, across });
    const endRow = across ? row : row + word.length - 1;
    const endCol = across ? col + word.length - 1 : col;
    if (this.laid.length === 1) [this.top, this.left, this.bottom, this.right] = [row, col, endRow, endCol];
    else [this.top, this.left, this.bottom, this.right] = [Math.min(this.top, row), Math.min(this.left, col), Math.max(this.bottom, endRow), Math.max(this.right, endCol)];
  }

  /** The rows the board would have with a word laid here. */
  rowsWith(length: number, row: number, across: boolean): number {
    return Math.max(this.bottom, across ? row : row + length - 1) - Math.min(this.top, row) + 1;
  }

  /** The columns the board would have with a word laid here. */
  colsWith(length: number, col: number, across: boolean): number {
    return Math.max(this.right, across ? col + length - 1 : col) - Math.min(this.left, col) + 1;
  }
}

/**
 * Each place a word could cross the board, given to `visit` once: every cell holding one of its
 * letters (looked up by the letter), the word run the other way through it, within the most rows
 * and columns, crossing at least once where its letters agree and touch nothing else.
 */
function eachPlace(board: Board, word: Letters, mostRows: number, mostCols: number, visit: (row: number, col: number, across: boolean, crossed: number, area: number) => void): void {
  const seen = new Set<number>();
  for (let k = 0; k < word.length; k++) {
    for (const key of board.cellsOf.get(word[k]!) ?? []) {
      const ways = board.ways[key]!;
      if (ways === 3) continue;
      const across = ways === 2;
      const r = Board.rowOf(key);
      const c = Board.colOf(key);
      const row = across ? r : r - k;
      const col = across ? c - k : c;
      const id = Board.key(row, col) * 2 + (across ? 1 : 0);
      if (seen.has(id)) continue;
      seen.add(id);
      const rows = board.rowsWith(word.length, row, across);
      if (rows > mostRows) continue;
      const cols = board.colsWith(word.length, col, across);
      if (cols > mostCols) continue;
      const crossed = board.crossings(word, row, col, across);
      if (crossed > 0) visit(row, col, across, crossed, rows * cols);
    }
  }
}

/**
 * One try at a layout: the first word across, then again and again the word and place of those
 * left that cross the most (a long word first among equals, then the least area, `noise` drawn
 * over the area so tries differ). Null where a word is left that crosses nothing.
 */
export function layOnce(words: readonly Letters[], first: number, rng: Rng, mostRows: number, mostCols: number, noise: number): Board | null {
  // The board's room either way from its first word.
  [mostRows, mostCols] = [Math.min(mostRows, MOST_SIDE), Math.min(mostCols, MOST_SIDE)];
  const board = new Board();
  if (words[first]!.length > mostCols) return null;
  board.lay(words[first]!, first, 0, 0, true);
  const waiting = words.map((_, i) => i).filter((i) => i !== first);
  while (waiting.length > 0) {
    let best = -Infinity;
    let chosen: { w: number; row: number; col: number; across: boolean } | null = null;
    for (const w of waiting) {
      eachPlace(board, words[w]!, mostRows, mostCols, (row, col, across, crossed, area) => {
        const score = crossed * 1000 + words[w]!.length * 20 - area * (1 + noise * rng.float());
        if (score > best) {
          best = score;
          chosen = { w, row, col, across };
        }
      });
    }
    // Set in the visits above, which the compiler does not follow.
    const picked = chosen as { w: number; row: number; col: number; across: boolean } | null;
    if (!picked) return null;
    board.lay(words[picked.w]!, picked.w, picked.row, picked.col, picked.across);
    waiting.splice(waiting.indexOf(picked.w), 1);
  }
  return board;
}

/** A board as a layout: its cells from its top left, its slots read from them, each slot's word. */
function layoutOf(board: Board, words: readonly Letters[]): Layout | null {
  const rows = board.bottom - board.top + 1;
  const cols = board.right - board.left + 1;
  const letters = new Int32Array(rows * cols).fill(-1);
  const open = new Uint8Array(rows * cols);
  for (const key of board.filled) {
    const code = board.letter[key]!;
    const r = Board.rowOf(key) - board.top;
    const c = Board.colOf(key) - board.left;
    letters[r * cols + c] = code;
    open[r * cols + c] = 1;
  }
  const grid = slotGrid(rows, cols, open);
  // The slots the cells show must be the words laid, one for one: laying keeps words apart, and this holds it.
  if (grid.slots.length !== board.laid.length) return null;
  const wordOf = new Array<number>(grid.slots.length).fill(-1);
  const laid = board.laid.map((l) => ({ ...l, row: l.row - board.top, col: l.col - board.left }));
  for (const l of laid) {
    const cell = l.row * cols + l.col;
    const s = l.across ? grid.across[cell]! : grid.down[cell]!;
    if (s < 0 || grid.slots[s]!.cells[0] !== cell || grid.slots[s]!.cells.length !== words[l.word]!.length) return null;
    wordOf[s] = l.word;
  }
  return { rows, cols, letters, laid, grid, wordOf, crossings: crossingsOf(grid) };
}

/**
 * The best of `tries` layouts of every word within `mostRows` × `mostCols` that the list fills
 * one way only (`fillsOnce`) and `accept` takes (a band's level), or null where no try lays them
 * all so. The first try starts from the longest word with no noise; each other from one of the
 * longest third, drawn, with the area weighed by a drawn amount, so tries differ.
 */
export function layOut(words: readonly Letters[], rng: Rng, mostRows: number, mostCols: number, tries = 24, accept: (layout: Layout) => boolean = () => true): Layout | null {
  let best: Layout | null = null;
  const better = (a: Layout, b: Layout | null) => !b || a.crossings > b.crossings || (a.crossings === b.crossings && a.rows * a.cols < b.rows * b.cols);
  // The longest word first in the first try, then a long word drawn: a layout grows from its spine.
  const longest = words.reduce((b, w, i) => (w.length > words[b]!.length ? i : b), 0);
  const long = words.map((_, i) => i).sort((a, b) => words[b]!.length - words[a]!.length).slice(0, Math.max(1, Math.ceil(words.length / 3)));
  for (let t = 0; t < tries; t++) {
    const board = layOnce(words, t === 0 ? longest : long[rng.int(long.length)]!, rng, mostRows, mostCols, t === 0 ? 0 : 0.5);
    if (!board) continue;
    const layout = layoutOf(board, words);
    if (!layout || !better(layout, best)) continue;
    if (fillsOnce(layout.grid, layout.wordOf.map((w) => words[w]!)) && accept(layout)) best = layout;
  }
  return best;
}
