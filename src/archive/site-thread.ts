import { parentPort, workerData } from 'node:worker_threads';
import '../book/language.ts';
import { buildSite, type SiteOptions } from './build.ts';

/*
 * The archive built on a thread of its own, for the library's `publishArchive`: Astro's build
 * reads the current folder and the environment, which the build sets for its run, and on its
 * own thread that touches nothing of the program that called it. Posts each log line, then
 * the report or the error.
 */
const options = workerData as Pick<SiteOptions, 'books' | 'out' | 'base' | 'url' | 'language' | 'jobs'>;
try {
  const report = await buildSite({ ...options, log: (line) => parentPort!.postMessage({ log: line }) });
  parentPort!.postMessage({ done: report });
} catch (error) {
  const { name, message, stack } = error as Error;
  parentPort!.postMessage({ error: { name, message, stack } });
}
