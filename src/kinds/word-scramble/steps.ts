import type { Placement, Step, StepLog, Stepper } from '../../engine/steps.ts';
import { alphabetHere } from '../../engine/wordkit/slot-puzzle.ts';
import { circledLetters, finalAnswers, itemAnswers, toldAnswer } from './answers.ts';
import type { WordScramblePuzzle, WordScrambleSolution } from './schema.ts';
import { cellOf, lengthsOf, viewOf } from './view.ts';
import { type ScrambleTechnique, words } from './words.ts';

/**
 * Word Scramble's step solver: a word a step, each found as a person finds it by how many letters
 * are left to place (its first printed is one fewer): up to four at a glance, five or six by
 * trying a few orders, seven or eight by a beginning and an ending, nine or more by syllables one
 * at a time; the final last, from the circled letters once their words are written. A scramble
 * whose letters spell two words is never placed (no proved puzzle has one).
 */

/** A word's technique by the letters a person places. */
export function techniqueOf(length: number, first: boolean): ScrambleTechnique {
  const left = length - (first ? 1 : 0);
  return left <= 4 ? 'glance' : left <= 6 ? 'arrange' : left <= 8 ? 'ends' : 'syllables';
}

/** Each word's answers (up to two): searched once a record, or the record's own where a page was told it (answers.ts). */
const found = new WeakMap<WordScramblePuzzle, string[][]>();
function answersOf(puzzle: WordScramblePuzzle): string[][] {
  const told = toldAnswer(puzzle);
  if (told) return told.words.map((w) => [w]);
  let made = found.get(puzzle);
  if (!made) found.set(puzzle, (made = puzzle.items.map((item) => itemAnswers(item, 2))));
  return made;
}

/** The final's answers (up to two) for the words written. */
function finalsOf(puzzle: WordScramblePuzzle, itemWords: readonly string[]): string[] {
  const told = toldAnswer(puzzle);
  if (told) return told.final !== undefined && told.words.every((w, i) => w === itemWords[i]) ? [told.final] : [];
  return finalAnswers(puzzle, itemWords, 2);
}

const LEVEL: Readonly<Record<ScrambleTechnique, number>> = { glance: 1, arrange: 2, ends: 3, syllables: 4, circled: 3 };

/** The steps at `level`, each a word written in, said where `said`; `known` the letters on the board (a player's right ones). */
export function solveSteps(puzzle: WordScramblePuzzle, level: number, known: readonly Placement[] = [], said = true): StepLog {
  const alphabet = alphabetHere();
  const answers = answersOf(puzzle);
  const lengths = lengthsOf(puzzle);
  const board = new Map(known.map((k) => [k.cell, k.value - 1]));
  const written: (string | null)[] = lengths.map((length, i) => {
    const codes = Array.from({ length }, (_, k) => board.get(cellOf(puzzle, i, k)));
    return codes.every((c) => c !== undefined) ? codes.map((c) => alphabet.letters[c!]!).join('') : null;
  });
  const steps: Step[] = [];
  const cellsOf = (i: number) => Array.from({ length: lengths[i]! }, (_, k) => cellOf(puzzle, i, k));
  const write = (i: number, technique: ScrambleTechnique, word: string, say: () => string) => {
    const codes = alphabet.codesOf(word) ?? [];
    steps.push({ technique, from: cellsOf(i), place: cellsOf(i).map((cell, k) => ({ cell, value: codes[k]! + 1 })), strike: [], say: said ? say() : '' });
    written[i] = word;
  };
  for (;;) {
    // The easiest word left: the fewest letters to place, the first in the list among equals.
    let best = -1;
    for (let i = 0; i < puzzle.items.length; i++) {
      if (written[i] !== null || answers[i]!.length !== 1) continue;
      const t = techniqueOf(lengths[i]!, puzzle.items[i]!.first !== undefined);
      if (LEVEL[t] > level) continue;
      if (best < 0 || LEVEL[t] < LEVEL[techniqueOf(lengths[best]!, puzzle.items[best]!.first !== undefined)]) best = i;
    }
    if (best >= 0) {
      const item = puzzle.items[best]!;
      const word = answers[best]![0]!;
      const technique = techniqueOf(lengths[best]!, item.first !== undefined);
      write(best, technique, word, () => words.steps[technique as Exclude<ScrambleTechnique, 'circled'>]({ context: item.first === undefined ? 'plain' : 'first', number: best + 1, scrambled: item.scrambled, word, length: lengths[best]!, first: item.first ?? '' }));
      continue;
    }
    const f = puzzle.items.length;
    if (puzzle.final && written[f] === null && level >= LEVEL.circled && puzzle.items.every((it, i) => !it.circles || written[i] !== null)) {
      const itemWords = written.slice(0, f).map((w) => w ?? '');
      const finals = finalsOf(puzzle, itemWords);
      if (finals.length === 1) {
        const word = finals[0]!;
        write(f, 'circled', word, () => words.steps.circled({ letters: circledLetters(puzzle, itemWords).join(' '), word, length: word.length, clue: puzzle.final!.clue ?? '' }));
        continue;
      }
    }
    break;
  }
  return { steps, solved: written.every((w) => w !== null) };
}

/** The answer a log writes: each word its step placed, or null where one stays open. */
export function reachOf(puzzle: WordScramblePuzzle, steps: readonly Step[]): WordScrambleSolution | null {
  const alphabet = alphabetHere();
  const lengths = lengthsOf(puzzle);
  const letters = new Map<number, string>();
  for (const s of steps) for (const p of s.place) letters.set(p.cell, alphabet.letters[p.value - 1]!);
  const wordOf = (i: number) => {
    const chars = Array.from({ length: lengths[i]! }, (_, k) => letters.get(cellOf(puzzle, i, k)));
    return chars.every((c) => c !== undefined) ? chars.join('') : null;
  };
  const all = lengths.map((_, i) => wordOf(i));
  if (all.some((w) => w === null)) return null;
  const f = puzzle.items.length;
  return { words: all.slice(0, f) as string[], ...(puzzle.final ? { final: all[f]! } : {}) };
}

export const stepper: Stepper<WordScramblePuzzle, WordScrambleSolution> = {
  ladder: words.ladder,
  steps: (puzzle, level, known) => solveSteps(puzzle, level, known),
  reach: reachOf,
  cellKey: (puzzle, cell) => `cell-${Math.floor(cell / viewOf(puzzle).cols)}-${cell % viewOf(puzzle).cols}`,
};
