/**
 * The archive's curve (issues 44 and 62): `puzzlebook site --url` on archives of 1,000, 10,000
 * and 100,000 puzzles, each run in a child process of its own and measured there
 * (bench/curve/measure.ts): wall time, CPU, peak memory. At 10,000 and up the archive is then
 * published again with one book's file changed, and again with one book added. Too long for
 * `npm run bench`. With its address, as an archive that is published has one: a social card
 * for every puzzle; `--no-url` measures without.
 *
 *   npm run bench:archive -- [--from 10000] [--up-to 10000] [--keep DIR] [--cap 30] [--url URL | --no-url] [--jobs N] [--json] [--write]
 *
 * Book files are copies of ten source books made once and cached (bench/curve/sources.ts).
 * `--from` and `--up-to` measure only the sizes between; `--keep DIR` leaves each archive and
 * its books in DIR/<puzzles>; `--cap` is the minutes a run may take before it is stopped and
 * recorded as over; `--write` puts the table into docs/bench.md between
 * `<!-- measured:archive-curve -->` markers.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BookFile } from '../src/book/bookfile-schema.ts';
import { bookJson } from '../src/book/files.ts';
import { copyBook, copyName } from './curve/copy.ts';
import { type Measured, measure } from './curve/measure.ts';
import { PER_BOOK, ROOT, sourceBooks } from './curve/sources.ts';
import { flagValue } from './lib.ts';

const POINTS = [1_000, 10_000, 100_000];
/**
 * The targets on 2 cores: a whole archive (set for 100,000 puzzles), 15 minutes with its
 * address (issue 62: a card for every puzzle), 10 without (issue 44); a one-book publish.
 */
const ONE_BOOK_S = 60;
const PEAK_GB = 4;

type Run = 'full' | 'one changed' | 'one added';

interface Row extends Measured {
  puzzles: number;
  books: number;
  /** HTML pages in the archive written; null where the run failed. */
  pages: number | null;
  run: Run;
  met: boolean;
}

const args = process.argv.slice(2);
const option = (name: string) => flagValue(name, args);
const from = Number(option('--from') ?? 0);
const upTo = Number(option('--up-to') ?? 100_000);
const keep = option('--keep');
const capMin = Number(option('--cap') ?? 30);
const url = args.includes('--no-url') ? undefined : (option('--url') ?? 'https://puzzles.example.org/');
const FULL_S = url ? 900 : 600;
const jobs = Number(option('--jobs') ?? availableParallelism());
if (!Number.isFinite(from) || !Number.isFinite(upTo) || !(capMin > 0) || !Number.isInteger(jobs) || jobs < 1) throw new Error('--from, --up-to, --cap and --jobs take numbers');
const log = (line: string) => process.stderr.write(`archive-curve: ${line}\n`);

/** `site --jobs` where this version of the command has it (issue 44 adds it), else nothing. */
const siteHelp = spawnSync(process.execPath, ['bin/puzzlebook.js', 'site', '--help'], { cwd: ROOT, encoding: 'utf8' }).stdout;
const jobsFlag = /--jobs\b/.test(siteHelp) ? ['--jobs', String(jobs)] : [];
const extra = [...(url ? ['--url', url] : []), ...jobsFlag];

/** The HTML files under `dir`. */
const htmlPages = (dir: string) => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && e.name.endsWith('.html')).length;

/** Copy `n` (from 1) of source book `from` written into `books`. */
function writeCopy(books: string, sources: readonly BookFile[], n: number, from: number): void {
  const { slug, title } = copyName(n);
  writeFileSync(join(books, `${slug}.json`), bookJson(copyBook(sources[from % sources.length]!, slug, title)));
}

/** A point's folder: in `--keep`'s folder (refused if already there, rather than emptied), else a temporary one. */
function pointFolder(puzzles: number): string {
  if (!keep) {
    const dir = mkdtempSync(join(tmpdir(), `puzzlebook-curve-${puzzles}-`));
    // Also when a stop ends this process mid-run (measure.ts), before any finally runs.
    process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
    return dir;
  }
  const dir = join(keep, String(puzzles));
  if (existsSync(dir) && readdirSync(dir).length > 0) throw new Error(`${dir} already has things in it: --keep names a folder for new archives`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

async function point(puzzles: number, sources: readonly BookFile[]): Promise<Row[]> {
  const dir = pointFolder(puzzles);
  const books = join(dir, 'books');
  const site = join(dir, 'site');
  mkdirSync(books);
  const count = Math.ceil(puzzles / PER_BOOK);
  for (let n = 1; n <= count; n++) writeCopy(books, sources, n, n - 1);
  const rows: Row[] = [];
  const timed = async (run: Run, bookCount: number) => {
    log(`${puzzles} puzzles, ${run}: site on ${bookCount} books`);
    const m = await measure(['site', '--books', books, '--out', site, ...extra], capMin * 60_000);
    const peak = Math.max(m.peakGB ?? 0, m.treePeakGB ?? 0);
    const row: Row = {
      ...m,
      puzzles: bookCount * PER_BOOK,
      books: bookCount,
      pages: m.ok ? htmlPages(site) : null,
      run,
      met: m.ok && m.wallS < (run === 'full' ? FULL_S : ONE_BOOK_S) && peak < PEAK_GB,
    };
    log(`  ${m.ok ? 'done' : `FAILED (${m.failure})`} in ${m.wallS.toFixed(1)} s, peak ${peak.toFixed(2)} GB${m.ok ? '' : `\n${m.tail}`}`);
    rows.push(row);
    return row;
  };
  try {
    const full = await timed('full', count);
    // The archive as published is what the next publish starts from; without one there is nothing to update.
    if (puzzles >= 10_000 && full.ok) {
      // Book 1 becomes another source's puzzles under its own slug and title: a changed file.
      writeCopy(books, sources, 1, 1);
      await timed('one changed', count);
      writeCopy(books, sources, count + 1, count);
      await timed('one added', count + 1);
    }
  } finally {
    if (!keep) rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

const num = (x: number | null, digits: number) => (x === null ? '—' : x.toFixed(digits));

function table(rows: readonly Row[]): string {
  const head = ['puzzles', 'books', 'pages', 'run', 'wall s', 'CPU s', 'tree CPU s', 'peak GB', 'tree GB', 'target', 'met'];
  const body = rows.map((r) => [
    r.puzzles.toLocaleString('en'),
    String(r.books),
    r.pages === null ? '—' : r.pages.toLocaleString('en'),
    r.ok ? r.run : `${r.run}: ${r.failure}`,
    num(r.wallS, 1),
    num(r.cpuS, 1),
    num(r.treeCpuS, 1),
    num(r.peakGB, 2),
    num(r.treePeakGB, 2),
    `< ${r.run === 'full' ? `${FULL_S / 60} min` : `${ONE_BOOK_S} s`}, < ${PEAK_GB} GB`,
    r.met ? 'yes' : 'NO',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const left = new Set([3, 9]);
  const line = (cells: string[]) => cells.map((c, i) => (left.has(i) ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ').trimEnd();
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

const start = performance.now();
const sources = sourceBooks(log);
const rows: Row[] = [];
for (const puzzles of POINTS.filter((p) => p >= from && p <= upTo)) {
  const made = await point(puzzles, sources);
  rows.push(...made);
  // A size that could not be built says what a larger one would: it is not tried.
  if (!made[0]!.ok) {
    log(`${puzzles} puzzles failed whole; larger archives not tried`);
    break;
  }
}

if (args.includes('--json')) {
  process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
} else {
  const cpu = cpus();
  // A failure's error line, not the hint printed after it.
  const said = (tail: string) => tail.split('\n').find((l) => /error/i.test(l)) ?? (tail.split('\n').at(-1) || '(nothing)');
  const failed = rows.filter((r) => !r.ok).map((r) => `- ${r.puzzles.toLocaleString('en')} ${r.run}: ${r.failure} after ${r.wallS.toFixed(0)} s, saying: ${said(r.tail)}`);
  const note =
    `GB of 2^30 bytes; ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'} (shared with other work: wall times are upper bounds), Node ${process.versions.node}, ` +
    `${new Date().toISOString().slice(0, 10)}; site${url ? ` --url ${url}` : ' without --url'}${jobsFlag.length ? ` --jobs ${jobs}` : ' (no --jobs: this version has none)'}; ` +
    `${((performance.now() - start) / 60_000).toFixed(0)} min in all`;
  const out = `\`\`\`\n${table(rows)}\n\`\`\`\n\n${failed.length ? `${failed.join('\n')}\n\n` : ''}${note}.`;
  process.stdout.write(`${out}\n`);
  if (args.includes('--write')) {
    const page = new URL('../docs/bench.md', import.meta.url);
    const marker = /<!-- measured:archive-curve -->\n[\s\S]*?<!-- \/measured:archive-curve -->/;
    const text = readFileSync(page, 'utf8');
    if (!marker.test(text)) throw new Error('docs/bench.md has no <!-- measured:archive-curve --> markers');
    writeFileSync(page, text.replace(marker, () => `<!-- measured:archive-curve -->\n${out}\n<!-- /measured:archive-curve -->`));
    log('wrote the curve into docs/bench.md');
  }
}
