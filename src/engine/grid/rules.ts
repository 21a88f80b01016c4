import type { Shape, Total } from './shape.ts';

/**
 * The rules beyond "no repeats" that a shape may hold, as digit masks: a group's total (a
 * cage's, a run's) and an inequality between two cells. Each says which digits its cells may
 * still hold given what the others may; the proof, and the techniques of kinds that have them,
 * narrow candidates by them.
 */

/** Whether the digits `values` (in the group's order) reach the total. */
export function reaches(total: Total, values: readonly number[]): boolean {
  const { op, target } = total;
  if (op === '=') return values.length === 1 && values[0] === target;
  if (op === '+') return values.reduce((a, b) => a + b, 0) === target;
  if (op === '*') return values.reduce((a, b) => a * b, 1) === target;
  if (values.length !== 2) return false;
  const [hi, lo] = values[0]! > values[1]! ? [values[0]!, values[1]!] : [values[1]!, values[0]!];
  return op === '-' ? hi - lo === target : lo > 0 && hi === lo * target;
}

/**
 * Every filling of a group's cells from their candidates (`cand`, a mask per cell, in the
 * group's order) that reaches its total, with different digits wherever two cells see each
 * other: `visit` is told each (stop by returning true). Partial sums and products that can no
 * longer reach the total are not followed.
 */
export function fillingsOf(shape: Shape, cells: readonly number[], cand: ArrayLike<number>, total: Total, visit: (values: readonly number[]) => boolean | void): boolean {
  const n = cells.length;
  // Steps taken, up to MOST_STEPS: past it the listing stops, unfinished (a hand-written cage of
  // the whole grid would list every Latin square).
  let steps = 0;
  const values = new Array<number>(n).fill(0);
  const { op, target } = total;
  const product = op === '*';
  // The cells and their candidates in typed arrays of their own: callers hand in lists of every
  // kind, and the compiled search would be thrown away and made again for each.
  const at = Int32Array.from(cells);
  const masks = Int32Array.from(cand);
  // What the cells after each can add at least and at most (or multiply by), so that a partial
  // sum or product that can no longer reach the target is not followed.
  const low = new Float64Array(n + 1).fill(product ? 1 : 0);
  const high = new Float64Array(n + 1).fill(product ? 1 : 0);
  for (let i = n - 1; i >= 0; i--) {
    const m = masks[i]!;
    const lo = m ? 31 - Math.clz32(m & -m) : 0;
    const hi = m ? 31 - Math.clz32(m) : 0;
    low[i] = product ? low[i + 1]! * lo : low[i + 1]! + lo;
    high[i] = product ? high[i + 1]! * hi : high[i + 1]! + hi;
  }
  // A sum's or a product's partial result is its total's at the end; a difference or a quotient is read from its two digits.
  const whole = op === '+' || product;
  const { sees, size } = shape;
  const go = (i: number, acc: number): boolean => {
    if (++steps > MOST_STEPS) return true;
    if (i === n) return (whole ? acc === target : reaches(total, values)) && visit(values) === true;
    for (let m = masks[i]!; m; m &= m - 1) {
      const v = 31 - Math.clz32(m & -m);
      let next = acc;
      if (op === '+') {
        next = acc + v;
        if (next + low[i + 1]! > target || next + high[i + 1]! < target) continue;
      } else if (product) {
        next = acc * v;
        if (next === 0 ? target !== 0 : target % next !== 0 || next * high[i + 1]! < target) continue;
      }
      let clash = false;
      for (let j = 0; j < i && !clash; j++) clash = values[j] === v && sees[at[j]! * size + at[i]!] === 1;
      if (clash) continue;
      values[i] = v;
      if (go(i + 1, next)) return true;
    }
    return false;
  };
  go(0, product ? 1 : 0);
  return steps <= MOST_STEPS;
}

/**
 * Steps one listing of a group's fillings takes at most: the generators' largest cages take
 * under 30,000 (measured, 9×9 Calcudoku and 12×12 Kakuro at every band), so only a group no
 * generator makes reaches it, and its listing stops unfinished (`fillingsOf`).
 */
export const MOST_STEPS = 1_000_000;

/**
 * The digits each cell of a group with a total may still hold (a mask per cell, in the group's
 * order): those some filling uses. All zero when no filling reaches the total. `fillings` is how
 * many fillings there are, counted up to `most` (a person lists a few, not hundreds).
 */
export function totalKeeps(shape: Shape, cells: readonly number[], cand: ArrayLike<number>, total: Total, most = Infinity): { keep: number[]; fillings: number; finished: boolean } {
  const keep = new Array<number>(cells.length).fill(0);
  let fillings = 0;
  const finished = fillingsOf(shape, cells, cand, total, (values) => {
    fillings++;
    values.forEach((v, i) => (keep[i]! |= 1 << v));
    return fillings > most;
  });
  // A listing stopped unfinished keeps every digit: what it did not reach may be used.
  return finished ? { keep, fillings, finished } : { keep: Array.from(cand), fillings, finished };
}

/** Fillings listed at most, a group: past this a person does not write them out, and the technique passes the group by. */
const MOST_FILLINGS = 400;

export type Combinations = {
  combos: number[][];
  keep: number[];
  fillings: number[][];
  /** Each filling's combination (an index into `combos`): a narrowed listing takes its combinations from here, not sorted again. */
  comboOf: number[];
  /** What a technique has found of these fillings, by how the group crosses the houses (totals.ts's `suresOf`), kept with them. */
  sures?: Map<string, Int32Array>;
} | null;

/**
 * Combinations already found, by everything they depend on: the total, which of the cells see
 * each other, and the cells' candidates. The generator asks of thousands of boards that share
 * most of their cages, so most asks are answered here (five in six at 6×6 Calcudoku). Kept in
 * two generations: what is found goes in `found`; when that holds `GENERATION` fillings it
 * becomes `older`, and what is asked again is brought back from there. So what the boards of
 * the puzzle under way share stays, and the maps stay small: one map of up to 100,000 fillings
 * made a 6×6 hard Calcudoku cost half as much again (its lookups slower and the collector's
 * work three times as much), against an 8% gain at 9×9 expert, which this keeps (issue 88).
 */
let found = new Map<string, Combinations>();
let older = new Map<string, Combinations>();
/** Fillings a generation holds, all groups together. */
const GENERATION = 5_000;
let kept = 0;
/** Each group's cells as the key names them: which pairs see each other, found once a shape (the shape last asked about: a generator's thousands come one at a time). */
let pairingShape: Shape | null = null;
let pairings = new Map<readonly number[], string>();

function pairingOf(shape: Shape, cells: readonly number[]): string {
  if (pairingShape !== shape) {
    pairingShape = shape;
    pairings = new Map();
  }
  const mine = pairings;
  let key = mine.get(cells);
  if (key === undefined) {
    key = '';
    for (let i = 0; i < cells.length; i++) for (let j = i + 1; j < cells.length; j++) key += shape.sees[cells[i]! * shape.size + cells[j]!] ? '1' : '0';
    mine.set(cells, key);
  }
  return key;
}

/**
 * A group's combinations now: its fillings' digits as sorted lists, each once, and the digits
 * each cell may hold; null past `MOST_FILLINGS`. Its key in `found` is written a character a
 * figure (a candidate mask is under 2^16), not in decimal: most asks are answered there, so the
 * key is most of their cost. `wider`: the group's combinations listed from candidates that
 * include these (the same cells, as a solve narrows them), whose fillings are read again rather
 * than searched for anew.
 */
export function combinationsOf(shape: Shape, cells: readonly number[], cand: ArrayLike<number>, total: Total, wider: Combinations = null): Combinations {
  // The figures turned into characters in one call, not one at a time: a string a character was some 20 MB of the 690 MB 100 6×6 hard Calcudokus allocated.
  keyCodes.length = cells.length + 3;
  keyCodes[0] = total.op.charCodeAt(0);
  keyCodes[1] = total.target & 0xffff;
  keyCodes[2] = total.target >>> 16;
  for (let i = 0; i < cells.length; i++) keyCodes[i + 3] = cand[cells[i]!]!;
  const key = pairingOf(shape, cells) + String.fromCharCode.apply(null, keyCodes);
  let result = found.get(key);
  if (result === undefined) {
    result = older.get(key);
    if (result === undefined) result = wider ? narrowed(wider, cells, cand) : listCombinations(shape, cells, cells.map((c) => cand[c]!), total);
    kept += 1 + (result?.fillings.length ?? 0);
    if (kept > GENERATION) {
      older = found;
      found = new Map();
      kept = 1 + (result?.fillings.length ?? 0);
    }
    found.set(key, result);
  }
  return result;
}

/** `combinationsOf`'s key as figures, kept from call to call. */
const keyCodes: number[] = [];

const POWERS_OF_16 = Array.from({ length: 32 }, (_, i) => 16 ** i);

/**
 * A filling counted into a listing: the digits each cell may hold (`keep`), and its combination
 * (its index in `combos`, returned), added the first time it is met (`seen`, by its digits as a
 * number: each digit's count in base 16, as a group holds a digit at most nine times, once a
 * row), sorted as a sentence says it.
 */
function tally(values: readonly number[], keep: number[], seen: Map<number, number>, combos: number[][], total: Total): number {
  let id = 0;
  for (let i = 0; i < values.length; i++) {
    keep[i]! |= 1 << values[i]!;
    id += POWERS_OF_16[values[i]!]!;
  }
  let at = seen.get(id);
  if (at === undefined) {
    seen.set(id, (at = combos.length));
    combos.push(sortedAsSaid(values, total.op === '-' || total.op === '/'));
  }
  return at;
}

/** A copy of a filling's digits, smallest first (largest first for a difference or a quotient, as "9 − 3" is said): an insertion sort of a few digits, where `sort` with a comparer copies them twice. */
function sortedAsSaid(values: readonly number[], largestFirst: boolean): number[] {
  const out = values.slice();
  for (let i = 1; i < out.length; i++) {
    const v = out[i]!;
    let j = i - 1;
    for (; j >= 0 && (largestFirst ? out[j]! < v : out[j]! > v); j--) out[j + 1] = out[j]!;
    out[j + 1] = v;
  }
  return out;
}

function listCombinations(shape: Shape, cells: readonly number[], masks: readonly number[], total: Total): Combinations {
  const keep = new Array<number>(cells.length).fill(0);
  const fillings: number[][] = [];
  const combos: number[][] = [];
  const comboOf: number[] = [];
  const seen = new Map<number, number>();
  let over = false;
  const finished = fillingsOf(shape, cells, masks, total, (values) => {
    if (fillings.length >= MOST_FILLINGS) return (over = true);
    fillings.push(values.slice());
    comboOf.push(tally(values, keep, seen, combos, total));
  });
  return over || !finished ? null : { combos, keep, fillings, comboOf };
}

/**
 * A group's combinations from those listed for wider candidates (`combinationsOf`'s `wider`): the
 * fillings whose every digit its cell may still hold, in the order the listing met them, so the
 * same combinations, in the same order, as `listCombinations` finds. Its search, with bounds
 * from the narrower candidates, only ever prunes more, so it never stops where the wider one
 * finished; the total and the cells that see each other are the same. A solve asks again of each
 * group as its candidates shrink: four in five of the listings at 6×6 hard Calcudoku are read so,
 * and a Killer Sudoku 9×9 expert costs a quarter less (issue 88).
 */
function narrowed(wider: NonNullable<Combinations>, cells: readonly number[], cand: ArrayLike<number>): Combinations {
  const n = cells.length;
  const masks = new Int32Array(n);
  for (let i = 0; i < n; i++) masks[i] = cand[cells[i]!]!;
  const keep = new Array<number>(n).fill(0);
  const fillings: number[][] = [];
  const combos: number[][] = [];
  const comboOf: number[] = [];
  // Each of the wider listing's combinations' index here, plus one (0: not met yet); a combination is the same sorted digits, so it is shared, not sorted again.
  const mine = new Int32Array(wider.combos.length);
  for (let f = 0; f < wider.fillings.length; f++) {
    const values = wider.fillings[f]!;
    let holds = true;
    for (let i = 0; i < n && holds; i++) holds = ((masks[i]! >> values[i]!) & 1) === 1;
    if (!holds) continue;
    // Never changed once listed: the narrower listing shares the wider one's arrays.
    fillings.push(values);
    for (let i = 0; i < n; i++) keep[i]! |= 1 << values[i]!;
    const w = wider.comboOf[f]!;
    if (mine[w] === 0) {
      combos.push(wider.combos[w]!);
      mine[w] = combos.length;
    }
    comboOf.push(mine[w]! - 1);
  }
  return { combos, keep, fillings, comboOf };
}
