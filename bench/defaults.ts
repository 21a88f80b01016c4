/**
 * What a bench or a test asks of a kind it names no options for: the registry is the one list
 * of kinds, so a hand-picked list of sections (sizes chosen for what a test reads, counts
 * chosen for a target) is followed by a section of every kind it does not name, made from the
 * kind's contract alone: its worked example's options (`kind.example`, the smallest easy
 * puzzle that shows it) or its defaults, at a band its `refuses` allows. So a kind added to
 * the registry is made, drawn and played by every test and bench that says "every kind".
 */
import { tooSlow } from '../src/book/work-cap.ts';
import { DIFFICULTIES, type Difficulty } from '../src/engine/kind.ts';
import { getKind, KIND_NAMES, type KindName, type OptionsInputOf } from '../src/kinds/registry.ts';

/** A section of a spec, as a test or bench writes it. */
export interface Section {
  kind: KindName;
  count: number;
  difficulty: Difficulty;
  options?: object;
  [more: string]: unknown;
}

/** The kinds of the registry that `listed` (sections, or kinds' names) does not name, in registry order. */
export function unlisted(listed: Iterable<{ kind: string } | string>): KindName[] {
  const named = new Set([...listed].map((s) => (typeof s === 'string' ? s : s.kind)));
  return KIND_NAMES.filter((kind) => !named.has(kind));
}

/**
 * Whether the kind makes puzzles of `band` at these options: they parse, its `refuses` allows the
 * band, and one puzzle is not past the work a spec may ask (`tooSlow`), which a spec refuses too:
 * a kind added whose hardest band is slow at its defaults is then made at its example's options.
 */
export function allows<K extends KindName>(kind: K, options: OptionsInputOf<K> | object, band: Difficulty): boolean {
  const k = getKind(kind);
  const parsed = k.options.safeParse(options);
  return parsed.success && !k.refuses?.(parsed.data as never, band) && !tooSlow({ kind, options: parsed.data as never, difficulty: band });
}

/**
 * The options a kind with no hand-picked ones is made at, at `band`: its worked example's
 * (`prefer: 'example'`, a small puzzle) or its defaults (`prefer: 'defaults'`, what a spec
 * asking nothing gets), whichever comes first and is allowed the band; null where neither is.
 */
export function optionsAt<K extends KindName>(kind: K, band: Difficulty, prefer: 'example' | 'defaults' = 'example'): OptionsInputOf<K> | null {
  const example = { ...getKind(kind).example } as OptionsInputOf<K>;
  const defaults = {} as OptionsInputOf<K>;
  const tries = prefer === 'example' ? [example, defaults] : [defaults, example];
  return tries.find((options) => allows(kind, options, band)) ?? null;
}

/**
 * A section of `count` puzzles of a kind with no hand-picked one: at `band` where its
 * example's or its defaults' options allow it (`optionsAt`), else at the easiest band its
 * worked example allows (the example is an easy puzzle, so there is always one).
 */
export function defaultSection<K extends KindName>(kind: K, count = 1, band: Difficulty = 'easy', prefer: 'example' | 'defaults' = 'example'): Section {
  const options = optionsAt(kind, band, prefer);
  if (options) return { kind, count, difficulty: band, options };
  const example = getKind(kind).example as object;
  const easiest = DIFFICULTIES.find((d) => allows(kind, example, d));
  if (!easiest) throw new Error(`${kind}: its worked example's options (${JSON.stringify(example)}) are refused at every band`);
  return { kind, count, difficulty: easiest, options: { ...example } };
}

/** The hand-picked sections, then one section of every kind they do not name (`defaultSection`), after them so their places stay. */
export function withEveryKind<S extends { kind: string }>(listed: readonly S[], count = 1, band: Difficulty = 'easy'): (S | Section)[] {
  return [...listed, ...unlisted(listed).map((kind) => defaultSection(kind, count, band))];
}

/**
 * The sections with their counts scaled, in proportion, to `total` puzzles in all (largest
 * remainders rounded up): where every kind has its hand-picked sections and they add up to
 * `total`, nothing changes; a kind added to the registry takes its share from the others, so a
 * bench's book stays the size its target is set for.
 */
export function toTotal<S extends { count: number }>(sections: readonly S[], total: number): S[] {
  const sum = sections.reduce((n, s) => n + s.count, 0);
  if (sum === total) return [...sections];
  const exact = sections.map((s) => (s.count * total) / sum);
  const counts = exact.map(Math.floor);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0]);
  const left = total - counts.reduce((n, c) => n + c, 0);
  for (let k = 0; k < left; k++) counts[order[k % order.length]![1]]!++;
  return sections.map((s, i) => ({ ...s, count: Math.max(1, counts[i]!) }));
}
