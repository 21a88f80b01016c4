/**
 * How many random cases a property, fuzz or survey test tries. `npm test` tries the quick
 * number, the same cases every run (each test's seed is fixed); `npm run test:long`
 * (PUZZLEBOOK_LONG=1) tries the long number, the quick cases among them, to look further
 * before a release.
 */
export const LONG = process.env.PUZZLEBOOK_LONG === '1';

export function cases(quick: number, long: number): number {
  return LONG ? long : quick;
}

/**
 * Which part of a split survey this run takes, as test/matrix.ts reads it: `npm test` the
 * sample, CI's `npm run test:release` the rest (it runs every `*.matrix.test.ts` file again with
 * PUZZLEBOOK_MATRIX=rest), PUZZLEBOOK_MATRIX=all (or test:long) the whole. Read here from the
 * environment, not from matrix.ts, which loads every kind: a fuzz child loads this file.
 */
const part = LONG ? 'all' : (process.env.PUZZLEBOOK_MATRIX ?? 'sample');

/**
 * A survey over numbered cases split between npm test and CI, for a `*.matrix.test.ts` file: the
 * case numbers this run takes of 0 to `long` − 1. `npm test` takes the first `quick` (enough to
 * meet every branch the survey is there for), CI's release run the rest, so between them CI
 * tries each case once; `all` takes every one. Each case is checked on its own, so the parts
 * are the whole.
 */
export function share(quick: number, long: number): number[] {
  const [from, to] = part === 'sample' ? [0, quick] : part === 'rest' ? [quick, long] : [0, long];
  return Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);
}

/**
 * The seeds a survey of medians takes, which cannot be split: `quick` in npm test (a size and
 * count that still shows what it holds: the seeds are fixed, so it is the same every run), the
 * whole `long` in CI's release run and in `all`.
 */
export function survey(quick: number, long: number): number {
  return part === 'sample' ? quick : long;
}

/** Whether this run takes each survey whole (CI's release run, or all): a survey too costly for npm test at any size that still shows it runs there alone. */
export const WHOLE = part !== 'sample';

/**
 * The rows of a table this run takes, for a `*.matrix.test.ts` file: those `quick` picks in
 * npm test (a row for each size and each band, say), the others in CI's release run, all in `all`.
 */
export function rowsOf<T>(rows: readonly T[], quick: (row: T) => boolean): T[] {
  return rows.filter((row) => part === 'all' || quick(row) === (part === 'sample'));
}

/**
 * The cases this run checks of `long` drawn one after another from one stream (a seeded Rng,
 * `draw(k)` the k-th): every case up to the last this run checks is drawn, in order, so each is
 * the same case in every part, and `share` says which are checked here.
 */
export function* drawn<T>(quick: number, long: number, draw: (k: number) => T): Generator<[number, T]> {
  const taken = share(quick, long);
  const last = taken.at(-1) ?? -1;
  for (let k = 0; k <= last; k++) {
    const item = draw(k);
    if (k >= taken[0]!) yield [k, item];
  }
}
