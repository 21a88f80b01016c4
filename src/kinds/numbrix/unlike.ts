import type { NumbrixOptions, NumbrixPuzzle } from './schema.ts';

/** The cell a clue is kept or dropped with under a symmetry (itself when there is none). */
function twinOf(cell: number, width: number, height: number, symmetry: NumbrixOptions['symmetry']): number {
  if (symmetry === 'rotational') return width * height - 1 - cell;
  if (symmetry === 'mirror') return cell - (cell % width) + (width - 1 - (cell % width));
  return cell;
}

/**
 * What a stored Numbrix puzzle shows that its options could not have made: another size, or
 * clues out of the asked symmetry (the generator removes clues a symmetric pair at a time).
 */
export function unlike(options: NumbrixOptions, puzzle: NumbrixPuzzle): string[] {
  const { width, height } = puzzle;
  if (width !== options.width || height !== options.height) {
    return [`puzzle: is ${width}×${height} but its options ask for ${options.width}×${options.height}`];
  }
  const givens = puzzle.givens.flat();
  const cell = givens.findIndex((v, i) => (v > 0) !== (givens[twinOf(i, width, height, options.symmetry)]! > 0));
  if (cell < 0) return [];
  const at = (i: number) => `[${Math.floor(i / width)}][${i % width}]`;
  const twin = twinOf(cell, width, height, options.symmetry);
  const shape = options.symmetry === 'rotational' ? 'under a half turn' : 'mirrored left to right';
  return [`puzzle.givens${at(cell)}: the clues are not symmetric ${shape}, as options.symmetry asks (its twin ${at(twin)} is ${givens[twin] ? 'given' : 'empty'})`];
}
