import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeBook } from '../../src/book/book.ts';
import { type BookFile, bookSchema } from '../../src/book/bookfile-schema.ts';
import { specSchema } from '../../src/book/spec.ts';

/** A book made through the real pipeline from a spec written as in YAML (defaults filled in). */
export function bookOf(spec: Record<string, unknown>): BookFile {
  return makeBook(specSchema.parse({ title: 'Feature Test', seed: 'pdf-features', ...spec }));
}

export const dir = mkdtempSync(join(tmpdir(), 'puzzlebook-pdf-'));

/** The running foot as page `page` prints it: the number at the outside corner (right on odd pages, left on even). */
export const footerOf = (title: string, page: number) => (page % 2 === 1 ? `${title} · ${page}` : `${page} · ${title}`);

/** Writes a PDF into the test's temporary folder and returns its path. */
export function write(name: string, pdf: Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, pdf);
  return path;
}

export { charBoxes, fonts, metadata, pageCount, pagePixels, pageSize, pageText, pagesText, pagePng, type WordBox, wordBoxes } from './read.ts';

/**
 * A Numbrix record of any size without generating one (a 30×30 takes seconds): the path snakes
 * row by row and every seventh number is given. Printing never solves, so this is enough to lay out.
 */
export function snakeNumbrix(id: string, size: number) {
  const grid = Array.from({ length: size }, (_, r) =>
    Array.from({ length: size }, (_, c) => r * size + (r % 2 === 0 ? c : size - 1 - c) + 1),
  );
  const givens = grid.map((row) => row.map((v) => (v % 7 === 1 ? v : 0)));
  return {
    id,
    kind: 'numbrix' as const,
    difficulty: 'easy' as const,
    seed: id,
    options: { width: size, height: size, symmetry: 'none' as const },
    puzzle: { width: size, height: size, givens },
    solution: { grid },
    // Placeholder figures: printing reads none of them, but a record carries its kind's grade.
    grade: { score: 1, level: 1, hardest: 'bridge', uses: { bridge: 1 }, steps: 1, stretch: 6, clues: Math.ceil((size * size) / 7), cells: size * size, clueShare: 0.143 },
  };
}

/**
 * A book file around hand-made records, through the same schema a book file on disk passes;
 * its face stored as a book file written now stores it (one without is read as Atkinson Hyperlegible's).
 */
export function bookFileOf(spec: Record<string, unknown>, puzzles: unknown[]): BookFile {
  const parsed = specSchema.parse({ title: 'Feature Test', seed: 'pdf-features', ...spec });
  return bookSchema.parse({ title: parsed.title, slug: parsed.slug, seed: parsed.seed, version: '0.1.0', spec: { title: parsed.title, seed: parsed.seed, typeface: parsed.typeface, ...spec }, puzzles });
}
