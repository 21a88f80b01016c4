import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { run } from '../../src/cli/main.ts';
import { tempDir } from '../temp.ts';

export { tempDir };

const root = new URL('../../', import.meta.url).pathname;

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * A count line of a book's progress (`build: 12 of 50 puzzles made; …`), which a run that lasts
 * past 5 s prints off a terminal (src/cli/progress.ts): as many as the machine is busy, so
 * `cli` and `spawnCli` leave them out, and a clean run's standard error is empty however busy it
 * is. test/cli/book-progress.test.ts reads them.
 */
const COUNT_LINE = /^(build|worksheet|generate|cover|answers|pages): [\d,]+ of [\d,]+ .*\n/gm;
export const besideCounts = (stderr: string): string => stderr.replace(COUNT_LINE, '');

/**
 * Runs a command line in this process, as `bin/puzzlebook.js` runs it for a user, with its
 * standard input, output and error as strings: what a user sees, without starting a process
 * (but the progress counts a slow run prints, `COUNT_LINE`).
 */
export async function cli(args: string[], input?: string): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const status = await run(args, { out: (text) => (stdout += text), err: (text) => (stderr += text), stdin: () => input ?? '', tty: false });
  return { status, stdout, stderr: besideCounts(stderr) };
}

/** Runs the CLI in a process of its own, as a user would, with the Node running the tests (Node 24 under npm test). */
export function spawnCli(args: string[], input?: string): Run {
  const r = spawnSync(process.execPath, [join(root, 'bin/puzzlebook.js'), ...args], {
    cwd: root,
    input,
    encoding: 'utf8',
    env: { ...process.env, PUZZLEBOOK_DEBUG: '' },
  });
  return { status: r.status, stdout: r.stdout, stderr: besideCounts(r.stderr) };
}

export interface Measured extends Run {
  /** The process's peak resident memory, in MB. */
  peakMb: number;
}

/**
 * Runs the CLI (or another `script`) in a process of its own under a memory cap (V8's heap at `heapMb`; buffers
 * outside the heap show in the peak), feeding its standard input from `input`: text, or
 * `endless` for a writer that never stops (as `yes |`). Gives what it printed and its peak
 * resident memory, measured by the process itself at exit.
 */
export function spawnMeasured(args: string[], input: string | { endless: string }, heapMb = 512, script = join(root, 'bin/puzzlebook.js')): Promise<Measured> {
  const dir = tempDir();
  const rssFile = join(dir, 'rss');
  const child = spawn(process.execPath, [`--max-old-space-size=${heapMb}`, '--import', join(root, 'test/cli/max-rss.mjs'), script, ...args], {
    cwd: root,
    env: { ...process.env, PUZZLEBOOK_DEBUG: '', PUZZLEBOOK_MAX_RSS_FILE: rssFile },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d));
  child.stderr.on('data', (d: Buffer) => (stderr += d));
  // The reader closing its end early is what a bounded reader does: not an error here.
  child.stdin.on('error', () => {});
  if (typeof input === 'string') child.stdin.end(input);
  else {
    const chunk = input.endless.repeat(Math.ceil(65536 / input.endless.length));
    const feed = () => {
      while (child.stdin.writable && child.stdin.write(chunk));
      if (child.stdin.writable) child.stdin.once('drain', feed);
    };
    feed();
  }
  return new Promise((resolve) => {
    child.on('close', (status) => {
      const peakKb = Number(existsSync(rssFile) ? readFileSync(rssFile, 'utf8') : NaN);
      rmSync(dir, { recursive: true, force: true });
      resolve({ status, stdout, stderr, peakMb: peakKb / 1024 });
    });
  });
}

/**
 * What a command printed on standard error but its progress (`site`'s stages and counts, a
 * book's counts, which a run that lasts prints off a terminal: src/cli/progress.ts), line by
 * line: what a clean run leaves empty however busy the machine.
 */
export const besideProgress = (stderr: string): string => besideCounts(stderr).split('\n').filter((line) => line && !/^site: /.test(line)).join('\n');

export interface Capped extends Measured {
  /** Whether it was stopped for holding more than its cap. */
  overCap: boolean;
}

/** A process's resident memory now, in MB, from /proc (0 where it is gone). */
function residentMb(pid: number): number {
  try {
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return kb ? Number(kb[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * Runs the CLI in a process of its own under a memory cap held from outside: its resident
 * memory (every thread's, and what native code and WebAssembly hold, which V8's heap limit does
 * not count) is looked at every 100 ms, and past `capMb` the process is killed. Gives what it
 * printed, its peak resident memory as it measured it at exit (or as last seen, where killed),
 * and whether it went over.
 */
export function spawnCapped(args: string[], capMb: number): Promise<Capped> {
  const dir = tempDir();
  const rssFile = join(dir, 'rss');
  const child = spawn(process.execPath, ['--import', join(root, 'test/cli/max-rss.mjs'), join(root, 'bin/puzzlebook.js'), ...args], {
    cwd: root,
    env: { ...process.env, PUZZLEBOOK_DEBUG: '', PUZZLEBOOK_MAX_RSS_FILE: rssFile },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d));
  child.stderr.on('data', (d: Buffer) => (stderr += d));
  let seen = 0;
  let overCap = false;
  const watch = setInterval(() => {
    seen = Math.max(seen, residentMb(child.pid!));
    if (seen > capMb && !overCap) {
      overCap = true;
      child.kill('SIGKILL');
    }
  }, 100);
  return new Promise((resolve) => {
    child.on('close', (status) => {
      clearInterval(watch);
      const peakKb = Number(existsSync(rssFile) ? readFileSync(rssFile, 'utf8') : NaN);
      rmSync(dir, { recursive: true, force: true });
      resolve({ status, stdout, stderr, peakMb: Number.isNaN(peakKb) ? seen : peakKb / 1024, overCap });
    });
  });
}

/** A line of a stack trace: what no refusal may print. */
export const STACK_FRAME = /^\s+at /m;

/** A `tempDir` for each call, all removed after each test of the calling file. */
export function tempDirsRemovedAfterEach(): () => string {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = tempDir();
    made.push(dir);
    return dir;
  };
}

/** A bad-input error: non-zero exit, a message, and no stack trace. */
export function expectCleanFailure(r: Run): void {
  if (r.status === 0) throw new Error(`expected failure, got success:\n${r.stdout}`);
  if (r.status !== 1) throw new Error(`expected exit 1, got ${r.status}:\n${r.stderr}`);
  if (STACK_FRAME.test(r.stderr)) throw new Error(`stack trace printed:\n${r.stderr}`);
  if (r.stderr.split('\n').length > 25) throw new Error(`error longer than a screen:\n${r.stderr}`);
}
