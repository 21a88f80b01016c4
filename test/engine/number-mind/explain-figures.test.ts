import { describe, expect, it } from 'vitest';
import { explain } from '../../../src/engine/explain.ts';
import { DIFFICULTIES, type Difficulty } from '../../../src/engine/kind.ts';
import { kind as numberMind } from '../../../src/kinds/number-mind/index.ts';
import type { NumberMindPuzzle } from '../../../src/kinds/number-mind/schema.ts';
import { type FailedWay, stepper } from '../../../src/kinds/number-mind/steps.ts';
import { Rng } from '../../../src/engine/random.ts';
import type { Step } from '../../../src/engine/steps.ts';

/**
 * Issue 36: a what-if step ("If it were 8 in place 2, …") shows the chain it follows, and
 * every figure it states is true of the board. Each explanation of 20 puzzles per band
 * (fixed seeds, 4 to 8 digits) is replayed on pencil marks kept here, apart from the step
 * solver: at each split, each failing way is written on a copy of the marks, each step of its
 * chain is checked as a deduction by its own rule from the marks at that point, the steps
 * stated are the steps shown, and the contradiction named is checked on the marks the chain
 * leaves (the guess named really can no longer reach its count, or really has too many).
 */

const LENGTHS = [4, 5, 6, 7, 8];
const PER_LENGTH = 4;
const ALL = 0x3ff;

interface Board {
  dom: number[];
  placed: boolean[];
}

const copy = (b: Board): Board => ({ dom: [...b.dom], placed: [...b.placed] });

function apply(b: Board, s: Pick<Step, 'place' | 'strike'>): void {
  for (const x of s.strike) for (const d of x.values) b.dom[x.cell]! &= ~(1 << d);
  for (const x of s.place) {
    b.dom[x.cell]! &= 1 << x.value;
    b.placed[x.cell] = true;
  }
}

const digitAt = (p: NumberMindPuzzle, g: number, place: number) => Number(p.guesses[g]!.guess[place]);
const isOpen = (p: NumberMindPuzzle, b: Board, g: number, place: number) => !b.placed[place] && (b.dom[place]! & (1 << digitAt(p, g, place))) !== 0;
const openOf = (p: NumberMindPuzzle, b: Board, g: number) => Array.from({ length: p.length }, (_, q) => q).filter((q) => isOpen(p, b, g, q));
const knownOf = (p: NumberMindPuzzle, b: Board, g: number) =>
  Array.from({ length: p.length }, (_, q) => q).filter((q) => b.placed[q] && b.dom[q] === 1 << digitAt(p, g, q)).length;

/** A list of (cell, digit) as sorted keys, to compare steps' writings without their order. */
const keys = (xs: { cell: number; value: number }[]) => xs.map((x) => `${x.cell}:${x.value}`).sort();
const strikeKeys = (s: Step['strike']) => keys(s.flatMap((x) => x.values.map((value) => ({ cell: x.cell, value }))));

/**
 * Every way two guesses can take their remaining right places among the places open to
 * either, each place holding a's digit, b's digit or another: the sets of right (cell, digit)
 * over every way that gives both exactly what they still need.
 */
function pairWays(p: NumberMindPuzzle, b: Board, a: number, c: number): Set<string>[] {
  const needA = p.guesses[a]!.correct - knownOf(p, b, a);
  const needC = p.guesses[c]!.correct - knownOf(p, b, c);
  const places = Array.from({ length: p.length }, (_, q) => q).filter((q) => isOpen(p, b, a, q) || isOpen(p, b, c, q));
  const out: Set<string>[] = [];
  const walk = (i: number, ra: number, rc: number, right: string[]) => {
    if (ra > needA || rc > needC) return;
    if (i === places.length) {
      if (ra === needA && rc === needC) out.push(new Set(right));
      return;
    }
    const q = places[i]!;
    const da = digitAt(p, a, q);
    const dc = digitAt(p, c, q);
    walk(i + 1, ra, rc, right);
    if (isOpen(p, b, a, q)) walk(i + 1, ra + 1, rc + (dc === da && isOpen(p, b, c, q) ? 1 : 0), [...right, `${q}:${da}`]);
    if (isOpen(p, b, c, q) && dc !== da) walk(i + 1, ra, rc + 1, [...right, `${q}:${dc}`]);
  };
  walk(0, 0, 0, []);
  return out;
}

/** Checks one link of a chain as a deduction by its own technique from the board `b`. */
function checkLink(p: NumberMindPuzzle, b: Board, link: FailedWay['chain'][number]): void {
  const g = (link.guesses[0] ?? 0) - 1;
  const open = (j: number) => openOf(p, b, j).map((q) => ({ cell: q, value: digitAt(p, j, q) }));
  switch (link.technique) {
    case 'zero-guess':
      expect(p.guesses[g]!.correct).toBe(0);
      expect(strikeKeys(link.strike)).toEqual(keys(open(g)));
      expect(link.strike.length).toBeGreaterThan(0);
      break;
    case 'score-met':
      expect(knownOf(p, b, g)).toBe(p.guesses[g]!.correct);
      expect(strikeKeys(link.strike)).toEqual(keys(open(g)));
      expect(link.strike.length).toBeGreaterThan(0);
      break;
    case 'last-digit': {
      const [x] = link.place;
      expect(link.place).toHaveLength(1);
      expect(b.placed[x!.cell]).toBe(false);
      expect(b.dom[x!.cell]).toBe(1 << x!.value);
      break;
    }
    case 'all-needed': {
      const need = p.guesses[g]!.correct - knownOf(p, b, g);
      expect(need).toBeGreaterThan(0);
      expect(open(g)).toHaveLength(need);
      expect(keys(link.place)).toEqual(keys(open(g)));
      break;
    }
    case 'compare': {
      const [a, c] = link.guesses.map((n) => n - 1) as [number, number];
      const ways = pairWays(p, b, a, c);
      expect(ways.length).toBeGreaterThan(0);
      // Each digit written in is right in every way both get their scores; each crossed off in none.
      for (const k of keys(link.place)) expect(ways.every((w) => w.has(k))).toBe(true);
      for (const k of strikeKeys(link.strike)) expect(ways.some((w) => w.has(k))).toBe(false);
      expect(link.place.length + link.strike.length).toBeGreaterThan(0);
      break;
    }
    default:
      throw new Error(`a chain holds only steps of levels 1–2, not ${link.technique}`);
  }
}

/** The number of steps as the English sentence states it. */
const stated = (after: number) => (after === 0 ? 'at once' : after === 1 ? 'one more step follows: ' : `${after} more steps follow: `);

function checkSplit(p: NumberMindPuzzle, before: Board, step: Step & { fails?: FailedWay[] }): number {
  const fails = step.fails;
  expect(fails, `step "${step.say}" carries its failing ways`).toBeDefined();
  // The guess's ways: the one written in and those crossed off.
  const ways = [...step.place, ...step.strike.map((s) => ({ cell: s.cell, value: s.values[0]! }))];
  expect(fails!).toHaveLength(ways.length - 1);
  for (const f of fails!) {
    expect(keys(ways)).toContain(`${f.case.cell}:${f.case.value}`);
    const b = copy(before);
    const others = ways.filter((w) => w.cell !== f.case.cell);
    apply(b, { place: [f.case], strike: others.map((w) => ({ cell: w.cell, values: [w.value] })) });
    // The steps stated are the steps shown, each in the sentence.
    expect(f.chain).toHaveLength(f.after);
    expect(step.say).toContain(`If it were ${f.case.value} in place ${f.case.cell + 1}, ${stated(f.after)}`);
    for (const link of f.chain) {
      expect(step.say).toContain(link.say);
      checkLink(p, b, link);
      apply(b, link);
    }
    const c = f.contradiction;
    switch (c.kind) {
      case 'empty':
        expect(b.dom[c.place! - 1]).toBe(0);
        break;
      case 'over': {
        const g = c.guess! - 1;
        expect(knownOf(p, b, g)).toBe(c.count);
        expect(c.count!).toBeGreaterThan(p.guesses[g]!.correct);
        expect(step.say).toContain(`guess ${c.guess} (${p.guesses[g]!.guess}) would have ${c.count} right`);
        break;
      }
      case 'short': {
        const g = c.guess! - 1;
        const most = knownOf(p, b, g) + openOf(p, b, g).length;
        expect(most).toBe(c.count);
        expect(most).toBeLessThan(p.guesses[g]!.correct);
        expect(c.score).toBe(p.guesses[g]!.correct);
        const said = most === 0 ? 'none right' : `at most ${most} right`;
        expect(step.say).toContain(`guess ${c.guess} (${p.guesses[g]!.guess}) could get ${said}, fewer than the ${c.score} it has`);
        break;
      }
      case 'pair':
        expect(pairWays(p, b, c.guess! - 1, c.other! - 1)).toHaveLength(0);
        break;
    }
  }
  return fails!.length;
}

const cases = DIFFICULTIES.flatMap((d) => LENGTHS.map((length) => [d, length] as [Difficulty, number]));

describe('every what-if step shows its chain, and its figures are true of the board (issue 36)', () => {
  it.each(cases)('%s, %i digits', (difficulty, length) => {
    const options = numberMind.options.parse({ length });
    let splits = 0;
    for (let i = 0; i < PER_LENGTH; i++) {
      const made = numberMind.generate(new Rng(`test/explain-figures/${length}/${difficulty}/${i}`), options, difficulty);
      if (!made) continue;
      const p = made.puzzle;
      const told = explain(stepper, p);
      expect(told.solved).toBe(true);
      const board: Board = { dom: Array<number>(p.length).fill(ALL), placed: Array<boolean>(p.length).fill(false) };
      for (const step of told.steps) {
        if (step.technique === 'either-or' || step.technique === 'one-of-three') splits += checkSplit(p, board, step);
        else expect((step as { fails?: unknown }).fails).toBeUndefined();
        apply(board, step);
      }
    }
    // The hard and expert bands are where the splits are: some must have been checked.
    if (difficulty === 'hard' || difficulty === 'expert') expect(splits).toBeGreaterThan(0);
  });
});
