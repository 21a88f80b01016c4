import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { BookFile } from '../book/bookfile-schema.ts';
import { join } from 'node:path';
import { inLanguage } from '../book/language.ts';
import { howToExample } from '../book/how-to.ts';
import { puzzleLabel } from '../book/labels.ts';
import { toSvg } from '../draw/svg.ts';
import type { Language } from '../engine/language.ts';
import type { PuzzleRecord } from '../engine/record.ts';
import { getKind, type KindName } from '../engine/registry.ts';
import { siteWords } from '../templates/archive/words.ts';
import { card, renderCard } from './card.ts';
import { friendly, screenFigure } from './model.ts';

/**
 * Social cards drawn on a thread of a pool (cards.ts), each written as `<folder>/<name>.png`.
 * A puzzle's card holds the drawing its page shows (`screenFigure`, through the same `toSvg`)
 * beside its book's title and its label, in the book's language; the site's card the first
 * kind's worked example beside the site's name and what it holds, in the archive's.
 */
export type CardTask =
  /** Puzzles `from` to `to` (exclusive) of the book file at `file` (as the site reads it: checked, plain JSON). */
  | { file: string; from: number; to: number; book: string; lang: Language; address: string; folder: string }
  | { site: KindName; lang: Language; address: string; folder: string };

export default function draw(task: CardTask): number {
  mkdirSync(task.folder, { recursive: true });
  if ('site' in task) {
    const example = howToExample(task.site);
    const drawn = inLanguage(task.lang, () =>
      card(toSvg(getKind(task.site).draw(example.puzzle), { id: `example-${task.site}` }), { title: siteWords.site.name, detail: siteWords.listing.description, address: task.address }),
    );
    writeFileSync(join(task.folder, 'site.png'), renderCard(drawn));
    return 1;
  }
  const records = recordsOf(task.file).slice(task.from, task.to);
  for (const [i, record] of records.entries()) {
    const number = task.from + i + 1;
    const drawn = inLanguage(task.lang, () =>
      card(toSvg(screenFigure(record), { id: `${record.id}-puzzle` }), {
        kicker: siteWords.site.name,
        title: task.book,
        label: puzzleLabel(number, record.kind, record.difficulty),
        detail: friendly(record),
        address: task.address,
      }),
    );
    writeFileSync(join(task.folder, `${record.id}.png`), renderCard(drawn));
  }
  return records.length;
}

/** The last book's records read on this thread: a thread draws a book's cards a slice at a time. */
let last: { file: string; records: PuzzleRecord[] } | undefined;

function recordsOf(file: string): PuzzleRecord[] {
  if (last?.file !== file) last = { file, records: (JSON.parse(readFileSync(file, 'utf8')) as BookFile).puzzles };
  return last.records;
}
