// Publishing the archive where `--out` lives: on another file system (rename cannot cross
// one: EXDEV) and readable by a web server (issue 23, finding 3: every --out on another disk
// failed with an internal error, and the published folder was made 0700).
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Progress, publishArchive } from '../../src/api/index.ts';
import { ARCHIVE_FLOOR, buildSite, MARKER, workRoot } from '../../src/archive/build.ts';
import { STAGES } from '../../src/archive/stages.ts';
import { besideProgress, type Run, tempDirsRemovedAfterEach } from '../cli/run.ts';
import { ADDRESS, oneBookShelf } from './books.ts';
import { workFolders } from '../work-folders.ts';

const { books, site: sharedSite } = inject('archive');
const ROOT = new URL('../../', import.meta.url).pathname;
const shared = books;
const tempDir = tempDirsRemovedAfterEach();
const once: string[] = [];
/** A folder kept for the file's tests, removed after them. */
const tempDirOnce = () => {
  const dir = mkdtempSync(join(tmpdir(), 'puzzlebook-publish-'));
  once.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of once) rmSync(dir, { recursive: true, force: true });
});

/** Whether `path` is in the folder the archive's builds work in. */
const inWork = (path: string) => path.startsWith(`${workRoot()}${sep}`);

/** Where an archive lands does not depend on what it holds: one book is published. */
const oneBook = () => oneBookShelf(books, tempDir());

/** Every folder and file under `dir` with its permission bits. */
function modes(dir: string): Map<string, number> {
  const out = new Map<string, number>([[dir, statSync(dir).mode & 0o777]]);
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    out.set(path, statSync(path).mode & 0o777);
  }
  return out;
}

/** The modes a folder and a file made now get here (under this process's umask). */
function freshModes(): { folder: number; file: number } {
  const dir = tempDir();
  mkdirSync(join(dir, 'folder'));
  writeFileSync(join(dir, 'file'), 'x');
  return { folder: statSync(join(dir, 'folder')).mode & 0o777, file: statSync(join(dir, 'file')).mode & 0o777 };
}

function expectReadableLikeFresh(dir: string): void {
  const fresh = freshModes();
  expect(fresh.folder & 0o005, 'this test needs a umask that lets others read').toBe(0o005);
  for (const [path, mode] of modes(dir)) {
    expect([path, mode.toString(8)]).toEqual([path, (statSync(path).isDirectory() ? fresh.folder : fresh.file).toString(8)]);
  }
}

describe('the published archive', () => {
  it('has the permissions any new folder and file get here, so a web server can read it', () => {
    expectReadableLikeFresh(sharedSite);
  });

  it('is copied where rename cannot cross file systems (EXDEV), and leaves nothing behind', async () => {
    const parent = tempDir();
    const out = join(parent, 'site');
    let crossings = 0;
    // Every rename out of the builds' working folder fails as it would to another disk.
    const rename = (from: string, to: string) => {
      if (inWork(from) && !inWork(to)) {
        crossings++;
        throw Object.assign(new Error(`EXDEV: cross-device link not permitted, rename '${from}' -> '${to}'`), { code: 'EXDEV' });
      }
      renameSync(from, to);
    };
    const report = await buildSite({ books: oneBook(), out, rename });
    expect(crossings).toBe(1);
    expect(report.pages).toBeGreaterThan(5);
    expect(existsSync(join(out, 'index.html'))).toBe(true);
    expect(existsSync(join(out, 'pagefind', 'pagefind.js'))).toBe(true);
    expect(readdirSync(parent)).toEqual(['site']);
    expectReadableLikeFresh(out);
  });

  it('refuses, saying the disk is full, where the copy to another file system cannot fit, and leaves nothing behind', async () => {
    const parent = tempDir();
    const out = join(parent, 'site');
    const rename = (from: string, to: string) => {
      if (inWork(from) && !inWork(to)) throw Object.assign(new Error('EXDEV'), { code: 'EXDEV' });
      renameSync(from, to);
    };
    // Room for the least of an archive, which is looked at first, and not for this one.
    await expect(buildSite({ books: oneBook(), out, rename, free: () => ARCHIVE_FLOOR + 1 })).rejects.toThrow(`cannot write to ${parent}: the disk is full`);
    expect(readdirSync(parent)).toEqual([]);
  });

  const shm = '/dev/shm';
  const otherDisk = existsSync(shm) && statSync(shm).dev !== statSync(new URL('../../', import.meta.url).pathname).dev;
  it.runIf(otherDisk)('publishes to a folder on another file system for real (/dev/shm)', async () => {
    const out = join(shm, `puzzlebook-test-${process.pid}`);
    try {
      await buildSite({ books: oneBook(), out });
      expect(existsSync(join(out, 'index.html'))).toBe(true);
      expect(readdirSync(shm).filter((name) => name.includes(`puzzlebook-test-${process.pid}`) && name !== `puzzlebook-test-${process.pid}`)).toEqual([]);
    } finally {
      const { rmSync } = await import('node:fs');
      rmSync(out, { recursive: true, force: true });
    }
  });
});

/** `puzzlebook site …` in a process of its own, as a user starts it from a shell, with `&` for two at once. */
function site(args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, [join(ROOT, 'bin/puzzlebook.js'), 'site', ...args], { env: { ...process.env, PUZZLEBOOK_DEBUG: '' } }, (error, stdout, stderr) =>
      resolve({ status: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr }),
    );
  });
}

describe('two `site` processes into one --out, started together (issue 107)', () => {
  it('one lands; the other says another published meanwhile, exits 1 and changes nothing; the archive is the one that landed, whole', async () => {
    const dir = tempDir();
    const out = join(dir, 'site');
    // An archive there already, then two other books, each published by a process of its own at once.
    const shelves = ['tom-and-jerry', 'prueba-es', 'ferien-de'].map((slug) => {
      const shelf = join(dir, slug);
      mkdirSync(shelf);
      copyFileSync(join(books, `${slug}.json`), join(shelf, `${slug}.json`));
      return shelf;
    });
    expect((await site(['--books', shelves[0]!, '--out', out, '--jobs', '1'])).status).toBe(0);
    const runs = await Promise.all(shelves.slice(1).map((shelf) => site(['--books', shelf, '--out', out, '--jobs', '1'])));
    const landed = runs.filter((r) => r.status === 0);
    expect(landed, runs.map((r) => r.stderr).join('\n')).toHaveLength(1);
    const refused = runs.find((r) => r.status !== 0)!;
    expect(refused.status).toBe(1);
    expect(besideProgress(refused.stderr)).toBe(`puzzlebook: another puzzlebook published ${out} while this one was working; nothing was changed, so publish again`);
    const slug = ['prueba-es', 'ferien-de'][runs.indexOf(landed[0]!)]!;
    expect(readdirSync(join(out, 'books'))).toEqual([slug]);
    expect(readdirSync(dir).sort()).toEqual(['ferien-de', 'prueba-es', 'site', 'tom-and-jerry']);
  });
});

describe("the library's publishArchive", () => {
  // The shared archive's four first books, in a folder of their own: the stages' counts of an archive of books in four languages, not of the play tests' beside them.
  let books: string;
  beforeAll(() => {
    books = tempDirOnce();
    for (const slug of ['archive-test', 'tom-and-jerry', 'prueba-es', 'ferien-de']) copyFileSync(join(shared, `${slug}.json`), join(books, `${slug}.json`));
  });

  it('takes the public address as url, refusing one that is not an address and a base its path disagrees with, in its own words (no flags), writing nothing', async () => {
    const out = join(tempDir(), 'site');
    await expect(publishArchive({ books, out, url: 'ftp://puzzles.example.org/' })).rejects.toMatchObject({
      code: 'invalid-options',
      message: expect.stringMatching(/^url: must be the web address the archive is published at/),
      problems: [{ path: ['url'], message: expect.stringMatching(/^must be the web address/) }],
    });
    await expect(publishArchive({ books, out, url: 'https://example.org/puzzles/', base: '/archive/' })).rejects.toThrow(
      /^base: \/archive\/ and url https:\/\/example\.org\/puzzles\/ disagree: the address's path is where the archive is served; give \/puzzles\/, or leave it out$/,
    );
    await expect(publishArchive({ books, out, url: 42 as unknown as string })).rejects.toThrow('url: must be a web address such as https://puzzles.example.org/');
    expect(existsSync(out)).toBe(false);
  });

  it('tells each stage with its counts as it goes, and makes parts and merges them', async () => {
    const seen: Progress[] = [];
    const out = join(tempDir(), 'site');
    const report = await publishArchive({ books, out, url: ADDRESS, onProgress: (progress) => seen.push(progress) });
    // The shared archive's books and puzzles, counted from its book files.
    const shelf = readdirSync(books).filter((name) => name.endsWith('.json'));
    const puzzles = shelf.reduce((n, name) => n + JSON.parse(readFileSync(join(books, name), 'utf8')).puzzles.length, 0);
    expect(report.cards).toEqual({ drawn: puzzles, kept: 0 });
    // Every stage, each ending done, with what it counts: books, puzzles, pages, books' PDFs, cards, pages indexed, the move.
    const last = new Map(seen.map((p) => [p.stage, p]));
    expect([...last.keys()].sort()).toEqual([...STAGES].sort());
    for (const p of last.values()) expect(p.done, p.stage).toBe(p.total);
    expect(shelf).toHaveLength(4);
    expect(Object.fromEntries([...last].map(([stage, p]) => [stage, p.total]))).toEqual({ reading: shelf.length, proving: puzzles, checking: 0, pages: puzzles, pdfs: shelf.length, cards: puzzles, search: puzzles + shelf.length, publishing: 1 });
    // Counts only go up, and each stage starts at nothing.
    for (const stage of STAGES) {
      const counts = seen.filter((p) => p.stage === stage).map((p) => p.done);
      expect(counts[0], stage).toBe(0);
      expect(counts, stage).toEqual([...counts].sort((a, b) => a - b));
    }

    const parts = await Promise.all([1, 2].map((index) => publishArchive({ books, out: join(tempDir(), `part-${index}`), url: ADDRESS, part: { index, count: 2 } }).then((r) => ({ r, folder: join(r.out) }))));
    expect(parts.reduce((n, p) => n + p.r.books, 0)).toBe(4);
    const merged = await publishArchive({ books, out: join(tempDir(), 'merged'), url: ADDRESS, from: parts.map((p) => p.folder) });
    expect([merged.proved, merged.carried, merged.drawn, merged.cards.drawn]).toEqual([0, 4, 0, 0]);
    await expect(publishArchive({ books, out: join(tempDir(), 'x'), part: { index: 3, count: 2 } })).rejects.toThrow(/^part: must be \{ index, count \}/);
    await expect(publishArchive({ books, out: join(tempDir(), 'x'), from: 'parts' as unknown as string[] })).rejects.toThrow(/^from: must be a list of folders/);
  });

  it.each(['reading', 'proving', 'pages', 'cards', 'search'] as const)('stopped by its signal while %s, rejects with the reason and leaves out as it was, nothing behind', async (stage) => {
    const dir = tempDir();
    const out = join(dir, 'site');
    mkdirSync(out);
    writeFileSync(join(out, MARKER), 'an earlier archive\n');
    writeFileSync(join(out, 'index.html'), '<!doctype html><title>Earlier</title>\n');
    const before = readdirSync(out, { recursive: true, encoding: 'utf8' }).map((f) => [f, readFileSync(join(out, f), 'utf8')]);
    const stop = new AbortController();
    const publishing = publishArchive({ books, out, url: ADDRESS, signal: stop.signal, onProgress: (p) => p.stage === stage && stop.abort() });
    await expect(publishing).rejects.toMatchObject({ name: 'AbortError' });
    expect(readdirSync(out, { recursive: true, encoding: 'utf8' }).map((f) => [f, readFileSync(join(out, f), 'utf8')])).toEqual(before);
    expect(readdirSync(dir)).toEqual(['site']);
    expect(workFolders().filter((name) => name.startsWith(`site-${process.pid}-`))).toEqual([]);
  });

  it('does not start where its signal is already aborted', async () => {
    const out = join(tempDir(), 'site');
    const reason = new Error('not now');
    await expect(publishArchive({ books, out, signal: AbortSignal.abort(reason) })).rejects.toBe(reason);
    expect(existsSync(out)).toBe(false);
  });
});
