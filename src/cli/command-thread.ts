import { parentPort, workerData } from 'node:worker_threads';
import { readStdinBounded } from '../book/bytes.ts';
import { run } from './main.ts';
import type { Posted } from './supervise.ts';

/**
 * A command line run on the thread `bin/puzzlebook.js` starts for it (supervise.ts): its
 * output goes to the first thread as messages, which writes it, in order. A command line that
 * only prints runs on the first thread instead (printing.ts, here.ts).
 */
const { argv, tty, columns } = workerData as { argv: string[]; tty: boolean; columns?: number };
const post = (message: Posted) => parentPort!.postMessage(message);

const status = await run(argv, {
  out: (text) => post({ out: text }),
  err: (text) => post({ err: text }),
  stdin: (limit) => readStdinBounded(limit),
  tty,
  columns,
});
post({ done: status });
