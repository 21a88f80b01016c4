import { clock } from '../../play/saved.ts';
import { readStats, STATS_KEY, summarise, type Summary } from './stats.ts';
import { localDate } from './today.ts';

/**
 * The statistics page (pages/stats): reads what the player keeps in this browser (stats.ts)
 * and fills the page's figures and table. Every word is the page's (its catalogs', set there);
 * only numbers, times and the date are written here, by Intl in the page's language. The day is
 * the browser's own date, as the puzzle of the day's. Filled again when another tab finishes a game.
 */

const one = <E extends Element = HTMLElement>(selector: string) => document.querySelector<E>(selector);

const root = one('[data-stats]');
const lang = document.documentElement.lang || undefined;
const names = JSON.parse(root?.dataset.names ?? '{}') as { kinds?: Record<string, string>; order?: string[]; bands?: Record<string, string> };
const numbers = new Intl.NumberFormat(lang);
const days = new Intl.NumberFormat(lang, { style: 'unit', unit: 'day', unitDisplay: 'long' });
const dates = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' });

/** Durations in words of the page's language (`3 min 12 s`) where the browser has Intl.DurationFormat, else as the game's clock shows them. */
type DurationFormat = { format(duration: Record<string, number>): string };
const DurationFormatOf = (Intl as unknown as { DurationFormat?: new (lang: string | undefined, options: object) => DurationFormat }).DurationFormat;
const durations = DurationFormatOf ? new DurationFormatOf(lang, { style: 'short' }) : null;
// A duration leaves out units that are 0, so under a second would be nothing at all: that one says `0 sec`.
const noTime = DurationFormatOf ? new DurationFormatOf(lang, { style: 'short', secondsDisplay: 'always' }) : null;
export function duration(ms: number): string {
  // Whole seconds, cut as the game's clock cuts them, so a time reads here as it did on the finish.
  const total = Math.floor(ms / 1000);
  if (!durations || !noTime) return clock(total * 1000);
  if (total === 0) return noTime.format({ seconds: 0 });
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return durations.format(hours ? { hours, minutes, seconds } : minutes ? { minutes, seconds } : { seconds });
}

function set(key: string, text: string) {
  const dd = one(`[data-stat="${key}"]`);
  if (dd) dd.textContent = text;
}

function cell(tag: 'th' | 'td', text: string): HTMLElement {
  const el = document.createElement(tag);
  el.textContent = text;
  if (tag === 'th') el.setAttribute('scope', 'row');
  return el;
}

function fill(summary: Summary, finished: number) {
  one('[data-stats-empty]')!.hidden = finished > 0 || summary.longest > 0;
  one('[data-stats-some]')!.hidden = !one('[data-stats-empty]')!.hidden;
  set('streak', days.format(summary.streak));
  set('longest', days.format(summary.longest));
  const last = one('[data-figure="lastDay"]')!;
  last.hidden = !summary.lastDay;
  if (summary.lastDay) {
    // A <time> for the date, written in the page's language; the date is a calendar date, so read as UTC midnight.
    const time = document.createElement('time');
    time.dateTime = summary.lastDay;
    time.textContent = dates.format(new Date(`${summary.lastDay}T00:00:00Z`));
    one('[data-stat="lastDay"]')!.replaceChildren(time);
  }
  set('solved', numbers.format(summary.solved));
  set('shown', numbers.format(summary.shown));
  set('hints', numbers.format(summary.hints));
  one('[data-stats-table]')!.hidden = summary.lines.length === 0;
  one('[data-stats-lines]')!.replaceChildren(
    ...summary.lines.map((line) => {
      const row = document.createElement('tr');
      row.dataset.kind = line.kind;
      row.dataset.band = line.band;
      row.append(
        cell('th', names.kinds?.[line.kind] ?? line.kind),
        cell('td', names.bands?.[line.band] ?? line.band),
        cell('td', numbers.format(line.solved)),
        cell('td', duration(line.bestMs)),
        cell('td', duration(line.medianMs)),
        cell('td', numbers.format(line.hints)),
      );
      return row;
    }),
  );
}

function show() {
  if (!root) return;
  let text: string | null = null;
  try {
    text = localStorage.getItem(STATS_KEY);
  } catch {
    // Storage turned off: nothing kept, so the page shows the empty state.
  }
  const stats = readStats(text);
  fill(summarise(stats, localDate(new Date()), names.order ?? []), Object.keys(stats.puzzles).length);
  root.hidden = false;
}

show();
// A game finished in another tab, or the page come back to (a new day may have broken the streak).
window.addEventListener('storage', (event) => (event.key === STATS_KEY || event.key === null) && show());
document.addEventListener('visibilitychange', () => document.hidden || show());
window.addEventListener('pageshow', show);
