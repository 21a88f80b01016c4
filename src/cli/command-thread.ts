import { parentPort, workerData } from 'node:worker_threads';
import { readStdinBounded } from '../book/bytes.ts';
import { stdoutClosed } from './io.ts';
import { run } from './main.ts';
import type { Posted } from './supervise.ts';

/**
 * A command line run on the thread `bin/puzzlebook.js` starts for it (supervise.ts): its
 * output goes to the first thread as messages, which writes it, in order.
 */
const { argv, tty, columns } = workerData as { argv: string[]; tty: boolean; columns?: number };
const post = (message: Posted) => parentPort!.postMessage(message);

/** Commands whose result is what they print: with standard output closed, nothing would come of them. */
const PRINTING = new Set(['generate', 'solve', 'explain']);

let status: number;
const command = argv.find((arg) => !arg.startsWith('-'));
if (command && PRINTING.has(command) && !argv.includes('--help') && stdoutClosed()) {
  post({ err: `puzzlebook: standard output is closed (>&-), so ${command} has nowhere to print; send it to a file or a pipe\n` });
  status = 1;
} else {
  status = await run(argv, {
    out: (text) => post({ out: text }),
    err: (text) => post({ err: text }),
    stdin: (limit) => readStdinBounded(limit),
    tty,
    columns,
  });
}
post({ done: status });
