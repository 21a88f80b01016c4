import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
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
  /** HTML pages Pagefind indexed (puzzle and book pages). */
  indexed: number;
  out: string;
}

const inside = (child: string, parent: string) => child === parent || child.startsWith(parent.endsWith(sep) ? parent : parent + sep);

/**
 * Refuses an `--out` whose replacement would lose something: a file, the books being
 * published, or a folder with things in it that is not an archive from an earlier run.
 */
function checkOut(out: string, books: string): void {
  if (inside(books, out)) throw new UserError(`--out ${out} holds the books being published (${books}); choose another folder`);
  if (!existsSync(out)) return;
  if (!lstatSync(out).isDirectory()) throw new UserError(`--out ${out} is a file, not a folder`);
  const names = readdirSync(out);
  if (names.length > 0 && !names.includes('index.html')) {
    throw new UserError(`--out ${out} has other things in it and no index.html, so it is not an earlier archive; it was left alone`);
  }
}

/** Both PDFs of each book, drawn again from its book file, as `build` and `answers` would. */
async function writeDownloads(entries: readonly BookEntry[], site: string): Promise<void> {
  for (const { book } of entries) {
    const folder = join(site, 'books', book.slug);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, `${book.slug}.pdf`), await renderBook(book));
    if (book.spec.answers === 'separate') writeFileSync(join(folder, `${book.slug}-answers.pdf`), await renderAnswers(book));
  }
}

/** Names Vite and Astro give import.meta.env themselves. */
const VITE_RESERVED = ['BASE_URL', 'MODE', 'DEV', 'PROD', 'SSR', 'SITE', 'ASSETS_PREFIX'];

async function astroBuild(root: string, outDir: string, cacheDir: string, books: string, base: string): Promise<void> {
  process.env.ASTRO_TELEMETRY_DISABLED = '1';
  process.env.PUZZLEBOOK_BOOKS = books;
  // Astro lets variables in the environment override its own import.meta.env, so a stray
  // BASE_URL (test runners set one) would silently replace --base in every link.
  for (const name of VITE_RESERVED) delete process.env[name];
  const { build } = await import('astro');
  await build({ root, outDir, cacheDir, base, logLevel: 'error' });
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
  const base = options.base ?? '/';
  if (!base.startsWith('/')) throw new UserError(`--base ${base}: must start with /`);
  const entries = readBooks(books);
  checkOut(out, books);
  const puzzles = entries.reduce((n, e) => n + e.book.puzzles.length, 0);
  log(`checking ${puzzles} puzzles`);
  verifyBooks(entries);

  let parentMade: string | undefined;
  let stage: string | undefined;
  const cache = mkdtempSync(join(tmpdir(), 'puzzlebook-astro-'));
  // On Ctrl-C or a kill, the half-built stage goes too (only SIGKILL can leave one behind).
  const dropStage = () => {
    if (stage) rmSync(stage, { recursive: true, force: true });
    rmSync(cache, { recursive: true, force: true });
  };
  const interrupted = (signal: NodeJS.Signals) => {
    dropStage();
    if (parentMade) rmSync(parentMade, { recursive: true, force: true });
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    try {
      parentMade = mkdirSync(dirname(out), { recursive: true });
      stage = mkdtempSync(join(dirname(out), `.${basename(out)}.building-`));
    } catch (error) {
      throw new UserError(`cannot write to ${dirname(out)}: ${(error as Error).message}`);
    }
    log('building pages');
    await astroBuild(PACKAGE_ROOT, stage, cache, books, base);
    log('drawing the PDFs to download');
    await writeDownloads(entries, stage);
    log('indexing for search');
    const indexed = await indexSearch(stage);
    const old = existsSync(out) ? `${out}.old-${process.pid}` : undefined;
    if (old) renameSync(out, old);
    try {
      renameSync(stage, out);
    } catch (error) {
      if (old) renameSync(old, out);
      throw new UserError(`cannot write ${out}: ${(error as Error).message}`);
    }
    stage = undefined;
    if (old) rmSync(old, { recursive: true, force: true });
    parentMade = undefined;
    const shown = relative(process.cwd(), out);
    return { books: entries.length, puzzles, indexed, out: shown && !shown.startsWith('..') ? shown : out };
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    dropStage();
    if (parentMade) rmSync(parentMade, { recursive: true, force: true });
  }
}
