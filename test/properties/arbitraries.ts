/**
 * Shared fast-check arbitraries for the property tests: seeds, small options per kind (as a
 * spec would write them, before the kind's schema parses them) and difficulties.
 */
import fc from 'fast-check';
import { DIFFICULTIES, type Difficulty } from '../../src/engine/kind.ts';
import { getKind, KIND_NAMES, type KindName } from '../../src/kinds/registry.ts';
import { allows, optionsAt } from '../../bench/defaults.ts';

/** Every registered kind: the properties hold of each. */
export const ALL_KINDS: readonly KindName[] = KIND_NAMES;
export const BANDS: Difficulty[] = [...DIFFICULTIES];

/** Any short text, the empty one included: a seed is any string. */
export const seedArb = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.integer({ min: 0, max: 1_000_000 }).map(String),
  fc.string({ maxLength: 8, unit: 'grapheme' }),
);

/** Digit ranges [lo, hi] inside base `base`, at least `need` digits wide. */
const digitRangeArb = (base: number, need: number) =>
  fc
    .tuple(fc.integer({ min: 0, max: Math.min(9, base - 1) }), fc.integer({ min: 0, max: Math.min(9, base - 1) }))
    .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as [number, number])
    .filter(([lo, hi]) => hi - lo + 1 >= Math.max(2, need));

const crossNumbersOptionsArb = fc
  .record({
    shape: fc.oneof(
      fc.integer({ min: 2, max: 3 }).map((size) => ({ size })),
      fc.record({ rows: fc.integer({ min: 2, max: 3 }), cols: fc.integer({ min: 2, max: 4 }) }),
    ),
    distinct: fc.constantFrom('none', 'rows', 'lines', 'grid'),
    order: fc.constantFrom('precedence', 'left-to-right'),
    base: fc.constantFrom(10, 10, 10, 8, 16),
    customDigits: fc.boolean(),
  })
  .chain(({ shape, distinct, order, base, customDigits }) => {
    const rows = 'size' in shape ? shape.size : shape.rows;
    const cols = 'size' in shape ? shape.size : shape.cols;
    const need = distinct === 'grid' ? rows * cols : distinct === 'lines' ? Math.max(rows, cols) : distinct === 'rows' ? cols : 1;
    const plain = { ...shape, distinct, order, ...(base === 10 ? {} : { base }) };
    if (!customDigits || need > Math.min(10, base)) {
      // The default range (1–9, or 1 to base − 1) must hold the distinct digits.
      const fallback = need > Math.min(9, base - 1) ? { ...plain, distinct: 'none' } : plain;
      return fc.constant(fallback as Record<string, unknown>);
    }
    return digitRangeArb(base, need).map((digits) => ({ ...plain, digits }) as Record<string, unknown>);
  });

/** Small options of a kind, as written in a spec, where it has more to vary than its worked example's. */
const VARIED: Partial<Record<KindName, fc.Arbitrary<Record<string, unknown>>>> = {
  numbrix: fc.oneof(
    fc.record({ size: fc.integer({ min: 4, max: 5 }), symmetry: fc.constantFrom('none', 'rotational', 'mirror') }),
    fc.record({ width: fc.integer({ min: 4, max: 6 }), height: fc.integer({ min: 4, max: 5 }) }),
  ),
  'secret-number': fc.record({ digits: fc.integer({ min: 2, max: 5 }), decoys: fc.integer({ min: 0, max: 3 }) }, { requiredKeys: ['digits'] }),
  'cross-numbers': crossNumbersOptionsArb,
  countdown: fc.record(
    { large: fc.integer({ min: 0, max: 4 }), cards: fc.integer({ min: 4, max: 6 }), target: fc.constantFrom([10, 50], [1, 20], [20, 100], [101, 999]) },
    { requiredKeys: [] },
  ),
  'number-mind': fc.record({ length: fc.integer({ min: 3, max: 6 }) }),
  sudoku: fc.record({ size: fc.constantFrom(4, 6, 9), symmetry: fc.constantFrom('rotational', 'mirror', 'none') }, { requiredKeys: ['size'] }),
};

/** Small options of a kind: varied where listed above, else its worked example's (every kind has one). */
export const optionsArb = (kind: KindName): fc.Arbitrary<Record<string, unknown>> => VARIED[kind] ?? fc.constant({ ...getKind(kind).example });

/**
 * Options drawn for a kind, kept where the kind makes `difficulty` at them, else its worked
 * example's or default options that do (bench/defaults.ts): a case never asks a band its options
 * refuse (a 4×4 Sudoku is only ever easy, a 2×2 Cross Numbers stops at medium), which would make
 * nothing and test nothing.
 */
export function allowedAt(kind: KindName, options: Record<string, unknown>, difficulty: Difficulty): Record<string, unknown> {
  return allows(kind, options, difficulty) ? options : ((optionsAt(kind, difficulty) as Record<string, unknown> | null) ?? options);
}

/** A case of a kind: a seed, options and a band its options allow (drawn as before, the options put right where refused). */
export const kindCaseArb = (kind: KindName, bands: Difficulty[] = BANDS) =>
  fc.record({ seed: seedArb, options: optionsArb(kind), difficulty: fc.constantFrom(...bands.filter((d) => optionsAt(kind, d))) }).map((c) => ({ ...c, options: allowedAt(kind, c.options, c.difficulty) }));

/**
 * A small random spec (2–3 sections of any kinds, 1–3 puzzles each, small options, easy or
 * medium where some options of the kind make it; an example kind may make easy only): the
 * determinism property's books (test/kinds/golden.ts records them).
 */
export const bookSpecArb = fc.record({
  title: fc.string({ minLength: 1, maxLength: 30 }).filter((t) => t.trim().length > 0),
  seed: fc.oneof(fc.string({ minLength: 1, maxLength: 10 }), fc.nat()),
  sections: fc.array(
    fc.constantFrom(...ALL_KINDS).chain((kind: KindName) =>
      fc
        .record({
          kind: fc.constant(kind),
          count: fc.integer({ min: 1, max: 3 }),
          difficulty: fc.constantFrom(...(['easy', 'medium'] as const).filter((d) => optionsAt(kind, d))),
          options: optionsArb(kind),
        })
        .map((s) => ({ ...s, options: allowedAt(kind, s.options, s.difficulty) })),
    ),
    { minLength: 2, maxLength: 3 },
  ),
});
