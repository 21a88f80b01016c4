import type { Figure, Flow, Item } from '../../engine/figure.ts';
import { withGridLabels } from '../../engine/grid-labels.ts';
import { DC, DR, dirIndex } from '../../engine/wordkit/directions.ts';
import { listOf } from '../../engine/words.ts';
import { readPuzzle } from './letters.ts';
import type { WordPlacement, WordSearchPuzzle, WordSearchSolution } from './schema.ts';
import { words } from './words.ts';

/** A grid letter's type, a cell being one unit: large, as published word searches set their letters. */
export const LETTER = 0.7;
/** The list's words, the theme over it and the rows' and columns' numbers: no smaller than this, since a page's smallest text sets its scale. */
export const LIST = 0.55;
/** A line of the list, and the room between the grid and the list. */
const LIST_ROW = 0.85;
const LIST_GAP = 0.7;
/** Room between two columns of the list. */
const COLUMN_GAP = 0.9;
/** How far a ring round a found word reaches from its letters' centres: clear of the letters beside. */
const RING = 0.4;

/**
 * A word's width in ems as printed, estimated as wide as capitals set in the book's faces at
 * their widest on average (the drawing knows no face: the same figure prints, shows and lays out).
 */
export const emsOf = (word: string) => [...word].reduce((w, ch) => w + (/[\s\-‐‑'’ʼ.]/u.test(ch) ? 0.32 : 0.72), 0);

/**
 * How the list is set under a grid `width` units wide: in as many columns as fit, each as wide as
 * its own widest word (a published list's way: one long word, DOUBLE-DECKER, made every column
 * its width, and a 15×15's list of 19 took two columns of ten lines, its page's letters 12 pt),
 * down each column in the list's order. Gives the lines, and where each column starts.
 */
export function listLayout(list: readonly string[], width: number): { lines: number; starts: number[]; width: number } {
  const ems = list.map((word) => emsOf(word) * LIST);
  for (let asked = list.length; asked >= 1; asked--) {
    const lines = Math.ceil(list.length / asked);
    const widths = Array.from({ length: Math.ceil(list.length / lines) }, (_, c) => Math.max(...ems.slice(c * lines, (c + 1) * lines)));
    const starts = widths.map((_, c) => widths.slice(0, c).reduce((x, w) => x + w + COLUMN_GAP, 0));
    const used = starts.at(-1)! + widths.at(-1)!;
    if (used <= width || asked === 1) return { lines, starts, width: used };
  }
  return { lines: 0, starts: [], width: 0 };
}

/** The height of the list under the grid, the theme's heading included: what a stand-in is sized by. */
export const listHeight = (list: readonly string[], width: number, theme: boolean) => LIST_GAP + (listLayout(list, width).lines + (theme ? 1 : 0)) * LIST_ROW;

/**
 * A half turn in six strokes: cosines and sines of 0°, 30° … 180°, from square roots alone
 * (exactly rounded in every engine, where Math.cos and Math.sin may differ in the last bit, and
 * a book must be the same bytes wherever it is made).
 */
const HALF = Math.sqrt(3) / 2;
const COS = [1, HALF, 0.5, 0, -0.5, -HALF, -1];
const SIN = [0, 0.5, HALF, 1, HALF, 0.5, 0];

/** A ring round a placed word: a capsule from its first letter's centre to its last's, drawn in loop strokes (lighter than the frame on paper, so they blot no letter beside). */
function ringOf(p: WordPlacement, length: number): Item[] {
  const d = dirIndex(p.dir);
  const [x1, y1] = [p.col + 0.5, p.row + 0.5];
  const [x2, y2] = [x1 + DC[d]! * (length - 1), y1 + DR[d]! * (length - 1)];
  // The way the word runs (u), and square to it (n), each one unit long.
  const norm = Math.sqrt(DC[d]! * DC[d]! + DR[d]! * DR[d]!);
  const [ux, uy] = [DC[d]! / norm, DR[d]! / norm];
  const [nx, ny] = [-uy, ux];
  // One round end about (cx, cy), from `side` n round through `side` u to −n.
  const arc = (cx: number, cy: number, side: 1 | -1) =>
    COS.map((c, k) => [cx + side * RING * (nx * c + ux * SIN[k]!), cy + side * RING * (ny * c + uy * SIN[k]!)] as const);
  const points = [...arc(x2, y2, 1), ...arc(x1, y1, -1)];
  return points.map(([xa, ya], k) => {
    const [xb, yb] = points[(k + 1) % points.length]!;
    return { type: 'line', x1: xa, y1: ya, x2: xb, y2: yb, role: 'loop' } as Item;
  });
}

/** The cells an answer's words take. */
function takenCells(puzzle: WordSearchPuzzle, solution: WordSearchSolution): Set<number> {
  const read = readPuzzle(puzzle);
  const taken = new Set<number>();
  solution.placements.forEach((p, i) => {
    const d = dirIndex(p.dir);
    for (let k = 0; k < (read.words[i]?.length ?? 0); k++) taken.add((p.row + DR[d]! * k) * puzzle.cols + p.col + DC[d]! * k);
  });
  return taken;
}

/**
 * The grid: a keyed box and a letter for each cell (the boxes unprinted: a word search has no
 * lines between its letters), and its frame. With the answer, the letters no word takes are set
 * quieter (regular, grey), as a published key sets them, so the ringed words stand out where a
 * 15×15's rings cross at the key's small size.
 */
function gridItems(puzzle: WordSearchPuzzle, solution?: WordSearchSolution): Item[] {
  const items: Item[] = [];
  const taken = solution ? takenCells(puzzle, solution) : null;
  puzzle.letters.forEach((row, r) =>
    row.forEach((letter, c) => {
      items.push({ type: 'box', x: c, y: r, w: 1, h: 1, role: 'spot', key: `cell-${r}-${c}` });
      const role = taken && !taken.has(r * puzzle.cols + c) ? 'label' : 'given';
      items.push({ type: 'text', x: c + 0.5, y: r + 0.5, text: letter, size: LETTER, role, anchor: 'middle' });
    }),
  );
  items.push({ type: 'box', x: 0, y: 0, w: puzzle.cols, h: puzzle.rows, role: 'frame' });
  return items;
}

/** Each placement's ring. */
function ringsOf(puzzle: WordSearchPuzzle, solution: WordSearchSolution): Item[] {
  const read = readPuzzle(puzzle);
  return solution.placements.flatMap((p, i) => ringOf(p, read.words[i]?.length ?? 1));
}

/** The line under an answer that spells its hidden message. */
const messageLine = (y: number, solution: WordSearchSolution): Item[] =>
  solution.message ? [{ type: 'text', x: 0, y, text: words.hidden({ message: solution.message }), size: LIST, role: 'label', anchor: 'start' }] : [];

/**
 * The grid of letters, with `flow.coordinates` (the archive's screens, a book that asks) its rows
 * and columns numbered (steps and hints name squares by them), and its list under it in columns, in the list's order down each column, under the
 * theme's heading where it has one; each word of the list a keyed box (`word-<i>`), which a
 * player strikes. With the answer, each word ringed in the grid.
 */
export function draw(puzzle: WordSearchPuzzle, solution?: WordSearchSolution, flow?: Flow): Figure {
  if (flow?.readable && !solution) return screenFigure(puzzle, flow);
  const items = gridItems(puzzle, solution);
  const { lines, starts, width: listWidth } = listLayout(puzzle.words, puzzle.cols);
  let y = puzzle.rows + LIST_GAP;
  if (puzzle.theme) {
    items.push({ type: 'text', x: 0, y: y + LIST_ROW / 2, text: puzzle.theme, size: LIST, role: 'given', anchor: 'start' });
    y += LIST_ROW;
  }
  puzzle.words.forEach((word, i) => {
    const [col, line] = [Math.floor(i / lines), i % lines];
    const x = starts[col]!;
    const top = y + line * LIST_ROW;
    items.push({ type: 'box', x, y: top, w: emsOf(word) * LIST, h: LIST_ROW, role: 'spot', key: `word-${i}` });
    items.push({ type: 'text', x, y: top + LIST_ROW / 2, text: word, size: LIST, role: 'body', anchor: 'start' });
  });
  y += lines * LIST_ROW;
  if (solution) items.push(...ringsOf(puzzle, solution), ...messageLine(y + LIST_ROW / 2, solution));
  const height = y + (solution?.message ? LIST_ROW : 0);
  const width = Math.max(puzzle.cols, listWidth, puzzle.theme ? emsOf(puzzle.theme) * LIST : 0);
  const count = puzzle.words.length;
  const { rows, cols } = puzzle;
  const alt = solution ? words.altSolved({ rows, cols, count }) : words.alt({ rows, cols, count, words: listOf(puzzle.words, 'and') });
  return labelled(puzzle, { width, height, alt, items }, flow);
}

/** The figure with the grid's rows and columns numbered, where `flow` asks, at the list's size (or `size`). */
const labelled = (puzzle: WordSearchPuzzle, figure: Figure, flow: Flow | undefined, size = LIST) =>
  flow?.coordinates
    ? withGridLabels(figure, {
        rows: Array.from({ length: puzzle.rows }, (_, r) => r + 0.5),
        cols: Array.from({ length: puzzle.cols }, (_, c) => c + 0.5),
        size,
      })
    : figure;

/**
 * On a screen (the archive's page, fitted to a phone): the grid alone, its rows and columns
 * numbered at its letters' size where `flow` asks, and the list given to the page to set as its own (`Figure.list`),
 * under the theme, or under "Words to find". Fitted with its list under it, a 15×15 came out 19 px
 * a letter on a 390 px phone and its list 10 px tall; alone, the grid takes the screen's width.
 */
function screenFigure(puzzle: WordSearchPuzzle, flow: Flow): Figure {
  const { rows, cols } = puzzle;
  const count = puzzle.words.length;
  const alt = words.alt({ rows, cols, count, words: listOf(puzzle.words, 'and') });
  const figure = labelled(puzzle, { width: cols, height: rows, alt, items: gridItems(puzzle) }, flow, LETTER);
  return { ...figure, list: { title: puzzle.theme ?? words.listTitle, items: [...puzzle.words] } };
}

/**
 * The key's answer: the grid with each word ringed, no list (the rings are the answer), and the
 * hidden message spelt under it. A worked key's steps name each word's first letter by its row
 * and column, counted from the top left; no step number is set in a cell, where it would be smaller than the book's least
 * type beside letters set at the key's size, and crowd the rings.
 */
export function drawAnswer(puzzle: WordSearchPuzzle, solution: WordSearchSolution): Figure {
  const items = [...gridItems(puzzle, solution), ...ringsOf(puzzle, solution)];
  items.push(...messageLine(puzzle.rows + LIST_GAP, solution));
  const height = puzzle.rows + (solution.message ? LIST_GAP + LIST_ROW / 2 : 0);
  const { rows, cols } = puzzle;
  return { width: puzzle.cols, height, alt: words.altSolved({ rows, cols, count: puzzle.words.length }), items };
}

/**
 * The puzzle as text: its letters a row a line, spaced, then a blank line and its words one a
 * line (what `solve` reads back); with the answer, the letters no word takes as dots, and each
 * word's place.
 */
export function text(puzzle: WordSearchPuzzle, solution?: WordSearchSolution): string {
  if (!solution) return [...puzzle.letters.map((row) => row.join(' ')), '', ...puzzle.words].join('\n');
  const taken = takenCells(puzzle, solution);
  const grid = puzzle.letters.map((row, r) => row.map((l, c) => (taken.has(r * puzzle.cols + c) ? l : '·')).join(' '));
  const places = solution.placements.map((p) => words.placed({ word: p.word, cell: { row: p.row + 1, col: p.col + 1 }, direction: words.direction[p.dir] }));
  return [...grid, '', ...places, ...(solution.message ? [words.hidden({ message: solution.message })] : [])].join('\n');
}
