// Readers stop at the size cap while reading, and refuse what is not a file before reading
// (issue 23, finding 1: `build /dev/zero` grew to 24 GB; `yes | solve` the same; a FIFO
// with no writer hung for good).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseData } from '../../src/book/files.ts';
import { readText } from '../../src/book/read.ts';
import { UserError } from '../../src/engine/errors.ts';
import { cli, spawnMeasured, tempDirsRemovedAfterEach } from '../cli/run.ts';

const tempDir = tempDirsRemovedAfterEach();

/** The refusal `body` throws, as a user reads it. */
function refusal(body: () => unknown): string {
  try {
    body();
  } catch (error) {
    expect(error).toBeInstanceOf(UserError);
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
}

describe('reading a spec or book file', () => {
  it('refuses a FIFO with no writer at once instead of waiting for one', () => {
    const fifo = join(tempDir(), 'spec.yaml');
    execFileSync('mkfifo', [fifo]);
    expect(refusal(() => readText(fifo))).toBe(`${fifo}: not a regular file (a device, pipe or socket); name a file, or - for standard input`);
  });

  it('refuses a device such as /dev/zero before reading from it', () => {
    expect(refusal(() => readText('/dev/zero'))).toMatch(/^\/dev\/zero: not a regular file/);
  });

  it('stops at the cap: a file one byte over is refused, one at the cap is read', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'at.json'), 'x'.repeat(1024));
    writeFileSync(join(dir, 'over.json'), 'x'.repeat(1025));
    expect(readText(join(dir, 'at.json'), undefined, 1024)).toHaveLength(1024);
    expect(refusal(() => readText(join(dir, 'over.json'), undefined, 1024))).toMatch(/over\.json: larger than .* MB; nothing was read past that$/);
  });

  it('names a folder given where a file should be', () => {
    expect(refusal(() => readText(tempDir()))).toMatch(/^cannot read .*: it is a folder, not a file$/);
  });

  it('drops a byte-order mark, which some editors write first', () => {
    const file = join(tempDir(), 'spec.json');
    writeFileSync(file, '\uFEFF{"a": 1}');
    expect(parseData(readText(file), file, false)).toEqual({ a: 1 });
  });

  it('refuses YAML over 256 KB (a spec is far smaller) but reads a large book file as JSON', () => {
    const yaml = `title: ${'x'.repeat(256 * 1024)}\n`;
    expect(refusal(() => parseData(yaml, 'big.yaml', true))).toBe('big.yaml: 257 KB of YAML; a spec is at most 256 KB (a book file is JSON)');
    const json = JSON.stringify({ title: 'x'.repeat(2 * 1024 * 1024) });
    expect((parseData(json, 'book.json', true) as { title: string }).title).toHaveLength(2 * 1024 * 1024);
  });

  it('through the command line: `build /dev/zero` is one line and writes nothing', async () => {
    const out = join(tempDir(), 'out');
    const r = await cli(['build', '/dev/zero', '--out', out]);
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('puzzlebook: /dev/zero: not a regular file (a device, pipe or socket); name a file, or - for standard input\n');
  });
});

describe('reading standard input', () => {
  it('`yes | puzzlebook solve` stops at 64 MB with a one-line refusal, in bounded memory', async () => {
    const r = await spawnMeasured(['solve'], { endless: 'y\n' });
    expect(r.stderr).toBe('puzzlebook: standard input: larger than 64 MB; nothing was read past that\n');
    expect(r.status).toBe(1);
    expect(r.peakMb).toBeLessThan(1024);
  });

  it('`build -` reads a spec piped in', async () => {
    const out = join(tempDir(), 'out');
    const spec = 'title: Piped\nseed: 1\nsections:\n  - { kind: countdown, count: 1, difficulty: easy }\n';
    const r = await spawnMeasured(['build', '-', '--out', out, '--jobs', '1'], spec);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/^Piped: 1 puzzle/);
    expect(r.status).toBe(0);
  });
});
