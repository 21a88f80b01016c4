/**
 * What a user pays for puzzles: one command of the installed package making `count` of them,
 * timed as a whole process (user + system CPU of every thread, Node's start-up, module loading and V8's compiling
 * included) against the peer's one command making as many, pair by pair in the same run. Beside
 * it, the warm figure: the same puzzles made again in this process, once V8 has compiled the
 * generator, against the same peer runs. A kind's bench module gets both rows from
 * `processRows(case)`; a peer that is not installed is one row saying so.
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recordsOf } from '../src/book/book.ts';
import type { Difficulty } from '../src/engine/kind.ts';
import { getKind, type KindName } from '../src/kinds/registry.ts';
import { type BenchRow, quantile } from './lib.ts';
import { installPacked, pack } from '../test/package/install.ts';
import { absent, program, RUNS, run } from './peers.ts';

/** Our command and the peer's, each run this many times, in turn. */
export const PAIRS = 5;

export interface ProcessCase {
  kind: KindName;
  /** Our side in words, e.g. `6×6 hard`. */
  what: string;
  /** The kind's option flags as `generate` takes them: `{ size: 6 }` is `--size 6`. */
  flags: Record<string, string | number>;
  difficulty: Difficulty;
  /** Puzzles one command makes, ours and the peer's. */
  count: number;
  peer: {
    /** The program's names to try (`program`): the first that runs. */
    candidates: string[];
    /** Its arguments for `count` puzzles. */
    args: (count: number) => string[];
    /** Its level, in its own words (`extreme`). */
    level: string;
    /** How many puzzles its output holds. */
    made: (out: string) => number;
    /**
     * Each of its puzzles' band by our grader (null: in none of ours), so that it is also timed
     * as the kinds' own peer rows time it: its cost of as many puzzles of our band as we make.
     */
    bands?: (out: string) => (Difficulty | null)[];
    /** Where it comes from, for the row of a peer not installed (`Debian package sgt-puzzles`). */
    from: string;
  };
}

/**
 * The command a user runs: the package packed and installed (from the npm cache) into a folder
 * of its own, once a bench run, so its built and bundled command line is timed
 * (src/build/bundle-cli.ts), not the clone's TypeScript, which Node strips and loads module by
 * module (a sixth more CPU for 60 4×4 Futoshikis). The kinds' whole-process rows time it too.
 */
let installed: string | undefined;
export function installedBin(): string {
  if (!installed) {
    const dir = mkdtempSync(join(tmpdir(), 'puzzlebook-as-paid-'));
    for (const sub of ['pack', 'project']) mkdirSync(join(dir, sub));
    installPacked(pack(join(dir, 'pack')), join(dir, 'project'));
    installed = join(dir, 'project/node_modules/puzzlebook/bin/puzzlebook.js');
  }
  return installed;
}

/** Our command line for a case, after `puzzlebook`, as a user types it. */
export function ourArgs(c: ProcessCase): string[] {
  const flags = Object.entries(c.flags).flatMap(([name, value]) => [`--${name}`, String(value)]);
  return ['generate', c.kind, ...flags, '--difficulty', c.difficulty, '--count', String(c.count)];
}

const cpuNow = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * Our CPU ms for the case's puzzles made in this process (the records `generate` prints, by the
 * same function and seed), after as many made of other seeds: the generator compiled and warm.
 * The median of `RUNS` timed runs.
 */
export function warmMs(c: ProcessCase): number {
  const kind = getKind(c.kind);
  const options = kind.options.parse(c.flags);
  recordsOf(c.kind, options as never, 'bench/warm', c.difficulty, c.count, 'en');
  const times: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const t0 = cpuNow();
    recordsOf(c.kind, options as never, '1', c.difficulty, c.count, 'en');
    times.push(cpuNow() - t0);
  }
  return quantile(times, 0.5);
}

const fixed = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;

/**
 * Two rows: the warm per-puzzle ratio and the whole-process ratio, each held to at most the
 * peer's CPU for as many puzzles. Our command runs once first, unmeasured, as a user's command
 * that is not their first: Node's compile cache (bin/puzzlebook.js) then holds our modules. The
 * first run's cost, the cache off, is given beside the whole-process ratio.
 */
export function processRows(c: ProcessCase): BenchRow[] {
  const peer = program(...c.peer.candidates);
  const peerArgs = c.peer.args(c.count);
  const peerCommand = `${c.peer.candidates[0]} ${peerArgs.join(' ')}`;
  if (!peer) return [absent(c.kind, `${c.what} as a user pays it: ${c.peer.candidates[0]} not installed (${c.peer.from}): no peer, rows not measured`)];
  const ours = ourArgs(c);
  const command = `puzzlebook ${ours.join(' ')}`;
  try {
    const node = process.execPath;
    const bin = installedBin();
    const cold = run(node, [bin, ...ours], '', { ...process.env, NODE_DISABLE_COMPILE_CACHE: '1' });
    run(node, [bin, ...ours]);
    const [oursMs, peersMs, ratios]: number[][] = [[], [], []];
    let [inBand, graded] = [0, 0];
    for (let r = 0; r < PAIRS; r++) {
      const o = run(node, [bin, ...ours]);
      const p = run(peer, peerArgs);
      const made = c.peer.made(p.out);
      if (made !== c.count) throw new Error(`${peerCommand} printed ${made} puzzles, not ${c.count}`);
      oursMs.push(o.ms);
      peersMs.push(p.ms);
      ratios.push(o.ms / p.ms);
      const bands = c.peer.bands?.(p.out) ?? [];
      inBand += bands.filter((b) => b === c.difficulty).length;
      graded += bands.length;
    }
    const peerEach = quantile(peersMs, 0.5) / c.count;
    const warmEach = warmMs(c) / c.count;
    const ratio = quantile(ratios, 0.5);
    // The peer's share of puzzles in our band, and what each of those costs it: the measure every kind's own peer row takes.
    const share = graded > 0 ? inBand / graded : 0;
    const atBand = (ours: number) =>
      graded === 0 ? '' : share === 0 ? `; ${c.peer.level} made none of our ${c.difficulty}` : `; at our band (${Math.round(share * 100)}% of its puzzles our ${c.difficulty}, each of those costing it ${fixed(peerEach / share)} ms): ${fixed((ours * share) / peerEach)}×`;
    const target = `≤ 1.00× ${c.peer.level} (${fixed(peerEach)} ms)`;
    const warm: BenchRow = {
      kind: c.kind,
      case: `${c.what}, warm: ${c.count} as generate makes them, in a process that made ${c.count} before ÷ ${peerCommand} (${c.peer.level}), CPU: ${fixed(warmEach / peerEach)}×${atBand(warmEach)}`,
      runs: RUNS,
      made: RUNS * c.count,
      medianMs: fixed(warmEach),
      p90Ms: fixed(warmEach),
      perSecond: fixed(1000 / warmEach, 1),
      target,
      met: warmEach <= peerEach,
    };
    const whole: BenchRow = {
      kind: c.kind,
      // What the process pays beyond the puzzles themselves (Node's start, loading the modules, V8 compiling the generator as it warms): the whole less the warm cost of as many.
      case: `${c.what}, whole process: ${command} ÷ ${peerCommand}, CPU pair by pair: ${fixed(ratio)}×${atBand(quantile(oursMs, 0.5) / c.count)} (its first run, no compile cache: ${fixed(cold.ms / (peerEach * c.count))}×; beyond the warm puzzles: ${Math.round(quantile(oursMs, 0.5) - warmEach * c.count)} ms)`,
      runs: PAIRS,
      made: PAIRS * c.count,
      medianMs: fixed(quantile(oursMs, 0.5) / c.count),
      p90Ms: fixed(quantile(oursMs, 0.9) / c.count),
      perSecond: fixed((PAIRS * c.count) / (oursMs.reduce((a, b) => a + b, 0) / 1000), 1),
      target,
      met: ratio <= 1,
    };
    return [warm, whole];
  } catch (error) {
    return [absent(c.kind, `${c.what} as a user pays it: failed (${String(error).slice(0, 160)})`)];
  }
}
