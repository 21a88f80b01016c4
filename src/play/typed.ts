/**
 * What digit boxes make of what is typed, apart from the page (digits.ts), so tests compute it:
 * the pad pencil marks are set in, and the number a box's text holds.
 */

/**
 * The pad pencil marks are set in, by the digits a box takes: 1 to 9 (a Sudoku's) a 3×3 with
 * no row for 0, so a smaller box still keeps each in its place; 1 to 12 four across and three
 * down, 1 to 16 four by four, as those grids' boxes are, where a box is large enough (game.css). Others run in order.
 */
export function padOf(digits: readonly number[]): 'nine' | 'twelve' | 'sixteen' | null {
  if (digits.some((d) => d < 1)) return null;
  const high = Math.max(...digits);
  return high <= 9 ? 'nine' : high <= 12 ? 'twelve' : high <= 16 ? 'sixteen' : null;
}

/** The number typed last in a box's text (a phone's keyboard, a paste): two digits where they make one allowed, else the last digit allowed. */
export function lastNumber(text: string, allowed: ReadonlySet<number>): number | null {
  const digits = text.replace(/[^0-9]/g, '');
  for (let i = digits.length - 1; i >= 0; i--) {
    const two = i > 0 ? Number(digits.slice(i - 1, i + 1)) : NaN;
    if (two > 9 && allowed.has(two)) return two;
    if (allowed.has(Number(digits[i]))) return Number(digits[i]);
  }
  return null;
}
