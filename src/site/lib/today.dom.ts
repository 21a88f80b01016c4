import { addDays, isoDate, localDate, puzzleOfDate } from './today.ts';

/**
 * The puzzle of the day page (pages/today/index.astro): picks today's and yesterday's puzzle
 * by the reader's own date (today.ts), and fills the page's hidden sections with them. Every
 * word comes from the page (its catalogs', set there); only the date is written here, by Intl
 * in the page's language. Without JavaScript the page says the pick needs it, and links to the
 * list of every puzzle.
 */

/** A puzzle as the page lists it (pages/today/index.astro). */
interface DayPuzzle {
  id: string;
  href: string;
  drawing: string;
  label: string;
  /** `in <book>`, in the book's words. */
  book: string;
  friendly: string;
  /** Its book's language, where that is not the page's. */
  lang?: string;
}

const source = document.getElementById('today-data');
const puzzles: DayPuzzle[] = source ? JSON.parse(source.textContent ?? '[]') : [];
const byId = new Map(puzzles.map((p) => [p.id, p]));
const dates = new Intl.DateTimeFormat(document.documentElement.lang || undefined, { dateStyle: 'full' });

const one = <E extends Element = HTMLElement>(selector: string) => document.querySelector<E>(selector);
const all = <E extends Element = HTMLElement>(selector: string) => [...document.querySelectorAll<E>(selector)];

/** Marks an element as in the puzzle's book's language, or the page's. */
function speaks(element: HTMLElement | null, lang: string | undefined): void {
  if (!element) return;
  if (lang) element.lang = lang;
  else element.removeAttribute('lang');
}

/** The date last shown, so coming back to the page changes it only when the day has. */
let shown = '';

function show(): void {
  const now = new Date();
  const today = localDate(now);
  if (isoDate(today) === shown) return;
  const todays = byId.get(puzzleOfDate(byId.keys(), today) ?? '');
  if (!todays) return;
  shown = isoDate(today);

  const date = one<HTMLTimeElement>('[data-today-date]');
  if (date) {
    date.dateTime = shown;
    date.textContent = dates.format(now);
  }
  for (const link of all<HTMLAnchorElement>('[data-today-link]')) link.href = todays.href;
  const figure = one('.today-figure');
  if (figure) {
    const drawing = document.createElement('img');
    drawing.src = todays.drawing;
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
  const yesterdays = byId.get(puzzleOfDate(byId.keys(), addDays(today, -1)) ?? '');
  const section = one('[data-yesterday]')!;
  section.hidden = !yesterdays || yesterdays === todays;
  if (!yesterdays || section.hidden) return;
  const link = one<HTMLAnchorElement>('[data-yesterday-link]')!;
  link.href = yesterdays.href;
  link.textContent = yesterdays.label;
  one('[data-yesterday-book]')!.textContent = yesterdays.book;
  speaks(one('[data-yesterday-puzzle]'), yesterdays.lang);
  // The puzzle's page opens its answer when the address asks for #answer (pages/puzzles/[id]).
  one<HTMLAnchorElement>('[data-yesterday-answer]')!.href = `${yesterdays.href}#answer`;
}

show();
// A page left open past midnight, or come back to from another tab or with Back, shows the new day's.
document.addEventListener('visibilitychange', () => document.hidden || show());
window.addEventListener('pageshow', show);
setInterval(show, 60_000);
