import type { Difficulty } from '../../engine/kind.ts';
import { DIFFICULTIES } from '../../engine/kind.ts';
import { language } from '../../engine/language.ts';
import { lexiconFor } from '../../engine/wordkit/lexicon.ts';
import { printed } from '../../engine/wordkit/letters.ts';
import { type CrissCrossOptions, type CrissCrossPuzzle, planOf } from './schema.ts';

/**
 * What a stored Criss-Cross shows that its options could not have made, in the language of the
 * work under way (a book's): a grid wider or taller than they allow, another count of words, a
 * bank printed or not against them, answers not of the author's list, another theme's heading.
 */
export function unlike(options: CrissCrossOptions, puzzle: CrissCrossPuzzle, _solution: unknown, difficulty?: Difficulty): string[] {
  const bands = difficulty ? [difficulty] : DIFFICULTIES;
  const plans = bands.map((d) => planOf(options, d));
  const out: string[] = [];
  if (!plans.some((p) => puzzle.rows <= p.rows && puzzle.cols <= p.cols)) out.push(`puzzle: is ${puzzle.rows}×${puzzle.cols} but its options allow at most ${plans[0]!.rows}×${plans[0]!.cols}`);
  if (!plans.some((p) => p.count === puzzle.slots.length)) out.push(`puzzle.slots: are ${puzzle.slots.length} but its options ask for ${plans[0]!.count} words`);
  if (!plans.some((p) => p.bank === puzzle.printBank)) out.push(`puzzle.printBank: is ${puzzle.printBank} but its options say ${plans[0]!.bank}`);
  const lexicon = lexiconFor(language());
  const tag = lexicon?.tag ?? language();
  if (options.words) {
    const listed = new Set(options.words.map((w) => printed(w.word, tag)));
    const stray = puzzle.bank.find((w) => !listed.has(w));
    if (stray !== undefined) out.push(`puzzle.bank: holds ${JSON.stringify(stray)}, which is not of options.words`);
    if ((options.theme ?? null) !== (puzzle.theme ?? null) && lexicon?.themes.get(options.theme ?? '')?.title !== puzzle.theme) out.push(`puzzle.theme: is ${JSON.stringify(puzzle.theme ?? null)} but options.theme is ${JSON.stringify(options.theme ?? null)}`);
  } else if (options.theme !== undefined && lexicon) {
    const title = lexicon.themes.get(options.theme)?.title;
    if (title !== undefined && puzzle.theme !== title) out.push(`puzzle.theme: is ${JSON.stringify(puzzle.theme ?? null)} but options.theme ${options.theme} is headed ${JSON.stringify(title)}`);
  }
  return out;
}
