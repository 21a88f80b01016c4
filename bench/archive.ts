import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BookMaker, defaultJobs } from '../src/book/parallel.ts';
import { bookJson } from '../src/book/files.ts';
import { writeAll } from '../src/book/write.ts';
import { specSchema } from '../src/book/spec.ts';
import { measure } from './curve/measure.ts';
import { defaultSection, toTotal, unlisted } from './defaults.ts';
import { type BenchRow, type KindBench, row } from './lib.ts';

/** The puzzles of the book. */
const PUZZLES = 1000;

/** Each kind, small and mostly easy, as an archive of daily puzzles holds them: 1,000 puzzles. */
const LISTED = [
  { kind: 'numbrix', count: 250, difficulty: 'easy', options: { size: 6 } },
  { kind: 'secret-number', count: 250, difficulty: 'easy' },
  { kind: 'cross-numbers', count: 150, difficulty: 'easy', options: { size: 3 } },
  { kind: 'countdown', count: 150, difficulty: 'medium' },
  { kind: 'number-mind', count: 100, difficulty: 'easy', options: { length: 4 } },
  { kind: 'sudoku', count: 100, difficulty: 'easy', options: { size: 9 } },
] as const;

/**
 * A 1,000-puzzle book of every kind, the size the archive target is set for: the kinds above,
 * then a hundred of any other the registry lists, at its worked example's options (easy:
 * bench/defaults.ts), every count scaled so the book stays 1,000 puzzles.
 */
const SPEC = specSchema.parse({
  title: 'Archive Bench',
  seed: 'bench',
  sections: toTotal([...LISTED, ...unlisted(LISTED).map((kind) => defaultSection(kind, 100))], PUZZLES),
});

/** A run longer than this is stopped and recorded as over (its target is a minute). */
const CAP_MS = 10 * 60_000;

/**
 * `puzzlebook site` on a 1,000-puzzle book, whole, each run in a process of its own
 * (bench/curve/measure.ts) for its peak memory: every puzzle solved again, the pages, both PDFs
 * to download and the search index; then again with a public address (`--url`), which adds a
 * social card for every puzzle (drawn on worker threads), the sitemap and the feed; then again
 * with the listing pages in another language, which draws every page again and keeps every
 * card. Making the book is not timed.
 */
export const archiveBench: KindBench = {
  kind: 'archive',
  async run() {
    const dir = mkdtempSync(join(tmpdir(), 'puzzlebook-bench-'));
    try {
      const maker = new BookMaker(defaultJobs());
      const book = await maker.make(SPEC);
      await maker.close();
      writeAll(join(dir, 'books'), [{ name: `${book.slug}.json`, data: bookJson(book) }]);
      const published = async (what: string, out: string, more: string[]): Promise<BenchRow> => {
        const m = await measure(['site', '--books', join(dir, 'books'), '--out', join(dir, out), ...more], CAP_MS);
        if (!m.ok) throw new Error(`site ${more.join(' ')}: ${m.failure}\n${m.tail}`);
        const ms = m.wallS * 1000;
        return { ...row('archive', what, 1, [ms], ms, { medianBelowMs: 60_000 }), peakGB: Math.round(Math.max(m.peakGB ?? 0, m.treePeakGB ?? 0) * 100) / 100 };
      };
      const url = ['--url', 'https://puzzles.example.org/'];
      return [
        await published(`site, ${book.puzzles.length} puzzles`, 'plain', []),
        await published(`site --url, ${book.puzzles.length} puzzles: + cards, sitemap, feed`, 'site', url),
        await published(`site --url again, listing in German: pages drawn again, cards kept`, 'site', [...url, '--language', 'de']),
      ];
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
