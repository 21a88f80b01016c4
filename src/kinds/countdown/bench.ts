import { DIFFICULTIES, type Difficulty } from '../../engine/kind.ts';
import { deal } from './generate.ts';
import { kind as countdown } from './index.ts';
import { LARGE, SMALL } from './schema.ts';
import { Countdown } from './solver.ts';
import { Rng } from '../../engine/random.ts';
import { levelOf } from '../../engine/steps.ts';
import { type BenchRow, type KindBench, generationRow, row } from '../../../bench/lib.ts';
import type { KindSurvey } from '../../../bench/survey.ts';

const WARMUP = 20;
/** Games solved in full: dealt as on television (the classic mix), a target drawn from 101–999. */
const GAMES = 500;
const GENERATE_SEEDS = 200;

/** Every distinct solution of one game: the value table of all 63 subsets, then every expression for the target. */
function solveRow(): BenchRow {
  const game = (label: string) => {
    const rng = new Rng(label);
    return { numbers: deal(rng, undefined), target: rng.range(101, 999) };
  };
  for (let i = 1; i <= WARMUP; i++) {
    const { numbers, target } = game(`bench/warmup/${i}`);
    new Countdown(numbers).solutions(target);
  }
  const times: number[] = [];
  let found = 0;
  const start = performance.now();
  for (let i = 1; i <= GAMES; i++) {
    const { numbers, target } = game(`bench/${i}`);
    const t0 = performance.now();
    found += new Countdown(numbers).solutions(target).length;
    times.push(performance.now() - t0);
  }
  const what = `all solutions of a game (mean ${Math.round(found / GAMES)} each)`;
  return row('countdown', what, GAMES, times, performance.now() - start, { medianBelowMs: 10 });
}

/** Grading by method: every solution listed and classified, then the lowest level any reaches (levelOf, its four questions). */
function stepsRow(): BenchRow {
  const game = (label: string) => {
    const rng = new Rng(label);
    return { numbers: deal(rng, undefined), target: rng.range(101, 999) };
  };
  for (let i = 1; i <= WARMUP; i++) levelOf(countdown.stepper!, game(`bench/steps/warmup/${i}`));
  const times: number[] = [];
  const levels = [0, 0, 0, 0, 0];
  const start = performance.now();
  for (let i = 1; i <= GAMES; i++) {
    const puzzle = game(`bench/steps/${i}`);
    const t0 = performance.now();
    const found = levelOf(countdown.stepper!, puzzle);
    times.push(performance.now() - t0);
    levels[found?.level ?? 0]!++;
  }
  const what = `level of a game by its methods (levels 1–4: ${levels.slice(1).join(' / ')}, ${levels[0]} unsolvable)`;
  return row('countdown', what, GAMES, times, performance.now() - start, { medianBelowMs: 10 });
}

function generateRow(difficulty: Difficulty): BenchRow {
  const options = countdown.options.parse({});
  return generationRow({
    kind: 'countdown',
    what: `generate ${difficulty}`,
    options,
    difficulty,
    seeds: GENERATE_SEEDS,
    warmup: WARMUP,
    target: { medianBelowMs: 10 },
  });
}

/** Every distinct selection of six cards from the deck (two of each 1–10, one each of 25 50 75 100). */
export function selections(): number[][] {
  const kinds = [...SMALL, ...LARGE];
  const out: number[][] = [];
  const walk = (k: number, left: number, chosen: number[]) => {
    if (left === 0) {
      out.push(chosen);
      return;
    }
    if (k === kinds.length) return;
    for (let c = Math.min(left, kinds[k]! <= 10 ? 2 : 1); c >= 0; c--) walk(k + 1, left - c, [...chosen, ...Array<number>(c).fill(kinds[k]!)]);
  };
  walk(0, 6, []);
  return out;
}

/**
 * The survey: every selection's value table (the union over its 63 subsets), and the share of
 * selections × targets 101–999 that can be reached. The published figure is 91.21%.
 */
function surveyRow(): BenchRow {
  const all = selections();
  const times: number[] = [];
  let solvable = 0;
  const start = performance.now();
  for (const numbers of all) {
    const t0 = performance.now();
    const reached = new Uint8Array(1000);
    for (const set of new Countdown(numbers).values) if (set) for (const v of set) if (v >= 101 && v <= 999) reached[v] = 1;
    for (let t = 101; t <= 999; t++) solvable += reached[t]!;
    times.push(performance.now() - t0);
  }
  const share = ((solvable / (all.length * 899)) * 100).toFixed(2);
  return row('countdown', `survey: ${all.length} selections × 101–999, ${share}% solvable`, all.length, times, performance.now() - start);
}

export const bench: KindBench = {
  kind: 'countdown',
  run: () => [solveRow(), stepsRow(), ...DIFFICULTIES.map(generateRow), surveyRow()],
};

/** The sizes its bands are measured at (bench/bands.ts; docs/kinds/countdown.md), and its clues. */
export const survey: KindSurvey<'countdown'> = {
  cases: [
    { kind: 'countdown', label: 'classic', options: {}, seeds: 30 },
    { kind: 'countdown', label: '4 small cards, 10–50', options: { cards: 4, large: 0, target: [10, 50] }, seeds: 30 },
  ],
  clues: null,
};
