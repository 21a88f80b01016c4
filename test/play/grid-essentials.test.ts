import { describe, expect, it } from 'vitest';
import { rules as kakuro } from '../../src/kinds/kakuro/play.ts';
import { rules } from '../../src/kinds/sudoku/play.ts';
import type { SudokuPuzzle } from '../../src/kinds/sudoku/schema.ts';
import { candidatesOf, digitsLeft, type GridState, peersOf, placed, startGrid } from '../../src/play/grid.ts';

// What the grid player computes for the Sudoku-app essentials (issue 89), apart from the page:
// each cell's peers, a digit written rubbing its mark out of every cell that sees it, each empty
// cell's candidates, and how many of each digit are left. Judged here from the rules of a 4×4
// Sudoku written out by hand (row, column, 2×2 box), not from the kit's groups.
const puzzle: SudokuPuzzle = {
  size: 4,
  box: [2, 2],
  givens: [
    [1, 0, 0, 0],
    [0, 0, 3, 0],
    [0, 4, 0, 0],
    [0, 0, 0, 2],
  ],
};
const seen = (a: [number, number], b: [number, number]) =>
  (a[0] !== b[0] || a[1] !== b[1]) && (a[0] === b[0] || a[1] === b[1] || (Math.floor(a[0] / 2) === Math.floor(b[0] / 2) && Math.floor(a[1] / 2) === Math.floor(b[1] / 2)));
const all: [number, number][] = Array.from({ length: 16 }, (_, i) => [Math.floor(i / 4), i % 4]);

describe('the grid player’s essentials, pure', () => {
  it('a cell’s peers are the cells of its row, column and box, itself not among them', () => {
    const peers = peersOf(rules, puzzle);
    for (const a of all) {
      const want = all.filter((b) => seen(a, b)).map((b) => b.join('-'));
      expect([...peers.get(a.join('-'))!].sort(), a.join('-')).toEqual(want.sort());
    }
  });

  it('a digit written takes its pencil mark from every cell that sees it, and only that mark; erasing takes none', () => {
    const peers = peersOf(rules, puzzle);
    const notes: Record<string, number[]> = { '0-1': [2, 3], '0-3': [2, 4], '1-1': [2], '2-2': [2, 1], '3-0': [2, 3], '1-0': [2, 4] };
    const state: GridState = { ...startGrid(rules, puzzle), notes };
    const after = placed(state, 0, 2, 2, peers);
    expect(after.entries[0]![2]).toBe(2);
    // Its row's (0-1, 0-3) and its column's (2-2) lose their 2s; 1-1, 1-0 and 3-0 do not see it and keep theirs.
    for (const [key, marks] of Object.entries(notes)) {
      const [r, c] = key.split('-').map(Number) as [number, number];
      expect(after.notes[key], key).toEqual(seen([0, 2], [r, c]) ? marks.filter((d) => d !== 2) : marks);
    }
    // The state before is not touched (undo goes back to it).
    expect(state.notes['0-1']).toEqual([2, 3]);
    expect(state.entries[0]![2]).toBeNull();
    expect(placed(after, 0, 2, null, peers).notes).toEqual(after.notes);
  });

  it('an empty cell’s candidates are the digits nothing it sees holds, printed or written; a filled cell has none', () => {
    const peers = peersOf(rules, puzzle);
    const state = placed(startGrid(rules, puzzle), 1, 0, 4, peers);
    const board = puzzle.givens.map((row, r) => row.map((v, c) => v || state.entries[r]![c] || 0));
    const got = candidatesOf(rules, puzzle, state, peers);
    for (const [r, c] of all) {
      const key = `${r}-${c}`;
      if (board[r]![c]) expect(got[key], key).toBeUndefined();
      else expect(got[key], key).toEqual([1, 2, 3, 4].filter((d) => !all.some((b) => seen([r, c], b) && board[b[0]]![b[1]] === d)));
    }
    expect(got['1-1']).toEqual([2]);
  });

  it('each digit left is the size less those on the board, right or wrong; a kind without a fixed count has none', () => {
    const peers = peersOf(rules, puzzle);
    let state = startGrid(rules, puzzle);
    expect([...digitsLeft(rules, puzzle, state)!]).toEqual([[1, 3], [2, 3], [3, 3], [4, 3]]);
    state = placed(placed(state, 0, 1, 2, peers), 1, 0, 2, peers);
    expect(digitsLeft(rules, puzzle, state)!.get(2)).toBe(1);
    state = placed(state, 2, 0, 2, peers);
    state = placed(state, 2, 2, 2, peers);
    // Five 2s on a 4×4 (one wrong): none left, never fewer.
    expect(digitsLeft(rules, puzzle, state)!.get(2)).toBe(0);
    expect(kakuro.perDigit).toBeUndefined();
  });
});
