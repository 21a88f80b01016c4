import type { Solved } from '../../engine/kind.ts';
import { finalAnswers, itemAnswers } from './answers.ts';
import type { WordScramblePuzzle, WordScrambleSolution } from './schema.ts';

/**
 * Every answer up to `limit`: each scramble's words of the language's dictionary (its printed
 * first letter first), every choice of them, and for each the final's words from the circled
 * letters. A dictionary search ends, so the answer is never unknown.
 */
export function solve(puzzle: WordScramblePuzzle, limit: number): Solved<WordScrambleSolution> {
  const each = puzzle.items.map((item) => itemAnswers(item, limit + 1));
  const solutions: WordScrambleSolution[] = [];
  let work = each.length;
  const choose = (i: number, words: string[]): void => {
    if (solutions.length >= limit) return;
    if (i === each.length) {
      if (!puzzle.final) return void solutions.push({ words: [...words] });
      for (const final of finalAnswers(puzzle, words, limit + 1)) {
        work++;
        if (solutions.length < limit) solutions.push({ words: [...words], final });
      }
      return;
    }
    for (const w of each[i]!) {
      words.push(w);
      choose(i + 1, words);
      words.pop();
    }
  };
  choose(0, []);
  return { solutions, complete: true, work };
}
