import type { Difficulty, KindName } from '../engine/kind.ts';
import { derive } from '../engine/random.ts';
import type { BookSpec } from './spec.ts';

/** One puzzle to make: where it sits in the book and the seed it is made from. */
export interface Job {
  /** Position in the book, from 0. */
  index: number;
  /** Index of its section in the spec. */
  section: number;
  /** 1-based number within the section. */
  n: number;
  id: string;
  seed: string;
  kind: KindName;
  options: unknown;
  difficulty: Difficulty;
}

/**
 * Each section gets a key — its `name`, or its kind (`numbrix`, then `numbrix-2`, … for
 * repeats) — and each puzzle the seed `<book seed>/<key>/<n>`. So adding, removing or
 * reordering sections of other kinds leaves every other puzzle exactly as it was.
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

export function plan(spec: BookSpec): Job[] {
  const keys = sectionKeys(spec);
  const jobs: Job[] = [];
  spec.sections.forEach((section, s) => {
    const width = Math.max(2, String(section.count).length);
    for (let n = 1; n <= section.count; n++) {
      jobs.push({
        index: jobs.length,
        section: s,
        n,
        id: `${spec.slug}-${keys[s]}-${String(n).padStart(width, '0')}`,
        seed: derive(spec.seed, keys[s]!, n),
        kind: section.kind,
        options: section.options,
        difficulty: section.difficulty,
      });
    }
  });
  return jobs;
}
