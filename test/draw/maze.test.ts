/**
 * Issue 87, a maze drawn as maze books draw one, as a figure (the PDF and the SVG both draw it):
 * its walls weighed as a share of a corridor, runs of wall one stroke each; an arrow outside each
 * door and its word beside it; the key's way one line from door to door through the corridors'
 * middles; the stand-in as large as any maze drawn of its options, in every face; and the rows'
 * and columns' numbers (the archive's) clear of the arrows and words. Printed, test/pdf/maze.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { figureBounds, printedWeight } from '../../src/draw/pdf.ts';
import { LINE_INK } from '../../src/draw/style.ts';
import { toSvg } from '../../src/draw/svg.ts';
import { type Figure, hasClues, type LineItem, type TextItem } from '../../src/engine/figure.ts';
import { EAST, Maze, NORTH, SOUTH, WEST } from '../../src/engine/mazekit/maze.ts';
import { Rng } from '../../src/engine/random.ts';
import { metricsOf } from '../../src/pdf/document.ts';
import { recordOf } from '../../src/kinds/maze/board.ts';
import { draw, drawAnswer } from '../../src/kinds/maze/draw.ts';
import { kind as maze } from '../../src/kinds/maze/index.ts';
import type { MazePuzzle } from '../../src/kinds/maze/schema.ts';
import { snake } from '../../src/kinds/maze/stand-ins.ts';

const lines = (figure: Figure, role: LineItem['role']) => figure.items.filter((i): i is LineItem => i.type === 'line' && i.role === role);
const texts = (figure: Figure) => figure.items.filter((i): i is TextItem => i.type === 'text');

/** A maze of a size with its doors where asked: the snake's passages (what the drawing's size depends on is its doors alone). */
function withDoors(rows: number, cols: number, entrance: { r: number; c: number; side: number }, exit: { r: number; c: number; side: number }): MazePuzzle {
  const { puzzle } = snake({ rows, cols });
  const open = Maze.of(puzzle.open);
  // Shut the snake's own doors, then open the asked ones.
  for (const [r, c] of [puzzle.start, puzzle.end]) for (const side of open.outside(open.cell(r, c))) open.open[open.cell(r, c)]! &= ~side;
  return recordOf(open, { cell: open.cell(entrance.r, entrance.c), side: entrance.side as 1 }, { cell: open.cell(exit.r, exit.c), side: exit.side as 1 });
}

describe('a maze drawn (issue 87)', () => {
  const made = maze.generate(new Rng('maze-draw'), maze.options.parse({ size: 10 }), 'medium')!;

  it('weighs a wall an eighth of a corridor: 1 pt or more at 3 mm a corridor, 3 pt at a child\'s 10 mm and over, 0.5 pt in a key', () => {
    const mm = 72 / 25.4;
    const wall = LINE_INK.wall.print;
    expect(printedWeight(wall, 3 * mm)).toBeGreaterThanOrEqual(1);
    expect(printedWeight(wall, 4 * mm)).toBeGreaterThan(printedWeight(wall, 3 * mm));
    expect(printedWeight(wall, 10 * mm)).toBe(3);
    expect(printedWeight(wall, 3.5)).toBe(0.5);
    // Square ends, so a run ending at another wall closes its corner; the way's round, so it turns round.
    expect(LINE_INK.wall.cap).toBe('square');
    expect(LINE_INK.way.cap).toBe('round');
    // The way heavier than a wall, yet leaving the corridor's walls clear on a screen and on paper.
    expect(LINE_INK.way.width).toBeGreaterThan(LINE_INK.wall.width * 1.5);
    expect(LINE_INK.way.width + LINE_INK.wall.width).toBeLessThan(0.5);
  });

  it('draws each run of wall as one stroke, and nothing else as a wall', () => {
    const figure = draw(made.puzzle);
    const open = Maze.of(made.puzzle.open);
    const { rows, cols } = made.puzzle;
    // Count the runs along each line of the grid from the record.
    let runs = 0;
    for (let r = 0; r <= rows; r++) for (let c = 0; c < cols; c++) {
      const shut = (cc: number) => cc >= 0 && cc < cols && !(r < rows ? open.open[open.cell(r, cc)]! & NORTH : open.open[open.cell(rows - 1, cc)]! & SOUTH);
      if (shut(c) && !shut(c - 1)) runs++;
    }
    for (let c = 0; c <= cols; c++) for (let r = 0; r < rows; r++) {
      const shut = (rr: number) => rr >= 0 && rr < rows && !(c < cols ? open.open[open.cell(rr, c)]! & WEST : open.open[open.cell(rr, cols - 1)]! & EAST);
      if (shut(r) && !shut(r - 1)) runs++;
    }
    const walls = lines(figure, 'wall');
    expect(walls.length).toBe(runs);
    expect(walls.every((w) => w.x1 === w.x2 || w.y1 === w.y2)).toBe(true);
  });

  it('puts an arrow outside each door, into the entrance and out of the exit, its word beside it', () => {
    const figure = draw(made.puzzle);
    const walls = lines(figure, 'wall');
    const [left, right] = [Math.min(...walls.map((w) => w.x1)), Math.max(...walls.map((w) => w.x2))];
    const [top, bottom] = [Math.min(...walls.map((w) => w.y1)), Math.max(...walls.map((w) => w.y2))];
    const arrows = lines(figure, 'arrow');
    expect(arrows.length).toBe(6);
    const outside = (x: number, y: number) => x < left || x > right || y < top || y > bottom;
    expect(arrows.every((a) => outside(a.x1, a.y1) && outside(a.x2, a.y2))).toBe(true);
    // Each shaft's tip (where its head's strokes start) is at its grid end for the entrance, its far end for the exit.
    const [start, end] = [made.puzzle.start, made.puzzle.end];
    const doorY = (r: number) => (r === 0 ? top : bottom);
    for (const [[r, c], into] of [[start, true], [end, false]] as const) {
      const x = left + c + 0.5;
      const shaft = arrows.find((a) => a.x1 === a.x2 && Math.abs(a.x1 - x) < 1e-9)!;
      expect(shaft, `${r},${c}`).toBeDefined();
      const tip = shaft.y2;
      const nearer = Math.abs(tip - doorY(r)) < Math.abs(shaft.y1 - doorY(r));
      expect(nearer, into ? 'the entrance points in' : 'the exit points out').toBe(into);
      expect(arrows.filter((a) => a !== shaft && a.x1 === shaft.x2 && a.y1 === shaft.y2).length).toBe(2);
    }
    const words = texts(figure);
    expect(words.map((w) => [w.text, w.role])).toEqual([
      // The words its rules and steps say (issue 110: one pair of words, where the drawing said Start and Finish).
      ['Entrance', 'sign'],
      ['Exit', 'sign'],
    ]);
    for (const [word, [r]] of [[words[0]!, start], [words[1]!, end]] as const) expect(Math.abs(word.y - doorY(r))).toBeLessThan(1.5);
  });

  it('draws the key\'s way as one line from door to door through the corridors\' middles, a stroke for each straight stretch', () => {
    const figure = drawAnswer(made.puzzle, made.solution);
    const way = lines(figure, 'way');
    const walls = lines(figure, 'wall');
    const [left, top] = [Math.min(...walls.map((w) => w.x1)), Math.min(...walls.map((w) => w.y1))];
    // Joined end to end, turning at each stroke, as long as the way's squares (half a square in from each door).
    for (let i = 1; i < way.length; i++) {
      expect([way[i]!.x1, way[i]!.y1]).toEqual([way[i - 1]!.x2, way[i - 1]!.y2]);
      expect(way[i]!.x1 === way[i]!.x2).not.toBe(way[i - 1]!.x1 === way[i - 1]!.x2);
    }
    const length = way.reduce((n, w) => n + Math.abs(w.x2 - w.x1) + Math.abs(w.y2 - w.y1), 0);
    expect(length).toBeCloseTo(made.solution.path.length, 9);
    // Through every square of the way, at its middle.
    const on = (x: number, y: number) => way.some((w) => Math.min(w.x1, w.x2) - 1e-9 <= x && x <= Math.max(w.x1, w.x2) + 1e-9 && Math.min(w.y1, w.y2) - 1e-9 <= y && y <= Math.max(w.y1, w.y2) + 1e-9);
    for (const [r, c] of made.solution.path) expect(on(left + c + 0.5, top + r + 0.5), `${r},${c}`).toBe(true);
    // No words in the key; its arrows still there.
    expect(texts(figure)).toEqual([]);
    expect(lines(figure, 'arrow').length).toBe(6);
  });

  it('draws its stand-in as large as any maze of its options, wherever the doors are, in every face; the key\'s answers all alike', () => {
    const faces = (['noto', 'hyperlegible', 'andika'] as const).map((face) => metricsOf(face).measure);
    for (const [rows, cols] of [[5, 5], [8, 8], [12, 12], [40, 40], [20, 12], [10, 18], [5, 7]] as const) {
      const options = maze.options.parse({ rows, cols });
      const { largest } = maze.standIns(options, 'easy');
      const across = rows >= cols;
      // Doors on the sides the generator puts them, at the corners and the middle, either way in.
      const places = across ? [0, Math.floor((cols - 1) / 2), Math.ceil((cols - 1) / 2), cols - 1] : [0, Math.floor((rows - 1) / 2), rows - 1];
      const puzzles = places.flatMap((a) =>
        places.map((b) =>
          across
            ? withDoors(rows, cols, { r: 0, c: a, side: NORTH }, { r: rows - 1, c: b, side: SOUTH })
            : withDoors(rows, cols, { r: a, c: 0, side: WEST }, { r: b, c: cols - 1, side: EAST }),
        ),
      );
      puzzles.push(...puzzles.map((p) => ({ ...p, start: p.end, end: p.start })));
      for (const measure of faces) {
        const most = figureBounds(draw(largest), measure);
        for (const puzzle of puzzles) {
          const b = figureBounds(draw(puzzle), measure);
          const said = `${rows}×${cols} doors ${puzzle.start} ${puzzle.end}`;
          expect(b.right - b.left, said).toBeLessThanOrEqual(most.right - most.left + 1e-9);
          expect(b.bottom - b.top, said).toBeLessThanOrEqual(most.bottom - most.top + 1e-9);
          // Nothing past its declared box: the room kept for the words holds them.
          expect([b.left, b.top, b.right, b.bottom], said).toEqual([0, 0, draw(puzzle).width, draw(puzzle).height]);
        }
      }
      const planned = maze.plannedAnswer!(options, 'easy').figure;
      for (const puzzle of puzzles.slice(0, 3)) {
        const answer = drawAnswer(puzzle, { path: [puzzle.start, puzzle.end] });
        expect([answer.width, answer.height]).toEqual([planned.width, planned.height]);
      }
    }
  });

  it('is a drawing, sized by its lines, where no text but its signs and numbers is; a Calcudoku whose only text is its cages\' sums is not', () => {
    expect(hasClues(draw(made.puzzle, made.solution, { coordinates: true }))).toBe(false);
    const cages: Figure = { width: 1, height: 1, alt: 'a cage', items: [{ type: 'text', x: 0, y: 0, text: '12×', size: 0.3, role: 'label', anchor: 'start' }] };
    expect(hasClues(cages)).toBe(true);
  });

  it("numbers its rows and columns (the archive) outside all of it, clear of the arrows and the words", () => {
    for (const puzzle of [made.puzzle, withDoors(8, 14, { r: 0, c: 0, side: WEST }, { r: 7, c: 13, side: EAST })]) {
      const figure = draw(puzzle, undefined, { coordinates: true });
      const plain = draw(puzzle);
      const dx = figure.width - plain.width;
      const dy = figure.height - plain.height;
      const numbers = texts(figure).filter((t) => t.role === 'coordinate');
      expect(numbers.length).toBe(puzzle.rows + puzzle.cols);
      // Every number left of or above where the drawing (arrows and words included) now starts.
      for (const n of numbers) expect(n.x <= dx - 0.1 || n.y + n.size / 2 <= dy + 1e-9, `${n.text} at ${n.x}, ${n.y}`).toBe(true);
      expect(toSvg(figure)).toContain('stroke-linecap="square"');
    }
  });
});
