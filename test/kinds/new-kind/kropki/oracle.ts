import type { Oracle } from '../../engine/oracle.ts';
import type { KropkiPuzzle, KropkiSolution } from './schema.ts';

/**
 * Every filling of the grid, cell by cell, each digit tried where its row and column do not
 * have it yet, and given up where a dot between two filled cells breaks; a full grid kept where
 * every row, column and dot holds. From the rules alone, sharing no code with the kind.
 */
export const oracle: Oracle<KropkiPuzzle, KropkiSolution> = (p, cap = Infinity) => {
  const { size } = p;
  const grid = p.givens.map((row) => [...row]);
  const out: KropkiSolution[] = [];
  const at = ([r, c]: [number, number]) => grid[r]![c]!;
  const white = (x: number, y: number) => Math.abs(x - y) === 1;
  const black = (x: number, y: number) => x === 2 * y || y === 2 * x;
  const dotsHold = () =>
    p.white.every(([a, b]) => !at(a) || !at(b) || white(at(a), at(b))) && p.black.every(([a, b]) => !at(a) || !at(b) || black(at(a), at(b)));
  const latin = () => grid.every((row, r) => row.every((v, c) => row.indexOf(v) === c && grid.findIndex((other) => other[c] === v) === r));
  const go = (i: number): void => {
    if (out.length >= cap || !dotsHold()) return;
    if (i === size * size) {
      if (latin()) out.push({ grid: grid.map((row) => [...row]) });
      return;
    }
    const [r, c] = [Math.floor(i / size), i % size];
    if (p.givens[r]![c]) return go(i + 1);
    for (let v = 1; v <= size; v++) {
      if (grid[r]!.includes(v) || grid.some((row) => row[c] === v)) continue;
      grid[r]![c] = v;
      go(i + 1);
      grid[r]![c] = 0;
    }
  };
  go(0);
  return out;
};
