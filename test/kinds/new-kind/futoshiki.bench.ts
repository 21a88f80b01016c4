/**
 * Futoshiki, the worked example of docs/adding-a-kind.md: it makes easy puzzles only
 * (`refusal`), so its rows are easy at each size it allows, and its survey shows the other
 * bands refused. Installed as bench/futoshiki.ts by test/kinds/new-kind.test.ts.
 */
import { kind as futoshiki } from '../src/kinds/futoshiki/index.ts';
import { MAX_SIZE, MIN_SIZE } from '../src/kinds/futoshiki/schema.ts';
import { generationRow, type KindBench } from './lib.ts';
import type { KindSurvey } from './survey.ts';

/** Easy at every size, 4×4 to 6×6, from seeds `bench/1` … `bench/30`. */
const SIZES = Array.from({ length: MAX_SIZE - MIN_SIZE + 1 }, (_, i) => MIN_SIZE + i);

export const bench: KindBench = {
  kind: 'futoshiki',
  run: () =>
    SIZES.map((size) => generationRow({ kind: 'futoshiki', what: `${size}×${size} easy`, options: futoshiki.options.parse({ size }), difficulty: 'easy', seeds: 30, warmup: 3 })),
};

/**
 * The sizes its bands are measured at (bench/bands.ts; docs/kinds/futoshiki.md): its worked
 * example's 4×4 and its default 5×5; its clues are the digits printed (`givens`), the signs
 * being a third of the neighbouring pairs whatever the band.
 */
export const survey: KindSurvey<'futoshiki'> = {
  cases: [
    { kind: 'futoshiki', label: '4×4', options: { size: 4 }, seeds: 20 },
    { kind: 'futoshiki', label: '5×5', options: { size: 5 }, seeds: 20 },
  ],
  clues: { name: 'digits given', of: (grade) => Number(grade.givens) },
};
