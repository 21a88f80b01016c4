import { copyFileSync, linkSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { isMainThread } from 'node:worker_threads';
import type { BookFile } from '../book/bookfile-schema.ts';
import { join } from 'node:path';
import { inLanguage } from '../book/language.ts';
import { howToExample } from '../book/how-to.ts';
import { puzzleLabel } from '../book/labels.ts';
import type { Language } from '../engine/language.ts';
import type { PuzzleRecord } from '../kinds/record.ts';
import { getKind, type KindName } from '../kinds/registry.ts';
import { siteWords } from '../templates/archive/words.ts';
import { card, cardKey, KEY, renderCard } from './card.ts';
import { friendly, NUMBERED, screenFigure } from './model.ts';
import { pngText } from './png.ts';
import { puzzleCard } from './web.ts';

/**
 * Social cards drawn on a thread of a pool (cards.ts), each written as `<folder>/<name>.png`.
 * A puzzle's card holds the drawing its page shows (`screenFigure`) beside its book's title and
 * its label, in the book's language; the site's card the first kind's worked example beside the
 * site's name and what it holds, in the archive's.
 *
 * A puzzle's card is drawn only where no earlier archive `kept` names for it holds it already: a
 * card there whose key (card.ts: what it shows, the fonts, the renderer) is this card's is linked
 * (or copied) instead. Those are archives whose files of the book are as their manifest records
 * and whose book held that puzzle (build.ts checks), so a key found there is one this code wrote.
 */
export type CardTask =
  /** Puzzles `from` to `to` (exclusive) of the book file at `file` (as the site reads it: checked, plain JSON). */
  | { file: string; from: number; to: number; book: string; lang: Language; address: string; folder: string; kept: ReadonlyMap<string, readonly string[]> }
  | { site: KindName; lang: Language; address: string; folder: string };

/** Puzzles' cards drawn, and taken from an earlier archive. */
export interface CardsMade {
  drawn: number;
  kept: number;
}

/**
 * A card thread runs at a lower priority than the rest of a publish (nice 10, on Linux, where a
 * thread has a priority of its own): the pages are built on one thread, which is the longest
 * road through a publish, and two card threads beside it took most of its core (at 10,000
 * puzzles it got 0.6 of one while the cards were drawn, and the other core idled once they were
 * done). Cards take what the pages and PDFs leave, and both cores when they are done.
 */
if (!isMainThread) {
  try {
    setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 10);
  } catch {
    // Not Linux, or not allowed: the cards share the cores as they are.
  }
}

// `task.folder` is made by the publish (build.ts), never here: a stop that removed the run folder leaves it removed.
export default async function draw(task: CardTask): Promise<CardsMade> {
  if ('site' in task) {
    const example = howToExample(task.site);
    const drawn = inLanguage(task.lang, () => card(getKind(task.site).draw(example.puzzle, undefined, NUMBERED), { title: siteWords.site.name, detail: siteWords.listing.description, address: task.address }));
    writeFileSync(join(task.folder, 'site.png'), await renderCard(drawn));
    // Counted with the listing pages, which are made again every time: not a puzzle's card.
    return { drawn: 0, kept: 0 };
  }
  const made: CardsMade = { drawn: 0, kept: 0 };
  const records = recordsOf(task.file).slice(task.from, task.to);
  for (const [i, record] of records.entries()) {
    const number = task.from + i + 1;
    const drawn = inLanguage(task.lang, () =>
      card(screenFigure(record), {
        kicker: siteWords.site.name,
        title: task.book,
        label: puzzleLabel(number, record.kind, record.difficulty),
        detail: friendly(record),
        address: task.address,
      }),
    );
    const to = join(task.folder, `${record.id}.png`);
    const key = cardKey(drawn);
    const earlier = (task.kept.get(record.id) ?? []).map((archive) => join(archive, puzzleCard(record.id))).find((file) => pngText(file, KEY) === key);
    if (earlier && carry(earlier, to)) made.kept++;
    else {
      writeFileSync(to, await renderCard(drawn));
      made.drawn++;
    }
  }
  return made;
}

/** `from` linked as `to`, or copied where a link cannot be made; false where neither can (it is drawn then). */
function carry(from: string, to: string): boolean {
  try {
    linkSync(from, to);
    return true;
  } catch {
    try {
      copyFileSync(from, to);
      return true;
    } catch {
      return false;
    }
  }
}

/**
 * The last two books' records read on this thread: a thread draws a book's cards a slice at a
 * time, and where one book's slices end and the next's begin, its queued tasks (cards.ts) take
 * turns between the two.
 */
const read = new Map<string, PuzzleRecord[]>();

function recordsOf(file: string): PuzzleRecord[] {
  let records = read.get(file);
  if (!records) {
    records = (JSON.parse(readFileSync(file, 'utf8')) as BookFile).puzzles;
    if (read.size >= 2) read.delete(read.keys().next().value!);
    read.set(file, records);
  }
  return records;
}
