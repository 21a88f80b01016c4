// A book file reprints to its own bytes (issue 35, finding 4): `bookJson` writes every object's
// keys in its schema's order, whatever made the object, so a book read back through zod (keys
// in the schema's order) and one fresh from the generators (keys in theirs) give one text.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeBook } from '../../src/book/book.ts';
import type { BookFile } from '../../src/book/bookfile-schema.ts';
import { bookJson, parseData, recordsJson, validate } from '../../src/book/files.ts';
import { readBook } from '../../src/book/read.ts';
import { specSchema } from '../../src/book/spec.ts';
import { bookSchema } from '../../src/book/bookfile-schema.ts';
import { getKind, KIND_NAMES, type KindName } from '../../src/kinds/registry.ts';
import { cli, tempDir } from '../cli/run.ts';

/** Kinds with options their generators fill in (Cross Numbers' size becomes rows and cols). */
const LISTED: { kind: KindName; count: number; difficulty: string; options: object }[] = [
  { kind: 'numbrix', count: 1, difficulty: 'easy', options: { size: 5 } },
  { kind: 'secret-number', count: 1, difficulty: 'medium', options: { digits: 3 } },
  { kind: 'cross-numbers', count: 2, difficulty: 'easy', options: { size: 2, operators: '+-', noNegatives: true, maxTotal: 20 } },
  { kind: 'countdown', count: 1, difficulty: 'easy', options: { cards: 4, large: 0, target: [10, 50] } },
  { kind: 'number-mind', count: 1, difficulty: 'easy', options: { length: 3 } },
];

/** Every kind: those above, and any other the registry lists at its worked example's options. */
const SPEC = specSchema.parse({
  title: 'Canonical',
  seed: 35,
  sections: [
    ...LISTED,
    ...KIND_NAMES.filter((kind) => !LISTED.some((s) => s.kind === kind)).map((kind) => ({ kind, count: 1, difficulty: 'easy', options: getKind(kind).example })),
  ],
});

let made: BookFile;
beforeAll(() => {
  made = makeBook(SPEC);
});

/** The value with every object's keys in reverse order (a grade's `uses` keeps its own: its order is the data's). */
function reversed(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => reversed(v));
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).map(([k, v]) => [k, reversed(v, k)] as const);
  return Object.fromEntries(key === 'uses' ? entries : entries.reverse());
}

describe('bookJson', () => {
  it('covers every kind', () => {
    expect(new Set(made.puzzles.map((p) => p.kind))).toEqual(new Set(KIND_NAMES));
  });

  it('a made book written, read back and written again gives the same bytes, for every kind', () => {
    const text = bookJson(made);
    const read = validate(bookSchema, parseData(text, 'book.json', false), 'book.json');
    expect(bookJson(read)).toBe(text);
    // Each kind's record alone, so a failure names the kind.
    for (const kind of KIND_NAMES) {
      const record = made.puzzles.find((p) => p.kind === kind)!;
      const again = read.puzzles.find((p) => p.id === record.id)!;
      expect(JSON.stringify(again), kind).toBe(JSON.stringify(JSON.parse(text).puzzles.find((p: { id: string }) => p.id === record.id)));
    }
  });

  it('writes one text whatever order the keys of the objects were made in', () => {
    const shuffled = reversed(made) as BookFile;
    expect(Object.keys(shuffled)[0]).toBe('puzzles');
    expect(bookJson(shuffled)).toBe(bookJson(made));
  });

  it('writes the keys in the documented order', () => {
    const book = JSON.parse(bookJson(reversed(made) as BookFile));
    expect(Object.keys(book)).toEqual(['title', 'slug', 'seed', 'version', 'spec', 'puzzles']);
    expect(Object.keys(book.puzzles[0])).toEqual(['id', 'kind', 'difficulty', 'seed', 'options', 'puzzle', 'solution', 'grade']);
    const cross = book.puzzles.find((p: { kind: string }) => p.kind === 'cross-numbers');
    expect(Object.keys(cross.puzzle)).toEqual(['rows', 'cols', 'cells', 'rowOps', 'colOps', 'rowTotals', 'colTotals', 'digits', 'distinct', 'order', 'base']);
  });

  it('refuses to write a book that does not fit its schema, naming the field', () => {
    const bad = { ...made, slug: 'Not A Slug' };
    expect(() => bookJson(bad)).toThrow(/the book file to write: slug: /);
  });
});

describe('recordsJson', () => {
  it('writes records canonically, whatever order their keys were made in', () => {
    const text = recordsJson(made.puzzles);
    expect(recordsJson(reversed(made.puzzles) as BookFile['puzzles'])).toBe(text);
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(made.puzzles)));
  });
});

describe('build book.json --out its own folder', () => {
  it('succeeds and leaves every file byte for byte as it was', async () => {
    const dir = tempDir();
    const specPath = join(dir, 'spec.json');
    writeFileSync(specPath, JSON.stringify({ title: 'Reprint', seed: 35, sections: SPEC.sections }));
    const out = join(dir, 'out');
    const first = await cli(['build', specPath, '--out', out]);
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    const snapshot = () => Object.fromEntries(readdirSync(out).map((name) => [name, readFileSync(join(out, name)).toString('base64')]));
    const before = snapshot();
    expect(Object.keys(before).sort()).toEqual(['reprint-answers.pdf', 'reprint.json', 'reprint.pdf']);
    // The book file read back by a reader (zod) is the book written.
    expect(bookJson(readBook(join(out, 'reprint.json')))).toBe(readFileSync(join(out, 'reprint.json'), 'utf8'));
    const again = await cli(['build', join(out, 'reprint.json'), '--out', out]);
    expect(again.stderr).toBe('');
    expect(again.status).toBe(0);
    expect(snapshot()).toEqual(before);
  });
});
