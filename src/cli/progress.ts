import { type Progress, type Stage, STAGES } from '../archive/stages.ts';

/**
 * What `site` says on standard error while it works (archive/stages.ts): at a terminal, one
 * status line kept up to date, with the stage lines above it; in a log (a CI job, a file),
 * nothing for a run done within EVERY_MS, and after that the stage lines and, at most once every
 * EVERY_MS, a line of each stage under way with its counts.
 */

/** Least time between two count lines in a log. */
const EVERY_MS = 5_000;

/** Least time between two redraws of the status line at a terminal. */
const REDRAW_MS = 200;

/** What each stage counts, in the singular and the plural, for "4,200 of 10,000 puzzles proved". */
const UNITS: Record<Exclude<Stage, 'publishing'>, { one: string; other: string }> = {
  reading: { one: 'book read', other: 'books read' },
  proving: { one: 'puzzle proved', other: 'puzzles proved' },
  checking: { one: 'book checked against the earlier archive', other: 'books checked against the earlier archives' },
  pages: { one: 'puzzle page built', other: 'puzzle pages built' },
  pdfs: { one: "book's PDFs drawn", other: "books' PDFs drawn" },
  cards: { one: 'social card made', other: 'social cards made' },
  search: { one: 'page indexed for search', other: 'pages indexed for search' },
};

const numbers = new Intl.NumberFormat('en');
const plurals = new Intl.PluralRules('en');
const list = new Intl.ListFormat('en', { type: 'unit', style: 'long' });

/** One stage's counts as words: `4,200 of 10,000 puzzles proved`; the move into place, one step, as what it is. */
export function stageWords({ stage, done, total }: Progress): string {
  if (stage === 'publishing') return 'moving the archive into place';
  return `${numbers.format(done)} of ${numbers.format(total)} ${UNITS[stage][plurals.select(total) === 'one' ? 'one' : 'other']}`;
}

export interface Reporter {
  /** A stage starting, as a line of its own. */
  log(line: string): void;
  progress(progress: Progress): void;
  /** Clears the status line (at a terminal), before the summary is printed. */
  end(): void;
}

/** A reporter writing to `write` (standard error), as a terminal wants it (`tty`) or as a log does; `now` is the clock (ms). */
export function reporter(write: (text: string) => void, tty: boolean, now: () => number = () => performance.now()): Reporter {
  const state = new Map<Stage, Progress>();
  let shown = '';
  let drawnAt = -Infinity;
  // In a log, the first count line comes after EVERY_MS, and nothing before it.
  let loggedAt = now();
  const started = loggedAt;
  // The stages under way, in their order.
  const current = () => STAGES.flatMap((stage) => (state.has(stage) && state.get(stage)!.done < state.get(stage)!.total ? [state.get(stage)!] : []));
  const clear = () => {
    if (shown) write(`\r${' '.repeat(shown.length)}\r`);
    shown = '';
  };
  const draw = () => {
    const line = `site: ${list.format(current().map(stageWords))}`;
    clear();
    if (current().length === 0) return;
    write(line);
    shown = line;
    drawnAt = now();
  };
  return {
    log(line) {
      if (!tty && now() - started < EVERY_MS) return;
      if (tty) clear();
      write(`site: ${line}\n`);
      if (tty) draw();
    },
    progress(progress) {
      state.set(progress.stage, progress);
      if (tty) {
        if (now() - drawnAt >= REDRAW_MS || progress.done === progress.total) draw();
        return;
      }
      if (now() - loggedAt < EVERY_MS || current().length === 0) return;
      loggedAt = now();
      write(`site: ${list.format(current().map(stageWords))}\n`);
    },
    end() {
      if (tty) clear();
    },
  };
}
