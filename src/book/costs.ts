import * as z from 'zod/mini';
import '../engine/zod-config.ts';
import { DIFFICULTIES, type Difficulty } from '../engine/kind.ts';
import { WORK_PER_SECOND } from '../engine/work.ts';
import { KINDS, knownNames } from '../kinds/known.ts';
import type { KindName } from '../kinds/registry.ts';

/*
 * What a puzzle typically costs to make, from measurement: the mean CPU milliseconds of one
 * puzzle as a book makes it (its retries, proof and grade included), for every band and size
 * of a kind, on the machine docs/bench.md names: the kind's `costs`, from the costs.json in its
 * folder (`npx node bench/estimates.ts <kind> --table` writes it; the same script checks these
 * estimates against puzzles of other seeds). A book's expected cost is read from it; the most
 * one puzzle may take (`makingWork`, work-cap.ts) is a worst case, a different thing. The
 * figures are data in the source, so what a spec is refused for never hangs on the machine it
 * is read on.
 */

/** The key of options that name no size (a Cross Numbers sized by its band). */
export const DEFAULTS = 'defaults';

/** The option that sets a kind's size: its `sizeOption`, else a `size` its options may hold (Futoshiki's). */
const sizeName = (kind: KindName): string => KINDS[kind].sizeOption?.name ?? 'size';

/**
 * The size of parsed options as a kind's costs key it: the size option's value, or the side of the
 * square with a rectangle's cells (rows and columns, width and height), which need not be
 * whole; `defaults` where none is named.
 */
export function sizeOf(kind: KindName, options: unknown): number | typeof DEFAULTS {
  const o = (options ?? {}) as Record<string, unknown>;
  const own = o[sizeName(kind)];
  if (typeof own === 'number') return own;
  const [a, b] = 'rows' in o ? [o.rows, o.cols] : [o.width, o.height];
  return typeof a === 'number' && typeof b === 'number' ? Math.sqrt(a * b) : DEFAULTS;
}

/** The options a size asks for alone (`{ size: 6 }`), or none for `defaults`. */
export const sizeInput = (kind: KindName, size: number | typeof DEFAULTS): object => (size === DEFAULTS ? {} : { [sizeName(kind)]: size });

/** Sizes tried where a size option's schema names no bounds (Sudoku's are a list: 4, 6, 9, 12, 16). */
const TRIED = [1, 60] as const;

/** The bounds a kind's size option takes, as its schema states them (those tried where it states none); null where it has no such option. */
function sizeBounds(kind: KindName): [number, number] | null {
  const schema = z.toJSONSchema(KINDS[kind].options, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, { minimum?: number; maximum?: number }> };
  const p = schema.properties?.[sizeName(kind)];
  return p ? [p.minimum ?? TRIED[0], p.maximum ?? TRIED[1]] : null;
}

/** One cell of the costs: a kind's size (or its defaults) at a band. */
export interface Cell {
  kind: KindName;
  size: number | typeof DEFAULTS;
  band: Difficulty;
}

/**
 * Every kind, size and band a spec may ask for by its size alone, whether or not it is refused:
 * each whole size its schema takes, and its defaults where they name no size. What the costs
 * must cover (bar the cells refused before any work) and the bench measures.
 */
export function allCells(kinds: readonly KindName[] = knownNames()): Cell[] {
  return kinds.flatMap((kind) => {
    const bounds = sizeBounds(kind);
    const sizes: (number | typeof DEFAULTS)[] = bounds ? Array.from({ length: bounds[1] - bounds[0] + 1 }, (_, i) => bounds[0] + i) : [];
    const defaults = KINDS[kind].options.safeParse({});
    if (defaults.success && sizeOf(kind, defaults.data) === DEFAULTS) sizes.push(DEFAULTS);
    return sizes
      .filter((size) => KINDS[kind].options.safeParse(sizeInput(kind, size)).success)
      .flatMap((size) => DIFFICULTIES.map((band) => ({ kind, size, band })));
  });
}

/** The kind's measured milliseconds for a cell; undefined where it was not measured. */
export const tableMs = (kind: KindName, band: Difficulty, size: number | typeof DEFAULTS): number | undefined => KINDS[kind].costs?.[band]?.[String(size)];

/**
 * The work one puzzle of these options and band typically takes to make: its kind's costs at its
 * size (a rectangle's at the nearest square's), scaled by what the kind's worst case says its
 * other options cost against that size's alone (Countdown's larger targets, a rectangle's
 * shape); undefined where the costs hold no figure (a size refused before any work, a kind
 * added since it was measured).
 */
export function typicalWork(kind: KindName, options: unknown, band: Difficulty): number | undefined {
  const size = sizeOf(kind, options);
  const key = size === DEFAULTS ? size : Math.round(size);
  const ms = tableMs(kind, band, key);
  if (ms === undefined) return undefined;
  const k = KINDS[kind];
  let scale = 1;
  if (k.makingWork) {
    const base = k.options.safeParse(sizeInput(kind, key));
    try {
      const own = k.makingWork(options as never, band);
      const alone = base.success ? k.makingWork(base.data as never, band) : own;
      if (own > 0 && alone > 0) scale = own / alone;
    } catch {
      scale = 1;
    }
  }
  return (ms / 1000) * WORK_PER_SECOND * scale;
}
