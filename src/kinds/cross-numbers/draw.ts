import type { Figure, Flow, Item } from '../../engine/figure.ts';
import { withGridLabels } from '../../engine/grid-labels.ts';
import { PRINTED_SIGN } from '../../engine/signs.ts';
import type { CrossNumbersPuzzle, CrossNumbersSolution, Op } from './schema.ts';
import { words } from './words.ts';

const SIGN: Record<Op, string> = PRINTED_SIGN;
const DIGIT = 0.6;
/** The signs between the numbers, a little smaller than them. */
const SIGN_SIZE = DIGIT * 0.9;
/** A bold digit is at most this many ems wide (0 is widest in the book's face). */
const DIGIT_EM = 0.66;
const RULE_SIZE = 0.42;

/**
 * How the grid is spaced: the gaps the signs stand in, across and down; the room a total's box
 * leaves around its digits; the least room between two column totals' boxes; and whether the
 * columns stand as far apart as the widest total needs (`widest`) or as each neighbouring pair does.
 */
interface Spacing {
  across: number;
  down: number;
  pad: number;
  apart: number;
  widest: boolean;
  /** The figure's least width, room for the rule lines printed under a small grid. */
  least: number;
}
/** The printed page's, as published. */
const PRINT: Spacing = { across: 0.7, down: 0.7, pad: 0.4, apart: 0.15, widest: true, least: 8 };
/**
 * A screen's, where the grid is fitted to a phone's width and the board's height (issue 89): the
 * signs in narrower gaps (their glyphs half a box wide or less), the totals' boxes closer round
 * their digits, and a wide column total spilling under a neighbour's short one rather than
 * spacing every column out: a 9×9's boxes 24 px on a 390×844 phone, from 18. No rules are drawn
 * under it (the page sets them), so a 3×3 keeps no empty room at its right for them.
 */
const SCREEN: Spacing = { across: 0.5, down: 0.35, pad: 0.2, apart: 0.1, widest: false, least: 0 };

function wrap(text: string, chars: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= chars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** A number as printed in the puzzle's base (JSON stays decimal). */
export function inBase(value: number, base: number): string {
  return value.toString(base).toUpperCase();
}

/**
 * The lines under the grid, naming only the rules this grid needs: the order of operations
 * where a line mixes × or ÷ with + or −, exact division where there is a ÷, then the distinct
 * rule, the digits and the base. A grid of + and − alone says nothing of × and ÷.
 */
export function ruleLines(p: CrossNumbersPuzzle): string[] {
  const lines = [...p.rowOps, ...p.colOps];
  const multiplies = (op: Op) => op === '*' || op === '/';
  const mixes = lines.some((ops) => ops.some(multiplies) && ops.some((op) => !multiplies(op)));
  const divides = lines.some((ops) => ops.includes('/'));
  const order = words.order[p.order]({ context: mixes ? (divides ? 'mixesDivides' : 'mixes') : divides ? 'divides' : 'none' });
  // The grid's rules, each sentence worded alone: where digits may not repeat, the digits, the base.
  const grid = [
    ...(p.distinct === 'none' ? [] : [words.grid.distinct({ context: p.distinct })]),
    words.grid.digits({ low: p.digits[0], high: p.digits[1] }),
    ...(p.base === 10 ? [] : [words.grid.base({ base: p.base })]),
  ].join(' ');
  return order ? [order, grid] : [grid];
}

/**
 * A crossword-like grid: number cells with operators between them, `=` and the total at the
 * end of each row and the foot of each column, and the rules in force beneath. With
 * `flow.coordinates` (the archive's screens, a book that asks) rows and columns are numbered,
 * which steps and hints name cells by.
 */
export function draw(puzzle: CrossNumbersPuzzle, solution?: CrossNumbersSolution, flow?: Flow): Figure {
  const labels = flow?.coordinates ? RULE_SIZE : null;
  if (!flow?.readable) return drawGrid(puzzle, solution, true, labels, PRINT);
  // On a screen: the rules as the page's text, the row and column numbers at the digits' size, the grid closer set.
  return { ...drawGrid(puzzle, solution, false, labels === null ? null : DIGIT, SCREEN), apart: ruleLines(puzzle) };
}

/** The key's answer: the filled grid and its totals, without the rules a solver needed to fill it. */
export function drawAnswer(puzzle: CrossNumbersPuzzle, solution: CrossNumbersSolution): Figure {
  return drawGrid(puzzle, solution, false, null, PRINT);
}

/** The grid, its rules under it with `rules`, its rows and columns numbered at `labels` (a type size) unless that is null. */
function drawGrid(puzzle: CrossNumbersPuzzle, solution: CrossNumbersSolution | undefined, rules: boolean, labels: number | null, space: Spacing): Figure {
  const { rows, cols, cells, base } = puzzle;
  const items: Item[] = [];
  const text = (x: number, y: number, t: string, size: number, role: 'given' | 'answer' | 'operator' | 'label' | 'body') =>
    items.push({ type: 'text', x, y, text: t, size, role, anchor: 'middle' });

  const totals = [...puzzle.rowTotals, ...puzzle.colTotals].map((t) => inBase(t, base));
  // Every number of the figure (its digits and its totals) at one size, and every sign at one a
  // little smaller: a column total wider than its cell spills evenly either side of it, and the
  // columns stand as far apart as keeps each a gap from its neighbours. (A total set smaller to
  // fit printed "2292" at 8.7 pt beside 10.8 pt in one grid.)
  const { down, across } = space;
  const step = 1 + down;
  const boxOf = (digits: string) => Math.max(1, space.pad + digits.length * DIGIT * DIGIT_EM);
  const widths = totals.slice(rows).map(boxOf);
  const needs = space.widest ? widths : widths.slice(1).map((w, c) => (w + widths[c]!) / 2);
  const pitch = Math.max(1 + space.across, ...needs.map((w) => w + space.apart));
  const between = pitch - 1;
  const totalWidth = Math.max(...totals.slice(0, rows).map(boxOf));
  const gridW = cols * pitch - between;
  const gridH = rows * step - down;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = c * pitch;
      const y = r * step;
      const given = cells[r]![c];
      items.push({ type: 'box', x, y, w: 1, h: 1, role: given === null ? 'cell' : 'given-cell', key: `cell-${r}-${c}` });
      if (given !== null && given !== undefined) text(x + 0.5, y + 0.5, inBase(given, base), DIGIT, 'given');
      else if (solution) text(x + 0.5, y + 0.5, inBase(solution.cells[r]![c]!, base), DIGIT, 'answer');
      if (c < cols - 1) text(x + 1 + between / 2, y + 0.5, SIGN[puzzle.rowOps[r]![c]!], SIGN_SIZE, 'operator');
      if (r < rows - 1) text(x + 0.5, y + 1 + down / 2, SIGN[puzzle.colOps[c]![r]!], SIGN_SIZE, 'operator');
    }
    text(gridW + across / 2, r * step + 0.5, '=', SIGN_SIZE, 'operator');
    items.push({ type: 'box', x: gridW + across, y: r * step, w: totalWidth, h: 1, role: 'given-cell', key: `total-row-${r}` });
    text(gridW + across + totalWidth / 2, r * step + 0.5, totals[r]!, DIGIT, 'given');
  }
  for (let c = 0; c < cols; c++) {
    const x = c * pitch;
    text(x + 0.5, gridH + down / 2, '=', SIGN_SIZE, 'operator');
    const digits = totals[rows + c]!;
    const w = boxOf(digits);
    items.push({ type: 'box', x: x + 0.5 - w / 2, y: gridH + down, w, h: 1, role: 'given-cell', key: `total-col-${c}` });
    text(x + 0.5, gridH + down + 0.5, digits, DIGIT, 'given');
  }
  // The first column's total may spill left of the grid: everything moves right by as much, so
  // the figure's box holds all it draws (a page places a figure by its box).
  const overhang = Math.max(0, ...items.map((item) => (item.type === 'box' ? -item.x : 0)));
  // (It draws boxes and text only, each placed by its x.)
  if (overhang > 0) items.forEach((item, i) => (items[i] = { ...item, x: (item as { x: number }).x + overhang } as Item));
  let y = gridH + down + 1 + 0.5;
  const width = Math.max(overhang + gridW + across + totalWidth, space.least);
  // Rule lines wrap to the figure's width (about 0.55 em a character), so no backend clips them.
  const chars = Math.floor(width / (RULE_SIZE * 0.55));
  for (const line of rules ? ruleLines(puzzle).flatMap((rule) => wrap(rule, chars)) : []) {
    items.push({ type: 'text', x: overhang, y: y + 0.3, text: line, size: RULE_SIZE, role: 'label', anchor: 'start' });
    y += 0.6;
  }
  const blanks = cells.flat().filter((v) => v === null).length;
  const alt = solution ? words.altSolved({ rows, cols }) : words.alt({ count: blanks, rows, cols, rules: ruleLines(puzzle).join(' ') });
  const centres = (n: number, every: number, from = 0) => Array.from({ length: n }, (_, i) => from + i * every + 0.5);
  // Without rules, the figure ends at the column totals' foot.
  const figure = { width, height: rules ? y : gridH + down + 1, alt, items };
  return labels === null ? figure : withGridLabels(figure, { rows: centres(rows, step), cols: centres(cols, pitch, overhang), size: labels });
}
