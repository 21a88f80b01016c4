/**
 * Deliberately naive brute forces, one per kind, written from the puzzle rules alone: no
 * engine code is imported (only types), so a solver bug cannot hide behind a shared helper.
 * Each one tries everything there is to try on puzzles small enough to enumerate.
 */
import type { CountdownPuzzle } from '../../src/engine/kinds/countdown/schema.ts';
import type { CrossNumbersPuzzle } from '../../src/engine/kinds/cross-numbers/schema.ts';
import type { NumberMindPuzzle } from '../../src/engine/kinds/number-mind/schema.ts';
import type { NumbrixPuzzle } from '../../src/engine/kinds/numbrix/schema.ts';
import type { SecretNumberPuzzle } from '../../src/engine/kinds/secret-number/schema.ts';

/** How many solutions there are (all of them, or `cap` once that many are found) and the first `cap`. */
export interface Count<S> {
  count: number;
  /** True when the search stopped at `cap`: `count` is then a lower bound. */
  capped: boolean;
  solutions: S[];
}

// ---------------------------------------------------------------- Numbrix

/**
 * Every Hamiltonian path through the grid, numbered 1..W·H, that puts each given on its cell:
 * a plain depth-first walk from every cell. The only pruning is the obvious one: a given g
 * still ahead of step k must lie within Manhattan distance g − k of the walk's end.
 */
export function numbrixBrute(p: NumbrixPuzzle, cap = Infinity): Count<number[][]> {
  const { width: W, height: H } = p;
  const N = W * H;
  const givenAt = new Map<number, [number, number]>();
  for (let r = 0; r < H; r++) for (let c = 0; c < W; c++) if (p.givens[r]![c]! > 0) givenAt.set(p.givens[r]![c]!, [r, c]);
  const givenValues = [...givenAt.keys()].sort((a, b) => a - b);
  const grid: number[][] = Array.from({ length: H }, () => new Array<number>(W).fill(0));
  const out: number[][][] = [];
  let count = 0;

  const fits = (r: number, c: number, step: number): boolean => {
    const g = p.givens[r]![c]!;
    if (g !== 0 && g !== step) return false;
    if (g === 0 && givenAt.has(step)) return false;
    for (const v of givenValues) {
      if (v <= step) continue;
      const [gr, gc] = givenAt.get(v)!;
      if (Math.abs(gr - r) + Math.abs(gc - c) > v - step) return false;
    }
    return true;
  };

  const walk = (r: number, c: number, step: number): void => {
    if (count >= cap) return;
    grid[r]![c] = step;
    if (step === N) {
      count++;
      out.push(grid.map((row) => [...row]));
    } else {
      for (const [dr, dc] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ] as const) {
        const nr = r + dr;
        const nc = c + dc;
        if (nr < 0 || nr >= H || nc < 0 || nc >= W || grid[nr]![nc] !== 0) continue;
        if (fits(nr, nc, step + 1)) walk(nr, nc, step + 1);
      }
    }
    grid[r]![c] = 0;
  };

  for (let r = 0; r < H; r++) for (let c = 0; c < W; c++) if (fits(r, c, 1)) walk(r, c, 1);
  return { count, capped: count >= cap, solutions: out };
}

// ---------------------------------------------------------------- Secret Number

type SecretRule = SecretNumberPuzzle['rules'][number];

/** Whether `n` (written without leading zeros) keeps one rule, evaluated straight from its fields. */
export function secretKeeps(rule: SecretRule, n: number): boolean {
  const written = String(n);
  const digitAt = (position: number) => Number(written[position - 1]);
  const picked = rule.subject.positions.map(digitAt);
  let x: number;
  if (rule.subject.of === 'digit') x = picked[0]!;
  else if (rule.subject.of === 'sum') x = picked.reduce((a, b) => a + b, 0);
  else if (rule.subject.of === 'product') x = picked.reduce((a, b) => a * b, 1);
  else if (rule.subject.of === 'difference') x = Math.abs(picked[0]! - picked[1]!);
  else x = n;
  const v = rule.value!;
  if (rule.comparison === 'equals') return x === v;
  if (rule.comparison === 'not-equals') return x !== v;
  if (rule.comparison === 'less-than') return x < v;
  if (rule.comparison === 'greater-than') return x > v;
  if (rule.comparison === 'multiple-of') return x % v === 0;
  if (rule.comparison === 'even') return x % 2 === 0;
  return x % 2 === 1;
}

/** Every number with exactly `digits` digits that keeps every rule, smallest first. */
export function secretBrute(p: SecretNumberPuzzle): number[] {
  const out: number[] = [];
  for (let n = 10 ** (p.digits - 1); n < 10 ** p.digits; n++) if (p.rules.every((rule) => secretKeeps(rule, n))) out.push(n);
  return out;
}

// ---------------------------------------------------------------- Cross Numbers

type CrossOp = CrossNumbersPuzzle['rowOps'][number][number];

/** One step; null when a division is by zero or leaves a remainder. */
function step(a: number, op: CrossOp, b: number): number | null {
  if (op === '+') return a + b;
  if (op === '-') return a - b;
  if (op === '*') return a * b;
  if (b === 0) return null;
  const q = a / b;
  return Number.isInteger(q) ? q : null;
}

/**
 * A line's value as printed, or null if a division is not exact. `precedence`: collapse every
 * × and ÷ (left to right) first, then add and subtract left to right; `left-to-right`: in
 * reading order throughout.
 */
export function crossEvaluate(values: number[], ops: CrossOp[], order: CrossNumbersPuzzle['order']): number | null {
  if (order === 'left-to-right') {
    let acc: number | null = values[0]!;
    for (let i = 0; i < ops.length; i++) {
      acc = step(acc, ops[i]!, values[i + 1]!);
      if (acc === null) return null;
    }
    return acc;
  }
  // Pass one: products and quotients, leaving a list of terms joined by + and −.
  const terms: number[] = [values[0]!];
  const joins: CrossOp[] = [];
  for (let i = 0; i < ops.length; i++) {
    const op = ops[i]!;
    if (op === '*' || op === '/') {
      const t = step(terms[terms.length - 1]!, op, values[i + 1]!);
      if (t === null) return null;
      terms[terms.length - 1] = t;
    } else {
      joins.push(op);
      terms.push(values[i + 1]!);
    }
  }
  let acc = terms[0]!;
  for (let i = 0; i < joins.length; i++) acc = step(acc, joins[i]!, terms[i + 1]!)!;
  return acc;
}

/** Whether a full filling keeps every line and the distinct rule. */
export function crossKeeps(p: CrossNumbersPuzzle, cells: number[][]): boolean {
  for (let r = 0; r < p.rows; r++) if (crossEvaluate(cells[r]!, p.rowOps[r]!, p.order) !== p.rowTotals[r]) return false;
  for (let c = 0; c < p.cols; c++) {
    const column = cells.map((row) => row[c]!);
    if (crossEvaluate(column, p.colOps[c]!, p.order) !== p.colTotals[c]) return false;
  }
  const clash = (xs: number[]) => xs.some((x, i) => xs.indexOf(x) !== i);
  if (p.distinct === 'grid' && clash(cells.flat())) return false;
  if ((p.distinct === 'rows' || p.distinct === 'lines') && cells.some(clash)) return false;
  if (p.distinct === 'lines') {
    for (let c = 0; c < p.cols; c++) if (clash(cells.map((row) => row[c]!))) return false;
  }
  return true;
}

/** Fillings of the blanks the brute force would try: (digit range)^(blanks). */
export const crossFillings = (p: Pick<CrossNumbersPuzzle, 'cells' | 'digits'>) =>
  (p.digits[1] - p.digits[0] + 1) ** p.cells.flat().filter((v) => v === null).length;

/** Every filling of the blanks with digits of the range, as an odometer, kept if it keeps the rules. */
export function crossBrute(p: CrossNumbersPuzzle, cap = Infinity): Count<number[][]> {
  const blanks: [number, number][] = [];
  p.cells.forEach((row, r) => row.forEach((v, c) => v === null && blanks.push([r, c])));
  const [lo, hi] = p.digits;
  const cells = p.cells.map((row) => row.map((v) => v ?? lo));
  const out: number[][][] = [];
  let count = 0;
  for (;;) {
    if (crossKeeps(p, cells)) {
      count++;
      out.push(cells.map((row) => [...row]));
      if (count >= cap) break;
    }
    let i = blanks.length - 1;
    while (i >= 0 && cells[blanks[i]![0]]![blanks[i]![1]] === hi) {
      cells[blanks[i]![0]]![blanks[i]![1]] = lo;
      i--;
    }
    if (i < 0) break;
    cells[blanks[i]![0]]![blanks[i]![1]]!++;
  }
  return { count, capped: count >= cap, solutions: out };
}

// ---------------------------------------------------------------- Number Mind

/** Every secret of the puzzle's length (leading zeros allowed) whose places match each guess's count. */
export function numberMindBrute(p: NumberMindPuzzle): string[] {
  const out: string[] = [];
  for (let n = 0; n < 10 ** p.length; n++) {
    const secret = String(n).padStart(p.length, '0');
    const ok = p.guesses.every((g) => {
      let hits = 0;
      for (let i = 0; i < p.length; i++) if (g.guess[i] === secret[i]) hits++;
      return hits === g.correct;
    });
    if (ok) out.push(secret);
  }
  return out;
}

// ---------------------------------------------------------------- Countdown

/** Every value `a op b` may step to: positive whole numbers only, division exact. */
function combine(a: number, b: number): number[] {
  const out = [a + b, a * b];
  if (a > b) out.push(a - b);
  if (b > a) out.push(b - a);
  if (a % b === 0) out.push(a / b);
  if (b % a === 0) out.push(b / a);
  return out;
}

/**
 * Whether the target can be made from the cards, each used at most once: the target is on
 * the table, or some pair combines into a new card and the rest can make it. States already
 * seen (as a sorted list) are not searched twice.
 */
export function countdownSolvable(p: CountdownPuzzle): boolean {
  const seen = new Set<string>();
  const search = (cards: number[]): boolean => {
    if (cards.includes(p.target)) return true;
    const key = [...cards].sort((a, b) => a - b).join(',');
    if (seen.has(key)) return false;
    seen.add(key);
    for (let i = 0; i < cards.length; i++) {
      for (let j = i + 1; j < cards.length; j++) {
        const rest = cards.filter((_, k) => k !== i && k !== j);
        for (const v of combine(cards[i]!, cards[j]!)) if (search([...rest, v])) return true;
      }
    }
    return false;
  };
  return search([...p.numbers]);
}

/** Every value some subset of the cards can make (the same walk, never stopping early). */
export function countdownReachable(numbers: readonly number[]): Set<number> {
  const seen = new Set<string>();
  const values = new Set<number>();
  const search = (cards: number[]): void => {
    const key = [...cards].sort((a, b) => a - b).join(',');
    if (seen.has(key)) return;
    seen.add(key);
    for (const c of cards) values.add(c);
    for (let i = 0; i < cards.length; i++) {
      for (let j = i + 1; j < cards.length; j++) {
        const rest = cards.filter((_, k) => k !== i && k !== j);
        for (const v of combine(cards[i]!, cards[j]!)) search([...rest, v]);
      }
    }
  };
  search([...numbers]);
  return values;
}
