import type { Difficulty } from '../engine/kind.ts';
import { derive } from '../engine/random.ts';
import type { KindName, OptionsOf } from '../kinds/registry.ts';
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
 * Each section gets a key — its `name`, or its kind (`numbrix`, then `numbrix-2`, … for
 * repeats) — and each puzzle the seed `<book seed>/<key>/<difficulty>/<n>`. So adding,
 * removing or reordering sections of other kinds leaves every other puzzle exactly as it
 * was, and an easy and a hard sheet made from one seed never share an answer.
 */
export function sectionKeys(spec: BookSpec): string[] {
  const taken = new Set(spec.sections.flatMap((s) => (s.name ? [s.name] : [])));
  return spec.sections.map((s) => {
    if (s.name) return s.name;
    let key: string = s.kind;
    for (let k = 2; taken.has(key); k++) key = `${s.kind}-${k}`;
    taken.add(key);
    return key;
  });
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
