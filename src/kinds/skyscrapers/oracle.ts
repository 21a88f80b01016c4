import type { Oracle } from '../../engine/oracle.ts';
import { givensOf, type SkyscrapersPuzzle, type SkyscrapersSolution } from './schema.ts';

/** Every filling of the cells, row by row, each height tried where its row and column before do not have it; kept where every clue counts what it sees. */
export const oracle: Oracle<SkyscrapersPuzzle, SkyscrapersSolution> = (p, cap = Infinity) => {
  const { size } = p;
  const grid = givensOf(p).map((row) => [...row]);
  const out: SkyscrapersSolution[] = [];
  const seen = (line: number[]) => line.filter((h, i) => line.slice(0, i).every((b) => b < h)).length;
  const column = (c: number) => grid.map((row) => row[c]!);
  const keeps = () =>
    grid.every((row, r) => (!p.left[r] || seen(row) === p.left[r]) && (!p.right[r] || seen(row.toReversed()) === p.right[r])) &&
    grid[0]!.every((_, c) => (!p.top[c] || seen(column(c)) === p.top[c]) && (!p.bottom[c] || seen(column(c).toReversed()) === p.bottom[c]));
  const go = (i: number): void => {
    if (out.length >= cap) return;
    if (i === size * size) {
      if (keeps()) out.push({ grid: grid.map((row) => [...row]) });
      return;
    }
    const [r, c] = [Math.floor(i / size), i % size];
    const given = givensOf(p)[r]![c]!;
    for (let v = 1; v <= size; v++) {
      if (given && v !== given) continue;
      if (grid[r]!.some((x, j) => j !== c && x === v && (j < c || givensOf(p)[r]![j])) || grid.some((row, k) => k !== r && row[c] === v && (k < r || givensOf(p)[k]![c]))) continue;
      grid[r]![c] = v;
      // A row filled is held to its clues before the next is tried.
      const row = grid[r]!;
      if (c === size - 1 && ((p.left[r] && seen(row) !== p.left[r]) || (p.right[r] && seen(row.toReversed()) !== p.right[r]))) continue;
      go(i + 1);
    }
    grid[r]![c] = given;
  };
  go(0);
  return out;
};
