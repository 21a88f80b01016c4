import { printedArchive, puzzleCode, puzzleLink } from '../book/code.ts';
import type { BookFile } from '../book/bookfile-schema.ts';
import { puzzleNumber, sectionHeading } from '../book/labels.ts';
import { qrFigure } from '../draw/qr.ts';
import type { Figure } from '../engine/figure.ts';
import { DIFFICULTIES } from '../engine/kind.ts';
import type { KindName } from '../kinds/registry.ts';
import { getKind } from '../kinds/registry.ts';
import { bookWords, worksheetWords } from '../templates/index.ts';
import type { PuzzlesPage } from './book-layout.ts';
import { type CaptionLine, type Metrics, type SetBlock, type TextBlock, metricsOf } from './document.ts';
import { CELL_GAP, type Rect, gridCells } from './layout.ts';
import { type TypeScale, typeFor } from './type.ts';

/*
 * A puzzle page set, measured and never painted: what heads it (a section's heading, a
 * worksheet's name line), the cells below for its puzzles, each puzzle's caption, and where a
 * page's figures settle in their cells. The plan of sizes (house.ts) sets pages it tries here,
 * the section's scale and the readable check read a book's pages from here, and painting
 * (pages.ts) paints what is set here.
 */

export const INK = '#000000';

/** Space between a heading's lines, and between the last of them and the puzzles. */
const LINE_GAP = 4;
const BEFORE_PUZZLES = 20;

/** Far more than any column: a block set this wide is set on one line. */
const UNBOUNDED = 1e6;

/**
 * `block` on one line of `width`, never wrapped: at its own size where it fits, else at the
 * size that fits (a long "Cross Numbers · 12 expert puzzles" on a 5×8 page), and no smaller
 * than `least`, where what still runs over is cut with an ellipsis. It takes the height its own
 * size would (the difference added to its gap), so the cells below a heading are the same
 * whatever its words: a section's pages are set from its kind's sizes, not from its title.
 */
export function oneLine(metrics: Metrics, block: TextBlock, width: number, least: number): TextBlock {
  const natural = metrics.widthOf(block.text, block.size, block.bold);
  if (natural <= width) return block;
  const size = Math.max(least, Math.min(block.size, (block.size * width) / natural) * (1 - 1e-9));
  const text = metrics.widthOf(block.text, size, block.bold) <= width ? block.text : cut(metrics, block.text, size, block.bold ?? false, width);
  const tall = (b: TextBlock) => metrics.setBlocks({ x: 0, y: 0, width: UNBOUNDED, height: UNBOUNDED }, [{ ...b, gap: 0 }]).rest.y;
  const fitted = { ...block, text, size };
  return { ...fitted, gap: block.gap + tall(block) - tall(fitted) };
}

/** `text` cut short with an ellipsis to at most `width` at `size`: the longest start that fits, found by halving. */
function cut(metrics: Metrics, text: string, size: number, bold: boolean, width: number): string {
  const chars = [...text];
  const at = (n: number) => `${chars.slice(0, n).join('').trimEnd()}…`;
  let [lo, hi] = [1, chars.length - 1];
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (metrics.widthOf(at(mid), size, bold) <= width) lo = mid;
    else hi = mid - 1;
  }
  return at(lo);
}

/**
 * The top of a section's first page: its title (if it has one) over the kind, count and
 * difficulty, and where its how-to-play page is; each on one line of `width` (`oneLine`).
 */
function sectionHeadingBlocks(metrics: Metrics, book: BookFile, howTo: number | undefined, type: TypeScale, s: number, width: number): TextBlock[] {
  const section = book.spec.sections[s]!;
  const heading = sectionHeading(section);
  const blocks: TextBlock[] = section.title
    ? [
        { text: section.title, bold: true, size: type.heading, gap: LINE_GAP },
        { text: heading, size: type.subheading, colour: INK, gap: LINE_GAP },
      ]
    : [{ text: heading, bold: true, size: type.heading, gap: LINE_GAP }];
  if (howTo !== undefined) {
    blocks.push({ text: bookWords.howToRef({ kindTitle: getKind(section.kind).title, page: howTo }), size: type.body, colour: INK, gap: 0 });
  }
  blocks.at(-1)!.gap = BEFORE_PUZZLES;
  // Smaller where a line needs, down to the body's size; cut only past that (a title is the author's words: kept whole where it can be).
  return blocks.map((block) => oneLine(metrics, block, width, Math.min(block.size, type.body)));
}

/** The blank after "Name" is this many underscores at most, and the one after "Date" half as many. */
const NAME_BLANK = 28;

/** The name, date and score line (without the score where `count` is null) at its longest that fits on one line of `width` at `size`. */
function headerLine(metrics: Metrics, count: number | null, size: number, width: number): string {
  for (let n = NAME_BLANK; ; n--) {
    const blanks = { name: '_'.repeat(n), date: '_'.repeat(Math.ceil(n / 2)) };
    const line = count === null ? worksheetWords.nameLine(blanks) : worksheetWords.header({ count, ...blanks });
    if (n <= 4 || metrics.widthOf(line, size) <= width) return line;
  }
}

/**
 * The top of a worksheet page: the name and date line, the section's title (on one line) and the
 * kind's short instruction; the score on the first page of what is scored alone, once (issue 85:
 * "Score / 4" on each page of a sheet read as each page's score): the set's first page, out of
 * every puzzle of the set, or in a pack of versions each version's, out of its own.
 */
function worksheetBlocks(metrics: Metrics, book: BookFile, type: TypeScale, content: Rect, page: PuzzlesPage): TextBlock[] {
  const section = book.spec.sections[page.section]!;
  const first = book.puzzles[page.puzzles[0]!]!;
  const kind = getKind(first.kind);
  const title: TextBlock = { text: section.title ?? kind.title, bold: true, size: type.heading, gap: LINE_GAP + 2 };
  const scored = page.opensSection && (book.spec.versions || page.section === 0);
  return [
    { text: headerLine(metrics, scored ? (book.spec.versions ? section.count : book.puzzles.length) : null, type.body, content.width), size: type.body, gap: 18 },
    oneLine(metrics, title, content.width, type.subheading),
    { text: kind.words.instruction(first.puzzle), size: type.body, lineGap: 2, gap: BEFORE_PUZZLES },
  ];
}

/** A puzzle page set: what heads it (a section's heading, a worksheet's name line), set where it prints, and the cells below for its puzzles. */
export interface PuzzlePageSet {
  heading: SetBlock[];
  cells: Rect[];
}

/** What a page's heading reads of its book's layout: each kind's how-to page. */
export interface HowToPages {
  howToPage: ReadonlyMap<KindName, number>;
}

const setPages = new WeakMap<PuzzlesPage, PuzzlePageSet>();

/**
 * A puzzle page of a layout set in `content`, measured once: the section's scale and the
 * readable check read its cells, and the page is painted from it (`paintPuzzlePage`).
 */
export function puzzlePageSet(book: BookFile, layout: HowToPages, content: Rect, page: PuzzlesPage): PuzzlePageSet {
  let set = setPages.get(page);
  if (!set) setPages.set(page, (set = setPuzzlePage(book, layout, content, page)));
  return set;
}

/** `page` set in `content` (see `puzzlePageSet`); a page no layout holds (a grid tried, house.ts) is set afresh. */
export function setPuzzlePage(book: BookFile, layout: HowToPages, content: Rect, page: PuzzlesPage): PuzzlePageSet {
  const metrics = metricsOf(book.spec.typeface);
  const type = typeFor(book.spec);
  let heading: SetBlock[] = [];
  let area = content;
  if (book.spec.worksheet) ({ set: heading, rest: area } = metrics.setBlocks(area, worksheetBlocks(metrics, book, type, content, page)));
  else if (page.opensSection) {
    const howTo = layout.howToPage.get(book.spec.sections[page.section]!.kind);
    ({ set: heading, rest: area } = metrics.setBlocks(area, sectionHeadingBlocks(metrics, book, howTo, type, page.section, content.width)));
  }
  return { heading, cells: gridCells(area, page.grid) };
}

/**
 * Where a page's captioned figures go, each `heights[j]` tall, in the cells `puzzleCells`
 * gives: a figure smaller than its cell leaves white space, shared evenly above, between and
 * below the page's rows (a row as tall as its tallest figure, rows at least `CELL_GAP` apart),
 * never all at the page's foot; a last row short of puzzles is centred across the page. Each
 * cell keeps its size (a figure is fitted to it) and only moves, so the page reads as set on
 * purpose, however few puzzles it holds.
 */
export function balancedCells(cells: readonly Rect[], heights: readonly number[], area: Rect): Rect[] {
  const count = heights.length;
  if (count === 0) return [];
  const rowOf: number[] = [];
  const rowTops: number[] = [];
  for (let j = 0; j < count; j++) {
    const top = cells[j]!.y;
    if (rowTops.at(-1) !== top) rowTops.push(top);
    rowOf.push(rowTops.length - 1);
  }
  const rows = rowTops.length;
  const rowHeight = rowTops.map((_, r) => Math.max(...heights.filter((_, j) => rowOf[j] === r)));
  const spare = area.height - rowHeight.reduce((a, b) => a + b, 0) - (rows - 1) * CELL_GAP;
  const share = Math.max(0, spare) / (rows + 1);
  const rowY: number[] = [];
  let y = area.y + share;
  for (let r = 0; r < rows; r++) {
    rowY.push(y);
    y += rowHeight[r]! + CELL_GAP + share;
  }
  // A short last row sits in the middle of the row's width, as a full row's do.
  const left = Math.min(...cells.map((c) => c.x));
  const right = Math.max(...cells.map((c) => c.x + c.width));
  return cells.slice(0, count).map((cell, j) => {
    const inRow = cells.slice(0, count).filter((_, k) => rowOf[k] === rowOf[j]);
    const used = Math.max(...inRow.map((c) => c.x + c.width)) - Math.min(...inRow.map((c) => c.x));
    const shift = (right - left - used) / 2 - (Math.min(...inRow.map((c) => c.x)) - left);
    return { ...cell, x: cell.x + shift, y: rowY[rowOf[j]!]! };
  });
}

/**
 * A puzzle's caption: its masthead, its number large and its level's bars and word (masthead.ts;
 * the section's heading names the kind, as a published book's does); with `ids: true` its id in small
 * regular type; and with `archive` and `qr`, its short code beside a QR code of its short address.
 */
export function puzzleCaption(book: BookFile, type: TypeScale, p: number): CaptionLine[] {
  const record = book.puzzles[p]!;
  const label: CaptionLine = {
    text: bookWords.bands[record.difficulty],
    bold: true,
    size: type.label,
    colour: INK,
    mast: { number: String(puzzleNumber(book, p)), size: type.number, level: DIFFICULTIES.indexOf(record.difficulty) + 1, levels: DIFFICULTIES.length },
  };
  const caption = [label];
  if (book.spec.ids) caption.push({ text: bookWords.puzzleId({ id: record.id }), bold: false, size: type.id, colour: INK });
  const archive = printedArchive(book.spec);
  if (archive) caption.push({ text: bookWords.puzzleCode({ code: puzzleCode(record.id) }), bold: false, size: type.id, colour: INK, qr: qrOf(puzzleLink(archive, record.id)) });
  return caption;
}

/** A QR module's side in points (0.42 mm): a phone reads it from a hand's length. */
const QR_MODULE = 1.2;
/** Each short address's QR code, made once: layout asks for a page's captions several times. */
const qrCodes = new Map<string, { figure: Figure; size: number }>();
function qrOf(link: string): { figure: Figure; size: number } {
  let qr = qrCodes.get(link);
  if (!qr) {
    const figure = qrFigure(link, link);
    qrCodes.set(link, (qr = { figure, size: figure.width * QR_MODULE }));
  }
  return qr;
}
