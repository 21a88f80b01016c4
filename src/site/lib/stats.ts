/**
 * The reader's statistics: every puzzle finished in this browser (kind, band, time, hints,
 * mistakes, whether it was solved or its answer shown) and the dates on which the puzzle of the
 * day was solved, kept in localStorage beside progress (src/play/saved.ts) under one key. The
 * puzzle page records each finish the player announces (stats-record.dom.ts); the statistics
 * page (stats.dom.ts) reads them back and sums them up here. Storage is the reader's to edit, so what it holds is
 * read as src/play/saved.ts reads progress: a record of another version, or not ours, is none; an entry
 * of the wrong shape is dropped, the rest kept. No DOM and no clock here: the unit tests read it too.
 */
import { MAX_COUNT, MAX_ELAPSED_MS, record, whole } from '../../play/saved.ts';
import { type CalendarDate, addDays, isoDate } from './today.ts';

/** The key statistics are stored under: progress's family (`puzzlebook:play:<id>`), one key for all. */
export const STATS_KEY = 'puzzlebook:stats';
/** The stored form's version: a record of any other is not read (a later form may mean other things). */
export const STATS_VERSION = 1;
/** More puzzles, or days, than a reader finishes; a record holding more was not written by the player. */
export const MAX_ENTRIES = 100_000;

/** The bands a puzzle may be in (src/engine/kind.ts DIFFICULTIES), the order the page lists them in. */
export const BANDS = ['easy', 'medium', 'hard', 'expert'] as const;
export type Band = (typeof BANDS)[number];

/** One puzzle finished: its best solve, or, while it has none, the answer shown. */
export interface Finish {
  kind: string;
  band: Band;
  /** Solved by the player; false: the answer was shown, which is not a solve. */
  solved: boolean;
  /** The time of the fastest solve (of the answer shown, while unsolved), in milliseconds. */
  ms: number;
  /** The hints and mistakes of that same game. */
  hints: number;
  mistakes: number;
  /** The reader's date it was finished on (`2026-03-15`). */
  on: string;
}

export interface Stats {
  /** Each puzzle once, by id: a replay keeps the faster solve. */
  puzzles: Record<string, Finish>;
  /** The reader's dates on which the puzzle of the day was solved, each once, oldest first. */
  days: string[];
}

export const noStats = (): Stats => ({ puzzles: {}, days: [] });

const ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,199}$/;
const KIND = /^[a-z][a-z0-9-]{0,39}$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real date written as `isoDate` writes it (not `2026-02-30`). */
export function isDate(v: unknown): v is string {
  const m = typeof v === 'string' ? ISO.exec(v) : null;
  if (!m) return false;
  const date = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  return date.month >= 1 && date.month <= 12 && date.day >= 1 && isoDate(addDays(date, 0)) === v;
}

const dateOf = (iso: string): CalendarDate => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};

/** A stored finish read back; null where any field is not what recordFinish writes. */
function finishOf(v: unknown): Finish | null {
  if (!record(v)) return null;
  const { kind, band, solved, ms, hints, mistakes, on } = v;
  if (typeof kind !== 'string' || !KIND.test(kind) || !BANDS.includes(band as Band) || typeof solved !== 'boolean') return null;
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0 || ms > MAX_ELAPSED_MS) return null;
  if (!whole(hints, 0, MAX_COUNT) || !whole(mistakes, 0, MAX_COUNT) || !isDate(on)) return null;
  return { kind, band: band as Band, solved, ms, hints, mistakes, on };
}

/**
 * Statistics stored as `text`, read back: none for nothing stored, for what is not JSON, not of
 * this version, or too big; entries and dates of the wrong shape dropped, the rest kept. Never throws.
 */
export function readStats(text: string | null): Stats {
  const stats = noStats();
  try {
    if (typeof text !== 'string' || text.length === 0 || text.length > MAX_ENTRIES * 400) return stats;
    const stored: unknown = JSON.parse(text);
    if (!record(stored) || stored.v !== STATS_VERSION) return stats;
    if (record(stored.puzzles)) {
      const entries = Object.entries(stored.puzzles).slice(0, MAX_ENTRIES);
      for (const [id, value] of entries) {
        const finish = ID.test(id) ? finishOf(value) : null;
        if (finish) stats.puzzles[id] = finish;
      }
    }
    if (Array.isArray(stored.days)) stats.days = [...new Set(stored.days.slice(0, MAX_ENTRIES).filter(isDate))].sort();
  } catch {
    return noStats();
  }
  return stats;
}

/** The text statistics are stored as. */
export const writeStats = (stats: Stats): string => JSON.stringify({ v: STATS_VERSION, puzzles: stats.puzzles, days: stats.days });

/**
 * `stats` with one more finish of puzzle `id`: a first finish is kept as it is; a solve replaces
 * an answer shown, and a faster solve a slower one (with its hints and mistakes); an answer shown
 * never replaces a solve. `daily`: the reader's date, when the puzzle was that day's and solved.
 */
export function withFinish(stats: Stats, id: string, finish: Finish, daily?: string): Stats {
  // Own entries only: an id such as `constructor` must not find Object's.
  const before = Object.hasOwn(stats.puzzles, id) ? stats.puzzles[id] : undefined;
  const better = !before || (finish.solved && (!before.solved || finish.ms < before.ms));
  const puzzles = better ? { ...stats.puzzles, [id]: finish } : stats.puzzles;
  const days = daily && finish.solved && !stats.days.includes(daily) ? [...stats.days, daily].sort() : stats.days;
  return { puzzles, days };
}

/** The reader's fastest solve of `kind` at `band` among the finishes stored; null where none is. */
export function bestSolve(stats: Stats, kind: string, band: Band): number | null {
  let best: number | null = null;
  for (const f of Object.values(stats.puzzles)) if (f.solved && f.kind === kind && f.band === band && (best === null || f.ms < best)) best = f.ms;
  return best;
}

/**
 * A solve in `ms` against the reader's best of its kind and band before it (`best`, bestSolve's):
 * the first of them, a new best (fewer whole seconds, as the clock shows them, so a best is never
 * "beaten" by a time that reads the same), or the best still standing.
 */
export type AgainstBest = { context: 'first' } | { context: 'best' | 'behind'; best: number };
export function againstBest(best: number | null, ms: number): AgainstBest {
  if (best === null) return { context: 'first' };
  return { context: Math.floor(ms / 1000) < Math.floor(best / 1000) ? 'best' : 'behind', best };
}

/** The middle of `sorted`, ascending (the mean of the two middle ones for an even count). */
function middle(sorted: readonly number[]): number {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** One kind and band's line: how many solved, their best and median times, the hints they took. */
export interface Line {
  kind: string;
  band: Band;
  solved: number;
  bestMs: number;
  medianMs: number;
  hints: number;
}

export interface Summary {
  /** Kinds in `kinds`' order, then bands easiest first; only those with a solve. */
  lines: Line[];
  solved: number;
  /** Puzzles finished by showing the answer (and never solved). */
  shown: number;
  /** Hints taken in the games counted (each puzzle's kept game). */
  hints: number;
  /** Days running, to `today` (or to yesterday, while today's is still to solve), the day's puzzle was solved. */
  streak: number;
  longest: number;
  /** The last date the day's puzzle was solved on. */
  lastDay?: string;
}

/** The run of consecutive dates in `days` that ends on `end`: 0 where `end` is not in it. */
function runTo(days: ReadonlySet<string>, end: CalendarDate): number {
  let n = 0;
  while (days.has(isoDate(addDays(end, -n)))) n++;
  return n;
}

/**
 * The solves of `finishes` by kind and band, in the order first met: each finish looked at once
 * and added to its group in place, so a reader's tens of thousands of finishes are read in one
 * pass (issue 83: a group copied for each finish took 8 s for 40,000).
 */
export function groupSolves(finishes: Iterable<Finish>): Map<string, Finish[]> {
  const groups = new Map<string, Finish[]>();
  for (const finish of finishes) {
    if (!finish.solved) continue;
    const key = `${finish.kind} ${finish.band}`;
    const group = groups.get(key);
    if (group) group.push(finish);
    else groups.set(key, [finish]);
  }
  return groups;
}

/** One group's line: its times sorted once give the best and the median (no spread of every time into Math.min, which a browser caps). */
function lineOf(group: readonly Finish[]): Line {
  const times = group.map((f) => f.ms).sort((a, b) => a - b);
  let hints = 0;
  for (const f of group) hints += f.hints;
  return { kind: group[0]!.kind, band: group[0]!.band, solved: group.length, bestMs: times[0]!, medianMs: middle(times), hints };
}

/** `stats` summed up on the reader's date `today`, the kinds in the order of `kinds` (others after). */
export function summarise(stats: Stats, today: CalendarDate, kinds: readonly string[] = []): Summary {
  const finishes = Object.values(stats.puzzles);
  let shown = 0;
  let hints = 0;
  for (const finish of finishes) {
    if (finish.solved) hints += finish.hints;
    else shown++;
  }
  const order = new Map(kinds.map((kind, at) => [kind, at]));
  const place = (kind: string) => order.get(kind) ?? kinds.length;
  const lines = [...groupSolves(finishes).values()]
    .map(lineOf)
    .sort((a, b) => place(a.kind) - place(b.kind) || a.kind.localeCompare(b.kind) || BANDS.indexOf(a.band) - BANDS.indexOf(b.band));
  const days = new Set(stats.days);
  let longest = 0;
  for (const day of stats.days) {
    // Each run counted from its first day: a day whose day before is in the list is inside a run.
    if (!days.has(isoDate(addDays(dateOf(day), -1)))) longest = Math.max(longest, runLength(days, dateOf(day)));
  }
  const streak = runTo(days, today) || runTo(days, addDays(today, -1));
  const lastDay = stats.days.at(-1);
  return { lines, solved: lines.reduce((sum, l) => sum + l.solved, 0), shown, hints, streak, longest, ...(lastDay ? { lastDay } : {}) };
}

/** How many days from `start` on are in `days`, running. */
function runLength(days: ReadonlySet<string>, start: CalendarDate): number {
  let n = 0;
  while (days.has(isoDate(addDays(start, n)))) n++;
  return n;
}

/**
 * Of the puzzles of the day the home shows (each kind's, by id), those the reader has solved, in
 * their order, and how many are left to play (an answer shown is not a solve).
 */
export function playedToday(stats: Stats, ids: readonly string[]): { played: boolean[]; left: number } {
  const played = ids.map((id) => Object.hasOwn(stats.puzzles, id) && stats.puzzles[id]!.solved);
  return { played, left: played.filter((p) => !p).length };
}
