/**
 * Cross Numbers for young children: only the signs asked for, never below zero on the way,
 * totals no larger than asked, and a rule line that names only the rules a grid uses.
 */
import { describe, expect, it } from 'vitest';
import { ruleLines } from '../../../src/kinds/cross-numbers/draw.ts';
import { kind as crossNumbers } from '../../../src/kinds/cross-numbers/index.ts';
import type { CrossNumbersPuzzle, Op } from '../../../src/kinds/cross-numbers/schema.ts';
import { Rng } from '../../../src/engine/random.ts';

/** Every row and column of a filled grid, as [digits, signs]. */
function linesOf(p: CrossNumbersPuzzle, cells: number[][]): [number[], Op[]][] {
  const rows = cells.map((row, r): [number[], Op[]] => [row, p.rowOps[r]!]);
  const cols = p.colOps.map((ops, c): [number[], Op[]] => [cells.map((row) => row[c]!), ops]);
  return [...rows, ...cols];
}

/**
 * Every value met while working a line out, written here independently of the kind's code:
 * precedence turns each run of × and ÷ into one term, then adds and takes away the terms left
 * to right; left-to-right applies each sign in turn.
 */
function valuesOnTheWay(digits: number[], ops: Op[], order: 'precedence' | 'left-to-right'): number[] {
  const step = (a: number, op: Op, b: number) => (op === '+' ? a + b : op === '-' ? a - b : op === '*' ? a * b : a / b);
  if (order === 'left-to-right') {
    const seen = [digits[0]!];
    for (let i = 1; i < digits.length; i++) seen.push(step(seen.at(-1)!, ops[i - 1]!, digits[i]!));
    return seen;
  }
  const terms: number[] = [digits[0]!];
  const signs: Op[] = [];
  ops.forEach((op, i) => {
    if (op === '*' || op === '/') terms[terms.length - 1] = step(terms.at(-1)!, op, digits[i + 1]!);
    else {
      signs.push(op);
      terms.push(digits[i + 1]!);
    }
  });
  const seen = [terms[0]!];
  signs.forEach((op, i) => seen.push(step(seen.at(-1)!, op, terms[i + 1]!)));
  return seen;
}

describe('Cross Numbers for young children', () => {
  const young = crossNumbers.options.parse({ operators: '+-', noNegatives: true, maxTotal: 20 });

  it.each(['precedence', 'left-to-right'] as const)('keeps to + and −, never below zero, totals at most 20 (%s)', (order) => {
    const options = { ...young, order };
    let made = 0;
    for (let seed = 0; seed < 24; seed++) {
      for (const difficulty of ['easy', 'medium'] as const) {
        const puzzle = crossNumbers.generate(new Rng(`young/${order}/${seed}`), options, difficulty);
        if (!puzzle) continue;
        made++;
        const { puzzle: p, solution } = puzzle;
        for (const [digits, ops] of linesOf(p, solution.cells)) {
          expect(ops.every((op) => op === '+' || op === '-'), ops.join(' ')).toBe(true);
          const seen = valuesOnTheWay(digits, ops, order);
          expect(Math.min(...seen), `${digits.join(',')} ${ops.join('')}`).toBeGreaterThanOrEqual(0);
          expect(seen.at(-1)!).toBeLessThanOrEqual(20);
        }
        expect([...p.rowTotals, ...p.colTotals].every((t) => t <= 20)).toBe(true);
        // Its one answer, proved.
        expect(crossNumbers.solve(p, 2).solutions).toEqual([solution]);
        // The line under the grid says nothing of × and ÷.
        expect(ruleLines(p).join(' ')).not.toMatch(/[×÷]|division/);
      }
    }
    expect(made).toBeGreaterThanOrEqual(30);
  });

  it('without noNegatives, the same signs do go below zero on the way sometimes (the option is what stops it)', () => {
    const options = crossNumbers.options.parse({ operators: '+-' });
    let dips = 0;
    for (let seed = 0; seed < 30 && dips === 0; seed++) {
      const made = crossNumbers.generate(new Rng(`dips/${seed}`), options, 'easy');
      if (!made) continue;
      for (const [digits, ops] of linesOf(made.puzzle, made.solution.cells)) if (Math.min(...valuesOnTheWay(digits, ops, 'precedence')) < 0) dips++;
    }
    expect(dips).toBeGreaterThan(0);
  });

  it('reads the signs from a list or one text, in any spelling, and refuses others naming the place', () => {
    expect(crossNumbers.options.parse({ operators: ['+', '-'] }).operators).toEqual(['+', '-']);
    expect(crossNumbers.options.parse({ operators: '× + −' }).operators).toEqual(['+', '-', '*']);
    expect(crossNumbers.options.parse({ operators: '÷,x' }).operators).toEqual(['*', '/']);
    expect(crossNumbers.options.parse({}).operators).toEqual(['+', '-', '*', '/']);
    const bad = crossNumbers.options.safeParse({ operators: '+%' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]!.path).toEqual(['operators', 1]);
    expect(crossNumbers.options.safeParse({ operators: '' }).success).toBe(false);
    expect(crossNumbers.options.safeParse({ maxTotal: 0 }).success).toBe(false);
  });
});

describe('the rule line names only the rules a grid uses', () => {
  /** A 3×3 grid with these signs, so a line can mix two of them. */
  const grid = (rowOps: Op[][], colOps: Op[][], order: 'precedence' | 'left-to-right' = 'precedence'): CrossNumbersPuzzle => ({
    rows: 3,
    cols: 3,
    cells: Array.from({ length: 3 }, () => [null, null, null]),
    rowOps,
    colOps,
    rowTotals: [0, 0, 0],
    colTotals: [0, 0, 0],
    digits: [1, 9],
    distinct: 'none',
    order,
    base: 10,
  });
  const plus: Op[][] = [
    ['+', '+'],
    ['+', '-'],
    ['-', '+'],
  ];

  it('says nothing of order or division for + and − alone', () => {
    expect(ruleLines(grid(plus, plus))).toEqual(['Digits 1 to 9.']);
  });

  it('says × and ÷ come first only where a line mixes them with + or −', () => {
    expect(ruleLines(grid([['*', '+'], ...plus.slice(1)], plus))).toEqual(['× and ÷ before + and −.', 'Digits 1 to 9.']);
    expect(ruleLines(grid(plus, [...plus.slice(0, 2), ['-', '*']]))[0]).toBe('× and ÷ before + and −.');
    // × all along every line that has one: no line mixes, so the order cannot matter.
    expect(ruleLines(grid([['*', '*'], ...plus.slice(1)], plus))).toEqual(['Digits 1 to 9.']);
  });

  it('says every division is exact only where there is a ÷', () => {
    expect(ruleLines(grid([['/', '*'], ...plus.slice(1)], plus))).toEqual(['Every division is exact.', 'Digits 1 to 9.']);
    expect(ruleLines(grid([['/', '+'], ...plus.slice(1)], plus))[0]).toBe('× and ÷ before + and −; every division is exact.');
    expect(ruleLines(grid([['/', '+'], ...plus.slice(1)], plus, 'left-to-right'))[0]).toBe('Work strictly left to right, and top to bottom; every division is exact.');
  });
});
