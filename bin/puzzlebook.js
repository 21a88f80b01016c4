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
const { run } = await import('../src/cli/main.ts');
const status = await run(process.argv.slice(2));
// A refusal or a bug ends the process at once, whatever is still open; success ends it as
// its work runs out.
if (status !== 0) process.exit(status);
