import type { BookFile } from '../book/bookfile-schema.ts';
import type { KindName } from '../kinds/registry.ts';
import type { PackedPage } from './key.ts';
import { type Geometry, type GridAsk, geometry } from './layout.ts';
import type { WorkedPage } from './worked.ts';

/*
 * What a book's pages are, as the plan lays them out (plan.ts) and everything after it reads
 * them: the sizes (house.ts), the readable check, the painting. Types alone, and the margins a
 * layout is set in, so that what reads a layout never imports what makes one.
 */

/** One page of a section: how many of its puzzles it holds, and the grid of cells they go in. */
export interface SectionPage {
  count: number;
  grid: GridAsk;
}

/** What a contents line points at. */
export type ContentsTarget = { type: 'how-to'; kind: KindName } | { type: 'section'; section: number } | { type: 'answers' };

export interface ContentsEntry {
  target: ContentsTarget;
  page: number;
}

/**
 * A page of the answer key: the puzzles it solves (indices into `book.puzzles`, in order),
 * in rows with their steps on a worked key (`worked: true`), or each where it is packed.
 */
export type AnswerPage = WorkedPage | PackedPage;

/** A page of a section's puzzles. */
export interface PuzzlesPage {
  type: 'puzzles';
  /** Index into `book.spec.sections`. */
  section: number;
  /** The section's first page, which carries its heading. */
  opensSection: boolean;
  /** Indices into `book.puzzles`, in reading order. */
  puzzles: number[];
  /** The page's grid of cells: as the spec asks it, or as the house sets the kind on the trim (house.ts). */
  grid: GridAsk;
}

/** One page of the book, in order; page numbers are 1-based positions in this list. */
export type BookPage =
  | { type: 'title' }
  /** The back of the title page: title, author, year, seed and version. */
  | { type: 'copyright' }
  /** "This book belongs to", when the spec asks for it. */
  | { type: 'belongs-to' }
  /** `pitch`: the points from one contents line to the next (see `contentsPages`). */
  | { type: 'contents'; entries: ContentsEntry[]; first: boolean; pitch: number }
  | { type: 'how-to'; kind: KindName }
  | PuzzlesPage
  | { type: 'answers'; answers: AnswerPage; first: boolean }
  /** Padding: before a section that opens on a right-hand page, and at the end of a print-on-demand book. */
  | { type: 'blank' };

/** The book's pages and where things landed on them; every page number printed comes from here. */
export interface BookLayout {
  pages: BookPage[];
  /** For each puzzle in `book.puzzles`, the page it is printed on. */
  puzzlePage: number[];
  /** For each section, its first page. */
  sectionPage: number[];
  /** Each kind's how-to-play page (none in worksheets). */
  howToPage: Map<KindName, number>;
  /** The first page of the answer key at the back, if the key is in the book. */
  answersPage?: number;
  /**
   * The page count the margins are set for, where not the layout's own: a layout made before
   * the puzzles (plan.ts, `standInLayout`) sets them for the most pages the book may reach, its key included.
   */
  gutterPages?: number;
}

/** The margins `layout`'s pages are set in (see `BookLayout.gutterPages`). */
export const layoutGeometry = (book: BookFile, layout: BookLayout): Geometry => geometry(book.spec.page, layout.gutterPages ?? layout.pages.length);
