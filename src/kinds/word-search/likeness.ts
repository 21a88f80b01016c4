import type { Likeness } from '../../engine/kind.ts';
import type { WordSearchGrade } from './grade.ts';
import type { WordSearchOptions, WordSearchPuzzle } from './schema.ts';

/** The most of a section one theme may take where each puzzle draws its own: a quarter (there are two dozen themes). */
export const THEME_SHARE = 1 / 4;

/**
 * What makes puzzles of a section alike (`PuzzleKind.likeness`): the same theme, where each
 * puzzle draws its own from its seed (no theme and no list in the options): a quarter of the
 * section at most, so a book varies. A section given a theme or a list takes it every time.
 */
export function likeness(puzzle: WordSearchPuzzle, _grade: WordSearchGrade, options?: WordSearchOptions): Likeness[] {
  if (!options || options.theme !== undefined || options.words !== undefined || puzzle.theme === undefined) return [];
  return [{ key: `theme: ${puzzle.theme}`, share: THEME_SHARE }];
}
