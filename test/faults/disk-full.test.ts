import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tempDir } from '../cli/run.ts';

// The disk fills up on the second file written: writeFileSync throws ENOSPC from then on.
const fault = vi.hoisted(() => ({ after: Infinity, code: 'ENOSPC' }));
vi.mock('node:fs', async (original) => {
  const fs = await original<typeof import('node:fs')>();
  let writes = 0;
  return {
    ...fs,
    writeFileSync: (...args: Parameters<typeof fs.writeFileSync>) => {
      if (++writes > fault.after) throw Object.assign(new Error(`${fault.code}: simulated`), { code: fault.code });
      return fs.writeFileSync(...args);
    },
  };
});

const { writeAll } = await import('../../src/book/write.ts');

afterEach(() => {
  fault.after = Infinity;
  fault.code = 'ENOSPC';
});

describe('a full or read-only disk', () => {
  it.each([
    ['ENOSPC', 'the disk is full'],
    ['EROFS', 'the disk is read-only'],
  ])('%s half way through gives a clear error and leaves the folder as it was', (code, words) => {
    const dir = join(tempDir(), 'out');
    mkdirSync(dir);
    writeFileSync(join(dir, 'book.pdf'), 'old pdf');
    writeFileSync(join(dir, 'book.json'), 'old json');
    fault.code = code;
    fault.after = 1;
    expect(() =>
      writeAll(dir, [
        { name: 'book.pdf', data: 'new pdf' },
        { name: 'book-answers.pdf', data: 'new key' },
        { name: 'book.json', data: 'new json' },
      ]),
    ).toThrow(`cannot write to ${dir}: ${words}`);
    expect(readdirSync(dir).sort()).toEqual(['book.json', 'book.pdf']);
    expect(readFileSync(join(dir, 'book.pdf'), 'utf8')).toBe('old pdf');
    expect(readFileSync(join(dir, 'book.json'), 'utf8')).toBe('old json');
  });

  it('a folder the write created is gone again after the failure', () => {
    const dir = join(tempDir(), 'new', 'out');
    fault.after = 0;
    expect(() => writeAll(dir, [{ name: 'a.pdf', data: 'x' }])).toThrow('the disk is full');
    expect(existsSync(join(dir, '..'))).toBe(false);
  });
});
