import { inLanguage } from '../book/language.ts';
import { type BookSpec, languageOf } from '../book/spec.ts';
import { contentsText } from './pages.ts';
import { checkRoom } from './readable.ts';
import { standInBook, standInLayout } from './room.ts';

/** A run of pages a book's plan names: what is on them, and their numbers (from 1). */
export interface PlannedPart {
  what: string;
  from: number;
  to: number;
}

/** A book's pages as its spec lays them out before any puzzle is made (`build --plan`). */
export interface PagePlan {
  parts: PlannedPart[];
  /** The pages known: all of them, or all before an answer key at the back. */
  pages: number;
  /** Whether the key is at the back, its length known only once its puzzles are made. */
  answersAfter: boolean;
}

/**
 * The pages a spec makes, without making its puzzles: the front matter, the how-to pages and
 * each section's pages depend on the spec alone (the puzzles to a page, asked or chosen by the
 * book from its kinds' stand-ins, room.ts); only an answer key at the back depends on the
 * puzzles' pictures and words, so it is left out and said. The layout is the build's own. A
 * grid the build would refuse as printing under the readable size is refused here, in the
 * same words (`checkRoom`); `where` names the spec.
 */
export function planSpec(spec: BookSpec, where = 'spec'): PagePlan {
  return inLanguage(languageOf(spec), () => {
    checkRoom(spec, where);
    const answersAfter = spec.answers === 'back' && !spec.worksheet;
    const book = standInBook(spec, 'largest');
    const layout = standInLayout(spec);
    const parts: PlannedPart[] = [];
    const add = (what: string, page: number) => {
      const last = parts.at(-1);
      if (last && last.what === what && last.to === page - 1) last.to = page;
      else parts.push({ what, from: page, to: page });
    };
    layout.pages.forEach((page, i) => {
      if (page.type === 'puzzles') add(contentsText(book, { target: { type: 'section', section: page.section }, page: i + 1 }), i + 1);
      else if (page.type === 'how-to') add('how to play', i + 1);
      else if (page.type === 'blank' && i > 0 && layout.pages[i - 1]!.type === 'puzzles') add('blank', i + 1);
      else if (page.type !== 'blank' || parts.length === 0 || parts.at(-1)!.what === 'front matter') add('front matter', i + 1);
      else add('blank', i + 1);
    });
    // A trim's blank last page (to make the count even) is planned again after the key.
    while (answersAfter && parts.at(-1)?.what === 'blank') parts.pop();
    return { parts, pages: parts.at(-1)?.to ?? 0, answersAfter };
  });
}
