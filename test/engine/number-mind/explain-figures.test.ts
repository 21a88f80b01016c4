import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate as generateRecords } from '../../../src/api/engine.ts';
import { explain } from '../../../src/engine/explain.ts';
import { DIFFICULTIES, type Difficulty } from '../../../src/engine/kind.ts';
import { kind as numberMind } from '../../../src/kinds/number-mind/index.ts';
import type { NumberMindPuzzle } from '../../../src/kinds/number-mind/schema.ts';
import { type FailedWay, stepper } from '../../../src/kinds/number-mind/steps.ts';
import { listOf } from '../../../src/engine/words.ts';
import {
  allNeededLink,
  allNeededSaid,
  compareLink,
  compareSaid,
  type GuessSaid,
  inPlaceSaid,
  placeName,
  type ReasonSaid,
  reasonSaid,
  scoreMetLink,
  scoreMetSaid,
  splitSaid,
  words,
} from '../../../src/kinds/number-mind/words.ts';
import { Rng } from '../../../src/engine/random.ts';
import type { Step } from '../../../src/engine/steps.ts';

/**
 * Issue 36: a what-if step ("If it were 8 in place 2, …") shows the chain it follows, and
 * every figure it states is true of the board. Issue 65: so is every figure of every other
 * step, and no step only repeats what an earlier one decided. Each explanation (20 puzzles per
 * band at fixed seeds, 4 to 8 digits; every Number Mind puzzle of the shipped books; the
 * puzzle the issue names, as made then and as made now) is replayed on pencil marks kept here,
 * apart from the step solver. At each step its sentence is said again from figures worked out
 * here on the marks as they stand (the guess's score, right places known and still needed,
 * the digits crossed off or written in, a comparison's groups and the digits right in every
 * way both guesses can get their scores, a split's ways), and must be the sentence shown; the
 * step must write in or cross off something not yet decided. At each split, each failing way
 * is written on a copy of the marks, each step of its chain is checked as a deduction by its
 * own rule from the marks at that point and said again the same way, the steps stated are the
 * steps shown, and the contradiction named is checked on the marks the chain leaves (the guess
 * named really can no longer reach its count, or really has too many).
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

/** A guess as a sentence names it, from the marks: its score, right places written in, and still needed. */
function said(p: NumberMindPuzzle, b: Board, g: number): GuessSaid {
  const known = knownOf(p, b, g);
  return { n: g + 1, guess: p.guesses[g]!.guess, score: p.guesses[g]!.correct, known, need: p.guesses[g]!.correct - known };
}

const at = (cell: number, value: number) => words.at({ digit: value, place: cell + 1, inPlace: inPlaceSaid(cell + 1) });
const atOf = (p: NumberMindPuzzle, g: number) => (q: number) => at(q, digitAt(p, g, q));
const placesSaid = (places: number[]) =>
  places.length
    ? words.places({ count: places.length, one: words.onePlace({ context: placeName(places[0]! + 1), place: places[0]! + 1 }), list: listOf(places.map((q) => String(q + 1)), 'and') })
    : '';
const and = (items: string[]) => listOf(items, 'and');

/**
 * Two guesses side by side, from the marks: the places open to either in their groups (the
 * same digit open in both, different digits both open, open to one only), and each open digit
 * of either that is right in every way both get what they still need, or in none.
 */
function sideBySide(p: NumberMindPuzzle, b: Board, a: number, c: number) {
  const ways = pairWays(p, b, a, c);
  expect(ways.length, `guesses ${a + 1} and ${c + 1} can both get their scores`).toBeGreaterThan(0);
  const open = Array.from({ length: p.length }, (_, q) => q).filter((q) => isOpen(p, b, a, q) || isOpen(p, b, c, q));
  const both = open.filter((q) => isOpen(p, b, a, q) && isOpen(p, b, c, q));
  const right: { cell: number; value: number }[] = [];
  const wrong: { cell: number; value: number }[] = [];
  // By place, and at one place guess a's digit before guess c's, as a sentence lists them.
  for (const q of open) {
    for (const g of [a, c]) {
      if (!isOpen(p, b, g, q) || (g === c && isOpen(p, b, a, q) && digitAt(p, a, q) === digitAt(p, c, q))) continue;
      const k = `${q}:${digitAt(p, g, q)}`;
      if (ways.every((w) => w.has(k))) right.push({ cell: q, value: digitAt(p, g, q) });
      else if (!ways.some((w) => w.has(k))) wrong.push({ cell: q, value: digitAt(p, g, q) });
    }
  }
  return {
    same: both.filter((q) => digitAt(p, a, q) === digitAt(p, c, q)),
    clash: both.filter((q) => digitAt(p, a, q) !== digitAt(p, c, q)),
    aOnly: open.filter((q) => !isOpen(p, b, c, q)),
    cOnly: open.filter((q) => !isOpen(p, b, a, q)),
    right,
    wrong,
  };
}

/** Checks one link of a chain as a deduction by its own technique from the board `b`, and its words as said from the board. */
function checkLink(p: NumberMindPuzzle, b: Board, link: FailedWay['chain'][number]): void {
  const g = (link.guesses[0] ?? 0) - 1;
  const open = (j: number) => openOf(p, b, j).map((q) => ({ cell: q, value: digitAt(p, j, q) }));
  switch (link.technique) {
    case 'zero-guess':
      expect(p.guesses[g]!.correct).toBe(0);
      expect(strikeKeys(link.strike)).toEqual(keys(open(g)));
      expect(link.strike.length).toBeGreaterThan(0);
      expect(link.say).toBe(words.link['zero-guess']({ guess: said(p, b, g), struck: and(openOf(p, b, g).map(atOf(p, g))) }));
      break;
    case 'score-met':
      expect(knownOf(p, b, g)).toBe(p.guesses[g]!.correct);
      expect(strikeKeys(link.strike)).toEqual(keys(open(g)));
      expect(link.strike.length).toBeGreaterThan(0);
      expect(link.say).toBe(scoreMetLink(said(p, b, g), openOf(p, b, g).map(atOf(p, g))));
      break;
    case 'last-digit': {
      const [x] = link.place;
      expect(link.place).toHaveLength(1);
      expect(b.placed[x!.cell]).toBe(false);
      expect(b.dom[x!.cell]).toBe(1 << x!.value);
      expect(link.say).toBe(words.link['last-digit']({ place: x!.cell + 1, digit: x!.value, inPlace: inPlaceSaid(x!.cell + 1) }));
      break;
    }
    case 'all-needed': {
      const need = p.guesses[g]!.correct - knownOf(p, b, g);
      expect(need).toBeGreaterThan(0);
      expect(open(g)).toHaveLength(need);
      expect(keys(link.place)).toEqual(keys(open(g)));
      expect(link.say).toBe(allNeededLink(said(p, b, g), openOf(p, b, g).map(atOf(p, g))));
      break;
    }
    case 'compare': {
      const [a, c] = link.guesses.map((n) => n - 1) as [number, number];
      const seen = sideBySide(p, b, a, c);
      // Each digit written in is right in every way both get their scores; each crossed off in none.
      expect(keys(link.place)).toEqual(keys(seen.right));
      for (const k of strikeKeys(link.strike)) expect(keys(seen.wrong)).toContain(k);
      expect(link.place.length + link.strike.length).toBeGreaterThan(0);
      const right = seen.right.map((x) => at(x.cell, x.value));
      const wrong = seen.wrong.map((x) => at(x.cell, x.value));
      expect(link.say).toBe(compareLink({ a: said(p, b, a), b: said(p, b, c), right, wrong }));
      break;
    }
    default:
      throw new Error(`a chain holds only steps of levels 1–2, not ${link.technique}`);
  }
}

/** The number of steps as the English sentence states it. */
const stated = (after: number) => (after === 0 ? 'at once' : after === 1 ? 'one more step follows: ' : `${after} more steps follow: `);

/**
 * Checks a split's failing ways on the board `before` it (see the file's comment); returns
 * each failing way's reason as said again from the marks its chain leaves.
 */
function checkSplit(p: NumberMindPuzzle, before: Board, step: Step & { fails?: FailedWay[] }): { case: string; reason: string }[] {
  const fails = step.fails;
  expect(fails, `step "${step.say}" carries its failing ways`).toBeDefined();
  // The guess's ways: the one written in and those crossed off.
  const ways = [...step.place, ...step.strike.map((s) => ({ cell: s.cell, value: s.values[0]! }))];
  expect(fails!).toHaveLength(ways.length - 1);
  return fails!.map((f) => {
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
    const reason: ReasonSaid = { kind: c.kind, after: f.after, chain: f.chain.map((l) => l.say) };
    switch (c.kind) {
      case 'empty':
        expect(b.dom[c.place! - 1]).toBe(0);
        reason.place = c.place!;
        break;
      case 'over': {
        const g = c.guess! - 1;
        expect(knownOf(p, b, g)).toBe(c.count);
        expect(c.count!).toBeGreaterThan(p.guesses[g]!.correct);
        expect(step.say).toContain(`guess ${c.guess} (${p.guesses[g]!.guess}) would have ${c.count} right`);
        Object.assign(reason, { guess: said(p, b, g), count: knownOf(p, b, g) });
        break;
      }
      case 'short': {
        const g = c.guess! - 1;
        const most = knownOf(p, b, g) + openOf(p, b, g).length;
        expect(most).toBe(c.count);
        expect(most).toBeLessThan(p.guesses[g]!.correct);
        expect(c.score).toBe(p.guesses[g]!.correct);
        const saidMost = most === 0 ? 'none right' : `at most ${most} right`;
        expect(step.say).toContain(`guess ${c.guess} (${p.guesses[g]!.guess}) could get ${saidMost}, fewer than the ${c.score} it has`);
        Object.assign(reason, { guess: said(p, b, g), count: most });
        break;
      }
      case 'pair':
        expect(pairWays(p, b, c.guess! - 1, c.other! - 1)).toHaveLength(0);
        Object.assign(reason, { guess: said(p, b, c.guess! - 1), other: said(p, b, c.other! - 1) });
        break;
    }
    return { case: at(f.case.cell, f.case.value), reason: reasonSaid(reason) };
  });
}

/** The guess a step's sentence names first ("Guess 4 (…)", "Compare guess 4 (…)"), 0-based. */
function named(say: string, lead: string): number {
  const m = new RegExp(`^${lead} (\\d+) \\(`).exec(say);
  expect(m, `"${say}" names its guess`).not.toBeNull();
  return Number(m![1]) - 1;
}

/**
 * Says a step again from the board as it stands before it (every figure worked out here),
 * checks the step's own writing against the same figures, and that it moves the solve on.
 */
function checkStep(p: NumberMindPuzzle, b: Board, step: Step & { fails?: FailedWay[] }): string {
  // Something not yet decided: a digit written in where none was, or crossed off where it was still possible.
  for (const x of step.place) {
    expect(b.placed[x.cell], `"${step.say}" writes in place ${x.cell + 1} again`).toBe(false);
    expect(b.dom[x.cell]! & (1 << x.value), `"${step.say}" writes in a digit crossed off`).not.toBe(0);
  }
  const fresh = step.strike.some((s) => !b.placed[s.cell] && s.values.some((v) => (b.dom[s.cell]! & (1 << v)) !== 0));
  expect(step.place.length > 0 || fresh, `"${step.say}" decides nothing new`).toBe(true);
  switch (step.technique) {
    case 'zero-guess': {
      const g = named(step.say, 'Guess');
      expect(p.guesses[g]!.correct).toBe(0);
      expect(strikeKeys(step.strike)).toEqual(keys(openOf(p, b, g).map((q) => ({ cell: q, value: digitAt(p, g, q) }))));
      return words.steps['zero-guess']({ guess: said(p, b, g), struck: and(openOf(p, b, g).map(atOf(p, g))) });
    }
    case 'score-met': {
      const g = named(step.say, 'Guess');
      expect(knownOf(p, b, g)).toBe(p.guesses[g]!.correct);
      const hits = Array.from({ length: p.length }, (_, q) => q).filter((q) => b.placed[q] && b.dom[q] === 1 << digitAt(p, g, q));
      expect(strikeKeys(step.strike)).toEqual(keys(openOf(p, b, g).map((q) => ({ cell: q, value: digitAt(p, g, q) }))));
      return scoreMetSaid(said(p, b, g), hits.map(atOf(p, g)), openOf(p, b, g).map(atOf(p, g)));
    }
    case 'last-digit': {
      const [x] = step.place;
      expect(step.place).toHaveLength(1);
      expect(b.dom[x!.cell]).toBe(1 << x!.value);
      return words.steps['last-digit']({ place: x!.cell + 1, digit: x!.value, inPlace: inPlaceSaid(x!.cell + 1) });
    }
    case 'all-needed': {
      const g = named(step.say, 'Guess');
      const guess = said(p, b, g);
      expect(guess.need).toBeGreaterThan(0);
      expect(openOf(p, b, g)).toHaveLength(guess.need);
      expect(keys(step.place)).toEqual(keys(openOf(p, b, g).map((q) => ({ cell: q, value: digitAt(p, g, q) }))));
      return allNeededSaid(guess, openOf(p, b, g).map(atOf(p, g)));
    }
    case 'compare': {
      const a = named(step.say, 'Compare guess');
      const c = Number(/, with guess (\d+) \(/.exec(step.say)?.[1]) - 1;
      const seen = sideBySide(p, b, a, c);
      expect(keys(step.place)).toEqual(keys(seen.right));
      // Crossed off: every digit right in no way, but where a digit is written in.
      const written = new Set(seen.right.map((x) => x.cell));
      expect(strikeKeys(step.strike)).toEqual(keys(seen.wrong.filter((x) => !written.has(x.cell))));
      return compareSaid({
        a: said(p, b, a),
        b: said(p, b, c),
        same: seen.same.map(atOf(p, a)),
        clash: placesSaid(seen.clash),
        aOnly: placesSaid(seen.aOnly),
        bOnly: placesSaid(seen.cOnly),
        right: seen.right.map((x) => at(x.cell, x.value)),
        wrong: seen.wrong.map((x) => at(x.cell, x.value)),
      });
    }
    case 'either-or':
    case 'one-of-three': {
      const g = named(step.say, 'Guess');
      const guess = said(p, b, g);
      const ways = openOf(p, b, g);
      expect(guess.need).toBe(1);
      expect(ways).toHaveLength(step.technique === 'either-or' ? 2 : 3);
      const [x] = step.place;
      expect(step.place).toHaveLength(1);
      expect(ways).toContain(x!.cell);
      const others = ways.filter((q) => q !== x!.cell);
      expect(strikeKeys(step.strike)).toEqual(keys(others.map((q) => ({ cell: q, value: digitAt(p, g, q) }))));
      const fails = checkSplit(p, b, step);
      return splitSaid(step.technique, { guess, cases: ways.map(atOf(p, g)), fails, survivor: at(x!.cell, x!.value), wrong: others.map(atOf(p, g)) });
    }
    default:
      throw new Error(`no such technique: ${step.technique}`);
  }
}

/** Replays a puzzle's explanation (its own band's log) on fresh marks; the techniques its steps used, with the failing ways its splits checked. */
function replay(p: NumberMindPuzzle): Map<string, number> {
  const told = explain(stepper, p);
  expect(told.solved).toBe(true);
  const board: Board = { dom: Array<number>(p.length).fill(ALL), placed: Array<boolean>(p.length).fill(false) };
  const seen = new Map<string, number>();
  for (const step of told.steps as (Step & { fails?: FailedWay[] })[]) {
    expect(step.say).toBe(checkStep(p, board, step));
    if (step.technique !== 'either-or' && step.technique !== 'one-of-three') expect(step.fails).toBeUndefined();
    else seen.set('failing ways', (seen.get('failing ways') ?? 0) + step.fails!.length);
    seen.set(step.technique, (seen.get(step.technique) ?? 0) + 1);
    apply(board, step);
  }
  // The marks the steps leave are the answer's.
  expect(board.placed.every(Boolean)).toBe(true);
  return seen;
}

const cases = DIFFICULTIES.flatMap((d) => LENGTHS.map((length) => [d, length] as [Difficulty, number]));

/** Every Number Mind puzzle of the shipped books (test/shipped). */
const SHIPPED = join(import.meta.dirname, '../../shipped');
const shipped = readdirSync(SHIPPED)
  .filter((f) => f.endsWith('.json') && f !== 'hashes.json')
  .flatMap((f) => {
    const book = JSON.parse(readFileSync(join(SHIPPED, f), 'utf8')) as { puzzles: { id: string; kind: string; puzzle: NumberMindPuzzle }[] };
    return book.puzzles.filter((r) => r.kind === 'number-mind').map((r) => [`${f} ${r.id}`, r.puzzle] as const);
  });

/**
 * Issue 65's hard puzzle (`generate number-mind --length 8 --difficulty hard --seed
 * aud4-number-mind-8-3`), as made before the issue: 12 steps, fewer than the medium median.
 */
const ISSUE: NumberMindPuzzle = {
  length: 8,
  guesses: [
    { guess: '70097356', correct: 2 },
    { guess: '17746311', correct: 2 },
    { guess: '55219435', correct: 0 },
    { guess: '70848566', correct: 0 },
    { guess: '93197420', correct: 0 },
    { guess: '09370443', correct: 2 },
    { guess: '78847413', correct: 1 },
    { guess: '32233171', correct: 1 },
    { guess: '47817535', correct: 2 },
    { guess: '39658079', correct: 2 },
  ],
};

describe('every figure an explanation states is true of the board, and every step decides something new (issues 36, 65)', () => {
  const seen = new Map<string, number>();
  const count = (m: Map<string, number>) => m.forEach((n, k) => seen.set(k, (seen.get(k) ?? 0) + n));

  it.each(cases)('%s, %i digits', (difficulty, length) => {
    const options = numberMind.options.parse({ length });
    let splits = 0;
    for (let i = 0; i < PER_LENGTH; i++) {
      const made = numberMind.generate(new Rng(`test/explain-figures/${length}/${difficulty}/${i}`), options, difficulty);
      if (!made) continue;
      const m = replay(made.puzzle);
      splits += m.get('failing ways') ?? 0;
      count(m);
    }
    // The hard and expert bands are where the splits are: some must have been checked.
    if (difficulty === 'hard' || difficulty === 'expert') expect(splits).toBeGreaterThan(0);
  });

  it('the shipped books hold Number Mind puzzles', () => expect(shipped.length).toBeGreaterThan(0));

  it.each(shipped)('%s', (_, puzzle) => count(replay(puzzle)));

  it('the issue’s puzzle, as made then and as made now', () => {
    count(replay(ISSUE));
    const [record] = generateRecords('number-mind', { seed: 'aud4-number-mind-8-3', difficulty: 'hard', options: { length: 8 } });
    expect(record!.grade.level).toBe(3);
    count(replay(record!.puzzle));
  });

  it('met every technique, and failing ways of splits', () => {
    for (const t of [...Object.keys(stepper.ladder), 'failing ways']) expect(seen.get(t) ?? 0, t).toBeGreaterThan(0);
  });
});
