// Issue 91, finding 1: a section's puzzles and ids do not depend on its neighbours. Naming,
// adding and reordering sections of one kind leave every other section's records byte for
// byte; a book file records the keys it used, and one made before books recorded them is still
// planned (verified, made again) by the keys it was made with.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeBook } from '../../src/book/book.ts';
import { type BookFile, bookSchema } from '../../src/book/bookfile-schema.ts';
import { bookJson, recordsJson, validate } from '../../src/book/files.ts';
import { onThisThread } from '../../src/book/maker.ts';
import { bookSpecOf, placeKeys, plan, sectionKeys } from '../../src/book/plan.ts';
import { placeFailures } from '../../src/book/provenance.ts';
import { specSchema } from '../../src/book/spec.ts';
import { publish } from '../../src/pipeline/write-book.ts';
import { tempDirsRemovedAfterEach } from '../cli/run.ts';

const tempDir = tempDirsRemovedAfterEach();

type Section = { title: string; kind: string; count: number; difficulty: string; options?: object; name?: string };

const spec = (sections: Section[]) => specSchema.parse({ title: 'Keys Book', seed: 91, sections });

/** Each section's records, by its title, as the book file writes them. */
function recordsByTitle(sections: Section[]): Map<string, string> {
  const book = makeBook(spec(sections));
  let at = 0;
  return new Map(
    book.spec.sections.map((s) => {
      const own = book.puzzles.slice(at, (at += s.count));
      return [s.title!, recordsJson(own)];
    }),
  );
}

const BASE: Section[] = [
  { title: 'A', kind: 'numbrix', count: 2, difficulty: 'easy', options: { size: 5 } },
  { title: 'B', kind: 'numbrix', count: 2, difficulty: 'medium', options: { size: 5 } },
  { title: 'C', kind: 'secret-number', count: 2, difficulty: 'easy' },
  { title: 'D', kind: 'secret-number', count: 2, difficulty: 'hard' },
];

describe('a section keeps its puzzles and ids whatever its neighbours do', () => {
  const base = recordsByTitle(BASE);
  const kept = (sections: Section[], touched: string[]) => {
    const after = recordsByTitle(sections);
    for (const [title, records] of base) if (!touched.includes(title)) expect(after.get(title), `section ${title}`).toBe(records);
  };

  it('when another section of its kind is named', () => {
    kept(BASE.map((s) => (s.title === 'A' ? { ...s, name: 'numbrix-reseeded' } : s)), ['A']);
    // The named one did change: its seed stream is its name's.
    expect(recordsByTitle(BASE.map((s) => (s.title === 'A' ? { ...s, name: 'numbrix-reseeded' } : s))).get('A')).not.toBe(base.get('A'));
  });

  it('when sections of its kind are added before and after it', () => {
    const extra = (title: string, difficulty: string): Section => ({ title, kind: 'numbrix', count: 1, difficulty, options: { size: 6 } });
    kept([extra('X', 'easy'), ...BASE.slice(0, 2), extra('Y', 'medium'), ...BASE.slice(2), { title: 'Z', kind: 'secret-number', count: 1, difficulty: 'medium' }], []);
  });

  it('when sections are reordered or removed', () => {
    kept([...BASE].reverse(), []);
    const after = recordsByTitle([BASE[1]!, BASE[3]!]);
    expect(after.get('B')).toBe(base.get('B'));
    expect(after.get('D')).toBe(base.get('D'));
  });
});

describe('a book file records the keys it used', () => {
  it('names every section by its key, so its spec plans the same ids again', () => {
    const made = makeBook(spec(BASE));
    expect(made.spec.sections.map((s) => s.name)).toEqual(sectionKeys(spec(BASE)));
    const read = validate(bookSchema, JSON.parse(bookJson(made)), 'book.json');
    expect(new Set(plan(read.spec).map((j) => j.id))).toEqual(new Set(made.puzzles.map((p) => p.id)));
    expect(placeFailures(read).flat()).toEqual([]);
  });

  it('plans a book made before books recorded their keys by the place keys it was made with', () => {
    const old = oldBook(BASE);
    expect(old.puzzles.map((p) => p.id)).toContain('keys-book-numbrix-2-01');
    // Its spec names no section, and the keys of today would give other ids: it is the place keys that verify it.
    expect(plan(old.spec).map((j) => j.id)).not.toContain('keys-book-numbrix-2-01');
    expect(plan(bookSpecOf(old)).map((j) => j.id)).toContain('keys-book-numbrix-2-01');
    expect(placeFailures(old).flat()).toEqual([]);
  });

  it('warns a build that replaces such a book that its ids change, naming the keys that keep them', async () => {
    const out = tempDir();
    const small = BASE.slice(2).map((s) => ({ ...s, count: 1 }));
    const old = oldBook(small);
    writeFileSync(join(out, 'keys-book.json'), bookJson(old));
    const { rendered } = await publish(spec(small), { where: 'spec.yaml' }, onThisThread, out);
    const warning = rendered.warnings.find((w) => w.includes("recorded their sections' keys"));
    expect(warning).toContain('2 of its puzzle ids are not in this build');
    expect(warning).toContain('sections[0].name: secret-number, sections[1].name: secret-number-2');
    // Named so, the spec makes the earlier book's puzzles again, and says nothing.
    const named = small.map((s, i) => ({ ...s, name: placeKeys(spec(small))[i]! }));
    const again = await publish(spec(named), { where: 'spec.yaml' }, onThisThread, out);
    expect(again.rendered.book.puzzles).toEqual(old.puzzles);
    expect(again.rendered.warnings.join('\n')).not.toContain("recorded their sections' keys");
  });
});

/** A book as puzzlebook made it before issue 91: sections keyed by place, and its spec naming none. */
function oldBook(sections: Section[]): BookFile {
  const named = sections.map((s, i) => ({ ...s, name: placeKeys(spec(sections))[i]! }));
  const made = makeBook(spec(named));
  const book = { ...made, spec: { ...made.spec, sections: made.spec.sections.map(({ name: _, ...s }) => s) } };
  return validate(bookSchema, JSON.parse(bookJson(book as BookFile)), 'old.json');
}
