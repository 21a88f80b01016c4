import { expect } from 'vitest';
import type { BandFigures } from '../bench/survey.ts';

/**
 * What every kind's bands must show, measured on fresh seeds (issue 34): from band to band the
 * medians of score and steps rise strictly, paper work does not fall, the clues (where the
 * kind has any) do not rise, and expert takes at least two steps more than hard: it is not a
 * hard puzzle with one expert step.
 */
export function expectBandsRise(bands: readonly BandFigures[]): void {
  for (let d = 1; d < bands.length; d++) {
    const [lower, upper] = [bands[d - 1]!, bands[d]!];
    const at = `${lower.difficulty} → ${upper.difficulty}`;
    expect(upper.score, `${at} score`).toBeGreaterThan(lower.score);
    expect(upper.steps, `${at} steps`).toBeGreaterThan(lower.steps);
    expect(upper.paper, `${at} paper`).toBeGreaterThanOrEqual(lower.paper);
    if (lower.clues !== null && upper.clues !== null) expect(upper.clues, `${at} clues`).toBeLessThanOrEqual(lower.clues);
  }
  expect(bands[3]!.steps - bands[2]!.steps, 'hard → expert steps').toBeGreaterThanOrEqual(2);
}
