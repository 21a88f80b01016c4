import { spend } from '../../engine/budget.ts';
import { Board } from '../../engine/grid/board.ts';
import { filledGrid, GridCounter } from '../../engine/grid/count.ts';
import { solvedBy } from '../../engine/grid/ladder.ts';
import { kept, mapped } from '../../engine/grid/lists.ts';
import { DIFFICULTIES, type Difficulty, type Made } from '../../engine/kind.ts';
import type { Shape } from '../../engine/grid/shape.ts';
import type { Rng } from '../../engine/random.ts';
import { rowsOf, stepsAt, TOP_STEPS } from '../../engine/steps.ts';
import { type Cut, cluesFor, cutCages, MOST_TARGET } from './cages.ts';
import { type CalcudokuGrade, grading, measure } from './grade.ts';
import { type Cage, type CalcudokuOptions, type CalcudokuPuzzle, type CalcudokuSolution, type Op, OPS } from './schema.ts';
import { cagedShape, givensOf, shapeFor, SOLVING, stepper } from './steps.ts';

/** How each band's cages are cut: harder bands have larger cages and fewer printed digits (src/kinds/calcudoku/bench.ts measures what each cut makes). */
export const CUTS: Record<Difficulty, Cut> = {
  easy: { biggest: 3, ones: 0.3 },
  medium: { biggest: 4, ones: 0.05 },
  hard: { biggest: 5, ones: 0 },
  expert: { biggest: 6, ones: 0 },
};

/**
 * How a band's cages are cut at a size (`CUTS`, but on a large grid, 8×8 and 9×9): an easy one
 * is solved at a glance only with more of its digits printed, and a medium is cut as an easy
 * one is (cages of three at most, two cells in five printed), as Keen cuts every level alike.
 * Cut as smaller grids' mediums are, a 9×9 that needs the medium techniques needs them from its
 * first cell to its last: measured over 300 cuts (issue 86), its scores run 299, 384, 459, 501
 * and 571 at the 10th, 25th, 50th, 75th and 90th centiles, a wall past easy's 98; cut as easy's,
 * 194, 255, 335, 422 and 470, so a medium band below hard's (grade.ts) is made as fast as before.
 */
export function cutFor(size: number, difficulty: Difficulty): Cut {
  const cut = { ...CUTS[difficulty] };
  if (size >= 8 && (difficulty === 'easy' || difficulty === 'medium')) Object.assign(cut, { biggest: 3, ones: 0.4 });
  return cut;
}

/** Grids cut and tried a seed before it gives up (the book moves to the next seed): a 6×6 expert takes some 80, a 4×4 hard some 35, the rest a few to fifteen. */
export const ATTEMPTS: Record<Difficulty, number> = { easy: 200, medium: 200, hard: 200, expert: 500 };

/**
 * Grids cut a seed where none is merged on (`walksOn`): a 6×6 hard takes some 42, a 7×7 some 84,
 * so that a seed gives up about once in 400. Each costs a tenth of a walk's cut or less (six in
 * ten fail on a swap of digits before any solve), so `makingWork` covers them.
 */
const CUTS_ALONE = 500;

/** The proof's budget of counted work a puzzle: a 9×9 with large cages takes well under a million. */
export const PROOF_BUDGET = 50_000_000;

/**
 * A puzzle in the band asked for, as Tatham's Keen makes them: a random Latin square cut into
 * random cages, each given a clue from its digits with an operation the options allow; kept
 * when the band's techniques solve it and the easier band's do not, its score is in the band,
 * and the counter proves it has one answer. Up to `ATTEMPTS` cuts a seed.
 */
export function generate(rng: Rng, options: CalcudokuOptions, difficulty: Difficulty): Made<CalcudokuPuzzle, CalcudokuSolution, CalcudokuGrade> | null {
  const { size } = options;
  const ops = [...options.ops] as Op[];
  const level = DIFFICULTIES.indexOf(difficulty) + 1;
  const latin = shapeFor({ size, cages: [] });
  const counter = new GridCounter(latin);
  const shape = cutFor(size, difficulty);
  // Cages of three or more cells need a sum or a product.
  if (!ops.includes('+') && !ops.includes('*')) shape.biggest = 2;
  const walks = walksOn(size, ops, difficulty);
  const attempts = walks ? ATTEMPTS[difficulty] : CUTS_ALONE;
  let short = 0;
  let reserve: Made<CalcudokuPuzzle, CalcudokuSolution, CalcudokuGrade> | null = null;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const full = filledGrid(latin, rng, counter);
    if (!full) continue;
    const cut = cutCages(size, shape, rng);
    const clues = cluesFor(cut, mapped(cut, (cells) => mapped(cells, (cell) => full[cell[0] * size + cell[1]]!)), size, ops, rng);
    // A cage no allowed operation fits is printed as its digits.
    const cages: Cage[] = [];
    for (let i = 0; i < clues.length; i++) {
      if (clues[i]) cages.push(clues[i]!);
      else for (const cell of cut[i]!) cages.push({ cells: [cell], op: '=', target: full[cell[0] * size + cell[1]]! });
    }
    if (!spend(SOLVE * size * size * level)) return null;
    const puzzle = { size, cages };
    const caged = swappable(cages, full, size) ? null : cagedShape(puzzle);
    const reached = caged ? levelOf(puzzle, caged, level) : 0;
    // Solved by the band's techniques and not by the easier band's (its level is the band's), or,
    // at hard and expert, not yet needing them and its cages merged until it does; kept when its
    // score is in the band. A medium is taken as cut, as Keen takes its own: a cut needs the
    // medium techniques often enough that merging costs more than cutting again (measured: a 4×4
    // medium a fifth faster, a 5×5 a quarter, no slower at any size). An expert that needs the
    // top techniques too few times is merged on too (`merged`).
    const asCut = reached === level ? inBand(puzzle, difficulty, caged!) : null;
    const made = asCut && !fewTop(asCut.grade, level) ? asCut : reached && level > 2 && walks && (reached < level || asCut) ? merged(cages, full, size, ops, difficulty, shape.biggest, rng, asCut) : null;
    if (!made) continue;
    // The proof: the step solver never guesses, so what it reached is the only answer; the counter shows it.
    const proof = new GridCounter(shapeFor(made.puzzle)).count(givensOf(made.puzzle), 2, PROOF_BUDGET);
    if (!spend(proof.work) || !proof.complete || proof.solutions.length !== 1) continue;
    const found = { puzzle: made.puzzle, solution: { grid: rowsOf(Array.from(full), size) }, grade: made.grade, difficulty };
    // An expert of too few top steps is kept in reserve while other cuts are tried, up to `SHORT`
    // such experts: the first of enough top steps is taken, else the one of the most.
    if (!fewTop(made.grade, level)) return found;
    if (!reserve || topOf(made.grade) > topOf(reserve.grade)) reserve = found;
    if (++short >= SHORT) return reserve;
  }
  return reserve;
}

/**
 * Whether a cut the easier band's techniques still solve is merged on (`merged`) or set aside
 * for the next cut. A hard 6×6 or 7×7 of every operation (the default) is cut again: a cut alone
 * is in the band about one time in 42 (6×6) or 84 (7×7), most of the rest failing at once on a
 * swap of digits (`swappable`), where a walk takes some 45 solves a puzzle made against some 20
 * for cutting again. Measured: 100 puzzles in one process, a fifth less CPU at 6×6 and a quarter
 * at 7×7; the bands' survey (bench.ts), 8.4 → 3.2 ms a 6×6 and 14.1 → 9.3 a 7×7; a whole
 * `generate --count 100` 6–8% less at 6×6; the band's medians as before. Everywhere else the
 * walk is as fast or the only way there: a 4×4 or 5×5 cut is almost never in the band, nor one of
 * products alone; an 8×8 or 9×9 walk is as fast or faster; with fewer operations the walk was as
 * fast or within the noise; and an expert walks on to its top steps.
 */
function walksOn(size: number, ops: readonly Op[], difficulty: Difficulty): boolean {
  return difficulty !== 'hard' || !OPS.every((op) => ops.includes(op)) || size < 6 || size > 7;
}

/** The puzzle of these cages, measured, when its score is in the band (its level is known to be the band's); `shape`: its shape, where solving it made one (measured and proved on, its crossings found once). */
function inBand(puzzle: CalcudokuPuzzle, difficulty: Difficulty, shape?: Shape): { puzzle: CalcudokuPuzzle; grade: CalcudokuGrade } | null {
  if (shape) shapeFor(puzzle, shape);
  const grade = measure(puzzle, (DIFFICULTIES.indexOf(difficulty) + 1) as 1 | 2 | 3 | 4);
  return grade && grading.band(grade, puzzle) === difficulty ? { puzzle, grade } : null;
}

/** Steps of a solve taken by the top level's techniques. */
const topOf = (grade: CalcudokuGrade) => stepsAt(stepper.ladder, grade.uses, 4);

/** Whether an expert needs the top level's techniques fewer times than `TOP_STEPS` (never, below expert). */
const fewTop = (grade: CalcudokuGrade, level: number) => level === 4 && topOf(grade) < TOP_STEPS;

/**
 * Experts of too few top steps a seed makes before it takes the one of the most (`generate`):
 * one merge walk in two or three ends short of `TOP_STEPS` (measured, issue 86).
 */
const SHORT = 3;

/**
 * Cages merged two by two while the band's techniques still solve the puzzle, until they are
 * needed (the easier band's no longer solve it) and the score is in the band: each merge takes a
 * clue away, as a Sudoku's carving does. At expert, until the solve takes the top techniques
 * `TOP_STEPS` times or more: a puzzle that needs them fewer times (or scores below the band) is
 * merged on from there with its tries counted afresh, each merge taking a clue a top step can
 * stand in for; when no merge is left, the in-band puzzle of the most top steps reached (`start`:
 * the cut's own, when it was one). Measured over 12 seeds (issue 86), with `SHORT` in `generate`:
 * the median top steps at 5×5, 6×6, 7×7 and 9×9 rise from 1, 2, 2 and 1 to 3, 3, 3 and 3.5,
 * for about 1.6 times the work at 5×5 to 7×7 and 3 times at 9×9. Every merge of the cages as they stand is tried, each
 * once and in a random order, before one the easier band's techniques still solve is taken; at
 * hard, only merges beside a cell the easiest techniques leave empty (none where they solve it:
 * measured, 4×4 hard a third fewer solves; no gain at expert). A merged cage of more than two
 * cells shows a sum or a product.
 */
function merged(cages: Cage[], full: ArrayLike<number>, size: number, ops: readonly Op[], difficulty: Difficulty, biggest: number, rng: Rng, start: ReturnType<typeof inBand> = null) {
  const grow = ops.filter((op) => op === '+' || op === '*');
  const level = DIFFICULTIES.indexOf(difficulty) + 1;
  const n = size * size;
  const cellOf = (cell: readonly [number, number]) => cell[0] * size + cell[1];
  let now = cages;
  let best = start;
  let tried = new Set<number>();
  let easier: Cage[][] = [];
  let filled: Uint8Array | null = null;
  // Each cell's cage, and the pairs listed this try (`listed[pair]` is the try's number): kept across tries, as the cages always cover every cell.
  const owner = new Int32Array(n);
  const listed = new Int32Array(n * n);
  const pairs: number[] = [];
  // Plain statements, no destructuring or spreads: the optimizing compiler compiles this loop in
  // every run, and took about 40 ms over them, more than over any other function (30 without).
  for (let tries = 0; grow.length > 0 && tries < cages.length * 2; tries++) {
    for (let i = 0; i < now.length; i++) {
      const cells = now[i]!.cells;
      for (let k = 0; k < cells.length; k++) owner[cellOf(cells[k]!)] = i;
    }
    if (level === 3 && !filled) {
      const board = new Board(cagedShape({ size, cages: now })).reset(givensOf({ size, cages: now }));
      solvedBy(board, SOLVING[1], 1);
      filled = board.filled;
    }
    // Each pair of neighbouring cages (`a * n + b`, a < b) that fit together and are not tried yet, in the order first met.
    pairs.length = 0;
    for (let c = 0; c < n; c++) {
      for (let side = 0; side < 2; side++) {
        const d = side === 0 ? ((c % size) + 1 < size ? c + 1 : c) : c + size < n ? c + size : c;
        const a = Math.min(owner[c]!, owner[d]!);
        const b = Math.max(owner[c]!, owner[d]!);
        const pair = a * n + b;
        if (a === b || listed[pair] === tries + 1 || tried.has(pair) || (filled?.[c] && filled[d]) || now[a]!.cells.length + now[b]!.cells.length > biggest) continue;
        listed[pair] = tries + 1;
        pairs.push(pair);
      }
    }
    if (pairs.length === 0) {
      if (easier.length === 0) return best;
      now = rng.pick(easier);
      tried = new Set();
      easier = [];
      filled = null;
      continue;
    }
    const pair = rng.pick(pairs);
    tried.add(pair);
    const a = Math.floor(pair / n);
    const b = pair % n;
    const cells = now[a]!.cells.concat(now[b]!.cells).sort((x, y) => cellOf(x) - cellOf(y));
    let sum = 0;
    let product = 1;
    for (let i = 0; i < cells.length; i++) {
      const d = full[cellOf(cells[i]!)]!;
      sum += d;
      product *= d;
    }
    const fits = product > MOST_TARGET ? grow.filter((o) => o === '+') : grow;
    if (fits.length === 0) continue;
    // A product leaves fewer ways to make it than a sum, so more merges keep a large grid to one
    // answer; on a small grid it gives too much away (measured: 6×6 expert a fifth faster, 5×5 expert half as often made).
    const op = fits.includes('*') && size >= 6 && rng.chance(0.7) ? '*' : rng.pick(fits);
    const cage: Cage = { cells, op, target: op === '+' ? sum : product };
    const next = kept(now, (_, i) => i !== a && i !== b);
    next.push(cage);
    if (!spend(SOLVE * size * size * level)) return null;
    const reached = !swappable(next, full, size) && levelOf({ size, cages: next }, cagedShape({ size, cages: next }), level);
    const made = reached === level && inBand({ size, cages: next.sort((x, y) => cellOf(x.cells[0]!) - cellOf(y.cells[0]!)) }, difficulty);
    if (made && !fewTop(made.grade, level)) return made;
    if (reached === level && level === 4) {
      if (made && (!best || topOf(made.grade) > topOf(best.grade))) best = made;
      now = next;
      tried = new Set();
      filled = null;
      tries = 0;
      continue;
    }
    if (reached && reached < level) easier.push(next);
  }
  return best;
}

/**
 * Whether the answer has a second one the cages allow, found without a solve: two rows (or
 * columns) trading their digits in a set of columns that holds the same digits in both (a cycle
 * of the one row's digits into the other's; a b over b a is the smallest), every cage it touches
 * still meeting its clue. A few microseconds where a solve takes a hundred, and most cuts of a
 * small grid fail so.
 */
function swappable(cages: readonly Cage[], full: ArrayLike<number>, size: number): boolean {
  // Plain declarations and loops throughout: the optimizing compiler takes several times as long over destructured literals, every time it compiles this.
  if (trading.size !== size) trading = tradingLists(size);
  const { owner, now, at, cycle, seen } = trading;
  now.set(full);
  for (let i = 0; i < cages.length; i++) for (const cell of cages[i]!.cells) owner[cell[0] * size + cell[1]] = i;
  const holds = (cage: Cage) => {
    const { cells, op, target } = cage;
    let sum = 0;
    let product = 1;
    let hi = 0;
    let lo = size;
    for (let i = 0; i < cells.length; i++) {
      const d = now[cells[i]![0] * size + cells[i]![1]]!;
      sum += d;
      product *= d;
      if (d > hi) hi = d;
      if (d < lo) lo = d;
    }
    return (op === '+' ? sum : op === '*' ? product : op === '-' ? hi - lo : op === '/' ? hi / lo : hi) === target;
  };
  for (let turn = 0; turn < 2; turn++) {
    const along = turn === 0 ? 1 : size;
    const across = turn === 0 ? size : 1;
    for (let x = 0; x < size; x++) {
      for (let k = 0; k < size; k++) at[full[x * across + k * along]!] = k;
      for (let y = x + 1; y < size; y++) {
        seen.fill(0);
        for (let k0 = 0; k0 < size; k0++) {
          let n = 0;
          for (let k = k0; !seen[k]; k = at[full[y * across + k * along]!]!) {
            seen[k] = 1;
            cycle[n++] = x * across + k * along;
            cycle[n++] = y * across + k * along;
          }
          for (let i = 0; i < n; i += 2) {
            now[cycle[i]!] = full[cycle[i + 1]!]!;
            now[cycle[i + 1]!] = full[cycle[i]!]!;
          }
          let traded = n > 0;
          for (let i = 0; i < n && traded; i++) traded = holds(cages[owner[cycle[i]!]!]!);
          for (let i = 0; i < n; i++) now[cycle[i]!] = full[cycle[i]!]!;
          if (traded) return true;
        }
      }
    }
  }
  return false;
}

/** The lists `swappable` works in (every cell's cage, the grid as traded, each digit's place in a line, a cycle's cells, the places seen), kept from call to call: it is asked of every cut. */
const tradingLists = (size: number) => ({
  size,
  owner: new Int32Array(size * size),
  now: new Uint8Array(size * size),
  at: new Int32Array(size + 1),
  cycle: new Int32Array(2 * size),
  seen: new Uint8Array(size),
});
let trading = tradingLists(0);

/**
 * The level that solves these cages, `level` or the one below (the easier band's), or 0 for
 * neither: one solve, the band's techniques going on from where the easier band's stuck (as
 * `gridLevel` does: they only ever find more as candidates shrink).
 */
function levelOf(puzzle: CalcudokuPuzzle, shape: Shape, level: number): number {
  const board = new Board(shape).reset(givensOf(puzzle));
  if (level > 1 && solvedBy(board, SOLVING[(level - 1) as 1 | 2 | 3], level - 1)) return level - 1;
  return solvedBy(board, SOLVING[level as 1 | 2 | 3 | 4], level) ? level : 0;
}

/**
 * Counted work of one solve by the cage techniques, per cell and level: a 6×6 at expert's took
 * about half a millisecond here, listing its cages' combinations (engine/work.ts: 150 million a
 * second), several times what the kit's `SOLVE_WORK` takes a Sudoku's to cost; a third of one
 * since its combinations are kept better (2026-11), left as it was so that a book spends as before.
 */
const SOLVE = 500;

/** Solves a cut takes on average, the merges' included (src/kinds/calcudoku/bench.ts: two to four). */
const SOLVES_PER_CUT = 5;

/**
 * The most work one puzzle may take to make (`PuzzleKind.makingWork`), all its seeds together:
 * every cut of six seeds tried, twice over. A 9×9 expert is about half a minute of it, where one
 * is made in a few hundred milliseconds.
 */
export function makingWork(options: CalcudokuOptions, difficulty: Difficulty): number {
  const level = DIFFICULTIES.indexOf(difficulty) + 1;
  return 2 * 6 * ATTEMPTS[difficulty] * SOLVES_PER_CUT * SOLVE * options.size * options.size * level;
}

/** Why no puzzle of this band can be made at these options (to be set from src/kinds/calcudoku/bench.ts's measures). */
export function refusal(options: CalcudokuOptions, difficulty: Difficulty): string | null {
  if (options.size === 3 && difficulty !== 'easy') return `a 3×3 Calcudoku is always solved at a glance, so it is only ever easy; for ${difficulty}, ask size ${difficulty === 'expert' ? 5 : 4} or more`;
  if (options.size === 4 && difficulty === 'expert') return 'a 4×4 Calcudoku almost never needs the expert techniques, so there is no expert 4×4; ask hard, or size 5 or more';
  return null;
}
