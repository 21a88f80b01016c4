import { describe, expect, it } from 'vitest';
import { makeRecord } from '../../../src/book/make.ts';
import { DIFFICULTIES } from '../../../src/engine/kind.ts';
import { kind as countdown } from '../../../src/kinds/countdown/index.ts';
import { combine, countdownHint, countdownSolved, type CountdownState, startCountdown, takeHint, undo } from '../../../src/kinds/countdown/play.ts';
import type { CountdownPuzzle } from '../../../src/kinds/countdown/schema.ts';
import { Countdown } from '../../../src/kinds/countdown/solver.ts';

const made = DIFFICULTIES.flatMap((difficulty) =>
  [1, 2, 3].map((n) => {
    const record = makeRecord('countdown', `hint-${n}`, `hint/${difficulty}/${n}`, countdown.options.parse({}), difficulty)!;
    return { label: `${difficulty} #${n}`, puzzle: record.puzzle as CountdownPuzzle };
  }),
);

/** Whether the unused numbers can still make the target, by the proof solver. */
const reachable = (puzzle: CountdownPuzzle, state: CountdownState) =>
  countdownSolved(puzzle, state) || new Countdown(state.tiles.filter((t) => !t.used).map((t) => t.value)).solutions(puzzle.target).length > 0;

describe('countdown hints', () => {
  it.each(made.map((m) => [m.label, m] as const))('%s: hints alone reach the target, a line at a time, each naming its method and two numbers', (_, { puzzle }) => {
    let state = startCountdown(puzzle);
    for (let n = 0; n < 6 && !countdownSolved(puzzle, state); n++) {
      const hint = countdownHint(puzzle, state);
      expect(hint.type).toBe('step');
      if (hint.type !== 'step') return;
      expect(countdown.stepper.ladder[hint.technique]).toBeDefined();
      expect(hint.cells).toHaveLength(2);
      for (const i of hint.cells) expect(state.tiles[i]!.used).toBe(false);
      const [a, b] = hint.cells.map((i) => state.tiles[i]!.value);
      expect(hint.say).toContain(String(a));
      expect(hint.say).toContain(String(b));
      const next = takeHint(puzzle, state);
      // One line made from those two tiles, every number a whole number above zero.
      expect(next.steps).toHaveLength(state.steps.length + 1);
      expect(next.steps.at(-1)!.tiles.slice().sort()).toEqual([...hint.cells].sort());
      expect(Number.isInteger(next.tiles.at(-1)!.value) && next.tiles.at(-1)!.value > 0).toBe(true);
      state = next;
    }
    expect(countdownSolved(puzzle, state)).toBe(true);
    expect(countdownHint(puzzle, state)).toEqual({ type: 'done' });
  });

  it('goes on from the player\'s own route when it still works, rather than the key\'s', () => {
    for (const { puzzle } of made) {
      const start = startCountdown(puzzle);
      // Any first line of the player's that keeps the target in reach: the hint builds on it.
      for (let i = 0; i < 6; i++) {
        for (let j = 0; j < 6; j++) {
          const own = combine(start, i, '+', j);
          if (typeof own === 'string' || !reachable(puzzle, own)) continue;
          const hint = countdownHint(puzzle, own);
          if (countdownSolved(puzzle, own)) expect(hint.type).toBe('done');
          else {
            expect(hint.type).toBe('step');
            // The tile the player made is still on the table, and the hint may use it.
            expect(hint.type === 'step' && hint.cells.every((c) => !own.tiles[c]!.used)).toBe(true);
          }
          return;
        }
      }
    }
  });

  it('a line that puts the target out of reach is named, and taking it back is the way on', () => {
    let tried = 0;
    for (const { puzzle } of made) {
      const start = startCountdown(puzzle);
      const order = puzzle.numbers.map((_, i) => i).sort((x, y) => puzzle.numbers[y]! - puzzle.numbers[x]!);
      // Multiply the two largest, then the result by the next: usually far past any target.
      let state: CountdownState | string = combine(start, order[0]!, '*', order[1]!);
      if (typeof state === 'string') continue;
      state = combine(state, 6, '*', order[2]!);
      if (typeof state === 'string' || reachable(puzzle, state)) continue;
      tried++;
      const hint = countdownHint(puzzle, state);
      expect(hint.type).toBe('mistake');
      if (hint.type !== 'mistake') continue;
      const lines = state.steps;
      const last = `${lines[1]!.a} × ${lines[1]!.b} = ${lines[1]!.result}`;
      expect(hint.say).toContain(`${puzzle.target} cannot be reached from the numbers you have now: take back`);
      expect(hint.say).toContain(last);
      // The lines it names, taken back, leave the target in reach again.
      const k = hint.cells.length;
      expect(hint.cells).toEqual(Array.from({ length: k }, (_, j) => 6 + lines.length - k + j));
      let back: CountdownState = state;
      for (let j = 0; j < k; j++) back = undo(back);
      expect(reachable(puzzle, back)).toBe(true);
    }
    expect(tried).toBeGreaterThan(3);
  });
});

