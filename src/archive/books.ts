import { join } from 'node:path';
import type { BookFile } from '../book/bookfile-schema.ts';
import { printedArchive, puzzleCode } from '../book/code.ts';
import { readBook } from '../book/files.ts';
import { bookFiles, refuseDuplicates } from './shelf.ts';
import { checkBook, failedPuzzles, regradedNote } from '../book/verify.ts';
import { oneScreen, UserError } from '../engine/errors.ts';

export interface BookEntry {
  file: string;
  book: BookFile;
}

/**
 * Every book file (`*.json`) in `dir`, by file name, each validated with the engine's schemas,
 * held at once (`site` reads them a book at a time: shelf.ts). An archive with nothing in it,
 * two books with one slug, one puzzle id in two books, or two printed short codes alike is
 * refused (`refuseDuplicates`).
 */
export function readBooks(dir: string): BookEntry[] {
  const entries = bookFiles(dir).map((name) => ({ file: join(dir, name), book: readBook(join(dir, name)) }));
  refuseDuplicates(
    entries.map((e) => e.file),
    entries.map(({ book }) => ({ slug: book.slug, ids: book.puzzles.map((p) => p.id), codes: printedArchive(book.spec) ? book.puzzles.map((p) => puzzleCode(p.id)) : [] })),
  );
  return entries;
}

/**
 * Checks every book as `verify` does, so a hand-edited or damaged book file cannot put a
 * puzzle with no answer, or with two, on a page, nor a grade, band or rule the puzzle does
 * not have: every grade published is one measured again. Names each puzzle and field.
 *
 * Returns the books to publish: a book made by another version of puzzlebook with the grades
 * this version measures where they differ (its own were measured by that version's rules),
 * so every grade in the archive is measured alike; `note` hears what was graded otherwise.
 */
export function verifyBooks(entries: readonly BookEntry[], note: (text: string) => void = () => {}): BookEntry[] {
  const checked = entries.map(({ file, book }) => checkBook(book, file));
  const failures = checked.flatMap((c) => c.failures);
  if (failures.length > 0) {
    const puzzles = checked.reduce((n, found) => n + failedPuzzles(found.failures), 0);
    throw new UserError(`${oneScreen(failures.map((f) => f.line))}\n${puzzles} puzzles failed; nothing was published`);
  }
  return entries.map((entry, b) => {
    const { regraded } = checked[b]!;
    if (regraded.length === 0) return entry;
    note(regradedNote(entry.book, entry.file, regraded));
    const puzzles = [...entry.book.puzzles];
    for (const { puzzle, grade } of regraded) if (grade) puzzles[puzzle] = { ...puzzles[puzzle]!, grade } as (typeof puzzles)[number];
    return { ...entry, book: { ...entry.book, puzzles } };
  });
}
