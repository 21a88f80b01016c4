// The shared books of the PDF tests (fixture-books.ts) are the books `makeBook` makes: a book
// assembled from sections made once a run, for other books, is byte for byte the book made
// from its spec alone.
import { describe, expect, it } from 'vitest';
import { makeBook } from '../../src/book/book.ts';
import { specSchema } from '../../src/book/spec.ts';
import { madeBook, POOL_COUNT, POOL_SEED } from './fixture-books.ts';

describe('a book of shared sections', () => {
  it('is the book makeBook makes of its spec: the pool’s sections and sections of its own', () => {
    const spec = specSchema.parse({
      title: 'Shared',
      seed: POOL_SEED,
      sections: [
        // A pool section, whole, and one of another book's options.
        { kind: 'numbrix', count: POOL_COUNT, difficulty: 'easy' },
        { kind: 'sudoku', count: 3, difficulty: 'easy', options: { size: 4 } },
        { kind: 'countdown', count: POOL_COUNT, difficulty: 'medium' },
      ],
    });
    // Twice: made the first time (or read, where another file made them first), then taken from memory.
    expect(JSON.stringify(madeBook(spec))).toBe(JSON.stringify(makeBook(spec)));
    expect(JSON.stringify(madeBook(spec))).toBe(JSON.stringify(makeBook(spec)));
  });
});
