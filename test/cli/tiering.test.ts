/**
 * A short `generate` is compiled lean (src/cli/tiering.ts): V8 in efficiency mode, its TurboFan
 * held back, until the rest of the run is reckoned long enough to repay it. The decision on a
 * made-up clock, then V8 itself: a process's own trace of what it compiled (`--trace-opt`), which
 * counts compiles, never times them.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compilingLean, type Engine, LEAN_V8 } from '../../src/cli/tiering.ts';
import { besideCounts } from './run.ts';

/** An engine whose CPU is what the test says, and which keeps the flags it is given. */
function fake() {
  const flags: string[] = [];
  let now = 0;
  const engine: Engine = { cpu: () => now, setFlags: (f) => flags.push(f) };
  return { engine, flags, spend: (us: number) => (now += us) };
}

/** A run of `total` puzzles: the first costs `first` µs (a cold start), each after it `each`. */
function runOf(total: number, first: number, each: number, typical?: number) {
  const { engine, flags, spend } = fake();
  const lean = compilingLean(typical, engine, true);
  const after: number[] = [];
  lean.made(0, total);
  for (let done = 1; done <= total; done++) {
    spend(done === 1 ? first : each);
    lean.made(done, total);
    after.push(flags.length);
  }
  lean.end();
  return { flags, after };
}

describe('a generate compiled lean while it is short', () => {
  it('stays lean through a short run and puts V8 back when it ends', () => {
    // 100 puzzles at 5 ms, the first at 60: half a second, never worth TurboFan.
    const { flags, after } = runOf(100, 60_000, 5_000);
    expect(flags).toEqual(['--efficiency-mode', '--no-efficiency-mode']);
    expect(after.every((n) => n === 1)).toBe(true);
  });

  it("puts V8 back once the rest of a run will repay TurboFan, as soon as the run's pace is known", () => {
    // 1,000 puzzles at 5 ms: after 100 ms past the first (21 puzzles), 4.9 s are left.
    const { flags, after } = runOf(1_000, 60_000, 5_000);
    expect(flags).toEqual(['--efficiency-mode', '--no-efficiency-mode']);
    expect(after.indexOf(2) + 1).toBe(21);
  });

  it("does not take a cold first puzzle for the run's pace", () => {
    // The first puzzle at 400 ms would reckon 40 s for the rest; at 5 ms each it is half a second.
    expect(runOf(100, 400_000, 5_000).after.at(-1)).toBe(1);
  });

  it('leaves V8 as it is for puzzles that typically take a tenth of a second or more, and on an older V8', () => {
    expect(runOf(5, 900_000, 900_000, 0.55).flags).toEqual([]);
    expect(runOf(100, 60_000, 5_000, 0.013).flags).toEqual(['--efficiency-mode', '--no-efficiency-mode']);
    const { engine, flags } = fake();
    const lean = compilingLean(undefined, engine, false);
    lean.made(1, 10);
    lean.end();
    expect(flags).toEqual([]);
  });

  // V8 itself, in a process of its own: the flags are known to this Node, TurboFan waits in a
  // short run, and works again once a long one has put V8 back. V8's trace goes to standard output
  // through C's buffer, cut anywhere, so the puzzles are compared from runs without it.
  it.runIf(LEAN_V8)('compiles a short run with Maglev alone and a long one with TurboFan too, the same puzzles either way', () => {
    const bin = join(new URL('../../', import.meta.url).pathname, 'bin/puzzlebook.js');
    const generate = (count: number, node: string[] = []) => {
      const r = spawnSync(process.execPath, [...node, bin, 'generate', 'calcudoku', '--size', '6', '--difficulty', 'hard', '--count', String(count), '--seed', 'lean', '--format', 'json'], { encoding: 'utf8', maxBuffer: 1 << 28 });
      expect(r.status).toBe(0);
      // But for the counts a run past 5 s prints, as busy as the machine is.
      expect(besideCounts(r.stderr)).toBe('');
      return r.stdout;
    };
    const compiled = (count: number) => {
      const done = generate(count, ['--trace-opt']).split('\n').filter((line) => line.startsWith('[completed compiling'));
      return { maglev: done.filter((line) => line.includes('target MAGLEV')).length, turbofan: done.filter((line) => line.includes('target TURBOFAN')).length };
    };
    // Measured: 3 TurboFan compiles beside some 230 of Maglev in the short run; about 100 in the long one, as without the lean start.
    const short = compiled(40);
    expect(short.maglev).toBeGreaterThan(50);
    expect(short.turbofan).toBeLessThan(10);
    expect(compiled(400).turbofan).toBeGreaterThan(30);
    // The first 40 of 400 are the 40 (but their ids, numbered to three digits): a record is final once those before it are made.
    const records = (count: number) => (JSON.parse(generate(count)) as { seed: string; puzzle: unknown; solution: unknown }[]).slice(0, 40).map(({ seed, puzzle, solution }) => ({ seed, puzzle, solution }));
    expect(records(400)).toEqual(records(40));
  }, 120_000);
});
