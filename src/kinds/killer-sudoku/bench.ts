/**
 * Killer Sudoku's bench (issue 88): each band at 6×6 and 9×9 beside the Sudoku generator's own at
 * the same size and band, process to process (`puzzlebook generate <kind> --count N`, CPU of the
 * whole process, start-up included), in one run; a band Sudoku refuses is a row saying so. Killer's
 * warm time in this process is a row beside them.
 */
import { DIFFICULTIES, type Difficulty } from '../../engine/kind.ts';
import { Rng } from '../../engine/random.ts';
import { kind as killer } from './index.ts';
import { type BenchRow, type KindBench, row } from '../../../bench/lib.ts';
import { absent, peerRow, timePeers } from '../../../bench/peers.ts';
import { installedBin } from '../../../bench/process.ts';
import type { KindSurvey } from '../../../bench/survey.ts';

const KIND = 'killer-sudoku';
/** Puzzles a band in this process, and a whole process's count, by size: a 9×9 expert takes some seconds. */
const [SEEDS, COUNT]: Record<number, number>[] = [{ 6: 12, 9: 6 }, { 6: 10, 9: 4 }];
const cpuMs = () => (process.cpuUsage().user + process.cpuUsage().system) / 1000;
/** Killer's band made in this process, after three of warm-up: CPU per puzzle made (a seed given up carried into the next). */
function warm(size: number, difficulty: Difficulty): BenchRow {
  const options = killer.options.parse({ size });
  for (let i = 1; i <= 3; i++) killer.generate(new Rng(`bench/warmup/${i}`), options, difficulty);
  const [times, start] = [[] as number[], cpuMs()];
  let carried = 0;
  for (let i = 1; i <= SEEDS[size]!; i++) {
    const t0 = cpuMs();
    const made = killer.generate(new Rng(`bench/${size}/${difficulty}/${i}`), options, difficulty);
    carried += cpuMs() - t0;
    if (made) times.push(carried), (carried = 0);
  }
  return row(KIND, `${size}×${size} ${difficulty}, Killer Sudoku, CPU in process (warm)`, SEEDS[size]!, times, cpuMs() - start);
}
function rows(): BenchRow[] {
  const out: BenchRow[] = [];
  const cli = installedBin();
  for (const size of [6, 9]) {
    for (const difficulty of DIFFICULTIES.filter((d) => !killer.refuses?.(killer.options.parse({ size }), d))) {
      out.push(warm(size, difficulty));
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
/** The sizes its bands are measured at (bench/bands.ts; docs/kinds/killer-sudoku.md), and its clues, the cages (fewer, larger ones at a harder band). */
export const survey: KindSurvey<'killer-sudoku'> = {
  cases: [{ kind: KIND, label: '6×6', options: { size: 6 }, seeds: 24 }, { kind: KIND, label: '9×9', options: { size: 9 }, seeds: 12 }],
  clues: { name: 'cages', of: (grade) => Number(grade.cages) },
};
