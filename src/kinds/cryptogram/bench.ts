/**
 * The Cryptogram: every band at its default options, made, proved and graded, timed by CPU (goal:
 * under 50 ms a puzzle, the language's word forms read once before); and the survey of its bands
 * (bench/bands.ts; docs/kinds/cryptogram.md).
 */
import { DIFFICULTIES } from '../../engine/kind.ts';
import { generationRow, type KindBench } from '../../../bench/lib.ts';
import type { KindSurvey } from '../../../bench/survey.ts';
import { kind as cryptogram } from './index.ts';

const KIND = 'cryptogram';

export const bench: KindBench = {
  kind: KIND,
  run: async () => DIFFICULTIES.map((difficulty) => generationRow({ kind: KIND, what: `a proverb, ${difficulty}: made, proved, graded`, options: cryptogram.options.parse({}), difficulty, seeds: 40, warmup: 4, target: { medianBelowMs: 50 } })),
};

/** The cases its bands are measured at: a proverb at every band. */
export const survey: KindSurvey<'cryptogram'> = {
  cases: [{ kind: KIND, label: 'proverbs', options: {}, seeds: 30 }],
  clues: null,
};
