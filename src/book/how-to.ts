import { derive, Rng } from '../engine/random.ts';
import { getKind, type KindName, type OptionsOf, type PuzzleOf, type SolutionOf } from '../kinds/registry.ts';

/** Seeds tried for an easy example; every kind reaches easy on its first in practice. */
const TRIES = 20;

/** A kind's worked example for its how-to pages. */
export interface Example<K extends KindName> {
  options: OptionsOf<K>;
  puzzle: PuzzleOf<K>;
  solution: SolutionOf<K>;
}

/**
 * The kind's worked example: an easy puzzle at the kind's `example` options from the seed
 * `how-to-play/<kind>`, the same in every book and every run (and small, so quickly made).
 */
export function howToExample<K extends KindName>(name: K): Example<K> {
  const kind = getKind(name);
  const options = kind.options.parse(kind.example);
  for (let attempt = 0; attempt < TRIES; attempt++) {
    const seed = attempt === 0 ? derive('how-to-play', name) : derive('how-to-play', name, attempt);
    const puzzle = kind.generate(new Rng(seed), options, 'easy');
    if (puzzle) return { options, puzzle: puzzle.puzzle, solution: puzzle.solution };
  }
  throw new Error(`no easy ${name} example within ${TRIES} seeds`);
}
