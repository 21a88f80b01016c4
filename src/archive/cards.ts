import { availableParallelism } from 'node:os';
import { renameSync } from 'node:fs';
import { join } from 'node:path';
import Tinypool from 'tinypool';
import { typedAddress } from '../book/code.ts';
import type { Language } from '../engine/language.ts';
import { KIND_NAMES, type KindName } from '../kinds/registry.ts';
import { sibling } from '../sibling.ts';
import { THREAD_LIMITS } from '../thread-limits.ts';
import type { CardsMade, CardTask } from './card-thread.ts';
import { puzzleCard, SITE_CARD } from './web.ts';

/** Puzzles a thread draws at a time: few enough that the threads share the work evenly. */
const CHUNK = 20;

/**
 * Tasks a thread is given before it finishes one: a thread is handed its next task by the
 * thread that started it, which is busy for a second or more at a time building pages and
 * drawing PDFs, and a card thread with nothing queued waits for it (on two cores, a 10,000-card
 * publish drew no card for 15 s of PDFs so; with 4 queued, its card threads still waited a
 * sixth of their time). Sixteen are four seconds of cards. Its tasks take turns card by card.
 */
const QUEUED = 16;

/**
 * Cards that repay a thread's start (its modules, fonts and renderer loaded): measured on two
 * cores, 100 cards took 2.7 s on one thread and 2.9 s on two, 1,000 took 8.7 s on two and 11.3 s on one.
 */
const CARDS_A_THREAD = 250;

export interface CardRun {
  /** Settles once every card is made (in the run's folder) with how many were drawn and how many kept, or with the first failure. */
  finished: Promise<CardsMade>;
  /** Ends the threads, finished or not. */
  stop(): Promise<void>;
}

/**
 * Draws the social card of every puzzle and the site's own (card-thread.ts) on worker threads
 * (one for each CARDS_A_THREAD cards, at most one per core), into `folder`, while the caller
 * goes on (the pages are built meanwhile): a card takes about 6 ms of one core, so a thousand
 * would add seconds to a build done in turn. `address` is what the cards
 * print at their foot (the archive's address, without `https://`); `lang` the language of the
 * site's card (the listing pages'). A puzzle's card already in one of the archives its book's
 * `kept` names for it is taken from there, not drawn (card-thread.ts).
 */
export function drawCards(
  books: readonly CardBook[],
  { address, lang, folder, kinds, progress = () => {} }: { address: string; lang: Language; folder: string; kinds: readonly KindName[]; progress?: (done: number, total: number) => void },
): CardRun {
  const shown = typedAddress(address);
  const tasks: CardTask[] = [];
  for (const book of books) {
    for (let from = 0; from < book.count; from += CHUNK) {
      const to = Math.min(book.count, from + CHUNK);
      // The earlier archives of this slice's puzzles alone: a thread is handed what its cards need.
      const kept = new Map(book.ids.slice(from, to).flatMap((id) => (book.kept.has(id) ? [[id, book.kept.get(id)!] as const] : [])));
      tasks.push({ file: book.file, from, to, book: book.title, lang: book.lang, address: shown, folder, kept });
    }
  }
  // Every puzzle's, and the site's.
  const puzzles = books.reduce((n, book) => n + book.count, 0);
  const cards = puzzles + 1;
  // The site's card shows the archive's first kind (`kinds`, in registry order).
  const first = KIND_NAMES.find((name) => kinds.includes(name));
  if (first) tasks.push({ site: first, lang, address: shown, folder });
  const pool = new Tinypool({
    filename: sibling('./card-thread', import.meta.url).href,
    minThreads: 1,
    maxThreads: Math.max(1, Math.min(availableParallelism(), Math.ceil(cards / CARDS_A_THREAD))),
    concurrentTasksPerWorker: QUEUED,
    resourceLimits: THREAD_LIMITS,
  });
  let done = 0;
  progress(0, puzzles);
  const finished = Promise.all(
    tasks.map(async (task) => {
      const made = (await pool.run(task)) as CardsMade;
      done += made.drawn + made.kept;
      progress(done, puzzles);
      return made;
    }),
  ).then((all) => all.reduce((sum, made) => ({ drawn: sum.drawn + made.drawn, kept: sum.kept + made.kept }), { drawn: 0, kept: 0 }));
  // Read by the caller later; a failure seen first by stop() is not an unhandled one.
  finished.catch(() => {});
  return { finished, stop: () => pool.destroy() };
}

/** A book whose cards are drawn: its file as the site reads it, its title, language and size, its puzzles' ids in its order, and the earlier archives that may hold each one's card. */
export interface CardBook {
  file: string;
  title: string;
  lang: Language;
  count: number;
  ids: readonly string[];
  /** By puzzle id: earlier archives whose files of this book are as their manifests record, and which held that puzzle. */
  kept: ReadonlyMap<string, readonly string[]>;
}

/** Moves the cards drawn into `folder` to their places in the built archive `site`: each puzzle's of `ids`, and the site's. */
export function placeCards(ids: readonly string[], folder: string, site: string): void {
  for (const id of ids) renameSync(join(folder, `${id}.png`), join(site, puzzleCard(id)));
  renameSync(join(folder, 'site.png'), join(site, SITE_CARD));
}
