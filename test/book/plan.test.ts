import { describe, expect, it } from 'vitest';
import { makeBook } from '../../src/book/book.ts';
import { plan } from '../../src/book/plan.ts';
import { specSchema } from '../../src/book/spec.ts';
import { asKind } from '../../src/kinds/record.ts';
import { KIND_NAMES } from '../../src/kinds/registry.ts';
import { allows } from '../../bench/defaults.ts';

const spec = (sections: unknown[], seed: unknown = 7) => specSchema.parse({ title: 'Test Book', seed, sections });

describe('spec', () => {
  it('gives a section without options the kind\'s defaults, parsed', () => {
    const [section] = spec([{ kind: 'numbrix', count: 1 }]).sections;
    expect(section!.options).toEqual({ width: 7, height: 7, symmetry: 'rotational' });
    expect(section!.difficulty).toBe('medium');
    expect(asKind(makeBook(spec([{ kind: 'numbrix', count: 1, difficulty: 'easy' }])).puzzles[0]!, 'numbrix').puzzle.width).toBe(7);
  });
});

describe('plan', () => {
  // Every kind whose default options reach hard (Futoshiki, docs/adding-a-kind.md's example, makes easy alone).
  it.each(KIND_NAMES.filter((k) => allows(k, {}, 'hard')).map((k) => [k]))('%s: an easy and a hard sheet from one seed share no answer', (kind) => {
    const answers = (difficulty: string) =>
      makeBook(spec([{ kind, count: 3, difficulty }], 'one-seed')).puzzles.map((p) => JSON.stringify(p.solution));
    const easy = answers('easy');
    const hard = answers('hard');
    for (const a of easy) expect(hard).not.toContain(a);
  });

  it('derives ids and seeds from the book seed, the section key, the band and the place', () => {
    const jobs = plan(spec([{ kind: 'numbrix', count: 3, options: { size: 5 } }]));
    expect(jobs.map((j) => j.id)).toEqual(['test-book-numbrix-01', 'test-book-numbrix-02', 'test-book-numbrix-03']);
    expect(jobs.map((j) => j.seed)).toEqual(['7/numbrix/medium/1', '7/numbrix/medium/2', '7/numbrix/medium/3']);
  });

  it('keys repeated kinds apart and keeps named sections apart from them', () => {
    const jobs = plan(
      spec([
        { kind: 'numbrix', count: 1 },
        { kind: 'numbrix', count: 1 },
        { kind: 'numbrix', name: 'numbrix-2', count: 1 },
      ]),
    );
    expect(new Set(jobs.map((j) => j.seed)).size).toBe(3);
    expect(new Set(jobs.map((j) => j.id)).size).toBe(3);
  });

  it('leaves the puzzles of a section unchanged when another section is added before it', () => {
    const easy = { kind: 'numbrix', count: 2, difficulty: 'easy', options: { size: 5 } };
    const alone = makeBook(spec([easy]));
    const withOther = makeBook(
      spec([{ kind: 'numbrix', name: 'extra', count: 1, difficulty: 'medium', options: { size: 6 } }, easy]),
    );
    expect(withOther.puzzles.slice(1)).toEqual(alone.puzzles);
  });

  it('reuses records made for the same seeds and still makes the same book', () => {
    const sections = [
      { kind: 'numbrix', count: 3, difficulty: 'easy', options: { size: 5 } },
      { kind: 'secret-number', count: 2, difficulty: 'easy' },
    ];
    const firsts = makeBook(spec(sections.map((s) => ({ ...s, count: 1 }))));
    expect(makeBook(spec(sections), undefined, firsts)).toEqual(makeBook(spec(sections)));
  });

  it('makes the same book from the same spec, and a different one from another seed', () => {
    const sections = [{ kind: 'numbrix', count: 2, difficulty: 'medium', options: { size: 6 } }];
    expect(makeBook(spec(sections))).toEqual(makeBook(spec(sections)));
    expect(makeBook(spec(sections, 8)).puzzles[0]!.puzzle).not.toEqual(makeBook(spec(sections)).puzzles[0]!.puzzle);
  });
});
