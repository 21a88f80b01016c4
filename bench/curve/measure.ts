/**
 * One `puzzlebook` run measured from outside: wall time, the command's process's peak memory
 * and CPU (its own count, bench/curve/child.ts), and, on Linux, the memory of the whole tree
 * it starts (Pagefind's indexer and esbuild are processes of their own) sampled from /proc,
 * with the CPU of each. A run over its cap is stopped, and one that dies (out of memory) is
 * recorded as such, never waited on for ever.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './sources.ts';

export interface Measured {
  ok: boolean;
  /** Why not, in a few words: `status 2`, `SIGABRT`, `over the 30 min cap`. */
  failure: string | null;
  wallS: number;
  /** CPU seconds, user + system, of the command's process (all its threads); null where it died before telling. */
  cpuS: number | null;
  /** The same for the whole tree: the command's, and each process it started as last sampled from /proc (up to 250 ms short); null off Linux. */
  treeCpuS: number | null;
  /** Peak resident memory of the command's process, GB; null where it died before telling. */
  peakGB: number | null;
  /** Highest resident memory of the process and its descendants at once, sampled every 250 ms, GB; null off Linux. */
  treePeakGB: number | null;
  /** The last lines it wrote to stderr, for a failure. */
  tail: string;
}

const GB = 1024 ** 3;
/** Linux counts a process's CPU in ticks of 1/100 s (USER_HZ, 100 on every Linux Node runs on). */
const TICKS = 100;

/** What one look at the tree under a process saw: resident bytes now, and each process's CPU seconds so far. */
interface Sample {
  rss: number;
  cpu: Map<number, number>;
}

/** `pid` and every process descended from it now, from /proc: their resident memory and CPU. */
function sampleTree(pid: number): Sample {
  const stats = new Map<number, string[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The fields after the command's name: state, ppid, …, utime and stime 11th and 12th.
      stats.set(Number(name), readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]!.split(' '));
    } catch {
      // Gone between the listing and the read.
    }
  }
  const tree = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [child, fields] of stats) {
      if (tree.has(Number(fields[1])) && !tree.has(child)) {
        tree.add(child);
        grew = true;
      }
    }
  }
  const sample: Sample = { rss: 0, cpu: new Map() };
  for (const p of tree) {
    const fields = stats.get(p);
    if (fields) sample.cpu.set(p, (Number(fields[11]) + Number(fields[12])) / TICKS);
    try {
      const kb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${p}/status`, 'utf8'));
      if (kb) sample.rss += Number(kb[1]) * 1024;
    } catch {
      // Ended meanwhile.
    }
  }
  return sample;
}

/** The command's own CPU (sampled, where it died before telling) and its descendants' as last sampled. */
function treeCpu(usage: NodeJS.ResourceUsage | null, seen: ReadonlyMap<number, number>, root: number): number {
  let seconds = usage ? (usage.userCPUTime + usage.systemCPUTime) / 1e6 : (seen.get(root) ?? 0);
  for (const [p, s] of seen) if (p !== root) seconds += s;
  return seconds;
}

/** Runs `puzzlebook <args>` in a child Node from the project's root, stopped after `capMs`. */
export function measure(args: readonly string[], capMs: number): Promise<Measured> {
  const scratch = mkdtempSync(join(tmpdir(), 'puzzlebook-curve-'));
  const usageFile = join(scratch, 'usage.json');
  const start = performance.now();
  // A group of its own, so a stop reaches the indexer and esbuild too.
  const child = spawn(process.execPath, ['bench/curve/child.ts', usageFile, ...args], { cwd: ROOT, detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  let tail = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => (tail = (tail + text).slice(-4000)));
  const linux = existsSync('/proc/self/stat');
  let treePeak = 0;
  // Each process's CPU as last seen: the helpers (esbuild, the indexer) may be left to end on
  // their own after the command exits, so their time never reaches a parent's count of children.
  const cpuSeen = new Map<number, number>();
  const sample = () => {
    const now = sampleTree(child.pid!);
    treePeak = Math.max(treePeak, now.rss);
    for (const [p, seconds] of now.cpu) cpuSeen.set(p, seconds);
  };
  const sampler = linux ? setInterval(sample, 250) : undefined;
  let over = false;
  const stop = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // Already gone.
    }
  };
  // Over the cap: asked to stop (the command removes its working folder), then killed.
  const cap = setTimeout(() => {
    over = true;
    stop('SIGTERM');
    setTimeout(() => stop('SIGKILL'), 15_000).unref();
  }, capMs);
  // This bench stopped (Ctrl-C, a kill) stops the run too, rather than leave it building, and
  // then ends, rather than go on to the next run.
  let stopped = false;
  const onSignal = () => {
    stopped = true;
    stop('SIGTERM');
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const wallS = (performance.now() - start) / 1000;
      clearInterval(sampler);
      clearTimeout(cap);
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      let usage: NodeJS.ResourceUsage | null = null;
      try {
        usage = JSON.parse(readFileSync(usageFile, 'utf8')) as NodeJS.ResourceUsage;
      } catch {
        // Died before its exit handler ran (a fatal out-of-memory error aborts).
      }
      rmSync(scratch, { recursive: true, force: true });
      if (stopped) process.exit(130);
      const failure = over ? `over the ${Math.round(capMs / 60_000)} min cap` : code === 0 ? null : signal ? `killed by ${signal}` : `status ${code}`;
      resolve({
        ok: failure === null,
        failure,
        wallS,
        cpuS: usage ? (usage.userCPUTime + usage.systemCPUTime) / 1e6 : null,
        treeCpuS: linux ? treeCpu(usage, cpuSeen, child.pid!) : null,
        peakGB: usage ? (usage.maxRSS * 1024) / GB : null,
        treePeakGB: linux ? treePeak / GB : null,
        tail: tail.trim().split('\n').slice(-5).join('\n'),
      });
    });
  });
}
