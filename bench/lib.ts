/** Shared pieces of the benchmark: the row every kind reports, and timing helpers. */
import type { Difficulty } from '../src/engine/kind.ts';
import { Rng } from '../src/engine/random.ts';
import { getKind, type KindName, type OptionsOf } from '../src/kinds/registry.ts';

export interface BenchRow {
  kind: string;
  /** What was measured, e.g. `9×9 hard` or `solve Rosetta 1`. */
  case: string;
  /** Seeds tried (generation) or runs made (solving). */
  runs: number;
  /** Puzzles generated (generation) or solves completed (solving). */
  made: number;
  /** Per generated puzzle, failed seeds included; per solve. */
  medianMs: number;
  p90Ms: number;
  perSecond: number;
  /** The target, in words (`median < 50 ms`), or null where none is set. */
  target: string | null;
  met: boolean | null;
  /** The most memory the job held at once, in GB of 2^30 bytes (its process's every thread and the processes it started), where measured. */
  peakGB?: number | null;
}

/**
 * The rows of one kind (a module `src/kinds/<kind>/bench.ts` exporting `bench`; run.ts finds it by the
 * kind's name) or of a whole job (`book`, `archive`).
 */
export interface KindBench {
  kind: string;
  run(): BenchRow[] | Promise<BenchRow[]>;
}

/** The q-quantile (0..1) of some numbers, nearest rank. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** A row's target: one of the two (a median for slow cases, a rate for cheap ones). */
export type Target =
  | {
      /** Median ms per puzzle must stay below this. */
      medianBelowMs: number;
    }
  | {
      /** Puzzles (or solves) per second, wall time, must reach this. */
      perSecondAtLeast: number;
    };

/** A row from the times of each success, the seeds or runs tried and the wall time they took. */
export function row(kind: string, what: string, runs: number, times: readonly number[], totalMs: number, target?: Target): BenchRow {
  const medianMs = quantile(times, 0.5);
  const perSecond = times.length / (totalMs / 1000);
  return {
    kind,
    case: what,
    runs,
    made: times.length,
    medianMs: round(medianMs),
    p90Ms: round(quantile(times, 0.9)),
    perSecond: round(perSecond),
    target: !target ? null : 'medianBelowMs' in target ? `median < ${target.medianBelowMs} ms` : `per s ≥ ${target.perSecondAtLeast}`,
    met: !target ? null : 'medianBelowMs' in target ? medianMs < target.medianBelowMs : perSecond >= target.perSecondAtLeast,
  };
}

const round = (x: number) => (Number.isFinite(x) ? Math.round(x * 100) / 100 : x);

/** What one generation row measures. */
export interface GenerationCase<K extends KindName> {
  kind: K;
  /** The row's label, e.g. `9×9 hard`. */
  what: string;
  /** Kind options, parsed. */
  options: OptionsOf<K>;
  difficulty: Difficulty;
  /** Seeds tried: `bench/1` … `bench/<seeds>`, after `warmup` seeds `bench/warmup/…`. */
  seeds: number;
  warmup: number;
  target?: Target;
}

/**
 * Time per generated puzzle, its proof and grading included. A seed the generator gives up
 * on (null) is not a puzzle, so its time is carried into the next success — what a book
 * build pays when it moves to a retry seed.
 */
export function generationRow<K extends KindName>(c: GenerationCase<K>): BenchRow {
  const kind = getKind(c.kind);
  for (let i = 1; i <= c.warmup; i++) kind.generate(new Rng(`bench/warmup/${i}`), c.options, c.difficulty);
  const times: number[] = [];
  let carried = 0;
  const start = performance.now();
  for (let i = 1; i <= c.seeds; i++) {
    const t0 = performance.now();
    const made = kind.generate(new Rng(`bench/${i}`), c.options, c.difficulty);
    const ms = performance.now() - t0;
    if (made) {
      times.push(carried + ms);
      carried = 0;
    } else {
      carried += ms;
    }
  }
  return row(c.kind, c.what, c.seeds, times, performance.now() - start, c.target);
}

/** Calls `once` `warmup` times, then `runs` times timing each: the per-run times and the wall time. */
export function timeRuns(once: () => void, warmup: number, runs: number): { times: number[]; totalMs: number } {
  for (let i = 0; i < warmup; i++) once();
  const times: number[] = [];
  const start = performance.now();
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    once();
    times.push(performance.now() - t0);
  }
  return { times, totalMs: performance.now() - start };
}

/** The value after `name` on a bench script's command line (`--count 50`), or undefined. */
export function flagValue(name: string, args: readonly string[] = process.argv.slice(2)): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}
