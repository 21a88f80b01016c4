import type { Difficulty } from '../engine/kind.ts';
import { getKind, type KindName } from '../kinds/registry.ts';
import { bookWords } from '../templates/index.ts';
import type { BookSpec } from './spec.ts';

// Labels a book and its archive print alike, so a puzzle is called the same on paper and on screen.

/** `7. Numbrix · hard`: a puzzle by its number in the book. */
export function puzzleLabel(number: number, kind: KindName, difficulty: Difficulty): string {
  return bookWords.puzzleLabel({ number, kindTitle: getKind(kind).title, difficulty: bookWords.bands[difficulty] });
}

/** A section's kind, count and difficulty. */
export function sectionHeading(section: BookSpec['sections'][number]): string {
  return bookWords.sectionHeading({
    kindTitle: getKind(section.kind).title,
    count: section.count,
    difficulty: bookWords.bands[section.difficulty],
  });
}

/**
 * The number a puzzle is printed with: its place in the book (from 1), or in a pack of
 * worksheet versions its place in its own version, so A and B each number theirs from 1.
 */
export function puzzleNumber(book: { spec: { versions?: boolean | undefined; sections: readonly { count: number }[] } }, p: number): number {
  if (!book.spec.versions) return p + 1;
  let first = 0;
  for (const section of book.spec.sections) {
    if (p < first + section.count) return p - first + 1;
    first += section.count;
  }
  return p + 1;
}
