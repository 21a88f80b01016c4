/**
 * The puzzle of the day (pages/today/[...lang].astro, through today.dom.ts): one puzzle of the
 * archive per calendar date, the same for every reader whose local date it is, picked in the
 * reader's browser. No DOM and no clock here, so the unit tests read it as the page does.
 *
 * Days are counted from EPOCH. Day d falls in cycle floor(d / N), N the number of puzzles; each
 * cycle is its own shuffle of the puzzles (Fisher–Yates, driven by a small PRNG seeded by the
 * cycle's number), so every puzzle comes once a cycle before any comes again. Where a cycle
 * would begin with the puzzle the cycle before ended on, its first two change places, so two
 * days running never show one puzzle (but for an archive of one). The puzzles are taken in
 * code-unit order of their ids, so the pick depends on the date and the set of ids alone, not
 * on the order a page lists them in, nor on the browser's locale. The shuffles move places in
 * that order, not ids: knowing only how many puzzles there are, the page works out the place a
 * day falls on (placeOfDay) and fetches the one part of the list that holds it.
 *
 * Not the books' seeded streams (src/engine/random.ts): those bring seedrandom into the page,
 * where a dozen lines do; and nothing printed depends on this pick.
 */

/** A date on the calendar, as a reader's clock reads it: month 1 to 12, day 1 to 31. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const DAY_MS = 86_400_000;

/** Day 0: 1 January 2026. Earlier dates have negative numbers, and pick as well as later ones. */
export const EPOCH: CalendarDate = { year: 2026, month: 1, day: 1 };

const utc = ({ year, month, day }: CalendarDate) => Date.UTC(year, month - 1, day);

/** The number of days from EPOCH to `date` (calendar days: no clock change moves it). */
export const dayNumber = (date: CalendarDate): number => Math.round((utc(date) - utc(EPOCH)) / DAY_MS);

/** The date `when` is where it is read: the browser's own time zone. */
export const localDate = (when: Date): CalendarDate => ({ year: when.getFullYear(), month: when.getMonth() + 1, day: when.getDate() });

/** The date `days` days after `date` (before it, for a negative number). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const moved = new Date(utc(date) + days * DAY_MS);
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** `2026-03-15`, as `<time datetime>` writes a date. */
export const isoDate = ({ year, month, day }: CalendarDate): string =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * Mulberry32: 32 bits of state, one multiply-and-mix a draw; a float in [0, 1). Its seeds are
 * the cycle numbers, small consecutive integers: the mixing spreads them.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Cycle `cycle`'s shuffle of the places 0 to n - 1 (Fisher–Yates, from the last place down):
 * what it moves is places, not ids, so the page can work out which place a day falls on
 * knowing only how many puzzles there are, and fetch just the part of the list holding it.
 */
function shuffled(n: number, cycle: number): Int32Array {
  // The cycle's number, mixed with a constant of this page's own, so cycle 0 is not the PRNG's seed 0.
  const next = mulberry32(Math.imul(cycle, 0x9e3779b1) ^ 0x7d0a_17e5);
  const order = new Int32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/**
 * The order cycle `cycle` shows n puzzles in, as places in their stable order (see stableOrder).
 * With three or more, a cycle starting on the puzzle the one before ended on swaps its first
 * two; the swap never reaches a cycle's last place, so the cycle before's last is its own
 * shuffle's, worked out directly. Two puzzles can only take turns, so with two every cycle is
 * cycle 0's order.
 */
export function cyclePlaces(n: number, cycle: number): Int32Array {
  if (n <= 2) return shuffled(n, 0);
  const order = shuffled(n, cycle);
  if (order[0] === shuffled(n, cycle - 1)[n - 1]) [order[0], order[1]] = [order[1]!, order[0]!];
  return order;
}

/** The order cycle `cycle` shows `ids` (sorted, no repeats) in: cyclePlaces, each place its id. */
export const cycleOrder = (ids: readonly string[], cycle: number): string[] => Array.from(cyclePlaces(ids.length, cycle), (place) => ids[place]!);

/** The ids in the order the pick reads them: each once, in code-unit order. */
export const stableOrder = (ids: Iterable<string>): string[] => [...new Set(ids)].sort();

/**
 * The place in the stable order (from 0) of day `day`'s puzzle among `n` puzzles; undefined
 * where there are none. The page (today.dom.ts) knows n and fetches only the part of the list
 * holding this place; `puzzleOfDay` is the same pick given every id.
 */
export function placeOfDay(n: number, day: number): number | undefined {
  if (n === 0) return undefined;
  const cycle = Math.floor(day / n);
  return cyclePlaces(n, cycle)[day - cycle * n];
}

/** The puzzle of day `day` (see dayNumber) among `ids`; undefined where there are none. */
export function puzzleOfDay(ids: Iterable<string>, day: number): string | undefined {
  const sorted = stableOrder(ids);
  const place = placeOfDay(sorted.length, day);
  return place === undefined ? undefined : sorted[place];
}

/** The puzzle of the day `date` among `ids`; undefined where there are none. */
export const puzzleOfDate = (ids: Iterable<string>, date: CalendarDate): string | undefined => puzzleOfDay(ids, dayNumber(date));

/**
 * The weeks of a month, for the calendar of past days (calendar.dom.ts): each week seven
 * places, a date or null outside the month, starting on `firstDay` (0 Sunday to 6 Saturday).
 */
export function monthWeeks(year: number, month: number, firstDay: number): (CalendarDate | null)[][] {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lead = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() - firstDay + 7) % 7;
  const places: (CalendarDate | null)[] = [...Array<null>(lead).fill(null), ...Array.from({ length: days }, (_, i) => ({ year, month, day: i + 1 }))];
  while (places.length % 7) places.push(null);
  return Array.from({ length: places.length / 7 }, (_, w) => places.slice(w * 7, w * 7 + 7));
}

/** The month `by` months after year/month's (before it, for a negative number). */
export function addMonths(year: number, month: number, by: number): { year: number; month: number } {
  const m = year * 12 + (month - 1) + by;
  return { year: Math.floor(m / 12), month: (m % 12) + 1 };
}
