/**
 * The distinct books every archive of the curve is copied from: ten 1,000-puzzle books of every
 * kind, each a different mix of bands and sizes, made once by the real `puzzlebook build`
 * and kept under node_modules/.cache, since making 10,000 puzzles takes minutes.
 */
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BookFile } from '../../src/book/bookfile-schema.ts';
import { readBook } from '../../src/book/read.ts';
import { DIFFICULTIES } from '../../src/engine/kind.ts';
import { VERSION } from '../../src/version.ts';
import { allows, defaultSection, toTotal, unlisted } from '../defaults.ts';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const SOURCES = 10;
export const PER_BOOK = 1000;

/** Per book i: each kind's size, so the ten differ in what a page draws and a proof costs. */
const NUMBRIX = [6, 7, 8, 9, 6, 7, 8, 9, 7, 8];
const DIGITS = [3, 3, 4, 3, 4, 3, 3, 4, 3, 5];
const CROSS = [3, 4, 5, 3, 4, 5, 3, 4, 5, 3];
const LENGTH = [4, 5, 6, 4, 5, 6, 4, 5, 6, 5];
/** Sudoku's size in book i: 9×9 (every band), and a 6×6 where its band allows one (not medium). */
const SUDOKU = [9, 6, 9, 9, 6, 9, 9, 6, 9, 9];

/**
 * Spec i (0-based): 200 + 200 + 150 + 200 + 150 + 100 puzzles, section s of book i in band
 * (i + s) mod 4. A kind the registry lists and these do not gets a hundred at its defaults or
 * its worked example's options, at its section's band where they allow it (bench/defaults.ts),
 * every count scaled so a book stays PER_BOOK puzzles.
 */
export function sourceSpec(i: number): Record<string, unknown> {
  const band = (s: number) => DIFFICULTIES[(i + s) % DIFFICULTIES.length]!;
  const sudoku = { size: SUDOKU[i]! };
  const listed = [
    { kind: 'numbrix', count: 200, difficulty: band(0), options: { size: NUMBRIX[i] } },
    { kind: 'secret-number', count: 200, difficulty: band(1), options: { digits: DIGITS[i] } },
    { kind: 'cross-numbers', count: 150, difficulty: band(2), options: { size: CROSS[i] } },
    { kind: 'countdown', count: 200, difficulty: band(3) },
    { kind: 'number-mind', count: 150, difficulty: band(4), options: { length: LENGTH[i] } },
    { kind: 'sudoku', count: 100, difficulty: band(5), options: allows('sudoku', sudoku, band(5)) ? sudoku : { size: 9 } },
  ] as const;
  return {
    title: `Curve Source ${i + 1}`,
    seed: `bench/curve/${i + 1}`,
    sections: toTotal([...listed, ...unlisted(listed).map((kind, k) => defaultSection(kind, 100, band(6 + k), 'defaults'))], PER_BOOK),
  };
}

/** Every file under `dir`, by path, into `hash`. */
function hashTree(hash: ReturnType<typeof createHash>, dir: string): void {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
  for (const file of files) hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
}

/**
 * The cache's folder: the version, the specs, and the code that makes and checks a book (src/engine
 * and src/book). A change there can change a grade, and `site` refuses a book of this version
 * whose grades it measures otherwise, so a stale cache would fail rather than measure.
 */
export function cacheFolder(): string {
  const hash = createHash('sha256').update(JSON.stringify(Array.from({ length: SOURCES }, (_, i) => sourceSpec(i))));
  for (const dir of ['src/engine', 'src/book']) hashTree(hash, join(ROOT, dir));
  return join(ROOT, 'node_modules/.cache/puzzlebook-bench', `archive-curve-${VERSION}-${hash.digest('hex').slice(0, 12)}`);
}

/**
 * The source books, read from the cache or made there first: each spec built by the command
 * line into a working folder, whose book files are moved into place only when all are made,
 * so a stopped run leaves no half cache.
 */
export function sourceBooks(log: (line: string) => void): BookFile[] {
  const folder = cacheFolder();
  if (!existsSync(folder)) {
    const work = `${folder}.making-${process.pid}`;
    rmSync(work, { recursive: true, force: true });
    mkdirSync(join(work, 'books'), { recursive: true });
    try {
      for (let i = 0; i < SOURCES; i++) {
        const spec = join(work, `source-${i + 1}.yaml`);
        // JSON is YAML: the spec written as JSON reads as the object it was.
        writeFileSync(spec, JSON.stringify(sourceSpec(i)));
        const start = performance.now();
        const made = spawnSync(process.execPath, ['bin/puzzlebook.js', 'build', spec, '--out', join(work, 'out')], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
        if (made.status !== 0) throw new Error(`puzzlebook build ${spec} failed (${made.signal ?? `status ${made.status}`})`);
        // Only the book file is wanted; the PDFs are drawn again by `site`.
        for (const name of readdirSync(join(work, 'out')).filter((n) => n.endsWith('.json'))) renameSync(join(work, 'out', name), join(work, 'books', name));
        rmSync(join(work, 'out'), { recursive: true, force: true });
        log(`made source book ${i + 1} of ${SOURCES} in ${((performance.now() - start) / 1000).toFixed(1)} s`);
      }
      renameSync(join(work, 'books'), folder);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  } else {
    log(`source books from ${relative(ROOT, folder)}`);
  }
  const names = readdirSync(folder).filter((n) => n.endsWith('.json')).sort();
  if (names.length !== SOURCES) throw new Error(`${folder} holds ${names.length} book files, not ${SOURCES}: remove it to make them again`);
  return names.map((name) => readBook(join(folder, name)));
}
