/**
 * How far a publish has got (`site`, `publishArchive`): each stage, with counts where it has
 * them, so a run of many minutes says what it is doing to a person at a terminal, to a CI log,
 * and to a program that called it. Several stages run at once (pages, PDFs and cards).
 */

/** The stages of a publish, in the order they start. */
export const STAGES = ['reading', 'proving', 'checking', 'pages', 'pdfs', 'cards', 'search', 'publishing'] as const;
export type Stage = (typeof STAGES)[number];

/** What a stage has done, of how much: books read, puzzles proved, earlier archives' books checked, puzzle pages, books' PDFs, cards, search shards, and the archive moved into place (0 or 1). */
export interface Progress {
  stage: Stage;
  done: number;
  total: number;
}

/** Least time between two reports of one stage, but its first and last (ms). */
const EVERY_MS = 100;

/**
 * A reporter that passes on each stage's counts, at most every EVERY_MS per stage, and always a
 * stage's start (done 0) and end (done = total): cheap enough to call for every puzzle. A
 * publish's stages by default; a book's (api/books.ts) too.
 */
export function throttled<S extends string = Stage>(report: ((progress: { stage: S; done: number; total: number }) => void) | undefined): (stage: S, done: number, total: number) => void {
  if (!report) return () => {};
  const last = new Map<S, number>();
  return (stage, done, total) => {
    const now = performance.now();
    const at = last.get(stage);
    if (done !== 0 && done < total && at !== undefined && now - at < EVERY_MS) return;
    last.set(stage, now);
    report({ stage, done, total });
  };
}

/**
 * Where the pages Astro draws tell the publish each puzzle page drawn: the site's code is bundled
 * and run inside the build, in this thread, so a global is what both see.
 */
const PAGE_DRAWN: unique symbol = Symbol.for('puzzlebook.pageDrawn');

/** Has `count` called for each puzzle page drawn while `work` runs (one build at a time a thread). */
export async function countingPages<T>(count: () => void, work: () => Promise<T>): Promise<T> {
  const holder = globalThis as { [PAGE_DRAWN]?: () => void };
  holder[PAGE_DRAWN] = count;
  try {
    return await work();
  } finally {
    delete holder[PAGE_DRAWN];
  }
}

/** Called by a puzzle page as it is drawn (src/site/lib/archive.ts). */
export const pageDrawn = (): void => (globalThis as { [PAGE_DRAWN]?: () => void })[PAGE_DRAWN]?.();
