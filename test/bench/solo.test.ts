// Tatham's Solo game IDs read as puzzle lines (bench/solo.ts): what the bench grades of Solo's
// puzzles and the peers' fixture (test/fixtures/sudoku-peers.json) keeps.
import { describe, expect, it } from 'vitest';
import { soloLine } from '../../bench/solo.ts';

describe('soloLine', () => {
  it('reads letters as runs of empty cells, digits as givens, and passes over the `_` between two givens', () => {
    // Solo's own (3x3de), read by hand: 6 1, then g (7 empty), 7, b (2), 9, a (1), 3, b, 2, d (4), 1 4, …
    const id = '3x3:6_1g7b9a3b2d1_4b7a7b9b2_3a6e7a1_8b5b4a5b1_7d9b6a2b1g6_9';
    expect(soloLine(id)).toBe('61.......7..9.3..2....14..7.7..9..23.6.....7.18..5..4.5..17....9..6.2..1.......69');
    // z is 26; a run past it is several letters.
    expect(soloLine('3x3:zzzc')).toBe('.'.repeat(81));
    expect(soloLine(`3x3:5_9${'y'.repeat(3)}d`)).toBe(`59${'.'.repeat(79)}`);
  });

  it('refuses what is not a plain 9×9 of 81 cells, naming why', () => {
    expect(() => soloLine('2x2:zzzc')).toThrow(/not a plain 9×9/);
    expect(() => soloLine('3x3:zzzc,abc')).toThrow(/not a plain 9×9/);
    expect(() => soloLine('3x3:zzzb')).toThrow(/80 cells, not 81/);
    expect(() => soloLine('3x3:zzzb0')).toThrow(/"0" .* neither/);
    expect(() => soloLine('3x3:zzzb10')).toThrow(/"10" .* neither/);
  });
});
