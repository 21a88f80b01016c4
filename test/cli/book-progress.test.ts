// Issue 91 point 4: build, worksheet and generate say how far they have got, as site does, on
// standard error alone: what they print on standard output (generate's JSON, the files written)
// and the files they write are the same at a terminal as in a pipe. At a terminal each stage's
// status line is drawn as it begins (its counts after, and a log's lines, come with time:
// progress.test.ts, on a clock of its own).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../src/cli/main.ts';
import { tempDir } from './run.ts';

/** A command line run in this process with its error stream at a terminal (`tty`) or not, nothing dropped from it. */
async function watched(args: string[], tty: boolean) {
  let stdout = '';
  let stderr = '';
  const status = await run(args, { out: (t) => (stdout += t), err: (t) => (stderr += t), stdin: () => '', tty });
  return { status, stdout, stderr };
}

/** The status lines drawn, each as it stood (a terminal's line is redrawn after a carriage return). */
const drawn = (stderr: string) => stderr.split('\r').filter((line) => line.trim() !== '');

const SPEC = `title: Watched
seed: 5
sections:
  - { kind: sudoku, count: 3, difficulty: easy, options: { size: 4 } }
  - { kind: numbrix, title: Paths, count: 2, difficulty: easy, options: { size: 5 } }
`;

describe('a book made at a terminal says how far it has got, and makes the same files', () => {
  it('build: its sections first puzzles, its puzzles with their section, its pages, then a clean line', async () => {
    const dir = tempDir();
    const spec = join(dir, 'watched.yaml');
    writeFileSync(spec, SPEC);
    const seen = await watched(['build', spec, '--out', join(dir, 'tty'), '--jobs', '1'], true);
    const piped = await watched(['build', spec, '--out', join(dir, 'pipe'), '--jobs', '1'], false);
    expect(seen.status, seen.stderr).toBe(0);
    const lines = drawn(seen.stderr);
    expect(lines[0]).toMatch(/^build: 0 of 2 sections' first puzzles made \(their pages are fitted to them\), section 1 of 2 \(Sudoku\); \d+ s so far$/);
    expect(lines).toContainEqual(expect.stringMatching(/^build: 0 of 5 puzzles made, section 1 of 2 \(Sudoku\); /));
    expect(lines).toContainEqual(expect.stringMatching(/^build: \d+ of \d+ pages drawn; /));
    // Nothing but the status line, cleared at the end: no line of it left on the screen.
    expect(seen.stderr).not.toContain('\n');
    expect(seen.stderr.endsWith(`\r${' '.repeat(lines.at(-1)!.length)}\r`)).toBe(true);
    expect(piped.stderr).toBe('');
    expect(seen.stdout).toBe(piped.stdout.replaceAll(join(dir, 'pipe'), join(dir, 'tty')));
    for (const file of ['watched.pdf', 'watched-answers.pdf', 'watched.json']) expect(readFileSync(join(dir, 'tty', file)), file).toEqual(readFileSync(join(dir, 'pipe', file)));
  });

  it('generate --json: the JSON alone on standard output, the count on standard error', async () => {
    const seen = await watched(['generate', 'numbrix', '--size', '5', '--count', '3', '--difficulty', 'easy', '--json'], true);
    const piped = await watched(['generate', 'numbrix', '--size', '5', '--count', '3', '--difficulty', 'easy', '--json'], false);
    expect(seen.stdout).toBe(piped.stdout);
    expect(JSON.parse(seen.stdout)).toHaveLength(3);
    expect(drawn(seen.stderr)[0]).toMatch(/^generate: 0 of 3 puzzles made; \d+ s so far$/);
    expect(piped.stderr).toBe('');
  });

  it('worksheet: says it under its own name', async () => {
    const dir = tempDir();
    const seen = await watched(['worksheet', 'numbrix', '--size', '5', '--count', '2', '--seed', '1', '--out', dir, '--jobs', '1'], true);
    expect(seen.status, seen.stderr).toBe(0);
    expect(drawn(seen.stderr)).toContainEqual(expect.stringMatching(/^worksheet: 0 of 2 puzzles made; /));
  });
});
