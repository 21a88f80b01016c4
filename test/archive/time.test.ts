import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { archiveOf, friendly } from '../../src/archive/model.ts';
import { aboutMinutes, estimateMinutes, estimateSeconds, READING_SECONDS } from '../../src/archive/time.ts';
import { makeBook } from '../../src/book/book.ts';
import { specSchema } from '../../src/book/spec.ts';
import { asKind } from '../../src/kinds/record.ts';
import { getKind } from '../../src/kinds/registry.ts';
import { effortOf, type Ladder, LEVEL_POINTS, PAPER_POINTS, SECONDS_PER_POINT, type Step } from '../../src/engine/steps.ts';

// A ladder of one technique per level, so each weight can be read on its own.
const ladder: Ladder = {
  glance: { level: 1, title: 'glance', what: '' },
  compare: { level: 2, title: 'compare', what: '' },
  fence: { level: 3, title: 'fence', what: '' },
  cases: { level: 4, title: 'cases', what: '' },
};
const keys = Object.keys(ladder);
const step = (technique: string, paper?: number): Step => ({ technique, from: [], place: [], strike: [], say: '', ...(paper === undefined ? {} : { paper }) });
const logArb = fc.array(fc.tuple(fc.constantFrom(...keys), fc.nat({ max: 30 })).map(([t, p]) => step(t, p)), { maxLength: 60 });

describe('the effort of a solve', () => {
  it('weighs each step by its technique level, 1, 2, 4 and 8 points, and a point for each alternative written out', () => {
    expect(LEVEL_POINTS).toEqual({ 1: 1, 2: 2, 3: 4, 4: 8 });
    expect(PAPER_POINTS).toBe(1);
    expect(keys.map((key) => effortOf(ladder, [step(key)]))).toEqual([1, 2, 4, 8]);
    // A route listing of eight routes: 8 for the level, 8 for the routes.
    expect(effortOf(ladder, [step('cases', 8)])).toBe(16);
    // Steps add up; a technique the ladder does not know counts as a level 2 step.
    expect(effortOf(ladder, [step('glance'), step('glance'), step('fence', 3)])).toBe(1 + 1 + 4 + 3);
    expect(effortOf(ladder, [step('no-such-technique')])).toBe(2);
  });

  it('never falls when a step is added, and a harder step or more paper never counts for less', () => {
    fc.assert(
      fc.property(logArb, fc.constantFrom(...keys), fc.nat({ max: 20 }), (log, key, paper) => {
        expect(effortOf(ladder, [...log, step(key, paper)])).toBeGreaterThan(effortOf(ladder, log));
        expect(effortOf(ladder, [...log, step(key, paper + 1)])).toBeGreaterThan(effortOf(ladder, [...log, step(key, paper)]));
      }),
    );
    fc.assert(
      fc.property(logArb, fc.integer({ min: 0, max: keys.length - 2 }), (log, i) => {
        expect(effortOf(ladder, [...log, step(keys[i + 1]!)])).toBeGreaterThan(effortOf(ladder, [...log, step(keys[i]!)]));
      }),
    );
  });
});

describe('the time estimate', () => {
  it('is the reading time alone for a puzzle of no work, and never under a minute', () => {
    expect(estimateSeconds(0)).toBe(READING_SECONDS);
    expect(estimateMinutes(0)).toBe(1);
    expect(estimateMinutes(1)).toBe(1);
    expect(aboutMinutes(1)).toBe('about 1 min');
  });

  it('gives each point of the score ten seconds, and grows with it', () => {
    expect(SECONDS_PER_POINT).toBe(10);
    expect(estimateSeconds(24)).toBe(READING_SECONDS + 240);
    // 30 s + 24 × 10 s = 4.5 min, rounded to 5; 30 s + 63 × 10 s = 11 min.
    expect(estimateMinutes(24)).toBe(5);
    expect(estimateMinutes(63)).toBe(11);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1000, noNaN: true }), fc.double({ min: 0.1, max: 100, noNaN: true }), (score, more) => {
        expect(estimateSeconds(score + more)).toBeGreaterThan(estimateSeconds(score));
        expect(estimateMinutes(score + more)).toBeGreaterThanOrEqual(estimateMinutes(score));
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
    const minutes = estimateMinutes(record.grade.score);
    expect(friendly(record)).toBe(`Medium · needs ${numbrix[record.grade.hardest]!.title} · about ${minutes} min`);
    expect(friendly(record)).toMatch(/^Medium · needs [a-z -]+ · about \d+ min$/);
    const archive = archiveOf([book]);
    expect(archive.puzzles.map((p) => p.friendly)).toEqual(book.puzzles.map(friendly));
    expect(archive.puzzles[1]!.friendly).toMatch(/^Easy · needs .+ · about \d+ min$/);
  });

  it('leaves out what it needs when the grade names no hardest technique', () => {
    const record = asKind(book.puzzles[0]!, 'numbrix');
    const bare = { ...record, grade: { ...record.grade, hardest: '', uses: {}, score: 0 } };
    expect(friendly(bare)).toBe('Medium · about 1 min');
  });
});
