import type { Difficulty, KindName } from '../engine/kind.ts';
import { getKind } from '../engine/registry.ts';
import { words } from '../templates/index.ts';
import type { BookSpec } from './spec.ts';

// Labels a book and its archive print alike, so a puzzle is called the same on paper and on screen.

/** `7. Numbrix · hard`: a puzzle by its number in the book. */
export function puzzleLabel(number: number, kind: KindName, difficulty: Difficulty): string {
  return words('book/puzzle-label', { number, kindTitle: getKind(kind).title, difficulty });
}

/** A section's kind, count and difficulty (`book/section-heading`). */
export function sectionHeading(section: BookSpec['sections'][number]): string {
  return words('book/section-heading', {
    kindTitle: getKind(section.kind).title,
    count: section.count,
    difficulty: section.difficulty,
    plural: section.count !== 1,
    title: section.title ?? '',
  });
}
