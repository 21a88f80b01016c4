/**
 * Word Scramble: every band at its default options, made, proved and graded, timed by CPU; the
 * issue's ten words (goal: under 50 ms a puzzle, the language's word forms read once before); and
 * the survey of its bands (bench/bands.ts; docs/kinds/word-scramble.md) at each band's defaults.
 */
import { DIFFICULTIES } from '../../engine/kind.ts';
import { generationRow, type KindBench } from '../../../bench/lib.ts';
import type { KindSurvey } from '../../../bench/survey.ts';
import { kind as wordScramble } from './index.ts';

const KIND = 'word-scramble';

export const bench: KindBench = {
  kind: KIND,
  run: async () => [
    ...DIFFICULTIES.map((difficulty) => generationRow({ kind: KIND, what: `default options ${difficulty}`, options: wordScramble.options.parse({}), difficulty, seeds: 40, warmup: 4 })),
    generationRow({ kind: KIND, what: '10 words, hard: made, proved, graded', options: wordScramble.options.parse({ count: 10 }), difficulty: 'hard', seeds: 40, warmup: 4, target: { medianBelowMs: 50 } }),
  ],
};

/** The cases its bands are measured at: each band's own defaults, and ten words at every band. */
export const survey: KindSurvey<'word-scramble'> = {
  cases: [
    { kind: KIND, label: 'defaults', options: {}, seeds: 30 },
    { kind: KIND, label: '10 words', options: { count: 10 }, seeds: 20 },
  ],
  clues: null,
};
