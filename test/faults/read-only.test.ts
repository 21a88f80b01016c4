// A new folder asked for on a read-only disk (issue 83): every command that writes says the
// disk is read-only, as it does for a folder that is there already, not "no such file". And
// `site`, whose work before it writes is the longest, says so (and that a disk is full) before
// it proves a puzzle (issue 107).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cli, expectCleanFailure, tempDir } from '../cli/run.ts';

/**
 * The disk under `root` is read-only: nothing can be made or written there. A folder made with
 * its parents (`recursive`) fails as Node's own does on a read-only disk (seen on a read-only
 * tmpfs, Node 24): ENOENT, "no such file", whatever stopped it; a folder made alone fails
 * with EROFS, as the disk says.
 */
const disk = vi.hoisted(() => ({ root: '', full: false }));
vi.mock('node:fs', async (original) => {
  const fs = await original<typeof import('node:fs')>();
  const readOnly = (path: unknown) => disk.root !== '' && typeof path === 'string' && resolve(path).startsWith(disk.root + sep);
  const refused = (code: string, path: string) => Object.assign(new Error(`${code}: simulated read-only disk, '${path}'`), { code, path });
  return {
    ...fs,
    mkdirSync: ((path: string, options?: { recursive?: boolean }) => {
      if (readOnly(path) && !fs.existsSync(path)) throw refused(options?.recursive ? 'ENOENT' : 'EROFS', path);
      return fs.mkdirSync(path, options);
    }) as typeof fs.mkdirSync,
    // A full disk: nothing free to this user (statfs's blocks available).
    statfsSync: ((path: string, options?: object) => {
      const stat = fs.statfsSync(path, options as never);
      return disk.full && typeof path === 'string' && (resolve(path) === disk.root || resolve(path).startsWith(disk.root + sep)) ? { ...stat, bavail: 0 } : stat;
    }) as typeof fs.statfsSync,
    writeFileSync: ((path: unknown, ...rest: unknown[]) => {
      if (readOnly(path)) throw refused('EROFS', path as string);
      return (fs.writeFileSync as (...args: unknown[]) => void)(path, ...rest);
    }) as typeof fs.writeFileSync,
  };
});

const { makeFolders } = await import('../../src/book/write.ts');

const SPEC = 'title: Tiny\nseed: 1\nsections:\n  - kind: numbrix\n    count: 1\n    difficulty: easy\n    options: { size: 4 }\n';

/** A writable folder holding the spec, its book, and a French PO file, made before the disk is read-only. */
let work = '';
/** A folder of the book with its grade tampered with, which `site` refuses when it proves it. */
let tampered = '';

beforeAll(async () => {
  work = tempDir();
  writeFileSync(join(work, 'tiny.yaml'), SPEC);
  expect((await cli(['build', join(work, 'tiny.yaml'), '--out', join(work, 'books')])).status).toBe(0);
  expect((await cli(['words', '--language', 'fr', '--export', 'po', '--out', work])).status).toBe(0);
  tampered = join(work, 'tampered');
  mkdirSync(tampered);
  const book = JSON.parse(readFileSync(join(work, 'books', 'tiny.json'), 'utf8'));
  book.puzzles[0].grade.score += 1;
  writeFileSync(join(tampered, 'tiny.json'), JSON.stringify(book));
});

afterEach(() => {
  disk.root = '';
  disk.full = false;
});

/** A read-only disk (an empty folder that stays empty) and a folder three levels down on it, not there yet. */
function readOnlyDisk(): { root: string; out: string } {
  disk.root = tempDir();
  return { root: disk.root, out: join(disk.root, 'a', 'b', 'c') };
}

describe('a new folder on a read-only disk', () => {
  it('is refused for the real reason, where a plain recursive mkdir says "no such file"', () => {
    const { root, out } = readOnlyDisk();
    expect(() => makeFolders(out)).toThrow(expect.objectContaining({ code: 'EROFS' }));
    expect(readdirSync(root)).toEqual([]);
  });

  it.each([
    ['build', (out: string) => ['build', join(work, 'tiny.yaml'), '--out', out]],
    ['build again from the book file', (out: string) => ['build', join(work, 'books', 'tiny.json'), '--out', out]],
    ['worksheet', (out: string) => ['worksheet', 'numbrix', '--count', '1', '--seed', '1', '--out', out]],
    ['words --export', (out: string) => ['words', '--language', 'fr', '--export', 'po', '--out', out]],
    ['words --import', (out: string) => ['words', '--language', 'fr', '--import', join(work, 'words-fr.po'), '--out', out]],
    ['answers', (out: string) => ['answers', join(work, 'books', 'tiny.json'), '--out', out]],
    ['cover', (out: string) => ['cover', join(work, 'books', 'tiny.json'), '--out', out]],
    ['pages', (out: string) => ['pages', join(work, 'books', 'tiny.json'), '--pages', '1', '--out', out]],
  ])('%s says the disk is read-only, and writes nothing', async (_, args) => {
    const { root, out } = readOnlyDisk();
    const r = await cli(args(out));
    expectCleanFailure(r);
    // words --import writes into folders under --out (templates/, …): the first it makes is named.
    expect(r.stderr).toMatch(new RegExp(`^puzzlebook: cannot write to ${out}\\S*: the disk is read-only\\n$`));
    expect(readdirSync(root)).toEqual([]);
  });

  it('site says the disk is read-only, and writes nothing', async () => {
    const { root, out } = readOnlyDisk();
    const r = await cli(['site', '--books', join(work, 'books'), '--out', out]);
    expectCleanFailure(r);
    expect(r.stderr).toContain(`puzzlebook: cannot write to ${join(root, 'a', 'b')}: the disk is read-only\n`);
    expect(readdirSync(root)).toEqual([]);
  });

  it('site says so before it proves a puzzle: a book that would be refused for its grade is not reached', async () => {
    const { root, out } = readOnlyDisk();
    const r = await cli(['site', '--books', tampered, '--out', out]);
    expectCleanFailure(r);
    expect(r.stderr).toContain(`puzzlebook: cannot write to ${join(root, 'a', 'b')}: the disk is read-only\n`);
    expect(readdirSync(root)).toEqual([]);
    // Written somewhere it may be, the same book is refused for its grade.
    const elsewhere = await cli(['site', '--books', tampered, '--out', join(work, 'tampered-site')]);
    expectCleanFailure(elsewhere);
    expect(elsewhere.stderr).toMatch(/grade|score/);
  });

  it('site onto a full disk says so before it proves a puzzle, and writes nothing', async () => {
    disk.root = tempDir();
    disk.full = true;
    const out = join(disk.root, 'site');
    const r = await cli(['site', '--books', tampered, '--out', out]);
    expectCleanFailure(r);
    expect(r.stderr).toBe(`puzzlebook: cannot write to ${disk.root}: the disk is full\n`);
    expect(readdirSync(disk.root)).toEqual([]);
  });

  it("site's working folder on one (PUZZLEBOOK_WORK_DIR) says so too", async () => {
    const { root, out } = readOnlyDisk();
    vi.stubEnv('PUZZLEBOOK_WORK_DIR', out);
    try {
      const r = await cli(['site', '--books', join(work, 'books'), '--out', join(work, 'site')]);
      expectCleanFailure(r);
      expect(r.stderr).toContain(`cannot make the archive's working folder in ${out} (the disk is read-only)`);
    } finally {
      vi.unstubAllEnvs();
    }
    expect(readdirSync(root)).toEqual([]);
  });
});
