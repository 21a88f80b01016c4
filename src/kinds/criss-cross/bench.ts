/**
 * Criss-Cross: every band at its default options, made and proved (the proof is `layOut`'s: the
 * words fill the layout one way only), timed by CPU; and the survey of its bands (bench/bands.ts;
 * docs/kinds/criss-cross.md): at each band's defaults, and at 8 and 14 words a puzzle.
 */
import { DIFFICULTIES } from '../../engine/kind.ts';
import { kind as crissCross } from './index.ts';
import { generationRow, type KindBench } from '../../../bench/lib.ts';
import type { KindSurvey } from '../../../bench/survey.ts';

const KIND = 'criss-cross';

export const bench: KindBench = {
  kind: KIND,
  run: async () => DIFFICULTIES.map((difficulty) => generationRow({ kind: KIND, what: `default options ${difficulty}`, options: crissCross.options.parse({}), difficulty, seeds: 200, warmup: 20 })),
};

/**
 * The cases its bands are measured at: each band's own defaults (6, 8, 10 and 12 words over 11 to
 * 15 squares a side), and 8 and 14 words over 13 and 17. It prints no clues a harder band gives
 * fewer of: its words are the work, and a harder band lists more and prints no bank.
 */
export const survey: KindSurvey<'criss-cross'> = {
  cases: [
    { kind: KIND, label: 'defaults', options: {}, seeds: 30 },
    { kind: KIND, label: '8 words, 13×13', options: { count: 8, size: 13 }, seeds: 30 },
    { kind: KIND, label: '14 words, 17×17', options: { count: 14, size: 17 }, seeds: 30 },
  ],
  clues: null,
};
