import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSite } from '../src/archive/build.ts';
import { BookMaker, defaultJobs } from '../src/book/parallel.ts';
import { bookJson } from '../src/book/files.ts';
import { writeAll } from '../src/book/write.ts';
import { specSchema } from '../src/book/spec.ts';
import { type KindBench, row } from './lib.ts';

/** A 1,000-puzzle book of every kind, the size the archive target is set for. */
const SPEC = specSchema.parse({
  title: 'Archive Bench',
  seed: 'bench',
  sections: [
    { kind: 'numbrix', count: 300, difficulty: 'easy', options: { size: 6 } },
    { kind: 'secret-number', count: 300, difficulty: 'easy' },
    { kind: 'cross-numbers', count: 150, difficulty: 'easy', options: { size: 3 } },
    { kind: 'countdown', count: 150, difficulty: 'medium' },
    { kind: 'number-mind', count: 100, difficulty: 'easy', options: { length: 4 } },
  ],
});

/**
 * `puzzlebook site` on a 1,000-puzzle book, whole: every puzzle solved again, the pages, both
 * PDFs to download and the search index; then again with a public address (`--url`), which adds
 * a social card for every puzzle (drawn on worker threads), the sitemap and the feed. Making the
 * book is not timed.
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
      const timed = async (url?: string) => {
        const start = performance.now();
        await buildSite({ books: join(dir, 'books'), out: join(dir, 'site'), ...(url ? { url } : {}) });
        return performance.now() - start;
      };
      const plain = await timed();
      const addressed = await timed('https://puzzles.example.org/');
      return [
        row('archive', `site, ${book.puzzles.length} puzzles`, 1, [plain], plain, { medianBelowMs: 60_000 }),
        row('archive', `site --url, ${book.puzzles.length} puzzles: + cards, sitemap, feed`, 1, [addressed], addressed, { medianBelowMs: 60_000 }),
      ];
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
