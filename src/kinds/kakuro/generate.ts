import { spend } from '../../engine/budget.ts';
import { rangeMask } from '../../engine/grid/bits.ts';
import { Board } from '../../engine/grid/board.ts';
import { GridCounter } from '../../engine/grid/count.ts';
import { gridLevel } from '../../engine/grid/make.ts';
import { shapeOf } from '../../engine/grid/shape.ts';
import { setsOf } from '../../engine/grid/sums.ts';
import { rectangleSwap } from '../../engine/grid/swaps.ts';
import { DIFFICULTIES, type Difficulty, type Made } from '../../engine/kind.ts';
import type { Rng } from '../../engine/random.ts';
import { stepsAt, TOP_STEPS } from '../../engine/steps.ts';
import { grading, type KakuroGrade, measure } from './grade.ts';
import { drawLayout, type Layout, type LayoutAim, tryBlacken } from './layout.ts';
import { type KakuroOptions, type KakuroPuzzle, type KakuroSolution, type Run, runsOf } from './schema.ts';
import { groupsOf, RUNGS, shapeFrom, stepper } from './steps.ts';

/** The counted work the proof of one fill may take: a unique 12×12 takes well under a million. */
export const PROOF_BUDGET = 20_000_000;

/** Repairs of a fill (a square made black, or given another digit) before a new pattern is drawn. */
const REPAIRS = 60;
/** Fills of a run drawn to tighten a fill, the one whose sums have the fewest combinations kept. */
const CHOICES = 4;
/** How much more combinations (as a log) a repair's sums may have than the fewest, so that repairs do not cycle. */
const SLACK = 1;

/**
 * The pattern a size is drawn to: about two thirds white at first, repairs taking it to no less
 * than about half (`floor`); runs of at most 4 up to 7×7 (a child's 5×5 is all runs of 2 to 4), 6
 * up to 9×9, 7 past that: longer runs have more combinations, and more answers to repair.
 */
export function aimOf(rows: number, cols: number, rng: Rng): LayoutAim {
  const side = Math.max(rows, cols);
  if (side <= 5) return { white: 0.7, longest: 4, floor: 0.55 };
  return { white: 0.64 + rng.int(8) / 100, longest: side <= 7 ? 4 : side <= 9 ? 6 : 7, floor: 0.52 };
}

/** The runs' sums from a fill (the digits of each square, row by row). */
const withTotals = (runs: readonly Run[], fill: ArrayLike<number>, cols: number): Run[] =>
  runs.map((run) => ({ ...run, total: run.cells.reduce((sum, [r, c]) => sum + fill[r * cols + c]!, 0) }));

/** The puzzle and answer of a pattern and its fill. */
export function recordOf(layout: Layout, runs: readonly Run[]): KakuroPuzzle {
  const cells = layout.map((row) => row.map((w) => (w ? null : { across: null as number | null, down: null as number | null })));
  for (const run of runs) cells[run.clue[0]]![run.clue[1]]![run.across ? 'across' : 'down'] = run.total;
  return { rows: layout.length, cols: layout[0]!.length, cells };
}

const SPENT = new Error('the work one puzzle may take is spent');
const paid = (work: number) => {
  if (!spend(work)) throw SPENT;
};

/**
 * ln n for the counts a run's sum can have (0 to 12 sets of digits), as Node 24's \`Math.log\` gave
 * them when the books on record were made: written out, so every engine sums the same bits (a
 * browser's \`Math.log(3)\` differs in the last, and a tie between two fills broke the other way).
 */
const LN_SETS = [
  -Infinity, 0, 0.6931471805599453, 1.0986122886681096, 1.3862943611198906, 1.6094379124341003, 1.791759469228055,
  1.9459101490553132, 2.0794415416798357, 2.1972245773362196, 2.302585092994046, 2.3978952727983707, 2.4849066497880004,
];

/**
 * A unique fill of a pattern, which may lose white squares on the way. A random fill (different
 * digits in each run: the kit's counter's first answer of the pattern with no sums) may first be
 * tightened: `tighten` times a run is filled again (the rest kept) `CHOICES` ways, and the way
 * whose sums, its own and its crossing runs', can be made the fewest ways is kept (a sum of few
 * combinations, 16 in two, pins its squares: an easier puzzle). Then the proof (the kit's
 * counter, limit 2): while it finds an answer other than the fill, a square where they differ
 * is made black (with its partner, and any square left in a run of one) where the pattern stays
 * in one piece and white enough, which ends that swap of digits; else a square of the swap takes
 * another digit, so its two sums change and that answer is gone. Measured (src/kinds/kakuro/bench.ts):
 * random fills are all but never unique past 5×5; these repairs make about two patterns in three
 * unique at 8×8 and 10×10. Null when the proof runs out of budget or the repairs run out.
 */
export function uniqueFill(rng: Rng, layout: Layout, tighten: number, least: number): { runs: Run[]; fill: Uint8Array } | null {
  const [rows, cols] = [layout.length, layout[0]!.length];
  let runs = runsOf(layout);
  const freeOf = () => new GridCounter(shapeOf(cols, rows, rangeMask(1, 9), groupsOf(runs, cols).map(({ total: _, ...g }) => g)));
  let free = freeOf();
  const runsAt = (cell: number) => runs.filter((run) => run.cells.some(([r, c]) => r * cols + c === cell));
  const ways = (fill: ArrayLike<number>, near: readonly Run[]) => withTotals(near, fill, cols).reduce((n, run) => n + LN_SETS[setsOf(run.cells.length, run.total)]!, 0);
  /** The fill with the runs of `around` filled again, the best of `CHOICES` ways (the fill as it was among them). */
  const redraw = (fill: Uint8Array, around: readonly Run[]): Uint8Array => {
    const givens = Uint8Array.from(fill);
    for (const run of around) for (const [r, c] of run.cells) givens[r * cols + c] = 0;
    const near = [...new Set(around.flatMap((run) => run.cells.flatMap(([r, c]) => runsAt(r * cols + c))))];
    let best = fill;
    let fewest = ways(fill, near);
    for (let i = 0; i < CHOICES; i++) {
      const next = free.count(givens, 1, PROOF_BUDGET, rng);
      paid(next.work);
      const got = next.solutions[0];
      const w = got ? ways(got, near) : Infinity;
      if (w < fewest || (w === fewest && got)) [best, fewest] = [got!, w];
    }
    return best;
  };
  const first = free.count(new Uint8Array(rows * cols), 1, PROOF_BUDGET, rng);
  paid(first.work);
  let fill = first.solutions[0];
  if (!fill) return null;
  for (let i = 0; i < tighten; i++) fill = redraw(fill, [rng.pick(runs)]);
  const held = new Set<string>();
  for (let repair = 0; repair <= REPAIRS; repair++) {
    const summed = withTotals(runs, fill, cols);
    const shape = shapeFrom(summed, rows, cols);
    // Another answer than the fill, seen at once (two digits swapping at a rectangle's corners) or by the proof: the squares where it differs are a swap the sums allow.
    let other = rectangleSwap(shape, fill);
    if (!other) {
      const proof = new GridCounter(shape).count(new Uint8Array(rows * cols), 2, PROOF_BUDGET);
      paid(proof.work);
      if (!proof.complete) return null;
      if (proof.solutions.length === 1) return { runs: summed, fill };
      other = proof.solutions.find((s) => s.some((v, i) => v !== fill![i]))!;
    }
    const differ = rng.shuffle(Array.from(other.keys()).filter((i) => other[i] !== fill![i]));
    if (differ.some((at) => tryBlacken(layout, Math.floor(at / cols), at % cols, least))) {
      runs = runsOf(layout);
      free = freeOf();
      fill = Uint8Array.from(fill, (v, i) => (layout[Math.floor(i / cols)]![i % cols] ? v : 0));
      continue;
    }
    // One square of the swap takes another digit: its two sums change, so that answer is gone.
    // Drawn among the changes whose sums have few combinations, and never back to a digit the square held lately, which would bring a swap back.
    const changes: { at: number; v: number; w: number }[] = [];
    for (const at of differ) {
      const near = runsAt(at);
      const used = new Set(near.flatMap((run) => run.cells.map(([r, c]) => fill![r * cols + c]!)));
      for (let v = 1; v <= 9; v++) {
        if (used.has(v) || held.has(`${at}:${v}`)) continue;
        const next = Uint8Array.from(fill);
        next[at] = v;
        changes.push({ at, v, w: ways(next, near) });
      }
    }
    const lowest = Math.min(...changes.map((x) => x.w));
    const good = changes.filter((x) => x.w <= lowest + SLACK);
    if (good.length === 0) fill = redraw(fill, runsAt(differ[0]!));
    else {
      const { at, v } = rng.pick(good);
      held.add(`${at}:${fill[at]}`);
      fill = Uint8Array.from(fill);
      fill[at] = v;
    }
  }
  return null;
}

/** Runs filled again to tighten a fill, for each row of the grid, by the level asked: easy puzzles want sums of few combinations. */
const TIGHTEN = [3, 0, 0, 0];

/**
 * Experts of too few top steps (`TOP_STEPS`) a seed makes before it takes the one of the most:
 * measured over 12 seeds (issue 86), the median top steps at 6×6, 7×7, 8×8 and 10×10 rise from 1,
 * 1, 2 and 1 to 2, 3, 3 and 3 (a 6×6 has too few runs for more: half its experts take one area sum).
 */
const SHORT = 4;

/**
 * Patterns tried a seed before it gives up (the book moves to the next seed): small grids are
 * cheap, and a hard 5×5 or a hard 7×7 below expert's scores rare (one pattern in 20 to 30); an
 * expert past 7×7 twice as many, as it looks for one of `TOP_STEPS` (some one pattern in ten is an expert).
 */
const attemptsOf = (rows: number, cols: number, difficulty: Difficulty) => (Math.max(rows, cols) <= 7 ? 150 : difficulty === 'expert' ? 60 : 30);

/**
 * A puzzle in the band asked for: a pattern (`drawLayout`), a unique fill of it (`uniqueFill`),
 * its level (the lowest whose techniques solve it from the empty grid) and its grade; kept when
 * its band is the one asked. Up to `attemptsOf` patterns a seed.
 */
export function generate(rng: Rng, options: KakuroOptions, difficulty: Difficulty): Made<KakuroPuzzle, KakuroSolution, KakuroGrade> | null {
  const { rows, cols } = options;
  const want = DIFFICULTIES.indexOf(difficulty) + 1;
  let short = 0;
  let reserve: Made<KakuroPuzzle, KakuroSolution, KakuroGrade> | null = null;
  try {
    for (let attempt = 0; attempt < attemptsOf(rows, cols, difficulty); attempt++) {
      const aim = aimOf(rows, cols, rng);
      const layout = drawLayout(rng, rows, cols, aim);
      if (!layout) continue;
      const least = Math.ceil((rows - 1) * (cols - 1) * aim.floor);
      const made = uniqueFill(rng, layout, TIGHTEN[want - 1]! * rows, least);
      if (!made) continue;
      const shape = shapeFrom(made.runs, rows, cols);
      paid(60 * shape.size * want);
      const level = gridLevel(new Board(shape), RUNGS, new Uint8Array(shape.size));
      if (level !== want) continue;
      const puzzle = recordOf(layout, made.runs);
      const grade = measure(puzzle, level);
      if (!grade || grading.band(grade, puzzle) !== difficulty) continue;
      const grid = layout.map((row, r) => row.map((w, c) => (w ? made.fill[r * cols + c]! : null)));
      const found = { puzzle, solution: { grid }, grade, difficulty };
      // An expert of too few top steps is kept in reserve while other patterns are tried, up to
      // `SHORT` such experts: the first of enough top steps is taken, else the one of the most.
      const top = stepsAt(stepper.ladder, grade.uses, 4);
      if (want < 4 || top >= TOP_STEPS) return found;
      if (!reserve || top > stepsAt(stepper.ladder, reserve.grade.uses, 4)) reserve = found;
      if (++short >= SHORT) return reserve;
    }
  } catch (error) {
    if (error !== SPENT) throw error;
  }
  return reserve;
}

/** Counted work one pattern takes, filled, repaired, proved and graded, by the larger side: over what a whole puzzle took at most at 5×5 to 8×8 (/tmp measurement, 2026: 42–772 × side⁴ over all its patterns). */
const WORK_PER_PATTERN = (side: number) => 400 * side ** 4;

/** The most work one puzzle may take to make (`PuzzleKind.makingWork`), all its seeds together: every pattern of six seeds, twice over. */
export function makingWork(options: KakuroOptions, difficulty: Difficulty): number {
  const { rows, cols } = options;
  return 2 * 6 * attemptsOf(rows, cols, difficulty) * WORK_PER_PATTERN(Math.max(rows, cols));
}

/**
 * Why no puzzle of this band can be made, measured on unique fills (src/kinds/kakuro/bench.ts): a 5×5 that
 * needs an area's sum or a long list is rare (7 in 531) and no harder to a person than a hard
 * one (a median of 23 steps, as hard's), so no expert 5×5; past 10×10 a fill whose every run
 * is pinned by a sum of one combination is rarer than one in 60, so no easy 11×11 or 12×12.
 */
export function refusal(options: KakuroOptions, difficulty: Difficulty): string | null {
  const side = Math.max(options.rows, options.cols);
  if (difficulty === 'expert' && side <= 5) return 'a 5×5 Kakuro is never harder than hard: one that needs the expert techniques is rare and takes no more steps, so there is no expert 5×5; ask hard, or size 6 or more';
  if (difficulty === 'easy' && side >= 11) return `an easy Kakuro is at most 10×10: past that, a grid whose every run has one way to make its sum is too rare to find; ask easy at size 10 or less, or medium at ${side}×${side}`;
  return null;
}
