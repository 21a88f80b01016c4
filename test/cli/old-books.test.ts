import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { proveFolder } from '../../src/archive/shelf.ts';
import { regrade } from '../../src/archive/shelf-thread.ts';
import { readBook } from '../../src/book/read.ts';
import { archiveOf } from '../../src/archive/model.ts';
import { bookSchema } from '../../src/book/bookfile-schema.ts';
import { getKind } from '../../src/kinds/registry.ts';
import { provideWords } from '../../src/engine/catalog.ts';
import { wordsSet } from '../../src/kinds/secret-number/words.ts';
import { pagesText } from '../pdf/read.ts';
import { cli, tempDir } from './run.ts';

/*
 * Issue 38: stored books keep terms, not text. The shipped books as puzzlebook 0.2.0 made them
 * (a Secret Number rule's sentence stored beside its terms, a grade counting that sentence's
 * words) are read, verified and printed again by this version, page for page as it prints the
 * same puzzles stored as terms alone; and a rule's wording changed in the words reaches them, while they
 * still verify.
 */

const FIXTURES = new URL('../fixtures/books-0.2.0/', import.meta.url).pathname;

/** The shipped books as puzzlebook 0.2.0 made them, and the PDFs of each. */
const BOOKS: Record<string, string[]> = {
  'kids-worksheets.json': ['kids-worksheets.pdf', 'kids-worksheets-answers.pdf'],
  'brain-teasers.json': ['brain-teasers.pdf'],
};

describe('books made by puzzlebook 0.2.0', () => {
  it.each(Object.keys(BOOKS))('%s: stored its rules’ sentences; it verifies, and prints again as this version prints the same book made afresh', async (name) => {
    const stored = JSON.parse(readFileSync(join(FIXTURES, name), 'utf8'));
    const rules = stored.puzzles.filter((p: { kind: string }) => p.kind === 'secret-number').flatMap((p: { puzzle: { rules: unknown[] } }) => p.puzzle.rules);
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.every((r: { text?: string }) => typeof r.text === 'string')).toBe(true);

    const verified = await cli(['verify', join(FIXTURES, name)]);
    expect(verified.stderr).toBe('');
    expect(verified.status).toBe(0);
    // Its grades counted words, which this version does not measure, and lack terms, which 0.2.0
    // did not: neither is a difference, so nothing is noted of its Secret Number puzzles (a kind
    // whose ladder changed since, Numbrix or Cross Numbers, may be noted as graded differently).
    expect(verified.stdout).toMatch(/^\d+ puzzles verified/m);
    expect(verified.stdout).not.toMatch(/terms|words/);
    expect(verified.stdout.split('\n').filter((l) => /secret-number/.test(l) && /graded differently/.test(l))).toEqual([]);

    const dir = tempDir();
    copyFileSync(join(FIXTURES, name), join(dir, name));
    const printed = await cli(['build', join(dir, name), '--out', join(dir, 'out')]);
    expect(printed.stderr).toBe('');
    expect(printed.status).toBe(0);
    // The same puzzles from a book file with no stored sentences (the one just written again, its
    // terms alone): the same pages, so nothing printed came from the stored sentences. (Made
    // afresh from its spec, the book would hold other puzzles: Numbrix and Cross Numbers are made
    // otherwise since, issue 65.)
    copyFileSync(join(dir, 'out', name), join(dir, `terms-${name}`));
    const fresh = await cli(['build', join(dir, `terms-${name}`), '--out', join(dir, 'fresh')]);
    expect(fresh.status, fresh.stderr).toBe(0);
    const text = (folder: string, pdf: string) => pagesText(join(dir, folder, pdf), false).join('\n').replace(/puzzlebook \d+\.\d+\.\d+/g, 'puzzlebook VERSION');
    for (const pdf of BOOKS[name]!) {
      expect(text('out', pdf), pdf).toBe(text('fresh', pdf));
      // Where a page says which version made the book, it is still the one that made it.
      if (text('fresh', pdf).includes('puzzlebook VERSION')) expect(pagesText(join(dir, 'out', pdf), false).join(' '), pdf).toContain('puzzlebook 0.2.0');
    }
    // Written again, the book file keeps the terms alone.
    const again = bookSchema.parse(JSON.parse(readFileSync(join(dir, 'out', name), 'utf8')));
    const raw = readFileSync(join(dir, 'out', name), 'utf8');
    expect(raw).not.toContain('"text"');
    expect(again.puzzles.map((p) => p.id)).toEqual(stored.puzzles.map((p: { id: string }) => p.id));
  });

  it('in the archive, their puzzles show grades measured by this version: every figure there, none "undefined"', async () => {
    // As site publishes them: proved, and with this version's grades put in.
    const shelf = await proveFolder(FIXTURES);
    const archive = archiveOf(shelf.map((b) => regrade(readBook(b.file), b.regraded)));
    const secret = archive.puzzles.filter((p) => p.kind === 'secret-number');
    expect(secret.length).toBeGreaterThan(0);
    for (const p of secret) {
      const shown = p.measured.map(([, value]) => value);
      expect(shown, p.id).not.toContain('undefined');
      expect(p.measured.map(([label]) => label), p.id).toContain(getKind('secret-number').words.measures.terms);
    }
  });

  it('a rule worded otherwise in the words: the old book still verifies, and prints in the new wording', async () => {
    const name = 'kids-worksheets.json';
    const dir = tempDir();
    copyFileSync(join(FIXTURES, name), join(dir, name));
    const book = bookSchema.parse(JSON.parse(readFileSync(join(dir, name), 'utf8')));
    const used = new Set(book.puzzles.flatMap((p) => (p.kind === 'secret-number' ? p.puzzle.rules.map((r) => r.comparison) : [])));
    expect(used.has('odd') || used.has('even')).toBe(true);
    // The English catalog as a writer would change it: the same terms, worded otherwise.
    const english = wordsSet.english;
    // (Each comparison has a form for each subject it is said of: `even_digit`, `even_sum`…)
    const forms = (name: string, said: string) => Object.fromEntries(Object.keys(english.comparison).filter((key) => key.startsWith(`${name}_`)).map((key) => [key, said]));
    const reworded = { ...english, comparison: { ...english.comparison, ...forms('even', 'is an even number, as 2 is'), ...forms('odd', 'is an odd number, as 3 is') } };
    provideWords([{ set: wordsSet.id, lang: 'en', words: reworded }]);
    try {
      const verified = await cli(['verify', join(dir, name)]);
      expect(verified.status, verified.stdout + verified.stderr).toBe(0);
      const printed = await cli(['build', join(dir, name), '--out', join(dir, 'out')]);
      expect(printed.status, printed.stderr).toBe(0);
      const text = pagesText(join(dir, 'out', 'kids-worksheets.pdf'), false).join(' ').replace(/\s+/g, ' ');
      expect(text).toMatch(/is an (even|odd) number, as [23] is/);
      expect(text).not.toMatch(/digits? is (even|odd)\./);
    } finally {
      provideWords([{ set: wordsSet.id, lang: 'en', words: english }]);
    }
  });
});
