/**
 * How many random cases a property or fuzz test tries. `npm test` tries the quick number, the
 * same cases every run (each test's seed is fixed); `npm run test:long` (PUZZLEBOOK_LONG=1)
 * tries the long number, the quick cases among them, to look further before a release.
 */
export const LONG = process.env.PUZZLEBOOK_LONG === '1';

export function cases(quick: number, long: number): number {
  return LONG ? long : quick;
}
