import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = new URL('../src/', import.meta.url).pathname;

/**
 * The clocks allowed, none of which reaches a file we write: a player's timer, running in the reader's
 * browser; the puzzle of the day's page, which reads the reader's date in the reader's browser to pick
 * what it shows (the pick itself, site/lib/today.ts, is given the date), and so do its calendar and the
 * reader's statistics (the day a solve is kept under, the streak to that day), in the reader's browser
 * storage only; and the book maker's, which
 * decides only which thread makes a puzzle (each puzzle has its own seeded stream, and
 * test/book/parallel.test.ts holds a book made wholly on threads equal to one made here); and a
 * publish's progress and a book's, which decide only how often their counts are told (archive/stages.ts) and
 * printed, with the time a book has taken and a guess at what is left (cli/progress.ts), on standard error, never into the archive; and the archive's build,
 * which removes another install's cached scans from the shared working folder once they are a day
 * unused (archive/leftovers.ts, which archive/build.ts calls), a folder outside the archive, as it
 * does another code's kept bundle of /make/'s maker, and marks its own as used (archive/maker.ts);
 * and, in
 * the reader's browser only, the home page's streak to today (site/lib/home.dom.ts) and a shared
 * solve's date, the reader's own day (play/share.ts).
 */
const CLOCKS = [
  join(src, 'play/shell.ts'),
  join(src, 'site/lib/today.dom.ts'),
  join(src, 'site/lib/calendar.dom.ts'),
  join(src, 'site/lib/stats.dom.ts'),
  join(src, 'site/lib/stats-record.dom.ts'),
  join(src, 'book/pooled.ts'),
  join(src, 'archive/stages.ts'),
  join(src, 'cli/progress.ts'),
  join(src, 'archive/leftovers.ts'),
  join(src, 'archive/maker.ts'),
  join(src, 'site/lib/home.dom.ts'),
  join(src, 'play/share.ts'),
];
/** The one unseeded chance allowed: the archive's random page, the reader's pick of what to play next, never written anywhere. */
const CHANCE = [join(src, 'site/lib/random.dom.ts')];

/** The code that makes output: a kind's bench module (`src/kinds/<kind>/bench.ts`) times the kind, is run by the bench alone and kept out of the package, as bench/ is. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.(ts|js|mjs|astro)$/.test(e.name) && !/kinds\/[^/]+\/bench\.ts$/.test(join(dir, e.name)) ? [join(dir, e.name)] : [],
  );
}

describe('determinism', () => {
  // Same seed, same book: randomness comes only from seeded streams and no clock reaches the output.
  it.each([
    // Called or handed on as a function: either reads it.
    ['Math.random', /Math\.random\b/],
    ['the clock', /Date\.now\s*\(|new Date\s*\(\s*\)|performance\.now\s*\(/],
  ])('nothing in src reads %s', (name, pattern) => {
    const files = sources(src);
    expect(files.length).toBeGreaterThan(10);
    const allowed = name === 'the clock' ? CLOCKS : CHANCE;
    // Comments may name it; code may not use it.
    const code = (f: string) => readFileSync(f, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    const readers = files.filter((f) => pattern.test(code(f)) && !allowed.includes(f));
    expect(readers).toEqual([]);
  });

  // Same seed, same book in every engine: the language lets Math's logarithms, exponentials, powers
  // and trigonometry differ in the last bit (Node 24 and Chromium do, Math.log(3) among them), so
  // what makes, grades or lays out a book takes src/engine/portable-math.ts. The reader's browser
  // (its player and pages, never written into a book) may use the engine's own.
  it("nothing that makes a book uses an engine's own Math.log, exp, pow or trigonometry", () => {
    const pattern = /Math\.(log|log2|log10|log1p|exp|expm1|pow|sin|cos|tan|asin|acos|atan|atan2|sinh|cosh|tanh|cbrt|hypot)\b/;
    // A kind's play state (kinds/<kind>/play.ts: a round maze's pointer read as ring and place by
    // its angle) is the player's alone: held to it below, as nothing else of src imports it.
    const playState = (f: string) => /[\\/]kinds[\\/][a-z-]+[\\/]play\.ts$/.test(f);
    const browserOnly = (f: string) => f.startsWith(join(src, 'play')) || f.startsWith(join(src, 'site')) || f.endsWith('.dom.ts') || playState(f);
    const code = (f: string) => readFileSync(f, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    const users = sources(src).filter((f) => !browserOnly(f) && f !== join(src, 'engine/portable-math.ts') && pattern.test(code(f)));
    expect(users).toEqual([]);
    const importers = sources(src).filter((f) => !browserOnly(f) && /from '\.\/play\.ts'|from '\.\.\/[a-z-]+\/play\.ts'|kinds\/[a-z-]+\/play\.ts'/.test(code(f)));
    expect(importers, "a kind's play state imported where a book is made").toEqual([]);
  });
});
