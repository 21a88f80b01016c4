/**
 * The programs people use, timed beside ours on the same machine in the same run: each found if
 * installed, each run as a child process whose CPU time (user + system, by bash's `time`) is
 * what a row gives. Peers are never a test dependency: a peer that is missing is a row saying so.
 */
import { spawnSync } from 'node:child_process';
import { type BenchRow, quantile } from './lib.ts';

/** Runs of each peer level. */
export const RUNS = 3;

/** The first of these that runs (`--version`), or null. */
export function program(...candidates: string[]): string | null {
  for (const c of candidates) if (!spawnSync(c, ['--version'], { stdio: 'ignore', timeout: 10_000 }).error) return c;
  return null;
}

/** Whether bash is there to time a child's CPU; asked once, when a peer first runs (importing this module starts nothing). */
let bash: boolean | undefined;
const hasBash = () => (bash ??= !spawnSync('bash', ['-c', 'true'], { stdio: 'ignore' }).error);

interface Ran {
  out: string;
  /** CPU ms of the child (user + system), or its wall ms where bash is missing (`cpu` false). */
  ms: number;
  cpu: boolean;
}

/** Runs a program to its end, with `input` on its standard input (and `env` for its environment, else ours), timing its CPU by bash's `time`. */
export function run(command: string, args: readonly string[], input = '', env?: NodeJS.ProcessEnv): Ran {
  if (!hasBash()) {
    const t0 = performance.now();
    const r = spawnSync(command, args, { input, env, encoding: 'utf8', maxBuffer: 1 << 28 });
    if (r.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${r.stderr || r.error}`);
    return { out: r.stdout, ms: performance.now() - t0, cpu: false };
  }
  const r = spawnSync('bash', ['-c', 'TIMEFORMAT="%3U %3S"; time "$@"', 'bash', command, ...args], { input, env, encoding: 'utf8', maxBuffer: 1 << 28 });
  const times = /(\d+\.\d+) (\d+\.\d+)\s*$/.exec(r.stderr);
  if (r.status !== 0 || !times) throw new Error(`${command} ${args.join(' ')} failed: ${r.stderr || r.error}`);
  return { out: r.stdout, ms: (Number(times[1]) + Number(times[2])) * 1000, cpu: true };
}

/** Waits until the clock's second has moved on from `second`: a qqwing started then draws other puzzles. */
function nextSecond(second: number): void {
  while (Math.floor(Date.now() / 1000) === second) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1000 - (Date.now() % 1000) + 2);
}

/** A peer level's generation, timed: CPU ms per puzzle of each run, and its puzzles (as `lines` reads them from its output). */
export interface PeerTimes {
  perPuzzle: number[];
  made: number;
  totalMs: number;
  cpu: boolean;
  lines: string[];
}

/** Each command `RUNS` times, the runs of a command in clock seconds of their own, interleaved with the others'. */
export function timePeers<L extends string>(levels: readonly L[], command: string, args: (level: L) => string[], lines: (out: string) => string[]): Map<L, PeerTimes> {
  const times = new Map<L, PeerTimes>(levels.map((l) => [l, { perPuzzle: [], made: 0, totalMs: 0, cpu: true, lines: [] }]));
  const started = new Map<L, number>();
  for (let r = 0; r < RUNS; r++) {
    for (const level of levels) {
      if (started.has(level)) nextSecond(started.get(level)!);
      started.set(level, Math.floor(Date.now() / 1000));
      const ran = run(command, args(level));
      const made = lines(ran.out);
      const t = times.get(level)!;
      t.perPuzzle.push(ran.ms / Math.max(1, made.length));
      t.made += made.length;
      t.totalMs += ran.ms;
      t.cpu &&= ran.cpu;
      t.lines.push(...made);
    }
  }
  return times;
}

const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;

/** A row of a peer's times: `n` puzzles a run. */
export function peerRow(kind: string, what: string, t: PeerTimes, n: number): BenchRow {
  return {
    kind,
    case: `${what}${t.cpu ? '' : ', wall time (no bash)'}`,
    runs: RUNS * n,
    made: t.made,
    medianMs: round(quantile(t.perPuzzle, 0.5)),
    p90Ms: round(quantile(t.perPuzzle, 0.9)),
    perSecond: round(t.made / (t.totalMs / 1000)),
    target: null,
    met: null,
  };
}

/** A row that measured nothing: a peer not installed, or failed. */
export const absent = (kind: string, what: string): BenchRow => ({ kind, case: what, runs: 0, made: 0, medianMs: NaN, p90Ms: NaN, perSecond: NaN, target: null, met: null });
