import { cpuUsage } from 'node:process';
import { setFlagsFromString } from 'node:v8';

/*
 * How V8 compiles a command that makes, draws or proves puzzles (issue 88). V8 compiles a
 * function that runs often twice: at once with Maglev, then again, on threads of its own, with
 * TurboFan, whose code is faster but costs far more to make. 100 hard 6×6 Calcudoku in one
 * process spent some 0.4 s of their 0.95 s of CPU on those threads, most of it TurboFan's, for
 * code that made a puzzle only a sixth faster (3.9 ms against Maglev's 4.5): a run that short
 * never repays it. V8's efficiency mode (its own flag, for work no one waits on frame by frame)
 * has TurboFan wait until a function has been called 15,000 times, so such a run keeps Maglev's
 * code: those 100 puzzles 0.95 → 0.73 s, 100 expert Sudoku 1.50 → 1.23 s, the same records to
 * the byte. A book gains more, its code being many kinds' and the drawing's, each run a few
 * times: the sampler book 3.9 → 2.9 s (its answer key printed again 2.1 → 1.7 s), a worksheet of
 * four Sudoku 0.83 → 0.74 s.
 *
 * A long run needs TurboFan's code: 100 hard Futoshiki take 2.5 s, 2.9 s in efficiency mode; ten
 * 9×9 expert Calcudoku 7.3 s, 9.6 s. So a run is compiled lean only where the puzzles it makes
 * are reckoned, as the bench measured them to cost (book/costs.ts, work-cap.ts), to take under
 * `LEAN_UNDER_S` of CPU; and as each puzzle is made it reckons what is left from its own pace
 * since its first puzzle: once that is `REPAID_US` or more, where TurboFan's compiling (some 0.2
 * to 0.4 s) is repaid by code a sixth to a third faster, V8 is put back as it was. Drawing pages
 * is left out of the reckoning: a book of 1,000 easy Sudoku printed again from its book file,
 * some 4 s of drawing, costs the same either way.
 */

/** CPU (µs) the rest of a run must be reckoned to take for TurboFan's compiling to be worth it. */
const REPAID_US = 1_500_000;

/** CPU (µs) a run spends past its first puzzle before its pace is believed: a cold run's first puzzles cost several times its later ones. */
const PACED_US = 100_000;

/**
 * A run whose puzzles are reckoned to take this many seconds of CPU or more is made with TurboFan
 * from the start: it is surely long. Below it, the run's own pace decides, the reckoning being
 * the bench's typical costs, which run high for some kinds (an expert Sudoku's 38 ms, as a book
 * makes it, against some 13 ms in a `generate` of 100: lean, those 100 cost 0.67× Solo's, and
 * 0.80× made with TurboFan). Measured either side: one or two 9×9 expert Calcudoku (0.55 s each,
 * reckoned) up to 12% cheaper lean, or 7% dearer (two that took 3 s); two 7×7 experts 33%
 * cheaper; ten 9×9 experts (5.5 s) 31% dearer lean to the end.
 */
const LEAN_UNDER_S = 5;

/** What the lean run reads and sets: the process's CPU (µs, every thread) and V8's flags. */
export interface Engine {
  cpu(): number;
  setFlags(flags: string): void;
}

const v8Engine: Engine = {
  cpu: () => {
    const { user, system } = cpuUsage();
    return user + system;
  },
  setFlags: setFlagsFromString,
};

/**
 * Efficiency mode as measured: V8 13 (Node 24). An older V8 (Node 22's 12.4) is left as it is,
 * since a flag it did not know would be printed as an error on standard error.
 */
export const LEAN_V8 = Number(process.versions.v8.split('.')[0]) >= 13;

/** The lean runs under way, put back by `endLean` when a command ends, however it ends. */
const open = new Set<() => void>();

/** Puts V8 back as it was wherever a run left it lean: a command has ended (main.ts `run`). */
export function endLean(): void {
  for (const end of [...open]) end();
}

/** What a lean run is told: each puzzle made, and its end. */
export interface Lean {
  made: (done: number, total: number) => void;
  end: () => void;
}

/**
 * A run of puzzles compiled lean while it is short: V8 in efficiency mode unless its puzzles are
 * reckoned to take `reckoned` seconds of CPU or more (undefined: not known, so not lean).
 * `made(done, total)` is told each puzzle made and puts V8 back once the rest of the run is
 * reckoned to repay TurboFan; `end()` (or `endLean`) puts it back when the run ends, however it
 * ends, so a process that goes on (a test's) is as it was.
 */
export function compilingLean(reckoned: number | undefined, engine: Engine = v8Engine, v8 = LEAN_V8): Lean {
  let lean = v8 && reckoned !== undefined && reckoned < LEAN_UNDER_S;
  const end = () => {
    if (!lean) return;
    lean = false;
    open.delete(end);
    engine.setFlags('--no-efficiency-mode');
  };
  if (lean) {
    engine.setFlags('--efficiency-mode');
    open.add(end);
  }
  let first: { done: number; at: number } | null = null;
  const made = (done: number, total: number) => {
    if (!lean || done === 0) return;
    const at = engine.cpu();
    if (!first) first = { done, at };
    else if (at - first.at >= PACED_US && ((at - first.at) / (done - first.done)) * (total - done) >= REPAID_US) end();
  };
  return { made, end };
}
