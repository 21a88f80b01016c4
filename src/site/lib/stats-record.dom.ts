import type { Finished } from '../../play/shell.ts';
import { dayNumber, isoDate, localDate, placeOfDay } from './today.ts';
import { BANDS, type Band, type Finish, readStats, STATS_KEY, withFinish, writeStats } from './stats.ts';

/**
 * Records a finished game in the reader's statistics (stats.ts): the player announces each finish
 * (src/play/shell.ts: FINISHED, on its Play panel) and the puzzle page's island hands it here. The
 * puzzle page names the puzzle's kind and band on its Play panel (`data-kind`, `data-difficulty`)
 * and where the puzzle of the day's list is (`data-today`): a solve is the day's when the day's
 * pick (today.ts, by the reader's own date, as /today/ picks) is this puzzle. Working that out
 * fetches two small files, so the finish is stored first and the day added when they come.
 */

/** Reads, changes and writes the statistics; storage that refuses (private browsing) keeps none. */
function update(id: string, finish: Finish, daily?: string): void {
  try {
    const stats = readStats(localStorage.getItem(STATS_KEY));
    localStorage.setItem(STATS_KEY, writeStats(withFinish(stats, id, finish, daily)));
  } catch {
    // No storage, or full: the game is finished all the same.
  }
}

/** Whether `id` is the puzzle of the day `date`, by the day's list under `at` (pages/today). */
async function isTodays(id: string, at: string, date: ReturnType<typeof localDate>): Promise<boolean> {
  const about = (await (await fetch(`${at}about.json`)).json()) as { count?: unknown; size?: unknown };
  const count = Number(about.count);
  const size = Number(about.size);
  if (!Number.isInteger(count) || !Number.isInteger(size) || size < 1) return false;
  const place = placeOfDay(count, dayNumber(date));
  if (place === undefined) return false;
  const part = Math.floor(place / size);
  const puzzles = (await (await fetch(`${at}${part}.json`)).json()) as { id?: unknown }[];
  return puzzles[place - part * size]?.id === id;
}

export function recordFinish(root: HTMLElement, done: Finished): void {
  const { kind, difficulty, today } = root.dataset;
  if (!kind || !BANDS.includes(difficulty as Band)) return;
  const date = localDate(new Date());
  const on = isoDate(date);
  const finish: Finish = { kind, band: difficulty as Band, solved: !done.revealed, ms: Math.round(done.elapsedMs), hints: done.hints, mistakes: done.mistakes, on };
  update(done.id, finish);
  if (!finish.solved || !today) return;
  isTodays(done.id, today, date).then(
    (yes) => {
      if (!yes) return;
      update(done.id, finish, on);
      // The finish's Share words it as the puzzle of the day (src/play/share.ts).
      root.dataset.daily = on;
    },
    // Offline: the solve is kept; only the day is not marked.
    () => undefined,
  );
}
