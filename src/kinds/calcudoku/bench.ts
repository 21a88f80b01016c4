/**
 * Calcudoku: every band it makes at 4×4 (with `+` and `−` only, a class's worksheet), 6×6 and
 * 9×9, as a book makes them (proof and grade included), beside Tatham's Keen, the cage puzzle of
 * his collection, timed on the same machine in the same run where it is installed (Debian
 * package `sgt-puzzles`; not in CI, where its rows say "not installed" and ours go untargeted):
 * `sgt-keen --generate N <size>d<level>`, levels e (easy), n (normal), h (hard), x (extreme).
 * Keen's "unreasonable" is left out: it keeps puzzles its solver needs to guess at.
 *
 * Keen's levels are not ours, so what a band is held to is measured, not assumed: our grader
 * reads Keen's puzzles (bench/keen.ts) and gives each our level (shown on Keen's rows: how many
 * need our level 1, 2, 3, 4, or more than our ladder has, and how many fall in each of our
 * bands: at the band's level with its score in the band's range, as our generator keeps them).
 * Keen's cost of a puzzle in a band is then its CPU per puzzle at one of its levels divided by
 * the share of that level's puzzles in the band, the least over its levels: what Keen spends,
 * run as it is, to hand over one puzzle our band would take (at 6×6 its extreme is our level 3
 * nineteen times in twenty, but half of those score outside our hard's range; it is our expert
 * about one time in a hundred). Each band's goal is CPU per puzzle made (failed seeds included,
 * the process's, every thread) at or under that, both sides timed as in src/kinds/sudoku/bench.ts, over as
 * many puzzles as Keen's run of that size makes. Ours is timed once the band has run a second of
 * CPU and at least as many puzzles (`generateRow`), and the first puzzles' figure is shown beside
 * it: they pay for V8's compiling of the generator (Keen's compiling was gcc's, before its run),
 * which at 4×4 is more than the making.
 */
import { DIFFICULTIES, type Difficulty } from '../../engine/kind.ts';
import { Rng } from '../../engine/random.ts';
import { kind as calcudoku } from './index.ts';
import { keenPuzzle } from '../../../bench/keen.ts';
import { type BenchRow, generationRow, type KindBench } from '../../../bench/lib.ts';
import { absent, type PeerTimes, peerRow, program, run, timePeers } from '../../../bench/peers.ts';
import type { KindSurvey } from '../../../bench/survey.ts';

const KIND = 'calcudoku';

interface GenerateCase {
  size: 4 | 6 | 9;
  ops: string;
  difficulty: Difficulty;
  seeds: number;
}

/**
 * Puzzles a Keen run makes, by size, and our runs beside it: enough that both sides run near
 * their pace (a 4×4 is a fifth of a millisecond of Keen's, so a hundred are mostly its start-up
 * and our compiling), no more than a bench run can wait for (a 6×6 expert is a tenth of a second
 * of ours, a 9×9 extreme a tenth of Keen's).
 */
const N: Record<GenerateCase['size'], number> = { 4: 1000, 6: 150, 9: 20 };

/** Every band each size makes, with every operation, as Keen's puzzles have; and a class's 4×4 of sums and differences (Keen has no such mode: untargeted). */
const CASES: GenerateCase[] = [
  { size: 4, ops: '+-', difficulty: 'easy', seeds: 40 },
  ...([4, 6, 9] as const).flatMap((size) =>
    DIFFICULTIES.filter((d) => !calcudoku.refuses?.(calcudoku.options.parse({ size }), d)).map((difficulty) => ({ size, ops: '+-*/', difficulty, seeds: N[size] })),
  ),
];

/** CPU a band runs before it is timed: V8 compiles a generator's functions as they grow hot, which takes about this long (measured: a 4×4's per-puzzle functions reach the top tier after some 1,500 puzzles, 0.3 s). */
const WARM_MS = 1000;

/**
 * A generation row, and the CPU ms of the process per puzzle made, failed seeds included: what
 * Keen is held to. The timed run follows a first run of other seeds, as many as it times, at least
 * `seeds` and `WARM_MS` of CPU: in it V8 compiles the generator, which at 4×4 is more than the making,
 * as gcc's compiling of Keen is none of Keen's run. Its first `seeds` seeds' CPU a puzzle
 * (`firstMs`) is shown beside the row: what a fresh process pays for so few.
 */
function generateRow(c: GenerateCase): { row: BenchRow; cpuMs: number; firstMs: number } {
  const options = calcudoku.options.parse({ size: c.size, ops: c.ops });
  const cpu = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  const start = cpu();
  let [firstMade, firstMs] = [0, 0];
  let i = 0;
  while (i < c.seeds || cpu() - start < WARM_MS) {
    i++;
    if (calcudoku.generate(new Rng(`bench/first/${i}`), options, c.difficulty) && i <= c.seeds) firstMade++;
    if (i === c.seeds) firstMs = (cpu() - start) / Math.max(1, firstMade);
  }
  // The timed run is as long as the first, in seeds: a second of CPU at the least, so that a
  // collection or a late compile is a small part of it.
  const before = cpu();
  const r = generationRow({ kind: KIND, what: `${c.size}×${c.size} ${c.ops} ${c.difficulty}`, options, difficulty: c.difficulty, seeds: i, warmup: 0 });
  return { row: r, cpuMs: (cpu() - before) / Math.max(1, r.made), firstMs };
}

const KEEN_LEVELS = { e: 'easy', n: 'normal', h: 'hard', x: 'extreme' } as const;
type KeenLevel = keyof typeof KEEN_LEVELS;

/**
 * Our grader on each of Keen's puzzles: counts of our levels 1 to 4 and past our ladder, and of
 * our bands easy to expert. A band takes a puzzle at its level whose score is in its range too
 * (`PuzzleKind.band`), so a puzzle at a band's level but outside its range is one our generator
 * would have thrown away, and is not counted as Keen's puzzle of that band.
 */
function ourLevels(lines: readonly string[]): { counts: number[]; bands: number[] } {
  const graded = lines.map((l) => {
    const puzzle = keenPuzzle(l);
    const grade = calcudoku.regrade(puzzle);
    return { level: grade?.level ?? 5, band: grade ? calcudoku.band(grade, puzzle) : null };
  });
  return {
    counts: [1, 2, 3, 4, 5].map((k) => graded.filter((g) => g.level === k).length),
    bands: DIFFICULTIES.map((d) => graded.filter((g) => g.band === d).length),
  };
}

function rows(): BenchRow[] {
  const generated = CASES.map((c) => ({ c, ...generateRow(c) }));
  const out = generated.map((g) => g.row);
  const keen = program('sgt-keen', '/usr/games/sgt-keen');
  if (!keen) return [...out, absent(KIND, 'keen: not installed (Debian package sgt-puzzles): no peer times, rows untargeted')];
  const round = (x: number) => Math.round(x * 100) / 100;
  try {
    const version = /Version (\S+)/.exec(run(keen, ['--version']).out)?.[1] ?? '';
    for (const size of [4, 6, 9] as const) {
      const levels = (Object.keys(KEEN_LEVELS) as KeenLevel[]).filter((l) => size > 3 || l !== 'x');
      const times: Map<KeenLevel, PeerTimes> = timePeers(levels, keen, (level) => ['--generate', String(N[size]), `${size}d${level}`], (o) => o.split('\n').filter((l) => l.startsWith(`${size}:`)));
      const graded = new Map(levels.map((l) => [l, ourLevels(times.get(l)!.lines)]));
      for (const level of levels) {
        const { counts, bands } = graded.get(level)!;
        out.push(peerRow(KIND, `keen ${version} --generate ${N[size]} ${size}d${level} (${KEEN_LEVELS[level]}), CPU; our grader's levels 1/2/3/4/past: ${counts.join('/')}; in our bands easy/medium/hard/expert: ${bands.join('/')}`, times.get(level)!, N[size]));
      }
      // Each of our bands at this size against Keen's cost of a puzzle at its level, CPU against CPU.
      for (const { c, row, cpuMs, firstMs } of generated.filter((g) => g.c.size === size && g.c.ops === '+-*/')) {
        const want = DIFFICULTIES.indexOf(c.difficulty) + 1;
        const costs = levels.flatMap((l) => {
          const t = times.get(l)!;
          const share = graded.get(l)!.bands[want - 1]! / Math.max(1, t.made);
          return share > 0 ? [{ level: l, share, ms: t.totalMs / Math.max(1, t.made) / share }] : [];
        });
        const best = costs.sort((a, b) => a.ms - b.ms)[0];
        if (!best) {
          row.case += `; keen made no puzzle of our ${c.difficulty} at ${size}×${size}`;
          continue;
        }
        const theirs = round(best.ms);
        row.case += `; ÷ keen at our band (${size}d${best.level}, ${Math.round(best.share * 100)}% of its puzzles) ${(cpuMs / theirs).toFixed(2)}, its first ${c.seeds} ${(firstMs / theirs).toFixed(2)}`;
        row.target = `CPU ≤ ${theirs} ms (keen ${size}d${best.level})`;
        row.met = cpuMs <= theirs;
      }
    }
  } catch (error) {
    out.push(absent(KIND, `keen: failed (${String(error).slice(0, 120)}): rows untargeted`));
  }
  return out;
}

export const bench: KindBench = { kind: KIND, run: rows };

/** The sizes its bands are measured at (bench/bands.ts; docs/kinds/calcudoku.md), every size from 4 to 9 (a 3×3 is only ever easy), and its clues, the cages. */
export const survey: KindSurvey<'calcudoku'> = {
  cases: [4, 5, 6, 7, 8, 9].map((size) => ({ kind: 'calcudoku' as const, label: `${size}×${size}`, options: { size }, seeds: 24 })),
  // A harder band has fewer, larger cages: fewer clues.
  clues: { name: 'cages', of: (grade) => Number(grade.cages) },
};
