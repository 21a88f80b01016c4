import type { BookFile } from '../book/bookfile-schema.ts';
import type { Figure, Flow } from '../engine/figure.ts';
import type { PuzzleRecord } from '../kinds/record.ts';
import { getKind } from '../kinds/registry.ts';

/**
 * Each record's figures, drawn once: layout measures them (to choose a section's scale and
 * to pack the key) before the pages paint them, and some kinds work a while to draw an answer
 * (Countdown counts every other way). Figures are plain data and nothing changes them.
 */
const drawn = new WeakMap<object, Map<string, Figure>>();

function cached(record: PuzzleRecord, key: string, draw: () => Figure): Figure {
  let figures = drawn.get(record);
  if (!figures) drawn.set(record, (figures = new Map()));
  let figure = figures.get(key);
  if (!figure) figures.set(key, (figure = draw()));
  return figure;
}

/**
 * The record's puzzle, or with `solved` its answer as the archive shows it, as its kind draws
 * it; running text wrapped to `flow` when given.
 */
export function figureOf(record: PuzzleRecord, solved = false, flow?: Flow): Figure {
  const kind = getKind(record.kind);
  const key = `${solved ? 'solved' : 'puzzle'}:${flow?.ems?.toFixed(3) ?? '-'}:${flow?.rowMin ?? '-'}:${flow?.coordinates ? 'numbered' : '-'}`;
  return cached(record, key, () => kind.draw(record.puzzle, solved ? record.solution : undefined, flow));
}

/**
 * Puzzle `p` of the book as its pages print it (`figureOf`): with its grid's rows and columns
 * numbered only where the spec asks (`coordinates: true`), as published books print none.
 */
export function puzzleFigure(book: BookFile, p: number, flow?: Flow): Figure {
  return figureOf(book.puzzles[p]!, false, book.spec.coordinates ? { ...flow, coordinates: true } : flow);
}

/** The record's answer alone, as a printed key sets it (the kind's `drawAnswer`, else its solved drawing). */
export function answerFigureOf(record: PuzzleRecord): Figure {
  const kind = getKind(record.kind);
  return cached(record, 'answer', () => (kind.drawAnswer ? kind.drawAnswer(record.puzzle, record.solution) : kind.draw(record.puzzle, record.solution)));
}
