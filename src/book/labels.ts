import type { Difficulty } from '../engine/kind.ts';
import { getKind, type KindName } from '../kinds/registry.ts';
import { answerWords, bookWords } from '../templates/index.ts';
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

/** The letter of the version puzzle `p` is in, in a pack of worksheet versions (A, B, …, its sections in order, as `worksheet --versions` names them); null in any other book. */
export function versionLetter(book: { spec: { versions?: boolean | undefined; sections: readonly { count: number }[] } }, p: number): string | null {
  if (!book.spec.versions) return null;
  let first = 0;
  for (const [s, section] of book.spec.sections.entries()) {
    if (p < first + section.count) return String.fromCharCode(65 + s);
    first += section.count;
  }
  return null;
}

/**
 * `7. Numbrix (page 12)`: an answer's caption in the key, by its puzzle's number, kind and the
 * page it is printed on; in a pack of versions with the version's letter (`A1.`), as each
 * version numbers its puzzles from 1 and one key holds them all.
 */
export function answerLabel(book: { spec: { versions?: boolean | undefined; sections: readonly { count: number }[] }; puzzles: readonly { kind: KindName }[] }, p: number, page: number | undefined): string {
  const words = { number: puzzleNumber(book, p), kindTitle: getKind(book.puzzles[p]!.kind).title, page };
  const version = versionLetter(book, p);
  return version ? answerWords.versionCaption({ ...words, version }) : answerWords.caption(words);
}
