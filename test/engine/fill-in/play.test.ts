// Fill-In's game without the DOM (play.ts on the play kit's slot game): the starter's letters on
// the board from the start and never written over or rubbed out, typing passing over them, a
// stored game read back as hostile, the verdict, and hints word by word to the last.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/random.ts';
import { kind } from '../../../src/kinds/fill-in/index.ts';
import { game, rules, slotSaid } from '../../../src/kinds/fill-in/play.ts';

const made = kind.generate(new Rng('fill-in/play'), kind.options.parse({}), 'easy')!;
const { puzzle, solution } = made;
const given = rules.given!(puzzle);

describe('a game of Fill-In', () => {
  it('starts with the starter printed, and keeps it: a letter typed there is no move, nor is rubbing it out', () => {
    expect(given.size).toBeGreaterThan(2);
    const start = game.startState(puzzle);
    for (const [cell, letter] of given) {
      expect(game.letterAt(puzzle, start, cell)).toBe(letter);
      expect(game.written(puzzle, start, cell, letter === 'A' ? 'B' : 'A')).toBeNull();
      expect(game.written(puzzle, start, cell, null)).toBeNull();
    }
    // The first square to write is not a printed one.
    expect(given.has(game.firstCursor(puzzle).cell)).toBe(false);
    // A stored game that rubbed a printed letter out is refused.
    const [cell] = [...given.keys()];
    const tampered = { ...start, letters: start.letters.map((row) => [...row]) };
    tampered.letters[Math.floor(cell! / puzzle.cols)]![cell! % puzzle.cols] = null;
    expect(game.restoreState(puzzle, JSON.parse(JSON.stringify(tampered)))).toBeNull();
    expect(game.restoreState(puzzle, JSON.parse(JSON.stringify(start)))).toEqual(start);
  });

  it('says the slot being written by its number, way and squares', () => {
    expect(slotSaid(puzzle, 0)).toMatch(/^1 (across|down): \d+ squares$/);
  });

  it('is solved by hints alone, word by word, each a step of the ladder, the last one the answer', () => {
    let state = game.startState(puzzle);
    let hints = 0;
    while (!game.verdict(puzzle, solution, state).solved) {
      const hint = game.hint(puzzle, solution, state);
      expect(hint.type).toBe('step');
      state = game.takeHint(puzzle, state, hint);
      expect(++hints).toBeLessThanOrEqual(puzzle.words.length);
    }
    expect(game.wrongCells(puzzle, solution, state)).toEqual([]);
    expect(game.listStruck(puzzle, state).every(Boolean)).toBe(true);
  });

  it('tells a full board that is not the answer what is wrong, and rings its squares', () => {
    let state = game.startState(puzzle);
    for (const cell of game.openCells(puzzle)) {
      if (given.has(cell)) continue;
      const right = solution.grid[Math.floor(cell / puzzle.cols)]![cell % puzzle.cols]!;
      state = game.written(puzzle, state, cell, right)?.move ?? state;
    }
    expect(game.verdict(puzzle, solution, state).solved).toBe(true);
    const wrongCell = game.openCells(puzzle).find((cell) => !given.has(cell))!;
    const letter = game.letterAt(puzzle, state, wrongCell) === 'Z' ? 'Q' : 'Z';
    const wrong = game.written(puzzle, state, wrongCell, letter)!.move!;
    const verdict = game.verdict(puzzle, solution, wrong);
    expect(verdict.solved).toBe(false);
    expect(verdict.solved === false && verdict.tone).toBe('bad');
    expect(game.check(puzzle, solution, wrong).flag).toEqual([`cell-${Math.floor(wrongCell / puzzle.cols)}-${wrongCell % puzzle.cols}`]);
  });
});
