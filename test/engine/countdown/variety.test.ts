/**
 * Issue 65: a Countdown section is not samey. Once 18 of a section of 20 medium puzzles were a
 * large card times a small one, adjusted, and 7 dealt 25 as the only large card. Now, in
 * every band, a section of 20 made as a book makes it (book/variety.ts remakes a puzzle too
 * like the rest from its next seed) has no way (the shape of the key's working, methods.ts
 * `shapeOf`) and no large card or set of large cards in more than the share the kind's
 * likeness gives it, about a third; and the generator spreads them itself, so few are remade.
 */
import { describe, expect, it } from 'vitest';
import { makeBook } from '../../../src/book/book.ts';
import { tryOf } from '../../../src/book/make.ts';
import { specSchema } from '../../../src/book/spec.ts';
import { mostSharing } from '../../../src/book/variety.ts';
import { DIFFICULTIES, type Difficulty } from '../../../src/engine/kind.ts';
import { kind as countdown } from '../../../src/kinds/countdown/index.ts';
import { show } from '../../../src/kinds/countdown/expr.ts';
import { methodOf, shapeOf } from '../../../src/kinds/countdown/methods.ts';
import { Countdown } from '../../../src/kinds/countdown/solver.ts';
import type { CountdownGrade } from '../../../src/kinds/countdown/grade.ts';
import type { CountdownPuzzle } from '../../../src/kinds/countdown/schema.ts';
import { methodsOf, simplestAt } from '../../../src/kinds/countdown/steps.ts';
import { cardShare, largeOf, WAY_SHARE, WAYS, wayShare } from '../../../src/kinds/countdown/variety.ts';
import { Rng } from '../../../src/engine/random.ts';

const COUNT = 20;

function tally(xs: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const x of xs) out.set(x, (out.get(x) ?? 0) + 1);
  return out;
}

type Made = { puzzle: CountdownPuzzle; grade: CountdownGrade; seed: string };

function section(difficulty: Difficulty, seed: string): Made[] {
  const spec = specSchema.parse({ title: 'Variety', seed, ramp: false, sections: [{ kind: 'countdown', count: COUNT, difficulty, options: {} }] });
  return makeBook(spec).puzzles as unknown as Made[];
}

/** The shape of the way each puzzle's key shows (the simplest solution at its level), worked out afresh. */
const waysOf = (records: readonly Made[]) =>
  tally(
    records.map((r) => {
      const way = simplestAt(methodsOf(r.puzzle), r.grade.level)!;
      return shapeOf(way.e, way.method);
    }),
  );

describe.each(DIFFICULTIES)('a classic %s section of 20 as a book makes it', (difficulty) => {
  const level = DIFFICULTIES.indexOf(difficulty) + 1;
  const options = countdown.options.parse({});

  it.each(['test/variety/a', 'test/variety/b'])('no way, large card or set of them past its share (%s)', (seed) => {
    const records = section(difficulty, seed);
    expect(records).toHaveLength(COUNT);
    const ways = waysOf(records);
    const sets = tally(records.map((r) => largeOf(r.puzzle.numbers).join(' ')));
    const cards = tally(records.flatMap((r) => largeOf(r.puzzle.numbers).map(String)));
    const say = JSON.stringify({ ways: [...ways], sets: [...sets], cards: [...cards] });
    // Four ways or more a band, each about a third at most (7 of 20); so each set of large cards; a large card, its share (45%, easy 60%).
    // Before issue 65 every one of these sections went past: 13 of 20 medium a product and two cards, 19 expert the long way, 100 in 19 easy.
    expect(ways.size, say).toBeGreaterThanOrEqual(4);
    expect(Math.max(...ways.values()), say).toBeLessThanOrEqual(mostSharing(wayShare(level as 1, 6), COUNT));
    expect(mostSharing(wayShare(level as 1, 6), COUNT)).toBe(7);
    expect(Math.max(...sets.values()), say).toBeLessThanOrEqual(mostSharing(WAY_SHARE, COUNT));
    expect(Math.max(...cards.values()), say).toBeLessThanOrEqual(mostSharing(cardShare(options, level), COUNT));
    // Each target once.
    expect(new Set(records.map((r) => r.puzzle.target)).size).toBe(COUNT);
    // The generator spreads them itself: most puzzles come from their own seed.
    expect(records.filter((r) => tryOf(r) > 0).length).toBeLessThan(COUNT / 2);
  });

  it('the likeness names the way, the set of large cards and each large card', () => {
    const [r] = section(difficulty, 'test/variety/keys');
    const keys = countdown.likeness!(r!.puzzle, r!.grade, options).map((k) => k.key);
    const [way] = waysOf([r!]).keys();
    expect(keys).toContain(`shape: ${way}`);
    const large = largeOf(r!.puzzle.numbers);
    expect(keys).toContain(`large: ${large.join(' ')}`);
    for (const card of large) expect(keys).toContain(`large card ${card}`);
  });
});

describe('the expert shapes of the long way round', () => {
  it.each([
    [[50, 8, 3, 2, 6, 9], 787, '(50+3)*(9+6)-8', 'two built factors'],
    [[50, 6, 7, 9, 5, 10], 673, '(9*7+50)*6-5', 'multiplied again'],
    [[50, 100, 9, 8, 7, 5], 931, '(100+50-9-8)*7', 'a long factor'],
    [[50, 8, 8, 9, 4, 10], 941, '50*(10+8)+8*4+9', 'two built parts'],
  ])('%j → %i: %s is %s', (numbers, target, expression, shape) => {
    const e = new Countdown(numbers).solutions(target).find((x) => show(x) === expression)!;
    expect(methodOf(e)).toBe('long-way');
    expect(shapeOf(e, 'long-way')).toBe(shape);
  });
});

describe('the generator spreads them itself', () => {
  it.each(DIFFICULTIES.slice(1))('of 60 classic %s puzzles, no way in more than two fifths and every way of the band', (difficulty) => {
    const options = countdown.options.parse({});
    const ways = tally(
      Array.from({ length: 60 }, (_, i) => {
        const m = countdown.generate(new Rng(`test/variety/spread/${difficulty}/${i}`), options, difficulty)!;
        const way = simplestAt(methodsOf(m.puzzle), m.grade.level)!;
        return shapeOf(way.e, way.method);
      }),
    );
    // Once 42% of medium puzzles were a product and two cards, 44% of hard a sum as the factor, and 82% of expert the long way round.
    expect(Math.max(...ways.values()), JSON.stringify([...ways])).toBeLessThanOrEqual(24);
    const level = DIFFICULTIES.indexOf(difficulty) + 1;
    for (const w of WAYS[level as 2]) expect(ways.get(w) ?? 0, `${w}: ${JSON.stringify([...ways])}`).toBeGreaterThan(0);
  });
});
