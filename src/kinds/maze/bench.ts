/**
 * Mazes: every band made at 12×12 (the default) and 40×40, the issue's measure (a 40×40 maze
 * proved, `waysBetween` through `solve`, and graded, the walker's `measure`, in under 10 ms of
 * CPU), and a 100-maze book built end to end by `puzzlebook build` in a process of its own.
 *
 * Timed by CPU (the process's, every thread), which a busy machine does not inflate as it does
 * wall time. A generation row's case gives the medians of what the walker measured of the
 * mazes it made (the way's squares, the squares walked, the deepest wrong turn), beside the
 * bands' table the survey writes into docs/kinds/maze.md.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DIFFICULTIES, type Difficulty } from '../../engine/kind.ts';
import { Rng } from '../../engine/random.ts';
import { grading, type MazeGrade } from './grade.ts';
import { kind as maze } from './index.ts';
import type { MazePuzzle } from './schema.ts';
import { measure } from '../../../bench/curve/measure.ts';
import { type BenchRow, type KindBench, row } from '../../../bench/lib.ts';
import { median, type KindSurvey } from '../../../bench/survey.ts';

const KIND = 'maze';
const WARMUP = 5;

/** CPU milliseconds the process has spent, every thread. */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** Mazes of a band made from seeds `bench/<size>/<band>/1…`, each with the CPU it took (a seed given up carried into the next). */
function makeBand(size: number, difficulty: Difficulty, seeds: number): { made: { puzzle: MazePuzzle; grade: MazeGrade }[]; times: number[]; totalMs: number } {
  const options = maze.options.parse({ size });
  for (let i = 1; i <= WARMUP; i++) maze.generate(new Rng(`bench/warmup/${i}`), options, difficulty);
  const made: { puzzle: MazePuzzle; grade: MazeGrade }[] = [];
  const times: number[] = [];
  let carried = 0;
  const start = cpuMs();
  for (let i = 1; i <= seeds; i++) {
    const t0 = cpuMs();
    const m = maze.generate(new Rng(`bench/${size}/${difficulty}/${i}`), options, difficulty);
    const ms = cpuMs() - t0;
    if (!m) {
      carried += ms;
      continue;
    }
    times.push(carried + ms);
    carried = 0;
    made.push({ puzzle: m.puzzle, grade: m.grade });
  }
  return { made, times, totalMs: cpuMs() - start };
}

/** A band at a size, made: CPU per maze, and the medians of what the walker measured. */
function generationRow(size: number, difficulty: Difficulty, seeds: number): { row: BenchRow; puzzles: MazePuzzle[] } {
  const { made, times, totalMs } = makeBand(size, difficulty, seeds);
  const of = (key: 'way' | 'walked' | 'deepest') => median(made.map((m) => m.grade[key]));
  const what = `${size}×${size} ${difficulty}, CPU (medians: way ${of('way')}, walked ${of('walked')}, deepest ${of('deepest')})`;
  return { row: row(KIND, what, seeds, times, totalMs), puzzles: made.map((m) => m.puzzle) };
}

/**
 * The measure: each 40×40 maze, read afresh from its record (no board or walk kept from
 * its making), proved the only way through and graded by the walker, in CPU ms.
 */
function proofRow(puzzles: readonly MazePuzzle[]): BenchRow {
  const once = (puzzle: MazePuzzle) => {
    const record = structuredClone(puzzle);
    const t0 = cpuMs();
    const solved = maze.solve(record, 2);
    const grade = grading.measure(record);
    const ms = cpuMs() - t0;
    if (!solved.complete || solved.solutions.length !== 1 || !grade) throw new Error('a 40×40 maze made did not prove or grade');
    return ms;
  };
  for (const p of puzzles.slice(0, WARMUP)) once(p);
  const start = cpuMs();
  const times = puzzles.map(once);
  return row(KIND, `40×40 proved (waysBetween) and graded (measure), CPU, every band`, puzzles.length, times, cpuMs() - start, { medianBelowMs: 10 });
}

/** The book: one section of 100 mazes at its defaults (12×12 medium), built as a user builds it, CPU of the command's process. */
async function bookRow(): Promise<BenchRow> {
  const scratch = mkdtempSync(join(tmpdir(), 'puzzlebook-maze-bench-'));
  try {
    const spec = join(scratch, 'mazes.json');
    writeFileSync(spec, JSON.stringify({ title: 'Maze Bench', seed: 'bench', sections: [{ kind: KIND, count: 100 }] }));
    const run = await measure(['build', spec, '--out', join(scratch, 'out'), '--jobs', '2'], 10 * 60_000);
    if (!run.ok || run.cpuS === null) throw new Error(`the maze book did not build: ${run.failure}\n${run.tail}`);
    const ms = run.cpuS * 1000;
    return { ...row(KIND, `a book of 100 (12×12 medium), PDF and key: puzzlebook build --jobs 2, CPU of its process (wall ${run.wallS.toFixed(1)} s)`, 1, [ms], ms), peakGB: run.peakGB };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

export const bench: KindBench = {
  kind: KIND,
  async run() {
    const small = DIFFICULTIES.map((d) => generationRow(12, d, 100).row);
    const large = DIFFICULTIES.map((d) => generationRow(40, d, 25));
    return [...small, ...large.map((l) => l.row), proofRow(large.flatMap((l) => l.puzzles)), await bookRow()];
  },
};

/**
 * The sizes its bands are measured at (bench/bands.ts; docs/kinds/maze.md): a small child's
 * 8×8, the default 12×12, and 20×20 to 40×40, the large print and book sizes. A maze gives no
 * clues: its walls are the whole puzzle.
 */
export const survey: KindSurvey<'maze'> = {
  cases: [8, 12, 20, 30, 40].map((size) => ({ kind: KIND, label: `${size}×${size}`, options: { size }, seeds: 30 })),
  clues: null,
};
