/**
 * How a command's process ends: by its event loop running out of work, not by process.exit().
 * Node's process.exit() shuts its threads down without stopping V8 first, and one of V8's
 * compiler threads still at work can wait for ever on a collection the exiting main thread will
 * never make: the command, its output all written, never exits (seen here once in a few hundred
 * runs of `generate`; nodejs/node#54918, #64274). Too rare to catch by running it, so this holds
 * each path through bin/puzzlebook.js to ending the other way (test/cli/ending.mjs says which).
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { afterWork } from '../faults/cpu.ts';
import { tempDir } from './run.ts';

const root = new URL('../../', import.meta.url).pathname;

/** The command line in a process of its own with ending.mjs preloaded, and the file it writes. */
function watched(args: string[]): { command: string[]; options: { cwd: string; env: NodeJS.ProcessEnv }; ended: () => string } {
  const file = join(tempDir(), 'ended');
  writeFileSync(file, '');
  return {
    command: ['--import', join(root, 'test/cli/ending.mjs'), join(root, 'bin/puzzlebook.js'), ...args],
    options: { cwd: root, env: { ...process.env, PUZZLEBOOK_DEBUG: '', PUZZLEBOOK_ENDED_FILE: file } },
    ended: () => readFileSync(file, 'utf8'),
  };
}

describe('a command ends when its work runs out, never by process.exit()', () => {
  it.each([
    ['generate, on the main thread', ['generate', 'calcudoku', '--size', '5', '--count', '3', '--json'], 0],
    ['generate refusing its options', ['generate', 'sudoku', '--size', '99'], 1],
    ['build, on a thread of its own', ['build', 'books/kids-worksheets.yaml', '--out', '<out>'], 0],
  ])('%s', (_, args, status) => {
    const out = tempDir();
    const run = watched(args.map((a) => (a === '<out>' ? out : a)));
    const r = spawnSync(process.execPath, run.command, { ...run.options, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(status);
    expect(run.ended()).toBe(`ran out ${status}\n`);
  });

  it('a build stopped by Ctrl-C: status 130, once its thread has ended', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'spec.yaml'), 'title: Long\nseed: 1\nsections:\n  - { kind: numbrix, count: 1000, difficulty: hard, options: { size: 12 } }\n');
    const run = watched(['build', join(dir, 'spec.yaml'), '--out', join(dir, 'out')]);
    const child = spawn(process.execPath, run.command, { ...run.options, stdio: 'ignore' });
    const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
    await afterWork(child.pid!, 2);
    child.kill('SIGINT');
    expect(await closed).toBe(130);
    expect(run.ended()).toBe('ran out 130\n');
  });
});
