/**
 * Fill-In: every band at its default options, made, proved and graded, timed by CPU, in words and
 * in digits; the 13×13 fill-in, expert (goal: under 50 ms a puzzle, the dictionary read once
 * before); and the survey of its bands (bench/bands.ts; docs/kinds/fill-in.md): at each band's
 * defaults, and at 9×9 and 11×11 the bands each takes.
 */
import { DIFFICULTIES } from '../../engine/kind.ts';
import { generationRow, type KindBench } from '../../../bench/lib.ts';
import type { KindSurvey } from '../../../bench/survey.ts';
import { kind as fillIn } from './index.ts';

const KIND = 'fill-in';

export const bench: KindBench = {
  kind: KIND,
  run: async () => [
    ...DIFFICULTIES.map((difficulty) => generationRow({ kind: KIND, what: `default options ${difficulty}`, options: fillIn.options.parse({}), difficulty, seeds: 40, warmup: 4 })),
    ...DIFFICULTIES.map((difficulty) => generationRow({ kind: KIND, what: `digits, default options ${difficulty}`, options: fillIn.options.parse({ alphabet: 'digits' }), difficulty, seeds: 40, warmup: 4 })),
    generationRow({ kind: KIND, what: '13×13, expert: made, proved, graded', options: fillIn.options.parse({ size: 13 }), difficulty: 'expert', seeds: 40, warmup: 4, target: { medianBelowMs: 50 } }),
  ],
};

/** The cases its bands are measured at: each band's own defaults (7 to 13 squares a side), and 9×9 and 11×11, each at the bands it takes. */
export const survey: KindSurvey<'fill-in'> = {
  cases: [
    { kind: KIND, label: 'defaults', options: {}, seeds: 30 },
    { kind: KIND, label: '9×9', options: { size: 9 }, seeds: 20 },
    { kind: KIND, label: '11×11', options: { size: 11 }, seeds: 20 },
  ],
  clues: null,
};
