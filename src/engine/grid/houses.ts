/**
 * A boxed grid's rows, columns and boxes as the rules name them, each a list of [row, column]:
 * what Sudoku's and Killer Sudoku's answer checks and players read (boxes `w` columns by `h` rows,
 * numbered in reading order).
 */
export function boxedHouses({ size, box: [w, h] }: { size: number; box: readonly [number, number] }): { where: 'row' | 'column' | 'box'; n: number; cells: [number, number][] }[] {
  const line = (f: (i: number) => [number, number]) => Array.from({ length: size }, (_, i) => f(i));
  return Array.from({ length: size }, (_, n) => [
    { where: 'row' as const, n: n + 1, cells: line((i) => [n, i]) },
    { where: 'column' as const, n: n + 1, cells: line((i) => [i, n]) },
    { where: 'box' as const, n: n + 1, cells: line((i) => [Math.floor(n / (size / w)) * h + Math.floor(i / w), (n % (size / w)) * w + (i % w)]) },
  ]).flat();
}
