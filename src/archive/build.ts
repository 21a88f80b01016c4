import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statfsSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BookFile } from '../book/bookfile-schema.ts';
import { bookJson } from '../book/files.ts';
import type { Language } from '../engine/language.ts';
import { critical, removeOnInterrupt } from '../book/interrupt.ts';
import { errnoText, running, takeLock } from '../book/write.ts';
import { shown, UserError } from '../engine/errors.ts';
import { render, stored } from '../book/pipeline.ts';
import { archiveAddress, languageOf } from '../book/spec.ts';
import { type BookEntry, readBooks, verifyBooks } from './books.ts';
import { type CardRun, drawCards, placeCards } from './cards.ts';
import { listingLanguage } from './model.ts';
import { robotsTxt, sitemapFiles, sitemapPages } from './web.ts';

/** The project root, where astro.config.mjs is: the archive is built from here wherever the command runs. */
export const PACKAGE_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface SiteOptions {
  /** Folder of book files. */
  books: string;
  /** Folder the archive replaces. */
  out: string;
  /** Path the site is served under, e.g. `/puzzles/`; `/` by default, or the path of `url`. */
  base?: string;
  /**
   * The archive's public web address (`https://puzzles.example.org/`); by default the one the
   * books' `archive` names. With one, the archive has a sitemap, a feed, canonical links and
   * social cards; without, it is built without them.
   */
  url?: string;
  /** The language of the pages that list the books; by default the one they share, else English. */
  language?: Language;
  /** Where a person is watching: one line per stage. */
  log?: (line: string) => void;
  /** The rename used to move the site into place; tests make it fail as across file systems. */
  rename?: (from: string, to: string) => void;
  /** Bytes free on the disk holding a folder; tests make a disk look full. */
  free?: (folder: string) => number;
}

export interface SiteReport {
  books: number;
  puzzles: number;
  /** HTML pages written. */
  pages: number;
  out: string;
  /** The address the archive was published for (its root, with the base), or null where none was given. */
  address: string | null;
  /** The path it is served under. */
  base: string;
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

/** Both PDFs of each book (the book's, and its key where that is its own), rendered again from its book file as `build` renders one. */
async function writeDownloads(entries: readonly BookEntry[], site: string): Promise<void> {
  for (const { file, book } of entries) {
    const folder = join(site, 'books', book.slug);
    mkdirSync(folder, { recursive: true });
    const { files } = await render(stored(book, { where: file, jobs: 1 }));
    for (const { name, data } of files) if (name.endsWith('.pdf')) writeFileSync(join(folder, name), data);
  }
}

/** Names Vite and Astro give import.meta.env themselves. */
const VITE_RESERVED = ['BASE_URL', 'MODE', 'DEV', 'PROD', 'SSR', 'SITE', 'ASSETS_PREFIX'];

/**
 * Runs Astro's build with the checked books. Astro writes the code it renders pages with to
 * `<current folder>/.astro`, and that code must find the project's node_modules, so the
 * build runs as if from `run`, a folder of its own inside the project: any folder the
 * command is started from works, and two builds at once do not share one.
 */
async function astroBuild(run: string, outDir: string, books: string, base: string, language: Language | undefined, address: string | null): Promise<void> {
  const saved = { ...process.env };
  const cwd = process.cwd;
  process.env.ASTRO_TELEMETRY_DISABLED = '1';
  process.env.PUZZLEBOOK_BOOKS = books;
  if (language) process.env.PUZZLEBOOK_LANGUAGE = language;
  else delete process.env.PUZZLEBOOK_LANGUAGE;
  // The archive's address for its absolute links (src/site/lib/archive.ts), or none.
  if (address) process.env.PUZZLEBOOK_ADDRESS = address;
  else delete process.env.PUZZLEBOOK_ADDRESS;
  // Astro lets variables in the environment override its own import.meta.env, so a stray
  // BASE_URL (test runners set one) would silently replace --base in every link.
  for (const name of VITE_RESERVED) delete process.env[name];
  // Astro reads the current folder from process.cwd(), which is all it needs changed: the
  // command runs on a thread of its own (cli/supervise.ts), where process.chdir() cannot be
  // called, and where the user's relative paths are already resolved.
  process.cwd = () => run;
  try {
    const { build } = await import('astro');
    await build({ root: PACKAGE_ROOT, outDir, cacheDir: join(run, 'cache'), base, logLevel: 'error' });
  } finally {
    process.cwd = cwd;
    for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
    Object.assign(process.env, saved);
  }
}

/**
 * Indexes the site for Pagefind, one index per page language (`<html lang>`): each language's
 * words are stemmed as that language's, and the search page merges them all (search/index.astro).
 */
async function indexSearch(site: string): Promise<number> {
  const pagefind = await import('pagefind');
  try {
    const { index, errors } = await pagefind.createIndex({});
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
  // The flags are refused before any book is read; the books' own address, once they are.
  siteAddress([], options.url, options.base);
  const read = readBooks(books);
  const { address, base } = siteAddress(read, options.url, options.base);
  checkOut(out, books);
  const puzzles = read.reduce((n, e) => n + e.book.puzzles.length, 0);
  log(`checking ${puzzles} puzzles`);
  const entries = verifyBooks(read, log);

  let parentMade: string | undefined;
  let staged: string | undefined;
  let run: string | undefined;
  // On Ctrl-C, a hang-up or a kill, the half-built site and the run folder go too.
  const forgets: (() => void)[] = [];
  const clean = () => {
    for (const folder of [staged, run, parentMade]) if (folder) rmSync(folder, { recursive: true, force: true });
    for (const forget of forgets.splice(0)) forget();
  };
  const rename = options.rename ?? renameSync;
  let cards: CardRun | undefined;
  try {
    run = runFolder();
    forgets.push(removeOnInterrupt(run));
    // The pages are made from exactly the books just checked, not from a second read.
    const snapshot = join(run, 'books');
    mkdirSync(snapshot);
    for (const { book } of entries) writeFileSync(join(snapshot, `${book.slug}.json`), bookJson(book));
    const checked = entries.map((e) => e.book);
    // Social cards need an absolute address to be shown by; drawn on threads while the pages are built.
    const cardFolder = join(run, 'cards');
    if (address) {
      const lang = listingLanguage([...new Set(checked.map((book) => languageOf(book.spec)))], options.language);
      cards = drawCards(checked, { address, lang, folder: cardFolder });
    }
    // Astro moves its files into the site by renaming, which works only on one file system:
    // the site is built beside its working files, and moved to `out` once whole.
    const site = join(run, 'site');
    log('building pages');
    await astroBuild(run, site, snapshot, base, options.language, address);
    log('drawing the PDFs to download');
    await writeDownloads(entries, site);
    if (cards) {
      log('drawing the social cards');
      await cards.finished;
      placeCards(checked, cardFolder, site);
    }
    writeCrawlerFiles(site, address, checked);
    log('indexing for search');
    const pages = await indexSearch(site);
    writeFileSync(join(site, MARKER), 'Made by puzzlebook site; puzzlebook site may replace this folder.\n');
    try {
      parentMade = mkdirSync(dirname(out), { recursive: true });
      if (parentMade) forgets.push(removeOnInterrupt(parentMade));
      staged = join(dirname(out), `.${basename(out)}.building-${process.pid}`);
      forgets.push(removeOnInterrupt(staged));
      rmSync(staged, { recursive: true, force: true });
      moveFolder(site, staged, rename, options.free ?? freeBytes);
    } catch (error) {
      throw new UserError(`cannot write to ${dirname(out)}: ${errnoText(error)}`);
    }
    // One critical section (book/interrupt.ts): a stop lands before the old archive steps
    // aside or after the new one is in place, never between.
    critical(() => {
      let release: () => void;
      try {
        release = takeLock(join(dirname(out), `.${basename(out)}.lock`), out);
      } catch (error) {
        throw new UserError((error as Error).message);
      }
      try {
        // Checked again under the lock: another run may have put something there meanwhile.
        checkOut(out, books);
        const old = existsSync(out) ? `${out}.old-${process.pid}` : undefined;
        if (old) rename(out, old);
        try {
          rename(staged!, out);
        } catch (error) {
          if (old) renameSync(old, out);
          throw new UserError(`cannot write ${out}: ${errnoText(error)}`);
        }
        // The new archive is in place: neither it nor the folder holding it goes now.
        staged = undefined;
        parentMade = undefined;
        for (const forget of forgets.splice(0)) forget();
        if (old) rmSync(old, { recursive: true, force: true });
      } finally {
        release();
      }
    });
    const shown = relative(process.cwd(), out);
    return { books: entries.length, puzzles, pages, out: shown && !shown.startsWith('..') ? shown : out, address, base };
  } finally {
    await cards?.stop();
    clean();
  }
}

/**
 * `robots.txt`, and with an address, `sitemap.xml` (or its index and parts) listing every page
 * built (web.ts), a book's pages and its puzzles' dated by the book's `date` where it has one.
 */
function writeCrawlerFiles(site: string, address: string | null, books: readonly BookFile[]): void {
  writeFileSync(join(site, 'robots.txt'), robotsTxt(address));
  if (!address) return;
  const dates = new Map<string, string>();
  for (const book of books) {
    if (!book.spec.date) continue;
    dates.set(`books/${book.slug}/`, book.spec.date);
    for (const { id } of book.puzzles) dates.set(`puzzles/${id}/`, book.spec.date);
  }
  const pages = sitemapPages(site).map((path) => ({ path, ...(dates.has(path) ? { lastmod: dates.get(path)! } : {}) }));
  for (const { name, text } of sitemapFiles(address, pages)) writeFileSync(join(site, name), text);
}

/**
 * A working folder of this run's own, inside the package, where the code Astro writes finds the
 * package's dependencies; named by process, so a leftover folder says whose it was (and tests
 * can find their own). A package installed where this user cannot write is refused in one line.
 */
function runFolder(): string {
  try {
    mkdirSync(join(PACKAGE_ROOT, '.astro'), { recursive: true });
    removeLeftRuns();
    return mkdtempSync(join(PACKAGE_ROOT, '.astro', `site-${process.pid}-`));
  } catch (error) {
    throw new UserError(`cannot build the archive in puzzlebook's own folder ${PACKAGE_ROOT} (${errnoText(error)}): install puzzlebook where you can write, as in a project`);
  }
}

/**
 * Removes the working folders (`.astro/site-<pid>-*`) of runs whose process is gone: one
 * killed outright (SIGKILL, a power cut) had no chance to remove its own.
 */
function removeLeftRuns(): void {
  const folder = join(PACKAGE_ROOT, '.astro');
  for (const name of readdirSync(folder)) {
    const m = /^site-(\d+)-/.exec(name);
    if (m && !running(Number(m[1]))) rmSync(join(folder, name), { recursive: true, force: true });
  }
}

/**
 * Moves a folder: a rename where both are on one file system, else (EXDEV: `--out` on another
 * disk) a copy, removed again if it fails half way, and then the original removed.
 */
function moveFolder(from: string, to: string, rename: (from: string, to: string) => void, free: (folder: string) => number): void {
  try {
    rename(from, to);
    return;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
  }
  const needed = folderBytes(from);
  const full = () => Object.assign(new Error('no space left on the device'), { code: 'ENOSPC' });
  // Refused before a byte is copied where it cannot fit; and a copy that fails on a disk it
  // has filled says so (Node's copy reports a full disk as EIO, an input/output error).
  if (free(dirname(to)) < needed) throw full();
  try {
    cpSync(from, to, { recursive: true });
  } catch (error) {
    rmSync(to, { recursive: true, force: true });
    throw free(dirname(to)) < needed ? full() : error;
  }
  rmSync(from, { recursive: true, force: true });
}

/** The bytes of every file under `folder`. */
function folderBytes(folder: string): number {
  let bytes = 0;
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) bytes += statSync(join(entry.parentPath, entry.name)).size;
  }
  return bytes;
}

/** Bytes free to this user on the disk holding `folder` (Infinity where that cannot be read). */
function freeBytes(folder: string): number {
  try {
    const { bavail, bsize } = statfsSync(folder);
    return bavail * bsize;
  } catch {
    return Infinity;
  }
}

/** `--base`: a path from the site's root, with a slash at each end (`/` by default). */
export function normalBase(base: string): string {
  const said = `--base ${shown(base, 80)}`;
  if (!base.startsWith('/')) throw new UserError(`${said}: must start with / (e.g. /puzzles/)`);
  const path = base.endsWith('/') ? base : `${base}/`;
  // `//host/` is a link to another site in every page; `..` climbs out of the site.
  if (path.startsWith('//')) throw new UserError(`${said}: must be a path on this site, not //host/ (e.g. /puzzles/)`);
  const segments = path.slice(1, -1).split('/');
  if (path !== '/' && segments.some((s) => s === '' || s === '.' || s === '..')) {
    throw new UserError(`${said}: must be a plain path, without empty, . or .. parts (e.g. /puzzles/2026/)`);
  }
  if (path.length > 200 || !/^[\w.~-]*$/.test(segments.join(''))) {
    throw new UserError(`${said}: must be a plain path of letters, digits, dots, dashes and underscores, up to 200 characters`);
  }
  return path;
}

/**
 * The archive's public address, with the path it is served under folded in (the root its pages
 * are beneath, ending in `/`), and that path: `url` (`--url`) if given, else the one address
 * the books' `archive` names, else none. An address with a path serves the archive there, so
 * `base` (`--base`), if given too, must be that path, and is that path if not. Books naming
 * two addresses, without a `url` to choose, are refused, naming two of them.
 */
export function siteAddress(entries: readonly BookEntry[], url?: string, base?: string): { address: string | null; base: string } {
  let address: string | null;
  let said: string;
  if (url !== undefined) {
    said = `--url ${shown(url, 80)}`;
    address = archiveAddress(url);
    if (!address) throw new UserError(`${said}: must be the web address the archive is published at, such as https://puzzles.example.org/ (http or https, no ? or #)`);
  } else {
    const named = entries.filter((e) => e.book.spec.archive !== undefined);
    const other = named.find((e) => e.book.spec.archive !== named[0]!.book.spec.archive);
    if (other) {
      const first = named[0]!;
      throw new UserError(`the books name two archive addresses: ${first.file} names ${first.book.spec.archive} and ${other.file} names ${other.book.spec.archive}; publish them with one --url, or give them one archive address`);
    }
    address = named[0]?.book.spec.archive ?? null;
    said = named[0] ? `the address ${address} (archive: in ${named[0].file})` : '';
  }
  if (!address) return { address: null, base: normalBase(base ?? '/') };
  const path = new URL(address).pathname;
  if (path === '/') {
    const served = normalBase(base ?? '/');
    return { address: new URL(served, address).href, base: served };
  }
  if (base !== undefined && normalBase(base) !== path) {
    throw new UserError(`--base ${shown(base, 80)} and ${said} disagree: the address's path is where the archive is served; give --base ${path}, or leave it out`);
  }
  try {
    normalBase(path);
  } catch (error) {
    throw new UserError(`${said}: its path ${(error as Error).message.replace(/^--base \S+: /, '')}`);
  }
  return { address, base: path };
}
