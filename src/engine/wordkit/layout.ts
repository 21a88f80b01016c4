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

/** A board under way, unbounded: cells by a key of their row and column, each with its letter and the ways its words run. */
class Board {
  readonly letter = new Map<number, number>();
  readonly ways = new Map<number, number>();
  readonly laid: Laid[] = [];
  top = 0;
  left = 0;
  bottom = -1;
  right = -1;
  static key = (r: number, c: number) => (r + 512) * 1024 + (c + 512);

  /** The crossings a word makes laid here, or −1 where it cannot lie (a letter differs, a word beside it, a word running on). */
  crossings(word: Letters, row: number, col: number, across: boolean): number {
    const [dr, dc] = across ? [0, 1] : [1, 0];
    const at = (k: number) => Board.key(row + dr * k, col + dc * k);
    if (this.letter.has(at(-1)) || this.letter.has(at(word.length))) return -1;
    let crossed = 0;
    for (let k = 0; k < word.length; k++) {
      const key = at(k);
      const here = this.letter.get(key);
      if (here !== undefined) {
        // A cell already holds a word of the other way: a crossing, if the letters agree.
        if (here !== word[k] || (this.ways.get(key)! & (across ? 1 : 2)) !== 0) return -1;
        crossed++;
      } else {
        // Nothing beside an open cell of the word, or two words would touch and read as a third.
        const r = row + dr * k;
        const c = col + dc * k;
        if (this.letter.has(Board.key(r + dc, c + dr)) || this.letter.has(Board.key(r - dc, c - dr))) return -1;
      }
    }
    return crossed;
  }

  lay(word: Letters, index: number, row: number, col: number, across: boolean): void {
    const [dr, dc] = across ? [0, 1] : [1, 0];
    for (let k = 0; k < word.length; k++) {
      const key = Board.key(row + dr * k, col + dc * k);
      this.letter.set(key, word[k]!);
      this.ways.set(key, (this.ways.get(key) ?? 0) | (across ? 1 : 2));
    }
    this.laid.push({ word: index, row, col, across });
    const endRow = row + dr * (word.length - 1);
    const endCol = col + dc * (word.length - 1);
    if (this.laid.length === 1) [this.top, this.left, this.bottom, this.right] = [row, col, endRow, endCol];
    else [this.top, this.left, this.bottom, this.right] = [Math.min(this.top, row), Math.min(this.left, col), Math.max(this.bottom, endRow), Math.max(this.right, endCol)];
  }

  /** The sides the board would have with a word laid here. */
  sidesWith(length: number, row: number, col: number, across: boolean): [number, number] {
    const endRow = across ? row : row + length - 1;
    const endCol = across ? col + length - 1 : col;
    return [Math.max(this.bottom, endRow) - Math.min(this.top, row) + 1, Math.max(this.right, endCol) - Math.min(this.left, col) + 1];
  }
}

/** Where each word could cross the board: every cell holding one of its letters, the word run the other way through it. */
function placesFor(board: Board, word: Letters, mostRows: number, mostCols: number): { row: number; col: number; across: boolean; crossed: number; area: number }[] {
  const places: { row: number; col: number; across: boolean; crossed: number; area: number }[] = [];
  const seen = new Set<number>();
  for (const [key, code] of board.letter) {
    const r = Math.floor(key / 1024) - 512;
    const c = (key % 1024) - 512;
    const ways = board.ways.get(key)!;
    if (ways === 3) continue;
    const across = ways === 2;
    for (let k = 0; k < word.length; k++) {
      if (word[k] !== code) continue;
      const row = across ? r : r - k;
      const col = across ? c - k : c;
      const id = Board.key(row, col) * 2 + (across ? 1 : 0);
      if (seen.has(id)) continue;
      seen.add(id);
      const [rows, cols] = board.sidesWith(word.length, row, col, across);
      if (rows > mostRows || cols > mostCols) continue;
      const crossed = board.crossings(word, row, col, across);
      if (crossed > 0) places.push({ row, col, across, crossed, area: rows * cols });
    }
  }
  return places;
}

/**
 * One try at a layout: the first word across, then again and again the word and place of those
 * left that cross the most (a long word first among equals, then the least area, `noise` drawn
 * over the area so tries differ). Null where a word is left that crosses nothing.
 */
export function layOnce(words: readonly Letters[], first: number, rng: Rng, mostRows: number, mostCols: number, noise: number): Board | null {
  const board = new Board();
  if (words[first]!.length > mostCols) return null;
  board.lay(words[first]!, first, 0, 0, true);
  const waiting = words.map((_, i) => i).filter((i) => i !== first);
  while (waiting.length > 0) {
    let best = -Infinity;
    let chosen: { w: number; row: number; col: number; across: boolean } | null = null;
    for (const w of waiting) {
      for (const p of placesFor(board, words[w]!, mostRows, mostCols)) {
        const score = p.crossed * 1000 + words[w]!.length * 20 - p.area * (1 + noise * rng.float());
        if (score > best) {
          best = score;
          chosen = { w, row: p.row, col: p.col, across: p.across };
        }
      }
    }
    if (!chosen) return null;
    board.lay(words[chosen.w]!, chosen.w, chosen.row, chosen.col, chosen.across);
    waiting.splice(waiting.indexOf(chosen.w), 1);
  }
  return board;
}

/** A board as a layout: its cells from its top left, its slots read from them, each slot's word. */
function layoutOf(board: Board, words: readonly Letters[]): Layout | null {
  const rows = board.bottom - board.top + 1;
  const cols = board.right - board.left + 1;
  const letters = new Int32Array(rows * cols).fill(-1);
  const open = new Uint8Array(rows * cols);
  for (const [key, code] of board.letter) {
    const r = Math.floor(key / 1024) - 512 - board.top;
    const c = (key % 1024) - 512 - board.left;
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
