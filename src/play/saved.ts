/**
 * Reading a puzzle's stored progress back. localStorage is the reader's to edit, so what it
 * holds is taken as hostile: every field is checked for the shape and range the shell writes,
 * the state by the kind (sizes matching the puzzle), and anything else reads as no progress,
 * so the game starts afresh. No DOM here: the unit tests read it too, and the archive's
 * listings read the key and the clock's form from here.
 */

/** The key a puzzle's progress is stored under, by the player (shell.ts) and read by the archive's listings. */
export const progressKey = (id: string) => `puzzlebook:play:${id}`;

/** The longest time the clock shows and progress may record: 1,000 hours (`60000:00`). */
export const MAX_ELAPSED_MS = 1000 * 3600 * 1000;

/**
 * Minutes and seconds, as the player's clock shows them: `3:12`, `75:00`. A time that is not a
 * number from 0 to MAX_ELAPSED_MS (storage is the reader's to edit) shows as the nearer end.
 */
export function clock(ms: number): string {
  const s = Math.floor((Number.isFinite(ms) ? Math.min(Math.max(ms, 0), MAX_ELAPSED_MS) : ms > 0 ? MAX_ELAPSED_MS : 0) / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export interface Saved<S> {
  state: S;
  elapsedMs: number;
  solved: boolean;
  mistakes: number;
  /** Hints shown; absent in progress stored before hints were counted. */
  hints?: number;
  /** The player opened Show answer before solving it. */
  revealed?: boolean;
  /** Undo's states, oldest first, and Redo's, the next one last (at most MAX_HISTORY each); absent in progress stored before. */
  past?: S[];
  future?: S[];
}

/** How many moves Undo (and Redo) keeps with progress: enough for a game, small enough for storage. */
export const MAX_HISTORY = 50;

/** What the shell asks of a kind to read a stored state back. */
export interface StateCheck<S> {
  /** The stored state as a state of this puzzle, or null when it is not one (see `Player.restore`). */
  restore(stored: unknown): S | null;
  /** Whether the state is solved, so a stored "solved" can be believed. */
  solved(state: S): boolean;
}

/** More mistakes or hints than anyone makes; a count above it was not written by the player. */
export const MAX_COUNT = 1_000_000;
/** Longer than any progress the shell writes (a 30×30 board with notes is a few kB). */
export const MAX_TEXT = 1_000_000;

/** A whole number in [low, high]. */
export const whole = (v: unknown, low: number, high: number): v is number => Number.isInteger(v) && (v as number) >= low && (v as number) <= high;

/** A plain object (not null, not an array), its fields open to reading. */
export const record = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** An array of exactly `length` items (checked before anything reads its items). */
export const arrayOf = (v: unknown, length: number): v is unknown[] => Array.isArray(v) && v.length === length;

/** Pencil marks: distinct whole numbers in [low, high]. */
export const marks = (v: unknown, low: number, high: number): v is number[] =>
  Array.isArray(v) && v.length <= high - low + 1 && v.every((d) => whole(d, low, high)) && new Set(v).size === v.length;

/** Wrong entries counted once (`r-c:value`, shell's `countOnce`), on a board of `rows` × `cols`. */
export const countedList = (v: unknown, rows: number, cols: number): v is string[] =>
  Array.isArray(v) &&
  v.length <= MAX_COUNT &&
  v.every((entry) => {
    const m = typeof entry === 'string' ? /^(\d{1,4})-(\d{1,4}):(\d{1,6})$/.exec(entry) : null;
    return m !== null && Number(m[1]) < rows && Number(m[2]) < cols;
  });

/**
 * The state with each wrong entry in `wrong` (named `r-c:value`) counted as a mistake once:
 * a wrong digit found by Check twice, or flagged as it is written and then checked, is one mistake.
 */
export function countOnce<S extends { mistakes: number; counted?: string[] }>(state: S, wrong: readonly string[]): S {
  const counted = new Set(state.counted ?? []);
  // A digit wrong in its row and in its column is named twice: one mistake.
  const fresh = [...new Set(wrong)].filter((w) => !counted.has(w));
  return fresh.length ? { ...state, mistakes: state.mistakes + fresh.length, counted: [...counted, ...fresh] } : state;
}

/** Stored Undo or Redo states read back: [] where there are none, null where any is not a state of the puzzle or there are too many. */
function history<S>(v: unknown, check: StateCheck<S>): S[] | null {
  if (v === undefined) return [];
  if (!Array.isArray(v) || v.length > MAX_HISTORY) return null;
  const states = v.map((s) => check.restore(s));
  return states.every((s) => s !== null) ? (states as S[]) : null;
}

/**
 * Progress stored as `text`, read back: null for nothing stored and for anything the shell
 * would not have written for this puzzle (not JSON, a field missing or of another type, a time
 * that is not a finite number of milliseconds from 0 to MAX_ELAPSED_MS, counts that are not
 * whole numbers from 0 to MAX_COUNT, a state the kind does not take, "solved" on a state that
 * is not, Undo or Redo states the kind does not take or more than MAX_HISTORY of them). Never throws.
 */
export function readSaved<S>(text: string | null, check: StateCheck<S>): Saved<S> | null {
  try {
    if (typeof text !== 'string' || text.length === 0 || text.length > MAX_TEXT) return null;
    const saved: unknown = JSON.parse(text);
    if (!record(saved)) return null;
    const { state, elapsedMs, solved, mistakes, hints, revealed } = saved;
    if (typeof elapsedMs !== 'number' || !Number.isFinite(elapsedMs) || elapsedMs < 0 || elapsedMs > MAX_ELAPSED_MS) return null;
    if (typeof solved !== 'boolean' || !whole(mistakes, 0, MAX_COUNT)) return null;
    if (hints !== undefined && !whole(hints, 0, MAX_COUNT)) return null;
    if (revealed !== undefined && typeof revealed !== 'boolean') return null;
    // The shell stores no state only for a game whose answer was opened before a move.
    if (state === undefined) return revealed === true && !solved ? { state: undefined as S, elapsedMs, solved, mistakes, hints: hints ?? 0, revealed } : null;
    const restored = check.restore(state);
    if (restored === null || (solved && !check.solved(restored))) return null;
    // Undo's and Redo's states are states of this puzzle, each checked as the state is.
    const past = history(saved.past, check);
    const future = history(saved.future, check);
    if (past === null || future === null) return null;
    return {
      state: restored,
      elapsedMs,
      solved,
      mistakes,
      hints: hints ?? 0,
      ...(revealed ? { revealed } : {}),
      ...(past.length ? { past } : {}),
      ...(future.length ? { future } : {}),
    };
  } catch {
    // A kind's check that trips on something unforeseen: no progress, not a broken page.
    return null;
  }
}
