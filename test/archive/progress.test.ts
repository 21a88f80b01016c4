import { describe, expect, it } from 'vitest';
import { progressKey } from '../../src/play/saved.ts';
import { pickPuzzle, progressOf, progressText, readProgress } from '../../src/site/lib/progress.ts';

// What the listings and the random page read of the player's stored progress (src/site/lib/progress.ts).
describe("reading the player's progress", () => {
  it('tells solved, answer shown and begun apart, and words each', () => {
    const solved = progressOf(JSON.stringify({ state: {}, elapsedMs: 192_400, solved: true, mistakes: 0, revealed: true }));
    expect(solved).toEqual({ mark: 'solved', elapsedMs: 192_400 });
    expect(progressText(solved!)).toBe('Solved 3:12');
    const revealed = progressOf(JSON.stringify({ state: {}, elapsedMs: 5000, solved: false, mistakes: 1, revealed: true }));
    expect(progressText(revealed!)).toBe('Answer shown');
    const started = progressOf(JSON.stringify({ state: {}, elapsedMs: 5000, solved: false, mistakes: 0 }));
    expect(progressText(started!)).toBe('In progress');
    expect(progressText({ mark: 'solved' })).toBe('Solved');
    expect(progressText({ mark: 'solved', elapsedMs: 75 * 60_000 })).toBe('Solved 75:00');
  });

  it('shows nothing for nothing stored, damaged values, or storage that refuses', () => {
    for (const text of [null, '', 'not json', 'null', '3', '[]']) expect(progressOf(text), String(text)).toBeNull();
    expect(progressOf(JSON.stringify({ solved: true, elapsedMs: 'soon' }))).toEqual({ mark: 'solved' });
    const refusing = {
      getItem(): string | null {
        throw new Error('SecurityError');
      },
    };
    expect(readProgress(refusing, 'a')).toBeNull();
    expect(readProgress(null, 'a')).toBeNull();
    const stored = new Map([[progressKey('a'), JSON.stringify({ solved: false })]]);
    expect(readProgress({ getItem: (key) => stored.get(key) ?? null }, 'a')).toEqual({ mark: 'started' });
    expect(progressKey('a')).toBe('puzzlebook:play:a');
  });
});

describe('picking a random puzzle', () => {
  const puzzles = [
    { id: 'a', kind: 'numbrix', difficulty: 'easy' },
    { id: 'b', kind: 'numbrix', difficulty: 'hard' },
    { id: 'c', kind: 'countdown', difficulty: 'easy' },
  ];
  const none = () => false;
  // Every value Math.random can give, in effect: its ends and between.
  const randoms = [0, 0.2, 0.5, 0.99, 0.999_999_999];

  it('narrows by kind and difficulty, and covers every match', () => {
    const seen = (filters: { kind?: string; difficulty?: string }) => new Set(randoms.map((r) => pickPuzzle(puzzles, filters, none, () => r)?.id));
    expect(seen({})).toEqual(new Set(['a', 'b', 'c']));
    expect(seen({ kind: 'numbrix' })).toEqual(new Set(['a', 'b']));
    expect(seen({ difficulty: 'easy' })).toEqual(new Set(['a', 'c']));
    expect(seen({ kind: 'numbrix', difficulty: 'hard' })).toEqual(new Set(['b']));
    expect(pickPuzzle(puzzles, { kind: 'nonesuch' }, none, Math.random)).toBeNull();
  });

  it('skips solved puzzles, unless every match is solved', () => {
    for (const r of randoms) expect(pickPuzzle(puzzles, {}, (id) => id !== 'b', () => r)?.id).toBe('b');
    const all = new Set(randoms.map((r) => pickPuzzle(puzzles, { kind: 'numbrix' }, () => true, () => r)?.id));
    expect(all).toEqual(new Set(['a', 'b']));
  });
});
