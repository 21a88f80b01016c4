import { spend } from '../../engine/budget.ts';
import { Board } from '../../engine/grid/board.ts';
import { filledGrid, GridCounter } from '../../engine/grid/count.ts';
import { solvedBy } from '../../engine/grid/ladder.ts';
import { DIFFICULTIES, type Difficulty, type Made } from '../../engine/kind.ts';
import type { Rng } from '../../engine/random.ts';
import { rowsOf } from '../../engine/steps.ts';
import { type Cut, cluesFor, cutCages, MOST_TARGET } from './cages.ts';
import { type CalcudokuGrade, grading, measure } from './grade.ts';
import type { Cage, CalcudokuOptions, CalcudokuPuzzle, CalcudokuSolution, Op } from './schema.ts';
import { cagedShape, givensOf, shapeFor, SOLVING } from './steps.ts';

/** How each band's cages are cut: harder bands have larger cages and fewer printed digits (bench/calcudoku.ts measures what each cut makes). */
export const CUTS: Record<Difficulty, Cut> = {
  easy: { biggest: 3, ones: 0.3 },
  medium: { biggest: 4, ones: 0.05 },
  hard: { biggest: 5, ones: 0 },
  expert: { biggest: 6, ones: 0 },
};

/**
 * Grids cut and tried a seed before it gives up (the book moves to the next seed): an expert
 * puzzle takes some 70 cuts at 6×6 (bench/calcudoku.ts), the other bands a few to twenty.
 */
export const ATTEMPTS: Record<Difficulty, number> = { easy: 200, medium: 200, hard: 200, expert: 500 };

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
  const shape = { ...CUTS[difficulty] };
  // A large easy grid is solved at a glance only with more of its digits printed.
  if (difficulty === 'easy' && size >= 8) shape.ones = 0.4;
  // Cages of three or more cells need a sum or a product.
  if (!ops.includes('+') && !ops.includes('*')) shape.biggest = 2;
  for (let attempt = 0; attempt < ATTEMPTS[difficulty]; attempt++) {
    const full = filledGrid(latin, rng, counter);
    if (!full) continue;
    const cut = cutCages(size, shape, rng);
    const clues = cluesFor(cut, cut.map((cells) => cells.map(([r, c]) => full[r * size + c]!)), size, ops, rng);
    // A cage no allowed operation fits is printed as its digits.
    let cages: Cage[] = clues.flatMap((clue, i) => clue ?? cut[i]!.map((cell): Cage => ({ cells: [cell], op: '=', target: full[cell[0] * size + cell[1]]! })));
    if (!spend(SOLVE * size * size * level)) return null;
    const reached = !swappable(cages, full, size) && levelOf(size, cages, level);
    if (!reached) continue;
    // Not yet needing the band's techniques: cages merged until it does.
    if (reached < level) {
      const harder = merged(cages, full, size, ops, level, shape.biggest, rng);
      if (!harder) continue;
      cages = harder;
    }
    // Solved by the band's techniques and not by the easier band's: its level is the band's.
    const puzzle: CalcudokuPuzzle = { size, cages };
    const grade = measure(puzzle, level as 1 | 2 | 3 | 4);
    if (!grade || grading.band(grade, puzzle) !== difficulty) continue;
    // The proof: the step solver never guesses, so what it reached is the only answer; the counter shows it.
    const proof = new GridCounter(shapeFor(puzzle)).count(givensOf(puzzle), 2, PROOF_BUDGET);
    if (!spend(proof.work) || !proof.complete || proof.solutions.length !== 1) continue;
    return { puzzle, solution: { grid: rowsOf(Array.from(full), size) }, grade, difficulty };
  }
  return null;
}

/**
 * Cages merged two by two, in a random order, while the band's techniques still solve the
 * puzzle, until they are needed (the easier band's no longer solve it): each merge takes a clue
 * away, as a Sudoku's carving does. A merged cage of more than two cells shows a sum or a
 * product. Null when no order of merges tried gets there.
 */
function merged(cages: Cage[], full: ArrayLike<number>, size: number, ops: readonly Op[], level: number, biggest: number, rng: Rng): Cage[] | null {
  const grow = ops.filter((op) => op === '+' || op === '*');
  if (grow.length === 0) return null;
  let now = cages;
  const cellOf = ([r, c]: readonly [number, number]) => r * size + c;
  for (let tries = 0; tries < now.length * 2; tries++) {
    const owner = new Int32Array(size * size);
    now.forEach((cage, i) => cage.cells.forEach((cell) => (owner[cellOf(cell)] = i)));
    const pairs: [number, number][] = [];
    for (let c = 0; c < size * size; c++) {
      for (const d of [(c % size) + 1 < size ? c + 1 : c, c + size < size * size ? c + size : c]) {
        // Only cages that fit together: a pick that could not be merged would waste a try.
        if (owner[c] !== owner[d] && now[owner[c]!]!.cells.length + now[owner[d]!]!.cells.length <= biggest) pairs.push([owner[c]!, owner[d]!]);
      }
    }
    if (pairs.length === 0) return null;
    const [a, b] = rng.pick(pairs);
    const cells = [...now[a]!.cells, ...now[b]!.cells].sort((x, y) => cellOf(x) - cellOf(y));
    const digits = cells.map((cell) => full[cellOf(cell)]!);
    const product = digits.reduce((x, y) => x * y, 1);
    const fits = product > MOST_TARGET ? grow.filter((o) => o === '+') : grow;
    if (fits.length === 0) continue;
    // A product leaves fewer ways to make it than a sum, so more merges keep a large grid to one
    // answer; on a small grid it gives too much away (measured: 6×6 expert a fifth faster, 5×5 expert half as often made).
    const op = fits.includes('*') && size >= 6 && rng.chance(0.7) ? '*' : rng.pick(fits);
    const cage: Cage = { cells, op, target: op === '+' ? digits.reduce((x, y) => x + y, 0) : product };
    const next = [...now.filter((_, i) => i !== a && i !== b), cage];
    if (!spend(SOLVE * size * size * level)) return null;
    const reached = !swappable(next, full, size) && levelOf(size, next, level);
    if (!reached) continue;
    now = next;
    // Once the band's techniques are needed, merging on would only make the cages larger.
    if (reached === level) return now.sort((x, y) => cellOf(x.cells[0]!) - cellOf(y.cells[0]!));
  }
  return null;
}

/**
 * Whether the answer has a second one the cages allow, found without a solve: two rows (or
 * columns) trading their digits in a set of columns that holds the same digits in both (a cycle
 * of the one row's digits into the other's; a b over b a is the smallest), every cage it touches
 * still meeting its clue. A few microseconds where a solve takes a hundred, and most cuts of a
 * small grid fail so.
 */
function swappable(cages: readonly Cage[], full: ArrayLike<number>, size: number): boolean {
  const owner = new Int32Array(size * size);
  cages.forEach((cage, i) => cage.cells.forEach(([r, c]) => (owner[r * size + c] = i)));
  const now = Uint8Array.from(full);
  const holds = ({ cells, op, target }: Cage) => {
    let [sum, product, hi, lo] = [0, 1, 0, size];
    for (const [r, c] of cells) {
      const d = now[r * size + c]!;
      [sum, product, hi, lo] = [sum + d, product * d, Math.max(hi, d), Math.min(lo, d)];
    }
    return (op === '+' ? sum : op === '*' ? product : op === '-' ? hi - lo : op === '/' ? hi / lo : hi) === target;
  };
  for (const [along, across] of [[1, size], [size, 1]]) {
    for (let x = 0; x < size; x++) {
      const at = new Int32Array(size + 1);
      for (let k = 0; k < size; k++) at[full[x * across + k * along]!] = k;
      for (let y = x + 1; y < size; y++) {
        const seen = new Uint8Array(size);
        for (let k0 = 0; k0 < size; k0++) {
          const cycle: number[] = [];
          for (let k = k0; !seen[k]; k = at[full[y * across + k * along]!]!) (seen[k] = 1), cycle.push(x * across + k * along, y * across + k * along);
          for (let i = 0; i < cycle.length; i += 2) [now[cycle[i]!], now[cycle[i + 1]!]] = [full[cycle[i + 1]!]!, full[cycle[i]!]!];
          const traded = cycle.length > 0 && cycle.every((cell) => holds(cages[owner[cell]!]!));
          for (const cell of cycle) now[cell] = full[cell]!;
          if (traded) return true;
        }
      }
    }
  }
  return false;
}

/**
 * The level that solves these cages, `level` or the one below (the easier band's), or 0 for
 * neither: one solve, the band's techniques going on from where the easier band's stuck (as
 * `gridLevel` does: they only ever find more as candidates shrink).
 */
function levelOf(size: number, cages: Cage[], level: number): number {
  const puzzle = { size, cages };
  const board = new Board(cagedShape(puzzle)).reset(givensOf(puzzle));
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

/** Solves a cut takes on average, the merges' included (bench/calcudoku.ts: two to four). */
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

/** Why no puzzle of this band can be made at these options (to be set from bench/calcudoku.ts's measures). */
export function refusal(options: CalcudokuOptions, difficulty: Difficulty): string | null {
  if (options.size === 3 && difficulty !== 'easy') return `a 3×3 Calcudoku is always solved at a glance, so it is only ever easy; for ${difficulty}, ask size ${difficulty === 'expert' ? 5 : 4} or more`;
  if (options.size === 4 && difficulty === 'expert') return 'a 4×4 Calcudoku almost never needs the expert techniques, so there is no expert 4×4; ask hard, or size 5 or more';
  return null;
}
