import type { BookFile } from '../book/bookfile-schema.ts';
import { inLanguage } from '../book/language.ts';
import { type BookSpec, languageOf } from '../book/spec.ts';
import { answersInBook, contentsText, layoutBook, listKeyIn, planKeyAlone } from './plan.ts';
import { keyPlannable } from './key-estimate.ts';
import { paddedCount } from './layout.ts';
import { checkPrintable } from './printable.ts';
import { checkRoom } from './readable.ts';

/** A run of pages a book's plan names: what is on them, and their numbers (from 1). */
export interface PlannedPart {
  what: string;
  from: number;
  to: number;
}

/** A book's pages as its spec lays them out before any puzzle is made (`build --plan`). */
export interface PagePlan {
  parts: PlannedPart[];
  /** The book's pages, an answer key at the back among them. */
  pages: number;
  /**
   * The answer key: at the back of the book (its pages among `parts`) or in its own PDF, and how
   * many pages it takes, estimated (see key-estimate.ts; a worksheet's worked key from its
   * pictures' sizes alone, worked.ts); null where a kind does not plan its answers.
   */
  key: { where: 'back' | 'separate'; pages: number } | null;
}

/**
 * The pages a spec makes, without making its puzzles: the front matter, the how-to pages and
 * each section's pages depend on the spec alone (the puzzles to a page, asked or chosen by the
 * book from its kinds' sizes and stand-ins, house.ts); the answer key is estimated from each answer's size
 * at its section's options (key-estimate.ts), so a cover ordered from the plan fits the book.
 * The layout is the build's own (`layoutBook`), given stand-ins that carry each puzzle's kind,
 * options and band. What the build would refuse before making a puzzle is refused here, in the
 * same words: a title its fonts cannot print (`checkPrintable`), a grid printing under the
 * readable size (`checkRoom`); `where` names the spec.
 */
export function planSpec(spec: BookSpec, where = 'spec'): PagePlan {
  return inLanguage(languageOf(spec), () => {
    checkPrintable(spec, where);
    checkRoom(spec, where);
    const puzzles = spec.sections.flatMap((section) =>
      Array.from({ length: section.count }, (_, i) => ({ kind: section.kind, id: `${section.kind}-${i + 1}`, options: section.options, difficulty: section.difficulty })),
    );
    const stand = (answers: BookSpec['answers']) => ({ title: spec.title, slug: spec.slug, spec: { ...spec, answers }, puzzles }) as unknown as BookFile;
    // A kind may not plan its answers: then the key is left out of the plan, and said.
    const rows = !keyPlannable(spec.sections.map((s) => s.kind));
    const book = stand(rows ? 'separate' : spec.answers);
    // A worked key at the back, left out, is still a line of the book's contents.
    if (rows && spec.answers === 'back') listKeyIn(book);
    const layout = layoutBook(book);
    const parts: PlannedPart[] = [];
    const add = (what: string, page: number) => {
      const last = parts.at(-1);
      if (last && last.what === what && last.to === page - 1) last.to = page;
      else parts.push({ what, from: page, to: page });
    };
    layout.pages.forEach((page, i) => {
      if (page.type === 'puzzles') add(contentsText(book, { target: { type: 'section', section: page.section }, page: i + 1 }), i + 1);
      else if (page.type === 'how-to') add('how to play', i + 1);
      else if (page.type === 'answers') add('answer key (estimated)', i + 1);
      else if (page.type === 'blank' && i > 0 && layout.pages[i - 1]!.type === 'puzzles') add('blank', i + 1);
      else if (page.type !== 'blank' || parts.length === 0 || parts.at(-1)!.what === 'front matter') add('front matter', i + 1);
      else add('blank', i + 1);
    });
    const key = rows ? null : answersInBook(book) ? { where: 'back' as const, pages: layout.pages.filter((p) => p.type === 'answers').length } : { where: 'separate' as const, pages: paddedCount(spec.page.size, planKeyAlone(book).length) };
    return { parts, pages: layout.pages.length, key };
  });
}
