/**
 * The type checks, as `npm run typecheck` runs them: the Node code (tsconfig.json) and the
 * browser code (tsconfig.browser.json). Run as a test, beside the others, so `npm test` does not
 * wait for them before its first test starts; a type error fails this file with tsc's words.
 * Incremental, its record of the last check in node_modules/.cache (as the run's compiled code
 * is): a later run checks again what changed and what depends on it, a third of the work.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const root = new URL('../', import.meta.url).pathname;
const TSC = join(root, 'node_modules/typescript/bin/tsc');

/** tsc on one project, what it printed and its exit status. */
function tsc(project: string): Promise<{ status: number; said: string }> {
  return new Promise((resolve) => {
    const record = join(root, 'node_modules/.cache/tsc', project.replace(/\.json$/, '.tsbuildinfo'));
    execFile(process.execPath, [TSC, '--noEmit', '--incremental', '--tsBuildInfoFile', record, '-p', project], { cwd: root, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ status: error ? Number(error.code ?? 1) : 0, said: stdout + stderr });
    });
  });
}

// Both at once, each on a core of its own.
const checks = { node: tsc('tsconfig.json'), browser: tsc('tsconfig.browser.json') };

it.each(Object.keys(checks) as (keyof typeof checks)[])('the %s code type-checks', async (which) => {
  const { status, said } = await checks[which];
  expect(said).toBe('');
  expect(status).toBe(0);
});
