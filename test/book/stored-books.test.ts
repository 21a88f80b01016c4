// Books made in each language and kept as they were made (test/fixtures/books/): a Secret
// Number rule's sentence, and its grade, are stored in the book, in the book's language, and
// `verify` makes both again from the rule's terms. A change to the words a rule is told in would
// make every book already printed fail verify, so it is caught here, before it ships.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from '../cli/run.ts';

const FOLDER = join(import.meta.dirname, '../fixtures/books');
const books = readdirSync(FOLDER).filter((name) => name.endsWith('.json')).sort();

describe('books made before, in every language', () => {
  it('are kept for every language but English', () => {
    expect(books).toEqual(['stored-de.json', 'stored-es.json', 'stored-fr.json', 'stored-it.json', 'stored-nl.json', 'stored-pt.json']);
  });

  it.each(books)('%s still verifies: its rules are told, and graded, as they were', async (name) => {
    const r = await cli(['verify', join(FOLDER, name)]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });
});
