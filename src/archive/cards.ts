import { availableParallelism } from 'node:os';
import { renameSync } from 'node:fs';
import { join } from 'node:path';
import Tinypool from 'tinypool';
import { typedAddress } from '../book/code.ts';
import type { Language } from '../engine/language.ts';
import { KIND_NAMES, type KindName } from '../engine/registry.ts';
import { sibling } from '../sibling.ts';
import type { CardTask } from './card-thread.ts';
import { puzzleCard, SITE_CARD } from './web.ts';

/** Puzzles a thread draws at a time: few enough that the threads share the work evenly. */
const CHUNK = 20;

/**
 * Cards that repay a thread's start (its fonts and image encoder loaded): measured on two cores,
 * 100 cards took 2.9 s on one thread and 3.3 s on two, 1,000 took 14.9 s on two and 19.5 s on one.
 */
const CARDS_A_THREAD = 250;

export interface CardRun {
  /** Settles once every card is drawn (in the run's folder), or with the first failure. */
  finished: Promise<void>;
  /** Ends the threads, finished or not. */
  stop(): Promise<void>;
}

/**
 * Draws the social card of every puzzle and the site's own (card-thread.ts) on worker threads
 * (one for each CARDS_A_THREAD cards, at most one per core), into `folder`, while the caller
 * goes on (the pages are built meanwhile): a card takes about 12 ms of one core, mostly its
 * PNG, so a thousand would add seconds to a build done in turn. `address` is what the cards
 * print at their foot (the archive's address, without `https://`); `lang` the language of the
 * site's card (the listing pages').
 */
export function drawCards(books: readonly CardBook[], { address, lang, folder, kinds }: { address: string; lang: Language; folder: string; kinds: readonly KindName[] }): CardRun {
  const shown = typedAddress(address);
  const tasks: CardTask[] = [];
  for (const book of books) {
    for (let from = 0; from < book.count; from += CHUNK) {
      tasks.push({ file: book.file, from, to: Math.min(book.count, from + CHUNK), book: book.title, lang: book.lang, address: shown, folder });
    }
  }
  // Every puzzle's, and the site's.
  const cards = books.reduce((n, book) => n + book.count, 1);
  // The site's card shows the archive's first kind (`kinds`, in registry order).
  const first = KIND_NAMES.find((name) => kinds.includes(name));
  if (first) tasks.push({ site: first, lang, address: shown, folder });
  const pool = new Tinypool({
    filename: sibling('./card-thread', import.meta.url).href,
    minThreads: 1,
    maxThreads: Math.max(1, Math.min(availableParallelism(), Math.ceil(cards / CARDS_A_THREAD))),
  });
  const finished = Promise.all(tasks.map((task) => pool.run(task))).then(() => undefined);
  // Read by the caller later; a failure seen first by stop() is not an unhandled one.
  finished.catch(() => {});
  return { finished, stop: () => pool.destroy() };
}

/** A book whose cards are drawn: its file as the site reads it, its title, language and size. */
export interface CardBook {
  file: string;
  title: string;
  lang: Language;
  count: number;
}

/** Moves the cards drawn into `folder` to their places in the built archive `site`: each puzzle's of `ids`, and the site's. */
export function placeCards(ids: readonly string[], folder: string, site: string): void {
  for (const id of ids) renameSync(join(folder, `${id}.png`), join(site, puzzleCard(id)));
  renameSync(join(folder, 'site.png'), join(site, SITE_CARD));
}
