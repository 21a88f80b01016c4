import { mkdirSync, writeFileSync } from 'node:fs';
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
  | { puzzles: { record: PuzzleRecord; number: number }[]; book: string; lang: Language; address: string; folder: string }
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
  for (const { record, number } of task.puzzles) {
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
  return task.puzzles.length;
}
