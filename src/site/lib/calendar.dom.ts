import { browserStorage, readProgress } from './progress.ts';
import { count, puzzleAt, puzzlesAt } from './day-parts.dom.ts';
import { addMonths, type CalendarDate, dayNumber, EPOCH, isoDate, localDate, monthWeeks, placeOfDay } from './today.ts';

/**
 * The calendar of past puzzles of the day (pages/today/[...lang].astro): a month at a time, from
 * the reader's own month back to EPOCH's, each day up to today a link to the puzzle the day's
 * page showed that date (the same pick, placeOfDay, through the same parts of the list), with a
 * tick where this browser's progress says it was solved. No link for a day still to come. The
 * month and day names are Intl's in the page's language; the rest of the words are the page's
 * (its catalogs', in data attributes; `@date` stands for the date in a day's label).
 */
const root = document.querySelector<HTMLElement>('[data-calendar]');
const lang = document.documentElement.lang || undefined;
const utcDate = ({ year, month, day }: CalendarDate) => new Date(Date.UTC(year, month - 1, day));
const monthName = new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' });
const fullDate = new Intl.DateTimeFormat(lang, { dateStyle: 'full', timeZone: 'UTC' });
const weekdayShort = new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' });
const weekdayLong = new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' });

/** The first day of the language's week (0 Sunday), where the browser knows it; else Monday, as ISO 8601. */
function firstDayOfWeek(): number {
  try {
    const locale = new Intl.Locale(lang ?? 'en') as Intl.Locale & { getWeekInfo?(): { firstDay: number }; weekInfo?: { firstDay: number } };
    return ((locale.getWeekInfo?.() ?? locale.weekInfo)?.firstDay ?? 1) % 7;
  } catch {
    return 1;
  }
}

if (root && count > 0) {
  const title = root.querySelector<HTMLElement>('[data-calendar-month]')!;
  const body = root.querySelector<HTMLTableSectionElement>('tbody')!;
  const previous = root.querySelector<HTMLButtonElement>('[data-calendar-previous]')!;
  const next = root.querySelector<HTMLButtonElement>('[data-calendar-next]')!;
  const { dayLabel = '@date', solvedLabel = '@date' } = root.dataset;
  const firstDay = firstDayOfWeek();

  // The weekdays' heads, from a week known to start on a Sunday (4 January 2026).
  const heads = root.querySelector('thead tr')!;
  heads.replaceChildren(
    ...Array.from({ length: 7 }, (_, i) => {
      const day = new Date(Date.UTC(2026, 0, 4 + ((firstDay + i) % 7)));
      const th = document.createElement('th');
      th.scope = 'col';
      th.abbr = weekdayLong.format(day);
      th.textContent = weekdayShort.format(day);
      return th;
    }),
  );

  let today = localDate(new Date());
  let shown = { year: today.year, month: today.month };
  /** Which month's fill is current, so a slow fetch for a month left behind does not write over it. */
  let asked = 0;

  async function show(): Promise<void> {
    const ask = ++asked;
    today = localDate(new Date());
    const { year, month } = shown;
    const todayNumber = dayNumber(today);
    const first = dayNumber(EPOCH);
    title.textContent = monthName.format(utcDate({ year, month, day: 1 }));
    previous.disabled = year * 12 + month <= EPOCH.year * 12 + EPOCH.month;
    next.disabled = year * 12 + month >= today.year * 12 + today.month;
    const weeks = monthWeeks(year, month, firstDay);
    // Each day that has had its puzzle, with it: the same place the day's page worked out that date.
    const picks = await Promise.all(
      weeks.flat().map(async (date) => {
        if (!date) return undefined;
        const n = dayNumber(date);
        if (n > todayNumber || n < first) return undefined;
        const place = placeOfDay(count, n);
        return place === undefined ? undefined : puzzleAt(place).catch(() => undefined);
      }),
    );
    if (ask !== asked) return;
    const storage = browserStorage();
    let k = 0;
    body.replaceChildren(
      ...weeks.map((week) => {
        const tr = document.createElement('tr');
        for (const date of week) {
          const td = document.createElement('td');
          const pick = picks[k++];
          if (date && pick) {
            const a = document.createElement('a');
            a.href = `${puzzlesAt}${pick.id}/`;
            a.textContent = String(date.day);
            const solved = readProgress(storage, pick.id)?.mark === 'solved';
            a.setAttribute('aria-label', (solved ? solvedLabel : dayLabel).replace('@date', fullDate.format(utcDate(date))));
            a.dataset.date = isoDate(date);
            if (solved) {
              a.dataset.solved = '';
              const tick = document.createElement('span');
              tick.className = 'calendar-tick';
              tick.setAttribute('aria-hidden', 'true');
              tick.textContent = '✓';
              a.append(tick);
            }
            if (dayNumber(date) === todayNumber) a.setAttribute('aria-current', 'date');
            td.append(a);
          } else if (date) {
            td.textContent = String(date.day);
            td.className = 'calendar-off';
          }
          tr.append(td);
        }
        return tr;
      }),
    );
    root!.hidden = false;
  }

  const move = (by: number, from: HTMLButtonElement, other: HTMLButtonElement) => {
    shown = addMonths(shown.year, shown.month, by);
    void show().then(() => {
      // The button pressed may now be off (the first or the last month): the focus goes to the other.
      if (from.disabled) other.focus();
    });
  };
  previous.addEventListener('click', () => move(-1, previous, next));
  next.addEventListener('click', () => move(1, next, previous));
  void show();
}
