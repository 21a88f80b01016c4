import type { Finished } from '../../play/shell.ts';
import { dayNumber, isoDate, localDate, placeOfDay } from './today.ts';
import { clock } from '../../play/saved.ts';
import { playWords } from '../../play/words.ts';
import { againstBest, BANDS, type Band, bestSolve, type Finish, readStats, STATS_KEY, withFinish, writeStats } from './stats.ts';

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

/** The reader's best of `kind` at `band` so far; none where storage refuses. */
function bestSoFar(kind: string, band: Band): number | null {
  try {
    return bestSolve(readStats(localStorage.getItem(STATS_KEY)), kind, band);
  } catch {
    return null;
  }
}

/**
 * The finish's line against the reader's best of the kind and band (issue 112: a finish that
 * celebrates): the first solved, a new best, or the best to beat; in the finish panel's slot
 * (src/play/shell.ts), named as the page names the kind and band (`data-kind-title`, `data-band`).
 */
function sayAgainstBest(root: HTMLElement, kind: string, band: Band, before: number | null, ms: number): void {
  const line = root.querySelector<HTMLElement>('.play-finish-best');
  if (!line) return;
  const against = againstBest(before, ms);
  const { kindTitle = kind, band: bandName = band } = root.dataset;
  line.textContent = playWords.shell.best({ context: against.context, kind: kindTitle, band: bandName, best: against.context === 'first' ? '' : clock(against.best) });
  line.dataset.against = against.context;
  line.hidden = false;
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
  const before = finish.solved ? bestSoFar(kind, finish.band) : null;
  update(done.id, finish);
  if (finish.solved) sayAgainstBest(root, kind, finish.band, before, finish.ms);
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
