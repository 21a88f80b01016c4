/**
 * The parts of the list of puzzles the day's pick reads (pages/today/[part].json.ts), fetched
 * as needed, by the puzzle of the day (today.dom.ts) and its calendar (calendar.dom.ts).
 */

/** A puzzle as a part of the list gives it. */
export interface DayPuzzle {
  id: string;
  label: string;
  /** `in <book>`, in the book's words. */
  book: string;
  friendly: string;
  /** Its book's language, where that is not the page's. */
  lang?: string;
}

const section = document.querySelector<HTMLElement>('[data-today]');
/** How many puzzles the pick reads, and how many a part holds: the page says. */
export const count = Number(section?.dataset.count ?? 0);
const size = Number(section?.dataset.size ?? 1);
const partsAt = section?.dataset.parts ?? '/today/';
export const puzzlesAt = section?.dataset.puzzles ?? '/puzzles/';

/** The parts fetched, by number; one that failed is fetched again the next time it is needed. */
const parts = new Map<number, Promise<DayPuzzle[]>>();

/** The puzzle at `place` in the pick's stable order, from the part of the list holding it. */
export async function puzzleAt(place: number): Promise<DayPuzzle | undefined> {
  const n = Math.floor(place / size);
  let part = parts.get(n);
  if (!part) {
    part = fetch(`${partsAt}${n}.json`).then((response) => {
      if (!response.ok) throw new Error(`${response.status} ${response.url}`);
      return response.json() as Promise<DayPuzzle[]>;
    });
    parts.set(n, part);
    part.catch(() => parts.delete(n));
  }
  return (await part)[place - n * size];
}
