import { budgetLeft, spend } from '../../engine/budget.ts';
import type { Difficulty, Made } from '../../engine/kind.ts';
import type { Rng } from '../../engine/random.ts';
import { effortOf, hardestIn, rangeOf, type StepLog } from '../../engine/steps.ts';
import { WORK_PER_SECOND } from '../../engine/work.ts';
import { grading, bounds, measure, type NumbrixGrade } from './grade.ts';
import { randomPath } from './path.ts';
import type { NumbrixOptions, NumbrixPuzzle, NumbrixSolution } from './schema.ts';
import { STEP_BUDGET, stepsFor } from './steps.ts';
import { ladder, type NumbrixTechnique } from './words.ts';

/** Fresh paths tried before the generator gives up on a band for this seed. */
const ATTEMPTS = 24;
/**
 * Fresh paths an expert puzzle may try. With a floor of clues and listings of a handful of
 * routes (issue 65), most paths reach the floor still solved by hard techniques: at 7×7 one
 * path in seven ends an expert puzzle (9×9: one in three), and 24 tries missed 3–6 seeds in 100,
 * 60 none. A small grid's path is cheap, and the work budget still bounds a large one.
 */
const EXPERT_ATTEMPTS = 60;
/**
 * Clues an easy puzzle keeps, as a share of its cells: about what single exits need anyway, and
 * above medium's share, so that even the easy puzzles walked on single exits give more numbers
 * than a medium one (issue 65: at 36% a 7×7 kept 18, as many as a medium one). At 40% bridges
 * took 60% of their steps or more (9×9, 12×12): they read as bridge puzzles, and a section lost
 * its walks.
 */
const EASY_KEEP = 0.38;
/**
 * Clues an easy puzzle of bridges keeps: so many that most numbers sit between two printed
 * ones (measured: bridges then fill 65–100% of the steps, against 42–60% at `EASY_KEEP`).
 */
const BRIDGES_KEEP = 0.48;
/** Share of easy puzzles led by bridges, so that a section of easy puzzles is not all single exits. */
const EASY_BRIDGES = 0.5;
/**
 * Clues medium and hard puzzles keep, as a share of their cells. Left to itself, clue removal
 * takes a hard puzzle as far as an expert one (route listing lets no more clues go than the
 * fence does: both end near 20%), and a medium one to about 29%, near hard. Each stops at its
 * share instead, so that every band has more numbers to find than the one below it: easy 38%
 * or more, medium 33%, hard 27% (a quarter below 36 squares, where 27% is a clue more and a
 * 4×4 hard puzzle then missed its band one seed in five), expert fewer than hard
 * (`expertMost`) and 19% or more. Issue 65: at 31% and 25% medium and hard overlapped (7×7:
 * 12–17 clues against 13–14); at 33% and 27% a 7×7 medium keeps 16–18, a hard one 14.
 */
const MEDIUM_KEEP = 0.33;
const HARD_KEEP = 0.27;
/** Below this many squares hard keeps a quarter (`HARD_KEEP`), and the bands cannot differ in clues (`expertMost`). */
const SMALL = 36;
/**
 * The fewest clues an expert puzzle keeps (issue 65): with none, removal went on to 8 of a
 * 7×7's 49 squares, four fewer than hard, and a person met a wall of empty squares. Expert
 * stops removing as soon as it is an expert puzzle (`generate`); this only cuts the tail.
 */
const EXPERT_KEEP = 0.19;
/** Fresh paths tried for a layout without a run of three given numbers before one with a run is taken. */
const RUN_RETRIES = 4;
/** Route listings an expert puzzle needs: one could be luck; expert asks for the technique again and again. */
const EXPERT_ROUTES = 2;
/** The step solver's level for each band. */
const LEVEL: Record<Difficulty, number> = { easy: 1, medium: 2, hard: 3, expert: 4 };
/**
 * What a step solver's count (`NumbrixSteps.work`) weighs as counted work (engine/work.ts), by
 * the level it solves at. Its quick looks count every square at every step where they stop at
 * the first find, so its count runs ahead of the time, most at the quick levels: counted per
 * CPU second on one core, 15×15 to 30×30 (2026-11), bridges alone 10–22 × WORK_PER_SECOND,
 * level 1 9–10, level 2 4–9, level 3 1.9–4, level 4 1.3–2.8. Weighed at about the low end, so
 * that the work a puzzle spends is about the time it takes, or more.
 */
const WEIGHT = [1 / 8, 1 / 5, 1 / 4, 1 / 2, 1];
/** Thrown where the work one puzzle may take (engine/budget.ts) is spent: the seed is given up. */
const SPENT = Symbol('spent');

/** Cells whose clues are removed together: singles, or pairs under the asked symmetry. */
function orbits(rng: Rng, o: NumbrixOptions): number[][] {
  const { width, height, symmetry } = o;
  const seen = new Uint8Array(width * height);
  const out: number[][] = [];
  for (let cell = 0; cell < width * height; cell++) {
    if (seen[cell]) continue;
    const r = Math.floor(cell / width);
    const c = cell % width;
    const twin =
      symmetry === 'rotational' ? width * height - 1 - cell : symmetry === 'mirror' ? r * width + (width - 1 - c) : cell;
    seen[cell] = seen[twin] = 1;
    out.push(twin === cell ? [cell] : [cell, twin]);
  }
  return rng.shuffle(out);
}

/**
 * Removes clues orbit by orbit, keeping a removal only while `keeps` holds, never going below
 * `floor` clues (but for a run's middle), and stopping after a removal once `done` holds.
 * Orbits holding the middle of a run of three given numbers go first: such a clue tells a
 * reader nothing a bridge would not, so a run is a wasted clue.
 */
function removeClues(givens: Int32Array, answer: Int32Array, order: number[][], floor: number, keeps: () => boolean, done: (clues: number) => boolean = () => false): void {
  const n = givens.length;
  const cellOf = new Int32Array(n + 2).fill(-1);
  answer.forEach((v, cell) => (cellOf[v] = cell));
  const given = (v: number) => v >= 1 && v <= n && givens[cellOf[v]!]! > 0;
  const inRun = (cell: number) => givens[cell]! > 0 && given(answer[cell]! - 1) && given(answer[cell]! + 1);
  let clues = 0;
  for (const v of givens) if (v > 0) clues++;
  const pending = [...order];
  while (pending.length > 0) {
    const at = Math.max(0, pending.findIndex((orbit) => orbit.some(inRun)));
    const orbit = pending.splice(at, 1)[0]!;
    const present = orbit.filter((cell) => givens[cell]! > 0);
    // A run's middle goes even below the floor: the clues it leaves are the ones that count.
    if (present.length === 0 || (clues - present.length < floor && !orbit.some(inRun))) continue;
    for (const cell of present) givens[cell] = 0;
    if (!keeps()) {
      for (const cell of present) givens[cell] = answer[cell]!;
      continue;
    }
    clues -= present.length;
    if (done(clues)) return;
  }
}

/**
 * The most work one puzzle may take to make (`PuzzleKind.makingWork`), all its seeds together:
 * the budget its step solves spend (`WEIGHT`, engine/budget.ts), so a seed gives up rather
 * than go past it. Removing clues runs the step solver once per clue over the whole grid, so
 * the work grows as a high power of the cells. Measured (2026-11, bench/largest.ts, 3–8 seeds
 * a size; the work spent, in seconds of it, and CPU seconds on one core): expert 20×20 3–4.5
 * (2.2–3.3 s), 24×24 11–25 (6–14 s), 26×26 25–30 (14–17 s), 28×28 37–43 (18–22 s), 30×30
 * 73–85 (30–45 s); hard 30×30 8–11 (3.3–6.3 s); medium 30×30 1–7.6 (0.5–9 s); easy 30×30
 * 0.6–2.6 (0.4–1.9 s); below 12×12, milliseconds. Each band is given about three times its
 * slowest or more, so that a slow seed is rarely given up: an expert 30×30 (about five
 * minutes of it) is refused by book/work-cap.ts, and expert stops at 23×23.
 */
export function makingWork(o: NumbrixOptions, difficulty: Difficulty): number {
  const cells = o.width * o.height;
  const share = cells / 900; // of a 30×30 grid
  const grows = { easy: 10 * share ** 3, medium: 25 * share ** 3.5, hard: 40 * share ** 3, expert: 320 * share ** 3.6 }[difficulty];
  return (grows + 0.002 * cells) * WORK_PER_SECOND;
}

/** Does any number print beside both of its neighbours in the sequence? */
export function hasRun(givens: ArrayLike<number>, answer: ArrayLike<number>): boolean {
  const given = new Uint8Array(givens.length + 2);
  for (let cell = 0; cell < givens.length; cell++) if (givens[cell]! > 0) given[answer[cell]!] = 1;
  for (let v = 2; v < givens.length; v++) if (given[v - 1] && given[v] && given[v + 1]) return true;
  return false;
}

/** The fewest clues each band keeps, by the grid's squares (never below two). */
export function clueFloor(n: number, difficulty: Difficulty): number {
  const keep = { easy: EASY_KEEP, medium: MEDIUM_KEEP, hard: n < SMALL ? 0.25 : HARD_KEEP, expert: EXPERT_KEEP }[difficulty];
  return Math.max(2, Math.ceil(n * keep));
}

/**
 * The most clues an expert puzzle keeps: two fewer than hard's floor, so it has at least two
 * more numbers to find (and steps to take) than a hard one. Below 36 squares no clue count is
 * left between them (a 4×4 expert and a 4×4 hard puzzle both keep about four), and the score
 * alone tells them apart.
 */
export function expertMost(n: number): number {
  return n < SMALL ? n : clueFloor(n, 'hard') - 2;
}

/**
 * The fewest clues a medium puzzle goes down to when its floor leaves it easy: on a small grid
 * any number (5×5: 8 clues, all single exits), from 36 squares two more than hard's floor, so
 * that medium keeps clearly more numbers than hard (issue 65).
 */
export function mediumLeast(n: number): number {
  return n < SMALL ? 2 : clueFloor(n, 'hard') + 2;
}

/** How many steps of a log use a technique. */
function uses(log: StepLog, technique: NumbrixTechnique): number {
  return log.steps.reduce((k, s) => k + (s.technique === technique ? 1 : 0), 0);
}

function toRows(flat: ArrayLike<number>, width: number, height: number): number[][] {
  return Array.from({ length: height }, (_, r) => Array.from({ length: width }, (_, c) => flat[r * width + c]!));
}

/**
 * A random Hamiltonian path, then clues removed one orbit at a time while the step solver,
 * with the techniques of the asked band, still solves the puzzle and its score stays below
 * the band's top, down to the band's share of clues (`clueFloor`); an expert one stops as soon
 * as it is one. The result is kept only if it is in the band: the techniques of the band below
 * do not solve it, its score is in the band's range, and its band's work is not forced moves
 * only (`grading.band`; an expert one also lists routes twice and keeps two clues fewer than
 * hard's floor or more). So every puzzle is solvable without guessing, and an expert one by
 * listings of a handful of routes (`ROUTE_LIMIT`).
 */
export function generate(rng: Rng, options: NumbrixOptions, difficulty: Difficulty): Made<NumbrixPuzzle, NumbrixSolution, NumbrixGrade> | null {
  const { width, height } = options;
  const n = width * height;
  const stepper = stepsFor(width, height);
  const [bottom, top] = rangeOf(difficulty, bounds(options));
  // Half the easy puzzles are led by bridges: bridges alone where the path allows, else with
  // more clues kept; the others walk on single exits.
  const bridges = difficulty === 'easy' && rng.chance(EASY_BRIDGES);
  const floor = bridges ? Math.ceil(n * BRIDGES_KEEP) : clueFloor(n, difficulty);
  let level = bridges ? 0 : LEVEL[difficulty];
  let fallback: Made<NumbrixPuzzle, NumbrixSolution, NumbrixGrade> | null = null;
  let withRuns = 0;
  /**
   * A step solve within what is left of the puzzle's work (engine/budget.ts), spent by its
   * level's weight; where it is gone, the seed is given up (a solve cut short is never read).
   */
  const solve = (givens: Int32Array, at: number) => {
    const cap = Math.min(STEP_BUDGET, budgetLeft() / WEIGHT[at]!);
    const log = stepper.solve(givens, at, false, cap);
    if (!spend(stepper.work * WEIGHT[at]!) || (cap < STEP_BUDGET && stepper.work > cap)) throw SPENT;
    return log;
  };
  try {
    for (let attempt = 0; attempt < (difficulty === 'expert' ? EXPERT_ATTEMPTS : ATTEMPTS); attempt++) {
      const path = randomPath(rng, width, height);
      const answer = new Int32Array(n);
      path.forEach((cell, k) => (answer[cell] = k + 1));
      const givens = answer.slice();
      /** The last solve of `keeps`: the log of the givens as they stand after a removal kept. */
      let last: StepLog = { steps: [], solved: false };
      /** Solved at the band's level within its score; a medium one with a real medium step. */
      const keeps = () => {
        const log = (last = solve(givens, level));
        if (!log.solved || effortOf(ladder, log.steps) >= top) return false;
        // A medium puzzle does not pass through forced moves only (no band): a removal that
        // leaves only routes its only medium steps is put back, so removal goes on towards a
        // puzzle that needs a real medium step.
        return level !== 2 || !ladder[hardestIn(ladder, log.steps) as NumbrixTechnique]?.forced;
      };
      // Expert stops at the first removal that makes it an expert puzzle (fewer clues than hard,
      // two listings, expert's score, and hard techniques stuck): the most numbers an expert
      // keeps, not the fewest (issue 65: removing on to the floor made a cliff).
      const expert = (clues: number) =>
        clues <= expertMost(n) && uses(last, 'routes') >= EXPERT_ROUTES && effortOf(ladder, last.steps) >= bottom && !solve(givens, LEVEL.hard).solved;
      removeClues(givens, answer, orbits(rng, options), floor, keeps, difficulty === 'expert' ? expert : undefined);
      // A medium grid can reach its floor still easy (5×5: 8 clues, single exits): it goes on
      // below the floor until it needs a medium step, and no further, nor below `mediumLeast`.
      const easy = () => solve(givens, 1).solved;
      if (difficulty === 'medium' && easy()) removeClues(givens, answer, orbits(rng, options), mediumLeast(n), keeps, () => !easy());
      const grade = measure(width, height, givens);
      // The grading's solves (levels 1 up to the one that solves it) are spent as its last one.
      const graded = grade?.level ?? 4;
      if (!spend(stepper.work * WEIGHT[graded]! * graded)) throw SPENT;
      if (!grade || grading.band(grade, options) !== difficulty) continue;
      if (difficulty === 'expert' && ((grade.uses.routes ?? 0) < EXPERT_ROUTES || grade.clues > expertMost(n))) continue;
      const made = {
        puzzle: { width, height, givens: toRows(givens, width, height) },
        solution: { grid: toRows(answer, width, height) },
        grade,
        difficulty,
      };
      // A run the band needed (its middle could not go) is kept only if fresh paths keep one too;
      // bridges alone often need one (a bridge with two squares to choose from), so after as many
      // tries the puzzle may use single exits as well.
      if (!hasRun(givens, answer)) return made;
      fallback ??= made;
      if (++withRuns < RUN_RETRIES) continue;
      if (level > 0) return fallback;
      level = 1;
      withRuns = 0;
    }
  } catch (error) {
    // Out of work: a puzzle with a run already made is still one of the band.
    if (error !== SPENT) throw error;
  }
  return fallback;
}
