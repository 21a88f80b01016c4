/**
 * The shared archive's books that no test reads the PDFs of, made as book files into the folder
 * test/global/archive.ts names: on a thread of its own, as the run's first test files wait on
 * the process that set it up. `everyday`: what npm test reads (the Spanish and German books, the
 * largest of each kind, the words books of the kinds it plays); `more`: the rest test:release
 * reads besides (play-books.ts), and a book with archive: whose puzzles print their short codes
 * (test/cli/qr.test.ts reads them here); `kind`: what the new-kind check's run reads.
 */
import { workerData } from 'node:worker_threads';
import { SPEC_DE, SPEC_ES, writeBookFile } from '../site/books.ts';
import { EVERYDAY_PLAY_SPECS, MORE_PLAY_SPECS, playSpecsFor } from '../site/play-books.ts';
import { LINKED } from '../cli/linked-book.ts';
import { ONLY_KIND } from '../matrix.ts';

export type Shelf = 'everyday' | 'more' | 'kind';
const { books, shelf } = workerData as { books: string; shelf: Shelf };
// On a kind alone (the new-kind check), the books its files read: the Spanish one among them (shared-languages.test.ts).
const specs = { everyday: [SPEC_ES, SPEC_DE, ...EVERYDAY_PLAY_SPECS], more: [...MORE_PLAY_SPECS, LINKED], kind: ONLY_KIND ? [SPEC_ES, ...playSpecsFor(ONLY_KIND)] : [] }[shelf];
for (const spec of specs) writeBookFile(spec, books);
