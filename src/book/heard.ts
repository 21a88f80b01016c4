import { parentPort } from 'node:worker_threads';

/*
 * The library's threads (api/book-thread.ts, archive/site-thread.ts) wait here before they write:
 * the caller's `onProgress` and `log` run on the caller's thread, and one that throws, or
 * returns a promise that rejects, stops the call with nothing written (api/index.ts). So the
 * thread asks (`ready`) and writes only once told (`go`): every progress told before has been
 * heard by then, and every promise its hearer returned settled. A caller that stops the call
 * instead ends the thread here.
 */

/** Resolves once the library's caller has heard everything this thread told it so far. */
export function heard(): Promise<void> {
  return new Promise((go) => {
    const listen = (message: { go?: boolean } | null) => {
      if (!message?.go) return;
      parentPort!.off('message', listen);
      go();
    };
    parentPort!.on('message', listen);
    parentPort!.postMessage({ ready: true });
  });
}
