import type { Figure, Flow, Item } from '../../engine/figure.ts';
import { withGridLabels } from '../../engine/grid-labels.ts';
import { GUESSED_EM, wrapWords } from '../../engine/wrap.ts';
import type { FillInPuzzle, FillInSolution } from './schema.ts';
import { viewOf } from './view.ts';
import { words } from './words.ts';

/**
 * A slot's number in its first square and the list's type under the grid, a square being one
 * unit, as large as each other (the smallest text sets a page's scale: numbers at 0.36 printed an
 * expert 13×13 on a 6×9 page at 6.6 pt). A page sets the list at its body size (`Figure.body`),
 * so a square prints at the body size over this.
 */
export const NUMBER = 0.42;
export const LIST = 0.42;
/** A letter in its square, printed (a starter) or the answer's, set low, clear of a slot's two-digit number in the corner. */
const LETTER = 0.58;
const LETTER_Y = 0.64;
/** A line of the list, and the room between the grid and the list, and before a heading. */
const LINE = LIST * 1.3;
const GAP = 0.4;
/** The list's column where no page gives one and the grid is narrower: some 45 characters. */
const PLAIN_EMS = 26;
/** Room between two words of a line, in spaces. */
const BETWEEN = '   ';

/** The list's groups: each length's heading and its words, in the list's order (by length, then the language's). */
export function groupsOf(puzzle: FillInPuzzle): { heading: string; words: string[] }[] {
  const lengths = new Map<number, string[]>();
  for (const word of puzzle.words) {
    const length = [...word].length;
    lengths.set(length, [...(lengths.get(length) ?? []), word]);
  }
  const heading = puzzle.alphabet === 'digits' ? words.digitsHeading : words.lettersHeading;
  return [...lengths.keys()].sort((a, b) => a - b).map((count) => ({ heading: heading({ count }), words: lengths.get(count)! }));
}

/** The grid at (x, 0): each cell a square or a block, each slot's number in its first square, the printed letters, and with `letters` the answer's (by cell). */
function gridItems(puzzle: FillInPuzzle, x: number, numbers: boolean, letters?: ReadonlyMap<number, string>): Item[] {
  const items: Item[] = [];
  for (let r = 0; r < puzzle.rows; r++) {
    for (let c = 0; c < puzzle.cols; c++) {
      if (puzzle.blocks[r]![c]) {
        items.push({ type: 'box', x: x + c, y: r, w: 1, h: 1, role: 'block' });
        continue;
      }
      const given = puzzle.givens?.[r]?.[c] ?? null;
      items.push({ type: 'box', x: x + c, y: r, w: 1, h: 1, role: given ? 'given-cell' : 'cell', key: `cell-${r}-${c}` });
      const letter = given ?? letters?.get(r * puzzle.cols + c);
      if (letter) items.push({ type: 'text', x: x + c + 0.5, y: r + LETTER_Y, text: letter, size: LETTER, role: given ? 'given' : 'answer', anchor: 'middle' });
    }
  }
  if (numbers) {
    const numbered = new Set<number>();
    for (const s of viewOf(puzzle).slots) {
      if (numbered.has(s.number)) continue;
      numbered.add(s.number);
      items.push({ type: 'text', x: x + s.col + 0.06, y: s.row + NUMBER * 0.55, text: String(s.number), size: NUMBER, role: 'label', anchor: 'start' });
    }
  }
  return items;
}

/** The answer's letters by cell. */
function lettersOf(puzzle: FillInPuzzle, solution: FillInSolution): Map<number, string> {
  const out = new Map<number, string>();
  solution.grid.forEach((row, r) => row.forEach((l, c) => l !== null && !puzzle.blocks[r]?.[c] && out.set(r * puzzle.cols + c, l)));
  return out;
}

/**
 * The list set at (0, y) in a column `ems` of its type wide: each length a paragraph, its heading
 * in bold and its words after it on the same line, wrapped (a heading a line of its own made an
 * expert 13×13's list seven lines longer). Gives the items and the height.
 */
function listItems(puzzle: FillInPuzzle, top: number, ems: number, measure?: Flow['measure']): { items: Item[]; height: number } {
  const items: Item[] = [];
  let y = top;
  // The heading's width in ems, bold: where its words begin on its first line.
  const boldEms = (text: string) => (measure ? measure(text, 'bold') : [...text].length * GUESSED_EM);
  for (const [i, group] of groupsOf(puzzle).entries()) {
    if (i > 0) y += LINE / 4;
    const heading = `${group.heading}:`;
    const lead = boldEms(`${heading} `);
    items.push({ type: 'text', x: 0, y: y + LINE / 2, text: heading, size: LIST, role: 'sign', anchor: 'start' });
    // The first line holds the heading's width less; each line after it the whole column.
    const lines = wrapFrom(group.words.join(BETWEEN), ems, lead, measure);
    lines.forEach((line, k) => {
      items.push({ type: 'text', x: k === 0 ? lead * LIST : 0, y: y + LINE / 2, text: line, size: LIST, role: 'body', anchor: 'start' });
      y += LINE;
    });
  }
  return { items, height: y - top };
}

/** Words wrapped to `ems`, the first line `lead` ems shorter (it follows a heading). */
function wrapFrom(text: string, ems: number, lead: number, measure?: Flow['measure']): string[] {
  const [first] = wrapWords(text, ems - lead, 0, measure);
  if (first === undefined) return [];
  const rest = text.slice(first.length).trimStart();
  return [first, ...(rest ? wrapWords(rest, ems, 0, measure) : [])];
}

/**
 * The grid, each slot's number in its first square, the printed letters in theirs, and under it
 * the list by length, each length's words in the language's order. With `flow.ems` the list fills a
 * column that many ems of its type wide, at the page's body size. On a screen (`flow.readable`)
 * the grid alone, the list given to the page as its own lines (`Figure.apart`). With the answer,
 * the grid alone with every letter written in, as the key draws it.
 */
export function draw(puzzle: FillInPuzzle, solution?: FillInSolution, flow?: Flow): Figure {
  const { rows, cols } = puzzle;
  const count = puzzle.words.length;
  // Solved, the grid with its letters alone: nothing is clued, so a slot's number says nothing there.
  if (solution) return labelled(puzzle, { width: cols, height: rows, alt: words.altSolved({ rows, cols, count }), items: gridItems(puzzle, 0, false, lettersOf(puzzle, solution)) }, flow);
  const alt = words.alt({ rows, cols, count });
  if (flow?.readable) {
    const figure = labelled(puzzle, { width: cols, height: rows, alt, items: gridItems(puzzle, 0, true) }, flow);
    return { ...figure, apart: apartLines(puzzle) };
  }
  const width = Math.max(cols, (flow?.ems ?? PLAIN_EMS) * LIST);
  const items = gridItems(puzzle, flow?.coordinates ? 0 : (width - cols) / 2, true);
  const list = listItems(puzzle, rows + GAP, width / LIST, flow?.measure);
  items.push(...list.items);
  return labelled(puzzle, { width, height: rows + GAP + list.height + 0.1, body: LIST, alt, items }, flow);
}

/** The list as a page sets it beside a board: each length's heading, then its words on a line. */
export function apartLines(puzzle: FillInPuzzle): string[] {
  return groupsOf(puzzle).flatMap((g) => [g.heading, g.words.join(' · ')]);
}

/** The figure with the grid's rows and columns numbered, where `flow` asks. */
const labelled = (puzzle: FillInPuzzle, figure: Figure, flow: Flow | undefined) =>
  flow?.coordinates
    ? withGridLabels(figure, {
        rows: Array.from({ length: puzzle.rows }, (_, r) => r + 0.5),
        cols: Array.from({ length: puzzle.cols }, (_, c) => c + 0.5),
        size: NUMBER,
      })
    : figure;

/** The key's answer: the grid with every letter written in, no numbers and no list (the letters are the answer). */
export function drawAnswer(puzzle: FillInPuzzle, solution: FillInSolution): Figure {
  const { rows, cols } = puzzle;
  return { width: cols, height: rows, alt: words.altSolved({ rows, cols, count: puzzle.words.length }), items: gridItems(puzzle, 0, false, lettersOf(puzzle, solution)) };
}

/**
 * The puzzle as text: its grid a row a line (`#` a block, `.` an empty square, a printed letter
 * or with the answer its letter), then the list by length; with the answer, each slot's word.
 */
export function text(puzzle: FillInPuzzle, solution?: FillInSolution): string {
  const letters = solution ? lettersOf(puzzle, solution) : new Map<number, string>();
  const grid = puzzle.blocks.map((row, r) => row.map((block, c) => (block ? '#' : (puzzle.givens?.[r]?.[c] ?? letters.get(r * puzzle.cols + c) ?? '.'))).join(' '));
  const list = groupsOf(puzzle).flatMap((g) => ['', g.heading, g.words.join(', ')]);
  const view = viewOf(puzzle);
  const placed = solution
    ? [
        '',
        ...view.slots.map((s) => {
          const word = Array.from({ length: s.length }, (_, k) => (s.dir === 'across' ? solution.grid[s.row]?.[s.col + k] : solution.grid[s.row + k]?.[s.col]) ?? '·').join('');
          return words.placed({ context: s.dir, number: s.number, word });
        }),
      ]
    : [];
  return [...grid, ...list, ...placed].join('\n');
}
