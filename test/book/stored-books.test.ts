// Books made in each language and kept as they were made (test/fixtures/books/, by puzzlebook
// 0.1.0). They stored each Secret Number rule's sentence, in the book's language, beside its
// terms; this version reads the terms alone and words them afresh (so a wording fixed later
// reaches them), and they still verify. Their grades were measured by 0.1.0's ladder and
// ranges: where this version grades otherwise, verify notes it and still passes.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from '../cli/run.ts';

const FOLDER = join(import.meta.dirname, '../fixtures/books');
const books = readdirSync(FOLDER).filter((name) => name.endsWith('.json')).sort();

describe('books made before, in every language', () => {
  it('are kept for every language but English', () => {
    expect(books).toEqual(['stored-de.json', 'stored-es.json', 'stored-fr.json', 'stored-it.json', 'stored-nl.json', 'stored-pt.json']);
  });

  it.each(books)('%s still verifies: its rules are told as they were, and its grades from 0.1.0 are noted', async (name) => {
    const r = await cli(['verify', join(FOLDER, name)]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const book = JSON.parse(readFileSync(join(FOLDER, name), 'utf8')) as { version: string };
    expect(book.version).toBe('0.1.0');
    // Any grade this version measures otherwise is named, beside the version that made it.
    for (const line of r.stdout.split('\n').filter((l) => l.includes('grade'))) {
      if (line.startsWith('  ')) expect(line).toMatch(/\(made by puzzlebook 0\.1\.0; graded differently by \d+\.\d+\.\d+\)$/);
    }
    expect(r.stdout).toMatch(/puzzles verified/);
  });
});
