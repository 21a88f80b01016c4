import { mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCK_NAME, takeLock, writeAll } from '../../src/book/write.ts';
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

/** One book's three files, each saying which build wrote it. */
const book = (seed: string) => ['a.pdf', 'a-answers.pdf', 'a.json'].map((name) => ({ name, data: `${seed} ${name}` }));
const contents = (dir: string) => readdirSync(dir).sort().map((name) => `${name}: ${readFileSync(join(dir, name), 'utf8')}`);

describe('two writers of one folder', () => {
  it('a second writer arriving in the middle of a swap does not mix its files with the first', () => {
    const dir = temp();
    writeAll(dir, book('seed-0'));
    let second: unknown;
    // The first swap's rename is slow; while it is under way, another build writes the same folder.
    let raced = false;
    writeAll(dir, book('seed-1'), {
      rename: (from, to) => {
        if (!raced) {
          raced = true;
          try {
            writeAll(dir, book('seed-2'), { waitMs: 0 });
          } catch (error) {
            second = error;
          }
        }
        renameSync(from, to);
      },
    });
    expect(second).toBeInstanceOf(UserError);
    expect((second as Error).message).toMatch(new RegExp(`^another puzzlebook \\(process ${process.pid}\\) is writing ${dir}; try again when it has finished`));
    // One build's files, whole; no lock, temporary or set-aside file left.
    expect(contents(dir)).toEqual(['a-answers.pdf: seed-1 a-answers.pdf', 'a.json: seed-1 a.json', 'a.pdf: seed-1 a.pdf']);
  });

  it('takes over the lock of a writer that was killed outright', () => {
    const dir = temp();
    writeFileSync(join(dir, LOCK_NAME), '2147483646\n'); // no such process
    writeAll(dir, book('seed-1'));
    expect(readdirSync(dir).sort()).toEqual(['a-answers.pdf', 'a.json', 'a.pdf']);
  });

  it('waits for a writer that is running, and lets go of the lock when done', () => {
    const dir = temp();
    const release = takeLock(join(dir, LOCK_NAME), dir);
    expect(() => takeLock(join(dir, LOCK_NAME), dir, 120)).toThrow(/another puzzlebook .* is writing/);
    release();
    takeLock(join(dir, LOCK_NAME), dir)();
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe('inputs are never outputs', () => {
  it('refuses to write a book file over the spec it was made from, and writes nothing', () => {
    const dir = temp();
    writeFileSync(join(dir, 'a.json'), '{"title": "A"}');
    expect(() => writeAll(dir, book('seed-1'), { inputs: [join(dir, 'a.json')] })).toThrow(
      `${join(dir, 'a.json')} would replace ${join(dir, 'a.json')}, which this command reads; choose another --out, or rename the file`,
    );
    expect(contents(dir)).toEqual(['a.json: {"title": "A"}']);
  });

  it('finds the input by its file, however the path is spelled', () => {
    const dir = temp();
    writeFileSync(join(dir, 'a.json'), 'spec');
    expect(() => writeAll(dir, book('seed-1'), { inputs: [`${dir}/./a.json`] })).toThrow(/which this command reads/);
  });

  it('leaves an input alone whose bytes the output repeats (a book file printed again)', () => {
    const dir = temp();
    writeFileSync(join(dir, 'a.json'), 'seed-1 a.json');
    writeAll(dir, book('seed-1'), { inputs: [join(dir, 'a.json')] });
    expect(contents(dir)).toEqual(['a-answers.pdf: seed-1 a-answers.pdf', 'a.json: seed-1 a.json', 'a.pdf: seed-1 a.pdf']);
  });
});

describe('refusals name what is wrong', () => {
  it('names the file a folder is in the way of', () => {
    const dir = temp();
    mkdirSync(join(dir, 'a.json'));
    expect(() => writeAll(dir, book('x'))).toThrow(`${join(dir, 'a.json')} is in the way: it is a folder (or not a file) where the file a.json should go`);
  });

  it('says an empty --out is empty', () => {
    expect(() => writeAll('', book('x'))).toThrow('--out is empty: name a folder to write into');
  });

  it('says an --out that is a file is a file', () => {
    const file = join(temp(), 'out');
    writeFileSync(file, 'x');
    expect(() => writeAll(file, book('x'))).toThrow(`cannot write to ${file}: it is a file, not a folder`);
  });
});

describe('after a writer killed outright', () => {
  const DEAD = 2147483646; // no such process

  it('finishes a swap whose new files were all in place: the old ones set aside go', () => {
    const dir = temp();
    for (const name of ['a.pdf', 'a.json']) writeFileSync(join(dir, name), `new ${name}`);
    writeFileSync(join(dir, `a.pdf.${DEAD}.old`), 'old a.pdf');
    writeFileSync(join(dir, LOCK_NAME), `${DEAD}\n${JSON.stringify({ swap: ['a.pdf', 'a.json'], fresh: ['a.json'] })}\n`);
    writeAll(dir, [{ name: 'b.txt', data: 'b' }]);
    expect(contents(dir)).toEqual(['a.json: new a.json', 'a.pdf: new a.pdf', 'b.txt: b']);
  });

  it('removes the temporary files of one killed before its journal was written', () => {
    const dir = temp();
    writeFileSync(join(dir, 'a.pdf'), 'old a.pdf');
    writeFileSync(join(dir, `.a.pdf.${DEAD}.tmp`), 'half');
    writeFileSync(join(dir, LOCK_NAME), `${DEAD}\n`);
    writeAll(dir, [{ name: 'b.txt', data: 'b' }]);
    expect(contents(dir)).toEqual(['a.pdf: old a.pdf', 'b.txt: b']);
  });
});
