/**
 * The eight directions a word may read in a letter grid, as the record names them (`E` = left
 * to right, `W` = backwards), each a step in rows and columns.
 */
export const DIRECTIONS = ['E', 'SE', 'S', 'SW', 'W', 'NW', 'N', 'NE'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** Row and column steps of each direction, by its index in `DIRECTIONS`. */
export const DR: readonly number[] = [0, 1, 1, 1, 0, -1, -1, -1];
export const DC: readonly number[] = [1, 1, 0, -1, -1, -1, 0, 1];

/** The index of a direction in `DIRECTIONS`; its reverse is four on. */
export const dirIndex = (dir: Direction): number => DIRECTIONS.indexOf(dir);
export const reverseOf = (d: number): number => (d + 4) % 8;

/**
 * How hard a direction is to see, as people read a grid: along a line forwards (across and
 * down), diagonally forwards, backwards along a line, backwards diagonally. A word-search
 * ladder's level is the class of the hardest direction a puzzle needs.
 */
export const DIRECTION_CLASS: Readonly<Record<Direction, 1 | 2 | 3 | 4>> = { E: 1, S: 1, SE: 2, NE: 2, W: 3, N: 3, NW: 4, SW: 4 };

/** The directions of classes up to `level`, in `DIRECTIONS` order. */
export const directionsUpTo = (level: number): Direction[] => DIRECTIONS.filter((d) => DIRECTION_CLASS[d] <= level);

/** How many cells a word of `length` letters from (row, col) in direction d stays inside a rows × cols grid. */
export function fits(rows: number, cols: number, row: number, col: number, d: number, length: number): boolean {
  const endR = row + DR[d]! * (length - 1);
  const endC = col + DC[d]! * (length - 1);
  return endR >= 0 && endR < rows && endC >= 0 && endC < cols;
}
