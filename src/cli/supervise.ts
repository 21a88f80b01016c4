import { rmSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { BUSY, STOP, type Supervised, type Told } from '../book/interrupt.ts';

/** The signals a command stops on, and the shell's status for each (128 + its number). */
const SIGNALS = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 } as const;

/** Longest a stop waits for a file swap under way (they take milliseconds; a stuck disk must not hold the process). */
const SWAP_WAIT_MS = 5_000;

/** Longest a stop waits for the thread to end before removing what it made all the same. */
const END_WAIT_MS = 2_000;

/** What a supervised thread posts: its output, what to remove if stopped, and its status when done. */
export type Posted = Told | { out: string } | { err: string } | { done: number };

/**
 * Runs the module `entry` on a thread of its own and gives its status, while this thread
 * stays free to answer signals: on Ctrl-C, a hang-up or a kill it lets a file swap under way
 * finish (book/interrupt.ts), ends the thread wherever its work is (a puzzle half made, a
 * proof half done), removes what the thread said to remove, and gives 128 + the signal's
 * number. The thread's output is written here, in the order it was posted.
 *
 * The module is given `workerData` with `data` and `supervised`, and posts `Posted` messages;
 * its last is `{ done: status }`.
 */
export function supervise(entry: URL, data: Record<string, unknown>): Promise<number> {
  const state = new Int32Array(new SharedArrayBuffer(8));
  const supervised: Supervised = { state: state.buffer as SharedArrayBuffer };
  const worker = new Worker(entry, { workerData: { ...data, supervised } });
  const removals = new Set<string>();
  return new Promise<number>((resolve) => {
    let stopping = false;
    const finish = (status: number) => {
      for (const [signal, listener] of listeners) process.off(signal, listener);
      resolve(status);
    };
    worker.on('message', (m: Posted) => {
      if ('out' in m) process.stdout.write(m.out);
      else if ('err' in m) process.stderr.write(m.err);
      else if ('remove' in m) removals.add(m.remove);
      else if ('keep' in m) removals.delete(m.keep);
      else if ('done' in m && !stopping) {
        stopping = true;
        void worker.terminate().finally(() => finish(m.done));
      }
    });
    worker.on('error', (error) => {
      // The command catches its own errors; what reaches here ended the thread (its memory ran out).
      if (stopping) return;
      stopping = true;
      process.stderr.write(`puzzlebook: internal error: ${error.message}\n${process.env.PUZZLEBOOK_DEBUG ? `${error.stack}\n` : '(set PUZZLEBOOK_DEBUG=1 to see where)\n'}`);
      finish(2);
    });
    worker.on('exit', (code) => {
      if (!stopping) finish(code === 0 ? 0 : 2);
    });
    const stop = async (status: number) => {
      if (stopping) return;
      stopping = true;
      Atomics.store(state, STOP, 1);
      // A swap under way lands whole; a new one will not start (enterCritical).
      for (let waited = 0; waited < SWAP_WAIT_MS; waited += 50) {
        const busy = Atomics.load(state, BUSY);
        if (busy === 0) break;
        Atomics.wait(state, BUSY, busy, 50);
      }
      // The thread's messages all arrive before its end is seen, so `removals` is complete then.
      await Promise.race([worker.terminate(), new Promise((done) => setTimeout(done, END_WAIT_MS))]);
      for (const path of [...removals].reverse()) {
        try {
          rmSync(path, { recursive: true, force: true });
        } catch {
          // The next one still goes; ending matters more than one folder left behind.
        }
      }
      finish(status);
    };
    const listeners = Object.entries(SIGNALS).map(([signal, status]) => [signal, () => void stop(status)] as const);
    for (const [signal, listener] of listeners) process.on(signal, listener);
  });
}
