/**
 * The command line in a process of its own, as a shell runs it: what the other tests check in
 * their own process (through `run`, as bin/puzzlebook.js calls it) holds for the process's exit
 * status and its streams too. A few cases, each a different path through bin/puzzlebook.js.
 *
 * And how each of those processes ends: by its event loop running out of work, not by
 * process.exit(). Node's process.exit() shuts its threads down without stopping V8 first, and
 * one of V8's compiler threads still at work can wait for ever on a collection the exiting main
 * thread will never make: the command, its output all written, never exits (seen here once in a
 * few hundred runs of `generate`; nodejs/node#54918, #64274). Too rare to catch by running it, so
 * every process here but those ended from outside runs with test/cli/ending.mjs preloaded, which
 * says how it ended: each path through bin/puzzlebook.js (a command on the main thread, one on a
 * thread of its own, a refusal of each, Ctrl-C) is held to ending the other way.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import pkg from '../../package.json' with { type: 'json' };
import { afterWork } from '../faults/cpu.ts';
import { besideCounts, cli, expectCleanFailure, type Run, tempDir } from './run.ts';

const root = new URL('../../', import.meta.url).pathname;
const bin = join(root, 'bin/puzzlebook.js');

/** What a process run by `watched` ended by: its event loop running out (`ran out <status>`), or `exited <status>`. */
interface Watched extends Run {
  ended: string;
}

/**
 * The command line in a process of its own with ending.mjs preloaded (and any other `preload`),
 * fed `input`: what it printed, its status and how it ended.
 */
function watched(args: string[], { input, preload = [], env = {} }: { input?: string; preload?: string[]; env?: NodeJS.ProcessEnv } = {}): Watched {
  const file = join(tempDir(), 'ended');
  writeFileSync(file, '');
  const imports = [join(root, 'test/cli/ending.mjs'), ...preload].flatMap((module) => ['--import', module]);
  const r = spawnSync(process.execPath, [...imports, bin, ...args], {
    cwd: root,
    input,
    encoding: 'utf8',
    maxBuffer: 1 << 26,
    env: { ...process.env, PUZZLEBOOK_DEBUG: '', PUZZLEBOOK_ENDED_FILE: file, ...env },
  });
  return { status: r.status, stdout: r.stdout, stderr: besideCounts(r.stderr), ended: readFileSync(file, 'utf8') };
}

describe('puzzlebook in a process of its own', () => {
  it('prints its version on stdout, exit 0; its help likewise (in this process: the same path through bin/puzzlebook.js)', async () => {
    const version = watched(['--version']);
    expect([version.status, version.stdout, version.stderr, version.ended]).toEqual([0, `${pkg.version}\n`, '', 'ran out 0\n']);
    const help = await cli(['--help']);
    expect(help.status).toBe(0);
    for (const command of ['build', 'answers', 'verify', 'generate', 'solve', 'worksheet', 'site', 'preview']) expect(help.stdout).toContain(`puzzlebook ${command}`);
  });

  it('refuses bad input on stderr alone, one line naming the path, exit 1, nothing written: on the main thread and on a thread of its own', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'spec.yaml'), 'title: T\nseed: 1\nsections:\n  - { kind: numbrix, count: 1, options: { size: 99 } }\n');
    const r = watched(['build', join(dir, 'spec.yaml'), '--out', join(dir, 'out')]);
    expectCleanFailure(r);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`puzzlebook: ${join(dir, 'spec.yaml')}: sections[0].options.size: must be between 4 and 30\n`);
    expect(readdirSync(dir)).toEqual(['spec.yaml']);
    expect(r.ended).toBe('ran out 1\n');
    // generate runs on the main thread (bin/puzzlebook.js `printsOnly`).
    const generate = watched(['generate', 'sudoku', '--size', '99']);
    expectCleanFailure(generate);
    expect(generate.ended).toBe('ran out 1\n');
  });

  it('stops quietly when its reader stops reading (| head -1): no trace, the files still written', () => {
    const dir = tempDir();
    const r = spawnSync('sh', ['-c', `"${process.execPath}" "${bin}" worksheet secret-number --seed 2 --count 1 --out "${dir}" | head -1`], { encoding: 'utf8' });
    expect(r.stdout).toBe('Secret Number worksheet: 1 puzzle, each proved unique\n');
    // But for the counts a slow run prints (progress.ts), as busy as the machine is.
    expect(besideCounts(r.stderr)).toBe('');
    expect(readdirSync(dir)).toHaveLength(3);
  });

  it('writes all it prints to a reader slower than it, before it exits: a pipe holds 64 KB', async () => {
    const args = [bin, 'generate', 'sudoku', '--size', '9', '--difficulty', 'easy', '--count', '60', '--json'];
    // A reader that stops after each piece (as `| less`, or a script busy with each line): the
    // command writes faster than it reads, and must not exit with its output still queued.
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const pieces: Buffer[] = [];
    child.stdout.on('data', (piece: Buffer) => {
      pieces.push(piece);
      child.stdout.pause();
      setTimeout(() => child.stdout.resume(), 100);
    });
    // Nothing read until the command has exited, or (as it must, its output unread) waited a while.
    child.stdout.pause();
    const ended = new Promise((done) => child.stdout.on('end', done));
    const exited = new Promise((done) => child.on('exit', done));
    await Promise.race([exited, new Promise((done) => setTimeout(done, 8_000))]);
    child.stdout.resume();
    const [status] = await Promise.all([exited, ended]);
    expect(status).toBe(0);
    // All of it: twice what a pipe holds, and the JSON whole to its last record (cut short, it would not parse).
    const whole = Buffer.concat(pieces).toString('utf8');
    expect(whole.length).toBeGreaterThan(2 * 65_536);
    expect((JSON.parse(whole) as { id: string }[]).map((r) => r.id).at(-1)).toBe('sudoku-1-60');
  });

  it('builds a book on a thread of its own and says where it wrote it, exit 0', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'spec.yaml'), 'title: Small\nseed: 1\nsections:\n  - { kind: secret-number, count: 2, difficulty: easy }\n');
    const r = watched(['build', join(dir, 'spec.yaml'), '--out', dir]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`wrote ${join(dir, 'small.json')}`);
    expect(JSON.parse(readFileSync(join(dir, 'small.json'), 'utf8')).puzzles).toHaveLength(2);
    expect(r.ended).toBe('ran out 0\n');
  });

  it("generate loads the kind it makes and no other's code (issue 88: a user pays for every module loaded), prints the same records, and a record piped to solve is proved", async () => {
    const loaded = join(tempDir(), 'loaded');
    writeFileSync(loaded, '');
    const args = ['generate', 'sudoku', '--size', '6', '--difficulty', 'easy', '--count', '2', '--json'];
    const r = watched(args, { preload: [join(root, 'test/cli/loaded.mjs')], env: { PUZZLEBOOK_LOADED_FILE: loaded } });
    expect([r.status, r.stderr, r.ended]).toEqual([0, '', 'ran out 0\n']);
    const kinds = new URL('src/kinds/', `file://${root}`).href;
    const folders = new Set(readFileSync(loaded, 'utf8').split('\n').flatMap((url) => (url.startsWith(kinds) && url.slice(kinds.length).includes('/') ? [url.slice(kinds.length).split('/')[0]!] : [])));
    expect([...folders]).toEqual(['sudoku']);
    // The records this process makes with every kind loaded, as generate did before.
    await import('../../src/kinds/registry.ts');
    expect(r.stdout).toBe((await cli(args)).stdout);
    // Its first record read from a pipe by another process, which writes JSON, and nothing else, to stdout.
    const [record] = JSON.parse(r.stdout);
    const solved = watched(['solve', '-'], { input: JSON.stringify(record) });
    expect(solved.stderr).toBe('');
    expect(JSON.parse(solved.stdout)).toMatchObject({ count: 1, complete: true, solutions: [record.solution] });
    expect(solved.ended).toBe('ran out 0\n');
  });

  it('prints to a standard output thrown away, as a shell (> /dev/null, >&-) or a program (its null device) throws it, exit 0', () => {
    const args = ['generate', 'secret-number', '--count', '1'];
    // A program's null device is opened for reading and writing (Node's 'ignore', Python's
    // DEVNULL), as Node opens one in place of a closed stream: neither is an error, nor says so.
    const ignored = spawnSync(process.execPath, [bin, ...args], { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
    expect([ignored.status, ignored.stderr]).toEqual([0, '']);
    for (const redirect of ['> /dev/null', '>&-']) {
      const shell = spawnSync('sh', ['-c', `"${process.execPath}" "${bin}" ${args.join(' ')} ${redirect}`], { encoding: 'utf8' });
      expect([redirect, shell.status, shell.stderr]).toEqual([redirect, 0, '']);
    }
  });

  it('a build stopped by Ctrl-C: status 130, once its thread has ended', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'spec.yaml'), 'title: Long\nseed: 1\nsections:\n  - { kind: numbrix, count: 1000, difficulty: hard, options: { size: 12 } }\n');
    const file = join(dir, 'ended');
    writeFileSync(file, '');
    const child = spawn(process.execPath, ['--import', join(root, 'test/cli/ending.mjs'), bin, 'build', join(dir, 'spec.yaml'), '--out', join(dir, 'out')], {
      cwd: root,
      env: { ...process.env, PUZZLEBOOK_DEBUG: '', PUZZLEBOOK_ENDED_FILE: file },
      stdio: 'ignore',
    });
    const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
    await afterWork(child.pid!, 2);
    child.kill('SIGINT');
    expect(await closed).toBe(130);
    expect(readFileSync(file, 'utf8')).toBe('ran out 130\n');
  });
});
