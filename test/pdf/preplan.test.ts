// `build --plan`: a spec's pages laid out before any puzzle is made. Each plan is checked against
// the book the spec makes: every section's pages, the front matter and the page count, and where
// the key is at the back, every page before it. The books' puzzles are made once a run
// (fixture-books.ts); the key's ramp is the pool's.
import { describe, expect, it } from 'vitest';
import { specSchema } from '../../src/book/spec.ts';
import { layoutBook, pastPlan } from '../../src/pdf/plan.ts';
import { planSpec } from '../../src/pdf/preplan.ts';
import { planKeyAlone } from '../../src/pdf/answers.ts';
import { paddedCount } from '../../src/pdf/layout.ts';
import type { BookFile } from '../../src/book/bookfile-schema.ts';
import { DIFFICULTIES } from '../../src/engine/kind.ts';
import { getKind, KIND_NAMES } from '../../src/kinds/registry.ts';
import { optionsAt } from '../../bench/defaults.ts';
import { madeBook, POOL_SEED } from './fixture-books.ts';

const SECTIONS = [
  { kind: 'numbrix', title: 'Level 1', count: 5, difficulty: 'easy', options: { size: 5 }, perPage: 2 },
  { kind: 'secret-number', count: 3, difficulty: 'easy', perPage: 4 },
  { kind: 'cross-numbers', count: 2, difficulty: 'easy', options: { size: 3 }, perPage: 1 },
  { kind: 'countdown', count: 3, difficulty: 'easy', perPage: 2 },
];

describe('a plan made from the spec alone', () => {
  it.each([
    ['letter, key apart', { page: { size: 'letter' } }],
    ['6x9 with a "belongs to" page and sections opening on the right', { page: { size: '6x9', openRight: true }, belongsTo: true }],
    ['5x8 with the key at the back', { page: { size: '5x8' }, answers: 'back' }],
  ])('%s: the pages the book is made with', (_, extra) => {
    const spec = specSchema.parse({ title: 'Plan Test', seed: 'plan', sections: SECTIONS, ...extra });
    const plan = planSpec(spec);
    const layout = layoutBook(madeBook(spec));
    const firstKey = layout.pages.findIndex((p) => p.type === 'answers');
    const known = firstKey < 0 ? layout.pages.length : firstKey;
    expect(plan.key?.where).toBe(firstKey >= 0 ? 'back' : 'separate');
    // The key at the back is estimated (its own test below); every page before it is exact.
    if (firstKey < 0) expect(plan.pages).toBe(known);
    else expect(Math.abs(plan.pages - layout.pages.length)).toBeLessThanOrEqual(1);
    // Each section's pages, as the book prints them.
    SECTIONS.forEach((_, s) => {
      const pages = layout.pages.flatMap((p, i) => (p.type === 'puzzles' && p.section === s ? [i + 1] : []));
      const part = plan.parts.filter((p) => p.from >= pages[0]! && p.to <= pages.at(-1)! && p.what !== 'blank');
      expect(part.map((p) => [p.from, p.to]), `section ${s + 1}`).toEqual([[pages[0], pages.at(-1)]]);
    });
    // Every page is in one part, in order; before the key, as the book has it.
    const covered = plan.parts.flatMap((p) => Array.from({ length: p.to - p.from + 1 }, (_, i) => p.from + i));
    expect(covered).toEqual(Array.from({ length: plan.pages }, (_, i) => i + 1));
    expect(plan.parts.find((p) => p.what.startsWith('answer key'))?.from).toBe(firstKey < 0 ? undefined : firstKey + 1);
    expect(plan.parts.find((p) => p.what.startsWith('Level 1'))?.what).toBe('Level 1 · Numbrix, easy');
  });
});

describe('a section the book sets itself', () => {
  it('is planned exactly: built, its pages are the planned ones, whatever its puzzles', () => {
    // No perPage: the book sets its kind's grid on the trim from the spec alone (house.ts), so
    // the plan names the very pages (until issue 66 it said "at most").
    const sections = [
      { kind: 'countdown', count: 5, difficulty: 'easy' },
      { kind: 'numbrix', count: 5, difficulty: 'easy' },
      { kind: 'secret-number', count: 7, difficulty: 'medium' },
    ];
    const spec = specSchema.parse({ title: 'Plan Test', seed: 'plan', page: { size: '6x9' }, sections });
    const plan = planSpec(spec);
    const layout = layoutBook(madeBook(spec));
    sections.forEach((_, s) => {
      const built = layout.pages.flatMap((p, i) => (p.type === 'puzzles' && p.section === s ? [i + 1] : []));
      const part = plan.parts.filter((p) => p.from >= built[0]! && p.to <= built.at(-1)! && p.what !== 'blank');
      expect(part.map((p) => [p.from, p.to]), `section ${s + 1}`).toEqual([[built[0], built.at(-1)]]);
    });
    expect(plan.pages).toBe(layout.pages.length);
  });
});

describe('the answer key, planned before its puzzles are made', () => {
  // A ramp of every kind at every band at its default options (bench/defaults.ts), two of each:
  // the key's answers come from every kind's plan, its words from every band's. (Every kind here
  // plans its answers; one added without `plannedAnswer` has its key left out of a plan.)
  const sections = DIFFICULTIES.flatMap((difficulty) =>
    KIND_NAMES.filter((kind) => getKind(kind).plannedAnswer).flatMap((kind) => {
      const options = optionsAt(kind, difficulty, 'defaults');
      return options ? [{ kind, count: 2, difficulty, ...(Object.keys(options).length ? { options } : {}) }] : [];
    }),
  );
  it('is planned for each of the eight kinds the project ships', () => {
    expect(new Set(sections.map((s) => s.kind)).size).toBeGreaterThanOrEqual(8);
  });
  // The pool's puzzles (fixture-books.ts): made once a run.
  const spec = (extra: Record<string, unknown>) => specSchema.parse({ title: 'Key Plan', seed: POOL_SEED, page: { size: '6x9' }, sections, ...extra });
  // The same puzzles whatever the key (a seed does not depend on it): made once.
  let made: BookFile | undefined;
  const bookFor = (s: ReturnType<typeof spec>): BookFile => {
    made ??= madeBook(s);
    return { ...made, spec: s };
  };

  it.each([
    ['worked', true],
    ['compact', false],
  ])('at the back, %s: the book made has the planned pages, and so the spine; its key at most the planned, blank pages after it making up the rest', (_, worked) => {
    const s = spec({ answers: 'back', worked });
    const plan = planSpec(s);
    const book = bookFor(s);
    const layout = layoutBook(book);
    const first = layout.pages.findIndex((p) => p.type === 'answers');
    const key = layout.pages.filter((p) => p.type === 'answers').length;
    expect(plan.key).toEqual({ where: 'back', pages: expect.any(Number) });
    expect(key, `planned ${plan.key!.pages}, made ${key}`).toBeLessThanOrEqual(plan.key!.pages);
    expect(key, `planned ${plan.key!.pages}, made ${key}`).toBeGreaterThanOrEqual(plan.key!.pages - 2);
    expect(layout.pages.length).toBe(plan.pages);
    expect(layout.pages.slice(first + key).every((p) => p.type === 'blank')).toBe(true);
    expect(plan.parts.at(-1)!.to).toBe(plan.pages);
    expect(pastPlan(book, layout)).toBeNull();
    // A key that ran past its plan is said, naming the pages a cover needs.
    const longer = { ...layout, pages: [...layout.pages, { type: 'blank' as const }, { type: 'blank' as const }] };
    expect(pastPlan(book, longer)).toBe(`key-plan.pdf has ${plan.pages + 2} pages where \`build --plan\` gives its spec ${plan.pages}: its answer key ran longer than planned, so a cover ordered from the plan needs a spine for ${plan.pages + 2} pages`);
  });

  it('in its own PDF: its pages said, within a page of the key made', () => {
    const s = spec({ worked: true });
    const plan = planSpec(s);
    const made = paddedCount(s.page.size, planKeyAlone(bookFor(s)).length);
    expect(plan.key?.where).toBe('separate');
    expect(Math.abs(plan.key!.pages - made), `planned ${plan.key!.pages}, made ${made}`).toBeLessThanOrEqual(1);
  });
});
