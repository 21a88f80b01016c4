import type { SlotGrid } from './slots.ts';

/**
 * The proof of a slot puzzle: the ways a word list fills a grid's slots, each word once and each
 * crossing one letter. A fill-in prints its list; a criss-cross prints its bank, or its clues,
 * whose answers are the same list: one filling means the crossings pin every word to one slot.
 * Exhaustive within a budget of counted work; out of it the count is unknown, and unknown is not
 * one.
 */

/** A word as the grid holds it: its letters' codes (the word kit's `Alphabet.codesOf`). */
export type Letters = readonly number[];

export interface Fillings {
  /** Fillings found, up to `limit`. */
  count: number;
  /** Whether the search finished: a count below `limit` is then every filling there is. */
  complete: boolean;
  /** The fillings found: for each, the word each slot takes (an index into the list). */
  found: number[][];
  /** Counted work spent: a candidate word tried against a slot is one. */
  work: number;
}

/** Work one count may spend by default: far above a 21×21 fill-in's (measured: under 20,000 at every band). */
export const FILL_BUDGET = 2_000_000;

/**
 * Every filling of `grid`'s slots by `words` up to `limit` (one more than a proof needs: 2),
 * searched slot by slot, the slot with fewest words fitting first. The list must have as many
 * words as there are slots; two words with the same letters are one word twice, and each filling would count
 * twice, so a caller folds its list and refuses those first.
 */
export function fillings(grid: SlotGrid, words: readonly Letters[], limit = 2, budget = FILL_BUDGET, printed: ReadonlyMap<number, number> = new Map()): Fillings {
  const { slots } = grid;
  const result: Fillings = { count: 0, complete: true, found: [], work: 0 };
  if (words.length !== slots.length) return result;
  const letters = new Int32Array(grid.open.length).fill(-1);
  // How many placed words hold each cell's letter: a crossing's letter stays while either holds it.
  const holders = new Int32Array(grid.open.length);
  // A printed letter (a fill-in's starter) is held from the start, and never let go.
  for (const [cell, code] of printed) {
    letters[cell] = code;
    holders[cell] = 1;
  }
  const used = new Uint8Array(words.length);
  const chosen = new Int32Array(slots.length).fill(-1);
  // The words of each length, so a slot is tried only against words that could go there.
  const byLength = new Map<number, number[]>();
  words.forEach((w, i) => {
    const list = byLength.get(w.length) ?? [];
    list.push(i);
    byLength.set(w.length, list);
  });

  const fits = (slot: number, word: number): boolean => {
    result.work++;
    const cells = slots[slot]!.cells;
    const w = words[word]!;
    for (let k = 0; k < cells.length; k++) {
      const l = letters[cells[k]!]!;
      if (l >= 0 && l !== w[k]) return false;
    }
    return true;
  };

  const search = (placed: number): boolean => {
    if (result.work > budget) {
      result.complete = false;
      return true;
    }
    if (placed === slots.length) {
      result.count++;
      result.found.push(Array.from(chosen));
      return result.count >= limit;
    }
    // The open slot with fewest words that fit: none ends this branch.
    let best = -1;
    let bestFits: number[] = [];
    for (let s = 0; s < slots.length; s++) {
      if (chosen[s]! >= 0) continue;
      const fitting: number[] = [];
      for (const w of byLength.get(slots[s]!.cells.length) ?? []) if (!used[w] && fits(s, w)) fitting.push(w);
      if (best < 0 || fitting.length < bestFits.length) {
        best = s;
        bestFits = fitting;
        if (fitting.length <= 1) break;
      }
    }
    const cells = slots[best]!.cells;
    for (const w of bestFits) {
      const word = words[w]!;
      used[w] = 1;
      chosen[best] = w;
      for (let k = 0; k < cells.length; k++) {
        letters[cells[k]!] = word[k]!;
        holders[cells[k]!]!++;
      }
      const stop = search(placed + 1);
      for (let k = 0; k < cells.length; k++) if (--holders[cells[k]!]! === 0) letters[cells[k]!] = -1;
      chosen[best] = -1;
      used[w] = 0;
      if (stop) return true;
    }
    return false;
  };
  search(0);
  return result;
}

/** Whether a list fills a grid one way only (with the printed letters, where given), proved within the budget. */
export function fillsOnce(grid: SlotGrid, words: readonly Letters[], budget = FILL_BUDGET, printed?: ReadonlyMap<number, number>): boolean {
  const r = fillings(grid, words, 2, budget, printed);
  return r.complete && r.count === 1;
}
