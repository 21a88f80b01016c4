import type { Difficulty } from '../../engine/kind.ts';
import { DIFFICULTIES } from '../../engine/kind.ts';
import { language } from '../../engine/language.ts';
import { lexiconFor } from '../../engine/wordkit/lexicon.ts';
import { printed } from '../../engine/wordkit/letters.ts';
import { bandDirections } from './generate.ts';
import { messageLetters, type WordSearchOptions, type WordSearchPuzzle } from './schema.ts';
import { gridOf } from './sizing.ts';

/**
 * What a stored Word Search shows that its options could not have made, in the language of the
 * work under way (a book's): a grid of another size, other directions, another list than the
 * author's, another theme's heading, a hidden message of another length.
 */
export function unlike(options: WordSearchOptions, puzzle: WordSearchPuzzle, _solution: unknown, difficulty?: Difficulty): string[] {
  const bands = difficulty ? [difficulty] : DIFFICULTIES;
  const out: string[] = [];
  if (!bands.some((d) => gridOf(options, d).rows === puzzle.rows && gridOf(options, d).cols === puzzle.cols)) {
    const { rows, cols } = gridOf(options, bands[0]!);
    out.push(`puzzle: is ${puzzle.rows}×${puzzle.cols} but its options ask for ${rows}×${cols}`);
  }
  if (!bands.some((d) => bandDirections(options, d).join(' ') === puzzle.directions.join(' '))) {
    out.push(`puzzle.directions: are ${puzzle.directions.join(' ')} but its options give ${bandDirections(options, bands[0]!).join(' ')}`);
  }
  const lexicon = lexiconFor(language());
  const tag = lexicon?.tag ?? language();
  if (options.words) {
    const listed = options.words.map((w) => printed(w, tag)).sort().join('\n');
    if ([...puzzle.words].sort().join('\n') !== listed) out.push(`puzzle.words: are not options.words as printed`);
    if ((options.theme ?? null) !== (puzzle.theme ?? null)) out.push(`puzzle.theme: is ${JSON.stringify(puzzle.theme ?? null)} but options.theme is ${JSON.stringify(options.theme ?? null)}`);
  } else if (options.theme !== undefined && lexicon) {
    const title = lexicon.themes.get(options.theme)?.title;
    if (title !== undefined && puzzle.theme !== title) out.push(`puzzle.theme: is ${JSON.stringify(puzzle.theme ?? null)} but options.theme ${options.theme} is headed ${JSON.stringify(title)}`);
  }
  const length = options.message === undefined ? undefined : lexicon?.alphabet.fold(messageLetters(options.message))?.length;
  if ((puzzle.message?.length ?? undefined) !== length && !(options.message !== undefined && length === undefined)) {
    out.push(`puzzle.message: is ${JSON.stringify(puzzle.message ?? null)} but options.message has ${length ?? 'no'} letters`);
  }
  return out;
}
