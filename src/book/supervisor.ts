import { rmSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { BUSY, STOP, type Supervised } from './interrupt.ts';
import { removeMadeFolders } from './made-folders.ts';
import { THREAD_LIMITS } from '../thread-limits.ts';

/** Longest a stop waits for a file swap under way (they take milliseconds; a stuck disk must not hold the process). */
const SWAP_WAIT_MS = 5_000;

/** Longest a stop waits for the thread to end before removing what it made all the same. */
const END_WAIT_MS = 2_000;

/**
 * The other side of book/interrupt.ts: work started on a thread of its own, which this thread
 * can stop at any moment (a signal from the command line, an AbortSignal from a library
 * caller) without leaving a file swap cut in half or a half-built folder behind. The work's
 * module is given `workerData` with `data` and `supervised`; the messages it posts that are not
 * interrupt.ts's own go to `onMessage`.
 */
export class Supervisor {
  readonly worker: Worker;
  private readonly state = new Int32Array(new SharedArrayBuffer(8));
  /** What to remove if stopped: a path, and for folders made above an output, the folder inside it to remove up from while empty. */
  private readonly removals = new Map<string, string | undefined>();
  private stopped: Promise<void> | undefined;

  constructor(entry: URL, data: Record<string, unknown>, onMessage: (message: unknown) => void) {
    const supervised: Supervised = { state: this.state.buffer as SharedArrayBuffer };
    this.worker = new Worker(entry, { workerData: { ...data, supervised }, resourceLimits: THREAD_LIMITS });
    this.worker.on('message', (m: unknown) => {
      const told = m as { remove?: unknown; emptyFrom?: unknown; keep?: unknown } | null;
      if (typeof told?.remove === 'string') this.removals.set(told.remove, typeof told.emptyFrom === 'string' ? told.emptyFrom : undefined);
      else if (typeof told?.keep === 'string') this.removals.delete(told.keep);
      else onMessage(m);
    });
  }

  /** Whether `stop` was called. */
  get stopping(): boolean {
    return this.stopped !== undefined;
  }

  /**
   * Stops the work wherever it is: a swap under way lands whole and no new one starts, the
   * thread ends (its own threads with it), and what it said to remove goes. The thread's
   * messages all arrive before its end is seen, so the list of what to remove is whole then.
   */
  stop(): Promise<void> {
    return (this.stopped ??= (async () => {
      Atomics.store(this.state, STOP, 1);
      for (let waited = 0; waited < SWAP_WAIT_MS; waited += 50) {
        const busy = Atomics.load(this.state, BUSY);
        if (busy === 0) break;
        Atomics.wait(this.state, BUSY, busy, 50);
      }
      // The wait's timer holds nothing up itself: a command stopped ends as soon as its thread has.
      await Promise.race([this.worker.terminate(), new Promise((done) => setTimeout(done, END_WAIT_MS).unref())]);
      for (const [path, emptyFrom] of [...this.removals].reverse()) {
        try {
          if (emptyFrom === undefined) rmSync(path, { recursive: true, force: true });
          else removeMadeFolders(emptyFrom, path);
        } catch {
          // The next one still goes; ending matters more than one folder left behind.
        }
      }
    })());
  }
}
