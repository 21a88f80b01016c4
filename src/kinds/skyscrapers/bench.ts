/**
 * Skyscrapers: its bands measured at 4×4 to 9×9 (the survey, docs/kinds/skyscrapers.md), and
 * rows timing its generator against Tatham's Towers (`sgt-towers --generate N <size>d<level>`)
 * process to process, CPU against CPU, in one run.
 */
import type { KindSurvey } from '../../../bench/survey.ts';

export const survey: KindSurvey<'skyscrapers'> = {
  cases: [4, 5, 6, 7, 9].map((size) => ({ kind: 'skyscrapers' as const, label: `${size}×${size}`, options: { size }, seeds: 15 })),
  clues: { name: 'clues and heights given', of: (grade) => Number(grade.clues) + Number(grade.givens) },
};
