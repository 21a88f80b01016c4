import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseData } from '../../src/book/files.ts';
import { removeMadeFolders } from '../../src/book/made-folders.ts';
import { LOCK_NAME, takeLock, writeAll } from '../../src/book/write.ts';
import { UserError } from '../../src/engine/errors.ts';
import { tempDir } from '../cli/run.ts';

const temp = tempDir;

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

  it('keeps what another program wrote in a folder it created, and the folders above it', () => {
    const parent = temp();
    const dir = join(parent, 'new', 'books');
    // Another program writes into the made folder while the swap runs, then the swap fails.
    const rename = () => {
      writeFileSync(join(parent, 'new', 'theirs.txt'), 'not puzzlebook\'s');
      throw Object.assign(new Error('EIO: i/o error'), { code: 'EIO' });
    };
    expect(() => writeAll(dir, [{ name: 'x.pdf', data: 'x' }], { rename })).toThrow(/cannot write to/);
    expect(readFileSync(join(parent, 'new', 'theirs.txt'), 'utf8')).toBe("not puzzlebook's");
    // Its own folder, empty again, goes.
    expect(readdirSync(join(parent, 'new'))).toEqual(['theirs.txt']);
  });
});

describe('removeMadeFolders', () => {
  it('removes the empty folders it made, innermost first, and never one above the first it made', () => {
    const parent = temp();
    mkdirSync(join(parent, 'a', 'b', 'c'), { recursive: true });
    removeMadeFolders(join(parent, 'a', 'b', 'c'), join(parent, 'a', 'b'));
    expect(readdirSync(join(parent, 'a'))).toEqual([]);
    // A folder outside the made chain is never reached, empty as it is.
    mkdirSync(join(parent, 'x', 'y'), { recursive: true });
    removeMadeFolders(join(parent, 'x', 'y'), join(parent, 'a'));
    expect(readdirSync(join(parent, 'x'))).toEqual(['y']);
  });

  it('stops at the first folder holding something', () => {
    const parent = temp();
    mkdirSync(join(parent, 'a', 'b', 'c'), { recursive: true });
    writeFileSync(join(parent, 'a', 'keep.txt'), 'k');
    removeMadeFolders(join(parent, 'a', 'b', 'c'), join(parent, 'a'));
    expect(readdirSync(join(parent, 'a'))).toEqual(['keep.txt']);
    expect(readdirSync(parent)).toEqual(['a']);
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

// A file handed to a command may be a symlink to a secret: a syntax error says where it is and
// what was expected there, and quotes nothing of the text (JSON.parse's own message does).
describe('syntax errors quote nothing (issue 35)', () => {
  const refusal = (text: string, yaml = false) => {
    try {
      parseData(text, 'f', yaml);
    } catch (error) {
      expect(error).toBeInstanceOf(UserError);
      return (error as Error).message;
    }
    throw new Error('parsed');
  };

  it.each([
    ['root:x:0:0:root:/root:/bin/bash\n', 'at line 1, column 1: expected a value: {, [, a string in double quotes, a number, true, false or null'],
    ['{\n  "a": 1\n  "b": 2\n}', "at line 3, column 3: expected ',' or '}'"],
    ['{"a": 1,}', 'at line 1, column 9: expected a property name in double quotes'],
    ['[1, 2', "at its end (line 1, column 6): expected ',' or ']'"],
    ['{"a": "x\ny"}', 'at line 1, column 9: a line break or control character inside a string (JSON writes one as \\n, \\t or \\u)'],
    ['{"a": "\\u12G4"}', 'at line 1, column 12: expected four hex digits after \\u'],
    ['{"a": tru}', "at line 1, column 10: expected 'true'"],
    ['1.', 'at its end (line 1, column 3): expected a digit after the decimal point'],
    ['{} x', 'at line 1, column 4: expected the end of the text: nothing may follow the value'],
  ])('JSON %j', (text, where) => {
    expect(refusal(text)).toBe(`f: not valid JSON ${where}`);
  });

  it('a file of a million [ is located without overflowing the stack', () => {
    const text = '['.repeat(1_000_000);
    expect(refusal(text)).toBe(`f: not valid JSON at its end (line 1, column ${text.length + 1}): expected a value: {, [, a string in double quotes, a number, true, false or null, or ']'`);
  });

  it.each([
    ['an unknown tag', 'title: !hunter2 x\n', 'at line 1, column 8: a tag (!name) this program does not know'],
    ['an alias to no anchor', 'title: *hunter2\n', 'an alias (*name) before its anchor (&name) is set'],
    ['an unknown directive', '%hunter2\n---\ntitle: x\n', 'at line 1, column 1: a bad directive (a line starting with %)'],
  ])('YAML with %s', (_what, text, where) => {
    const message = refusal(text, true);
    expect(message).toMatch(new RegExp(`^f: not valid YAML.*${where.replace(/[()*!&]/g, '\\$&')}$`));
    expect(message).not.toContain('hunter2');
  });

  // JSON.parse's own message gives a position for most errors ("in JSON at position N", or
  // "Unexpected end" at the end): the line and column said must be that position.
  it('refuses exactly what JSON.parse refuses, at the position it gives, quoting nothing', () => {
    const edit = fc.tuple(fc.nat(), fc.integer({ min: 0, max: 2 }), fc.constantFrom(...'{}[]",:-+.0e1Etfn u\\/\n\t☃'));
    let located = 0;
    fc.assert(
      fc.property(fc.json(), fc.array(edit, { minLength: 1, maxLength: 3 }), (json, edits) => {
        const chars = [...json];
        for (const [at, op, ch] of edits) {
          const p = at % (chars.length + 1);
          if (op === 0) chars.splice(p, 1);
          else if (op === 1) chars.splice(p, 0, ch);
          else chars[p] = ch;
        }
        const text = chars.join('');
        let native: Error | null = null;
        try {
          JSON.parse(text);
        } catch (error) {
          native = error as Error;
        }
        if (!native) {
          expect(parseData(text, 'f', false)).toEqual(JSON.parse(text));
          return;
        }
        const message = refusal(text);
        // Nothing but spaces is said to be empty, not where its JSON ends.
        if (text.trim() === '') return void expect(message).toBe('f: is empty');
        expect(message).not.toContain('☃');
        const m = /^f: not valid JSON at (?:its end \()?line (\d+), column (\d+)\)?: /.exec(message);
        expect(m, message).not.toBeNull();
        const lines = text.split('\n');
        const offset = lines.slice(0, Number(m![1]) - 1).reduce((n, line) => n + line.length + 1, 0) + Number(m![2]) - 1;
        const given = /at position (\d+)/.exec(native.message)?.[1] ?? (/end of JSON input/.test(native.message) ? String(text.length) : undefined);
        if (given !== undefined) {
          located++;
          expect(offset, `${JSON.stringify(text)}: ${native.message}`).toBe(Number(given));
        }
      }),
      { seed: 20260615, numRuns: 3000 },
    );
    // Most refusals had a position to check against.
    expect(located).toBeGreaterThan(1000);
  });
});
