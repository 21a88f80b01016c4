/**
 * What the archive says a word search takes (issue 110): the list read, each word found in 2 to
 * 5 seconds by its direction, a glance at each near-miss, not the score's ten seconds a point
 * (a hard 15×15 of 19 words said "about 28 min").
 */
import { describe, expect, it } from 'vitest';
import { friendly } from '../../../src/archive/model.ts';
import { estimateMinutes, wholeMinutes } from '../../../src/archive/time.ts';
import { makeRecord } from '../../../src/book/make.ts';
import { DIFFICULTIES } from '../../../src/engine/kind.ts';
import { kind } from '../../../src/kinds/word-search/index.ts';
import { GLANCE_SECONDS, READ_LIST_SECONDS } from '../../../src/kinds/word-search/grade.ts';

const SIDES = { easy: 10, medium: 12, hard: 15, expert: 15 } as const;
const made = DIFFICULTIES.map((d) => makeRecord('word-search', `time-${d}`, `test/word-search/time/${d}`, kind.options.parse({ size: SIDES[d] }), d)!);

describe('the time a word search takes', () => {
  it('is 2 to 5 seconds a word, a glance at each near-miss and the list read, at every band', () => {
    for (const record of made) {
      const { words, paper } = record.grade;
      const perWord = (kind.seconds!(record.grade) - READ_LIST_SECONDS - paper * GLANCE_SECONDS) / words;
      expect(perWord, record.difficulty).toBeGreaterThanOrEqual(2);
      expect(perWord, record.difficulty).toBeLessThanOrEqual(5);
    }
  });

  it('rises with the band, and a hard 15×15 is a few minutes where the score said half an hour', () => {
    const seconds = made.map((r) => kind.seconds!(r.grade));
    expect(seconds).toEqual([...seconds].sort((a, b) => a - b));
    const hard = made[2]!;
    expect(estimateMinutes(hard.grade.score)).toBeGreaterThan(20);
    expect(wholeMinutes(kind.seconds!(hard.grade))).toBeLessThanOrEqual(4);
    expect(friendly(hard)).toMatch(new RegExp(`· about ${wholeMinutes(kind.seconds!(hard.grade))} min$`));
  });
});
