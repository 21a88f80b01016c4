import type { Difficulty } from '../engine/kind.ts';
import { derive } from '../engine/random.ts';
import type * as z from 'zod/mini';
import { getKind } from '../kinds/known.ts';
import type { KindName, OptionsOf } from '../kinds/registry.ts';
import { canonical, sameValue } from './canonical.ts';
import { type Language, languageOf } from '../engine/language.ts';
import type { BookSpec, SectionOf } from './spec.ts';

/** One puzzle of kind K to make: where it sits in the book and the seed it is made from. */
interface JobShape<K extends KindName> {
  /** Position in the book, from 0. */
  index: number;
  /** Index of its section in the spec. */
  section: number;
  /** 1-based number within the section. */
  n: number;
  id: string;
  seed: string;
  kind: K;
  options: OptionsOf<K>;
  difficulty: Difficulty;
  /** The book's language, which the work under way is done in (no record stores words). */
  language: Language;
}

/** A job of kind K; of any kind, a union on `kind` (as `RecordOf`). */
export type JobOf<K extends KindName> = { [P in K]: JobShape<P> }[K];
export type Job = JobOf<KindName>;

/**
 * Each section gets a key, and each puzzle the seed `<book seed>/<key>/<difficulty>/<n>` and
 * the id `<slug>-<key>-<n>`. The key is the section's `name`, or else what the section asks
 * for: its kind and band (`numbrix-easy`), then, for options other than its kind's defaults, a
 * short hash of them (`numbrix-easy-k3f9`). So naming, adding, removing or reordering other
 * sections never changes a section's puzzles or ids (issue 91), and an easy and a hard sheet
 * made from one seed never share an answer. Only sections asking for the very same puzzles
 * (kind, band and options alike) are told apart by their order among themselves, `-2`, `-3`, …
 * (`alikeSections` names them, for a build to warn of), as is a key that a `name` took first.
 * A worksheet's versions (`versions`) are sections alike by design, so they are keyed by place.
 */
export function sectionKeys(spec: BookSpec): string[] {
  if (spec.versions) return placeKeys(spec);
  const taken = new Set(spec.sections.flatMap((s) => (s.name ? [s.name] : [])));
  return spec.sections.map((s) => {
    if (s.name) return s.name;
    const asked = askedKey(s);
    let key = asked;
    for (let k = 2; taken.has(key); k++) key = `${asked}-${k}`;
    taken.add(key);
    return key;
  });
}

/** What a section asks for, as a key: kind, band and, unless they are its kind's defaults, a hash of its options. */
function askedKey(section: SectionOf<KindName>): string {
  const own = ownOptions(section.kind, section.options as Record<string, unknown>);
  const base = `${section.kind}-${section.difficulty}`;
  return own === null ? base : `${base}-${optionsHash(own)}`;
}

/** Crockford's base 32, as puzzle codes are written (code.ts): no i, l, o or u to misread. */
const DIGITS = '0123456789abcdefghjkmnpqrstvwxyz';

/**
 * Four characters (20 bits) of the 32-bit FNV-1a hash of a section's own options: only to tell
 * apart sections of one kind and band within a book, so a small hash serves, and keeps a
 * cryptographic one out of the engine's bundle.
 */
function optionsHash(text: string): string {
  let h = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) h = Math.imul(h ^ byte, 0x01000193) >>> 0;
  let out = '';
  for (let i = 0; i < 4; i++) out += DIGITS[(h >>> (27 - 5 * i)) & 31];
  return out;
}

/**
 * A section's options other than its kind's defaults, canonical; null for none. Defaults are
 * left out so a section keeps its key when it spells out a default, or when a later version
 * gives the kind a new option.
 */
function ownOptions(kind: KindName, options: Record<string, unknown>): string | null {
  const parsed = (getKind(kind).options as unknown as z.ZodMiniType).safeParse({});
  const defaults = (parsed.success ? parsed.data : {}) as Record<string, unknown>;
  const own = Object.fromEntries(Object.entries(options).filter(([key, value]) => !sameValue(value, defaults[key])));
  return Object.keys(own).length ? canonical(own)! : null;
}

/** Unnamed sections that ask for the very same puzzles, so only their order tells them apart: each group's section indexes, in order. */
export function alikeSections(spec: BookSpec): number[][] {
  if (spec.versions) return [];
  const groups = new Map<string, number[]>();
  spec.sections.forEach((s, i) => {
    if (s.name) return;
    const key = askedKey(s);
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  return [...groups.values()].filter((group) => group.length > 1);
}

/**
 * Keys by place: a section's kind, then `numbrix-2`, … for the kind's later sections. A
 * worksheet's versions are keyed so; and so were every book's unnamed sections before issue 91:
 * a book file made then records no section names, so its sections are planned by these keys,
 * and its ids and seeds stay what they were.
 */
export function placeKeys(spec: BookSpec): string[] {
  const taken = new Set(spec.sections.flatMap((s) => (s.name ? [s.name] : [])));
  return spec.sections.map((s) => {
    if (s.name) return s.name;
    let key: string = s.kind;
    for (let k = 2; taken.has(key); k++) key = `${s.kind}-${k}`;
    taken.add(key);
    return key;
  });
}

/** `spec` with each section named by its key, as a book file records it: planned again by any version, it gives the same ids and seeds. */
export function namedSpec(spec: BookSpec, keys: readonly string[] = sectionKeys(spec)): BookSpec {
  return { ...spec, sections: spec.sections.map((s, i) => ({ ...s, name: keys[i]! })) as BookSpec['sections'] };
}

/** The spec a book file's puzzles were planned by: as recorded; unnamed sections (a book made before books recorded their keys) keyed by place. */
export function bookSpecOf(book: { spec: BookSpec }): BookSpec {
  return book.spec.sections.every((s) => s.name) ? book.spec : namedSpec(book.spec, placeKeys(book.spec));
}

/** The seed of puzzle `n` of a section: the band is part of it, so bands never share answers. */
export function puzzleSeed(seed: string, key: string, difficulty: Difficulty, n: number): string {
  return derive(seed, key, difficulty, n);
}

/** The jobs of one section, the first at book position `first`. */
function sectionJobs<K extends KindName>(spec: BookSpec, section: SectionOf<K>, s: number, key: string, first: number): JobOf<K>[] {
  const width = Math.max(2, String(section.count).length);
  return Array.from({ length: section.count }, (_, i) => ({
    index: first + i,
    section: s,
    n: i + 1,
    id: `${spec.slug}-${key}-${String(i + 1).padStart(width, '0')}`,
    seed: puzzleSeed(spec.seed, key, section.difficulty, i + 1),
    kind: section.kind,
    options: section.options,
    difficulty: section.difficulty,
    language: languageOf(spec),
  }));
}

export function plan(spec: BookSpec): Job[] {
  const keys = sectionKeys(spec);
  const jobs: Job[] = [];
  spec.sections.forEach((section, s) => jobs.push(...sectionJobs(spec, section, s, keys[s]!, jobs.length)));
  return jobs;
}
