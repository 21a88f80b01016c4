import type { BookSpec } from '../book/spec.ts';
import { UserError } from '../engine/errors.ts';
import { getKind, type KindName } from '../kinds/registry.ts';
import { checkRoom } from './readable.ts';

/*
 * A worksheet's size where the kind's usual one would print under the page's least text: the
 * largest of the kind's sizes that prints, found on the stand-ins as the refusal is, before any
 * puzzle is made.
 */

/** The sheet's spec with these options for the kind, validated as the command's own is. */
export type SpecAt = (options: Record<string, unknown>) => BookSpec;

/** Whether the spec's pages print every puzzle at its least text or larger (`checkRoom`, on the stand-ins). */
export function prints(spec: BookSpec): boolean {
  try {
    checkRoom(spec, 'worksheet');
    return true;
  } catch {
    return false;
  }
}

/** The options at a size: a square's size in place of the sides it was read as (Word Search's rows and columns). */
function sizedAt(options: Record<string, unknown>, option: string, size: number): Record<string, unknown> {
  const { rows: _rows, cols: _cols, ...rest } = options;
  return { ...rest, [option]: size };
}

/**
 * The largest size of the kind's, below `below`, at which the sheet prints (measured on the
 * stand-ins, as a refusal is), or null where none does. A size is asked of the spec as a flag
 * is, before the kind's options are read (Word Search's `size` becomes its rows and columns).
 */
export function largestThatPrints(specAt: SpecAt, options: Record<string, unknown>, option: string, below: number): number | null {
  for (let size = below - 1; size >= 1; size--) {
    let spec: BookSpec;
    try {
      spec = specAt(sizedAt(options, option, size));
    } catch {
      continue; // not a size the kind takes
    }
    if (prints(spec)) return size;
  }
  return null;
}

/** Past the largest size any kind takes: where the search for a size that prints starts. */
const ABOVE_ANY_SIZE = 61;

/**
 * A sheet whose kind's usual size, left to the kind, would print under the page's least text
 * (a hard 15×15 Word Search in large print on Letter: its list of 19 under the grid, below the
 * sheet's three lines of instructions, at 10.8 pt): the same sheet at the largest size of the
 * kind's that prints, and the line that says so. Null where the sheet prints as it is, where a
 * size was asked for (that refusal stands, naming what fits) or where no size prints it.
 */
export function sizedToPrint(
  spec: BookSpec,
  specAt: SpecAt,
  options: Record<string, unknown>,
  name: KindName,
  asked: Readonly<Record<string, unknown>>,
  own: readonly string[] = [],
): { options: Record<string, unknown>; said: string } | null {
  const kind = getKind(name);
  const option = kind.sizeOption?.name;
  // A size the command's own flag would be read as (Word Scramble's `count`, a worksheet's puzzles) is not one a person could ask again.
  if (!option || own.includes(option) || [option, 'rows', 'cols'].some((flag) => asked[flag] !== undefined)) return null;
  try {
    checkRoom(spec, 'worksheet');
    return null;
  } catch (error) {
    if (!(error instanceof UserError) || !error.problems.some((problem) => problem.code === 'too-large')) return null;
  }
  const size = largestThatPrints(specAt, options, option, ABOVE_ANY_SIZE);
  if (size === null) return null;
  const print = `${spec.largePrint ? 'large print' : 'print'} on ${spec.page.size}`;
  return {
    options: sizedAt(options, option, size),
    said: `${kind.title}, ${spec.sections[0]!.difficulty}, at its usual size would print under the least text of ${print}: made at --${option} ${size}, the largest that prints (--${option} or --no-large-print asks for another)`,
  };
}
