/**
 * Copies of a book under another name, so a few books made once can fill an archive of any
 * size. A book's slug is in its title's place twice (top level and spec) and at the head of
 * every puzzle id (`<slug>-<section key>-<nnnn>`, book/plan.ts); the seeds come from the
 * spec's seed, not the slug, so they stay, and the copy holds against its spec's plan as the
 * source did. Nothing else in a book file names the book.
 */
import type { BookFile } from '../../src/book/bookfile-schema.ts';
import type { PuzzleRecord } from '../../src/kinds/record.ts';

/** `source` renamed: its own slug, title and puzzle ids, the same puzzles. */
export function copyBook(source: BookFile, slug: string, title: string): BookFile {
  const prefix = `${source.slug}-`;
  const puzzles = source.puzzles.map((record): PuzzleRecord => {
    // An id not under the slug would keep its name and collide with the source's in one archive.
    if (!record.id.startsWith(prefix)) throw new Error(`${record.id} does not start with its book's slug ${source.slug}`);
    return { ...record, id: `${slug}-${record.id.slice(prefix.length)}` };
  });
  return { ...source, title, slug, spec: { ...source.spec, title, slug }, puzzles };
}

/** The n-th copy's slug and title (n from 1), zero-padded so the book files list in order. */
export function copyName(n: number): { slug: string; title: string } {
  const padded = String(n).padStart(4, '0');
  return { slug: `curve-${padded}`, title: `Archive Curve ${padded}` };
}
