/**
 * Issue 85, lines that print: a book of every kind read back from its PDF with MuPDF's device,
 * as a renderer draws it. No stroke of a puzzle page or of the key under 0.5 pt or lighter than
 * 60 % grey (the white diagonal knocked out of a dark Kakuro block aside); heavy rules 1.5 to
 * 2.5 pt on a puzzle page; tints that print; Kakuro's blocks dark with light sums, in the puzzle
 * and in the key; and no row or column numbers around a grid unless the spec asks. Every kind's
 * page, at 6×9 and in large print, and the key are written as PNGs, to look at.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookFile } from '../../src/book/bookfile-schema.ts';
import { explain } from '../../src/engine/explain.ts';
import type { BoxItem } from '../../src/engine/figure.ts';
import { keyStep, ringStep } from '../../src/engine/worked.ts';
import { getKind } from '../../src/kinds/registry.ts';
import { answerFigureOf } from '../../src/pdf/figures.ts';
import type { KakuroPuzzle } from '../../src/kinds/kakuro/schema.ts';
import { renderAnswers } from '../../src/pdf/answers.ts';
import { renderBook } from '../../src/pdf/book.ts';
import { renderCover } from '../../src/pdf/cover.ts';
import { layoutBook } from '../../src/pdf/plan.ts';
import { type InkBox, type PageInk, pageInk } from './read.ts';
import { bookOf, dir, isMastNumber, pageCount, pagePng, wordBoxes, write } from './tools.ts';

const KINDS = ['sudoku', 'calcudoku', 'kakuro', 'numbrix', 'secret-number', 'cross-numbers', 'countdown', 'number-mind', 'word-search'] as const;
/** The kinds with a grid whose rows and columns a step names. */
const GRIDS = new Set<string>(['sudoku', 'calcudoku', 'kakuro', 'numbrix', 'cross-numbers', 'number-mind', 'word-search']);

/** KDP's least line, and the least share of ink a thin line may carry (60 % grey). */
const LEAST_WIDTH = 0.5;
const LEAST_INK = 0.6;
/** A block is dark, and a knocked-out line or a clue on it is light. */
const DARK = 0.8;
const LIGHT = 0.1;

const inside = (x: number, y: number, b: InkBox, slack = 0.01) => x >= b.x0 - slack && x <= b.x1 + slack && y >= b.y0 - slack && y <= b.y1 + slack;
const within = (a: InkBox, b: InkBox) => inside(a.x0, a.y0, b) && inside(a.x1, a.y1, b);
const darkFills = (ink: PageInk) => ink.fills.filter((f) => f.ink >= DARK && f.box.x1 - f.box.x0 > 3 && f.box.y1 - f.box.y0 > 3);

/** What is wrong with a page's strokes: each under the least width, or lighter than 60 % and not knocked out of a dark fill. */
function strokeFaults(ink: PageInk, page: number): string[] {
  const dark = darkFills(ink);
  const faults: string[] = [];
  for (const s of ink.strokes) {
    if (s.width < LEAST_WIDTH - 1e-6) faults.push(`page ${page}: a stroke ${s.width.toFixed(2)} pt wide`);
    const knockedOut = s.ink <= LIGHT && dark.some((f) => within(s.box, f.box));
    if (s.ink < LEAST_INK - 1e-6 && !knockedOut) faults.push(`page ${page}: a stroke at ${(s.ink * 100).toFixed(0)} % ink`);
  }
  return faults;
}

/**
 * Digit-only words set where a grid's numbers go: outside every stroked box, and just above one
 * (over its width) or just left of one (level with it), within a size and a half of the word's
 * type. Scores ("2 right") are not such words, nor (given `book`) a puzzle's number in its
 * masthead, over its grid and beside its level's bars; sums and givens are in boxes.
 */
function coordinateWords(path: string, page: number, book?: BookFile): string[] {
  const boxes = pageInk(path, page).strokes.filter((s) => s.points >= 4 && s.box.x1 - s.box.x0 > 3 && s.box.y1 - s.box.y0 > 3).map((s) => s.box);
  return wordBoxes(path, page)
    .filter((w) => /^\d+$/.test(w.text) && !(book && isMastNumber(book, w)))
    .filter((w) => {
      const [cx, cy] = [(w.xMin + w.xMax) / 2, (w.yMin + w.yMax) / 2];
      if (boxes.some((b) => inside(cx, cy, b))) return false;
      const reach = 1.5 * w.size;
      return boxes.some((b) => (cx > b.x0 && cx < b.x1 && w.yMax <= b.y0 + 0.5 && b.y0 - w.yMax < reach) || (cy > b.y0 && cy < b.y1 && w.xMax <= b.x0 + 0.5 && b.x0 - w.xMax < reach));
    })
    .map((w) => w.text);
}

/** Each puzzle page of a book (1-based) with the kind on it. */
const puzzlePagesOf = (book: BookFile) =>
  layoutBook(book).pages.flatMap((p, i) => (p.type === 'puzzles' ? [{ page: i + 1, kind: book.puzzles[p.puzzles[0]!]!.kind, puzzles: p.puzzles }] : []));

const sectionsOf = (count: number) => KINDS.map((kind) => ({ kind, count, difficulty: kind === 'kakuro' || kind === 'word-search' ? 'medium' : 'hard', ...(kind === 'calcudoku' ? { options: { size: 6 } } : {}) }));

interface Printed {
  name: string;
  book: BookFile;
  path: string;
  key: string;
}

describe('lines that print (issue 85)', () => {
  const printed: Printed[] = [];
  let regular: BookFile;

  beforeAll(async () => {
    regular = bookOf({ title: 'Ink Test', page: { size: '6x9' }, sections: sectionsOf(2) });
    // The same puzzles in large print on letter, with a worked key (its rings).
    const large: BookFile = { ...regular, spec: { ...regular.spec, page: { ...regular.spec.page, size: 'letter' }, largePrint: true, worked: true } };
    for (const [name, book] of [['6x9', regular], ['large', large]] as const) {
      const path = write(`ink-${name}.pdf`, await renderBook(book));
      const key = write(`ink-${name}-answers.pdf`, await renderAnswers(book));
      printed.push({ name, book, path, key });
      // Every kind's first page and the key's first two, to look at.
      const shown = new Set<string>();
      for (const { page, kind } of puzzlePagesOf(book)) {
        if (shown.has(kind)) continue;
        shown.add(kind);
        writeFileSync(join(dir, `ink-${name}-${kind}.png`), pagePng(path, page, 100));
      }
      for (let page = 1; page <= Math.min(2, pageCount(key)); page++) writeFileSync(join(dir, `ink-${name}-key-${page}.png`), pagePng(key, page, 100));
    }
  }, 120_000);

  it('prints every stroke of every puzzle page and of the key at 0.5 pt or more and 60 % ink or more', () => {
    for (const { name, book, path, key } of printed) {
      const pages = puzzlePagesOf(book);
      expect(new Set(pages.map((p) => p.kind)), name).toEqual(new Set(KINDS));
      const faults = pages.flatMap(({ page }) => strokeFaults(pageInk(path, page), page));
      const keyFaults = Array.from({ length: pageCount(key) }, (_, i) => strokeFaults(pageInk(key, i + 1), i + 1)).flat();
      expect(faults, `${name}: puzzle pages`).toEqual([]);
      expect(keyFaults, `${name}: key`).toEqual([]);
      expect(pages.reduce((n, { page }) => n + pageInk(path, page).strokes.length, 0), name).toBeGreaterThan(500);
    }
  });

  it('prints every character of the book and of its key solid black, or white on a dark block (issue 111: answers at 73 %, footers at 67 %)', () => {
    for (const { name, path, key } of printed) {
      for (const [which, pdf] of [['book', path], ['key', key]] as const) {
        const faults: string[] = [];
        let glyphs = 0;
        for (let page = 1; page <= pageCount(pdf); page++) {
          const ink = pageInk(pdf, page);
          const dark = darkFills(ink);
          for (const g of ink.glyphs) {
            glyphs++;
            const onBlock = g.ink <= LIGHT && dark.some((f) => inside(g.x, g.y, f.box));
            if (g.ink < 1 - 1e-6 && !onBlock) faults.push(`page ${page}: "${g.c}" at ${g.size.toFixed(1)} pt, ${(g.ink * 100).toFixed(0)} % ink`);
          }
        }
        expect(glyphs, `${name} ${which}`).toBeGreaterThan(500);
        expect(faults.slice(0, 12), `${name} ${which}: ${faults.length} characters not black`).toEqual([]);
      }
    }
  });

  it('rules a puzzle page in two weights: cell lines 0.5 to 1 pt, heavy lines (boxes, cages, frames) 1.5 to 2.5 pt', () => {
    for (const { name, book, path } of printed) {
      for (const { page, kind } of puzzlePagesOf(book)) {
        const widths = pageInk(path, page).strokes.map((s) => s.width);
        const between = widths.filter((w) => w > 1 + 1e-6 && w < 1.5 - 1e-6);
        const over = widths.filter((w) => w > 2.5 + 1e-6);
        expect([...between, ...over], `${name} page ${page} (${kind})`).toEqual([]);
        // Every grid kind but Cross Numbers (boxes alone) and Countdown (cards) draws a heavy line.
        if (kind !== 'cross-numbers' && kind !== 'countdown') expect(widths.some((w) => w >= 1.5), `${name} page ${page} (${kind})`).toBe(true);
      }
    }
  });

  it('prints tints that show: every fill of a puzzle page paper, a tint of 12 % or more, or dark', () => {
    for (const { name, book, path } of printed) {
      for (const { page, kind } of puzzlePagesOf(book)) {
        const faint = pageInk(path, page).fills.filter((f) => f.ink > 0.005 && f.ink < 0.12);
        expect(faint.map((f) => f.ink.toFixed(3)), `${name} page ${page} (${kind})`).toEqual([]);
      }
    }
  });

  it("prints Kakuro's blocks dark, its sums light on them and split by a light diagonal, in the puzzle and in the key", () => {
    for (const { name, book, path, key } of printed) {
      for (const { page, kind, puzzles } of puzzlePagesOf(book)) {
        if (kind !== 'kakuro') continue;
        const cells = puzzles.flatMap((p) => (book.puzzles[p]!.puzzle as KakuroPuzzle).cells.flat());
        const blocks = cells.filter((c) => c !== null);
        const sums = blocks.flatMap((c) => [c.across, c.down]).filter((v) => v !== null);
        const ink = pageInk(path, page);
        // Its blocks are square; a masthead's level bars (dark, upright) are not blocks.
        const dark = darkFills(ink).filter((f) => Math.abs(f.box.x1 - f.box.x0 - (f.box.y1 - f.box.y0)) < 0.5);
        expect(dark.length, `${name} page ${page}`).toBe(blocks.length);
        const onBlocks = ink.glyphs.filter((g) => /\d/.test(g.c) && dark.some((f) => inside(g.x, g.y, f.box)));
        expect(onBlocks.every((g) => g.ink <= LIGHT), `${name} page ${page}: sums in white`).toBe(true);
        expect(onBlocks.length, `${name} page ${page}: every sum's digits on its block`).toBe(sums.reduce((n, v) => n + String(v).length, 0));
        const diagonals = ink.strokes.filter((s) => s.ink <= LIGHT && s.points === 2 && dark.some((f) => within(s.box, f.box)));
        expect(diagonals.length, `${name} page ${page}: a diagonal on each block with a sum`).toBe(blocks.filter((c) => c.across !== null || c.down !== null).length);
      }
      // In the key, every block dark too: none reads as a square left empty.
      const kakuro = book.puzzles.filter((r) => r.kind === 'kakuro');
      const blocks = kakuro.reduce((n, r) => n + (r.puzzle as KakuroPuzzle).cells.flat().filter((c) => c !== null).length, 0);
      const keyDark = Array.from({ length: pageCount(key) }, (_, i) => darkFills(pageInk(key, i + 1)).length).reduce((a, b) => a + b, 0);
      expect(keyDark, `${name}: the key's Kakuro blocks`).toBe(blocks);
    }
  });

  it("rings a word search's words in the key lighter than its frame, so a loop crosses no letter beside it in a rule's weight", async () => {
    // A book of word searches alone: the key's only lines (2 points) are its loops, its only rectangles (4) the frames.
    const words = bookOf({ title: 'Ink Words', page: { size: '6x9' }, sections: [{ kind: 'word-search', count: 2, difficulty: 'hard' }] });
    const key = write('ink-words-answers.pdf', await renderAnswers(words));
    const strokes = Array.from({ length: pageCount(key) }, (_, i) => pageInk(key, i + 1).strokes).flat();
    const frames = strokes.filter((s) => s.points === 4).map((s) => s.width);
    const loops = strokes.filter((s) => s.points === 2).map((s) => s.width);
    expect(frames.length).toBe(2);
    expect(loops.length).toBeGreaterThan(40);
    expect(Math.max(...loops)).toBeLessThanOrEqual(Math.min(...frames) * 0.75);
  });

  it('numbers no grid by default: no row or column numbers on any puzzle page, nor on the cover', async () => {
    for (const { name, book, path } of printed) {
      for (const { page, kind } of puzzlePagesOf(book)) expect(coordinateWords(path, page, book), `${name} page ${page} (${kind})`).toEqual([]);
    }
    const { pdf } = await renderCover(regular);
    const cover = write('ink-cover.pdf', pdf);
    expect(coordinateWords(cover, 1)).toEqual([]);
  });

  it('numbers every grid, rows down the left and columns across the top, with coordinates: true', async () => {
    const numbered: BookFile = { ...regular, spec: { ...regular.spec, coordinates: true } };
    const path = write('ink-coordinates.pdf', await renderBook(numbered));
    const shown = new Set<string>();
    for (const { page, kind, puzzles } of puzzlePagesOf(numbered)) {
      const words = coordinateWords(path, page, numbered);
      if (!GRIDS.has(kind)) {
        expect(words, `page ${page} (${kind})`).toEqual([]);
        continue;
      }
      // At least a 1 for each puzzle's first row and first column.
      expect(words.filter((w) => w === '1').length, `page ${page} (${kind})`).toBeGreaterThanOrEqual(2 * puzzles.length);
      if (!shown.has(kind)) writeFileSync(join(dir, `ink-coordinates-${kind}.png`), pagePng(path, page, 100));
      shown.add(kind);
    }
    expect(shown).toEqual(GRIDS);
  });

  it('numbers no grid on a worksheet by default', async () => {
    const sheet = bookOf({ title: 'Ink Sheet', worksheet: true, page: { size: 'a4' }, sections: [{ kind: 'sudoku', count: 2, difficulty: 'easy', options: { size: 6 } }, { kind: 'numbrix', count: 2, difficulty: 'easy', options: { size: 5 } }] });
    const path = write('ink-worksheet.pdf', await renderBook(sheet));
    for (const { page, kind } of puzzlePagesOf(sheet)) expect(coordinateWords(path, page, sheet), `page ${page} (${kind})`).toEqual([]);
  });

  it("rings, where a worked key's step only crosses values off, the boxes it reasons from, whose digits its words name", () => {
    let struck = 0;
    let placed = 0;
    for (const record of regular.puzzles) {
      const kind = getKind(record.kind);
      const step = keyStep(explain(kind.stepper, record.puzzle as never));
      if (!step || !kind.stepper.cellKey) continue;
      const keyOf = (cell: number) => kind.stepper.cellKey!(record.puzzle as never, cell);
      const plain = answerFigureOf(record);
      const figure = ringStep(plain, step, keyOf);
      // Each ring just inside the box it marks: the boxes ringed, by key.
      const boxes = plain.items.filter((i): i is BoxItem => i.type === 'box' && i.key !== undefined);
      const ringed = figure.items
        .slice(plain.items.length)
        .filter((i): i is BoxItem => i.type === 'box' && i.role === 'ring')
        .map((r) => boxes.find((b) => r.x > b.x && r.y > b.y && r.x + r.w < b.x + b.w && r.y + r.h < b.y + b.h)?.key);
      const keys = (cells: readonly number[]) => [...new Set(cells.map(keyOf))].filter((k) => boxes.some((b) => b.key === k)).sort();
      expect(figure.height, record.id).toBe(plain.height);
      if (step.place.length > 0) {
        expect(ringed.sort(), record.id).toEqual(keys(step.place.map((p) => p.cell)));
        placed++;
      } else if (step.strike.length > 0 && keys(step.from).length > 0) {
        // Not the boxes a value was crossed off in: the filled grid shows there a digit the words never name.
        expect(ringed.sort(), record.id).toEqual(keys(step.from));
        struck++;
      }
    }
    expect(struck, 'key steps that only cross values off').toBeGreaterThan(0);
    expect(placed, 'key steps that write digits').toBeGreaterThan(0);
  });
});
