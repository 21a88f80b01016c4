import type { Oracle } from '../../engine/oracle.ts';
import { givensOf, type SkyscrapersPuzzle, type SkyscrapersSolution } from './schema.ts';

/** Every filling of the cells, row by row, each height tried where its row and column before do not have it; kept where every clue counts what it sees. */
export const oracle: Oracle<SkyscrapersPuzzle, SkyscrapersSolution> = (p, cap = Infinity) => {
  const { size } = p;
  const printed = givensOf(p);
  const grid = printed.map((row) => [...row]);
  const out: SkyscrapersSolution[] = [];
  const seen = (line: number[]) => line.filter((h, i) => line.slice(0, i).every((b) => b < h)).length;
  // A line keeps its clues a and b (0: none) when a counts what it shows from its start and b from its end.
  const fits = (line: number[], a = 0, b = 0) => (!a || seen(line) === a) && (!b || seen(line.toReversed()) === b);
  const keeps = () => grid[0]!.every((_, c) => fits(grid.map((row) => row[c]!), p.top[c], p.bottom[c]));
  const go = (i: number): void => {
    if (out.length >= cap) return;
    if (i === size * size) return void (keeps() && out.push({ grid: grid.map((row) => [...row]) }));
    const [r, c] = [Math.floor(i / size), i % size];
    const given = printed[r]![c]!;
    for (let v = 1; v <= size; v++) {
      // A height its row or column holds already, filled before or printed, is not tried.
      if ((given && v !== given) || grid[r]!.some((x, j) => j !== c && x === v && (j < c || printed[r]![j])) || grid.some((row, k) => k !== r && row[c] === v && (k < r || printed[k]![c]))) continue;
      grid[r]![c] = v;
      // A row filled is held to its clues before the next is tried; the columns at the end.
      if (c < size - 1 || fits(grid[r]!, p.left[r], p.right[r])) go(i + 1);
    }
    grid[r]![c] = given;
  };
  go(0);
  return out;
};
