import { expect } from 'vitest';
import type { BandFigures } from '../bench/survey.ts';
import type { Difficulty, Made } from '../src/engine/kind.ts';
import { Rng } from '../src/engine/random.ts';
import { getKind, type GradeOf, type KindName, type OptionsInputOf, type PuzzleOf, type SolutionOf } from '../src/kinds/registry.ts';

type MadeOf<K extends KindName> = Made<PuzzleOf<K>, SolutionOf<K>, GradeOf<K>>;
const made = new Map<string, (MadeOf<KindName> | null)[]>();

/**
 * What a kind makes of a band from the tests' seeds, `test/bands/1` to `test/bands/<seeds>`
 * (null where a seed missed the band): made once, however many tests read them, and what
 * `surveyBands` measures in those tests.
 */
export function bandMade<K extends KindName>(name: K, options: OptionsInputOf<K>, difficulty: Difficulty, seeds: number): (MadeOf<K> | null)[] {
  const key = `${name} ${JSON.stringify(options)} ${difficulty}`;
  const have = (made.get(key) ?? []) as (MadeOf<K> | null)[];
  if (have.length < seeds) {
    const kind = getKind(name);
    const parsed = kind.options.parse(options);
    for (let i = have.length; i < seeds; i++) have.push(kind.generate(new Rng(`test/bands/${i + 1}`), parsed, difficulty));
    made.set(key, have as (MadeOf<KindName> | null)[]);
  }
  return have.slice(0, seeds);
}

/**
 * What every kind's bands must show, measured on fresh seeds (issue 34): from band to band the
 * medians of score and steps rise strictly, paper work does not fall, nor do the cells the
 * easiest techniques leave or the longest listing (issue 65), the clues (where the kind has
 * any) do not rise, and expert takes at least two steps more than hard: it is not a hard
 * puzzle with one expert step.
 */
export function expectBandsRise(all: readonly BandFigures[], { left = true }: { left?: boolean } = {}): void {
  // A band the kind refuses at this size (a 4×4 Sudoku's medium) is left out: the rest still rise.
  const bands = all.filter((b) => !b.refused);
  for (let d = 1; d < bands.length; d++) {
    const [lower, upper] = [bands[d - 1]!, bands[d]!];
    const at = `${lower.difficulty} → ${upper.difficulty}`;
    expect(upper.score, `${at} score`).toBeGreaterThan(lower.score);
    expect(upper.steps, `${at} steps`).toBeGreaterThan(lower.steps);
    expect(upper.paper, `${at} paper`).toBeGreaterThanOrEqual(lower.paper);
    if (lower.clues !== null && upper.clues !== null) expect(upper.clues, `${at} clues`).toBeLessThanOrEqual(lower.clues);
    // Issue 65: the effort a person feels does not fall either: what the easiest techniques leave, the longest listing.
    if (left && lower.left !== null && upper.left !== null) expect(upper.left, `${at} cells left past the easiest techniques`).toBeGreaterThanOrEqual(lower.left);
    expect(upper.longest, `${at} longest listing`).toBeGreaterThanOrEqual(lower.longest);
  }
  const [hard, expert] = [bands.find((b) => b.difficulty === 'hard'), bands.find((b) => b.difficulty === 'expert')];
  if (hard && expert) expect(expert.steps - hard.steps, 'hard → expert steps').toBeGreaterThanOrEqual(2);
}
