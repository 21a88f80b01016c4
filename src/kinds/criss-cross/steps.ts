import type { Placement, Step, StepLog, Stepper } from '../../engine/steps.ts';
import { type FillStep, fillSteps } from '../../engine/wordkit/fill-steps.ts';
import type { Letters } from '../../engine/wordkit/fill.ts';
import type { SlotGrid } from '../../engine/wordkit/slots.ts';
import { listOf } from '../../engine/words.ts';
import { readPuzzle, spelt } from '../../engine/wordkit/slot-puzzle.ts';
import type { CrissCrossPuzzle, CrissCrossSolution } from './schema.ts';
import { BY_CLUE, type CrissCrossTechnique, LEVELS, type StepWords, words } from './words.ts';

/**
 * Criss-Cross's step solver: the word kit's fill steps (engine/wordkit/fill-steps.ts) on the
 * puzzle's slots and its answers (its bank, printed or not: a clue names one of them), one word a
 * step, at the levels of the kind's ladder. Without a printed bank each step is its technique as a
 * person takes it from a clue (`BY_CLUE`), a level up, so the fill steps run a level lower. A step writes the word's letters in its slot's cells,
 * each as its letter code plus one (`place`: cell, code + 1), and looks at the slot's cells and
 * those of the slots it dropped words for (`from`).
 */

/** A way's name as the words take it. */
const wayOf = (grid: SlotGrid, slot: number) => (grid.slots[slot]!.across ? 'across' : 'down');

/** The slots already written in `known` (a player's letters): each whose every cell holds a letter and spells an answer not taken, slot → word. */
function knownSlots(grid: SlotGrid, bank: readonly Letters[], known: readonly Placement[]): Map<number, number> {
  const letter = new Map(known.map((k) => [k.cell, k.value - 1]));
  return new Map(spelt(grid, bank, (cell) => letter.get(cell)).flatMap((w, s) => (w >= 0 ? [[s, w] as const] : [])));
}


/** A fill step's sentence. */
function said(puzzle: CrissCrossPuzzle, grid: SlotGrid, step: FillStep, technique: CrissCrossTechnique, letters: readonly string[]): string {
  const slot = grid.slots[step.slot]!;
  const dropped = (step.dropped ?? []).map((d) => words.dropped({ context: wayOf(grid, d.slot), word: puzzle.bank[d.word]!, number: grid.slots[d.slot]!.number }));
  const data: StepWords = {
    context: wayOf(grid, step.slot),
    number: slot.number,
    word: puzzle.bank[step.word]!,
    length: slot.cells.length,
    pattern: step.pattern.map((c) => (c < 0 ? '·' : letters[c]!)).join(''),
    dropped: listOf(dropped, 'and'),
  };
  return (words.steps[technique] as (d: StepWords) => string)(data);
}

/** The steps at `level`, each a word written in, said where `say`. */
export function solveSteps(puzzle: CrissCrossPuzzle, level: number, known: readonly Placement[] = [], say = true): StepLog {
  const read = readPuzzle(puzzle);
  // A bank word no grid of the language prints leaves it unsolved.
  if (read.bank.some((w) => !w)) return { steps: [], solved: false };
  const { grid } = read;
  const bank = read.bank as number[][];
  const log = fillSteps(grid, bank, puzzle.printBank ? level : level - 1, knownSlots(grid, bank, known), LEVELS);
  const steps = log.steps.map((step): Step => {
    const cells = grid.slots[step.slot]!.cells;
    const looked = (step.dropped ?? []).flatMap((d) => grid.slots[d.slot]!.cells);
    const technique = puzzle.printBank ? step.technique : BY_CLUE[step.technique];
    return {
      technique,
      from: [...new Set([...cells, ...looked])],
      place: cells.map((cell, k) => ({ cell, value: bank[step.word]![k]! + 1 })),
      strike: [],
      say: say ? said(puzzle, grid, step, technique, read.alphabet.letters) : '',
      paper: step.paper,
    };
  });
  return { steps, solved: log.solved };
}

/** The letter each cell holds after `steps` (code + 1), by cell. */
const lettersOf = (steps: readonly Step[]) => new Map(steps.flatMap((s) => s.place.map((p) => [p.cell, p.value] as const)));

/** The answer a log writes: each slot's word as printed, read from its cells; null where a slot is left open or spells no answer. */
export function reachOf(puzzle: CrissCrossPuzzle, steps: readonly Step[]): CrissCrossSolution | null {
  const read = readPuzzle(puzzle);
  const letter = lettersOf(steps);
  const answers = spelt(read.grid, read.bank, (cell) => (letter.has(cell) ? letter.get(cell)! - 1 : undefined));
  return answers.includes(-1) ? null : { words: answers.map((w) => puzzle.bank[w]!) };
}

export const stepper: Stepper<CrissCrossPuzzle, CrissCrossSolution> = {
  ladder: words.ladder,
  steps: (puzzle, level, known) => solveSteps(puzzle, level, known),
  reach: reachOf,
  cellKey: (puzzle, cell) => `cell-${Math.floor(cell / puzzle.cols)}-${cell % puzzle.cols}`,
};
