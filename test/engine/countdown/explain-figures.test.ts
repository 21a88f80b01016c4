/**
 * Issue 36: Countdown's explanations show their work. For 30 puzzles a band (fixed seeds, as a
 * book makes them), every step the step solver writes is read back as a person checking it
 * would, and each figure it states is worked out afresh from the cards and the lines before:
 *  - every sum is true, and the cards a line names (`from`) are the cards among its operands,
 *    by count and by value; its other operands are results of earlier lines, each used once;
 *    a count of cards a sentence states is the count the line uses;
 *  - no line that works toward the target moves the running value further from it;
 *  - "which is N more/less than the target", "N still to add / take off", "the N (still) to
 *    add / take off", "a factor of P" and the plan ("T is G more than A = x × y; make M first")
 *    are each recomputed from the working;
 *  - a method ruled out names the product of two cards that really is nearest the target, and
 *    no solution of the puzzle, listed afresh, is of that method;
 *  - "the target already" is said of the target; the key's "and N other ways" counts the
 *    solutions listed afresh, and the stored answer is the working the steps write;
 * and (issue 65) the same for every Countdown puzzle of the shipped books (test/shipped).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIFFICULTIES } from '../../../src/engine/kind.ts';
import { workingLines } from '../../../src/kinds/countdown/draw.ts';
import { show } from '../../../src/kinds/countdown/expr.ts';
import { methodOf } from '../../../src/kinds/countdown/methods.ts';
import { Countdown } from '../../../src/kinds/countdown/solver.ts';
import { kind as countdown } from '../../../src/kinds/countdown/index.ts';
import { explain } from '../../../src/engine/explain.ts';
import type { CountdownPuzzle, CountdownSolution } from '../../../src/kinds/countdown/schema.ts';
import { logAt, methodsOf, stepper, workingOf } from '../../../src/kinds/countdown/steps.ts';
import { Rng } from '../../../src/engine/random.ts';
import { levelOf, type Step } from '../../../src/engine/steps.ts';

const PER_BAND = 30;

const OPS: Record<string, (a: number, b: number) => number> = {
  '+': (a, b) => a + b,
  '−': (a, b) => a - b,
  '×': (a, b) => a * b,
  '÷': (a, b) => a / b,
};

const COUNTS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

/** Takes each of `taken` out of `pool` (a multiset); false where one is missing. */
function takeAll(pool: number[], taken: readonly number[]): boolean {
  for (const v of taken) {
    const k = pool.indexOf(v);
    if (k < 0) return false;
    pool.splice(k, 1);
  }
  return true;
}

/** The product of two cards nearest the target, worked out afresh (×1 is no step; the smaller on a tie). */
function nearest(puzzle: CountdownPuzzle): { product: number; gap: number } | null {
  let best: { product: number; gap: number } | null = null;
  puzzle.numbers.forEach((a, i) =>
    puzzle.numbers.forEach((b, j) => {
      if (j <= i || a === 1 || b === 1) return;
      const gap = Math.abs(a * b - puzzle.target);
      if (!best || gap < best.gap || (gap === best.gap && a * b < best.product)) best = { product: a * b, gap };
    }),
  );
  return best;
}

/** Checks one puzzle's explanation at its level; returns the working's sentences. */
function check(puzzle: CountdownPuzzle): string[] {
  const T = puzzle.target;
  const found = levelOf(stepper, puzzle);
  expect(found).not.toBeNull();
  const log = logAt(puzzle, methodsOf(puzzle), found!.level);
  const lines = workingOf(puzzle, log.found!);
  const steps = found!.log.steps;
  const tried = steps.slice(0, steps.length - lines.length);
  const working: Step[] = steps.slice(tried.length);
  expect(working.map((s) => s.say)).toEqual(lines.map((l) => l.step.say));

  // A method ruled out makes no way: no solution, listed afresh, is of it.
  const fresh = new Countdown(puzzle.numbers).solutions(T);
  for (const s of tried) {
    expect(s.say, s.say).toMatch(new RegExp(`no way to ${T};`));
    expect(
      fresh.filter((e) => methodOf(e) === s.technique).map((e) => show(e)),
      `${s.say}: yet these ways are ${s.technique}`,
    ).toEqual([]);
  }

  // A method ruled out: the nearest product it names is the nearest, and its gap right.
  for (const s of tried) {
    const m = /(\d+) × (\d+) = (\d+), is (\d+) away/.exec(s.say);
    if (s.technique !== 'multiply-adjust') continue;
    const near = nearest(puzzle);
    if (!near) continue;
    expect(m, s.say).not.toBeNull();
    expect(Number(m![1]) * Number(m![2])).toBe(Number(m![3]));
    expect(Number(m![3]), s.say).toBe(near.product);
    expect(Number(m![4]), s.say).toBe(near.gap);
  }

  const results: number[] = [];
  const made = lines.map((l) => l.result);
  const usedCards = new Set<number>();
  let running: number | null = null;
  lines.forEach((line, k) => {
    const say = line.step.say;
    // The line's own sum: the last "a op b = r" in it (a plan before it may name factors).
    const sums = [...say.matchAll(/(\d+) ([+−×÷]) (\d+) = (\d+)/g)];
    expect(sums.length, say).toBeGreaterThan(0);
    const [, a, op, b, r] = sums.at(-1)!;
    expect([Number(a), Number(b), Number(r)], say).toEqual([line.a, line.b, line.result]);
    expect(OPS[op!]!(line.a, line.b), say).toBe(line.result);
    expect(Number.isInteger(line.result) && line.result > 0, say).toBe(true);

    // The cards it names are among its operands (count and values); the rest are earlier results.
    const cards = line.step.from.map((i) => puzzle.numbers[i]!);
    for (const i of line.step.from) {
      expect(usedCards.has(i), `${say}: card ${i} used twice`).toBe(false);
      usedCards.add(i);
    }
    const operands = [line.a, line.b];
    expect(takeAll(operands, cards), `${say}: cards ${cards.join(', ')} are not its operands`).toBe(true);
    expect(takeAll(results, operands), `${say}: ${operands.join(', ')} not earlier results`).toBe(true);
    results.push(line.result);
    const counted = /\b(one|two|three|four|five|six) cards?\b/i.exec(say);
    if (counted) expect(COUNTS[counted[1]!.toLowerCase()], `${say}: names ${counted[1]} cards, uses ${cards.length}`).toBe(cards.length);

    // Working toward the target: the main term, then lines each nearer than the one before.
    if (line.kind === 'main' || line.kind === 'top') {
      if (line.kind === 'top' && running !== null) {
        expect(line.a, `${say}: goes on from the running value`).toBe(running);
        expect(Math.abs(line.result - T), `${say}: moves away from ${T} (was ${running})`).toBeLessThan(Math.abs(running - T));
      }
      if (line.kind === 'top' && running === null) expect(Math.abs(line.result - T), say).toBeLessThan(Math.abs(line.a - T));
      running = line.result;
    }

    // The figures stated, each against the working.
    const gap = Math.abs(T - line.result);
    const which = /which is (\d+) (more|less) than the target (\d+)/.exec(say);
    if (which) {
      expect(Number(which[3])).toBe(T);
      expect(Number(which[1]), say).toBe(gap);
      expect(which[2], say).toBe(line.result > T ? 'more' : 'less');
    }
    const still = /; (\d+) still to (add|take off)\./.exec(say);
    if (still) {
      expect(Number(still[1]), say).toBe(gap);
      expect(still[2], say).toBe(line.result < T ? 'add' : 'take off');
    }
    if (/, the target\.$/.test(say) || /, the target already\./.test(say)) expect(line.result, say).toBe(T);
    if (k === lines.length - 1) expect(say, 'the last line reaches the target').toMatch(/, the target\.$/);
    const part = /, the (\d+) (still )?to (add|take off)\.$/.exec(say);
    if (part) {
      expect(Number(part[1])).toBe(line.result);
      // The line that uses it: the running value it goes on from, and what is left to close there.
      const user = lines.slice(k + 1).find((l) => l.kind === 'top' && l.b === line.result);
      expect(user, `${say}: no line adds or takes it off`).toBeDefined();
      expect(part[3], say).toBe(user!.sign === '+' ? 'add' : 'take off');
      expect(user!.a < T, say).toBe(part[3] === 'add');
      if (part[2]) expect(line.result, `${say}: is not all that is left`).toBe(Math.abs(T - user!.a));
    }
    // A line with no other purpose says what it is for: the next line, which goes on from its result.
    const use = /, for (\d+) ([+−×÷]) (\d+)\.$/.exec(say);
    if (use) {
      const next = lines.slice(k + 1).find((l) => l.a === Number(use[1]) && l.b === Number(use[3]));
      expect(next, `${say}: no later line ${use[0]}`).toBeDefined();
      expect(OPS[use[2]!]!(next!.a, next!.b), say).toBe(next!.result);
      expect([next!.a, next!.b], say).toContain(line.result);
    }
    if (k < lines.length - 1) expect(say, 'every line but the last says what it is for').toMatch(/, (which is|the target|a factor of|the \d+ (still )?to|for \d+)|; \d+ still to/);
    const factor = /, a factor of (\d+)\.$/.exec(say);
    if (factor) {
      const p = Number(factor[1]);
      expect(p % line.result, say).toBe(0);
      expect(made.slice(k + 1), `${say}: ${p} is made later`).toContain(p);
    }

    // The plan: the anchor, how far the target is from it, its factors, the part made first.
    const plan = /^[^:]*: (\d+) is (\d+) (more|less) than (\d+)(?: = ([\d ×÷]+))?(?:; make (\d+) first)?: /.exec(say);
    const exact = /^[^:]*: (\d+) = ([\d ×÷]+?)(?:; make (\d+) first)?: /.exec(say);
    if (k === 0 && found!.level >= 3 && line.kind !== 'main') expect(plan ?? exact, `${say}: no plan`).not.toBeNull();
    if (plan) {
      expect(k).toBe(0);
      const [, t, g, side, aim, parts, make] = plan;
      expect(Number(t)).toBe(T);
      expect(Number(g), say).toBe(Math.abs(T - Number(aim)));
      expect(side, say).toBe(T > Number(aim) ? 'more' : 'less');
      // The anchor is a card, or a line's result.
      expect([...made, ...puzzle.numbers], say).toContain(Number(aim));
      if (parts) expect(productOf(parts), say).toBe(Number(aim));
      if (make) expect(made, say).toContain(Number(make));
    }
    if (exact) {
      expect(k).toBe(0);
      expect(Number(exact[1])).toBe(T);
      expect(productOf(exact[2]!), say).toBe(T);
      if (exact[3]) expect(made, say).toContain(Number(exact[3]));
    }
  });
  expect(results).toEqual([T]);
  return lines.map((l) => l.step.say);
}

/** `204 × 4`, `602 ÷ 2`, worked out. */
function productOf(parts: string): number {
  const tokens = parts.trim().split(' ');
  let v = Number(tokens[0]);
  for (let i = 1; i < tokens.length; i += 2) v = tokens[i] === '×' ? v * Number(tokens[i + 1]) : v / Number(tokens[i + 1]);
  return v;
}

/**
 * A stored game and its key, read back: its steps' figures (`check`), the key the working the
 * steps write, line for line, and "and N other ways" the solutions listed afresh, less one.
 */
function checkKey(puzzle: CountdownPuzzle, solution: CountdownSolution): void {
  const LINE = /(\d+) ([+−×÷]) (\d+) = (\d+)/;
  check(puzzle);
  const said = explain(stepper, puzzle)
    .steps.filter((s) => !s.say.includes('no way to'))
    .flatMap((s) => LINE.exec(s.say)?.[0] ?? []);
  const { steps, others } = workingLines(puzzle, solution);
  const game = `${puzzle.numbers.join(' ')} → ${puzzle.target}`;
  expect(steps, game).toEqual(said);
  const total = new Countdown(puzzle.numbers).solutions(puzzle.target).length;
  const n = /and (\d+) other ways?/.exec(others);
  if (total === 1) expect(others, game).toBe('the only way');
  else expect(Number(n?.[1]), `${game}: ${others}`).toBe(total - 1);
}

const game = (numbers: number[], target: number): CountdownPuzzle => ({ numbers, target });

/** Every Countdown record of the shipped books (test/shipped/*.json), with the book it is in. */
const shippedDir = new URL('../../shipped/', import.meta.url).pathname;
const shipped = readdirSync(shippedDir)
  .filter((f) => f.endsWith('.json') && f !== 'hashes.json')
  .flatMap((f) => {
    const book = JSON.parse(readFileSync(join(shippedDir, f), 'utf8')) as { puzzles?: { id: string; kind: string; difficulty: string; puzzle: CountdownPuzzle; solution: CountdownSolution; grade: { level: number } }[] };
    return (book.puzzles ?? []).filter((p) => p.kind === 'countdown').map((p) => ({ ...p, book: f }));
  });

describe('the shipped books’ Countdown puzzles, every figure read back', () => {
  it('there are some', () => {
    expect(shipped.length).toBeGreaterThan(0);
  });

  it.each(shipped.map((p) => [`${p.book} ${p.id}`, p] as const))('%s', (_, record) => {
    const found = levelOf(stepper, record.puzzle)!;
    // The band stored is the level the steps need, and the stored answer the working they write.
    expect(DIFFICULTIES[found.level - 1]).toBe(record.difficulty);
    expect(record.grade.level).toBe(found.level);
    checkKey(record.puzzle, record.solution);
  });
});

describe('Countdown explanations, every figure read back', () => {
  it.each(DIFFICULTIES)(`%s: ${PER_BAND} puzzles`, (difficulty) => {
    const options = countdown.options.parse({});
    let checked = 0;
    for (let i = 0; i < PER_BAND; i++) {
      const made = countdown.generate(new Rng(`test/explain-figures/${difficulty}/${i}`), options, difficulty);
      if (!made) continue;
      checkKey(made.puzzle, made.solution);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(PER_BAND - 2);
  });

  it.each(DIFFICULTIES)('%s: the key prints the working the steps write, line for line and in their order', (difficulty) => {
    const options = countdown.options.parse({});
    const LINE = /(\d+) ([+−×÷]) (\d+) = (\d+)/;
    for (let i = 0; i < PER_BAND; i++) {
      const made = countdown.generate(new Rng(`test/explain-figures/${difficulty}/${i}`), options, difficulty);
      if (!made) continue;
      // The working's lines, after the easier methods ruled out (which name a product, and make nothing).
      const said = explain(stepper, made.puzzle)
        .steps.filter((s) => !s.say.includes('no way to'))
        .flatMap((s) => LINE.exec(s.say)?.[0] ?? []);
      const key = workingLines(made.puzzle, made.solution).steps;
      expect(key, made.puzzle.numbers.join(' ') + ' → ' + made.puzzle.target).toEqual(said);
      // And the key's text form (what `explain` prints as the answer the steps reach) says the same.
      expect(countdown.text(made.puzzle, made.solution)).toContain(key.join('\n'));
    }
  });

  it('the key works the issue’s 602 toward the target, not as the expression is written', () => {
    const puzzle = game([25, 3, 8, 10, 5, 3], 602);
    const key = workingLines(puzzle, { expression: '25*8*3+5-3' }).steps;
    expect(key).toEqual(['25 × 8 = 200', '200 × 3 = 600', '5 − 3 = 2', '600 + 2 = 602']);
    // A player's own working, not the solver's way of writing it, is kept as written.
    expect(workingLines(puzzle, { expression: '5+25*8*3-3' }).steps).toEqual(['25 × 8 = 200', '200 × 3 = 600', '5 + 600 = 605', '605 − 3 = 602']);
  });

  it('the issue’s walk away from the target: the remainder is built, never grown', () => {
    // 600 + 5 − 3: from 600 (2 short) either card alone moves away; 5 − 3 = 2 is built, then added.
    const says = check(game([25, 3, 8, 10, 5, 3], 602));
    expect(says).toContain('5 − 3 = 2, the 2 still to add.');
    expect(says.at(-1)).toBe('600 + 2 = 602, the target.');
  });

  it('a factor of three cards is not called "three cards" over two', () => {
    const says = check(game([25, 3, 8, 10, 5, 3], 602));
    expect(says[0]).toBe('Build a factor: 602 is 2 more than 600 = 25 × 8 × 3: 25 × 8 = 200, a factor of 600.');
    expect(says.join(' ')).not.toMatch(/three cards/);
  });
});
