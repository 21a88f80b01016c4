import type { Figure } from '../engine/figure.ts';
import type { PuzzleRecord } from '../engine/record.ts';
import { getKind } from '../engine/registry.ts';

/**
 * Each record's figures, drawn once: layout measures them (to check they are readable and to
 * pack the key) before the pages paint them, and some kinds work a while to draw an answer
 * (Countdown counts every other way). Figures are plain data and nothing changes them.
 */
const drawn = new WeakMap<object, { puzzle?: Figure; solved?: Figure }>();

/** The record's puzzle, or with `solved` its answer, as its kind draws it. */
export function figureOf(record: PuzzleRecord, solved = false): Figure {
  let figures = drawn.get(record);
  if (!figures) drawn.set(record, (figures = {}));
  const kind = getKind(record.kind);
  if (solved) return (figures.solved ??= kind.draw(record.puzzle, record.solution));
  return (figures.puzzle ??= kind.draw(record.puzzle));
}
