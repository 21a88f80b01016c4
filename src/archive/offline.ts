import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { sha256 } from './manifest.ts';

/*
 * What /make/'s service worker may keep and serve offline (src/site/make/sw.js): the files the
 * page loads, and those its scripts load in turn, each by its address under the archive's base
 * with the SHA-256 of its bytes as built. Written into the service worker once the pages are
 * built, so it holds nothing but those, checked against the hashes before it keeps one and
 * again before it serves one: on a shared origin (a project page host), another site's page can
 * write to the origin's caches and message the service worker, but cannot make it keep or serve
 * anything else.
 */

/** Where the service worker is, from the archive's root, and the source it is written from (with no files listed). */
export const SERVICE_WORKER = 'make/sw.js';
const SOURCE = new URL('../../src/site/make/sw.js', import.meta.url);
/** The line of the source the list of files is written into. */
const FILES_LINE = 'const FILES = {};';
/** The line the files kept ahead are written into. */
const AHEAD_LINE = 'const AHEAD = [];';

/** The pages the files are found from, by file and address under the base: /make/, and its copy in each other language of the archive's books (`make/es/`, issue 90). */
function makePages(site: string): Map<string, string> {
  const pages = new Map([['make/index.html', 'make/']]);
  const folder = join(site, 'make');
  const languages = existsSync(folder) ? readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isDirectory() && existsSync(join(folder, entry.name, 'index.html'))) : [];
  for (const { name } of languages.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) pages.set(`make/${name}/index.html`, `make/${name}/`);
  return pages;
}

/**
 * A file's address as a page or script writes it: a path ending in a type the maker's page loads.
 * Tried only where a run of such characters begins (the look-behind): tried at every character, a
 * long run with no address in it (a dictionary's words in the maker's scripts) was read again from
 * each, 0.9 of a publish's 9 CPU-s. The same matches: where a run's start finds none, no later start does.
 */
const REFERENCE = /(?<![\w@%+~./-])[\w@%+~./-]+\.(?:js|mjs|css|woff2?|ttf|otf|svg)(?![\w.-])/g;
/** The files read for more addresses: the page, its scripts and styles. */
const READ = /\.(?:html|js|mjs|css)$/;
/** Scripts and styles: kept ahead, all of them (`makeOffline`). */
const SCRIPT = /\.(?:js|mjs|css)$/;
/** A face in a web format, kept ahead where code names it (the maker's), not a style (the page's subsets); a whole TTF is not. */
const FACE = /\.woff2?$/;
const CODE = /\.m?js$/;

/**
 * Every file of the archive at `site` (served under `base`, `/` or `/puzzles/`) that /make/'s page
 * names, and every file those name, by its path from the archive's root (the page itself as
 * `make/`, and each language's as `make/<lang>/`), with the SHA-256 (hex) of its bytes. A name is taken for a file wherever it points
 * at one the archive holds: written from the base (`/make/worker-….js`), from the file naming it
 * (`./catalog.….js`), or from the root (`_astro/….js`, as Vite lists a script's imports).
 */
export function offlineFiles(site: string, base: string): Record<string, string> {
  return makeOffline(site, base).files;
}

/**
 * What /make/'s service worker keeps ahead once a book has been made (issue 89: a book begun in
 * English, then asked for in French offline, found none of the French words kept): every listed
 * script and style (the page's and the maker's words in every language, the maker and its
 * workers) and every face a script names (the maker's Latin WOFFs, which the eight languages are
 * set in). Not the whole TTFs (about 2.7 MB), fetched only for letters outside Latin, nor the
 * faces a style names (the page's subsets: the browser loads those by the letters it shows, and
 * has loaded the page's). For the archive of test/site, about 5.7 MB as kept, some 1.7 MB over
 * the wire gzipped, most of it the words; keeping every listed file would be about 9.2 MB, 5.3 MB
 * over the wire (the fonts do not compress).
 */
export function makeOffline(site: string, base: string): { files: Record<string, string>; ahead: string[] } {
  const files = makePages(site);
  const ahead = new Set<string>();
  const queue = [...files.keys()];
  const isFile = (path: string) => !path.startsWith('../') && path !== '..' && existsSync(join(site, path)) && statSync(join(site, path)).isFile();
  while (queue.length > 0) {
    const from = queue.shift()!;
    if (!READ.test(from)) continue;
    const text = readFileSync(join(site, from), 'utf8');
    for (const [name] of text.matchAll(REFERENCE)) {
      const path = resolved(name, from, base).find(isFile);
      if (path === undefined) continue;
      if (SCRIPT.test(path) || (FACE.test(path) && CODE.test(from))) ahead.add(path);
      if (files.has(path)) continue;
      files.set(path, path);
      queue.push(path);
    }
  }
  const listed = [...files].map(([file, path]) => [path, sha256(readFileSync(join(site, file)))] as const);
  return { files: Object.fromEntries(listed.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))), ahead: [...ahead].sort() };
}

/** The paths from the archive's root `name` may mean, named in the file `from`. */
function resolved(name: string, from: string, base: string): string[] {
  if (name.startsWith('//')) return [];
  if (name.startsWith('/')) return name.startsWith(base) ? [posix.normalize(name.slice(base.length))] : [];
  const here = posix.normalize(posix.join(posix.dirname(from), name));
  return name.startsWith('./') || name.startsWith('../') ? [here] : [here, posix.normalize(name)];
}

/** The service worker's source with `files` listed in it, and those of them kept ahead (where it has a place for them). */
export function serviceWorkerText(files: Record<string, string>, source = readFileSync(SOURCE, 'utf8'), ahead: readonly string[] = []): string {
  const listed = filled(source, FILES_LINE, `const FILES = ${JSON.stringify(files, null, 1)};`);
  return listed.includes(AHEAD_LINE) ? filled(listed, AHEAD_LINE, `const AHEAD = ${JSON.stringify(ahead, null, 1)};`) : listed;
}

/** `source` (the file `from`) with its one `line` replaced by `by`. */
function filledIn(source: string, line: string, by: string, from: URL): string {
  const at = source.indexOf(line);
  if (at < 0 || source.indexOf(line, at + 1) >= 0) throw new Error(`${from.pathname} must hold the line ${line} once`);
  return source.slice(0, at) + by + source.slice(at + line.length);
}
const filled = (source: string, line: string, by: string) => filledIn(source, line, by, SOURCE);

/** Writes /make/'s service worker into the archive at `site`, built under `base`, listing the files it may keep. */
export function writeServiceWorker(site: string, base: string): void {
  const { files, ahead } = makeOffline(site, base);
  writeFileSync(join(site, SERVICE_WORKER), serviceWorkerText(files, undefined, ahead));
}

/*
 * The archive's service worker (src/site/sw.js): every page a reader opens, with what it loads,
 * kept as it is served, to be opened again offline. What it may keep is every page, its data and
 * drawings, and the shared scripts, styles and fonts, by path from the archive's root with the
 * SHA-256 of the bytes, in parts (`sw/<hash>.json`) that sw.js names by their hash alone: an
 * archive of 10,000 puzzles is a list of some megabyte, which no reader should fetch whole. A
 * book's own files are listed when its pages are drawn, in its folder (`books/<slug>/offline.json`),
 * so a book carried from an earlier publish is not read again to be listed.
 */

/** Where the archive's service worker is, from the root, and its source. */
export const ARCHIVE_WORKER = 'sw.js';
const ARCHIVE_SOURCE = new URL('../../src/site/sw.js', import.meta.url);
const PARTS_LINE = 'const PARTS = [];';
/** A book's list of its own files, in its folder. */
export const bookList = (slug: string) => `books/${slug}/offline.json`;
/** What may be listed: pages, their data and drawings, scripts, styles and web fonts (not PDFs, cards, the search index or /make/). */
const LISTABLE = /\.(?:html|js|css|woff2?|svg|json)$/;
const UNLISTED = /^(?:make|pagefind|sw)\/|^sw\.js$|^\.|\/offline\.json$/;
/** About how many addresses a part lists: a reader fetches the part of each page they open. */
const PER_PART = 128;

/** The address a file of the archive is served at, from the root: a page's folder for its index.html. */
const addressOf = (file: string) => (file === 'index.html' ? '' : file.endsWith('/index.html') ? file.slice(0, -'index.html'.length) : file);

/** Every listable file under `folders` of the archive at `site` (or the whole archive), by address, with its SHA-256; `skip` says which folders are left to their own lists. */
export function listedFiles(site: string, folders: readonly string[] = [''], skip: (path: string) => boolean = () => false): Record<string, string> {
  const listed: [string, string][] = [];
  const walk = (folder: string) => {
    const at = join(site, folder);
    if (!existsSync(at)) return;
    for (const entry of readdirSync(at, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const path = folder ? `${folder}/${entry.name}` : entry.name;
      if (UNLISTED.test(path) || skip(path)) continue;
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && LISTABLE.test(path)) listed.push([addressOf(path), sha256(readFileSync(join(site, path)))]);
    }
  };
  for (const folder of folders) walk(folder);
  return Object.fromEntries(listed);
}

/** Writes, in the folder of each book drawn, the list of its files (`bookFolders`: its page, its puzzles' pages and drawings, its short addresses). */
export function writeBookList(site: string, slug: string, folders: readonly string[]): void {
  writeFileSync(join(site, bookList(slug)), JSON.stringify(listedFiles(site, folders)));
}

/** The part of `parts` an address is listed in: as src/site/sw.js `partOf`. */
export function partOf(path: string, parts: number): number {
  if (parts <= 1 || path.startsWith('_astro/') || !path.includes('/')) return 0;
  return 1 + (createHash('sha256').update(path).digest().readUInt32BE(0) % (parts - 1));
}

/** `files` in parts, each as written (sorted JSON) with its SHA-256. */
export function partsOf(files: Record<string, string>): { text: string; hash: string }[] {
  const paths = Object.keys(files).sort();
  const count = 1 + Math.ceil(paths.filter((path) => partOf(path, 2) !== 0).length / PER_PART);
  const parts: Record<string, string>[] = Array.from({ length: count }, () => ({}));
  for (const path of paths) parts[partOf(path, count)]![path] = files[path]!;
  return parts.map((part) => {
    const text = JSON.stringify(part);
    return { text, hash: sha256(Buffer.from(text)) };
  });
}

/**
 * Writes the archive's service worker at `site`'s root, and its parts: the files of `site` but
 * the books', and each book's own list (`books`: where each list is, and the folders its
 * addresses must be in; a list that is not there lists nothing, and an address outside its
 * book's folders is not taken from it).
 */
export function writeArchiveWorker(site: string, books: readonly { list: string; folders: readonly string[] }[], source = readFileSync(ARCHIVE_SOURCE, 'utf8')): void {
  const bookFolder = new Set(books.flatMap((book) => book.folders));
  const files = listedFiles(site, [''], (path) => bookFolder.has(path));
  for (const book of books) {
    if (!existsSync(book.list)) continue;
    const list = JSON.parse(readFileSync(book.list, 'utf8')) as Record<string, unknown>;
    for (const [path, hash] of Object.entries(list)) {
      if (typeof hash === 'string' && /^[0-9a-f]{64}$/.test(hash) && book.folders.some((folder) => path.startsWith(`${folder}/`))) files[path] = hash;
    }
  }
  const parts = partsOf(files);
  mkdirSync(join(site, 'sw'), { recursive: true });
  for (const part of parts) writeFileSync(join(site, 'sw', `${part.hash}.json`), part.text);
  writeFileSync(join(site, ARCHIVE_WORKER), filledIn(source, PARTS_LINE, `const PARTS = ${JSON.stringify(parts.map((part) => part.hash), null, 1)};`, ARCHIVE_SOURCE));
}
