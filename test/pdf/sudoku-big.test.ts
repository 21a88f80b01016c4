/**
 * Issue 86: a 12×12 and a 16×16 Sudoku made, proved, graded and printed, read back from the
 * PDF: every number a grid prints (1 to 16, two-digit ones whole) is a given of its puzzle, in
 * its cell, at 8 mm a cell or more on a 7×10 page (the smallest trim a 16×16 fits at the house
 * size: on 6×9 it prints at 7.6 mm, one to a page, and the build says so); the answer key prints
 * every cell's number. A PNG of each page checked is written into the test's folder.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getKind } from '../../src/kinds/registry.ts';
import { asKind } from '../../src/kinds/record.ts';
import { renderBook } from '../../src/pdf/book.ts';
import { contentBox, geometry } from '../../src/pdf/layout.ts';
import { layoutBook } from '../../src/pdf/plan.ts';
import { typeFor } from '../../src/pdf/type.ts';
import { boxesOn, cellSide, mm } from './cells.ts';
import { bookOf, dir, pagePng, printProblems, wordBoxes, write } from './tools.ts';

describe('a 12×12 and a 16×16 Sudoku in print (issue 86)', () => {
  it('made, proved and graded; each number printed whole in its cell, 8 mm cells or more on 7×10; the key prints every answer', async () => {
    const book = bookOf({
      title: 'Big Grids',
      page: { size: '7x10' },
      answers: 'back',
      sections: [
        { kind: 'sudoku', count: 1, difficulty: 'hard', options: { size: 12 } },
        { kind: 'sudoku', count: 1, difficulty: 'medium', options: { size: 16 } },
      ],
    });
    const sudoku = getKind('sudoku');
    const records = book.puzzles.map((p) => asKind(p, 'sudoku'));
    expect(records.map((r) => [r.puzzle.size, r.difficulty])).toEqual([
      [12, 'hard'],
      [16, 'medium'],
    ]);
    for (const r of records) {
      // Proved: the kind's counter finds the stored answer and no other; graded in its band.
      const solved = sudoku.solve(r.puzzle, 2);
      expect(solved.complete).toBe(true);
      expect(solved.solutions).toEqual([r.solution]);
      expect(sudoku.band(r.grade, r.puzzle)).toBe(r.difficulty);
    }

    const path = write('sudoku-big.pdf', await renderBook(book));
    const layout = layoutBook(book);
    expect(printProblems(book, path)).toEqual([]);
    const type = typeFor(book.spec);
    const pages = layout.pages.length;
    let keyNumbers = 0;
    let grids = 0;
    for (const [i, page] of layout.pages.entries()) {
      if (page.type !== 'puzzles' && page.type !== 'answers') continue;
      const n = i + 1;
      const box = contentBox(geometry(book.spec.page, pages), n);
      const numbers = wordBoxes(path, n).filter((w) => /^\d+$/.test(w.text) && w.yMin >= box.y - 1 && w.yMax <= box.y + box.height + 1);
      writeFileSync(join(dir, `sudoku-big-page-${n}.png`), pagePng(path, n, 100));
      if (page.type === 'answers') {
        keyNumbers += numbers.filter((w) => Number(w.text) >= 1 && Number(w.text) <= 16).length;
        continue;
      }
      const r = records[page.puzzles[0]!]!;
      const { size, givens } = r.puzzle;
      // The grid's cells: size × size squares of one side, 8 mm or more.
      const all = boxesOn(path, n);
      const cells = cellSide(all, 10)!;
      expect(cells.count).toBeGreaterThanOrEqual(size * size);
      expect(mm(cells.side), `${size}×${size}`).toBeGreaterThanOrEqual(sudoku.print.regular[0] - 0.01);
      const squares = all.filter((b) => Math.abs(b.width - cells.side) < 0.05 && Math.abs(b.height - cells.side) < 0.05);
      const [x0, y0] = [Math.min(...squares.map((b) => b.x)), Math.min(...squares.map((b) => b.y))];
      // Every given printed whole (a 16 is one word, not a 1 and a 6) in its own cell, at the readable size or more; nothing else in the grid.
      const inGrid = numbers.filter((w) => w.xMin >= x0 && w.yMin >= y0 && w.xMax <= x0 + size * cells.side && w.yMax <= y0 + size * cells.side);
      const read = Array.from({ length: size }, () => Array.from({ length: size }, () => 0));
      for (const w of inGrid) {
        const [c, rr] = [Math.floor(((w.xMin + w.xMax) / 2 - x0) / cells.side), Math.floor(((w.yMin + w.yMax) / 2 - y0) / cells.side)];
        expect(read[rr]![c], `two numbers in row ${rr + 1}, column ${c + 1}`).toBe(0);
        read[rr]![c] = Number(w.text);
        expect(w.xMax - w.xMin, w.text).toBeLessThan(cells.side * 0.8);
        expect(w.size).toBeGreaterThanOrEqual(type.minFigureText - 0.05);
      }
      expect(read).toEqual(givens);
      grids++;
      expect(givens.flat().some((v) => v > 9)).toBe(true);
    }
    expect(grids).toBe(2);
    // The key: each answer's every cell, givens and all.
    expect(keyNumbers).toBeGreaterThanOrEqual(12 * 12 + 16 * 16);
  });
});
