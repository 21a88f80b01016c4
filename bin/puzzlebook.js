#!/usr/bin/env node
// Plain JavaScript, so that an old Node gets a clear message rather than a syntax error.
import { existsSync, readFileSync } from 'node:fs';
import module from 'node:module';
import { assertNodeVersion } from '../src/node-version.js';

// Installed (under node_modules), the package runs the JavaScript built into lib/ when it was
// packed: Node strips TypeScript's types only outside node_modules. A clone runs src/ directly.
const built = new URL('../lib/cli/bundle/command-thread.js', import.meta.url);
const underNodeModules = import.meta.url.includes('/node_modules/');
if (underNodeModules && !existsSync(built)) {
  // Installed without its build (npm's scripts were skipped, or `prepare` failed): src/ cannot run here.
  process.stderr.write('puzzlebook was installed without its built code (lib/): install it again with npm scripts allowed (no --ignore-scripts).\n');
  process.exit(1);
}
const installed = underNodeModules;
assertNodeVersion(installed);
// V8's compiled code for every module kept on disk (Node's own cache, in the temporary folder
// unless NODE_COMPILE_CACHE names another; NODE_DISABLE_COMPILE_CACHE=1 turns it off): the
// second run of a command starts about a quarter sooner. Through the environment, the command's
// thread and the archive's build use it too. Nothing it keeps changes what a command writes.
const cache = module.enableCompileCache?.();
if (cache?.directory) process.env.NODE_COMPILE_CACHE = cache.directory;
// A reader that stops early (`puzzlebook generate … | head -1`) closes the pipe: the output
// is no longer wanted, so stop quietly, as other command-line tools do, not with a trace.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});
const code = installed ? '../lib/cli/' : '../src/cli/';
const ext = installed ? 'js' : 'ts';
const argv = process.argv.slice(2);
const { printsOnly } = await import(`${code}printing.${ext}`);
let status;
if (argv.length === 1 && argv[0] === '--version') {
  // The version alone, as yargs prints it, without loading the command line (issue 114: 0.26 s
  // of CPU for a line, where Node alone starts in half that).
  process.stdout.write(`${JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version}\n`);
  status = 0;
} else if (printsOnly(argv)) {
  // A command that only prints (generate, solve, explain, help) runs here: it has no file to put
  // right if stopped, so Ctrl-C ends it at once as it ends any such program, and it is spared a
  // thread's start. Installed, from the command line's bundle (src/build/bundle-cli.ts).
  const { runHere } = await import(installed ? '../lib/cli/bundle/here.js' : '../src/cli/here.ts');
  status = await runHere(argv);
} else {
  // Every other command runs on a thread of its own; this one writes its output and answers
  // Ctrl-C, a hang-up or a kill at once, however long a puzzle takes (src/cli/supervise.ts).
  const { supervise } = await import(`${code}supervise.${ext}`);
  // Installed, the thread runs the command line's bundle (src/build/bundle-cli.ts): a few files for
  // Node to load where lib/ is some 280 modules for one command, so it starts sooner.
  const thread = installed ? '../lib/cli/bundle/command-thread.js' : '../src/cli/command-thread.ts';
  status = await supervise(new URL(thread, import.meta.url), {
    argv,
    tty: Boolean(process.stderr.isTTY),
    columns: process.stdout.columns,
  });
}
// A pipe holds 64 KB: what a slower reader has not yet taken waits in this process, and exiting
// would drop it (`generate … | less` got the first 64 KB and nothing said so). An empty write's
// callback comes once everything written before it has gone; an error (a reader gone) ends the wait too.
const written = (stream) => new Promise((resolve) => stream.write('', () => resolve()));
await Promise.all([written(process.stdout), written(process.stderr)]);
// Ended by the event loop running out, not by process.exit(): exiting so, Node shuts its
// threads down without first stopping V8, and a compiler thread still at work can wait for ever
// on a collection the main thread will never make, so the command, its output written, hangs
// (seen here once in a few hundred runs of generate; nodejs/node#54918, #64274). Run out,
// Node stops V8 first, which releases that thread. Nothing of a command should keep the loop
// alive (test/cli/ending.test.ts); if something does, the timer, which holds nothing up
// itself, ends it the old way a second later.
process.exitCode = status;
setTimeout(() => process.exit(status), 1000).unref();
