import { describe, expect, it } from 'vitest';
import { addDays, cycleOrder, dayNumber, EPOCH, isoDate, localDate, placeOfDay, puzzleOfDate, puzzleOfDay, stableOrder } from '../../src/site/lib/today.ts';

// The puzzle of the day's pick (src/site/lib/today.ts), which the /today/ page runs in the
// reader's browser: test/site/today.test.ts checks the page shows what it picks.
const ids = (n: number) => Array.from({ length: n }, (_, i) => `book-numbrix-${String(i + 1).padStart(2, '0')}`);
const SIZES = [1, 2, 3, 4, 5, 7, 12, 40];

describe('the calendar', () => {
  it('counts days from 1 January 2026, across months, leap days and years, and back before it', () => {
    expect(dayNumber(EPOCH)).toBe(0);
    expect(dayNumber({ year: 2026, month: 1, day: 2 })).toBe(1);
    expect(dayNumber({ year: 2026, month: 3, day: 1 }) - dayNumber({ year: 2026, month: 2, day: 28 })).toBe(1);
    expect(dayNumber({ year: 2028, month: 3, day: 1 }) - dayNumber({ year: 2028, month: 2, day: 28 })).toBe(2);
    expect(dayNumber({ year: 2027, month: 1, day: 1 })).toBe(365);
    expect(dayNumber({ year: 2025, month: 12, day: 31 })).toBe(-1);
    expect(dayNumber({ year: 2000, month: 1, day: 1 })).toBe(-9497);
  });

  it('steps a day at a time through month and year ends, and writes dates as <time> does', () => {
    expect(addDays({ year: 2026, month: 3, day: 1 }, -1)).toEqual({ year: 2026, month: 2, day: 28 });
    expect(addDays({ year: 2028, month: 2, day: 28 }, 1)).toEqual({ year: 2028, month: 2, day: 29 });
    expect(addDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({ year: 2027, month: 1, day: 1 });
    expect(addDays(EPOCH, -1)).toEqual({ year: 2025, month: 12, day: 31 });
    for (let d = -400; d < 400; d += 37) expect(dayNumber(addDays(EPOCH, d))).toBe(d);
    expect(isoDate({ year: 2026, month: 3, day: 5 })).toBe('2026-03-05');
  });

  it("reads a moment's date on the local clock: any time of one local day is that day", () => {
    const morning = new Date(2026, 2, 15, 0, 0, 1);
    const night = new Date(2026, 2, 15, 23, 59, 59);
    expect(localDate(morning)).toEqual({ year: 2026, month: 3, day: 15 });
    expect(localDate(night)).toEqual(localDate(morning));
    expect(localDate(new Date(2026, 2, 16, 0, 0, 0))).toEqual({ year: 2026, month: 3, day: 16 });
  });
});

describe('the puzzle of the day', () => {
  it('gives every puzzle exactly once in each cycle of N days, before and after day 0', () => {
    for (const n of SIZES) {
      const all = ids(n);
      for (const cycle of [-3, -1, 0, 1, 2, 17, 1000]) {
        const days = Array.from({ length: n }, (_, i) => puzzleOfDay(all, cycle * n + i));
        expect([...days].sort(), `N=${n}, cycle ${cycle}`).toEqual(all);
        expect(days, `N=${n}, cycle ${cycle}`).toEqual(cycleOrder(stableOrder(all), cycle));
      }
    }
  });

  it('never shows one puzzle two days running, across the ends of cycles too (but for an archive of one)', () => {
    for (const n of SIZES.filter((n) => n > 1)) {
      const all = ids(n);
      let before = puzzleOfDay(all, -5 * n);
      for (let day = -5 * n + 1; day < 60 * n; day++) {
        const now = puzzleOfDay(all, day);
        expect(now, `N=${n}, day ${day}`).not.toBe(before);
        before = now;
      }
    }
    expect(new Set(Array.from({ length: 30 }, (_, d) => puzzleOfDay(['only'], d - 10)))).toEqual(new Set(['only']));
  });

  it('shuffles: cycles differ from each other and from the sorted order', () => {
    const all = ids(12);
    const orders = Array.from({ length: 8 }, (_, c) => cycleOrder(all, c).join(' '));
    expect(new Set(orders).size).toBe(8);
    expect(orders).not.toContain(all.join(' '));
    // Over many cycles, each puzzle opens a cycle now and then: the first place is not stuck.
    expect(new Set(Array.from({ length: 200 }, (_, c) => cycleOrder(all, c)[0])).size).toBe(12);
  });

  it('gives the same date the same puzzle, whenever and wherever it is asked', () => {
    const all = ids(12);
    const date = { year: 2026, month: 3, day: 15 };
    const first = puzzleOfDate(all, date);
    expect(first).toBeDefined();
    for (let i = 0; i < 5; i++) expect(puzzleOfDate(all, { ...date })).toBe(first);
    expect(puzzleOfDate(all, localDate(new Date(2026, 2, 15, 6)))).toBe(first);
    expect(puzzleOfDate(all, localDate(new Date(2026, 2, 15, 22)))).toBe(first);
    expect(puzzleOfDate(all, date)).toBe(puzzleOfDay(all, dayNumber(date)));
  });

  it('depends only on the date and the set of ids: not their order, nor repeats, nor anything else', () => {
    const all = ids(7);
    const reordered = [...all].reverse();
    const shuffledByHand = [all[3]!, all[0]!, all[6]!, all[1]!, all[5]!, all[2]!, all[4]!];
    for (let day = -20; day < 40; day++) {
      const pick = puzzleOfDay(all, day);
      expect(puzzleOfDay(reordered, day)).toBe(pick);
      expect(puzzleOfDay(shuffledByHand, day)).toBe(pick);
      expect(puzzleOfDay(new Set(all), day)).toBe(pick);
      expect(puzzleOfDay([...all, ...all], day)).toBe(pick);
    }
    // The list given is not changed.
    expect(reordered).toEqual([...all].reverse());
  });

  it('is what it was: these dates keep these puzzles (a change here changes every reader’s day)', () => {
    const all = ids(12);
    const picks = ['2026-01-01', '2026-01-02', '2026-03-15', '2026-12-31', '2025-06-30'].map((iso) => {
      const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
      return puzzleOfDate(all, { year, month, day });
    });
    expect(picks).toEqual(['book-numbrix-01', 'book-numbrix-09', 'book-numbrix-07', 'book-numbrix-01', 'book-numbrix-12']);
  });

  it('knows the place of the day in the stable order from the number of puzzles alone, so the page fetches only the part of the list holding it', () => {
    for (const n of SIZES) {
      const sorted = stableOrder(ids(n));
      for (let day = -3 * n; day < 4 * n; day++) expect(sorted[placeOfDay(n, day)!], `N=${n}, day ${day}`).toBe(puzzleOfDay(sorted, day));
    }
    expect(placeOfDay(0, 12)).toBeUndefined();
    // An archive of 100,000 puzzles: a place among them, the same each time it is asked.
    const place = placeOfDay(100_000, dayNumber({ year: 2026, month: 3, day: 15 }))!;
    expect(place).toBeGreaterThanOrEqual(0);
    expect(place).toBeLessThan(100_000);
    expect(placeOfDay(100_000, dayNumber({ year: 2026, month: 3, day: 15 }))).toBe(place);
  });

  it('picks nothing from an empty archive, and the one puzzle of an archive of one every day', () => {
    for (const day of [-400, -1, 0, 1, 365, 100_000]) {
      expect(puzzleOfDay([], day)).toBeUndefined();
      expect(puzzleOfDay(['solo-numbrix-01'], day)).toBe('solo-numbrix-01');
    }
    expect(puzzleOfDate([], EPOCH)).toBeUndefined();
    expect(cycleOrder([], 3)).toEqual([]);
  });
});
