/**
 * Kakuro: its bands measured at a child's 5×5, the default 8×8, a 10×10 and the largest 12×12
 * (`npm run bench -- bands kakuro`), as a book makes them (layout, fill, repairs, proof and
 * grade included). Expert is refused at 5×5 and easy past 10×10 (src/kinds/kakuro/generate.ts
 * says why); their rows say so.
 */
import type { KindSurvey } from '../../../bench/survey.ts';

export const survey: KindSurvey<'kakuro'> = {
  cases: [
    { kind: 'kakuro', label: '5×5', options: { size: 5 }, seeds: 30 },
    { kind: 'kakuro', label: '8×8', options: { size: 8 }, seeds: 30 },
    { kind: 'kakuro', label: '10×10', options: { size: 10 }, seeds: 10 },
    { kind: 'kakuro', label: '12×12', options: { size: 12 }, seeds: 5 },
  ],
  // A harder band is not one with fewer sums: the white squares are the pattern's, not the band's.
  clues: null,
};
