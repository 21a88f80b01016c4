import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../../', import.meta.url).pathname;

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the CLI as a user would, with the Node running the tests (Node 24 under npm test). */
export function cli(args: string[], input?: string): Run {
  const r = spawnSync(process.execPath, [join(root, 'bin/puzzlebook.js'), ...args], {
    cwd: root,
    input,
    encoding: 'utf8',
    env: { ...process.env, PUZZLEBOOK_DEBUG: '' },
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'puzzlebook-test-'));
}

/** A bad-input error: non-zero exit, a message, and no stack trace. */
export function expectCleanFailure(r: Run): void {
  if (r.status === 0) throw new Error(`expected failure, got success:\n${r.stdout}`);
  if (r.status !== 1) throw new Error(`expected exit 1, got ${r.status}:\n${r.stderr}`);
  if (/^\s+at /m.test(r.stderr)) throw new Error(`stack trace printed:\n${r.stderr}`);
  if (r.stderr.split('\n').length > 25) throw new Error(`error longer than a screen:\n${r.stderr}`);
}
