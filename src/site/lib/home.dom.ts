import { playedToday, readStats, STATS_KEY, summarise, type Stats } from './stats.ts';
import { dayNumber, localDate, placeOfDay } from './today.ts';

/**
 * The home's enhancements (pages/index.astro), each from what only the browser knows: the
 * reader's puzzle of the day streak and each kind's solves, read from the statistics /stats/
 * reads (stats.ts), and each kind's puzzle of the day by the reader's own date, as /today/
 * picks among all puzzles (today.ts): its tile marked as today's, and marked played where the
 * reader has solved it, with how many of them are left to play. Without it the page is whole:
 * its doors and tiles are links (a tile to its kind's newest puzzle, unmarked). Numbers are
 * written by Intl in the page's language.
 */

const one = <E extends Element = HTMLElement>(selector: string, within: ParentNode = document) => within.querySelector<E>(selector);

const root = one('[data-home]');
const lang = document.documentElement.lang || undefined;
const numbers = new Intl.NumberFormat(lang);
const days = new Intl.NumberFormat(lang, { style: 'unit', unit: 'day', unitDisplay: 'long' });

function stored(): Stats {
  let text: string | null = null;
  try {
    text = localStorage.getItem(STATS_KEY);
  } catch {
    // Storage turned off: nothing kept, nothing to show.
  }
  return readStats(text);
}

/** Each tile's puzzle of the day, once fetched: the tiles not here are unmarked and not counted. */
const picked = new Map<HTMLElement, string>();
/** The picks still being fetched: the count left is shown once they are all in, not climbing as each comes. */
let pending = 0;

function show(): void {
  if (!root) return;
  const today = localDate(new Date());
  const stats = stored();
  const tiles = [...document.querySelectorAll<HTMLElement>('.tile[data-kind]')];
  const summary = summarise(stats, today, tiles.map((t) => t.dataset.kind!));
  const streak = one('[data-home-streak]')!;
  streak.hidden = summary.streak === 0;
  one('[data-home-streak-days]')!.textContent = days.format(summary.streak);
  for (const tile of tiles) {
    const solved = summary.lines.filter((line) => line.kind === tile.dataset.kind).reduce((sum, line) => sum + line.solved, 0);
    one('[data-tile-solved]', tile)!.hidden = solved === 0;
    one('[data-tile-solved-count]', tile)!.textContent = numbers.format(solved);
  }
  const marked = [...picked.keys()];
  const { played, left } = playedToday(stats, marked.map((tile) => picked.get(tile)!));
  for (const tile of tiles) {
    const at = marked.indexOf(tile);
    one('[data-tile-today]', tile)!.hidden = at < 0;
    one('[data-tile-played]', tile)!.hidden = at < 0 || !played[at];
  }
  one('[data-home-left]')!.hidden = marked.length === 0 || pending > 0;
  one('[data-home-left-count]')!.textContent = numbers.format(left);
}

const list = one('.tiles');
const partSize = Number(list?.dataset.daySize ?? 1);
const puzzlesAt = list?.dataset.puzzles ?? '/puzzles/';
/** The day whose puzzles the tiles show, so a page left open past midnight moves on. */
let shownDay: number | undefined;

/** Each tile's link and drawing become its kind's puzzle of the day; a tile whose list cannot be fetched keeps its newest puzzle. */
function pickForToday(): void {
  const day = dayNumber(localDate(new Date()));
  if (day === shownDay) return;
  shownDay = day;
  picked.clear();
  show();
  for (const tile of document.querySelectorAll<HTMLElement>('.tile[data-day-count]')) {
    const place = placeOfDay(Number(tile.dataset.dayCount), day);
    if (place === undefined) continue;
    const part = Math.floor(place / partSize);
    pending++;
    fetch(`${tile.dataset.dayParts}${part}.json`)
      .then((response) => (response.ok ? (response.json() as Promise<string[]>) : Promise.reject(new Error(`${response.status}`))))
      .then((ids) => {
        const id = ids[place - part * partSize];
        // An id is only ever a path segment of ours: anything else in a list is not followed.
        if (typeof id !== 'string' || !/^[\w-]+$/.test(id) || day !== shownDay) return;
        one<HTMLAnchorElement>('a.tile-play', tile)!.href = `${puzzlesAt}${id}/`;
        const drawing = one<HTMLImageElement>('a.tile-play img', tile);
        if (drawing) drawing.src = `${puzzlesAt}${id}/puzzle.svg`;
        picked.set(tile, id);
      })
      .catch(() => {
        // Offline, or the list gone: the tile opens the kind's newest puzzle, as without script.
      })
      .finally(() => {
        pending--;
        show();
      });
  }
}

show();
pickForToday();
// A game finished in another tab, or the page come back to (a new day may have broken the streak).
window.addEventListener('storage', (event) => (event.key === STATS_KEY || event.key === null) && show());
document.addEventListener('visibilitychange', () => document.hidden || (show(), pickForToday()));
window.addEventListener('pageshow', () => (show(), pickForToday()));
