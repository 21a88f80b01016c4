import type { Figure, Flow, Item } from '../../engine/figure.ts';
import { withGridLabels } from '../../engine/grid-labels.ts';
import type { NumbrixPuzzle, NumbrixSolution } from './schema.ts';
import { words } from './words.ts';

/**
 * A W×H grid in 1-unit cells; givens bold on a tinted cell, answers (key only) in plain type.
 * With `flow.coordinates` (the archive's screens, a book that asks) rows and columns are
 * numbered, which steps and hints name cells by.
 */
export function draw(puzzle: NumbrixPuzzle, solution?: NumbrixSolution, flow?: Flow): Figure {
  // Three-digit numbers need smaller type to fit a cell.
  const size = puzzle.width * puzzle.height >= 100 ? 0.42 : 0.5;
  const figure = grid(puzzle, solution, size);
  if (!flow?.coordinates) return figure;
  const range = (n: number) => Array.from({ length: n }, (_, i) => i + 0.5);
  return withGridLabels(figure, { rows: range(puzzle.height), cols: range(puzzle.width), size });
}

/**
 * The key's answer: the same grid with its numbers set larger in their cells (a published
 * key's, where nothing is to be written in), so the key's small type takes a small grid.
 */
export function drawAnswer(puzzle: NumbrixPuzzle, solution: NumbrixSolution): Figure {
  return grid(puzzle, solution, puzzle.width * puzzle.height >= 100 ? 0.5 : 0.64);
}

function grid(puzzle: NumbrixPuzzle, solution: NumbrixSolution | undefined, size: number): Figure {
  const { width, height, givens } = puzzle;
  const boxes: Item[] = [];
  const numbers: Item[] = [];
  const last = width * height;
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      const given = givens[r]![c]!;
      boxes.push({ type: 'box', x: c, y: r, w: 1, h: 1, role: given ? 'given-cell' : 'cell', key: `cell-${r}-${c}` });
      const value = given || solution?.grid[r]?.[c];
      if (value) {
        numbers.push({ type: 'text', x: c + 0.5, y: r + 0.5, text: String(value), size, role: given ? 'given' : 'answer', anchor: 'middle' });
      }
    }
  }
  // Every cell before any number, so no cell's fill can cover a neighbour's text.
  const items = [...boxes, ...numbers];
  items.push({ type: 'box', x: 0, y: 0, w: width, h: height, role: 'frame' });
  const clues = givens.flat().filter((v) => v > 0).length;
  const alt = solution ? words.altSolved({ width, height, last }) : words.alt({ count: clues, width, height, last });
  return { width, height, alt, items };
}
