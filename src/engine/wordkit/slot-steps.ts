import type { Placement, Step, StepLog } from '../steps.ts';
import { listOf } from '../words.ts';
import { type FillLevels, type FillStep, fillSteps } from './fill-steps.ts';
import type { Letters } from './fill.ts';
import { readPuzzle, type SlotPuzzle, spelt } from './slot-puzzle.ts';
import type { SlotGrid } from './slots.ts';

/**
 * A slot puzzle's step solver: the word kit's fill steps (fill-steps.ts) on its slots and its
 * list, one word a step, at the levels of a kind's ladder. A step writes the word's letters in
 * its slot's cells, each as its letter code plus one (`place`: cell, code + 1), and looks at the
 * slot's cells and those of the slots it dropped words for (`from`). Letters printed in the grid
 * (a fill-in's starter, `given`) are on the board from the start.
 */

export type Way = 'across' | 'down';

/** What a step's sentence is told: the slot (its number and way), the word, its length, the letters it held (`pattern`: `L·O·`), and for a step ahead or a chain each word dropped, worded by `dropped` and listed. */
export interface StepWords {
  context: Way;
  number: number;
  word: string;
  length: number;
  pattern: string;
  dropped: string;
}

/** How a kind takes the fill steps: its ladder's level of each, each as its own technique, and their words. */
export interface SlotLadder<T extends string> {
  levels: FillLevels;
  /** The fill steps run this many levels under the level asked (a criss-cross without its bank: each step a level up). */
  below?: number;
  technique(t: FillStep['technique']): T;
  /** A step's sentence. */
  say(technique: T, data: StepWords): string;
  /** A word a step ahead or a chain drops, and the slot it would leave with no word: one item of the sentence's list. */
  dropped(data: { context: Way; word: string; number: number }): string;
}

/** A way's name as the words take it. */
const wayOf = (grid: SlotGrid, slot: number): Way => (grid.slots[slot]!.across ? 'across' : 'down');

/** The slots already written in `known` (a player's letters): each whose every cell holds a letter and spells a word not taken, slot → word. */
function knownSlots(grid: SlotGrid, bank: readonly Letters[], known: ReadonlyMap<number, number>): Map<number, number> {
  return new Map(spelt(grid, bank, (cell) => known.get(cell)).flatMap((w, s) => (w >= 0 ? [[s, w] as const] : [])));
}

/** A fill step's sentence. */
function said<T extends string>(puzzle: SlotPuzzle, grid: SlotGrid, step: FillStep, technique: T, letters: readonly string[], ladder: SlotLadder<T>): string {
  const slot = grid.slots[step.slot]!;
  const dropped = (step.dropped ?? []).map((d) => ladder.dropped({ context: wayOf(grid, d.slot), word: puzzle.bank[d.word]!, number: grid.slots[d.slot]!.number }));
  return ladder.say(technique, {
    context: wayOf(grid, step.slot),
    number: slot.number,
    word: puzzle.bank[step.word]!,
    length: slot.cells.length,
    pattern: step.pattern.map((c) => (c < 0 ? '·' : letters[c]!)).join(''),
    dropped: listOf(dropped, 'and'),
  });
}

/**
 * The steps at `level`, each a word written in, said where `say`; `known` the letters on the
 * board (a player's right ones), `given` those printed (cell → letter code).
 */
export function slotSteps<T extends string>(puzzle: SlotPuzzle, ladder: SlotLadder<T>, level: number, known: readonly Placement[] = [], say = true, given: ReadonlyMap<number, number> = new Map()): StepLog {
  const read = readPuzzle(puzzle);
  // A word no grid of the language prints leaves it unsolved.
  if (read.bank.some((w) => !w)) return { steps: [], solved: false };
  const { grid } = read;
  const bank = read.bank as number[][];
  // Whole words the board spells are known; of a word begun, only printed letters count (a player's half-written word is theirs to finish).
  const board = new Map(given);
  for (const k of known) board.set(k.cell, k.value - 1);
  const log = fillSteps(grid, bank, level - (ladder.below ?? 0), knownSlots(grid, bank, board), ladder.levels, given);
  const steps = log.steps.map((step): Step => {
    const cells = grid.slots[step.slot]!.cells;
    const looked = (step.dropped ?? []).flatMap((d) => grid.slots[d.slot]!.cells);
    const technique = ladder.technique(step.technique);
    return {
      technique,
      from: [...new Set([...cells, ...looked])],
      place: cells.map((cell, k) => ({ cell, value: bank[step.word]![k]! + 1 })),
      strike: [],
      say: say ? said(puzzle, grid, step, technique, read.alphabet.letters, ladder) : '',
      paper: step.paper,
    };
  });
  return { steps, solved: log.solved };
}

/** The answer a log writes (with the printed letters): each slot's word as listed, read from its cells; null where a slot is left open or spells no word of the list. */
export function slotReach(puzzle: SlotPuzzle, steps: readonly Step[], given: ReadonlyMap<number, number> = new Map()): { words: string[] } | null {
  const read = readPuzzle(puzzle);
  const letter = new Map(given);
  for (const s of steps) for (const p of s.place) letter.set(p.cell, p.value - 1);
  const answers = spelt(read.grid, read.bank, (cell) => letter.get(cell));
  return answers.includes(-1) ? null : { words: answers.map((w) => puzzle.bank[w]!) };
}
