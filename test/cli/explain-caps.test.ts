// `explain` keeps to `solve`'s caps (issue 35, finding 5): at most MAX_ITEMS puzzles a request,
// refused in one line before any is looked at, and one budget of counted work shared by the
// request (REQUEST_BUDGET), after which the puzzles left are named, not explained.
import { describe, expect, it, vi } from 'vitest';
import { explain, PAIR_CHARGE, sizeOf, STEP_CHARGE, stepWork } from '../../src/engine/explain.ts';
import type { StepLog, Stepper } from '../../src/engine/steps.ts';
import { KINDS } from '../../src/kinds/registry.ts';
import { cli, expectCleanFailure } from './run.ts';

// The request's budget made small, so a few puzzles spend it: the mock takes effect only if
// `explain` reads the request's REQUEST_BUDGET, the budget it shares with solve.
const SMALL_BUDGET = vi.hoisted(() => 20_000_000);
vi.mock('../../src/kinds/request.ts', async (original) => ({ ...(await original<typeof import('../../src/kinds/request.ts')>()), REQUEST_BUDGET: SMALL_BUDGET }));

const { MAX_ITEMS } = await import('../../src/kinds/request.ts');

/**
 * A 30×30 Numbrix the step solver finishes (a path back and forth along the rows, every
 * seventh diagonal given): hundreds of steps, each a look over 900 squares.
 */
function bigNumbrix(): { kind: 'numbrix'; puzzle: { width: number; height: number; givens: number[][] } } {
  const n = 30;
  const value = (r: number, c: number) => r * n + (r % 2 ? n - c : c + 1);
  const givens = Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => ((r + c) % 7 === 0 ? value(r, c) : 0)));
  return { kind: 'numbrix', puzzle: { width: n, height: n, givens } };
}

const countdown = { kind: 'countdown', puzzle: { numbers: [1, 2, 3, 4, 5, 6], target: 21 } };

/** stderr's lines, without the program's name. */
const linesOf = (stderr: string) => stderr.trimEnd().split('\n').map((line) => line.replace(/^puzzlebook: /, ''));

describe('explain: at most MAX_ITEMS puzzles a request', () => {
  it('refuses MAX_ITEMS + 1 in one line before looking at any (none of them is valid)', async () => {
    const r = await cli(['explain'], JSON.stringify(Array.from({ length: MAX_ITEMS + 1 }, () => ({ kind: 'no-such-kind' }))));
    expectCleanFailure(r);
    expect(r.stdout).toBe('');
    expect(linesOf(r.stderr)).toEqual([`stdin: ${MAX_ITEMS + 1} puzzles in one request; at most ${MAX_ITEMS} (split the list, or name one puzzle with --id)`]);
  });

  it('refuses a book of more than MAX_ITEMS puzzles in one line, saying to pick one with --id', async () => {
    const book = { title: 'Big', puzzles: Array.from({ length: MAX_ITEMS + 1 }, () => ({})) };
    const r = await cli(['explain'], JSON.stringify(book));
    expectCleanFailure(r);
    expect(linesOf(r.stderr)).toEqual([`stdin: ${MAX_ITEMS + 1} puzzles in one request; at most ${MAX_ITEMS} (a book: name one puzzle with --id, or check them all with verify)`]);
  });

  it('explains MAX_ITEMS small puzzles', async () => {
    const r = await cli(['explain', '--json'], JSON.stringify(Array.from({ length: MAX_ITEMS }, () => countdown)));
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const told = JSON.parse(r.stdout);
    expect(told).toHaveLength(MAX_ITEMS);
    expect(told.every((t: { complete: boolean; solved: boolean }) => t.complete && t.solved)).toBe(true);
  });
});

describe('explain: one work budget for the request', () => {
  const N = 6;
  const request = JSON.stringify(Array.from({ length: N }, bigNumbrix));

  it('explains puzzles until the budget is spent, then names each one left', async () => {
    const r = await cli(['explain'], request);
    expectCleanFailure(r);
    const lines = linesOf(r.stderr);
    const left = lines.filter((line) => / not explained: the request's work budget \(.*\) was spent first; explain it alone$/.test(line));
    // Some explained, and the rest, in order to the last, named.
    expect(left.length).toBeGreaterThan(0);
    expect(left.length).toBeLessThan(N);
    const done = N - left.length;
    expect(left).toEqual(Array.from({ length: left.length }, (_, i) => expect.stringContaining(`stdin: puzzle ${done + i + 1}: not explained`)));
    expect(lines.at(-1)).toBe(`stdin: ${left.length} of ${N} were not explained within the request's work budget (explain fewer at once)`);
    // The ones explained are printed whole: each finishes with the answer its steps reach.
    expect(r.stdout.split('Numbrix').length - 1).toBe(done);
  });

  it('--json gives every puzzle, those left with complete: false and nothing else said of them', async () => {
    const r = await cli(['explain', '--json'], request);
    expect(r.status).toBe(1);
    const told = JSON.parse(r.stdout) as { complete: boolean; solved: boolean; steps: unknown[]; band: unknown }[];
    expect(told).toHaveLength(N);
    const done = told.findIndex((t) => !t.complete);
    expect(done).toBeGreaterThan(0);
    for (const t of told.slice(0, done)) expect(t).toMatchObject({ complete: true, solved: true });
    for (const t of told.slice(done)) expect(t).toMatchObject({ complete: false, solved: false, steps: [], band: null });
  });

  it('one puzzle alone is explained whole', async () => {
    const r = await cli(['explain'], JSON.stringify(bigNumbrix()));
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });
});

describe('engine explain with a budget', () => {
  const puzzle = bigNumbrix().puzzle;

  it('spends nothing and says so with no budget left', () => {
    const e = explain(KINDS.numbrix.stepper, puzzle, 0);
    expect(e).toMatchObject({ complete: false, solved: false, steps: [], answer: null, band: null, work: 0 });
  });

  it('with room, is what it is with no budget at all, and counts the same work', () => {
    const whole = explain(KINDS.numbrix.stepper, puzzle);
    expect(whole.complete).toBe(true);
    expect(whole.solved).toBe(true);
    expect(explain(KINDS.numbrix.stepper, puzzle, whole.work)).toEqual(whole);
  });

  it("stops between levels once spent, and counts a step solver's own work where it keeps one", () => {
    const runs: number[] = [];
    // Solves nothing below level 3, and says what each run cost.
    const stepper: Stepper<null, string> = {
      ladder: KINDS.numbrix.stepper.ladder,
      steps: (_, level): StepLog & { work: number } => {
        runs.push(level);
        return { steps: [], solved: level >= 3, work: 1000 };
      },
      reach: () => 'answer',
    };
    expect(explain(stepper, null, 2500)).toMatchObject({ complete: true, solved: true, answer: 'answer', band: 'hard', work: 3000 });
    expect(runs).toEqual([1, 2, 3]);
    runs.length = 0;
    expect(explain(stepper, null, 1500)).toMatchObject({ complete: false, work: 2000 });
    expect(runs).toEqual([1, 2]);
  });

  it("charges a solver that keeps no count by its steps and the puzzle's size", () => {
    const log = { steps: [{ technique: 'x', from: [], place: [], strike: [], say: '' }], solved: true };
    const size = sizeOf({ width: 2, height: 1, givens: [[1, 0]] });
    expect(size).toEqual({ chars: '{"width":2,"height":1,"givens":[[1,0]]}'.length, values: 4 });
    expect(stepWork(log, size)).toBe(2 * size.chars * STEP_CHARGE + 4 * 4 * PAIR_CHARGE);
    expect(stepWork({ ...log, work: 7 } as StepLog, size)).toBe(7);
  });
});
