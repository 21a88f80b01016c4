import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { answersName, bookJson } from '../book/files.ts';
import { UserError } from '../engine/errors.ts';
import { renderAnswers } from '../pdf/answers.ts';
import { renderBook } from '../pdf/book.ts';
import { type BookEntry, readBooks, verifyBooks } from './books.ts';

/** The project root, where astro.config.mjs is: the archive is built from here wherever the command runs. */
export const PACKAGE_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface SiteOptions {
  /** Folder of book files. */
  books: string;
  /** Folder the archive replaces. */
  out: string;
  /** Path the site is served under, e.g. `/puzzles/`; `/` by default. */
  base?: string;
  /** Where a person is watching: one line per stage. */
  log?: (line: string) => void;
}

export interface SiteReport {
  books: number;
  puzzles: number;
  /** HTML pages written. */
  pages: number;
  out: string;
}

/** Written into every archive, so `--out` replaces only a folder this command made. */
export const MARKER = '.puzzlebook-archive';

const inside = (child: string, parent: string) => child === parent || child.startsWith(parent.endsWith(sep) ? parent : parent + sep);

/**
 * Refuses an `--out` whose replacement would lose something: a file, the books being
 * published, or a folder with things in it that is not an archive from an earlier run.
 */
function checkOut(out: string, books: string): void {
  if (inside(books, out)) throw new UserError(`--out ${out} holds the books being published (${books}); choose another folder`);
  if (!existsSync(out)) return;
  if (!lstatSync(out).isDirectory()) throw new UserError(`--out ${out} is not a folder`);
  const names = readdirSync(out);
  if (names.length > 0 && !names.includes(MARKER)) {
    throw new UserError(`--out ${out} has things in it and is not an archive made by puzzlebook site; it was left alone`);
  }
}

/** Both PDFs of each book, drawn again from its book file, as `build` and `answers` would. */
async function writeDownloads(entries: readonly BookEntry[], site: string): Promise<void> {
  for (const { book } of entries) {
    const folder = join(site, 'books', book.slug);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, `${book.slug}.pdf`), await renderBook(book));
    const key = answersName(book);
    if (key) writeFileSync(join(folder, key), await renderAnswers(book));
  }
}

/** Names Vite and Astro give import.meta.env themselves. */
const VITE_RESERVED = ['BASE_URL', 'MODE', 'DEV', 'PROD', 'SSR', 'SITE', 'ASSETS_PREFIX'];

/**
 * Runs Astro's build with the checked books. Astro writes the code it renders pages with to
 * `<current folder>/.astro`, and that code must find the project's node_modules, so the
 * build runs from `run`, a folder of its own inside the project: any folder the command
 * is started from works, and two builds at once do not share one.
 */
async function astroBuild(run: string, outDir: string, books: string, base: string): Promise<void> {
  const saved = { ...process.env };
  const cwd = process.cwd();
  process.env.ASTRO_TELEMETRY_DISABLED = '1';
  process.env.PUZZLEBOOK_BOOKS = books;
  // Astro lets variables in the environment override its own import.meta.env, so a stray
  // BASE_URL (test runners set one) would silently replace --base in every link.
  for (const name of VITE_RESERVED) delete process.env[name];
  process.chdir(run);
  try {
    const { build } = await import('astro');
    await build({ root: PACKAGE_ROOT, outDir, cacheDir: join(run, 'cache'), base, logLevel: 'error' });
  } finally {
    process.chdir(cwd);
    for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
    Object.assign(process.env, saved);
  }
}

async function indexSearch(site: string): Promise<number> {
  const pagefind = await import('pagefind');
  try {
    const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
    if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
    const added = await index.addDirectory({ path: site });
    if (added.errors.length) throw new Error(`pagefind: ${added.errors.join('; ')}`);
    const written = await index.writeFiles({ outputPath: join(site, 'pagefind') });
    if (written.errors.length) throw new Error(`pagefind: ${written.errors.join('; ')}`);
    return added.page_count;
  } finally {
    await pagefind.close();
  }
}

/**
 * Publishes the archive of every book file in `books` to `out`. The books are validated and
 * every puzzle solved again first; the site is built in a hidden folder beside `out` and
 * takes its place only when finished, so a failure leaves `out` exactly as it was.
 */
export async function buildSite(options: SiteOptions): Promise<SiteReport> {
  const log = options.log ?? (() => {});
  const books = resolve(options.books);
  const out = resolve(options.out);
  const base = normalBase(options.base ?? '/');
  const entries = readBooks(books);
  checkOut(out, books);
  const puzzles = entries.reduce((n, e) => n + e.book.puzzles.length, 0);
  log(`checking ${puzzles} puzzles`);
  verifyBooks(entries);

  let parentMade: string | undefined;
  let stage: string | undefined;
  let run: string | undefined;
  const clean = () => {
    for (const folder of [stage, run, parentMade]) if (folder) rmSync(folder, { recursive: true, force: true });
  };
  // On Ctrl-C, a hang-up or a kill, the half-built site and the run folder go too.
  const interrupted = (signal: NodeJS.Signals) => {
    clean();
    process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGHUP' ? 1 : 15));
  };
  const signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  for (const signal of signals) process.once(signal, interrupted);
  try {
    try {
      parentMade = mkdirSync(dirname(out), { recursive: true });
      stage = mkdtempSync(join(dirname(out), `.${basename(out)}.building-`));
    } catch (error) {
      throw new UserError(`cannot write to ${dirname(out)}: ${(error as Error).message}`);
    }
    mkdirSync(join(PACKAGE_ROOT, '.astro'), { recursive: true });
    // Named by process, so a leftover folder says whose it was (and tests can find their own).
    run = mkdtempSync(join(PACKAGE_ROOT, '.astro', `site-${process.pid}-`));
    // The pages are made from exactly the books just checked, not from a second read.
    const snapshot = join(run, 'books');
    mkdirSync(snapshot);
    for (const { book } of entries) writeFileSync(join(snapshot, `${book.slug}.json`), bookJson(book));
    log('building pages');
    await astroBuild(run, stage, snapshot, base);
    log('drawing the PDFs to download');
    await writeDownloads(entries, stage);
    log('indexing for search');
    const pages = await indexSearch(stage);
    writeFileSync(join(stage, MARKER), 'Made by puzzlebook site; puzzlebook site may replace this folder.\n');
    const old = existsSync(out) ? `${out}.old-${process.pid}` : undefined;
    if (old) renameSync(out, old);
    try {
      renameSync(stage, out);
    } catch (error) {
      if (old) renameSync(old, out);
      throw new UserError(`cannot write ${out}: ${(error as Error).message}`);
    }
    stage = undefined;
    parentMade = undefined;
    if (old) rmSync(old, { recursive: true, force: true });
    const shown = relative(process.cwd(), out);
    return { books: entries.length, puzzles, pages, out: shown && !shown.startsWith('..') ? shown : out };
  } finally {
    for (const signal of signals) process.off(signal, interrupted);
    clean();
  }
}

/** `--base`: a path from the site's root, with a slash at each end (`/` by default). */
export function normalBase(base: string): string {
  if (!base.startsWith('/')) throw new UserError(`--base ${base}: must start with / (e.g. /puzzles/)`);
  if (/[\s?#"'<>\\]/.test(base)) throw new UserError(`--base ${base}: must be a plain path, without spaces, quotes, ? or #`);
  return base.endsWith('/') ? base : `${base}/`;
}
