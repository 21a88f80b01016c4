#!/usr/bin/env node
// Plain JavaScript, so that an old Node gets a clear message rather than a syntax error
// from the TypeScript it cannot run.
import { assertNodeVersion } from '../src/node-version.js';

assertNodeVersion();
// A reader that stops early (`puzzlebook generate … | head -1`) closes the pipe: the output
// is no longer wanted, so stop quietly, as other command-line tools do, not with a trace.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});
// The command runs on a thread of its own; this one writes its output and answers Ctrl-C,
// a hang-up or a kill at once, however long a puzzle takes (src/cli/supervise.ts).
const { supervise } = await import('../src/cli/supervise.ts');
const status = await supervise(new URL('../src/cli/command-thread.ts', import.meta.url), {
  argv: process.argv.slice(2),
  tty: Boolean(process.stderr.isTTY),
  columns: process.stdout.columns,
});
process.exit(status);
