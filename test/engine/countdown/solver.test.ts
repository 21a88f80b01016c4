import { describe, expect, it } from 'vitest';
import { kind as countdown } from '../../../src/kinds/countdown/index.ts';
import { LARGE, SMALL } from '../../../src/kinds/countdown/schema.ts';
import { Countdown } from '../../../src/kinds/countdown/solver.ts';
import { canonical, everyTree, type Tree } from '../../../src/kinds/countdown/oracle.ts';
import { Rng } from '../../../src/engine/random.ts';

interface Naive {
  /** Distinct normal forms per target. */
  forms: Map<number, Set<string>>;
  /** Every value any subset of the cards makes. */
  reached: Set<number>;
}

/** The kind's oracle, walking every tree once for many targets: their distinct solutions by its normal form, and every value reached. */
function naive(cards: readonly number[], targets: readonly number[]): Naive {
  const forms = new Map(targets.map((t) => [t, new Set<string>()]));
  const reached = new Set<number>();
  everyTree(cards, (t) => {
    reached.add(t.v);
    forms.get(t.v)?.add(canonical(t));
  });
  return { forms, reached };
}

/** Reads an expression as written (+ - * / and brackets, usual precedence) into a tree, for the normal form. */
function parse(s: string): Tree {
  let i = 0;
  const sum = (): Tree => {
    let t = product();
    while (s[i] === '+' || s[i] === '-') {
      const op = s[i++] as '+' | '-';
      const r = product();
      t = { v: op === '+' ? t.v + r.v : t.v - r.v, leaf: false, op, l: t, r };
    }
    return t;
  };
  const product = (): Tree => {
    let t = atom();
    while (s[i] === '*' || s[i] === '/') {
      const op = s[i++] as '*' | '/';
      const r = atom();
      t = { v: op === '*' ? t.v * r.v : t.v / r.v, leaf: false, op, l: t, r };
    }
    return t;
  };
  const atom = (): Tree => {
    if (s[i] === '(') {
      i++;
      const t = sum();
      if (s[i++] !== ')') throw new Error(`no ) in ${s}`);
      return t;
    }
    const m = /^\d+/.exec(s.slice(i))!;
    i += m[0].length;
    return { v: Number(m[0]), leaf: true };
  };
  const t = sum();
  if (i !== s.length) throw new Error(`left over in ${s}`);
  return t;
}

const everything = (puzzle: { numbers: number[]; target: number }) => countdown.solve(puzzle, Number.MAX_SAFE_INTEGER);

/** The value nearest the target, the smaller on a tie. */
function nearest(values: Iterable<number>, target: number): number {
  let best = -Infinity;
  for (const v of values) {
    const d = Math.abs(v - target);
    if (d < Math.abs(best - target) || (d === Math.abs(best - target) && v < best)) best = v;
  }
  return best;
}

/** The deck: two of each small card, one of each large. */
const DECK = [...SMALL, ...SMALL, ...LARGE];

/** Every distinct selection of six cards from the deck (as sorted lists). */
function selections(): number[][] {
  const kinds = [...SMALL, ...LARGE];
  const out: number[][] = [];
  const walk = (k: number, left: number, chosen: number[]) => {
    if (left === 0) return void out.push([...chosen]);
    if (k === kinds.length) return;
    const most = Math.min(left, kinds[k]! <= 10 ? 2 : 1);
    for (let c = most; c >= 0; c--) walk(k + 1, left - c, [...chosen, ...Array<number>(c).fill(kinds[k]!)]);
  };
  walk(0, 6, []);
  return out;
}

describe('countdown solver: known games', () => {
  it('25 50 75 100 3 6 → 952: exactly two distinct ways', () => {
    const solved = everything({ numbers: [25, 50, 75, 100, 3, 6], target: 952 });
    expect(solved.details).toEqual({ total: 2 });
    expect(solved.complete).toBe(true);
    const forms = new Set(solved.solutions.map((s) => canonical(parse(s.expression))));
    // The televised one, and the same cards regrouped around 75 × 6 ÷ 50 instead.
    expect(forms).toEqual(new Set(['((100+6)*75*3-50)/25', '(100+3)*75*6/50+25'].map((s) => canonical(parse(s)))));
    for (const s of solved.solutions) expect(countdown.check({ numbers: [25, 50, 75, 100, 3, 6], target: 952 }, s)).toBeNull();
  });

  it('1 3 7 10 25 50 → 765: a dozen ways, as the naive search finds', () => {
    const puzzle = { numbers: [1, 3, 7, 10, 25, 50], target: 765 };
    const solved = everything(puzzle);
    const reference = naive(puzzle.numbers, [765]).forms.get(765)!;
    expect(reference.size).toBe(12);
    expect(solved.details).toEqual({ total: 12 });
    expect(new Set(solved.solutions.map((s) => canonical(parse(s.expression))))).toEqual(reference);
    // The simplest uses four cards: (50 + 1) × (25 − 10).
    expect(solved.solutions[0]!.expression).toBe('(50+1)*(25-10)');
  });

  it('1 3 7 10 25 50 → 831: impossible, the closest is 830', () => {
    const solved = everything({ numbers: [1, 3, 7, 10, 25, 50], target: 831 });
    expect(solved.solutions).toEqual([]);
    expect(solved.complete).toBe(true);
    expect(solved.details).toEqual({ total: 0, closest: 830 });
    const reference = naive([1, 3, 7, 10, 25, 50], [831]);
    expect(reference.reached.has(831)).toBe(false);
    expect(nearest(reference.reached, 831)).toBe(830);
  });

  it('a card that is the target is a solution on its own; ×1 and ÷1 are never steps', () => {
    expect(everything({ numbers: [100, 1, 2, 3, 4, 5], target: 100 }).solutions[0]!.expression).toBe('100');
    // 7 from 7 and 1: only 7 itself, never 7×1 or 7÷1; 8 is 7+1.
    const c = new Countdown([7, 1]);
    expect(c.solutions(7).length).toBe(1);
    expect(c.solutions(8).length).toBe(1);
    expect([...c.values[3]!].sort((a, b) => a - b)).toEqual([6, 8]);
  });
});

describe('countdown solver against the naive search', () => {
  /** Compares every count, form, value and closest on one game; returns the solvable targets and the solutions seen. */
  function compare(numbers: number[], targets: number[]): { solvable: number; forms: number } {
    const reference = naive(numbers, targets);
    const solver = new Countdown(numbers);
    const values = new Set(solver.values.flatMap((s) => (s ? [...s] : [])));
    expect(values, numbers.join(' ')).toEqual(reference.reached);
    let solvable = 0;
    let forms = 0;
    for (const target of targets) {
      const what = `${numbers.join(' ')} → ${target}`;
      const expected = reference.forms.get(target)!;
      const solved = everything({ numbers, target });
      expect(solved.details!.total, what).toBe(expected.size);
      expect(solved.solutions.length, what).toBe(expected.size);
      expect(new Set(solved.solutions.map((s) => canonical(parse(s.expression)))), what).toEqual(expected);
      for (const s of solved.solutions) expect(countdown.check({ numbers, target }, s), `${what}: ${s.expression}`).toBeNull();
      expect(solved.details!.total > 0, what).toBe(reference.reached.has(target));
      forms += expected.size;
      if (expected.size > 0) {
        solvable++;
        expect(solved.details!.closest, what).toBeUndefined();
      } else {
        expect(solved.details!.closest, what).toBe(nearest(reference.reached, target));
      }
      expect(solver.closest(target), what).toBe(nearest(reference.reached, target));
    }
    return { solvable, forms };
  }

  /** Cards from the deck, or now and then any numbers (repeats and 1s included). */
  function cardsFor(rng: Rng, n: number): number[] {
    if (rng.chance(0.7)) return rng.shuffle([...DECK]).slice(0, n);
    return Array.from({ length: n }, () => (rng.chance(0.3) ? rng.range(1, 3) : rng.range(1, 30)));
  }

  /** Targets both reachable and not: the range the cards make, its edges and beyond. */
  function targetsFor(rng: Rng, numbers: number[], k: number): number[] {
    const top = numbers.reduce((a, b) => a * Math.max(b, 2), 1);
    const out = new Set<number>();
    while (out.size < k) out.add(rng.chance(0.5) ? rng.range(1, 120) : rng.range(1, Math.min(top + 10, 2000)));
    return [...out];
  }

  it('4 and 5 cards: the same distinct solutions, values and closest on 400 random games', () => {
    const rng = new Rng('countdown-test/naive/small');
    let targets = 0;
    let solvable = 0;
    let forms = 0;
    for (let game = 0; game < 400; game++) {
      const n = game % 4 === 0 ? 5 : 4;
      const numbers = cardsFor(rng, n);
      const ts = targetsFor(rng, numbers, 6);
      targets += ts.length;
      const seen = compare(numbers, ts);
      solvable += seen.solvable;
      forms += seen.forms;
    }
    // Both kinds of target were tried, many times, and thousands of solutions compared.
    expect(solvable).toBeGreaterThan(targets / 5);
    expect(targets - solvable).toBeGreaterThan(targets / 5);
    expect(forms).toBeGreaterThan(2000);
  });

  it('6 cards: the same on a few deals, targets in 101–999 and a few small ones', () => {
    const rng = new Rng('countdown-test/naive/six');
    const games: number[][] = [[1, 3, 7, 10, 25, 50], [25, 50, 75, 100, 3, 6], ...Array.from({ length: 5 }, () => cardsFor(rng, 6))];
    let solvable = 0;
    let forms = 0;
    for (const numbers of games) {
      const targets = [...Array.from({ length: 6 }, () => rng.range(101, 999)), rng.range(1, 100), 952, 999];
      const seen = compare(numbers, [...new Set(targets)]);
      solvable += seen.solvable;
      forms += seen.forms;
    }
    expect(solvable).toBeGreaterThan(20);
    expect(forms).toBeGreaterThan(1000);
  });
});

describe('countdown solve and check', () => {
  it('every solution found passes check, is distinct, and comes simplest first', () => {
    const rng = new Rng('countdown-test/check');
    for (let game = 0; game < 20; game++) {
      const numbers = rng.shuffle([...DECK]).slice(0, 6);
      const target = rng.range(101, 999);
      const solver = new Countdown(numbers);
      const all = solver.solutions(target);
      const solved = everything({ numbers, target });
      expect(solved.solutions.length).toBe(all.length);
      expect(new Set(all.map((e) => e.key)).size).toBe(all.length);
      expect(new Set(solved.solutions.map((s) => s.expression)).size).toBe(all.length);
      all.slice(1).forEach((e, i) => expect(e.size).toBeGreaterThanOrEqual(all[i]!.size));
      for (const s of solved.solutions) {
        expect(countdown.check({ numbers, target }, s), s.expression).toBeNull();
        expect(countdown.solution.safeParse(s).success).toBe(true);
      }
    }
  });

  const puzzle = { numbers: [25, 50, 75, 100, 3, 6], target: 952 };

  /** The answer check, in words, of a written way. */
  const checkExpression = (p: typeof puzzle, expression: string) => countdown.check(p, { expression });

  it('accepts × ÷ − and spaces as well as * / -', () => {
    expect(checkExpression(puzzle, '((100+6)*75*3-50)/25')).toBeNull();
    expect(checkExpression(puzzle, '((100 + 6) × 75 × 3 − 50) ÷ 25')).toBeNull();
    expect(checkExpression(puzzle, '(100+3)*75*6/50+25')).toBeNull();
    // Evaluated as written, with the usual precedence: other orders of the same steps are fine.
    expect(checkExpression(puzzle, '25 + 6 * 75 * (3 + 100) / 50')).toBeNull();
    expect(checkExpression({ numbers: [1, 2, 3, 4, 5, 6], target: 6 }, '6')).toBeNull();
  });

  it.each([
    ['a number not among the cards', '(100+6)*75*3-50/7', /uses 7, which is not one of the numbers\.$/],
    ['a card used twice', '100 + 100', /uses 100 more than once\.$/],
    ['a division that is not whole', '100 / 3', /^100 ÷ 3 is not a whole number\.$/],
    ['a negative intermediate', '3 - 6 + 100', /^3 − 6 is not above zero\.$/],
    ['a zero intermediate', '100 / (75 - 50 - 25)', /^25 − 25 is not above zero\.$/],
    ['the wrong total', '100 + 6', /makes 106, not 952/],
    ['an expression that stops', '3+', /^“3\+” ends too soon/],
    ['an unclosed bracket', '(3+4', /is missing a “\)” at position 5/],
    ['an unknown sign', '3 ^ 4', /unexpected “\^” at position 3/],
    ['nothing at all', '', /ends too soon/],
    ['a stray closing bracket', '3+4)', /unexpected “\)”/],
  ])('rejects %s', (_, expression, message) => {
    const why = checkExpression(puzzle, expression);
    expect(why).not.toBeNull();
    expect(why).toMatch(message);
  });

  it('a card dealt twice may be used twice, not three times', () => {
    const twice = { numbers: [5, 5, 1, 2, 3, 4], target: 10 };
    expect(checkExpression(twice, '5+5')).toBeNull();
    expect(checkExpression({ ...twice, target: 15 }, '5+5+5')).toMatch(/uses 5 more than twice\.$/);
  });
});

describe('countdown puzzle schema', () => {
  const ok = { numbers: [25, 50, 75, 100, 3, 6], target: 952 };
  const issues = (p: unknown) => {
    const r = countdown.puzzle.safeParse(p);
    return r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
  };

  it('accepts a game', () => expect(issues(ok)).toEqual([]));
  it('accepts a game of four or five numbers (young.test.ts has more)', () => {
    expect(issues({ ...ok, numbers: [25, 50, 75, 100] })).toEqual([]);
    expect(issues({ ...ok, numbers: [25, 50, 75, 100, 3] })).toEqual([]);
  });
  it.each([
    ['three numbers', { ...ok, numbers: [25, 50, 75] }, 'numbers'],
    ['seven numbers', { ...ok, numbers: [25, 50, 75, 100, 3, 6, 7] }, 'numbers'],
    ['a number that is not whole', { ...ok, numbers: [25, 50, 7.5, 100, 3, 6] }, 'numbers.2'],
    ['target 0', { ...ok, target: 0 }, 'target'],
    ['target 10000', { ...ok, target: 10000 }, 'target'],
  ])('rejects %s', (_, p, path) => expect(issues(p)).toEqual([path]));
});

describe('countdown survey', () => {
  it('there are 13,243 distinct selections of six cards', () => {
    const all = selections();
    expect(all.length).toBe(13243);
    expect(new Set(all.map((s) => s.join(','))).size).toBe(13243);
  });

  it('a seeded sample of selections is solvable for about 91.2% of targets 101–999 (the published share)', () => {
    const all = selections();
    const rng = new Rng('countdown-test/survey');
    const sample = rng.shuffle(all).slice(0, 300);
    let solvable = 0;
    for (const numbers of sample) {
      const values = new Set(new Countdown(numbers).values.flatMap((s) => (s ? [...s] : [])));
      for (let t = 101; t <= 999; t++) if (values.has(t)) solvable++;
    }
    const share = (solvable / (sample.length * 899)) * 100;
    expect(share).toBeGreaterThan(91.21 - 3);
    expect(share).toBeLessThan(91.21 + 3);
  });
});
