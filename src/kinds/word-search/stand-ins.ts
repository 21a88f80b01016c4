import type { Difficulty, StandIns } from '../../engine/kind.ts';
import { language } from '../../engine/language.ts';
import { lexiconFor } from '../../engine/wordkit/lexicon.ts';
import { printed } from '../../engine/wordkit/letters.ts';
import { bandDirections, LONGEST_THEME_WORD, longestAt, MOST_SEPARATORS, SPARES_PER_WORD } from './generate.ts';
import { messageLetters, type WordSearchOptions, type WordSearchPuzzle } from './schema.ts';
import { gridOf, listLetters, wordCount } from './sizing.ts';

/** The longest theme heading of the language of the work (letters, as the list sets them), or 20 where it has none. */
function longestTitle(): string {
  const titles = [...(lexiconFor(language())?.themes.values() ?? [])].map((t) => t.title);
  return titles.reduce((a, b) => (b.length > a.length ? b : a), 'M'.repeat(20));
}

/** The widest word of `letters` letters a list prints: capitals, with as many spaces among them as a theme's word may have. */
const widest = (letters: number) => {
  const m = [...'M'.repeat(letters)];
  for (let k = 1; k <= MOST_SEPARATORS && k < letters; k++) m[k - 1] += ' ';
  return m.join('');
};

/** Spare words a hidden message adds to a list of `listed` words, leaving `left` cells to fill: a word of `letters` letters a cell each, at most twice the list's (`SPARES_PER_WORD`), a theme's 40 at most. */
const sparesFor = (left: number, listed: number, letters: number) => Math.max(0, Math.min(listed * SPARES_PER_WORD, 40, Math.ceil(left / letters)));

/**
 * A band's stand-ins: its grid at the options' size, its list at its longest (the band's most
 * words, each of its longest letters and two spaces among them, under the longest heading) for `largest`,
 * and at its usual (the band's words, of six letters) for `typical`. An author's list is itself,
 * with a hidden message's spare words beside it.
 */
export function standIns(o: WordSearchOptions, difficulty: Difficulty): StandIns<WordSearchPuzzle> {
  const { rows, cols } = gridOf(o, difficulty);
  const tag = lexiconFor(language())?.tag ?? language();
  const letters = Array.from({ length: rows }, () => Array.from({ length: cols }, () => 'M'));
  const directions = bandDirections(o, difficulty);
  const message = o.message === undefined ? {} : { message: { length: 1 } };
  const of = (words: string[], theme: string | undefined): WordSearchPuzzle => ({ rows, cols, letters, words, directions, ...(theme ? { theme } : {}), ...message });
  const longest = Math.min(LONGEST_THEME_WORD, longestAt(rows, cols, difficulty));
  if (o.words) {
    const own = o.words.map((w) => printed(w, tag));
    if (o.message === undefined) return { largest: of(own, o.theme), typical: of(own, o.theme) };
    // A hidden message adds a theme's spare words to the list: at most twice as many as it has, and about as many as the cells it leaves the spares take (`sparesFor`).
    const left = rows * cols - [...messageLetters(o.message)].length - listLetters(o.words);
    return {
      largest: of([...own, ...Array.from({ length: sparesFor(left, own.length, 3) }, () => widest(longest))], o.theme),
      typical: of([...own, ...Array.from({ length: sparesFor(left, own.length, 6) }, () => 'M'.repeat(Math.min(6, longest)))], o.theme),
    };
  }
  const count = wordCount(rows, cols, difficulty);
  const most = o.message === undefined ? count : count * (1 + SPARES_PER_WORD);
  const title = o.theme === undefined ? longestTitle() : (lexiconFor(language())?.themes.get(o.theme)?.title ?? longestTitle());
  return {
    largest: of(Array.from({ length: most }, () => widest(longest)), title),
    typical: of(Array.from({ length: count }, () => 'M'.repeat(Math.min(6, longest))), title),
  };
}
