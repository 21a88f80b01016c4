import type { Figure, Flow, Item } from '../../engine/figure.ts';
import { withGridLabels } from '../../engine/grid-labels.ts';
import type { StandIns } from '../../engine/kind.ts';
import type { KropkiOptions, KropkiPuzzle, KropkiSolution } from './schema.ts';
import { words } from './words.ts';

/** A dot's radius, in cells. */
const DOT = 0.13;

/**
 * A dot on the line between two cells, as Kropki is printed. A white one is a thin circle, the
 * cells' line under it knocked out (`knockout`, the paper's white) so the dot reads hollow. The
 * kit draws no filled circle, so a black one is rings of a heavy line (`thick`) 0.03 of a cell
 * apart, each narrower than the line is wide at any scale a book or a screen draws it, down to
 * one smaller than the line's half: a solid disc on paper and on screen.
 */
function dot([[r1, c1], [r2, c2]]: [[number, number], [number, number]], black: boolean): Item[] {
  // The middle of the line the two cells share; `along` is that line's direction.
  const [x, y] = [(c1 + c2 + 1) / 2, (r1 + r2 + 1) / 2];
  const along = r1 === r2 ? { dx: 0, dy: DOT } : { dx: DOT, dy: 0 };
  if (!black) {
    return [
      { type: 'line', x1: x - along.dx, y1: y - along.dy, x2: x + along.dx, y2: y + along.dy, role: 'knockout' },
      { type: 'circle', cx: x, cy: y, r: DOT, role: 'thin' },
    ];
  }
  const rings: Item[] = [];
  for (let r = DOT - 0.035; r > 0; r -= 0.03) rings.push({ type: 'circle', cx: x, cy: y, r, role: 'thick' });
  return rings;
}

/** The grid, its digits, then its dots over the lines. Rows and columns are numbered only with `flow.coordinates` (the archive, a book that asks). */
export function draw(puzzle: KropkiPuzzle, solution?: KropkiSolution, flow?: Flow): Figure {
  const { size, givens } = puzzle;
  const items: Item[] = [];
  const digits: Item[] = [];
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      const given = givens[r]![c]!;
      items.push({ type: 'box', x: c, y: r, w: 1, h: 1, role: given ? 'given-cell' : 'cell', key: `cell-${r}-${c}` });
      const v = given || solution?.grid[r]?.[c];
      if (v) digits.push({ type: 'text', x: c + 0.5, y: r + 0.5, text: String(v), size: 0.6, role: given ? 'given' : 'answer', anchor: 'middle' });
    }
  }
  items.push({ type: 'box', x: 0, y: 0, w: size, h: size, role: 'frame' });
  for (const pair of puzzle.white) items.push(...dot(pair, false));
  for (const pair of puzzle.black) items.push(...dot(pair, true));
  const count = givens.flat().filter((v) => v > 0).length;
  const alt = solution
    ? words.altSolved({ size })
    : words.alt({ size, givens: words.altGivens({ count }), white: words.altWhite({ count: puzzle.white.length }), black: words.altBlack({ count: puzzle.black.length }) });
  const figure: Figure = { width: size, height: size, alt, items: [...items, ...digits] };
  if (!flow?.coordinates) return figure;
  const centres = Array.from({ length: size }, (_, i) => i + 0.5);
  return withGridLabels(figure, { rows: centres, cols: centres, size: 0.6 });
}

/** Plain text: a row of digits (`.` to fill), `o` for a white dot and `*` for a black one between cells. */
export function text(puzzle: KropkiPuzzle, solution?: KropkiSolution): string {
  const { size } = puzzle;
  const mark = (a: [number, number], b: [number, number]) => {
    const is = (pairs: KropkiPuzzle['white']) => pairs.some(([x, y]) => x[0] === a[0] && x[1] === a[1] && y[0] === b[0] && y[1] === b[1]);
    return is(puzzle.white) ? 'o' : is(puzzle.black) ? '*' : ' ';
  };
  const lines: string[] = [];
  for (let r = 0; r < size; r++) {
    let row = '';
    for (let c = 0; c < size; c++) {
      row += String(solution?.grid[r]?.[c] || puzzle.givens[r]![c] || '.');
      if (c + 1 < size) row += ` ${mark([r, c], [r, c + 1])} `;
    }
    lines.push(row);
    if (r + 1 < size) lines.push(Array.from({ length: size }, (_, c) => mark([r, c], [r + 1, c])).join('   ').trimEnd());
  }
  return lines.join('\n');
}

/** Every puzzle of a size draws alike (its dots lie inside the grid): a grid of the options' size, its first row given. */
export function standIns(o: KropkiOptions): StandIns<KropkiPuzzle> {
  const puzzle = { size: o.size, givens: Array.from({ length: o.size }, (_, r) => Array.from({ length: o.size }, (_, c) => (r === 0 ? c + 1 : 0))), white: [], black: [] };
  return { largest: puzzle, typical: puzzle };
}
