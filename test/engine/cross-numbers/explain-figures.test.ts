import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DIFFICULTIES, type Difficulty } from '../../../src/engine/kind.ts';
import { climb } from '../../../src/engine/steps.ts';
import { kind as crossNumbers } from '../../../src/kinds/cross-numbers/index.ts';
import { evaluateLine } from '../../../src/kinds/cross-numbers/oracle.ts';
import type { CrossNumbersPuzzle } from '../../../src/kinds/cross-numbers/schema.ts';
import { MOST_STRUCK, MOST_WRITTEN, steps } from '../../../src/kinds/cross-numbers/steps.ts';
import type { GridLine, Square } from '../../../src/engine/grid-labels.ts';
import { boundsSaid, divisibilitySaid, lastDigitSaid, listingSaid, noRepeatsSaid, oneBlankSaid, paritySaid, twoBlanksSaid } from '../../../src/kinds/cross-numbers/words.ts';
import { Rng } from '../../../src/engine/random.ts';
import { observeTemplates } from '../../../src/engine/words.ts';

/**
 * Every figure a Cross Numbers explanation states, checked against the board at that step
 * (issue 65): each log is replayed from its logged strikes and placings, and each part of a
 * step's sentence is checked by brute force here (the oracle's evaluator, not the step
 * solver's) against the candidates as they stand when it is said:
 *  - two blanks and listing: the fillings it lists, their count, each filling it strikes with
 *    its reason, what it says each box can only be, and the boxes it writes in;
 *  - one blank: the digits that make the total;
 *  - bounds, parity, last digit, divisibility: each digit it crosses off truly cannot make the
 *    total, for the reason it gives (the line falls short or goes past with the others at their
 *    least and greatest, its parity or last digit cannot match whatever fills the rest, a ÷
 *    cannot come out exact), the boxes it says are left one digit, and "Cross it off" for one;
 *  - no repeats: the boxes the digit is crossed off and those it leaves one digit;
 *  - a crossing, should one be said: what the line allows in the box, and what the box had left.
 * And over the whole log: a step writes in every box its finding leaves one digit, and no step
 * writes in a box an earlier step had already decided (nothing is said twice).
 *
 * Replayed: a sample of each band (fixed seeds), issue 65's seed, and every Cross Numbers
 * puzzle of the shipped books (test/shipped), each at the level its explanation is shown at
 * (the lowest that solves it) and at expert's.
 */

const PER_BAND = 20;
const SIZES = [3, 4];

interface Said {
  render: (data?: object) => string;
  data: Record<string, unknown>;
}

interface Line {
  name: string;
  cells: number[];
  ops: CrossNumbersPuzzle['rowOps'][number];
  total: number;
}

/** The puzzle's lines: cells, operators, total. */
function linesOf(p: CrossNumbersPuzzle): Line[] {
  const lines: Line[] = [];
  for (let r = 0; r < p.rows; r++) {
    lines.push({ name: `row ${r + 1}`, cells: Array.from({ length: p.cols }, (_, c) => r * p.cols + c), ops: p.rowOps[r]!, total: p.rowTotals[r]! });
  }
  for (let c = 0; c < p.cols; c++) {
    lines.push({ name: `column ${c + 1}`, cells: Array.from({ length: p.rows }, (_, r) => r * p.cols + c), ops: p.colOps[c]!, total: p.colTotals[c]! });
  }
  return lines;
}

const bitsOf = (m: number) => [...Array(16).keys()].filter((d) => m & (1 << d));
const maskOf = (ds: readonly number[]) => ds.reduce((m, d) => m | (1 << d), 0);
const single = (m: number) => m !== 0 && (m & (m - 1)) === 0;

/**
 * Every value line `line` can take with each box i anywhere in `domain(i)`, every ÷ exact, as
 * the oracle's evaluator works it out; worked a term at a time (a run of × and ÷ under
 * precedence, the whole line left to right) over sets of values, so a long line of many boxes
 * is not enumerated filling by filling.
 */
function valuesOf(line: Line, order: CrossNumbersPuzzle['order'], domain: (i: number) => number[]): Set<number> {
  const { ops } = line;
  const k = line.cells.length;
  // Terms: [start, end) runs the evaluator multiplies and divides first, each with the sign before it.
  const runs: { start: number; end: number; sign: string }[] = [];
  if (order === 'left-to-right') runs.push({ start: 0, end: k, sign: '+' });
  else {
    let start = 0;
    for (let i = 0; i < ops.length; i++) {
      if (ops[i] === '+' || ops[i] === '-') {
        runs.push({ start, end: i + 1, sign: start === 0 ? '+' : ops[start - 1]! });
        start = i + 1;
      }
    }
    runs.push({ start, end: k, sign: start === 0 ? '+' : ops[start - 1]! });
  }
  let sums = new Set([0]);
  for (const run of runs) {
    let acc = new Set(domain(run.start));
    for (let i = run.start + 1; i < run.end; i++) {
      const next = new Set<number>();
      for (const a of acc) {
        for (const b of domain(i)) {
          const v = evaluateLine([a, b], [ops[i - 1]!], 'left-to-right');
          if (v !== null) next.add(v);
        }
      }
      acc = next;
    }
    const next = new Set<number>();
    for (const s of sums) for (const t of acc) next.add(run.sign === '-' ? s - t : s + t);
    sums = next;
  }
  return sums;
}

function check(p: CrossNumbersPuzzle, level: number): number {
  const n = p.rows * p.cols;
  // A step is given squares and lines as numbers (grid-labels.ts): each found here by its row and column, or its name.
  const cellIndex = { get: (c: unknown) => ((c as Square).row - 1) * p.cols + (c as Square).col - 1 };
  const lines = linesOf(p);
  const nameOf = (l: unknown) => `${(l as GridLine).row ? 'row' : 'column'} ${(l as GridLine).n}`;
  const named = new Map(lines.map((l) => [l.name, l]));
  const byName = { get: (l: unknown) => named.get(nameOf(l)) };
  const digit = (s: string) => Number.parseInt(s, p.base);
  const printed = (d: number) => d.toString(p.base).toUpperCase();
  let full = 0;
  for (let d = p.digits[0]; d <= p.digits[1]; d++) full |= 1 << d;
  const lineDistinct = (li: number) => p.distinct === 'grid' || p.distinct === 'lines' || (p.distinct === 'rows' && li < p.rows);
  const rowOf = (c: number) => Math.floor(c / p.cols);
  const colOf = (c: number) => c % p.cols;
  /** The boxes that may not hold the digit of box c, under the distinct rule. */
  const peersOf = (c: number) =>
    [...Array(n).keys()].filter(
      (x) => x !== c && (p.distinct === 'grid' || (p.distinct !== 'none' && rowOf(x) === rowOf(c)) || (p.distinct === 'lines' && colOf(x) === colOf(c))),
    );

  const heard: Said[] = [];
  const listing = new Set<unknown>([twoBlanksSaid, listingSaid]);
  const level3 = new Set<unknown>([boundsSaid, paritySaid, lastDigitSaid, divisibilitySaid]);
  const others = new Set<unknown>([oneBlankSaid, noRepeatsSaid, ...level3]);
  // A crossing's sentence, should the solver say one: known by its figures, whatever its template.
  const crossing = (data: Record<string, unknown>) => 'lineDigits' in data && 'otherDigits' in data;
  const before = observeTemplates((render, data) => {
    const d = data as Record<string, unknown>;
    if (listing.has(render) || others.has(render) || crossing(d)) heard.push({ render, data: d });
  });
  let log;
  try {
    log = steps(p, level);
  } finally {
    observeTemplates(before);
  }
  expect(log.solved).toBe(true);

  const cand = p.cells.flat().map((v) => (v === null ? full : 1 << v));
  /** Boxes given or written in so far. */
  const written = p.cells.flat().map((v) => v !== null);
  /** The last fillings each line's sentence listed, as whole lines. */
  const lastListed = new Map<number, number[][]>();
  let checked = 0;
  let h = 0;
  for (const [s, step] of log.steps.entries()) {
    const at = `step ${s + 1}: ${step.say}`;
    // The parts of this step's sentence, in order, and the board each one reads.
    const board = [...cand];
    /** Boxes written in before this part of the step. */
    const wr = [...written];
    /** What a part leaves, as it says it: the boxes it writes in. */
    const expectPlaced = (said: { cell: Square; value: string }[], touched: number[]) => {
      const left = touched.filter((c) => !wr[c] && single(board[c]!));
      expect(
        said.map((x) => `${cellIndex.get(x.cell)}=${x.value}`),
        `${at}: the boxes it leaves one digit, written in`,
      ).toEqual(left.map((c) => `${c}=${printed(bitsOf(board[c]!)[0]!)}`));
      for (const c of left) wr[c] = true;
    };
    while (h < heard.length && step.say.includes(heard[h]!.render(heard[h]!.data))) {
      const { render, data } = heard[h++]!;
      if (listing.has(render)) {
        const li = lines.findIndex((l) => l.name === nameOf(data.line));
        const line = lines[li]!;
        expect(byName.get(data.line)).toBe(line);
        const open = line.cells.flatMap((c, i) => (wr[c] ? [] : [i]));
        expect((data.cells as Square[]).map((c) => cellIndex.get(c))).toEqual(open.map((i) => line.cells[i]));
        const distinct = lineDistinct(li);
        const fixed = line.cells.map((c, i) => (open.includes(i) ? -1 : bitsOf(board[c]!)[0]!));
        const enumerate = (domain: (i: number) => number[]) => {
          const out: number[][] = [];
          const values = [...fixed];
          const go = (j: number) => {
            if (j === open.length) {
              if (evaluateLine(values, line.ops, p.order) === line.total) out.push([...values]);
              return;
            }
            for (const d of domain(open[j]!)) {
              if (distinct && open.slice(0, j).some((i) => values[i] === d)) continue;
              values[open[j]!] = d;
              go(j + 1);
            }
          };
          go(0);
          return out;
        };
        // The fillings from the candidates, the distinct rule kept within the line.
        const taken = distinct ? fixed.filter((v) => v >= 0) : [];
        const now = enumerate((i) => bitsOf(board[line.cells[i]!]!).filter((d) => !taken.includes(d)));
        const key = (f: number[]) => open.map((i) => printed(f[i]!)).join(',');
        expect(data.count, at).toBe(now.length);
        expect(now.length).toBeLessThanOrEqual(MOST_WRITTEN);
        expect((data.fillings as string[][]).map((f) => f.join(',')), at).toEqual(now.map(key));
        // What it strikes: from the list last written for the line, else every digit of the range.
        const earlier = lastListed.get(li);
        const base = earlier ? earlier.filter((f) => fixed.every((v, i) => v < 0 || f[i] === v)) : enumerate(() => bitsOf(full));
        const gone = base.filter((f) => !now.some((g) => key(g) === key(f)));
        const struck = data.struck as { filling: string[]; digit: string; cell: Square; where: GridLine | null; grid: boolean }[];
        const grouped = data.others as { count: number; digits: string[]; cell: string }[];
        expect(data.cut, at).toBe(gone.length > 0);
        if (gone.length <= MOST_STRUCK) {
          expect(grouped).toEqual([]);
          expect(struck.map((x) => x.filling.join(',')), at).toEqual(gone.map(key));
          for (const x of struck) {
            const c = cellIndex.get(x.cell);
            const i = line.cells.indexOf(c);
            expect(open).toContain(i);
            expect(x.filling[open.indexOf(i)]).toBe(x.digit);
            const d = digit(x.digit);
            if (x.where || x.grid) {
              // The digit already stands, placed, in the line named (or the grid), and may not repeat there.
              expect(p.distinct).not.toBe('none');
              const holder = x.grid ? [...Array(n).keys()] : byName.get(x.where)!.cells;
              expect(holder.some((y) => y !== c && wr[y] && board[y] === 1 << d)).toBe(true);
            } else {
              expect(board[c]! & (1 << d), at).toBe(0);
            }
          }
        } else {
          expect(struck).toEqual([]);
          expect(grouped.reduce((t, g) => t + g.count, 0)).toBe(gone.length);
          for (const g of grouped) {
            const c = cellIndex.get(g.cell);
            for (const d of g.digits) expect(board[c]! & (1 << digit(d)) && !taken.includes(digit(d))).toBeFalsy();
          }
        }
        lastListed.set(li, now);
        checked++;
        // The part leaves each open box the digits some filling uses: what it says a box can
        // only be where that is still more than one digit, and each box left one digit written in.
        const narrowed: string[] = [];
        for (const i of open) {
          const c = line.cells[i]!;
          const left = now.reduce((m, f) => m | (1 << f[i]!), 0);
          if (left !== board[c] && !single(left)) narrowed.push(`${c}:${bitsOf(left).map(printed)}`);
          board[c] = left;
        }
        expect((data.narrowed as { cell: Square; digits: string[] }[]).map((x) => `${cellIndex.get(x.cell)}:${x.digits}`), `${at}: can only be`).toEqual(narrowed);
        expectPlaced(data.placed as { cell: Square; value: string }[], open.map((i) => line.cells[i]!));
      } else if (render === oneBlankSaid) {
        const line = byName.get(data.line)!;
        const c = cellIndex.get(data.cell);
        expect(line.cells.filter((x) => !wr[x]), at).toEqual([c]);
        const values = line.cells.map((x) => (x === c ? -1 : bitsOf(board[x]!)[0]!));
        const makes = bitsOf(board[c]!).filter((d) => {
          values[line.cells.indexOf(c)] = d;
          return evaluateLine(values, line.ops, p.order) === line.total;
        });
        expect(data.digits, at).toEqual(makes.map(printed));
        expect(data.count).toBe(makes.length);
        board[c] = maskOf(makes);
        // One digit goes in, with this step.
        if (makes.length === 1) {
          expect(step.place, at).toContainEqual({ cell: c, value: makes[0] });
          wr[c] = true;
        }
      } else if (render === noRepeatsSaid) {
        const c = cellIndex.get(data.cell);
        const d = digit(data.value as string);
        expect(wr[c] && board[c] === 1 << d, at).toBe(true);
        const hit = peersOf(c).filter((x) => !wr[x] && board[x]! & (1 << d));
        expect((data.cells as Square[]).map((x) => cellIndex.get(x)).sort((a, b) => a - b), at).toEqual(hit);
        for (const x of hit) board[x]! &= ~(1 << d);
        expectPlaced(data.placed as { cell: Square; value: string }[], hit);
      } else if (level3.has(render)) {
        const line = byName.get(data.line)!;
        const cases = ['cases', 'short', 'past'].flatMap((field) =>
          ((data[field] as { cell: Square; digits: string[] }[] | undefined) ?? []).map((x) => ({ field, c: cellIndex.get(x.cell), ds: x.digits.map(digit) })),
        );
        expect(cases.length, at).toBeGreaterThan(0);
        expect(data.one, at).toBe(cases.reduce((t, x) => t + x.ds.length, 0) === 1);
        const target = line.total;
        // Every claim is of the board as the part found it; what it crosses off comes after.
        const found = [...board];
        for (const { field, c, ds } of cases) {
          const i = line.cells.indexOf(c);
          expect(i, at).toBeGreaterThanOrEqual(0);
          expect(wr[c], at).toBe(false);
          for (const d of ds) {
            expect(found[c]! & (1 << d), `${at}: ${d} is still possible there`).not.toBe(0);
            const fromCandidates = valuesOf(line, p.order, (j) => (j === i ? [d] : bitsOf(found[line.cells[j]!]!)));
            // Sound: no filling of the line from the candidates left makes the total with it.
            expect(fromCandidates.has(target), `${at}: ${d} cannot make ${target}`).toBe(false);
            if (field === 'short' || field === 'past') {
              // Every other empty box anywhere from its least to its greatest candidate.
              const spread = valuesOf(line, p.order, (j) => {
                if (j === i) return [d];
                const m = bitsOf(found[line.cells[j]!]!);
                return wr[line.cells[j]!] ? m : Array.from({ length: m.at(-1)! - m[0]! + 1 }, (_, x) => m[0]! + x);
              });
              const all = [...spread];
              if (field === 'short') expect(all.every((v) => v < target), `${at}: short with ${d}`).toBe(true);
              else expect(all.every((v) => v > target), `${at}: past with ${d}`).toBe(true);
            } else if (render === paritySaid || render === lastDigitSaid) {
              const m = render === paritySaid ? 2 : p.base;
              const res = (v: number) => ((v % m) + m) % m;
              expect(data.total).toBe(printed(target));
              if (render === paritySaid) expect(data.odd).toBe(res(target) === 1);
              else expect(data.digit).toBe(printed(res(target)));
              expect([...fromCandidates].every((v) => res(v) !== res(target)), `${at}: residue with ${d}`).toBe(true);
            } else {
              // Divisibility: with it, some ÷ of the line is never exact, whatever the total.
              expect(fromCandidates.size, `${at}: no exact ÷ with ${d}`).toBe(0);
            }
            board[c]! &= ~(1 << d);
          }
        }
        expectPlaced(data.placed as { cell: Square; value: string }[], [...new Set(cases.map((x) => x.c))].sort((a, b) => line.cells.indexOf(a) - line.cells.indexOf(b)));
      } else {
        // A crossing: what its line allows in the box (every digit of the range, the line's
        // other boxes as their candidates stand), and what the box had left, on this board.
        const c = cellIndex.get(data.cell);
        const line = byName.get(data.line)!;
        const i = line.cells.indexOf(c);
        const allows = bitsOf(full).filter((d) => valuesOf(line, p.order, (j) => (j === i ? [d] : bitsOf(board[line.cells[j]!]!))).has(line.total));
        expect(data.lineDigits, `${at}: what ${line.name} allows`).toEqual(allows.map(printed));
        expect(data.otherDigits, `${at}: what the box had left`).toEqual(bitsOf(board[c]!).map(printed));
        const both = allows.filter((d) => board[c]! & (1 << d));
        expect(both.map(printed), at).toEqual([data.value]);
        expect(single(board[c]!), `${at}: the box was already decided`).toBe(false);
        board[c] = 1 << both[0]!;
        wr[c] = true;
      }
    }
    // The board after the step, from its log: no box written in twice, nor one an earlier step
    // had already left one digit, and every box it leaves one digit written in.
    for (const x of step.place) {
      expect(written[x.cell], `${at}: writes in a box already written`).toBe(false);
      expect(single(cand[x.cell]!), `${at}: writes in a box an earlier step had left ${x.value}`).toBe(false);
      written[x.cell] = true;
    }
    for (const x of step.strike) for (const v of x.values) cand[x.cell]! &= ~(1 << v);
    for (const x of step.place) cand[x.cell] = 1 << x.value;
    expect(wr, `${at}: the boxes its sentence writes in`).toEqual(written);
    expect(board, `${at}: the board its sentence leaves`).toEqual(cand);
    const undecided = [...Array(n).keys()].filter((c) => !written[c] && single(cand[c]!));
    expect(undecided, `${at}: boxes left one digit and not written in`).toEqual([]);
  }
  expect(h).toBe(heard.length);
  return checked;
}

/** Checks a puzzle's explanation at the level it is shown at (the lowest that solves it), and at expert's. */
function checkShown(p: CrossNumbersPuzzle): number {
  const { level } = climb(crossNumbers.stepper, p);
  return check(p, level) + (level < 4 ? check(p, 4) : 0);
}

describe('Cross Numbers explanations state figures the board bears out', () => {
  for (const difficulty of DIFFICULTIES as readonly Difficulty[]) {
    it(`${difficulty}: every stated set, count, filling and box written in, on ${PER_BAND} puzzles`, () => {
      let made = 0;
      let checked = 0;
      for (let i = 0; i < PER_BAND; i++) {
        const size = SIZES[i % SIZES.length]!;
        const m = crossNumbers.generate(new Rng(`test/explain-figures/${size}/${difficulty}/${i}`), crossNumbers.options.parse({ size }), difficulty);
        if (!m) continue;
        made++;
        checked += checkShown(m.puzzle);
      }
      expect(made).toBeGreaterThan(PER_BAND / 2);
      if (difficulty === 'medium' || difficulty === 'expert') expect(checked).toBeGreaterThan(0);
    });
  }

  /*
   * Issue 65's grid (`generate cross-numbers --difficulty expert --seed aud4-cross-numbers-3-1`).
   * Its explanation once said a box could only be 7, then wrote the 7 in with a crossing that
   * named digits struck a step before; found the one pair (4, 6) and wrote in only the 4; then
   * said row 1 allowed 3 or 6 where only 6 made 120.
   */
  const ISSUE: CrossNumbersPuzzle = {
    rows: 3,
    cols: 3,
    cells: [
      [null, null, null],
      [null, null, null],
      [9, null, null],
    ],
    rowOps: [
      ['*', '*'],
      ['-', '+'],
      ['*', '+'],
    ],
    colOps: [
      ['+', '-'],
      ['+', '+'],
      ['-', '/'],
    ],
    rowTotals: [120, 8, 40],
    colTotals: [3, 15, 4],
    digits: [1, 9],
    distinct: 'none',
    order: 'precedence',
    base: 10,
  };

  it('issue 65’s grid: each box written in once, by the step that decides it', () => {
    expect(checkShown(ISSUE)).toBeGreaterThan(0);
    const log = steps(ISSUE, 4).steps;
    // The pair (4, 6) writes both its digits in.
    const pair = log.find((s) => s.say.includes('(4, 6)') && s.technique === 'two-blanks');
    expect(pair?.place.map((x) => x.value).sort()).toEqual([4, 6]);
    expect(log.map((s) => s.technique)).not.toContain('crossing');
  });

  // The shipped books' Cross Numbers puzzles, as their explanations show them.
  const shipped = readdirSync(new URL('../../shipped/', import.meta.url))
    .filter((f) => f.endsWith('.json') && f !== 'hashes.json')
    .flatMap((f) => {
      const book = JSON.parse(readFileSync(new URL(`../../shipped/${f}`, import.meta.url), 'utf8')) as { puzzles?: { id: string; kind: string; puzzle: CrossNumbersPuzzle }[] };
      return (book.puzzles ?? []).filter((x) => x.kind === 'cross-numbers').map((x) => [`${f} ${x.id}`, x.puzzle] as const);
    });

  it('the shipped books hold Cross Numbers puzzles', () => {
    expect(shipped.length).toBeGreaterThan(0);
  });

  it.each(shipped)('shipped %s', (_, puzzle) => {
    checkShown(puzzle);
  });
});
