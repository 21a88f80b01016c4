import { describe, expect, it } from 'vitest';
import { againstBest, bestSolve, type Finish, noStats, playedToday, readStats, STATS_VERSION, summarise, withFinish, writeStats } from '../../src/site/lib/stats.ts';

// The reader's statistics as kept in the browser (src/site/lib/stats.ts): each puzzle once with its
// fastest solve, an answer shown never a solve, the day's streak counted over consecutive dates,
// and what storage holds read as hostile, as progress is (saved.ts).
const finish = (over: Partial<Finish> = {}): Finish => ({ kind: 'numbrix', band: 'easy', solved: true, ms: 90_000, hints: 1, mistakes: 0, on: '2026-03-15', ...over });
const march = (day: number) => ({ year: 2026, month: 3, day });

describe('statistics', () => {
  it('a solve against the best of its kind and band stored before it: the first, a new best by whole seconds, or the best still standing (issue 112)', () => {
    const f = (kind: string, band: Finish['band'], ms: number, solved = true): Finish => ({ kind, band, solved, ms, hints: 0, mistakes: 0, on: '2026-03-15' });
    let s = noStats();
    expect(bestSolve(s, 'sudoku', 'easy')).toBeNull();
    s = withFinish(s, 'a', f('sudoku', 'easy', 300_000));
    s = withFinish(s, 'b', f('sudoku', 'easy', 240_500));
    // Another band, another kind, and an answer shown (no solve): none of them the best.
    s = withFinish(s, 'c', f('sudoku', 'medium', 100_000));
    s = withFinish(s, 'd', f('numbrix', 'easy', 90_000));
    s = withFinish(s, 'e', f('sudoku', 'easy', 10_000, false));
    expect(bestSolve(s, 'sudoku', 'easy')).toBe(240_500);
    expect(bestSolve(s, 'sudoku', 'hard')).toBeNull();
    expect(againstBest(null, 5_000)).toEqual({ context: 'first' });
    expect(againstBest(240_500, 239_999)).toEqual({ context: 'best', best: 240_500 });
    // 4:00 on the clock, as the best reads: not a new best.
    expect(againstBest(240_500, 240_000)).toEqual({ context: 'behind', best: 240_500 });
    expect(againstBest(240_500, 400_000)).toEqual({ context: 'behind', best: 240_500 });
  });

  it('counts a puzzle once, keeping its fastest solve with that game’s hints', () => {
    let stats = withFinish(noStats(), 'a', finish({ ms: 90_000, hints: 2 }));
    stats = withFinish(stats, 'a', finish({ ms: 120_000, hints: 0 }));
    expect(stats.puzzles.a).toMatchObject({ ms: 90_000, hints: 2 });
    stats = withFinish(stats, 'a', finish({ ms: 60_000, hints: 0 }));
    expect(stats.puzzles.a).toMatchObject({ ms: 60_000, hints: 0 });
    expect(summarise(stats, march(15)).solved).toBe(1);
  });

  it('an answer shown is not a solve, and never replaces one; a solve replaces it', () => {
    let stats = withFinish(noStats(), 'a', finish({ solved: false }));
    expect(summarise(stats, march(15))).toMatchObject({ solved: 0, shown: 1, lines: [] });
    stats = withFinish(stats, 'a', finish({ ms: 300_000 }));
    expect(summarise(stats, march(15))).toMatchObject({ solved: 1, shown: 0 });
    stats = withFinish(stats, 'a', finish({ solved: false, ms: 1000 }));
    expect(stats.puzzles.a).toMatchObject({ solved: true, ms: 300_000 });
  });

  it("the home's puzzles of the day: those solved marked played, in order, and the rest counted left; an answer shown is not played, nor an inherited name", () => {
    let stats = withFinish(noStats(), 'sudoku-1', finish({ kind: 'sudoku' }));
    stats = withFinish(stats, 'maze-1', finish({ kind: 'maze', solved: false }));
    stats = withFinish(stats, 'older', finish());
    expect(playedToday(stats, ['maze-1', 'sudoku-1', 'kakuro-1', 'toString'])).toEqual({ played: [false, true, false, false], left: 3 });
    expect(playedToday(noStats(), [])).toEqual({ played: [], left: 0 });
  });

  it('keeps a puzzle whose id is a name every object inherits (toString, constructor)', () => {
    for (const id of ['toString', 'constructor', 'valueOf']) {
      const stats = withFinish(noStats(), id, finish({ solved: false }));
      expect(Object.hasOwn(stats.puzzles, id)).toBe(true);
      expect(summarise(stats, march(15))).toMatchObject({ shown: 1 });
    }
  });

  it('sums solves by kind and band, in the order given: counts, best and median times, hints', () => {
    let stats = noStats();
    [60, 120, 300].forEach((s, i) => (stats = withFinish(stats, `n${i}`, finish({ ms: s * 1000, hints: i }))));
    stats = withFinish(stats, 's', finish({ kind: 'sudoku', band: 'hard', ms: 200_000 }));
    stats = withFinish(stats, 'm', finish({ band: 'medium', ms: 100_000, hints: 0 }));
    const { lines, hints } = summarise(stats, march(15), ['sudoku', 'numbrix']);
    expect(lines.map((l) => `${l.kind} ${l.band} ${l.solved} ${l.bestMs} ${l.medianMs} ${l.hints}`)).toEqual([
      'sudoku hard 1 200000 200000 1',
      'numbrix easy 3 60000 120000 3',
      'numbrix medium 1 100000 100000 0',
    ]);
    expect(hints).toBe(4);
  });

  it('counts the daily streak over consecutive dates, to today or yesterday, and the longest run', () => {
    let stats = noStats();
    for (const day of ['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02', '2026-03-10', '2026-03-13', '2026-03-14']) stats = withFinish(stats, day, finish(), day);
    // 27 Feb to 2 March runs across the month's end: four days.
    expect(summarise(stats, march(14))).toMatchObject({ streak: 2, longest: 4, lastDay: '2026-03-14' });
    // Today's still to solve: the streak stands until the day is over.
    expect(summarise(stats, march(15)).streak).toBe(2);
    expect(summarise(stats, march(16)).streak).toBe(0);
    // Only a solve marks the day; and a day is marked once.
    stats = withFinish(stats, 'x', finish({ solved: false }), '2026-03-15');
    stats = withFinish(stats, 'y', finish(), '2026-03-14');
    expect(stats.days.filter((d) => d === '2026-03-14')).toHaveLength(1);
    expect(summarise(stats, march(15)).streak).toBe(2);
  });

  it('reads back what it writes, and takes junk or tampering as nothing, or drops just the bad entries', () => {
    const stats = withFinish(withFinish(noStats(), 'a-1', finish()), 'b', finish({ kind: 'sudoku' }), '2026-03-15');
    expect(readStats(writeStats(stats))).toEqual(stats);
    for (const junk of [null, '', 'not json', '[]', 'null', '{"v":2,"puzzles":{}}', JSON.stringify({ puzzles: stats.puzzles, days: stats.days })]) expect(readStats(junk), String(junk)).toEqual(noStats());
    const tampered = {
      v: STATS_VERSION,
      puzzles: {
        good: finish(),
        badBand: finish({ band: 'impossible' as 'easy' }),
        negative: finish({ ms: -1 }),
        forever: finish({ ms: Number.MAX_VALUE }),
        fraction: finish({ hints: 0.5 }),
        badDate: finish({ on: '2026-02-30' }),
        '../x': finish(),
        notAnObject: 7,
      },
      days: ['2026-03-15', '2026-03-15', 'yesterday', 20260314, '2026-13-01', '2026-03-14'],
    };
    expect(readStats(JSON.stringify(tampered))).toEqual({ puzzles: { good: finish() }, days: ['2026-03-14', '2026-03-15'] });
  });
});
