/**
 * Word Search's game without the DOM (play.ts): a line between two tapped letters, the word of
 * the list it is either way round, a stored game read back as hostile, and the hints a game
 * is given word by word to the last.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/random.ts';
import { kind } from '../../../src/kinds/word-search/index.ts';
import { answerCells, lineOf, restoreState, snapEnd, startState, takeHint, wordOn, wordSearchHint } from '../../../src/kinds/word-search/play.ts';

const { puzzle, solution } = kind.generate(new Rng('test/word-search/play'), kind.options.parse({}), 'expert')!;
const answer = answerCells(puzzle, solution);

describe('a game of word search', () => {
  it('reads the line between two letters, straight or diagonal, and finds its word either way round', () => {
    expect(lineOf(puzzle, 0, 0, 0, 3)).toEqual([0, 1, 2, 3]);
    expect(lineOf(puzzle, 2, 2, 0, 0)).toEqual([2 * puzzle.cols + 2, puzzle.cols + 1, 0]);
    expect(lineOf(puzzle, 0, 0, 1, 2)).toBeNull();
    expect(lineOf(puzzle, 3, 3, 3, 3)).toBeNull();
    answer.forEach((cells, i) => {
      expect(wordOn(cells, answer)).toBe(i);
      expect(wordOn([...cells].reverse(), answer)).toBe(i);
      expect(wordOn(cells.slice(1), answer)).toBe(-1);
    });
  });

  it('snaps a drawn line to the nearest of the eight directions, as far as the pointer reaches, inside the grid', () => {
    const grid = { rows: 10, cols: 10 };
    // Still on its first letter: the line is that letter.
    expect(snapEnd(grid, 4, 4, 0.3, -0.2)).toEqual([4, 4]);
    // Across, a little off the row: across; three and a half letters on: four.
    expect(snapEnd(grid, 4, 4, 3.6, 0.4)).toEqual([4, 8]);
    expect(snapEnd(grid, 4, 4, -2.2, -0.3)).toEqual([4, 2]);
    expect(snapEnd(grid, 4, 4, 0.2, 3)).toEqual([7, 4]);
    // Nearer a diagonal than either side of it: the diagonal, each step a row and a column.
    expect(snapEnd(grid, 4, 4, 2.1, 1.7)).toEqual([6, 6]);
    expect(snapEnd(grid, 4, 4, 1.9, -2.2)).toEqual([2, 6]);
    expect(snapEnd(grid, 4, 4, -3, 2.8)).toEqual([7, 1]);
    // Past the grid's edge: the line stops at the last letter inside.
    expect(snapEnd(grid, 4, 4, 9, 0)).toEqual([4, 9]);
    expect(snapEnd(grid, 1, 8, 5, -5)).toEqual([0, 9]);
  });

  it('reads back a stored game only as play writes it', () => {
    expect(restoreState(puzzle, { mistakes: 0, found: [3, 1] })).toEqual({ mistakes: 0, found: [1, 3] });
    for (const bad of [null, [], { mistakes: 0 }, { mistakes: -1, found: [] }, { mistakes: 0, found: [puzzle.words.length] }, { mistakes: 0, found: [1, 1] }, { mistakes: 0, found: '1' }]) {
      expect(restoreState(puzzle, bad), JSON.stringify(bad)).toBeNull();
    }
  });

  it('hints each next word, where it starts and the way it runs, to the last', () => {
    let state = startState();
    for (let n = 0; n < puzzle.words.length; n++) {
      const hint = wordSearchHint(puzzle, solution, state);
      expect(hint.type).toBe('step');
      if (hint.type !== 'step') return;
      const i = hint.place[0]!.cell - puzzle.rows * puzzle.cols;
      expect(state.found).not.toContain(i);
      expect(hint.say).toContain(puzzle.words[i]);
      // Its cells: the word's letters, and its place in the list.
      expect(hint.cells.filter((c) => c < puzzle.rows * puzzle.cols).sort((a, b) => a - b)).toEqual([...answer[i]!].sort((a, b) => a - b));
      state = takeHint(puzzle, state, hint);
    }
    expect(state.found).toEqual(puzzle.words.map((_, i) => i));
    expect(wordSearchHint(puzzle, solution, state)).toEqual({ type: 'done' });
  });
});
