import { describe, expect, it } from 'vitest';
import { makeRecord } from '../../../src/book/make.ts';
import { DIFFICULTIES } from '../../../src/engine/kind.ts';
import { kind as numbrix } from '../../../src/engine/kinds/numbrix/index.ts';
import { numbrixHint, type NumbrixState, startNumbrix, takeHint } from '../../../src/engine/kinds/numbrix/play.ts';
import type { NumbrixPuzzle, NumbrixSolution } from '../../../src/engine/kinds/numbrix/schema.ts';

const made = DIFFICULTIES.flatMap((difficulty) =>
  [5, 7].flatMap((size) =>
    [1, 2].map((n) => {
      const record = makeRecord('numbrix', `hint-${n}`, `hint/${size}/${difficulty}/${n}`, numbrix.options.parse({ size }), difficulty)!;
      return { difficulty, size, puzzle: record.puzzle as NumbrixPuzzle, solution: record.solution as NumbrixSolution };
    }),
  ),
);

describe('numbrix hints', () => {
  it.each(made.map((m) => [`${m.size}×${m.size} ${m.difficulty}`, m] as const))('%s: hints alone, from the empty board, write the stored answer, each a named step', (_, { puzzle, solution }) => {
    let state: NumbrixState = startNumbrix(puzzle);
    const open = puzzle.givens.flat().filter((v) => v === 0).length;
    const used = new Set<string>();
    for (let n = 0; n <= open; n++) {
      const hint = numbrixHint(puzzle, state, solution.grid);
      if (hint.type === 'done') break;
      // Never a square given away: every hint is a step of the ladder.
      expect(hint.type).toBe('step');
      if (hint.type !== 'step') return;
      expect(numbrix.stepper.ladder[hint.technique]).toBeDefined();
      expect(hint.cells.length).toBeGreaterThan(0);
      expect(hint.place.length).toBeGreaterThan(0);
      expect(hint.say).toMatch(/row \d+, column \d+|^\d+ |\d+ goes/);
      for (const { cell, value } of hint.place) {
        expect(state.values.flat()[cell], hint.say).toBe(0);
        expect(solution.grid.flat()[cell], hint.say).toBe(value);
      }
      used.add(hint.technique);
      state = takeHint(puzzle, state, hint);
    }
    expect(state.values).toEqual(solution.grid);
    expect(used.size).toBeGreaterThan(0);
  });

  it('a wrong number is named, with its square, before any step; two are named together', () => {
    const { puzzle, solution } = made.find((m) => m.size === 5 && m.difficulty === 'medium')!;
    const empty = puzzle.givens.flat().flatMap((v, i) => (v === 0 ? [i] : []));
    const [a, b] = [empty[0]!, empty[1]!];
    const at = (i: number) => [Math.floor(i / puzzle.width), i % puzzle.width] as const;
    const state = startNumbrix(puzzle);
    // The two squares' numbers swapped: each is a number of the path, in the wrong place.
    const va = solution.grid[at(a)[0]]![at(a)[1]]!;
    const vb = solution.grid[at(b)[0]]![at(b)[1]]!;
    state.values[at(a)[0]]![at(a)[1]] = vb;
    const one = numbrixHint(puzzle, state, solution.grid);
    expect(one).toEqual({ type: 'mistake', cells: [a], say: `The ${vb} in row ${at(a)[0] + 1}, column ${at(a)[1] + 1} is not where the path goes: take it away first.` });
    state.values[at(b)[0]]![at(b)[1]] = va;
    const two = numbrixHint(puzzle, state, solution.grid);
    expect(two.type === 'mistake' && two.cells).toEqual([a, b]);
    expect(two.type === 'mistake' && two.say).toBe(
      `The ${vb} in row ${at(a)[0] + 1}, column ${at(a)[1] + 1} and the ${va} in row ${at(b)[0] + 1}, column ${at(b)[1] + 1} are not where the path goes: take them away first.`,
    );
  });

  it('the step solver goes on from known numbers and never writes one of them again', () => {
    const { puzzle, solution } = made.find((m) => m.size === 7 && m.difficulty === 'hard')!;
    const known = solution.grid.flat().flatMap((value, cell) => (puzzle.givens.flat()[cell] === 0 && cell % 3 === 0 ? [{ cell, value }] : []));
    const log = numbrix.stepper.steps(puzzle, 4, known);
    expect(log.solved).toBe(true);
    const knownCells = new Set(known.map((k) => k.cell));
    for (const step of log.steps) for (const p of step.place) expect(knownCells.has(p.cell)).toBe(false);
  });
});
