import { processIo } from './io.ts';
import { run } from './main.ts';

/**
 * A command line that only prints (printing.ts), run on this thread with the process's own
 * streams: bin/puzzlebook.js runs it so. No signal handler is set, so Ctrl-C ends it at once,
 * however long a puzzle takes: it has written no file to put right.
 */
export async function runHere(argv: string[]): Promise<number> {
  return run(argv, processIo);
}
