import { describe, expect, it } from 'vitest';
import { makeRecord } from '../../../src/book/make.ts';
import { DIFFICULTIES } from '../../../src/engine/kind.ts';
import { kind as crossNumbers } from '../../../src/kinds/cross-numbers/index.ts';
import { crossNumbersHint, type Entries, startCrossNumbers, takeHint } from '../../../src/kinds/cross-numbers/play.ts';
import type { CrossNumbersPuzzle, CrossNumbersSolution } from '../../../src/kinds/cross-numbers/schema.ts';

const made = DIFFICULTIES.flatMap((difficulty) =>
  [
    { size: 3, order: 'precedence' },
    { size: 4, order: 'left-to-right' },
    { size: 5, order: 'precedence' },
  ].map(({ size, order }) => {
    const record = makeRecord('cross-numbers', 'hint-1', `hint/${size}/${difficulty}`, crossNumbers.options.parse({ size, order }), difficulty)!;
    return { label: `${size}×${size} ${order} ${difficulty}`, puzzle: record.puzzle as CrossNumbersPuzzle, solution: record.solution as CrossNumbersSolution };
  }),
);

const cellName = (p: CrossNumbersPuzzle, i: number) => `row ${Math.floor(i / p.cols) + 1}, column ${(i % p.cols) + 1}`;

describe('cross-numbers hints', () => {
  it.each(made.map((m) => [m.label, m] as const))('%s: hints alone, from the empty grid, write the stored answer, each a named step', (_, { puzzle, solution }) => {
    let entries: Entries = startCrossNumbers(puzzle);
    const open = puzzle.cells.flat().filter((v) => v === null).length;
    for (let n = 0; n <= open; n++) {
      const hint = crossNumbersHint(puzzle, entries, solution.cells);
      if (hint.type === 'done') break;
      // Never a box given away: every hint is a step of the ladder, named in its sentence.
      expect(hint.type).toBe('step');
      if (hint.type !== 'step') return;
      expect(crossNumbers.stepper.ladder[hint.technique]).toBeDefined();
      expect(hint.say).toMatch(/(row|column) \d+/);
      expect(hint.place.length).toBeGreaterThan(0);
      for (const { cell } of hint.place) expect(hint.cells).toContain(cell);
      for (const { cell, value } of hint.place) {
        expect(entries.flat()[cell], hint.say).toBeNull();
        expect(solution.cells.flat()[cell], hint.say).toBe(value);
      }
      entries = takeHint(puzzle, entries, hint);
    }
    expect(entries.map((row, r) => row.map((v, c) => puzzle.cells[r]![c] ?? v))).toEqual(solution.cells);
  });

  it('names a wrong digit, and two together, before any step', () => {
    const { puzzle, solution } = made.find((m) => m.label.startsWith('4×4'))!;
    const blanks = puzzle.cells.flat().flatMap((v, i) => (v === null ? [i] : []));
    const [a, b] = [blanks[0]!, blanks.at(-1)!];
    const entries = startCrossNumbers(puzzle);
    const wrong = (i: number) => (solution.cells.flat()[i] === 1 ? 2 : 1);
    entries[Math.floor(a / puzzle.cols)]![a % puzzle.cols] = wrong(a);
    expect(crossNumbersHint(puzzle, entries, solution.cells)).toEqual({
      type: 'mistake',
      cells: [a],
      say: `The ${wrong(a)} in ${cellName(puzzle, a)} is not right: clear it first, then ask again.`,
    });
    entries[Math.floor(b / puzzle.cols)]![b % puzzle.cols] = wrong(b);
    const two = crossNumbersHint(puzzle, entries, solution.cells);
    expect(two.type === 'mistake' && two.cells).toEqual([a, b]);
    expect(two.type === 'mistake' && two.say).toBe(`The ${wrong(a)} in ${cellName(puzzle, a)} and the ${wrong(b)} in ${cellName(puzzle, b)} are not right: clear them first, then ask again.`);
  });

  it('the step solver goes on from known digits and never writes one of them again', () => {
    const { puzzle, solution } = made.find((m) => m.label === '5×5 precedence expert')!;
    const known = solution.cells.flat().flatMap((value, cell) => (puzzle.cells.flat()[cell] === null && cell % 2 === 0 ? [{ cell, value }] : []));
    const log = crossNumbers.stepper.steps(puzzle, 4, known);
    expect(log.solved).toBe(true);
    const knownCells = new Set(known.map((k) => k.cell));
    for (const step of log.steps) for (const p of step.place) expect(knownCells.has(p.cell)).toBe(false);
  });
});
