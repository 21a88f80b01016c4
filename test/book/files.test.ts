import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeAll } from '../../src/book/write.ts';
import { UserError } from '../../src/engine/errors.ts';

const temp = () => mkdtempSync(join(tmpdir(), 'puzzlebook-files-'));

describe('writeAll', () => {
  it('replaces every output together', () => {
    const dir = temp();
    writeFileSync(join(dir, 'a.pdf'), 'old a');
    writeAll(dir, [
      { name: 'a.pdf', data: 'new a' },
      { name: 'b.json', data: 'new b' },
    ]);
    expect(readdirSync(dir).sort()).toEqual(['a.pdf', 'b.json']);
    expect(readFileSync(join(dir, 'a.pdf'), 'utf8')).toBe('new a');
  });

  it('leaves the folder exactly as it was when one target cannot be written', () => {
    const dir = temp();
    writeFileSync(join(dir, 'a.pdf'), 'old a');
    mkdirSync(join(dir, 'b.json')); // a folder where a file should go
    expect(() =>
      writeAll(dir, [
        { name: 'a.pdf', data: 'new a' },
        { name: 'b.json', data: 'new b' },
      ]),
    ).toThrow(UserError);
    expect(readdirSync(dir).sort()).toEqual(['a.pdf', 'b.json']);
    expect(readFileSync(join(dir, 'a.pdf'), 'utf8')).toBe('old a');
  });

  it('removes a folder it created when writing fails', () => {
    const parent = temp();
    const dir = join(parent, 'new', 'books');
    expect(() => writeAll(dir, [{ name: 'missing/x.pdf', data: 'x' }])).toThrow(/cannot write to/);
    expect(readdirSync(parent)).toEqual([]);
  });
});
