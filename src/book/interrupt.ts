import { isMainThread, parentPort, workerData } from 'node:worker_threads';

/**
 * What the work of a command tells the thread that stops it (src/cli/supervise.ts): a command
 * runs on a thread of its own, so Ctrl-C, a hang-up or a kill is handled at once however long
 * the work between two yields is (a puzzle can take a minute). Stopping terminates that
 * thread, so what the work must not have cut in half, and what it must not leave behind,
 * is said here beforehand:
 * - `critical`: a file swap under way is let finish (it takes milliseconds), so the folder
 *   holds the old files or the new ones, whole;
 * - `removeOnInterrupt`: a folder or file made for the run (a half-built site) goes.
 *
 * Run in a thread without a supervisor (the tests run commands in their own thread), both
 * only do the work: nothing stops it there.
 */

/** What a supervised thread is given: shared with the supervisor, [swaps under way, stop asked]. */
export interface Supervised {
  state: SharedArrayBuffer;
}

/** Indexes into the shared state. */
export const BUSY = 0;
export const STOP = 1;

/**
 * What the supervisor is told, on the thread's own port (whose messages all reach it before
 * it sees the thread end): a path to remove if stopped, or one no longer to remove.
 */
export type Told = { remove: string; emptyFrom?: string } | { keep: string };

const given = !isMainThread && (workerData as { supervised?: Supervised } | null)?.supervised;
const state = given ? new Int32Array(given.state) : undefined;
const port = given ? parentPort : undefined;

/**
 * Marks the start of work that must not be cut in half; returns its end. If a stop was asked
 * before it starts, it never starts: the thread waits here to be terminated. Nested sections
 * count as one.
 */
export function enterCritical(): () => void {
  if (!state) return () => {};
  // Busy first, then the stop flag read: the supervisor sets stop, then reads busy, so at
  // least one of the two sees the other (both are sequentially consistent).
  const before = Atomics.add(state, BUSY, 1);
  if (before === 0 && Atomics.load(state, STOP) === 1) {
    leave();
    // In short naps, so the termination that follows lands between two of them.
    for (;;) Atomics.wait(state, STOP, 1, 50);
  }
  let left = false;
  return () => {
    if (!left) leave();
    left = true;
  };
}

/**
 * Runs `wait` outside any critical section this thread is in (waiting for another writer's
 * lock may take seconds, and a stop must not wait for it), then enters them again.
 */
export function outsideCritical<T>(wait: () => T): T {
  if (!state) return wait();
  const depth = Atomics.exchange(state, BUSY, 0);
  Atomics.notify(state, BUSY);
  try {
    return wait();
  } finally {
    for (let i = 0; i < depth; i++) enterCritical();
  }
}

function leave(): void {
  Atomics.sub(state!, BUSY, 1);
  Atomics.notify(state!, BUSY);
}

/** Runs `work` as one critical section (`enterCritical`). */
export function critical<T>(work: () => T): T {
  const end = enterCritical();
  try {
    return work();
  } finally {
    end();
  }
}

/**
 * Has `path` removed (recursively) if the command is stopped before the returned function is
 * called; given `emptyFrom`, a folder inside it, only the folders from `emptyFrom` up to
 * `path` that are empty by then go (`removeMadeFolders`): folders this run made, in which
 * another program may have put something meanwhile. The supervisor reads these in order before it removes anything, so a path let go
 * inside a critical section is never removed after it.
 */
export function removeOnInterrupt(path: string, emptyFrom?: string): () => void {
  port?.postMessage((emptyFrom === undefined ? { remove: path } : { remove: path, emptyFrom }) satisfies Told);
  let kept = false;
  return () => {
    if (!kept) port?.postMessage({ keep: path } satisfies Told);
    kept = true;
  };
}
