import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** Seconds of CPU a process has used (its threads, not its children), from /proc; undefined where there is none. */
function cpuSeconds(pid: number): number | undefined {
  try {
    // Fields after the command's closing parenthesis: state is 3rd, utime 14th, stime 15th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/**
 * Resolves once a process has done `seconds` of work, by the CPU time it used, not the clock:
 * on a busy machine its start-up takes longer by the clock, and a signal sent after a fixed
 * wait could land before its work began. Where /proc cannot say (another system, or the
 * process ended), it waits that long by the clock.
 */
export async function afterWork(pid: number, seconds: number): Promise<void> {
  const started = performance.now();
  for (;;) {
    const used = cpuSeconds(pid);
    if (used === undefined ? performance.now() - started >= seconds * 1000 : used >= seconds) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
