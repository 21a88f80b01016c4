import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DIFFICULTIES } from '../../../src/engine/kind.ts';
import { measure } from '../../../src/kinds/number-mind/grade.ts';
import { kind as numberMind } from '../../../src/kinds/number-mind/index.ts';
import { oracle } from '../../../src/kinds/number-mind/oracle.ts';
import type { NumberMindPuzzle } from '../../../src/kinds/number-mind/schema.ts';
import { score } from '../../../src/kinds/number-mind/score.ts';
import { CASE_STEPS, COMPARE_COUNTS, COMPARE_PLACES, MindSteps, MOST_CASES } from '../../../src/kinds/number-mind/steps.ts';
import { inPlaceSaid, type MindTechnique, words } from '../../../src/kinds/number-mind/words.ts';
import { Rng } from '../../../src/engine/random.ts';
import type { Step } from '../../../src/engine/steps.ts';

// ——— Building puzzles by hand ———

/** A puzzle from guesses written "guess score", checked against the schema. */
function puzzleOf(...rows: string[]): NumberMindPuzzle {
  const guesses = rows.map((r) => {
    const [guess, correct] = r.split(' ');
    return { guess: guess!, correct: Number(correct) };
  });
  return numberMind.puzzle.parse({ length: guesses[0]!.guess.length, guesses });
}

/** Runs the step solver at a level, with sentences; with the marks it leaves. */
function run(p: NumberMindPuzzle, level: number) {
  const solver = new MindSteps(p);
  const out = solver.solve(level);
  return { ...out, candidates: solver.candidates() };
}

const maskOf = (digits: readonly number[]) => digits.reduce((m, d) => m | (1 << d), 0);
const ALL = maskOf([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
const techniques = (steps: Step[]) => steps.map((s) => s.technique);

// ——— Each technique, where it fires and where it must not ———

describe('zero guess', () => {
  it('a guess with none right: each digit crossed off where it stands', () => {
    const log = run(puzzleOf('123 0'), 1);
    expect(log.steps).toEqual([
      {
        technique: 'zero-guess',
        from: [0, 1, 2],
        place: [],
        strike: [
          { cell: 0, values: [1] },
          { cell: 1, values: [2] },
          { cell: 2, values: [3] },
        ],
        say: 'Guess 1 (123) has none right, so each of its digits is wrong where it stands: cross off 1 in place 1, 2 in place 2 and 3 in place 3.',
      },
    ]);
    expect(log.solved).toBe(false);
    expect(log.candidates).toEqual([ALL & ~2, ALL & ~4, ALL & ~8]);
  });

  it('crosses off only what is still there: a second zero guess sharing a digit names the rest', () => {
    const log = run(puzzleOf('123 0', '143 0'), 1);
    expect(log.steps[1]).toMatchObject({ technique: 'zero-guess', from: [1], strike: [{ cell: 1, values: [4] }] });
    expect(log.steps[1]!.say).toBe('Guess 2 (143) has none right, so each of its digits is wrong where it stands: cross off 4 in place 2.');
  });

  it('does not fire on a guess with one right, even at the top level', () => {
    // One guess with one right: three ways, each standing; nothing to do at any level.
    for (const level of [1, 2, 3, 4]) expect(run(puzzleOf('123 1'), level).steps).toEqual([]);
  });
});

describe('last digit left', () => {
  // Nine guesses with none right, 111 … 999: every place is left with 0 alone.
  const NINES = puzzleOf(...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => `${d}${d}${d} 0`));

  it('a place with one digit left: it goes in, place by place', () => {
    const log = run(NINES, 1);
    expect(techniques(log.steps)).toEqual([...Array(9).fill('zero-guess'), 'last-digit', 'last-digit', 'last-digit']);
    expect(log.steps.slice(9)).toEqual(
      [0, 1, 2].map((p) => ({
        technique: 'last-digit',
        from: [p],
        place: [{ cell: p, value: 0 }],
        strike: [],
        say: `Every digit but 0 is crossed off in place ${p + 1}, so 0 goes in there.`,
      })),
    );
    expect(log.solved).toBe(true);
    expect(oracle(NINES)).toEqual([{ secret: '000' }]);
  });

  it('does not fire with two digits left: 0 or 9 in every place', () => {
    const p = puzzleOf(...[1, 2, 3, 4, 5, 6, 7, 8].map((d) => `${d}${d}${d} 0`));
    const log = run(p, 1);
    expect(techniques(log.steps)).toEqual(Array(8).fill('zero-guess'));
    expect(log.solved).toBe(false);
    expect(log.candidates).toEqual(Array(3).fill(maskOf([0, 9])));
  });
});

describe('score met', () => {
  // Secret 012: 155 … 955 have none right and leave 0 alone in place 1; 034 has its one right there.
  const ZEROS = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => `${d}55 0`);

  it('a guess whose right places are all known: its other digits are wrong', () => {
    const p = puzzleOf(...ZEROS, '034 1');
    expect(score('034', '012')).toBe(1);
    const log = run(p, 1);
    expect(techniques(log.steps)).toEqual([...Array(9).fill('zero-guess'), 'last-digit', 'score-met']);
    expect(log.steps[10]).toEqual({
      technique: 'score-met',
      from: [0],
      place: [],
      strike: [
        { cell: 1, values: [3] },
        { cell: 2, values: [4] },
      ],
      say: 'Guess 10 (034) has 1 right, and it is already known: 0 in place 1. Its other digits are wrong where they stand: cross off 3 in place 2 and 4 in place 3.',
    });
  });

  it('does not fire while the guess still needs a right place', () => {
    // Secret 03x: 034 has 2 right, one known; it still needs one, so nothing is crossed off.
    const log = run(puzzleOf(...ZEROS, '034 2'), 1);
    expect(techniques(log.steps)).not.toContain('score-met');
    expect(log.candidates[1]! & maskOf([3])).not.toBe(0);
  });

  it('says "both" for a guess with two right', () => {
    // 0 alone left in places 1 and 2 (d d 5 for d = 1..9, none right); 004 has two right there.
    const p = puzzleOf(...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => `${d}${d}5 0`), '004 2');
    const step = run(p, 1).steps.find((s) => s.technique === 'score-met')!;
    expect(step).toMatchObject({ from: [0, 1], strike: [{ cell: 2, values: [4] }] });
    expect(step.say).toBe(
      'Guess 10 (004) has 2 right, and both are already known: 0 in place 1 and 0 in place 2. Its other digits are wrong where they stand: cross off 4 in place 3.',
    );
  });
});

describe('all needed', () => {
  // Secret 145: 123 has its one right in place 1; 626 and 783 (none right) cross off its others.
  const ONE = puzzleOf('123 1', '626 0', '783 0');

  it('a guess needing as many right places as it has open: they are all right', () => {
    expect(oracle(ONE).map((s) => s.secret)).toContain('145');
    const log = run(ONE, 2);
    expect(techniques(log.steps)).toEqual(['zero-guess', 'zero-guess', 'all-needed']);
    expect(log.steps[2]).toEqual({
      technique: 'all-needed',
      from: [1, 2],
      place: [{ cell: 0, value: 1 }],
      strike: [],
      say: 'Guess 1 (123) has 1 right; the only digit of it not crossed off where it stands is 1 in place 1, so it is right: write it in.',
    });
  });

  it('is level 1, with the other pencil rules', () => {
    expect(techniques(run(ONE, 1).steps)).toEqual(['zero-guess', 'zero-guess', 'all-needed']);
    expect(words.ladder['all-needed'].level).toBe(1);
  });

  it('does not fire with more places open than needed', () => {
    // Without 783, 3 in place 3 is still open: two places for one right.
    expect(techniques(run(puzzleOf('123 1', '626 0'), 2).steps)).toEqual(['zero-guess']);
  });

  it('two places, both right; known places counted', () => {
    // Secret 125: 126 has 2 right; 006 (none right) leaves 1 and 2 open for it.
    const log = run(puzzleOf('126 2', '006 0'), 2);
    expect(log.steps[1]).toMatchObject({ technique: 'all-needed', from: [2], place: [{ cell: 0, value: 1 }, { cell: 1, value: 2 }] });
    expect(log.steps[1]!.say).toBe(
      'Guess 1 (126) has 2 right; the only digits of it not crossed off where they stand are 1 in place 1 and 2 in place 2, so both are right: write them in.',
    );
    // With one already known: 1 in place 1 written in first (by nine zero guesses), then 2 in place 2 needed.
    const known = run(puzzleOf(...[2, 3, 4, 5, 6, 7, 8, 9, 0].map((d) => `${d}00 0`), '126 2', '116 1'), 2);
    const step = known.steps.find((s) => s.technique === 'all-needed')!;
    expect(step.say).toBe(
      'Guess 10 (126) has 2 right, 1 of them known, and still needs 1; the only digit of it not crossed off where it stands is 2 in place 2, so it is right: write it in.',
    );
  });
});

describe('comparing two guesses', () => {
  it('two guesses differing in one place, with the same score: neither digit is right there', () => {
    // 123 and 124 both 1 right: if 3 or 4 in place 3 were right, the other guess's right
    // place would have to be one of the shared ones, giving this one two.
    const p = puzzleOf('123 1', '124 1');
    const log = run(p, 2);
    expect(log.steps[0]).toEqual({
      technique: 'compare',
      from: [0, 1, 2],
      place: [],
      strike: [{ cell: 2, values: [3, 4] }],
      // The counts listed (right among the shared, for 1 and for 2 among the differing):
      // 0,0,0 · 0,0,1 · 0,1,0 · 1,0,0; only 1,0,0 gives both their scores.
      paper: 4,
      say:
        'Compare guess 1 (123), which still needs 1 right, with guess 2 (124), which still needs 1 right. ' +
        'Both have 1 in place 1 and 2 in place 2, right for both or for neither. ' +
        'In place 3 they have different digits, and at most one of them is right. ' +
        'The only way both get their scores: 3 in place 3 and 4 in place 3 are wrong. Cross them off.',
    });
    // Every secret that fits has neither 3 nor 4 in place 3.
    for (const { secret } of oracle(p)) expect(['3', '4']).not.toContain(secret[2]);
  });

  it('one more right for the first: its digit in the differing place is right', () => {
    const p = puzzleOf('123 2', '124 1');
    const log = run(p, 2);
    expect(log.steps[0]).toMatchObject({ technique: 'compare', place: [{ cell: 2, value: 3 }], strike: [] });
    expect(log.steps[0]!.say).toContain('The only way both get their scores: 3 in place 3 is right, and 4 in place 3 is wrong. Write it in, and cross off the rest.');
    for (const { secret } of oracle(p)) expect(secret[2]).toBe('3');
  });

  it('is level 2: level 1 does nothing here', () => {
    expect(run(puzzleOf('123 1', '124 1'), 1).steps).toEqual([]);
    expect(run(puzzleOf('123 1', '124 1'), 2).steps).toHaveLength(1);
  });

  it('does not fire where the counts leave more than one way', () => {
    // 123 and 456 differ everywhere, one right each: many ways.
    expect(run(puzzleOf('123 1', '456 1'), 2).steps).toEqual([]);
  });

  it(`does not fire when more than ${COMPARE_COUNTS} counts would be listed`, () => {
    // 6 places open to both: 4 with the same digit, 2 different; 1 needs 2 right, 2 needs 3.
    // The only fitting count (2 shared right, guess 2's third in a differing place) would
    // cross off guess 1's 5 and 6, but 13 counts are listed first: not a person's side by side.
    const p = puzzleOf('123456 2', '123490 3');
    expect(COMPARE_COUNTS).toBe(12);
    expect(run(p, 2).steps).toEqual([]);
    // Every secret that fits has neither 5 nor 6 where guess 1 has them: the cap, not the logic, stops it.
    const secrets = oracle(p).map((x) => x.secret);
    expect(secrets.length).toBeGreaterThan(0);
    for (const secret of secrets) expect(secret[4] !== '5' && secret[5] !== '6', secret).toBe(true);
  });

  it(`does not fire on more than ${COMPARE_PLACES} places open between the two`, () => {
    // The same argument as 123 / 124, on codes of 8 and of 9 digits.
    const eight = run(puzzleOf('12345678 1', '12345670 1'), 2);
    expect(eight.steps[0]).toMatchObject({ technique: 'compare', strike: [{ cell: 7, values: [0, 8] }] });
    expect(COMPARE_PLACES).toBe(8);
    expect(run(puzzleOf('123456789 1', '123456780 1'), 2).steps).toEqual([]);
  });
});

describe('either-or and one of three', () => {
  // Secret 159. After 340 (none right), 180 against 164 rules out 6 in place 2 (compare).
  // 180 then needs its one right in place 1 or place 2. By hand: with 8 in place 2, 164
  // needs its 4 in place 3, then 749 its 7 in place 1, and 955 has nothing left. So 1 in place 1.
  const TWO = puzzleOf('340 0', '180 1', '164 1', '749 1', '955 1');

  it('either-or: two ways; one fails with the easier techniques, the other is right', () => {
    expect(oracle(TWO)).toEqual([{ secret: '159' }]);
    const log = run(TWO, 3);
    expect(log.solved).toBe(true);
    expect(techniques(log.steps).slice(0, 3)).toEqual(['zero-guess', 'compare', 'either-or']);
    expect(log.steps[2]).toEqual({
      technique: 'either-or',
      from: [0, 1],
      place: [{ cell: 0, value: 1 }],
      strike: [{ cell: 1, values: [8] }],
      // Two ways written in, and the failing one followed for 2 steps.
      paper: 4,
      say:
        'Guess 2 (180) still needs 1 right, and there are 2 ways left: 1 in place 1 or 8 in place 2. ' +
        'If it were 8 in place 2, 2 more steps follow: 4 in place 3 is right (guess 3 needs it), then 7 in place 1 is right (guess 4 needs it); ' +
        'then guess 5 (955) could get none right, fewer than the 1 it has. ' +
        'So it is 1 in place 1: write it in, and cross off 8 in place 2.',
      // The failing way's chain, as data (issue 36): what explain --json prints.
      fails: [
        {
          case: { cell: 1, value: 8 },
          after: 2,
          chain: [
            { technique: 'all-needed', guesses: [3], place: [{ cell: 2, value: 4 }], strike: [], say: '4 in place 3 is right (guess 3 needs it)' },
            { technique: 'all-needed', guesses: [4], place: [{ cell: 0, value: 7 }], strike: [], say: '7 in place 1 is right (guess 4 needs it)' },
          ],
          contradiction: { kind: 'short', guess: 5, count: 0, score: 1 },
        },
      ],
    });
  });

  it('either-or is level 3: level 2 stops after the comparison', () => {
    const log = run(TWO, 2);
    expect(techniques(log.steps)).toEqual(['zero-guess', 'compare']);
    expect(log.solved).toBe(false);
  });

  // Secret 278. After 426 (none right), 235 needs one right among 2 in place 1, 3 in place 2
  // and 5 in place 3. By hand: with 3 in place 2, 176 needs its 1 in place 1 (7 and 6 are
  // out), then 252 its 2 in place 3, and 508 has nothing left; with 5 in place 3, 252 needs
  // its 5 in place 2, then 176 its 1 in place 1, and 508 has nothing left. So 2 in place 1.
  const THREE = puzzleOf('426 0', '176 1', '235 1', '252 1', '508 1');

  it('one of three: three ways; two fail, the third is right', () => {
    expect(oracle(THREE)).toEqual([{ secret: '278' }]);
    const log = run(THREE, 4);
    expect(log.solved).toBe(true);
    expect(log.steps[1]).toEqual({
      technique: 'one-of-three',
      from: [0, 1, 2],
      place: [{ cell: 0, value: 2 }],
      strike: [
        { cell: 1, values: [3] },
        { cell: 2, values: [5] },
      ],
      // Three ways written in, the two failing ones followed for 2 steps each.
      paper: 7,
      say:
        'Guess 3 (235) still needs 1 right, and there are 3 ways left: 2 in place 1, 3 in place 2 or 5 in place 3. ' +
        'If it were 3 in place 2, 2 more steps follow: 1 in place 1 is right (guess 2 needs it), then 2 in place 3 is right (guess 4 needs it); ' +
        'then guess 5 (508) could get none right, fewer than the 1 it has. ' +
        'If it were 5 in place 3, 2 more steps follow: 5 in place 2 is right (guess 4 needs it), then 1 in place 1 is right (guess 2 needs it); ' +
        'then guess 5 (508) could get none right, fewer than the 1 it has. ' +
        'So it is 2 in place 1: write it in, and cross off 3 in place 2 and 5 in place 3.',
      fails: expect.any(Array),
    });
    expect(techniques(log.steps).filter((t) => t === 'one-of-three')).toHaveLength(1);
  });

  it('one of three is level 4: level 3 is stuck after the zero guess (176 has two ways, both standing)', () => {
    const log = run(THREE, 3);
    expect(techniques(log.steps)).toEqual(['zero-guess']);
    expect(log.solved).toBe(false);
  });

  it('neither fires when more than one way stands', () => {
    // 123 alone with one right: each of its three ways fits some secret; 12 with one right, both.
    expect(MOST_CASES).toBe(3);
    expect(run(puzzleOf('123 1'), 4).steps).toEqual([]);
    expect(run(puzzleOf('12 1', '34 0'), 4).steps.map((s) => s.technique)).toEqual(['zero-guess']);
  });

  it(`follows a case for at most ${CASE_STEPS} steps`, () => {
    // Two unstated steps a case: a chain a person holds in mind (issue 34).
    expect(CASE_STEPS).toBe(2);
    // Every split sentence on generated expert puzzles names a failure within the limit.
    let splits = 0;
    for (let i = 0; i < 6; i++) {
      const made = numberMind.generate(new Rng(`nm-steps/case-steps/${i}`), numberMind.options.parse({ length: 8 }), 'expert');
      if (!made) continue;
      for (const s of run(made.puzzle, 4).steps.filter((s) => s.technique === 'either-or' || s.technique === 'one-of-three')) {
        splits++;
        for (const m of s.say.matchAll(/after (\d+) more steps/g)) expect(Number(m[1])).toBeLessThanOrEqual(CASE_STEPS);
      }
    }
    expect(splits).toBeGreaterThan(5);
  });
});

describe('contradictions', () => {
  it('guesses that contradict each other are never solved', () => {
    // The same guess with none right and one right.
    const log = run(puzzleOf('123 0', '123 1'), 4);
    expect(log.solved).toBe(false);
    expect(oracle(puzzleOf('123 0', '123 1'))).toEqual([]);
  });

  it('a code written in full that misses a score is not solved', () => {
    // 111 … 999 none right leave 000, but 000 is said to have one right.
    const p = puzzleOf(...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => `${d}${d}${d} 0`), '000 1');
    expect(run(p, 4).solved).toBe(false);
  });
});

// ——— Against brute force, and replaying the logs ———

/**
 * Replays a log on marks of its own, from all ten digits everywhere: each step keeps to its
 * technique's level and rules as far as they can be seen from the marks (a zero guess names
 * a guess with none right; a last digit a place with one digit left; a guess technique's
 * places are open ones), crosses off only digits still there and writes in only digits still
 * possible. The marks replayed must be the marks the solver reports; the code written in,
 * when solved, is the secret.
 */
function replay(p: NumberMindPuzzle, level: number, log: { steps: Step[]; solved: boolean; candidates: number[] }): string | null {
  const L = p.length;
  const dom = Array<number>(L).fill(ALL);
  const placed = Array<boolean>(L).fill(false);
  for (const [k, step] of log.steps.entries()) {
    const where = `step ${k} ${JSON.stringify(step)} at level ${level} of ${JSON.stringify(p)}`;
    const technique = step.technique as MindTechnique;
    expect(words.ladder[technique].level, where).toBeLessThanOrEqual(level);
    expect(step.place.length + step.strike.length, where).toBeGreaterThan(0);
    for (const c of [...step.from, ...step.place.map((x) => x.cell), ...step.strike.map((s) => s.cell)]) {
      expect(c, where).toBeGreaterThanOrEqual(0);
      expect(c, where).toBeLessThan(L);
    }
    if (technique === 'zero-guess') {
      const struck = step.strike.map((s) => `${s.cell}:${s.values.join()}`).join(' ');
      const zero = p.guesses.find((g) => g.correct === 0 && step.strike.every((s) => s.values.length === 1 && g.guess[s.cell] === String(s.values[0])));
      expect(zero, `${struck} ${where}`).toBeDefined();
    }
    if (technique === 'last-digit') {
      const c = step.from[0]!;
      expect(step.place, where).toEqual([{ cell: c, value: Math.log2(dom[c]!) }]);
    }
    for (const s of step.strike) {
      expect(placed[s.cell], where).toBe(false);
      for (const d of s.values) {
        expect(dom[s.cell]! & (1 << d), `strike ${d} at ${s.cell}: ${where}`).not.toBe(0);
        dom[s.cell]! &= ~(1 << d);
      }
    }
    for (const x of step.place) {
      expect(placed[x.cell], where).toBe(false);
      expect(dom[x.cell]! & (1 << x.value), `place ${x.value} at ${x.cell}: ${where}`).not.toBe(0);
      dom[x.cell] = 1 << x.value;
      placed[x.cell] = true;
    }
  }
  expect(dom, `replayed marks of ${JSON.stringify(p)} at level ${level}`).toEqual(log.candidates);
  if (!log.solved) return null;
  expect(placed.every(Boolean)).toBe(true);
  return dom.map((m) => String(Math.log2(m))).join('');
}

/** Sentences name what they rest on and conclude, with no holes. */
function expectWellSaid(p: NumberMindPuzzle, step: Step): void {
  const where = JSON.stringify(step);
  expect(step.say, where).toMatch(/^[A-Z].*\.$/);
  expect(step.say, where).not.toMatch(/undefined|null|NaN|\[object|  | ,|,,| \.|: \.|\{\{/);
  // Every digit written in and crossed off is named with its place.
  if (step.technique === 'last-digit') expect(step.say, where).toContain(`but ${step.place[0]!.value} is crossed off in place ${step.place[0]!.cell + 1}`);
  else for (const x of step.place) expect(step.say, where).toContain(words.at({ digit: x.value, place: x.cell + 1, inPlace: inPlaceSaid(x.cell + 1) }));
  if (step.technique !== 'compare') for (const s of step.strike) for (const d of s.values) expect(step.say, where).toContain(words.at({ digit: d, place: s.cell + 1, inPlace: inPlaceSaid(s.cell + 1) }));
  else for (const s of step.strike) for (const d of s.values) expect(step.say, where).toContain(`${d} in place ${s.cell + 1}`);
  // A guess technique names its guess, as printed.
  if (step.technique !== 'last-digit') {
    const named = [...step.say.matchAll(/[Gg]uess (\d+) \((\d+)\)/g)];
    expect(named.length, where).toBeGreaterThan(0);
    for (const m of named) expect(p.guesses[Number(m[1]) - 1]!.guess, where).toBe(m[2]);
  }
}

const randomDigits = (rng: Rng, n: number) => Array.from({ length: n }, () => String(rng.int(10))).join('');

/**
 * A random puzzle from a random secret: uniform guesses, guesses with none right (so places
 * run down to their last digit), near copies; now and then a score moved by one (so the
 * puzzle usually has no secret at all).
 */
function randomPuzzle(rng: Rng, length: number): NumberMindPuzzle {
  const secret = randomDigits(rng, length);
  const other = (c: string) => String((Number(c) + 1 + rng.int(9)) % 10);
  const guesses = Array.from({ length: rng.range(2, 4 * length) }, () => {
    const kind = rng.int(10);
    const guess =
      kind < 3 ? randomDigits(rng, length) : kind < 6 ? Array.from(secret, other).join('') : Array.from(secret, (c) => (rng.chance(0.25) ? c : other(c))).join('');
    return { guess, correct: score(guess, secret) };
  });
  if (rng.chance(0.15)) {
    const g = rng.pick(guesses);
    g.correct = g.correct === 0 ? 1 : g.correct - 1;
  }
  return numberMind.puzzle.parse({ length, guesses });
}

describe('the step solver against brute force', () => {
  it('on random 3-, 4- and 5-digit puzzles and weakened experts: every digit written in or crossed off agrees with every secret that fits', () => {
    const rng = new Rng('nm-steps/brute');
    const seen: Record<string, number> = {};
    let solved = 0;
    let unsolvable = 0;
    // Random puzzles, then generated 5-digit experts each less one guess (several secrets
    // fit, and the splits of one of three are there to be tried).
    const puzzles = Array.from({ length: 260 }, (_, t) => randomPuzzle(rng, t < 120 ? 3 : t < 230 ? 4 : 5));
    for (let i = 0; i < 3; i++) {
      const made = numberMind.generate(new Rng(`nm-steps/brute/expert/${i}`), numberMind.options.parse({ length: 5 }), 'expert');
      if (made) made.puzzle.guesses.forEach((_, k) => puzzles.push({ length: 5, guesses: made.puzzle.guesses.filter((_, j) => j !== k) }));
    }
    expect(puzzles.length).toBeGreaterThan(270);
    for (const p of puzzles) {
      const secrets = oracle(p).map((s) => s.secret);
      if (secrets.length === 0) unsolvable++;
      for (const level of [1, 2, 3, 4]) {
        const log = run(p, level);
        for (const step of log.steps) {
          seen[step.technique] = (seen[step.technique] ?? 0) + 1;
          // Checked without expect per secret (thousands of them): the wrong ones are listed at once.
          const wrong = secrets.filter(
            (secret) => step.place.some((x) => Number(secret[x.cell]) !== x.value) || step.strike.some((s) => s.values.includes(Number(secret[s.cell]))),
          );
          expect(wrong, `${JSON.stringify(step)} at level ${level} of ${JSON.stringify(p)}`).toEqual([]);
          expectWellSaid(p, step);
        }
        const code = replay(p, level, log);
        if (log.solved) {
          expect(secrets, JSON.stringify(p)).toEqual([code]);
          if (level === 4) solved++;
        }
      }
    }
    // The sample reaches every technique, solves a fair share and has some with no secret.
    for (const t of Object.keys(words.ladder)) expect(seen[t] ?? 0, `${t}: ${JSON.stringify(seen)}`).toBeGreaterThan(0);
    expect(solved).toBeGreaterThan(40);
    expect(unsolvable).toBeGreaterThan(5);
  });
});

// ——— Generated puzzles and their logs ———

describe('generated puzzles and their logs', () => {
  it.each([3, 5, 8])('%i digits: every band solved at its level and not below; logs replay and read well', (length) => {
    const options = numberMind.options.parse({ length });
    DIFFICULTIES.forEach((difficulty, i) => {
      const level = i + 1;
      // Three puzzles from the first seeds that make one (a seed may make none: the book moves on).
      let got = 0;
      for (let seed = 0; seed < 8 && got < 3; seed++) {
        const made = numberMind.generate(new Rng(`nm-steps/made/${length}/${difficulty}/${seed}`), options, difficulty);
        if (!made) continue;
        got++;
        const p = made.puzzle;
        const log = run(p, level);
        expect(log.solved).toBe(true);
        if (level > 1) expect(run(p, level - 1).solved).toBe(false);
        expect(replay(p, level, log)).toBe(made.solution.secret);
        expect(log.steps.some((s) => words.ladder[s.technique as MindTechnique].level === level)).toBe(true);
        for (const step of log.steps) expectWellSaid(p, step);
        // The kind's stepper is this solver, and its sentences are the logged ones.
        expect(numberMind.stepper.steps(p, level)).toEqual({ steps: log.steps, solved: true });
      }
      expect(got, `${length} ${difficulty}`).toBe(3);
    });
  });
});

describe('Project Euler 185', () => {
  it('is beyond the ladder (only the proof solver finds it), and measure says so', () => {
    // The answer is never written here: the publisher asks that it not be published.
    const fixtures = JSON.parse(readFileSync(new URL('../../fixtures/number-mind.json', import.meta.url), 'utf8')) as NumberMindPuzzle[];
    for (const f of fixtures) {
      const p = numberMind.puzzle.parse({ length: f.length, guesses: f.guesses });
      const log = run(p, 4);
      expect(log.solved).toBe(false);
      expect(techniques(log.steps)).toEqual(['zero-guess']);
      expect(measure(p)).toBeNull();
      const solved = numberMind.solve(p, 2);
      expect(solved.complete).toBe(true);
      expect(solved.solutions).toHaveLength(1);
    }
  });
});
