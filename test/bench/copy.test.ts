// The archive curve's book files are copies of a few books (bench/curve/copy.ts): each copy
// must be a book `site` publishes beside its source, not one it refuses.
import { describe, expect, it } from 'vitest';
import { copyBook, copyName } from '../../bench/curve/copy.ts';
import { makeBook } from '../../src/book/book.ts';
import { bookJson, parseData, validate } from '../../src/book/files.ts';
import { bookSchema } from '../../src/book/bookfile-schema.ts';
import { specSchema } from '../../src/book/spec.ts';
import { checkBook } from '../../src/book/verify.ts';

/** Two kinds, two sections of one kind (keys told apart by their options), a few puzzles each. */
const SOURCE = makeBook(
  specSchema.parse({
    title: 'Copy Source',
    seed: 'copy-test',
    sections: [
      { kind: 'numbrix', count: 2, difficulty: 'easy', options: { size: 4 } },
      { kind: 'numbrix', count: 1, difficulty: 'easy', options: { size: 5 } },
      { kind: 'secret-number', count: 2, difficulty: 'easy', options: { digits: 3 } },
    ],
  }),
);

describe('copyBook', () => {
  const { slug, title } = copyName(7);
  const copy = copyBook(SOURCE, slug, title);
  // Read back as `site` reads a book file: its text through the schema.
  const read = validate(bookSchema, parseData(bookJson(copy), 'copy.json', false), 'copy.json');

  it('is a book file that holds: its schema, and every puzzle proved and its place, seed and grade made again', () => {
    expect(read.slug).toBe('curve-0007');
    expect(read.spec.title).toBe('Archive Curve 0007');
    expect(checkBook(read, 'copy.json').failures).toEqual([]);
  });

  it('shares no slug or puzzle id with its source, and holds the same puzzles', () => {
    expect(read.slug).not.toBe(SOURCE.slug);
    const ids = new Set(SOURCE.puzzles.map((p) => p.id));
    expect(read.puzzles.filter((p) => ids.has(p.id))).toEqual([]);
    expect(read.puzzles.map((p) => p.id)).toEqual(SOURCE.puzzles.map((p) => p.id.replace(/^copy-source-/, 'curve-0007-')));
    expect(read.puzzles.map((p) => p.puzzle)).toEqual(SOURCE.puzzles.map((p) => p.puzzle));
  });
});
