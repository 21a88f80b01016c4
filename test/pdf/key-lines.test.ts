// Issue 85: the worked key broke 114 lines of the 6×9 ramp inside a sum ("3 ×" then "4"). A
// key step's words are broken by hand (key-lines.ts): an expression is one run no line breaks
// inside, where the column holds it; a sign never opens a line; a paragraph never ends on a runt.
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../../src/book/language.ts';
import { breakLines, unitsOf, widestUnit } from '../../src/pdf/key-lines.ts';
import { metricsOf } from '../../src/pdf/document.ts';

const metrics = metricsOf('noto');
const at7 = (line: string) => metrics.widthOf(line, 7);
/** Signs of arithmetic, which hold the words on both their sides. */
const SIGNS = new Set(['=', '+', '−', '-', '×', '÷', '<', '>', '≤', '≥', '≠']);

/** Whether `lines` part an expression: a line ending on a sign, or opening on one. */
const parted = (lines: readonly string[]) => lines.some((line, i) => (i + 1 < lines.length && SIGNS.has(line.split(' ').at(-1)!)) || SIGNS.has(line.split(' ')[0]!));

// Key steps of the 6×9 ramp, as the kinds word them.
const STEPS = [
  'Key step (1 of 41): Cage with one combination. The 72× cage at row 3, column 1 can only be 3 × 4 × 6: cross the other digits off its cells, 1, 2 and 5 off row 3, column 1; 1, 2 and 5 off row 3, column 2.',
  'Key step (28 of 55): Combinations of a run. The across run of 26 from row 4, column 2 can be made as 2 + 7 + 8 + 9, 3 + 6 + 8 + 9, 4 + 5 + 8 + 9, 4 + 6 + 7 + 9 or 5 + 6 + 7 + 8 with the digits its squares can still hold.',
  'Key step (1 of 1): Straight there: 50 × 9 = 450, the target.',
  'Key step (3 of 4): Closer: 100 + 4 = 104, 104 × 6 = 624, 624 − 25 = 599, then 599 + 1 = 600, the target.',
];

describe('a key step broken into lines', () => {
  it.each([70, 85, 100, 105, 120, 160])('never parts an expression in a column %d pt wide, and keeps every word', (width) => {
    for (const step of STEPS) {
      const lines = breakLines(step, width, at7);
      expect(parted(lines), lines.join(' / ')).toBe(false);
      expect(lines.join(' ')).toBe(step);
      for (const line of lines) expect(at7(line)).toBeLessThanOrEqual(width);
    }
  });

  it('holds a sum as one run, its comma and a following "or" with it', () => {
    expect(unitsOf('can be 2 + 7 + 8 + 9, 3 + 6 or 5 + 4 given').map((u) => u.text)).toEqual(['can', 'be', '2 + 7 + 8 + 9,', '3 + 6 or', '5 + 4', 'given']);
    expect(unitsOf('50 × 9 = 450, the target.').map((u) => u.text)).toEqual(['50 × 9 = 450,', 'the', 'target.']);
    // A chain's arrow never opens a line, but a chain may break after one.
    expect(unitsOf('9000 › 450 › 93').map((u) => u.text)).toEqual(['9000 ›', '450 ›', '93']);
    expect(widestUnit('it is 1 + 2 + 3 + 4 + 5 now', at7)).toBe(at7('1 + 2 + 3 + 4 + 5'));
  });

  it('parts an expression wider than the column only after a sign, never inside a word', () => {
    const lines = breakLines('so 1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 = 45 there', 40, at7);
    expect(lines.join(' ')).toBe('so 1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 = 45 there');
    for (const line of lines) expect(SIGNS.has(line.split(' ')[0]!), line).toBe(false);
    for (const line of lines) expect(at7(line)).toBeLessThanOrEqual(40);
  });

  it('holds "or" in the language of the book with the word before it', () =>
    inLanguage('de', () => {
      const lines = breakLines('die Zellen können 1 oder 2 oder 3 sein, und 4 + 5 = 9 bleibt', 55, at7);
      for (const line of lines) expect(line.split(' ')[0]).not.toBe('oder');
      expect(parted(lines)).toBe(false);
    }));
});
