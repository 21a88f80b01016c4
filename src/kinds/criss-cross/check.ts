import type { MistakeOf } from '../../engine/mistake.ts';
import { cellsOfSlot, readPuzzle } from '../../engine/wordkit/slot-puzzle.ts';
import type { CrissCrossPuzzle, CrissCrossSolution } from './schema.ts';
import { words } from './words.ts';

/** What can be wrong with an answer: a message of Criss-Cross's check words, its data and the boxes it is about. */
export type CrissCrossMistake = MistakeOf<typeof words.check>;

/**
 * Why an answer does not solve the puzzle, or null: read from the rules, not by the solver. One
 * word a slot, each as many letters as its slot, each one of the answers (the bank, printed or
 * not) and no answer twice, and where two slots cross, the same letter in both.
 */
export function mistakeOf(puzzle: CrissCrossPuzzle, solution: CrissCrossSolution): CrissCrossMistake | null {
  const { slots } = puzzle;
  if (solution.words.length !== slots.length) return { says: 'count', data: { count: solution.words.length, slots: slots.length }, at: [] };
  const read = readPuzzle(puzzle);
  const bank = read.bank.map((w) => w?.join(',') ?? '');
  const taken = new Set<number>();
  const letters = new Map<number, { code: number; slot: number }>();
  const keysOf = (i: number) => cellsOfSlot(puzzle.cols, slots[i]!).map((cell) => `cell-${Math.floor(cell / puzzle.cols)}-${cell % puzzle.cols}`);
  for (const [i, slot] of slots.entries()) {
    const word = solution.words[i]!;
    const codes = read.alphabet.codesOf(word) ?? [];
    const at = keysOf(i);
    if (codes.length !== slot.length) return { says: 'length', data: { context: slot.dir, number: slot.number, word, length: slot.length }, at };
    const w = bank.findIndex((b, j) => b === codes.join(',') && !taken.has(j));
    if (w < 0) {
      if (bank.includes(codes.join(','))) return { says: 'twice', data: { word }, at };
      return { says: 'word', data: { context: slot.dir, number: slot.number, word }, at };
    }
    taken.add(w);
    for (const [k, cell] of cellsOfSlot(puzzle.cols, slot).entries()) {
      const there = letters.get(cell);
      if (there && there.code !== codes[k]) return { says: 'crossing', data: { context: slot.dir, number: slot.number, word, other: solution.words[there.slot]! }, at: [...at, ...keysOf(there.slot)] };
      letters.set(cell, { code: codes[k]!, slot: i });
    }
  }
  return null;
}
