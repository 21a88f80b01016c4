// Issue 66: pages that use their space; since issue 85, as many as fit at each kind's own size
// (house.ts). A book that asks no grid anywhere, made through the real pipeline and printed, read
// back (room.ts `roomChecks`): no grid the book chose is refused, `build --plan` lays out the very
// puzzle pages the build printed, every page of a section but its last holds its grid's count,
// nothing prints under the readable size, and every figure sets one role at one size. Here an A4
// worksheet; the books of every kind at every band (the 5×8 pocket book with bleed, the 6×9 ramp)
// are room.matrix.test.ts's rows. Each book writes a page of each kind as a PNG into the test's
// folder. Refusals are the plan's and the build's alike.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { bookSchema } from '../../src/book/bookfile-schema.ts';
import { onThisThread, plan } from '../../src/pipeline/pipeline.ts';
import { specSchema } from '../../src/book/spec.ts';
import { renderBook } from '../../src/pdf/book.ts';
import { layoutBook } from '../../src/pdf/plan.ts';
import { planSpec } from '../../src/pdf/preplan.ts';
import { madeBook, POCKET } from './fixture-books.ts';
import { puzzlePages, roomChecks } from './room.ts';
import { dir, pagePng, write } from './tools.ts';

const SHEETS = [
  { kind: 'numbrix', count: 4, difficulty: 'easy', options: { size: 6 } },
  { kind: 'secret-number', count: 4, difficulty: 'easy' },
  { kind: 'cross-numbers', count: 4, difficulty: 'easy' },
  { kind: 'countdown', count: 4, difficulty: 'easy' },
  { kind: 'number-mind', count: 4, difficulty: 'easy', options: { length: 4 } },
  { kind: 'sudoku', count: 4, difficulty: 'easy', options: { size: 6 } },
  { kind: 'calcudoku', count: 4, difficulty: 'easy', options: { size: 4 } },
  { kind: 'kakuro', count: 4, difficulty: 'easy', options: { size: 5 } },
];

const BOOKS: [string, string, Record<string, unknown>][] = [
  ['sheets', 'A4 worksheets: eight kinds, 4 each', { title: 'Room sheets', page: { size: 'a4' }, worksheet: true, sections: SHEETS }],
];

describe.each(BOOKS)('pages that use their space: %s, %s, no grid asked (issue 66)', (name, _, fields) => roomChecks(name, fields));

describe('build --plan refuses what build refuses, in the same words', () => {
  const specOf = (fields: Record<string, unknown>) => specSchema.parse({ title: 'Refusals', seed: 1, ...fields });
  const refusal = (run: () => unknown) => {
    try {
      run();
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it.each([
    ['grids too small to read, in three sections', { page: { size: '6x9' }, sections: [
      { kind: 'numbrix', count: 4, difficulty: 'easy', options: { size: 12 }, perPage: 12 },
      { kind: 'sudoku', count: 4, difficulty: 'easy', perPage: 9 },
      { kind: 'kakuro', count: 2, difficulty: 'medium', options: { size: 12 }, layout: '2x2' },
      { kind: 'countdown', count: 2, difficulty: 'easy' },
    ] }],
    ['the pocket book with its defaults', POCKET],
    // Numbered grids (`coordinates`), whose row numbers take the room that keeps 5 a page just readable.
    ['a grid that reads until QR codes take their room', { page: { size: '6x9' }, coordinates: true, archive: 'https://puzzles.example.org/', sections: [{ kind: 'sudoku', count: 6, difficulty: 'easy', perPage: 5 }] }],
    ['the same grid without QR codes', { page: { size: '6x9' }, coordinates: true, sections: [{ kind: 'sudoku', count: 6, difficulty: 'easy', perPage: 5 }] }],
  ])('%s', (_, fields) => {
    const spec = specOf(fields);
    const planned = refusal(() => planSpec(spec, 'spec.yaml'));
    const built = refusal(() => plan(spec, { where: 'spec.yaml' }, onThisThread));
    expect(planned).toBe(built);
    if ((fields as { archive?: string }).archive) expect(planned).toMatch(/sections\[0\]\.perPage: 5 per page would print text at [\d.]+ pt; at most 4 fit at 7 pt or more/);
    if ((fields.sections as unknown[]).length === 4) {
      // One line a section at fault, each naming its field and what fits; none for the section left to the book.
      expect(planned!.split('\n').filter((line) => /would print/.test(line))).toHaveLength(3);
      expect(planned).not.toMatch(/sections\[3\]/);
    }
  });
});

describe('the shipped sampler, as the issue tried it', () => {
  const sampler = () => parse(readFileSync(new URL('../../books/sampler.yaml', import.meta.url), 'utf8')) as { sections: Record<string, unknown>[] };
  // Its puzzles as it last built (test/shipped, which the command line's build is held to): a
  // grid asked or not, an address or not, its puzzles are the same, taken rather than made again.
  const shipped = bookSchema.parse(JSON.parse(readFileSync(new URL('../shipped/puzzle-sampler.json', import.meta.url), 'utf8')));

  it('builds with its perPage lines taken out: every grid the book chooses prints readably, and the plan names its pages', async () => {
    const raw = sampler();
    const spec = specSchema.parse({ ...raw, sections: raw.sections.map(({ perPage: _, ...section }) => section) });
    expect(() => plan(spec, { where: 'sampler.yaml' }, onThisThread)).not.toThrow();
    const book = madeBook(spec, shipped);
    await renderBook(book);
    expect(planSpec(spec).pages).toBe(layoutBook(book).pages.length);
  });

  it('still builds with QR codes added: they take their room beside the label and the figure', async () => {
    const spec = specSchema.parse({ ...sampler(), archive: 'https://puzzles.example.org/' });
    expect(() => planSpec(spec, 'sampler.yaml')).not.toThrow();
    expect(() => plan(spec, { where: 'sampler.yaml' }, onThisThread)).not.toThrow();
    const book = madeBook(spec, shipped);
    const path = write('room-sampler-qr.pdf', await renderBook(book));
    const numberMind = puzzlePages(layoutBook(book)).find((p) => book.spec.sections[p.section]!.kind === 'number-mind' && book.spec.sections[p.section]!.difficulty === 'hard')!;
    writeFileSync(join(dir, 'room-sampler-qr-number-mind.png'), pagePng(path, numberMind.page, 60));
  });
});
