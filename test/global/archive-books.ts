/**
 * The shared archive's books that no test reads the PDFs of, made as book files into the folder
 * test/global/archive.ts names: on a thread of its own, as the run's first test files wait on
 * the process that set it up. Also a book with archive: whose puzzles print their short codes
 * (test/cli/qr.test.ts reads them here).
 */
import { workerData } from 'node:worker_threads';
import { SPEC_DE, SPEC_ES, writeBookFile } from '../site/books.ts';
import { PLAY_SPECS, playSpecsFor } from '../site/play-books.ts';
import { LINKED } from '../cli/linked-book.ts';
import { ONLY_KIND } from '../matrix.ts';

const { books } = workerData as { books: string };
// On a kind alone (the new-kind check), the books its files read: the Spanish one among them (shared-languages.test.ts).
const specs = ONLY_KIND ? [SPEC_ES, ...playSpecsFor(ONLY_KIND)] : [SPEC_ES, SPEC_DE, ...PLAY_SPECS, LINKED];
for (const spec of specs) writeBookFile(spec, books);
