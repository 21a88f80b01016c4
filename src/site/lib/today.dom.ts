import { count, type DayPuzzle, puzzleAt, puzzlesAt } from './day-parts.dom.ts';
import { dayNumber, isoDate, localDate, placeOfDay } from './today.ts';

/**
 * The puzzle of the day page (pages/today/[...lang].astro): picks today's and yesterday's puzzle
 * by the reader's own date (today.ts), and fills the page's hidden sections with them. The page
 * says only how many puzzles there are; the day's place among them is worked out here
 * (placeOfDay) and the part of their list holding it fetched (today/<n>.json), so the page stays
 * small however many puzzles the archive holds. Every word comes from the page and the parts (its
 * catalogs', set there); only the date is written here, by Intl in the page's language. Without
 * JavaScript the page says the pick needs it, and links to the kinds of puzzle.
 */

const one = <E extends Element = HTMLElement>(selector: string) => document.querySelector<E>(selector);
const all = <E extends Element = HTMLElement>(selector: string) => [...document.querySelectorAll<E>(selector)];

const dates = new Intl.DateTimeFormat(document.documentElement.lang || undefined, { dateStyle: 'full' });

/** Marks an element as in the puzzle's book's language, or the page's. */
function speaks(element: HTMLElement | null, lang: string | undefined): void {
  if (!element) return;
  if (lang) element.lang = lang;
  else element.removeAttribute('lang');
}

/** The date last shown, so coming back to the page changes it only when the day has; and the one being fetched. */
let shown = '';
let pending = '';

async function show(): Promise<void> {
  const now = new Date();
  const today = localDate(now);
  const iso = isoDate(today);
  if (iso === shown || iso === pending) return;
  const day = dayNumber(today);
  const place = placeOfDay(count, day);
  const before = placeOfDay(count, day - 1);
  if (place === undefined || before === undefined) return;
  pending = iso;
  let todays: DayPuzzle | undefined;
  let yesterdays: DayPuzzle | undefined;
  try {
    [todays, yesterdays] = await Promise.all([puzzleAt(place), puzzleAt(before)]);
  } catch {
    // No network: say so, with the way on, and try again when the reader comes back to the page.
    if (pending === iso) pending = '';
    one('[data-today-failed]')!.hidden = false;
    return;
  }
  // A later call, the day having changed while these came, shows its own.
  if (pending !== iso) return;
  pending = '';
  if (!todays) return;
  shown = iso;
  one('[data-today-failed]')!.hidden = true;
  const href = `${puzzlesAt}${todays.id}/`;

  // The date's <time> is made here, in the heading's slot, the first time: the page has none, as an empty one is invalid.
  const slot = one('[data-today-date-slot]');
  if (slot) {
    let date = slot.querySelector<HTMLTimeElement>('time[data-today-date]');
    if (!date) {
      date = document.createElement('time');
      date.dataset.todayDate = '';
      slot.replaceChildren(date);
    }
    date.dateTime = shown;
    date.textContent = dates.format(now);
  }
  for (const link of all<HTMLAnchorElement>('[data-today-link]')) link.href = href;
  const figure = one('.today-figure');
  if (figure) {
    const drawing = document.createElement('img');
    drawing.src = `${href}puzzle.svg`;
    drawing.alt = '';
    drawing.decoding = 'async';
    figure.replaceChildren(drawing);
  }
  speaks(one('[data-today-puzzle]'), todays.lang);
  one('[data-today-label]')!.textContent = todays.label;
  one('[data-today-book]')!.textContent = todays.book;
  // The difficulty line in its parts (`Hard`, `needs distance fence`, `about 15 min`), so a narrow
  // screen wraps between them rather than inside one, as the cards do (components/PuzzleCard.astro).
  one('[data-today-friendly]')!.replaceChildren(
    ...todays.friendly.split(' · ').flatMap((part, i) => {
      const span = document.createElement('span');
      span.textContent = part;
      return i > 0 ? [' · ', span] : [span];
    }),
  );
  one('[data-today]')!.hidden = false;

  // Yesterday's, and its answer: none in an archive of one puzzle, where yesterday's is today's.
  const yesterday = one('[data-yesterday]')!;
  yesterday.hidden = !yesterdays || before === place;
  if (!yesterdays || yesterday.hidden) return;
  const yesterdayHref = `${puzzlesAt}${yesterdays.id}/`;
  const link = one<HTMLAnchorElement>('[data-yesterday-link]')!;
  link.href = yesterdayHref;
  link.textContent = yesterdays.label;
  one('[data-yesterday-book]')!.textContent = yesterdays.book;
  speaks(one('[data-yesterday-puzzle]'), yesterdays.lang);
  // The puzzle's page opens its answer when the address asks for #answer (pages/puzzles/[id]).
  one<HTMLAnchorElement>('[data-yesterday-answer]')!.href = `${yesterdayHref}#answer`;
}

void show();
// A page left open past midnight, or come back to from another tab or with Back, shows the new day's.
document.addEventListener('visibilitychange', () => document.hidden || void show());
window.addEventListener('pageshow', () => void show());
setInterval(() => void show(), 60_000);
