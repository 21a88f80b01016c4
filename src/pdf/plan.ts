import { answerLabel, sectionHeading } from '../book/labels.ts';
import type { BookFile } from '../book/bookfile-schema.ts';
import type { BookSpec } from '../book/spec.ts';
import type { KindName } from '../kinds/registry.ts';
import { getKind } from '../kinds/registry.ts';
import { answerWords, bookWords, worksheetWords } from '../templates/index.ts';
import type { AnswerPage, BookLayout, BookPage, ContentsEntry, ContentsTarget, SectionPage } from './book-layout.ts';
import { type CaptionLine, type Metrics, metricsOf } from './document.ts';
import { planWorked } from './worked.ts';
import { keyCaptionSize, packAnswers } from './key.ts';
import { type Rect, contentBox, geometry, isTrim, paddedCount } from './layout.ts';
import { CONTENTS_LEADING, CONTENTS_TIGHTEST, HEADING_GAP, LEADING, type TypeScale, typeFor } from './type.ts';
import { keyPlannable } from './key-estimate.ts';
import { sectionSplits, standInBook } from './house.ts';

/*
 * The book's pages, planned once from the spec and its puzzles: the front matter, each
 * section's pages as the house plans them (house.ts), the key at the back; every page number
 * printed comes from here. Nothing here paints.
 */

export type { AnswerPage, BookLayout, BookPage, ContentsEntry, ContentsTarget, PuzzlesPage, SectionPage } from './book-layout.ts';
export { layoutGeometry } from './book-layout.ts';

/** Whether the answer key is printed at the back of the book rather than on its own. */
export function answersInBook(book: BookFile): boolean {
  return book.spec.answers === 'back';
}


/** Each kind the book holds, once, in the order its first section comes. */
export function kindsOf(book: BookFile): KindName[] {
  return [...new Set(book.spec.sections.map((s) => s.kind))];
}

/** The text column's height, the same on every page of a size. */
function columnHeight(book: BookFile): number {
  return contentBox(geometry(book.spec.page, 1), 1).height;
}

/**
 * How `count` contents lines fall to pages: as few pages as hold them at the tightest pitch
 * allowed (`CONTENTS_TIGHTEST`), the lines shared evenly among them (so no page holds only the
 * line or two that ran over), spaced as wide as the fullest page allows, up to `CONTENTS_LEADING`.
 * A contents that fits one page at the wide pitch is set at it, as before.
 */
export function contentsPages(book: BookFile, count: number): { perPage: number[]; pitch: number } {
  const type = typeFor(book.spec);
  const room = columnHeight(book) - type.heading * LEADING - HEADING_GAP;
  const most = Math.max(1, Math.floor(room / (type.contents * CONTENTS_TIGHTEST)));
  const pages = Math.ceil(count / most);
  const perPage = Array.from({ length: pages }, (_, i) => Math.floor(count / pages) + (i < count % pages ? 1 : 0));
  const fullest = Math.max(1, ...perPage);
  return { perPage, pitch: Math.min(type.contents * CONTENTS_LEADING, room / fullest) };
}

/**
 * The pages of the book. A book opens with a title page, a copyright page on its back,
 * a "belongs to" page if asked, its contents and a how-to-play page per kind; a worksheet
 * has none of these. Then each section from a new page (a right-hand one with
 * `page.openRight`), its grid's count of puzzles to a page (where the spec leaves the grid to
 * the book, as many as its kind's size allows: see `sectionSplits`);
 * then the answer key if it is at the back; and on print-on-demand trims a blank page to make the count even. The footers, the contents, the
 * section headings and the key's "page N" all read their numbers from this one layout.
 */
export function layoutBook(book: BookFile): BookLayout {
  let layout = layouts.get(book);
  if (!layout) layouts.set(book, (layout = planLayout(book)));
  return layout;
}

/**
 * Layouts by book, each made once: the book, its key, the readability check, the cover and
 * the build's page count all read the same one, and a book file is never changed once read.
 */
const layouts = new WeakMap<BookFile, BookLayout>();

function planLayout(book: BookFile): BookLayout {
  const total = book.spec.sections.reduce((n, s) => n + s.count, 0);
  if (total !== book.puzzles.length) {
    throw new Error(`the book's sections ask for ${total} puzzles but it holds ${book.puzzles.length}`);
  }
  // Where each section's puzzles fall is the spec's alone (house.ts): `build --plan` lays out the same pages.
  const split = sectionSplits(book.spec);
  // The key does not depend on where the puzzles fall (its captions are measured with the widest
  // page number), only on its column's width, which the book's page count sets (the gutter):
  // planned for the count it makes, again where that count takes a wider gutter.
  if (!answersInBook(book)) return layoutWith(book, split, []);
  const least = plannedCount(book);
  let answers = planAnswers(book, Math.max(1, least));
  // A wider gutter only ever makes the key longer, so the count settles: at most once a gutter.
  for (let round = 0; ; round++) {
    const layout = layoutWith(book, split, answers, least);
    const again = planAnswers(book, layout.pages.length);
    if (again === answers) return layout;
    if (round > 8) throw new Error(`the key of ${book.slug} does not settle on a page count`);
    answers = again;
  }
}

/**
 * The pages `build --plan` gives a book whose key is at the back (preplan.ts), or 0 where it
 * leaves the key out: the same layout with each puzzle a stand-in of its section, the key
 * estimated from each answer's size at its section's options (key-estimate.ts). Every page but
 * the key's is the same in both; the estimate is a little long, so a key comes in at or under it,
 * and blank pages after the key make up the rest (`layoutWith`): the book has the pages its
 * cover was ordered for. Nothing for a plan's own stand-ins, whose count this is.
 */
export function plannedCount(book: BookFile): number {
  if (book.puzzles.some((p) => p.puzzle === undefined) || !keyPlannable(book.spec.sections.map((s) => s.kind))) return 0;
  let standIn = standIns.get(book);
  if (!standIn) {
    const puzzles = book.spec.sections.flatMap((section) =>
      Array.from({ length: section.count }, (_, i) => ({ kind: section.kind, id: `${section.kind}-${i + 1}`, options: section.options, difficulty: section.difficulty })),
    );
    standIns.set(book, (standIn = { ...book, puzzles } as unknown as BookFile));
  }
  return layoutBook(standIn).pages.length;
}

/** Why a book is longer than `build --plan` gives its spec (its key ran over the estimate), or null: what a cover ordered from the plan must be told. */
export function pastPlan(book: BookFile, layout: BookLayout): string | null {
  const planned = plannedCount(book);
  const pages = layout.pages.length;
  if (planned === 0 || pages <= planned) return null;
  return `${book.slug}.pdf has ${pages} pages where \`build --plan\` gives its spec ${planned}: its answer key ran longer than planned, so a cover ordered from the plan needs a spine for ${pages} pages`;
}

/** Each book's plan: its puzzles' stand-ins, made once. */
const standIns = new WeakMap<BookFile, BookFile>();

/**
 * Plans' stand-in books whose key is left out of their pages (a worked key at the back, set from
 * puzzles not yet made) but listed in their contents as the book's is: a line of the contents
 * that may take a page of its own (a 5×8 book of fifteen kinds' 60 sections).
 */
const keyListed = new WeakSet<BookFile>();

/** Lists the key in `book`'s contents though its pages leave it out (preplan.ts: a plan's stand-in book). */
export function listKeyIn(book: BookFile): void {
  keyListed.add(book);
}

/** The book's pages with each section's puzzles falling to its pages as `split` says, at least `least` of them (blanks after the key). */
export function layoutWith(book: BookFile, split: readonly (readonly SectionPage[])[], answers: readonly AnswerPage[], least = 0): BookLayout {
  const { sections } = book.spec;
  const frontMatter = !book.spec.worksheet;
  const back = answersInBook(book);
  const kinds = frontMatter ? kindsOf(book) : [];
  const pages: BookPage[] = [];

  const targets: ContentsTarget[] = [];
  if (frontMatter) {
    pages.push({ type: 'title' }, { type: 'copyright' });
    if (book.spec.belongsTo) pages.push({ type: 'belongs-to' });
    targets.push(...kinds.map((kind) => ({ type: 'how-to' as const, kind })));
    targets.push(...sections.map((_, section) => ({ type: 'section' as const, section })));
    if (back || keyListed.has(book)) targets.push({ type: 'answers' });
  }
  const contents = contentsPages(book, targets.length);
  const contentsPage: Extract<BookPage, { type: 'contents' }>[] = [];
  // The contents open on a right-hand page in a bound book (after a "belongs to" page, a blank).
  if (targets.length > 0 && (isTrim(book.spec.page.size) || book.spec.page.openRight) && pages.length % 2 === 1) pages.push({ type: 'blank' });
  contents.perPage.forEach((_, i) => {
    const page = { type: 'contents' as const, entries: [], first: i === 0, pitch: contents.pitch };
    contentsPage.push(page);
    pages.push(page);
  });

  const howToPage = new Map<KindName, number>();
  for (const kind of kinds) {
    pages.push({ type: 'how-to', kind });
    howToPage.set(kind, pages.length);
  }

  const puzzlePage: number[] = new Array(book.puzzles.length);
  const sectionPage: number[] = [];
  let next = 0;
  sections.forEach((section, s) => {
    if (book.spec.page.openRight && pages.length % 2 === 1) pages.push({ type: 'blank' });
    sectionPage.push(pages.length + 1);
    let first = 0;
    for (const { count, grid } of split[s]!) {
      const puzzles: number[] = [];
      for (let i = first; i < first + count; i++) {
        const record = book.puzzles[next + i]!;
        if (record.kind !== section.kind) {
          throw new Error(`puzzle ${next + i + 1} (${record.id}) is ${record.kind}, but its section is ${section.kind}`);
        }
        puzzles.push(next + i);
        puzzlePage[next + i] = pages.length + 1;
      }
      pages.push({ type: 'puzzles', section: s, opensSection: first === 0, puzzles, grid });
      first += count;
    }
    next += section.count;
  });

  let answersPage: number | undefined;
  if (back) {
    answersPage = pages.length + 1;
    answers.forEach((answers, i) => pages.push({ type: 'answers', answers, first: i === 0 }));
  }
  while (pages.length < least) pages.push({ type: 'blank' });
  while (pages.length < paddedCount(book.spec.page.size, pages.length)) pages.push({ type: 'blank' });

  const pageOf = (target: ContentsTarget): number =>
    target.type === 'how-to' ? howToPage.get(target.kind)! : target.type === 'section' ? sectionPage[target.section]! : (answersPage ?? pages.length + 1);
  let listed = 0;
  contentsPage.forEach((page, i) => {
    for (const target of targets.slice(listed, listed + contents.perPage[i]!)) page.entries.push({ target, page: pageOf(target) });
    listed += contents.perPage[i]!;
  });
  return { pages, puzzlePage, sectionPage, howToPage, ...(answersPage === undefined ? {} : { answersPage }) };
}

/** The pages of the book (see `layoutBook`). */
export function planBook(book: BookFile): BookPage[] {
  return layoutBook(book).pages;
}

/** For each puzzle in `book.puzzles`, the page number it is printed on. */
export function puzzlePages(book: BookFile): number[] {
  return layoutBook(book).puzzlePage;
}

/** Space below the key's title on its first page. */
export const ANSWERS_TITLE_GAP = 16;

/** The key's title: its own document's title, or a heading when the key is at the back of the book. */
/** The title in a page's running foot: a worksheet's names its seed, so the sheet can be made again. */
export function footerTitle(book: BookFile, title: string): string {
  return book.spec.worksheet ? worksheetWords.footer({ title, seed: book.seed }) : title;
}

export function answersTitle(book: BookFile, inBook: boolean): string {
  return inBook ? answerWords.heading() : answerWords.title({ title: book.title });
}

/**
 * The caption above an answer: its number, kind and the page its puzzle is printed on; at the
 * caption size beside worked steps, a point over the key's text in a compact key.
 */
export function answerCaption(book: BookFile, type: TypeScale, p: number, page: number | undefined): CaptionLine[] {
  const size = workedInRows(book) ? type.caption : keyCaptionSize(type);
  return [{ text: answerLabel(book, p, page), bold: true, size, colour: '#000000' }];
}

/** The area the key's first page leaves for answers, below its title, in `column`; later pages have the whole column. */
function firstAnswerArea(book: BookFile, metrics: Metrics, type: TypeScale, column: Rect): Rect {
  // The longer of the two titles, so a key packed once fits both in the book and on its own.
  const titles = [answersTitle(book, true), answersTitle(book, false)];
  const areas = titles.map((text) =>
    metrics.setBlocks(column, [{ text, size: type.answersTitle, bold: true, align: 'center', gap: ANSWERS_TITLE_GAP }]).rest,
  );
  return areas.reduce((a, b) => (a.height <= b.height ? a : b));
}

/**
 * Whether the key sets each answer in a row beside its first steps: a worksheet's worked key,
 * which a teacher talks through from the start. A book's key is compact, worked or not (key.ts).
 */
export const workedInRows = (book: BookFile): boolean => book.spec.worked && book.spec.worksheet;

/**
 * The answer key's pages. A worksheet's worked key sets each answer in a row with its first
 * steps; a book's key is compact: answers at the smallest size that reads (a filled grid, the
 * secret, one line of working), in columns, many to a page, each with its key step in words
 * when the book is worked.
 */
export function planAnswers(book: BookFile, pages: number): AnswerPage[] {
  // The text column of a document of `pages` pages: its width is the same on every page, and
  // the same for every count its gutter is the same for, so the key is planned once a gutter.
  const column = contentBox(geometry(book.spec.page, pages), 1);
  let planned = keys.get(book);
  if (!planned) keys.set(book, (planned = new Map()));
  let found = planned.get(column.width);
  if (!found) {
    const type = typeFor(book.spec);
    const area = firstAnswerArea(book, metricsOf(book.spec.typeface), type, column);
    // Measured with the widest page number the book can print a puzzle on, its digits all 9s.
    const caption = (p: number) => answerCaption(book, type, p, widestPage(book));
    found = workedInRows(book) ? planWorked(book, area, column, caption) : packAnswers(book, type, area, column, caption);
    planned.set(column.width, found);
  }
  return found;
}

/**
 * A page number as wide as any the book prints a puzzle on, all 9s: the book's pages before its
 * key are at most its front matter (title, copyright, "belongs to", a blank, its contents, a
 * how-to page a kind), a page a puzzle and a blank before each section.
 */
function widestPage(book: BookFile): number {
  const front = 4 + contentsPages(book, kindsOf(book).length + book.spec.sections.length + 1).perPage.length + kindsOf(book).length;
  const most = front + book.puzzles.length + book.spec.sections.length;
  return Number('9'.repeat(String(most).length));
}

/** Each book's key, by the width of its column: the book and the key on its own may differ in their gutter. */
const keys = new WeakMap<BookFile, Map<number, AnswerPage[]>>();

/**
 * The key on its own (`<slug>-answers.pdf`): planned for the count of pages it makes, again
 * where that count takes a wider gutter than the first plan's.
 */
export function planKeyAlone(book: BookFile): AnswerPage[] {
  let answers = planAnswers(book, 1);
  for (;;) {
    const again = planAnswers(book, paddedCount(book.spec.page.size, answers.length));
    if (again === answers) return answers;
    answers = again;
  }
}

/** A contents line's words: the section's title or heading, a kind's how-to page, or the answers. */
export function contentsText(book: BookFile, entry: ContentsEntry): string {
  const { target } = entry;
  if (target.type === 'how-to') return getKind(target.kind).howToPlay;
  if (target.type === 'answers') return answerWords.heading();
  const section = book.spec.sections[target.section]!;
  if (!section.title) return sectionHeading(section);
  // A section's own title, with its kind and band, so "Level 1" is found in the contents as a Numbrix.
  const kindTitle = getKind(section.kind).title;
  const named = section.title.toLocaleLowerCase().includes(kindTitle.toLocaleLowerCase());
  return bookWords.contentsSection({ context: named ? 'named' : 'unnamed', title: section.title, kindTitle, difficulty: bookWords.bands[section.difficulty] });
}

const standInLayouts = new WeakMap<BookSpec, BookLayout>();

/**
 * The spec's largest stand-ins (house.ts) laid out on the book's pages, in the margins of the
 * most pages the book may reach (one puzzle a page, and a key at the back a page an answer:
 * the narrowest it can have), so a grid that reads there reads in the book: what `build --plan`
 * shows and `checkRoom` measures, before any puzzle is made.
 */
export function standInLayout(spec: BookSpec): BookLayout {
  let layout = standInLayouts.get(spec);
  if (!layout) {
    const largest = standInBook(spec, 'largest');
    const single = spec.sections.map((section) => Array.from({ length: section.count }, () => ({ count: 1, grid: { perPage: 1 } })));
    const first = layoutWith(largest, single, []);
    const gutterPages = first.pages.length + (spec.answers === 'back' && !spec.worksheet ? largest.puzzles.length : 0);
    layout = { ...layoutWith(largest, sectionSplits(spec), []), gutterPages };
    standInLayouts.set(spec, layout);
  }
  return layout;
}

/**
 * `firsts` (each section's first puzzle, its spec's counts 1) laid out as `spec`'s book lays out
 * each section's opening page, in its margins: the fit stage measures them there.
 */
export function openingLayout(spec: BookSpec, firsts: BookFile): BookLayout {
  const opening = sectionSplits(spec).map((pages) => [{ count: 1, grid: pages[0]!.grid }]);
  return { ...layoutWith(firsts, opening, []), gutterPages: standInLayout(spec).gutterPages! };
}
