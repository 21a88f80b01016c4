/**
 * The grid kit's totals (rules.ts, totals.ts), held to brute force: a group's fillings are
 * every assignment of its candidates that reaches its total with no repeat where two cells see
 * each other, whatever the operation; a group's combinations are those fillings' digits; and the
 * line-total techniques narrow only to what some filling of the line allows.
 */
import { describe, expect, it } from 'vitest';
import { digitsOf, rangeMask } from '../../../src/engine/grid/bits.ts';
import { cageBounds, extremeOf } from '../../../src/engine/grid/bounds.ts';
import { Board } from '../../../src/engine/grid/board.ts';
import { GridCounter } from '../../../src/engine/grid/count.ts';
import { climbBoard, type Rung } from '../../../src/engine/grid/ladder.ts';
import { nakedSingle } from '../../../src/engine/grid/singles.ts';
import { combinations, linesTotal } from '../../../src/engine/grid/totals.ts';
import { combinationsOf, fillingsOf, MOST_STEPS, totalKeeps } from '../../../src/engine/grid/rules.ts';
import { distinctSumKeeps } from '../../../src/engine/grid/sums.ts';
import { type Group, linesOf, shapeOf, type Total } from '../../../src/engine/grid/shape.ts';
import { Rng } from '../../../src/engine/random.ts';

/** Every assignment of the masks' digits, in order, and the ones meeting `keeps`. */
function brute(masks: readonly number[], keeps: (values: number[]) => boolean): string[] {
  const out: string[] = [];
  const go = (i: number, values: number[]) => {
    if (i === masks.length) {
      if (keeps(values)) out.push(values.join());
      return;
    }
    for (let v = 0; v < 31; v++) if (masks[i]! & (1 << v)) go(i + 1, [...values, v]);
  };
  go(0, []);
  return out;
}

const reach = ({ op, target }: Total, d: number[]) =>
  op === '+' ? d.reduce((a, b) => a + b, 0) === target : op === '*' ? d.reduce((a, b) => a * b, 1) === target : op === '=' ? d.length === 1 && d[0] === target : d.length === 2 && (op === '-' ? Math.abs(d[0]! - d[1]!) === target : Math.max(...d) === Math.min(...d) * target);

/**
 * A random cage of `fewest` to 5 cells of a 6×6, connected or not, with a total its size allows:
 * repeats are barred where two cells share a row or column.
 */
function randomCage(rng: Rng, fewest: number) {
  const size = 6;
  const n = rng.range(fewest, 5);
  const cells = rng.shuffle(Array.from({ length: size * size }, (_, i) => i)).slice(0, n).sort((a, b) => a - b);
  const ops: Total['op'][] = n === 2 ? ['+', '*', '-', '/'] : n === 1 ? ['='] : ['+', '*'];
  const op = rng.pick(ops);
  const target = op === '+' ? rng.range(n, 6 * n) : op === '*' ? rng.pick([6, 8, 12, 24, 30, 60, 120, 144, 720]) : op === '=' ? rng.range(1, 6) : rng.range(1, 5);
  const total: Total = { op, target };
  const cage: Group = { kind: 'cage', n: 1, cells, house: false, distinct: false, total };
  return { cells, total, shape: shapeOf(size, size, rangeMask(1, size), [...linesOf(size, size), cage]) };
}

describe('fillingsOf and combinationsOf against brute force', () => {
  it('on 600 random cages of a 6×6 (sums, products, differences, quotients), with random candidates: the same fillings, and combinations their digits', () => {
    const size = 6;
    const rng = new Rng('test/totals/fillings');
    for (let k = 0; k < 600; k++) {
      const { cells, total, shape } = randomCage(rng, 1);
      const { op, target } = total;
      const masks = cells.map(() => rangeMask(1, size) & rng.int(1 << 7));
      const sees = (i: number, j: number) => shape.sees[cells[i]! * shape.size + cells[j]!] === 1;
      const want = brute(masks, (d) => reach(total, d) && d.every((v, i) => d.every((w, j) => j <= i || v !== w || !sees(i, j))));
      const got: string[] = [];
      fillingsOf(shape, cells, masks, total, (values) => void got.push(values.join()));
      expect(got.sort(), `${op}${target} over ${cells.join(',')}`).toEqual(want.sort());
      const cand = new Uint32Array(shape.size);
      cells.forEach((c, i) => (cand[c] = masks[i]!));
      const found = combinationsOf(shape, cells, cand, total)!;
      const sets = new Set(want.map((f) => f.split(',').map(Number).sort((a, b) => a - b).join()));
      expect(new Set(found.combos.map((c) => [...c].sort((a, b) => a - b).join()))).toEqual(sets);
      expect(found.keep).toEqual(cells.map((_, i) => want.reduce((m, f) => m | (1 << Number(f.split(',')[i])), 0)));
    }
  });
});

describe('combinationsOf read again from a wider listing, as a solve narrows a group', () => {
  it('on 600 random cages of a 6×6 and candidates narrowed at random: the fillings a search finds, in its order, and the same combinations in the same order', () => {
    const size = 6;
    const rng = new Rng('test/totals/narrowed');
    let read = 0;
    for (let k = 0; k < 600; k++) {
      const { cells, total, shape } = randomCage(rng, 2);
      const { op, target } = total;
      const wide = cells.map(() => rangeMask(1, size) & (rng.int(1 << 7) | rng.int(1 << 7)));
      const narrow = wide.map((m) => m & (rng.int(1 << 7) | rng.int(1 << 7)));
      const cand = new Uint32Array(shape.size);
      cells.forEach((c, i) => (cand[c] = wide[i]!));
      const wider = combinationsOf(shape, cells, cand, total);
      if (!wider) continue;
      const sees = (i: number, j: number) => shape.sees[cells[i]! * shape.size + cells[j]!] === 1;
      const order = op === '-' || op === '/' ? (a: number, b: number) => b - a : (a: number, b: number) => a - b;
      // Narrowed twice, as a solve goes on: the second time read from the first narrowing's own listing.
      const narrower = narrow.map((m) => m & (rng.int(1 << 7) | rng.int(1 << 7)));
      let from = wider;
      for (const masks of [narrow, narrower]) {
        cells.forEach((c, i) => (cand[c] = masks[i]!));
        const found = combinationsOf(shape, cells, cand, total, from)!;
        read++;
        // The search's order: each cell's digits from the smallest, the first cell's slowest.
        const want = brute(masks, (d) => reach(total, d) && d.every((v, i) => d.every((w, j) => j <= i || v !== w || !sees(i, j))));
        expect(found.fillings.map((f) => f.join()), `${op}${target} over ${cells.join(',')}`).toEqual(want);
        const combos = [...new Set(want.map((f) => f.split(',').map(Number).sort(order).join()))];
        expect(found.combos.map((c) => c.join())).toEqual(combos);
        // Each filling names its own combination, which the next narrowing takes rather than sorting again.
        expect(found.fillings.map((_, i) => found.combos[found.comboOf[i]!]!.join())).toEqual(want.map((f) => f.split(',').map(Number).sort(order).join()));
        expect(found.keep).toEqual(cells.map((_, i) => want.reduce((m, f) => m | (1 << Number(f.split(',')[i])), 0)));
        from = found;
      }
    }
    expect(read).toBeGreaterThan(600);
  });
});

describe('distinctSumKeeps against brute force', () => {
  it('on 2,000 random runs of 1 to 9 different digits with random candidates and sums: each cell keeps exactly the digits some filling gives it', () => {
    const rng = new Rng('test/totals/distinct-sums');
    for (let k = 0; k < 2000; k++) {
      const n = rng.range(1, 9);
      // Wide candidates as an empty Kakuro run has, narrow ones as a run part-solved has.
      const wide = rng.chance(0.5);
      const masks = Array.from({ length: n }, () => rangeMask(1, 9) & (wide ? ~(rng.int(1 << 10) & rng.int(1 << 10)) : rng.int(1 << 10)));
      const least = (n * (n + 1)) / 2;
      const target = rng.range(least - 1, 45 - ((9 - n) * (10 - n)) / 2 + 1);
      const want = (n > 5 && wide) || n > 7 ? null : brute(masks, (d) => d.reduce((a, b) => a + b, 0) === target && new Set(d).size === d.length);
      const got = distinctSumKeeps(masks, Array.from(masks.keys()), target);
      if (want) expect(got, `${target} over ${masks.join(',')}`).toEqual(masks.map((_, i) => want.reduce((m, f) => m | (1 << Number(f.split(',')[i])), 0)));
      else {
        // Too many orderings to list in a test: held to the kit's own enumeration instead.
        const cells = Array.from({ length: n }, (_, i) => i);
        const shape = shapeOf(9, 1, rangeMask(1, 9), [{ kind: 'run', n: 1, cells, house: false, distinct: true, total: { op: '+', target } }]);
        const keep = new Array<number>(n).fill(0);
        fillingsOf(shape, cells, masks, { op: '+', target }, (values) => values.forEach((v, i) => (keep[i]! |= 1 << v)));
        expect(got).toEqual(keep);
      }
    }
  });
});

describe('a listing no generator would ask for stops, and counts as work', () => {
  // A "cage" of a whole 9×9 Latin square whose sum no Latin square reaches: listing its fillings
  // would walk every partial Latin square (issue 68: a hand-written book hung `solve` for ever).
  const size = 9;
  const cells = Array.from({ length: size * size }, (_, i) => i);
  const total: Total = { op: '+', target: 406 };
  const cage: Group = { kind: 'cage', n: 1, cells, house: false, distinct: false, total };
  const shape = shapeOf(size, size, rangeMask(1, size), [...linesOf(size, size), cage]);
  const masks = cells.map(() => rangeMask(1, size));

  it('fillingsOf stops unfinished past MOST_STEPS, totalKeeps then keeps every digit, and combinationsOf lists none', () => {
    let found = 0;
    expect(fillingsOf(shape, cells, masks, total, () => void found++)).toBe(false);
    expect(found).toBe(0);
    const kept = totalKeeps(shape, cells, masks, total);
    expect(kept.finished).toBe(false);
    expect(kept.keep).toEqual(masks);
    const cand = new Uint32Array(shape.size).fill(rangeMask(1, size));
    expect(combinationsOf(shape, cells, cand, total)).toBeNull();
    // A cage a generator makes is listed whole.
    expect(fillingsOf(shape, [0, 1, 9], masks.slice(0, 3), { op: '+', target: 12 }, () => {})).toBe(true);
  });

  it("the counter runs its budget out on it and says it does not know, rather than running on", () => {
    const r = new GridCounter(shape).count(new Uint8Array(shape.size), 2, 2 * MOST_STEPS);
    expect(r.complete).toBe(false);
    expect(r.solutions).toEqual([]);
  });
});

describe('givens that contradict a total (issue 83)', () => {
  // A 4×4 Latin square with a cage of two cells in one row whose sum no two different digits reach (4 + 3 is the most).
  const size = 4;
  const cage = (target: number, cells = [12, 13]): Group => ({ kind: 'cage', n: 1, cells, house: false, distinct: false, total: { op: '+', target } });

  it("a group with no combination left is no step: every combinations technique passes it by", () => {
    const shape = shapeOf(size, size, rangeMask(1, size), [...linesOf(size, size), cage(8)]);
    const board = new Board(shape).reset(new Uint8Array(shape.size));
    expect(combinationsOf(shape, [12, 13], board.cand, { op: '+', target: 8 })!.combos).toEqual([]);
    for (const most of [1, 2, 5, Infinity]) expect(combinations('any', most).find(board)).toBeNull();
  });

  it("a line's total that leaves its other cells a sum they cannot make is no step", () => {
    const shape = shapeOf(size, size, rangeMask(1, size), [...linesOf(size, size), cage(6)]);
    const board = new Board(shape).reset(new Uint8Array(shape.size));
    // The cage's 6 is 2 + 4; the row's other two cells may not hold 1 (struck here), so its 10 − 6 = 4 (1 + 3) cannot be made.
    board.strike(14, 1 << 1);
    board.strike(15, 1 << 1);
    expect(linesTotal(1).find(board)).toBeNull();
  });

  it('a board whose singles fill a cage with the wrong sum is not solved: the steps stop short of an answer that breaks a rule', () => {
    // Every cell given but the cage's two, whose candidates are each one digit: 1 and 2, which add up to 3, not 4.
    const answer = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
    const shape = shapeOf(size, size, rangeMask(1, size), [...linesOf(size, size), cage(4, [14, 15])]);
    const givens = answer.map((v, c) => (c === 14 || c === 15 ? 0 : v));
    const board = new Board(shape).reset(givens);
    const rungs: Rung[] = [{ technique: nakedSingle, level: 1 }];
    const log = climbBoard(board, rungs, 4, false);
    expect(board.left).toBe(0);
    expect(log.solved).toBe(false);
    expect(board.holds()).toBe(false);
    // The same grid with the right sum holds.
    const right = new Board(shapeOf(size, size, rangeMask(1, size), [...linesOf(size, size), cage(3, [14, 15])])).reset(givens);
    expect(climbBoard(right, rungs, 4, false).solved).toBe(true);
  });
});

describe("a cage's bounds (bounds.ts) against brute force (issue 86)", () => {
  /** A shape of a size's rows and columns and one cage (or, `run`, of one run of different digits and nothing else). */
  const shapeWithCage = (size: number, cells: number[], total: Total, run = false) =>
    run
      ? shapeOf(cells.length, 1, rangeMask(1, 9), [{ kind: 'run', n: 1, cells, house: false, distinct: true, total }])
      : shapeOf(size, size, rangeMask(1, size), [...linesOf(size, size), { kind: 'cage', n: 1, cells, house: false, distinct: false, total }]);
  const seeing = (shape: ReturnType<typeof shapeOf>, cells: number[]) => (d: number[]) => d.every((v, i) => d.every((w, j) => j <= i || v !== w || shape.sees[cells[i]! * shape.size + cells[j]!] !== 1));

  it('extremeOf: the least and the most sum and product of 1 to 5 cells of a 6×6, different where two share a line, on 600 random candidate sets; its digits are the cells\', and make it', () => {
    const size = 6;
    const rng = new Rng('test/totals/extremes');
    const shape = shapeOf(size, size, rangeMask(1, size), linesOf(size, size));
    for (let k = 0; k < 600; k++) {
      const n = rng.range(1, 5);
      const cells = rng.shuffle(Array.from({ length: size * size }, (_, i) => i)).slice(0, n);
      const cand = new Uint32Array(shape.size);
      for (const c of cells) cand[c] = rangeMask(1, size) & rng.int(1 << 7);
      const masks = cells.map((c) => cand[c]!);
      const op = rng.pick(['+', '*'] as const);
      const made = (d: number[]) => (op === '+' ? d.reduce((a, b) => a + b, 0) : d.reduce((a, b) => a * b, 1));
      const all = brute(masks, seeing(shape, cells)).map((f) => made(f.split(',').map(Number)));
      for (const most of [false, true]) {
        const got = extremeOf(shape, cells, cand, op, most);
        if (all.length === 0) {
          expect(got, `${op} over ${masks.join(',')}`).toBeNull();
          continue;
        }
        expect(got!.value, `${most ? 'most' : 'least'} ${op} over ${masks.join(',')}`).toBe(most ? Math.max(...all) : Math.min(...all));
        expect(made(got!.digits)).toBe(got!.value);
        expect(got!.digits.every((v, i) => masks[i]! & (1 << v))).toBe(true);
        expect(seeing(shape, cells)(got!.digits)).toBe(true);
      }
    }
  });

  it("crosses off only digits no filling of the cage has there, each bound stated as the cage's other cells reach it, on 800 random cages of a 6×6 and runs of different digits", () => {
    const rng = new Rng('test/totals/bounds');
    let steps = 0;
    for (let k = 0; k < 800; k++) {
      const run = k % 4 === 3;
      const size = run ? 9 : 6;
      const n = rng.range(2, run ? 6 : 5);
      const cells = run ? Array.from({ length: n }, (_, i) => i) : rng.shuffle(Array.from({ length: size * size }, (_, i) => i)).slice(0, n).sort((a, b) => a - b);
      const op = run ? '+' : rng.pick(['+', '*'] as const);
      const target = op === '+' ? rng.range(n + 1, (size - 1) * n) : rng.pick([6, 8, 12, 24, 30, 60, 120, 144, 180, 720]);
      const total: Total = { op, target };
      const shape = shapeWithCage(size, cells, total, run);
      const board = new Board(shape).reset(new Uint8Array(shape.size));
      // Random candidates; now and then a digit written in, as a board part-solved has.
      for (const c of cells) board.strike(c, rng.int(1 << (size + 1)) & ~(1 << rng.range(1, size)));
      if (rng.chance(0.3)) {
        const c = rng.pick(cells);
        board.place(c, rng.pick(digitsOf(board.cand[c]!)));
      }
      if (board.broken) continue;
      const found = cageBounds.find(board);
      if (!found) continue;
      steps++;
      const masks = cells.map((c) => board.cand[c]!);
      const fillings = brute(masks, (d) => reach(total, d) && seeing(shape, cells)(d)).map((f) => f.split(',').map(Number));
      for (const { cell, values } of found.strike) {
        const i = cells.indexOf(cell);
        for (const v of digitsOf(values)) expect(fillings.some((f) => f[i] === v), `${op}${target}: ${v} off cell ${cell} of ${masks.join(',')}`).toBe(false);
      }
      const data = found.data as { form: string; digits?: number[]; cells?: { cell: { row: number; col: number }; digits: number[]; low?: number; most?: { value: number; digits: number[] }; high?: number; least?: { value: number; digits: number[] } }[] };
      if (data.form === 'product') {
        expect(data.digits!.every((v) => target % v !== 0)).toBe(true);
        continue;
      }
      for (const said of data.cells!) {
        const cell = (said.cell.row - 1) * shape.width + said.cell.col - 1;
        const others = cells.filter((c) => c !== cell);
        const sums = brute(others.map((c) => board.cand[c]!), seeing(shape, others)).map((f) => f.split(',').reduce((a, b) => a + Number(b), 0));
        // Each bound stated is what the other cells reach, and the cell's digits past it are those crossed off.
        if (said.most) expect([said.most.value, said.low]).toEqual([Math.max(...sums), target - Math.max(...sums)]);
        if (said.least) expect([said.least.value, said.high]).toEqual([Math.min(...sums), target - Math.min(...sums)]);
        expect(said.digits).toEqual(digitsOf(board.cand[cell]!).filter((v) => (said.low !== undefined && v < said.low) || (said.high !== undefined && v > said.high)));
      }
    }
    expect(steps).toBeGreaterThan(150);
  });
});
