import type { Figure, Flow, Item } from '../../engine/figure.ts';
import { withGridLabels } from '../../engine/grid-labels.ts';
import { wrapWords } from '../../engine/wrap.ts';
import { answerLetters, cellsOfSlot, gridOf } from '../../engine/wordkit/slot-puzzle.ts';
import type { CrissCrossPuzzle, CrissCrossSolution, Slot } from './schema.ts';
import { words } from './words.ts';

/**
 * A slot's number in its first square, and the clues' type under the grid, a square being one
 * unit: as large as each other, since the smallest text sets a page's scale, and a number smaller
 * than the book's least type would shrink every grid with it. A page sets the clues at its body
 * size (`Figure.body`), so a square prints at the body size over this: 8.8 mm in regular print.
 */
export const NUMBER = 0.42;
export const CLUE = 0.42;
/** A written letter of the answer, in its square. */
const LETTER = 0.62;
/** A line of clues, and the room between the grid and the clues, between the two lists, and before a heading. */
const LINE = CLUE * 1.25;
const GAP = 0.4;
const COLUMN_GAP = 0.8;
/** Where a clue's second line starts, under its words rather than its number. */
const HANG = 1.2;
/** The clues' column where no page gives one and the grid is narrower: some 45 characters, so a how-to page sets the example beside its answer. */
const PLAIN_EMS = 26;
/** Two lists side by side where each holds lines of at least this many ems. */
const LEAST_COLUMN = 16;

/** A slot's cells as rows and columns. */
const cellsOf = (puzzle: CrissCrossPuzzle, s: Slot) => cellsOfSlot(puzzle.cols, s).map((cell) => [Math.floor(cell / puzzle.cols), cell % puzzle.cols] as const);

/** The grid at (x, 0): a square for each open cell, each slot's number in its first, and with `letters` each square's letter (by cell). */
function gridItems(puzzle: CrissCrossPuzzle, x: number, numbers: boolean, letters?: Map<number, string>): Item[] {
  const items: Item[] = [];
  const seen = new Set<string>();
  for (const s of puzzle.slots) {
    for (const [r, c] of cellsOf(puzzle, s)) {
      const key = `cell-${r}-${c}`;
      if (seen.has(key)) continue;
      seen.add(key);
      items.push({ type: 'box', x: x + c, y: r, w: 1, h: 1, role: 'cell', key });
      const letter = letters?.get(r * puzzle.cols + c);
      if (letter) items.push({ type: 'text', x: x + c + 0.5, y: r + 0.56, text: letter, size: LETTER, role: 'answer', anchor: 'middle' });
    }
  }
  if (numbers) {
    const numbered = new Set<number>();
    for (const s of puzzle.slots) {
      if (numbered.has(s.number)) continue;
      numbered.add(s.number);
      items.push({ type: 'text', x: x + s.col + 0.06, y: s.row + NUMBER * 0.55, text: String(s.number), size: NUMBER, role: 'label', anchor: 'start' });
    }
  }
  return items;
}

/** The clue lists' lines: each list's heading, then its clues (`1. A big cat (4)`), each clue's lines. */
function clueLists(puzzle: CrissCrossPuzzle): { heading: string; clues: string[] }[] {
  const of = (dir: 'across' | 'down') => puzzle.slots.filter((s) => s.dir === dir).map((s) => words.clue({ number: s.number, clue: s.clue, length: s.length }));
  return [
    { heading: words.across, clues: of('across') },
    { heading: words.down, clues: of('down') },
  ].filter((list) => list.clues.length > 0);
}

/** A list set at (x, y) in a column `ems` wide: its heading in bold, each clue's lines hung under its words. Gives the items and its height. */
function setList(list: { heading: string; clues: string[] }, x: number, y: number, ems: number, measure?: Flow['measure']): { items: Item[]; height: number } {
  const items: Item[] = [{ type: 'text', x, y: y + LINE / 2, text: list.heading, size: CLUE, role: 'sign', anchor: 'start' }];
  let at = y + LINE;
  for (const clue of list.clues) {
    wrapWords(clue, ems, HANG, measure).forEach((line, k) => {
      items.push({ type: 'text', x: x + (k ? HANG * CLUE : 0), y: at + LINE / 2, text: line, size: CLUE, role: 'body', anchor: 'start' });
      at += LINE;
    });
  }
  return { items, height: at - y };
}

/**
 * The grid, each slot's number in its first square, and under it the clues, across and down
 * (side by side where the column holds two lists of `LEAST_COLUMN` ems, else one over the other),
 * then the word bank where it is printed, under the theme's heading where there is one. With
 * `flow.ems` the clues fill a column that many ems of their type wide, and the page sets them at its
 * body size. On a screen (`flow.readable`) the grid alone, the clues given to the page as its own
 * lines (`Figure.apart`), set beside the board at prose size. With the answer, the grid alone with
 * every letter written in (a how-to page sets it beside the puzzle, whose clues it would repeat).
 */
export function draw(puzzle: CrissCrossPuzzle, solution?: CrissCrossSolution, flow?: Flow): Figure {
  const { rows, cols } = puzzle;
  const count = puzzle.slots.length;
  const alt = solution ? words.altSolved({ rows, cols, count }) : words.alt({ rows, cols, count });
  const letters = solution ? answerLetters(puzzle, solution) : undefined;
  if (flow?.readable && !solution) {
    const figure = labelled(puzzle, { width: cols, height: rows, alt, items: gridItems(puzzle, 0, true) }, flow);
    return { ...figure, apart: apartLines(puzzle) };
  }
  // Solved, the grid with its numbers and letters: the clues are the puzzle's, and a page shows them beside it.
  if (solution) return labelled(puzzle, { width: cols, height: rows, alt, items: gridItems(puzzle, 0, true, letters) }, flow);
  // A page's column (`flow.ems`) sets the clues' width; without one (a how-to page's example, a
  // plain drawing) they take the grid's, or a column of `PLAIN_EMS` where the grid is narrower.
  const width = Math.max(cols, (flow?.ems ?? PLAIN_EMS) * CLUE);
  // Centred over the clues; at the left where its rows and columns are numbered, as the labels reckon.
  const items = gridItems(puzzle, flow?.coordinates ? 0 : (width - cols) / 2, true);
  const clues = cluesBlock(puzzle, 0, rows + GAP, width / CLUE, flow?.measure);
  items.push(...clues.items);
  return labelled(puzzle, { width, height: rows + GAP + clues.height + 0.1, body: CLUE, alt, items }, flow);
}

/**
 * The clues set at (x, y) in a column `ems` of their type wide: the theme's heading, the lists
 * across and down (side by side where each holds `LEAST_COLUMN` ems, else one over the other),
 * then the bank where it is printed. Gives the items and the height.
 */
function cluesBlock(puzzle: CrissCrossPuzzle, x: number, top: number, ems: number, measure?: Flow['measure']): { items: Item[]; height: number } {
  const items: Item[] = [];
  const width = ems * CLUE;
  let y = top;
  if (puzzle.theme) {
    items.push({ type: 'text', x, y: y + LINE / 2, text: puzzle.theme, size: CLUE, role: 'sign', anchor: 'start' });
    y += LINE * 1.1;
  }
  const lists = clueLists(puzzle);
  const half = (ems - COLUMN_GAP / CLUE) / 2;
  if (lists.length === 2 && half >= LEAST_COLUMN) {
    const left = setList(lists[0]!, x, y, half, measure);
    const right = setList(lists[1]!, x + width / 2 + COLUMN_GAP / 2, y, half, measure);
    items.push(...left.items, ...right.items);
    y += Math.max(left.height, right.height);
  } else {
    lists.forEach((list, i) => {
      const set = setList(list, x, y, ems, measure);
      items.push(...set.items);
      y += set.height + (i < lists.length - 1 ? LINE / 3 : 0);
    });
  }
  if (puzzle.printBank) {
    y += LINE / 3;
    items.push({ type: 'text', x, y: y + LINE / 2, text: words.bankTitle, size: CLUE, role: 'sign', anchor: 'start' });
    y += LINE;
    for (const line of wrapWords(puzzle.bank.join('   '), ems, 0, measure)) {
      items.push({ type: 'text', x, y: y + LINE / 2, text: line, size: CLUE, role: 'body', anchor: 'start' });
      y += LINE;
    }
  }
  return { items, height: y - top };
}

/** The clues as a page sets them beside a board: each list's heading, then its clues, a line each, then the bank. */
function apartLines(puzzle: CrissCrossPuzzle): string[] {
  const lines = clueLists(puzzle).flatMap((list) => [list.heading, ...list.clues]);
  if (puzzle.printBank) lines.push(words.bankTitle, puzzle.bank.join(' · '));
  return lines;
}

/** The figure with the grid's rows and columns numbered, where `flow` asks. */
const labelled = (puzzle: CrissCrossPuzzle, figure: Figure, flow: Flow | undefined) =>
  flow?.coordinates
    ? withGridLabels(figure, {
        rows: Array.from({ length: puzzle.rows }, (_, r) => r + 0.5),
        cols: Array.from({ length: puzzle.cols }, (_, c) => c + 0.5),
        size: NUMBER,
      })
    : figure;

/** The key's answer: the grid with every letter written in, no numbers and no clues (the letters are the answer). */
export function drawAnswer(puzzle: CrissCrossPuzzle, solution: CrissCrossSolution): Figure {
  const { rows, cols } = puzzle;
  return { width: cols, height: rows, alt: words.altSolved({ rows, cols, count: puzzle.slots.length }), items: gridItems(puzzle, 0, false, answerLetters(puzzle, solution)) };
}

/**
 * The puzzle as text: its grid a row a line (`#` no square, `.` an empty one, with the answer its
 * letter), then the clues across and down, then the bank where it is printed; with the answer,
 * each slot's word.
 */
export function text(puzzle: CrissCrossPuzzle, solution?: CrissCrossSolution): string {
  const letters = solution ? answerLetters(puzzle, solution) : new Map<number, string>();
  const { open, cols } = gridOf(puzzle);
  const grid = Array.from({ length: puzzle.rows }, (_, r) =>
    Array.from({ length: cols }, (_, c) => (open[r * cols + c] ? (letters.get(r * cols + c) ?? '.') : '#')).join(' '),
  );
  const lists = clueLists(puzzle).flatMap((list) => ['', list.heading, ...list.clues]);
  const bank = puzzle.printBank ? ['', words.bankTitle, puzzle.bank.join(', ')] : [];
  const placed = solution ? ['', ...puzzle.slots.map((s, i) => words.placed({ context: s.dir, number: s.number, word: solution.words[i] ?? '' }))] : [];
  return [...grid, ...lists, ...bank, ...placed].join('\n');
}
