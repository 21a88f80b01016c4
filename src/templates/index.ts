import type { Difficulty } from '../engine/kind.ts';
import { template } from '../engine/words.ts';

/**
 * The words of a book's furniture — title page, contents, how-to pages, labels, footers,
 * worksheet headers and the answer key — which the PDF and the archive print alike. Each
 * kind's own words are in its folder (`src/engine/kinds/<kind>/words.ts`).
 */
export const bookWords = {
  titleSmallPrint: template<{ count: number; plural: boolean; seed: string; version: string }>(
    '{{count}} puzzle{{#if plural}}s{{/if}} · seed {{seed}} · puzzlebook {{version}}',
  ),
  contentsHeading: template('Contents'),
  contentsHowTo: template<{ kindTitle: string }>('How to play {{kindTitle}}'),
  howToHeading: template<{ kindTitle: string }>('How to play {{kindTitle}}'),
  howToExample: template('Example'),
  howToSolved: template('Solved'),
  /** Under a section's heading: where its kind is explained. */
  howToRef: template<{ kindTitle: string; page: number }>('How to play: page {{page}}'),
  sectionHeading: template<{ kindTitle: string; count: number; difficulty: Difficulty; plural: boolean; title: string }>(
    '{{kindTitle}} · {{count}} {{difficulty}} puzzle{{#if plural}}s{{/if}}',
  ),
  /** `7. Numbrix · hard`: a puzzle by its number in the book. */
  puzzleLabel: template<{ number: number; kindTitle: string; difficulty: Difficulty }>('{{number}}. {{kindTitle}} · {{difficulty}}'),
  puzzleId: template<{ id: string }>('{{id}}'),
  footer: template<{ title: string; page: number }>('{{title}} · page {{page}}'),
};

export const answerWords = {
  /** The key's title in a document of its own… */
  title: template<{ title: string }>('{{title}}: answers'),
  /** …and its heading at the back of the book. */
  heading: template('Answers'),
  caption: template<{ number: number; kindTitle: string; page: number | undefined }>('{{number}}. {{kindTitle}} (page {{page}})'),
};

export const worksheetWords = {
  title: template<{ kindTitle: string }>('{{kindTitle}} worksheet'),
  header: template('Name ______________________________     Date ________________'),
};

/** `1 puzzle`, `3 puzzles`: a count with its noun, for the English words here (plain -s plurals). */
export function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
