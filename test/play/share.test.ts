/**
 * The finish's shared picture (src/play/share.ts `solvePicture`): the band as a meter of four
 * over the solve's five squares, a hint yellow and a mistake red, the rest green; a count past
 * five said as `+n`; squares and nothing else, so nothing of the answer can be read from it. The
 * browser test (test/site/play/share.test.ts) shares it from a finished page.
 */
import { describe, expect, it } from 'vitest';

describe('the shared picture of a solve', () => {
  it('is the band’s meter over one square for each hint and mistake, the rest green, and nothing else', async () => {
    // Loaded as the page loads it (the module holds the Share button too, which needs the DOM only when made).
    const { solvePicture } = (await import(new URL('../../src/play/share.ts', import.meta.url).href)) as { solvePicture(band: string | undefined, hints: number, mistakes: number): string };
    expect(solvePicture('easy', 0, 0)).toBe('🟪⬜⬜⬜\n🟩🟩🟩🟩🟩');
    expect(solvePicture('hard', 1, 0)).toBe('🟪🟪🟪⬜\n🟨🟩🟩🟩🟩');
    expect(solvePicture('expert', 2, 1)).toBe('🟪🟪🟪🟪\n🟨🟨🟥🟩🟩');
    expect(solvePicture('medium', 4, 3)).toBe('🟪🟪⬜⬜\n🟨🟨🟨🟨🟥 +2');
    expect(solvePicture(undefined, 0, 1)).toBe('🟥🟩🟩🟩🟩');
    // Squares, a line break, and a count past five: no other digit, letter or sign.
    for (const [band, hints, wrong] of [['easy', 9, 9], ['medium', 0, 3], ['hard', 5, 0]] as const) {
      expect(solvePicture(band, hints, wrong).replace(/ \+\d+$/, '')).toMatch(/^[🟪⬜]{4}\n[🟨🟥🟩]{5}$/u);
    }
  });
});
