import { describe, expect, it } from 'vitest';
import { makeRecord } from '../../../src/book/make.ts';
import { DIFFICULTIES } from '../../../src/engine/kind.ts';
import { kind as numbrix } from '../../../src/kinds/numbrix/index.ts';
import { numbrixHint, type NumbrixState, startNumbrix, takeHint } from '../../../src/kinds/numbrix/play.ts';
import type { NumbrixPuzzle, NumbrixSolution } from '../../../src/kinds/numbrix/schema.ts';
import { fenceSaid, onlyNumberSaid, routesSaid, words } from '../../../src/kinds/numbrix/words.ts';
import { Rng } from '../../../src/engine/random.ts';
import type { Placement } from '../../../src/engine/steps.ts';
import type { Square } from '../../../src/engine/grid-labels.ts';

const made = DIFFICULTIES.flatMap((difficulty) =>
  // 4×4 is the kind's worked example; 5 and 7 as books print them.
  [4, 5, 7].flatMap((size) =>
    [1, 2].map((n) => {
      // A seed whose puzzle misses the band moves on to a retry seed, as a book does.
      let record = makeRecord('numbrix', `hint-${n}`, `hint/${size}/${difficulty}/${n}`, numbrix.options.parse({ size }), difficulty);
      for (let k = 1; !record && k < 20; k++) record = makeRecord('numbrix', `hint-${n}`, `hint/${size}/${difficulty}/${n}/${k}`, numbrix.options.parse({ size }), difficulty);
      if (!record) throw new Error(`no ${size}×${size} ${difficulty} numbrix`);
      return { difficulty, size, puzzle: record.puzzle as NumbrixPuzzle, solution: record.solution as NumbrixSolution };
    }),
  ),
);

/** The player's placed numbers as the step solver takes them (printed ones left out). */
const placed = (puzzle: NumbrixPuzzle, state: NumbrixState): Placement[] =>
  state.values.flat().flatMap((value, cell) => (value > 0 && puzzle.givens.flat()[cell] === 0 ? [{ cell, value }] : []));

describe('numbrix hints', () => {
  it.each(made.map((m) => [`${m.size}×${m.size} ${m.difficulty}`, m] as const))('%s: hints alone, from the empty board, write the stored answer, each a named step', (_, { puzzle, solution }) => {
    let state: NumbrixState = startNumbrix(puzzle);
    const open = puzzle.givens.flat().filter((v) => v === 0).length;
    const used = new Set<string>();
    let reveals = 0;
    for (let n = 0; n <= open; n++) {
      const hint = numbrixHint(puzzle, state, solution.grid);
      if (hint.type === 'done') break;
      if (hint.type === 'reveal') reveals++;
      // Never a square given away: every hint is a step of the ladder.
      expect(hint.type).toBe('step');
      if (hint.type !== 'step') return;
      expect(numbrix.stepper.ladder[hint.technique]).toBeDefined();
      // Its sentence and technique are the step solver's, run from the player's numbers.
      const log = numbrix.stepper.steps(puzzle, 4, placed(puzzle, state));
      const step = log.steps.find((s) => s.say === hint.say);
      expect(step?.technique, hint.say).toBe(hint.technique);
      for (const p of hint.place) expect(step!.place).toContainEqual(p);
      for (const c of step!.from) expect(hint.cells).toContain(c);
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
    expect(reveals).toBe(0);
    expect(used.size).toBeGreaterThan(0);
  });

  it('from boards with right numbers placed by hand here and there, hints go on to the answer, each a step', () => {
    const rng = new Rng('test/numbrix/hint/mixed');
    let steps = 0;
    for (const { puzzle, solution } of made) {
      for (const share of [0.15, 0.5]) {
        let state = startNumbrix(puzzle);
        state.values = state.values.map((row, r) => row.map((v, c) => v || (rng.chance(share) ? solution.grid[r]![c]! : 0)));
        for (let n = 0; n < puzzle.width * puzzle.height; n++) {
          const hint = numbrixHint(puzzle, state, solution.grid);
          if (hint.type === 'done') break;
          expect(hint.type).toBe('step');
          if (hint.type !== 'step') return;
          for (const { cell, value } of hint.place) expect([state.values.flat()[cell], solution.grid.flat()[cell]]).toEqual([0, value]);
          state = takeHint(puzzle, state, hint);
          steps++;
        }
        expect(state.values).toEqual(solution.grid);
      }
    }
    expect(steps).toBeGreaterThan(200);
  });

  it("says a step's counts in the right number: one step, one route, both, all of them or some", () => {
    expect(fenceSaid({ v: 31, cell: { row: 2, col: 4 }, lo: 30, hi: 35, last: 36, up: 1, down: 4, wide: [] })).toBe(
      '31 must be within 1 step of 30 and within 4 steps of 35, on its checkerboard colour: the only such square is row 2, column 4.',
    );
    expect(
      fenceSaid({
        v: 19,
        cell: { row: 3, col: 4 },
        lo: 18,
        hi: 28,
        last: 49,
        up: 1,
        down: 9,
        wide: [{ cell: { row: 1, col: 1 }, from: 28, steps: 13, cut: false }],
      }),
    ).toBe(
      '19 must be within 1 step of 18 and within 9 steps of 28, on its checkerboard colour: the only such square is row 3, column 4 (row 1, column 1 is 13 steps from 28, going around the numbers already placed).',
    );
    expect(words.steps.corridor({ lo: 32, hi: 36, v: 33, cell: { row: 1, col: 1 } })).toBe(
      'Only one route of the right length runs from 32 to 36, and it puts 33 in row 1, column 1.',
    );
    type Pocket = { cells: Square[]; size: number } | null;
    const pocket = (cells: Square[], size = cells.length): Pocket => ({ cells, size });
    const routes = (moves: string[], pockets: Pocket[]) => moves.map((m, i) => ({ moves: m, pocket: pockets[i] ?? null }));
    const sealing = (p: Pocket) => routesSaid({ lo: 1, hi: 4, count: 1, kept: 1, v: 2, cell: { row: 1, col: 1 }, routes: routes(['left'], [p]) }).match(/seals off (.*)\)\. /)![1];
    expect(
      routesSaid({ lo: 32, hi: 35, count: 3, kept: 1, v: 33, cell: { row: 1, col: 1 }, routes: routes(['left, down', 'down, left', 'down 2'], [null, pocket([{ row: 1, col: 2 }]), pocket([{ row: 1, col: 2 }])]) }),
    ).toBe(
      '3 routes of the right length run from 32 to 35. Going from 32: left, down (no pocket); down, left (seals off the square at row 1, column 2); down 2 (seals off the square at row 1, column 2). Only one leaves no empty pocket sealed off, and it puts 33 in row 1, column 1.',
    );
    expect(sealing(pocket([{ row: 1, col: 1 }, { row: 1, col: 2 }]))).toBe('the squares at row 1, column 1 and row 1, column 2');
    // A larger pocket by its size and its first square: a list of squares would run into the list of routes.
    expect(sealing(pocket([{ row: 1, col: 1 }, { row: 1, col: 2 }], 3))).toBe('a pocket of 3 squares, row 1, column 1 among them');
    expect(routesSaid({ lo: 6, hi: 11, count: 3, kept: 2, v: 7, cell: { row: 2, col: 2 }, routes: routes(['a', 'b', 'c'], [null, null, pocket([{ row: 1, col: 1 }])]) })).toBe(
      '3 routes of the right length run from 6 to 11. Going from 6: a (no pocket); b (no pocket); c (seals off the square at row 1, column 1). 2 leave no empty pocket sealed off, and both put 7 in row 2, column 2.',
    );
    expect(routesSaid({ lo: 6, hi: 11, count: 2, kept: 2, v: 7, cell: { row: 2, col: 2 }, routes: routes(['a', 'b'], []) })).toBe(
      '2 routes of the right length run from 6 to 11. Going from 6: a (no pocket); b (no pocket). Both put 7 in row 2, column 2.',
    );
    expect(words.route.run({ context: 'more', dir: words.route.moves.down, n: 2 })).toBe('down 2');
    expect(words.route.run({ context: 'one', dir: words.route.moves.left, n: 1 })).toBe('left');
    expect(
      onlyNumberSaid({ v: 23, cell: { row: 1, col: 1 }, lo: 17, hi: 25, last: 49, up: 6, down: 2, around: false, others: [] }),
    ).toBe(
      'No missing number but 23 can reach row 1, column 1 in time: it is 6 steps from 17 and 2 steps from 25, and only 23 is at least 6 after 17 and 2 before 25. So 23 goes there.',
    );
    expect(
      onlyNumberSaid({
        v: 1,
        cell: { row: 2, col: 4 },
        lo: 0,
        hi: 2,
        last: 49,
        up: 0,
        down: 1,
        around: false,
        others: [{ first: 31, last: 31, ends: [{ from: 30, steps: 1, cut: false }, { from: 32, steps: 0, cut: true }] }],
      }),
    ).toBe(
      'No missing number but 1 can reach row 2, column 4 in time: it is 1 step from 2, and 1 is the only missing number on its checkerboard colour at least 1 before 2; 31 is too far off: going around the numbers already placed, it is 1 step from 30 and walled off from 32. So 1 goes there.',
    );
    expect(words.steps['dead-end']({ v: 1, cell: { row: 5, col: 3 }, last: 36 })).toBe('The square at row 5, column 3 has only one way in, so it is an end of the path: 1.');
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
