/**
 * The type checks, as `npm run typecheck` runs them: the Node code (tsconfig.json) and the
 * browser code (tsconfig.browser.json). Run as a test, beside the others, so `npm test` does not
 * wait for them before its first test starts; a type error fails this file with tsc's words.
 * Incremental, its record of the last check in node_modules/.cache (as the run's compiled code
 * is): a later run checks again what changed and what depends on it, a third of the work.
 */
import { execFile, execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
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

// Astro builds the archive's server code (src/site/lib, the pages' endpoints) without checking its
// types, as Vite does: a file neither project names would never be checked (nine were not).
it('every TypeScript file under src is one the checks name', () => {
  const named = new Set(
    ['tsconfig.json', 'tsconfig.browser.json'].flatMap((project) =>
      (JSON.parse(execFileSync(process.execPath, [TSC, '--showConfig', '-p', project], { cwd: root, encoding: 'utf8' })) as { files: string[] }).files.map((file) => join(root, file)),
    ),
  );
  const everyFile = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts')).map((file) => join(root, 'src', file));
  expect(everyFile.length).toBeGreaterThan(500);
  expect(everyFile.filter((file) => !named.has(file)).map((file) => relative(root, file))).toEqual([]);
});
