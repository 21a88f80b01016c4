import { DIFFICULTIES } from '../../engine/kind.ts';
import { KINDS, KIND_NAMES, type KindName } from '../../kinds/registry.ts';
import { puzzleWork, MAX_PUZZLE_WORK } from '../../book/work-cap.ts';
import type { Band, Sizes } from './form.ts';

/**
 * The bands the /make/ page offers for each kind and size: those the kind can reach at that
 * size (`PuzzleKind.refuses`) and make one puzzle of within the spec's time cap (book/work-cap.ts),
 * as a spec asking for them is refused otherwise. Worked out when the page is built, so the
 * page's script needs none of the kinds' code. Keyed by the size, `auto` for the kind's default.
 */
export type OfferedBands = Record<string, Record<string, Band[]>>;

/** The bands offered for `kind` at `size` (null: the kind's default options), its size option as `sizes` names it. */
export function bandsAt(kind: KindName, size: number | null, sizes: Sizes): Band[] {
  const option = sizes[kind]?.option;
  const parsed = KINDS[kind].options.safeParse(size === null || !option ? {} : { [option]: size });
  if (!parsed.success) return [];
  const options = parsed.data as never;
  return DIFFICULTIES.filter((band) => !KINDS[kind].refuses?.(options, band) && puzzleWork({ kind, options, difficulty: band }) <= MAX_PUZZLE_WORK);
}

export function offeredBands(sizes: Sizes): OfferedBands {
  return Object.fromEntries(
    KIND_NAMES.map((kind) => [kind, Object.fromEntries([['auto', bandsAt(kind, null, sizes)], ...(sizes[kind]?.values ?? []).map((size) => [String(size), bandsAt(kind, size, sizes)])])]),
  );
}
