import type { Rng } from '../random.ts';
import { DC, DR } from './directions.ts';
import type { Lexicon } from './lexicon.ts';
import { cellsOf, type Placed, proveGrid, proved } from './proof.ts';
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
 * Makes a letter grid: the words placed longest first, each where it may lie in its wanted
 * direction (crossing others on a shared letter, never running along one), near-misses written,
 * the rest filled by the language's letter frequencies, then the filler mended until the grid
 * is proved: each word reads exactly once, no offensive word reads anywhere, no word inside
 * another. Null when an attempt cannot be placed or mended (the caller draws again).
 */
export function makeLetterGrid(rng: Rng, plan: GridPlan): MadeGrid | null {
  const { rows, cols, words } = plan;
  const cells = new Uint8Array(rows * cols).fill(EMPTY);
  // Which lines (a direction and its reverse: 0 across, 1 and 3 the diagonals, 2 down) run through each cell.
  const lines = new Uint8Array(rows * cols);
  const placed: Placed[] = new Array(words.length);
  const order = words.map((_, i) => i).sort((a, b) => words[b]!.length - words[a]!.length || a - b);
  for (const i of order) {
    const at = placeWord(rng, cells, lines, rows, cols, words[i]!, plan.wanted[i]!, plan.crossing) ?? placeAnyway(rng, cells, lines, rows, cols, words[i]!, plan);
    if (!at) return null;
    placed[i] = at;
  }
  // Cells no word takes: the filler, which may be drawn again.
  const free: number[] = [];
  for (let cell = 0; cell < cells.length; cell++) if (cells[cell] === EMPTY) free.push(cell);
  const grid: LetterGrid = { rows, cols, cells };
  if (plan.message) {
    if (plan.message.length !== free.length) return null;
    free.forEach((cell, i) => (cells[cell] = plan.message![i]!));
    return proved(proveGrid(grid, words, plan.lexicon, placed)) ? { grid, placed } : null;
  }
  plantDecoys(rng, cells, rows, cols, plan);
  const cumulative = cumulativeOf(plan.lexicon.frequencies);
  for (const cell of free) if (cells[cell] === EMPTY) cells[cell] = draw(rng, cumulative);
  const filler = new Uint8Array(rows * cols);
  for (const cell of free) filler[cell] = 1;
  for (let mend = 0; mend <= MENDS; mend++) {
    const proof = proveGrid(grid, words, plan.lexicon, placed);
    if (proved(proof)) return { grid, placed };
    if (proof.inside.length > 0 || mend === MENDS) return null;
    // Every reading that must go: a word read a second time, an offensive word. Each needs one
    // of its filler letters drawn again; one made of words' letters alone cannot be mended.
    const wrong = [
      ...proof.readings.flatMap((r, i) => r.filter((at) => !same(at, placed[i]!))),
      ...proof.offensive.map((o) => o.at),
    ];
    for (const at of wrong) {
      const mine = cellsOf(cols, at).filter((cell) => filler[cell] === 1);
      if (mine.length === 0) return null;
      const cell = mine[rng.int(mine.length)]!;
      const was = cells[cell]!;
      let next = draw(rng, cumulative);
      for (let tries = 0; next === was && tries < 8; tries++) next = draw(rng, cumulative);
      cells[cell] = next;
    }
  }
  return null;
}

const same = (a: Placed, b: Placed) => a.row === b.row && a.col === b.col && a.dir === b.dir && a.length === b.length;

/** Writes a word at a placement, marking its line through each cell. */
function write(cells: Uint8Array, lines: Uint8Array, cols: number, word: readonly number[], at: Placed): void {
  const start = at.row * cols + at.col;
  for (let i = 0; i < word.length; i++) {
    const cell = cellAlong(cols, start, at.dir, i);
    cells[cell] = word[i]!;
    lines[cell]! |= 1 << at.dir % 4;
  }
}

/**
 * Every start from which `word` fits in direction `dir` agreeing with the letters already
 * written and running along no word's line, with how many letters it shares.
 */
function fitsAt(cells: Uint8Array, lines: Uint8Array, rows: number, cols: number, word: readonly number[], dir: number): { at: Placed; shared: number }[] {
  const found: { at: Placed; shared: number }[] = [];
  const [dr, dc] = [DR[dir]!, DC[dir]!];
  const n = word.length;
  const line = 1 << dir % 4;
  const [rLo, rHi] = dr > 0 ? [0, rows - n] : dr < 0 ? [n - 1, rows - 1] : [0, rows - 1];
  const [cLo, cHi] = dc > 0 ? [0, cols - n] : dc < 0 ? [n - 1, cols - 1] : [0, cols - 1];
  for (let row = rLo; row <= rHi; row++) {
    for (let col = cLo; col <= cHi; col++) {
      let shared = 0;
      let ok = true;
      for (let i = 0; i < n; i++) {
        const cell = (row + dr * i) * cols + col + dc * i;
        const letter = cells[cell]!;
        if (letter === EMPTY) continue;
        if (letter !== word[i] || (lines[cell]! & line) !== 0) {
          ok = false;
          break;
        }
        shared++;
      }
      // A word wholly on others' letters would be no word of its own.
      if (ok && shared < n) found.push({ at: { row, col, dir, length: n }, shared });
    }
  }
  return found;
}

/** Places a word in its wanted direction, drawn toward crossings by `crossing`; null where it cannot lie that way. */
function placeWord(rng: Rng, cells: Uint8Array, lines: Uint8Array, rows: number, cols: number, word: readonly number[], dir: number, crossing: number): Placed | null {
  const options = fitsAt(cells, lines, rows, cols, word, dir);
  if (options.length === 0) return null;
  // Each start weighed 1, and each shared letter adds `crossing` × 4: a crossing grid takes them often, an open one seldom.
  let total = 0;
  const weights = options.map((o) => (total += 1 + crossing * 4 * o.shared));
  const pick = rng.float() * total;
  let i = 0;
  while (weights[i]! <= pick) i++;
  const at = options[i]!.at;
  write(cells, lines, cols, word, at);
  return at;
}

/** Places a word in any allowed direction, where its wanted one has no room. */
function placeAnyway(rng: Rng, cells: Uint8Array, lines: Uint8Array, rows: number, cols: number, word: readonly number[], plan: GridPlan): Placed | null {
  for (const dir of rng.shuffle([...plan.allowed])) {
    const at = placeWord(rng, cells, lines, rows, cols, word, dir, plan.crossing);
    if (at) return at;
  }
  return null;
}

/**
 * Writes near-misses into empty cells: a listed word's first two or three letters in an allowed
 * direction, which a solver follows and drops. Where one does not fit it is left out.
 */
function plantDecoys(rng: Rng, cells: Uint8Array, rows: number, cols: number, plan: GridPlan): void {
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
