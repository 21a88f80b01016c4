/**
 * What the listings read of a reader's play: the progress each puzzle page's player keeps in
 * localStorage (src/play/shell.ts writes it, under the key src/play/saved.ts names). No DOM
 * here, so the unit tests read it too; the scripts that touch the page are cards.dom.ts and
 * random.dom.ts (whose pick, skipping what is solved here, is random.ts).
 */
import { clock, MAX_ELAPSED_MS, progressKey } from '../../play/saved.ts';
import { playWords } from '../../play/words.ts';

/** Storage as these functions use it: localStorage, or a stand-in. */
export interface Readable {
  getItem(key: string): string | null;
}

/** A puzzle the reader has touched: solved, its answer shown before solving, or begun. */
export type Progress = { mark: 'solved'; elapsedMs?: number } | { mark: 'revealed' } | { mark: 'started' };

/** The progress a stored value records; null for nothing stored, or anything unreadable. */
export function progressOf(text: string | null): Progress | null {
  if (!text) return null;
  let saved: unknown;
  try {
    saved = JSON.parse(text);
  } catch {
    return null;
  }
  if (saved === null || typeof saved !== 'object' || Array.isArray(saved)) return null;
  const { solved, revealed, elapsedMs } = saved as { solved?: unknown; revealed?: unknown; elapsedMs?: unknown };
  if (solved === true) return typeof elapsedMs === 'number' && Number.isFinite(elapsedMs) && elapsedMs >= 0 && elapsedMs <= MAX_ELAPSED_MS ? { mark: 'solved', elapsedMs } : { mark: 'solved' };
  if (revealed === true) return { mark: 'revealed' };
  return { mark: 'started' };
}

/** The browser's localStorage, or null where reading it throws (storage turned off). */
export function browserStorage(): Readable | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * A puzzle's progress read from storage; null when there is none, or when storage refuses
 * to be read (private browsing, storage turned off): then the listings show nothing.
 */
export function readProgress(storage: Readable | null | undefined, id: string): Progress | null {
  try {
    return storage ? progressOf(storage.getItem(progressKey(id))) : null;
  } catch {
    return null;
  }
}

/** What a card says: `Solved 3:12`, `Answer shown`, `In progress`. (The check before Solved is drawn by CSS: the site's typeface has no ✓.) */
export function progressText(progress: Progress): string {
  switch (progress.mark) {
    case 'solved':
      return progress.elapsedMs === undefined ? playWords.progress.solved : playWords.progress.solvedIn({ time: clock(progress.elapsedMs) });
    case 'revealed':
      return playWords.progress.revealed;
    case 'started':
      return playWords.progress.started;
  }
}
