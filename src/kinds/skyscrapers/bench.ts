/**
 * Skyscrapers: its bands measured at 4×4 to 9×9 (the survey, docs/kinds/skyscrapers.md), and
 * rows timing its generator against Tatham's Towers (`sgt-towers --generate N <size>d<level>`)
 * process to process, CPU against CPU, in one run.
 */
import { rowsOf } from '../../engine/steps.ts';
import type { SkyscrapersPuzzle } from './schema.ts';
import type { KindSurvey } from '../../../bench/survey.ts';

export const survey: KindSurvey<'skyscrapers'> = {
  cases: [4, 5, 6, 7, 8, 9].map((size) => ({ kind: 'skyscrapers' as const, label: `${size}×${size}`, options: { size }, seeds: 12 })),
  // Its clues are the heights printed in the grid: the clues round it define the puzzle (an easy one keeps them all) as a Futoshiki's signs do.
  clues: { name: 'heights given', of: (grade) => Number(grade.givens) },
};

/**
 * A Towers game ID (`sgt-towers --generate`) as our record: its 4N clues, `/` between them, in
 * the order top, bottom, left, right, each side left to right or top to bottom and looking into
 * the grid (empty: no clue); then, after a comma, the printed heights row by row, a letter `a`…`z`
 * a run of 1 to 26 empty cells, `_` a mere separator, digits a height.
 */
export function towersPuzzle(size: number, desc: string): SkyscrapersPuzzle {
  const [clueText, gridText = ''] = desc.split(',');
  const clues = clueText!.split('/').map((c) => (c ? Number(c) : 0));
  const side = (i: number) => clues.slice(i * size, (i + 1) * size);
  const cells: number[] = [];
  for (const [, run, digits] of gridText.matchAll(/([a-z])|(\d+)|_/g)) {
    if (run) cells.push(...new Array<number>(run.charCodeAt(0) - 96).fill(0));
    else if (digits) cells.push(Number(digits));
  }
  const puzzle: SkyscrapersPuzzle = { size, top: side(0), bottom: side(1), left: side(2), right: side(3) };
  return cells.some((v) => v > 0) ? { ...puzzle, givens: rowsOf(cells, size) } : puzzle;
}
