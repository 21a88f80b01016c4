import { describe, expect, it } from 'vitest';
import { DIFFICULTIES } from '../../../src/engine/kind.ts';
import { deal, refusal } from '../../../src/kinds/countdown/generate.ts';
import { measure } from '../../../src/kinds/countdown/grade.ts';
import { kind as countdown } from '../../../src/kinds/countdown/index.ts';
import { type CountdownMethod, LEVEL, levelsOf } from '../../../src/kinds/countdown/methods.ts';
import { solvable } from '../../../src/kinds/countdown/oracle.ts';
import type { CountdownPuzzle } from '../../../src/kinds/countdown/schema.ts';
import { Countdown } from '../../../src/kinds/countdown/solver.ts';
import { EASIER, ruledOut, stepper } from '../../../src/kinds/countdown/steps.ts';
import { wordsSet } from '../../../src/kinds/countdown/words.ts';

const { ladder } = wordsSet.in('en');
import { Rng } from '../../../src/engine/random.ts';
import { hardestOf, levelOf, type Step, usesOf } from '../../../src/engine/steps.ts';

const OPS: Record<string, (a: number, b: number) => number> = {
  '+': (a, b) => a + b,
  '−': (a, b) => a - b,
  '×': (a, b) => a * b,
  '÷': (a, b) => a / b,
};

/**
 * Replays a log as a person checks working on paper: each line's sum read from its sentence
 * and worked out afresh; its operands are the cards it names in `from` (each card once in the
 * whole working) and results of earlier lines (each once); every result a positive whole
 * number; the last one the target. Returns the lines as "a op b = r".
 */
function replay(puzzle: CountdownPuzzle, steps: readonly Step[]): string[] {
  const usedCards = new Set<number>();
  const results: number[] = [];
  const lines: string[] = [];
  for (const step of steps) {
    expect(step.place).toEqual([]);
    expect(step.strike).toEqual([]);
    const m = /(\d+) ([+−×÷]) (\d+) = (\d+)/.exec(step.say);
    expect(m, step.say).not.toBeNull();
    const [a, op, b, r] = [Number(m![1]), m![2]!, Number(m![3]), Number(m![4])];
    expect(OPS[op]!(a, b), step.say).toBe(r);
    expect(Number.isInteger(r) && r > 0, step.say).toBe(true);
    if (op === '×' || op === '÷') expect(b, `${step.say}: a pointless step`).not.toBe(1);
    // The operands: the named cards first, the rest from earlier results.
    const operands = [a, b];
    for (const card of step.from) {
      expect(usedCards.has(card), `card ${card} used twice`).toBe(false);
      usedCards.add(card);
      const k = operands.indexOf(puzzle.numbers[card]!);
      expect(k, `${step.say}: card ${card} (${puzzle.numbers[card]}) is not an operand`).toBeGreaterThanOrEqual(0);
      operands.splice(k, 1);
    }
    for (const v of operands) {
      const k = results.indexOf(v);
      expect(k, `${step.say}: ${v} is neither a card named nor an earlier result`).toBeGreaterThanOrEqual(0);
      results.splice(k, 1);
    }
    results.push(r);
    lines.push(`${a} ${op} ${b} = ${r}`);
  }
  expect(results).toEqual([puzzle.target]);
  return lines;
}

const game = (numbers: number[], target: number): CountdownPuzzle => ({ numbers, target });

/** The deals by hand below, one or more for each method (two products and add up are rare in random deals). */
const HAND = [
  game([50, 4, 10, 8, 6, 3], 300),
  game([100, 8, 3, 9, 9, 7], 105),
  game([75, 9, 7, 5, 5, 4], 101),
  game([100, 6, 8, 6, 1, 3], 585),
  game([75, 5, 2, 6, 1, 9], 518),
  game([100, 2, 9, 8, 5, 1], 729),
  game([75, 10, 7, 9, 4, 3], 722),
  game([100, 25, 3, 2, 9, 9], 177),
  game([25, 75, 10, 6, 4, 1], 557),
  game([25, 50, 75, 100, 3, 6], 952),
  game([50, 10, 3, 7, 1, 4], 792),
];

/**
 * A log's two parts: first each easier method tried and found to make no way, one step each
 * in ladder order, writing nothing; then the working, each step a line of it.
 */
function parts(puzzle: CountdownPuzzle, steps: readonly Step[], level: number): { tried: Step[]; working: Step[] } {
  const easier = EASIER.filter((m) => LEVEL[m] < level);
  const tried = steps.slice(0, easier.length);
  expect(tried.map((s) => s.technique)).toEqual(easier);
  for (const s of tried) {
    expect(s.say).toMatch(new RegExp(`^${ladder[s.technique as CountdownMethod].title}: no way to ${puzzle.target}; `, 'i'));
    expect(s.place).toEqual([]);
    expect(s.paper ?? 0).toBe(0);
  }
  expect(tried).toEqual(ruledOut(puzzle, level - 1));
  return { tried, working: steps.slice(easier.length) };
}

/** The level a puzzle is graded at, the method of its working, and the working checked line by line. */
function graded(puzzle: CountdownPuzzle) {
  const found = levelOf(stepper, puzzle);
  expect(found).not.toBeNull();
  const { level, log } = found!;
  const { working } = parts(puzzle, log.steps, level);
  const lines = replay(puzzle, working);
  const methods = new Set(working.map((s) => s.technique));
  expect(methods.size).toBe(1);
  return { level, method: [...methods][0] as CountdownMethod, lines, says: working.map((s) => s.say), tried: log.steps.length - working.length };
}

// ——— Each method, on deals made by hand, and where a deal must not be its level ———

describe('the methods, by hand', () => {
  it('straight there: one step with two cards', () => {
    const g = graded(game([50, 4, 10, 8, 6, 3], 300));
    expect(g).toMatchObject({ level: 1, method: 'direct', lines: ['50 × 6 = 300'] });
    expect(g.says).toEqual(['Straight there: 50 × 6 = 300, the target.']);
  });

  it('straight there: three cards added and taken away', () => {
    // 100 + 8 − 3; no product of two cards makes 105.
    const g = graded(game([100, 8, 3, 9, 9, 7], 105));
    expect(g).toMatchObject({ level: 1, method: 'direct' });
    expect(g.lines).toHaveLength(2);
    expect(g.says[0]).toMatch(/^Add the cards: /);
  });

  it('add up: four cards or more, and never direct (no three of these cards make 101)', () => {
    const puzzle = game([75, 9, 7, 5, 5, 4], 101);
    // At level 1 a person tries one step and three cards, and finds no way: one step, stuck.
    const stuck = stepper.steps(puzzle, 1);
    expect(stuck.solved).toBe(false);
    expect(stuck.steps.map((s) => s.say)).toEqual(['Straight there: no way to 101; no two cards make it in one step, and no three cards added and taken away.']);
    const g = graded(puzzle);
    expect(g).toMatchObject({ level: 2, method: 'add-up', tried: 1 });
    expect(g.lines.length).toBeGreaterThanOrEqual(3);
  });

  it('multiply and adjust: 100 × 6 − 8 − 6 − 1 is medium, not hard', () => {
    const puzzle = game([100, 6, 8, 6, 1, 3], 585);
    const g = graded(puzzle);
    expect(g).toMatchObject({ level: 2, method: 'multiply-adjust' });
    expect(g.lines).toEqual(['100 × 6 = 600', '600 − 8 = 592', '592 − 6 = 586', '586 − 1 = 585']);
    expect(g.says).toEqual([
      'Multiply and adjust: 100 × 6 = 600, which is 15 more than the target 585.',
      '600 − 8 = 592; 7 still to take off.',
      '592 − 6 = 586; 1 still to take off.',
      '586 − 1 = 585, the target.',
    ]);
    // Each line names the cards it uses, in the puzzle's order: the two 6s are two cards.
    expect(stepper.steps(puzzle, 2).steps.map((s) => s.from)).toEqual([[], [0, 1], [2], [3], [4]]);
    // Straight there ruled out, then four lines of multiply and adjust.
    expect(measure(puzzle)).toMatchObject({ level: 2, hardest: 'multiply-adjust', uses: { direct: 1, 'multiply-adjust': 4 }, steps: 5 });
  });

  it('build a factor: looks like multiply and adjust (75 × 7 − 6 − 1), but 7 is not a card', () => {
    const puzzle = game([75, 5, 2, 6, 1, 9], 518);
    expect(stepper.steps(puzzle, 2).solved).toBe(false);
    const g = graded(puzzle);
    expect(g).toMatchObject({ level: 3, method: 'build-factor', tried: 3 });
    // Multiply and adjust, ruled out, names the product nearest the target: 75 × 6 = 450, 68 short (75 × 9 = 675 is 157 over).
    expect(stepper.steps(puzzle, 3).steps[2]!.say).toBe(
      'Multiply and adjust: no way to 518; the nearest product of two cards, 75 × 6 = 450, is 68 away, and no product of two cards adjusted by single cards makes it.',
    );
    expect(g.lines).toEqual(['5 + 2 = 7', '75 × 7 = 525', '525 − 6 = 519', '519 − 1 = 518']);
    // The plan first: the product the target is near, and the factor to make.
    expect(g.says[0]).toBe('Build a factor: 518 is 7 less than 525 = 75 × 7; make 7 first: 5 + 2 = 7, a factor of 525.');
    expect(g.says[1]).toBe('75 × 7 = 525, which is 7 more than the target 518.');
  });

  it('build a factor by taking away: (100 − 9) × 8 + 1', () => {
    const g = graded(game([100, 2, 9, 8, 5, 1], 729));
    expect(g).toMatchObject({ level: 3, method: 'build-factor', lines: ['100 − 9 = 91', '91 × 8 = 728', '728 + 1 = 729'] });
  });

  it('build the adjustment: 75 × 10 − 7 × 4, where single cards cannot close the gap of 28', () => {
    const puzzle = game([75, 10, 7, 9, 4, 3], 722);
    expect(stepper.steps(puzzle, 2).solved).toBe(false);
    const g = graded(puzzle);
    expect(g).toMatchObject({ level: 3, method: 'build-adjust', lines: ['75 × 10 = 750', '7 × 4 = 28', '750 − 28 = 722'] });
    expect(g.says).toEqual([
      'Build the adjustment: 75 × 10 = 750, which is 28 more than the target 722.',
      '7 × 4 = 28, the 28 still to take off.',
      '750 − 28 = 722, the target.',
    ]);
  });

  it('build the adjustment on a card: 100 + 25 × 3 + 2', () => {
    const g = graded(game([100, 25, 3, 2, 9, 9], 177));
    expect(g).toMatchObject({ level: 3, method: 'build-adjust', lines: ['25 × 3 = 75', '100 + 75 = 175', '175 + 2 = 177'] });
    expect(g.says[0]).toBe('Build the adjustment: 177 is 77 more than 100: 25 × 3 = 75, the 75 to add.');
  });

  it('two products: both with a large card, so not a built adjustment, and expert', () => {
    const puzzle = game([25, 75, 10, 6, 4, 1], 557);
    expect(stepper.steps(puzzle, 3).solved).toBe(false);
    const g = graded(puzzle);
    expect(g).toMatchObject({ level: 4, method: 'two-products' });
    expect(g.lines).toContain('75 × 4 = 300');
    expect(g.lines).toContain('25 × 10 = 250');
  });

  it('division: 25 50 75 100 3 6 → 952, the famous one', () => {
    const puzzle = game([25, 50, 75, 100, 3, 6], 952);
    expect(stepper.steps(puzzle, 3).solved).toBe(false);
    const g = graded(puzzle);
    expect(g).toMatchObject({ level: 4, method: 'division' });
    expect(g.lines.some((l) => l.includes('÷'))).toBe(true);
    expect(g.says[0]).toMatch(/^This way needs a division: /);
  });

  it('the long way round: (50 − 10 − 4) × (7 × 3 + 1)', () => {
    const puzzle = game([50, 10, 3, 7, 1, 4], 792);
    expect(stepper.steps(puzzle, 3).solved).toBe(false);
    expect(graded(puzzle)).toMatchObject({ level: 4, method: 'long-way' });
  });

  it('a target nothing makes is solved at no level: every easier method tried, then stuck with no line of working', () => {
    const puzzle = game([1, 3, 7, 10, 25, 50], 831);
    for (const level of [1, 2, 3, 4]) expect(stepper.steps(puzzle, level)).toEqual({ steps: ruledOut(puzzle, Math.min(level, 3)), solved: false });
    expect(stepper.steps(puzzle, 4).steps).toHaveLength(EASIER.length);
    expect(levelOf(stepper, puzzle)).toBeNull();
    expect(measure(puzzle)).toBeNull();
  });

  it('a higher level still gives the simplest way its methods allow, and a lower one none', () => {
    const puzzle = game([100, 6, 8, 6, 1, 3], 585);
    expect(stepper.steps(puzzle, 1).solved).toBe(false);
    for (const level of [2, 3, 4]) expect(stepper.steps(puzzle, level).solved).toBe(true);
  });

  it('the ladder: every method a level 1–4, a title and what it is; levels as methods.ts has them', () => {
    expect(Object.keys(ladder).sort()).toEqual(Object.keys(LEVEL).sort());
    for (const [key, t] of Object.entries(ladder)) {
      expect(t.level).toBe(LEVEL[key as CountdownMethod]);
      expect(t.title.length).toBeGreaterThan(0);
      expect(t.what).toMatch(/^[A-Z].*\.$/);
    }
    expect(new Set(Object.values(ladder).map((t) => t.level))).toEqual(new Set([1, 2, 3, 4]));
  });
});

// ——— Against brute force ———

/** Every way to add some of `cards` and take away others, with how many were used and the largest added. */
function signedSums(cards: readonly number[]): { total: number; used: number; top: number }[] {
  let out = [{ total: 0, used: 0, top: 0 }];
  for (const c of cards) {
    out = out.flatMap((s) => [s, { total: s.total + c, used: s.used + 1, top: Math.max(s.top, c) }, { total: s.total - c, used: s.used + 1, top: s.top }]);
  }
  return out;
}

/** Levels 1 and 2 as the ladder states them, written out afresh: cards alone (three at most, or more), a product of two and single cards none above it. */
function naiveLevel(numbers: readonly number[], target: number): 1 | 2 | null {
  let best: 1 | 2 | null = null;
  for (const s of signedSums(numbers)) if (s.total === target && s.used > 0) best = s.used <= 3 ? 1 : (best ?? 2);
  for (let i = 0; i < numbers.length; i++) {
    for (let j = i + 1; j < numbers.length; j++) {
      const [a, b] = [numbers[i]!, numbers[j]!];
      if (a === 1 || b === 1) continue;
      if (a * b === target) return 1;
      const rest = numbers.filter((_, k) => k !== i && k !== j);
      if (signedSums(rest).some((s) => s.used > 0 && s.top <= a * b && a * b + s.total === target)) best = best ?? 2;
    }
  }
  return best;
}

describe('against brute force', () => {
  // Deals as dealt, and some from other numbers; targets across 101–999 and beyond.
  const rng = new Rng('countdown-steps/brute');
  const cases = Array.from({ length: 90 }, (_, i) => {
    const numbers = i % 3 === 2 ? Array.from({ length: 6 }, () => rng.range(1, 30)) : deal(rng, i % 5);
    return game(numbers, i % 10 === 9 ? rng.range(1, 2000) : rng.range(101, 999));
  });

  it('solved at level 4 exactly when the oracle finds the target reachable at all', () => {
    let yes = 0;
    for (const puzzle of cases) {
      const log = stepper.steps(puzzle, 4);
      const reachable = solvable(puzzle);
      expect(log.solved, `${puzzle.numbers.join(' ')} → ${puzzle.target}`).toBe(reachable);
      const found = levelOf(stepper, puzzle);
      if (log.solved) replay(puzzle, parts(puzzle, log.steps, found!.level).working);
      if (reachable) yes++;
    }
    // Both answers occur among the cases.
    expect(yes).toBeGreaterThan(20);
    expect(yes).toBeLessThan(cases.length);
  });

  it('levels 1 and 2 agree with the ladder written out afresh', () => {
    const seen = new Set<number>();
    for (const puzzle of cases) {
      const found = levelOf(stepper, puzzle);
      const naive = naiveLevel(puzzle.numbers, puzzle.target);
      const level = found?.level ?? null;
      expect(level !== null && level <= 2 ? level : null, `${puzzle.numbers.join(' ')} → ${puzzle.target}`).toBe(naive);
      if (level) seen.add(level);
    }
    expect(seen).toEqual(new Set([1, 2, 3, 4]));
  });

  it("the generator's shapes (levelsOf) give every target 101–999 of three deals the measured level, 1–3, and 4 for the rest reached", () => {
    const rng = new Rng('countdown-steps/levels');
    for (const large of [undefined, 0, 3]) {
      const numbers = deal(rng, large);
      const levels = levelsOf(numbers);
      const solver = new Countdown(numbers);
      const seen = new Set<number>();
      for (let target = 101; target <= 999; target++) {
        const level = measure(game(numbers, target), solver.solutions(target))?.level ?? null;
        expect(level, `${numbers.join(' ')} → ${target}`).toBe(levels.get(target) ?? (level === null ? null : 4));
        if (level) seen.add(level);
      }
      expect(seen.size).toBeGreaterThanOrEqual(2);
    }
  });

  it('measure is levelOf: the same level, hardest method, uses and steps', () => {
    for (const puzzle of cases.slice(0, 40)) {
      const found = levelOf(stepper, puzzle);
      const grade = measure(puzzle);
      if (!found) {
        expect(grade).toBeNull();
        continue;
      }
      const uses = usesOf(ladder, found.log.steps);
      expect(grade).toMatchObject({ level: found.level, hardest: hardestOf(ladder, uses), uses, steps: found.log.steps.length });
      expect(grade!.ways).toBeLessThanOrEqual(grade!.solutions);
      expect(grade!.ways).toBeGreaterThan(0);
    }
  });
});

// ——— Generated puzzles and their words ———

describe('generated puzzles', () => {
  const made = DIFFICULTIES.flatMap((difficulty, d) =>
    [undefined, 1, 2, 4].map((large, k) => {
      const options = countdown.options.parse(large === undefined ? {} : { large });
      const m = countdown.generate(new Rng(`countdown-steps/gen/${difficulty}/${k}`), options, difficulty);
      expect(m, `${difficulty}, large ${large}`).not.toBeNull();
      return { level: d + 1, made: m! };
    }),
  );

  it('are at their band’s level and not below, and the key is the working of that level', () => {
    for (const { level, made: m } of made) {
      const { puzzle } = m;
      expect(levelOf(stepper, puzzle)?.level).toBe(level);
      expect(m.grade.level).toBe(level);
      if (level > 1) expect(stepper.steps(puzzle, level - 1).solved).toBe(false);
      const log = stepper.steps(puzzle, level);
      const { working } = parts(puzzle, log.steps, level);
      expect(ladder[working[0]!.technique as CountdownMethod].level).toBe(level);
      // The key's expression, worked out by the checker, is the log's working.
      expect(countdown.check(puzzle, m.solution)).toBeNull();
      const keyLines = countdown.text(puzzle, m.solution).split('\n').slice(1, -2);
      expect(keyLines.sort()).toEqual(replay(puzzle, working).sort());
    }
  });

  it('every method’s sentences are whole: no undefined, no double spaces, one sentence each ending in a full stop', () => {
    const says = new Map<string, string[]>();
    const rng = new Rng('countdown-steps/words');
    const puzzles = [...HAND, ...made.map((m) => m.made.puzzle)];
    for (let i = 0; i < 80; i++) puzzles.push(game(deal(rng, i % 5), rng.range(101, 999)));
    const tried = new Map<string, string[]>();
    for (const puzzle of puzzles) {
      const found = levelOf(stepper, puzzle);
      if (!found) continue;
      const { tried: out, working } = parts(puzzle, found.log.steps, found.level);
      for (const s of working) says.set(s.technique, [...(says.get(s.technique) ?? []), s.say]);
      for (const s of out) tried.set(s.technique, [...(tried.get(s.technique) ?? []), s.say]);
    }
    expect([...says.keys()].sort()).toEqual(Object.keys(ladder).sort());
    expect([...tried.keys()].sort()).toEqual([...EASIER].sort());
    const whole = (say: string) => {
      expect(say).not.toMatch(/undefined|null|NaN|\[object|\{\{/);
      expect(say).not.toMatch(/ {2}| [.,;:]|^\s|\s$/);
      expect(say).toMatch(/^[A-Z0-9].*[^.]\.$/);
      expect(say).not.toMatch(/[*/]| - /);
    };
    for (const [, lines] of says) {
      for (const say of lines) {
        whole(say);
        // One operation per line, in printed signs: the plan before it names the anchor's factors (826 is 10 more than 816 = 204 × 4: …).
        expect(say.replace(/^.*: (?=\d+ [+−×÷] \d+ = )/, '').match(/ = /g)).toHaveLength(1);
      }
    }
    // A method ruled out: one sentence; multiply and adjust names the nearest product, a sum that holds.
    for (const [method, lines] of tried) {
      for (const say of lines) {
        whole(say);
        expect(say.match(/\. /g)).toBeNull();
        const product = / (\d+) × (\d+) = (\d+), is (\d+) away/.exec(say);
        expect(product !== null, say).toBe(method === 'multiply-adjust');
        if (product) expect(Number(product[1]) * Number(product[2])).toBe(Number(product[3]));
      }
    }
  });

  it('refuses easy with no large card, and nothing else', () => {
    for (const large of [undefined, 0, 1, 2, 3, 4]) {
      const options = countdown.options.parse(large === undefined ? {} : { large });
      for (const difficulty of DIFFICULTIES) {
        const why = refusal(options, difficulty);
        expect(countdown.refuses?.(options, difficulty) ?? null).toBe(why);
        if (large === 0 && difficulty === 'easy') {
          expect(why).toMatch(/large card/);
          expect(countdown.generate(new Rng('countdown-steps/refused'), options, difficulty)).toBeNull();
        } else expect(why).toBeNull();
      }
    }
  });
});
