import { type Progress, type Stage, STAGES } from '../archive/stages.ts';

/**
 * What a long command says on standard error while it works: `site` its stages
 * (archive/stages.ts), `build`, `worksheet` and `generate` their puzzles made and pages drawn. At
 * a terminal, one status line kept up to date, with the stage lines above it; in a log (a CI job,
 * a file), nothing for a run done within EVERY_MS, and after that the stage lines and, at most
 * once every EVERY_MS, a line of each stage under way with its counts. Never on standard output,
 * which scripts read (`generate --json`, the lines saying what was written).
 */

/** Least time between two count lines in a log. */
const EVERY_MS = 5_000;

/** Least time between two redraws of the status line at a terminal. */
const REDRAW_MS = 200;

/** Calls `beat` every `ms` until stopped, keeping no process alive: a status line's clock (the tests' is moved by hand). */
export type Every = (beat: () => void, ms: number) => { stop(): void };
const everyInterval: Every = (beat, ms) => {
  const timer = setInterval(beat, ms);
  timer.unref();
  return { stop: () => clearInterval(timer) };
};

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

// Made when a status line is first written, not when the module loads: the first of a process's
// Intl objects loads ICU's data (some 10 ms), and `generate` loads this module but most often
// writes no status at all.
let formatters: { numbers: Intl.NumberFormat; plurals: Intl.PluralRules; list: Intl.ListFormat } | undefined;
const formats = () => (formatters ??= { numbers: new Intl.NumberFormat('en'), plurals: new Intl.PluralRules('en'), list: new Intl.ListFormat('en', { type: 'unit', style: 'long' }) });

/** One stage's counts as words: `4,200 of 10,000 puzzles proved`; the move into place, one step, as what it is. */
export function stageWords({ stage, done, total }: Progress): string {
  if (stage === 'publishing') return done < total ? 'moving the archive into place' : 'the archive moved into place';
  const { numbers, plurals } = formats();
  return `${numbers.format(done)} of ${numbers.format(total)} ${UNITS[stage][plurals.select(total) === 'one' ? 'one' : 'other']}`;
}

export interface Reporter<P extends Counted = Progress> {
  /** A stage starting, as a line of its own. */
  log(line: string): void;
  progress(progress: P): void;
  /** Clears the status line (at a terminal), before the summary is printed. */
  end(): void;
}

/** A stage's counts: what every reporter is told. */
export interface Counted {
  stage: string;
  done: number;
  total: number;
}

/**
 * The status line of command `name`, written to `write` (standard error) as a terminal wants
 * it (`tty`) or as a log does; `now` is the clock (ms). Each stage under way is said by `words`,
 * in the order `rank` gives (else the order they started in).
 */
function statusLine<P extends Counted>(name: string, words: (progress: P) => string, write: (text: string) => void, tty: boolean, now: () => number, rank?: (stage: string) => number, every: Every = everyInterval): Reporter<P> {
  const state = new Map<string, P>();
  let shown = '';
  let drawnAt = -Infinity;
  // In a log, the first count line comes after EVERY_MS, and nothing before it.
  let loggedAt = now();
  const started = loggedAt;
  const order = rank ? (a: P, b: P) => rank(a.stage) - rank(b.stage) : () => 0;
  // The stages under way, in their order; and one just at its total, drawn so (`also`).
  const current = (also?: string) => [...state.values()].filter((p) => p.done < p.total || p.stage === also).sort(order);
  // The stages whose end was said: a counter is never left short of its total (issue 107: "1 of 45", then the next stage).
  const ended = new Set<string>();
  // In a log, the counts again every EVERY_MS while a stage is under way, though none moved: a step
  // that reports nothing for a minute (Astro bundling the archive's code) is not silence.
  const beat = tty ? undefined : every(() => logCounts(), EVERY_MS);
  const logCounts = () => {
    if (now() - loggedAt < EVERY_MS || current().length === 0) return;
    loggedAt = now();
    write(`${name}: ${formats().list.format(current().map(words))}\n`);
  };
  const clear = () => {
    if (shown) write(`\r${' '.repeat(shown.length)}\r`);
    shown = '';
  };
  const draw = (also?: string) => {
    const line = `${name}: ${formats().list.format(current(also).map(words))}`;
    clear();
    if (current(also).length === 0) return;
    write(line);
    shown = line;
    drawnAt = now();
  };
  return {
    log(line) {
      if (!tty && now() - started < EVERY_MS) return;
      if (tty) clear();
      write(`${name}: ${line}\n`);
      if (tty) draw();
    },
    progress(progress) {
      const begun = !state.has(progress.stage);
      state.set(progress.stage, progress);
      // A stage at its total is said so, once: drawn at a terminal, a line of its own in a log (once past its quiet start).
      const done = progress.total > 0 && progress.done === progress.total && !ended.has(progress.stage);
      if (done) ended.add(progress.stage);
      if (tty) {
        // A stage begun is news, drawn at once; its counts after that at most every REDRAW_MS; its
        // total drawn as it is reached, until the next stage's counts take the line.
        if (begun || now() - drawnAt >= REDRAW_MS || done) draw(done ? progress.stage : undefined);
        return;
      }
      if (done && now() - started >= EVERY_MS) write(`${name}: ${words(progress)}\n`);
      logCounts();
    },
    end() {
      beat?.stop();
      if (tty) clear();
    },
  };
}

/** `site`'s reporter, writing to `write` (standard error), as a terminal wants it (`tty`) or as a log does; `now` is the clock (ms). */
export function reporter(write: (text: string) => void, tty: boolean, now: () => number = () => performance.now(), every?: Every): Reporter {
  return statusLine<Progress>('site', stageWords, write, tty, now, (stage) => STAGES.indexOf(stage as Stage), every);
}

/** What a book's stage counts (the pipeline's progress labels, `<slug>: puzzles`), in the singular and the plural. */
const BOOK_UNITS: Record<string, { one: string; other: string }> = {
  'first puzzles': { one: "section's first puzzle made (its pages are fitted to it)", other: "sections' first puzzles made (their pages are fitted to them)" },
  puzzles: { one: 'puzzle made', other: 'puzzles made' },
  proved: { one: 'puzzle proved', other: 'puzzles proved' },
  pages: { one: 'page drawn', other: 'pages drawn' },
  'answer pages': { one: 'answer page drawn', other: 'answer pages drawn' },
  // `pages`: the whole PDF printed, then the pages asked for drawn as pictures.
  printed: { one: 'page of the book printed', other: 'pages of the book printed' },
  pictures: { one: 'page drawn as a picture', other: 'pages drawn as pictures' },
};

/** Least time a stage runs before its time left is guessed: the first puzzles' pace says little. */
const GUESS_AFTER_MS = 3_000;

/** A time as a person says it: `40 s`, `3 min 13 s`, `1 h 5 min`. */
export function duration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min${s % 60 ? ` ${s % 60} s` : ''}`;
  const m = Math.floor(s / 60);
  return `${Math.floor(m / 60)} h${m % 60 ? ` ${m % 60} min` : ''}`;
}

/** The sections a book's puzzles are made in, for "section 3 of 7, Kakuro". */
export interface Part {
  title: string;
  count: number;
  /**
   * What one of its puzzles typically takes to make (the plan's cost, book/costs.ts), which the
   * time left is reckoned by: an easy section's pace spread over a hard Killer Sudoku's puzzles
   * said "about 30 s" of six minutes. Each puzzle alike where a part has none.
   */
  work?: number | undefined;
}

/** The work of a book's first `n` puzzles, each weighing its part's `work` (as one another where none is known). */
function workOf(parts: readonly Part[] | undefined, n: number): number {
  if (!parts || parts.some((p) => !(p.work !== undefined && p.work > 0))) return n;
  let left = n;
  let sum = 0;
  for (const part of parts) {
    const k = Math.min(left, part.count);
    sum += k * part.work!;
    left -= k;
  }
  return sum;
}

/** One stage of a book: its counts, and the sections its puzzles fall in (puzzles made only). */
export interface BookCounted extends Counted {
  parts?: readonly Part[] | undefined;
}

/** The section puzzle `index` (from 0) is in, of `parts`. */
function partOf(parts: readonly Part[], index: number): { n: number; part: Part } {
  let left = index;
  for (const [n, part] of parts.entries()) {
    if (left < part.count) return { n, part };
    left -= part.count;
  }
  return { n: parts.length - 1, part: parts[parts.length - 1]! };
}

/**
 * What `build`, `worksheet` and `generate` say as they make a book's puzzles and draw its pages:
 * `build: 1,234 of 5,000 puzzles made, section 3 of 7 (Kakuro); 2 min 10 s so far, about 5 min
 * left`. `stage(label, parts)` is a pipeline `Run`'s progress: a stage's counter, started now.
 * Puzzles are made on several threads a batch at a time, in book order, so the section named
 * is the one the count has reached.
 */
export function bookReporter(name: string, write: (text: string) => void, tty: boolean, now: () => number = () => performance.now()) {
  const begun = now();
  // Where each stage's pace is measured from: its first count past none (a first puzzle reused counts as made).
  const paced = new Map<string, { at: number; done: number }>();
  const words = ({ stage, done, total, parts }: BookCounted): string => {
    const unit = BOOK_UNITS[stage.slice(stage.lastIndexOf(': ') + 2)] ?? BOOK_UNITS.puzzles!;
    const { numbers, plurals } = formats();
    let said = `${numbers.format(done)} of ${numbers.format(total)} ${unit[plurals.select(total) === 'one' ? 'one' : 'other']}`;
    if (parts && parts.length > 1) {
      const { n, part } = partOf(parts, Math.min(done, total - 1));
      said += `, section ${n + 1} of ${parts.length} (${part.title})`;
    }
    said += `; ${duration(now() - begun)} so far`;
    const from = paced.get(stage);
    // The pace of the work done since it was first measured, over the work left: by the plan's costs where the sections have them, else by puzzles alike.
    if (from && done > from.done && now() - from.at >= GUESS_AFTER_MS) {
      const [was, is, all] = [from.done, done, total].map((n) => workOf(parts, n)) as [number, number, number];
      said += `, about ${duration(((now() - from.at) / (is - was)) * (all - is))} left`;
    }
    return said;
  };
  const said = statusLine<BookCounted>(name, words, write, tty, now);
  return {
    ...said,
    /**
     * A stage's counter (a pipeline `Run`'s progress). Given the sections its puzzles fall in, it
     * is told at once as none done of their sum, so a slow first puzzle is not waited for in silence.
     */
    stage(label: string, parts?: readonly Part[]): (done: number, total: number) => void {
      const tell = (done: number, total: number) => {
        if (done > 0 && !paced.has(label)) paced.set(label, { at: now(), done });
        said.progress({ stage: label, done, total, ...(parts ? { parts } : {}) });
      };
      if (parts) tell(0, parts.reduce((n, p) => n + p.count, 0));
      return tell;
    },
  };
}

export type BookReporter = ReturnType<typeof bookReporter>;
