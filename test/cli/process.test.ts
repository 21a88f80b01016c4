/**
 * The command line in a process of its own, as a shell runs it: what the other tests check in
 * their own process (through `run`, as bin/puzzlebook.js calls it) holds for the process's exit
 * status and its streams too. A few cases, each a different path through bin/puzzlebook.js.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import pkg from '../../package.json' with { type: 'json' };
import { besideCounts, cli, expectCleanFailure, spawnCli, tempDir } from './run.ts';

describe('puzzlebook in a process of its own', () => {
  it('prints its version and help on stdout, exit 0', () => {
    const version = spawnCli(['--version']);
    expect([version.status, version.stdout, version.stderr]).toEqual([0, `${pkg.version}\n`, '']);
    const help = spawnCli(['--help']);
    expect(help.status).toBe(0);
    for (const command of ['build', 'answers', 'verify', 'generate', 'solve', 'worksheet', 'site', 'preview']) expect(help.stdout).toContain(`puzzlebook ${command}`);
  });

  it('refuses bad input on stderr alone, one line naming the path, exit 1, nothing written', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'spec.yaml'), 'title: T\nseed: 1\nsections:\n  - { kind: numbrix, count: 1, options: { size: 99 } }\n');
    const r = spawnCli(['build', join(dir, 'spec.yaml'), '--out', join(dir, 'out')]);
    expectCleanFailure(r);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`puzzlebook: ${join(dir, 'spec.yaml')}: sections[0].options.size: must be between 4 and 30\n`);
    expect(spawnCli(['bake']).status).toBe(1);
  });

  it('stops quietly when its reader stops reading (| head -1): no trace, the files still written', () => {
    const dir = tempDir();
    const bin = join(new URL('../../', import.meta.url).pathname, 'bin/puzzlebook.js');
    const r = spawnSync('sh', ['-c', `"${process.execPath}" "${bin}" worksheet countdown --seed 2 --versions 3 --out "${dir}" | head -1`], { encoding: 'utf8' });
    expect(r.stdout).toBe('Countdown worksheet: 12 puzzles, 0 proved unique, 12 proved solvable\n');
    // But for the counts a slow run prints (progress.ts), as busy as the machine is.
    expect(besideCounts(r.stderr)).toBe('');
    expect(readdirSync(dir)).toHaveLength(3);
  });

  it('writes all it prints to a reader slower than it, before it exits: a pipe holds 64 KB', async () => {
    const bin = join(new URL('../../', import.meta.url).pathname, 'bin/puzzlebook.js');
    const args = [bin, 'generate', 'sudoku', '--size', '9', '--difficulty', 'easy', '--count', '60', '--json'];
    const whole = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 1 << 26 }).stdout;
    expect(whole.length).toBeGreaterThan(2 * 65_536);
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
    expect(Buffer.concat(pieces).toString('utf8')).toBe(whole);
  });

  it('builds a book and says where it wrote it, exit 0', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'spec.yaml'), 'title: Small\nseed: 1\nsections:\n  - { kind: secret-number, count: 2, difficulty: easy }\n');
    const r = spawnCli(['build', join(dir, 'spec.yaml'), '--out', dir]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`wrote ${join(dir, 'small.json')}`);
    expect(JSON.parse(readFileSync(join(dir, 'small.json'), 'utf8')).puzzles).toHaveLength(2);
  });

  it('reads a puzzle from a pipe and writes JSON, and nothing else, to stdout', () => {
    const generated = spawnCli(['generate', 'number-mind', '--json', '--length', '4', '--difficulty', 'easy']);
    expect(generated.stderr).toBe('');
    const [record] = JSON.parse(generated.stdout);
    const solved = spawnCli(['solve', '-'], JSON.stringify(record));
    expect(solved.stderr).toBe('');
    expect(JSON.parse(solved.stdout)).toMatchObject({ count: 1, complete: true, solutions: [record.solution] });
  });
  it("generate loads the kind it makes and no other's code (issue 88: a user pays for every module loaded), and prints the same records", async () => {
    const root = new URL('../../', import.meta.url).pathname;
    const loaded = join(tempDir(), 'loaded');
    writeFileSync(loaded, '');
    const args = ['generate', 'sudoku', '--size', '6', '--difficulty', 'easy', '--count', '2', '--json'];
    const r = spawnSync(process.execPath, ['--import', join(root, 'test/cli/loaded.mjs'), join(root, 'bin/puzzlebook.js'), ...args], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, PUZZLEBOOK_DEBUG: '', PUZZLEBOOK_LOADED_FILE: loaded },
    });
    expect([r.status, besideCounts(r.stderr)]).toEqual([0, '']);
    const kinds = new URL('src/kinds/', `file://${root}`).href;
    const folders = new Set(readFileSync(loaded, 'utf8').split('\n').flatMap((url) => (url.startsWith(kinds) && url.slice(kinds.length).includes('/') ? [url.slice(kinds.length).split('/')[0]!] : [])));
    expect([...folders]).toEqual(['sudoku']);
    // The records this process makes with every kind loaded, as generate did before.
    await import('../../src/kinds/registry.ts');
    expect(r.stdout).toBe((await cli(args)).stdout);
  });

  it('prints to a standard output thrown away, as a shell (> /dev/null, >&-) or a program (its null device) throws it, exit 0', () => {
    const bin = join(new URL('../../', import.meta.url).pathname, 'bin/puzzlebook.js');
    const args = ['generate', 'secret-number', '--count', '1'];
    // A program's null device is opened for reading and writing (Node's 'ignore', Python's
    // DEVNULL), as Node opens one in place of a closed stream: neither is an error, nor says so.
    const ignored = spawnSync(process.execPath, [bin, ...args], { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
    expect([ignored.status, ignored.stderr]).toEqual([0, '']);
    const shell = (redirect: string) => spawnSync('sh', ['-c', `"${process.execPath}" "${bin}" ${args.join(' ')} ${redirect}`], { encoding: 'utf8' });
    for (const redirect of ['> /dev/null', '>&-']) expect([redirect, shell(redirect).status, shell(redirect).stderr]).toEqual([redirect, 0, '']);
  });
});
