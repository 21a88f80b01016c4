/**
 * How a book prints, read back from its PDF as a print designer measures one (issue 85):
 * for each section, the pages it takes, the most puzzles one of them holds, the side of its
 * cells (the squares most of a page's boxes share; a word search's letters, its frame over its
 * columns) in millimetres, and the size its clue digits print at. `node bench/print.ts
 * <book.json> [<book.pdf>]`: the book file names its sections and their options; the PDF
 * beside it (or the one named) is what is measured. No layout code is asked: a page's
 * puzzles are found by their captions ("12. Sudoku · Easy"), their cells by what is drawn.
 */
import { readFileSync } from 'node:fs';
import { boxesOn, cellSide, mm } from '../test/pdf/cells.ts';
import { charBoxes, pageCount, pageText } from '../test/pdf/read.ts';

interface Section {
  kind: string;
  difficulty: string;
  count: number;
}
interface Book {
  spec: { sections: Section[]; page: { size: string }; largePrint: boolean };
  puzzles: { kind: string; puzzle: { cols?: number } }[];
}

const [jsonPath, pdfArg] = process.argv.slice(2);
if (!jsonPath) throw new Error('usage: node bench/print.ts <book.json> [<book.pdf>]');
const book = JSON.parse(readFileSync(jsonPath, 'utf8')) as Book;
const pdf = pdfArg ?? jsonPath.replace(/\.json$/, '.pdf');

/** Each puzzle's section, by its number (from 1). */
const sectionOf: number[] = [];
book.spec.sections.forEach((section, s) => sectionOf.push(...Array.from({ length: section.count }, () => s)));

interface Seen {
  pages: Set<number>;
  most: number;
  cells: number[];
  digits: number[];
}
const seen: Seen[] = book.spec.sections.map(() => ({ pages: new Set(), most: 0, cells: [], digits: [] }));
const pages = pageCount(pdf);
const CAPTION = /(?:^|\s{2,})(\d+)\. [^·\n]+ · \S+/gm;

for (let page = 1; page <= pages; page++) {
  const text = pageText(pdf, page);
  if (/^\s*(Answers|Answer key)/m.test(text.split('\n').slice(0, 2).join('\n'))) continue;
  const numbers = [...text.matchAll(CAPTION)].map((m) => Number(m[1]));
  const puzzles = numbers.filter((n) => n >= 1 && n <= sectionOf.length);
  if (puzzles.length === 0) continue;
  const s = sectionOf[puzzles[0]! - 1]!;
  if (puzzles.some((n) => sectionOf[n - 1] !== s)) continue;
  const found = seen[s]!;
  found.pages.add(page);
  found.most = Math.max(found.most, puzzles.length);
  const kind = book.spec.sections[s]!.kind;
  const boxes = boxesOn(pdf, page);
  if (kind === 'word-search') {
    const frame = boxes.filter((b) => b.paint === 'stroke').sort((a, b) => b.width * b.height - a.width * a.height)[0];
    const cols = book.puzzles[puzzles[0]! - 1]!.puzzle.cols;
    if (frame && cols) found.cells.push(frame.width / cols);
  } else {
    const cell = cellSide(boxes);
    if (cell) found.cells.push(cell.side);
  }
  // The size most of the page's digits print at: its clues.
  const sizes = new Map<number, number>();
  for (const g of charBoxes(pdf, page)) if (/[0-9A-Z]/.test(g.c)) sizes.set(Math.round(g.size * 10) / 10, (sizes.get(Math.round(g.size * 10) / 10) ?? 0) + 1);
  const common = [...sizes].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0];
  if (common) found.digits.push(common[0]);
}

const least = (xs: number[]) => (xs.length ? Math.min(...xs) : NaN);
console.log(`${pdf}: ${pages} pages (${book.spec.page.size}${book.spec.largePrint ? ', large print' : ''})`);
console.log('section                         pages  a page  cell mm  type pt');
book.spec.sections.forEach((section, s) => {
  const found = seen[s]!;
  const name = `${section.kind} ${section.difficulty}`.padEnd(30);
  const cell = least(found.cells);
  const type = least(found.digits);
  console.log(`${name}  ${String(found.pages.size).padStart(5)}  ${String(found.most).padStart(6)}  ${Number.isNaN(cell) ? '   -' : mm(cell).toFixed(1).padStart(7)}  ${Number.isNaN(type) ? '  -' : type.toFixed(1).padStart(7)}`);
});
