import { describe, expect, it } from 'vitest';
import { lastNumber } from '../../src/play/typed.ts';

// What a box takes from typing that comes as text (a phone's own keyboard, a paste): the last
// number in it, two digits where they make one the box takes (a 16×16's 10 to 16), else the
// last digit it takes.
describe('lastNumber', () => {
  const upTo = (n: number) => new Set(Array.from({ length: n }, (_, i) => i + 1));
  it('two digits that make a number past 9 the box takes are that number; else the last digit taken', () => {
    expect(lastNumber('16', upTo(16))).toBe(16);
    expect(lastNumber('516', upTo(16))).toBe(16);
    expect(lastNumber('17', upTo(16))).toBe(7);
    expect(lastNumber('13', upTo(12))).toBe(3);
    expect(lastNumber('1', upTo(16))).toBe(1);
    expect(lastNumber('12', upTo(9))).toBe(2);
    expect(lastNumber('a10b', upTo(16))).toBe(10);
    expect(lastNumber('0', upTo(9))).toBeNull();
    expect(lastNumber('x', upTo(16))).toBeNull();
  });
});
