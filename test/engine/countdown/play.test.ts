import { describe, expect, it } from 'vitest';
import type { Difficulty } from '../../../src/engine/kind.ts';
import { stepsOf } from '../../../src/kinds/countdown/check.ts';
import type { Step } from '../../../src/kinds/countdown/expr.ts';
import { kind as countdown } from '../../../src/kinds/countdown/index.ts';
import type { CountdownPuzzle } from '../../../src/kinds/countdown/schema.ts';
import { Rng } from '../../../src/engine/random.ts';
import {
  closest,
  combine,
  type CountdownOp,
  type CountdownState,
  countdownSolved,
  startCountdown,
  stepValue,
  undo,
} from '../../../src/kinds/countdown/play.ts';

interface Game {
  puzzle: CountdownPuzzle;
  expression: string;
}

function games(options: object, difficulty: Difficulty, want: number, label: string): Game[] {
  const out: Game[] = [];
  for (let i = 0; out.length < want && i < want * 6; i++) {
    const made = countdown.generate(new Rng(`${label}/${i}`), countdown.options.parse(options), difficulty);
    if (!made) continue;
    expect(countdown.check(made.puzzle, made.solution)).toBeNull();
    out.push({ puzzle: made.puzzle, expression: made.solution.expression });
  }
  expect(out).toHaveLength(want);
  return out;
}

const GAMES: Game[] = [
  ...games({}, 'easy', 3, 'play/countdown/e'),
  ...games({}, 'medium', 2, 'play/countdown/m'),
  ...games({}, 'hard', 3, 'play/countdown/h'),
  ...games({ large: 0 }, 'medium', 2, 'play/countdown/l0'),
];

const OPS: CountdownOp[] = ['+', '-', '*', '/'];

const unusedIndices = (s: CountdownState) => s.tiles.flatMap((t, k) => (t.used ? [] : [k]));

/** The reference for one step, from the rules: a whole number above zero or nothing. */
function refValue(a: number, op: CountdownOp, b: number): number | null {
  const r = op === '+' ? a + b : op === '-' ? a - b : op === '*' ? a * b : a / b;
  return Number.isInteger(r) && r > 0 ? r : null;
}

/** The reference for closest(): every unused tile nearest the target, and how near. */
function nearest(puzzle: CountdownPuzzle, s: CountdownState): { values: number[]; off: number } {
  const unused = s.tiles.filter((t) => !t.used).map((t) => t.value);
  const off = Math.min(...unused.map((v) => Math.abs(v - puzzle.target)));
  return { values: unused.filter((v) => Math.abs(v - puzzle.target) === off), off };
}

function expectClosest(puzzle: CountdownPuzzle, s: CountdownState): void {
  const got = closest(puzzle, s);
  const want = nearest(puzzle, s);
  expect(got.off).toBe(want.off);
  expect(want.values).toContain(got.value);
}

type Pick = 'first' | 'last';

/** The tile to spend for value v, not `except`: the first or the last unused one with that value. */
function tileFor(s: CountdownState, v: number, pick: Pick, except = -1): number {
  const found = unusedIndices(s).filter((k) => k !== except && s.tiles[k]!.value === v);
  expect(found.length).toBeGreaterThan(0);
  return pick === 'first' ? found[0]! : found.at(-1)!;
}

/** Plays the stored solution's steps; returns every state from the start to the end. */
function playSolution(g: Game, pick: Pick): CountdownState[] {
  const steps: Step[] = stepsOf(g.puzzle, g.expression);
  expect(steps.length).toBeGreaterThan(0);
  const states = [startCountdown(g.puzzle)];
  for (const step of steps) {
    const s = states.at(-1)!;
    const i = tileFor(s, step.a, pick);
    const j = tileFor(s, step.b, pick, i);
    const before = structuredClone(s);
    const next = combine(s, i, step.op, j);
    expect(s).toEqual(before);
    if (typeof next === 'string') throw new Error(`step ${step.a} ${step.op} ${step.b} refused: ${next}`);
    // Exactly the two tiles are spent; the result is a new unused tile at the end.
    expect(next.tiles).toHaveLength(s.tiles.length + 1);
    next.tiles.slice(0, -1).forEach((t, k) => expect(t).toEqual(k === i || k === j ? { ...s.tiles[k]!, used: true } : s.tiles[k]));
    expect(next.tiles.at(-1)).toEqual({ value: step.result, used: false });
    expect(next.steps).toEqual([...s.steps, { a: step.a, op: step.op, b: step.b, result: step.result, tiles: [i, j] }]);
    expect(next.mistakes).toBe(s.mistakes);
    states.push(next);
  }
  return states;
}

describe('countdown stepValue and combine', () => {
  it('stepValue matches the reference on every pair of small numbers', () => {
    for (let a = 1; a <= 30; a++) {
      for (let b = 1; b <= 30; b++) {
        for (const op of OPS) {
          const got = stepValue(a, op, b);
          const want = refValue(a, op, b);
          if (want === null) {
            expect(typeof got).toBe('string');
            expect(got).toContain(String(a));
            expect(got).toContain(String(b));
          } else {
            expect(got).toBe(want);
          }
        }
      }
    }
  });

  it('refuses non-positive subtraction and inexact division with a reason, leaving the state as it was', () => {
    let refused = 0;
    let allowed = 0;
    for (const g of GAMES) {
      const s = startCountdown(g.puzzle);
      expect(s).toEqual({ tiles: g.puzzle.numbers.map((value) => ({ value, used: false })), steps: [], mistakes: 0 });
      const before = structuredClone(s);
      for (let i = 0; i < s.tiles.length; i++) {
        for (let j = 0; j < s.tiles.length; j++) {
          if (i === j) continue;
          for (const op of OPS) {
            const a = s.tiles[i]!.value;
            const b = s.tiles[j]!.value;
            const got = combine(s, i, op, j);
            const want = refValue(a, op, b);
            if (want === null) {
              expect(typeof got).toBe('string');
              expect((got as string).length).toBeGreaterThan(0);
              refused++;
            } else {
              expect(typeof got).toBe('object');
              expect((got as CountdownState).tiles.at(-1)).toEqual({ value: want, used: false });
              allowed++;
            }
            expect(s).toEqual(before);
          }
        }
      }
    }
    expect(refused).toBeGreaterThan(100);
    expect(allowed).toBeGreaterThan(100);
  });

  it('refuses a tile twice, a spent tile or one that is not there', () => {
    for (const g of GAMES) {
      const s = startCountdown(g.puzzle);
      expect(typeof combine(s, 0, '+', 0)).toBe('string');
      expect(typeof combine(s, 0, '+', 6)).toBe('string');
      expect(typeof combine(s, -1, '+', 0)).toBe('string');
      const after = combine(s, 0, '+', 1) as CountdownState;
      expect(typeof after).toBe('object');
      const spent = structuredClone(after);
      for (const [i, j] of [
        [0, 2],
        [2, 1],
        [0, 1],
      ] as const) {
        expect(typeof combine(after, i, '+', j)).toBe('string');
      }
      expect(after).toEqual(spent);
      // The new tile can be used.
      expect(typeof combine(after, 6, '+', 2)).toBe('object');
    }
  });
});

describe('countdown play', () => {
  it('the stored solution’s steps, on unused tiles, reach countdownSolved', () => {
    for (const g of GAMES) {
      for (const pick of ['first', 'last'] as const) {
        const states = playSolution(g, pick);
        expect(countdownSolved(g.puzzle, states[0]!)).toBe(false);
        const end = states.at(-1)!;
        expect(countdownSolved(g.puzzle, end)).toBe(true);
        expect(end.tiles.at(-1)!.value).toBe(g.puzzle.target);
        expect(closest(g.puzzle, end)).toEqual({ value: g.puzzle.target, off: 0 });
      }
    }
  });

  it('undo restores the exact previous tiles after every prefix of the solution (first matching tiles)', () => {
    for (const g of GAMES) {
      const states = playSolution(g, 'first');
      for (let k = 1; k < states.length; k++) {
        const withMistakes: CountdownState = { ...states[k]!, mistakes: 3 };
        expect(undo(withMistakes)).toEqual({ ...states[k - 1]!, mistakes: 3 });
      }
      expect(undo(states[0]!)).toEqual(states[0]);
    }
  });

  // Undo once replayed the steps by value, spending the first unused tile of each value, so
  // where the player spent a later one (the second of two 8s, or a worked-out 5 rather than
  // the card 5) the undone state greyed the wrong tile. Steps now record their tiles.
  it('undo restores the exact tiles when the player spent the second of two equal cards', () => {
    // A generated puzzle (seed x/… medium); answer (9+8)*8+1.
    const puzzle: CountdownPuzzle = { numbers: [100, 50, 1, 8, 8, 9], target: 137 };
    const s1 = combine(startCountdown(puzzle), 5, '+', 4) as CountdownState; // 9 + the second 8 = 17
    const s2 = combine(s1, 6, '*', 3) as CountdownState; // 17 * the first 8 = 136
    expect(s1.tiles.map((t) => t.used)).toEqual([false, false, false, false, true, true, false]);
    expect(undo(s2)).toEqual(s1);
  });

  it('undo restores the exact tiles when the player spent a worked-out number equal to a card', () => {
    const puzzle: CountdownPuzzle = { numbers: [5, 2, 3, 10, 50, 100], target: 245 };
    const s1 = combine(startCountdown(puzzle), 1, '+', 2) as CountdownState; // 2 + 3 = 5, tile 6
    const s2 = combine(s1, 6, '*', 4) as CountdownState; // that 5 * 50 = 250, tile 7
    const s3 = combine(s2, 7, '-', 0) as CountdownState; // 250 - the card 5 = 245
    expect(countdownSolved(puzzle, s3)).toBe(true);
    expect(undo(s3)).toEqual(s2);
  });

  it('undo restores the exact previous tiles along random plays', () => {
    const rng = new Rng('test/play/countdown/random');
    let withRepeats = 0;
    for (const g of GAMES) {
      for (let round = 0; round < 20; round++) {
        const states = [startCountdown(g.puzzle)];
        for (let guard = 0; guard < 40 && unusedIndices(states.at(-1)!).length > 1; guard++) {
          const s = states.at(-1)!;
          const free = unusedIndices(s);
          // Always the first unused tile of its value, so undo's replay can find the same tiles.
          const firstOfValue = free.filter((k) => free.find((m) => s.tiles[m]!.value === s.tiles[k]!.value) === k);
          const i = rng.pick(firstOfValue);
          const j = rng.pick(free.filter((k) => k !== i && free.find((m) => m !== i && s.tiles[m]!.value === s.tiles[k]!.value) === k));
          const next = combine(s, i, rng.pick(OPS), j);
          if (typeof next === 'string') continue;
          states.push(next);
          if (new Set(free.map((k) => s.tiles[k]!.value)).size < free.length) withRepeats++;
          expectClosest(g.puzzle, next);
        }
        for (let k = states.length - 1; k >= 1; k--) expect(undo(states[k]!)).toEqual(states[k - 1]);
      }
    }
    expect(withRepeats).toBeGreaterThan(10);
  });
});

describe('countdown closest', () => {
  it('is the unused tile nearest the target, at every state of the solution', () => {
    for (const g of GAMES) {
      for (const s of playSolution(g, 'first')) expectClosest(g.puzzle, s);
    }
  });

  it('ignores spent tiles, however near', () => {
    const puzzle: CountdownPuzzle = { numbers: [100, 75, 3, 2, 1, 9], target: 101 };
    let s = startCountdown(puzzle);
    expect(closest(puzzle, s)).toEqual({ value: 100, off: 1 });
    // 100 − 1 = 99: the 100 is spent, so 99 (off by 2) is nearest now.
    s = combine(s, 0, '-', 4) as CountdownState;
    expect(closest(puzzle, s)).toEqual({ value: 99, off: 2 });
    // 99 + 2 = 101: the target itself.
    s = combine(s, 6, '+', 3) as CountdownState;
    expect(closest(puzzle, s)).toEqual({ value: 101, off: 0 });
    expect(countdownSolved(puzzle, s)).toBe(true);
    // Spending the 101 makes it no longer count.
    s = combine(s, 7, '*', 5) as CountdownState;
    expect(countdownSolved(puzzle, s)).toBe(false);
    expectClosest(puzzle, s);
  });

  it('on random states, agrees with a direct computation', () => {
    const rng = new Rng('test/play/countdown/closest');
    for (const g of GAMES) {
      for (let round = 0; round < 30; round++) {
        let s = startCountdown(g.puzzle);
        const moves = rng.range(0, 4);
        for (let m = 0; m < moves; m++) {
          const free = unusedIndices(s);
          const i = rng.pick(free);
          const next = combine(s, i, rng.pick(OPS), rng.pick(free.filter((k) => k !== i)));
          if (typeof next !== 'string') s = next;
        }
        expectClosest(g.puzzle, s);
      }
    }
  });
});
