import type { Rng } from '../random.ts';
import { DC, DR } from './directions.ts';
import type { Lexicon } from './lexicon.ts';
import { cellsOf, GridProver, type Placed, proved, sameCells } from './proof.ts';
import { cellAlong, EMPTY, type LetterGrid } from './scan.ts';

/** What a letter grid is made of: its size, its words and how they may lie, how the rest is filled. */
export interface GridPlan {
  rows: number;
  cols: number;
  /** The listed words as letter codes, in list order. */
  words: readonly (readonly number[])[];
  /** The direction each word is meant to take (index into DIRECTIONS); where it cannot, another of `allowed`. */
  wanted: readonly number[];
  /** The directions any word may take. */
  allowed: readonly number[];
  /** How strongly a word is drawn to cross others, sharing a letter: 0 none (words apart), 1 much. */
  crossing: number;
  /** Near-misses to write among the filler: the first letters of a listed word, going nowhere. */
  decoys: number;
  /** Letters that fill the cells no word takes, in reading order, instead of drawn ones (a hidden message): exactly as many as those cells. */
  message?: readonly number[];
  lexicon: Lexicon;
}

/** A made grid: its letters, and where each word lies, in list order. */
export interface MadeGrid {
  grid: LetterGrid;
  placed: Placed[];
}

/** How many times the filler is mended (a letter drawn again) before the attempt is given up. */
const MENDS = 40;

/**
 * A grid being laid out: the words written so far, and which lines (a direction and its
 * reverse: 0 across, 1 and 3 the diagonals, 2 down) run through each cell, so no word is laid
 * along another. A caller that needs a count of free cells (a hidden message) places words one
 * by one; `makeLetterGrid` places a whole list and fills the rest.
 */
export class LetterLayout {
  readonly rows: number;
  readonly cols: number;
  readonly cells: Uint8Array;
  private readonly lines: Uint8Array;

  constructor(rows: number, cols: number) {
    this.rows = rows;
    this.cols = cols;
    this.cells = new Uint8Array(rows * cols).fill(EMPTY);
    this.lines = new Uint8Array(rows * cols);
  }

  /** The cells no word takes yet, in reading order. */
  free(): number[] {
    const out: number[] = [];
    for (let cell = 0; cell < this.cells.length; cell++) if (this.cells[cell] === EMPTY) out.push(cell);
    return out;
  }

  /** Writes a word at a placement, marking its line through each cell. */
  write(word: readonly number[], at: Placed): void {
    const start = at.row * this.cols + at.col;
    for (let i = 0; i < word.length; i++) {
      const cell = cellAlong(this.cols, start, at.dir, i);
      this.cells[cell] = word[i]!;
      this.lines[cell]! |= 1 << at.dir % 4;
    }
  }

  /**
   * Every start from which `word` fits in direction `dir` agreeing with the letters already
   * written and running along no word's line, told as (start cell, letters it shares).
   */
  fits(word: readonly number[], dir: number, told: (start: number, shared: number) => void): void {
    const { rows, cols, cells, lines } = this;
    const [dr, dc] = [DR[dir]!, DC[dir]!];
    const n = word.length;
    const line = 1 << dir % 4;
    const [rLo, rHi] = dr > 0 ? [0, rows - n] : dr < 0 ? [n - 1, rows - 1] : [0, rows - 1];
    const [cLo, cHi] = dc > 0 ? [0, cols - n] : dc < 0 ? [n - 1, cols - 1] : [0, cols - 1];
    const step = dr * cols + dc;
    for (let row = rLo; row <= rHi; row++) {
      for (let col = cLo; col <= cHi; col++) {
        let shared = 0;
        let cell = row * cols + col;
        let i = 0;
        for (; i < n; i++, cell += step) {
          const letter = cells[cell]!;
          if (letter === EMPTY) continue;
          if (letter !== word[i] || (lines[cell]! & line) !== 0) break;
          shared++;
        }
        // A word wholly on others' letters would be no word of its own.
        if (i === n && shared < n) told(row * cols + col, shared);
      }
    }
  }

  /** The layout as it is, to go back to (`restore`): a search that lays a word and takes it back. */
  save(): { cells: Uint8Array; lines: Uint8Array } {
    return { cells: this.cells.slice(), lines: this.lines.slice() };
  }

  restore(saved: { cells: Uint8Array; lines: Uint8Array }): void {
    this.cells.set(saved.cells);
    this.lines.set(saved.lines);
  }

  /** Places a word in direction `dir`, drawn toward crossings by `crossing`; null where it cannot lie that way. */
  place(rng: Rng, word: readonly number[], dir: number, crossing: number): Placed | null {
    // Each start weighed 1, and each shared letter adds `crossing` × 4: a crossing grid takes them often, an open one seldom.
    const starts: number[] = [];
    const weights: number[] = [];
    let total = 0;
    this.fits(word, dir, (start, shared) => {
      starts.push(start);
      weights.push((total += 1 + crossing * 4 * shared));
    });
    if (starts.length === 0) return null;
    const pick = rng.float() * total;
    let i = 0;
    while (weights[i]! <= pick) i++;
    const at = { row: Math.floor(starts[i]! / this.cols), col: starts[i]! % this.cols, dir, length: word.length };
    this.write(word, at);
    return at;
  }

  /**
   * Places a word where it takes exactly `take` free cells (its other letters on words'
   * letters it shares), in one of `dirs`: a hidden message's spare words filling the grid until
   * its free cells are the message's letters. Null where it cannot.
   */
  placeTaking(rng: Rng, word: readonly number[], dirs: readonly number[], take: number): Placed | null {
    const options = this.placesTaking(word, dirs).get(take);
    if (!options) return null;
    const at = rng.pick(options);
    this.write(word, at);
    return at;
  }

  /** Every place `word` fits in one of `dirs` (as `fits`), by the free cells it would take: one scan for every count a caller weighs. */
  placesTaking(word: readonly number[], dirs: readonly number[]): Map<number, Placed[]> {
    const out = new Map<number, Placed[]>();
    for (const dir of dirs) {
      this.fits(word, dir, (start, shared) => {
        const at = { row: Math.floor(start / this.cols), col: start % this.cols, dir, length: word.length };
        const take = word.length - shared;
        const found = out.get(take);
        if (found) found.push(at);
        else out.set(take, [at]);
      });
    }
    return out;
  }

  /** Places a word in `dir`, or where it has no room there in another of `allowed`; null where none has room. */
  placeAnyway(rng: Rng, word: readonly number[], dir: number, allowed: readonly number[], crossing: number): Placed | null {
    const at = this.place(rng, word, dir, crossing);
    if (at) return at;
    for (const other of rng.shuffle([...allowed])) {
      if (other === dir) continue;
      const found = this.place(rng, word, other, crossing);
      if (found) return found;
    }
    return null;
  }
}

/**
 * Makes a letter grid: the words placed longest first, each where it may lie in its wanted
 * direction (crossing others on a shared letter, never running along one), near-misses written,
 * the rest filled by the language's letter frequencies, then the filler mended until the grid
 * is proved: each word reads exactly once, no offensive word reads anywhere, no word inside
 * another. Null when an attempt cannot be placed or mended (the caller draws again).
 */
export function makeLetterGrid(rng: Rng, plan: GridPlan): MadeGrid | null {
  const { rows, cols, words } = plan;
  const layout = new LetterLayout(rows, cols);
  const placed: Placed[] = new Array(words.length);
  const order = words.map((_, i) => i).sort((a, b) => words[b]!.length - words[a]!.length || a - b);
  for (const i of order) {
    const at = layout.placeAnyway(rng, words[i]!, plan.wanted[i]!, plan.allowed, plan.crossing);
    if (!at) return null;
    placed[i] = at;
  }
  return fillLetterGrid(rng, layout, placed, plan);
}

/**
 * Fills a laid-out grid's free cells and proves it: with the plan's message, exactly as it
 * is (null unless it fits the free cells and the grid proves); else near-misses, letters drawn
 * by the language's frequencies, and filler letters drawn again where a word reads twice or an
 * offensive word reads, until proved. Null when it cannot be (the caller draws again).
 */
export function fillLetterGrid(rng: Rng, layout: LetterLayout, placed: Placed[], plan: Pick<GridPlan, 'words' | 'allowed' | 'decoys' | 'message' | 'lexicon'>): MadeGrid | null {
  const { rows, cols, cells } = layout;
  const free = layout.free();
  const grid: LetterGrid = { rows, cols, cells };
  const prover = new GridProver(plan.words, plan.lexicon);
  if (plan.message) {
    if (plan.message.length !== free.length) return null;
    free.forEach((cell, i) => (cells[cell] = plan.message![i]!));
    return proved(prover.prove(grid, placed)) ? { grid, placed } : null;
  }
  plantDecoys(rng, layout, plan);
  const cumulative = cumulativeOf(plan.lexicon.frequencies);
  for (const cell of free) if (cells[cell] === EMPTY) cells[cell] = draw(rng, cumulative);
  const filler = new Uint8Array(rows * cols);
  for (const cell of free) filler[cell] = 1;
  for (let mend = 0; mend <= MENDS; mend++) {
    const proof = prover.prove(grid, placed);
    if (proved(proof)) return { grid, placed };
    if (proof.inside.length > 0 || mend === MENDS) return null;
    // Every reading that must go: a word read a second time, an offensive word. Each needs one
    // of its filler letters drawn again; one made of words' letters alone cannot be mended.
    for (let i = 0; i < proof.readings.length; i++) {
      for (const at of proof.readings[i]!) if (!sameCells(at, placed[i]!) && !mendOne(rng, cells, filler, cols, at, cumulative)) return null;
    }
    for (const { at } of proof.offensive) if (!mendOne(rng, cells, filler, cols, at, cumulative)) return null;
  }
  return null;
}

/** Draws one filler letter of a reading again; false where the reading has none (words' letters alone). */
function mendOne(rng: Rng, cells: Uint8Array, filler: Uint8Array, cols: number, at: Placed, cumulative: Float64Array): boolean {
  const mine = cellsOf(cols, at).filter((cell) => filler[cell] === 1);
  if (mine.length === 0) return false;
  const cell = mine[rng.int(mine.length)]!;
  const was = cells[cell]!;
  let next = draw(rng, cumulative);
  for (let tries = 0; next === was && tries < 8; tries++) next = draw(rng, cumulative);
  cells[cell] = next;
  return true;
}

/**
 * Writes near-misses into empty cells: a listed word's first two or three letters in an allowed
 * direction, which a solver follows and drops. Where one does not fit it is left out.
 */
function plantDecoys(rng: Rng, layout: LetterLayout, plan: Pick<GridPlan, 'words' | 'allowed' | 'decoys'>): void {
  const { rows, cols, cells } = layout;
  const long = plan.words.filter((w) => w.length >= 4);
  if (long.length === 0) return;
  for (let k = 0; k < plan.decoys; k++) {
    const word = rng.pick(long);
    const take = Math.min(word.length - 1, rng.range(2, 3));
    const dir = rng.pick(plan.allowed);
    const row = rng.int(rows);
    const col = rng.int(cols);
    const start = row * cols + col;
    let ok = true;
    for (let i = 0; i < take && ok; i++) {
      const r = row + DR[dir]! * i;
      const c = col + DC[dir]! * i;
      ok = r >= 0 && r < rows && c >= 0 && c < cols && cells[r * cols + c] === EMPTY;
    }
    if (!ok) continue;
    for (let i = 0; i < take; i++) cells[cellAlong(cols, start, dir, i)] = word[i]!;
  }
}

/** Running totals of the letter frequencies, to draw a letter with one float. */
function cumulativeOf(frequencies: Float64Array): Float64Array {
  const out = new Float64Array(frequencies.length);
  let sum = 0;
  for (let i = 0; i < frequencies.length; i++) out[i] = sum += frequencies[i]!;
  return out;
}

function draw(rng: Rng, cumulative: Float64Array): number {
  const x = rng.float() * cumulative[cumulative.length - 1]!;
  let i = 0;
  while (i < cumulative.length - 1 && cumulative[i]! <= x) i++;
  return i;
}
