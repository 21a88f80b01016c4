/**
 * Kropki, the worked example of docs/adding-a-kind.md: its bench module, found in its folder
 * (bench/bands.ts `benchModuleOf`). It makes easy puzzles only (`refusal`), so its rows are easy
 * at each size it allows, and its survey shows the other bands refused.
 */
import { generationRow, type KindBench } from '../../../bench/lib.ts';
import type { KindSurvey } from '../../../bench/survey.ts';
import { kind as kropki } from './index.ts';
import { MAX_SIZE, MIN_SIZE } from './schema.ts';

const SIZES = Array.from({ length: MAX_SIZE - MIN_SIZE + 1 }, (_, i) => MIN_SIZE + i);

/** Easy at every size, 4×4 to 6×6, from seeds `bench/1` … `bench/30`. */
export const bench: KindBench = {
  kind: 'kropki',
  run: () => SIZES.map((size) => generationRow({ kind: 'kropki', what: `${size}×${size} easy`, options: kropki.options.parse({ size }), difficulty: 'easy', seeds: 30, warmup: 3 })),
};

/**
 * The sizes its bands are measured at (docs/kinds/kropki.md): its example's 4×4 and its default
 * 5×5; its clues are the digits printed (`givens`), every dot of the answer being printed.
 */
export const survey: KindSurvey<'kropki'> = {
  cases: [
    { kind: 'kropki', label: '4×4', options: { size: 4 }, seeds: 20 },
    { kind: 'kropki', label: '5×5', options: { size: 5 }, seeds: 20 },
  ],
  clues: { name: 'digits given', of: (grade) => Number(grade.givens) },
};
