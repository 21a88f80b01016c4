import type { Told } from '../book/interrupt.ts';
import { Supervisor } from '../book/supervisor.ts';

/** The signals a command stops on, and the shell's status for each (128 + its number). */
const SIGNALS = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 } as const;

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
  return new Promise<number>((resolve) => {
    // Set once the thread said it is done, failed, or a stop began: whatever comes after is not heard.
    let settling = false;
    const finish = (status: number) => {
      for (const [signal, listener] of listeners) process.off(signal, listener);
      resolve(status);
    };
    const supervisor = new Supervisor(entry, data, (message) => {
      const m = message as Posted;
      if ('out' in m) process.stdout.write(m.out);
      else if ('err' in m) process.stderr.write(m.err);
      else if ('done' in m && !settling) {
        settling = true;
        // Ended as a stop ends it, its own threads with it; nothing left to remove.
        void supervisor.worker.terminate().finally(() => finish(m.done));
      }
    });
    const { worker } = supervisor;
    worker.on('error', (error) => {
      // The command catches its own errors; what reaches here ended the thread (its memory ran out).
      if (settling) return;
      settling = true;
      process.stderr.write(`puzzlebook: internal error: ${error.message}\n${process.env.PUZZLEBOOK_DEBUG ? `${error.stack}\n` : '(set PUZZLEBOOK_DEBUG=1 to see where)\n'}`);
      finish(2);
    });
    worker.on('exit', (code) => {
      if (!settling) finish(code === 0 ? 0 : 2);
    });
    const stop = async (status: number) => {
      if (settling) return;
      settling = true;
      await supervisor.stop();
      finish(status);
    };
    const listeners = Object.entries(SIGNALS).map(([signal, status]) => [signal, () => void stop(status)] as const);
    for (const [signal, listener] of listeners) process.on(signal, listener);
  });
}
