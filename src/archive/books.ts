import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BookFile } from '../book/bookfile-schema.ts';
import { printedArchive, puzzleCode } from '../book/code.ts';
import { readBook } from '../book/files.ts';
import { checkBook, failedPuzzles, regradedNote } from '../book/verify.ts';
import { oneScreen, UserError } from '../engine/errors.ts';

export interface BookEntry {
  file: string;
  book: BookFile;
}

/**
 * Every book file (`*.json`) in `dir`, by file name, each validated with the engine's schemas.
 * An archive with nothing in it, two books with one slug, one puzzle id in two books, or two
 * printed short codes alike (40 bits of two ids' hashes: rare, but a QR code must lead to one
 * page) is refused: each would publish an empty or a wrong page without a word.
 */
export function readBooks(dir: string): BookEntry[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json') && !name.startsWith('.')).sort();
  } catch {
    throw new UserError(`${dir}: no such folder of book files (make one with: puzzlebook build <spec>)`);
  }
  if (names.length === 0) throw new UserError(`${dir}: no book files (*.json) to publish (make one with: puzzlebook build <spec>)`);
  const entries = names.map((name) => ({ file: join(dir, name), book: readBook(join(dir, name)) }));
  const slugs = new Map<string, string>();
  const ids = new Map<string, string>();
  const codes = new Map<string, string>();
  for (const { file, book } of entries) {
    const other = slugs.get(book.slug);
    if (other) throw new UserError(`${file}: slug "${book.slug}" is also the slug of ${other}; each book needs its own`);
    slugs.set(book.slug, file);
    for (const [p, record] of book.puzzles.entries()) {
      const holder = ids.get(record.id);
      if (holder) throw new UserError(`${file}: puzzles[${p}].id "${record.id}" is also a puzzle of ${holder}`);
      ids.set(record.id, file);
      if (!printedArchive(book.spec)) continue;
      const code = puzzleCode(record.id);
      const other = codes.get(code);
      if (other) throw new UserError(`${file}: puzzles[${p}] ("${record.id}") prints the short code ${code}, as ${other} does; rename one book's slug to publish both`);
      codes.set(code, `${file}'s "${record.id}"`);
    }
  }
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
