import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { archiveOf, friendly } from '../../src/archive/model.ts';
import { aboutMinutes, estimateMinutes, estimateSeconds, READING_SECONDS, SECONDS_PER_USE } from '../../src/archive/time.ts';
import { makeBook } from '../../src/book/book.ts';
import { specSchema } from '../../src/book/spec.ts';
import { asKind } from '../../src/engine/record.ts';
import { getKind } from '../../src/engine/registry.ts';
import type { Ladder } from '../../src/engine/steps.ts';

// A ladder of one technique per level, so each weight can be read on its own.
const ladder: Ladder = {
  glance: { level: 1, title: 'glance', what: '' },
  compare: { level: 2, title: 'compare', what: '' },
  fence: { level: 3, title: 'fence', what: '' },
  cases: { level: 4, title: 'cases', what: '' },
};
const keys = Object.keys(ladder);
const usesArb = fc.dictionary(fc.constantFrom(...keys), fc.nat({ max: 200 }));

describe('the time estimate', () => {
  it('is the reading time alone for a puzzle of no steps, and never under a minute', () => {
    expect(estimateSeconds({}, ladder)).toBe(READING_SECONDS);
    expect(estimateMinutes({}, ladder)).toBe(1);
    expect(estimateMinutes({ glance: 1 }, ladder)).toBe(1);
    expect(aboutMinutes(1)).toBe('about 1 min');
  });

  it('weighs each use by its technique level: 10, 25, 60 and 120 seconds', () => {
    expect(SECONDS_PER_USE).toEqual({ 1: 10, 2: 25, 3: 60, 4: 120 });
    const one = (key: string) => estimateSeconds({ [key]: 1 }, ladder) - READING_SECONDS;
    expect(keys.map(one)).toEqual([10, 25, 60, 120]);
    // Counts multiply, and techniques add up.
    expect(estimateSeconds({ glance: 6, fence: 2 }, ladder)).toBe(READING_SECONDS + 60 + 120);
    // 30 s + 24 × 10 s = 4.5 min, rounded to 5; 30 s + 10 × 60 s = 10.5 min, rounded to 11.
    expect(estimateMinutes({ glance: 24 }, ladder)).toBe(5);
    expect(estimateMinutes({ fence: 10 }, ladder)).toBe(11);
    // A technique the ladder does not know counts as a level 2 step.
    expect(estimateSeconds({ 'no-such-technique': 2 }, ladder)).toBe(READING_SECONDS + 50);
  });

  it('never falls when a step is added, and a harder step never counts for less than an easier one', () => {
    fc.assert(
      fc.property(usesArb, fc.constantFrom(...keys), (uses, key) => {
        const more = { ...uses, [key]: (uses[key] ?? 0) + 1 };
        expect(estimateSeconds(more, ladder)).toBeGreaterThan(estimateSeconds(uses, ladder));
        expect(estimateMinutes(more, ladder)).toBeGreaterThanOrEqual(estimateMinutes(uses, ladder));
      }),
    );
    fc.assert(
      fc.property(usesArb, fc.integer({ min: 0, max: keys.length - 2 }), (uses, i) => {
        const easier = { ...uses, [keys[i]!]: (uses[keys[i]!] ?? 0) + 1 };
        const harder = { ...uses, [keys[i + 1]!]: (uses[keys[i + 1]!] ?? 0) + 1 };
        expect(estimateSeconds(harder, ladder)).toBeGreaterThan(estimateSeconds(easier, ladder));
      }),
    );
  });
});

describe('the friendly difficulty line', () => {
  const book = makeBook(
    specSchema.parse({
      title: 'Friendly',
      seed: 'friendly',
      sections: [
        { kind: 'numbrix', count: 1, difficulty: 'medium', options: { size: 6 } },
        { kind: 'secret-number', count: 1, difficulty: 'easy' },
      ],
    }),
  );

  it('reads band, hardest technique and time for a generated puzzle, and the archive shows it', () => {
    const record = asKind(book.puzzles[0]!, 'numbrix');
    const { ladder: numbrix } = getKind('numbrix').stepper;
    const minutes = estimateMinutes(record.grade.uses, numbrix);
    expect(friendly(record)).toBe(`Medium · needs ${numbrix[record.grade.hardest]!.title} · about ${minutes} min`);
    expect(friendly(record)).toMatch(/^Medium · needs [a-z -]+ · about \d+ min$/);
    const archive = archiveOf([book]);
    expect(archive.puzzles.map((p) => p.friendly)).toEqual(book.puzzles.map(friendly));
    expect(archive.puzzles[1]!.friendly).toMatch(/^Easy · needs .+ · about \d+ min$/);
  });

  it('leaves out what it needs when the grade names no hardest technique', () => {
    const record = asKind(book.puzzles[0]!, 'numbrix');
    const bare = { ...record, grade: { ...record.grade, hardest: '', uses: {} } };
    expect(friendly(bare)).toBe('Medium · about 1 min');
  });
});
