/**
 * Issue 87, mazes as maze books print them, read back from the PDF with MuPDF: a book of a
 * child's 8×8s and an adult's 40×40 at 6×9, on letter and in large print, and a worksheet, each
 * maze alone on its page and filling it (or at its kind's most); its walls at 1 pt or more, one
 * weight a page, every corner closed and none past the frame (pixels at 400 dpi); an arrow outside
 * each door, its word beside it; and in the key, several answers to a page, each way one line
 * through the middles of its squares. Every page looked at is written as a PNG into the test's
 * folder (`maze-<book>-<page>.png`, the key's `maze-<book>-key-<page>.png`).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookFile } from '../../src/book/bookfile-schema.ts';
import { Maze, NORTH, SOUTH, WEST, EAST } from '../../src/engine/mazekit/maze.ts';
import { kind as maze } from '../../src/kinds/maze/index.ts';
import type { MazePuzzle, MazeSolution } from '../../src/kinds/maze/schema.ts';
import { renderAnswers } from '../../src/pdf/answers.ts';
import { renderBook } from '../../src/pdf/book.ts';
import { contentBox, geometry } from '../../src/pdf/layout.ts';
import { layoutBook } from '../../src/pdf/plan.ts';
import { typeFor } from '../../src/pdf/type.ts';
import { type InkBox, type PageInk, pageInk } from './read.ts';
import { bookOf, dir, pageCount, pagePixels, pagePng, printProblems, wordBoxes, write } from './tools.ts';

const MM = 72 / 25.4;
type Stroke = PageInk['strokes'][number];
const upright = (s: Stroke) => s.points === 2 && Math.abs(s.box.x1 - s.box.x0) < 0.01;
const level = (s: Stroke) => s.points === 2 && Math.abs(s.box.y1 - s.box.y0) < 0.01;

/** A maze as a page prints it: its grid's box and corridor (from its walls' span), its walls, and the other strokes near it. */
interface Printed {
  box: InkBox;
  unit: number;
  walls: Stroke[];
  others: Stroke[];
}

/** The strokes of one maze on a page, `near` holding them, read as a maze of `puzzle`'s size: its walls are the page's lightest upright and level strokes. */
function mazeOf(strokes: readonly Stroke[], puzzle: MazePuzzle): Printed {
  const axis = strokes.filter((s) => upright(s) || level(s));
  const thinnest = Math.min(...axis.map((s) => s.width));
  const walls = axis.filter((s) => s.width < thinnest * 1.01);
  const xs = walls.filter(upright).map((s) => s.box.x0);
  const ys = walls.filter(level).map((s) => s.box.y0);
  const box = { x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys) };
  // Lines alone: a maze draws its walls and arrows as lines, and the outlined rectangles above one are its masthead's empty level bars.
  return { box, unit: (box.x1 - box.x0) / puzzle.cols, walls, others: strokes.filter((s) => !walls.includes(s) && s.points === 2) };
}

const outside = (s: InkBox, box: InkBox) => s.x1 <= box.x0 + 0.01 || s.x0 >= box.x1 - 0.01 || s.y1 <= box.y0 + 0.01 || s.y0 >= box.y1 - 0.01;

/** The grid's corners where exactly one level and one upright run meet (an L, the frame's corners among them): each a vertex and the way its two arms go. */
function elbows(puzzle: MazePuzzle): { r: number; c: number; dx: number; dy: number }[] {
  const m = Maze.of(puzzle.open);
  const { rows, cols } = puzzle;
  const across = (r: number, c: number) => c >= 0 && c < cols && !(r < rows ? m.open[m.cell(r, c)]! & NORTH : m.open[m.cell(rows - 1, c)]! & SOUTH);
  const down = (r: number, c: number) => r >= 0 && r < rows && !(c < cols ? m.open[m.cell(r, c)]! & WEST : m.open[m.cell(r, cols - 1)]! & EAST);
  const found: { r: number; c: number; dx: number; dy: number }[] = [];
  for (let r = 0; r <= rows; r++) {
    for (let c = 0; c <= cols; c++) {
      const [e, w, s, n] = [across(r, c), across(r, c - 1), down(r, c), down(r - 1, c)];
      if (e !== w && s !== n) found.push({ r, c, dx: e ? 1 : -1, dy: s ? 1 : -1 });
    }
  }
  return found;
}

interface Variant {
  name: string;
  book: BookFile;
  path: string;
  key: string;
}

describe('mazes printed as maze books print them (issue 87)', () => {
  const variants: Variant[] = [];

  beforeAll(async () => {
    const sections = [
      { kind: 'maze', count: 2, difficulty: 'easy', options: { size: 8 } },
      { kind: 'maze', count: 1, difficulty: 'expert', options: { size: 40 } },
    ];
    const book = bookOf({ title: 'Maze Print', page: { size: '6x9' }, sections });
    const letter = { ...book.spec.page, size: 'letter' as const };
    const sheet = bookOf({ title: 'Maze Sheet', worksheet: true, page: { size: 'letter' }, sections: sections.slice(0, 1) });
    const books: [string, BookFile][] = [
      ['6x9', book],
      ['letter', { ...book, spec: { ...book.spec, page: letter } }],
      ['large', { ...book, spec: { ...book.spec, page: letter, largePrint: true } }],
      ['sheet', sheet],
    ];
    for (const [name, printed] of books) {
      const path = write(`maze-${name}.pdf`, await renderBook(printed));
      const key = write(`maze-${name}-answers.pdf`, await renderAnswers(printed));
      variants.push({ name, book: printed, path, key });
      layoutBook(printed).pages.forEach((page, i) => {
        if (page.type === 'puzzles') writeFileSync(join(dir, `maze-${name}-${i + 1}.png`), pagePng(path, i + 1, 100));
      });
      for (let page = 1; page <= Math.min(2, pageCount(key)); page++) writeFileSync(join(dir, `maze-${name}-key-${page}.png`), pagePng(key, page, 100));
    }
  }, 180_000);

  /** Each puzzle page of a variant: its number, its maze's record and what the page prints of it. */
  const pagesOf = ({ book, path }: Variant) =>
    layoutBook(book).pages.flatMap((page, i) => {
      if (page.type !== 'puzzles') return [];
      const record = book.puzzles[page.puzzles[0]!]!;
      const puzzle = record.puzzle as MazePuzzle;
      return [{ page: i + 1, count: page.puzzles.length, puzzle, solution: record.solution as MazeSolution, drawn: mazeOf(pageInk(path, i + 1).strokes, puzzle) }];
    });

  it('prints one maze to a page, filling it: as wide or tall as the page allows, or its corridors at the kind\'s most', () => {
    for (const variant of variants) {
      const pages = pagesOf(variant);
      expect(pages.length, variant.name).toBe(variant.book.puzzles.length);
      const g = geometry(variant.book.spec.page, pageCount(variant.path));
      const [least, most] = maze.print[variant.book.spec.largePrint ? 'large' : 'regular'];
      for (const { page, count, puzzle, drawn } of pages) {
        expect(count, `${variant.name} page ${page}`).toBe(1);
        const content = contentBox(g, page);
        const mm = drawn.unit / MM;
        const said = `${variant.name} page ${page}: ${puzzle.rows}×${puzzle.cols} at ${mm.toFixed(2)} mm`;
        expect((drawn.box.y1 - drawn.box.y0) / puzzle.rows, said).toBeCloseTo(drawn.unit, 3);
        // Its walls across most of the page's width, or down most of its height under a worksheet's heading and the maze's arrows.
        const fills = drawn.box.x1 - drawn.box.x0 >= 0.8 * content.width || drawn.box.y1 - drawn.box.y0 >= 0.55 * content.height;
        expect(fills || mm >= most * 0.995, said).toBe(true);
        expect(mm, said).toBeLessThanOrEqual(most * 1.005);
        // A child's 8×8 at the kind's size anywhere; a 40×40 under it only in large print (the build warns).
        if (puzzle.rows === 8 || !variant.book.spec.largePrint) expect(mm, said).toBeGreaterThanOrEqual(least * 0.995);
      }
      expect(printProblems(variant.book, variant.path), variant.name).toEqual([]);
    }
  });

  it('prints every wall at 1 pt or more, one weight a page, each run of wall one stroke', () => {
    for (const variant of variants) {
      for (const { page, puzzle, drawn } of pagesOf(variant)) {
        const widths = drawn.walls.map((s) => s.width);
        const said = `${variant.name} page ${page}`;
        expect(Math.min(...widths), said).toBeGreaterThanOrEqual(1);
        expect(Math.max(...widths) - Math.min(...widths), said).toBeLessThan(1e-6);
        // Heavier on a child's maze's wide corridors, as their books rule them.
        if (puzzle.rows === 8) expect(Math.min(...widths), said).toBeGreaterThanOrEqual(2.5);
        expect(drawn.walls.every((s) => s.ink > 0.99), said).toBe(true);
      }
    }
  });

  it('closes every corner where two walls meet, and runs none past the frame (pixels at 400 dpi)', () => {
    let checked = 0;
    for (const variant of variants) {
      for (const { page, puzzle, drawn } of pagesOf(variant).filter((p) => p.puzzle.rows === 8).slice(0, 1)) {
        const { rgb, width, scale } = pagePixels(variant.path, page, 400);
        const lum = (x: number, y: number) => {
          const at = (Math.floor(y * scale) * width + Math.floor(x * scale)) * 3;
          return 0.299 * rgb[at]! + 0.587 * rgb[at + 1]! + 0.114 * rgb[at + 2]!;
        };
        const w = drawn.walls[0]!.width;
        const { x0, y0, x1, y1 } = drawn.box;
        for (const { r, c, dx, dy } of elbows(puzzle)) {
          const [x, y] = [x0 + c * drawn.unit, y0 + r * drawn.unit];
          const said = `${variant.name} page ${page}: the corner at row ${r}, column ${c}`;
          expect(lum(x, y), said).toBeLessThan(100);
          // Inside the corner's outer square, which a wall ending short of the other would leave white.
          expect(lum(x - dx * 0.3 * w, y - dy * 0.3 * w), `${said}: notched`).toBeLessThan(100);
          // Past the frame's corners, nothing.
          const frame = (r === 0 || r === puzzle.rows) && (c === 0 || c === puzzle.cols);
          if (frame) expect(lum(x - dx * (0.5 * w + 1), y - dy * (0.5 * w + 1)), `${said}: past the frame`).toBeGreaterThan(200);
          checked++;
        }
        // Half a corridor inside the frame's corners, paper.
        for (const [x, y] of [[x0, y0], [x1, y0], [x0, y1], [x1, y1]] as const) expect(lum(x + Math.sign(x1 - 2 * x + x0) * drawn.unit * 0.5, y + Math.sign(y1 - 2 * y + y0) * drawn.unit * 0.5)).toBeGreaterThan(200);
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('marks the entrance and the exit with an arrow outside each, into and out of the maze, and its word beside it', () => {
    for (const variant of variants) {
      const least = typeFor(variant.book.spec).minFigureText;
      for (const { page, puzzle, drawn } of pagesOf(variant)) {
        const said = `${variant.name} page ${page}`;
        const near = drawn.others.filter((s) => s.box.x0 > drawn.box.x0 - 3 * drawn.unit && s.box.x1 < drawn.box.x1 + 3 * drawn.unit && s.box.y0 > drawn.box.y0 - 3 * drawn.unit && s.box.y1 < drawn.box.y1 + 3 * drawn.unit);
        // Two arrows: a shaft and two strokes of a head each, all outside the grid, heavier than its walls.
        expect(near.length, said).toBe(6);
        expect(near.every((s) => outside(s.box, drawn.box)), said).toBe(true);
        expect(near.every((s) => s.width > drawn.walls[0]!.width), said).toBe(true);
        const words = wordBoxes(variant.path, page);
        for (const [[r, c], text, into] of [[puzzle.start, 'Entrance', true], [puzzle.end, 'Exit', false]] as const) {
          // Every door of these mazes at the top or bottom: its shaft over the door's column.
          const x = drawn.box.x0 + (c + 0.5) * drawn.unit;
          const edge = r === 0 ? drawn.box.y0 : drawn.box.y1;
          const shaft = near.find((s) => upright(s) && Math.abs(s.box.x0 - x) < 0.05 && (r === 0 ? s.box.y1 < edge : s.box.y0 > edge))!;
          expect(shaft, `${said}: the arrow at row ${r}, column ${c}`).toBeDefined();
          // Its head at its end nearer the maze for the entrance, its far end for the exit.
          const head = near.filter((s) => !upright(s) && !level(s));
          const tip = Math.abs(shaft.box.y0 - edge) < Math.abs(shaft.box.y1 - edge) ? shaft.box.y0 : shaft.box.y1;
          const heads = head.filter((s) => Math.abs(s.box.y0 - tip) < 0.01 || Math.abs(s.box.y1 - tip) < 0.01);
          expect(heads.length, `${said}: ${text}'s head`).toBe(into ? 2 : 0);
          const word = words.find((w) => w.text === text)!;
          expect(word, `${said}: ${text}`).toBeDefined();
          expect(word.size, `${said}: ${text}`).toBeGreaterThanOrEqual(least - 1e-6);
          expect(outside({ x0: word.xMin, x1: word.xMax, y0: word.yMin, y1: word.yMax }, drawn.box), `${said}: ${text}`).toBe(true);
          // Beside its arrow: level with the shaft, within a word's height of it.
          const mid = (shaft.box.y0 + shaft.box.y1) / 2;
          expect(Math.abs((word.yMin + word.yMax) / 2 - mid), `${said}: ${text}`).toBeLessThan(word.size);
          expect(Math.min(Math.abs(word.xMin - x), Math.abs(word.xMax - x)), `${said}: ${text}`).toBeLessThan(2 * word.size);
        }
      }
    }
  });

  it("sets several answers to a key's page, each way one line through the middles of its squares, heavier than its walls and clear of them", () => {
    let answers = 0;
    for (const variant of variants.filter((v) => !v.book.spec.worksheet)) {
      // A 6×9 key's first page holds the book's three (an 8×8's answer three to its width), a letter key's the same.
      const words = wordBoxes(variant.key, 1);
      const captions = variant.book.puzzles.map((_, p) => words.find((w, i) => w.text === `${p + 1}.` && words[i + 1]?.text === 'Maze')!);
      expect(captions.every(Boolean), variant.name).toBe(true);
      const strokes = pageInk(variant.key, 1).strokes;
      variant.book.puzzles.forEach((record, p) => {
        const caption = captions[p]!;
        // This answer's strokes: under its caption, above the next caption in its column or left of it (a band of fewer
        // columns below: the 40×40's), and left of the next column's captions above that.
        const floor = Math.min(Infinity, ...captions.filter((c) => c.xMin < caption.xMin + 1 && c.yMin > caption.yMax).map((c) => c.yMin));
        const right = Math.min(Infinity, ...captions.filter((c) => c.xMin > caption.xMin + 1 && c.yMin > caption.yMin - 1 && c.yMin < floor).map((c) => c.xMin));
        const mine = strokes.filter((s) => s.box.y0 > caption.yMax && s.box.y1 < floor && s.box.x0 > caption.xMin - 2 && s.box.x1 < right);
        const puzzle = record.puzzle as MazePuzzle;
        const { path } = record.solution as MazeSolution;
        const drawn = mazeOf(mine, puzzle);
        const way = drawn.others.filter((s) => (upright(s) || level(s)) && !outside(s.box, drawn.box));
        const said = `${variant.name} answer ${p + 1}`;
        expect(way.length, said).toBeGreaterThan(0);
        const weight = way[0]!.width;
        expect(weight, said).toBeGreaterThanOrEqual(0.75);
        expect(weight, said).toBeGreaterThan(drawn.walls[0]!.width * 1.5);
        // Clear of the walls: with them, under half a corridor.
        expect(weight + drawn.walls[0]!.width, said).toBeLessThan(drawn.unit * 0.5);
        // Straight stretches along the squares' middles, as long in all as the way's squares, through each square's middle.
        const middle = (v: number, from: number) => Math.abs(((v - from) / drawn.unit) % 1 - 0.5) < 0.02;
        for (const s of way) expect(upright(s) ? middle(s.box.x0, drawn.box.x0) : middle(s.box.y0, drawn.box.y0), said).toBe(true);
        const length = way.reduce((n, s) => n + (s.box.x1 - s.box.x0) + (s.box.y1 - s.box.y0), 0) / drawn.unit;
        expect(length, said).toBeCloseTo(path.length, 1);
        const on = (x: number, y: number) => way.some((s) => x >= s.box.x0 - 0.05 && x <= s.box.x1 + 0.05 && y >= s.box.y0 - 0.05 && y <= s.box.y1 + 0.05);
        const off = path.filter(([r, c]) => !on(drawn.box.x0 + (c + 0.5) * drawn.unit, drawn.box.y0 + (r + 0.5) * drawn.unit));
        expect(off, said).toEqual([]);
        answers++;
      });
    }
    expect(answers).toBe(9);
  });

  it("prints a worksheet's worked key with no word under the sheet's least: a maze's squares too small for its step numbers are drawn without them", () => {
    const sheet = variants.find((v) => v.book.spec.worksheet)!;
    const least = typeFor(sheet.book.spec).minFigureText;
    for (let page = 1; page <= pageCount(sheet.key); page++) {
      const small = wordBoxes(sheet.key, page).filter((w) => w.size < least - 1e-6);
      expect(small.map((w) => `${w.text} ${w.size.toFixed(1)} pt`), `key page ${page}`).toEqual([]);
    }
  });
});
