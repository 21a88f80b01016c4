/**
 * Killer Sudoku's bench (issue 88): each band made at 6×6 and 9×9 beside the Sudoku generator's
 * own time at the same size and band, process to process, CPU against CPU, in one run:
 * `puzzlebook generate <kind> --count N` as a process of its own, start-up included, per puzzle
 * (`bench/peers.ts` times a child's CPU), Killer's and Sudoku's runs interleaved. A band Sudoku
 * refuses at a size (a 6×6 medium or expert) is a row saying so. Killer's warm time, in this
 * process after a few puzzles of warm-up, is a row of its own beside them.
 */
import { join } from 'node:path';
import { DIFFICULTIES, type Difficulty } from '../../engine/kind.ts';
import { Rng } from '../../engine/random.ts';
import { kind as killer } from './index.ts';
import { type BenchRow, type KindBench, row } from '../../../bench/lib.ts';
import { absent, peerRow, timePeers } from '../../../bench/peers.ts';
import type { KindSurvey } from '../../../bench/survey.ts';

const KIND = 'killer-sudoku';
const WARMUP = 3;
/** Puzzles a band in-process, and a whole process's count, by size: a 9×9 expert takes some seconds. */
const SEEDS: Record<number, number> = { 6: 12, 9: 6 };
const COUNT: Record<number, number> = { 6: 10, 9: 4 };

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** Killer's band made in this process: CPU per puzzle made (seeds given up carried into the next). */
function warm(size: number, difficulty: Difficulty, seeds: number): BenchRow {
  const options = killer.options.parse({ size });
  for (let i = 1; i <= WARMUP; i++) killer.generate(new Rng(`bench/warmup/${i}`), options, difficulty);
  const times: number[] = [];
  let carried = 0;
  const start = cpuMs();
  for (let i = 1; i <= seeds; i++) {
    const t0 = cpuMs();
    const made = killer.generate(new Rng(`bench/${size}/${difficulty}/${i}`), options, difficulty);
    carried += cpuMs() - t0;
    if (made) times.push(carried), (carried = 0);
  }
  return row(KIND, `${size}×${size} ${difficulty}, Killer Sudoku, CPU in process (warm)`, seeds, times, cpuMs() - start);
}

function rows(): BenchRow[] {
  const out: BenchRow[] = [];
  const cli = join(import.meta.dirname, '../../../bin/puzzlebook.js');
  for (const size of [6, 9]) {
    for (const difficulty of DIFFICULTIES) {
      out.push(warm(size, difficulty, SEEDS[size]!));
      // Whole processes, as a user pays: the command making `COUNT` puzzles of each kind, start-up included.
      for (const name of [KIND, 'sudoku']) {
        const what = `${size}×${size} ${difficulty}, ${name === KIND ? 'Killer Sudoku' : "Sudoku's generator"}, whole process of ${COUNT[size]}`;
        try {
          const [t] = timePeers([difficulty], process.execPath, (d) => [cli, 'generate', name, '--size', String(size), '--difficulty', d, '--count', String(COUNT[size]), '--json'], (o) => (JSON.parse(o) as unknown[]).map(String)).values();
          out.push(peerRow(KIND, what, t!, COUNT[size]!));
        } catch (error) {
          out.push(absent(KIND, `${what}: ${/refus|no medium|no expert/i.test(String(error)) ? 'refused at this size' : `failed (${String(error).slice(0, 120)})`}`));
        }
      }
    }
  }
  return out;
}

export const bench: KindBench = { kind: KIND, run: rows };

/** The sizes its bands are measured at (bench/bands.ts; docs/kinds/killer-sudoku.md), and its clues, the cages. */
export const survey: KindSurvey<'killer-sudoku'> = {
  cases: [
    { kind: 'killer-sudoku', label: '6×6', options: { size: 6 }, seeds: 24 },
    { kind: 'killer-sudoku', label: '9×9', options: { size: 9 }, seeds: 12 },
  ],
  // A harder band has fewer, larger cages: fewer clues.
  clues: { name: 'cages', of: (grade) => Number(grade.cages) },
};
