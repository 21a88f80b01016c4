/**
 * What each band above easy aims at, against the easy puzzle of the same seed (generate.ts):
 * how many more steps, how many fewer guesses, how long a listing. Issue 65: with one and two
 * steps more than the easy puzzle, on ten fresh seeds a band (each band its own, as a book's
 * sections are) the medians of medium and hard crossed at 8 digits (an easy list's steps vary
 * by five or more there), and every band printed as many guesses as easy did.
 */

/** From this many digits a code is long: its easy list is fourteen guesses or more, and reading fewer of them is work a person feels. */
export const LONG = 8;

/** One band's aim. */
export interface BandAim {
  /** Steps past the easy puzzle's (see `stepsAim`). */
  steps: number;
  /** Exactly that many (medium, hard: so they stay apart), or at least (expert). */
  exact: boolean;
  /**
   * Guesses fewer than the easy puzzle's, one of these drawn evenly for each puzzle (`fewerOf`):
   * the spread varies a section's list lengths, and on a long code the middle falls band by
   * band. Every band draws at the same place of its seed, and at each place the lists do not
   * grow band to band, so a seed's harder puzzle never has more guesses to go on than its
   * easier ones.
   */
  fewer: readonly number[];
  /**
   * The most alternatives one step of the solve should list (`Step.paper`: a comparison's
   * counts, a split's ways and steps), or 0 for no aim; a search aim after all the others.
   */
  listing: number;
}

/**
 * A short code (under `LONG` digits) holds little more reasoning than its easy list: as many
 * guesses as the easy puzzle (at least one more than the digits: fewer can not be proved, or
 * leave no reasoning), and one, two and five steps more. From 5 digits hard and expert hold a
 * comparison as long as a medium one's (`SHORT_LISTING`): measured at 5 digits, a medium
 * solve's longest lists 8 counts in half the puzzles, and without the aim a hard one's 7.
 */
const SHORT: Record<2 | 3 | 4, BandAim> = {
  2: { steps: 1, exact: true, fewer: [0], listing: 0 },
  3: { steps: 2, exact: true, fewer: [0], listing: 0 },
  4: { steps: 5, exact: false, fewer: [0], listing: 0 },
};

/** The listing hard and expert aim at on a short code of 5 digits or more (`SHORT`). */
const SHORT_LISTING = 8;

/**
 * A long code: two, four and seven steps more, on lists of up to one guess fewer than the
 * easy puzzle's (medium) and up to two (hard, expert), drawn. Measured at 8 digits (30 seeds a
 * band): medians of 14, 13 and 13 guesses against easy's 14, and steps 17, 18, 22 against
 * 15. Expert a guess fewer again, or hard and expert one fewer more from 12 digits, took the
 * steps away (at 12 digits hard fell to medium's 23): a guess left out is a step (its digits
 * crossed off) the reasoning must make up, and hard's score range holds only so much of it.
 */
const LONGER: Record<2 | 3 | 4, BandAim> = {
  2: { steps: 2, exact: true, fewer: [0, 0, 1, 1], listing: 0 },
  3: { steps: 4, exact: true, fewer: [0, 1, 1, 2], listing: 0 },
  4: { steps: 7, exact: false, fewer: [0, 1, 1, 2], listing: 0 },
};

/** How many fewer guesses than the easy puzzle's (`BandAim.fewer`); drawn only where there is a choice, so a short code's puzzles stay as they were. */
export function fewerOf(aim: BandAim, draw: (n: number) => number): number {
  return aim.fewer.length === 1 ? aim.fewer[0]! : aim.fewer[draw(aim.fewer.length)]!;
}

/** The aim of the band at `level` (2–4) for a code of `length`. */
export function aimOf(level: 2 | 3 | 4, length: number): BandAim {
  if (length >= LONG) return LONGER[level];
  const aim = SHORT[level];
  return level >= 3 && length >= 5 ? { ...aim, listing: SHORT_LISTING } : aim;
}

/**
 * The steps a band aims at, from the seed's easy puzzle. A short code: its steps and the
 * band's. A long code: its guesses, half a step a digit past six (about what an easy list of
 * that length takes beyond its guesses: places run down to their last digit, a step each)
 * and the band's, but at least one step more than the easy puzzle. An easy list's guesses
 * vary less than its steps (at 8 digits the middle half spans two guesses and four steps), so
 * the band's steps vary less from seed to seed, and its median stands clear of the band below.
 */
export function stepsAim(level: 2 | 3 | 4, length: number, easy: { steps: number; guesses: number }): number {
  const aim = aimOf(level, length);
  if (length < LONG) return easy.steps + aim.steps;
  return Math.max(easy.steps + 1, easy.guesses + Math.max(0, Math.floor((length - 6) / 2)) + aim.steps);
}
