/**
 * Sudoku: every band it makes at 9×9, 6×6 and 4×4, as a book makes them (proof and grade
 * included); the programs people use, timed on the same machine in the same run; an independent
 * grader's word on our bands; and the proof on published puzzles.
 *
 * Peers, where installed (Debian packages `qqwing` and `sgt-puzzles`; not in CI, where their rows
 * say "not installed" and our rows go untargeted):
 *  - qqwing: `qqwing --generate N --difficulty <level> --symmetry rotate180 --one-line`. Its
 *    levels are by the techniques its solver needed: simple (naked singles), easy (hidden
 *    singles), intermediate (pairs, pointing and box/line), expert (anything past those: it
 *    guessed). Rotational symmetry, as ours and Tatham's are by default.
 *  - Tatham's Solo: `sgt-solo --generate N 3x3d<t|b|i|a|e|u>` (trivial, basic, intermediate,
 *    advanced, extreme, unreasonable: its solver needed a guess, kept only if it then proved unique).
 * Each is timed as the CPU time of the child process (bash's `time`: user + system), N puzzles a
 * run, three runs, each in a clock second of its own (qqwing seeds its generator from the
 * second); a row gives the median run's CPU ms per puzzle, and puzzles per CPU second over all
 * runs. Our rows are generationRow's (wall time of one thread, failed seeds carried into the
 * next success); against the peers each 9×9 band is held by its CPU time (the process's, every
 * thread: the collector's too) over all its seeds, per puzzle made, which a busy machine does
 * not inflate as it does wall time.
 *
 * Which peer level is nearest to a band of ours:
 *  - qqwing: the level qqwing itself rates our band's puzzles (`--solve --stats`), on median;
 *    the band's target is CPU per puzzle at or under qqwing's for that level (the goal the
 *    bench was first set), but expert's (below).
 *  - Solo: easy ~ basic, medium ~ intermediate, hard ~ extreme, expert ~ unreasonable: issue 86
 *    puts our expert at the top of the ladder, where Solo's unreasonable is, and holds it to
 *    Solo's CPU per puzzle there (`sgt-solo --generate N 3x3du`, the same N, in the same run),
 *    its qqwing ratio still shown. Measured,
 *    not assumed: our own grader on Solo's puzzles (shown on Solo's rows: how many need our
 *    level 1, 2, 3, 4, or more than our ladder has) finds trivial and basic wholly singles,
 *    intermediate wholly our level 2, advanced still over 90% our level 2 (its "sets" are
 *    mostly the pairs of our medium), and extreme the only level with many of our levels 3
 *    and 4 (a quarter to a third of its puzzles each; the rest need more than our ladder has).
 * qqwing's own levels, by the same grader: simple and easy are our level 1, intermediate our
 * level 2, and of its expert puzzles about two in three need more than our ladder has (it
 * keeps whatever needed a guess), so "expert" there is not the job our hard and expert are.
 * Each peer row also spreads the level's puzzles over our bands (a band takes a puzzle at its
 * level whose score is in its range, `PuzzleKind.band`): issue 86 asks our ladder to separate
 * what qqwing calls expert.
 * Solo's extreme and unreasonable and qqwing's expert are also kept as a test fixture
 * (bench/sudoku-peers.ts): how many our ladder takes to the end is a test, not a row.
 */
import { existsSync, readFileSync } from 'node:fs';
import { DIFFICULTIES, type Difficulty } from '../../engine/kind.ts';
import { Rng } from '../../engine/random.ts';
import { kind as sudoku } from './index.ts';
import { BOXES, type SudokuPuzzle } from './schema.ts';
import { RUNGS, shapeFor } from './steps.ts';
import { Carver } from '../../engine/grid/carve.ts';
import { filledGrid } from '../../engine/grid/count.ts';
import { climbBoard } from '../../engine/grid/ladder.ts';
import { gridLevel } from '../../engine/grid/make.ts';
import { orbitsOf } from '../../engine/grid/remove.ts';
import { type BenchRow, generationRow, type KindBench, row, timeRuns } from '../../../bench/lib.ts';
import { absent as absentRow, type PeerTimes, peerRow as peerRowOf, program, run, timePeers } from '../../../bench/peers.ts';
import { soloLine } from '../../../bench/solo.ts';
import { type KindSurvey, median } from '../../../bench/survey.ts';

const KIND = 'sudoku';
const line = sudoku.line!;

interface GenerateCase {
  size: 4 | 6 | 9 | 12 | 16;
  difficulty: Difficulty;
  seeds: number;
  warmup: number;
}

/** Seeds a 9×9 band: the N of every peer run, and the puzzles qqwing rates. */
const N = 100;

/** Every band each size makes (those it refuses left out): 9×9, 12×12 and 16×16 all four, 6×6 easy, hard and expert, 4×4 easy. */
const CASES: GenerateCase[] = ([9, 6, 4, 12, 16] as const).flatMap((size) =>
  DIFFICULTIES.filter((d) => !sudoku.refuses?.(sudoku.options.parse({ size }), d)).map((difficulty) => ({
    size,
    difficulty,
    seeds: size === 9 ? N : size === 6 ? 40 : size === 12 ? 20 : size === 16 ? 10 : 100,
    warmup: size === 4 ? 10 : size === 16 ? 1 : 3,
  })),
);

/** A generation row, and the CPU ms of the process (every thread) per puzzle made, failed seeds included: what the peers are held to. */
function generateRow(c: GenerateCase): { row: BenchRow; cpuMs: number } {
  const options = sudoku.options.parse({ size: c.size });
  // The warm-up outside the CPU count (generationRow's own seeds `bench/warmup/…`).
  for (let i = 1; i <= c.warmup; i++) sudoku.generate(new Rng(`bench/warmup/${i}`), options, c.difficulty);
  const before = process.cpuUsage();
  const r = generationRow({ kind: KIND, what: `${c.size}×${c.size} ${c.difficulty}`, options, difficulty: c.difficulty, seeds: c.seeds, warmup: 0 });
  const used = process.cpuUsage(before);
  return { row: r, cpuMs: (used.user + used.system) / 1000 / Math.max(1, r.made) };
}

const absent = (what: string) => absentRow(KIND, what);

const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;

// ---------------------------------------------------------------------------------------------
// The peers' generators.

const QQWING_LEVELS = ['simple', 'easy', 'intermediate', 'expert'] as const;
type QqwingLevel = (typeof QQWING_LEVELS)[number];

const SOLO_LEVELS = { t: 'trivial', b: 'basic', i: 'intermediate', a: 'advanced', e: 'extreme', u: 'unreasonable' } as const;
type SoloLevel = keyof typeof SOLO_LEVELS;
/** Solo's level nearest each band of ours (see the head of this file). */
const SOLO_NEAREST: Record<Difficulty, SoloLevel> = { easy: 'b', medium: 'i', hard: 'e', expert: 'u' };

/**
 * Our grader on a peer's puzzles: how many need our level 1, 2, 3, 4, or more than our ladder
 * has; and how many fall in each of our bands (a puzzle at a band's level but outside its score
 * range is one our generator would throw away, and is in none).
 */
function ourLevels(lines: readonly string[]): string {
  const counts = [0, 0, 0, 0, 0];
  const bands = DIFFICULTIES.map(() => 0);
  for (const l of lines) {
    const puzzle = line.read(l);
    const grade = puzzle && sudoku.regrade(puzzle);
    counts[grade ? grade.level - 1 : 4]!++;
    const band = grade && sudoku.band(grade, puzzle);
    if (band) bands[DIFFICULTIES.indexOf(band)]!++;
  }
  return `our grader's levels 1/2/3/4/past: ${counts.join('/')}; in our bands easy/medium/hard/expert: ${bands.join('/')}`;
}

const peerRow = (what: string, t: PeerTimes) => peerRowOf(KIND, what, t, N);

// ---------------------------------------------------------------------------------------------
// qqwing's rating of our bands.

/** qqwing's levels, lowest first, as its `--stats` names them. */
const QQWING_RATED = ['Simple', 'Easy', 'Intermediate', 'Expert'] as const;

interface Rated {
  difficulty: Difficulty;
  /** Puzzles of each qqwing level, simplest first. */
  counts: number[];
  /** The median's index in QQWING_RATED. */
  median: number;
  row: BenchRow;
}

/**
 * Our 9×9 puzzles of each band (the generation rows' own seeds, so the very puzzles timed), each
 * graded again by us (the row's times) and rated by `qqwing --solve --stats`.
 */
function rateBands(qqwing: string): Rated[] {
  const options = sudoku.options.parse({ size: 9 });
  const rated: Rated[] = [];
  for (const difficulty of DIFFICULTIES) {
    const puzzles: SudokuPuzzle[] = [];
    for (let i = 1; i <= N; i++) {
      const made = sudoku.generate(new Rng(`bench/${i}`), options, difficulty);
      if (made) puzzles.push(made.puzzle);
    }
    let next = 0;
    const { times, totalMs } = timeRuns(() => void sudoku.regrade(puzzles[next++ % puzzles.length]!), 0, puzzles.length);
    const csv = run(qqwing, ['--solve', '--stats', '--csv', '--nosolution'], `${puzzles.map((p) => line.write(p)).join('\n')}\n`).out;
    const levels = csv
      .trim()
      .split('\n')
      .slice(1)
      .map((l) => QQWING_RATED.indexOf(l.split(',').filter(Boolean).at(-1) as (typeof QQWING_RATED)[number]));
    if (levels.length !== puzzles.length || levels.includes(-1)) throw new Error(`qqwing rated ${levels.length} of ${puzzles.length} 9×9 ${difficulty} puzzles: ${csv.slice(0, 300)}`);
    const counts = QQWING_RATED.map((_, k) => levels.filter((l) => l === k).length);
    const mid = median(levels);
    const r = row(KIND, '', N, times, totalMs);
    r.case = `9×9 ${difficulty} graded again (our ms); qqwing rates them ${counts.map((n, k) => `${QQWING_RATED[k]!.toLowerCase()} ${n}`).join(', ')}: median ${QQWING_RATED[mid]!.toLowerCase()}`;
    const below = rated.at(-1);
    if (below) {
      r.target = `qqwing median ≥ ${below.difficulty}'s`;
      r.met = mid >= below.median;
    }
    rated.push({ difficulty, counts, median: mid, row: r });
  }
  return rated;
}

// ---------------------------------------------------------------------------------------------
// The proof on published puzzles.

interface Published {
  name: string;
  givens: string;
  solutions: '1' | '2 or more';
  solution: string | null;
  about: string;
}

/** Three published 9×9 puzzles (bench/fixtures/sudoku.json, from the project's shared fixtures): two unique, one with several solutions. */
function publishedRows(): BenchRow[] {
  const { puzzles } = JSON.parse(readFileSync(new URL('../../../bench/fixtures/sudoku.json', import.meta.url), 'utf8')) as { puzzles: Published[] };
  return puzzles.map((p) => {
    const puzzle = line.read(p.givens);
    if (!puzzle) throw new Error(`${p.name} is not a line of 81 cells`);
    const unique = p.solutions === '1';
    const once = () => {
      const solved = sudoku.solve(puzzle, 2);
      const ok = unique ? solved.complete && solved.solutions.length === 1 && solved.solutions[0]!.grid.flat().join('') === p.solution : solved.complete && solved.solutions.length === 2;
      if (!ok) throw new Error(`the counter on ${p.name}: ${solved.solutions.length} solutions, complete ${solved.complete}; the fixture says ${p.solutions}`);
    };
    const runs = unique ? 200 : 5;
    const { times, totalMs } = timeRuns(once, unique ? 10 : 1, runs);
    const givens = puzzle.givens.flat().filter(Boolean).length;
    return row(KIND, `${unique ? 'prove unique' : 'refuse (2 solutions found)'}: ${p.name} (${givens} givens)`, runs, times, totalMs);
  });
}

/**
 * A published set of 17-clue puzzles, where bench/fixtures/sudoku-17.txt holds one (`#` lines
 * name its source, then a puzzle a line): each proved unique once, so the row's per s is the rate.
 * No package of the registries this project may use carries one, so none is stored yet.
 */
function seventeenRow(): BenchRow[] {
  const file = new URL('../../../bench/fixtures/sudoku-17.txt', import.meta.url);
  if (!existsSync(file)) return [];
  const text = readFileSync(file, 'utf8').split('\n');
  const source = text.find((l) => l.startsWith('#'))?.replace(/^#\s*/, '') ?? 'unnamed source';
  const puzzles = text
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => {
      const puzzle = line.read(l);
      if (!puzzle || puzzle.size !== 9) throw new Error(`sudoku-17.txt: not a 9×9 puzzle: ${l}`);
      return puzzle;
    });
  let next = 0;
  const once = () => {
    const k = next++ % puzzles.length;
    const solved = sudoku.solve(puzzles[k]!, 2);
    if (!solved.complete || solved.solutions.length !== 1) throw new Error(`17-clue puzzle ${k + 1}: ${solved.solutions.length} solutions, complete ${solved.complete}`);
  };
  const warmup = Math.min(20, puzzles.length);
  for (let i = 0; i < warmup; i++) once();
  next = 0;
  const { times, totalMs } = timeRuns(once, 0, puzzles.length);
  const givens = puzzles.map((p) => p.givens.flat().filter(Boolean).length);
  const [fewest, most] = [Math.min(...givens), Math.max(...givens)];
  const clues = fewest === most ? `${fewest}-clue` : `${fewest}–${most}-clue`;
  return [row(KIND, `prove unique: ${puzzles.length} published ${clues} puzzles, each once (${source})`, puzzles.length, times, totalMs)];
}

// ---------------------------------------------------------------------------------------------

/**
 * What the ladder reaches: full grids carved as far as the whole ladder allows (the kit's
 * `Carver`, level 4, rotational), and which level each then needs, with the hardest technique of
 * those past singles. It is what the bands, their levels and the refusals rest on (a 4×4 is
 * always singles; a 6×6 past singles almost never needs only medium's techniques); the figures
 * in docs/kinds/sudoku.md are these rows'.
 */
function reachRows(): BenchRow[] {
  return ([9, 6, 4, 12, 16] as const).map((size) => {
    // A 16×16 carved with the whole ladder takes about a quarter of a second.
    const grids = size === 9 ? 1500 : size === 12 ? 500 : size === 16 ? 100 : 2000;
    const shape = shapeFor(size, BOXES[size]);
    const carver = new Carver(shape, RUNGS);
    const orbits = orbitsOf(size, size, 'rotational');
    const rng = new Rng(`bench/reach/${size}`);
    const levels = [0, 0, 0, 0, 0];
    let unfilled = 0;
    const hardest = new Map<string, number>();
    const order = RUNGS.map((r) => r.technique.key);
    const { times, totalMs } = timeRuns(
      () => {
        // A random fill can run out of its budget (a 12×12 now and then): no grid, as the generator skips it.
        const full = filledGrid(shape, rng, carver.counter);
        if (!full) return void unfilled++;
        const givens = carver.carve(full, orbits, rng, 4);
        const level = gridLevel(carver.board, RUNGS, givens);
        levels[level ?? 0]!++;
        if (!level || level === 1) return;
        const used = new Set(climbBoard(carver.board.reset(givens), RUNGS, level, false).steps.map((step) => step.technique));
        const top = [...used].sort((a, b) => order.indexOf(b) - order.indexOf(a))[0]!;
        hardest.set(top, (hardest.get(top) ?? 0) + 1);
      },
      0,
      grids,
    );
    const most = [...hardest].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', ');
    const lost = unfilled ? ` (${unfilled} random fills out of budget, skipped)` : '';
    return row(KIND, `${size}×${size} reach: ${grids} grids carved with the whole ladder need levels 1/2/3/4 ${levels.slice(1).join('/')}${lost}; hardest past singles: ${most || 'none'}`, grids, times, totalMs);
  });
}

function rows(): BenchRow[] {
  const generated = CASES.map(generateRow);
  const ours9 = new Map(DIFFICULTIES.map((d) => [d, generated.find((g) => g.row.case === `9×9 ${d}`)!]));
  const out: BenchRow[] = [...generated.map((g) => g.row), ...reachRows()];

  const qqwing = program('qqwing');
  const solo = program('sgt-solo', '/usr/games/sgt-solo');

  // A peer that is missing, or that answers in a form this does not read, is a row saying so,
  // never a failed bench.
  let rated: Rated[] = [];
  let qqTimes: Map<QqwingLevel, PeerTimes> | null = null;
  if (!qqwing) out.push(absent('qqwing: not installed (Debian package qqwing): no rating of our bands, no peer times, 9×9 rows untargeted'));
  else {
    try {
      const version = run(qqwing, ['--version']).out.trim();
      rated = rateBands(qqwing);
      qqTimes = timePeers(QQWING_LEVELS, qqwing, (level) => ['--generate', String(N), '--difficulty', level, '--symmetry', 'rotate180', '--one-line'], (o) => o.split('\n').filter((l) => /^[.0-9]{81}$/.test(l)));
      out.push(...rated.map((r) => r.row));
      for (const level of QQWING_LEVELS) {
        const t = qqTimes.get(level)!;
        out.push(peerRow(`${version} --generate ${N} --difficulty ${level}, CPU; ${ourLevels(t.lines)}`, t));
      }
    } catch (error) {
      [rated, qqTimes] = [[], null];
      out.push(absent(`qqwing: failed (${String(error).slice(0, 120)}): 9×9 rows untargeted`));
    }
  }

  let soloTimes: Map<SoloLevel, PeerTimes> | null = null;
  if (!solo) out.push(absent('solo: not installed (Debian package sgt-puzzles): no peer times'));
  else {
    try {
      const version = /Version (\S+)/.exec(run(solo, ['--version']).out)?.[1] ?? '';
      soloTimes = timePeers(Object.keys(SOLO_LEVELS) as SoloLevel[], solo, (level) => ['--generate', String(N), `3x3d${level}`], (o) => o.split('\n').filter((l) => l.startsWith('3x3:')).map(soloLine));
      for (const [level, name] of Object.entries(SOLO_LEVELS) as [SoloLevel, string][]) {
        const t = soloTimes.get(level)!;
        out.push(peerRow(`solo ${version} --generate ${N} 3x3d${level} (${name}), CPU; ${ourLevels(t.lines)}`, t));
      }
    } catch (error) {
      soloTimes = null;
      out.push(absent(`solo: failed (${String(error).slice(0, 120)})`));
    }
  }

  // Our 9×9 bands against the peers' nearest levels, CPU against CPU (each side's total over the
  // puzzles it made, its failed tries included): the ratio ours ÷ theirs, and the goal, ours at
  // or under qqwing's; expert's at or under Solo's unreasonable (issue 86), where Solo ran.
  const cpuEach = (t: PeerTimes) => t.totalMs / Math.max(1, t.made);
  for (const difficulty of DIFFICULTIES) {
    const { row: ours, cpuMs } = ours9.get(difficulty)!;
    const notes: string[] = [];
    const level = rated.find((r) => r.difficulty === difficulty);
    if (level && qqTimes) {
      const name = QQWING_LEVELS[level.median]!;
      const theirs = round(cpuEach(qqTimes.get(name)!));
      notes.push(`÷ qqwing ${name} ${(cpuMs / theirs).toFixed(2)}`);
      ours.target = `CPU ≤ ${theirs} ms (qqwing ${name})`;
      ours.met = cpuMs <= theirs;
    }
    if (soloTimes) {
      const nearest = SOLO_NEAREST[difficulty];
      const theirs = round(cpuEach(soloTimes.get(nearest)!));
      notes.push(`÷ solo ${SOLO_LEVELS[nearest]} ${(cpuMs / theirs).toFixed(2)}`);
      if (difficulty === 'expert') {
        ours.target = `CPU ≤ ${theirs} ms (solo ${SOLO_LEVELS[nearest]})`;
        ours.met = cpuMs <= theirs;
      }
    }
    if (notes.length) ours.case += ` (CPU ${cpuMs.toFixed(2)} ms a puzzle; ${notes.join(', ')})`;
  }

  out.push(...publishedRows(), ...seventeenRow());
  return out;
}

export const bench: KindBench = { kind: KIND, run: rows };

/**
 * The sizes its bands are measured at (bench/bands.ts; docs/kinds/sudoku.md) and its clues, the
 * digits given. A 4×4 makes only easy and a 6×6 no medium (`refuses`): their other bands are
 * tried all the same by `surveyBands`, and come out made 0 (or a stray few) of 30.
 */
export const survey: KindSurvey<'sudoku'> = {
  cases: [
    { kind: 'sudoku', label: '9×9', options: { size: 9 }, seeds: 30 },
    { kind: 'sudoku', label: '6×6', options: { size: 6 }, seeds: 30 },
    { kind: 'sudoku', label: '4×4', options: { size: 4 }, seeds: 30 },
    { kind: 'sudoku', label: '12×12', options: { size: 12 }, seeds: 30 },
    { kind: 'sudoku', label: '16×16', options: { size: 16 }, seeds: 30 },
  ],
  clues: { name: 'digits given', of: (grade) => Number(grade.givens) },
};
