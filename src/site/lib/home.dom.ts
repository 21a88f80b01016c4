import { readStats, STATS_KEY, summarise } from './stats.ts';
import { localDate } from './today.ts';

/**
 * The home's enhancements (pages/index.astro), each from what only the browser knows: the
 * reader's puzzle of the day streak and each kind's solves, read from the statistics /stats/
 * reads (stats.ts). Without it the page is whole: its doors and tiles are links. Numbers are
 * written by Intl in the page's language.
 */

const one = <E extends Element = HTMLElement>(selector: string, within: ParentNode = document) => within.querySelector<E>(selector);

const root = one('[data-home]');
const lang = document.documentElement.lang || undefined;
const numbers = new Intl.NumberFormat(lang);
const days = new Intl.NumberFormat(lang, { style: 'unit', unit: 'day', unitDisplay: 'long' });

function show(): void {
  if (!root) return;
  const today = localDate(new Date());
  let text: string | null = null;
  try {
    text = localStorage.getItem(STATS_KEY);
  } catch {
    // Storage turned off: nothing kept, nothing to show.
  }
  const tiles = [...document.querySelectorAll<HTMLElement>('.tile[data-kind]')];
  const summary = summarise(readStats(text), today, tiles.map((t) => t.dataset.kind!));
  const streak = one('[data-home-streak]')!;
  streak.hidden = summary.streak === 0;
  one('[data-home-streak-days]')!.textContent = days.format(summary.streak);
  for (const tile of tiles) {
    const solved = summary.lines.filter((line) => line.kind === tile.dataset.kind).reduce((sum, line) => sum + line.solved, 0);
    one('[data-tile-solved]', tile)!.hidden = solved === 0;
    one('[data-tile-solved-count]', tile)!.textContent = numbers.format(solved);
  }
}

show();
// A game finished in another tab, or the page come back to (a new day may have broken the streak).
window.addEventListener('storage', (event) => (event.key === STATS_KEY || event.key === null) && show());
document.addEventListener('visibilitychange', () => document.hidden || show());
window.addEventListener('pageshow', show);
