import type { Likeness } from '../../engine/kind.ts';
import type { CountdownGrade } from './grade.ts';
import { type CountdownShape, patternOf, shapeOf } from './methods.ts';
import { type CountdownOptions, type CountdownPuzzle, LARGE } from './schema.ts';
import { simplestWayAt } from './steps.ts';

/**
 * What a reader finds samey in a Countdown section (issue 65: 18 of 20 medium puzzles were a
 * large card times a small one, adjusted, and 7 dealt 25 as the only large card): the way the
 * key shows, and the large cards dealt. A band's ladder has only two or three methods, so the
 * way is read finer, by its shape (methods.ts `shapeOf`): four or more a band (medium with
 * four cards, three).
 */

/**
 * The most of a section one shape of way, one easy pattern or one set of large cards may
 * take: about a third, 7 of 20. A strict third, 6 of 20, is one more than an even share of
 * four ways, and puzzles made each on its own with six seeds a puzzle (book/variety.ts) went
 * past it in 6 to 32 of 100 classic sections a band; at 7, in 1 to 5.
 */
export const WAY_SHARE = 0.35;

/**
 * The shapes of way each band's key shows (level 1 easy … 4 expert), which the generator aims
 * at evenly. Expert's two products is not aimed at: aimed at, a classic expert puzzle had that
 * way 2 times in 33, each miss a search of every deal the generator tries.
 */
export const WAYS: Record<1 | 2 | 3 | 4, readonly CountdownShape[]> = {
  1: ['product', 'two cards', 'three added', 'three, some taken away'],
  2: ['product and one card', 'product and two cards', 'product and three cards or more', 'added up'],
  3: ['a sum as factor', 'a difference as factor', 'three multiplied', 'built adjustment'],
  4: ['division', 'two built factors', 'multiplied again', 'a long factor', 'two built parts'],
};

/** Ways that need more cards than four: a product and three single cards is five, and so is a built part beside a built adjustment ((7 + 2) × 75 + 3 × 4). */
const FEWEST_CARDS: Partial<Record<CountdownShape, number>> = { 'product and three cards or more': 5, 'two built parts': 5 };

/** The ways a band aims at with this many cards dealt. */
export const waysFor = (level: 1 | 2 | 3 | 4, cards: number): readonly CountdownShape[] => WAYS[level].filter((w) => (FEWEST_CARDS[w] ?? 0) <= cards);

/** The most of a section one shape of way may take: `WAY_SHARE`, or a fifth more than an even share where the band has only three (medium with four cards). */
export const wayShare = (level: 1 | 2 | 3 | 4, cards: number): number => Math.max(WAY_SHARE, 1.2 / waysFor(level, cards).length);

/**
 * The most of an easy section one large card may be dealt in. Every easy way to 101–999 but a
 * large card times a small one needs the 100 or the 75 (100 + 8 − 3, 75 + 50 + 4), most of
 * them two large cards, so an easy deal holds one and a half large cards on average: drawn so
 * that no pattern, shape, set of cards or target takes much of a section (easy.ts), the 100,
 * the 75 and the 50 are each in about half the easy deals.
 */
const EASY_CARD_SHARE = 0.6;

/**
 * The most of a section one large card may be dealt in: `WAY_SHARE`, or 15 points more than an
 * even spread where deals hold more large cards (the classic mix, one or two, puts an even
 * spread at 30% a card: 45%; two large cards a deal, 65%); in easy, `EASY_CARD_SHARE`.
 */
export function cardShare(o: CountdownOptions, level: number): number {
  const perDeal = o.large ?? 1.2;
  return Math.max(level === 1 ? EASY_CARD_SHARE : WAY_SHARE, perDeal / LARGE.length + 0.15);
}

/** The large cards of a deal, smallest first. */
export const largeOf = (numbers: readonly number[]): number[] => numbers.filter((n) => (LARGE as readonly number[]).includes(n)).sort((a, b) => a - b);

/** How many sets of `k` large cards there are: 4 choose k. */
const SETS = [1, 4, 6, 4, 1];

/**
 * What makes Countdown puzzles of a section alike (`PuzzleKind.likeness`): a target (each
 * once in a section); the shape of the way the key shows (`wayShare`), and in easy its
 * pattern too (`patternOf`: `L × s`, `L + s + s`, …); the set of large cards dealt
 * (`WAY_SHARE`, or more where the options leave fewer sets: all four large cards are one);
 * and each large card (`cardShare`, by the section's options).
 */
export function likeness(puzzle: CountdownPuzzle, grade: CountdownGrade, options: CountdownOptions = {}): Likeness[] {
  const level = grade.level as 1 | 2 | 3 | 4;
  const keys: Likeness[] = [{ key: `target ${puzzle.target}`, share: 0 }];
  const way = simplestWayAt(puzzle, level);
  if (way) {
    keys.push({ key: `shape: ${shapeOf(way.e, way.method)}`, share: wayShare(level, puzzle.numbers.length) });
    if (level === 1) keys.push({ key: `pattern: ${patternOf(way.e)}`, share: WAY_SHARE });
  }
  const large = largeOf(puzzle.numbers);
  if (large.length === 0) return keys;
  keys.push({ key: `large: ${large.join(' ')}`, share: Math.max(WAY_SHARE, 1 / SETS[large.length]!) });
  const share = cardShare(options, level);
  for (const card of large) keys.push({ key: `large card ${card}`, share });
  return keys;
}
