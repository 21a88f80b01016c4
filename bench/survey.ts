import { DIFFICULTIES, type Difficulty } from '../src/engine/kind.ts';
import { Rng } from '../src/engine/random.ts';
import { getKind, type KindName, type OptionsInputOf } from '../src/kinds/registry.ts';
import { rangeOf, type Step, type Stepper } from '../src/engine/steps.ts';
import { estimateSeconds } from '../src/archive/time.ts';

/**
 * What a band of a kind is like at one size, measured over many fresh puzzles: the figures
 * an author's ramp must see rise from easy to expert (score, steps, paper work) and the clues
 * it must not see rise. `npm run bench` prints these for docs/kinds, the tests hold each kind
 * to them on fresh seeds, and a kind's bounds are set from them.
 */

/** One size of a kind to measure every band at. */
export interface SurveyCase<K extends KindName = KindName> {
  kind: K;
  /** As a reader names the size: `9×9`, `5 digits`. */
  label: string;
  options: OptionsInputOf<K>;
  /** Puzzles a band, in `npm run bench`. */
  seeds: number;
}

/** A kind's clues as a reader counts them: what a harder band gives no more of. */
export interface Clues {
  /** `numbers given`, `guesses`. */
  name: string;
  of(grade: Record<string, unknown>, puzzle: unknown): number;
}

/** The medians of one band at one size. */
export interface BandFigures {
  difficulty: Difficulty;
  made: number;
  tried: number;
  score: number;
  /** The band's score range at this size, [lowest, below] (`bounds` of the first puzzle made). */
  range: [number, number] | null;
  steps: number;
  paper: number;
  clues: number | null;
  /**
   * Effort a person feels (issue 65), each a median: `left`, the answer's cells the easiest
   * techniques alone leave empty (the rest of the solve is the band's own work; null for a kind
   * whose answer is not written into cells, Countdown); `longest`, the most alternatives one
   * step writes out (the longest listing, or a case split's cases and their steps).
   */
  left: number | null;
  longest: number;
  /** The score as a time: points at about ten seconds each, with half a minute to read the puzzle. */
  minutes: number;
  /** The most common hardest technique's share of the band's puzzles: how much alike they are. */
  sameHardest: number;
  /** Milliseconds per puzzle made, failed seeds included. */
  ms: number;
  /** The kind refuses this band at this size (`PuzzleKind.refuses`): nothing was tried. */
  refused?: true;
}

/** The middle value (the lower of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** The puzzles of one band, from seeds `<prefix>/1` to `<prefix>/<seeds>`; null where a seed missed the band. */
export type BandMade = readonly ({ grade: unknown; puzzle: unknown } | null)[];

export function makeBand<K extends KindName>(c: SurveyCase<K>, difficulty: Difficulty, prefix: string, seeds = c.seeds): BandMade {
  const kind = getKind(c.kind);
  const options = kind.options.parse(c.options);
  return Array.from({ length: seeds }, (_, i) => kind.generate(new Rng(`${prefix}/${i + 1}`), options, difficulty));
}

/**
 * Makes `seeds` puzzles of each band (`<prefix>/<i>`, as a book's retries would not: a seed
 * that misses the band is counted, not replaced) and measures their medians. A test that
 * reads the puzzles themselves too passes `band`, so they are made once.
 */
export function surveyBands<K extends KindName>(
  c: SurveyCase<K>,
  clues: Clues | null,
  prefix: string,
  seeds = c.seeds,
  band: (difficulty: Difficulty) => BandMade = (difficulty) => makeBand(c, difficulty, prefix, seeds),
): BandFigures[] {
  const kind = getKind(c.kind);
  const options = kind.options.parse(c.options);
  return DIFFICULTIES.map((difficulty): BandFigures => {
    // A band the kind refuses at this size is a row of its own, with nothing tried.
    if (kind.refuses?.(options as never, difficulty)) {
      return { difficulty, made: 0, tried: 0, score: NaN, range: null, steps: NaN, paper: NaN, clues: null, left: null, longest: NaN, minutes: NaN, sameHardest: 0, ms: NaN, refused: true };
    }
    const grades: Record<string, unknown>[] = [];
    const puzzles: unknown[] = [];
    const start = performance.now();
    for (const made of band(difficulty)) {
      if (!made) continue;
      grades.push(made.grade as unknown as Record<string, unknown>);
      puzzles.push(made.puzzle);
    }
    const ms = (performance.now() - start) / Math.max(1, grades.length);
    const efforts = puzzles.map((puzzle, i) => effortOf(kind.stepper as Stepper<unknown>, puzzle, Number(grades[i]!.level)));
    const lefts = efforts.flatMap((e) => (e.left === null ? [] : [e.left]));
    const num = (key: string) => grades.map((g) => Number(g[key] ?? 0));
    const hardest = new Map<string, number>();
    for (const g of grades) hardest.set(String(g.hardest), (hardest.get(String(g.hardest)) ?? 0) + 1);
    const score = median(num('score'));
    return {
      difficulty,
      made: grades.length,
      tried: seeds,
      score,
      range: puzzles.length ? rangeOf(difficulty, kind.bounds(puzzles[0] as never)) : null,
      steps: median(num('steps')),
      paper: median(num('paper')),
      clues: clues ? median(grades.map((g, i) => clues.of(g, puzzles[i]))) : null,
      left: lefts.length ? median(lefts) : null,
      longest: median(efforts.map((e) => e.longest)),
      // What a reader takes, as the archive says it: the kind's own seconds (Word Search's a few a word), else the score at ten seconds a point.
      minutes: Math.round(median(grades.map((g) => kind.seconds?.(g as never) ?? estimateSeconds(Number(g.score)))) / 6) / 10,
      sameHardest: grades.length ? Math.max(...hardest.values()) / grades.length : 0,
      ms,
    };
  });
}

/**
 * One puzzle's effort: the cells its answer has written in by its whole log that the level-1
 * techniques alone leave empty (null where no step writes a value in a cell), and the most
 * alternatives any one step of its whole log writes out (`Step.paper`).
 */
export function effortOf(stepper: Stepper<unknown>, puzzle: unknown, level: number): { left: number | null; longest: number } {
  const full = stepper.steps(puzzle, level).steps;
  const placed = (steps: readonly Step[]) => steps.reduce((n, s) => n + s.place.length, 0);
  const all = placed(full);
  return { left: all === 0 ? null : all - placed(stepper.steps(puzzle, 1).steps), longest: Math.max(0, ...full.map((s) => s.paper ?? 0)) };
}

/** What a kind's bench module (`src/kinds/<kind>/bench.ts`) says its bands are measured at. */
export interface KindSurvey<K extends KindName = KindName> {
  cases: SurveyCase<K>[];
  clues: Clues | null;
}

const figure = (x: number | null, digits = 0) => (x === null || Number.isNaN(x) ? '—' : x.toFixed(digits));

/** The bands of each size as a Markdown table: what docs/kinds shows, and `bench/bands.ts` prints. */
export function bandsTable(survey: KindSurvey, measured: readonly { label: string; bands: BandFigures[] }[]): string {
  const clues = survey.clues ? ` ${survey.clues.name} |` : '';
  const head = `| size | band | range | made | score | steps | paper |${clues} left past the easiest | longest listing | minutes | ms each |`;
  const rule = `|---|---|---|---:|---:|---:|---:|${survey.clues ? '---:|' : ''}---:|---:|---:|---:|`;
  const range = (r: [number, number] | null) => (!r ? '—' : r[1] === Infinity ? `${r[0]}+` : `${r[0]}–${r[1]}`);
  const rows = measured.flatMap(({ label, bands }) =>
    bands.map(
      (b) =>
        `| ${label} | ${b.difficulty} | ${b.refused ? 'refused' : range(b.range)} | ${b.made}/${b.tried} | ${figure(b.score, 1)} | ${figure(b.steps)} | ${figure(b.paper)} |${survey.clues ? ` ${figure(b.clues)} |` : ''} ${figure(b.left)} | ${figure(b.longest)} | ${figure(b.minutes, 1)} | ${figure(b.ms, 1)} |`,
    ),
  );
  return [head, rule, ...rows].join('\n');
}
