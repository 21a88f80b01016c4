import { availableParallelism } from 'node:os';
import { renameSync } from 'node:fs';
import { join } from 'node:path';
import Tinypool from 'tinypool';
import type { BookFile } from '../book/bookfile-schema.ts';
import { typedAddress } from '../book/code.ts';
import { languageOf } from '../book/spec.ts';
import type { Language } from '../engine/language.ts';
import { KIND_NAMES } from '../engine/registry.ts';
import { sibling } from '../sibling.ts';
import type { CardTask } from './card-thread.ts';
import { puzzleCard, SITE_CARD } from './web.ts';

/** Puzzles a thread draws at a time: few enough that the threads share the work evenly. */
const CHUNK = 20;

export interface CardRun {
  /** Settles once every card is drawn (in the run's folder), or with the first failure. */
  finished: Promise<void>;
  /** Ends the threads, finished or not. */
  stop(): Promise<void>;
}

/**
 * Draws the social card of every puzzle and the site's own (card-thread.ts) on worker threads,
 * into `folder`, while the caller goes on (the pages are built meanwhile): a card takes
 * about 12 ms of one core, mostly its PNG, so a thousand would add seconds to a build done in
 * turn. `address` is what the cards print at their foot (the archive's address, without
 * `https://`); `lang` the language of the site's card (the listing pages').
 */
export function drawCards(books: readonly BookFile[], { address, lang, folder }: { address: string; lang: Language; folder: string }): CardRun {
  const shown = typedAddress(address);
  const tasks: CardTask[] = [];
  for (const book of books) {
    const puzzles = book.puzzles.map((record, i) => ({ record, number: i + 1 }));
    for (let i = 0; i < puzzles.length; i += CHUNK) {
      tasks.push({ puzzles: puzzles.slice(i, i + CHUNK), book: book.title, lang: languageOf(book.spec), address: shown, folder });
    }
  }
  const first = KIND_NAMES.find((name) => books.some((book) => book.puzzles.some((p) => p.kind === name)));
  if (first) tasks.push({ site: first, lang, address: shown, folder });
  const pool = new Tinypool({
    filename: sibling('./card-thread', import.meta.url).href,
    minThreads: 1,
    maxThreads: Math.max(1, Math.min(availableParallelism(), tasks.length)),
  });
  const finished = Promise.all(tasks.map((task) => pool.run(task))).then(() => undefined);
  // Read by the caller later; a failure seen first by stop() is not an unhandled one.
  finished.catch(() => {});
  return { finished, stop: () => pool.destroy() };
}

/** Moves the cards drawn into `folder` to their places in the built archive `site`. */
export function placeCards(books: readonly BookFile[], folder: string, site: string): void {
  for (const book of books) for (const { id } of book.puzzles) renameSync(join(folder, `${id}.png`), join(site, puzzleCard(id)));
  renameSync(join(folder, 'site.png'), join(site, SITE_CARD));
}
