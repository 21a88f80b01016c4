import * as z from 'zod/mini';
import '../../engine/zod-config.ts';
import { intIn } from '../../engine/schema-helpers.ts';

/** Sides made, the black first row and column counted: a child's 5×5 (4×4 to fill) to a 12×12. */
export const MIN_SIDE = 5;
export const MAX_SIDE = 12;
export const DEFAULT_SIDE = 8;
/** A run is 2 to 9 cells: a run of one is no sum, and a tenth cell would repeat a digit. */
export const MAX_RUN = 9;

const side = intIn(MIN_SIDE, MAX_SIDE);

const optionFields = z.strictObject({
    size: z.optional(side).check(z.meta({ description: `Cells a side, the black first row and column counted: ${MIN_SIDE} (a child's, 4×4 to fill) to ${MAX_SIDE}; ${DEFAULT_SIDE} unless rows or cols say otherwise.` })),
    rows: z.optional(side).check(z.meta({ description: 'Rows, the black first row counted; overrides size.' })),
    cols: z.optional(side).check(z.meta({ description: 'Columns, the black first column counted; overrides size.' })),
});
export const optionsSchema = z.pipe(
  optionFields,
  z.transform((o: z.output<typeof optionFields>) => ({ rows: o.rows ?? o.size ?? DEFAULT_SIDE, cols: o.cols ?? o.size ?? DEFAULT_SIDE })),
);
export type KakuroOptions = z.output<typeof optionsSchema>;
export type KakuroOptionsInput = z.input<typeof optionsSchema>;

/** A black square: the sum of the run to its right (`across`) and of the run below it (`down`), or null where none starts. */
export type Clue = { across: number | null; down: number | null };
/** A white square (to fill) is null. */
export type Cell = Clue | null;

/** A run: its direction, its clue's square, its white squares in order, and its sum. */
export interface Run {
  across: boolean;
  clue: [number, number];
  cells: [number, number][];
  total: number;
}

/** The least and most n different digits 1–9 add up to. */
export const sumRange = (n: number): [number, number] => [(n * (n + 1)) / 2, (n * (19 - n)) / 2];

/** The runs of a grid of white (true) and black squares, across ones first, each in reading order of its clue; `total` read from `clueOf`. */
export function runsOf(white: readonly (readonly boolean[])[], clueOf: (r: number, c: number, across: boolean) => number = () => 0): Run[] {
  const runs: Run[] = [];
  for (const across of [true, false]) {
    white.forEach((row, r) =>
      row.forEach((w, c) => {
        const [pr, pc] = across ? [r, c - 1] : [r - 1, c];
        if (!w || white[pr]?.[pc] === true) return;
        const cells: [number, number][] = [];
        for (let [a, b] = [r, c]; white[a]?.[b]; across ? b++ : a++) cells.push([a, b]);
        runs.push({ across, clue: [pr, pc], cells, total: clueOf(pr, pc, across) });
      }),
    );
  }
  return runs;
}

/** A puzzle's runs, each with its printed sum (0 where the clue is missing). */
export const puzzleRuns = (p: Pick<KakuroPuzzle, 'cells'>): Run[] =>
  runsOf(
    p.cells.map((row) => row.map((cell) => cell === null)),
    (r, c, across) => (across ? p.cells[r]?.[c]?.across : p.cells[r]?.[c]?.down) ?? 0,
  );

const clueValue = z.nullable(intIn(3, 45));

export const puzzleSchema = z
  .object({
    rows: intIn(3, MAX_SIDE),
    cols: intIn(3, MAX_SIDE),
    cells: z.array(z.array(z.nullable(z.strictObject({ across: clueValue, down: clueValue })))),
  })
  .check(z.superRefine((p, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path: ['cells', ...path], message });
    if (p.cells.length !== p.rows) return issue([], `must have ${p.rows} rows, not ${p.cells.length}`);
    for (const [r, row] of p.cells.entries()) if (row.length !== p.cols) return issue([r], `must have ${p.cols} cells, not ${row.length}`);
    const runs = puzzleRuns(p);
    // Each clue square's sums: where a run starts beside it, and only there.
    const starts = new Set(runs.map((run) => `${run.clue.join(',')},${run.across}`));
    p.cells.forEach((row, r) =>
      row.forEach((cell, c) => {
        for (const across of [true, false]) {
          const sum = across ? cell?.across : cell?.down;
          if (sum !== null && sum !== undefined && !starts.has(`${r},${c},${across}`)) issue([r, c, across ? 'across' : 'down'], `no ${across ? 'across' : 'down'} run starts beside this square, so it has no sum`);
        }
      }),
    );
    for (const run of runs) {
      const [r, c] = run.clue;
      const where = run.across ? 'across' : 'down';
      if (r < 0 || c < 0) {
        issue([run.cells[0]![0], run.cells[0]![1]], `a white square on the grid's ${run.across ? 'left' : 'top'} edge starts an ${where} run with no clue square`);
        continue;
      }
      const n = run.cells.length;
      if (n < 2 || n > MAX_RUN) issue([r, c, where], `its ${where} run is ${n} ${n === 1 ? 'square' : 'squares'} long; a run is 2 to ${MAX_RUN}`);
      else if (!run.total) issue([r, c, where], `an ${where} run of ${n} starts beside it but it has no ${where} sum`);
      else {
        const [lo, hi] = sumRange(n);
        if (run.total < lo || run.total > hi) issue([r, c, where], `${n} different digits add up to ${lo}–${hi}, not ${run.total}`);
      }
    }
  }));
export type KakuroPuzzle = z.output<typeof puzzleSchema>;

export const solutionSchema = z.object({ grid: z.array(z.array(z.nullable(intIn(1, 9)))) });
export type KakuroSolution = z.output<typeof solutionSchema>;
