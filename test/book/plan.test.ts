import { describe, expect, it } from 'vitest';
import { makeBook } from '../../src/book/book.ts';
import { alikeSections, plan, sectionKeys } from '../../src/book/plan.ts';
import { specSchema } from '../../src/book/spec.ts';
import { asKind } from '../../src/kinds/record.ts';
import { kinds } from '../matrix.ts';
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
  // Secret Number is left out of the answers' check: its 900 three-digit answers let two sheets
  // of three share one by chance about once in a hundred seeds; its seeds are checked apart all the same.
  it.each(kinds().filter((k) => allows(k, {}, 'hard')).map((k) => [k]))('%s: an easy and a hard sheet from one seed share no seed, nor answer', (kind) => {
    const made = (difficulty: string) => makeBook(spec([{ kind, count: 3, difficulty }], 'one-seed')).puzzles;
    const easy = made('easy');
    const hard = made('hard');
    for (const p of easy) expect(hard.map((h) => h.seed)).not.toContain(p.seed);
    if (kind === 'secret-number') return;
    for (const p of easy) expect(hard.map((h) => JSON.stringify(h.solution))).not.toContain(JSON.stringify(p.solution));
  });

  it('derives ids and seeds from the book seed, the section key, the band and the place', () => {
    const jobs = plan(spec([{ kind: 'numbrix', count: 3 }]));
    expect(jobs.map((j) => j.id)).toEqual(['test-book-numbrix-medium-01', 'test-book-numbrix-medium-02', 'test-book-numbrix-medium-03']);
    expect(jobs.map((j) => j.seed)).toEqual(['7/numbrix-medium/medium/1', '7/numbrix-medium/medium/2', '7/numbrix-medium/medium/3']);
  });

  it("keys a section by what it asks: options spelled as its kind's defaults are no options, others are hashed into the key", () => {
    const [plain, spelled, own] = sectionKeys(
      spec([
        { kind: 'numbrix', count: 1 },
        { kind: 'numbrix', count: 1, difficulty: 'easy', options: { size: 7, symmetry: 'rotational' } },
        { kind: 'numbrix', count: 1, options: { size: 5 } },
      ]),
    );
    expect(plain).toBe('numbrix-medium');
    expect(spelled).toBe('numbrix-easy');
    expect(own).toMatch(/^numbrix-medium-[0-9a-z]{4}$/);
  });

  it('keys repeated kinds apart and keeps named sections apart from them', () => {
    const jobs = plan(
      spec([
        { kind: 'numbrix', count: 1 },
        { kind: 'numbrix', count: 1 },
        { kind: 'numbrix', name: 'numbrix-medium-2', count: 1 },
      ]),
    );
    expect(new Set(jobs.map((j) => j.seed)).size).toBe(3);
    expect(new Set(jobs.map((j) => j.id)).size).toBe(3);
  });

  it('tells apart only sections asking for the same puzzles by their order, and names them for a warning', () => {
    const alike = spec([
      { kind: 'numbrix', count: 1, title: 'Warm up' },
      { kind: 'numbrix', count: 1, difficulty: 'hard' },
      { kind: 'numbrix', count: 1, title: 'More' },
      { kind: 'numbrix', count: 1, name: 'mine' },
    ]);
    expect(sectionKeys(alike)).toEqual(['numbrix-medium', 'numbrix-hard', 'numbrix-medium-2', 'mine']);
    expect(alikeSections(alike)).toEqual([[0, 2]]);
  });

  it("keys a worksheet's versions by place: they are alike by design", () => {
    const versions = specSchema.parse({ title: 'Sheet', seed: 3, worksheet: true, versions: true, sections: [0, 1].map(() => ({ kind: 'numbrix', count: 1 })) });
    expect(sectionKeys(versions)).toEqual(['numbrix', 'numbrix-2']);
    expect(alikeSections(versions)).toEqual([]);
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
