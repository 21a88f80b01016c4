import { describe, expect, it } from 'vitest';
import { DIFFICULTIES, type Difficulty } from '../../../src/engine/kind.ts';
import { kind as crossNumbers } from '../../../src/kinds/cross-numbers/index.ts';
import { evaluateLine } from '../../../src/kinds/cross-numbers/oracle.ts';
import type { CrossNumbersPuzzle } from '../../../src/kinds/cross-numbers/schema.ts';
import { MOST_STRUCK, MOST_WRITTEN, steps } from '../../../src/kinds/cross-numbers/steps.ts';
import type { GridLine, Square } from '../../../src/engine/grid-labels.ts';
import { words } from '../../../src/kinds/cross-numbers/words.ts';
import { Rng } from '../../../src/engine/random.ts';
import { observeTemplates } from '../../../src/engine/words.ts';

/**
 * Every figure a Cross Numbers explanation states about fillings, checked against the board at
 * that step: the steps of a sample of puzzles per band (fixed seeds) are replayed from their
 * logged strikes and placings, and for each two-blanks or listing sentence the fillings of the
 * line's empty boxes are worked out here by brute force from the candidates at that point (the
 * oracle's evaluator, not the step solver's), then compared with the fillings it lists, the
 * count it states, and each filling it strikes with its reason.
 */

const PER_BAND = 20;
const SIZES = [3, 4];

interface Said {
  render: (data?: object) => string;
  data: Record<string, unknown>;
}

/** The puzzle's lines: cells, operators, total. */
function linesOf(p: CrossNumbersPuzzle) {
  const lines: { name: string; cells: number[]; ops: CrossNumbersPuzzle['rowOps'][number]; total: number }[] = [];
  for (let r = 0; r < p.rows; r++) {
    lines.push({ name: `row ${r + 1}`, cells: Array.from({ length: p.cols }, (_, c) => r * p.cols + c), ops: p.rowOps[r]!, total: p.rowTotals[r]! });
  }
  for (let c = 0; c < p.cols; c++) {
    lines.push({ name: `column ${c + 1}`, cells: Array.from({ length: p.rows }, (_, r) => r * p.cols + c), ops: p.colOps[c]!, total: p.colTotals[c]! });
  }
  return lines;
}

const bitsOf = (m: number) => [...Array(16).keys()].filter((d) => m & (1 << d));

function check(p: CrossNumbersPuzzle): number {
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

  const heard: Said[] = [];
  const listing = new Set<unknown>([words.steps['two-blanks'], words.steps.listing]);
  const others = new Set<unknown>([words.steps['one-blank'], words.steps.bounds, words.steps.parity, words.steps['last-digit'], words.steps.divisibility]);
  const before = observeTemplates((render, data) => {
    if (listing.has(render) || others.has(render)) heard.push({ render, data: data as Record<string, unknown> });
  });
  let log;
  try {
    log = steps(p, 4);
  } finally {
    observeTemplates(before);
  }
  expect(log.solved).toBe(true);

  const cand = p.cells.flat().map((v) => (v === null ? full : 1 << v));
  /** The last fillings each line's sentence listed, as whole lines. */
  const lastListed = new Map<number, number[][]>();
  let checked = 0;
  let h = 0;
  for (const step of log.steps) {
    // The parts of this step's sentence, in order, and the board each one reads.
    const board = [...cand];
    while (h < heard.length && step.say.includes(heard[h]!.render(heard[h]!.data))) {
      const { render, data } = heard[h++]!;
      if (listing.has(render)) {
        const li = lines.findIndex((l) => l.name === nameOf(data.line));
        const line = lines[li]!;
        expect(byName.get(data.line)).toBe(line);
        const open = line.cells.flatMap((c, i) => (bitsOf(board[c]!).length > 1 ? [i] : []));
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
        expect(data.count).toBe(now.length);
        expect(now.length).toBeLessThanOrEqual(MOST_WRITTEN);
        expect((data.fillings as string[][]).map((f) => f.join(','))).toEqual(now.map(key));
        // What it strikes: from the list last written for the line, else every digit of the range.
        const earlier = lastListed.get(li);
        const base = earlier ? earlier.filter((f) => fixed.every((v, i) => v < 0 || f[i] === v)) : enumerate(() => bitsOf(full));
        const gone = base.filter((f) => !now.some((g) => key(g) === key(f)));
        const struck = data.struck as { filling: string[]; digit: string; cell: Square; where: GridLine | null; grid: boolean }[];
        const grouped = data.others as { count: number; digits: string[]; cell: string }[];
        expect(data.cut).toBe(gone.length > 0);
        if (gone.length <= MOST_STRUCK) {
          expect(grouped).toEqual([]);
          expect(struck.map((s) => s.filling.join(','))).toEqual(gone.map(key));
          for (const s of struck) {
            const c = cellIndex.get(s.cell);
            const i = line.cells.indexOf(c);
            expect(open).toContain(i);
            expect(s.filling[open.indexOf(i)]).toBe(s.digit);
            const d = digit(s.digit);
            if (s.where || s.grid) {
              // The digit already stands, placed, in the line named (or the grid), and may not repeat there.
              expect(p.distinct).not.toBe('none');
              const holder = s.grid ? [...Array(n).keys()] : byName.get(s.where)!.cells;
              expect(holder.some((x) => x !== c && board[x] === 1 << d)).toBe(true);
            } else {
              expect(board[c]! & (1 << d)).toBe(0);
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
        // The part leaves each open box the digits some filling uses.
        for (const i of open) {
          const c = line.cells[i]!;
          board[c] = now.reduce((m, f) => m | (1 << f[i]!), 0);
        }
      } else {
        // The other parts of a look: what they cross off, as they say it.
        if (render === words.steps['one-blank']) {
          board[cellIndex.get(data.cell)] = (data.digits as string[]).reduce((m, d) => m | (1 << digit(d)), 0);
        } else {
          for (const field of ['cases', 'short', 'past']) {
            for (const x of (data[field] as { cell: string; digits: string[] }[] | undefined) ?? []) {
              for (const d of x.digits) board[cellIndex.get(x.cell)]! &= ~(1 << digit(d));
            }
          }
        }
      }
    }
    // The board after the step, from its log.
    for (const s of step.strike) for (const v of s.values) cand[s.cell]! &= ~(1 << v);
    for (const x of step.place) cand[x.cell] = 1 << x.value;
  }
  expect(h).toBe(heard.length);
  return checked;
}

describe('Cross Numbers explanations state fillings the board bears out', () => {
  for (const difficulty of DIFFICULTIES as readonly Difficulty[]) {
    it(`${difficulty}: every listed filling, count and struck filling, on ${PER_BAND} puzzles`, () => {
      let made = 0;
      let checked = 0;
      for (let i = 0; i < PER_BAND; i++) {
        const size = SIZES[i % SIZES.length]!;
        const m = crossNumbers.generate(new Rng(`test/explain-figures/${size}/${difficulty}/${i}`), crossNumbers.options.parse({ size }), difficulty);
        if (!m) continue;
        made++;
        checked += check(m.puzzle);
      }
      expect(made).toBeGreaterThan(PER_BAND / 2);
      if (difficulty === 'medium' || difficulty === 'expert') expect(checked).toBeGreaterThan(0);
    });
  }
});
