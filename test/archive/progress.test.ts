import { describe, expect, it } from 'vitest';
import { progressKey } from '../../src/play/saved.ts';
import { progressOf, progressText, readProgress } from '../../src/site/lib/progress.ts';

// What the listings and the random page read of the player's stored progress (src/site/lib/progress.ts); the random page's pick is test/archive/random.test.ts.
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
