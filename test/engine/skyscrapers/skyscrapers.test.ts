/**
 * Skyscrapers, a kind on the grid kit with a constraint of its own (a clued line, `Skyline`):
 * the rule of what a line shows; a size's lines made once; a line's listing said; Tatham's
 * Towers' puzzles read and solved to the answer the oracle finds; the answer check and the
 * text form. The line's fillings against every permutation, the kit's counter against a plain
 * backtracking counter (plain.ts) on random partial grids, each technique sound step by step
 * on random puzzles, the clues a solve reads all it needs, each band made and the medians
 * rising are bands.matrix.test.ts's.
 */
import { describe, expect, it } from 'vitest';
import { digitsOf } from '../../../src/engine/grid/bits.ts';
import { Board } from '../../../src/engine/grid/board.ts';
import { climbBoard } from '../../../src/engine/grid/ladder.ts';
import { Rng } from '../../../src/engine/random.ts';
import { towersPuzzle } from '../../../src/kinds/skyscrapers/bench.ts';
import { kind as skyscrapers } from '../../../src/kinds/skyscrapers/index.ts';
import { oracle } from '../../../src/kinds/skyscrapers/oracle.ts';
import type { SkyscrapersPuzzle } from '../../../src/kinds/skyscrapers/schema.ts';
import { seenFrom } from '../../../src/kinds/skyscrapers/skyline.ts';
import { RUNGS, shapeFor } from '../../../src/kinds/skyscrapers/steps.ts';

describe('a clued line (Skyline)', () => {
  it('counts what is seen as the rule says', () => {
    expect(seenFrom([1, 2, 3, 4, 5])).toBe(5);
    expect(seenFrom([5, 1, 2, 3, 4])).toBe(1);
    expect(seenFrom([2, 1, 4, 3, 5])).toBe(3);
  });
});

describe('its techniques, step by step', () => {
  it('makes a size\'s rows and columns, and each clued line, once: two puzzles\' shapes share them', () => {
    const [a, b] = [{ size: 5, top: [2, 0, 0, 0, 0], bottom: [0, 0, 0, 0, 0], left: [0, 0, 0, 0, 0], right: [0, 3, 0, 0, 0] }, { size: 5, top: [2, 0, 0, 1, 0], bottom: [0, 0, 0, 0, 0], left: [0, 0, 0, 0, 0], right: [0, 0, 0, 0, 0] }];
    const [x, y] = [shapeFor(a), shapeFor(b)];
    expect(x.peers).toBe(y.peers);
    // Column 1, seen 2 from the top, in both (after row 2 in the first).
    expect(x.constraints[1]).toBe(y.constraints[0]);
    expect(x.constraints).toHaveLength(2);
  });

  it('says a line\'s listing with its count, where its clues look from and what it crosses off', () => {
    // 4×4: 2 from the left of row 1 and 3 from its right; the tallest stands in column 2 or 3.
    const p: SkyscrapersPuzzle = { size: 4, top: [0, 0, 0, 0], bottom: [0, 0, 0, 0], left: [2, 0, 0, 0], right: [3, 0, 0, 0] };
    const board = new Board(shapeFor(p)).reset(new Array(16).fill(0));
    const log = climbBoard(board, RUNGS, 2, true);
    const pair = log.steps.find((s) => s.technique === 'clue-pair')!;
    expect(pair.say).toBe('The clues of row 1 see 2 and 3 buildings, and its tallest, 4, stands only where as many can show on each side of it: cross 4 off row 1, column 1, 4 off row 1, column 3 and 4 off row 1, column 4.');
    expect(digitsOf(board.cand[1]!)).toEqual([4]);
  });
});

describe("Tatham's Towers read by our grader", () => {
  // Game IDs from `sgt-towers --generate 1 5dh`, `4de` and `6dx`: four sides' clues (top, bottom, left, right), then the printed heights.
  it.each([
    [5, '//3/2///4///2/2//////3/1//,x2', 'hard'],
    [4, '2/3/1/2/3/2/2/1/3/1/2/3/2/3/3/1', 'easy'],
    [6, '//3//2/3/3//2/3//3/3//4//2///3///2/3,e2zd', 'extreme'],
  ])('size %i, %s (Towers %s): one answer (the oracle\'s to 5×5); our steps reach it where our ladder solves it', (size, desc, level) => {
    const puzzle = towersPuzzle(size, desc);
    const found = skyscrapers.solve(puzzle, 2).solutions;
    expect(found).toHaveLength(1);
    // The oracle takes half a minute at 6×6; the counter is held to plain backtracking above.
    if (size <= 5) expect(oracle(puzzle, 2)).toEqual(found);
    const grade = skyscrapers.regrade(puzzle);
    // Towers' extreme may ask more than our ladder knows (its forcing chains): then graded in no band, never guessed.
    if (level !== 'extreme') expect(grade).not.toBeNull();
    if (grade) expect(skyscrapers.stepper.reach(puzzle, skyscrapers.stepper.steps(puzzle, grade.level).steps)).toEqual(found[0]);
  });

  it('reads the clues and run-length heights of a game ID', () => {
    const p = towersPuzzle(5, '//3/2///4///2/2//////3/1//,x2');
    expect(p.top).toEqual([0, 0, 3, 2, 0]);
    expect(p.bottom).toEqual([0, 4, 0, 0, 2]);
    expect(p.left).toEqual([2, 0, 0, 0, 0]);
    expect(p.right).toEqual([0, 3, 1, 0, 0]);
    expect(p.givens!.flat().findIndex((v) => v > 0)).toBe(24);
    expect(p.givens![4]![4]).toBe(2);
  });
});

describe('its answer check and text', () => {
  const made = skyscrapers.generate(new Rng('test/skyscrapers/5/easy/1'), skyscrapers.options.parse({ size: 5 }), 'easy')!;
  it('names a clue not kept, a repeat and a printed height changed', () => {
    const { puzzle, solution } = made;
    const swapped = solution.grid.map((row) => [...row]);
    // Two columns of the answer swapped: rows keep their heights once, some clue now counts otherwise.
    for (const row of swapped) [row[0], row[4]] = [row[4]!, row[0]!];
    const wrong = skyscrapers.mistake({ ...puzzle, givens: undefined }, { grid: swapped });
    expect(wrong?.says).toBe('seen');
    const twice = solution.grid.map((row, r) => (r === 0 ? [row[1]!, ...row.slice(1)] : row));
    expect(skyscrapers.mistake(puzzle, { grid: twice })?.says).toMatch(/repeats|given/);
    expect(skyscrapers.mistake(puzzle, { grid: solution.grid.slice(1) })?.says).toBe('size');
  });

  it('writes the grid as Towers does: the clues round it, dots for the empty cells', () => {
    const text = skyscrapers.text(made.puzzle).split('\n');
    expect(text).toHaveLength(7);
    expect(text[1]).toMatch(/^[ 1-5] [.1-5]( [.1-5]){4}( [1-5])?$/);
  });
});
