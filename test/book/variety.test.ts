// Variety within a section (src/book/variety.ts): a kind names what makes two puzzles alike,
// and a book remakes from the next seed a puzzle that would take a key past its share of the
// section. Held here with a likeness the test gives Numbrix, so the rule is tested apart from
// any kind's own keys (Countdown's are tested with the kind).
import { afterEach, describe, expect, it } from 'vitest';
import { makeBook } from '../../src/book/book.ts';
import { bookJson } from '../../src/book/files.ts';
import { tryOf } from '../../src/book/make.ts';
import { BookMaker } from '../../src/book/parallel.ts';
import { plan } from '../../src/book/plan.ts';
import { specSchema } from '../../src/book/spec.ts';
import { mostSharing, overShare } from '../../src/book/variety.ts';
import { bookFailures } from '../../src/book/verify.ts';
import type { Likeness } from '../../src/engine/kind.ts';
import { KINDS } from '../../src/kinds/registry.ts';

type Givens = { givens: number[][] };
const numbrix = KINDS.numbrix as { likeness?: (puzzle: Givens, grade: unknown) => Likeness[] };
const spec = (count: number) =>
  specSchema.parse({ title: 'Variety', seed: 'variety', ramp: false, sections: [{ kind: 'numbrix', count, difficulty: 'easy', options: { size: 5 } }] });

/** Where a puzzle's smallest given number is: two puzzles alike when it sits in one square. */
function lowest(puzzle: Givens): string {
  const flat = puzzle.givens.flat();
  const least = Math.min(...flat.filter((v) => v > 0));
  return `lowest at ${flat.indexOf(least)}`;
}

/** How many records carry each key the likeness gives. */
function tally(records: readonly { puzzle: unknown; grade: unknown }[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const r of records) for (const { key } of numbrix.likeness!(r.puzzle as Givens, r.grade)) out.set(key, (out.get(key) ?? 0) + 1);
  return out;
}

// The test gives Numbrix a likeness of its own, then puts the kind's back.
const own = numbrix.likeness;
afterEach(() => {
  numbrix.likeness = own;
});

describe('variety within a section', () => {
  it('a share is a whole number of puzzles, at least one', () => {
    expect(mostSharing(0, 20)).toBe(1);
    expect(mostSharing(1 / 3, 20)).toBe(6);
    expect(mostSharing(1 / 3, 3)).toBe(1);
    expect(mostSharing(1 / 3, 2)).toBe(1);
    expect(mostSharing(0.5, 20)).toBe(10);
  });

  it('no key goes past its share: the excess is made again from later seeds, and the book is the same on threads', async () => {
    const s = spec(20);
    numbrix.likeness = () => [];
    const plain = makeBook(s);
    // At most two of twenty with their smallest number in one square (a corner is common).
    numbrix.likeness = (puzzle) => [{ key: lowest(puzzle), share: 1 / 10 }];
    expect(Math.max(...tally(plain.puzzles).values())).toBeGreaterThan(2);
    const book = makeBook(s);
    expect(Math.max(...tally(book.puzzles).values())).toBeLessThanOrEqual(2);
    // A puzzle made again comes from a later seed of its own job; the first of a section never is.
    const remade = book.puzzles.filter((p, i) => p.seed !== plain.puzzles[i]!.seed);
    expect(remade.length).toBeGreaterThan(0);
    for (const p of remade) expect(tryOf(p)).toBeGreaterThan(tryOf(plain.puzzles[book.puzzles.indexOf(p)]!));
    expect(book.puzzles[0]).toEqual(plain.puzzles[0]);
    expect(overShare(plan(s), book.puzzles, new Set())).toEqual([]);
    // A remade puzzle is a puzzle of its place and band: the book verifies.
    expect(bookFailures(JSON.parse(bookJson(book)), 'variety.json')).toEqual([]);
    const maker = new BookMaker(2, { hereForMs: 0 });
    try {
      expect(bookJson(await maker.make(s))).toBe(bookJson(book));
    } finally {
      await maker.close();
    }
  });

  it('a key no seed can avoid is kept once the tries run out: the book is still made', () => {
    numbrix.likeness = () => [];
    const plain = makeBook(spec(3));
    numbrix.likeness = () => [{ key: 'every one', share: 0 }];
    const book = makeBook(spec(3));
    expect(book.puzzles).toHaveLength(3);
    // The first stays; the others went on to later seeds, and kept what the last one made.
    expect(book.puzzles[0]).toEqual(plain.puzzles[0]);
    book.puzzles.slice(1).forEach((p, i) => expect(tryOf(p)).toBeGreaterThan(tryOf(plain.puzzles[i + 1]!)));
    expect(makeBook(spec(3))).toEqual(book);
    expect(bookFailures(JSON.parse(bookJson(book)), 'variety.json')).toEqual([]);
  });
});
