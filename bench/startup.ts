/**
 * What a command costs to start (issue 114): the installed package's command line (its bundle,
 * bench/process.ts `installedBin`), each command a process of its own, its CPU (user + system,
 * every thread) against bare Node's (`node -e 0`) in the same run, the runs of each in turn.
 * Our commands run once first, unmeasured, so Node's compile cache holds them, as it does for
 * every run but a user's first. `npm run bench -- startup` runs these rows alone.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BenchRow, quantile } from './lib.ts';
import { absent, run } from './peers.ts';
import { installedBin } from './process.ts';

/** Runs of each command, in turn. */
const RUNS = 7;

interface Case {
  what: string;
  args: (out: string) => string[];
  /** The goal, CPU seconds. */
  goal: number;
}

const CASES: Case[] = [
  { what: 'puzzlebook --version', args: () => ['--version'], goal: 0.04 },
  { what: 'puzzlebook generate sudoku --count 1', args: () => ['generate', 'sudoku', '--count', '1', '--seed', '1'], goal: 0.1 },
  { what: 'puzzlebook worksheet sudoku (four)', args: (out) => ['worksheet', 'sudoku', '--seed', '1', '--out', out], goal: 0.4 },
];

function startupRows(): BenchRow[] {
  const node = process.execPath;
  let bin: string;
  try {
    bin = installedBin();
  } catch (error) {
    return [absent('startup', `the installed package: failed (${String(error).slice(0, 160)})`)];
  }
  const out = mkdtempSync(join(tmpdir(), 'puzzlebook-startup-'));
  for (const c of CASES) run(node, [bin, ...c.args(out)]);
  const bare: number[] = [];
  const ours: number[][] = CASES.map(() => []);
  for (let r = 0; r < RUNS; r++) {
    bare.push(run(node, ['-e', '0']).ms);
    CASES.forEach((c, i) => ours[i]!.push(run(node, [bin, ...c.args(out)]).ms));
  }
  const bareMs = quantile(bare, 0.5);
  const rowOf = (what: string, times: number[], goal: number | null): BenchRow => {
    const median = quantile(times, 0.5);
    return {
      kind: 'startup',
      case: goal === null ? what : `${what}, CPU of the process: ${(median / bareMs).toFixed(1)}× bare Node's`,
      runs: times.length,
      made: times.length,
      medianMs: Math.round(median * 10) / 10,
      p90Ms: Math.round(quantile(times, 0.9) * 10) / 10,
      perSecond: Math.round((1000 / median) * 10) / 10,
      target: goal === null ? null : `median ≤ ${goal * 1000} ms`,
      met: goal === null ? null : median <= goal * 1000,
    };
  };
  return [rowOf('bare Node: node -e 0, CPU of the process', bare, null), ...CASES.map((c, i) => rowOf(c.what, ours[i]!, c.goal))];
}

export const startupBench = { kind: 'startup', run: startupRows };
