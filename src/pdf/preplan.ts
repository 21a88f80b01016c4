import type { BookFile } from '../book/bookfile-schema.ts';
import type { BookSpec } from '../book/spec.ts';
import { contentsText } from './pages.ts';
import { layoutBook } from './plan.ts';
import { packedByBook } from './scale.ts';

/** A run of pages a book's plan names: what is on them, and their numbers (from 1). */
export interface PlannedPart {
  what: string;
  from: number;
  to: number;
  /**
   * A section the book packs itself (see `packedByBook`): where its last three puzzles fit a
   * page at the section's type size, it takes a page fewer, known once they are made.
   */
  atMost?: boolean;
}

/** A book's pages as its spec lays them out before any puzzle is made (`build --plan`). */
export interface PagePlan {
  parts: PlannedPart[];
  /** The pages known: all of them, or all before an answer key at the back. */
  pages: number;
  /** Whether the key is at the back, its length known only once its puzzles are made. */
  answersAfter: boolean;
  /** Whether some section may take a page fewer once its puzzles are made (see `PlannedPart.atMost`). */
  atMost: boolean;
}

/**
 * The pages a spec makes, without making its puzzles: the front matter, the how-to pages and
 * each section's pages depend on the spec alone (the puzzles to a page, the kinds); only an
 * answer key at the back depends on the puzzles' pictures and words, so it is left out and said.
 * The layout is the build's own (`layoutBook`), given stand-ins that carry only each puzzle's kind;
 * a section the book packs itself is planned at its longest, and said.
 */
export function planSpec(spec: BookSpec): PagePlan {
  const answersAfter = spec.answers === 'back' && !spec.worksheet;
  const puzzles = spec.sections.flatMap((section) => Array.from({ length: section.count }, (_, i) => ({ kind: section.kind, id: `${section.kind}-${i + 1}` })));
  // The key left out: its pages need the puzzles (so the contents lack its line, which may cost
  // a contents page at most when they are all but full).
  const book = { title: spec.title, slug: spec.slug, spec: { ...spec, answers: 'separate' }, puzzles } as unknown as BookFile;
  const layout = layoutBook(book);
  const parts: PlannedPart[] = [];
  const add = (what: string, page: number) => {
    const last = parts.at(-1);
    if (last && last.what === what && last.to === page - 1) last.to = page;
    else parts.push({ what, from: page, to: page });
  };
  layout.pages.forEach((page, i) => {
    if (page.type === 'puzzles') {
      add(contentsText(book, { target: { type: 'section', section: page.section }, page: i + 1 }), i + 1);
      if (packedByBook(spec, spec.sections[page.section]!)) parts.at(-1)!.atMost = true;
    }
    else if (page.type === 'how-to') add('how to play', i + 1);
    else if (page.type === 'blank' && i > 0 && layout.pages[i - 1]!.type === 'puzzles') add('blank', i + 1);
    else if (page.type !== 'blank' || parts.length === 0 || parts.at(-1)!.what === 'front matter') add('front matter', i + 1);
    else add('blank', i + 1);
  });
  // A trim's blank last page (to make the count even) is planned again after the key.
  while (answersAfter && parts.at(-1)?.what === 'blank') parts.pop();
  return { parts, pages: parts.at(-1)?.to ?? 0, answersAfter, atMost: parts.some((part) => part.atMost) };
}
