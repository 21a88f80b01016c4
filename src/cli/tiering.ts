import { cpuUsage } from 'node:process';
import { setFlagsFromString } from 'node:v8';

/*
 * How V8 compiles a `generate` (issue 88). V8 compiles a function that runs often twice: at once
 * with Maglev, then again, on threads of its own, with TurboFan, whose code is faster but costs
 * far more to make. 100 hard 6×6 Calcudoku in one process spent some 0.4 s of their 0.95 s of CPU
 * on those threads, most of it TurboFan's, for code that made a puzzle only a sixth faster (3.9 ms
 * against Maglev's 4.5): a run that short never repays it. V8's efficiency mode (its own flag,
 * for work no one waits on frame by frame) has TurboFan wait until a function has been called
 * 15,000 times, so such a run keeps Maglev's code: those 100 puzzles 0.95 → 0.73 s, 100 expert
 * Sudoku 1.50 → 1.23 s, 100 hard 5×5 Skyscrapers 0.60 → 0.41 s, the same records to the byte.
 *
 * A long run needs TurboFan's code: 100 hard Futoshiki take 2.5 s, 2.9 s in efficiency mode; ten
 * 9×9 expert Calcudoku 7.3 s, 9.6 s. So a run of puzzles that typically take a tenth of a
 * second or more (book/costs.ts) is left to V8 as it is, and any other starts lean and, as each
 * puzzle is made, reckons what is left from its pace since its first puzzle: once that is
 * `REPAID_US` or more, where TurboFan's compiling (some 0.2 to 0.4 s) is repaid by code a sixth
 * to a third faster, V8 is put back as it was. Measured against V8 as it is, whole processes:
 * 6×6 hard Calcudoku 0.76× at 100 puzzles, 0.97–1.01× at 200 to 1,000; no run measured more than
 * about 5% dearer (100 expert Numbrix, 60 hard Futoshiki: runs near the line, either way).
 */

/** CPU (µs) the rest of a run must be reckoned to take for TurboFan's compiling to be worth it. */
const REPAID_US = 1_500_000;

/** CPU (µs) a run spends past its first puzzle before its pace is believed: a cold run's first puzzles cost several times its later ones. */
const PACED_US = 100_000;

/** A puzzle that typically costs this many seconds or more is made with TurboFan from the start: its code repays its compiling within a puzzle or two. */
const HEAVY_S = 0.1;

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

/**
 * A run of puzzles compiled lean while it is short: V8 in efficiency mode unless a puzzle
 * typically costs `typical` seconds or more (undefined: not known). `made(done, total)` is told
 * each puzzle made and puts V8 back once the rest of the run is reckoned to repay TurboFan;
 * `end()` puts it back when the run ends, however it ends, so a process that goes on (a test's)
 * is as it was.
 */
export function compilingLean(typical: number | undefined, engine: Engine = v8Engine, v8 = LEAN_V8): { made: (done: number, total: number) => void; end: () => void } {
  let lean = v8 && !(typical !== undefined && typical >= HEAVY_S);
  const end = () => {
    if (!lean) return;
    lean = false;
    engine.setFlags('--no-efficiency-mode');
  };
  if (lean) engine.setFlags('--efficiency-mode');
  let first: { done: number; at: number } | null = null;
  const made = (done: number, total: number) => {
    if (!lean || done === 0) return;
    const at = engine.cpu();
    if (!first) first = { done, at };
    else if (at - first.at >= PACED_US && ((at - first.at) / (done - first.done)) * (total - done) >= REPAID_US) end();
  };
  return { made, end };
}
