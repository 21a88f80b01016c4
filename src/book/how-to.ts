import type { KindName } from '../engine/kind.ts';
import { Rng, derive } from '../engine/random.ts';
import { getKind } from '../engine/registry.ts';

/**
 * Options for each kind's worked example on its how-to-play page: the smallest puzzle that
 * still shows how the kind is played, so the example can be solved at a glance. Kept here,
 * with the page, not in the engine: they are a choice about the book, not about the kind.
 */
export const HOW_TO_OPTIONS: Record<KindName, Record<string, unknown>> = {
  numbrix: { size: 4 },
  'secret-number': { digits: 3 },
  'cross-numbers': { size: 2 },
  countdown: {},
  'number-mind': { length: 3 },
};

/** Seeds tried for an easy example; every kind reaches easy on its first in practice. */
const TRIES = 20;

export interface Example {
  options: unknown;
  puzzle: unknown;
  solution: unknown;
}

const made = new Map<KindName, Example>();

/**
 * The kind's worked example: an easy puzzle at HOW_TO_OPTIONS from the seed
 * `how-to-play/<kind>`, the same in every book and every run.
 */
export function howToExample(name: KindName): Example {
  const known = made.get(name);
  if (known) return known;
  const kind = getKind(name);
  const options = kind.options.parse(HOW_TO_OPTIONS[name]);
  for (let attempt = 0; attempt < TRIES; attempt++) {
    const seed = attempt === 0 ? derive('how-to-play', name) : derive('how-to-play', name, attempt);
    const puzzle = kind.generate(new Rng(seed), options, 'easy');
    if (puzzle) {
      const example = { options, puzzle: puzzle.puzzle, solution: puzzle.solution };
      made.set(name, example);
      return example;
    }
  }
  throw new Error(`no easy ${name} example within ${TRIES} seeds`);
}

/**
 * What a kind's how-to-play and worksheet templates may use: the options and, for grid kinds,
 * the largest number (`last`, W·H of the puzzle).
 */
export function howToData(options: unknown, puzzle: unknown): { last?: number; options: unknown } {
  const grid = puzzle as { width?: unknown; height?: unknown };
  const last = typeof grid.width === 'number' && typeof grid.height === 'number' ? grid.width * grid.height : undefined;
  // Left out rather than undefined when there is none, so a template asking for it fails loudly.
  return last === undefined ? { options } : { last, options };
}
