import { parentPort, workerData } from 'node:worker_threads';
import '../book/language.ts';
import { buildSite, type SiteOptions } from './build.ts';
import { UserError } from '../engine/errors.ts';
import { heard } from '../book/heard.ts';

/*
 * The archive built on a thread of its own, for the library's `publishArchive`: Astro's build
 * reads the current folder and the environment, which the build sets for its run, and on its
 * own thread that touches nothing of the program that called it. Posts each log line and
 * each stage's counts, then the report or the error; a stop (api/index.ts's `signal`) ends the
 * thread as a signal ends a command's (book/interrupt.ts).
 */
const { supervised: _, ...options } = workerData as Pick<SiteOptions, 'books' | 'out' | 'base' | 'url' | 'language' | 'jobs' | 'part' | 'from'> & { supervised: unknown };
try {
  const report = await buildSite({ ...options, log: (line) => parentPort!.postMessage({ log: line }), progress: (progress) => parentPort!.postMessage({ progress }), beforePublish: heard });
  parentPort!.postMessage({ done: report });
} catch (error) {
  const { name, message, stack } = error as Error;
  // A refusal's code and problems cross whole (api/index.ts makes the UserError again).
  const refused = error instanceof UserError ? { code: error.code, problems: error.problems } : {};
  parentPort!.postMessage({ error: { name, message, stack, ...refused } });
}
